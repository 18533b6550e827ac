// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EntryTableModel: which entries show and in what order, the filters and the
// sort, on a permutation of the entry rows.
#include "entrytablemodel.h"
#include "validation/w3cdatetime.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string_view>

namespace rsi {

namespace {

// The sort key of the Findings column, next to the fields' own.
constexpr int findingsSortKey = entryFieldCount;

bool isTimeField(EntryField field)
{
    switch (field) {
    case EntryField::Lastmod:
    case EntryField::At:
    case EntryField::Completed:
    case EntryField::From:
    case EntryField::Until:
    case EntryField::Datetime:
        return true;
    default:
        return false;
    }
}

std::string_view bytes(QByteArrayView view)
{
    return {view.data(), size_t(view.size())};
}

int compareBytes(QByteArrayView a, QByteArrayView b)
{
    // char_traits<char> compares as unsigned char: UTF-8 in code point order.
    return bytes(a).compare(bytes(b));
}

bool isAscii(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return quint8(c) < 0x80; });
}

// A W3C datetime in milliseconds, read straight from UTF-8 without a
// QString per value: sorting reads every row's value.
std::optional<qint64> timeOf(QByteArrayView utf8)
{
    constexpr qsizetype capacity = 64;
    if (utf8.size() > capacity || !isAscii(utf8))
        return std::nullopt;
    std::array<char16_t, capacity> buffer {};
    for (qsizetype i = 0; i < utf8.size(); ++i)
        buffer[size_t(i)] = char16_t(quint8(utf8.at(i)));
    const W3cDatetime parsed = W3cDatetime::parse(QStringView(buffer.data(), utf8.size()));
    if (!parsed.valid)
        return std::nullopt;
    return parsed.msecsSinceEpoch;
}

struct SortKey
{
    enum Rank : quint8 { Number, Text, Missing }; // missing values last in either order
    Rank rank = Missing;
    qint64 number = 0;
    quint64 prefix = 0; // Text: the bytes after the common prefix, see addPrefixes()
    QByteArrayView text;
    int row = 0;
};

// The URLs of a list mostly share a long beginning ("http://host/path/"),
// which every byte comparison would walk again. Eight bytes past what all
// texts share, packed big-endian, decide most comparisons in one step.
void addPrefixes(std::vector<SortKey> &keys)
{
    const SortKey *first = nullptr;
    qsizetype common = 0;
    for (const SortKey &key : keys) {
        if (key.rank != SortKey::Text)
            continue;
        if (!first) {
            first = &key;
            common = key.text.size();
            continue;
        }
        const qsizetype limit = std::min(common, key.text.size());
        qsizetype same = 0;
        while (same < limit && key.text.at(same) == first->text.at(same))
            ++same;
        common = same;
        if (common == 0)
            break;
    }
    for (SortKey &key : keys) {
        if (key.rank != SortKey::Text)
            continue;
        quint64 prefix = 0;
        for (qsizetype i = common; i < common + 8; ++i)
            prefix = (prefix << 8) | (i < key.text.size() ? quint8(key.text.at(i)) : 0u);
        key.prefix = prefix;
    }
}

} // namespace

int EntryTableModel::columnOfSortKey(int key) const
{
    if (key == findingsSortKey)
        return m_hasFindingsColumn ? int(m_columns.size()) : -1;
    if (key < 0 || key >= entryFieldCount)
        return -1;
    return columnOfField(EntryField(key));
}

void EntryTableModel::setTextFilter(const QString &text)
{
    if (text == m_textFilter)
        return;
    beginResetModel();
    m_textFilter = text;
    m_textNeedle = text.toUtf8();
    m_textNeedleIsAscii = isAscii(m_textNeedle);
    rebuildRows();
    endResetModel();
}

void EntryTableModel::setChangeFilter(const QString &change)
{
    if (change == m_changeFilter)
        return;
    beginResetModel();
    m_changeFilter = change;
    m_changeNeedle = change.toUtf8();
    rebuildRows();
    endResetModel();
}

void EntryTableModel::setSeverityFilter(std::optional<Severity> minimum)
{
    if (minimum == m_severityFilter)
        return;
    beginResetModel();
    m_severityFilter = minimum;
    rebuildRows();
    endResetModel();
}

bool EntryTableModel::matchesText(int row) const
{
    const EntryTable &table = m_document.entries;
    const QLatin1StringView needle(m_textNeedle.constData(), m_textNeedle.size());
    for (const EntryField field : m_columns) {
        if (!table.has(row, field))
            continue;
        const QByteArrayView value = table.utf8(row, field);
        if (m_textNeedleIsAscii) {
            // An ASCII needle matches UTF-8 bytes as Latin-1: no multi-byte
            // sequence holds an ASCII byte, and no Latin-1 letter has an ASCII
            // case partner. This skips a QString per value.
            if (QLatin1StringView(value.data(), value.size()).contains(needle, Qt::CaseInsensitive))
                return true;
        } else if (QString::fromUtf8(value).contains(m_textFilter, Qt::CaseInsensitive)) {
            return true;
        }
    }
    return false;
}

