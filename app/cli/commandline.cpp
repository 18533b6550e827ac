// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "net/credentialorigin.h"
#include "scopeoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rsi::cli {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

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

bool applyReportOptions(const QCommandLineParser &parser, CommandLine &line)
{
    const auto format = reportFormatFromName(parser.value(formatOption));
    if (!format) {
        line.error = Tr::tr("--format must be text, json, junit or html, not \"%1\".")
                         .arg(parser.value(formatOption));
        return false;
    }
    line.format = *format;
    const auto version = specVersionFromName(parser.value(specOption));
    if (!version) {
        line.error = Tr::tr("--spec-version must be 1.0 or 1.1, not \"%1\".")
                         .arg(parser.value(specOption));
        return false;
    }
    line.validation.specVersion = *version;
    line.outputFile = parser.value(outputOption);
    line.quiet = parser.isSet(quietOption);
    line.progress = parser.isSet(progressOption);
    return true;
}

bool applyJudgingOptions(const QCommandLineParser &parser, CommandLine &line)
{
    line.validation.strict = parser.isSet(strictOption);
    bool numberOk = false;
    const qint64 maxEntries = parser.value(maxEntriesOption).toLongLong(&numberOk);
    if (!numberOk || maxEntries < 1) {
        line.error = Tr::tr("--max-entries must be a positive whole number.");
        return false;
    }
    line.validation.maxEntries = maxEntries;
    return true;
}

bool applyExpectOption(const QCommandLineParser &parser, CommandLine &line)
{
    if (!parser.isSet(expectOption))
        return true;
    QString expected = parser.value(expectOption);
    line.validation.expectIndex = expected.endsWith(QStringLiteral("-index"));
    if (line.validation.expectIndex)
        expected.chop(6);
    static const QStringList known = {QStringLiteral("description"),
                                      QStringLiteral("capabilitylist"),
                                      QStringLiteral("resourcelist"),
                                      QStringLiteral("resourcedump"),
                                      QStringLiteral("resourcedump-manifest"),
                                      QStringLiteral("changelist"),
                                      QStringLiteral("changedump"),
                                      QStringLiteral("changedump-manifest")};
    if (!known.contains(expected)) {
        line.error = Tr::tr("--expect must be a capability such as resourcelist or "
                            "changelist-index, not \"%1\".")
                         .arg(parser.value(expectOption));
        return false;
    }
    line.validation.expectedCapability = expected;
    return true;
}

bool applyNetworkOptions(const QCommandLineParser &parser, CommandLine &line)
{
    bool numberOk = false;
    const int timeout = parser.value(timeoutOption).toInt(&numberOk);
    if (!numberOk || timeout < 1 || timeout > 86'400) {
        line.error = Tr::tr("--timeout must be a positive number of seconds.");
        return false;
    }
    line.fetch.inactivityTimeoutMs = timeout * 1000;
    // Qt's network layer opens at most six connections to one host.
    const int concurrency = parser.value(concurrencyOption).toInt(&numberOk);
    if (!numberOk || concurrency < 1 || concurrency > 6) {
        line.error = Tr::tr("--concurrency must be a whole number from 1 to 6.");
        return false;
    }
    line.fetch.connectionsPerHost = concurrency;
    const double delay = parser.value(delayOption).toDouble(&numberOk);
    if (!numberOk || delay < 0 || delay > 3600) {
        line.error = Tr::tr("--delay must be a number of seconds from 0 to 3600.");
        return false;
    }
    line.fetch.delayMs = int(delay * 1000);
    const int retries = parser.value(retriesOption).toInt(&numberOk);
    if (!numberOk || retries < 0 || retries > 20) {
        line.error = Tr::tr("--retries must be a whole number from 0 to 20.");
        return false;
    }
    line.fetch.retries = retries;
    line.fetch.userAgent = parser.value(userAgentOption);
    line.fetch.insecure = parser.isSet(insecureOption);
    // The messages never repeat the value: it holds a secret.
    const QStringList tokens = parser.values(tokenOption);
    for (const QString &token : tokens) {
        const qsizetype equals = token.indexOf(u'=');
        const QString key = equals > 0
            ? credentialOriginFromUserText(QStringView(token).left(equals))
            : QString();
        if (key.isEmpty() || equals == token.size() - 1) {
            line.error = Tr::tr(
                "--token takes [SCHEME://]HOST[:PORT]=TOKEN, with http or https as the scheme.");
            return false;
        }
        line.fetch.bearerTokens.insert(key, token.mid(equals + 1));
    }
    return true;
}

