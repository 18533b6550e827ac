// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/entryallowance.h"
#include "crawl/sourcetree.h"
#include "details/detailspane.h"
#include "parse/documentparser.h"
#include "support/sampledlists.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTranslator>

using namespace rsi;

namespace {

const QString origin = QStringLiteral("http://example.com");

QString at(const char *path)
{
    return origin + QLatin1StringView(path);
}

QByteArray urlset(const QByteArray &md, const QByteArray &links, const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
        + md + links + urls + "</urlset>\n";
}

CrawledDocument parsed(const QString &url, const QByteArray &xml, int parent, Arrival arrival)
{
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.url = QUrl(url);
    document.parent = parent;
    document.arrival = arrival;
    document.status = 200;
    document.contentType = QStringLiteral("application/xml");
    document.adopt(DocumentParser().parseBytes(xml, QUrl(url)), {});
    return document;
}

struct Ids
{
    int sd = -1, capl = -1, rl = -1;
};

// A Source Description, its Capability List and a Resource List of three
// entries fetched with every HTTP fact set and two findings, the second of
// which falls on the second entry.
SourceTree sampleTree(Ids &ids)
{
    SourceTree tree;
    const QString sdUrl = at("/.well-known/resourcesync");
    const QString caplUrl = at("/dataset1/capabilitylist.xml");
    const QString rlUrl = at("/dataset1/resourcelist.xml");
    ids.sd = tree.add(parsed(sdUrl,
                             urlset("  <rs:md capability=\"description\"/>\n", {},
                                    "  <url><loc>" + caplUrl.toUtf8() + "</loc></url>\n"),
                             -1, Arrival::WellKnown));
    tree.setSourceDescription(ids.sd);
    CrawledDocument capl
        = parsed(caplUrl,
                 urlset("  <rs:md capability=\"capabilitylist\"/>\n",
                        "  <rs:ln rel=\"up\" href=\"" + sdUrl.toUtf8() + "\"/>\n",
                        "  <url><loc>" + rlUrl.toUtf8()
                            + "</loc><rs:md capability=\"resourcelist\"/></url>\n"),
                 ids.sd, Arrival::Child);
    capl.referencePosition = {4, 8};
    capl.reachedDownward = true;
    ids.capl = tree.add(std::move(capl));

    CrawledDocument rl
        = parsed(rlUrl,
                 urlset("  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n",
                        "  <rs:ln rel=\"up\" href=\"" + caplUrl.toUtf8()
                            + "\"/>\n"
                              "  <rs:ln rel=\"describedby\" href=\"http://example.org/about\" "
                              "type=\"text/html\"/>\n",
                        "  <url><loc>http://example.com/res1</loc></url>\n"
                        "  <url>\n"
                        "    <loc>http://example.com/res2</loc>\n"
                        "    <lastmod>2013-01-02T13:00:00Z</lastmod>\n"
                        "    <rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" length=\"8876\"\n"
                        "           type=\"text/html\"/>\n"
                        "  </url>\n"
                        "  <url><loc>http://example.com/res3</loc></url>\n"),
                 ids.capl, Arrival::Child);
    rl.referencePosition = {6, 8};
    rl.reachedDownward = true;
    rl.contentEncoding = QStringLiteral("gzip");
    rl.transferredBytes = 4321;
    rl.elapsedMs = 120;
    rl.etag = "\"v42-etag\"";
    rl.lastModified = "Thu, 03 Jan 2013 09:00:00 GMT";
    rl.findings.append(
        makeFinding(u"RL-005", QStringLiteral("The up link is missing."), rlUrl, {5, 3}));
    rl.findings.append(makeFinding(u"GEN-016", QStringLiteral("The lastmod is not W3C datetime."),
                                   rlUrl, {11, 5}, Severity::Warning));
    ids.rl = tree.add(std::move(rl));
    return tree;
}

// The hrefs of every anchor on the page, in document order.
QStringList anchorHrefs(const QTextDocument *document)
{
    QStringList hrefs;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isAnchor())
                hrefs.append(fragment.charFormat().anchorHref());
        }
    }
    return hrefs;
}

