// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsmodel.h"

#include "report/crawlreport.h"
#include "validation/rulecatalogue.h"

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

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

FindingsModel::~FindingsModel() = default;

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
    // read the same from the new tree: take it first, then insert the blocks
    // of the documents that gained their first findings, in row order.
    const SourceTree previous = std::exchange(m_tree, tree);
    m_documentSortKeys.clear(); // a redirect may have renamed a document
    qsizetype row = 0;
    const auto insertBlock = [this, &row](int document, qsizetype count) {
        const int first = int(row);
        beginInsertRows({}, first, int(row + count - 1));
        m_rows.insert(row, count, Row {});
        for (qsizetype i = 0; i < count; ++i)
            m_rows[row + i] = Row {document, i};
        endInsertRows();
    };

    const qsizetype sourceCount = m_tree.sourceFindings().size();
    if (m_shownSourceCount == 0 && sourceCount > 0) {
        insertBlock(-1, sourceCount);
        m_shownSourceCount = sourceCount;
    }
    row += m_shownSourceCount;

    m_shownFindingCount.resize(m_tree.size(), 0);
    for (int id = 0; id < m_tree.size(); ++id) {
        const qsizetype count = m_tree.document(id).findings.size();
        if (m_shownFindingCount.at(id) == 0 && count > 0) {
            insertBlock(id, count);
            m_shownFindingCount[id] = count;
        }
        const qsizetype shown = m_shownFindingCount.at(id);
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
    m_rows.clear();
    m_shownFindingCount.fill(0, m_tree.size());
    m_shownSourceCount = m_tree.sourceFindings().size();
    for (qsizetype i = 0; i < m_shownSourceCount; ++i)
        m_rows.append(Row {-1, i});
    for (int id = 0; id < m_tree.size(); ++id) {
        const qsizetype count = m_tree.document(id).findings.size();
        for (qsizetype i = 0; i < count; ++i)
            m_rows.append(Row {id, i});
        m_shownFindingCount[id] = count;
    }
    m_counts = crawlCounts(m_tree);
}

void FindingsModel::clear()
{
    beginResetModel();
    m_tree = SourceTree();
    m_documentSortKeys.clear();
    m_rows.clear();
    m_shownFindingCount.clear();
    m_shownSourceCount = 0;
    m_counts = {};
    endResetModel();
}

const Finding &FindingsModel::finding(int row) const
{
    const Row &at = m_rows.at(row);
    if (at.document < 0)
        return m_tree.sourceFindings().at(at.index);
    return m_tree.document(at.document).findings.at(at.index);
}

int FindingsModel::documentOfRow(int row) const
{
    return m_rows.at(row).document;
}

SeverityCounts FindingsModel::counts() const
{
    return m_counts;
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::urlOfRow(int row) const
{
    const Finding &item = finding(row);
    if (!item.url.isEmpty())
        return item.url;
    const int document = documentOfRow(row);
    return document < 0 ? sourceUrl(m_tree) : rsi::documentUrl(m_tree.document(document));
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Finding &item = finding(row);
    const int document = documentOfRow(row);

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
            return document < 0 ? tr("About the source as a whole") : urlOfRow(row);
        case MessageColumn:
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
        return urlOfRow(row);
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
        return QAbstractTableModel::headerData(section, orientation, role);
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
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
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
