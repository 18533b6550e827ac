// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dump routes, and --from auto choosing between dumps and lists.
#include "tst_mirrorjob.h"

void tst_MirrorJob::baselineFromResourceDumpAndChangesFromChangeDump()
{
    SourceFixture::Options withDumps;
    withDumps.resourceList = false;
    withDumps.changeLists = false;
    withDumps.resourceDump = true;
    withDumps.changeDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), withDumps);
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    m_source->put(QStringLiteral("sub/c.txt"), "charlie\n");
    QVERIFY(m_source->publishBaseline());

    const MirrorResult baseline = mirror();
    QCOMPARE(baseline.route, SyncRoute::ResourceDump);
    QCOMPARE(baseline.counts.create, 3);
    QVERIFY(baseline.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("sub/c.txt"))), QByteArray("charlie\n"));
    const int after = resourceRequests();
    QCOMPARE(after, 0); // everything came out of the ZIP

    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    m_source->remove(QStringLiteral("b.txt"));
    m_source->put(QStringLiteral("d.txt"), "delta\n");
    QVERIFY(m_source->publishChanges());
    MirrorOptions options;
    options.deleteExtras = true;
    const MirrorResult changes = mirror(options);
    QCOMPARE(changes.route, SyncRoute::ChangeDump);
    QCOMPARE(changes.counts.update, 1);
    QCOMPARE(changes.counts.create, 1);
    QCOMPARE(changes.counts.deleted, 1);
    QVERIFY(changes.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha 2\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("d.txt"))), QByteArray("delta\n"));
    QVERIFY(!QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QVERIFY(audit().counts.inSync());

    // Applied packages are not fetched again.
    const MirrorResult again = mirror(options);
    QCOMPARE(again.counts.total(), 0);
    QVERIFY(again.isComplete());
}

void tst_MirrorJob::traversalUrlsNeverLeaveTheCopy()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    // A list that names resources whose paths climb out.
    QFile list(m_sourceDir->filePath(QStringLiteral("resourcelist.xml")));
    QVERIFY(list.open(QIODevice::ReadOnly));
    QByteArray xml = list.readAll();
    list.close();
    const QByteArray hostile = "  <url><loc>http://source.example/res/%2e%2e/%2E%2E/escaped.txt"
                               "</loc></url>\n"
                               "  <url><loc>http://source.example/res/..%2f..%2fescaped2.txt"
                               "</loc></url>\n";
    xml.replace("</urlset>", QByteArray(hostile + "</urlset>"));
    QVERIFY(list.open(QIODevice::WriteOnly | QIODevice::Truncate));
    list.write(xml);
    list.close();
    QFile escaped(m_sourceDir->filePath(QStringLiteral("escaped.txt")));
    QVERIFY(escaped.open(QIODevice::WriteOnly));
    escaped.write("outside");
    escaped.close();

    const QString parent = QFileInfo(m_copyDir->path()).absolutePath();
    const QStringList outsideBefore = QDir(parent).entryList(QDir::AllEntries | QDir::Hidden);
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, 1);
    QVERIFY(result.counts.failed >= 1);
    QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden), outsideBefore);
    for (const QString &file : filesBelow(m_copyDir->path()))
        QVERIFY2(!file.contains(QStringLiteral("escaped")), qPrintable(file));
}

