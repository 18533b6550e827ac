// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

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
                  "  rules                    list the conformance rules: id, level, section, "
                  "summary\n"
                  "\n"
                  "Run 'rsinspector-cli <command> --help' for the options of a command.\n"
                  "Exit codes: 0 no errors, 1 errors found, 2 could not run.\n");
}

const QCommandLineOption formatOption({QStringLiteral("format")},
                                      QStringLiteral("Report format: text, json or junit."),
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
                QStringLiteral("A bearer token for one host, sent to that host only (repeatable)."),
                QStringLiteral("host=token"));
const QCommandLineOption
    insecureOption({QStringLiteral("insecure")},
                   QStringLiteral("Accept invalid TLS certificates (never the default)."));

bool applyValidateOptions(const QCommandLineParser &parser, CommandLine &line)
{
    const auto format = reportFormatFromName(parser.value(formatOption));
    if (!format) {
        line.error = Tr::tr("--format must be text, json or junit, not \"%1\".")
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
    line.validation.strict = parser.isSet(strictOption);
    bool numberOk = false;
    const qint64 maxEntries = parser.value(maxEntriesOption).toLongLong(&numberOk);
    if (!numberOk || maxEntries < 1) {
        line.error = Tr::tr("--max-entries must be a positive whole number.");
        return false;
    }
    line.validation.maxEntries = maxEntries;
    if (parser.isSet(expectOption)) {
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
    }
    const int timeout = parser.value(timeoutOption).toInt(&numberOk);
    if (!numberOk || timeout < 1) {
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
    const QStringList tokens = parser.values(tokenOption);
    for (const QString &token : tokens) {
        const qsizetype equals = token.indexOf(u'=');
        if (equals <= 0 || equals == token.size() - 1) {
            line.error = Tr::tr("--token takes host=token, not \"%1\".").arg(token);
            return false;
        }
        line.fetch.bearerTokens.insert(token.left(equals).toLower(), token.mid(equals + 1));
    }
    line.outputFile = parser.value(outputOption);
    line.quiet = parser.isSet(quietOption);
    line.progress = parser.isSet(progressOption);
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

    if (command == u"validate") {
        parser.setApplicationDescription(
            Tr::tr("Checks each document on its own against the ResourceSync rules.\n"
                   "Arguments: files (.xml or .xml.gz), file:// URLs or http(s):// URLs."));
        parser.addPositionalArgument(QStringLiteral("documents"),
                                     QStringLiteral("Files or URLs to validate."),
                                     QStringLiteral("<file|url>..."));
        parser.addOptions({formatOption, specOption, outputOption, quietOption, progressOption,
                           strictOption, expectOption, maxEntriesOption, timeoutOption,
                           concurrencyOption, delayOption, retriesOption, userAgentOption,
                           tokenOption, insecureOption});
    } else if (command == u"rules") {
        parser.setApplicationDescription(Tr::tr("Lists the conformance rules."));
        parser.addOptions({formatOption, outputOption});
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
        return line;
    }

    if (command == u"rules") {
        line.command = Command::Rules;
        const QString format = parser.value(formatOption);
        if (format != u"text" && format != u"json") {
            line.error = Tr::tr("rules --format must be text or json, not \"%1\".").arg(format);
            return line;
        }
        line.format = format == u"json" ? ReportFormat::Json : ReportFormat::Text;
        line.outputFile = parser.value(outputOption);
        return line;
    }

    line.command = Command::Validate;
    line.inputs = parser.positionalArguments();
    if (line.inputs.isEmpty()) {
        line.error = Tr::tr("validate needs at least one file or URL.");
        return line;
    }
    applyValidateOptions(parser, line);
    return line;
}

} // namespace rsi::cli
