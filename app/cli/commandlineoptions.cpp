// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The options of rsinspector-cli's commands and the help texts around them.
#include "commandlineoptions_p.h"
#include "scopeoptions.h"

#include <QCoreApplication>

namespace rsi::cli::commandlineoptions {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

QString generalUsage()
{
    return Tr::tr("Usage: rsinspector-cli <command> [options] <arguments>\n"
                  "\n"
                  "Commands:\n"
                  "  validate <file|url>...   check each document on its own against the "
                  "ResourceSync rules\n"
                  "  crawl <url|path>         discover a source and check it whole: every "
                  "document and how they link\n"
                  "  audit <url|path> <dir>   compare a local copy with the source: what a "
                  "sync would create, update or delete\n"
                  "  mirror <url|path> <dir>  bring a local copy up to date with the source "
                  "(baseline or incremental)\n"
                  "  watch <url|path>         follow the source: notifications (WebSub) and "
                  "polling\n"
                  "  rules                    list the conformance rules: id, level, section, "
                  "summary\n"
                  "  history [<source>]       list the runs kept in the crawl history (crawl "
                  "--save)\n"
                  "  compare <run> <run>      what changed between two crawls: documents, "
                  "entries, findings\n"
                  "\n"
                  "Run 'rsinspector-cli <command> --help' for the options of a command.\n"
                  "Exit codes: 0 no errors (audit: in sync; mirror: mirrored fully; compare: "
                  "nothing\n"
                  "got worse), 1 errors found (audit: differences; mirror: some resources "
                  "failed;\n"
                  "compare: new errors), 2 could not run.\n");
}

// What validate's and crawl's help add after the options.
QString commandNotes()
{
    return Tr::tr("\n"
                  "Exit codes: 0 ran and found nothing at error level; 1 ran and found errors;\n"
                  "2 could not run (bad arguments, unreadable input, source unreachable)\n"
                  "or was interrupted.\n"
                  "\n"
                  "Interrupting (Ctrl-C, or SIGTERM) stops the downloads, writes the report of\n"
                  "what was done so far (marked \"complete\": false in JSON) and exits with 2;\n"
                  "a second Ctrl-C ends the program at once, without a report.\n"
                  "\n"
                  "Proxies: the system's proxy settings are used; on Linux and other Unix\n"
                  "systems, the http_proxy, https_proxy and no_proxy environment variables.\n"
                  "Loopback addresses (127.0.0.1, localhost) are never proxied.\n");
}

// What audit's and mirror's help add after the options.
QString syncNotes(bool mirror)
{
    QString text = mirror
        ? Tr::tr("\n"
                 "The source is crawled first, as 'crawl' does; errors in its documents do not\n"
                 "stop the mirror. Without a sync point in <dir>/.rsinspector/ (or with\n"
                 "--baseline), the copy is built from the Resource List or Resource Dump;\n"
                 "afterwards only the changes since the sync point are applied, from the\n"
                 "Change Lists or Change Dump. Every file is checked against the lengths and\n"
                 "hashes the source gives before it is kept, and written atomically.\n"
                 "\n"
                 "Exit codes: 0 mirrored fully; 1 some resources failed (they are tried again\n"
                 "on the next run); 2 could not run (bad arguments, source unreachable, no\n"
                 "list or dump to mirror from) or was interrupted.\n")
        : Tr::tr("\n"
                 "The source is crawled first, as 'crawl' does; errors in its documents do not\n"
                 "stop the audit. Nothing is downloaded: local files are compared with what\n"
                 "the Resource Lists and Change Lists say (catalogue section 19.3). The report\n"
                 "says what a sync would do: create, update, delete, or nothing (same).\n"
                 "\n"
                 "Exit codes: 0 the local copy is in sync; 1 it differs (anything to create,\n"
                 "update or delete, or a resource that could not be judged); 2 could not run\n"
                 "(bad arguments, source unreachable, no list to compare with) or was\n"
                 "interrupted.\n");
    text += Tr::tr("\n"
                   "Interrupting (Ctrl-C, or SIGTERM) stops the work, writes the report of what\n"
                   "was done so far (marked \"complete\": false in JSON) and exits with 2.\n");
    return text;
}

const QCommandLineOption formatOption(
    {QStringLiteral("format")},
    QStringLiteral("Report format: text, json, junit or html (a self-contained page)."),
    QStringLiteral("format"), QStringLiteral("text"));
// rules has no findings to put in JUnit: its --format offers what it takes.
const QCommandLineOption rulesFormatOption({QStringLiteral("format")},
                                           QStringLiteral("Output format: text or json."),
                                           QStringLiteral("format"), QStringLiteral("text"));
const QCommandLineOption specOption({QStringLiteral("spec-version")},
                                    QStringLiteral("Judge against ResourceSync 1.0 or 1.1."),
                                    QStringLiteral("version"), QStringLiteral("1.1"));
const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                      QStringLiteral("Write the report to this file."),
                                      QStringLiteral("file"));
const QCommandLineOption quietOption({QStringLiteral("q"), QStringLiteral("quiet")},
                                     QStringLiteral("Print no report on standard output."));
const QCommandLineOption progressOption({QStringLiteral("progress")},
                                        QStringLiteral("Print progress on standard error."));
const QCommandLineOption strictOption(
    {QStringLiteral("strict")},
    QStringLiteral("Treat the spec's ambiguous cases as errors (an SD entry without rs:md)."));
const QCommandLineOption expectOption(
    {QStringLiteral("expect")},
    QStringLiteral("What the documents should be: a capability (resourcelist, changelist, ...), "
                   "with '-index' for an index (resourcelist-index)."),
    QStringLiteral("type"));
