// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The options of rsinspector-cli's commands and the help texts around them,
// defined in commandlineoptions.cpp. Private to it and commandline.cpp.
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace rsi::cli::commandlineoptions {

// The help without a command: the commands and the exit codes.
QString generalUsage();
// What validate's and crawl's help add after the options.
QString commandNotes();
// What audit's and mirror's help add after the options.
QString syncNotes(bool mirror);

// Reports and how documents are judged.
extern const QCommandLineOption formatOption;
extern const QCommandLineOption rulesFormatOption;
extern const QCommandLineOption specOption;
extern const QCommandLineOption outputOption;
extern const QCommandLineOption quietOption;
extern const QCommandLineOption progressOption;
extern const QCommandLineOption strictOption;
extern const QCommandLineOption expectOption;
extern const QCommandLineOption maxEntriesOption;
// The network, and how a crawl reaches the source.
extern const QCommandLineOption timeoutOption;
extern const QCommandLineOption concurrencyOption;
extern const QCommandLineOption delayOption;
extern const QCommandLineOption retriesOption;
extern const QCommandLineOption userAgentOption;
extern const QCommandLineOption tokenOption;
extern const QCommandLineOption userOption;
extern const QCommandLineOption maxDocumentsOption;
extern const QCommandLineOption checkResourcesOption;
extern const QCommandLineOption hashOption;
extern const QCommandLineOption insecureOption;
// audit, mirror and watch.
extern const QCommandLineOption noHashOption;
extern const QCommandLineOption noLengthOption;
extern const QCommandLineOption noLastmodOption;
extern const QCommandLineOption verboseOption;
extern const QCommandLineOption dryRunOption;
extern const QCommandLineOption deleteOption;
extern const QCommandLineOption purgeOption;
extern const QCommandLineOption fromOption;
extern const QCommandLineOption checkpointOption; // hidden from the help
extern const QCommandLineOption baselineOption;

// The options of every command that writes a report.
const QList<QCommandLineOption> &reportOptions();
// How documents are judged.
const QList<QCommandLineOption> &judgingOptions();
// --timeout, --concurrency, --delay, --retries, --user-agent, --token, --insecure.
const QList<QCommandLineOption> &networkOptions();

} // namespace rsi::cli::commandlineoptions
