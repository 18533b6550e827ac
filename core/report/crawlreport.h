// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportwriter.h"
#include "validationreport.h"

#include <QList>
#include <QUrl>

namespace rsi {

class SourceTree;
struct CrawledDocument;

// The reports of `rsinspector-cli crawl`: the formats and JSON contract of
// validate's (design.md), with the documents in tree order and what only a
// crawl knows. Pure functions of the tree: any thread.

// A document's place in a crawl report: depth-first from the roots (the
// documents nobody led to, in id order), children in the order they were
// found; depth 0 for a root. Every document appears exactly once, even if
// the tree's parent links were to form a cycle.
struct TreeRow
{
    int id = -1;
    int depth = 0;
};
QList<TreeRow> crawlOrder(const SourceTree &tree);

// The tree as the contract's report, documents in crawlOrder(): each with
// its parent's URL (none for a root), what the server said and its own
// findings. The source's findings about no single document are not in it:
// the writers below list them first and count them in the summary.
ValidationReport crawlValidationReport(const SourceTree &tree, SpecVersion specVersion);

// The URL a report knows a document by: where it finally came from, or
// what was asked for when nothing came.
QString documentUrl(const CrawledDocument &document);
// What findings about the source as a whole are about when they name no
// URL: the Source Description, else the first starting point; empty when
// the tree has no document.
QString sourceUrl(const SourceTree &tree);
// What a document is called where there is little room: the last path
// segment ("resourcelist1.xml", "capabilities/"), the host for a URL ending
// in "/", with the query when there is one ("changelist.xml?from=2026"); the
// manifest in a package with its package ("part2.zip!/manifest.xml").
QString documentName(const QUrl &url);

// Every finding of the crawl counted: the source's and each document's.
SeverityCounts crawlCounts(const SourceTree &tree);

// How the text report draws the tree: box-drawing characters, or ASCII
// (|-- and `--) for a terminal whose locale is not UTF-8.
enum class TreeStyle { Unicode, Ascii };

// Text, for people: how the source was found, the findings about the source
// as a whole, then one line per document indented by depth (type, URL,
// entries, HTTP status when not 200, error and warning counts) with its
// findings beneath, a line saying so when the crawl did not finish, and the
// summary.
QByteArray writeCrawlTextReport(const SourceTree &tree, SpecVersion specVersion,
                                TreeStyle style = TreeStyle::Unicode);
// JSON: the contract's keys ("documents" with "parent", "findings",
// "summary") plus "complete", "sourceDescription", "scope" (when part of the
// source was chosen: {"capabilityLists", "include", "exclude", and with a
// sample "sample" and "seed", a string}), "discovery" ([{"url",
// "action", "outcome", "detail"}], outcome one of found, notFound, failed,
// note) and per document "arrival" (input, wellKnown, robotsTxt, htmlLink,
// linkHeader, up, index, child, contents, package), "requestedUrl", "localPath"
// for a file of a local source, "digest" (CrawledDocument::digest) when it was
// read, and "error" when it could not be read.
QByteArray writeCrawlJsonReport(const SourceTree &tree, SpecVersion specVersion);
// JUnit XML: one testsuite per document in tree order, one named "source" for
// the findings about the source as a whole, and, when the crawl did not
// finish, a suite "crawl" whose one case is an error.
QByteArray writeCrawlJUnitReport(const SourceTree &tree, SpecVersion specVersion);
QByteArray writeCrawlReport(const SourceTree &tree, SpecVersion specVersion, ReportFormat format,
                            TreeStyle style = TreeStyle::Unicode);

// Groups the findings of each document, and those about the source as a
// whole (findinggrouping.h): what every report shows unless all findings
// are asked for. A tree grouped is for reports only: the finding counts of
// its documents are no longer those of their own findings.
void groupTreeFindings(SourceTree &tree);

} // namespace rsi