// A Resource Dump whose package tries every trick: an entry that climbs out
// (zip slip), a manifest path that is absolute, a bitstream that does not
// match its manifest, and a loc that escapes. Only the honest entry lands.
void tst_MirrorJob::hostileDumpPackageIsContained()
{
    const QByteArray origin = m_server->origin();
    const QByteArray good = "good bytes\n";
    const auto sha = [](const QByteArray &bytes) {
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    };
    const QByteArray manifest
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
          "<rs:md capability=\"resourcedump-manifest\" at=\"2026-01-01T00:00:00Z\"/>\n"
          "<url><loc>"
        + origin
        + "/res/good.txt</loc><rs:md path=\"/res/good.txt\" "
          "hash=\"sha-256:"
        + sha(good)
        + "\" length=\"11\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/slip.txt</loc><rs:md path=\"/../../slip.txt\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/abs.txt</loc><rs:md path=\"/etc/abs.txt\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/bad.txt</loc><rs:md path=\"/res/bad.txt\" "
          "hash=\"sha-256:"
        + sha("expected")
        + "\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/%2e%2e/%2e%2e/escape.txt</loc>"
          "<rs:md path=\"/res/escape.txt\"/></url>\n"
          "</urlset>\n";
    const QString zipPath = m_sourceDir->filePath(QStringLiteral("dump.zip"));
    {
        QuaZip zip(zipPath);
        QVERIFY(zip.open(QuaZip::mdCreate));
        const QList<std::pair<QString, QByteArray>> entries {
            {QStringLiteral("manifest.xml"), manifest},
            {QStringLiteral("res/good.txt"), good},
            {QStringLiteral("../../slip.txt"), "slipped"},
            {QStringLiteral("/etc/abs.txt"), "absolute"},
            {QStringLiteral("res/bad.txt"), "not what the manifest says"},
            {QStringLiteral("res/escape.txt"), "escaped"},
        };
        for (const auto &[name, data] : entries) {
            QuaZipFile file(&zip);
            QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
            file.write(data);
            file.close();
        }
        zip.close();
    }
    const auto writeXml = [&](const QString &name, const QByteArray &xml) {
        QFile file(m_sourceDir->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xml);
    };
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n";
    QDir().mkpath(m_sourceDir->filePath(QStringLiteral(".well-known")));
    writeXml(QStringLiteral(".well-known/resourcesync"),
             head + "<rs:md capability=\"description\"/>\n<url><loc>" + origin
                 + "/capabilitylist.xml</loc><rs:md capability=\"capabilitylist\"/></url>\n"
                   "</urlset>\n");
    writeXml(QStringLiteral("capabilitylist.xml"),
             head + "<rs:md capability=\"capabilitylist\"/>\n<url><loc>" + origin
                 + "/resourcedump.xml</loc><rs:md capability=\"resourcedump\"/></url>\n"
                   "</urlset>\n");
    writeXml(QStringLiteral("resourcedump.xml"),
             head + "<rs:md capability=\"resourcedump\" at=\"2026-01-01T00:00:00Z\"/>\n<url><loc>"
                 + origin + "/dump.zip</loc></url>\n</urlset>\n");

    const QString parent = QFileInfo(m_copyDir->path()).absolutePath();
    const QStringList outsideBefore = QDir(parent).entryList(QDir::AllEntries | QDir::Hidden);
    const MirrorResult result = mirror();
    QCOMPARE(result.route, SyncRoute::ResourceDump);
    // The slipping entry's bytes land where its loc belongs, inside the copy.
    QCOMPARE(result.counts.create, 2);
    QCOMPARE(result.counts.failed, 3);
    QVERIFY(!result.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("good.txt"))), good);
    QCOMPARE(readAll(copyPath(QStringLiteral("slip.txt"))), QByteArray("slipped"));
    QCOMPARE(filesBelow(m_copyDir->path()).size(), 2);
    QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden), outsideBefore);
    QStringList rules;
    for (const Finding &finding : result.findings)
        rules.append(finding.ruleId);
    QVERIFY2(rules.contains(QStringLiteral("SAFE-007")), qPrintable(rules.join(u' ')));
    QVERIFY2(rules.contains(QStringLiteral("RDM-011")), qPrintable(rules.join(u' ')));
    // A package with failures is fetched again next time.
    QVERIFY(readState(m_copyDir->path()).appliedPackages.isEmpty());
}

static SourceFixture::Options dumpsOnly()
{
    SourceFixture::Options options;
    options.resourceList = false;
    options.changeLists = false;
    options.resourceDump = true;
    options.changeDump = true;
    return options;
}

// A second baseline from the same Resource Dump must know every resource
// the packages hold, or --delete would take the whole copy away.
void tst_MirrorJob::resourceDumpRunAgainDeletesNothing()
{
    SourceFixture::Options options = dumpsOnly();
    options.changeDump = false;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());

    MirrorOptions withDelete;
    withDelete.deleteExtras = true;
    const MirrorResult again = mirror(withDelete);
    QVERIFY(again.isComplete());
    QCOMPARE(again.counts.deleted, 0);
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
}

// Package 1 deletes b, package 2 creates it again: b stays, in its new state.
void tst_MirrorJob::changeDumpDeleteThenCreateKeepsTheResource()
{
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumpsOnly());
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->remove(QStringLiteral("b.txt"));
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("b.txt"), "bravo returns\n");
    QVERIFY(m_source->publishChanges());

    MirrorOptions withDelete;
    withDelete.deleteExtras = true;
    const MirrorResult result = mirror(withDelete);
    QCOMPARE(result.route, SyncRoute::ChangeDump);
    QVERIFY(result.isComplete());
    QCOMPARE(result.counts.deleted, 0);
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo returns\n"));
}

// A package that could not be fetched holds changes the copy lacks: the
// sync point stays before it, and the next run applies it and what follows.
void tst_MirrorJob::failedChangeDumpPackageIsTakenAgain()
{
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumpsOnly());
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha 1\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("a.txt"), "alpha 3\n");
    QVERIFY(m_source->publishChanges());
    m_server->setStatus("/changedump-1.zip", 404);

    const MirrorResult broken = mirror();
    QVERIFY(!broken.isComplete());
    m_server->setResponse("/changedump-1.zip", *m_server->folderResponse("/changedump-1.zip"));
    const MirrorResult repaired = mirror();
    QVERIFY(repaired.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha 3\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
}

