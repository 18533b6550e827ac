// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QAbstractItemModel;

namespace rsi {

// The health of a source over time: its errors and warnings per run, as two
// lines over the runs of a HistoryRunModel (oldest on the left), with the
// current run ringed. Painted, in the palette's colours (the lines keep
// their own, with a square and a triangle marking their points, as the
// severity badges do, so that they read without colour too). Hovering a
// point tells its run; clicking it makes that run current.
class TrendChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrendChart)

public:
    explicit TrendChart(QWidget *parent = nullptr);
    ~TrendChart() override;

    // A HistoryRunModel (or a proxy of one): rows newest first, with
    // RunIdRole, TimeRole, ErrorsRole and WarningsRole.
    void setModel(QAbstractItemModel *model);
    void setCurrentRun(qint64 runId);
    qint64 currentRun() const { return m_currentRun; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where the points of row are drawn (errors, warnings), for tests.
    std::pair<QPointF, QPointF> pointsOf(int row) const;

Q_SIGNALS:
    void runClicked(qint64 runId);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Layout;
    Layout layout() const;
    int rowAt(const QPointF &position) const;
    void updateDescription();

    QPointer<QAbstractItemModel> m_model;
    qint64 m_currentRun = 0;
};

} // namespace rsi
