// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/documentparser.h"
#include "support/validationharness.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <quagzipfile.h>

using namespace rsi;

namespace {

const QUrl testUrl(QStringLiteral("http://example.com/dataset1/resourcelist.xml"));

QByteArray resourceList(const QByteArray &entries)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n"
        + entries + "</urlset>\n";
}

const Finding *findRule(const FindingList &findings, QStringView rule)
{
    for (const Finding &finding : findings) {
        if (finding.ruleId == rule)
            return &finding;
    }
    return nullptr;
}

bool writeGzip(const QString &path, const QByteArray &bytes)
{
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::WriteOnly))
        return false;
    const bool written = gzip.write(bytes) == bytes.size();
    gzip.close();
    return written;
}

} // namespace

class tst_DocumentParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsModelWithPositions();
    void readsExtensionAttributesAsWritten();
    void readsGzipFiles();
    void corruptGzipIsReported();
    void missingFileIsNet001();
    void notWellFormed_data();
    void notWellFormed();
    void mismatchedEndTagNamesTheOpenElement();
    void declaredEncodingOtherThanUtf8();
    void invalidUtf8IsLocatedAndParsingGoesOn();
    void utf8BomIsInfo();
    void billionLaughsIsBounded();
    void externalEntityIsNeverRead();
    void externalDtdIsNeverRead();
    void hardByteLimitStopsReading();
    void entriesBeyondStoreLimitAreCounted();
    void hugeLocCostsBoundedMemory();
    void deepNestingDoesNotOverflow();
    void wrongRoot_data();
    void wrongRoot();
    void rootWithoutNamespaceIsStillRead();
    void nearMissNamespaceIsIgnored();
    void unexpectedElementsAndOrder();
    void repeatedChildrenAreCounted();
    void binaryJunkIsReported();
    void entryCutOffByAnErrorIsNotCounted();
    void prologPositionsAreExact();
    void declaredEncodingIsReportedOnce();
    void utf16IsRecognised();
    void repeatedLocCountSaturates();
};

void tst_DocumentParser::readsModelWithPositions()
{
    const QByteArray xml = resourceList(
        "  <url>\n"
        "    <loc>http://example.com/res1</loc>\n"
        "    <lastmod>2013-01-02T13:00:00Z</lastmod>\n"
        "    <changefreq>daily</changefreq>\n"
        "    <rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" length=\"8876\"\n"
        "           type=\"text/html\"/>\n"
        "    <rs:ln rel=\"duplicate\" pri=\"1\" href=\"http://mirror.example.com/res1\"/>\n"
        "  </url>\n"
        "  <url><loc>http://example.com/res2</loc></url>\n");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY2(result.findings.isEmpty(), qPrintable(test::describe(result.findings)));
    const Document &doc = result.document;
    QVERIFY(doc.wellFormed);
    QCOMPARE(doc.rootKind, Document::RootKind::UrlSet);
    QCOMPARE(doc.capability(), std::optional<QString>(QStringLiteral("resourcelist")));
    QCOMPARE(doc.metadata->at(), std::optional<QString>(QStringLiteral("2013-01-03T09:00:00Z")));
    QCOMPARE(doc.metadata->position, (SourcePosition {4, 3}));
    QCOMPARE(doc.links.size(), 1);
    QCOMPARE(doc.rootLinks(u"up").size(), 1);
    QCOMPARE(doc.entryCount, 2);
    QCOMPARE(doc.entries.size(), 2);
    QCOMPARE(doc.byteSize, xml.size());

    const Entry &first = doc.entries.first();
    QCOMPARE(first.loc, QStringLiteral("http://example.com/res1"));
    QCOMPARE(first.position, (SourcePosition {6, 3}));
    QCOMPARE(first.locPosition, (SourcePosition {7, 5}));
    QCOMPARE(first.lastmodPosition, (SourcePosition {8, 5}));
    QCOMPARE(first.lastmod, std::optional<QString>(QStringLiteral("2013-01-02T13:00:00Z")));
    QCOMPARE(first.changefreq, std::optional<QString>(QStringLiteral("daily")));
    QVERIFY(first.metadata);
    QCOMPARE(first.metadata->length(), std::optional<QString>(QStringLiteral("8876")));
    QCOMPARE(first.metadata->type(), std::optional<QString>(QStringLiteral("text/html")));
    QCOMPARE(first.metadata->position, (SourcePosition {10, 5}));
    QCOMPARE(first.links.size(), 1);
    QVERIFY(first.links.first().hasRel(u"DUPLICATE")); // rel compares case-insensitively
    QCOMPARE(first.links.first().pri(), std::optional<QString>(QStringLiteral("1")));
    QCOMPARE(doc.entries.at(1).locLength, 23);
}