// The source given as a folder: its packages are read from there.
void tst_MirrorJob::dumpFromALocalFolder()
{
    SourceFixture::Options options = dumpsOnly();
    options.changeDump = false;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    CrawlJob crawl(m_sourceDir->path(), {}, &m_network);
    QSignalSpy crawled(&crawl, &Job::finished);
    crawl.start();
    QVERIFY(crawled.wait(20'000));
    auto tree = std::make_shared<const SourceTree>(crawl.takeTree());
    MirrorJob job(tree, m_sourceDir->path(), m_copyDir->path(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.result().route, SyncRoute::ResourceDump);
    QVERIFY(job.result().isComplete());
    const QString copied = LocalCopyLayout(m_copyDir->path())
                               .filePathFor(QUrl(QStringLiteral("http://source.example/res/a.txt")))
                               .value;
    QCOMPARE(readAll(copied), QByteArray("alpha\n"));
}

// A transfer cut off halfway (the server announced more than it sent) is a
// failure; the file already in the copy keeps its bytes.
void tst_MirrorJob::fromAutoTakesTheCheaperRoute()
{
    SourceFixture::Options both;
    both.resourceDump = true;
    both.changeDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), both);
    m_source->setServedOrigin(m_server->origin());
    for (int i = 0; i < 20; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), QByteArray(200, char('a' + i)));
    QVERIFY(m_source->publishBaseline());

    // An empty copy: one package instead of 20 requests.
    const MirrorResult baseline = mirror();
    QCOMPARE(baseline.route, SyncRoute::ResourceDump);
    QCOMPARE(baseline.routeDecision.reason, RouteReason::DumpsCheaper);
    QCOMPARE(baseline.routeDecision.dumpRequests, 1);
    QCOMPARE(baseline.routeDecision.listRequests, 20);
    QVERIFY(baseline.routeDecision.explanation.contains(QStringLiteral("1 requests")));
    QCOMPARE(resourceRequests(), 0);
    QVERIFY(baseline.isComplete());
    const QJsonObject json
        = QJsonDocument::fromJson(
              writeSyncReport(SyncReport::fromMirror(baseline, SpecVersion::V1_1),
                              ReportFormat::Json))
              .object();
    QCOMPARE(json.value(QStringLiteral("routeReason")).toString(), QStringLiteral("dumps-cheaper"));
    QVERIFY(!json.value(QStringLiteral("routeExplanation")).toString().isEmpty());

    // A copy that holds everything: the lists cost no request.
    MirrorOptions again;
    again.forceBaseline = true;
    const MirrorResult rebaseline = mirror(again);
    QCOMPARE(rebaseline.route, SyncRoute::ResourceList);
    QCOMPARE(rebaseline.routeDecision.reason, RouteReason::ListsCheaper);
    QCOMPARE(rebaseline.counts.same, 20);

    // Changes: one package against the changed resources.
    for (int i = 0; i < 5; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), QByteArray(300, char('A' + i)));
    QVERIFY(m_source->publishChanges());
    const MirrorResult changes = mirror();
    QCOMPARE(changes.route, SyncRoute::ChangeDump);
    QCOMPARE(changes.routeDecision.reason, RouteReason::DumpsCheaper);
    QCOMPARE(changes.counts.update, 5);
    QVERIFY(audit().counts.inSync());

    // --from list still takes the lists, and says it was asked.
    m_source->put(QStringLiteral("r0.txt"), "again");
    QVERIFY(m_source->publishChanges());
    MirrorOptions lists;
    lists.prefer = MirrorOptions::Prefer::Lists;
    const MirrorResult asked = mirror(lists);
    QCOMPARE(asked.route, SyncRoute::ChangeList);
    QCOMPARE(asked.routeDecision.reason, RouteReason::AskedLists);

    // A dump whose manifest leaves a listed resource out is not taken.
    QFile manifest(m_sourceDir->filePath(QStringLiteral("resourcedump-manifest-1.xml")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QByteArray xml = manifest.readAll();
    manifest.close();
    const qsizetype first = xml.indexOf("<url>");
    xml.remove(first, xml.indexOf("</url>", first) + 6 - first);
    QVERIFY(rsi::test::writeRaw(manifest.fileName(), xml));
    QTemporaryDir fresh;
    QVERIFY(crawl());
    MirrorJob job(m_tree, QStringLiteral("test"), fresh.path(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.result().route, SyncRoute::ResourceList);
    QCOMPARE(job.result().routeDecision.reason, RouteReason::DumpsIncomplete);
}

// Issue 16 item 10: a download the inspector refused (here, a redirect
// loop) says so, not "http 302".