// --user and --max-documents: how any command that crawls reaches the source.
bool applyCrawlAccessOptions(const QCommandLineParser &parser, CommandLine &line)
{
    const QStringList users = parser.values(userOption);
    for (const QString &user : users) {
        const qsizetype equals = user.indexOf(u'=');
        const QString key
            = equals > 0 ? credentialOriginFromUserText(QStringView(user).left(equals)) : QString();
        const QString credentials = equals > 0 ? user.mid(equals + 1) : QString();
        if (key.isEmpty() || credentials.indexOf(u':') < 1) {
            line.error = Tr::tr(
                "--user takes [SCHEME://]HOST[:PORT]=USER:PASSWORD, with http or https as the "
                "scheme.");
            return false;
        }
        line.fetch.basicCredentials.insert(key, credentials);
    }
    bool numberOk = false;
    const int maxDocuments = parser.value(maxDocumentsOption).toInt(&numberOk);
    if (!numberOk || maxDocuments < 1) {
        line.error = Tr::tr("--max-documents must be a positive whole number.");
        return false;
    }
    line.maxDocuments = maxDocuments;
    return true;
}

bool applyCrawlOptions(const QCommandLineParser &parser, CommandLine &line)
{
    if (!applyCrawlAccessOptions(parser, line))
        return false;
    line.hash = parser.isSet(hashOption);
    line.checkResources = line.hash || parser.isSet(checkResourcesOption);
    return true;
}

// The two positional arguments of audit and mirror.
bool applySyncArguments(const QString &command, CommandLine &line)
{
    if (line.inputs.size() != 2) {
        line.error = line.inputs.size() < 2
            ? Tr::tr("%1 needs the URL or path of a source and the folder of the local copy.")
                  .arg(command)
            : Tr::tr("%1 takes a source and a folder, not %2 arguments.")
                  .arg(command)
                  .arg(line.inputs.size());
        return false;
    }
    line.destination = line.inputs.takeLast();
    if (line.destination.isEmpty()) {
        line.error = Tr::tr("The folder of the local copy must not be empty.");
        return false;
    }
    return true;
}

void applyAuditOptions(const QCommandLineParser &parser, CommandLine &line)
{
    line.audit.compareHash = !parser.isSet(noHashOption);
    line.audit.compareLength = !parser.isSet(noLengthOption);
    line.audit.compareLastmod = !parser.isSet(noLastmodOption);
    line.verbose = parser.isSet(verboseOption);
}

