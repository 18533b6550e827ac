// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "callbackserver.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace rsi {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 410:
        return "Gone";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return status < 300 ? "OK" : "Error";
    }
}

// Bytes read from a socket at once: enough for a notification in a few
// reads, little enough that a 10 MiB body never sits twice in memory.
constexpr qint64 readChunkBytes = 64 * 1024;

} // namespace

// One client connection: reads one request through the parser, answers it
// and closes. Owned by the server (a child), deleted once the socket is.
class CallbackConnection final : public QObject
{
public:
    CallbackConnection(CallbackServer *server, QTcpSocket *socket, int requestTimeoutMs,
                       int idleTimeoutMs)
        : QObject(server)
        , m_server(server)
        , m_socket(socket)
        , m_parser(server->limits())
        , m_idleTimeoutMs(idleTimeoutMs)
    {
        m_socket->setParent(this);
        m_idle.setSingleShot(true);
        m_deadline.setSingleShot(true);
        connect(&m_idle, &QTimer::timeout, this, &CallbackConnection::onTimeout);
        connect(&m_deadline, &QTimer::timeout, this, &CallbackConnection::onTimeout);
        connect(m_socket, &QTcpSocket::readyRead, this, &CallbackConnection::onReadyRead);
        connect(m_socket, &QTcpSocket::disconnected, this, &CallbackConnection::finish);
        connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
            // The peer went away (or reset): nothing to answer any more.
            if (!m_answered)
                finish();
        });
        connect(m_socket, &QTcpSocket::bytesWritten, this, [this] {
            if (m_answered && m_socket->bytesToWrite() == 0)
                m_socket->disconnectFromHost();
            else if (m_answered)
                m_idle.start(m_idleTimeoutMs);
        });
        m_idle.start(m_idleTimeoutMs);
        m_deadline.start(requestTimeoutMs);
        onReadyRead();
    }

    ~CallbackConnection() override
    {
        if (m_server)
            m_server->connectionClosed();
    }

    // The server is going away: nothing is to be reported to it any more.
    void detach() { m_server = nullptr; }

private:
    void onReadyRead()
    {
        if (m_answered) {
            // One request per connection: what follows is not read, and not kept.
            m_socket->skip(m_socket->bytesAvailable());
            return;
        }
        while (!m_answered && m_socket->bytesAvailable() > 0) {
            const QByteArray bytes = m_socket->read(readChunkBytes);
            if (bytes.isEmpty())
                break;
            m_idle.start(m_idleTimeoutMs);
            switch (m_parser.feed(bytes)) {
            case HttpRequestParser::State::NeedMore:
                break;
            case HttpRequestParser::State::HeadComplete:
                if (m_parser.expectsContinue() && !m_continued) {
                    m_continued = true;
                    m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
                }
                break;
            case HttpRequestParser::State::Complete:
                answer(m_server ? m_server->dispatch(m_parser.request())
                                : HttpResponse::text(503, "Shutting down\n"));
                break;
            case HttpRequestParser::State::Failed:
                refuse(m_parser.errorStatus(), m_parser.errorReason());
                break;
            }
        }
    }

    void onTimeout()
    {
        if (m_answered) {
            // The client does not take the answer: let it go.
            m_socket->abort();
            finish();
            return;
        }
        refuse(408, "Request timeout");
    }

    void refuse(int status, const QByteArray &reason)
    {
        if (m_server)
            Q_EMIT m_server->requestRefused(status, reason, m_parser.request().target);
        answer(HttpResponse::text(status, reason + '\n'));
    }

    void answer(const HttpResponse &response)
    {
        m_answered = true;
        m_deadline.stop();
        m_idle.start(m_idleTimeoutMs);
        m_socket->write(CallbackServer::serialize(response));
    }

    void finish()
    {
        if (m_finished)
            return;
        m_finished = true;
        m_idle.stop();
        m_deadline.stop();
        deleteLater();
    }

    CallbackServer *m_server = nullptr; // null once detached
    QTcpSocket *m_socket = nullptr;
    HttpRequestParser m_parser;
    QTimer m_idle;
    QTimer m_deadline;
    int m_idleTimeoutMs = 0;
    bool m_continued = false;
    bool m_answered = false;
    bool m_finished = false;
};

HttpResponse HttpResponse::text(int status, QByteArray body)
{
    return {status, "text/plain; charset=utf-8", std::move(body), {}};
}

CallbackServer::CallbackServer(HttpRequestLimits limits, QObject *parent)
    : QObject(parent)
    , m_limits(limits)
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &CallbackServer::onNewConnection);
}

CallbackServer::~CallbackServer()
{
    // The connections are children; they must not call back into a server
    // that is half destroyed. (No Q_OBJECT there, so no qobject_cast.)
    for (QObject *child : children()) {
        if (auto *connection = dynamic_cast<CallbackConnection *>(child))
            connection->detach();
    }
}

bool CallbackServer::listen(const QHostAddress &address, quint16 port)
{
    m_server->close();
    if (!m_server->listen(address, port)) {
        m_errorString = tr("Cannot listen on %1 port %2: %3")
                            .arg(address.toString())
                            .arg(port)
                            .arg(m_server->errorString());
        return false;
    }
    m_errorString.clear();
    return true;
}

void CallbackServer::close()
{
    m_server->close();
}

bool CallbackServer::isListening() const
{
    return m_server->isListening();
}

QHostAddress CallbackServer::address() const
{
    return m_server->serverAddress();
}

quint16 CallbackServer::port() const
{
    return m_server->serverPort();
}

QUrl CallbackServer::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(address().toString());
    url.setPort(port());
    return url;
}

void CallbackServer::setTimeouts(int requestTimeoutMs, int idleTimeoutMs)
{
    m_requestTimeoutMs = requestTimeoutMs;
    m_idleTimeoutMs = idleTimeoutMs;
}

bool CallbackServer::parseAddress(const QString &text, QHostAddress &address, quint16 &port)
{
    const qsizetype colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return false;
    QString host = text.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    else if (host.contains(u':'))
        return false; // an IPv6 address goes in brackets
    bool ok = false;
    const uint number = text.mid(colon + 1).toUInt(&ok);
    if (!ok || number > 65535)
        return false;
    QHostAddress parsed;
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        parsed = QHostAddress(QHostAddress::LocalHost);
    else if (!parsed.setAddress(host))
        return false;
    address = parsed;
    port = quint16(number);
    return true;
}

QByteArray CallbackServer::serialize(const HttpResponse &response)
{
    QByteArray bytes = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + reasonPhrase(response.status) + "\r\n";
    if (!response.contentType.isEmpty())
        bytes += "Content-Type: " + response.contentType + "\r\n";
    for (const auto &[name, value] : response.headers)
        bytes += name + ": " + value + "\r\n";
    bytes += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    bytes += "Connection: close\r\n\r\n";
    bytes += response.body;
    return bytes;
}

void CallbackServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_open >= m_maxConnections) {
            // Refused without a word: answering would cost what the limit saves.
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++m_open;
        new CallbackConnection(this, socket, m_requestTimeoutMs, m_idleTimeoutMs);
    }
}

HttpResponse CallbackServer::dispatch(const HttpRequest &request) const
{
    if (!m_handler)
        return HttpResponse::text(404, "Not found\n");
    return m_handler(request);
}

} // namespace rsi
