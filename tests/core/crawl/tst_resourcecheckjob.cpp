// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_resourcecheckjob.h"

using namespace resourcechecktest;

void tst_ResourceCheckJob::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.setResponse("/good", resource());
    m_options.retries = 0;
    m_options.inactivityTimeoutMs = 1000;
}

int tst_ResourceCheckJob::addDocument(SourceTree &tree, const QByteArray &xml, const QString &name)
{
    QByteArray bytes = xml;
    bytes.replace("%R", m_server.origin());
    const QUrl url = m_server.url(u'/' + name);
    rsi::ParseResult parsed = rsi::DocumentParser().parseBytes(bytes, url);
    CrawledDocument document;
    document.requestedUrl = url;
    document.url = url;
    document.status = 200;
    document.adopt(std::move(parsed), {});
    return tree.add(std::move(document));
}

bool tst_ResourceCheckJob::run(SourceTree &tree, bool hash, ResourceCheckJob **keep,
                               int maxFindings)
{
    auto *job = new ResourceCheckJob(tree, m_options, hash, &m_network, this);
    job->setMaxFindingsPerRule(maxFindings);
    job->setScope(m_scope);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    if (!finished.wait(20'000))
        return false;
    QTest::qWait(10); // finished() comes once
    const bool ok = finished.size() == 1 && job->error() == Job::Error::NoError;
    if (keep)
        *keep = job;
    else
        delete job;
    return ok;
}

QList<Finding> tst_ResourceCheckJob::checked(const SourceTree &tree)
{
    const QSet<QString> ids = ResourceCheckJob::checkedRuleIds();
    QList<Finding> found;
    for (const CrawledDocument &document : tree.documents()) {
        for (const Finding &finding : document.findings) {
            if (ids.contains(finding.ruleId))
                found.append(finding);
        }
    }
    return found;
}

void tst_ResourceCheckJob::checkedRulesAreInTheCatalogue()
{
    const QSet<QString> ids = ResourceCheckJob::checkedRuleIds();
    QCOMPARE(ids.size(), 8);
    for (const QString &id : ids) {
        const rsi::Rule *rule = rsi::RuleCatalogue::instance().find(id);
        QVERIFY2(rule, qPrintable(id));
        QCOMPARE(rule->scope, QStringLiteral("http"));
    }
}

void tst_ResourceCheckJob::eachUrlOnceAndEveryEntryJudged_data()
{
    QTest::addColumn<bool>("hash");
    QTest::newRow("HEAD") << false;
    QTest::newRow("GET and hash") << true;
}

void tst_ResourceCheckJob::eachUrlOnceAndEveryEntryJudged()
{
    QFETCH(bool, hash);
    const QByteArray tag = hash ? "get" : "head";
    const QByteArray a = "/each/" + tag + "/a";
    const QByteArray b = "/each/" + tag + "/b";
    const QByteArray c = "/each/" + tag + "/c";
    m_server.setResponse(a, resource("text/html")); // every entry says text/plain
    m_server.setResponse(b, status(404, "Not Found"));
    m_server.setResponse(c, resource());
    const QByteArray plain = "type=\"text/plain\"";

    SourceTree tree;
    // An index and a Capability List are not checked; their entries are lists.
    addDocument(tree,
                urlset("capabilitylist", {},
                       {"<url><loc>%R/rl1.xml</loc><rs:md capability=\"resourcelist\"/></url>"}),
                QStringLiteral("capabilitylist.xml"));
    addDocument(tree, resourceList({entry(a, plain), entry(b), entry(c, plain), entry(a, plain)}),
                QStringLiteral("rl1.xml"));
    addDocument(tree, resourceList({entry(c), entry(a, plain)}), QStringLiteral("rl2.xml"));
    addDocument(tree,
                changeList({change(b, "deleted", "2024-03-05T00:00:00Z"),
                            change(a, "updated", "2024-02-05T00:00:00Z", plain)}),
                QStringLiteral("cl.xml"));
    QVERIFY(run(tree, hash));

    for (const QByteArray &path : {a, b, c}) {
        const QList<LoopbackServer::Request> requests = m_server.requests(path);
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.first().method, hash ? QByteArray("GET") : QByteArray("HEAD"));
        QCOMPARE(requests.first().headers.value("accept-encoding"), QByteArray("identity"));
    }
    QCOMPARE(m_server.requests("/rl1.xml").size(), 0);

    const QList<Finding> findings = checked(tree);
    QCOMPARE(summarise(findings, tree),
             (QStringList {
                 QStringLiteral("1:5:HTTP-002:warning"), QStringLiteral("1:6:RL-013:info"),
                 QStringLiteral("1:8:HTTP-002:warning"), QStringLiteral("2:6:HTTP-002:warning"),
                 QStringLiteral("3:6:HTTP-002:warning")}));
    for (const Finding &finding : findings) {
        if (finding.ruleId == u"HTTP-002")
            QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + a));
        else
            QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + b));
    }
}

