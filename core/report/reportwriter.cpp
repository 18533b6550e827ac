// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "validation/documenttype.h"

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
    QString what
        = document.root.isEmpty() ? Tr::tr("no root element") : u'<' + document.root + u'>';
    if (!document.capability.isEmpty())
        what += QStringLiteral(" capability=\"%1\"").arg(document.capability);
    QString line
        = Tr::tr("%1, entries: %2, bytes: %3").arg(what).arg(document.entries).arg(document.bytes);
    if (document.status)
        line += Tr::tr(", HTTP %1").arg(*document.status);
    if (!document.contentType.isEmpty())
        line += QStringLiteral(", %1").arg(document.contentType);
    return line;
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
    return std::nullopt;
}

QByteArray writeTextReport(const ValidationReport &report)
{
    QString text = Tr::tr("ResourceSync Inspector %1, judging against ResourceSync %2\n")
                       .arg(toolVersion(), specVersionName(report.specVersion));
    for (const DocumentReport &document : report.documents) {
        text += u'\n' + document.url + u'\n';
        if (document.requestedUrl)
            text += QStringLiteral("  ")
                + Tr::tr("(redirected from %1)").arg(*document.requestedUrl) + u'\n';
        text += QStringLiteral("  ") + describeDocument(document) + u'\n';
        FindingList findings = document.findings;
        sortFindings(findings);
        if (findings.isEmpty())
            text += QStringLiteral("  ") + Tr::tr("no findings: conforms") + u'\n';
        for (const Finding &finding : std::as_const(findings)) {
            text += QStringLiteral("  %1 %2 %3 %4")
                        .arg(severityName(finding.severity).leftJustified(7),
                             finding.ruleId.leftJustified(8), location(finding).leftJustified(9),
                             finding.message);
            if (!finding.section.isEmpty() && finding.section != u"-")
                text += QStringLiteral(" [§%1]").arg(finding.section);
            if (!finding.relatedUrl.isEmpty())
                text += QStringLiteral(" (") + Tr::tr("see %1").arg(finding.relatedUrl) + u')';
            text += u'\n';
        }
    }
    const SeverityCounts counts = report.counts();
    text += u'\n'
        + Tr::tr("Summary: documents: %1, entries: %2, errors: %3, warnings: %4, infos: %5")
              .arg(report.documents.size())
              .arg(report.totalEntries())
              .arg(counts.errors)
              .arg(counts.warnings)
              .arg(counts.infos)
        + u'\n';
    return text.toUtf8();
}

