// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>

namespace rsi::bench {

// A folder served over HTTP on 127.0.0.1 by a process of its own, as a real
// source would be: nginx when it is installed (Debian's nginx-light, started
// with a configuration of its own on a free loopback port, one worker), else
// the project's bench_server (the tests' loopback server, keep-alive). The
// server stops with this object, and with the benchmark however that ends.
class LoopbackSource final
{
public:
    struct Settings
    {
        // Requests nginx answers on one connection before closing it; 0 keeps
        // nginx's own default (1000).
        int keepAliveRequests = 0;
        // Where nginx listens: a loopback address, or one of this machine's
        // own (RSI_BENCH_ADDRESS). Loopback hides what a real host costs: Qt
        // asks libproxy which proxy to use for any other host.
        QString address = QStringLiteral("127.0.0.1");
    };
    // Settings whose address is RSI_BENCH_ADDRESS when set (nginx only: the
    // project's own server listens on loopback).
    static Settings fromEnvironment();

    LoopbackSource() = default;
    ~LoopbackSource();
    Q_DISABLE_COPY_MOVE(LoopbackSource)

    // Serves site (made if missing; files may be written into it later);
    // work holds the server's configuration, logs and temporary files. False
    // when the server does not start or does not accept connections.
    bool start(const QString &work, const QString &site, const Settings &settings);

    // "http://<address>:<port>", where the source is served.
    QByteArray origin() const { return m_origin; }
    // The origin the documents must name: origin(), or the placeholder that
    // bench_server replaces with its own as it serves them.
    QByteArray documentOrigin() const;
    // "nginx (<path>)", or a sentence saying bench_server serves it instead.
    QString name() const;
    // The same with nginx's worker count: "nginx (<path>, 1 worker)".
    QString nameWithWorkers() const;

private:
    bool startNginx(const QString &work, const QString &site, const Settings &settings);
    bool startBenchServer(const QString &site);

    QProcess m_process;
    QString m_nginx; // its path; empty when bench_server serves
    QByteArray m_origin;
};

} // namespace rsi::bench
