// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopbackserver.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpSocket>
#include <QTimer>

#include <zlib.h>

namespace rsi::test {

namespace {

QByteArray reasonPhrase(int status)
{
    static const QHash<int, QByteArray> phrases = {
        {200, "OK"},           {204, "No Content"},          {301, "Moved Permanently"},
        {302, "Found"},        {304, "Not Modified"},        {400, "Bad Request"},
        {401, "Unauthorized"}, {403, "Forbidden"},           {404, "Not Found"},
        {410, "Gone"},         {429, "Too Many Requests"},   {500, "Internal Server Error"},
        {502, "Bad Gateway"},  {503, "Service Unavailable"}, {504, "Gateway Timeout"},
    };
    return phrases.value(status, "Status");
}

// What a web server would say for these fixture files. Files without an
// extension are XML because the one that matters, /.well-known/resourcesync,
// is a Source Description.
QByteArray contentTypeFor(const QString &suffix)
{
    if (suffix.isEmpty() || suffix == u"xml")
        return "application/xml";
    if (suffix == u"gz")
        return "application/gzip";
    if (suffix == u"zip")
        return "application/zip";
    if (suffix == u"html" || suffix == u"htm")
        return "text/html";
    if (suffix == u"txt")
        return "text/plain";
    return "application/octet-stream";
}

// Only text is rewritten: replacing bytes in a gzip or ZIP file would break it.
bool isText(const QString &suffix)
{
    const QByteArray type = contentTypeFor(suffix);
    return type.startsWith("text/") || type == "application/xml";
}

// The file under folder (a canonical path) that a request target names, or
// an empty string. Refuses rather than normalises: a test that asks for
// "/../x" wants to see the refusal, and a path that only resolves inside the
// folder by way of ".." is not one a fixture needs.
QString fileUnder(const QString &folder, const QByteArray &target)
{
    if (folder.isEmpty() || !target.startsWith('/')) // also absolute-form "http://..."
        return {};
    QByteArray encoded = target;
    const qsizetype query = encoded.indexOf('?');
    if (query >= 0)
        encoded.truncate(query);
    const QString relative = QString::fromUtf8(QByteArray::fromPercentEncoding(encoded)).mid(1);
    if (relative.isEmpty() || relative.contains(u'\\') || relative.contains(QChar(0))
        || QDir::isAbsolutePath(relative) || relative.split(u'/').contains(QStringLiteral("..")))
        return {};
    const QString fileName = folder + u'/' + relative;
    // Symbolic links may point anywhere; what counts is where they lead.
    const QFileInfo resolved(QFileInfo(fileName).canonicalFilePath());
    const QString inside = folder.endsWith(u'/') ? folder : folder + u'/';
    if (!resolved.filePath().startsWith(inside) || !resolved.isFile())
        return {};
    return fileName;
}

// A gzip member (header, deflate data, CRC-32, size), as a server sends with
// Content-Encoding: gzip; windowBits 15 + 16 asks zlib for that framing.
QByteArray gzipCompress(const QByteArray &data)
{
    z_stream stream {};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY)
        != Z_OK)
        return {};
    QByteArray compressed(
        static_cast<qsizetype>(deflateBound(&stream, static_cast<uLong>(data.size()))),
        Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(compressed.data());
    stream.avail_out = static_cast<uInt>(compressed.size());
    const int result = deflate(&stream, Z_FINISH);
    compressed.truncate(static_cast<qsizetype>(stream.total_out));
    deflateEnd(&stream);
    return result == Z_STREAM_END ? compressed : QByteArray();
}

// Several chunks rather than one, so that a client really has to join them.
QByteArray chunkedEncoding(const QByteArray &body)
{
    constexpr qsizetype chunkSize = 256;
    QByteArray wire;
    for (qsizetype at = 0; at < body.size(); at += chunkSize) {
        const QByteArray chunk = body.mid(at, chunkSize);
        wire += QByteArray::number(chunk.size(), 16) + "\r\n" + chunk + "\r\n";
    }
    return wire + "0\r\n\r\n";
}

QByteArray responseHead(const LoopbackServer::Response &response, qsizetype payloadSize,
                        bool keepAlive)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason
        + (keepAlive ? "\r\nConnection: keep-alive\r\n" : "\r\nConnection: close\r\n");
    if (response.chunked)
        head += "Transfer-Encoding: chunked\r\n";
    else if (!response.omitContentLength)
        head += "Content-Length: " + QByteArray::number(payloadSize) + "\r\n";
    if (response.gzipBody)
        head += "Content-Encoding: gzip\r\n";
    for (const auto &[name, value] : std::as_const(response.headers))
        head += name + ": " + value + "\r\n";
    return head + "\r\n";
}

} // namespace