void tst_DocumentParser::readsExtensionAttributesAsWritten()
{
    const QByteArray xml
        = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:rs=\"http://www.openarchives.org/rs/terms/\" xmlns:ex=\"http://example.org/ns\">"
          "<rs:md capability=\"resourcelist\" rs:at=\"2013-01-03T09:00:00Z\" ex:note=\"x\"/>"
          "</urlset>";
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    const QList<Attribute> &attributes = result.document.metadata->attributes.all();
    QCOMPARE(attributes.size(), 3);
    QCOMPARE(attributes.at(1).qualifiedName, QStringLiteral("rs:at"));
    QCOMPARE(attributes.at(1).namespaceUri,
             QStringLiteral("http://www.openarchives.org/rs/terms/"));
    QVERIFY(!attributes.at(1).isUnprefixed());
    // A prefixed rs:at is not the at attribute (GEN-019 judges it).
    QVERIFY(!result.document.metadata->at());
    QCOMPARE(attributes.at(2).namespaceUri, QStringLiteral("http://example.org/ns"));
}

void tst_DocumentParser::readsGzipFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray xml = resourceList("  <url><loc>http://example.com/res1</loc></url>\n");
    const QString path = dir.filePath(QStringLiteral("resourcelist.xml.gz"));
    QVERIFY(writeGzip(path, xml));
    const ParseResult result = DocumentParser().parseFile(path, testUrl);
    QVERIFY2(result.findings.isEmpty(), qPrintable(test::describe(result.findings)));
    QVERIFY(result.document.compressed);
    QCOMPARE(result.document.byteSize, xml.size()); // uncompressed size
    QCOMPARE(result.document.entryCount, 1);
}

void tst_DocumentParser::corruptGzipIsReported()
{
    QTemporaryDir dir;
    QByteArray entries;
    for (int i = 0; i < 2000; ++i)
        entries += "  <url><loc>http://example.com/res" + QByteArray::number(i) + "</loc></url>\n";
    const QString whole = dir.filePath(QStringLiteral("whole.xml.gz"));
    QVERIFY(writeGzip(whole, resourceList(entries)));
    QFile file(whole);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray compressed = file.readAll();

    // Truncated in the middle of the deflate stream.
    const QString truncated = dir.filePath(QStringLiteral("truncated.xml.gz"));
    QFile out(truncated);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(compressed.left(compressed.size() / 2));
    out.close();
    const ParseResult result = DocumentParser().parseFile(truncated, testUrl);
    QVERIFY(!result.document.wellFormed);
    QVERIFY2(findRule(result.findings, u"SAFE-004") || findRule(result.findings, u"GEN-001"),
             qPrintable(test::describe(result.findings)));
    QVERIFY(result.document.entryCount < 2000);

    // Garbage after a valid gzip header.
    const QString garbage = dir.filePath(QStringLiteral("garbage.xml.gz"));
    QFile junk(garbage);
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(compressed.left(10) + QByteArray(4096, '\xAB'));
    junk.close();
    const ParseResult junkResult = DocumentParser().parseFile(garbage, testUrl);
    QVERIFY(!junkResult.document.wellFormed);
    QVERIFY(!junkResult.findings.isEmpty());
}

void tst_DocumentParser::missingFileIsNet001()
{
    const ParseResult result
        = DocumentParser().parseFile(QStringLiteral("/nonexistent/dir/resourcelist.xml"), testUrl);
    const Finding *finding = findRule(result.findings, u"NET-001");
    QVERIFY(finding);
    QVERIFY(finding->message.contains(QStringLiteral("/nonexistent/dir/resourcelist.xml")));
}

