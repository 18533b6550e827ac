// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a mirror's report says of what it did, the paths twins get, what a
// run whose lists were not all read does not do, and which extra files a
// first run looks for.
#include "tst_mirrorjob.h"

void tst_MirrorJob::refusedRedirectSaysWhatHappened()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    m_server->redirectLoop("/res/b.txt", "/res/b2.txt");
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.failed, 1);
    for (const AuditItem &item : result.items.readAll()) {
        if (item.state != AuditState::Failed)
            continue;
        QStringList keys;
        for (const AuditReason &reason : item.reasons)
            keys.append(reason.key());
        QCOMPARE(keys, QStringList({QStringLiteral("missing"), QStringLiteral("refused")}));
        QVERIFY2(item.reasons.constLast().description().contains(QStringLiteral("redirect")),
                 qPrintable(item.reasons.constLast().description()));
    }
}

// Issue 16 item 10: a destination that is a link to a folder is refused as
// a link, not as "not a folder".
void tst_MirrorJob::linkedDestinationIsCalledALink()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    const QString link = m_outerDir->filePath(QStringLiteral("linked"));
    QVERIFY(QFile::link(m_copyDir->path(), link));
    MirrorJob job(m_tree, QStringLiteral("test"), link, {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY2(job.errorString().contains(QStringLiteral("symbolic link")),
             qPrintable(job.errorString()));
    QVERIFY(!job.errorString().contains(QStringLiteral("not a folder")));
    QVERIFY(filesBelow(m_copyDir->path(), true).isEmpty());
}

// What a mirror created does not read "the local copy does not have this
// resource": it says what was, and what was done.
void tst_MirrorJob::reasonsSayWhatWasDone()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    const MirrorResult created = mirror();
    const QList<AuditItem> items = created.items.readAll();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.constFirst().state, AuditState::Create);
    QCOMPARE(items.constFirst().reasons.constFirst().key(), QStringLiteral("missing"));
    const QString said = items.constFirst().reasons.constFirst().description();
    QVERIFY2(!said.contains(QStringLiteral("does not have")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("downloaded")), qPrintable(said));

    // A dry run says what is, and would be done.
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    MirrorOptions dry;
    dry.dryRun = true;
    const MirrorResult planned = mirror(dry);
    for (const AuditItem &item : planned.items.readAll()) {
        if (item.state == AuditState::Create)
            QVERIFY(!item.reasons.constLast().done);
    }
}

// What a name cannot say, end to end: case twins, NFC and NFD twins, and a
// URL whose file another needs as a folder each get a file of their own
// (the state says which), on a copy that would also hold on a case- and
// normalisation-insensitive file system; an audit reads the state's paths;
// a second run finds everything where the first put it.
void tst_MirrorJob::twinsGetPathsOfTheirOwn()
{
    const QList<std::pair<QByteArray, QByteArray>> resources = {
        {"/res/Report.PDF", "upper"}, {"/res/report.pdf", "lower"}, {"/res/%C3%A4.txt", "nfc"},
        {"/res/a%CC%88.txt", "nfd"},  {"/res/a", "a file"},         {"/res/a/b", "below a"},
        {"/res/c/d", "below c"},      {"/res/c", "c as a file"},
    };
    const QByteArray origin = SourceFixture::origin();
    QByteArray entries;
    for (const auto &[path, content] : resources) {
        LoopbackServer::Response response;
        response.body = content;
        m_server->setResponse(path, response);
        entries += "<url><loc>" + origin + path + "</loc><rs:md hash=\"md5:"
            + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex() + "\" length=\""
            + QByteArray::number(content.size()) + "\"/></url>\n";
    }
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n";
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral(".well-known/resourcesync")),
                                head + "<rs:md capability=\"description\"/>\n<url><loc>" + origin
                                    + "/capabilitylist.xml</loc><rs:md "
                                      "capability=\"capabilitylist\"/></url>\n</urlset>\n"));
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral("capabilitylist.xml")),
                                head + "<rs:md capability=\"capabilitylist\"/>\n<url><loc>" + origin
                                    + "/resourcelist.xml</loc><rs:md "
                                      "capability=\"resourcelist\"/></url>\n</urlset>\n"));
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral("resourcelist.xml")),
                                head
                                    + "<rs:md capability=\"resourcelist\" "
                                      "at=\"2026-01-01T00:00:00Z\"/>\n"
                                    + entries + "</urlset>\n"));
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, resources.size());
    QVERIFY(result.isComplete());
    QSet<QString> keys;
    {
        StateLookup state(m_copyDir->path());
        QVERIFY(state.isOpen());
        for (const auto &[path, content] : resources) {
            const QString key
                = m_server->url(QString::fromLatin1(path)).toString(QUrl::FullyEncoded);
            const std::optional<QString> where = state.pathOf(key);
            QVERIFY2(where, qPrintable(key));
            QCOMPARE(readAll(m_copyDir->filePath(*where)), content);
            keys.insert(LocalCopyLayout::collisionKey(*where));
            QCOMPARE(state.urlAt(*where), key);
        }
    }
    QCOMPARE(keys.size(), resources.size());
    // The audit finds each where the state says.
    QVERIFY(crawl());
    const SourceInventory inventory(*m_tree, SpecVersion::V1_1);
    StateLookup state(m_copyDir->path());
    const AuditResult audited = AuditComparison::compare(
        inventory.expected(), LocalCopyLayout(m_copyDir->path()), {}, nullptr, {}, &state);
    QVERIFY2(audited.counts.inSync(),
             qPrintable(QStringLiteral("%1 create, %2 update, %3 delete")
                            .arg(audited.counts.create)
                            .arg(audited.counts.update)
                            .arg(audited.counts.deleted)));
    const int before = resourceRequests();
    const MirrorResult again = mirror();
    QCOMPARE(again.counts.same, resources.size());
    QCOMPARE(resourceRequests(), before);
}