void tst_ResourceCheckJob::findingsAreCappedPerRuleAndDocument()
{
    QList<QByteArray> entries;
    for (int i = 0; i < 10; ++i)
        entries.append(entry("/capped/missing" + QByteArray::number(i)));
    SourceTree tree;
    addDocument(tree, resourceList(entries), QStringLiteral("rl-a.xml"));
    addDocument(tree, resourceList(entries.mid(0, 2)), QStringLiteral("rl-b.xml"));
    QVERIFY(run(tree, false, nullptr, 3));
    const QList<Finding> findings = checked(tree);
    QCOMPARE(
        summarise(findings, tree),
        (QStringList {QStringLiteral("0:0:RL-013:warning"), QStringLiteral("0:5:RL-013:warning"),
                      QStringLiteral("0:6:RL-013:warning"), QStringLiteral("0:7:RL-013:warning"),
                      QStringLiteral("1:5:RL-013:warning"), QStringLiteral("1:6:RL-013:warning")}));
    for (const Finding &finding : findings) {
        if (finding.position.line == 0)
            QVERIFY2(finding.message.contains(QStringLiteral("7 more")),
                     qPrintable(finding.message));
    }
    // Still one request per resource.
    for (int i = 0; i < 10; ++i)
        QCOMPARE(m_server.requests("/capped/missing" + QByteArray::number(i)).size(), 1);
}

void tst_ResourceCheckJob::manyEntriesOneResource()
{
    // 100,000 entries in two lists naming one resource: one request, and the
    // judgement of every entry stays linear.
    constexpr int perList = 50'000;
    QByteArray urls;
    urls.reserve(perList * 48);
    for (int i = 0; i < perList; ++i)
        urls += "<url><loc>%R/many</loc></url>\n";
    QByteArray xml = resourceList({});
    urls += "</urlset>";
    xml.replace("</urlset>", urls);
    m_server.setResponse("/many", status(404, "Not Found"));
    SourceTree tree;
    addDocument(tree, xml, QStringLiteral("many-a.xml"));
    addDocument(tree, xml, QStringLiteral("many-b.xml"));
    QCOMPARE(tree.document(1).entries.size(), perList);
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, false, &job));
    QCOMPARE(job->totalAmount(), 1);
    QCOMPARE(job->processedAmount(), 1);
    delete job;
    QCOMPARE(m_server.requests("/many").size(), 1);
    const QList<Finding> findings = checked(tree);
    QCOMPARE(findings.size(), 2 * (ResourceCheckJob::defaultMaxFindingsPerRule + 1));
}

void tst_ResourceCheckJob::onlyListsAndHttpLocsAreChecked()
{
    SourceTree tree;
    addDocument(
        tree,
        urlset("capabilitylist", {},
               {"<url><loc>%R/only/rl.xml</loc><rs:md capability=\"resourcelist\"/></url>"}),
        QStringLiteral("only/capabilitylist.xml"));
    addDocument(tree,
                urlset("resourcedump", "at=\"2024-03-01T00:00:00Z\"",
                       {entry("/only/dump.zip", "length=\"1\"")}),
                QStringLiteral("only/resourcedump.xml"));
    addDocument(tree,
                resourceList({"<url><loc>file:///etc/passwd</loc></url>",
                              "<url><loc>mailto:someone@example.org</loc></url>",
                              "<url><loc>relative/path</loc></url>", "<url><loc></loc></url>"}),
                QStringLiteral("only/rl.xml"));
    // A list that could not be loaded has no entries to check.
    CrawledDocument unloaded;
    unloaded.url = m_server.url(QStringLiteral("/only/unloaded.xml"));
    unloaded.type = rsi::DocumentType::ResourceList;
    tree.add(unloaded);
    const qsizetype before = m_server.requests().size();
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, true, &job));
    QCOMPARE(job->totalAmount(), 0);
    delete job;
    QCOMPARE(m_server.requests().size(), before);
    QVERIFY(checked(tree).isEmpty());

    SourceTree empty;
    QVERIFY(run(empty, false));
}

