// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "htmlreport.h"
#include "terminaltext.h"
#include "validation/documenttype.h"
#include "validation/findinggrouping.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

QString toolVersion()
{
    return QStringLiteral(RSI_VERSION);
}

QString location(const Finding &finding)
{
    if (!finding.position.isKnown())
        return QStringLiteral("-");
    return QStringLiteral("%1:%2").arg(finding.position.line).arg(finding.position.column);
}

QString describeDocument(const DocumentReport &document)
{
    if (!document.loaded)
        return Tr::tr("could not be read");
    QString what = document.root.isEmpty() ? Tr::tr("no root element")
                                           : u'<' + terminalSafe(document.root) + u'>';
    if (!document.capability.isEmpty())
        what += QStringLiteral(" capability=\"%1\"").arg(terminalSafe(document.capability));
    QString line
        = Tr::tr("%1, entries: %2, bytes: %3").arg(what).arg(document.entries).arg(document.bytes);
    if (document.status)
        line += Tr::tr(", HTTP %1").arg(*document.status);
    if (!document.contentType.isEmpty())
        line += QStringLiteral(", %1").arg(terminalSafe(document.contentType));
    return line;
}

QString interruptedNotice()
{
    return Tr::tr("Interrupted: this report covers only the documents checked by then.");
}

} // namespace

std::optional<ReportFormat> reportFormatFromName(QStringView name)
{
    if (name == u"text")
        return ReportFormat::Text;
    if (name == u"json")
        return ReportFormat::Json;
    if (name == u"junit")
        return ReportFormat::JUnit;
    if (name == u"html")
        return ReportFormat::Html;
    return std::nullopt;
}

void groupReportFindings(ValidationReport &report)
{
    for (DocumentReport &document : report.documents)
        document.findings = groupFindings(std::move(document.findings));
}

QString reportHeading(SpecVersion specVersion)
{
    return Tr::tr("ResourceSync Inspector %1, judging against ResourceSync %2\n")
        .arg(toolVersion(), specVersionName(specVersion));
}

QString groupText(const Finding &finding)
{
    if (finding.count < 2)
        return {};
    QStringList lines;
    for (const SourcePosition &position : finding.locations)
        lines.append(QString::number(position.line));
    if (lines.isEmpty())
        return Tr::tr("%1 times in this document").arg(finding.count);
    if (finding.count > lines.size())
        lines.append(QStringLiteral("…"));
    return Tr::tr("%1 times, at lines %2").arg(finding.count).arg(lines.join(QStringLiteral(", ")));
}

QString findingLine(const Finding &finding)
{
    QString text
        = QStringLiteral("%1 %2 %3 %4")
              .arg(severityName(finding.severity).leftJustified(7), finding.ruleId.leftJustified(8),
                   location(finding).leftJustified(9), terminalSafe(finding.message));
    if (!finding.section.isEmpty() && finding.section != u"-")
        text += QStringLiteral(" [§%1]").arg(finding.section);
    if (!finding.relatedUrl.isEmpty())
        text += QStringLiteral(" (") + Tr::tr("see %1").arg(terminalSafe(finding.relatedUrl))
            + u')';
    if (const QString group = groupText(finding); !group.isEmpty())
        text += QStringLiteral(" [") + group + u']';
    return text;
}

QString summaryLine(qsizetype documents, qint64 entries, const SeverityCounts &counts)
{
    return Tr::tr("Summary: documents: %1, entries: %2, errors: %3, warnings: %4, infos: %5")
        .arg(documents)
        .arg(entries)
        .arg(counts.errors)
        .arg(counts.warnings)
        .arg(counts.infos);
}

QByteArray writeTextReport(const ValidationReport &report, bool complete)
{
    QString text = reportHeading(report.specVersion);
    for (const DocumentReport &document : report.documents) {
        text += u'\n' + terminalSafe(document.url) + u'\n';
        if (document.requestedUrl)
            text += QStringLiteral("  ")
                + Tr::tr("(redirected from %1)").arg(terminalSafe(*document.requestedUrl)) + u'\n';
        text += QStringLiteral("  ") + describeDocument(document) + u'\n';
        FindingList findings = document.findings;
        sortFindings(findings);
        if (findings.isEmpty())
            text += QStringLiteral("  ") + Tr::tr("no findings: conforms") + u'\n';
        for (const Finding &finding : std::as_const(findings))
            text += QStringLiteral("  ") + findingLine(finding) + u'\n';
    }
    text += u'\n';
    if (!complete)
        text += interruptedNotice() + u'\n';
    text += summaryLine(report.documents.size(), report.totalEntries(), report.counts()) + u'\n';
    return terminalSafeLines(text).toUtf8();
}

