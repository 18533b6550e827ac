// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawljob.h"

#include "channelprobe.h"
#include "entryallowance.h"
#include "jobs/validatejob.h"
#include "localsource.h"
#include "net/httpengine.h"
#include "treevalidator.h"
#include "util/workerpool.h"
#include "validation/validator.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QTemporaryFile>
#include <QtConcurrent>

namespace rsi {

namespace {

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme == u"http" || scheme == u"https";
}

// The documents whose entries name further ResourceSync documents.
bool listsDocuments(DocumentType type)
{
    switch (type) {
    case DocumentType::SourceDescription:
    case DocumentType::SourceDescriptionIndex:
    case DocumentType::CapabilityList:
    case DocumentType::CapabilityListIndex:
        return true;
    default:
        return isIndexType(type);
    }
}

} // namespace

CrawlJob::CrawlJob(QString input, CrawlOptions options, QNetworkAccessManager *network,
                   QObject *parent)
    : Job(parent)
    , m_input(std::move(input))
    , m_options(std::move(options))
    , m_network(network)
{ }

void CrawlJob::setPreviousCrawl(std::shared_ptr<const SourceTree> previous)
{
    m_previous = std::move(previous);
}

CrawlJob::~CrawlJob() = default;

QString CrawlJob::localRoot() const
{
    return m_local ? m_local->rootDirectory() : QString();
}

void CrawlJob::doStart()
{
    // Without the documents of an earlier crawl a 304 would leave nothing
    // to read, so only a re-crawl asks conditionally.
    FetchOptions fetch = m_options.fetch;
    fetch.revalidate = m_previous != nullptr;
    m_engine = new HttpEngine(m_network, fetch, this);
    m_overCapAllowance = std::make_shared<EntryAllowance>(m_options.overCapEntryAllowance);
    connect(m_engine, &HttpEngine::finished, this, &CrawlJob::onFetched);
    m_tree.setScope(m_options.scope);
    if (m_previous) {
        for (const CrawledDocument &document : m_previous->documents()) {
            const Validators validators {document.url, document.etag, document.lastModified};
            if (document.loaded && !validators.isEmpty())
                m_engine->revalidationCache().insert(document.requestedUrl, validators);
        }
    }
    // The same mapping as validate's: a path is a file or folder.
    m_inputUrl = ValidateJob::inputToUrl(m_input);
    if (m_inputUrl.isLocalFile())
        startLocal(m_inputUrl);
    else if (isHttp(m_inputUrl) && !m_inputUrl.host().isEmpty())
        startRemote(m_inputUrl);
    else
        emitResult(Error::InvalidInput,
                   tr("\"%1\" is neither a local file or folder nor an http(s) URL.").arg(m_input));
}

void CrawlJob::startLocal(const QUrl &input)
{
    const QFileInfo info(input.toLocalFile());
    if (!info.exists()) {
        emitResult(Error::InvalidInput, tr("There is no file or folder %1.").arg(info.filePath()));
        return;
    }
    m_stage = Stage::Done;
    QString startingFile;
    if (info.isDir()) {
        m_local = std::make_unique<LocalSource>(info.filePath());
        const std::optional<QString> found = m_local->startingFile();
        if (!found) {
            step(input, tr("Searched the folder for a Source Description"),
                 DiscoveryStep::Outcome::NotFound, tr("no file there is a ResourceSync document"));
            emitResult(Error::InvalidInput,
                       tr("The folder %1 holds no ResourceSync document.").arg(info.filePath()));
            return;
        }
        startingFile = *found;
        step(QUrl::fromLocalFile(startingFile), tr("Searched the folder for a Source Description"),
             DiscoveryStep::Outcome::Found, tr("starting from %1").arg(startingFile));
    } else {
        m_local = std::make_unique<LocalSource>(info.absolutePath());
        startingFile = info.canonicalFilePath();
    }
    request(QUrl::fromLocalFile(startingFile), -1, Arrival::Input, {});
    finishIfIdle();
}

void CrawlJob::doCancel()
{
    // Downloads stop now; parses under way cannot be interrupted, and their
    // results are dropped when they arrive (the job has finished by then).
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->abortAll();
    }
    if (m_validating) {
        // The tree is with the tree rules; it comes back whole, judged.
        m_treeValidation.waitForFinished();
        m_tree = m_treeValidation.takeResult();
        return;
    }
    m_tree.setComplete(false);
}

int CrawlJob::knownDocument(const QUrl &url, const std::optional<QString> &localFile) const
{
    const int known = m_tree.find(url);
    if (known >= 0 || !localFile)
        return known;
    return m_idOfFile.value(*localFile, -1);
}

