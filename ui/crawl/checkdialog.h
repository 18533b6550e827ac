// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/resourcefilter.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace rsi {

class CapabilityListChooser;
class SourceTree;

// Asks what a check of a crawled source's resources covers before it runs
// (Tools → Check resources): which sets of resources (CapabilityListChooser),
// whether to download every resource and compare its hashes, which resources
// by URL (include and exclude regular expressions), and optionally a random
// sample per list with its seed. The dump packages of the chosen sets are
// always checked. Takes no action itself: the caller reads scope() and
// hash() once it is accepted.
class CheckDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckDialog)

public:
    explicit CheckDialog(QWidget *parent = nullptr);
    ~CheckDialog() override;

    void setTree(const SourceTree &tree);
    // What to start from (remembered for the source); a sample without a
    // seed gets a new one.
    void setScope(const ResourceFilter &scope);
    void setHash(bool hash);

    // What was chosen: a sample always with its seed.
    ResourceFilter scope() const;
    bool hash() const;
    // Why the dialog cannot start, empty when it can.
    QString problem() const;

    CapabilityListChooser *chooser() const { return m_chooser; }
    QCheckBox *hashCheckBox() const { return m_hash; }
    QLineEdit *includeEdit() const { return m_include; }
    QLineEdit *excludeEdit() const { return m_exclude; }
    QSpinBox *sampleBox() const { return m_sample; }
    QLineEdit *seedEdit() const { return m_seed; }
    QPushButton *startButton() const { return m_start; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void update();

    QLabel *m_intro = nullptr;
    CapabilityListChooser *m_chooser = nullptr;
    QCheckBox *m_hash = nullptr;
    QLabel *m_includeLabel = nullptr;
    QLineEdit *m_include = nullptr;
    QLabel *m_excludeLabel = nullptr;
    QLineEdit *m_exclude = nullptr;
    QLabel *m_sampleLabel = nullptr;
    QSpinBox *m_sample = nullptr;
    QLabel *m_seedLabel = nullptr;
    QLineEdit *m_seed = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_start = nullptr;
};

} // namespace rsi