bool EntryTableModel::accepts(int row) const
{
    const EntryTable &table = m_document.entries;
    if (!m_changeFilter.isEmpty()
        && (!table.has(row, EntryField::Change)
            || table.utf8(row, EntryField::Change) != QByteArrayView(m_changeNeedle)))
        return false;
    if (m_severityFilter
        && (m_worstSeverity.isEmpty() || m_worstSeverity.at(row) < qint8(*m_severityFilter)))
        return false;
    return m_textFilter.isEmpty() || matchesText(row);
}

void EntryTableModel::rebuildRows()
{
    const auto count = int(m_document.entries.size());
    m_rows.clear();
    const bool filtered
        = !m_textFilter.isEmpty() || !m_changeFilter.isEmpty() || m_severityFilter.has_value();
    if (!filtered) {
        m_rows.resize(count);
        std::iota(m_rows.begin(), m_rows.end(), 0);
    } else {
        for (int row = 0; row < count; ++row) {
            if (accepts(row))
                m_rows.append(row);
        }
    }
    orderRows();
}

void EntryTableModel::orderRows()
{
    const EntryTable &table = m_document.entries;
    if (m_sortColumn < 0) {
        std::sort(m_rows.begin(), m_rows.end());
    } else {
        // The keys are read once per row, not once per comparison.
        std::vector<SortKey> keys(size_t(m_rows.size()));
        const bool byFindings = m_sortKey == findingsSortKey;
        const auto field = EntryField(byFindings ? 0 : m_sortKey);
        for (size_t i = 0; i < keys.size(); ++i) {
            SortKey &key = keys[i];
            key.row = m_rows.at(qsizetype(i));
            if (byFindings) {
                const qint8 worst = m_worstSeverity.isEmpty() ? -1 : m_worstSeverity.at(key.row);
                if (worst >= 0) {
                    key.rank = SortKey::Number;
                    key.number = (qint64(worst) << 32) + qint64(findingCount(key.row));
                }
                continue;
            }
            if (!table.has(key.row, field))
                continue;
            key.text = table.utf8(key.row, field);
            key.rank = SortKey::Text;
            if (field == EntryField::Length) {
                bool ok = false;
                const qlonglong number = key.text.toLongLong(&ok);
                if (ok) {
                    key.rank = SortKey::Number;
                    key.number = number;
                }
            } else if (isTimeField(field)) {
                if (const std::optional<qint64> time = timeOf(key.text)) {
                    key.rank = SortKey::Number;
                    key.number = *time;
                }
            }
        }
        addPrefixes(keys);
        const bool descending = m_sortOrder == Qt::DescendingOrder;
        std::sort(keys.begin(), keys.end(), [descending](const SortKey &a, const SortKey &b) {
            if (a.rank != b.rank)
                return a.rank < b.rank;
            int order = 0;
            if (a.rank == SortKey::Number)
                order = a.number < b.number ? -1 : (a.number > b.number ? 1 : 0);
            else if (a.rank == SortKey::Text)
                order = a.prefix < b.prefix ? -1 : (a.prefix > b.prefix ? 1 : 0);
            if (order == 0 && a.rank != SortKey::Missing)
                order = compareBytes(a.text, b.text);
            if (order != 0)
                return descending ? order > 0 : order < 0;
            return a.row < b.row; // equal values stay in document order
        });
        for (size_t i = 0; i < keys.size(); ++i)
            m_rows[qsizetype(i)] = keys[i].row;
    }

    m_visibleRow.fill(-1, m_document.entries.size());
    for (int visible = 0; visible < m_rows.size(); ++visible)
        m_visibleRow[m_rows.at(visible)] = visible;
}

void EntryTableModel::sort(int column, Qt::SortOrder order)
{
    int key = -1;
    if (isFindingsColumn(column))
        key = findingsSortKey;
    else if (column >= 0 && column < m_columns.size())
        key = int(m_columns.at(column));
    if (key == m_sortKey && order == m_sortOrder && m_sortColumn == column)
        return;

    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> entries;
    entries.reserve(before.size());
    for (const QModelIndex &index : before)
        entries.append(entryRow(index));

    m_sortKey = key;
    m_sortColumn = key < 0 ? -1 : column;
    m_sortOrder = order;
    orderRows();

    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.append(indexOfEntry(entries.at(i), before.at(i).column()));
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace rsi
