// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"
#include "parse/parseresult.h"
#include "validationoptions.h"

#include <QSet>

namespace rsi {

// Judges one parsed document against every [doc]-scope rule of the
// catalogue. A pure function of the document and the options: callable from
// any thread.
class Validator final
{
public:
    explicit Validator(ValidationOptions options = {});

    const ValidationOptions &options() const { return m_options; }

    // The findings for the document, parser findings first, sorted errors first.
    FindingList validate(const ParseResult &parsed) const;
    FindingList validate(const Document &document) const;

    // Every rule id validate() can report, parser rules included.
    static QSet<QString> checkedRuleIds();

private:
    ValidationOptions m_options;
};

} // namespace rsi
