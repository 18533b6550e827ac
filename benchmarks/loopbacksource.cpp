// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopbacksource.h"

#include "syntheticsource.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

namespace rsi::bench {

namespace {

// What the documents name when bench_server serves them: it learns its port
// only once started, after the documents may have been written.
const QByteArray placeholderOrigin = "http://bench.invalid";

quint16 freePort(const QHostAddress &address)
{
    QTcpServer probe;
    if (!probe.listen(address))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

// nginx forks its worker after it has started: wait until someone listens.
bool acceptsConnections(const QHostAddress &address, quint16 port)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        QTcpSocket socket;
        socket.connectToHost(address, port);
        if (socket.waitForConnected(100))
            return true;
        QThread::msleep(50);
    }
    return false;
}

// The child ends when this process does, however it ends (Linux): a
// benchmark stopped with Ctrl-C or killed leaves no server behind.
void stopWithThisProcess(QProcess &process)
{
#ifdef Q_OS_LINUX
    process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#else
    Q_UNUSED(process)
#endif
}

} // namespace

LoopbackSource::Settings LoopbackSource::fromEnvironment()
{
    Settings settings;
    const QString address = qEnvironmentVariable("RSI_BENCH_ADDRESS");
    if (!address.isEmpty())
        settings.address = address;
    return settings;
}

LoopbackSource::~LoopbackSource()
{
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished();
    }
}

bool LoopbackSource::start(const QString &work, const QString &site, const Settings &settings)
{
    QDir().mkpath(site);
    m_nginx = QStandardPaths::findExecutable(QStringLiteral("nginx"),
                                             {QStringLiteral("/usr/sbin"),
                                              QStringLiteral("/usr/local/sbin"),
                                              QStringLiteral("/usr/bin")});
    stopWithThisProcess(m_process);
    return m_nginx.isEmpty() ? startBenchServer(site) : startNginx(work, site, settings);
}

bool LoopbackSource::startNginx(const QString &work, const QString &site, const Settings &settings)
{
    const QHostAddress address(settings.address);
    const quint16 port = freePort(address);
    if (port == 0)
        return false;
    const QByteArray hostAndPort = settings.address.toLatin1() + ':' + QByteArray::number(port);
    m_origin = "http://" + hostAndPort;
    // Its workers may run as another user: they must be able to read.
    for (const QString &dir : {work, site})
        QFile::setPermissions(dir,
                              QFile::permissions(dir) | QFile::ReadOther | QFile::ExeOther
                                  | QFile::ReadGroup | QFile::ExeGroup);
    // Every path nginx writes to is below work: it needs no root.
    const QByteArray temp = (work + QStringLiteral("/nginx-temp")).toUtf8();
    QDir().mkpath(QString::fromUtf8(temp));
    const QByteArray keepAlive = settings.keepAliveRequests > 0
        ? "  keepalive_requests " + QByteArray::number(settings.keepAliveRequests) + ";\n"
        : QByteArray();
    const QString config = work + QStringLiteral("/nginx.conf");
    const bool written = writeFile(
        config,
        "worker_processes 1;\ndaemon off;\npid " + work.toUtf8() + "/nginx.pid;\nerror_log "
            + work.toUtf8()
            + "/nginx-error.log;\nevents { worker_connections 1024; }\n"
              "http {\n  access_log off;\n  sendfile on;\n  tcp_nopush on;\n"
            + keepAlive
            + "  types { application/xml xml; text/plain txt; }\n"
              "  default_type application/xml;\n  client_body_temp_path "
            + temp + ";\n  proxy_temp_path " + temp + ";\n  fastcgi_temp_path " + temp
            + ";\n  uwsgi_temp_path " + temp + ";\n  scgi_temp_path " + temp
            + ";\n  server { listen " + hostAndPort + "; root " + site.toUtf8() + "; }\n}\n");
    if (!written)
        return false;
    m_process.setProgram(m_nginx);
    m_process.setArguments({QStringLiteral("-c"), config, QStringLiteral("-p"), work,
                            QStringLiteral("-e"), work + QStringLiteral("/nginx-error.log")});
    m_process.setProcessChannelMode(QProcess::ForwardedChannels);
    m_process.start();
    return m_process.waitForStarted() && acceptsConnections(address, port);
}

bool LoopbackSource::startBenchServer(const QString &site)
{
    m_process.setProgram(QStringLiteral(RSI_BENCH_SERVER_PATH));
    m_process.setArguments({site, QString::fromLatin1(placeholderOrigin)});
    m_process.start();
    // It prints its port once it listens.
    if (!m_process.waitForStarted() || !m_process.waitForReadyRead(10'000))
        return false;
    m_origin = "http://127.0.0.1:" + m_process.readLine().trimmed();
    return true;
}

QByteArray LoopbackSource::documentOrigin() const
{
    return m_nginx.isEmpty() ? placeholderOrigin : m_origin;
}

QString LoopbackSource::name() const
{
    return m_nginx.isEmpty()
        ? QStringLiteral("the project's own server (bench_server; nginx is not installed)")
        : QStringLiteral("nginx (%1)").arg(m_nginx);
}

QString LoopbackSource::nameWithWorkers() const
{
    return m_nginx.isEmpty() ? name() : QStringLiteral("nginx (%1, 1 worker)").arg(m_nginx);
}

} // namespace rsi::bench