void tst_ResourceCheckJob::progressCountsResources()
{
    SourceTree tree;
    addDocument(
        tree,
        resourceList({entry("/good"), entry("/progress/1"), entry("/good"), entry("/progress/2")}),
        QStringLiteral("rl.xml"));
    addDocument(tree, changeList({change("/progress/1", "updated", "2024-03-05T00:00:00Z")}),
                QStringLiteral("cl.xml"));
    auto *job = new ResourceCheckJob(tree, m_options, false, &m_network, this);
    QSignalSpy progress(job, &Job::progressChanged);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job->error(), Job::Error::NoError);
    QCOMPARE(job->totalAmount(), 3);
    QCOMPARE(job->processedAmount(), 3);
    QVERIFY(progress.size() >= 4); // the total, then each resource
    QCOMPARE(progress.last().at(0).toLongLong(), 3);
    QCOMPARE(progress.last().at(1).toLongLong(), 3);
    delete job;
}

void tst_ResourceCheckJob::cancelStopsAtOnceAndKeepsFindings()
{
    Response slow = resource();
    slow.delayMs = 5000;
    QList<QByteArray> entries {entry("/cancel/gone1"), entry("/cancel/gone2")};
    for (int i = 0; i < 6; ++i) {
        const QByteArray path = "/cancel/slow" + QByteArray::number(i);
        m_server.setResponse(path, slow);
        entries.append(entry(path));
    }
    rsi::FetchOptions options = m_options;
    options.inactivityTimeoutMs = 30'000;
    options.connectionsPerHost = 4;
    SourceTree tree;
    addDocument(tree, resourceList(entries), QStringLiteral("rl.xml"));
    auto *job = new ResourceCheckJob(tree, options, false, &m_network, this);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    QTRY_COMPARE_WITH_TIMEOUT(checked(tree).size(), 2, 10'000);
    QTRY_VERIFY(m_server.openRequests() > 0);
    QElapsedTimer clock;
    clock.start();
    job->cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(job->isCanceled());
    QVERIFY(clock.elapsed() < 1000);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(
        summarise(checked(tree), tree),
        (QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("0:6:RL-013:warning")}));
    QVERIFY(job->processedAmount() >= 2);
    QVERIFY(job->processedAmount() < job->totalAmount());
    delete job;
}

namespace {

// The paths of the requests from the first-th on that name a resource of /scope/.
QStringList scopedRequests(const LoopbackServer &server, qsizetype first)
{
    QStringList paths;
    const QList<LoopbackServer::Request> requests = server.requests();
    for (qsizetype i = first; i < requests.size(); ++i) {
        if (requests.at(i).path.startsWith("/scope/"))
            paths.append(QString::fromUtf8(requests.at(i).path));
    }
    paths.sort();
    return paths;
}

QList<QByteArray> scopedEntries(const char *list, int count)
{
    QList<QByteArray> urls;
    for (int i = 0; i < count; ++i)
        urls.append(entry("/scope/" + QByteArray(list) + '/' + QByteArray::number(i) + ".txt"));
    return urls;
}

} // namespace

