// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findinglistmodel.h"

#include "findingsmodel.h"
#include "report/crawlreport.h"
#include "validation/rulecatalogue.h"

#include <QUrl>

namespace rsi {

FindingListModel::FindingListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

FindingListModel::~FindingListModel() = default;

void FindingListModel::setFindings(const FindingList &findings,
                                   const QHash<QString, int> &documentIds)
{
    beginResetModel();
    m_findings = findings;
    m_documentIds = documentIds;
    endResetModel();
}

int FindingListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FindingsModel::ColumnCount;
}

QVariant FindingListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Finding &item = m_findings.at(index.row());
    // The texts and keys of the crawl's findings (FindingsModel).
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case FindingsModel::SeverityColumn:
            switch (item.severity) {
            case Severity::Error:
                return tr("Error");
            case Severity::Warning:
                return tr("Warning");
            case Severity::Info:
                return tr("Info");
            }
            return {};
        case FindingsModel::RuleColumn:
            return item.ruleId;
        case FindingsModel::DocumentColumn:
            return documentName(QUrl(item.url));
        case FindingsModel::LineColumn:
            return positionText(item.position);
        case FindingsModel::MessageColumn:
            return item.message;
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case FindingsModel::RuleColumn:
            if (const Rule *rule = RuleCatalogue::instance().find(item.ruleId))
                return rule->translatedSummary();
            return {};
        case FindingsModel::DocumentColumn:
            return item.url;
        case FindingsModel::MessageColumn:
            return item.message;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == FindingsModel::LineColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case FindingsModel::SeverityRole:
        return int(item.severity);
    case FindingsModel::RuleIdRole:
        return item.ruleId;
    case FindingsModel::DocumentIdRole:
        return m_documentIds.value(item.url, -1);
    case FindingsModel::LineRole:
        return qlonglong(item.position.line);
    case FindingsModel::ColumnRole:
        return qlonglong(item.position.column);
    case FindingsModel::UrlRole:
        return item.url;
    case FindingsModel::SortRole:
        switch (index.column()) {
        case FindingsModel::SeverityColumn:
            return int(Severity::Error) - int(item.severity);
        case FindingsModel::RuleColumn:
            return item.ruleId;
        case FindingsModel::DocumentColumn:
            return item.url;
        case FindingsModel::LineColumn:
            return qlonglong(item.position.line) * (qlonglong(1) << 24)
                + std::clamp<qint64>(item.position.column, 0, (qint64(1) << 24) - 1);
        case FindingsModel::MessageColumn:
            return item.message;
        }
        return {};
    }
    return {};
}

QVariant FindingListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FindingsModel::SeverityColumn:
        return tr("Severity");
    case FindingsModel::RuleColumn:
        return tr("Rule");
    case FindingsModel::DocumentColumn:
        return tr("Document");
    case FindingsModel::LineColumn:
        return tr("Line");
    case FindingsModel::MessageColumn:
        return tr("Message");
    }
    return {};
}

void FindingListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, FindingsModel::ColumnCount - 1);
    if (!m_findings.isEmpty())
        Q_EMIT dataChanged(index(0, 0),
                           index(int(m_findings.size()) - 1, FindingsModel::ColumnCount - 1));
}

} // namespace rsi
