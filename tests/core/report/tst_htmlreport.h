// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HtmlReport and the CSV exports. The cases are spread over files:
// tst_htmlreport.cpp (the page: self-contained, summary, tree, findings,
// escaping, language) and tst_htmlreport_exports.cpp (CSV files, the page as
// XML, broken text, groups, scope, the validation report).
#pragma once

#include "crawl/sourcetree.h"
#include "report/crawlreport.h"
#include "report/htmlreport.h"
#include "report/reportwriter.h"
#include "report/validationreport.h"
#include "validation/rulecatalogue.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

namespace htmlreporttest {

inline const QString origin = QStringLiteral("http://example.com");

inline QString at(const char *path)
{
    return origin + QLatin1StringView(path);
}

inline Finding finding(const char *rule, Severity severity, const QString &message,
                       const QString &url, SourcePosition position = {})
{
    Finding f;
    f.ruleId = QLatin1StringView(rule);
    f.severity = severity;
    if (const Rule *known = RuleCatalogue::instance().find(f.ruleId))
        f.section = known->section;
    f.message = message;
    f.url = url;
    f.position = position;
    return f;
}

inline CrawledDocument document(const QString &url, int parent, DocumentType type, qint64 entries,
                                const FindingList &findings = {})
{
    CrawledDocument d;
    d.requestedUrl = QUrl(url);
    d.url = QUrl(url);
    d.parent = parent;
    d.arrival = parent < 0 ? Arrival::Input : Arrival::Child;
    d.status = 200;
    d.loaded = true;
    d.type = type;
    d.header.entryCount = entries;
    d.findings = findings;
    return d;
}

inline CrawledDocument unread(const QString &url, int parent, int status, const QString &error)
{
    CrawledDocument d;
    d.requestedUrl = QUrl(url);
    d.parent = parent;
    d.arrival = Arrival::Child;
    d.status = status;
    d.error = error;
    d.findings.append(finding("HTTP-001", Severity::Error, error, url));
    return d;
}

struct Ids
{
    int sd = -1, capl = -1, cl = -1, rl = -1, stray = -1, late = -1;
};

// The Source Description lists a Capability List (which lists a Change List
// the server lacks and a Resource List with findings) and, found later, a
// second Resource List. A Change List nobody listed is a second root, added
// before that last list: crawl order is not id order.
inline SourceTree sampleTree(Ids *ids = nullptr)
{
    SourceTree tree;
    Ids local;
    local.sd = tree.add(
        document(at("/.well-known/resourcesync"), -1, DocumentType::SourceDescription, 1));
    tree.setSourceDescription(local.sd);
    local.capl
        = tree.add(document(at("/capabilitylist.xml"), local.sd, DocumentType::CapabilityList, 2));
    local.cl = tree.add(unread(at("/changelist.xml"), local.capl, 404,
                               QStringLiteral("The server answered HTTP 404.")));
    local.rl
        = tree.add(document(at("/resourcelist.xml"), local.capl, DocumentType::ResourceList, 1234,
                            {finding("RL-007", Severity::Warning, QStringLiteral("Listed twice."),
                                     at("/resourcelist.xml"), {9, 5}),
                             finding("RL-005", Severity::Error, QStringLiteral("No up link."),
                                     at("/resourcelist.xml"), {5, 3})}));
    local.stray = tree.add(document(at("/other/changelist.xml"), -1, DocumentType::ChangeList, 3,
                                    {finding("CL-002", Severity::Info, QStringLiteral("Optional."),
                                             at("/other/changelist.xml"), {4, 0})}));
    local.late = tree.add(document(at("/late.xml"), local.sd, DocumentType::ResourceList, 0));
    tree.addSourceFinding(
        finding("DISC-002", Severity::Info, QStringLiteral("Found through robots.txt."), {}));
    if (ids)
        *ids = local;
    return tree;
}

inline QString htmlOf(const SourceTree &tree, SpecVersion version = SpecVersion::V1_1)
{
    const QByteArray bytes = writeCrawlHtmlReport(tree, version);
    return QString::fromUtf8(bytes);
}

// The part of the page between two markers (the first after from).
inline QString between(const QString &html, const QString &from, const QString &to)
{
    const qsizetype start = html.indexOf(from);
    if (start < 0)
        return {};
    const qsizetype end = html.indexOf(to, start + from.size());
    return html.mid(start, end < 0 ? -1 : end - start);
}

// RFC 4180, strictly: records end in CRLF, quoted fields double their
// quotes, nothing else may hold a quote or a bare line break.
inline QList<QStringList> parseCsv(const QByteArray &bytes, QString *error)
{
    QList<QStringList> records;
    if (!bytes.startsWith("\xEF\xBB\xBF")) {
        *error = QStringLiteral("no byte order mark");
        return records;
    }
    const QString text = QString::fromUtf8(bytes.mid(3));
    QStringList fields;
    QString field;
    bool inQuotes = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            if (!field.isEmpty() || wasQuoted) {
                *error = QStringLiteral("stray quote at %1").arg(i);
                return records;
            }
            inQuotes = wasQuoted = true;
        } else if (c == u',') {
            fields.append(std::exchange(field, QString()));
            wasQuoted = false;
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            fields.append(std::exchange(field, QString()));
            records.append(std::exchange(fields, QStringList()));
            wasQuoted = false;
            ++i;
        } else if (c == u'\r' || c == u'\n') {
            *error = QStringLiteral("bare line break at %1").arg(i);
            return records;
        } else {
            if (wasQuoted) {
                *error = QStringLiteral("text after a closing quote at %1").arg(i);
                return records;
            }
            field += c;
        }
    }
    if (inQuotes || !field.isEmpty() || !fields.isEmpty())
        *error = QStringLiteral("last record not ended by CRLF");
    return records;
}

inline QStringList texts(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

} // namespace htmlreporttest

class tst_HtmlReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageIsSelfContained();
    void summaryGivesVerdictAndCounts_data();
    void summaryGivesVerdictAndCounts();
    void incompleteCrawlSaysSo();
    void documentTreeIsInCrawlOrder();
    void findingsAreGroupedPerDocument();
    void hostileTextIsEscaped();
    void languageFollowsTheLocale();
    void emptyTree();

    void findingsCsvRoundTrips();
    void findingsCsvQuotesWhatItMust();
    void csvCellsNeverRunAsFormulas();
    void documentsCsvFollowsTheTree();
    void pageParsesAsXml();
    void controlCharactersAndBrokenTextAreReplaced();
    void groupedFindingSaysHowMany();
    void scopeIsShown();
    void validationReportIsTheSamePage();
};
