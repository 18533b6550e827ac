// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attribute.h"
#include "sourceposition.h"

namespace rsi {

// An <rs:ln> element: rel, href, pri, type, length, hash, modified, path and
// any extension attributes.
struct Link
{
    AttributeList attributes;
    SourcePosition position;

    std::optional<QString> rel() const { return attributes.value(u"rel"); }
    std::optional<QString> href() const { return attributes.value(u"href"); }
    std::optional<QString> pri() const { return attributes.value(u"pri"); }
    std::optional<QString> type() const { return attributes.value(u"type"); }
    std::optional<QString> length() const { return attributes.value(u"length"); }
    std::optional<QString> hash() const { return attributes.value(u"hash"); }
    std::optional<QString> modified() const { return attributes.value(u"modified"); }
    std::optional<QString> path() const { return attributes.value(u"path"); }

    // rel compared as the spec says: registered names case-insensitively.
    bool hasRel(QStringView relation) const
    {
        const auto value = rel();
        return value && value->compare(relation, Qt::CaseInsensitive) == 0;
    }
};

} // namespace rsi

Q_DECLARE_TYPEINFO(rsi::Link, Q_RELOCATABLE_TYPE);
