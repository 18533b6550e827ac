// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"
#include "markupscanner.h"

#include <QIODevice>

namespace rsi {

// A read-only pass-through device between a document's bytes and
// QXmlStreamReader. It counts the bytes, stops at a hard limit (reporting end
// of data, so a hostile document cannot make the parser read forever), notes a
// UTF-8 byte order mark and checks that the bytes are valid UTF-8, remembering
// where the first invalid byte was. Unless the document declares another
// encoding, invalid bytes are replaced by '?' so that the XML reader can carry
// on and one run reports every problem. Its MarkupScanner follows the
// markup of the bytes it passes on, and it stops (reporting end of data) at a
// start tag with more than maxAttributes attributes, or markup longer than
// maxMarkupBytes, before any XML reader pays for them. Not thread-safe; use
// on one thread.
class InspectingDevice final : public QIODevice
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectingDevice)

public:
    // Does not take ownership of source, which must be open for reading.
    InspectingDevice(QIODevice *source, qint64 byteLimit, int maxAttributes = 256,
                     qint64 maxMarkupBytes = 1024 * 1024, QObject *parent = nullptr);

    bool isSequential() const override { return true; }

    qint64 bytesRead() const { return m_bytesRead; }
    bool limitReached() const { return m_limitReached; }
    bool sourceFailed() const { return m_sourceFailed; }
    bool hasUtf8Bom() const { return m_hasBom; }
    // UTF-16 or UTF-32, by byte order mark or by the shape of "<?" or "<x":
    // such bytes are passed on untouched for the XML reader to decode.
    bool looksWide() const { return m_looksWide; }
    // False when the document is wide or declares an encoding other than
    // UTF-8: its bytes are then passed on as they are.
    bool repairsInvalidUtf8() const { return m_repairInvalid; }
    bool hasInvalidUtf8() const { return m_invalidUtf8Count > 0; }
    qint64 invalidUtf8Count() const { return m_invalidUtf8Count; }
    SourcePosition firstInvalidUtf8() const { return m_firstInvalid; }
    // A start tag had too many attributes, or markup went on too long:
    // reading stopped there (MarkupScanner::refusal() says where).
    bool markupRefused() const { return m_scanner.refused(); }
    MarkupScanner &scanner() { return m_scanner; }
    const MarkupScanner &scanner() const { return m_scanner; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    void inspect(char *data, qint64 size);
    void sniffDeclaredEncoding(const char *data, qint64 size);
    static bool looksWideEncoded(QByteArrayView head);
    void advancePosition(const char *data, qint64 size);

    QIODevice *m_source = nullptr;
    MarkupScanner m_scanner;
    qint64 m_byteLimit = 0;
    qint64 m_bytesRead = 0;
    bool m_limitReached = false;
    bool m_sourceFailed = false;
    bool m_hasBom = false;
    bool m_looksWide = false;
    bool m_sniffed = false;
    bool m_repairInvalid = true; // false when the document declares a non-UTF-8 encoding
    qint64 m_invalidUtf8Count = 0;
    SourcePosition m_firstInvalid;

    // UTF-8 decoder state carried across reads.
    int m_pendingContinuation = 0; // continuation bytes still expected
    unsigned char m_lowerBound = 0x80; // tighter bounds for the next byte (overlongs, surrogates)
    unsigned char m_upperBound = 0xBF;

    // Position of the next byte, tracked only until the first invalid byte.
    qint64 m_line = 1;
    qint64 m_column = 1;
};

} // namespace rsi
