// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"
#include "validation/validationoptions.h"

#include <QByteArray>
#include <QStringList>
#include <QUrl>

namespace rsi::test {

// Builds a ResourceSync document for a test table:
//   <?xml version="1.0" encoding="UTF-8"?>
//   <ROOT xmlns="sitemap ns" xmlns:rs="rs ns">
//     <rs:md capability="CAPABILITY" TOPATTRIBUTES/>
//     BODY
//   </ROOT>
// root is "urlset" or "sitemapindex"; body is written as given (rs:ln, url...).
QByteArray rsDocument(const QString &root, const QString &capability, const QString &topAttributes,
                      const QString &body);

// A conventional `<rs:ln rel="up" href="http://example.com/dataset1/capabilitylist.xml"/>`.
QString upLink();

// Parses and validates bytes as the CLI would, with the given options.
FindingList validateBytes(const QByteArray &bytes, const ValidationOptions &options = {},
                          const QUrl &url
                          = QUrl(QStringLiteral("http://example.com/dataset1/document.xml")));
FindingList validateBytes(const QByteArray &bytes, SpecVersion version);

QStringList ruleIds(const FindingList &findings);
// Whether a finding of the rule with exactly that severity was reported.
bool reportedWith(const FindingList &findings, QStringView rule, Severity severity);
bool reportedWith(const FindingList &findings, QStringView rule, QStringView severityName);

// Options for a table row's "mode" column: "" (defaults), "strict", "1.0",
// or "maxN" (at most N entries per document).
ValidationOptions optionsForMode(QStringView mode);

// One table format for every rule suite. Columns: xml (the document), rule,
// expected (whether the rule must be reported), severity (its name, or empty
// for any) and mode (see optionsForMode()).
void addRuleColumns();
// A row in that format, for tables written per spec version.
void addRuleRow(const char *name, const QByteArray &xml, SpecVersion version, const char *rule,
                bool expected, std::optional<Severity> severity = std::nullopt);
// Validates the current row's document and checks its expectation.
void verifyRuleRow();

// A fixture under tests/data, e.g. "spec/ex14.xml"; empty when missing.
QByteArray readTestData(const QString &relativePath);
// "RL-005 error 3:5 message" per line, for failure messages.
QString describe(const FindingList &findings);
bool hasErrors(const FindingList &findings);

} // namespace rsi::test

// Verifies that `findings` contains (or lacks) `rule`, printing all findings
// on failure so that a broken table row explains itself.
#define RSI_COMPARE_RULE(findings, rule, expected)                                                 \
    QVERIFY2(rsi::test::ruleIds(findings).contains(rule) == (expected),                            \
             qPrintable(QStringLiteral("expected %1 %2; findings:\n%3")                            \
                            .arg((expected) ? QStringLiteral("a") : QStringLiteral("no"),          \
                                 QString(rule), rsi::test::describe(findings))))

// Verifies that `rule` was reported with exactly `severity`, printing all
// findings on failure.
#define RSI_VERIFY_SEVERITY(findings, rule, severity)                                              \
    QVERIFY2(rsi::test::reportedWith(findings, rule, severity),                                    \
             qPrintable(QStringLiteral("expected %1 as %2; findings:\n%3")                         \
                            .arg(QString(rule), rsi::severityName(severity),                       \
                                 rsi::test::describe(findings))))
