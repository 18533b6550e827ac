// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The words of an audit: the counts of its states, the keys and sentences
// of its reasons, the names of its states (declared in auditcomparison.h).
#include "auditcomparison.h"

#include <QCoreApplication>

namespace rsi {

namespace {

// The same context as the comparison's own strings.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AuditComparison)
};

} // namespace

void AuditCounts::add(AuditState state)
{
    switch (state) {
    case AuditState::Same:
        ++same;
        break;
    case AuditState::Create:
        ++create;
        break;
    case AuditState::Update:
        ++update;
        break;
    case AuditState::Delete:
        ++deleted;
        break;
    case AuditState::Failed:
        ++failed;
        break;
    }
}

AuditCounts AuditCounts::of(const QList<AuditItem> &items)
{
    AuditCounts counts;
    for (const AuditItem &item : items)
        counts.add(item.state);
    return counts;
}

QString AuditReason::key() const
{
    switch (kind) {
    case Kind::Length:
        return QStringLiteral("length");
    case Kind::Hash:
        return QStringLiteral("hash");
    case Kind::Lastmod:
        return QStringLiteral("lastmod");
    case Kind::NotRegularFile:
        return QStringLiteral("special");
    case Kind::Extra:
        return QStringLiteral("extra");
    case Kind::NotFromLayout:
        return QStringLiteral("foreign");
    case Kind::Unmappable:
        return QStringLiteral("unmappable");
    case Kind::Unreadable:
        return QStringLiteral("unreadable");
    case Kind::Missing:
        return QStringLiteral("missing");
    case Kind::Http:
        return QStringLiteral("http ") + actual;
    case Kind::Network:
        return QStringLiteral("network");
    case Kind::Changed:
        return QStringLiteral("changed");
    case Kind::DeletedAtSource:
        return QStringLiteral("deleted");
    case Kind::Kept:
        return QStringLiteral("kept");
    case Kind::Package:
        return QStringLiteral("package");
    case Kind::WriteFailed:
        return QStringLiteral("write");
    case Kind::Retried:
        return QStringLiteral("retried");
    case Kind::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

QString AuditReason::description() const
{
    if (done) {
        // What the local copy had before the mirror acted, and what it did.
        switch (kind) {
        case Kind::Length:
            return Tr::tr("The size differed: the list says %1 bytes, the local file had %2. It "
                          "was downloaded again.")
                .arg(expected, actual);
        case Kind::Hash:
            return Tr::tr("The %1 digest differed: the list says %2, the local file had %3. It "
                          "was downloaded again.")
                .arg(algorithm, expected, actual);
        case Kind::Lastmod:
            return Tr::tr("The modification time differed: the list says %1, the local file had "
                          "%2. It was downloaded again.")
                .arg(expected, actual);
        case Kind::NotRegularFile:
            return Tr::tr("A symbolic link or a special file stood at its path; it was not "
                          "followed or read.");
        case Kind::Missing:
            return Tr::tr("The local copy did not have this resource; it was downloaded.");
        default:
            break;
        }
    }
    switch (kind) {
    case Kind::Length:
        return ofDownload
            ? Tr::tr("The size differs: the list says %1 bytes, the download has %2.")
                  .arg(expected, actual)
            : Tr::tr("The size differs: the list says %1 bytes, the local file has %2.")
                  .arg(expected, actual);
    case Kind::Hash:
        return ofDownload
            ? Tr::tr("The %1 digest differs: the list says %2, the download has %3.")
                  .arg(algorithm, expected, actual)
            : Tr::tr("The %1 digest differs: the list says %2, the local file has %3.")
                  .arg(algorithm, expected, actual);
    case Kind::Lastmod:
        return Tr::tr("The modification time differs: the list says %1, the local file has %2.")
            .arg(expected, actual);
    case Kind::NotRegularFile:
        return Tr::tr("This is a symbolic link or a special file, not a regular file; it was not "
                      "followed or read.");
    case Kind::Extra:
        return Tr::tr("No resource the source lists belongs at this path.");
    case Kind::NotFromLayout:
        return Tr::tr("This file was not written by this layout: %1").arg(actual);
    case Kind::Unmappable:
        return Tr::tr("This URL has no place in a local copy: %1").arg(actual);
    case Kind::Unreadable:
        return Tr::tr("The local file could not be read: %1").arg(actual);
    case Kind::Missing:
        return Tr::tr("The local copy does not have this resource.");
    case Kind::Http:
        return Tr::tr("The server answered with HTTP status %1.").arg(actual);
    case Kind::Network:
        return Tr::tr("The download failed: %1").arg(actual);
    case Kind::Changed:
        return expected.isEmpty() ? Tr::tr("The source reports it %1.").arg(actual)
                                  : Tr::tr("The source reports it %1 at %2.").arg(actual, expected);
    case Kind::DeletedAtSource:
        return expected.isEmpty() ? Tr::tr("The source reports it deleted.")
                                  : Tr::tr("The source reports it deleted at %1.").arg(expected);
    case Kind::Kept:
        return Tr::tr("Kept: deletions were not asked for (--delete).");
    case Kind::Package:
        return Tr::tr("The dump package that holds it failed its checks: %1").arg(actual);
    case Kind::WriteFailed:
        return Tr::tr("The file could not be written into the local copy: %1").arg(actual);
    case Kind::Retried:
        return Tr::tr("An earlier run failed on it; this run tried again.");
    case Kind::Refused:
        return Tr::tr("The download was refused: %1").arg(actual);
    }
    return {};
}

QString auditStateKey(AuditState state)
{
    switch (state) {
    case AuditState::Same:
        return QStringLiteral("same");
    case AuditState::Create:
        return QStringLiteral("create");
    case AuditState::Update:
        return QStringLiteral("update");
    case AuditState::Delete:
        return QStringLiteral("delete");
    case AuditState::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QString auditStateName(AuditState state)
{
    switch (state) {
    case AuditState::Same:
        return Tr::tr("Same");
    case AuditState::Create:
        return Tr::tr("Create");
    case AuditState::Update:
        return Tr::tr("Update");
    case AuditState::Delete:
        return Tr::tr("Delete");
    case AuditState::Failed:
        return Tr::tr("Failed");
    }
    return {};
}

} // namespace rsi
