// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"

#include <QList>
#include <QString>

namespace rsi {

// Grouped findings: when one rule fires on many entries of one document for
// the same reason (669 identical ATT-007 errors for md5 digests written in
// base64), the reports and the findings dock show one finding that says how
// many there are and where the first ones are, instead of a flood.
//
// "The same reason": findings are grouped when they agree on
//   - the document they are about (Finding::url) and the list they are in
//     (each document's findings are grouped on their own),
//   - the rule id and the severity,
//   - the message once its entry-specific parts are taken out: every quoted
//     value ("...", and the quotation marks of German, Japanese and French:
//     „...“, “...”, «...», 「...」, 『...』), what an element written out
//     holds ("<loc>theses/a.pdf</loc>"), every URL (scheme://...) and every
//     number (a run of digits).
// The rules quote the values they take from the document, and name the
// spec's vocabulary (attribute and element names) unquoted, so what is left
// is the rule's message template: two missing at attributes group, an at and
// an until that are not used do not. relatedUrl (the resource a resource
// check was about, another document) is entry-specific and not compared.
//
// A group is one Finding: the first of its members (in sortFindings()
// order) with count set to how many there are and locations to the positions
// of the first maxGroupLocations of them (those whose position is known).
// A finding alone stays as it is (count 1, no locations).

inline constexpr int maxGroupLocations = 10;

// The message with its entry-specific parts replaced by placeholders.
QString messageTemplate(QStringView message);
// What findings of one group share (see above).
QString groupKey(const Finding &finding);

// The groups of findings: each a list of indices into findings, in the order
// of the list; groups in the order of their first member. Every index is in
// exactly one group.
QList<QList<qsizetype>> findingGroups(const FindingList &findings);

// The findings sorted (sortFindings()) and grouped: one finding per group.
FindingList groupFindings(FindingList findings);
// One finding standing for the members (indices into findings).
Finding groupedFinding(const FindingList &findings, const QList<qsizetype> &members);

} // namespace rsi