int CrawlJob::request(const QUrl &url, int parent, Arrival arrival, SourcePosition where)
{
    const std::optional<QString> localFile = m_local ? m_local->fileFor(url) : std::nullopt;
    if (const int known = knownDocument(url, localFile); known >= 0) {
        meetAgain(known, parent, arrival, where);
        m_tree.addAlias(url, known);
        CrawledDocument &document = m_tree.document(known);
        if (m_local && document.url.isLocalFile() && !url.isLocalFile()) {
            // The source's own name for a file read by its path; a parse
            // under way notices the change itself (onLoaded()).
            document.url = url;
            if (document.loaded) {
                ++m_busy;
                load(known, document.localPath, url, nullptr);
            }
        }
        return known;
    }
    if (m_tree.size() >= m_options.maxDocuments) {
        // Reported once: the tree is incomplete from the first refusal on.
        if (m_tree.isComplete()) {
            m_tree.setComplete(false);
            m_tree.addSourceFinding(makeFinding(
                u"SAFE-005",
                tr("The source names more than %1 documents; the crawl stopped taking more at %2.")
                    .arg(QString::number(m_options.maxDocuments), url.toString()),
                m_inputUrl.toString(), {}));
        }
        return -1;
    }

    // Up and index links point sideways or upwards: the document they reach
    // starts a tree of its own until something lists it.
    const bool listed = arrival == Arrival::Child || arrival == Arrival::Contents;
    CrawledDocument document;
    document.parent = listed ? parent : -1;
    document.arrival = arrival;
    document.referencePosition = where;
    document.requestedUrl = url;
    document.url = url;
    document.reachedDownward = listed && parent >= 0 && m_tree.document(parent).reachedDownward;
    const int id = m_tree.add(std::move(document));
    setTotalAmount(m_tree.size());

    if (m_local) {
        if (!localFile) {
            ++m_busy;
            fail(id, u"NET-001",
                 tr("The folder %1 holds no file for %2.")
                     .arg(m_local->rootDirectory(), url.toString()));
            return id;
        }
        m_idOfFile.insert(*localFile, id);
        m_tree.document(id).localPath = *localFile;
        ++m_busy;
        load(id, *localFile, url, nullptr);
    } else if (isHttp(url)) {
        fetch(url, {Pending::Kind::Document, id});
    } else {
        ++m_busy;
        fail(id, u"NET-001",
             tr("%1 is not an http(s) URL, so the crawl cannot fetch it.").arg(url.toString()));
    }
    return id;
}

void CrawlJob::meetAgain(int id, int parent, Arrival arrival, SourcePosition where)
{
    // A document first reached sideways (an up link, robots.txt, the input
    // itself) moves under the first document that lists it.
    const bool listed = arrival == Arrival::Child || arrival == Arrival::Contents;
    if (!listed || parent < 0 || id == parent)
        return;
    if (m_tree.document(id).parent >= 0 || isAncestor(id, parent)) {
        // It stays where it is, but is reachable from the top all the same.
        if (m_tree.document(parent).reachedDownward && !m_tree.document(id).reachedDownward)
            markDownward(id);
        return;
    }
    m_tree.reparent(id, parent, arrival, where);
    if (m_tree.document(parent).reachedDownward)
        markDownward(id);
}

bool CrawlJob::isAncestor(int ancestor, int id) const
{
    for (int at = id; at >= 0; at = m_tree.document(at).parent) {
        if (at == ancestor)
            return true;
    }
    return false;
}

void CrawlJob::markDownward(int id)
{
    QList<int> pending {id};
    while (!pending.isEmpty()) {
        CrawledDocument &document = m_tree.document(pending.takeLast());
        if (document.reachedDownward && document.id != id)
            continue;
        document.reachedDownward = true;
        pending.append(document.children);
    }
}

void CrawlJob::fetch(const QUrl &url, Pending pending)
{
    ++m_busy;
    m_pending.insert(m_engine->get(url), pending);
}

void CrawlJob::fail(int id, QStringView ruleId, const QString &message)
{
    CrawledDocument &document = m_tree.document(id);
    document.loaded = false;
    document.error = message;
    // A missing well-known URI is no fault in itself: DISC-002 judges it
    // against where the Source Description is.
    if (document.arrival != Arrival::WellKnown)
        document.findings.append(makeFinding(ruleId, message, document.url.toString(), {}));
    setProcessedAmount(++m_settled);
    describeArrival(id);
    Q_EMIT documentLoaded(id, document.url);
    done();
}

