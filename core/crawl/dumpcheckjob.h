// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/job.h"
#include "mirror/dumppackage.h"
#include "net/fetchoptions.h"
#include "resourcefilter.h"
#include "validation/validationoptions.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QUrl>

#include <atomic>
#include <memory>

class QNetworkAccessManager;

namespace rsi {

class HttpEngine;
class LocalSource;
class SourceTree;
struct CrawledDocument;
struct FetchResult;
struct PackageCheck;

// Checks the packages of a crawled source's Resource Dumps and Change Dumps,
// as a full audit does (`crawl --check-resources`, the application's Check
// resources): every package an in-scope dump lists (each URL once) is
// downloaded into a temporary file, within the fetch options' size cap, and
//
// - compared with its dump entry: the bytes received against the entry's
//   length and every hash it gives (RD-014, CD-015);
// - checked against its manifest.xml by DumpPackage, as it is: every
//   bitstream's length, hashes and CRC-32, zip slip, ZIP bombs, truncation
//   (the [zip] rules, SAFE-006..008);
// - its manifest validated as the Resource Dump Manifest or Change Dump
//   Manifest it must be.
//
// Nothing is extracted: the bitstreams are streamed through the checks, and
// the temporary file is removed as soon as the package is checked. At most
// two packages are on disk at once.
//
// Each package becomes a document of the tree, under the dump that lists it
// (Arrival::Package; requestedUrl the package): when its manifest could be
// read, url is "<package>!/manifest.xml" and it holds the manifest's entries
// and findings, the findings with a line naming that manifest; findings about
// the package as a whole (fixity, a ZIP entry's name, a truncated file) name
// the package, and the message names the ZIP entry. A package that could not
// be read is an unread document with the reason.
//
// A local source (setLocalRoot()) has its packages read from its folder, as
// the crawl read its documents; nothing is downloaded then.
//
// The tree must outlive the job and must not change while it runs (documents
// are appended to it). Lives on its creator's thread, whose event loop must
// run; the packages are checked on the engine's worker pool. Progress counts
// packages. cancel() stops at once; a package being checked is dropped.
class DumpCheckJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DumpCheckJob)

public:
    // network must outlive the job; fetch.revalidate is ignored.
    DumpCheckJob(SourceTree &tree, FetchOptions fetch, ValidationOptions validation,
                 QNetworkAccessManager *network, QObject *parent = nullptr);
    ~DumpCheckJob() override;

    // Call before start(). Only the dumps of the chosen Capability Lists are
    // checked (the scope's resource filter and sample do not apply: a
    // package is not a resource).
    void setScope(ResourceFilter scope);
    // The folder of a local source (see LocalSource).
    void setLocalRoot(const QString &folder);
    void setPackageLimits(const DumpPackageLimits &limits) { m_limits = limits; }

    // How many packages the in-scope dumps list (known once started).
    qsizetype packageCount() const { return m_packages.size(); }

    // Every rule id the job can report itself (besides DumpPackage's and the
    // manifest's Validator's).
    static QSet<QString> checkedRuleIds();
    // "<package>!/manifest.xml": the name findings in a package's manifest carry.
    static QUrl manifestUrl(const QUrl &packageUrl);

protected:
    void doStart() override;
    void doCancel() override;

private:
    struct Package
    {
        int dump = -1; // the listing document's id
        qsizetype row = -1; // its entry
        QUrl url;
    };

    void collectPackages();
    void pump();
    void startPackage(qsizetype index);
    void onFetched(quint64 ticket, const FetchResult &result);
    void check(qsizetype index, const QString &path, std::shared_ptr<void> keepAlive,
               const FetchResult *fetched);
    void onChecked(qsizetype index, PackageCheck checked);
    void addUnread(qsizetype index, QStringView ruleId, const QString &message,
                   std::optional<int> status = std::nullopt);
    void addToTree(CrawledDocument document);
    void done();

    SourceTree &m_tree;
    ValidationOptions m_validation;
    DumpPackageLimits m_limits;
    ResourceFilter m_scope;
    HttpEngine *m_engine = nullptr; // owned as a child
    std::unique_ptr<LocalSource> m_local;
    QList<Package> m_packages;
    QHash<quint64, qsizetype> m_pending; // ticket -> package
    QHash<qsizetype, QString> m_localFiles; // package -> its file, for a local source
    qsizetype m_next = 0;
    int m_inFlight = 0; // downloading or being checked
    qint64 m_done = 0;
    std::shared_ptr<std::atomic_bool> m_canceled = std::make_shared<std::atomic_bool>(false);
};

} // namespace rsi
