// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "demoserver.h"

#include "demolive.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <variant>

namespace rsi {

namespace {

// A request head larger than this is refused (431): the demo's URLs are short,
// and a client that sends more is broken or hostile.
constexpr qsizetype maxHeadBytes = 16 * 1024;
// The demo's files are a few kilobytes; nothing larger is read into memory.
constexpr qint64 maxFileBytes = 16 * 1024 * 1024;
// More connections than this at once are closed unanswered: the app's own
// crawler opens a handful.
constexpr int maxConnections = 64;
// A connection that sends no complete request for this long is closed, so
// that a stalled client cannot hold a socket for ever.
constexpr int idleTimeoutMs = 30'000;
// The demo hub's subscription requests are short forms.
constexpr qsizetype maxBodyBytes = 64 * 1024;

struct MediaType
{
    QByteArray contentType;
    bool text = false; // the placeholder origin is replaced in it
};

// What a web server would say for these files. A file without an extension
// is XML because the one that matters, /.well-known/resourcesync, is a
// Source Description.
MediaType mediaTypeFor(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix.isEmpty() || suffix == u"xml")
        return {"application/xml", true};
    if (suffix == u"html" || suffix == u"htm")
        return {"text/html; charset=utf-8", true};
    if (suffix == u"txt")
        return {"text/plain; charset=utf-8", true};
    if (suffix == u"json")
        return {"application/json", true};
    if (suffix == u"md")
        return {"text/markdown; charset=utf-8", true};
    if (suffix == u"css")
        return {"text/css; charset=utf-8", true};
    // Binary files are sent as they are: replacing bytes would break them.
    if (suffix == u"zip")
        return {"application/zip", false};
    if (suffix == u"gz")
        return {"application/gzip", false};
    if (suffix == u"svg")
        return {"image/svg+xml", false};
    if (suffix == u"png")
        return {"image/png", false};
    return {"application/octet-stream", false};
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 202:
        return "Accepted";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 413:
        return "Content Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Status";
    }
}

struct Response
{
    int status = 200;
    QByteArray contentType;
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;
};

// The value of a header in a request head, empty when absent.
QByteArray headerValue(const QByteArray &head, QByteArrayView name)
{
    const QList<QByteArray> lines = head.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

Response errorResponse(int status)
{
    return {status,
            "text/plain; charset=utf-8",
            QByteArray::number(status) + ' ' + reasonPhrase(status) + '\n',
            {}};
}

// Where the request target leads under root, or the status that refuses it.
// Refuses rather than normalises: "..", "." and empty segments (encoded or
// not), backslashes, colons (drive letters, resource paths) and NUL are never
// part of a demo URL, so a request with them is probing, and 400 says so. Symbolic links inside a
// folder may point anywhere: what counts is where they lead (Qt resources have none).
std::variant<QString, int> resolve(const QString &root, const QByteArray &target)
{
    if (!target.startsWith('/')) // absolute-form "http://..." and "*": not a proxy
        return 400;
    QByteArray encoded = target;
    const qsizetype end = encoded.indexOf('?');
    if (end >= 0)
        encoded.truncate(end);
    const QByteArray decoded = QByteArray::fromPercentEncoding(encoded);
    if (decoded.contains('\0') || decoded.contains('\\'))
        return 400;
    const QString relative = QString::fromUtf8(decoded).mid(1);
    if (QDir::isAbsolutePath(relative) || relative.contains(u':'))
        return 400;
    const QStringList segments = relative.split(u'/');
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &segment = segments.at(i);
        // A trailing slash leaves one empty segment: the folder itself.
        const bool last = i == segments.size() - 1;
        if (segment == u".." || segment == u"." || (segment.isEmpty() && !last))
            return 400;
    }

    QString fileName = relative.isEmpty() ? root : root + u'/' + relative;
    if (fileName.endsWith(u'/'))
        fileName.chop(1);
    if (QFileInfo(fileName).isDir()) {
        // "/" and any folder: its index page.
        const QString page = fileName + QStringLiteral("/index.html");
        fileName = QFileInfo(page).isFile() ? page : fileName + QStringLiteral("/index.xml");
    }
    const QFileInfo info(fileName);
    if (!info.isFile())
        return 404;
    if (!root.startsWith(u':')) {
        const QString canonicalRoot = QFileInfo(root).canonicalFilePath() + u'/';
        if (!info.canonicalFilePath().startsWith(canonicalRoot))
            return 404;
    }
    return fileName;
}

