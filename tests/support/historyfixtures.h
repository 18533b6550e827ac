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

} // namespace rsi::test
