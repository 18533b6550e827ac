// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validationcontext.h"

namespace rsi {

ValidationContext::ValidationContext(const Document &document, const ValidationOptions &options)
    : m_document(document)
    , m_options(options)
    , m_type(classifyDocument(document, options.extensionCapabilities))
    , m_url(document.url.toString())
    , m_cap(options.maxFindingsPerRule)
{ }

void ValidationContext::report(QStringView ruleId, const QString &message, SourcePosition position,
                               std::optional<Severity> severity)
{
    Finding finding = makeFinding(ruleId, message, m_url, position, severity);
    if (m_cap.admit(finding))
        m_findings.append(std::move(finding));
}

bool ValidationContext::hasReported(QStringView ruleId) const
{
    return std::any_of(m_findings.cbegin(), m_findings.cend(),
                       [ruleId](const Finding &finding) { return finding.ruleId == ruleId; });
}

void ValidationContext::noteImpreciseComparison(SourcePosition position)
{
    if (m_impreciseNoted)
        return;
    m_impreciseNoted = true;
    report(u"ATT-003",
           tr("A time with reduced precision (a date without a time, or a time without "
              "seconds) was compared as the start of its interval, so the order found is "
              "approximate."),
           position);
}

} // namespace rsi