void tst_ResourceCheckJob::includeAndExcludeLeaveResourcesOut()
{
    SourceTree tree;
    addDocument(tree, resourceList(scopedEntries("a", 6)), QStringLiteral("scoped-a.xml"));
    // A Change List deletes /scope/a/5.txt, which is excluded: not judged at all.
    addDocument(tree, changeList({change("/scope/a/5.txt", "deleted", "2024-03-02T00:00:00Z")}),
                QStringLiteral("scoped-cl.xml"));
    m_scope = {};
    m_scope.include.append(QRegularExpression(QStringLiteral("/a/[0-3]\\.txt$")));
    m_scope.include.append(QRegularExpression(QStringLiteral("/a/5")));
    m_scope.exclude.append(QRegularExpression(QStringLiteral("/a/(2|5)")));
    const qsizetype before = m_server.requests().size();
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, false, &job));
    m_scope = {};
    QCOMPARE(job->totalAmount(), 3);
    delete job;
    QCOMPARE(scopedRequests(m_server, before),
             QStringList({QStringLiteral("/scope/a/0.txt"), QStringLiteral("/scope/a/1.txt"),
                          QStringLiteral("/scope/a/3.txt")}));
    // Each answered 404: three RL-013, nothing about what was left out.
    const QList<Finding> found = checked(tree);
    QCOMPARE(found.size(), 3);
    for (const Finding &finding : found)
        QCOMPARE(finding.ruleId, QStringLiteral("RL-013"));
}

void tst_ResourceCheckJob::sampleChecksSoManyPerList()
{
    SourceTree tree;
    addDocument(tree, resourceList(scopedEntries("b", 40)), QStringLiteral("sampled-1.xml"));
    addDocument(tree, resourceList(scopedEntries("c", 3)), QStringLiteral("sampled-2.xml"));
    m_scope = {};
    m_scope.sampleSize = 5;
    m_scope.seed = 1234;
    qsizetype before = m_server.requests().size();
    QVERIFY(run(tree, false));
    const QStringList first = scopedRequests(m_server, before);
    // Five of the forty, and all three of the short list.
    QCOMPARE(first.filter(QStringLiteral("/scope/b/")).size(), 5);
    QCOMPARE(first.filter(QStringLiteral("/scope/c/")).size(), 3);
    // The same seed, the same sample, on a tree crawled afresh.
    SourceTree again;
    addDocument(again, resourceList(scopedEntries("b", 40)), QStringLiteral("sampled-1.xml"));
    addDocument(again, resourceList(scopedEntries("c", 3)), QStringLiteral("sampled-2.xml"));
    before = m_server.requests().size();
    QVERIFY(run(again, false));
    QCOMPARE(scopedRequests(m_server, before), first);
    // Findings only for what was drawn.
    QCOMPARE(checked(again).size(), 8);
    m_scope = {};
}

