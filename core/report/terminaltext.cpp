// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaltext.h"

namespace rsi {

namespace {

bool isUnsafe(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x061c
        || c == 0x200e || c == 0x200f;
}

void appendEscaped(QString &out, char16_t c)
{
    switch (c) {
    case u'\n':
        out += QStringLiteral("\\n");
        return;
    case u'\r':
        out += QStringLiteral("\\r");
        return;
    case u'\t':
        out += QStringLiteral("\\t");
        return;
    default:
        break;
    }
    if (c < 0x100)
        out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    else
        out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

QString escape(QStringView text, bool keepNewlines)
{
    // Most values need nothing: return them without building anything.
    qsizetype first = 0;
    while (first < text.size()) {
        const char16_t c = text.at(first).unicode();
        if (isUnsafe(c) && !(keepNewlines && c == u'\n'))
            break;
        ++first;
    }
    if (first == text.size())
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    out += text.left(first);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (isUnsafe(c) && !(keepNewlines && c == u'\n'))
            appendEscaped(out, c);
        else
            out += QChar(c);
    }
    return out;
}

} // namespace

QString terminalSafe(QStringView value)
{
    return escape(value, false);
}

QString terminalSafeLines(QStringView text)
{
    return escape(text, true);
}

} // namespace rsi
