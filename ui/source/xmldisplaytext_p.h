// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text an XmlSourceView shows for a document: long lines broken, block
// breaks XML does not have replaced, and the highlighter's state at the end
// of each shown line. Private to the view (xmlsourceview.cpp).
#pragma once

#include <QString>

#include <vector>

namespace rsi::xmldisplay {

struct DisplayText
{
    QString text; // lines joined by '\n', long ones broken
    std::vector<int> blockLine; // empty when no line was broken
    std::vector<int> blockColumn;
    std::vector<signed char> states; // by shown line: XmlHighlighter::endState
    qint64 lineCount = 0;
};

// The text as the view shows it. Line ends are "\r\n", "\r" or "\n", as for
// QTextDocument and for XML parsers alike, so line numbers agree with the
// positions the parser reports. Most documents are shown as they are, with
// no copy made.
DisplayText displayText(const QString &xml);

} // namespace rsi::xmldisplay
