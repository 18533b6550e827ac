// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsfiltermodel.h"

#include "findingsmodel.h"

#include <iterator>

namespace rsi {

FindingsFilterModel::FindingsFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FindingsModel::SortRole);
    // A group is shown when one of its findings is, so that the text filter
    // finds the members a group's first message does not mention.
    setRecursiveFilteringEnabled(true);
    // File names and messages sort as people read them, whatever their case.
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

FindingsFilterModel::~FindingsFilterModel() = default;

void FindingsFilterModel::setSeverityShown(Severity severity, bool shown)
{
    const auto level = static_cast<std::size_t>(severity);
    if (level >= std::size(m_shown) || m_shown[level] == shown)
        return;
    m_shown[level] = shown;
    invalidateFilter();
}

bool FindingsFilterModel::isSeverityShown(Severity severity) const
{
    const auto level = static_cast<std::size_t>(severity);
    return level < std::size(m_shown) && m_shown[level];
}

void FindingsFilterModel::setRulePrefix(const QString &prefix)
{
    const QString trimmed = prefix.trimmed();
    if (trimmed == m_rulePrefix)
        return;
    m_rulePrefix = trimmed;
    invalidateFilter();
}

void FindingsFilterModel::setDocumentId(int documentId)
{
    // Any negative id means every document; -1 is the one kept.
    const int id = documentId < 0 ? -1 : documentId;
    if (id == m_documentId)
        return;
    m_documentId = id;
    invalidateFilter();
}

void FindingsFilterModel::setMessageText(const QString &text)
{
    // Spaces count: " no " finds the word, not "nothing".
    if (text == m_messageText)
        return;
    m_messageText = text;
    invalidateFilter();
}

bool FindingsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);

    const int severity = first.data(FindingsModel::SeverityRole).toInt();
    if (severity >= 0 && severity < int(std::size(m_shown))
        && !m_shown[static_cast<std::size_t>(severity)])
        return false;

    if (!m_rulePrefix.isEmpty()
        && !first.data(FindingsModel::RuleIdRole)
                .toString()
                .startsWith(m_rulePrefix, Qt::CaseInsensitive))
        return false;

    // A document filter shows that document's findings only, not the
    // source's: those are about no one document.
    if (m_documentId >= 0 && first.data(FindingsModel::DocumentIdRole).toInt() != m_documentId)
        return false;

    if (!m_messageText.isEmpty()) {
        const QString message
            = model->index(sourceRow, FindingsModel::MessageColumn, sourceParent).data().toString();
        if (!message.contains(m_messageText, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace rsi