void tst_DocumentParser::notWellFormed_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<qint64>("line");

    QTest::newRow("empty file") << QByteArray() << qint64(1);
    QTest::newRow("unclosed root") << QByteArray(resourceList("").chopped(10)) << qint64(6);
    QTest::newRow("mismatched tags")
        << resourceList("  <url><loc>http://example.com/a</lastmod></url>\n") << qint64(6);
    QTest::newRow("raw ampersand")
        << resourceList("  <url><loc>http://example.com/a?x=1&y=2</loc></url>\n") << qint64(6);
    QTest::newRow("raw less-than in attribute")
        << resourceList("  <url><loc>http://example.com/a</loc><rs:md type=\"a<b\"/></url>\n")
        << qint64(6);
    QTest::newRow("undeclared prefix")
        << resourceList("  <url><loc>http://example.com/a</loc><ex:thing/></url>\n") << qint64(6);
    QTest::newRow("two roots") << QByteArray(resourceList("") + "<urlset/>") << qint64(7);
    QTest::newRow("truncated mid-entry")
        << resourceList("  <url><loc>http://example.com/a</loc></url>\n").left(300) << qint64(6);
    QTest::newRow("undeclared entity")
        << resourceList("  <url><loc>http://example.com/&nbsp;</loc></url>\n") << qint64(6);
}

void tst_DocumentParser::notWellFormed()
{
    QFETCH(QByteArray, xml);
    QFETCH(qint64, line);
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY(!result.document.wellFormed);
    const Finding *finding = findRule(result.findings, u"GEN-001");
    QVERIFY2(finding, qPrintable(test::describe(result.findings)));
    QCOMPARE(finding->severity, Severity::Error);
    QCOMPARE(finding->position.line, line);
    QVERIFY(finding->position.column >= 1);
    QCOMPARE(finding->url, testUrl.toString());
}

void tst_DocumentParser::mismatchedEndTagNamesTheOpenElement()
{
    const ParseResult result = DocumentParser().parseBytes(
        resourceList("  <url><loc>http://example.com/a</lox></url>\n"), testUrl);
    const Finding *finding = findRule(result.findings, u"GEN-001");
    QVERIFY2(finding, qPrintable(test::describe(result.findings)));
    QVERIFY2(finding->message.contains(QStringLiteral("does not close <loc>")),
             qPrintable(finding->message));
    // The element that is open, prefix and all.
    const ParseResult link = DocumentParser().parseBytes(
        resourceList("  <url><loc>http://example.com/a</loc><rs:md length=\"1\"></rs:ln></url>\n"),
        testUrl);
    const Finding *linkFinding = findRule(link.findings, u"GEN-001");
    QVERIFY(linkFinding);
    QVERIFY2(linkFinding->message.contains(QStringLiteral("<rs:md>")),
             qPrintable(linkFinding->message));
}

