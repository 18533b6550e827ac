// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/entrytable.h"
#include "parse/documentparser.h"

#include <QTest>

using namespace rsi;

class tst_EntryTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsEveryField();
    void tellsAbsentFromEmpty();
    void keepsLongAndNonAsciiValues();
    void keepsPositions();
    void isCompact();
};

namespace {

EntryTable tableOf(const QByteArray &body)
{
    const QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                           "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
                           "<rs:md capability='resourcedump' at='2026-01-01T00:00:00Z'/>\n"
        + body + "</urlset>\n";
    const ParseResult parsed
        = DocumentParser().parseBytes(xml, QUrl(QStringLiteral("http://example.com/d.xml")));
    EntryTable table;
    for (const Entry &entry : parsed.document.entries)
        table.append(entry);
    table.squeeze();
    return table;
}

} // namespace

void tst_EntryTable::keepsEveryField()
{
    const EntryTable table = tableOf(
        "<url><loc> http://example.com/a.zip </loc><lastmod>2026-01-02T00:00:00Z</lastmod>"
        "<rs:md capability='x' at='A' completed='B' from='C' until='D' datetime='E' "
        "change='updated' hash='md5:1B2M2Y8AsgTpgAmY7PhCfg==' length='12' type='text/plain' "
        "path='/p' encoding='gzip'/>"
        "<rs:ln rel='alternate' href='http://example.com/alt'/>"
        "<rs:ln rel='contents' href='http://example.com/manifest.xml'/>"
        "<rs:ln rel='hub' href='http://hub.example.org/'/></url>\n");
    QCOMPARE(table.size(), 1);
    const QList<std::pair<EntryField, QString>> expected = {
        {EntryField::Loc, QStringLiteral("http://example.com/a.zip")},
        {EntryField::Lastmod, QStringLiteral("2026-01-02T00:00:00Z")},
        {EntryField::Capability, QStringLiteral("x")},
        {EntryField::At, QStringLiteral("A")},
        {EntryField::Completed, QStringLiteral("B")},
        {EntryField::From, QStringLiteral("C")},
        {EntryField::Until, QStringLiteral("D")},
        {EntryField::Datetime, QStringLiteral("E")},
        {EntryField::Change, QStringLiteral("updated")},
        {EntryField::Hash, QStringLiteral("md5:1B2M2Y8AsgTpgAmY7PhCfg==")},
        {EntryField::Length, QStringLiteral("12")},
        {EntryField::Type, QStringLiteral("text/plain")},
        {EntryField::Path, QStringLiteral("/p")},
        {EntryField::Encoding, QStringLiteral("gzip")},
        {EntryField::Contents, QStringLiteral("http://example.com/manifest.xml")},
        {EntryField::Hub, QStringLiteral("http://hub.example.org/")},
    };
    QCOMPARE(expected.size(), entryFieldCount);
    for (const auto &[field, value] : expected) {
        QVERIFY(table.has(0, field));
        QCOMPARE(table.value(0, field), value);
        QCOMPARE(table.utf8(0, field), value.toUtf8());
    }
}

void tst_EntryTable::tellsAbsentFromEmpty()
{
    const EntryTable table = tableOf("<url><loc>http://example.com/a</loc>"
                                     "<rs:md hash='' type='text/plain'/></url>\n"
                                     "<url><lastmod>2026-01-01</lastmod></url>\n");
    QCOMPARE(table.size(), 2);
    QVERIFY(table.has(0, EntryField::Hash));
    QVERIFY(!table.value(0, EntryField::Hash).isNull());
    QVERIFY(table.value(0, EntryField::Hash).isEmpty());
    QCOMPARE(table.value(0, EntryField::Type), QStringLiteral("text/plain"));
    QVERIFY(!table.has(0, EntryField::Length));
    QVERIFY(table.value(0, EntryField::Length).isNull());
    QVERIFY(!table.has(0, EntryField::Lastmod));
    // A <url> without <loc> keeps its other values.
    QVERIFY(!table.has(1, EntryField::Loc));
    QVERIFY(table.loc(1).isNull());
    QCOMPARE(table.value(1, EntryField::Lastmod), QStringLiteral("2026-01-01"));
}

void tst_EntryTable::keepsLongAndNonAsciiValues()
{
    // Lengths above 127 and 16383 take two and three bytes of length.
    const QString longPath = QStringLiteral("/") + QString(20000, u'p');
    const QString unicode = QStringLiteral("http://example.com/\u00e9t\u00e9/\u65e5\u672c");
    const EntryTable table
        = tableOf("<url><loc>" + unicode.toUtf8() + "</loc><rs:md path='" + longPath.toUtf8()
                  + "' length='7'/></url>\n" + "<url><loc>http://example.com/b</loc></url>\n");
    QCOMPARE(table.loc(0), unicode);
    QCOMPARE(table.value(0, EntryField::Path).size(), longPath.size());
    QCOMPARE(table.value(0, EntryField::Length), QStringLiteral("7"));
    QCOMPARE(table.loc(1), QStringLiteral("http://example.com/b"));
}

void tst_EntryTable::keepsPositions()
{
    const EntryTable table = tableOf("<url>\n  <loc>http://example.com/a</loc></url>\n"
                                     "<url><lastmod>2026-01-01</lastmod></url>\n");
    QCOMPARE(table.position(0).line, 4);
    QCOMPARE(table.position(0).column, 3); // where <loc> starts
    // Without a <loc>, the <url> itself.
    QCOMPARE(table.position(1).line, 5);
}

void tst_EntryTable::isCompact()
{
    QByteArray body;
    const int count = 10'000;
    for (int i = 0; i < count; ++i)
        body += "<url><loc>http://example.com/resources/item" + QByteArray::number(i)
            + "</loc><lastmod>2026-01-01T00:00:00Z</lastmod>"
              "<rs:md hash='md5:1B2M2Y8AsgTpgAmY7PhCfg==' length='1234' type='text/plain'/>"
              "</url>\n";
    const EntryTable table = tableOf(body);
    QCOMPARE(table.size(), count);
    QCOMPARE(table.loc(count - 1), QStringLiteral("http://example.com/resources/item9999"));
    // The values themselves take about 100 bytes; a row adds 12.
    const double perEntry = double(table.memoryUsage()) / count;
    qInfo("%.1f bytes per entry", perEntry);
    QVERIFY2(perEntry < 140, qPrintable(QString::number(perEntry)));
}

QTEST_GUILESS_MAIN(tst_EntryTable)
#include "tst_entrytable.moc"
