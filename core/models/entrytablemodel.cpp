// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EntryTableModel: the table itself (columns, findings per entry, data and
// headers); which entries show and in what order is in entrytablemodelrows.cpp.
#include "entrytablemodel.h"

#include <algorithm>
#include <array>

namespace rsi {

namespace {

// Values longer than this get a tooltip: the view cuts them.
constexpr qsizetype tooltipLength = 40;
// Findings listed in a Findings cell's tooltip; the details pane has them all.
constexpr qsizetype tooltipFindings = 10;
// Distinct change values offered to a filter menu; a source that invents more
// is wrong anyway, and the text filter still finds them.
constexpr qsizetype maxChangeValues = 32;

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return EntryTableModel::tr("error");
    case Severity::Warning:
        return EntryTableModel::tr("warning");
    case Severity::Info:
        return EntryTableModel::tr("info");
    }
    return {};
}

} // namespace

EntryTableModel::EntryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

EntryTableModel::~EntryTableModel() = default;

QString EntryTableModel::fieldTitle(EntryField field)
{
    switch (field) {
    case EntryField::Loc:
        return tr("Location");
    case EntryField::Lastmod:
        return tr("Last modified");
    case EntryField::Capability:
        return tr("Capability");
    case EntryField::At:
        return tr("At");
    case EntryField::Completed:
        return tr("Completed");
    case EntryField::From:
        return tr("From");
    case EntryField::Until:
        return tr("Until");
    case EntryField::Datetime:
        return tr("Date and time");
    case EntryField::Change:
        return tr("Change");
    case EntryField::Hash:
        return tr("Hash");
    case EntryField::Length:
        return tr("Length");
    case EntryField::Type:
        return tr("Media type");
    case EntryField::Path:
        return tr("Path");
    case EntryField::Encoding:
        return tr("Encoding");
    case EntryField::Contents:
        return tr("Contents");
    case EntryField::Hub:
        return tr("Hub");
    }
    return {};
}

void EntryTableModel::setDocument(const CrawledDocument &document)
{
    beginResetModel();
    m_document = document;
    const EntryTable &table = m_document.entries;
    const auto count = int(table.size());

    // Columns: stop looking at a field once some entry has it.
    std::array<bool, entryFieldCount> present {};
    int missing = entryFieldCount;
    for (int row = 0; row < count && missing > 0; ++row) {
        for (int field = 0; field < entryFieldCount; ++field) {
            if (!present[size_t(field)] && table.has(row, EntryField(field))) {
                present[size_t(field)] = true;
                --missing;
            }
        }
    }
    m_columns.clear();
    for (int field = 0; field < entryFieldCount; ++field) {
        if (present[size_t(field)])
            m_columns.append(EntryField(field));
    }

    // Findings, grouped by entry with a counting sort.
    m_findingStart.clear();
    m_entryFindings.clear();
    m_worstSeverity.clear();
    QList<int> owners;
    owners.reserve(m_document.findings.size());
    bool anyOnEntry = false;
    for (const Finding &finding : std::as_const(m_document.findings)) {
        const int owner = finding.position.isKnown() ? entryAt(finding.position) : -1;
        owners.append(owner);
        anyOnEntry = anyOnEntry || owner >= 0;
    }
    m_hasFindingsColumn = anyOnEntry;
    if (anyOnEntry) {
        m_findingStart.fill(0, count + 1);
        m_worstSeverity.fill(-1, count);
        for (const int owner : std::as_const(owners)) {
            if (owner >= 0)
                ++m_findingStart[owner + 1];
        }
        for (int row = 0; row < count; ++row)
            m_findingStart[row + 1] += m_findingStart.at(row);
        m_entryFindings.resize(m_findingStart.at(count));
        QList<qsizetype> next = m_findingStart;
        for (qsizetype i = 0; i < owners.size(); ++i) {
            const int owner = owners.at(i);
            if (owner < 0)
                continue;
            const Finding &finding = m_document.findings.at(i);
            m_entryFindings[next[owner]++] = finding;
            m_worstSeverity[owner] = std::max(m_worstSeverity.at(owner), qint8(finding.severity));
        }
    }

    // Change values for a filter menu, the spec's three first.
    QList<QByteArrayView> changes;
    for (int row = 0; row < count && changes.size() < maxChangeValues; ++row) {
        if (!table.has(row, EntryField::Change))
            continue;
        const QByteArrayView change = table.utf8(row, EntryField::Change);
        if (!changes.contains(change))
            changes.append(change);
    }
    m_changeValues.clear();
    for (const QByteArrayView known : {"created", "updated", "deleted"}) {
        if (changes.removeAll(known) > 0)
            m_changeValues.append(QString::fromUtf8(known));
    }
    QStringList others;
    for (const QByteArrayView change : std::as_const(changes))
        others.append(QString::fromUtf8(change));
    others.sort();
    m_changeValues += others;

    m_sortColumn = columnOfSortKey(m_sortKey);
    rebuildRows();
    endResetModel();
}

void EntryTableModel::clear()
{
    setDocument(CrawledDocument());
}

