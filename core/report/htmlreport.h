// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/severity.h"
#include "validation/specversion.h"

#include <QByteArray>
#include <QStringList>

namespace rsi {

class SourceTree;
struct ValidationReport;

// A self-contained HTML page (UTF-8, inline CSS, no scripts, no external
// resources) that a librarian can send to a source's maintainer: what was
// crawled and when, the verdict and counts by severity, the tree of
// documents with kind, entries and counts, then every finding grouped by
// document, each with rule id, severity, spec section, line:column, message
// and the rule's summary. Every text from the source is HTML-escaped.
// Headings and labels are translated; the lang attribute follows the locale.
QByteArray writeCrawlHtmlReport(const SourceTree &tree, SpecVersion specVersion);
// The same page for `validate`: each document given, in the order given,
// with what it is and its findings (validationhtmlreport.cpp). complete is
// false when the run was interrupted: the page says so.
QByteArray writeValidationHtmlReport(const ValidationReport &report, bool complete = true);

// CSV (RFC 4180: comma-separated, CRLF, quotes doubled, UTF-8 with BOM so
// spreadsheet programs read it as UTF-8):
// one row per finding: severity,rule,section,url,line,column,message,related_url,
// count,locations (a group: how many it stands for, and the first positions
// as "12:5 15:5 ..."; 1 and empty for a single finding)
QByteArray writeFindingsCsv(const SourceTree &tree);
// one row per document, in crawl order: depth,url,kind,status,entries,errors,warnings,infos,error
QByteArray writeDocumentsCsv(const SourceTree &tree);

// The pieces the pages above are made of, for other pages in the same
// style (the comparison of two crawls, comparisonhtml.h): htmlwriter.h's,
// under the names the comparison uses.

// "<!DOCTYPE html>" up to "<body>": charset, generator, title, the style
// sheet, and the page's own rules after it.
QString htmlPageStart(const QString &title, QLatin1StringView extraStyle = {});
// "</body></html>", after a footer with this text.
QString htmlPageEnd(const QString &footer);
// Text made safe for HTML: markup escaped, control characters replaced.
QString htmlEscaped(QStringView text);
// A URL as text, a link when it is http(s).
QString htmlUrl(const QString &url);
// The severity's badge ("Error", with its colour, border and mark).
QString htmlSeverityBadge(Severity severity);
// One CSV row (RFC 4180, CRLF), and the file's bytes (UTF-8 with BOM).
QString csvRow(const QStringList &fields);
QByteArray csvFileBytes(const QString &csv);

} // namespace rsi
