// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsmodel.h"

#include "report/crawlreport.h"
#include "report/reportwriter.h"
#include "validation/findinggrouping.h"
#include "validation/rulecatalogue.h"

#include <QLocale>

#include <algorithm>
#include <utility>

namespace rsi {

namespace {

// Ascending order puts the worst first, as the findings of a report read.
int severitySortKey(Severity severity)
{
    return int(Severity::Error) - int(severity);
}

// Lines compare numerically, then columns; an unknown line sorts first.
qlonglong positionSortKey(const SourcePosition &position)
{
    constexpr qint64 columnLimit = qint64(1) << 24;
    const qint64 column = std::clamp<qint64>(position.column, 0, columnLimit - 1);
    return std::max<qint64>(position.line, 0) * columnLimit + column;
}

// A top-level row's internal id; a member's is its group id + 1.
constexpr quintptr topLevel = 0;

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

FindingsModel::~FindingsModel() = default;

const FindingList &FindingsModel::findingsOf(int document) const
{
    return document < 0 ? m_tree.sourceFindings() : m_tree.document(document).findings;
}

QList<int> FindingsModel::makeGroups(int document)
{
    QList<int> ids;
    const QList<QList<qsizetype>> groups = findingGroups(findingsOf(document));
    ids.reserve(groups.size());
    for (const QList<qsizetype> &members : groups) {
        ids.append(int(m_groups.size()));
        m_groups.append(Group {document, members});
        m_rowOfGroup.append(-1);
    }
    return ids;
}

void FindingsModel::setTree(const SourceTree &tree)
{
    if (!isLaterSnapshot(tree)) {
        beginResetModel();
        m_tree = tree;
        m_documentSortKeys.clear();
        rebuildRows();
        endResetModel();
        return;
    }

    // Every finding already shown is unchanged, so the rows already there
    // read the same from the new tree: take it first, then insert the groups
    // of the documents that gained their first findings, in row order.
    const SourceTree previous = std::exchange(m_tree, tree);
    m_documentSortKeys.clear(); // a redirect may have renamed a document
    qsizetype row = 0;
    const auto insertBlock = [this, &row](int document) {
        const QList<int> ids = makeGroups(document);
        const int first = int(row);
        beginInsertRows({}, first, int(row + ids.size() - 1));
        m_rows.insert(row, ids.size(), 0);
        for (qsizetype i = 0; i < ids.size(); ++i)
            m_rows[row + i] = ids.at(i);
        for (qsizetype i = row; i < m_rows.size(); ++i)
            m_rowOfGroup[m_rows.at(i)] = int(i);
        endInsertRows();
        return ids.size();
    };
    // The top-level rows a document's findings take.
    const auto rowsOf = [this](int document, qsizetype from) {
        qsizetype count = 0;
        while (from + count < m_rows.size()
               && m_groups.at(m_rows.at(from + count)).document == document)
            ++count;
        return count;
    };

    const qsizetype sourceCount = m_tree.sourceFindings().size();
    if (m_shownSourceCount == 0 && sourceCount > 0) {
        insertBlock(-1);
        m_shownSourceCount = sourceCount;
    }
    row += m_shownSourceCount > 0 ? rowsOf(-1, row) : 0;

    m_shownFindingCount.resize(m_tree.size(), 0);
    for (int id = 0; id < m_tree.size(); ++id) {
        const qsizetype count = m_tree.document(id).findings.size();
        if (m_shownFindingCount.at(id) == 0 && count > 0) {
            insertBlock(id);
            m_shownFindingCount[id] = count;
        }
        const qsizetype shown = m_shownFindingCount.at(id) > 0 ? rowsOf(id, row) : 0;
        // A redirect learnt since the last snapshot renames the document.
        if (shown > 0 && id < previous.size()
            && documentUrl(previous.document(id)) != documentUrl(m_tree.document(id))) {
            Q_EMIT dataChanged(index(int(row), DocumentColumn),
                               index(int(row + shown - 1), DocumentColumn));
        }
        row += shown;
    }
    m_counts = crawlCounts(m_tree);
}

bool FindingsModel::isLaterSnapshot(const SourceTree &tree) const
{
    // Another crawl, or an earlier state of this one.
    if (tree.size() < m_tree.size())
        return false;
    for (int id = 0; id < m_tree.size(); ++id) {
        if (tree.document(id).requestedUrl != m_tree.document(id).requestedUrl)
            return false;
    }
    // Rows are only ever added for a document (or the source) that had none:
    // findings that change where rows are shown would move rows below them.
    // QList's operator== returns at once for shared, untouched lists.
    if (m_shownSourceCount > 0 && tree.sourceFindings() != m_tree.sourceFindings())
        return false;
    for (int id = 0; id < m_shownFindingCount.size(); ++id) {
        if (m_shownFindingCount.at(id) > 0
            && tree.document(id).findings != m_tree.document(id).findings)
            return false;
    }
    return true;
}

void FindingsModel::rebuildRows()
{
    m_groups.clear();
    m_rows.clear();
    m_rowOfGroup.clear();
    m_shownFindingCount.fill(0, m_tree.size());
    m_shownSourceCount = m_tree.sourceFindings().size();
    m_rows.append(makeGroups(-1));
    for (int id = 0; id < m_tree.size(); ++id) {
        m_rows.append(makeGroups(id));
        m_shownFindingCount[id] = m_tree.document(id).findings.size();
    }
    for (qsizetype row = 0; row < m_rows.size(); ++row)
        m_rowOfGroup[m_rows.at(row)] = int(row);
    m_counts = crawlCounts(m_tree);
}

void FindingsModel::clear()
{
    beginResetModel();
    m_tree = SourceTree();
    m_documentSortKeys.clear();
    m_groups.clear();
    m_rows.clear();
    m_rowOfGroup.clear();
    m_shownFindingCount.clear();
    m_shownSourceCount = 0;
    m_counts = {};
    endResetModel();
}

int FindingsModel::groupOf(const QModelIndex &index) const
{
    if (index.internalId() == topLevel)
        return m_rows.at(index.row());
    return int(index.internalId() - 1);
}

qsizetype FindingsModel::memberOf(const QModelIndex &index) const
{
    return index.internalId() == topLevel ? -1 : index.row();
}

const Finding &FindingsModel::finding(const QModelIndex &index) const
{
    const Group &group = m_groups.at(groupOf(index));
    const qsizetype member = memberOf(index);
    return findingsOf(group.document).at(group.members.at(member < 0 ? 0 : member));
}

int FindingsModel::documentOf(const QModelIndex &index) const
{
    return m_groups.at(groupOf(index)).document;
}

const Finding &FindingsModel::finding(int row) const
{
    return finding(index(row, 0));
}

int FindingsModel::documentOfRow(int row) const
{
    return m_groups.at(m_rows.at(row)).document;
}

int FindingsModel::countOfRow(int row) const
{
    return int(m_groups.at(m_rows.at(row)).members.size());
}

SeverityCounts FindingsModel::counts() const
{
    return m_counts;
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, topLevel) : QModelIndex();
    if (parent.internalId() != topLevel || parent.column() != 0)
        return {};
    const int group = m_rows.at(parent.row());
    const qsizetype members = m_groups.at(group).members.size();
    if (members < 2 || row >= members)
        return {};
    return createIndex(row, column, quintptr(group) + 1);
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == topLevel)
        return {};
    const int group = int(child.internalId() - 1);
    return createIndex(m_rowOfGroup.at(group), 0, topLevel);
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.internalId() != topLevel || parent.column() != 0)
        return 0;
    const qsizetype members = m_groups.at(m_rows.at(parent.row())).members.size();
    return members < 2 ? 0 : int(members);
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

