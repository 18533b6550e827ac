// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "icons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPixmap>

#include <array>

namespace rsi {

namespace {

// An index is "many of these": the kind's own icon twice, one behind the
// other. Drawn from the base icon at paint time rather than from a file of
// its own, so every kind has its index variant and it scales like the base.
class StackIconEngine final : public QIconEngine
{
public:
    explicit StackIconEngine(QIcon base)
        : m_base(std::move(base))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        // Four fifths leaves each copy big enough to read at 16 px while
        // the offset still shows as a second sheet.
        const int side = qRound(qMin(rect.width(), rect.height()) * 0.8);
        const QSize size(side, side);
        const QRect back(rect.topLeft(), size);
        const QRect front(rect.right() + 1 - side, rect.bottom() + 1 - side, side, side);
        m_base.paint(painter, back, Qt::AlignCenter, mode, state);
        m_base.paint(painter, front, Qt::AlignCenter, mode, state);
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
    bool isNull() override { return m_base.isNull(); }
    QString key() const override { return QStringLiteral("rsi-stack"); }
    QIconEngine *clone() const override { return new StackIconEngine(m_base); }

private:
    QIcon m_base;
};

QIcon fileIcon(const char *name)
{
    return QIcon(QLatin1StringView(":/icons/") + QLatin1StringView(name)
                 + QLatin1StringView(".svg"));
}

QIcon stackOf(const QIcon &base)
{
    return QIcon(new StackIconEngine(base));
}

constexpr std::size_t documentTypeCount = std::size_t(DocumentType::ChangeDumpManifest) + 1;
constexpr std::size_t severityCount = std::size_t(Severity::Error) + 1;

QIcon makeDocumentTypeIcon(DocumentType type)
{
    switch (type) {
    case DocumentType::Unknown:
        return fileIcon("unknown");
    case DocumentType::Extension:
        return fileIcon("extension");
    case DocumentType::SourceDescription:
        return fileIcon("sourcedescription");
    case DocumentType::SourceDescriptionIndex:
        return stackOf(fileIcon("sourcedescription"));
    case DocumentType::CapabilityList:
        return fileIcon("capabilitylist");
    case DocumentType::CapabilityListIndex:
        return stackOf(fileIcon("capabilitylist"));
    case DocumentType::ResourceList:
        return fileIcon("resourcelist");
    case DocumentType::ResourceListIndex:
        return stackOf(fileIcon("resourcelist"));
    case DocumentType::ResourceDump:
        return fileIcon("resourcedump");
    case DocumentType::ResourceDumpIndex:
        return stackOf(fileIcon("resourcedump"));
    case DocumentType::ResourceDumpManifest:
        return fileIcon("resourcedumpmanifest");
    case DocumentType::ChangeList:
        return fileIcon("changelist");
    case DocumentType::ChangeListIndex:
        return stackOf(fileIcon("changelist"));
    case DocumentType::ChangeDump:
        return fileIcon("changedump");
    case DocumentType::ChangeDumpIndex:
        return stackOf(fileIcon("changedump"));
    case DocumentType::ChangeDumpManifest:
        return fileIcon("changedumpmanifest");
    }
    return fileIcon("unknown");
}

QIcon makeSeverityIcon(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return fileIcon("info");
    case Severity::Warning:
        return fileIcon("warning");
    case Severity::Error:
        return fileIcon("error");
    }
    return fileIcon("info");
}

} // namespace

// The icons are made once and shared: each QIcon made from a file has an
// engine of its own with its own rendering cache, and a view asks for an
// icon for every visible row on every repaint. GUI thread only, as QIcon is.
QIcon documentTypeIcon(DocumentType type)
{
    static std::array<QIcon, documentTypeCount> icons;
    const auto index = std::size_t(type);
    if (index >= icons.size())
        return documentTypeIcon(DocumentType::Unknown);
    if (icons[index].isNull())
        icons[index] = makeDocumentTypeIcon(type);
    return icons[index];
}

QIcon severityIcon(Severity severity)
{
    static std::array<QIcon, severityCount> icons;
    const auto index = std::size_t(severity);
    if (index >= icons.size())
        return severityIcon(Severity::Info);
    if (icons[index].isNull())
        icons[index] = makeSeverityIcon(severity);
    return icons[index];
}

QIcon applicationIcon()
{
    static const QIcon icon(QStringLiteral(":/icons/rsinspector.svg"));
    return icon;
}

DecorationProxyModel::DecorationProxyModel(QObject *parent)
    : QIdentityProxyModel(parent)
{ }

DecorationProxyModel::~DecorationProxyModel() = default;

void DecorationProxyModel::setDocumentTypeRole(int role)
{
    m_typeRole = role;
    decorationsChanged();
}

void DecorationProxyModel::setSeverity(int role, QList<int> columns)
{
    m_severityRole = role;
    m_severityColumns = std::move(columns);
    decorationsChanged();
}

void DecorationProxyModel::setAnnotation(Annotation annotation)
{
    m_annotation = std::move(annotation);
    decorationsChanged();
}

// Any row of a tree may change its icon: a layout change with no index moved
// makes every view repaint, without walking the whole tree for dataChanged.
void DecorationProxyModel::decorationsChanged()
{
    if (!sourceModel())
        return;
    Q_EMIT layoutAboutToBeChanged();
    Q_EMIT layoutChanged();
}

QVariant DecorationProxyModel::data(const QModelIndex &index, int role) const
{
    if (m_annotation && index.isValid()) {
        if (QVariant added = m_annotation(mapToSource(index), role); added.isValid())
            return added;
    }
    if (role != Qt::DecorationRole || !index.isValid())
        return QIdentityProxyModel::data(index, role);

    if (index.column() == 0 && m_typeRole != 0) {
        const QVariant type = QIdentityProxyModel::data(index, m_typeRole);
        bool ok = false;
        const int value = type.toInt(&ok);
        if (type.isValid() && ok && value >= 0 && std::size_t(value) < documentTypeCount)
            return documentTypeIcon(DocumentType(value));
    }
    if (m_severityRole != 0 && m_severityColumns.contains(index.column())) {
        const QVariant severity = QIdentityProxyModel::data(index, m_severityRole);
        bool ok = false;
        const int value = severity.toInt(&ok);
        if (severity.isValid() && ok && value >= 0 && std::size_t(value) < severityCount)
            return severityIcon(Severity(value));
        if (severity.isValid() && ok)
            return {}; // "none": no icon, whatever the source says
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace rsi
