// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/document.h"
#include "documenttype.h"
#include "finding.h"
#include "validationoptions.h"
#include "w3cdatetime.h"

#include <QCoreApplication>

namespace rsi {

// What the rule groups share while one document is validated: the document,
// its type, the options, and the findings found so far. One per validation,
// on the validating thread.
//
// Precedence, so that one fault gives one finding: where the catalogue has a
// rule for a specific document type (RL-002 "RL has at") it is reported
// instead of the generic rule that also covers the fault (TA-001, GEN-010,
// ATT-005 ...). TypeProfile (typeprofile.h) records those choices as data.
class ValidationContext final
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
    Q_DISABLE_COPY_MOVE(ValidationContext)

public:
    ValidationContext(const Document &document, const ValidationOptions &options);

    const Document &document() const { return m_document; }
    const ValidationOptions &options() const { return m_options; }
    DocumentType type() const { return m_type; }
    bool judges10() const { return m_options.specVersion == SpecVersion::V1_0; }
    const QString &url() const { return m_url; }

    void report(QStringView ruleId, const QString &message, SourcePosition position,
                std::optional<Severity> severity = std::nullopt);
    const FindingList &findings() const { return m_findings; }
    FindingList takeFindings() { return std::move(m_findings); }
    bool hasReported(QStringView ruleId) const;

    // Parses a time value. Syntax errors are reported once, by the
    // attribute rules (ATT-001); callers just skip invalid values.
    static W3cDatetime parseTime(const std::optional<QString> &value)
    {
        return value ? W3cDatetime::parse(*value) : W3cDatetime {};
    }
    // Notes a chronological comparison that involved a reduced-precision
    // value (ATT-003); reported once per document.
    void noteImpreciseComparison(SourcePosition position);

    // "Resource List", for messages that put an article before it
    // (documentTypeNameInText()).
    QString typeName() const { return documentTypeNameInText(m_type); }

private:
    const Document &m_document;
    const ValidationOptions &m_options;
    DocumentType m_type;
    QString m_url;
    FindingList m_findings;
    bool m_impreciseNoted = false;
};

} // namespace rsi
