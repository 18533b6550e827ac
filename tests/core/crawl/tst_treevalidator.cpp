// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TreeValidator, the rules that judge a crawled source as a whole: the sources
// it is run on are built in treevalidatorfixtures.h, the table of rule cases is
// tst_treevalidator_cases.cpp.
#include "treevalidatorfixtures.h"

using namespace treefixtures;

namespace {

bool matches(const Finding &finding, const Case &expected)
{
    if (finding.ruleId != QString::fromLatin1(expected.rule))
        return false;
    if (expected.severity && finding.severity != *expected.severity)
        return false;
    if (!expected.url.isEmpty()
        && (finding.url != expected.url || finding.relatedUrl != expected.related))
        return false;
    return true;
}

QString describeTree(const FindingList &findings)
{
    QString text;
    for (const Finding &finding : findings) {
        text += QStringLiteral("  %1 %2 %3 -> %4: %5\n")
                    .arg(finding.ruleId, severityName(finding.severity), finding.url,
                         finding.relatedUrl, finding.message);
    }
    return text.isEmpty() ? QStringLiteral("  (none)\n") : text;
}

// [tree] and [http] rules that TreeValidator does not report, each with its
// reason. Everything else whose scope is only tree and/or http must be checked.
const QHash<QString, QString> &notCheckedOnPurpose()
{
    const QString fetchesResources
        = QStringLiteral("needs the listed resources fetched: the resource check's "
                         "(core/crawl/resourcecheckjob.cpp), not the tree's");
    static const QHash<QString, QString> reasons = {
        {QStringLiteral("GEN-022"),
         QStringLiteral("reported by the single-document validator, which counts the "
                        "uncompressed bytes it reads (profilerules.cpp)")},
        {QStringLiteral("ATT-011"), fetchesResources},
        {QStringLiteral("ATT-013"), fetchesResources},
        {QStringLiteral("TA-006"),
         QStringLiteral("needs the time each document was fetched, which the tree does not keep")},
        {QStringLiteral("TA-007"),
         QStringLiteral("an instruction not to compare times with other Sources' documents: "
                        "nothing to report")},
        {QStringLiteral("DISC-004"),
         QStringLiteral("reported by the HTML link parser (discovery/htmllinks.cpp) into the "
                        "tree's source findings")},
        {QStringLiteral("DISC-006"),
         QStringLiteral("needs the page that carried the resourcesync link and when it was "
                        "fetched; the page is not a document of the tree")},
        {QStringLiteral("DISC-007"),
         QStringLiteral("reported by the Link header parser (discovery/linkheader.cpp)")},
        {QStringLiteral("DISC-008"),
         QStringLiteral("reported by the robots.txt parser (discovery/robotstxt.cpp)")},
        {QStringLiteral("DISC-010"),
         QStringLiteral("reported by the HTML link and Link header parsers")},
        {QStringLiteral("CAP-011"),
         QStringLiteral("restates XD-001 (uniformity), reported as XD-001")},
        {QStringLiteral("RL-013"), fetchesResources},
        {QStringLiteral("NT-007"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-008"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-009"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-010"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-011"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-012"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-013"),
         QStringLiteral("the channel probe reads a topic's body as a notification")},
        {QStringLiteral("NT-023"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-033"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-034"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-060"),
         QStringLiteral("the Source's publication to its hub, which a Destination never sees")},
        {QStringLiteral("NT-061"),
         QStringLiteral("the hub's answer to the Source, which a Destination never sees")},
        {QStringLiteral("NT-062"),
         QStringLiteral("a hub's dealings with the Source, which a Destination never sees")},
        {QStringLiteral("RLI-011"),
         QStringLiteral("the same fault as RL-006 (a child's index link), reported once, on "
                        "the child, as RL-006")},
        {QStringLiteral("CLI-012"),
         QStringLiteral("the same fault as CL-006 (a child's index link), reported once, on "
                        "the child, as CL-006")},
        {QStringLiteral("LNK-017"),
         QStringLiteral("needs the original Source's documents (another crawl), and the tree "
                        "keeps no url-level links but contents")},
        {QStringLiteral("XD-004"), fetchesResources},
        {QStringLiteral("XD-005"), fetchesResources},
        {QStringLiteral("NET-001"),
         QStringLiteral("reported by the crawl on the document that could not be read")},
        {QStringLiteral("HTTP-001"),
         QStringLiteral("reported by the crawl on the document that could not be read")},
        {QStringLiteral("NET-002"), fetchesResources},
        {QStringLiteral("HTTP-002"), fetchesResources},
        {QStringLiteral("HTTP-003"), fetchesResources},
        {QStringLiteral("SAFE-005"),
         QStringLiteral("reported by the crawl when it stops taking documents")},
    };
    return reasons;
}

// A Resource List of `count` entries, resources first..first+count-1.
QByteArray bigResourceList(int first, int count, const QString &indexUrl)
{
    QByteArray xml;
    xml.reserve(qsizetype(count) * 110 + 1000);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";
    xml += up(caplUrl).toUtf8() + index(indexUrl).toUtf8();
    for (int i = first; i < first + count; ++i) {
        xml += "<url><loc>http://example.com/big/";
        xml += QByteArray::number(i);
        xml += "</loc><lastmod>2013-01-02T13:00:00Z</lastmod></url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

} // namespace

class tst_TreeValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validSourceHasNoTreeFindings();
    void rules_data();
    void rules();
    void conforming_data();
    void conforming();
    void cycles();
    void unloadedDocuments_data();
    void unloadedDocuments();
    void findingsPerRuleAreCapped();
    void millionEntries();
    void everyTreeRuleIsChecked();
    void everyCheckedIdIsInTheCatalogue();
};

void tst_TreeValidator::validSourceHasNoTreeFindings()
{
    const Source source = validSource();
    const Judged judged = source.judge();
    QCOMPARE(judged.tree.size(), 13);
    QVERIFY2(!rsi::test::hasErrors(judged.documentFindings),
             qPrintable(describe(judged.documentFindings)));
    QVERIFY2(judged.treeFindings.isEmpty(), qPrintable(describeTree(judged.treeFindings)));
}

void tst_TreeValidator::rules_data()
{
    QTest::addColumn<int>("row");
    for (qsizetype i = 0; i < cases().size(); ++i)
        QTest::newRow(cases().at(i).name) << int(i);
}

void tst_TreeValidator::rules()
{
    QFETCH(int, row);
    const Case &testCase = cases().at(row);
    Source source = validSource();
    testCase.mutate(source);
    QVERIFY2(source.problems.isEmpty(), qPrintable(source.problems.join(u'\n')));
    const Judged judged = source.judge();
    const bool found = std::any_of(judged.treeFindings.cbegin(), judged.treeFindings.cend(),
                                   [&](const Finding &f) { return matches(f, testCase); });
    QVERIFY2(
        found == testCase.expected,
        qPrintable(QStringLiteral("expected %1 %2 %3 %4 -> %5; tree findings:\n%6")
                       .arg(testCase.expected ? QStringLiteral("a") : QStringLiteral("no"),
                            QString::fromLatin1(testCase.rule),
                            testCase.severity ? severityName(*testCase.severity) : QString(),
                            testCase.url, testCase.related, describeTree(judged.treeFindings))));
    // A rule that must not fire does not fire anywhere.
    if (!testCase.expected) {
        const bool any = std::any_of(
            judged.treeFindings.cbegin(), judged.treeFindings.cend(),
            [&](const Finding &f) { return f.ruleId == QString::fromLatin1(testCase.rule); });
        QVERIFY2(!any, qPrintable(describeTree(judged.treeFindings)));
    }
}

void tst_TreeValidator::conforming_data()
{
    QTest::addColumn<QString>("rule");
    QStringList ids = TreeValidator::checkedRuleIds().values();
    ids.sort();
    for (const QString &id : std::as_const(ids))
        QTest::newRow(qPrintable(id)) << id;
}

void tst_TreeValidator::conforming()
{
    // The valid source conforms to every rule: none of them fires on it.
    QFETCH(QString, rule);
    const Judged judged = validSource().judge();
    for (const Finding &finding : judged.treeFindings)
        QVERIFY2(finding.ruleId != rule, qPrintable(describeTree(judged.treeFindings)));
    // And every rule has a row in the table that breaks it.
    const bool broken = std::any_of(cases().cbegin(), cases().cend(), [&](const Case &c) {
        return c.expected && QString::fromLatin1(c.rule) == rule;
    });
    QVERIFY2(broken, qPrintable(rule + QStringLiteral(" has no row that breaks it")));
}

void tst_TreeValidator::cycles()
{
    Source source = validSource();
    // An index that lists itself, and up links that go round.
    source.append(QStringLiteral("rli"), sitemap(rliUrl));
    source.replace(QStringLiteral("rd"), up(caplUrl), up(rdmUrl));
    source.replace(QStringLiteral("rdm"), up(caplUrl), up(rdUrl));
    source.replace(QStringLiteral("capl"), up(sdUrl), up(caplUrl));
    source.replace(QStringLiteral("cl2"), up(caplUrl), up(cl2Url) + index(cl2Url));
    QVERIFY2(source.problems.isEmpty(), qPrintable(source.problems.join(u'\n')));
    const Judged judged = source.judge();
    const QStringList ids = rsi::test::ruleIds(judged.treeFindings);
    QVERIFY2(ids.contains(QStringLiteral("GEN-029")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("NAV-004")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("NAV-002")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("CLI-011")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("CL-006")), qPrintable(describeTree(judged.treeFindings)));
}

void tst_TreeValidator::unloadedDocuments_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("404") << 404 << QByteArray();
    QTest::newRow("500") << 500 << QByteArray();
    QTest::newRow("empty body") << 200 << QByteArray();
    QTest::newRow("binary junk") << 200 << QByteArray("\x00\x01\xff\xfe<<<", 8);
    QTest::newRow("truncated XML") << 200 << validSource().doc(QStringLiteral("rli")).xml.left(300);
    QTest::newRow("plain sitemap")
        << 200
        << QByteArray("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                      "<url><loc>http://example.com/x</loc></url></urlset>");
}

void tst_TreeValidator::unloadedDocuments()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    // Each document in turn fails, then all at once: no crash, and the
    // findings speak of what could not be read.
    const Source valid = validSource();
    for (qsizetype broken = -1; broken < valid.docs.size(); ++broken) {
        Source source = valid;
        for (qsizetype i = 0; i < source.docs.size(); ++i) {
            if (broken >= 0 && i != broken)
                continue;
            source.docs[i].status = status;
            source.docs[i].xml = body;
        }
        const Judged judged = source.judge();
        if (broken < 0 && status >= 400) {
            QVERIFY2(rsi::test::ruleIds(judged.treeFindings).contains(QStringLiteral("DISC-001")),
                     qPrintable(describeTree(judged.treeFindings)));
        }
        if (broken == 1 && status >= 400) { // the Capability List
            RSI_COMPARE_RULE(judged.treeFindings, QStringLiteral("NAV-012"), true);
        }
    }
}

void tst_TreeValidator::findingsPerRuleAreCapped()
{
    Source source = validSource();
    QString duplicates;
    QString originals;
    for (int i = 0; i < 300; ++i) {
        const QString loc = host + QStringLiteral("/many/") + QString::number(i);
        originals += url(loc);
        duplicates += url(loc);
    }
    source.append(QStringLiteral("rl1"), originals);
    source.append(QStringLiteral("rl2"), duplicates);
    const Judged judged = source.judge();
    qsizetype listed = 0;
    const Finding *summary = nullptr;
    for (const Finding &finding : judged.treeFindings) {
        if (finding.ruleId != u"RL-007" || finding.url != rl2Url)
            continue;
        if (finding.position.isKnown())
            ++listed;
        else
            summary = &finding;
    }
    QCOMPARE(listed, 100);
    QVERIFY(summary);
    QVERIFY2(summary->message.contains(QStringLiteral("200")), qPrintable(summary->message));
    QCOMPARE(summary->severity, Severity::Warning);
}

void tst_TreeValidator::millionEntries()
{
    // 20 Resource Lists of 50,000 entries under one index, each repeating
    // 1,000 resources of the one before (RL-007), a dump whose manifest holds
    // a few of them (XD-001 for nearly all) and Change Lists naming some
    // (XD-007).
    constexpr int lists = 20;
    constexpr int perList = 50'000;
    constexpr int overlap = 1'000;
    Source source = validSource();
    QString sitemaps;
    for (int k = 0; k < lists; ++k) {
        const QString address = host + QStringLiteral("/big/list%1.xml").arg(k);
        sitemaps += sitemap(address);
        Doc list = document(QStringLiteral("big%1").arg(k), address,
                            bigResourceList(k * (perList - overlap), perList, rliUrl),
                            QStringLiteral("rli"));
        source.add(list);
    }
    source.remove(QStringLiteral("rl1"));
    source.remove(QStringLiteral("rl2"));
    Doc &rli = source.doc(QStringLiteral("rli"));
    rli.xml = sitemapindex("resourcelist", QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                           up(caplUrl) + sitemaps);
    QString changes;
    for (int i = 0; i < 2'000; ++i) {
        changes += url(host + QStringLiteral("/big/%1").arg(i * 97),
                       md(QStringLiteral("change=\"updated\" datetime=\"2013-01-03T10:00:00Z\"")),
                       QStringLiteral("2013-01-01T00:00:00Z"));
    }
    source.append(QStringLiteral("cl2"), changes);

    QElapsedTimer timer;
    timer.start();
    const SourceTree built = source.build(false);
    const qint64 buildMs = timer.restart();
    QCOMPARE(built.totalEntries() >= qint64(lists) * perList, true);
    SourceTree tree = built;
    TreeValidator().validate(tree);
    const qint64 validateMs = timer.elapsed();
    qsizetype findings = 0;
    qsizetype rl007 = 0;
    qsizetype xd001 = 0;
    for (const CrawledDocument &doc : tree.documents()) {
        findings += doc.findings.size();
        for (const Finding &finding : doc.findings) {
            rl007 += finding.ruleId == u"RL-007";
            xd001 += finding.ruleId == u"XD-001";
        }
    }
    qInfo("%lld entries in %lld documents: built in %lld ms, tree rules in %lld ms; "
          "%lld findings (RL-007: %lld, XD-001: %lld)",
          qint64(tree.totalEntries()), qint64(tree.size()), buildMs, validateMs, qint64(findings),
          qint64(rl007), qint64(xd001));
    // 19 lists repeat resources of the one before: at most 100 listed and a
    // summary each.
    QCOMPARE(rl007, qsizetype(19 * 101));
    QVERIFY(xd001 <= qsizetype((lists + 1) * 101)); // the lists, and the manifest
    QVERIFY(xd001 > 0);
}

void tst_TreeValidator::everyTreeRuleIsChecked()
{
    const QSet<QString> checked = TreeValidator::checkedRuleIds();
    const QSet<QString> treeScopes = {QStringLiteral("tree"), QStringLiteral("http")};
    QStringList missing;
    for (const Rule &rule : RuleCatalogue::instance().rules()) {
        const QStringList scopes = rule.scope.split(u',');
        const bool onlyTree = std::all_of(scopes.cbegin(), scopes.cend(),
                                          [&](const QString &s) { return treeScopes.contains(s); });
        if (onlyTree && !checked.contains(rule.id) && !notCheckedOnPurpose().contains(rule.id))
            missing.append(rule.id);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("[tree]/[http] rules TreeValidator cannot report: ")
                        + missing.join(u' ')));
    for (auto it = notCheckedOnPurpose().cbegin(); it != notCheckedOnPurpose().cend(); ++it) {
        QVERIFY2(!checked.contains(it.key()), qPrintable(it.key() + u" is checked after all"));
        QVERIFY2(RuleCatalogue::instance().find(it.key()), qPrintable(it.key()));
    }
}

void tst_TreeValidator::everyCheckedIdIsInTheCatalogue()
{
    for (const QString &id : TreeValidator::checkedRuleIds())
        QVERIFY2(RuleCatalogue::instance().find(id), qPrintable(id));
}

QTEST_GUILESS_MAIN(tst_TreeValidator)
#include "tst_treevalidator.moc"
