// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Parses rsinspector-cli's command line and checks the values of its options.
#include "commandline.h"

#include "commandlineoptions_p.h"
#include "net/credentialorigin.h"
#include "scopeoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>

namespace rsi::cli {

using namespace commandlineoptions;

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

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
