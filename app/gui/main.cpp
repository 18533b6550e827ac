// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rsinspector: the desktop application. Composes the window from ui/ and
// the engine from core/; everything else lives there.

#include "common/icons.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "translationloader.h"
#include "util/allocator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QNetworkProxyFactory>
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
    parser.setApplicationDescription(QApplication::translate(
        "main", "Explore, validate and mirror ResourceSync sources."));
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
    rsi::installTranslations(parser.isSet(language) ? parser.value(language)
                                                    : settings.language());

    rsi::CredentialStore credentials(QStringLiteral("rsinspector"));
    credentials.load(settings.credentialHosts());
    rsi::MainWindow window(settings, credentials);
    window.show();
    if (parser.isSet(demo))
        QTimer::singleShot(0, &window, &rsi::MainWindow::openDemo);
    else if (!parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&window, &parser] {
            window.openSource(parser.positionalArguments().constFirst());
        });
    return QApplication::exec();
}
