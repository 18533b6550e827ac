// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace rsi {

// Filters and sorts a FindingsModel: by severity (each level on or off), by
// rule (ids starting with a prefix, case-insensitive: "RL-" or "RL-005"), by
// document id, and by text in the message. Sorts through FindingsModel::SortRole.
// A group row is kept when it or one of its findings passes.
class FindingsFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsFilterModel)

public:
    explicit FindingsFilterModel(QObject *parent = nullptr);
    ~FindingsFilterModel() override;

    void setSeverityShown(Severity severity, bool shown);
    bool isSeverityShown(Severity severity) const;
    void setRulePrefix(const QString &prefix);
    void setDocumentId(int documentId); // -1: all documents
    void setMessageText(const QString &text);
    // Only the findings whose findingKey() is among keys (those new since
    // the last crawl); nullopt: every finding.
    void setOnlyKeys(std::optional<QSet<QString>> keys);

    // What tells a finding from another of the same crawl: its URL, rule,
    // position and message.
    static QString findingKey(const Finding &finding);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_shown[3] = {true, true, true}; // by int(Severity)
    QString m_rulePrefix;
    int m_documentId = -1;
    QString m_messageText;
    std::optional<QSet<QString>> m_onlyKeys;
};

} // namespace rsi