const QCommandLineOption
    maxEntriesOption({QStringLiteral("max-entries")},
                     QStringLiteral("Entries allowed in one document (the Sitemap limit, 50000)."),
                     QStringLiteral("count"), QStringLiteral("50000"));
const QCommandLineOption
    timeoutOption({QStringLiteral("timeout")},
                  QStringLiteral("Seconds without data before a download fails."),
                  QStringLiteral("seconds"), QStringLiteral("30"));
const QCommandLineOption
    concurrencyOption({QStringLiteral("concurrency")},
                      QStringLiteral("Downloads at once from one host, 1 to 6 (default 4)."),
                      QStringLiteral("n"), QStringLiteral("4"));
const QCommandLineOption
    delayOption({QStringLiteral("delay")},
                QStringLiteral("Seconds to wait between two requests to one host (default 0)."),
                QStringLiteral("seconds"), QStringLiteral("0"));
const QCommandLineOption
    retriesOption({QStringLiteral("retries")},
                  QStringLiteral("Tries again after a time-out, 429 or 5xx, up to this many times "
                                 "(default 3)."),
                  QStringLiteral("n"), QStringLiteral("3"));
const QCommandLineOption userAgentOption({QStringLiteral("user-agent")},
                                         QStringLiteral("The User-Agent to send."),
                                         QStringLiteral("text"));
const QCommandLineOption
    tokenOption({QStringLiteral("token")},
                QStringLiteral("A bearer token for one origin, sent there only, never across a "
                               "redirect to another (repeatable). Without a scheme the origin is "
                               "https: a token goes over plain http only to an origin written "
                               "as http://host[:port]."),
                QStringLiteral("[scheme://]host[:port]=token"));
const QCommandLineOption
    userOption({QStringLiteral("user")},
               QStringLiteral("HTTP basic authentication for one origin, sent there only "
                              "(repeatable; https unless http:// is written, as for --token). A "
                              "--token for the same origin wins."),
               QStringLiteral("[scheme://]host[:port]=user:password"));
const QCommandLineOption
    maxDocumentsOption({QStringLiteral("max-documents")},
                       QStringLiteral("Documents the crawl reads at most (default 100000); a "
                                      "larger source is reported as SAFE-005, partly checked."),
                       QStringLiteral("count"), QStringLiteral("100000"));
const QCommandLineOption checkResourcesOption(
    {QStringLiteral("check-resources")},
    QStringLiteral("Also ask the server about every resource the lists name (a HEAD each) and "
                   "compare its answer with the lists: existence, length, type, lastmod."));
const QCommandLineOption
    hashOption({QStringLiteral("hash")},
               QStringLiteral("Download every listed resource and compare its hash too (implies "
                              "--check-resources)."));
const QCommandLineOption
    insecureOption({QStringLiteral("insecure")},
                   QStringLiteral("Accept invalid TLS certificates (never the default)."));
const QCommandLineOption noHashOption(
    {QStringLiteral("no-hash")},
    QStringLiteral("Do not compute digests of local files: judge them by length and lastmod."));
const QCommandLineOption noLengthOption({QStringLiteral("no-length")},
                                        QStringLiteral("Do not compare file sizes."));
const QCommandLineOption
    noLastmodOption({QStringLiteral("no-lastmod")},
                    QStringLiteral("Do not compare modification times with lastmod."));
const QCommandLineOption
    verboseOption({QStringLiteral("verbose")},
                  QStringLiteral("List the resources that are the same too (text report)."));
const QCommandLineOption
    dryRunOption({QStringLiteral("dry-run")},
                 QStringLiteral("Say what would be done, and write nothing at all."));
const QCommandLineOption
    deleteOption({QStringLiteral("delete")},
                 QStringLiteral("Remove local files the source no longer has (moved to "
                                "<dir>/.rsinspector/trash/ unless --purge)."));
const QCommandLineOption
    purgeOption({QStringLiteral("purge")},
                QStringLiteral("With --delete: unlink removed files instead of moving them to "
                               "the trash."));
const QCommandLineOption fromOption(
    {QStringLiteral("from")},
    QStringLiteral("Where the resources come from. auto (the default): the dumps (Resource Dump, "
                   "Change Dump) when their manifests name every listed resource and they need "
                   "fewer requests without more bytes, else the lists; the report says which "
                   "and why. list or dump: prefer those; the other is used when the source has "
                   "only that."),
    QStringLiteral("auto|list|dump"), QStringLiteral("auto"));
// For tests: how often the state is checkpointed, in milliseconds.
const QCommandLineOption checkpointOption = [] {
    QCommandLineOption option({QStringLiteral("checkpoint-interval")},
                              QStringLiteral("Milliseconds between checkpoints of the state."),
                              QStringLiteral("ms"));
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}();
const QCommandLineOption
    baselineOption({QStringLiteral("baseline")},
                   QStringLiteral("Take a new baseline, whatever the sync point of the copy."));

// The options of every command that writes a report.
const QList<QCommandLineOption> &reportOptions()
{
    static const QList<QCommandLineOption> options = {
        formatOption, specOption, outputOption, quietOption, progressOption, allFindingsOption()};
    return options;
}

// How documents are judged.
const QList<QCommandLineOption> &judgingOptions()
{
    static const QList<QCommandLineOption> options = {strictOption, maxEntriesOption};
    return options;
}

const QList<QCommandLineOption> &networkOptions()
{
    static const QList<QCommandLineOption> options
        = {timeoutOption,   concurrencyOption, delayOption,   retriesOption,
           userAgentOption, tokenOption,       insecureOption};
    return options;
}

} // namespace rsi::cli::commandlineoptions
