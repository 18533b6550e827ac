// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discoveryresult.h"

#include <QSet>

#include <optional>

namespace rsi {

// Collects the links and findings of one discovery function and enforces the
// caps of discoverylimits. Private to core/discovery.
class DiscoveryResultBuilder final
{
public:
    // documentUrl goes into every finding; limitRuleId names the rule under
    // which the "only the first N were kept" notices are filed (as info).
    DiscoveryResultBuilder(const QUrl &documentUrl, QStringView limitRuleId);

    // Appends the link unless its URL was seen before. Returns false once the
    // link cap is reached: the caller should stop reading.
    bool addLink(DiscoveredLink link);
    bool isFull() const { return m_result.linksTruncated; }
    // Records that reading stopped at the link cap (once; addLink calls it).
    void markTruncated(SourcePosition position);

    void report(QStringView ruleId, const QString &message, SourcePosition position,
                std::optional<Severity> severity = std::nullopt);

    DiscoveryResult take();

private:
    QString m_url;
    QString m_limitRuleId;
    DiscoveryResult m_result;
    QSet<QUrl> m_seen;
    qsizetype m_droppedFindings = 0;
};

// A URL reference checked and resolved the way discovery needs it.
struct ResolvedReference
{
    QUrl url; // absolute, valid http(s) URL; empty when `problem` is set
    bool relative = false;
    QString problem; // translated reason why the reference cannot be used, or empty
};

// Checks `text` (already unescaped and trimmed by the caller) and resolves it
// against `base` when relative. Rejects empty text, white space or control
// characters inside, more than discoverylimits::maxUrlLength bytes, and
// anything that does not end up as an http or https URL with a host.
ResolvedReference resolveReference(QStringView text, const QUrl &base);

// Shortens a value for a message: at most 80 characters, with an ellipsis.
QString excerpt(QStringView text);

} // namespace rsi
