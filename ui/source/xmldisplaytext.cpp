// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "xmldisplaytext_p.h"
#include "xmlhighlighter.h"

namespace rsi::xmldisplay {

namespace {

// Lines longer than this are shown broken (see xmlsourceview.h) ...
constexpr qsizetype longLine = 1000;
// ... after each "><", or after this many characters where there is none.
constexpr qsizetype maxPiece = 2000;

// Characters that QTextDocument takes as block or frame breaks, which XML
// does not: shown as U+FFFD so that blocks and lines stay one to one.
bool breaksBlock(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0x2028 || u == 0x2029 || u == 0xfdd0 || u == 0xfdd1;
}

// Whether the text can be shown as it is: only '\n' ends lines, none is
// long, and nothing in it breaks a block where XML sees no line end.
bool showsAsIs(QStringView xml)
{
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < xml.size(); ++i) {
        const QChar c = xml[i];
        if (c == u'\n') {
            if (i - lineStart > longLine)
                return false;
            lineStart = i + 1;
        } else if (c == u'\r' || breaksBlock(c)) {
            return false;
        }
    }
    return xml.size() - lineStart <= longLine;
}

} // namespace

DisplayText displayText(const QString &xml)
{
    DisplayText out;
    if (showsAsIs(xml)) {
        out.text = xml;
        out.lineCount = xml.count(u'\n') + 1;
    } else {
        out.text.reserve(xml.size() + 1);
        std::vector<int> lines;
        std::vector<int> columns;
        bool broken = false;
        int line = 0;

        const auto addLine = [&](QStringView text) {
            if (text.size() <= longLine) {
                out.text += text;
                lines.push_back(line);
                columns.push_back(0);
                return;
            }
            broken = true;
            qsizetype start = 0;
            for (qsizetype k = 0; k + 1 < text.size(); ++k) {
                const bool betweenTags = text[k] == u'>' && text[k + 1] == u'<';
                if (!betweenTags && k + 1 - start < maxPiece)
                    continue;
                out.text += text.sliced(start, k + 1 - start);
                out.text += u'\n';
                lines.push_back(line);
                columns.push_back(int(start));
                start = k + 1;
            }
            out.text += text.sliced(start);
            lines.push_back(line);
            columns.push_back(int(start));
        };

        qsizetype start = 0;
        const qsizetype n = xml.size();
        for (qsizetype i = 0; i <= n; ++i) {
            if (i < n && xml[i] != u'\n' && xml[i] != u'\r')
                continue;
            addLine(QStringView(xml).sliced(start, i - start));
            if (i == n)
                break;
            out.text += u'\n';
            if (xml[i] == u'\r' && i + 1 < n && xml[i + 1] == u'\n')
                ++i;
            start = i + 1;
            ++line;
        }
        for (QChar &c : out.text) {
            if (breaksBlock(c))
                c = QChar::ReplacementCharacter;
        }
        out.lineCount = line + 1;
        if (broken) {
            out.blockLine = std::move(lines);
            out.blockColumn = std::move(columns);
        }
    }

    // The highlighter's state at the end of each shown line, from views of
    // the text: cheaper than asking each block of the document for a copy.
    const QStringView text(out.text);
    int state = -1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != u'\n')
            continue;
        state = XmlHighlighter::endState(text.sliced(lineStart, i - lineStart), state);
        out.states.push_back(static_cast<signed char>(state));
        lineStart = i + 1;
    }
    return out;
}

} // namespace rsi::xmldisplay