EntryField EntryTableModel::fieldOfColumn(int column) const
{
    return m_columns.value(column, EntryField::Loc);
}

int EntryTableModel::columnOfField(EntryField field) const
{
    return int(m_columns.indexOf(field));
}

bool EntryTableModel::isFindingsColumn(int column) const
{
    return m_hasFindingsColumn && column == m_columns.size();
}

qsizetype EntryTableModel::totalCount() const
{
    return m_document.entries.size();
}

int EntryTableModel::entryRow(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_rows.size())
        return -1;
    return m_rows.at(index.row());
}

QModelIndex EntryTableModel::indexOfEntry(int entryRow, int column) const
{
    if (entryRow < 0 || entryRow >= m_visibleRow.size() || column < 0 || column >= columnCount())
        return {};
    const int visible = m_visibleRow.at(entryRow);
    return visible < 0 ? QModelIndex() : index(visible, column);
}

int EntryTableModel::entryAtLine(qint64 line) const
{
    const EntryTable &table = m_document.entries;
    // Entries are stored in document order, so their lines never decrease.
    qsizetype low = 0;
    qsizetype high = table.size();
    while (low < high) {
        const qsizetype middle = low + (high - low) / 2;
        if (table.position(middle).line <= line)
            low = middle + 1;
        else
            high = middle;
    }
    return int(low) - 1;
}

int EntryTableModel::entryAt(SourcePosition position) const
{
    const int entry = entryAtLine(position.line);
    // The validator places some findings on the <url> element, and a
    // pretty-printed list has it on the line above the <loc>, indented less:
    // that line starts the next entry, not the tail of this one.
    const EntryTable &table = m_document.entries;
    const int next = entry + 1;
    if (position.column > 0 && next < table.size()) {
        const SourcePosition nextLoc = table.position(next);
        const bool ownLine = entry >= 0 && table.position(entry).line == position.line;
        if (!ownLine && position.line == nextLoc.line - 1 && position.column <= nextLoc.column)
            return next;
    }
    return entry;
}

qsizetype EntryTableModel::findingCount(int entryRow) const
{
    if (m_findingStart.isEmpty() || entryRow < 0 || entryRow + 1 >= m_findingStart.size())
        return 0;
    return m_findingStart.at(entryRow + 1) - m_findingStart.at(entryRow);
}

FindingList EntryTableModel::findingsOfEntry(int entryRow) const
{
    const qsizetype count = findingCount(entryRow);
    if (count == 0)
        return {};
    return m_entryFindings.mid(m_findingStart.at(entryRow), count);
}

QStringList EntryTableModel::changeValues() const
{
    return m_changeValues;
}

int EntryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EntryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size()) + (m_hasFindingsColumn ? 1 : 0);
}

QVariant EntryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = m_rows.at(index.row());
    const EntryTable &table = m_document.entries;
    const int worst = m_worstSeverity.isEmpty() ? -1 : int(m_worstSeverity.at(row));

    switch (role) {
    case EntryRowRole:
        return row;
    case WorstSeverityRole:
        return worst;
    case LineRole:
        return qlonglong(table.position(row).line);
    default:
        break;
    }

    if (isFindingsColumn(index.column())) {
        if (worst < 0)
            return {};
        if (role == Qt::DisplayRole) {
            return tr("%1 (%2)").arg(severityText(Severity(worst)),
                                     QString::number(findingCount(row)));
        }
        if (role == Qt::ToolTipRole) {
            const qsizetype first = m_findingStart.at(row);
            const qsizetype count = findingCount(row);
            QStringList lines;
            for (qsizetype i = first; i < first + std::min(count, tooltipFindings); ++i) {
                const Finding &finding = m_entryFindings.at(i);
                lines.append(
                    tr("%1 %2: %3")
                        .arg(severityText(finding.severity), finding.ruleId, finding.message));
            }
            if (count > tooltipFindings)
                lines.append(tr("and %1 more").arg(count - tooltipFindings));
            return lines.join(u'\n');
        }
        return {};
    }

    const EntryField field = m_columns.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        if (!table.has(row, field))
            return {};
        return table.value(row, field);
    case Qt::ToolTipRole: {
        const QString value = table.value(row, field);
        return value.size() > tooltipLength ? QVariant(value) : QVariant();
    }
    case Qt::TextAlignmentRole:
        if (field == EntryField::Length)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant EntryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // The entry's number in the document, whatever the sort order.
        if (role == Qt::DisplayRole && section >= 0 && section < m_rows.size())
            return m_rows.at(section) + 1;
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole) {
        if (isFindingsColumn(section))
            return tr("Findings");
        return fieldTitle(m_columns.at(section));
    }
    if (role == Qt::TextAlignmentRole && !isFindingsColumn(section)
        && m_columns.at(section) == EntryField::Length)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

void EntryTableModel::retranslate()
{
    const int columns = columnCount();
    if (columns == 0)
        return;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
    if (m_hasFindingsColumn && !m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, columns - 1), index(int(m_rows.size()) - 1, columns - 1));
}

} // namespace rsi
