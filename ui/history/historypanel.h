// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runrecord.h"

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace rsi {

class HistoryRunModel;
class TrendChart;

// The History dock: the kept runs of the current source, newest first, under
// a chart of their errors and warnings, with "Compare with previous crawl"
// (the newest run with the one before), "Compare selected" (two runs chosen
// in the table, or the selected one with the one before it) and "Delete".
class HistoryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryPanel)

public:
    explicit HistoryPanel(QWidget *parent = nullptr);
    ~HistoryPanel() override;

    // The runs of source (newest first); keeping says whether crawls are
    // being kept at all (the setting), for the line that explains an empty
    // list.
    void setRuns(const QString &source, const QList<RunListing> &runs);
    void setKeeping(bool keeping);
    QString source() const { return m_source; }

    HistoryRunModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TrendChart *chart() const { return m_chart; }

    // The runs a comparison of the selection would take (earlier, later);
    // {0, 0} when there are not two.
    std::pair<qint64, qint64> selectedPair() const;

Q_SIGNALS:
    void compareRequested(qint64 before, qint64 after);
    void deleteRequested(qint64 runId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateActions();
    QList<int> selectedRows() const;

    HistoryRunModel *m_model = nullptr;
    TrendChart *m_chart = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_note = nullptr;
    QToolButton *m_comparePrevious = nullptr;
    QToolButton *m_compareSelected = nullptr;
    QToolButton *m_delete = nullptr;
    QString m_source;
    bool m_keeping = true;
};

} // namespace rsi
