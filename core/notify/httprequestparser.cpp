// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "httprequestparser.h"

#include <limits>

namespace rsi {

namespace {

// RFC 9110 token characters, for methods and header names.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    return std::all_of(text.begin(), text.end(), isTokenChar);
}

// A field value may hold visible characters, spaces, tabs and obs-text; no
// control characters (a NUL or a bare CR would let a value smuggle a line).
bool isFieldValue(QByteArrayView text)
{
    return std::none_of(text.begin(), text.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return (byte < 0x20 && c != '\t') || byte == 0x7f;
    });
}

// Digits only, no sign, no overflow: "Content-Length: +5" or "1e3" are
// malformed, not numbers.
std::optional<qint64> parseDecimal(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 18)
        return std::nullopt;
    qint64 value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

std::optional<qint64> parseHex(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 15)
        return std::nullopt;
    qint64 value = 0;
    for (const char c : text) {
        int digit = 0;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        else
            return std::nullopt;
        value = value * 16 + digit;
    }
    return value;
}

} // namespace

QByteArray HttpRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool HttpRequest::hasHeader(QByteArrayView name) const
{
    return std::any_of(headers.cbegin(), headers.cend(), [name](const auto &header) {
        return header.first.compare(name, Qt::CaseInsensitive) == 0;
    });
}

QByteArray HttpRequest::combinedHeader(QByteArrayView name) const
{
    QByteArray combined;
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!combined.isEmpty())
            combined += ", ";
        combined += value;
    }
    return combined;
}

QByteArray HttpRequest::path() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? target : target.left(question);
}

QByteArray HttpRequest::query() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? QByteArray() : target.mid(question + 1);
}

HttpRequestParser::HttpRequestParser(HttpRequestLimits limits)
    : m_limits(limits)
{ }

HttpRequestParser HttpRequestParser::parse(QByteArrayView bytes, HttpRequestLimits limits)
{
    HttpRequestParser parser(limits);
    parser.feed(bytes);
    return parser;
}

void HttpRequestParser::consume(qsizetype bytes)
{
    m_buffer.remove(0, bytes);
    m_searchFrom = 0;
}

HttpRequestParser::State HttpRequestParser::fail(int status, QByteArray reason)
{
    m_errorStatus = status;
    m_errorReason = std::move(reason);
    m_buffer.clear();
    m_stage = Stage::Done;
    m_state = State::Failed;
    return m_state;
}

// Takes one line (without its CR LF or LF) off the buffer. false when no
// whole line is there yet; tooLong when the line, whole or not, exceeds
// maxLength.
bool HttpRequestParser::takeLine(QByteArray &line, qsizetype maxLength, bool &tooLong)
{
    tooLong = false;
    // Bytes already searched are not searched again: a client that trickles
    // a header a byte at a time costs linear time, not quadratic.
    const qsizetype newline = m_buffer.indexOf('\n', m_searchFrom);
    if (newline < 0) {
        m_searchFrom = m_buffer.size();
        // A CR at the end may be the start of the line's CRLF: it is not
        // counted, so that a line is judged the same however it arrives.
        tooLong = m_buffer.size() - (m_buffer.endsWith('\r') ? 1 : 0) > maxLength;
        return false;
    }
    qsizetype end = newline;
    if (end > 0 && m_buffer.at(end - 1) == '\r')
        --end;
    if (end > maxLength) {
        tooLong = true;
        return false;
    }
    line = m_buffer.left(end);
    consume(newline + 1);
    return true;
}

HttpRequestParser::State HttpRequestParser::feed(QByteArrayView bytes)
{
    if (m_state == State::Complete || m_state == State::Failed)
        return m_state;
    m_buffer.append(bytes);
    QByteArray line;
    bool tooLong = false;
    for (;;) {
        switch (m_stage) {
        case Stage::RequestLine:
            if (!takeLine(line, m_limits.maxRequestLine, tooLong)) {
                if (tooLong)
                    return fail(414, "Request line too long");
                return m_state = State::NeedMore;
            }
            // RFC 9112 section 2.2: empty lines before a request line are ignored.
            if (line.isEmpty())
                continue;
            if (parseRequestLine(line) == State::Failed)
                return m_state;
            m_stage = Stage::Headers;
            break;
        case Stage::Headers: {
            const qsizetype left = m_limits.maxHeaderBytes - m_headerBytes;
            if (!takeLine(line, std::max<qsizetype>(left, 0), tooLong)) {
                if (tooLong)
                    return fail(431, "Request header fields too large");
                return m_state = State::NeedMore;
            }
            m_headerBytes += line.size() + 2;
            if (line.isEmpty()) {
                if (finishHead() == State::Failed)
                    return m_state;
                break;
            }
            if (parseHeaderLine(line) == State::Failed)
                return m_state;
            break;
        }
        case Stage::Body:
            return readBody();
        case Stage::Chunked:
            return readChunked();
        case Stage::Done:
            return m_state;
        }
    }
}

HttpRequestParser::State HttpRequestParser::parseRequestLine(const QByteArray &line)
{
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3)
        return fail(400, "Malformed request line");
    if (!isToken(parts.at(0)))
        return fail(400, "Malformed method");
    const QByteArray &target = parts.at(1);
    // Origin-form only: the callback server is no proxy ("http://..." and
    // "*" have no place here), and no control characters.
    if (!target.startsWith('/') || !isFieldValue(target) || target.contains('\t'))
        return fail(400, "Malformed request target");
    const QByteArray &version = parts.at(2);
    if (!version.startsWith("HTTP/"))
        return fail(400, "Malformed protocol version");
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return fail(505, "HTTP version not supported");
    m_request.method = parts.at(0);
    m_request.target = target;
    m_request.version = version;
    return m_state;
}

