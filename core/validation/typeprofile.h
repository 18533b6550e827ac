// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documenttype.h"
#include "severity.h"

#include <QList>
#include <QStringView>

#include <optional>

namespace rsi {

// How the spec uses an attribute in one place (Appendix A's M/R/O/X).
enum class AttributeUse { Mandatory, Recommended, Optional, NotUsed };

// One attribute of a root or url-level rs:md, and the rule reported when its
// use is broken (a Mandatory/Recommended one missing, a NotUsed one present).
struct AttributeRule
{
    QStringView name;
    AttributeUse use = AttributeUse::Optional;
    QStringView ruleId; // empty: the generic rule for that attribute applies
    std::optional<Severity> severity = std::nullopt; // overrides the catalogue's level
};

// What one document type requires, and which catalogue rule names each fault.
// This is Appendix A plus the per-type "mandatory" sentences of §8-§13, kept
// as data so that the precedence between generic and specific rules is
// decided in one place.
struct TypeProfile
{
    DocumentType type = DocumentType::Unknown;
    QStringView upRule; // root rs:ln rel="up" is mandatory; empty: not required
    QStringView locRule; // an entry without a non-empty <loc>
    std::optional<Severity> locSeverity;
    QStringView duplicateLocRule; // empty: the same loc may repeat
    QStringView entryMetadataRule; // an entry without rs:md; empty: rs:md optional
    std::optional<Severity> entryMetadataSeverity;
    QStringView sizeRule; // over 50,000 entries or 50 MB
    QList<AttributeRule> root; // time attributes of the root rs:md
    QList<AttributeRule> entry; // attributes of the url-level rs:md; others: generic rules
};

// The profile of a type; Unknown and Extension get a permissive profile.
const TypeProfile &typeProfile(DocumentType type);

} // namespace rsi
