// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/entrytable.h"
#include "history/runrecord.h"

#include <QStringList>

// Entries, tables and runs for the crawl history's tests.
namespace rsi::test {

// An entry as the parser leaves it: <loc>url</loc>, a lastmod when given,
// and an rs:md with the attributes given as name=value pairs.
struct EntrySpec
{
    QString url;
    QString lastmod {};
    QList<std::pair<QString, QString>> metadata {};
};
EntryTable entryTable(const QList<EntrySpec> &entries);

// URLs "<base><n>" for n in [first, first + count), with the same lastmod.
QList<EntrySpec> numberedEntries(const QString &base, int first, int count,
                                 const QString &lastmod = QStringLiteral("2026-01-01T00:00:00Z"));

// A finding about url at line:column.
Finding finding(const QString &rule, const QString &url, qint64 line, qint64 column = 1,
                const QString &message = {}, Severity severity = Severity::Error);

// A document of a run with these entries kept (an entry blob and its
// fingerprint), as recordRun() makes them.
RunDocument runDocument(const QString &url, const QString &capability,
                        const QList<EntrySpec> &entries);

// A crawl run of source started at time with these documents and findings.
RunRecord run(const QString &source, const QDateTime &started, QList<RunDocument> documents,
              FindingList findings = {});

// A source for LoopbackServer::serveFolder(dir, "http://source.example") that
// changes between two crawls: a Source Description, a Capability List, a
// Resource List and a Change List. Between before and after a Change List is
// removed and another added, the Resource List gains res/0 and res/00, loses
// res/c and changes res/b, its lines move five down, its ATT-010 (an error) is
// fixed and an ATT-007 (an error) appears, its ATT-002 (a warning) and RL-003
// stay. Replaces whatever dir held.
bool writeChangingSource(const QString &dir, bool after);

} // namespace rsi::test