QByteArray gzipOfZeros(qint64 size)
{
    z_stream stream {};
    // Run-length encoding is all zeros need, and the fastest.
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_RLE) != Z_OK)
        return {};
    static const QByteArray zeros(1024 * 1024, '\0');
    QByteArray compressed;
    char buffer[64 * 1024];
    qint64 left = size;
    int result = Z_OK;
    do {
        const qint64 n = std::min<qint64>(left, zeros.size());
        left -= n;
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.constData()));
        stream.avail_in = static_cast<uInt>(n);
        do {
            stream.next_out = reinterpret_cast<Bytef *>(buffer);
            stream.avail_out = sizeof buffer;
            result = deflate(&stream, left == 0 ? Z_FINISH : Z_NO_FLUSH);
            compressed.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        } while (stream.avail_out == 0);
    } while (left > 0);
    deflateEnd(&stream);
    return result == Z_STREAM_END ? compressed : QByteArray();
}

LoopbackServer::LoopbackServer(QObject *parent)
    : QObject(parent)
    , m_server(std::make_unique<QTcpServer>())
{
    connect(m_server.get(), &QTcpServer::newConnection, this, &LoopbackServer::onNewConnection);
}

LoopbackServer::~LoopbackServer()
{
    // The sockets die with m_server, after this object's other members.
    const QList<QTcpSocket *> sockets = m_server->findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets)
        socket->disconnect(this);
}

bool LoopbackServer::start()
{
    return m_server->listen(QHostAddress::LocalHost, 0);
}

bool LoopbackServer::startTls()
{
    QFile certificateFile(QStringLiteral(RSI_TEST_DATA_DIR "/tls/loopback-cert.pem"));
    QFile keyFile(QStringLiteral(RSI_TEST_DATA_DIR "/tls/loopback-key.pem"));
    if (m_server->isListening() || !certificateFile.open(QIODevice::ReadOnly)
        || !keyFile.open(QIODevice::ReadOnly))
        return false;
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificate(QSslCertificate(&certificateFile, QSsl::Pem));
    configuration.setPrivateKey(QSslKey(&keyFile, QSsl::Ec, QSsl::Pem));
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone);
    if (configuration.localCertificate().isNull() || configuration.privateKey().isNull())
        return false;
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(configuration);
    // A TLS connection is ready once its handshake is done, not when it is
    // accepted; a client that refuses the certificate never gets that far.
    connect(server.get(), &QSslServer::pendingConnectionAvailable, this,
            &LoopbackServer::onNewConnection);
    m_server = std::move(server);
    m_tls = true;
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QUrl LoopbackServer::url(const QString &path) const
{
    return QUrl(QString::fromLatin1(origin()) + path);
}

QByteArray LoopbackServer::origin() const
{
    return (m_tls ? "https://127.0.0.1:" : "http://127.0.0.1:") + QByteArray::number(port());
}

QUrl LoopbackServer::urlViaLocalhost(const QString &path) const
{
    return QUrl(QStringLiteral("%1://localhost:%2%3")
                    .arg(m_tls ? QStringLiteral("https") : QStringLiteral("http"))
                    .arg(port())
                    .arg(path));
}

void LoopbackServer::setResponse(const QByteArray &path, Response response)
{
    m_responses.insert(path, std::move(response));
}

void LoopbackServer::setResponses(const QByteArray &path, QList<Response> responses)
{
    m_responses.remove(path);
    if (responses.isEmpty())
        m_sequences.remove(path);
    else
        m_sequences.insert(path, std::move(responses));
}

QList<LoopbackServer::Request> LoopbackServer::requests(const QByteArray &path) const
{
    QList<Request> matching;
    for (const Request &request : m_requests) {
        if (request.path == path)
            matching.append(request);
    }
    return matching;
}

void LoopbackServer::serveXml(const QByteArray &path, const QByteArray &xml)
{
    Response response;
    response.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    response.body = xml;
    setResponse(path, response);
}

void LoopbackServer::redirect(const QByteArray &path, const QByteArray &location, int status)
{
    Response response;
    response.status = status;
    response.reason = "Found";
    response.headers.append(std::pair<QByteArray, QByteArray>("Location", location));
    setResponse(path, response);
}

void LoopbackServer::redirectLoop(const QByteArray &pathA, const QByteArray &pathB)
{
    redirect(pathA, pathB);
    redirect(pathB, pathA);
}

void LoopbackServer::setStatus(const QByteArray &path, int status)
{
    Response response;
    response.status = status;
    response.reason = reasonPhrase(status);
    setResponse(path, response);
}

void LoopbackServer::setLinkHeader(const QByteArray &path, const QByteArray &linkValue)
{
    if (linkValue.isEmpty())
        m_linkHeaders.remove(path);
    else
        m_linkHeaders.insert(path, linkValue);
}

void LoopbackServer::serveFolder(const QString &directory, const QByteArray &rewriteOrigin)
{
    m_folder = directory.isEmpty() ? QString() : QFileInfo(directory).canonicalFilePath();
    m_rewriteOrigin = rewriteOrigin;
    if (!directory.isEmpty() && m_folder.isEmpty())
        qWarning("LoopbackServer: there is no folder %s to serve", qPrintable(directory));
}

