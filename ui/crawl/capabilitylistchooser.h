// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QUrl>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace rsi {

class SourceTree;

// Which sets of resources (Capability Lists) of a crawled source a check or a
// mirror covers (catalogue 19.1, step 1): one check box per Capability List
// the crawl read, all checked at first, with "All" and "None". Shows itself
// only when the source has more than one set to choose from.
class CapabilityListChooser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CapabilityListChooser)

public:
    explicit CapabilityListChooser(QWidget *parent = nullptr);
    ~CapabilityListChooser() override;

    // The Capability Lists of the tree, in tree order.
    void setTree(const SourceTree &tree);
    // Checks these (matched by URL); an empty list, or one naming none of
    // them, checks all.
    void setChosen(const QList<QUrl> &chosen);
    // The checked ones; empty when all are checked (the whole source).
    QList<QUrl> chosen() const;
    // How many there are, and how many are checked.
    int count() const;
    int checkedCount() const;

    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void setAllChecked(bool checked);

    QLabel *m_label = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_all = nullptr;
    QPushButton *m_none = nullptr;
};

} // namespace rsi
