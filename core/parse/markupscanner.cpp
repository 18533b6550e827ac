// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markupscanner.h"

#include <algorithm>
#include <cstring>

namespace rsi {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

MarkupScanner::MarkupScanner(int maxAttributes, qint64 maxMarkupBytes)
    : m_maxAttributes(maxAttributes)
    , m_maxMarkupBytes(maxMarkupBytes)
{ }

void MarkupScanner::setRecording(bool recording)
{
    m_recording = recording;
    if (!recording) {
        m_marks.clear();
        m_firstMark = 0;
        m_startTagMark = -1;
    }
}

namespace {

// UTF-16 code units of UTF-8 bytes: one per lead byte, two for a 4-byte
// sequence; ASCII eight bytes at a time.
qint64 utf16Units(const char *at, const char *end)
{
    qint64 units = 0;
    const auto unitsOf = [](quint8 c) {
        return (c & 0xC0) == 0x80 ? 0 : c >= 0xF0 ? 2 : 1;
    };
    for (; end - at >= 8; at += 8) {
        quint64 word;
        std::memcpy(&word, at, 8);
        if (!(word & 0x8080808080808080ULL)) {
            units += 8;
            continue;
        }
        for (int k = 0; k < 8; ++k)
            units += unitsOf(quint8(at[k]));
    }
    for (; at < end; ++at)
        units += unitsOf(quint8(*at));
    return units;
}

bool isAsciiChunk(const char *at, qsizetype size)
{
    const char *const end = at + size;
    quint64 any = 0;
    for (; end - at >= 8; at += 8) {
        quint64 word;
        std::memcpy(&word, at, 8);
        any |= word;
    }
    for (; at < end; ++at)
        any |= quint8(*at);
    return !(any & 0x8080808080808080ULL);
}

} // namespace

void MarkupScanner::advancePosition(const char *from, const char *to)
{
    if (from >= to)
        return;
    if (to - from <= 32) {
        // Between two marks, usually: a byte at a time costs less than
        // setting up the searches below.
        for (const char *at = from; at < to; ++at) {
            const auto c = quint8(*at);
            if (c == '\n') {
                if (!m_afterCr)
                    ++m_line;
                m_column = 1;
                m_afterCr = false;
            } else if (c == '\r') {
                ++m_line;
                m_column = 1;
                m_afterCr = true;
            } else {
                m_afterCr = false;
                if ((c & 0xC0) != 0x80)
                    m_column += c >= 0xF0 ? 2 : 1;
            }
        }
        return;
    }
    // A CR ends a line, and so does an LF unless it follows a CR.
    const char *lastBreak = nullptr;
    for (const char *at = from; at < to;) {
        const auto *cr = static_cast<const char *>(std::memchr(at, '\r', size_t(to - at)));
        if (!cr)
            break;
        ++m_line;
        lastBreak = cr;
        at = cr + 1;
    }
    for (const char *at = from; at < to;) {
        const auto *lf = static_cast<const char *>(std::memchr(at, '\n', size_t(to - at)));
        if (!lf)
            break;
        if (!(lf == from ? m_afterCr : lf[-1] == '\r'))
            ++m_line;
        if (!lastBreak || lf > lastBreak)
            lastBreak = lf;
        at = lf + 1;
    }
    if (lastBreak) {
        m_column = 1;
        from = lastBreak + 1;
    }
    m_column += utf16Units(from, to);
    m_afterCr = to[-1] == '\r';
}

void MarkupScanner::indexLines(const char *data, qsizetype size)
{
    // An ASCII chunk (nearly every chunk of a document) has one column per
    // byte: positions in it are found from where its lines start, without
    // counting the bytes in between.
    m_breaks.clear();
    m_nextBreak = 0;
    const char *const end = data + size;
    const auto findNext = [end](const char *from, char byte) {
        const void *found = from < end ? std::memchr(from, byte, size_t(end - from)) : nullptr;
        return found ? static_cast<const char *>(found) : end;
    };
    const char *cr = findNext(data, '\r');
    const char *lf = findNext(data, '\n');
    while (cr < end || lf < end) {
        if (cr < lf) {
            // A CR ends a line; an LF right after it belongs to that line end.
            const bool crlf = cr + 1 < end && cr[1] == '\n';
            m_breaks.append({m_offset + (cr - data) + (crlf ? 2 : 1), true});
            if (crlf)
                lf = findNext(cr + 2, '\n');
            cr = findNext(cr + 1, '\r');
        } else {
            // An LF at the start of the chunk may finish a CR LF split
            // between two chunks: it ends no second line.
            const bool secondHalf = lf == data && m_afterCr;
            m_breaks.append({m_offset + (lf - data) + 1, !secondHalf});
            lf = findNext(lf + 1, '\n');
        }
    }
    m_lineStartOffset = m_positionOffset;
    m_lineStartColumn = m_column;
}

SourcePosition MarkupScanner::positionAt(qint64 offset)
{
    // Offsets only grow, and bytes before the chunk were counted at its end.
    if (offset <= m_positionOffset)
        return {m_line, m_column};
    if (m_chunkAscii) {
        while (m_nextBreak < m_breaks.size() && m_breaks.at(m_nextBreak).lineStart <= offset) {
            const LineBreak &lineBreak = m_breaks.at(m_nextBreak++);
            if (lineBreak.newLine)
                ++m_line;
            m_lineStartOffset = lineBreak.lineStart;
            m_lineStartColumn = 1;
        }
        m_column = m_lineStartColumn + (offset - m_lineStartOffset);
        m_afterCr = m_chunk[offset - m_offset - 1] == '\r';
    } else {
        advancePosition(m_chunk + (m_positionOffset - m_offset), m_chunk + (offset - m_offset));
    }
    m_positionOffset = offset;
    return {m_line, m_column};
}

void MarkupScanner::keepTagName(const char *bytes, qsizetype size)
{
    const qsizetype room = qsizetype(sizeof m_tagName) - m_tagNameSize;
    const qsizetype kept = std::min(size, room);
    if (kept > 0) {
        std::memcpy(m_tagName + m_tagNameSize, bytes, size_t(kept));
        m_tagNameSize += int(kept);
    }
}

void MarkupScanner::addMark(Mark::Kind kind, qint64 offset)
{
    if (!m_recording)
        return;
    Mark mark;
    mark.kind = kind;
    mark.offset = offset;
    mark.position = positionAt(offset);
    m_marks.append(mark);
}

void MarkupScanner::markupEnds(qint64 offsetAfter)
{
    m_state = State::Text;
    // Marked only once the text that follows turns out to be more than
    // white space: only such a text token's start is ever shown (GEN-009),
    // and most runs between tags are indentation.
    m_textStart = offsetAfter;
    m_textStartKnown = false;
    m_textMarked = false;
}

void MarkupScanner::noteText(const char *from, const char *to)
{
    if (m_textMarked || !m_recording)
        return;
    for (const char *at = from; at < to; ++at) {
        if (!isSpace(*at)) {
            m_textMarked = true;
            Mark mark;
            mark.kind = Mark::Kind::MarkupEnd;
            mark.offset = m_textStart;
            mark.position = m_textStartKnown ? m_textStartPosition : positionAt(m_textStart);
            m_marks.append(mark);
            return;
        }
    }
}

void MarkupScanner::advanceTo(qint64 offset)
{
    while (m_firstMark < m_marks.size() && m_marks.at(m_firstMark).offset <= offset) {
        // A start tag is taken only once it is whole: its closing is then known.
        if (m_firstMark == m_startTagMark)
            break;
        const Mark &mark = m_marks.at(m_firstMark++);
        switch (mark.kind) {
        case Mark::Kind::StartTag:
            m_lastStartTag = mark;
            break;
        case Mark::Kind::CDataStart:
            m_lastCDataStart = mark;
            break;
        case Mark::Kind::MarkupEnd:
            m_lastMarkupEnd = mark;
            break;
        }
    }
    // Drop what was taken once it is most of the list, so that it stays small.
    if (m_firstMark > 256 && m_firstMark * 2 > m_marks.size()) {
        m_marks.remove(0, m_firstMark);
        if (m_startTagMark >= 0)
            m_startTagMark -= m_firstMark;
        m_firstMark = 0;
    }
}

qsizetype MarkupScanner::scan(const char *data, qsizetype size)
{
    if (refused())
        return 0;
    m_chunk = data;
    if (!m_bomChecked && size > 0) {
        m_bomChecked = true;
        // A UTF-8 byte order mark is no character: positions start after it.
        if (size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0)
            m_positionOffset = 3;
    }
    m_chunkAscii = m_positionOffset == m_offset && isAsciiChunk(data, size);
    if (m_chunkAscii)
        indexLines(data, size);

    qsizetype i = 0;
    qsizetype passed = size;
    while (i < size) {
        const char c = data[i];
        switch (m_state) {
        case State::Text: {
            const void *lt = std::memchr(data + i, '<', size_t(size - i));
            const qsizetype runEnd = lt ? static_cast<const char *>(lt) - data : size;
            noteText(data + i, data + runEnd);
            if (!lt) {
                i = size;
                break;
            }
            i = runEnd;
            m_markupOffset = m_offset + i;
            m_markupPosition = positionAt(m_markupOffset);
            m_state = State::AfterLt;
            ++i;
            break;
        }
        case State::AfterLt:
            if (c == '/') {
                m_state = State::EndTag;
                ++i;
            } else if (c == '!') {
                m_state = State::Bang;
                m_head.clear();
                ++i;
            } else if (c == '?') {
                m_state = State::ProcessingInstruction;
                m_closeRun = 0;
                ++i;
            } else {
                // A start tag (or junk the XML reader will refuse).
                m_state = State::StartTag;
                m_attributes = 0;
                m_tagNameSize = 0;
                m_inTagName = true;
                m_sawRootStart = true;
                if (m_recording) {
                    Mark mark;
                    mark.kind = Mark::Kind::StartTag;
                    mark.offset = m_markupOffset;
                    mark.position = m_markupPosition;
                    m_startTagMark = m_marks.size();
                    m_marks.append(mark);
                }
            }
            break;
        case State::Bang: {
            m_head.append(c);
            ++i;
            const QByteArrayView head(m_head);
            if (head == "--") {
                m_state = State::Comment;
                m_closeRun = 0;
            } else if (head == "[CDATA[") {
                m_state = State::CData;
                m_closeRun = 0;
                if (m_recording) {
                    Mark mark;
                    mark.kind = Mark::Kind::CDataStart;
                    mark.offset = m_markupOffset;
                    mark.position = m_markupPosition;
                    m_marks.append(mark);
                }
            } else if (head == "DOCTYPE"
                       || (!QByteArrayView("--").startsWith(head)
                           && !QByteArrayView("[CDATA[").startsWith(head)
                           && !QByteArrayView("DOCTYPE").startsWith(head))) {
                m_sawDoctype = m_sawDoctype || head == "DOCTYPE";
                m_state = State::Declaration;
                m_quote = 0;
                m_declarationDepth = 0;
                m_recent = 0;
                if (head != "DOCTYPE")
                    --i; // the byte that told is part of the declaration
            }
            break;
        }
        case State::StartTag: {
            // The whole tag here, without going round the state switch per byte.
            const qsizetype nameStart = i;
            bool tagOver = false;
            while (i < size && !tagOver) {
                const char b = data[i];
                if (m_inTagName && (isSpace(b) || b == '/' || b == '>' || b == '=')) {
                    keepTagName(data + nameStart, i - nameStart);
                    m_inTagName = false;
                }
                switch (b) {
                case '"':
                case '\'': {
                    const void *end = std::memchr(data + i + 1, b, size_t(size - i - 1));
                    if (!end) {
                        m_quote = b;
                        m_state = State::StartTagQuote;
                        i = size;
                        tagOver = true;
                        break;
                    }
                    i = static_cast<const char *>(end) - data + 1;
                    break;
                }
                case '=':
                    if (++m_attributes > m_maxAttributes) {
                        m_refusal = {Refusal::Reason::TooManyAttributes, m_markupPosition,
                                     QByteArray(m_tagName, m_tagNameSize)};
                        passed = i;
                        i = size;
                        tagOver = true;
                        break;
                    }
                    ++i;
                    break;
                case '>':
                    if (m_startTagMark >= 0) {
                        m_marks[m_startTagMark].closing = positionAt(m_offset + i);
                        m_startTagMark = -1;
                    }
                    markupEnds(m_offset + i + 1);
                    ++i;
                    tagOver = true;
                    break;
                case '<':
                    // Malformed; the XML reader stops here. Start over.
                    m_startTagMark = -1;
                    m_state = State::Text;
                    tagOver = true;
                    break;
                default:
                    ++i;
                    break;
                }
            }
            if (m_inTagName && i >= size && m_state == State::StartTag)
                keepTagName(data + nameStart, i - nameStart);
            break;
        }
        case State::StartTagQuote: {
            const void *end = std::memchr(data + i, m_quote, size_t(size - i));
            if (!end) {
                i = size;
                break;
            }
            i = static_cast<const char *>(end) - data + 1;
            m_state = State::StartTag;
            break;
        }
        case State::EndTag: {
            const void *end = std::memchr(data + i, '>', size_t(size - i));
            if (!end) {
                i = size;
                break;
            }
            i = static_cast<const char *>(end) - data + 1;
            markupEnds(m_offset + i);
            break;
        }
        case State::Comment:
        case State::CData:
        case State::ProcessingInstruction: {
            const char closer = m_state == State::Comment ? '-'
                : m_state == State::CData                 ? ']'
                                                          : '?';
            const int needed = m_state == State::ProcessingInstruction ? 1 : 2;
            ++i;
            if (c == '>' && m_closeRun >= needed) {
                markupEnds(m_offset + i);
            } else if (c == closer) {
                ++m_closeRun;
            } else {
                m_closeRun = 0;
            }
            break;
        }
        case State::Declaration:
            ++i;
            if (m_quote) {
                if (c == m_quote)
                    m_quote = 0;
                break;
            }
            // Comments and processing instructions of an internal subset
            // may hold quotes and brackets that mean nothing.
            m_recent = (m_recent << 8) | quint8(c);
            if ((m_recent & 0xffffffffu) == 0x3c212d2du) { // "<!--"
                m_state = State::DeclarationComment;
                m_closeRun = 0;
            } else if ((m_recent & 0xffffu) == 0x3c3fu) { // "<?"
                m_state = State::DeclarationProcessingInstruction;
                m_closeRun = 0;
            } else if (c == '"' || c == '\'') {
                m_quote = c;
            } else if (c == '[') {
                ++m_declarationDepth;
            } else if (c == ']') {
                m_declarationDepth = std::max(0, m_declarationDepth - 1);
            } else if (c == '>' && m_declarationDepth == 0) {
                markupEnds(m_offset + i);
            }
            break;
        case State::DeclarationComment:
        case State::DeclarationProcessingInstruction: {
            const bool comment = m_state == State::DeclarationComment;
            ++i;
            if (c == '>' && m_closeRun >= (comment ? 2 : 1)) {
                m_state = State::Declaration;
                m_recent = 0;
            } else if (c == (comment ? '-' : '?')) {
                ++m_closeRun;
            } else {
                m_closeRun = 0;
            }
            break;
        }
        }
    }
    // Markup that goes on and on is cut where it passes the limit, give or
    // take this chunk.
    if (!refused() && m_state != State::Text
        && m_offset + passed - m_markupOffset > m_maxMarkupBytes) {
        const bool startTag = m_state == State::StartTag || m_state == State::StartTagQuote;
        m_refusal = {Refusal::Reason::TooLong, m_markupPosition,
                     startTag ? QByteArray(m_tagName, m_tagNameSize) : QByteArray()};
        passed = std::clamp<qsizetype>(m_markupOffset + m_maxMarkupBytes - m_offset, 0, passed);
    }
    // A run of white space that goes on into the next chunk: where it
    // started can only be counted now.
    if (m_state == State::Text && !m_textMarked && !m_textStartKnown && m_recording
        && m_textStart >= m_positionOffset && m_textStart <= m_offset + passed) {
        m_textStartPosition = positionAt(m_textStart);
        m_textStartKnown = true;
    }
    // Positions of later chunks are counted from where this one ends.
    positionAt(m_offset + passed);
    m_offset += passed;
    return passed;
}

} // namespace rsi
