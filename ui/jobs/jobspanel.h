// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPushButton;
class QTableView;

namespace rsi {

class JobListModel;

// The jobs panel: every job of the session, running and finished, with a
// progress bar, throughput and state, and a button that cancels the
// selected running job (or the only one).
class JobsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobsPanel)

public:
    explicit JobsPanel(JobListModel *model, QWidget *parent = nullptr);
    ~JobsPanel() override;

    QTableView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateCancel();
    int jobRowToCancel() const; // -1 when none

    JobListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace rsi
