// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rsi {

struct Document;

// What a document is, from its root element and root rs:md@capability
// (catalogue section 1.2).
enum class DocumentType {
    Unknown, // not ResourceSync: no root rs:md, or a capability nobody defines
    Extension, // a capability another specification defines
    SourceDescription,
    SourceDescriptionIndex,
    CapabilityList,
    CapabilityListIndex, // discouraged (CAP-008) but recognisable
    ResourceList,
    ResourceListIndex,
    ResourceDump,
    ResourceDumpIndex,
    ResourceDumpManifest,
    ChangeList,
    ChangeListIndex,
    ChangeDump,
    ChangeDumpIndex,
    ChangeDumpManifest,
};

DocumentType classifyDocument(const Document &document, const QStringList &extensionCapabilities);
// "Resource List", "Change List Index", ...: translated, for people.
QString documentTypeName(DocumentType type);
// The same, for a sentence that says "a %1" or "this %1": a name that takes
// "a" in English ("document of an unknown type" for Unknown, "document of an
// extension capability" for Extension, documentTypeName() for the others).
QString documentTypeNameInText(DocumentType type);
// The eight capability values that the core specification defines (ATT-004).
bool isDefinedCapability(QStringView capability);
bool isIndexType(DocumentType type);
// A Source Description or a Source Description Index: the top of a source.
bool isSourceDescriptionType(DocumentType type);
bool isManifestType(DocumentType type);

} // namespace rsi
