// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "trendchart.h"

#include "models/historyrunmodel.h"

#include <QAbstractItemModel>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace rsi {

namespace {

// The severity colours of the reports (htmlreport.cpp), dark enough on a
// light background and light enough on a dark one.
const QColor errorColor(0xcf, 0x22, 0x2e);
const QColor warningColor(0xbf, 0x87, 0x00);

// A round number at or above value for the top of the axis: 1, 2, 5, 10, 20, ...
int niceCeiling(int value)
{
    if (value <= 5)
        return 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(double(value))));
    for (const double step : {1.0, 2.0, 5.0, 10.0}) {
        if (step * magnitude >= value)
            return int(step * magnitude);
    }
    return value;
}

void drawMarker(QPainter &painter, const QPointF &at, bool square, qreal size)
{
    if (square) {
        painter.drawRect(QRectF(at.x() - size / 2, at.y() - size / 2, size, size));
        return;
    }
    QPainterPath triangle;
    triangle.moveTo(at.x(), at.y() - size * 0.6);
    triangle.lineTo(at.x() + size * 0.6, at.y() + size * 0.45);
    triangle.lineTo(at.x() - size * 0.6, at.y() + size * 0.45);
    triangle.closeSubpath();
    painter.drawPath(triangle);
}

} // namespace

struct TrendChart::Layout
{
    QRectF plot; // where the lines go
    int runs = 0;
    int top = 5; // the value at the top of the axis
    // The x of run i, counted from the oldest.
    qreal x(int i) const
    {
        return runs <= 1 ? plot.center().x() : plot.left() + plot.width() * i / (runs - 1);
    }
    qreal y(int value) const { return plot.bottom() - plot.height() * value / top; }
};

TrendChart::TrendChart(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    updateDescription();
}

TrendChart::~TrendChart() = default;

void TrendChart::setModel(QAbstractItemModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (m_model) {
        const auto changed = [this] {
            updateDescription();
            update();
        };
        connect(m_model, &QAbstractItemModel::modelReset, this, changed);
        connect(m_model, &QAbstractItemModel::dataChanged, this, changed);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, changed);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, changed);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, changed);
    }
    updateDescription();
    update();
}

void TrendChart::setCurrentRun(qint64 runId)
{
    if (runId == m_currentRun)
        return;
    m_currentRun = runId;
    update();
}

QSize TrendChart::sizeHint() const
{
    return {420, 8 * fontMetrics().height()};
}

QSize TrendChart::minimumSizeHint() const
{
    return {160, 5 * fontMetrics().height()};
}

TrendChart::Layout TrendChart::layout() const
{
    Layout layout;
    layout.runs = m_model ? m_model->rowCount() : 0;
    int highest = 0;
    for (int row = 0; row < layout.runs; ++row) {
        const QModelIndex index = m_model->index(row, 0);
        highest = std::max({highest, index.data(HistoryRunModel::ErrorsRole).toInt(),
                            index.data(HistoryRunModel::WarningsRole).toInt()});
    }
    layout.top = niceCeiling(highest);
    const QFontMetricsF metrics(font());
    const qreal left = metrics.horizontalAdvance(QLocale().toString(layout.top)) + 10;
    const qreal line = metrics.height();
    // A margin inside the axes keeps the first and last points whole.
    constexpr qreal inset = 9;
    layout.plot = QRectF(left + inset, line * 1.6 + inset,
                         std::max<qreal>(width() - left - 12 - 2 * inset, 10),
                         std::max<qreal>(height() - line * 3.2 - 2 * inset, 10));
    return layout;
}

std::pair<QPointF, QPointF> TrendChart::pointsOf(int row) const
{
    const Layout geometry = layout();
    if (!m_model || row < 0 || row >= geometry.runs)
        return {};
    const QModelIndex index = m_model->index(row, 0);
    // Rows are newest first; the chart reads left to right in time.
    const qreal x = geometry.x(geometry.runs - 1 - row);
    return {QPointF(x, geometry.y(index.data(HistoryRunModel::ErrorsRole).toInt())),
            QPointF(x, geometry.y(index.data(HistoryRunModel::WarningsRole).toInt()))};
}

int TrendChart::rowAt(const QPointF &position) const
{
    const Layout geometry = layout();
    int best = -1;
    qreal bestDistance = 12; // pixels: a point, not the whole chart
    for (int row = 0; row < geometry.runs; ++row) {
        const auto [errors, warnings] = pointsOf(row);
        for (const QPointF &point : {errors, warnings}) {
            const qreal distance = QLineF(point, position).length();
            if (distance < bestDistance) {
                bestDistance = distance;
                best = row;
            }
        }
    }
    return best;
}

void TrendChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colors = palette();
    painter.fillRect(rect(), colors.base());
    const Layout geometry = layout();
    const QFontMetricsF metrics(font());
    const QLocale locale;

    if (geometry.runs == 0) {
        painter.setPen(colors.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No crawls of this source are kept yet."));
        return;
    }

    // Legend, top left: a square for errors, a triangle for warnings.
    qreal legendX = geometry.plot.left();
    const qreal legendY = metrics.height() * 0.8;
    const std::pair<QColor, QString> legend[]
        = {{errorColor, tr("Errors")}, {warningColor, tr("Warnings")}};
    for (int i = 0; i < 2; ++i) {
        painter.setPen(QPen(legend[i].first, 1.5));
        painter.setBrush(legend[i].first);
        drawMarker(painter, QPointF(legendX + 5, legendY), i == 0, 7);
        painter.setPen(colors.color(QPalette::Text));
        painter.drawText(QPointF(legendX + 14, legendY + metrics.ascent() / 2 - 1),
                         legend[i].second);
        legendX += 14 + metrics.horizontalAdvance(legend[i].second) + 16;
    }

    // Axis: zero and the top, with a faint line at each.
    painter.setPen(colors.color(QPalette::PlaceholderText));
    for (const int value : {0, geometry.top}) {
        const qreal y = geometry.y(value);
        painter.drawText(
            QRectF(0, y - metrics.height() / 2, geometry.plot.left() - 6, metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, locale.toString(value));
        QColor faint = colors.color(QPalette::Mid);
        faint.setAlpha(120);
        painter.setPen(QPen(faint, 1, value == 0 ? Qt::SolidLine : Qt::DotLine));
        painter.drawLine(QPointF(geometry.plot.left() - 9, y),
                         QPointF(geometry.plot.right() + 9, y));
        painter.setPen(colors.color(QPalette::PlaceholderText));
    }
    // The first and the last run's dates under the axis.
    const auto dateOf = [this](int row) {
        return QLocale().toString(
            m_model->index(row, 0).data(HistoryRunModel::TimeRole).toDateTime().toLocalTime(),
            QLocale::ShortFormat);
    };
    const qreal labelY = geometry.plot.bottom() + 4;
    painter.drawText(
        QRectF(geometry.plot.left(), labelY, geometry.plot.width() / 2, metrics.height()),
        Qt::AlignLeft | Qt::AlignTop, dateOf(geometry.runs - 1));
    if (geometry.runs > 1) {
        painter.drawText(
            QRectF(geometry.plot.center().x(), labelY, geometry.plot.width() / 2, metrics.height()),
            Qt::AlignRight | Qt::AlignTop, dateOf(0));
    }

    // The lines, oldest to newest, then their points.
    for (int series = 0; series < 2; ++series) {
        QPolygonF line;
        for (int row = geometry.runs - 1; row >= 0; --row) {
            const auto [errors, warnings] = pointsOf(row);
            line.append(series == 0 ? errors : warnings);
        }
        const QColor color = series == 0 ? errorColor : warningColor;
        painter.setPen(QPen(color, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(line);
        painter.setBrush(color);
        for (const QPointF &point : std::as_const(line))
            drawMarker(painter, point, series == 0, geometry.runs > 40 ? 4 : 7);
    }

    // The current run, ringed.
    if (m_model && m_currentRun > 0) {
        for (int row = 0; row < geometry.runs; ++row) {
            if (m_model->index(row, 0).data(HistoryRunModel::RunIdRole).toLongLong()
                != m_currentRun)
                continue;
            const auto [errors, warnings] = pointsOf(row);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(colors.color(QPalette::Highlight), 2));
            painter.drawLine(QPointF(errors.x(), geometry.plot.top()),
                             QPointF(errors.x(), geometry.plot.bottom()));
            painter.drawEllipse(errors, 7, 7);
            painter.drawEllipse(warnings, 7, 7);
        }
    }
}

bool TrendChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_model) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const QModelIndex index = m_model->index(row, 0);
        QToolTip::showText(
            help->globalPos(),
            tr("Run %1, %2\nErrors: %3, warnings: %4")
                .arg(QString::number(index.data(HistoryRunModel::RunIdRole).toLongLong()),
                     QLocale().toString(
                         index.data(HistoryRunModel::TimeRole).toDateTime().toLocalTime(),
                         QLocale::ShortFormat),
                     QLocale().toString(index.data(HistoryRunModel::ErrorsRole).toInt()),
                     QLocale().toString(index.data(HistoryRunModel::WarningsRole).toInt())),
            this);
        return true;
    }
    return QWidget::event(event);
}

void TrendChart::mousePressEvent(QMouseEvent *event)
{
    const int row = m_model ? rowAt(event->position()) : -1;
    if (row < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    const qint64 id = m_model->index(row, 0).data(HistoryRunModel::RunIdRole).toLongLong();
    setCurrentRun(id);
    Q_EMIT runClicked(id);
}

void TrendChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateDescription();
    QWidget::changeEvent(event);
}

void TrendChart::updateDescription()
{
    setAccessibleName(tr("Errors and warnings per crawl"));
    const int runs = m_model ? m_model->rowCount() : 0;
    if (runs == 0) {
        setAccessibleDescription(tr("No crawls of this source are kept yet."));
        return;
    }
    const QModelIndex oldest = m_model->index(runs - 1, 0);
    const QModelIndex newest = m_model->index(0, 0);
    setAccessibleDescription(
        tr("%1 crawls. Errors went from %2 to %3, warnings from %4 to %5.")
            .arg(QString::number(runs),
                 QString::number(oldest.data(HistoryRunModel::ErrorsRole).toInt()),
                 QString::number(newest.data(HistoryRunModel::ErrorsRole).toInt()),
                 QString::number(oldest.data(HistoryRunModel::WarningsRole).toInt()),
                 QString::number(newest.data(HistoryRunModel::WarningsRole).toInt())));
}

} // namespace rsi
