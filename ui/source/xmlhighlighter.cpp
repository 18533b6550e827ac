// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "xmlhighlighter.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPalette>
#include <QThread>

namespace rsi {

namespace {

// What is open at the end of a line. Values are stored in the document's
// blocks (QTextBlock::userState), so they stay small and stable.
enum State : int {
    Text = 0,
    Comment, // <!-- ... -->
    CData, // <![CDATA[ ... ]]>
    Instruction, // <? ... ?>
    Declaration, // <!DOCTYPE ... >
    DeclarationSubset, // <!DOCTYPE x [ ... ]
    InTag, // after <name or </name, among the attributes
    DoubleQuoted, // attribute value in "..."
    SingleQuoted, // attribute value in '...'
};

enum class Token { Tag, AttributeName, AttributeValue, Comment, Instruction, Entity, CData };

bool isNameStart(QChar c)
{
    return c.isLetter() || c == u'_' || c == u':';
}

bool isNameChar(QChar c)
{
    // Beyond ASCII, XML allows almost anything in a name; highlighting a
    // broken name a little too far does no harm.
    return c.isLetterOrNumber() || c == u'_' || c == u':' || c == u'-' || c == u'.'
        || (c.unicode() >= 0x80 && !c.isSpace());
}

// Length of the entity or character reference at text[at] ('&'), 0 when
// there is none (a stray ampersand).
qsizetype entityLength(QStringView text, qsizetype at)
{
    qsizetype end = at + 1;
    while (end < text.size() && (isNameChar(text[end]) || text[end] == u'#'))
        ++end;
    if (end == at + 1 || end >= text.size() || text[end] != u';')
        return 0;
    return end + 1 - at;
}

// One pass over a line: reports each highlighted range to emit(start,
// length, token), later ranges over earlier ones, and returns the state at
// the end of the line. The same pass computes states alone (emit does
// nothing), so on-demand highlighting and full highlighting never disagree.
template<typename Emit> int scan(QStringView text, int state, Emit &&emit)
{
    if (state < Text || state > SingleQuoted)
        state = Text;
    const qsizetype n = text.size();
    qsizetype i = 0;

    const auto closeWith = [&](QStringView terminator, Token token, int after) {
        const qsizetype end = text.indexOf(terminator, i);
        if (end < 0) {
            emit(i, n - i, token);
            i = n;
            return;
        }
        const qsizetype stop = end + terminator.size();
        emit(i, stop - i, token);
        i = stop;
        state = after;
    };

    while (i < n) {
        switch (state) {
        case Comment:
            closeWith(u"-->", Token::Comment, Text);
            break;
        case CData:
            closeWith(u"]]>", Token::CData, Text);
            break;
        case Instruction:
            closeWith(u"?>", Token::Instruction, Text);
            break;
        case DeclarationSubset:
            closeWith(u"]", Token::Instruction, Declaration);
            break;
        case Declaration: {
            qsizetype end = i;
            while (end < n && text[end] != u'[' && text[end] != u'>')
                ++end;
            if (end == n) {
                emit(i, n - i, Token::Instruction);
                i = n;
                break;
            }
            emit(i, end + 1 - i, Token::Instruction);
            state = text[end] == u'>' ? Text : DeclarationSubset;
            i = end + 1;
            break;
        }
        case DoubleQuoted:
        case SingleQuoted: {
            const QChar quote = state == DoubleQuoted ? u'"' : u'\'';
            const qsizetype end = text.indexOf(quote, i);
            const qsizetype valueEnd = end < 0 ? n : end;
            emit(i, (end < 0 ? n : end + 1) - i, Token::AttributeValue);
            for (qsizetype k = i; k < valueEnd; ++k) {
                if (text[k] != u'&')
                    continue;
                if (const qsizetype length = entityLength(text.first(valueEnd), k)) {
                    emit(k, length, Token::Entity);
                    k += length - 1;
                }
            }
            i = end < 0 ? n : end + 1;
            if (end >= 0)
                state = InTag;
            break;
        }
        case InTag: {
            const QChar c = text[i];
            if (c == u'>') {
                emit(i, 1, Token::Tag);
                ++i;
                state = Text;
            } else if (c == u'/' && i + 1 < n && text[i + 1] == u'>') {
                emit(i, 2, Token::Tag);
                i += 2;
                state = Text;
            } else if (c == u'"' || c == u'\'') {
                emit(i, 1, Token::AttributeValue);
                ++i;
                state = c == u'"' ? DoubleQuoted : SingleQuoted;
            } else if (isNameStart(c)) {
                qsizetype end = i;
                while (end < n && isNameChar(text[end]))
                    ++end;
                emit(i, end - i, Token::AttributeName);
                i = end;
            } else if (c == u'<') {
                state = Text; // a tag left open: what follows starts afresh
            } else {
                ++i; // white space, '=', stray characters
            }
            break;
        }
        default: { // Text
            qsizetype next = i;
            while (next < n && text[next] != u'<' && text[next] != u'&')
                ++next;
            i = next;
            if (i == n)
                break;
            if (text[i] == u'&') {
                const qsizetype length = entityLength(text, i);
                if (length > 0)
                    emit(i, length, Token::Entity);
                i += qMax<qsizetype>(length, 1);
                break;
            }
            const QStringView rest = text.sliced(i);
            if (rest.startsWith(u"<!--")) {
                emit(i, 4, Token::Comment);
                i += 4;
                state = Comment;
            } else if (rest.startsWith(u"<![CDATA[")) {
                emit(i, 9, Token::CData);
                i += 9;
                state = CData;
            } else if (rest.startsWith(u"<?")) {
                emit(i, 2, Token::Instruction);
                i += 2;
                state = Instruction;
            } else if (rest.startsWith(u"<!")) {
                emit(i, 2, Token::Instruction);
                i += 2;
                state = Declaration;
            } else {
                qsizetype end = i + 1;
                if (end < n && text[end] == u'/')
                    ++end;
                if (end < n && isNameStart(text[end])) {
                    while (end < n && isNameChar(text[end]))
                        ++end;
                    emit(i, end - i, Token::Tag);
                    state = InTag;
                    i = end;
                } else {
                    ++i; // a '<' that starts nothing
                }
            }
            break;
        }
        }
    }
    return state;
}

QTextCharFormat foreground(const char *colour, bool italic = false)
{
    QTextCharFormat format;
    format.setForeground(QColor(QLatin1StringView(colour)));
    if (italic)
        format.setFontItalic(true);
    return format;
}

} // namespace

XmlHighlighter::XmlHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    // The application's palette is the GUI thread's to read; a highlighter
    // made elsewhere (a document built on a worker) is given one.
    const QCoreApplication *app = QCoreApplication::instance();
    if (app && QThread::currentThread() == app->thread()
        && qobject_cast<const QGuiApplication *>(app))
        setPalette(QGuiApplication::palette());
    else
        setPalette(QPalette(Qt::white));
}

