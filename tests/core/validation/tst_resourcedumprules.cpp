// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

using rsi::test::rsDocument;
using rsi::test::upLink;

namespace {

const QString dumpSnapshot
    = QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:04:00Z\"");

QString contents(int part, const QString &type = QStringLiteral("application/xml"))
{
    return QStringLiteral("<rs:ln rel=\"contents\" "
                          "href=\"http://example.com/resourcedump_manifest-part%1.xml\" "
                          "type=\"%2\"/>")
        .arg(part)
        .arg(type);
}

// A package entry of a Resource Dump; a null metadata leaves rs:md out.
QString package(int part,
                const QString &metadata = QStringLiteral("type=\"application/zip\" length=\"4765\" "
                                                         "at=\"2013-01-03T09:00:00Z\" "
                                                         "completed=\"2013-01-03T09:02:00Z\""),
                const QString &links = QString())
{
    QString xml
        = QStringLiteral("  <url><loc>http://example.com/resourcedump-part%1.zip</loc>").arg(part);
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    xml += links.isNull() ? contents(part) : links;
    return xml + QStringLiteral("</url>\n");
}

QString threePackages()
{
    return package(1)
        + package(2,
                  QStringLiteral(
                      "type=\"application/zip\" length=\"9875\" at=\"2013-01-03T09:01:00Z\" "
                      "completed=\"2013-01-03T09:03:00Z\""))
        + package(3,
                  QStringLiteral(
                      "type=\"application/zip\" length=\"2298\" at=\"2013-01-03T09:03:00Z\" "
                      "completed=\"2013-01-03T09:04:00Z\""));
}

QByteArray rd(const QString &body, const QString &topAttributes = dumpSnapshot)
{
    return rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcedump"), topAttributes,
                      body);
}

QString dumpChild(const QString &loc, const QString &metadata = QString())
{
    QString xml = QStringLiteral("  <sitemap><loc>") + loc + QStringLiteral("</loc>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + QStringLiteral("</sitemap>\n");
}

QString twoDumps()
{
    return dumpChild(QStringLiteral("http://example.com/resourcedump1.xml"),
                     QStringLiteral("at=\"2013-01-03T09:00:00Z\""))
        + dumpChild(
               QStringLiteral("http://example.com/resourcedump2.xml"),
               QStringLiteral("at=\"2013-01-03T09:05:00Z\" completed=\"2013-01-03T09:09:00Z\""));
}

QByteArray rdi(const QString &body,
               const QString &topAttributes = QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                                             "completed=\"2013-01-03T09:10:00Z\""))
{
    return rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), topAttributes,
                      body);
}

// A bitstream entry of a Resource Dump Manifest; a null metadata leaves rs:md out.
QString bitstream(const QString &loc, const QString &metadata, const QString &links = QString())
{
    QString xml = QStringLiteral("  <url><loc>") + loc
        + QStringLiteral("</loc><lastmod>2013-01-02T13:00:00Z</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + links + QStringLiteral("</url>\n");
}

QString twoBitstreams()
{
    return bitstream(QStringLiteral("http://example.com/res1"),
                     QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" length=\"8876\" "
                                    "type=\"text/html\" path=\"/resources/res1\""))
        + bitstream(QStringLiteral("http://example.com/res2"),
                    QStringLiteral("hash=\"md5:1e0d5cb8ef6ba40c99b14c0237be735e\" length=\"14599\" "
                                   "type=\"application/pdf\" path=\"/resources/res2\""));
}

QByteArray rdm(const QString &body,
               const QString &topAttributes = QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                                             "completed=\"2013-01-03T09:02:00Z\""))
{
    return rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcedump-manifest"),
                      topAttributes, body);
}
} // namespace

class tst_ResourceDumpRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
};