void tst_ResourceCheckJob::pickIsReproducibleAndUniform()
{
    rsi::ResourceFilter filter;
    QCOMPARE(filter.pick(QStringLiteral("http://x/l.xml"), 4),
             (std::vector<qsizetype> {0, 1, 2, 3}));
    filter.sampleSize = 3;
    filter.seed = 7;
    const std::vector<qsizetype> picked = filter.pick(QStringLiteral("http://x/l.xml"), 1000);
    QCOMPARE(picked.size(), size_t(3));
    QVERIFY(std::is_sorted(picked.cbegin(), picked.cend()));
    QVERIFY(std::adjacent_find(picked.cbegin(), picked.cend()) == picked.cend());
    QCOMPARE(filter.pick(QStringLiteral("http://x/l.xml"), 1000), picked);
    QVERIFY(filter.pick(QStringLiteral("http://x/other.xml"), 1000) != picked);
    // Every row is as likely: over many seeds, each of ten rows is drawn
    // about as often (3 of 10, 3,000 times: 900 each, give or take).
    filter.sampleSize = 3;
    std::array<int, 10> drawn {};
    for (quint64 seed = 0; seed < 3000; ++seed) {
        filter.seed = seed;
        for (const qsizetype row : filter.pick(QStringLiteral("http://x/l.xml"), 10))
            ++drawn[size_t(row)];
    }
    for (const int count : drawn)
        QVERIFY2(count > 780 && count < 1020, qPrintable(QString::number(count)));
    // The seed a run gets is one a person can type again.
    QVERIFY(rsi::ResourceFilter::randomSeed() < 1'000'000'000);
}

void tst_ResourceCheckJob::scopeOfCapabilityLists()
{
    SourceTree tree;
    const auto add = [&tree](const char *url, int parent, rsi::DocumentType type) {
        CrawledDocument document;
        document.requestedUrl = QUrl(QString::fromLatin1(url));
        document.url = document.requestedUrl;
        document.parent = parent;
        document.loaded = true;
        document.type = type;
        return tree.add(std::move(document));
    };
    const int sd = add("http://x/sd", -1, rsi::DocumentType::SourceDescription);
    const int a = add("http://x/a/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int aList = add("http://x/a/rl.xml", a, rsi::DocumentType::ResourceList);
    const int b = add("http://x/b/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int bList = add("http://x/b/rl.xml", b, rsi::DocumentType::ResourceList);
    const int stray = add("http://x/stray.xml", -1, rsi::DocumentType::ResourceList);
    rsi::ResourceFilter filter;
    QCOMPARE(rsi::documentsInScope(tree, filter), QList<bool>(tree.size(), true));
    filter.capabilityLists = {QUrl(QStringLiteral("http://x/b/capl.xml#fragment"))};
    const QList<bool> scope = rsi::documentsInScope(tree, filter);
    QVERIFY(scope.at(b) && scope.at(bList));
    QVERIFY(!scope.at(a) && !scope.at(aList) && !scope.at(sd) && !scope.at(stray));
    QVERIFY(filter.acceptsCapabilityList(QUrl(QStringLiteral("http://x/b/capl.xml"))));
    QVERIFY(!filter.acceptsCapabilityList(QUrl(QStringLiteral("http://x/a/capl.xml"))));
}

void tst_ResourceCheckJob::restrictedTreeKeepsTheChosenSets()
{
    SourceTree tree;
    const auto add = [&tree](const char *url, int parent, rsi::DocumentType type,
                             rsi::Arrival arrival = rsi::Arrival::Child) {
        CrawledDocument document;
        document.requestedUrl = QUrl(QString::fromLatin1(url));
        document.url = document.requestedUrl;
        document.parent = parent;
        document.arrival = parent < 0 ? rsi::Arrival::Input : arrival;
        document.loaded = true;
        document.type = type;
        return tree.add(std::move(document));
    };
    const int sd = add("http://x/sd", -1, rsi::DocumentType::SourceDescription);
    tree.setSourceDescription(sd);
    const int a = add("http://x/a/capl.xml", sd, rsi::DocumentType::CapabilityList);
    add("http://x/a/rl.xml", a, rsi::DocumentType::ResourceList);
    const int b = add("http://x/b/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int dump = add("http://x/b/rd.xml", b, rsi::DocumentType::ResourceDump);
    add("http://x/b/p.zip", dump, rsi::DocumentType::ResourceDumpManifest, rsi::Arrival::Package);
    add("http://x/b/rl.xml", b, rsi::DocumentType::ResourceList);
    rsi::ResourceFilter filter;
    filter.capabilityLists = {QUrl(QStringLiteral("http://x/b/capl.xml"))};
    const SourceTree restricted = rsi::restrictedTree(tree, filter);
    // The Source Description, set B and its documents, not its package.
    QCOMPARE(restricted.size(), 4);
    QCOMPARE(restricted.find(QUrl(QStringLiteral("http://x/a/rl.xml"))), -1);
    QCOMPARE(restricted.find(QUrl(QStringLiteral("http://x/b/p.zip"))), -1);
    const int newB = restricted.find(QUrl(QStringLiteral("http://x/b/capl.xml")));
    const int newList = restricted.find(QUrl(QStringLiteral("http://x/b/rl.xml")));
    QCOMPARE(restricted.document(newList).parent, newB);
    QCOMPARE(restricted.document(newB).parent, restricted.sourceDescription());
    QCOMPARE(restricted.document(newB).children.size(), 2);
    QCOMPARE(restricted.scope().capabilityLists, filter.capabilityLists);
    // Without a choice: everything but the packages.
    QCOMPARE(rsi::restrictedTree(tree, {}).size(), tree.size() - 1);
}

QTEST_GUILESS_MAIN(tst_ResourceCheckJob)