HttpRequestParser::State HttpRequestParser::parseHeaderLine(const QByteArray &line)
{
    if (line.startsWith(' ') || line.startsWith('\t'))
        return fail(400, "Obsolete line folding");
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0)
        return fail(400, "Malformed header line");
    const QByteArray name = line.left(colon);
    if (!isToken(name))
        return fail(400, "Malformed header name");
    const QByteArray value = line.mid(colon + 1).trimmed();
    if (!isFieldValue(value))
        return fail(400, "Control character in a header value");
    if (m_request.headers.size() >= m_limits.maxHeaders)
        return fail(431, "Too many header fields");
    m_request.headers.append({name, value});
    return m_state;
}

HttpRequestParser::State HttpRequestParser::finishHead()
{
    const bool hasLength = m_request.hasHeader("Content-Length");
    const bool hasCoding = m_request.hasHeader("Transfer-Encoding");
    if (hasLength && hasCoding)
        return fail(400, "Both Content-Length and Transfer-Encoding");
    if (m_request.version == "HTTP/1.1" && !m_request.hasHeader("Host"))
        return fail(400, "No Host header");
    m_expectsContinue
        = m_request.header("Expect").compare("100-continue", Qt::CaseInsensitive) == 0;
    if (hasCoding) {
        if (m_request.combinedHeader("Transfer-Encoding")
                .trimmed()
                .compare("chunked", Qt::CaseInsensitive)
            != 0) {
            return fail(501, "Only the chunked transfer coding is understood");
        }
        m_stage = Stage::Chunked;
        m_state = State::HeadComplete;
        return readChunked();
    }
    if (hasLength) {
        // Several Content-Length headers must agree; a list must too.
        qint64 length = -1;
        for (const auto &[key, value] : std::as_const(m_request.headers)) {
            if (key.compare("Content-Length", Qt::CaseInsensitive) != 0)
                continue;
            for (const QByteArray &item : value.split(',')) {
                const std::optional<qint64> parsed = parseDecimal(item.trimmed());
                if (!parsed || (length >= 0 && *parsed != length))
                    return fail(400, "Malformed Content-Length");
                length = *parsed;
            }
        }
        if (length > m_limits.maxBodyBytes) {
            m_expectsContinue = false;
            return fail(413, "Content too large");
        }
        m_contentLength = length;
    }
    m_stage = Stage::Body;
    m_state = State::HeadComplete;
    return readBody();
}

HttpRequestParser::State HttpRequestParser::readBody()
{
    const qint64 missing = m_contentLength - m_request.body.size();
    if (missing > 0 && !m_buffer.isEmpty()) {
        const qsizetype take = qsizetype(std::min<qint64>(missing, m_buffer.size()));
        m_request.body.append(m_buffer.constData(), take);
        consume(take);
    }
    if (m_request.body.size() < m_contentLength) {
        m_state = State::HeadComplete;
        return m_state;
    }
    m_buffer.clear();
    m_stage = Stage::Done;
    m_state = State::Complete;
    return m_state;
}

HttpRequestParser::State HttpRequestParser::readChunked()
{
    // A chunk-size line is short; 1 KiB leaves room for extensions.
    constexpr qsizetype maxChunkLine = 1024;
    QByteArray line;
    bool tooLong = false;
    for (;;) {
        if (m_inTrailer) {
            if (!takeLine(line, m_limits.maxHeaderBytes, tooLong)) {
                if (tooLong)
                    return fail(431, "Trailer too large");
                m_state = State::HeadComplete;
                return m_state;
            }
            m_headerBytes += line.size() + 2;
            if (m_headerBytes > m_limits.maxHeaderBytes)
                return fail(431, "Trailer too large");
            if (!line.isEmpty())
                continue; // trailer fields are not used
            m_buffer.clear();
            m_stage = Stage::Done;
            m_state = State::Complete;
            return m_state;
        }
        if (m_chunkRemaining < 0) {
            if (!takeLine(line, maxChunkLine, tooLong)) {
                if (tooLong)
                    return fail(400, "Malformed chunk size");
                m_state = State::HeadComplete;
                return m_state;
            }
            const qsizetype semicolon = line.indexOf(';');
            const std::optional<qint64> size
                = parseHex((semicolon < 0 ? line : line.left(semicolon)).trimmed());
            if (!size)
                return fail(400, "Malformed chunk size");
            if (*size > m_limits.maxBodyBytes - m_request.body.size())
                return fail(413, "Content too large");
            if (*size == 0) {
                m_inTrailer = true;
                continue;
            }
            m_chunkRemaining = *size;
        }
        // The chunk's data, then its CRLF.
        if (m_chunkRemaining > 0) {
            const qsizetype take = qsizetype(std::min<qint64>(m_chunkRemaining, m_buffer.size()));
            m_request.body.append(m_buffer.constData(), take);
            consume(take);
            m_chunkRemaining -= take;
            if (m_chunkRemaining > 0) {
                m_state = State::HeadComplete;
                return m_state;
            }
        }
        // The CRLF (or LF) that ends the chunk's data.
        if (m_buffer.startsWith("\r\n")) {
            consume(2);
        } else if (m_buffer.startsWith('\n')) {
            consume(1);
        } else if (m_buffer.isEmpty() || m_buffer == "\r") {
            m_state = State::HeadComplete;
            return m_state;
        } else {
            return fail(400, "Malformed chunk");
        }
        m_chunkRemaining = -1;
    }
}

} // namespace rsi
