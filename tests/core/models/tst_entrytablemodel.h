// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EntryTableModel: a document's entries as a table. The cases are spread over
// files: tst_entrytablemodel.cpp (fields, values, sorting, selection, filters)
// and tst_entrytablemodel_findings.cpp (change values, findings per entry, an
// empty document, retranslation, fifty thousand entries).
#pragma once

#include "models/entrytablemodel.h"
#include "parse/documentparser.h"
#include "support/validationharness.h"
#include "validation/validator.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <ctime>

using namespace rsi;

namespace entrytabletest {

inline const QUrl documentUrl(QStringLiteral("http://example.com/dataset1/list.xml"));

inline QByteArray xmlOf(const QByteArray &root, const QByteArray &capability,
                        const QByteArray &body)
{
    return "<?xml version='1.0' encoding='UTF-8'?>\n<" + root
        + " xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
          "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
          "<rs:md capability='"
        + capability + "' from='2026-01-01T00:00:00Z'/>\n" + body + "</" + root + ">\n";
}

// A document as the crawl keeps it; validated when asked, so that its
// findings are the real ones.
inline CrawledDocument documentOf(const QByteArray &xml, bool validate = false)
{
    ParseResult parsed = DocumentParser().parseBytes(xml, documentUrl);
    const FindingList findings = validate ? Validator().validate(parsed) : parsed.findings;
    CrawledDocument document;
    document.requestedUrl = documentUrl;
    document.url = documentUrl;
    document.adopt(std::move(parsed), {});
    document.findings = findings;
    return document;
}

inline Finding findingAt(const CrawledDocument &document, int entry, Severity severity,
                         const QString &rule = QStringLiteral("GEN-001"))
{
    Finding finding;
    finding.ruleId = rule;
    finding.severity = severity;
    finding.message = QStringLiteral("%1 on entry %2").arg(rule).arg(entry);
    finding.url = documentUrl.toString();
    finding.position = document.entries.position(entry);
    return finding;
}

inline QStringList headers(const QAbstractItemModel &model)
{
    QStringList titles;
    for (int column = 0; column < model.columnCount(); ++column)
        titles.append(model.headerData(column, Qt::Horizontal).toString());
    return titles;
}

inline int columnTitled(const QAbstractItemModel &model, const QString &title)
{
    return int(headers(model).indexOf(title));
}

// The entries shown, top to bottom, by their row in the document.
inline QList<int> shownEntries(const EntryTableModel &model)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row)
        rows.append(model.entryRow(model.index(row, 0)));
    return rows;
}

// Four entries whose values sort differently as text than as what they
// are: lengths 9 < 10 < 100, and a lastmod at +05:00 that is earliest in
// time but latest as text.
inline CrawledDocument sortingDocument()
{
    CrawledDocument document = documentOf(
        xmlOf("urlset", "resourcelist",
              "<url><loc>http://example.com/c</loc><lastmod>2026-01-02</lastmod>"
              "<rs:md length='100' hash='md5:b'/></url>\n"
              "<url><loc>http://example.com/a</loc><lastmod>2026-01-01T10:00:00Z</lastmod>"
              "<rs:md length='9'/></url>\n"
              "<url><loc>http://example.com/b</loc><rs:md length='10' hash='md5:a'/></url>\n"
              "<url><loc>http://example.com/d</loc><lastmod>2026-01-01T12:00:00+05:00</lastmod>"
              "</url>\n"));
    document.findings = {
        findingAt(document, 1, Severity::Error),   findingAt(document, 3, Severity::Warning),
        findingAt(document, 3, Severity::Warning), findingAt(document, 0, Severity::Error),
        findingAt(document, 0, Severity::Error),
    };
    return document;
}

// A Change List whose values the filters pick from.
inline CrawledDocument filteringDocument()
{
    CrawledDocument document = documentOf(xmlOf(
        "urlset", "changelist",
        "<url><loc>http://example.com/Alpha.txt</loc>"
        "<rs:md change='created' datetime='2026-01-02T00:00:00Z' type='text/plain'/></url>\n"
        "<url><loc>http://example.com/beta</loc>"
        "<rs:md change='updated' datetime='2026-01-03T00:00:00Z' type='application/pdf'/></url>\n"
        "<url><loc>http://example.com/caf\xc3\xa9.txt</loc>"
        "<rs:md change='deleted' datetime='2026-01-04T00:00:00Z'/></url>\n"
        "<url><loc>http://example.com/gamma.txt</loc>"
        "<rs:md change='updated' datetime='2026-01-05T00:00:00Z' hash='md5:ALPHA'/></url>\n"));
    document.findings = {
        findingAt(document, 1, Severity::Warning),
        findingAt(document, 3, Severity::Error),
        findingAt(document, 2, Severity::Info),
    };
    return document;
}

// Wall-clock and processor time: on a busy machine the first can be a
// multiple of the second.
class Stopwatch
{
public:
    void start()
    {
        m_wall.start();
        m_cpu = std::clock();
    }
    QString elapsed() const
    {
        return QStringLiteral("%1 ms (CPU %2 ms)")
            .arg(double(m_wall.nsecsElapsed()) / 1e6, 0, 'f', 1)
            .arg(double(std::clock() - m_cpu) * 1000.0 / CLOCKS_PER_SEC, 0, 'f', 1);
    }

private:
    QElapsedTimer m_wall;
    std::clock_t m_cpu = 0;
};

} // namespace entrytabletest

class tst_EntryTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheFieldsEntriesHave_data();
    void showsTheFieldsEntriesHave();
    void showsValues();
    void sorts_data();
    void sorts();
    void keepsTheSelectionWhenSorting();
    void filters_data();
    void filters();
    void keepsFiltersAndOrderForTheNextDocument();
    void listsChangeValues();
    void assignsFindingsToEntries();
    void assignsFindingsOfARealDocument();
    void handlesAnEmptyDocument();
    void retranslates();
    void showsFiftyThousandEntries();
};