void tst_ResourceDumpRules::rules_data()
{
    rsi::test::addRuleColumns();

    const QString validDump = upLink() + threePackages();

    // RD-002 (profile): at, no from/until
    QTest::newRow("RD-002 no at") << rd(validDump, QString()) << QStringLiteral("RD-002") << true
                                  << QStringLiteral("error") << QString();
    QTest::newRow("RD-002 from") << rd(
        validDump, dumpSnapshot + QStringLiteral(" from=\"2013-01-01T00:00:00Z\""))
                                 << QStringLiteral("RD-002") << true << QStringLiteral("error")
                                 << QString();
    QTest::newRow("RD-002 until") << rd(
        validDump, dumpSnapshot + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""))
                                  << QStringLiteral("RD-002") << true << QStringLiteral("error")
                                  << QString();
    QTest::newRow("RD-002 at") << rd(validDump) << QStringLiteral("RD-002") << false << QString()
                               << QString();

    // RD-003 (profile): up link
    QTest::newRow("RD-003 no up") << rd(threePackages()) << QStringLiteral("RD-003") << true
                                  << QStringLiteral("error") << QString();
    QTest::newRow("RD-003 up") << rd(validDump) << QStringLiteral("RD-003") << false << QString()
                               << QString();

    // RD-005 (profile): one url per package
    QTest::newRow("RD-005 package listed twice")
        << rd(validDump + package(1)) << QStringLiteral("RD-005") << true
        << QStringLiteral("warning") << QString();
    QTest::newRow("RD-005 distinct")
        << rd(validDump) << QStringLiteral("RD-005") << false << QString() << QString();

    // RD-006 (profile): loc
    QTest::newRow("RD-006 no loc")
        << rd(validDump
              + QStringLiteral("  <url><rs:md type=\"application/zip\" length=\"1\"/></url>\n"))
        << QStringLiteral("RD-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("RD-006 empty loc")
        << rd(validDump
              + QStringLiteral(
                  "  <url><loc></loc><rs:md type=\"application/zip\" length=\"1\"/></url>\n"))
        << QStringLiteral("RD-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("RD-006 loc") << rd(validDump) << QStringLiteral("RD-006") << false << QString()
                                << QString();

    // RD-007 (profile): rs:md with type and length recommended
    QTest::newRow("RD-007 no rs:md")
        << rd(upLink() + package(1, QString())) << QStringLiteral("RD-007") << true
        << QStringLiteral("warning") << QString();
    QTest::newRow("RD-007 no length")
        << rd(upLink() + package(1, QStringLiteral("type=\"application/zip\"")))
        << QStringLiteral("RD-007") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-007 no type")
        << rd(upLink() + package(1, QStringLiteral("length=\"4765\""))) << QStringLiteral("RD-007")
        << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-007 type and length")
        << rd(validDump) << QStringLiteral("RD-007") << false << QString() << QString();

    // RD-008 (profile): url-level attributes that are not used
    const QStringList notUsed = {
        QStringLiteral("from=\"2013-01-03T09:00:00Z\""),
        QStringLiteral("until=\"2013-01-03T09:00:00Z\""), QStringLiteral("change=\"created\""),
        QStringLiteral("path=\"/part1.zip\""), QStringLiteral("datetime=\"2013-01-03T09:00:00Z\"")};
    for (const QString &attribute : notUsed) {
        const QByteArray name = "RD-008 " + attribute.section(u'=', 0, 0).toUtf8();
        QTest::newRow(name.constData()) << rd(
            upLink()
            + package(1, QStringLiteral("type=\"application/zip\" length=\"4765\" ") + attribute))
                                        << QStringLiteral("RD-008") << true
                                        << QStringLiteral("error") << QString();
    }
    QTest::newRow("RD-008 at, completed, hash")
        << rd(upLink()
              + package(1,
                        QStringLiteral(
                            "type=\"application/zip\" length=\"4765\" at=\"2013-01-03T09:00:00Z\" "
                            "completed=\"2013-01-03T09:01:00Z\" "
                            "hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\"")))
        << QStringLiteral("RD-008") << false << QString() << QString();

    // RD-009: the contents link points to a copy of the manifest
    const QString metadata = QStringLiteral("type=\"application/zip\" length=\"4765\"");
    QTest::newRow("RD-009 contents type text/html")
        << rd(upLink() + package(1, metadata, contents(1, QStringLiteral("text/html"))))
        << QStringLiteral("RD-009") << true << QStringLiteral("info") << QString();
    QTest::newRow("RD-009 contents type application/zip")
        << rd(upLink() + package(1, metadata, contents(1, QStringLiteral("application/zip"))))
        << QStringLiteral("RD-009") << true << QStringLiteral("info") << QString();
    QTest::newRow("RD-009 two contents links")
        << rd(upLink() + package(1, metadata, contents(1) + contents(2)))
        << QStringLiteral("RD-009") << true << QStringLiteral("info") << QString();
    QTest::newRow("RD-009 contents link to the package itself")
        << rd(upLink()
              + package(1, metadata,
                        QStringLiteral("<rs:ln rel=\"contents\" "
                                       "href=\"http://example.com/resourcedump-part1.zip\"/>")))
        << QStringLiteral("RD-009") << true << QStringLiteral("info") << QString();
    QTest::newRow("RD-009 contents application/xml")
        << rd(validDump) << QStringLiteral("RD-009") << false << QString() << QString();
    QTest::newRow("RD-009 contents text/xml with charset, any case")
        << rd(upLink()
              + package(1, metadata, contents(1, QStringLiteral("Text/XML; charset=UTF-8"))))
        << QStringLiteral("RD-009") << false << QString() << QString();
    QTest::newRow("RD-009 contents +xml")
        << rd(upLink() + package(1, metadata, contents(1, QStringLiteral("application/rdf+xml"))))
        << QStringLiteral("RD-009") << false << QString() << QString();
    QTest::newRow("RD-009 contents without type") << rd(
        upLink()
        + package(1, metadata,
                  QStringLiteral("<rs:ln rel=\"contents\" href=\"http://example.com/m1.xml\"/>")))
                                                  << QStringLiteral("RD-009") << false << QString()
                                                  << QString();
    QTest::newRow("RD-009 no contents link")
        << rd(upLink() + package(1, metadata, QStringLiteral(""))) << QStringLiteral("RD-009")
        << false << QString() << QString();
    QTest::newRow("RD-009 empty type is ATT-023's")
        << rd(upLink() + package(1, metadata, contents(1, QStringLiteral(""))))
        << QStringLiteral("RD-009") << false << QString() << QString();

    // RD-010: one package format
    QTest::newRow("RD-010 zip and tar")
        << rd(upLink() + package(1)
              + package(2,
                        QStringLiteral("type=\"application/x-tar\" length=\"9875\" "
                                       "at=\"2013-01-03T09:01:00Z\"")))
        << QStringLiteral("RD-010") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-010 same type, other case and parameters")
        << rd(upLink() + package(1)
              + package(2,
                        QStringLiteral("type=\"Application/ZIP; foo=bar\" length=\"9875\" "
                                       "at=\"2013-01-03T09:01:00Z\"")))
        << QStringLiteral("RD-010") << false << QString() << QString();
    QTest::newRow("RD-010 one type missing")
        << rd(upLink() + package(1) + package(2, QStringLiteral("length=\"1\"")))
        << QStringLiteral("RD-010") << false << QString() << QString();
    QString manyFormats = upLink();
    for (int i = 0; i < 2000; ++i) {
        manyFormats
            += QStringLiteral("  <url><loc>http://example.com/p%1.zip</loc>"
                              "<rs:md type=\"application/x-format%1\" length=\"1\"/></url>\n")
                   .arg(i);
    }
    QTest::newRow("RD-010 2,000 formats") << rd(manyFormats) << QStringLiteral("RD-010") << true
                                          << QStringLiteral("warning") << QString();
    QTest::newRow("RD-010 one format")
        << rd(validDump) << QStringLiteral("RD-010") << false << QString() << QString();

    // RD-013: package snapshots inside the dump's
    QTest::newRow("RD-013 package starts before the dump")
        << rd(upLink()
              + package(1,
                        QStringLiteral(
                            "type=\"application/zip\" length=\"1\" at=\"2013-01-03T08:59:59Z\"")))
        << QStringLiteral("RD-013") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-013 package completes after the dump")
        << rd(upLink()
              + package(1,
                        QStringLiteral(
                            "type=\"application/zip\" length=\"1\" at=\"2013-01-03T09:00:00Z\" "
                            "completed=\"2013-01-03T09:05:00Z\"")))
        << QStringLiteral("RD-013") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-013 package starts after the dump completed")
        << rd(upLink()
              + package(1,
                        QStringLiteral(
                            "type=\"application/zip\" length=\"1\" at=\"2013-01-03T10:00:00Z\"")))
        << QStringLiteral("RD-013") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-013 package in another zone, inside")
        << rd(upLink()
              + package(1,
                        QStringLiteral("type=\"application/zip\" length=\"1\" "
                                       "at=\"2013-01-03T10:01:00+01:00\"")))
        << QStringLiteral("RD-013") << false << QString() << QString();
    QTest::newRow("RD-013 package completes before the dump starts")
        << rd(upLink()
              + package(1,
                        QStringLiteral("type=\"application/zip\" length=\"1\" "
                                       "completed=\"2013-01-02T00:00:00Z\"")))
        << QStringLiteral("RD-013") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RD-013 dump without completed, later package")
        << rd(upLink()
                  + package(1,
                            QStringLiteral(
                                "type=\"application/zip\" length=\"1\" at=\"2013-01-04T00:00:00Z\" "
                                "completed=\"2013-01-05T00:00:00Z\"")),
              QStringLiteral("at=\"2013-01-03T09:00:00Z\""))
        << QStringLiteral("RD-013") << false << QString() << QString();
    QTest::newRow("RD-013 package times equal the dump's")
        << rd(upLink()
              + package(1, QStringLiteral("type=\"application/zip\" length=\"1\" ") + dumpSnapshot))
        << QStringLiteral("RD-013") << false << QString() << QString();
    QTest::newRow("RD-013 invalid package time is ATT-001's") << rd(
        upLink()
        + package(1, QStringLiteral("type=\"application/zip\" length=\"1\" at=\"1999\u00a0\"")))
                                                              << QStringLiteral("RD-013") << false
                                                              << QString() << QString();
    QTest::newRow("RD-013 packages inside (Ex. 17)")
        << rd(validDump) << QStringLiteral("RD-013") << false << QString() << QString();

    // RDI-001 (profile): at
    QTest::newRow("RDI-001 no at")
        << rdi(upLink() + twoDumps(), QString()) << QStringLiteral("RDI-001") << true
        << QStringLiteral("error") << QString();
    QTest::newRow("RDI-001 at") << rdi(upLink() + twoDumps()) << QStringLiteral("RDI-001") << false
                                << QString() << QString();

    // RDI-002 (profile): up link
    QTest::newRow("RDI-002 no up") << rdi(twoDumps()) << QStringLiteral("RDI-002") << true
                                   << QStringLiteral("error") << QString();
    QTest::newRow("RDI-002 up") << rdi(upLink() + twoDumps()) << QStringLiteral("RDI-002") << false
                                << QString() << QString();

    // RDI-003: loc, and a child rs:md with at/completed only
    QTest::newRow("RDI-003 no loc")
        << rdi(upLink()
               + QStringLiteral("  <sitemap><rs:md at=\"2013-01-03T09:00:00Z\"/></sitemap>\n"))
        << QStringLiteral("RDI-003") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDI-003 child type")
        << rdi(upLink()
               + dumpChild(QStringLiteral("http://example.com/resourcedump1.xml"),
                           QStringLiteral("at=\"2013-01-03T09:00:00Z\" type=\"application/xml\"")))
        << QStringLiteral("RDI-003") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDI-003 child from")
        << rdi(upLink()
               + dumpChild(QStringLiteral("http://example.com/resourcedump1.xml"),
                           QStringLiteral("from=\"2013-01-03T09:00:00Z\"")))
        << QStringLiteral("RDI-003") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDI-003 empty child rs:md") << rdi(
        upLink()
        + dumpChild(QStringLiteral("http://example.com/resourcedump1.xml"), QStringLiteral("")))
                                               << QStringLiteral("RDI-003") << true
                                               << QStringLiteral("info") << QString();
    QTest::newRow("RDI-003 child at and completed")
        << rdi(upLink() + twoDumps()) << QStringLiteral("RDI-003") << false << QString()
        << QString();
    QTest::newRow("RDI-003 child without rs:md")
        << rdi(upLink() + dumpChild(QStringLiteral("http://example.com/resourcedump1.xml")))
        << QStringLiteral("RDI-003") << false << QString() << QString();

    // RDM-003 (profile): at, no from/until
    const QString validManifest = upLink() + twoBitstreams();
    QTest::newRow("RDM-003 no at") << rdm(validManifest, QString()) << QStringLiteral("RDM-003")
                                   << true << QStringLiteral("error") << QString();
    QTest::newRow("RDM-003 from") << rdm(
        validManifest, QStringLiteral("at=\"2013-01-03T09:00:00Z\" from=\"2013-01-03T09:00:00Z\""))
                                  << QStringLiteral("RDM-003") << true << QStringLiteral("error")
                                  << QString();
    QTest::newRow("RDM-003 at") << rdm(validManifest) << QStringLiteral("RDM-003") << false
                                << QString() << QString();

    // RDM-004 (profile): up link
    QTest::newRow("RDM-004 no up") << rdm(twoBitstreams()) << QStringLiteral("RDM-004") << true
                                   << QStringLiteral("error") << QString();
    QTest::newRow("RDM-004 up") << rdm(validManifest) << QStringLiteral("RDM-004") << false
                                << QString() << QString();

    // RDM-005 (profile): loc
    QTest::newRow("RDM-005 no loc") << rdm(
        validManifest
        + QStringLiteral("  <url><rs:md path=\"/resources/res3\" type=\"text/plain\"/></url>\n"))
                                    << QStringLiteral("RDM-005") << true << QStringLiteral("error")
                                    << QString();
    QTest::newRow("RDM-005 loc") << rdm(validManifest) << QStringLiteral("RDM-005") << false
                                 << QString() << QString();

    // RDM-006 (profile): rs:md with path
    QTest::newRow("RDM-006 no rs:md")
        << rdm(validManifest + bitstream(QStringLiteral("http://example.com/res3"), QString()))
        << QStringLiteral("RDM-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDM-006 no path")
        << rdm(validManifest
               + bitstream(QStringLiteral("http://example.com/res3"),
                           QStringLiteral("type=\"text/plain\"")))
        << QStringLiteral("RDM-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDM-006 path") << rdm(validManifest) << QStringLiteral("RDM-006") << false
                                  << QString() << QString();

    // RDM-007 (profile): type recommended
    QTest::newRow("RDM-007 no type")
        << rdm(validManifest
               + bitstream(QStringLiteral("http://example.com/res3"),
                           QStringLiteral("path=\"/resources/res3\"")))
        << QStringLiteral("RDM-007") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RDM-007 type") << rdm(validManifest) << QStringLiteral("RDM-007") << false
                                  << QString() << QString();

    // RDM-008 (profile): url-level attributes that are not used
    const QStringList manifestNotUsed = {QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                                         QStringLiteral("completed=\"2013-01-03T09:00:00Z\""),
                                         QStringLiteral("from=\"2013-01-03T09:00:00Z\""),
                                         QStringLiteral("until=\"2013-01-03T09:00:00Z\""),
                                         QStringLiteral("change=\"created\""),
                                         QStringLiteral("datetime=\"2013-01-03T09:00:00Z\"")};
    for (const QString &attribute : manifestNotUsed) {
        const QByteArray name = "RDM-008 " + attribute.section(u'=', 0, 0).toUtf8();
        QTest::newRow(name.constData()) << rdm(
            upLink()
            + bitstream(QStringLiteral("http://example.com/res1"),
                        QStringLiteral("type=\"text/html\" path=\"/resources/res1\" ") + attribute))
                                        << QStringLiteral("RDM-008") << true
                                        << QStringLiteral("error") << QString();
    }
    QTest::newRow("RDM-008 capability is ATT-005's")
        << rdm(upLink()
               + bitstream(QStringLiteral("http://example.com/res1"),
                           QStringLiteral("type=\"text/html\" path=\"/resources/res1\" "
                                          "capability=\"resourcelist\"")))
        << QStringLiteral("ATT-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("RDM-008 hash and length")
        << rdm(validManifest) << QStringLiteral("RDM-008") << false << QString() << QString();

    // RDM-012: unique loc (profile) and unique path
    QTest::newRow("RDM-012 loc twice")
        << rdm(validManifest
               + bitstream(QStringLiteral("http://example.com/res1"),
                           QStringLiteral("type=\"text/html\" path=\"/resources/res1-copy\"")))
        << QStringLiteral("RDM-012") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RDM-012 path twice")
        << rdm(validManifest
               + bitstream(QStringLiteral("http://example.com/res3"),
                           QStringLiteral("type=\"text/html\" path=\"/resources/res1\"")))
        << QStringLiteral("RDM-012") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RDM-012 unicode path twice") << rdm(
        upLink()
        + bitstream(QStringLiteral("http://example.com/a"),
                    QStringLiteral("type=\"text/html\" path=\"/r\u00e9sum\u00e9/\u8cc7\u6599\""))
        + bitstream(QStringLiteral("http://example.com/b"),
                    QStringLiteral("type=\"text/html\" path=\"/r\u00e9sum\u00e9/\u8cc7\u6599\"")))
                                                << QStringLiteral("RDM-012") << true
                                                << QStringLiteral("warning") << QString();
    QTest::newRow("RDM-012 paths differing in case")
        << rdm(validManifest
               + bitstream(QStringLiteral("http://example.com/res3"),
                           QStringLiteral("type=\"text/html\" path=\"/resources/RES1\"")))
        << QStringLiteral("RDM-012") << false << QString() << QString();
    QTest::newRow("RDM-012 unique")
        << rdm(validManifest) << QStringLiteral("RDM-012") << false << QString() << QString();

    // RDM-014: canonical rather than alternate links in a manifest
    const QString manifestMetadata = QStringLiteral("type=\"text/html\" path=\"/resources/res1\"");
    const QString alternate = QStringLiteral(
        "<rs:ln rel=\"alternate\" href=\"http://example.com/res1.pdf\" type=\"application/pdf\"/>");
    const QString canonical
        = QStringLiteral("<rs:ln rel=\"canonical\" href=\"http://example.com/res1\"/>");
    QTest::newRow("RDM-014 alternate link")
        << rdm(upLink()
               + bitstream(QStringLiteral("http://example.com/res1"), manifestMetadata, alternate))
        << QStringLiteral("RDM-014") << true << QStringLiteral("info") << QString();
    QTest::newRow("RDM-014 alternate and canonical")
        << rdm(upLink()
               + bitstream(QStringLiteral("http://example.com/res1.html"), manifestMetadata,
                           canonical + alternate))
        << QStringLiteral("RDM-014") << false << QString() << QString();
    QTest::newRow("RDM-014 canonical") << rdm(
        upLink()
        + bitstream(QStringLiteral("http://example.com/res1.html"), manifestMetadata, canonical))
                                       << QStringLiteral("RDM-014") << false << QString()
                                       << QString();
    QTest::newRow("RDM-014 no links")
        << rdm(validManifest) << QStringLiteral("RDM-014") << false << QString() << QString();
}

void tst_ResourceDumpRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_ResourceDumpRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");

    QTest::newRow("resource dump") << rd(upLink() + threePackages());
    QTest::newRow("resource dump index") << rdi(upLink() + twoDumps());
    QTest::newRow("resource dump manifest") << rdm(upLink() + twoBitstreams());
    QTest::newRow("manifest with canonical links") << rdm(
        upLink()
        + bitstream(QStringLiteral("http://example.com/res1.html"),
                    QStringLiteral("type=\"text/html\" path=\"/resources/res1.html\""),
                    QStringLiteral("<rs:ln rel=\"canonical\" href=\"http://example.com/res1\"/>")));
}

void tst_ResourceDumpRules::validDocuments()
{
    QFETCH(QByteArray, xml);
    for (const rsi::SpecVersion version : {rsi::SpecVersion::V1_0, rsi::SpecVersion::V1_1}) {
        const rsi::FindingList findings = rsi::test::validateBytes(xml, version);
        QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    }
}

QTEST_GUILESS_MAIN(tst_ResourceDumpRules)
#include "tst_resourcedumprules.moc"
