// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Small syntax helpers shared by the rule groups: URI schemes, media type
// essences, the ResourceSync namespace, the time attribute names, and the
// cutting of attribute values that messages quote. One implementation each.
#pragma once

#include "characters_p.h"
#include "document/attribute.h"

#include <QString>
#include <QStringView>

#include <algorithm>

namespace rsi::syntax {

// A value to quote in a message, cut to at most `max` characters (and an
// ellipsis) so that a hostile document cannot make messages of megabytes:
// a message quotes a value so that a librarian can recognise it, not to
// reproduce it.
inline QString quoted(QStringView text, qsizetype max = 200)
{
    if (text.size() <= max)
        return text.toString();
    qsizetype cut = max;
    if (cut > 0 && text[cut - 1].isHighSurrogate())
        --cut; // do not split a surrogate pair
    return text.left(cut).toString() + u'\x2026';
}

// RFC 3986: scheme ":" with scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
// Returns the length of the scheme, or 0 when the text has none.
inline qsizetype schemeLength(QStringView text)
{
    using namespace characters;
    if (text.isEmpty() || !isAsciiAlpha(text.front().unicode()))
        return 0;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c == u':')
            return i;
        if (!isAsciiAlpha(c) && !isAsciiDigit(c) && c != u'+' && c != u'-' && c != u'.')
            return 0;
    }
    return 0;
}

// The URI scheme in lower case, or an empty string for a relative reference.
inline QString schemeOf(QStringView uri)
{
    return uri.left(schemeLength(uri)).toString().toLower();
}

// "application/zip; x=y" -> "application/zip": the media type without
// parameters, trimmed and in lower case, for comparisons.
inline QString mediaTypeEssence(QStringView type)
{
    const qsizetype semicolon = type.indexOf(u';');
    return (semicolon < 0 ? type : type.left(semicolon)).trimmed().toString().toLower();
}

// The time attributes of Appendix A (datetime is judged on its own).
inline bool isTimeAttribute(QStringView name)
{
    return name == u"at" || name == u"completed" || name == u"from" || name == u"until";
}

// The ResourceSync namespace, or a misspelling of it close enough to show
// what was meant (another scheme, a missing "terms/").
inline bool isResourceSyncLike(QStringView namespaceUri)
{
    return namespaceUri.startsWith(u"http://www.openarchives.org/rs")
        || namespaceUri.startsWith(u"https://www.openarchives.org/rs");
}

// Whether the element has the ResourceSync attribute `name` written with a
// prefix (rs:at="..."): GEN-019 reports it, and the other rules count it as
// present rather than reporting the attribute missing as well.
inline bool hasPrefixedResourceSync(const AttributeList &attributes, QStringView name)
{
    const QList<Attribute> &all = attributes.all();
    return std::any_of(all.cbegin(), all.cend(), [name](const Attribute &attribute) {
        // Unprefixed attributes have no namespace: the cheap test first.
        return !attribute.namespaceUri.isEmpty() && isResourceSyncLike(attribute.namespaceUri)
            && attribute.localName() == name;
    });
}

} // namespace rsi::syntax
