// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"

#include <QByteArray>
#include <QList>

namespace rsi {

// Follows the markup of a document's bytes as they stream by, without
// parsing them: where each start tag begins and ends, how many attributes
// it has, where comments, CDATA sections, processing instructions and the
// DOCTYPE are, and the line and column of every such point.
//
// It serves two purposes. It refuses a start tag with more attributes than
// any ResourceSync document needs before an XML reader sees it (duplicate
// attribute checks cost quadratic time: 120,000 attributes took 49 s). And
// it tells the libxml2 reader where the elements it reports begin, which
// libxml2 does not say: lines and columns count as QXmlStreamReader counts
// them (a CR LF pair or a lone CR ends a line; columns count UTF-16 code
// units, the UTF-8 byte order mark not included).
//
// For well-formed input its view of the markup is exact; for malformed input
// it never reads out of bounds and its records are merely approximate (the
// reader stops at the first error anyway). Not thread-safe.
class MarkupScanner final
{
public:
    // A point of the markup, by byte offset in the stream.
    struct Mark
    {
        enum class Kind : quint8 {
            StartTag, // the '<' of a start tag; closing is set once its '>' is seen
            CDataStart, // the '<' of a CDATA section
            MarkupEnd, // just after the '>' that ends markup, where text other than
                       // white space follows
        };
        qint64 offset = 0;
        Kind kind = Kind::StartTag;
        SourcePosition position;
        SourcePosition closing; // a StartTag's '>' ('/>' : the '>')
    };

    // Markup the scanner refuses, and where it begins.
    struct Refusal
    {
        enum class Reason : quint8 { None, TooManyAttributes, TooLong };
        Reason reason = Reason::None;
        SourcePosition position;
        QByteArray tagName; // of a start tag, its first bytes
    };

    MarkupScanner(int maxAttributes, qint64 maxMarkupBytes);

    // Records marks from now on (the libxml2 reader needs them), or stops
    // recording and forgets those not taken.
    void setRecording(bool recording);

    // Scans the next bytes of the stream. Returns how many of them may be
    // passed on: all of them, unless a start tag has more than maxAttributes
    // attributes or a piece of markup (a tag, comment, processing
    // instruction, CDATA section or declaration) is longer than
    // maxMarkupBytes; the stream is then cut inside that markup, and an XML
    // reader never holds more than about maxMarkupBytes of one.
    qsizetype scan(const char *data, qsizetype size);

    bool refused() const { return m_refusal.reason != Refusal::Reason::None; }
    const Refusal &refusal() const { return m_refusal; }

    // The prolog, for choosing a reader: whether a DOCTYPE or the root's
    // start tag has been seen.
    bool sawDoctype() const { return m_sawDoctype; }
    bool sawRootStart() const { return m_sawRootStart; }

    // Takes the marks up to and including offset, remembering the last of
    // each kind (offsets asked for must not decrease).
    void advanceTo(qint64 offset);
    // The last StartTag and MarkupEnd taken; empty marks before any.
    const Mark &lastStartTag() const { return m_lastStartTag; }
    const Mark &lastCDataStart() const { return m_lastCDataStart; }
    const Mark &lastMarkupEnd() const { return m_lastMarkupEnd; }

    // Where the stream stands after the bytes scanned so far.
    SourcePosition endPosition() const { return {m_line, m_column}; }

private:
    enum class State : quint8 {
        Text,
        AfterLt, // '<' seen
        Bang, // "<!" seen: comment, CDATA, DOCTYPE or another declaration
        StartTag,
        StartTagQuote,
        EndTag,
        Comment,
        CData,
        ProcessingInstruction,
        Declaration, // DOCTYPE (with its internal subset) or another <!...>
        DeclarationComment, // <!-- ... --> inside an internal subset
        DeclarationProcessingInstruction, // <? ... ?> inside an internal subset
    };

    SourcePosition positionAt(qint64 offset);
    void advancePosition(const char *from, const char *to);
    void indexLines(const char *data, qsizetype size);
    void addMark(Mark::Kind kind, qint64 offset);
    void markupEnds(qint64 offsetAfter);
    void noteText(const char *from, const char *to);
    void keepTagName(const char *bytes, qsizetype size);

    int m_maxAttributes;
    qint64 m_maxMarkupBytes;
    bool m_recording = false;
    State m_state = State::Text;

    qint64 m_offset = 0; // of the first byte of the chunk being scanned
    const char *m_chunk = nullptr;

    // Line and column (1-based) of the byte at m_positionOffset.
    qint64 m_positionOffset = 0;
    qint64 m_line = 1;
    qint64 m_column = 1;
    bool m_afterCr = false;
    bool m_bomChecked = false;

    // The lines of the chunk being scanned, when it is ASCII.
    struct LineBreak
    {
        qint64 lineStart = 0; // the offset after the break
        bool newLine = true; // false: the LF of a CR LF split between chunks
    };
    bool m_chunkAscii = false;
    QList<LineBreak> m_breaks;
    qsizetype m_nextBreak = 0;
    qint64 m_lineStartOffset = 0;
    qint64 m_lineStartColumn = 1;

    // The markup being read.
    QByteArray m_head; // the first bytes after "<!" (up to 7), to tell what follows
    char m_quote = 0;
    int m_attributes = 0;
    int m_closeRun = 0; // trailing '-' of a comment, ']' of CDATA, '?' of a PI
    int m_declarationDepth = 0; // '[' of an internal subset
    quint32 m_recent = 0; // the last bytes of a declaration, to spot "<!--" and "<?"
    bool m_inTagName = false;
    char m_tagName[64] = {}; // the first bytes of a start tag's name, for the refusal
    int m_tagNameSize = 0;
    qsizetype m_startTagMark = -1; // index in m_marks of the open start tag
    qint64 m_markupOffset = 0; // of the '<' of the markup being read
    SourcePosition m_markupPosition;

    Refusal m_refusal;

    // The text after the last markup, marked once it is not white space.
    qint64 m_textStart = 0;
    SourcePosition m_textStartPosition;
    bool m_textStartKnown = false;
    bool m_textMarked = true;
    bool m_sawDoctype = false;
    bool m_sawRootStart = false;

    QList<Mark> m_marks; // not taken yet, from m_firstMark on
    qsizetype m_firstMark = 0;
    Mark m_lastStartTag;
    Mark m_lastCDataStart;
    Mark m_lastMarkupEnd;
};

} // namespace rsi