// Clicks the first anchor with this href as a person would: scrolled into
// view, pressed and released on its text.
bool clickAnchor(DetailsPane &pane, const QString &href)
{
    QTextDocument *document = pane.document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid() || !fragment.charFormat().isAnchor()
                || fragment.charFormat().anchorHref() != href)
                continue;
            QTextCursor cursor(document);
            cursor.setPosition(fragment.position() + std::max(1, fragment.length() / 2));
            pane.setTextCursor(cursor);
            pane.ensureCursorVisible();
            const QRect rect = pane.cursorRect(cursor);
            const QPoint point(rect.center().x(), rect.center().y());
            QTest::mouseClick(pane.viewport(), Qt::LeftButton, {}, point);
            return true;
        }
    }
    return false;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x20, 0x21, 0x24);
    const QColor base(0x1b, 0x1b, 0x1d);
    const QColor text(0xe8, 0xea, 0xed);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x5a, 0x80));
    palette.setColor(QPalette::HighlightedText, text);
    return palette;
}

// A language where the pane's texts read "[fr] ...".
class BracketTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (QLatin1StringView(context) != QLatin1StringView("rsi::DetailsPane"))
            return {};
        return QStringLiteral("[fr] ") + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

// Pictures for a person to look at: under the build folder, never compared.
void grab(QWidget &widget, const QString &name)
{
    const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    QVERIFY(widget.grab().save(path));
    qInfo("picture: %s", qPrintable(path));
}

} // namespace

class tst_DetailsPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hintWhenNothingIsShown();
    void documentSections();
    void documentAnchors();
    void clickingLinksNavigates();
    void entryFieldsAndFindings();
    void unreadDocument();
    void cutDocumentShowsItsSample();
    void overCapListShowsItsSample();
    void escapesTextFromTheSource();
    void rendersAgainOnPaletteChange();
    void rendersAgainOnLanguageChange();
    void pictures();
};

void tst_DetailsPane::initTestCase()
{
    // Numbers are written in the user's locale: fix one for the expected texts.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_DetailsPane::hintWhenNothingIsShown()
{
    DetailsPane pane;
    QVERIFY(pane.toPlainText().contains(QLatin1StringView("Select a document")));
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    pane.showDocument(tree, ids.rl);
    QVERIFY(!pane.toPlainText().contains(QLatin1StringView("Select a document")));
    pane.showNothing();
    QVERIFY(pane.toPlainText().contains(QLatin1StringView("Select a document")));
    // An id the tree does not have shows the hint, not a crash.
    pane.showDocument(tree, 99);
    QVERIFY(pane.toPlainText().contains(QLatin1StringView("Select a document")));
}

void tst_DetailsPane::documentSections()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.showDocument(tree, ids.rl);
    const QString text = pane.toPlainText();
    const QStringList expected = {
        // every section
        QStringLiteral("Resource List"),
        QStringLiteral("How it was reached"),
        QStringLiteral("HTTP"),
        QStringLiteral("Metadata (rs:md)"),
        QStringLiteral("Links (rs:ln)"),
        QStringLiteral("Entries"),
        QStringLiteral("Findings"),
        // the URL and how it was reached
        at("/dataset1/resourcelist.xml"),
        QStringLiteral("listed by its parent"),
        at("/dataset1/capabilitylist.xml"),
        QStringLiteral("Line 6, column 8"),
        // HTTP facts
        QStringLiteral("200"),
        QStringLiteral("application/xml"),
        QStringLiteral("gzip"),
        QStringLiteral("4,321 bytes"),
        QStringLiteral("120 ms"),
        QStringLiteral("\"v42-etag\""),
        QStringLiteral("Thu, 03 Jan 2013 09:00:00 GMT"),
        // rs:md, rs:ln and entries
        QStringLiteral("2013-01-03T09:00:00Z"),
        QStringLiteral("describedby"),
        QStringLiteral("http://example.org/about"),
        QStringLiteral("text/html"),
        QStringLiteral("3 url entries"),
        // findings
        QStringLiteral("RL-005"),
        QStringLiteral("The up link is missing."),
        QStringLiteral("GEN-016"),
        QStringLiteral("Line 5, column 3"),
    };
    for (const QString &part : expected) {
        if (!text.contains(part))
            QFAIL(qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(part, text)));
    }
    // Errors are listed before warnings.
    QVERIFY(text.indexOf(QLatin1StringView("RL-005")) < text.indexOf(QLatin1StringView("GEN-016")));

    // The Capability List leads to the Resource List, and is the Source
    // Description's child.
    pane.showDocument(tree, ids.capl);
    const QString caplText = pane.toPlainText();
    QVERIFY(caplText.contains(QLatin1StringView("Capability List")));
    QVERIFY(caplText.contains(at("/dataset1/resourcelist.xml")));
    QVERIFY(caplText.contains(at("/.well-known/resourcesync")));
}

