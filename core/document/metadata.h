// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attribute.h"
#include "sourceposition.h"

namespace rsi {

// An <rs:md> element: capability, at, completed, from, until, change, datetime,
// hash, length, type, encoding, path and any extension attributes.
struct Metadata
{
    AttributeList attributes;
    SourcePosition position;

    std::optional<QString> capability() const { return attributes.value(u"capability"); }
    std::optional<QString> at() const { return attributes.value(u"at"); }
    std::optional<QString> completed() const { return attributes.value(u"completed"); }
    std::optional<QString> from() const { return attributes.value(u"from"); }
    std::optional<QString> until() const { return attributes.value(u"until"); }
    std::optional<QString> change() const { return attributes.value(u"change"); }
    std::optional<QString> datetime() const { return attributes.value(u"datetime"); }
    std::optional<QString> hash() const { return attributes.value(u"hash"); }
    std::optional<QString> length() const { return attributes.value(u"length"); }
    std::optional<QString> type() const { return attributes.value(u"type"); }
    std::optional<QString> encoding() const { return attributes.value(u"encoding"); }
    std::optional<QString> path() const { return attributes.value(u"path"); }
};

} // namespace rsi

Q_DECLARE_TYPEINFO(rsi::Metadata, Q_RELOCATABLE_TYPE);
