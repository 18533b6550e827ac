// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenttype.h"

#include "document/document.h"

#include <QCoreApplication>

namespace rsi {

bool isDefinedCapability(QStringView capability)
{
    static constexpr QStringView defined[]
        = {u"description",           u"capabilitylist", u"resourcelist", u"resourcedump",
           u"resourcedump-manifest", u"changelist",     u"changedump",   u"changedump-manifest"};
    return std::find(std::begin(defined), std::end(defined), capability) != std::end(defined);
}

DocumentType classifyDocument(const Document &document, const QStringList &extensionCapabilities)
{
    const std::optional<QString> capability = document.capability();
    if (document.rootKind == Document::RootKind::Unknown || !capability)
        return DocumentType::Unknown;
    const bool index = document.isIndex();
    const QString &value = *capability;
    if (value == u"description")
        return index ? DocumentType::SourceDescriptionIndex : DocumentType::SourceDescription;
    if (value == u"capabilitylist")
        return index ? DocumentType::CapabilityListIndex : DocumentType::CapabilityList;
    if (value == u"resourcelist")
        return index ? DocumentType::ResourceListIndex : DocumentType::ResourceList;
    if (value == u"resourcedump")
        return index ? DocumentType::ResourceDumpIndex : DocumentType::ResourceDump;
    if (value == u"changelist")
        return index ? DocumentType::ChangeListIndex : DocumentType::ChangeList;
    if (value == u"changedump")
        return index ? DocumentType::ChangeDumpIndex : DocumentType::ChangeDump;
    // A manifest is one manifest.xml file; as a sitemapindex it is no
    // manifest at all (GEN-007), so only its <urlset> form is classified.
    if (value == u"resourcedump-manifest" && !index)
        return DocumentType::ResourceDumpManifest;
    if (value == u"changedump-manifest" && !index)
        return DocumentType::ChangeDumpManifest;
    if (extensionCapabilities.contains(value))
        return DocumentType::Extension;
    return DocumentType::Unknown;
}

QString documentTypeName(DocumentType type)
{
    const char *name = "";
    switch (type) {
    case DocumentType::Unknown:
        name = QT_TRANSLATE_NOOP("DocumentType", "Unknown document");
        break;
    case DocumentType::Extension:
        name = QT_TRANSLATE_NOOP("DocumentType", "Extension document");
        break;
    case DocumentType::SourceDescription:
        name = QT_TRANSLATE_NOOP("DocumentType", "Source Description");
        break;
    case DocumentType::SourceDescriptionIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Source Description Index");
        break;
    case DocumentType::CapabilityList:
        name = QT_TRANSLATE_NOOP("DocumentType", "Capability List");
        break;
    case DocumentType::CapabilityListIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Capability List Index");
        break;
    case DocumentType::ResourceList:
        name = QT_TRANSLATE_NOOP("DocumentType", "Resource List");
        break;
    case DocumentType::ResourceListIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Resource List Index");
        break;
    case DocumentType::ResourceDump:
        name = QT_TRANSLATE_NOOP("DocumentType", "Resource Dump");
        break;
    case DocumentType::ResourceDumpIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Resource Dump Index");
        break;
    case DocumentType::ResourceDumpManifest:
        name = QT_TRANSLATE_NOOP("DocumentType", "Resource Dump Manifest");
        break;
    case DocumentType::ChangeList:
        name = QT_TRANSLATE_NOOP("DocumentType", "Change List");
        break;
    case DocumentType::ChangeListIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Change List Index");
        break;
    case DocumentType::ChangeDump:
        name = QT_TRANSLATE_NOOP("DocumentType", "Change Dump");
        break;
    case DocumentType::ChangeDumpIndex:
        name = QT_TRANSLATE_NOOP("DocumentType", "Change Dump Index");
        break;
    case DocumentType::ChangeDumpManifest:
        name = QT_TRANSLATE_NOOP("DocumentType", "Change Dump Manifest");
        break;
    }
    return QCoreApplication::translate("DocumentType", name);
}

bool isSourceDescriptionType(DocumentType type)
{
    return type == DocumentType::SourceDescription || type == DocumentType::SourceDescriptionIndex;
}

bool isIndexType(DocumentType type)
{
    switch (type) {
    case DocumentType::SourceDescriptionIndex:
    case DocumentType::CapabilityListIndex:
    case DocumentType::ResourceListIndex:
    case DocumentType::ResourceDumpIndex:
    case DocumentType::ChangeListIndex:
    case DocumentType::ChangeDumpIndex:
        return true;
    default:
        return false;
    }
}

bool isManifestType(DocumentType type)
{
    return type == DocumentType::ResourceDumpManifest || type == DocumentType::ChangeDumpManifest;
}

QString documentTypeNameInText(DocumentType type)
{
    switch (type) {
    case DocumentType::Unknown:
        return QCoreApplication::translate("DocumentType", "document of an unknown type");
    case DocumentType::Extension:
        return QCoreApplication::translate("DocumentType", "document of an extension capability");
    default:
        return documentTypeName(type);
    }
}

} // namespace rsi