// One client connection: reads one request, answers it, closes. Knows only
// what it needs to answer (root and origins), not the server, so that it can
// outlive neither nor depend on the server's destruction order.
class Connection final : public QObject
{
public:
    Connection(QTcpSocket *socket, QString root, QByteArray origin, DemoLive *live)
        : QObject(socket)
        , m_socket(socket)
        , m_root(std::move(root))
        , m_origin(std::move(origin))
        , m_live(live)
    {
        connect(socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        m_idle.setSingleShot(true);
        connect(&m_idle, &QTimer::timeout, socket, &QTcpSocket::abort);
        m_idle.start(idleTimeoutMs);
    }

private:
    void onReadyRead()
    {
        if (m_answered) {
            m_socket->readAll(); // a request body, or more: one answer per connection
            return;
        }
        m_head += m_socket->read(maxHeadBytes + 4 + maxBodyBytes - m_head.size());
        qsizetype headEnd = m_head.indexOf("\r\n\r\n");
        qsizetype separator = 4;
        if (headEnd < 0) {
            headEnd = m_head.indexOf("\n\n"); // lenient: bare line feeds
            separator = 2;
        }
        if (headEnd < 0) {
            if (m_head.size() > maxHeadBytes)
                answer(errorResponse(431), true);
            return;
        }
        if (headEnd > maxHeadBytes) {
            answer(errorResponse(431), true);
            return;
        }
        // A body only for the demo hub's forms: wait for all of it.
        const QByteArray head = m_head.left(headEnd);
        bool numberOk = false;
        const qint64 length = headerValue(head, "Content-Length").toLongLong(&numberOk);
        if (numberOk && length > maxBodyBytes) {
            answer(errorResponse(413), true);
            return;
        }
        const QByteArray body = m_head.mid(headEnd + separator);
        if (numberOk && body.size() < length)
            return;
        handle(head, numberOk ? body.left(length) : QByteArray());
    }

    void handle(const QByteArray &head, const QByteArray &body)
    {
        const qsizetype lineEnd = head.indexOf('\n');
        const QByteArray requestLine = (lineEnd < 0 ? head : head.left(lineEnd)).trimmed();
        const QList<QByteArray> parts = requestLine.split(' ');
        if (parts.size() != 3 || parts.at(0).isEmpty() || parts.at(1).isEmpty()) {
            answer(errorResponse(400), true);
            return;
        }
        const QByteArray &method = parts.at(0);
        const bool isHead = method == "HEAD";
        if (!parts.at(2).startsWith("HTTP/")) {
            answer(errorResponse(400), !isHead);
            return;
        }
        if (!parts.at(2).startsWith("HTTP/1.")) {
            answer(errorResponse(505), !isHead);
            return;
        }
        const qsizetype question = parts.at(1).indexOf('?');
        const QByteArray path = question < 0 ? parts.at(1) : parts.at(1).left(question);
        if (m_live) {
            if (const std::optional<DemoLive::Answer> live
                = m_live->answer(method, path, headerValue(head, "Content-Type"), body)) {
                answer({live->status, live->contentType, live->body, live->headers}, !isHead);
                return;
            }
        }
        if (method != "GET" && !isHead) {
            answer(errorResponse(405), true);
            return;
        }
        const std::variant<QString, int> resolved = resolve(m_root, parts.at(1));
        if (const int *status = std::get_if<int>(&resolved)) {
            answer(errorResponse(*status), !isHead);
            return;
        }
        const QString &fileName = std::get<QString>(resolved);
        QFile file(fileName);
        if (file.size() > maxFileBytes || !file.open(QIODevice::ReadOnly)) {
            answer(errorResponse(500), !isHead);
            return;
        }
        const MediaType type = mediaTypeFor(fileName);
        Response response {200, type.contentType, file.readAll(), {}};
        if (type.text)
            response.body.replace(DemoServer::placeholderOrigin().toUtf8(), m_origin);
        if (m_live)
            response.body = m_live->amend(path, response.body);
        answer(response, !isHead);
    }

    // The head of a HEAD answer is the GET one, Content-Length included.
    void answer(const Response &response, bool withBody)
    {
        m_answered = true;
        m_idle.start(idleTimeoutMs); // a client that does not read its answer is cut off too
        QByteArray wire = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
            + reasonPhrase(response.status)
            + "\r\nServer: rsinspector-demo\r\nContent-Type: " + response.contentType
            + "\r\nContent-Length: " + QByteArray::number(response.body.size())
            + "\r\nCache-Control: no-cache\r\nConnection: close\r\n";
        if (response.status == 405)
            wire += "Allow: GET, HEAD\r\n";
        for (const auto &[name, value] : response.headers)
            wire += name + ": " + value + "\r\n";
        wire += "\r\n";
        if (withBody)
            wire += response.body;
        m_socket->write(wire);
        m_socket->disconnectFromHost(); // after what was written has gone out
    }

    QTcpSocket *m_socket;
    QString m_root;
    QByteArray m_origin;
    QPointer<DemoLive> m_live;
    QByteArray m_head;
    QTimer m_idle;
    bool m_answered = false;
};

} // namespace

