// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_CrawlJob: big sources: ten thousand lists, the document limit, samples of
// documents cut at their byte limit and of lists over the entry cap, the
// allowance across threads, and a stop that keeps what was done.
#include "tst_crawljob.h"

using namespace crawltest;

void tst_CrawlJob::crawlsAnIndexOfTenThousandLists()
{
    const QByteArray origin = m_server->origin();
    const int lists = 10'000;
    QList<QByteArray> children;
    for (int i = 0; i < lists; ++i) {
        const QByteArray path = "/lists/list" + QByteArray::number(i) + ".xml";
        children.append(path);
        m_server->serveXml(path, resourceList(origin, "/dataset1/capabilitylist.xml"));
    }
    m_server->serveXml("/dataset1/resourcelist-index.xml", sitemapIndex(origin, children));
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 6 + lists);
    const CrawledDocument *index = at(tree, QStringLiteral("/dataset1/resourcelist-index.xml"));
    QCOMPARE(index->children.size(), lists);
    QVERIFY(std::all_of(tree.documents().cbegin(), tree.documents().cend(),
                        [](const CrawledDocument &d) { return d.loaded; }));
}

void tst_CrawlJob::stopsAtTheDocumentLimit()
{
    CrawlOptions options = fastOptions();
    options.maxDocuments = 4;
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), options);
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 4);
    QVERIFY(!tree.isComplete());
    RSI_VERIFY_SEVERITY(tree.sourceFindings(), QStringLiteral("SAFE-005"), Severity::Warning);
}

// An index naming documents larger than the parser reads (gzip bombs and
// endless bodies in real life; here, lists past a small byte limit): each
// is cut, and the tree keeps the first cutDocumentSample entries read of it
// and its findings grouped, so that a crawl of many bombs does not hold
// 200,000 entries and 50,000 findings for each. A list within the limit
// keeps every entry, however many.

