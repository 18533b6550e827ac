// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QHostAddress>
#include <QList>
#include <QUrl>

class QCommandLineParser;

namespace rsi::cli {

// What `watch` adds to the options of the other commands (design.md,
// "Following a source over time: watch").
struct WatchSettings
{
    QHostAddress listenAddress = QHostAddress::LocalHost; // --listen HOST:PORT
    quint16 listenPort = 0;
    QUrl callbackUrl; // --callback-url
    qint64 leaseSeconds = 86'400; // --lease
    QString mirrorDirectory; // --mirror DIR
    int pollSeconds = 0; // --poll
    int durationSeconds = 0; // --duration
};

QList<QCommandLineOption> watchOptions();
QString watchDescription();
// What watch's help adds after the options.
QString watchNotes();
// Reads watch's own options; false with error set when one is wrong.
bool applyWatchOptions(const QCommandLineParser &parser, WatchSettings &settings, QString &error);

} // namespace rsi::cli
