// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/validationoptions.h"

#include <QSet>
#include <QString>

namespace rsi {

class SourceTree;

// The rules that need more than one document, or the HTTP response that
// delivered a document: catalogue scopes [tree] and [http] (navigation,
// discovery, index/child consistency, cross-document content). Runs once a
// crawl is over, on any thread, and appends its findings to the documents
// they are about (relatedUrl naming the second document when a rule spans
// two) and to the tree's source findings.
class TreeValidator final
{
public:
    explicit TreeValidator(ValidationOptions options = {});

    void validate(SourceTree &tree) const;

    // Every rule id validate() can report.
    static QSet<QString> checkedRuleIds();

private:
    ValidationOptions m_options;
};

} // namespace rsi