void tst_DetailsPane::documentAnchors()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.showDocument(tree, ids.rl);
    const QStringList hrefs = anchorHrefs(pane.document());
    const QStringList expected = {
        at("/dataset1/resourcelist.xml"), // its own URL
        QStringLiteral("rsi-document:%1").arg(ids.capl), // the parent
        QStringLiteral("rsi-line:%1:6:8").arg(ids.capl), // where the parent names it
        at("/dataset1/capabilitylist.xml"), // the up link
        QStringLiteral("http://example.org/about"), // describedby
        QStringLiteral("rsi-line:%1:5:3").arg(ids.rl), // a finding's position
        QStringLiteral("rsi-line:%1:11:5").arg(ids.rl),
    };
    for (const QString &href : expected) {
        if (!hrefs.contains(href))
            QFAIL(qPrintable(QStringLiteral("no anchor %1 among %2")
                                 .arg(href, hrefs.join(QStringLiteral(", ")))));
    }
}

void tst_DetailsPane::clickingLinksNavigates()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.resize(700, 500); // small enough that some links must be scrolled to
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.showDocument(tree, ids.rl);

    QSignalSpy documents(&pane, &DetailsPane::documentRequested);
    QSignalSpy urls(&pane, &DetailsPane::urlRequested);
    QSignalSpy lines(&pane, &DetailsPane::lineRequested);

    // The parent, by the internal scheme.
    QVERIFY(clickAnchor(pane, QStringLiteral("rsi-document:%1").arg(ids.capl)));
    QCOMPARE(documents.size(), 1);
    QCOMPARE(documents.takeFirst().at(0).toInt(), ids.capl);

    // The up link: a web URL that is a document of the tree opens that document.
    QVERIFY(clickAnchor(pane, at("/dataset1/capabilitylist.xml")));
    QCOMPARE(documents.size(), 1);
    QCOMPARE(documents.takeFirst().at(0).toInt(), ids.capl);

    // A web URL outside the tree goes to the window to decide.
    QVERIFY(clickAnchor(pane, QStringLiteral("http://example.org/about")));
    QCOMPARE(urls.size(), 1);
    QCOMPARE(urls.takeFirst().at(0).toUrl(), QUrl(QStringLiteral("http://example.org/about")));

    // A finding's position: the document, its line and column.
    QVERIFY(clickAnchor(pane, QStringLiteral("rsi-line:%1:11:5").arg(ids.rl)));
    QCOMPARE(lines.size(), 1);
    const QList<QVariant> line = lines.takeFirst();
    QCOMPARE(line.at(0).toInt(), ids.rl);
    QCOMPARE(line.at(1).toLongLong(), 11);
    QCOMPARE(line.at(2).toLongLong(), 5);

    QVERIFY(documents.isEmpty());
    QVERIFY(urls.isEmpty());
    // Nothing was opened inside the pane: the page is still the document's.
    QVERIFY(pane.toPlainText().contains(QLatin1StringView("Resource List")));
}

