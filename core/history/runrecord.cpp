// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runrecord.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::RunRecord)
};

} // namespace

QString runKindKey(RunKind kind)
{
    switch (kind) {
    case RunKind::Crawl:
        return QStringLiteral("crawl");
    case RunKind::Audit:
        return QStringLiteral("audit");
    case RunKind::Mirror:
        return QStringLiteral("mirror");
    case RunKind::Report:
        return QStringLiteral("report");
    }
    return {};
}

std::optional<RunKind> runKindFromKey(QStringView key)
{
    for (const RunKind kind : {RunKind::Crawl, RunKind::Audit, RunKind::Mirror, RunKind::Report}) {
        if (key == runKindKey(kind))
            return kind;
    }
    return std::nullopt;
}

DocumentType RunDocument::type() const
{
    const bool index = root == u"sitemapindex";
    struct Kind
    {
        const char16_t *capability;
        DocumentType list;
        DocumentType index;
    };
    static const Kind kinds[] = {
        {u"description", DocumentType::SourceDescription, DocumentType::SourceDescriptionIndex},
        {u"capabilitylist", DocumentType::CapabilityList, DocumentType::CapabilityListIndex},
        {u"resourcelist", DocumentType::ResourceList, DocumentType::ResourceListIndex},
        {u"resourcedump", DocumentType::ResourceDump, DocumentType::ResourceDumpIndex},
        {u"resourcedump-manifest", DocumentType::ResourceDumpManifest,
         DocumentType::ResourceDumpManifest},
        {u"changelist", DocumentType::ChangeList, DocumentType::ChangeListIndex},
        {u"changedump", DocumentType::ChangeDump, DocumentType::ChangeDumpIndex},
        {u"changedump-manifest", DocumentType::ChangeDumpManifest,
         DocumentType::ChangeDumpManifest},
    };
    for (const Kind &kind : kinds) {
        if (capability == QStringView(kind.capability))
            return index ? kind.index : kind.list;
    }
    return capability.isEmpty() ? DocumentType::Unknown : DocumentType::Extension;
}

qint64 RunRecord::totalEntries() const
{
    qint64 total = 0;
    for (const RunDocument &document : documents)
        total += document.entries;
    return total;
}

SeverityCounts RunRecord::counts() const
{
    return countBySeverity(findings);
}

QString RunRecord::label() const
{
    if (id > 0)
        return Tr::tr("run %1").arg(id);
    return QFileInfo(file).fileName();
}

} // namespace rsi