std::optional<LoopbackServer::Response> LoopbackServer::folderResponse(const QByteArray &path) const
{
    const QString fileName = fileUnder(m_folder, path);
    QFile file(fileName);
    if (fileName.isEmpty() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    Response response;
    response.headers.emplaceBack("Content-Type", contentTypeFor(suffix));
    response.body = file.readAll();
    if (!m_rewriteOrigin.isEmpty() && isText(suffix))
        response.body.replace(m_rewriteOrigin, origin());
    return response;
}

void LoopbackServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        ++m_connections;
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { endRequest(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { handle(socket); });
    }
}

void LoopbackServer::handle(QTcpSocket *socket)
{
    // Wait for the whole request head; GET requests have no body.
    if (!socket->property("head").toByteArray().contains("\r\n\r\n"))
        socket->setProperty("head",
                            QByteArray(socket->property("head").toByteArray() + socket->readAll()));
    const QByteArray head = socket->property("head").toByteArray();
    if (!head.contains("\r\n\r\n"))
        return;
    socket->setProperty("head", QByteArray());

    Request request;
    const QList<QByteArray> lines = head.left(head.indexOf("\r\n\r\n")).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
    }
    request.receivedAt = std::chrono::steady_clock::now();
    m_requests.append(request);
    socket->setProperty("open", true);
    m_maxOpen = std::max(m_maxOpen, ++m_open);

    const Response response = responseFor(request);
    const bool withBody = request.method != "HEAD";
    if (response.delayMs > 0) {
        QTimer::singleShot(response.delayMs, socket, [this, socket, response, withBody] {
            answer(socket, response, withBody);
        });
        return;
    }
    answer(socket, response, withBody);
}

LoopbackServer::Response LoopbackServer::responseFor(const Request &request)
{
    Response response;
    const auto sequence = m_sequences.find(request.path);
    const auto found = m_responses.constFind(request.path);
    if (sequence != m_sequences.end()) {
        response = sequence->size() > 1 ? sequence->takeFirst() : sequence->first();
    } else if (found != m_responses.constEnd()) {
        response = *found;
    } else if (std::optional<Response> file = folderResponse(request.path)) {
        response = std::move(*file);
        if (m_folderEtags && response.status == 200) {
            // Revalidation as a web server does it: an ETag from the content,
            // and 304 without a body when the client already has it.
            const QByteArray etag = '"'
                + QCryptographicHash::hash(response.body, QCryptographicHash::Md5).toHex() + '"';
            response.headers.emplaceBack("ETag", etag);
            if (request.headers.value("if-none-match") == etag) {
                response.status = 304;
                response.reason = "Not Modified";
                response.body.clear();
            }
        }
    } else {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "not found";
    }
    const QByteArray link = m_linkHeaders.value(request.path);
    if (!link.isEmpty())
        response.headers.emplaceBack("Link", link);
    return response;
}

void LoopbackServer::endRequest(QTcpSocket *socket)
{
    if (!socket->property("open").toBool())
        return;
    socket->setProperty("open", false);
    --m_open;
}

void LoopbackServer::answer(QTcpSocket *socket, const Response &response, bool withBody)
{
    if (response.closeWithoutAnswer) {
        endRequest(socket);
        socket->disconnectFromHost();
        return;
    }
    const QByteArray payload = response.gzipBody ? gzipCompress(response.body) : response.body;
    const bool keepAlive = m_keepAlive && withBody && response.trickleDelayMs == 0
        && !response.truncate && !response.omitContentLength;
    // The head of a HEAD answer is the GET one, Content-Length included.
    socket->write(responseHead(response, payload.size(), keepAlive));
    if (!withBody) {
        endRequest(socket);
        socket->disconnectFromHost();
        return;
    }
    const QByteArray wire = response.chunked ? chunkedEncoding(payload) : payload;

    if (response.trickleDelayMs > 0) {
        auto *timer = new QTimer(socket);
        auto sent = std::make_shared<qsizetype>(0);
        connect(timer, &QTimer::timeout, socket, [this, socket, timer, sent, wire] {
            if (*sent >= wire.size()) {
                timer->stop();
                endRequest(socket);
                socket->disconnectFromHost();
                return;
            }
            socket->write(wire.mid((*sent)++, 1));
        });
        timer->start(response.trickleDelayMs);
        return;
    }
    socket->write(response.truncate ? wire.left(wire.size() / 2) : wire);
    if (response.streamBytes > 0) {
        // A block at a time as the client takes them, so that the server
        // never holds more than a few of them.
        static const QByteArray block(1024 * 1024, 'x');
        auto left = std::make_shared<qint64>(response.streamBytes);
        const auto refill = [this, socket, left] {
            while (*left > 0 && socket->bytesToWrite() < 4 * block.size()) {
                const qint64 n = std::min<qint64>(*left, block.size());
                socket->write(block.constData(), n);
                *left -= n;
            }
            if (*left == 0) {
                *left = -1;
                endRequest(socket);
                socket->disconnectFromHost();
            }
        };
        connect(socket, &QTcpSocket::bytesWritten, socket, refill);
        refill();
        return;
    }
    endRequest(socket);
    if (keepAlive)
        return;
    socket->disconnectFromHost();
}

} // namespace rsi::test