void tst_CrawlJob::keepsASampleOfDocumentsCutAtTheirByteLimit()
{
    const QByteArray origin = m_server->origin();
    const QByteArray cutList = longResourceList(origin, 6'000); // about 1 MB
    const QByteArray wholeList = longResourceList(origin, 1'200); // about 200 KB
    CrawlOptions options = fastOptions();
    options.limits.maxBytes = 256 * 1024;
    QVERIFY(cutList.size() > 3 * options.limits.maxBytes);
    QVERIFY(wholeList.size() < options.limits.maxBytes);
    QList<QByteArray> children;
    for (int i = 0; i < 3; ++i) {
        children.append("/lists/cut" + QByteArray::number(i) + ".xml");
        m_server->serveXml(children.last(), cutList);
    }
    children.append("/lists/whole.xml");
    m_server->serveXml(children.last(), wholeList);
    m_server->serveXml("/lists/index.xml", sitemapIndex(origin, children));

    const auto job = crawl(m_server->url(QStringLiteral("/lists/index.xml")).toString(), options);
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    for (int i = 0; i < 3; ++i) {
        const CrawledDocument *cut = at(tree, QStringLiteral("/lists/cut%1.xml").arg(i));
        QVERIFY(cut);
        QVERIFY(cut->loaded);
        QVERIFY(cut->header.cutAtByteLimit);
        QVERIFY(cut->keepsASample());
        const qint64 read = cut->header.entryCount;
        QVERIFY2(read > 1'400 && read < 1'600, QByteArray::number(read).constData());
        QCOMPARE(cut->entries.size(), cutDocumentSample);
        // The sample is the start of the document.
        QCOMPARE(cut->entries.loc(0), m_server->url(QStringLiteral("/res/0.txt")).toString());
        QCOMPARE(
            cut->entries.loc(cutDocumentSample - 1),
            m_server->url(QStringLiteral("/res/%1.txt").arg(cutDocumentSample - 2)).toString());
        // SAFE-002 says what is kept.
        const auto safe = std::find_if(cut->findings.cbegin(), cut->findings.cend(),
                                       [](const Finding &f) { return f.ruleId == u"SAFE-002"; });
        QVERIFY(safe != cut->findings.cend());
        QVERIFY2(
            safe->message.contains(QStringLiteral("The first %1 of the %2 entries read are kept")
                                       .arg(cutDocumentSample)
                                       .arg(read)),
            qPrintable(safe->message));
        // Every second entry read repeats a loc: as many RL-007 as before,
        // held in a few grouped findings.
        const RuleTally duplicates = tally(*cut, u"RL-007");
        QVERIFY2(duplicates.times >= read / 2 - 1,
                 QByteArray::number(duplicates.times).constData());
        QVERIFY2(duplicates.findings <= 2, QByteArray::number(duplicates.findings).constData());
    }
    const CrawledDocument *whole = at(tree, QStringLiteral("/lists/whole.xml"));
    QVERIFY(whole);
    QVERIFY(!whole->header.cutAtByteLimit);
    QVERIFY(!whole->keepsASample());
    QCOMPARE(whole->header.entryCount, 1'200);
    QCOMPARE(whole->entries.size(), 1'200);
    QVERIFY(std::none_of(whole->findings.cbegin(), whole->findings.cend(),
                         [](const Finding &f) { return f.ruleId == u"SAFE-002"; }));
}

// An index naming several lists over the parser's entry cap (SAFE-003; here
// a small cap): they are read whole, not cut, but the crawl keeps their
// entries only while its allowance lasts, taken whole by the first lists
// (the parses run at once on the worker pool, so which ones is not fixed);
// the others keep a sample, their findings grouped, and SAFE-003 says why.
// A list within the cap keeps every entry, as does one of a crawl with room
// for all. A re-crawl that reuses the lists (HTTP 304) applies the same.

void tst_CrawlJob::keepsASampleOfListsOverTheEntryCapPastTheAllowance()
{
    const QByteArray origin = m_server->origin();
    constexpr int overCapCount = 1'500;
    constexpr int cap = 1'200;
    const QByteArray overCapList = longResourceList(origin, overCapCount);
    // The list once, then "304 Not Modified" to a revalidation.
    const auto serveOverCapList = [&](const QByteArray &path) {
        LoopbackServer::Response whole;
        whole.headers = {{"Content-Type", "application/xml"}, {"ETag", "\"v1\""}};
        whole.body = overCapList;
        LoopbackServer::Response unchanged;
        unchanged.status = 304;
        unchanged.reason = "Not Modified";
        unchanged.headers = {{"ETag", "\"v1\""}};
        m_server->setResponses(path, {whole, unchanged});
    };
    QList<QByteArray> children;
    for (int i = 0; i < 5; ++i) {
        children.append("/lists/over" + QByteArray::number(i) + ".xml");
        serveOverCapList(children.last());
    }
    children.append("/lists/within.xml");
    m_server->serveXml(children.last(), longResourceList(origin, cap));
    m_server->serveXml("/lists/index.xml", sitemapIndex(origin, children));
    const QString input = m_server->url(QStringLiteral("/lists/index.xml")).toString();

    CrawlOptions options = fastOptions();
    options.limits.maxStoredEntries = cap;
    options.overCapEntryAllowance = 2 * cap + cap / 2; // two lists' worth, and a half
    const auto overCapLists = [&](const SourceTree &tree) {
        QList<const CrawledDocument *> lists;
        for (int i = 0; i < 5; ++i) {
            lists.append(at(tree, QStringLiteral("/lists/over%1.xml").arg(i)));
            if (!lists.last())
                return QList<const CrawledDocument *> {};
        }
        return lists;
    };
    const auto checkAllowance = [&](const SourceTree &tree) {
        const QList<const CrawledDocument *> lists = overCapLists(tree);
        QCOMPARE(lists.size(), 5);
        int whole = 0;
        for (const CrawledDocument *list : lists) {
            QVERIFY(list->loaded);
            QVERIFY(!list->header.cutAtByteLimit);
            QCOMPARE(list->header.entryCount, overCapCount); // what the reports count
            const auto safe
                = std::find_if(list->findings.cbegin(), list->findings.cend(),
                               [](const Finding &f) { return f.ruleId == u"SAFE-003"; });
            QVERIFY(safe != list->findings.cend());
            if (!list->keepsASample()) {
                ++whole;
                QCOMPARE(list->entries.size(), cap);
                QVERIFY2(!safe->message.contains(u"sample"), qPrintable(safe->message));
                continue;
            }
            QCOMPARE(list->sample, EntrySample::OverEntryAllowance);
            QCOMPARE(list->entries.size(), cutDocumentSample);
            QCOMPARE(
                list->entries.loc(cutDocumentSample - 1),
                m_server->url(QStringLiteral("/res/%1.txt").arg(cutDocumentSample - 2)).toString());
            QVERIFY2(safe->message.contains(
                         QStringLiteral("The first %1 of the %2 entries are kept, as a sample: "
                                        "this crawl already keeps %3 entries of lists over the "
                                        "limit, and keeps no more than %4.")
                             .arg(cutDocumentSample)
                             .arg(overCapCount)
                             .arg(2 * cap)
                             .arg(options.overCapEntryAllowance)),
                     qPrintable(safe->message));
            // Every second entry repeats a loc: the duplicates of all the
            // entries checked are counted, in a few grouped findings.
            const RuleTally duplicates = tally(*list, u"RL-007");
            QCOMPARE(duplicates.times, cap / 2);
            QVERIFY2(duplicates.findings <= 2, QByteArray::number(duplicates.findings).constData());
        }
        QCOMPARE(whole, 2);
        const CrawledDocument *within = at(tree, QStringLiteral("/lists/within.xml"));
        QVERIFY(within && !within->keepsASample());
        QCOMPARE(within->entries.size(), cap);
    };

    auto first = crawl(input, options);
    QCOMPARE(first->error(), Job::Error::NoError);
    checkAllowance(first->tree());
    if (QTest::currentTestFailed())
        return;

    // A crawl with room for every list keeps them all; re-crawled within the
    // allowance, the lists taken from it (304) keep only what it allows.
    CrawlOptions roomy = options;
    roomy.overCapEntryAllowance = 5 * cap;
    // The first crawl took the first answer of each list: serve them again.
    for (const QByteArray &path : std::as_const(children).first(5))
        serveOverCapList(path);
    auto all = crawl(input, roomy);
    QCOMPARE(all->error(), Job::Error::NoError);
    const QList<const CrawledDocument *> kept = overCapLists(all->tree());
    QCOMPARE(kept.size(), 5);
    for (const CrawledDocument *list : kept) {
        QVERIFY(!list->keepsASample());
        QCOMPARE(list->entries.size(), cap);
    }
    CrawlJob again(input, options, m_network.get());
    again.setPreviousCrawl(std::make_shared<const SourceTree>(all->takeTree()));
    QSignalSpy finished(&again, &Job::finished);
    again.start();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(again.error(), Job::Error::NoError);
    for (const CrawledDocument *list : overCapLists(again.tree()))
        QVERIFY(list->notModified);
    checkAllowance(again.tree());
}

// The parses of a crawl take from one allowance on several threads at once:
// every take is whole or nothing, and together they never exceed it.

void tst_CrawlJob::theAllowanceIsTakenWholeAcrossThreads()
{
    constexpr qint64 total = 1'000'003;
    constexpr int threads = 8;
    EntryAllowance allowance(total);
    QThreadPool pool;
    pool.setMaxThreadCount(threads);
    std::atomic<qint64> taken = 0;
    QList<QFuture<void>> runs;
    for (int t = 0; t < threads; ++t) {
        runs.append(QtConcurrent::run(&pool, [&allowance, &taken, t] {
            const qint64 piece = 3 + t; // pieces of different sizes
            while (allowance.take(piece))
                taken += piece;
        }));
    }
    for (QFuture<void> &run : runs)
        run.waitForFinished();
    QCOMPARE(taken + allowance.left(), total);
    QVERIFY2(allowance.left() < 3, QByteArray::number(allowance.left()).constData());
    QVERIFY(!allowance.take(3));
    allowance.giveBack(7);
    QVERIFY(allowance.take(7));
    QCOMPARE(allowance.total(), total);
}

void tst_CrawlJob::cancelKeepsWhatWasDone()
{
    LoopbackServer::Response slow = *m_server->folderResponse("/dataset1/resourcelist-index.xml");
    slow.delayMs = 10'000;
    m_server->setResponse("/dataset1/resourcelist-index.xml", slow);
    CrawlOptions options = fastOptions();
    options.fetch.inactivityTimeoutMs = 30'000;
    options.fetch.totalTimeoutMs = 30'000;
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), options, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    QSignalSpy loaded(&job, &CrawlJob::documentLoaded);
    job.start();
    // The others are in; only the slow index is still on its way.
    QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 5, 10'000);
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::Canceled);
    QVERIFY(!job.tree().isComplete());
    QCOMPARE(job.tree().size(), 6);
    QVERIFY(!at(job.tree(), QStringLiteral("/dataset1/resourcelist-index.xml"))->loaded);
    QVERIFY(at(job.tree(), QStringLiteral("/dataset1/manifest1.xml"))->loaded);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
}
