// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dump route's steps of a mirror run: each package fetched, checked
// against its listing, and applied on the state thread.
#include "mirrorjob_p.h"

namespace rsi {

void MirrorJob::Private::nextPackage()
{
    ++packageIndex;
    while (packageIndex < packages.size()
           && applied.contains(packages.at(packageIndex).url.toString(QUrl::FullyEncoded))) {
        ++settled;
        ++packageIndex;
    }
    progress();
    if (packageIndex >= packages.size()) {
        startDeletions();
        return;
    }
    const SourceInventory::Package package = packages.at(packageIndex);
    setStatus(MirrorJob::tr("Downloading package %1 of %2: %3")
                  .arg(QString::number(packageIndex + 1), QString::number(packages.size()),
                       package.url.toString()));
    packageBusy = true;
    downloads->fetchPackage(package.url, package.hashes,
                            [this](const FetchResult &fetched) { onPackageFetched(fetched); });
}

void MirrorJob::Private::onPackageFetched(const FetchResult &fetched)
{
    const SourceInventory::Package package = packages.at(packageIndex);
    if (fetched.canceled || cancel->load()) {
        packageBusy = false;
        advance();
        return;
    }
    ListedResource expected;
    expected.loc = package.url;
    expected.length = package.length;
    expected.hashes = package.hashes;
    QList<AuditReason> mismatches;
    if (!fetched.ok || !MirrorDownloads::verify(expected, fetched, mismatches)) {
        // The package stands for the resources it holds: one failed item.
        const QString url = package.url.toString();
        QList<AuditReason> reasons;
        QString ruleId;
        QString message;
        if (!fetched.ok) {
            ruleId = QStringLiteral("AUD-003");
            message = MirrorJob::tr("The dump package %1 could not be downloaded: %2")
                          .arg(url, fetched.error);
            AuditReason why;
            why.kind = fetched.failure == FetchFailure::Refused ? AuditReason::Kind::Refused
                : fetched.status                                ? AuditReason::Kind::Http
                                                                : AuditReason::Kind::Network;
            why.actual = why.kind == AuditReason::Kind::Http ? QString::number(*fetched.status)
                                                             : fetched.error;
            reasons = {why};
        } else {
            QStringList what;
            for (const AuditReason &mismatch : std::as_const(mismatches))
                what.append(mismatch.description());
            ruleId = QStringLiteral("AUD-002");
            message = MirrorJob::tr("The dump package %1 does not match its listing: %2")
                          .arg(url, what.join(QLatin1Char(' ')));
            reasons = mismatches;
        }
        ask(
            [this, package, reasons, ruleId, message] {
                applier->failed(package, reasons, ruleId, message);
                return 0;
            },
            [this](int) {
                ++settled;
                packageBusy = false;
            });
        return;
    }
    setStatus(MirrorJob::tr("Checking and extracting package %1 of %2: %3")
                  .arg(QString::number(packageIndex + 1), QString::number(packages.size()),
                       package.url.toString()));
    // The temporary file stays here, on its thread, until the step is done.
    packageBody = fetched.body;
    const QString zipPath = fetched.body ? fetched.body->fileName() : QString();
    ask([this, package, zipPath] { return applier->apply(package, zipPath); },
        [this](const PackageApplier::Applied &) {
            ++settled;
            packageBusy = false;
            packageBody.reset();
        });
}

} // namespace rsi
