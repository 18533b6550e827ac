// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rsinspector-cli: the engine without a window, for scripts and CI pipelines.
// The composition root of the command-line tool: it builds the services a
// command needs and hands them over.
#include "clioutput.h"
#include "commandline.h"
#include "comparecommand.h"
#include "crawlcommand.h"
#include "historycommand.h"
#include "interruptguard.h"
#include "report/ruletablewriter.h"
#include "synccommand.h"
#include "translationloader.h"
#include "util/allocator.h"
#include "validatecommand.h"
#include "validation/validator.h"
#include "watchcommand.h"

#include <QCoreApplication>
#include <QNetworkProxyFactory>

#include <functional>

using namespace rsi::cli; // NOLINT: the exit-code enumerators read better unqualified

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    // Qt's own event loop rather than GLib's: GLib's writes its wake-up
    // descriptor for every event posted from another thread, Qt's once per
    // wake-up, and a mirror posts several events per file between its
    // threads (100,000 system calls for 10,000 files). The tool needs nothing
    // of GLib's (a QT_NO_GLIB set already is left as it is).
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rsinspector-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RSI_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("ResourceSync Inspector"));
    rsi::installTranslations();
    // Process-wide: every QNetworkAccessManager asks the system (on Unix the
    // http_proxy, https_proxy and no_proxy variables) which proxy to use.
    QNetworkProxyFactory::setUseSystemConfiguration(true);

    const CommandLine line = parseCommandLine(QCoreApplication::arguments());
    if (!line.error.isEmpty()) {
        printError(line.error);
        printTo(stderr, line.usage.toLocal8Bit());
        return ExitCannotRun;
    }
    switch (line.command) {
    case Command::Help:
        printTo(stdout, line.usage.toLocal8Bit());
        return ExitOk;
    case Command::Version:
        printTo(
            stdout,
            QStringLiteral("rsinspector-cli %1\n").arg(QStringLiteral(RSI_VERSION)).toLocal8Bit());
        return ExitOk;
    case Command::Rules: {
        // The narrowest command that checks each rule; crawl runs validate's too.
        const rsi::RuleCheckers &checked = rsi::ruleCheckers();
        const QByteArray table = line.format == rsi::ReportFormat::Json
            ? rsi::writeRuleTableJson(checked)
            : rsi::writeRuleTableText(checked);
        return deliver(table, line) ? ExitOk : ExitCannotRun;
    }
    case Command::Validate: {
        InterruptGuard interrupts(&app);
        return runValidate(app, line, interrupts);
    }
    case Command::Crawl: {
        InterruptGuard interrupts(&app);
        return runCrawl(app, line, interrupts);
    }
    case Command::Audit:
    case Command::Mirror: {
        InterruptGuard interrupts(&app);
        return runSync(app, line, interrupts);
    }
    case Command::Watch: {
        InterruptGuard interrupts(&app);
        return runWatch(app, line, [&interrupts](std::function<void()> handler) {
            interrupts.setHandler(std::move(handler));
        });
    }
    case Command::History:
        return runHistory(line);
    case Command::Compare:
        return runCompare(line);
    case Command::None:
        break;
    }
    return ExitCannotRun;
}
