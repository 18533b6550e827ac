// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncstatedecorationmodel.h"

#include "models/syncresultmodel.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <array>

namespace rsi {

namespace {

constexpr std::size_t stateCount = std::size_t(AuditState::Failed) + 1;

// A badge drawn in a 16-unit square, like the SVG icons of ui/icons: a
// filled circle with a darker rim and a white glyph.
class BadgeIconEngine final : public QIconEngine
{
public:
    explicit BadgeIconEngine(AuditState state)
        : m_state(state)
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        QColor fill;
        QColor rim;
        switch (m_state) {
        case AuditState::Same:
            fill = QColor(0x2e, 0x9d, 0x57);
            rim = QColor(0x1f, 0x7a, 0x41);
            break;
        case AuditState::Create:
            fill = QColor(0x2f, 0x7f, 0xd1);
            rim = QColor(0x1b, 0x5e, 0xa8);
            break;
        case AuditState::Update:
            fill = QColor(0xd9, 0x8e, 0x04);
            rim = QColor(0xa8, 0x6d, 0x00);
            break;
        case AuditState::Delete:
            fill = QColor(0x8a, 0x8f, 0x98);
            rim = QColor(0x6b, 0x70, 0x79);
            break;
        case AuditState::Failed:
            fill = QColor(0xd1, 0x34, 0x3a);
            rim = QColor(0xa1, 0x1d, 0x23);
            break;
        }
        if (mode == QIcon::Disabled) {
            fill = QColor(0xb0, 0xb0, 0xb0);
            rim = QColor(0x90, 0x90, 0x90);
        }

        const qreal side = qMin(rect.width(), rect.height());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->translate(rect.x() + (rect.width() - side) / 2.0,
                           rect.y() + (rect.height() - side) / 2.0);
        painter->scale(side / 16.0, side / 16.0);
        painter->setPen(QPen(rim, 1.0));
        painter->setBrush(fill);
        painter->drawEllipse(QPointF(8, 8), 6.5, 6.5);

        QPen glyph(Qt::white, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(glyph);
        painter->setBrush(Qt::NoBrush);
        switch (m_state) {
        case AuditState::Same: {
            QPainterPath tick;
            tick.moveTo(4.9, 8.3);
            tick.lineTo(7.0, 10.4);
            tick.lineTo(11.1, 5.9);
            painter->drawPath(tick);
            break;
        }
        case AuditState::Create:
            painter->drawLine(QPointF(8, 4.9), QPointF(8, 11.1));
            painter->drawLine(QPointF(4.9, 8), QPointF(11.1, 8));
            break;
        case AuditState::Update: {
            // Circling arrows: an open arc with a head at its end.
            QPainterPath arc;
            const QRectF circle(4.8, 4.8, 6.4, 6.4);
            arc.arcMoveTo(circle, 60);
            arc.arcTo(circle, 60, 270);
            painter->drawPath(arc);
            const QPointF end = arc.currentPosition();
            QPainterPath head;
            head.moveTo(end + QPointF(-2.0, -0.6));
            head.lineTo(end);
            head.lineTo(end + QPointF(0.4, -2.1));
            painter->drawPath(head);
            break;
        }
        case AuditState::Delete:
            painter->drawLine(QPointF(4.9, 8), QPointF(11.1, 8));
            break;
        case AuditState::Failed:
            painter->drawLine(QPointF(8, 4.6), QPointF(8, 8.9));
            painter->setPen(Qt::NoPen);
            painter->setBrush(Qt::white);
            painter->drawEllipse(QPointF(8, 11.2), 0.95, 0.95);
            break;
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(), size), mode, state);
        return pixmap;
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }
    QString key() const override { return QStringLiteral("rsi-sync-state"); }
    QIconEngine *clone() const override { return new BadgeIconEngine(m_state); }

private:
    AuditState m_state;
};

} // namespace

QIcon syncStateIcon(AuditState state)
{
    static std::array<QIcon, stateCount> icons;
    const auto index = std::size_t(state);
    if (index >= icons.size())
        return {};
    if (icons[index].isNull())
        icons[index] = QIcon(new BadgeIconEngine(state));
    return icons[index];
}

SyncStateDecorationModel::SyncStateDecorationModel(QObject *parent)
    : QIdentityProxyModel(parent)
{ }

SyncStateDecorationModel::~SyncStateDecorationModel() = default;

QVariant SyncStateDecorationModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DecorationRole || !index.isValid()
        || index.column() != SyncResultModel::StateColumn)
        return QIdentityProxyModel::data(index, role);
    bool ok = false;
    const int state = QIdentityProxyModel::data(index, SyncResultModel::StateRole).toInt(&ok);
    if (!ok || state < 0 || std::size_t(state) >= stateCount)
        return {};
    return syncStateIcon(AuditState(state));
}

} // namespace rsi
