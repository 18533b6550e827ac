// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validationharness.h"

#include "parse/documentparser.h"
#include "readercomparison.h"
#include "validation/validator.h"

#include <QFile>
#include <QTest>

namespace rsi::test {

QByteArray rsDocument(const QString &root, const QString &capability, const QString &topAttributes,
                      const QString &body)
{
    QString xml = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<") + root
        + QStringLiteral(" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                         "    xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                         "  <rs:md capability=\"")
        + capability + u'"';
    if (!topAttributes.isEmpty())
        xml += u' ' + topAttributes;
    xml += QStringLiteral("/>\n") + body + QStringLiteral("\n</") + root + QStringLiteral(">\n");
    return xml.toUtf8();
}

QString upLink()
{
    return QStringLiteral(
        "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n");
}

FindingList validateBytes(const QByteArray &bytes, const ValidationOptions &options,
                          const QUrl &url)
{
    const ParseResult parsed = DocumentParser().parseBytes(bytes, url);
    // Every document of the rule tables is read by both readers too, and
    // they must agree (the default one is libxml2 for most of them).
    const QString disagreement = readersDisagree(bytes, url);
    if (!disagreement.isEmpty())
        QTest::qFail(qPrintable(disagreement), __FILE__, __LINE__);
    return Validator(options).validate(parsed);
}

FindingList validateBytes(const QByteArray &bytes, SpecVersion version)
{
    ValidationOptions options;
    options.specVersion = version;
    return validateBytes(bytes, options);
}

QStringList ruleIds(const FindingList &findings)
{
    QStringList ids;
    for (const Finding &finding : findings)
        ids.append(finding.ruleId);
    return ids;
}

bool reportedWith(const FindingList &findings, QStringView rule, Severity severity)
{
    return std::any_of(findings.cbegin(), findings.cend(), [&](const Finding &finding) {
        return finding.ruleId == rule && finding.severity == severity;
    });
}

bool reportedWith(const FindingList &findings, QStringView rule, QStringView severityName)
{
    const std::optional<Severity> severity = severityFromName(severityName);
    return severity && reportedWith(findings, rule, *severity);
}

ValidationOptions optionsForMode(QStringView mode)
{
    ValidationOptions options;
    if (mode == u"strict")
        options.strict = true;
    else if (mode == u"1.0")
        options.specVersion = SpecVersion::V1_0;
    else if (mode.startsWith(u"max"))
        options.maxEntries = mode.mid(3).toLongLong();
    return options;
}

void addRuleColumns()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("mode");
}

void addRuleRow(const char *name, const QByteArray &xml, SpecVersion version, const char *rule,
                bool expected, std::optional<Severity> severity)
{
    QTest::newRow(name) << xml << QString::fromLatin1(rule) << expected
                        << (severity ? severityName(*severity) : QString())
                        << (version == SpecVersion::V1_0 ? QStringLiteral("1.0") : QString());
}

void verifyRuleRow()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    QFETCH(QString, severity);
    QFETCH(QString, mode);
    const FindingList findings = validateBytes(xml, optionsForMode(mode));
    RSI_COMPARE_RULE(findings, rule, expected);
    if (expected && !severity.isEmpty())
        RSI_VERIFY_SEVERITY(findings, rule, *severityFromName(severity));
}

QByteArray readTestData(const QString &relativePath)
{
    QFile file(QStringLiteral(RSI_TEST_DATA_DIR "/") + relativePath);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const FindingList &findings)
{
    QString text;
    for (const Finding &finding : findings) {
        text += QStringLiteral("  %1 %2 %3:%4 %5\n")
                    .arg(finding.ruleId, severityName(finding.severity))
                    .arg(finding.position.line)
                    .arg(finding.position.column)
                    .arg(finding.message);
    }
    return text.isEmpty() ? QStringLiteral("  (none)\n") : text;
}

bool hasErrors(const FindingList &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const Finding &finding) { return finding.severity == Severity::Error; });
}

} // namespace rsi::test
