// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchsettings.h"

#include "notify/callbackserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rsi::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

const QCommandLineOption listenOption(
    {QStringLiteral("listen")},
    QStringLiteral("Where the callback server listens for the hubs, HOST:PORT (default "
                   "127.0.0.1:0, a free port on this machine only)."),
    QStringLiteral("host:port"), QStringLiteral("127.0.0.1:0"));
const QCommandLineOption callbackUrlOption(
    {QStringLiteral("callback-url")},
    QStringLiteral("The public URL hubs call, when they reach --listen through a tunnel or "
                   "reverse proxy (https://example.net/rsi)."),
    QStringLiteral("url"));
const QCommandLineOption leaseOption({QStringLiteral("lease")},
                                     QStringLiteral("Seconds of subscription to ask the hubs for "
                                                    "(default 86400)."),
                                     QStringLiteral("seconds"), QStringLiteral("86400"));
const QCommandLineOption mirrorOption(
    {QStringLiteral("mirror")},
    QStringLiteral("Keep a local copy in this folder up to date, at start and after every "
                   "notification or poll (as 'mirror' does)."),
    QStringLiteral("dir"));
const QCommandLineOption pollOption(
    {QStringLiteral("poll")},
    QStringLiteral("Also read the source again this often, in seconds: the only way for a "
                   "source without a notification channel."),
    QStringLiteral("seconds"));
const QCommandLineOption durationOption({QStringLiteral("duration")},
                                        QStringLiteral("Stop after this many seconds."),
                                        QStringLiteral("seconds"));

bool positiveSeconds(const QCommandLineParser &parser, const QCommandLineOption &option, qint64 max,
                     qint64 &value)
{
    bool ok = false;
    value = parser.value(option).toLongLong(&ok);
    return ok && value >= 1 && value <= max;
}

} // namespace

QList<QCommandLineOption> watchOptions()
{
    return {listenOption, callbackUrlOption, leaseOption, mirrorOption, pollOption, durationOption};
}

QString watchDescription()
{
    return Tr::tr("Follows a ResourceSync source: subscribes to the notification channels its "
                  "Capability Lists advertise (WebSub), answers the hubs' verifications, renews "
                  "the leases, checks each notification and reads again what it names; with "
                  "--mirror it keeps a local copy up to date, with --poll it reads the source "
                  "again on a timer. Runs until Ctrl-C or --duration.\n"
                  "Argument: a site, a document of the source or a folder, as for crawl.");
}

QString watchNotes()
{
    return Tr::tr(
        "\n"
        "Hubs must be able to reach the callback server. It listens on 127.0.0.1 unless\n"
        "--listen says otherwise, so only a hub on this machine can call it. A desktop\n"
        "behind a router cannot be reached by a public hub at all: run a tunnel or a\n"
        "reverse proxy that forwards to --listen (for example 'ssh -R 8080:127.0.0.1:8080\n"
        "server') and give its public address with --callback-url.\n"
        "\n"
        "Events: with --format json one JSON object per line, flushed as it happens:\n"
        "listening, channel, subscribed, renewed, denied, notification, rejected,\n"
        "refreshed, sync, unsubscribed, error, stopped.\n"
        "\n"
        "Ctrl-C (or SIGTERM) and --duration unsubscribe from every hub and stop; a\n"
        "second Ctrl-C ends at once.\n"
        "\n"
        "Exit codes: 0 it ran and stopped as asked; 1 it stopped and the last update of\n"
        "the local copy left resources failed; 2 it could not run (bad arguments, the\n"
        "source unreachable, nothing to follow: no channel and no --poll, the callback\n"
        "server could not listen).\n");
}

bool applyWatchOptions(const QCommandLineParser &parser, WatchSettings &settings, QString &error)
{
    if (!CallbackServer::parseAddress(parser.value(listenOption), settings.listenAddress,
                                      settings.listenPort)) {
        error = Tr::tr("--listen takes HOST:PORT, an IP address (IPv6 in brackets) or localhost "
                       "and a port, not \"%1\".")
                    .arg(parser.value(listenOption));
        return false;
    }
    if (parser.isSet(callbackUrlOption)) {
        const QUrl url(parser.value(callbackUrlOption), QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || url.host().isEmpty() || (scheme != u"http" && scheme != u"https")
            || url.hasQuery() || url.hasFragment()) {
            error = Tr::tr("--callback-url must be an http(s) URL without a query, such as "
                           "https://example.net/rsi, not \"%1\".")
                        .arg(parser.value(callbackUrlOption));
            return false;
        }
        settings.callbackUrl = url;
    }
    qint64 value = 0;
    // Hubs grant what they like anyway; a short lease is allowed, for tests
    // and hubs on this machine.
    if (!positiveSeconds(parser, leaseOption, 2'678'400 * 12, value)) {
        error = Tr::tr("--lease must be a whole number of seconds.");
        return false;
    }
    settings.leaseSeconds = value;
    if (parser.isSet(pollOption)) {
        if (!positiveSeconds(parser, pollOption, 86'400 * 7, value)) {
            error = Tr::tr("--poll must be a whole number of seconds, at most a week.");
            return false;
        }
        settings.pollSeconds = int(value);
    }
    if (parser.isSet(durationOption)) {
        if (!positiveSeconds(parser, durationOption, 86'400 * 365, value)) {
            error = Tr::tr("--duration must be a whole number of seconds.");
            return false;
        }
        settings.durationSeconds = int(value);
    }
    if (parser.isSet(mirrorOption)) {
        settings.mirrorDirectory = parser.value(mirrorOption);
        if (settings.mirrorDirectory.isEmpty()) {
            error = Tr::tr("--mirror needs the folder of the local copy.");
            return false;
        }
    }
    return true;
}

} // namespace rsi::cli