XmlHighlighter::~XmlHighlighter() = default;

void XmlHighlighter::setPalette(const QPalette &palette)
{
    // Two hand-picked sets read better than colours computed from the
    // palette: each set keeps the usual hues (names blue, values green,
    // comments grey) at a contrast of at least 4.5:1 on its background.
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    if (dark) {
        m_tag = foreground("#6cb6ff");
        m_attributeName = foreground("#f0b072");
        m_attributeValue = foreground("#8ddb8c");
        m_comment = foreground("#9198a1", true);
        m_instruction = foreground("#dcbdfb");
        m_entity = foreground("#ff938a");
        m_cdata = foreground("#76e3ea");
    } else {
        m_tag = foreground("#0b50a8");
        m_attributeName = foreground("#8a4600");
        m_attributeValue = foreground("#116329");
        m_comment = foreground("#656d76", true);
        m_instruction = foreground("#6639ba");
        m_entity = foreground("#b3261e");
        m_cdata = foreground("#0a6570");
    }
}

int XmlHighlighter::endState(QStringView line, int previousState)
{
    return scan(line, previousState, [](qsizetype, qsizetype, Token) {});
}

void XmlHighlighter::highlightBlock(const QString &text)
{
    const int state
        = scan(text, previousBlockState(), [this](qsizetype start, qsizetype length, Token token) {
              const QTextCharFormat *format = nullptr;
              switch (token) {
              case Token::Tag:
                  format = &m_tag;
                  break;
              case Token::AttributeName:
                  format = &m_attributeName;
                  break;
              case Token::AttributeValue:
                  format = &m_attributeValue;
                  break;
              case Token::Comment:
                  format = &m_comment;
                  break;
              case Token::Instruction:
                  format = &m_instruction;
                  break;
              case Token::Entity:
                  format = &m_entity;
                  break;
              case Token::CData:
                  format = &m_cdata;
                  break;
              }
              setFormat(int(start), int(length), *format);
          });
    setCurrentBlockState(state);
}

} // namespace rsi
