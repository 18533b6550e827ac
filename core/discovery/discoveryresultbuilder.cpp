// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "discoveryresultbuilder_p.h"

#include <QCoreApplication>

#include <limits>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Discovery)
};

} // namespace

DiscoveryResultBuilder::DiscoveryResultBuilder(const QUrl &documentUrl, QStringView limitRuleId)
    : m_url(documentUrl.toString())
    , m_limitRuleId(limitRuleId.toString())
{ }

bool DiscoveryResultBuilder::addLink(DiscoveredLink link)
{
    if (m_result.linksTruncated)
        return false;
    if (m_seen.contains(link.url))
        return true;
    if (m_result.links.size() >= discoverylimits::maxLinks) {
        markTruncated(link.position);
        return false;
    }
    m_seen.insert(link.url);
    m_result.links.append(std::move(link));
    return true;
}

void DiscoveryResultBuilder::markTruncated(SourcePosition position)
{
    if (m_result.linksTruncated)
        return;
    m_result.linksTruncated = true;
    report(m_limitRuleId,
           Tr::tr("This document names more than %1 addresses; only the first %1 were "
                  "read and the rest were ignored.")
               .arg(discoverylimits::maxLinks),
           position, Severity::Info);
}

void DiscoveryResultBuilder::report(QStringView ruleId, const QString &message,
                                    SourcePosition position, std::optional<Severity> severity)
{
    // The notice about the link cap always gets through, so that a truncated
    // result says why even when the findings were capped first.
    const bool limitNotice
        = m_result.linksTruncated && ruleId == m_limitRuleId && severity == Severity::Info;
    if (m_result.findings.size() >= discoverylimits::maxFindings && !limitNotice) {
        m_result.findingsTruncated = true;
        ++m_droppedFindings;
        return;
    }
    m_result.findings.append(makeFinding(ruleId, message, m_url, position, severity));
}

DiscoveryResult DiscoveryResultBuilder::take()
{
    if (m_droppedFindings > 0) {
        m_result.findings.append(makeFinding(
            m_limitRuleId,
            Tr::tr("Further problems of this kind in this document, not listed one by one: %1.")
                .arg(m_droppedFindings),
            m_url, {}, Severity::Info));
        m_droppedFindings = 0;
    }
    return std::move(m_result);
}

ResolvedReference resolveReference(QStringView text, const QUrl &base)
{
    ResolvedReference result;
    if (text.isEmpty()) {
        result.problem = Tr::tr("the address is empty");
        return result;
    }
    if (text.size() > discoverylimits::maxUrlLength) {
        result.problem
            = Tr::tr("the address is longer than %1 characters").arg(discoverylimits::maxUrlLength);
        return result;
    }
    for (const QChar c : text) {
        if (c.unicode() <= 0x20 || c.unicode() == 0x7f) {
            result.problem = c.unicode() == 0x20 || c.unicode() == 0x09
                ? Tr::tr("the address contains a space")
                : Tr::tr("the address contains a control character (U+%1)")
                      .arg(c.unicode(), 4, 16, QLatin1Char('0'));
            return result;
        }
    }
    const QUrl reference(text.toString(), QUrl::TolerantMode);
    if (!reference.isValid()) {
        result.problem = Tr::tr("\"%1\" is not a valid address").arg(excerpt(text));
        return result;
    }
    QUrl url = reference;
    if (reference.isRelative()) {
        if (!base.isValid() || base.isRelative()) {
            result.problem = Tr::tr("the relative address \"%1\" cannot be resolved without the "
                                    "address of the document")
                                 .arg(excerpt(text));
            return result;
        }
        url = base.resolved(reference);
        result.relative = true;
    }
    const QString scheme = url.scheme();
    if ((scheme != u"http" && scheme != u"https") || url.host().isEmpty()) {
        result.problem = Tr::tr("\"%1\" is not a web address (http or https with a host name)")
                             .arg(excerpt(text));
        result.relative = false;
        return result;
    }
    result.url = url;
    return result;
}

QString excerpt(QStringView text)
{
    constexpr qsizetype maxLength = 80;
    if (text.size() <= maxLength)
        return text.toString();
    return text.left(maxLength - 1).toString() + QChar(0x2026);
}

} // namespace rsi
