// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runrecord.h"
#include "validation/specversion.h"

namespace rsi {

class SourceTree;
struct CrawlOptions;

// What a run was, beyond what its tree knows.
struct RunContext
{
    RunKind kind = RunKind::Crawl;
    QString input; // as given; a path made absolute
    QDateTime started; // UTC
    QDateTime finished; // UTC; now when unset
    SpecVersion specVersion = SpecVersion::V1_1;
    QJsonObject options; // crawlOptionsJson() and what the command adds
    QJsonObject summary; // an audit's or a mirror's
};

// The run a crawled tree makes, ready for HistoryStore::save(): its
// documents in crawl report order, each with its entries' digests
// (EntryDigests), and every finding with the URL it is about (the
// document's, or the source's for findings about the source as a whole, as
// the JSON report names them). The entries' digests are most of the work:
// about a second per million entries. Pure; call it on a worker thread.
RunRecord recordRun(const SourceTree &tree, const RunContext &context);

// The options worth remembering with a run: how documents were judged and
// fetched. Never a token, a user name or a password.
QJsonObject crawlOptionsJson(const CrawlOptions &options);

} // namespace rsi