void tst_DocumentParser::declaredEncodingOtherThanUtf8()
{
    QByteArray xml = resourceList("  <url><loc>http://example.com/caf\xe9</loc></url>\n");
    xml.replace("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    const Finding *finding = findRule(result.findings, u"GEN-002");
    QVERIFY2(finding, qPrintable(test::describe(result.findings)));
    QVERIFY(finding->message.contains(QStringLiteral("ISO-8859-1")));
    // The document is read as declared: the é arrives intact.
    QCOMPARE(result.document.entries.first().loc, QStringLiteral("http://example.com/caf\u00e9"));
}

void tst_DocumentParser::invalidUtf8IsLocatedAndParsingGoesOn()
{
    // Latin-1 bytes in a document that says UTF-8: line 7, column 31.
    const QByteArray xml = resourceList("  <url><loc>http://example.com/a</loc></url>\n"
                                        "  <url><loc>http://example.com/caf\xe9</loc></url>\n"
                                        "  <url><loc>http://example.com/c</loc></url>\n");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    const Finding *finding = findRule(result.findings, u"GEN-002");
    QVERIFY2(finding, qPrintable(test::describe(result.findings)));
    QCOMPARE(finding->position, (SourcePosition {7, 35}));
    QVERIFY(!findRule(result.findings, u"GEN-001"));
    QCOMPARE(result.document.entryCount, 3); // read to the end
}

void tst_DocumentParser::utf8BomIsInfo()
{
    const ParseResult result
        = DocumentParser().parseBytes("\xEF\xBB\xBF" + resourceList(""), testUrl);
    const Finding *finding = findRule(result.findings, u"GEN-002");
    QVERIFY(finding);
    QCOMPARE(finding->severity, Severity::Info);
    QVERIFY(result.document.wellFormed);
}

void tst_DocumentParser::billionLaughsIsBounded()
{
    QByteArray dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY lol \"lol\">\n";
    dtd += "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n";
    for (int i = 2; i <= 9; ++i) {
        QByteArray refs;
        for (int k = 0; k < 10; ++k)
            refs += "&lol" + QByteArray::number(i - 1) + ';';
        dtd += "<!ENTITY lol" + QByteArray::number(i) + " \"" + refs + "\">\n";
    }
    dtd += "]>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
           "<url><loc>&lol9;</loc></url></urlset>\n";
    QElapsedTimer timer;
    timer.start();
    const ParseResult result = DocumentParser().parseBytes(dtd, testUrl);
    QVERIFY2(timer.elapsed() < 5000, "entity expansion was not bounded");
    QVERIFY(findRule(result.findings, u"SAFE-001"));
    QVERIFY(!result.document.wellFormed); // the expansion limit stops the reader
    for (const Entry &entry : result.document.entries)
        QVERIFY(entry.loc.size() <= 16 * 1024);
}

void tst_DocumentParser::externalEntityIsNeverRead()
{
    QTemporaryDir dir;
    const QString secretPath = dir.filePath(QStringLiteral("secret.txt"));
    QFile secret(secretPath);
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("TOP-SECRET-CONTENT");
    secret.close();
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY xxe SYSTEM \""
        + QUrl::fromLocalFile(secretPath).toEncoded()
        + "\">\n]>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
          "<url><loc>http://example.com/&xxe;</loc></url></urlset>\n";
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY(findRule(result.findings, u"SAFE-001"));
    for (const Entry &entry : result.document.entries)
        QVERIFY(!entry.loc.contains(QStringLiteral("TOP-SECRET")));
    for (const Finding &finding : result.findings)
        QVERIFY(!finding.message.contains(QStringLiteral("TOP-SECRET")));
}

void tst_DocumentParser::externalDtdIsNeverRead()
{
    QTemporaryDir dir;
    const QString dtdPath = dir.filePath(QStringLiteral("evil.dtd"));
    QFile dtd(dtdPath);
    QVERIFY(dtd.open(QIODevice::WriteOnly));
    dtd.write("<!ENTITY injected \"FROM-EXTERNAL-DTD\">");
    dtd.close();
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \""
        + QUrl::fromLocalFile(dtdPath).toEncoded()
        + "\">\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
          "<url><loc>http://example.com/&injected;</loc></url></urlset>\n";
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY(findRule(result.findings, u"SAFE-001"));
    for (const Entry &entry : result.document.entries)
        QVERIFY(!entry.loc.contains(QStringLiteral("FROM-EXTERNAL-DTD")));
}

void tst_DocumentParser::hardByteLimitStopsReading()
{
    QByteArray entries;
    for (int i = 0; i < 5000; ++i)
        entries += "  <url><loc>http://example.com/res" + QByteArray::number(i) + "</loc></url>\n";
    ParserLimits limits;
    limits.maxBytes = 10'000;
    const ParseResult result = DocumentParser(limits).parseBytes(resourceList(entries), testUrl);
    QVERIFY(findRule(result.findings, u"SAFE-002"));
    QVERIFY(!findRule(result.findings, u"GEN-001")); // the cut is not the author's fault
    QCOMPARE(result.document.byteSize, 10'000);
    QVERIFY(!result.document.wellFormed);
    QVERIFY(result.document.entryCount > 100 && result.document.entryCount < 5000);
}

void tst_DocumentParser::entriesBeyondStoreLimitAreCounted()
{
    QByteArray entries;
    for (int i = 0; i < 50; ++i)
        entries += "  <url><loc>http://example.com/res" + QByteArray::number(i) + "</loc></url>\n";
    ParserLimits limits;
    limits.maxStoredEntries = 10;
    const ParseResult result = DocumentParser(limits).parseBytes(resourceList(entries), testUrl);
    QCOMPARE(result.document.entryCount, 50);
    QCOMPARE(result.document.entries.size(), 10);
    const Finding *finding = findRule(result.findings, u"SAFE-003");
    QVERIFY(finding);
    QCOMPARE(finding->severity, Severity::Info);
}

void tst_DocumentParser::hugeLocCostsBoundedMemory()
{
    const QByteArray longPath(5 * 1024 * 1024, 'a');
    const ParseResult result = DocumentParser().parseBytes(
        resourceList("  <url><loc>http://example.com/" + longPath + "</loc></url>\n"), testUrl);
    QVERIFY(result.document.wellFormed);
    const Entry &entry = result.document.entries.first();
    QCOMPARE(entry.locLength, 19 + longPath.size());
    QCOMPARE(entry.loc.size(), 16 * 1024);
}

void tst_DocumentParser::deepNestingDoesNotOverflow()
{
    QByteArray nested;
    for (int i = 0; i < 100'000; ++i)
        nested += "<x:a>";
    for (int i = 0; i < 100'000; ++i)
        nested += "</x:a>";
    QByteArray xml = resourceList("  <url><loc>http://example.com/a</loc>" + nested + "</url>\n");
    xml.replace("<urlset ", "<urlset xmlns:x=\"http://example.org/x\" ");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY2(result.document.wellFormed, qPrintable(test::describe(result.findings)));
    QCOMPARE(result.document.entryCount, 1);
}

void tst_DocumentParser::wrongRoot_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::newRow("html") << QByteArray("<html><head><title>Not found</title></head></html>");
    QTest::newRow("rss") << QByteArray("<rss version=\"2.0\"><channel/></rss>");
    QTest::newRow("urlset in another namespace")
        << QByteArray("<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\"/>");
}

void tst_DocumentParser::wrongRoot()
{
    QFETCH(QByteArray, xml);
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY2(findRule(result.findings, u"GEN-003"), qPrintable(test::describe(result.findings)));
}

void tst_DocumentParser::rootWithoutNamespaceIsStillRead()
{
    const QByteArray xml = "<urlset xmlns:rs=\"http://www.openarchives.org/rs/terms/\">"
                           "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>"
                           "<url><loc>http://example.com/a</loc></url></urlset>";
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QVERIFY(findRule(result.findings, u"GEN-003"));
    QCOMPARE(result.document.entryCount, 1);
    QCOMPARE(result.document.capability(), std::optional<QString>(QStringLiteral("resourcelist")));
}

void tst_DocumentParser::nearMissNamespaceIsIgnored()
{
    QByteArray xml = resourceList("  <url><loc>http://example.com/a</loc></url>\n");
    xml.replace("http://www.openarchives.org/rs/terms/", "http://www.openarchives.org/rs/terms");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    const Finding *finding = findRule(result.findings, u"GEN-004");
    QVERIFY(finding);
    QCOMPARE(finding->position.line, 4);
    QVERIFY(!result.document.metadata);
    QVERIFY(result.document.links.isEmpty());
}

void tst_DocumentParser::unexpectedElementsAndOrder()
{
    const ParseResult result = DocumentParser().parseBytes(
        resourceList("  <url class=\"x\"><lastmod>2013-01-02T13:00:00Z</lastmod>"
                     "<loc>http://example.com/a</loc><video/></url>\n"
                     "  <sitemap><loc>http://example.com/b</loc></sitemap>\n"
                     "  <rs:ln rel=\"describedby\" href=\"http://example.com/about\"/>\n"),
        testUrl);
    const QStringList ids = test::ruleIds(result.findings);
    QCOMPARE(ids.count(QStringLiteral("GEN-018")), 1); // attribute on <url>
    QCOMPARE(ids.count(QStringLiteral("GEN-009")), 2); // <video>, <sitemap> in a urlset
    QCOMPARE(ids.count(QStringLiteral("GEN-024")), 2); // loc after lastmod; rs:ln after entries
    QVERIFY(result.document.wellFormed);
}

void tst_DocumentParser::repeatedChildrenAreCounted()
{
    const ParseResult result = DocumentParser().parseBytes(
        resourceList("  <url><loc>http://example.com/a</loc><loc>http://example.com/b</loc>"
                     "<lastmod>2013-01-01</lastmod><lastmod>2013-01-02</lastmod>"
                     "<rs:md length=\"1\"/><rs:md length=\"2\"/></url>\n"),
        testUrl);
    const Entry &entry = result.document.entries.first();
    QCOMPARE(entry.locCount, 2);
    QCOMPARE(entry.loc, QStringLiteral("http://example.com/a")); // the first is kept
    QCOMPARE(entry.lastmodCount, 2);
    QCOMPARE(entry.metadataCount, 2);
    QCOMPARE(entry.metadata->length(), std::optional<QString>(QStringLiteral("1")));
}

void tst_DocumentParser::binaryJunkIsReported()
{
    QByteArray junk;
    quint32 state = 12345;
    for (int i = 0; i < 100'000; ++i) {
        state = state * 1103515245u + 12345u;
        junk += char(state >> 24);
    }
    const ParseResult result = DocumentParser().parseBytes(junk, testUrl);
    QVERIFY(!result.document.wellFormed);
    QVERIFY(findRule(result.findings, u"GEN-001"));
}

void tst_DocumentParser::entryCutOffByAnErrorIsNotCounted()
{
    const QByteArray whole = resourceList("  <url><loc>http://example.com/a</loc></url>\n"
                                          "  <url><loc>http://example.com/b</loc></url>\n");
    const QByteArray cut = whole.left(whole.indexOf("example.com/b") + 4);
    const ParseResult result = DocumentParser().parseBytes(cut, testUrl);
    QCOMPARE(result.document.entryCount, 1);
    const FindingList findings = test::validateBytes(cut);
    QVERIFY2(!test::ruleIds(findings).contains(QStringLiteral("RL-008")),
             qPrintable(test::describe(findings)));
    const Finding *finding = findRule(result.findings, u"GEN-001");
    QVERIFY(finding);
    QVERIFY2(!finding->message.contains(QStringLiteral("..")), qPrintable(finding->message));
}

void tst_DocumentParser::prologPositionsAreExact()
{
    const ParseResult wrongRoot = DocumentParser().parseBytes(
        "<?xml version=\"1.0\"?>\n<!-- a comment -->\n    <foo/>\n", testUrl);
    const Finding *gen003 = findRule(wrongRoot.findings, u"GEN-003");
    QVERIFY(gen003);
    QCOMPARE(gen003->position.line, 3);

    const ParseResult dtd = DocumentParser().parseBytes(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n  <!ENTITY e \"x\">\n]>\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"/>\n",
        testUrl);
    const Finding *safe001 = findRule(dtd.findings, u"SAFE-001");
    QVERIFY(safe001);
    QCOMPARE(safe001->position, (SourcePosition {2, 1}));
}

void tst_DocumentParser::declaredEncodingIsReportedOnce()
{
    QByteArray xml = resourceList("  <url><loc>http://example.com/caf\xe9</loc></url>\n");
    xml.replace("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
    const ParseResult result = DocumentParser().parseBytes(xml, testUrl);
    QCOMPARE(test::ruleIds(result.findings).count(QStringLiteral("GEN-002")), 1);
}

void tst_DocumentParser::utf16IsRecognised()
{
    const QString text = QString::fromUtf8(
        resourceList("  <url><loc>http://example.com/a</loc></url>\n").replace("UTF-8", "UTF-16"));
    QByteArray utf16("\xFF\xFE");
    for (const QChar c : text) {
        utf16 += char(c.unicode() & 0xFF);
        utf16 += char(c.unicode() >> 8);
    }
    const ParseResult result = DocumentParser().parseBytes(utf16, testUrl);
    QCOMPARE(test::ruleIds(result.findings).count(QStringLiteral("GEN-002")), 1);
    QVERIFY(findRule(result.findings, u"GEN-002")->message.contains(QStringLiteral("UTF-16")));
    QCOMPARE(result.document.entryCount, 1); // read as what it is
    QCOMPARE(result.document.entries.first().loc, QStringLiteral("http://example.com/a"));
}

void tst_DocumentParser::repeatedLocCountSaturates()
{
    QByteArray locs;
    for (int i = 0; i < 70'000; ++i)
        locs += "<loc>http://example.com/" + QByteArray::number(i) + "</loc>";
    const ParseResult result
        = DocumentParser().parseBytes(resourceList("  <url>" + locs + "</url>\n"), testUrl);
    const Entry &entry = result.document.entries.first();
    QCOMPARE(entry.locCount, std::numeric_limits<quint16>::max());
    QCOMPARE(entry.loc, QStringLiteral("http://example.com/0"));
}

QTEST_GUILESS_MAIN(tst_DocumentParser)
#include "tst_documentparser.moc"