void tst_DetailsPane::entryFieldsAndFindings()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    const CrawledDocument &rl = tree.document(ids.rl);
    DetailsPane pane;
    const FindingList entryFindings = {rl.findings.at(1)};
    pane.showEntry(tree, ids.rl, 1, entryFindings);
    const QString text = pane.toPlainText();
    const QStringList expected = {
        QStringLiteral("Entry 2 of 3"),
        QStringLiteral("Location (loc)"),
        QStringLiteral("http://example.com/res2"),
        QStringLiteral("Last modified (lastmod)"),
        QStringLiteral("2013-01-02T13:00:00Z"),
        QStringLiteral("Hash"),
        QStringLiteral("md5:1584abdf8ebdc9802ac0c6a7402c03b6"),
        QStringLiteral("Length"),
        QStringLiteral("8876"),
        QStringLiteral("Media type (type)"),
        QStringLiteral("text/html"),
        at("/dataset1/resourcelist.xml"), // listed in
        QStringLiteral("GEN-016"),
        QStringLiteral("The lastmod is not W3C datetime."),
    };
    for (const QString &part : expected) {
        if (!text.contains(part))
            QFAIL(qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(part, text)));
    }
    // Only the fields it has, and only its own findings.
    QVERIFY(!text.contains(QLatin1StringView("Change")));
    QVERIFY(!text.contains(QLatin1StringView("Path in the package")));
    QVERIFY(!text.contains(QLatin1StringView("RL-005")));

    const QStringList hrefs = anchorHrefs(pane.document());
    QVERIFY(hrefs.contains(QStringLiteral("http://example.com/res2")));
    QVERIFY(hrefs.contains(QStringLiteral("rsi-document:%1").arg(ids.rl)));
    const SourcePosition where = rl.entries.position(1);
    QVERIFY(hrefs.contains(
        QStringLiteral("rsi-line:%1:%2:%3").arg(ids.rl).arg(where.line).arg(where.column)));
    QVERIFY(hrefs.contains(QStringLiteral("rsi-line:%1:11:5").arg(ids.rl)));

    pane.resize(700, 500);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QSignalSpy urls(&pane, &DetailsPane::urlRequested);
    QSignalSpy lines(&pane, &DetailsPane::lineRequested);
    QVERIFY(clickAnchor(pane, QStringLiteral("http://example.com/res2")));
    QCOMPARE(urls.size(), 1);
    QCOMPARE(urls.at(0).at(0).toUrl(), QUrl(QStringLiteral("http://example.com/res2")));
    QVERIFY(clickAnchor(pane, QStringLiteral("rsi-line:%1:11:5").arg(ids.rl)));
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.at(0).at(1).toLongLong(), 11);

    // An entry with a loc only shows the loc and no findings.
    pane.showEntry(tree, ids.rl, 0, {});
    const QString first = pane.toPlainText();
    QVERIFY(first.contains(QLatin1StringView("http://example.com/res1")));
    QVERIFY(!first.contains(QLatin1StringView("Last modified")));
    QVERIFY(first.contains(QLatin1StringView("No findings.")));
}

void tst_DetailsPane::unreadDocument()
{
    SourceTree tree;
    CrawledDocument missing;
    missing.requestedUrl = QUrl(at("/missing.xml"));
    missing.url = missing.requestedUrl;
    missing.status = 404;
    missing.error = QStringLiteral("The server answered HTTP 404.");
    missing.findings.append(makeFinding(u"HTTP-001", missing.error, missing.url.toString(), {}));
    const int id = tree.add(std::move(missing));
    DetailsPane pane;
    pane.showDocument(tree, id);
    const QString text = pane.toPlainText();
    QVERIFY(text.contains(QLatin1StringView("Unread document")));
    QVERIFY(text.contains(QLatin1StringView("The server answered HTTP 404.")));
    QVERIFY(text.contains(QLatin1StringView("404")));
    QVERIFY(text.contains(QLatin1StringView("HTTP-001")));
    // Nothing was parsed, so there is no rs:md section to speak of.
    QVERIFY(!text.contains(QLatin1StringView("Metadata (rs:md)")));
}

// A document cut at its byte limit keeps only a sample of its entries: the
// pane says so beside the count of entries read, and in the SAFE-002 finding.
void tst_DetailsPane::cutDocumentShowsItsSample()
{
    CrawledDocument document = test::listCutAtByteLimit(origin, QUrl(at("/big.xml")));
    const qint64 read = document.header.entryCount;
    QVERIFY(read > cutDocumentSample);
    SourceTree tree;
    const int id = tree.add(std::move(document));
    DetailsPane pane;
    pane.resize(700, 700);
    pane.showDocument(tree, id);
    const QString text = pane.toPlainText();
    const QLocale locale;
    const QString entries = QStringLiteral("%1 url entries (cut short at its byte limit: the first "
                                           "%2 are kept, as a sample)")
                                .arg(locale.toString(read), locale.toString(cutDocumentSample));
    QVERIFY2(text.contains(entries), qPrintable(text));
    // Not an XML error: the rest was never read.
    QVERIFY(text.contains(QLatin1StringView("Unknown: cut short at its byte limit")));
    QVERIFY(!text.contains(QLatin1StringView("parsing stopped at an XML error")));
    QVERIFY(text.contains(QLatin1StringView("SAFE-002")));
    QVERIFY2(text.contains(QStringLiteral("The first %1 of the %2 entries read are kept")
                               .arg(cutDocumentSample)
                               .arg(read)),
             qPrintable(text));
    grab(pane, QStringLiteral("detailspane-cut-document.png"));
}