void CrawlJob::describeArrival(int id)
{
    const CrawledDocument &document = m_tree.document(id);
    const QString what = document.loaded ? documentTypeName(document.type)
        : document.status                ? tr("HTTP status %1").arg(*document.status)
                                         : document.error;
    const auto outcome = document.loaded && document.type != DocumentType::Unknown
        ? DiscoveryStep::Outcome::Found
        : DiscoveryStep::Outcome::NotFound;
    switch (document.arrival) {
    case Arrival::WellKnown:
        step(document.requestedUrl, tr("Fetched the well-known URI"), outcome, what);
        break;
    case Arrival::RobotsTxt:
        step(document.requestedUrl, tr("Fetched a Sitemap named by robots.txt"), outcome, what);
        break;
    case Arrival::HtmlLink:
    case Arrival::LinkHeader:
        step(document.requestedUrl, tr("Fetched the target of a resourcesync link"), outcome, what);
        break;
    case Arrival::Input:
        step(document.requestedUrl, tr("Read the document given"), outcome, what);
        break;
    case Arrival::Up:
        // The way up is how a source is found from inside; the way down is
        // the crawl itself and not a discovery step.
        if (m_tree.sourceDescription() < 0)
            step(document.requestedUrl, tr("Followed an \"up\" link"), outcome, what);
        break;
    case Arrival::Index:
    case Arrival::Child:
    case Arrival::Contents:
    case Arrival::Package:
        break;
    }
}

void CrawlJob::followLinks(int id)
{
    // Copies, not references: request() adds documents to the tree.
    const CrawledDocument &document = m_tree.document(id);
    const DocumentType type = document.type;
    const QUrl base = document.url;
    if (isSourceDescriptionType(type)) {
        markDownward(id);
        if (m_tree.sourceDescription() < 0 || document.arrival == Arrival::WellKnown)
            m_tree.setSourceDescription(id);
    }

    struct Target
    {
        QUrl url;
        Arrival arrival;
        SourcePosition where;
    };
    QList<Target> targets;
    const EntryTable &entries = document.entries;
    const bool lists = listsDocuments(type) && !isOutsideScope(id);
    const bool dump = type == DocumentType::ResourceDump || type == DocumentType::ChangeDump;
    struct Channel
    {
        QUrl topic;
        QUrl hub;
        SourcePosition where;
    };
    QList<Channel> channels;
    const bool chooses = choosesAmongChildren(id);
    for (qsizetype row = 0; row < entries.size() && (lists || dump); ++row) {
        const EntryField field = lists ? EntryField::Loc : EntryField::Contents;
        if (!entries.has(row, field))
            continue;
        const QUrl target = base.resolved(QUrl(entries.value(row, field)));
        if (type == DocumentType::CapabilityList
            && isNotificationCapability(entries.value(row, EntryField::Capability))) {
            // A channel, not a document (NT-003 reports one without a hub).
            if (target.isValid() && entries.has(row, EntryField::Hub)) {
                channels.append({target,
                                 base.resolved(QUrl(entries.value(row, EntryField::Hub).trimmed())),
                                 entries.position(row)});
            }
            continue;
        }
        if (chooses && !m_options.scope.acceptsCapabilityList(target))
            continue; // a set of resources the user did not choose
        if (target.isValid())
            targets.append(
                {target, lists ? Arrival::Child : Arrival::Contents, entries.position(row)});
    }
    for (const auto &[rel, arrival] : {std::pair<QStringView, Arrival>(u"up", Arrival::Up),
                                       std::pair<QStringView, Arrival>(u"index", Arrival::Index)}) {
        for (const Link *link : document.header.rootLinks(rel)) {
            const QUrl target = base.resolved(QUrl(link->href().value_or(QString()).trimmed()));
            if (target.isValid() && !target.isEmpty())
                targets.append({target, arrival, link->position});
        }
    }
    for (const Target &target : std::as_const(targets)) {
        if (isFinished())
            return;
        request(target.url, id, target.arrival, target.where);
    }
    for (const Channel &channel : std::as_const(channels)) {
        if (isFinished())
            return;
        requestChannel(channel.topic, channel.hub, id, channel.where);
    }
}