// A Resource List that could not be read does not say the source lost its
// resources: a baseline with --delete once moved the files of a list that
// answered 404 to the trash as extras, and moved the sync point on.
void tst_MirrorJob::listsNotReadWholeDeleteNothing()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    const std::optional<QDateTime> syncPoint = readState(m_copyDir->path()).meta.syncPoint;
    QVERIFY(syncPoint);

    // The Resource List becomes an index of two lists; the second answers 404.
    const QByteArray origin = SourceFixture::origin();
    const QByteArray md = "<rs:md capability=\"resourcelist\" at=\"2030-01-01T00:00:00Z\"/>";
    const QByteArray up = "<rs:ln rel=\"up\" href=\"" + origin + "/capabilitylist.xml\"/>";
    const QByteArray namespaces = " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                                  "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">";
    const auto write = [&](const QString &name, const QByteArray &xml) {
        QFile file(QDir(m_sourceDir->path()).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(xml);
    };
    write(QStringLiteral("resourcelist.xml"),
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex" + namespaces + md + up
              + "<sitemap><loc>" + origin + "/list-a.xml</loc></sitemap><sitemap><loc>" + origin
              + "/list-b.xml</loc></sitemap></sitemapindex>\n");
    const auto list = [&](const char *name) -> QByteArray {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset" + namespaces + md + up
            + "<url><loc>" + origin + "/res/" + name + "</loc></url></urlset>\n";
    };
    write(QStringLiteral("list-a.xml"), list("a.txt"));

    MirrorOptions options;
    options.forceBaseline = true;
    options.deleteExtras = true;
    const MirrorResult partly = mirror(options);
    QCOMPARE(partly.counts.deleted, 0);
    QVERIFY(QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QStringList rules;
    for (const Finding &finding : partly.findings)
        rules.append(finding.ruleId);
    QCOMPARE(rules, QStringList({QStringLiteral("AUD-005")}));
    QVERIFY2(partly.findings.constFirst().message.contains(QStringLiteral("list-b.xml")),
             qPrintable(partly.findings.constFirst().message));
    QCOMPARE(readState(m_copyDir->path()).meta.syncPoint, syncPoint);

    // Read whole again, the lists say everything: a stray file is extra.
    write(QStringLiteral("list-b.xml"), list("b.txt"));
    QFile stray(QDir(m_copyDir->path()).filePath(QStringLiteral("stray.txt")));
    QVERIFY(stray.open(QIODevice::WriteOnly));
    stray.close();
    const MirrorResult whole = mirror(options);
    QCOMPARE(whole.counts.deleted, 1);
    QVERIFY(!stray.exists());
    QVERIFY(whole.findings.isEmpty());
    QVERIFY(QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QCOMPARE(readState(m_copyDir->path()).meta.syncPoint,
             QDateTime(QDate(2030, 1, 1), QTime(0, 0), QTimeZone::utc()));
}

void tst_MirrorJob::baselineFindsFilesTheCopyHeldBefore()
{
    // A first mirror into an empty folder skips the sweep for extra files
    // (everything in it is its own); a folder that held anything is swept.
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    const QString stray = QDir(m_copyDir->path()).filePath(QStringLiteral("notes.txt"));
    {
        QFile file(stray);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mine\n");
    }
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, 1);
    QCOMPARE(result.counts.deleted, 1); // listed as extra, and kept: no --delete
    QCOMPARE(readAll(stray), QByteArray("mine\n"));

    // A later run over the copy sweeps as every run does: the file is
    // listed again.
    const MirrorResult again = mirror();
    QCOMPARE(again.counts.same, 1);
    QCOMPARE(again.counts.deleted, 1);
}

void tst_MirrorJob::textReportOfARunReadsItsItemsOnce()
{
    // The report lays a run's items out by what the run measured as it wrote
    // them; laid out by reading them twice, it is the same text.
    const auto bothWays = [](const MirrorResult &result) {
        QVERIFY(result.items.shape.known);
        SyncReport report = SyncReport::fromMirror(result, SpecVersion::V1_1);
        SyncReport measured = report;
        measured.storedItems.shape.known = false;
        for (const bool verbose : {false, true}) {
            const QByteArray text = writeSyncReport(report, ReportFormat::Text, verbose);
            QVERIFY(text.contains("create"));
            QCOMPARE(text, writeSyncReport(measured, ReportFormat::Text, verbose));
        }
    };
    // The longest path and URL are those of an item that stays the same.
    m_source->put(QStringLiteral("a rather long folder name/and one more/long name.txt"), "l\n");
    QVERIFY(m_source->publishBaseline());
    bothWays(mirror());
    m_source->put(QStringLiteral("s.txt"), "short\n");
    m_source->put(QStringLiteral("gone.txt"), "gone\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(QFile::remove(m_sourceDir->filePath(QStringLiteral("res/gone.txt"))));
    {
        QFile stray(QDir(m_copyDir->path()).filePath(QStringLiteral("stray.txt")));
        QVERIFY(stray.open(QIODevice::WriteOnly));
    }
    MirrorOptions again;
    again.forceBaseline = true;
    const MirrorResult result = mirror(again);
    QCOMPARE(result.counts.same, 1);
    QCOMPARE(result.counts.create, 1);
    QCOMPARE(result.counts.failed, 1);
    QCOMPARE(result.counts.deleted, 1);
    bothWays(result);
}