QJsonObject jsonReportHeader(SpecVersion specVersion)
{
    return {
        {QStringLiteral("tool"), QStringLiteral("rsinspector")},
        {QStringLiteral("version"), toolVersion()},
        {QStringLiteral("specVersion"), specVersionName(specVersion)},
    };
}

QJsonObject documentJson(const DocumentReport &document)
{
    QJsonObject entry {
        {QStringLiteral("url"), document.url},
        {QStringLiteral("capability"),
         document.capability.isEmpty() ? QJsonValue() : QJsonValue(document.capability)},
        {QStringLiteral("root"),
         document.root.isEmpty() ? QJsonValue() : QJsonValue(document.root)},
        {QStringLiteral("entries"), document.entries},
        {QStringLiteral("parent"), document.parent ? QJsonValue(*document.parent) : QJsonValue()},
        {QStringLiteral("status"), document.status ? QJsonValue(*document.status) : QJsonValue()},
        {QStringLiteral("contentType"),
         document.contentType.isEmpty() ? QJsonValue() : QJsonValue(document.contentType)},
        {QStringLiteral("bytes"), document.bytes},
        {QStringLiteral("loaded"), document.loaded},
    };
    if (document.requestedUrl)
        entry.insert(QStringLiteral("requestedUrl"), *document.requestedUrl);
    return entry;
}

QJsonObject findingJson(const Finding &finding, const QString &documentUrl)
{
    QJsonObject object {
        {QStringLiteral("rule"), finding.ruleId},
        {QStringLiteral("severity"), severityName(finding.severity)},
        {QStringLiteral("message"), finding.message},
        {QStringLiteral("section"), finding.section},
        {QStringLiteral("url"), finding.url.isEmpty() ? documentUrl : finding.url},
        {QStringLiteral("line"),
         finding.position.isKnown() ? QJsonValue(finding.position.line) : QJsonValue()},
        {QStringLiteral("column"),
         finding.position.isKnown() ? QJsonValue(finding.position.column) : QJsonValue()},
    };
    if (!finding.relatedUrl.isEmpty())
        object.insert(QStringLiteral("relatedUrl"), finding.relatedUrl);
    // Every finding says how many it stands for and where they are, so that
    // a script reads a group and a single finding alike.
    object.insert(QStringLiteral("count"), std::max<qint64>(1, finding.count));
    QJsonArray locations;
    const QList<SourcePosition> positions = finding.locations.isEmpty()
        ? QList<SourcePosition> {finding.position}
        : finding.locations;
    for (const SourcePosition &position : positions) {
        if (!position.isKnown())
            continue;
        locations.append(QJsonObject {{QStringLiteral("line"), position.line},
                                      {QStringLiteral("column"), position.column}});
    }
    object.insert(QStringLiteral("locations"), locations);
    return object;
}

QJsonObject summaryJson(qsizetype documents, qint64 entries, const SeverityCounts &counts)
{
    return {
        {QStringLiteral("documents"), documents},  {QStringLiteral("entries"), entries},
        {QStringLiteral("errors"), counts.errors}, {QStringLiteral("warnings"), counts.warnings},
        {QStringLiteral("infos"), counts.infos},
    };
}