void CrawlJob::requestChannel(const QUrl &topic, const QUrl &hub, int parent, SourcePosition where)
{
    // A topic named twice (NT-004) is shown once; the tree rules say why.
    if (m_tree.find(topic) >= 0 || m_tree.size() >= m_options.maxDocuments)
        return;
    CrawledDocument document;
    document.parent = parent;
    document.arrival = Arrival::Child;
    document.referencePosition = where;
    document.requestedUrl = topic;
    document.url = topic;
    document.hub = hub;
    document.type = DocumentType::NotificationChannel;
    document.reachedDownward = m_tree.document(parent).reachedDownward;
    const int id = m_tree.add(std::move(document));
    setTotalAmount(m_tree.size());
    ++m_busy;
    const auto settle = [this, id](CrawledDocument piece) {
        CrawledDocument &channel = m_tree.document(id);
        channel.status = piece.status;
        channel.contentType = piece.contentType;
        channel.transferredBytes = piece.transferredBytes;
        channel.elapsedMs = piece.elapsedMs;
        channel.header = std::move(piece.header);
        channel.entries = std::move(piece.entries);
        channel.findings = std::move(piece.findings);
        channel.documentFindingCount = channel.findings.size();
        channel.loaded = true;
        setProcessedAmount(++m_settled);
        Q_EMIT documentLoaded(id, channel.url);
        done();
    };
    const QString scheme = topic.scheme().toLower();
    if (m_local || (scheme != u"http" && scheme != u"https")) {
        // A folder on disk has no topic URI to ask; NT-002 judges the scheme.
        settle({});
        return;
    }
    auto *probe
        = new ChannelProbe(m_engine, topic, hub, m_options.validation, m_options.limits, this);
    connect(probe, &ChannelProbe::finished, this,
            [this, probe, settle](const CrawledDocument &piece) {
                probe->deleteLater();
                if (!isFinished())
                    settle(piece);
            });
    probe->start();
}

bool CrawlJob::isChosen(int id) const
{
    const CrawledDocument &document = m_tree.document(id);
    return m_options.scope.acceptsCapabilityList(document.requestedUrl)
        || m_options.scope.acceptsCapabilityList(document.url);
}

bool CrawlJob::choosesAmongChildren(int id) const
{
    if (!m_options.scope.limitsCapabilityLists())
        return false;
    switch (m_tree.document(id).type) {
    case DocumentType::SourceDescription:
        return true; // its entries are the sets of resources
    case DocumentType::CapabilityListIndex:
        return !isChosen(id); // chosen whole, or for some of its lists
    default:
        return false;
    }
}

bool CrawlJob::isOutsideScope(int id) const
{
    if (!m_options.scope.limitsCapabilityLists())
        return false;
    const CrawledDocument &document = m_tree.document(id);
    if (document.type != DocumentType::CapabilityList
        && document.type != DocumentType::CapabilityListIndex)
        return false;
    // A Capability List reached by an up link from a document of another
    // set, or named by the input, leads nowhere unless it was chosen.
    if (isChosen(id))
        return false;
    const int parent = document.parent;
    return parent < 0 || m_tree.document(parent).type != DocumentType::CapabilityListIndex
        || !isChosen(parent);
}

void CrawlJob::done()
{
    --m_busy;
    finishIfIdle();
}

void CrawlJob::finishIfIdle()
{
    if (m_busy > 0 || isFinished() || m_validating)
        return;
    if (advanceStage())
        return;
    const int sourceDescription = m_tree.sourceDescription();
    if (sourceDescription >= 0)
        step(m_tree.document(sourceDescription).url, tr("Settled on the Source Description"),
             DiscoveryStep::Outcome::Note);
    else
        step(m_inputUrl, tr("Found no Source Description"), DiscoveryStep::Outcome::Note);
    validateTree();
}

void CrawlJob::validateTree()
{
    const bool anyLoaded = std::any_of(m_tree.documents().cbegin(), m_tree.documents().cend(),
                                       [](const CrawledDocument &d) { return d.loaded; });
    m_validating = true;
    auto *watcher = new QFutureWatcher<SourceTree>(this);
    connect(watcher, &QFutureWatcher<SourceTree>::finished, this, [this, watcher, anyLoaded] {
        watcher->deleteLater();
        m_validating = false;
        if (isFinished())
            return;
        m_tree = m_treeValidation.takeResult();
        if (anyLoaded) {
            emitResult();
            return;
        }
        emitResult(m_local ? Error::InvalidInput : Error::Unreachable,
                   tr("No document of the source could be read from %1: %2")
                       .arg(m_inputUrl.toString(), firstError()));
    });
    m_treeValidation = QtConcurrent::run(
        workerPool(), [tree = std::move(m_tree), options = m_options.validation]() mutable {
            TreeValidator(options).validate(tree);
            return std::move(tree);
        });
    watcher->setFuture(m_treeValidation);
}

QString CrawlJob::firstError() const
{
    for (const CrawledDocument &document : m_tree.documents()) {
        if (!document.error.isEmpty())
            return document.error;
    }
    for (const DiscoveryStep &taken : m_tree.discovery()) {
        if (taken.outcome == DiscoveryStep::Outcome::Failed)
            return taken.detail;
    }
    return tr("nothing there is a ResourceSync document");
}

} // namespace rsi
