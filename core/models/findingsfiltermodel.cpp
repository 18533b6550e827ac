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

void FindingsFilterModel::setOnlyKeys(std::optional<QSet<QString>> keys)
{
    m_onlyKeys = std::move(keys);
    invalidateFilter();
}

namespace {

QString keyOf(const QString &url, const QString &rule, qint64 line, qint64 column,
              const QString &message)
{
    // Concatenated, not arg(): a URL may hold "%1".
    const QChar separator(0x1f);
    return url + separator + rule + separator + QString::number(line) + u':'
        + QString::number(column) + separator + message;
}

} // namespace

QString FindingsFilterModel::findingKey(const Finding &finding)
{
    return keyOf(finding.url, finding.ruleId, finding.position.line, finding.position.column,
                 finding.message);
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

    if (m_onlyKeys) {
        const QString key = keyOf(
            first.data(FindingsModel::UrlRole).toString(),
            first.data(FindingsModel::RuleIdRole).toString(),
            first.data(FindingsModel::LineRole).toLongLong(),
            first.data(FindingsModel::ColumnRole).toLongLong(),
            model->index(sourceRow, FindingsModel::MessageColumn, sourceParent).data().toString());
        if (!m_onlyKeys->contains(key))
            return false;
    }
    return true;
}

} // namespace rsi
