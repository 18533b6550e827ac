// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace rsi::test {

// How a program ended: its exit code (-2 after a crash, -1 when it did not
// finish in time) and what it printed.
struct ProcessRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

struct ProcessOptions
{
    QString workingDirectory; // empty: this process's
    QProcessEnvironment environment; // empty: this process's
    int timeoutMs = 60'000;
};

// Runs a program to its end without blocking the event loop, so that a
// LoopbackServer in this process can answer it; kills it after timeoutMs.
ProcessRun runProcess(const QString &program, const QStringList &arguments,
                      const ProcessOptions &options = {});

// A JSON report's top object; empty when the bytes are not a JSON object.
QJsonObject parseJson(const QByteArray &bytes);

} // namespace rsi::test