QByteArray writeJsonReport(const ValidationReport &report, bool complete)
{
    QJsonArray documents;
    QJsonArray findings;
    for (const DocumentReport &document : report.documents) {
        documents.append(documentJson(document));
        FindingList sorted = document.findings;
        sortFindings(sorted);
        for (const Finding &finding : std::as_const(sorted))
            findings.append(findingJson(finding, document.url));
    }
    QJsonObject root = jsonReportHeader(report.specVersion);
    root.insert(QStringLiteral("documents"), documents);
    root.insert(QStringLiteral("findings"), findings);
    root.insert(QStringLiteral("summary"),
                summaryJson(report.documents.size(), report.totalEntries(), report.counts()));
    root.insert(QStringLiteral("complete"), complete);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

qsizetype junitCaseCount(const FindingList &findings)
{
    return std::max<qsizetype>(1, findings.size());
}

qsizetype junitFailureCount(const FindingList &findings)
{
    const SeverityCounts counts = countEntriesBySeverity(findings);
    return counts.errors + counts.warnings;
}

void writeJUnitSuite(QXmlStreamWriter &xml, const QString &name, const FindingList &findings,
                     SpecVersion specVersion)
{
    // A group is one test case: failures count cases, not the problems in them.
    const SeverityCounts counts = countEntriesBySeverity(findings);
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(junitCaseCount(findings)));
    xml.writeAttribute(QStringLiteral("failures"),
                       QString::number(counts.errors + counts.warnings));
    xml.writeAttribute(QStringLiteral("skipped"), QString::number(counts.infos));
    xml.writeStartElement(QStringLiteral("properties"));
    xml.writeEmptyElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("specVersion"));
    xml.writeAttribute(QStringLiteral("value"), specVersionName(specVersion));
    xml.writeEndElement();
    if (findings.isEmpty()) {
        xml.writeEmptyElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), name);
        xml.writeAttribute(QStringLiteral("name"), Tr::tr("conforms"));
    }
    FindingList sorted = findings;
    sortFindings(sorted);
    for (const Finding &finding : std::as_const(sorted)) {
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), name);
        xml.writeAttribute(QStringLiteral("name"),
                           QStringLiteral("%1 at %2").arg(finding.ruleId, location(finding)));
        QString detail = QStringLiteral("%1 %2 (§%3) line %4 column %5: %6")
                             .arg(severityName(finding.severity), finding.ruleId, finding.section)
                             .arg(finding.position.line)
                             .arg(finding.position.column)
                             .arg(finding.message);
        if (const QString group = groupText(finding); !group.isEmpty())
            detail += QStringLiteral(" [") + group + u']';
        if (finding.severity == Severity::Info) {
            xml.writeStartElement(QStringLiteral("skipped"));
            xml.writeAttribute(QStringLiteral("message"), finding.message);
            xml.writeEndElement();
        } else {
            xml.writeStartElement(QStringLiteral("failure"));
            xml.writeAttribute(QStringLiteral("type"), severityName(finding.severity));
            xml.writeAttribute(QStringLiteral("message"), finding.message);
            xml.writeCharacters(detail);
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void writeJUnitIncompleteSuite(QXmlStreamWriter &xml, const QString &name, const QString &message)
{
    // CI systems show an error case prominently: the verdict of the other
    // suites covers only what was done.
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("tests"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("1"));
    xml.writeStartElement(QStringLiteral("testcase"));
    xml.writeAttribute(QStringLiteral("classname"), name);
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("complete"));
    xml.writeStartElement(QStringLiteral("error"));
    xml.writeAttribute(QStringLiteral("message"), message);
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndElement();
}

QByteArray writeJUnitReport(const ValidationReport &report, bool complete)
{
    // Errors and warnings are failing test cases, infos skipped ones, and a
    // document with no findings is one passing case: CI systems then list
    // exactly what needs fixing.
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("rsinspector validate"));
    qint64 totalCases = complete ? 0 : 1;
    qint64 failures = 0;
    for (const DocumentReport &document : report.documents) {
        totalCases += junitCaseCount(document.findings);
        failures += junitFailureCount(document.findings);
    }
    xml.writeAttribute(QStringLiteral("tests"), QString::number(totalCases));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    if (!complete) {
        xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("1"));
        writeJUnitIncompleteSuite(xml, QStringLiteral("validate"), interruptedNotice());
    }
    for (const DocumentReport &document : report.documents)
        writeJUnitSuite(xml, document.url, document.findings, report.specVersion);
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

QByteArray writeReport(const ValidationReport &report, ReportFormat format, bool complete)
{
    switch (format) {
    case ReportFormat::Text:
        return writeTextReport(report, complete);
    case ReportFormat::Json:
        return writeJsonReport(report, complete);
    case ReportFormat::JUnit:
        return writeJUnitReport(report, complete);
    case ReportFormat::Html:
        return writeValidationHtmlReport(report, complete);
    }
    return {};
}

} // namespace rsi
