// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rsinspector: the desktop application. Composes the window from ui/ and
// the engine from core/; everything else lives there.

#include "common/icons.h"
#include "history/historystore.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "translationloader.h"
#include "util/allocator.h"
#include "util/workerpool.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QNetworkProxyFactory>
#include <QThreadPool>
#include <QTimer>

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ResourceSync Inspector"));
    QApplication::setApplicationName(QStringLiteral("rsinspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("ResourceSync Inspector"));
    QApplication::setApplicationVersion(QStringLiteral(RSI_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.rsinspector"));
    QApplication::setWindowIcon(rsi::applicationIcon());
    QNetworkProxyFactory::setUseSystemConfiguration(true);

    rsi::AppSettings settings;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Explore, validate and mirror ResourceSync sources."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QApplication::translate("main", "Open the bundled demo source, served on loopback."));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Use this language (en, de, ja) instead of the setting."),
        QStringLiteral("language"));
    parser.addOption(demo);
    parser.addOption(language);
    parser.addPositionalArgument(
        QStringLiteral("source"),
        QApplication::translate("main", "A site, a document URL or a local path to open."),
        QStringLiteral("[source]"));
    parser.process(app);
    rsi::installTranslations(parser.isSet(language) ? parser.value(language) : settings.language());

    rsi::CredentialStore credentials(QStringLiteral("rsinspector"));
    rsi::MainWindow window(settings, credentials);
    window.setHistory(rsi::HistoryStore::defaultPath());
    window.show();
    // A source named on the command line is opened once the keychain has
    // answered, so that its first requests carry the credentials kept for it.
    const auto openFirst = [&window, &parser, &demo] {
        if (parser.isSet(demo))
            window.openDemo();
        else if (!parser.positionalArguments().isEmpty())
            window.openSource(parser.positionalArguments().constFirst());
    };
    const QStringList hosts = settings.credentialHosts();
    if (hosts.isEmpty()) {
        QTimer::singleShot(0, &window, openFirst);
    } else {
        QObject::connect(&credentials, &rsi::CredentialStore::loaded, &window, openFirst,
                         Qt::SingleShotConnection);
        credentials.load(hosts);
    }
    const int status = QApplication::exec();
    // Work still queued or running on the worker threads (a large XML being
    // laid out, say) must end while the application it uses still exists.
    rsi::workerPool()->clear();
    rsi::workerPool()->waitForDone();
    return status;
}