// A list over the entry cap, read whole after the crawl's allowance for such
// lists was spent, keeps a sample too: the pane says why, beside the count
// of entries read, and in the SAFE-003 finding; it is well-formed.
void tst_DetailsPane::overCapListShowsItsSample()
{
    EntryAllowance allowance(2'500);
    const CrawledDocument earlier
        = test::listOverTheEntryCap(origin, QUrl(at("/first.xml")), &allowance);
    QVERIFY(!earlier.keepsASample());
    CrawledDocument document = test::listOverTheEntryCap(origin, QUrl(at("/huge.xml")), &allowance);
    QVERIFY(document.keepsASample());
    SourceTree tree;
    const int id = tree.add(std::move(document));
    DetailsPane pane;
    pane.resize(700, 700);
    pane.showDocument(tree, id);
    const QString text = pane.toPlainText();
    const QLocale locale;
    const QString entries
        = QStringLiteral("%1 url entries (over the entry limit, and this crawl already keeps the "
                         "entries of other lists over it: the first %2 are kept, as a sample)")
              .arg(locale.toString(3'000), locale.toString(cutDocumentSample));
    QVERIFY2(text.contains(entries), qPrintable(text));
    QVERIFY(!text.contains(QLatin1StringView("cut short")));
    QVERIFY(text.contains(QLatin1StringView("SAFE-003")));
    QVERIFY2(text.contains(QStringLiteral("The first %1 of the 3000 entries are kept, as a "
                                          "sample: this crawl already keeps 2000 entries of "
                                          "lists over the limit, and keeps no more than 2500.")
                               .arg(cutDocumentSample)),
             qPrintable(text));
    grab(pane, QStringLiteral("detailspane-over-cap-list.png"));
}

void tst_DetailsPane::escapesTextFromTheSource()
{
    const QString hostileUrl
        = QStringLiteral("http://example.com/a?q=<script>alert(1)</script>&b=\"x\"");
    const QString hostileMessage = QStringLiteral(
        "<img src=x onerror=alert(1)> & <b>bold</b> <a href=\"rsi-document:99\">x</a>");
    const QByteArray xml
        = urlset("  <rs:md capability=\"resourcelist\" at=\"&lt;i&gt;2013&lt;/i&gt;\" "
                 "ex:note=\"&quot;&gt;&lt;a href=&quot;rsi-line:9:9:9&quot;&gt;y&lt;/a&gt;\" "
                 "xmlns:ex=\"http://example.org/ex\"/>\n",
                 "  <rs:ln rel=\"&lt;b&gt;up&lt;/b&gt;\" href=\"javascript:alert(1)\"/>\n",
                 "  <url><loc>http://example.com/&lt;b&gt;1&lt;/b&gt;</loc></url>\n");
    SourceTree tree;
    CrawledDocument document = parsed(hostileUrl, xml, -1, Arrival::Input);
    document.contentType = QStringLiteral("text/html; <u>x</u>");
    document.etag = "\"<i>e</i>\"";
    document.findings.append(makeFinding(u"RL-005", hostileMessage, hostileUrl, {2, 1}));
    const int id = tree.add(std::move(document));

    DetailsPane pane;
    pane.showDocument(tree, id);
    const QString text = pane.toPlainText();
    // What the source wrote reads as written: escaped, not interpreted.
    QVERIFY2(text.contains(hostileMessage), qPrintable(text));
    QVERIFY(text.contains(QLatin1StringView("<i>2013</i>")));
    QVERIFY(text.contains(QLatin1StringView("<b>up</b>")));
    QVERIFY(text.contains(QLatin1StringView("text/html; <u>x</u>")));
    QVERIFY(text.contains(QLatin1StringView("\"<i>e</i>\"")));
    QVERIFY(text.contains(QLatin1StringView("\"><a href=\"rsi-line:9:9:9\">y</a>")));
    QVERIFY(text.contains(QLatin1StringView("javascript:alert(1)")));

    const QString html = pane.document()->toHtml();
    QVERIFY(!html.contains(QLatin1StringView("<img")));
    QVERIFY(!html.contains(QLatin1StringView("<script")));
    // No text of the source became a link of its own: only the document's
    // URL (percent-encoded), and never a javascript: one.
    const QStringList hrefs = anchorHrefs(pane.document());
    for (const QString &href : hrefs) {
        QVERIFY2(href != u"rsi-document:99", qPrintable(href));
        QVERIFY2(href != u"rsi-line:9:9:9", qPrintable(href));
        QVERIFY2(!href.startsWith(QLatin1StringView("javascript")), qPrintable(href));
        QVERIFY2(!href.contains(u'<') && !href.contains(u'"'), qPrintable(href));
    }
    QVERIFY(hrefs.contains(QUrl(hostileUrl).toString(QUrl::FullyEncoded)));

    // A hostile href that reaches followLink all the same does nothing.
    QSignalSpy documents(&pane, &DetailsPane::documentRequested);
    QSignalSpy urls(&pane, &DetailsPane::urlRequested);
    QSignalSpy lines(&pane, &DetailsPane::lineRequested);
    Q_EMIT pane.anchorClicked(QUrl(QStringLiteral("javascript:alert(1)")));
    Q_EMIT pane.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    Q_EMIT pane.anchorClicked(QUrl(QStringLiteral("rsi-line:x:1:1")));
    Q_EMIT pane.anchorClicked(QUrl(QStringLiteral("rsi-document:-3")));
    QVERIFY(documents.isEmpty());
    QVERIFY(urls.isEmpty());
    QVERIFY(lines.isEmpty());
}

void tst_DetailsPane::rendersAgainOnPaletteChange()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.setPalette(QApplication::palette());
    pane.showDocument(tree, ids.rl);
    const QString light = pane.document()->toHtml();
    // Severity markers take a shade that reads on the palette's base.
    pane.setPalette(darkPalette());
    const QString dark = pane.document()->toHtml();
    QVERIFY(light != dark);
    QVERIFY(dark.contains(QLatin1StringView("RL-005")));
    // Nothing else hard-codes a colour: the text takes the palette's.
    QVERIFY(!dark.contains(QLatin1StringView("background-color")));
}

void tst_DetailsPane::rendersAgainOnLanguageChange()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.showDocument(tree, ids.rl);
    QVERIFY(!pane.toPlainText().contains(QLatin1StringView("[fr] How it was reached")));
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // The application posts the LanguageChange to its windows.
    QTRY_VERIFY2(pane.toPlainText().contains(QLatin1StringView("[fr] How it was reached")),
                 qPrintable(pane.toPlainText()));
    // Still the same document, with the texts from the source untouched.
    QVERIFY(pane.toPlainText().contains(QLatin1StringView("The up link is missing.")));
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_VERIFY(!pane.toPlainText().contains(QLatin1StringView("[fr] ")));
}

void tst_DetailsPane::pictures()
{
    Ids ids;
    const SourceTree tree = sampleTree(ids);
    DetailsPane pane;
    pane.resize(640, 1100);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.showDocument(tree, ids.rl);
    grab(pane, QStringLiteral("detailspane-document-light.png"));
    pane.showEntry(tree, ids.rl, 1, {tree.document(ids.rl).findings.at(1)});
    grab(pane, QStringLiteral("detailspane-entry-light.png"));
    pane.setPalette(darkPalette());
    grab(pane, QStringLiteral("detailspane-entry-dark.png"));
    pane.showDocument(tree, ids.rl);
    grab(pane, QStringLiteral("detailspane-document-dark.png"));
    pane.showNothing();
    pane.resize(500, 300);
    grab(pane, QStringLiteral("detailspane-nothing-dark.png"));
}

QTEST_MAIN(tst_DetailsPane)
#include "tst_detailspane.moc"