DemoServer::DemoServer(QString rootDirectory, QObject *parent)
    : QObject(parent)
    , m_rootDirectory(std::move(rootDirectory))
    , m_live(new DemoLive(this))
{
    while (m_rootDirectory.size() > 1 && m_rootDirectory.endsWith(u'/'))
        m_rootDirectory.chop(1);
}

DemoServer::~DemoServer()
{
    if (m_server)
        m_server->close();
}

bool DemoServer::start()
{
    if (m_server && m_server->isListening())
        return true;
    if (!QFileInfo(m_rootDirectory).isDir()) {
        m_errorString = tr("There is no folder %1 to serve the demo source from.")
                            .arg(QDir::toNativeSeparators(m_rootDirectory));
        return false;
    }
    if (!m_server) {
        m_server = new QTcpServer(this);
        m_server->setMaxPendingConnections(maxConnections);
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection()) {
                // Sockets are the server's children: count those still open.
                if (m_server->findChildren<QTcpSocket *>(Qt::FindDirectChildrenOnly).size()
                    > maxConnections) {
                    socket->abort();
                    socket->deleteLater();
                    continue;
                }
                new Connection(socket, m_rootDirectory, origin().toString().toUtf8(), m_live);
            }
        });
    }
    // Loopback only: the demo is for the user on this machine, nobody else.
    if (!m_server->listen(QHostAddress::LocalHost, 0)) {
        m_errorString = tr("The demo source could not be served on 127.0.0.1: %1")
                            .arg(m_server->errorString());
        return false;
    }
    m_errorString.clear();
    m_live->setOrigin(origin().toString().toUtf8());
    return true;
}

QUrl DemoServer::origin() const
{
    if (!m_server || !m_server->isListening())
        return {};
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server->serverPort()));
}

QUrl DemoServer::siteUrl() const
{
    const QUrl base = origin();
    return base.isEmpty() ? base : QUrl(base.toString() + u'/');
}

QString DemoServer::placeholderOrigin()
{
    return QStringLiteral("http://demo.rsinspector.invalid");
}

} // namespace rsi