QString FindingsModel::urlOf(const Finding &item, int document) const
{
    if (!item.url.isEmpty())
        return item.url;
    return document < 0 ? sourceUrl(m_tree) : rsi::documentUrl(m_tree.document(document));
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Finding &item = finding(index);
    const int document = documentOf(index);
    const bool groupRow = index.internalId() == topLevel;
    const int count = groupRow ? int(m_groups.at(groupOf(index)).members.size()) : 1;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(item.severity);
        case RuleColumn:
            return item.ruleId;
        case DocumentColumn:
            return document < 0 ? tr("(source)")
                                : documentName(QUrl(rsi::documentUrl(m_tree.document(document))));
        case LineColumn:
            return positionText(item.position);
        case MessageColumn:
            if (count > 1)
                return tr("%1 times: %2").arg(QLocale().toString(count), item.message);
            return item.message;
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case RuleColumn:
            if (const Rule *rule = RuleCatalogue::instance().find(item.ruleId))
                return rule->translatedSummary();
            return {};
        case DocumentColumn:
            return document < 0 ? tr("About the source as a whole") : urlOf(item, document);
        case MessageColumn:
            if (count > 1) {
                const Group &group = m_groups.at(groupOf(index));
                return QString(
                    item.message + u'\n'
                    + groupText(groupedFinding(findingsOf(group.document), group.members)));
            }
            return item.message;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == LineColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case SeverityRole:
        return int(item.severity);
    case RuleIdRole:
        return item.ruleId;
    case DocumentIdRole:
        return document;
    case LineRole:
        return qlonglong(item.position.line);
    case ColumnRole:
        return qlonglong(item.position.column);
    case UrlRole:
        return urlOf(item, document);
    case CountRole:
        return count;
    case SortRole:
        switch (index.column()) {
        case SeverityColumn:
            return severitySortKey(item.severity);
        case RuleColumn:
            return item.ruleId;
        case DocumentColumn:
            // Source findings first, then by the name shown; the whole URL
            // keeps two documents of the same name apart.
            return documentSortKey(document);
        case LineColumn:
            return positionSortKey(item.position);
        case MessageColumn:
            return item.message;
        }
        return {};
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case RuleColumn:
        return tr("Rule");
    case DocumentColumn:
        return tr("Document");
    case LineColumn:
        return tr("Line");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

void FindingsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_rows.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        const int members = rowCount(index(int(row), 0));
        if (members > 0) {
            const QModelIndex parent = index(int(row), 0);
            Q_EMIT dataChanged(index(0, 0, parent), index(members - 1, ColumnCount - 1, parent));
        }
    }
}

QString FindingsModel::documentSortKey(int document) const
{
    if (document < 0)
        return {};
    // Sorting asks for the key of every row many times: a document's key is
    // worked out once per snapshot.
    if (m_documentSortKeys.size() != m_tree.size())
        m_documentSortKeys = QList<QString>(m_tree.size());
    QString &key = m_documentSortKeys[document];
    if (key.isNull()) {
        const QString url = rsi::documentUrl(m_tree.document(document));
        key = documentName(QUrl(url)) + QChar(u'\x01') + url;
    }
    return key;
}

QString FindingsModel::severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        return tr("Info");
    }
    return {};
}

} // namespace rsi
