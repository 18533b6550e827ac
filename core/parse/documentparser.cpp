// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentparser.h"

#include "documentbuilder.h"
#include "inspectingdevice.h"
#include "libxmlreader.h"
#include "qtxmlreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <quagzipfile.h>

#include <algorithm>

namespace rsi {

namespace {

// Bytes read at a time.
constexpr qsizetype chunkSize = 64 * 1024;
// How much of a document is read before a reader is chosen, at most: the
// prolog (XML declaration, comments) up to the DOCTYPE or the root element.
constexpr qsizetype maxPrologBytes = 1024 * 1024;

// The bytes read while choosing a reader, then the rest of the document.
class ReplayDevice final : public QIODevice
{
public:
    ReplayDevice(QByteArray head, QIODevice *rest)
        : m_head(std::move(head))
        , m_rest(rest)
    {
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (m_position < m_head.size()) {
            const qint64 size = std::min<qint64>(maxSize, m_head.size() - m_position);
            std::memcpy(data, m_head.constData() + m_position, size_t(size));
            m_position += size;
            if (m_position == m_head.size())
                m_head = QByteArray();
            return size;
        }
        const qint64 got = m_rest->read(data, maxSize);
        return got < 0 ? 0 : got;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_head;
    qint64 m_position = 0;
    QIODevice *m_rest;
};

// One run of the parser over one document. Lives on the caller's stack.
class ParserRun
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)

public:
    ParserRun(QIODevice *source, const QUrl &url, const ParserLimits &limits,
              DocumentParser::Reader reader)
        : m_device(source, limits.maxBytes, limits.maxAttributes, limits.maxMarkupBytes)
        , m_builder(url, limits)
        , m_limits(limits)
        , m_reader(reader)
    { }

    ParseResult run()
    {
        // The reader is chosen once the prolog has been seen: libxml2 for a
        // UTF-8 document without a DTD (nearly all of them), QXmlStreamReader
        // for the others, whose entities it expands within limits and whose
        // encodings it decodes.
        MarkupScanner &scanner = m_device.scanner();
        scanner.setRecording(true);
        QByteArray prolog;
        while (!scanner.sawRootStart() && !scanner.sawDoctype() && prolog.size() < maxPrologBytes) {
            const qsizetype before = prolog.size();
            prolog.resize(before + chunkSize);
            const qint64 got = m_device.read(prolog.data() + before, chunkSize);
            prolog.resize(before + std::max<qint64>(got, 0));
            if (got <= 0)
                break;
        }
        if (m_reader == DocumentParser::Reader::Qt || !m_device.repairsInvalidUtf8()
            || scanner.sawDoctype())
            readWithQt(std::move(prolog));
        else
            readWithLibxml(prolog);
        finish();
        return m_builder.takeResult();
    }

private:
    void readWithQt(QByteArray prolog)
    {
        m_device.scanner().setRecording(false);
        ReplayDevice replay(std::move(prolog), &m_device);
        QtXmlReader reader(&replay, m_device, m_builder);
        reader.run();
        m_error = reader.error();
        m_endPosition = reader.endPosition();
        m_encodingReported = reader.encodingReported();
    }

    void readWithLibxml(const QByteArray &prolog)
    {
        LibxmlReader reader(m_device.scanner(), m_builder);
        bool going = reader.feed(prolog.constData(), prolog.size());
        if (going) {
            QByteArray buffer(chunkSize, Qt::Uninitialized);
            for (;;) {
                const qint64 got = m_device.read(buffer.data(), chunkSize);
                if (got <= 0)
                    break;
                if (!(going = reader.feed(buffer.constData(), got)))
                    break;
            }
        }
        if (going)
            reader.finish();
        m_error = reader.error();
        m_endPosition = m_error ? m_error->position : m_device.scanner().endPosition();
    }

