// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The value checks of the attributes group (attributerules.cpp), one per
// attribute ResourceSync defines: each reports what is wrong with one value
// at `position`. The representation attributes (hash, length, type,
// encoding, path) are in representationvalues.cpp; datetimes and the link
// attributes href, rel and pri in timeandlinkvalues.cpp. Private to those
// three files.
#pragma once

#include "characters_p.h"
#include "validation/validationcontext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace rsi::attributevalues {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time; the three files share it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// The text without XML white space at either end (no copy).
inline QStringView trimmedView(QStringView text)
{
    using namespace characters;
    while (!text.isEmpty() && isXmlSpace(text.front().unicode()))
        text = text.mid(1);
    while (!text.isEmpty() && isXmlSpace(text.back().unicode()))
        text.chop(1);
    return text;
}

enum class TimeUse { Attribute, Lastmod, Modified };

// W3C Datetime (ATT-001/002), or the RFC 3339 date-time of modified (ATT-021);
// `what` names the attribute or element in messages.
void checkTime(ValidationContext &context, const QString &what, const QString &value, TimeUse use,
               SourcePosition position);

// Representation attributes (representationvalues.cpp).
void checkHash(ValidationContext &context, const QString &value, SourcePosition position);
void checkLength(ValidationContext &context, const QString &value, SourcePosition position);
void checkType(ValidationContext &context, const QString &value, SourcePosition position);
void checkEncoding(ValidationContext &context, const QString &value, SourcePosition position);
void checkPath(ValidationContext &context, const QString &value, SourcePosition position);

// Link attributes (timeandlinkvalues.cpp); entryLevel: an <rs:ln> of an entry,
// not of the document, for ATT-020.
void checkPri(ValidationContext &context, const QString &value, SourcePosition position);
void checkHref(ValidationContext &context, const QString &value, SourcePosition position);
void checkRel(ValidationContext &context, const QString &value, bool entryLevel,
              SourcePosition position);

} // namespace rsi::attributevalues
