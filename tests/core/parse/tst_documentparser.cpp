// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_documentparser.h"

using namespace parsertest;

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

// Entries live in a compact EntryList: what goes in comes out, field by field,
// non-ASCII text, foreign attributes and repeated children included.

void tst_DocumentParser::entryListKeepsEveryField()
{
    Entry entry;
    entry.loc = QStringLiteral(" http://example.com/caf\u00e9 ");
    entry.locLength = 123'456;
    entry.lastmod = QStringLiteral("2013-01-02");
    entry.changefreq = QString();
    entry.priority = QStringLiteral("0.5");
    entry.position = {7, 3};
    entry.locPosition = {8, 5};
    entry.lastmodPosition = {9, 5};
    entry.locCount = 2;
    entry.lastmodCount = 1;
    entry.changefreqCount = 1;
    entry.metadataCount = 3;
    Metadata metadata;
    metadata.position = {10, 5};
    metadata.attributes.append({QStringLiteral("length"), QString(), QStringLiteral("12")});
    metadata.attributes.append({QStringLiteral("ex:note"), QStringLiteral("http://example.org/x"),
                                QStringLiteral("\u00fcber \U0001F600")});
    metadata.attributes.append({QStringLiteral("rs:at"),
                                QStringLiteral("http://www.openarchives.org/rs/terms/"),
                                QStringLiteral("2013")});
    entry.metadata = metadata;
    Link link;
    link.position = {11, 5};
    link.attributes.append({QStringLiteral("rel"), QString(), QStringLiteral("duplicate")});
    link.attributes.append({QStringLiteral("href"), QString(), QString()});
    entry.links = {link, Link {}};

    EntryList list;
    list.append(Entry {});
    list.append(entry);
    QCOMPARE(list.size(), 2);
    const Entry empty = list.first();
    QCOMPARE(empty.locCount, 0);
    QVERIFY(empty.loc.isEmpty());
    QVERIFY(!empty.lastmod && !empty.changefreq && !empty.priority && !empty.metadata);
    QVERIFY(empty.links.isEmpty());

    const Entry back = list.at(1);
    QCOMPARE(back.loc, entry.loc);
    QCOMPARE(back.locLength, entry.locLength);
    QCOMPARE(back.lastmod, entry.lastmod);
    QVERIFY(back.changefreq && back.changefreq->isEmpty());
    QCOMPARE(back.priority, entry.priority);
    QCOMPARE(back.position, entry.position);
    QCOMPARE(back.locPosition, entry.locPosition);
    QCOMPARE(back.lastmodPosition, entry.lastmodPosition);
    QCOMPARE(back.locCount, 2);
    QCOMPARE(back.metadataCount, 3);
    QVERIFY(back.metadata);
    QCOMPARE(back.metadata->position, metadata.position);
    QCOMPARE(back.metadata->attributes.all().size(), 3);
    for (qsizetype i = 0; i < 3; ++i) {
        const Attribute &in = metadata.attributes.all().at(i);
        const Attribute &out = back.metadata->attributes.all().at(i);
        QCOMPARE(out.qualifiedName, in.qualifiedName);
        QCOMPARE(out.namespaceUri, in.namespaceUri);
        QCOMPARE(out.value, in.value);
    }
    QCOMPARE(back.metadata->length(), std::optional<QString>(QStringLiteral("12")));
    QVERIFY(!back.metadata->at()); // rs:at is prefixed: not the at attribute
    QCOMPARE(back.links.size(), 2);
    QCOMPARE(back.links.at(0).position, link.position);
    QVERIFY(back.links.at(0).hasRel(u"duplicate"));
    QCOMPARE(back.links.at(0).href(), std::optional<QString>(QString()));
    QVERIFY(back.links.at(1).attributes.isEmpty());
    QCOMPARE(list.last().loc, entry.loc);
}

// Iterating decodes into one reused Entry; a copy taken on the way keeps
// its own values when the iterator moves on.

void tst_DocumentParser::entryListIterationReusesOneEntry()
{
    QByteArray entries;
    for (int i = 0; i < 5; ++i) {
        entries += "  <url><loc>http://example.com/res" + QByteArray::number(i)
            + "</loc><rs:md length=\"" + QByteArray::number(i) + "\"/></url>\n";
    }
    const ParseResult result = DocumentParser().parseBytes(resourceList(entries), testUrl);
    const EntryList &list = result.document.entries;
    QCOMPARE(list.size(), 5);
    std::optional<Entry> firstCopy;
    QString secondLoc;
    int seen = 0;
    for (const Entry &entry : list) {
        if (seen == 0)
            firstCopy = entry;
        if (seen == 1)
            secondLoc = entry.loc;
        QCOMPARE(entry.loc, QStringLiteral("http://example.com/res%1").arg(seen));
        QCOMPARE(entry.metadata->length(), std::optional<QString>(QString::number(seen)));
        ++seen;
    }
    QCOMPARE(seen, 5);
    QCOMPARE(firstCopy->loc, QStringLiteral("http://example.com/res0"));
    QCOMPARE(firstCopy->metadata->length(), std::optional<QString>(QStringLiteral("0")));
    QCOMPARE(secondLoc, QStringLiteral("http://example.com/res1"));
    QCOMPARE(std::count_if(list.begin(), list.end(),
                           [](const Entry &entry) { return entry.metadata.has_value(); }),
             5);
}

// libxml2 reads UTF-8 documents, QXmlStreamReader the others: both must give
// the same document, entries, findings and positions. Every fixture and
// sample of the project, and documents shaped to catch the differences
// between the two (token boundaries, positions after every kind of markup,
// references, line ends, non-ASCII text, long lines, limits).

QTEST_GUILESS_MAIN(tst_DocumentParser)