    void finish()
    {
        Document &doc = m_builder.document();
        doc.byteSize = m_device.bytesRead();
        if (m_device.hasUtf8Bom()) {
            m_builder.report(u"GEN-002",
                             tr("The document starts with a UTF-8 byte order mark. It is "
                                "tolerated, but not needed."),
                             {1, 1}, Severity::Info);
        }
        if (m_device.hasInvalidUtf8() && !m_encodingReported) {
            m_builder.report(u"GEN-002",
                             tr("Bytes that are not valid UTF-8: %1, the first here. ResourceSync "
                                "documents must be encoded in UTF-8.")
                                 .arg(m_device.invalidUtf8Count()),
                             m_device.firstInvalidUtf8());
        }
        const MarkupScanner::Refusal &refusal = m_device.scanner().refusal();
        if (m_device.limitReached()) {
            m_builder.report(u"SAFE-002",
                             tr("Reading stopped after %1 bytes: the document is larger than the "
                                "inspector reads. A ResourceSync document may have at most 50 MB.")
                                 .arg(m_limits.maxBytes),
                             m_endPosition);
        } else if (refusal.reason == MarkupScanner::Refusal::Reason::TooManyAttributes) {
            m_builder.report(u"SAFE-009",
                             tr("The element <%1> has more than %2 attributes; reading stopped "
                                "there. ResourceSync elements have a handful, and an element "
                                "with very many costs an XML reader quadratic time.")
                                 .arg(QString::fromUtf8(refusal.tagName))
                                 .arg(m_limits.maxAttributes),
                             refusal.position);
        } else if (refusal.reason == MarkupScanner::Refusal::Reason::TooLong) {
            m_builder.report(
                u"SAFE-009",
                refusal.tagName.isEmpty()
                    ? tr("The markup that starts here (a comment, a processing instruction, a "
                         "CDATA section or a declaration) is longer than %1 bytes; reading "
                         "stopped there.")
                          .arg(m_limits.maxMarkupBytes)
                    : tr("The start tag of <%1> is longer than %2 bytes; reading stopped there.")
                          .arg(QString::fromUtf8(refusal.tagName))
                          .arg(m_limits.maxMarkupBytes),
                refusal.position);
        } else if (m_device.sourceFailed()) {
            m_builder.report(u"SAFE-004",
                             tr("The compressed data is corrupt or truncated after %1 bytes; the "
                                "document inside could not be read completely.")
                                 .arg(m_device.bytesRead()),
                             m_endPosition);
        } else if (m_error) {
            m_builder.report(u"GEN-001",
                             tr("The XML is not well-formed: %1. A ResourceSync document must be "
                                "well-formed XML; nothing after this point was read.")
                                 .arg(m_error->reason),
                             m_error->position);
        }
        doc.cutAtByteLimit = m_device.limitReached();
        doc.wellFormed = !m_error && !m_device.limitReached() && !m_device.sourceFailed()
            && !m_device.markupRefused();
        if (doc.entryCount > doc.entries.size()) {
            m_builder.report(u"SAFE-003",
                             tr("The document has %1 entries; only the first %2 were checked one "
                                "by one.")
                                 .arg(doc.entryCount)
                                 .arg(doc.entries.size()),
                             doc.rootPosition);
        }
    }

    InspectingDevice m_device;
    DocumentBuilder m_builder;
    const ParserLimits &m_limits;
    DocumentParser::Reader m_reader;
    std::optional<ReaderError> m_error;
    SourcePosition m_endPosition;
    bool m_encodingReported = false; // GEN-002 said once is enough
};

} // namespace

DocumentParser::DocumentParser(ParserLimits limits)
    : m_limits(limits)
{ }

ParseResult DocumentParser::parse(QIODevice *device, const QUrl &url) const
{
    return ParserRun(device, url, m_limits, m_reader).run();
}

ParseResult DocumentParser::parseBytes(const QByteArray &bytes, const QUrl &url) const
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return parse(&buffer, url);
}

bool DocumentParser::looksGzipped(const QByteArray &firstBytes)
{
    return firstBytes.startsWith("\x1f\x8b");
}

qint64 DocumentParser::memoryCeiling(const QString &path, const ParserLimits &limits)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const qint64 text
        = std::min(looksGzipped(file.peek(2)) ? limits.maxBytes : file.size(), limits.maxBytes);
    // The kept entries (the compact EntryList takes about the size of their
    // text, at most maxStoredBytes), and once more that while the validator
    // and the caller copy what they keep of them; findings are capped.
    // Measured: a 128 MiB-capped bomb peaks about 60 MB above an idle process.
    constexpr qint64 overhead = 4 * 1024 * 1024;
    return overhead + 2 * std::min(text, limits.maxStoredBytes);
}

ParseResult DocumentParser::parseFile(const QString &path, const QUrl &url) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ParseResult result;
        result.document.url = url;
        result.findings.append(makeFinding(
            u"NET-001",
            QCoreApplication::translate("DocumentParser", "Cannot read the file %1: %2.")
                .arg(path, file.errorString()),
            url.toString(), {}));
        return result;
    }
    if (!looksGzipped(file.peek(2)))
        return parse(&file, url);

    file.close();
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::ReadOnly)) {
        ParseResult result;
        result.document.url = url;
        result.findings.append(makeFinding(
            u"SAFE-004",
            QCoreApplication::translate("DocumentParser", "Cannot open %1 as gzip.").arg(path),
            url.toString(), {}));
        return result;
    }
    ParseResult result = parse(&gzip, url);
    result.document.compressed = true;
    return result;
}

} // namespace rsi