QByteArray writeJsonReport(const ValidationReport &report)
{
    QJsonArray documents;
    QJsonArray findings;
    for (const DocumentReport &document : report.documents) {
        QJsonObject entry {
            {QStringLiteral("url"), document.url},
            {QStringLiteral("capability"),
             document.capability.isEmpty() ? QJsonValue() : QJsonValue(document.capability)},
            {QStringLiteral("root"),
             document.root.isEmpty() ? QJsonValue() : QJsonValue(document.root)},
            {QStringLiteral("entries"), document.entries},
            {QStringLiteral("parent"),
             document.parent ? QJsonValue(*document.parent) : QJsonValue()},
            {QStringLiteral("status"),
             document.status ? QJsonValue(*document.status) : QJsonValue()},
            {QStringLiteral("contentType"),
             document.contentType.isEmpty() ? QJsonValue() : QJsonValue(document.contentType)},
            {QStringLiteral("bytes"), document.bytes},
            {QStringLiteral("loaded"), document.loaded},
        };
        if (document.requestedUrl)
            entry.insert(QStringLiteral("requestedUrl"), *document.requestedUrl);
        documents.append(entry);
        FindingList sorted = document.findings;
        sortFindings(sorted);
        for (const Finding &finding : std::as_const(sorted)) {
            QJsonObject object {
                {QStringLiteral("rule"), finding.ruleId},
                {QStringLiteral("severity"), severityName(finding.severity)},
                {QStringLiteral("message"), finding.message},
                {QStringLiteral("section"), finding.section},
                {QStringLiteral("url"), finding.url.isEmpty() ? document.url : finding.url},
                {QStringLiteral("line"),
                 finding.position.isKnown() ? QJsonValue(finding.position.line) : QJsonValue()},
                {QStringLiteral("column"),
                 finding.position.isKnown() ? QJsonValue(finding.position.column) : QJsonValue()},
            };
            if (!finding.relatedUrl.isEmpty())
                object.insert(QStringLiteral("relatedUrl"), finding.relatedUrl);
            findings.append(object);
        }
    }
    const SeverityCounts counts = report.counts();
    const QJsonObject root {
        {QStringLiteral("tool"), QStringLiteral("rsinspector")},
        {QStringLiteral("version"), toolVersion()},
        {QStringLiteral("specVersion"), specVersionName(report.specVersion)},
        {QStringLiteral("documents"), documents},
        {QStringLiteral("findings"), findings},
        {QStringLiteral("summary"),
         QJsonObject {{QStringLiteral("documents"), report.documents.size()},
                      {QStringLiteral("entries"), report.totalEntries()},
                      {QStringLiteral("errors"), counts.errors},
                      {QStringLiteral("warnings"), counts.warnings},
                      {QStringLiteral("infos"), counts.infos}}},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray writeJUnitReport(const ValidationReport &report)
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
    const SeverityCounts total = report.counts();
    qint64 totalCases = 0;
    for (const DocumentReport &document : report.documents)
        totalCases += std::max<qsizetype>(1, document.findings.size());
    xml.writeAttribute(QStringLiteral("tests"), QString::number(totalCases));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(total.errors + total.warnings));
    for (const DocumentReport &document : report.documents) {
        const SeverityCounts counts = countBySeverity(document.findings);
        xml.writeStartElement(QStringLiteral("testsuite"));
        xml.writeAttribute(QStringLiteral("name"), document.url);
        xml.writeAttribute(QStringLiteral("tests"),
                           QString::number(std::max<qsizetype>(1, document.findings.size())));
        xml.writeAttribute(QStringLiteral("failures"),
                           QString::number(counts.errors + counts.warnings));
        xml.writeAttribute(QStringLiteral("skipped"), QString::number(counts.infos));
        xml.writeStartElement(QStringLiteral("properties"));
        xml.writeEmptyElement(QStringLiteral("property"));
        xml.writeAttribute(QStringLiteral("name"), QStringLiteral("specVersion"));
        xml.writeAttribute(QStringLiteral("value"), specVersionName(report.specVersion));
        xml.writeEndElement();
        if (document.findings.isEmpty()) {
            xml.writeEmptyElement(QStringLiteral("testcase"));
            xml.writeAttribute(QStringLiteral("classname"), document.url);
            xml.writeAttribute(QStringLiteral("name"), Tr::tr("conforms"));
        }
        FindingList sorted = document.findings;
        sortFindings(sorted);
        for (const Finding &finding : std::as_const(sorted)) {
            xml.writeStartElement(QStringLiteral("testcase"));
            xml.writeAttribute(QStringLiteral("classname"), document.url);
            xml.writeAttribute(QStringLiteral("name"),
                               QStringLiteral("%1 at %2").arg(finding.ruleId, location(finding)));
            const QString detail
                = QStringLiteral("%1 %2 (§%3) line %4 column %5: %6")
                      .arg(severityName(finding.severity), finding.ruleId, finding.section)
                      .arg(finding.position.line)
                      .arg(finding.position.column)
                      .arg(finding.message);
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
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

QByteArray writeReport(const ValidationReport &report, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Text:
        return writeTextReport(report);
    case ReportFormat::Json:
        return writeJsonReport(report);
    case ReportFormat::JUnit:
        return writeJUnitReport(report);
    }
    return {};
}

} // namespace rsi
