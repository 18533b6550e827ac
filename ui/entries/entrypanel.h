// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace rsi {

class CrawledDocument;
class DecorationProxyModel;
class EntryTableModel;

// The entries of the selected document: a filter bar (text, change type,
// severity, and how many entries show) over a sortable, virtualised table.
class EntryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EntryPanel)

public:
    explicit EntryPanel(QWidget *parent = nullptr);
    ~EntryPanel() override;

    void setDocument(const CrawledDocument &document);
    void clear();

    EntryTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }

    // Sizes the columns to what they show (measuring at most a thousand
    // rows), none wider than a third of the table.
    void fitColumns();

    // The selected entry's row in the document, -1 when none.
    int currentEntry() const;
    // Selects and shows the entry, clearing filters that hide it.
    void selectEntry(int entryRow);

Q_SIGNALS:
    void entrySelected(int entryRow); // -1: none
    void entryActivated(int entryRow); // Return or double-click

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateChangeChoices();
    void updateCount();
    void applySeverityFilter();

    EntryTableModel *m_model = nullptr;
    DecorationProxyModel *m_decorated = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_change = nullptr;
    QComboBox *m_severity = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace rsi
