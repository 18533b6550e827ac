// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/specversion.h"

#include <QByteArray>

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

} // namespace rsi