bool applyMirrorOptions(const QCommandLineParser &parser, CommandLine &line)
{
    // watch takes only some of mirror's options: ask of the others whether
    // they were given, which never warns about an option not defined.
    const QStringList given = parser.optionNames();
    const auto isSet = [&given](const QCommandLineOption &option) {
        return std::any_of(option.names().cbegin(), option.names().cend(),
                           [&given](const QString &name) { return given.contains(name); });
    };
    MirrorOptions &mirror = line.mirror;
    const QString from = parser.value(fromOption);
    if (from == u"auto") {
        mirror.prefer = MirrorOptions::Prefer::Auto;
    } else if (from == u"list") {
        mirror.prefer = MirrorOptions::Prefer::Lists;
    } else if (from == u"dump") {
        mirror.prefer = MirrorOptions::Prefer::Dumps;
    } else {
        line.error = Tr::tr("--from must be auto, list or dump, not \"%1\".").arg(from);
        return false;
    }
    if (isSet(checkpointOption)) {
        bool ok = false;
        const int interval = parser.value(checkpointOption).toInt(&ok);
        if (!ok || interval < 1 || interval > 3'600'000) {
            line.error = Tr::tr("--checkpoint-interval must be a number of milliseconds from 1 "
                                "to 3600000.");
            return false;
        }
        mirror.checkpointIntervalMs = interval;
    }
    mirror.deleteExtras = isSet(deleteOption);
    mirror.purge = isSet(purgeOption);
    if (mirror.purge && !mirror.deleteExtras) {
        line.error = Tr::tr("--purge only says how --delete removes files; give both, or "
                            "neither.");
        return false;
    }
    mirror.dryRun = isSet(dryRunOption);
    mirror.forceBaseline = isSet(baselineOption);
    mirror.compare.compareHash = !isSet(noHashOption);
    mirror.fetch = line.fetch;
    mirror.specVersion = line.validation.specVersion;
    mirror.scope = line.scope;
    line.verbose = isSet(verboseOption);
    return true;
}

} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    CommandLine line;
    line.usage = generalUsage();
    if (arguments.size() < 2) {
        line.error = Tr::tr("No command given.");
        return line;
    }
    const QString command = arguments.at(1);
    if (command == u"--help" || command == u"-h" || command == u"help") {
        line.command = Command::Help;
        return line;
    }
    if (command == u"--version" || command == u"-v") {
        line.command = Command::Version;
        return line;
    }

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show this help."));
    parser.addOption(helpOption);
    QStringList commandArguments = arguments;
    commandArguments.removeAt(1);
    if (command == u"history" || command == u"compare") {
        parseHistoryCommandLine(command, commandArguments, line);
        return line;
    }

    if (command == u"validate") {
        parser.setApplicationDescription(
            Tr::tr("Checks each document on its own against the ResourceSync rules.\n"
                   "Arguments: files (.xml or .xml.gz), file:// URLs or http(s):// URLs."));
        parser.addPositionalArgument(QStringLiteral("documents"),
                                     QStringLiteral("Files or URLs to validate."),
                                     QStringLiteral("<file|url>..."));
        parser.addOptions(reportOptions());
        parser.addOptions(judgingOptions());
        parser.addOption(expectOption);
        parser.addOptions(networkOptions());
    } else if (command == u"crawl") {
        parser.setApplicationDescription(
            Tr::tr("Discovers a ResourceSync source and checks it whole: each document, and how "
                   "they link to one another.\n"
                   "Argument: a site (http://host/: its well-known URI, robots.txt and home "
                   "page are tried), any document of the source (http(s) URL, file:// URL or "
                   "file; its \"up\" links lead to the Source Description), or a folder laid "
                   "out like the source's web server."));
        parser.addPositionalArgument(QStringLiteral("source"),
                                     QStringLiteral("A site, a document of the source, or a "
                                                    "folder."),
                                     QStringLiteral("<url|path>"));
        parser.addOptions(reportOptions());
        parser.addOptions(judgingOptions());
        parser.addOptions({maxDocumentsOption, checkResourcesOption, hashOption});
        parser.addOptions(capabilityListOptions());
        parser.addOptions(resourceFilterOptions());
        parser.addOptions(sampleOptions());
        parser.addOptions(networkOptions());
        parser.addOption(userOption);
        parser.addOptions(saveOptions());
    } else if (command == u"audit" || command == u"mirror") {
        const bool mirror = command == u"mirror";
        parser.setApplicationDescription(
            mirror ? Tr::tr("Brings a local copy up to date with a ResourceSync source: a "
                            "baseline from its Resource List or Resource Dump, then the changes "
                            "from its Change Lists or Change Dump.\n"
                            "Arguments: the source (as for crawl: a site, a document of the "
                            "source or a folder) and the folder of the local copy.")
                   : Tr::tr("Compares a local copy with a ResourceSync source, by lastmod, "
                            "length and hash, without downloading anything.\n"
                            "Arguments: the source (as for crawl: a site, a document of the "
                            "source or a folder) and the folder of the local copy."));
        parser.addPositionalArgument(QStringLiteral("source"),
                                     QStringLiteral("A site, a document of the source, or a "
                                                    "folder."),
                                     QStringLiteral("<url|path>"));
        parser.addPositionalArgument(QStringLiteral("dir"),
                                     QStringLiteral("The folder of the local copy."),
                                     QStringLiteral("<dir>"));
        parser.addOptions(reportOptions());
        parser.addOption(verboseOption);
        if (mirror)
            parser.addOptions({dryRunOption, deleteOption, purgeOption, fromOption, baselineOption,
                               noHashOption, checkpointOption});
        else
            parser.addOptions({noHashOption, noLengthOption, noLastmodOption});
        parser.addOptions(capabilityListOptions());
        if (mirror)
            parser.addOptions(resourceFilterOptions());
        parser.addOptions(judgingOptions());
        parser.addOption(maxDocumentsOption);
        parser.addOptions(networkOptions());
        parser.addOption(userOption);
        parser.addOptions(saveOptions());
    } else if (command == u"watch") {
        parser.setApplicationDescription(watchDescription());
        parser.addPositionalArgument(QStringLiteral("source"),
                                     QStringLiteral("A site, a document of the source, or a "
                                                    "folder."),
                                     QStringLiteral("<url|path>"));
        parser.addOptions(reportOptions());
        parser.addOptions(watchOptions());
        parser.addOptions({deleteOption, purgeOption, fromOption, noHashOption});
        parser.addOptions(judgingOptions());
        parser.addOption(maxDocumentsOption);
        parser.addOptions(networkOptions());
        parser.addOption(userOption);
    } else if (command == u"rules") {
        parser.setApplicationDescription(Tr::tr("Lists the conformance rules."));
        parser.addOptions({rulesFormatOption, outputOption});
    } else {
        line.error = Tr::tr("Unknown command \"%1\".").arg(command);
        return line;
    }

    if (!parser.parse(commandArguments)) {
        line.error = parser.errorText();
        return line;
    }
    if (parser.isSet(helpOption)) {
        line.command = Command::Help;
        line.usage = parser.helpText().replace(QStringLiteral("[options]"),
                                               command + QStringLiteral(" [options]"));
        if (command == u"audit" || command == u"mirror")
            line.usage += syncNotes(command == u"mirror");
        else if (command == u"watch")
            line.usage += watchNotes();
        else if (command != u"rules")
            line.usage += commandNotes();
        return line;
    }

    if (command == u"rules") {
        line.command = Command::Rules;
        const QString format = parser.value(rulesFormatOption);
        if (format != u"text" && format != u"json") {
            line.error = Tr::tr("rules --format must be text or json, not \"%1\".").arg(format);
            return line;
        }
        line.format = format == u"json" ? ReportFormat::Json : ReportFormat::Text;
        line.outputFile = parser.value(outputOption);
        return line;
    }

    line.inputs = parser.positionalArguments();
    if (command == u"crawl") {
        line.command = Command::Crawl;
        if (line.inputs.size() != 1) {
            line.error = line.inputs.isEmpty()
                ? Tr::tr("crawl needs the URL or path of a source.")
                : Tr::tr("crawl takes one URL or path, not %1.").arg(line.inputs.size());
            return line;
        }
        if (applyReportOptions(parser, line) && applyJudgingOptions(parser, line)
            && applyNetworkOptions(parser, line) && applyCrawlOptions(parser, line)
            && applySaveOptions(parser, line)
            && applyScopeOptions(parser, line, {true, true, true, true}) && !line.checkResources
            && (line.scope.filtersResources() || line.scope.samples()))
            line.error = Tr::tr("--include, --exclude and --sample choose the resources to "
                                "check: give --check-resources or --hash with them.");
        return line;
    }

    if (command == u"audit" || command == u"mirror") {
        const bool mirror = command == u"mirror";
        line.command = mirror ? Command::Mirror : Command::Audit;
        if (!applySyncArguments(command, line) || !applyReportOptions(parser, line)
            || !applyJudgingOptions(parser, line) || !applyNetworkOptions(parser, line)
            || !applyCrawlAccessOptions(parser, line) || !applySaveOptions(parser, line)
            || !applyScopeOptions(parser, line, {true, mirror, false, true}))
            return line;
        if (mirror)
            applyMirrorOptions(parser, line);
        else
            applyAuditOptions(parser, line);
        return line;
    }

    if (command == u"watch") {
        line.command = Command::Watch;
        if (line.inputs.size() != 1) {
            line.error = Tr::tr("watch needs one URL or path of a source.");
            return line;
        }
        if (!applyReportOptions(parser, line) || !applyJudgingOptions(parser, line)
            || !applyNetworkOptions(parser, line) || !applyCrawlAccessOptions(parser, line)
            || !applyMirrorOptions(parser, line)
            || !applyWatchOptions(parser, line.watch, line.error))
            return line;
        if (line.format == ReportFormat::JUnit)
            line.error = Tr::tr("watch --format must be text or json.");
        return line;
    }

    line.command = Command::Validate;
    if (line.inputs.isEmpty()) {
        line.error = Tr::tr("validate needs at least one file or URL.");
        return line;
    }
    if (applyReportOptions(parser, line) && applyJudgingOptions(parser, line)
        && applyExpectOption(parser, line) && applyNetworkOptions(parser, line))
        applyScopeOptions(parser, line, {false, false, false, true});
    return line;
}

} // namespace rsi::cli
