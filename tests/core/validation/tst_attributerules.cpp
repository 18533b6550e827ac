// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_attributerules.h"

using namespace attributetest;

void tst_AttributeRules::rules_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("severity"); // the worst one found, checked when expected

    const QString v11 = QStringLiteral("1.1");
    const QString v10 = QStringLiteral("1.0");
    const QString none;
    const QString error = QStringLiteral("error");
    const QString warning = QStringLiteral("warning");
    const QString info = QStringLiteral("info");
    const auto row = [&](const char *name, const QByteArray &document, const char *rule,
                         bool expected, const QString &severity, const QString &version) {
        QTest::newRow(name) << document << version << QString::fromLatin1(rule) << expected
                            << severity;
    };

    // ATT-001: W3C Datetime syntax
    row("ATT-001 root at full", resourceWith({}), "ATT-001", false, none, v11);
    row("ATT-001 root at without TZD",
        resourceList({}, QStringLiteral("at=\"2013-01-03T09:00:00\"")), "ATT-001", true, error,
        v11);
    row("ATT-001 root at garbage", resourceList({}, QStringLiteral("at=\"yesterday\"")), "ATT-001",
        true, error, v11);
    row("ATT-001 root at date only", resourceList({}, QStringLiteral("at=\"2013-01-03\"")),
        "ATT-001", false, none, v11);
    row("ATT-001 Feb 29 1900", resourceList({}, QStringLiteral("at=\"1900-02-29\"")), "ATT-001",
        true, error, v11);
    row("ATT-001 leap second is a warning",
        resourceList({}, QStringLiteral("at=\"2016-12-31T23:59:60Z\"")), "ATT-001", true, warning,
        v11);
    row("ATT-001 lastmod month 13", resourceList(QStringLiteral("<lastmod>2013-13-01</lastmod>")),
        "ATT-001", true, error, v11);
    row("ATT-001 lastmod empty", resourceList(QStringLiteral("<lastmod></lastmod>")), "ATT-001",
        true, error, v11);
    row("ATT-001 lastmod full",
        resourceList(QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>")), "ATT-001", false,
        none, v11);
    row("ATT-001 lastmod padded with line breaks",
        resourceList(QStringLiteral("<lastmod>\n  2013-01-02T13:00:00Z\n</lastmod>")), "ATT-001",
        false, none, v11);
    row("ATT-001 modified hour 24", mirrorWith(QStringLiteral("modified=\"2013-01-02T24:00:00Z\"")),
        "ATT-001", true, error, v11);
    row("ATT-001 modified full", mirrorWith(QStringLiteral("modified=\"2013-01-02T23:00:00Z\"")),
        "ATT-001", false, none, v11);
    row("ATT-001 datetime in a Change List",
        changeList(url(md(QStringLiteral("change=\"updated\" datetime=\"2013-01-03 10:00\"")))),
        "ATT-001", true, error, v11);
    row("ATT-001 from with offset but no minutes",
        changeList({}, QStringLiteral("from=\"2013-01-03T00:00:00+01\"")), "ATT-001", true, error,
        v11);

    // ATT-002: the recommended form
    row("ATT-002 full UTC", resourceWith({}), "ATT-002", false, none, v11);
    row("ATT-002 fraction UTC", resourceList({}, QStringLiteral("at=\"2013-01-03T09:00:00.123Z\"")),
        "ATT-002", false, none, v11);
    row("ATT-002 date only", resourceList({}, QStringLiteral("at=\"2013-01-03\"")), "ATT-002", true,
        warning, v11);
    row("ATT-002 minutes only", resourceList({}, QStringLiteral("at=\"2013-01-03T09:00Z\"")),
        "ATT-002", true, warning, v11);
    row("ATT-002 offset", resourceList({}, QStringLiteral("at=\"2013-01-03T10:00:00+01:00\"")),
        "ATT-002", true, warning, v11);
    row("ATT-002 white space around",
        resourceList({}, QStringLiteral("at=\" 2013-01-03T09:00:00Z\"")), "ATT-002", true, warning,
        v11);
    row("ATT-002 lastmod date only", resourceList(QStringLiteral("<lastmod>2013-01-02</lastmod>")),
        "ATT-002", true, warning, v11);
    row("ATT-002 not for modified (ATT-021)",
        mirrorWith(QStringLiteral("modified=\"2013-01-02T23:00:00+02:00\"")), "ATT-002", false,
        none, v11);

    // ATT-006: change values where change is used
    row("ATT-006 updated", changeList(url(md(QStringLiteral("change=\"updated\"")))), "ATT-006",
        false, none, v11);
    row("ATT-006 deleted", changeList(url(md(QStringLiteral("change=\"deleted\"")))), "ATT-006",
        false, none, v11);
    row("ATT-006 Updated", changeList(url(md(QStringLiteral("change=\"Updated\"")))), "ATT-006",
        true, error, v11);
    row("ATT-006 modified", changeList(url(md(QStringLiteral("change=\"modified\"")))), "ATT-006",
        true, error, v11);
    row("ATT-006 padded", changeList(url(md(QStringLiteral("change=\" created\"")))), "ATT-006",
        true, error, v11);
    row("ATT-006 in a Change Dump Manifest",
        rsi::test::rsDocument(
            QStringLiteral("urlset"), QStringLiteral("changedump-manifest"), from,
            rsi::test::upLink()
                + url(md(QStringLiteral("change=\"moved\" path=\"/changes/res1\"")))),
        "ATT-006", true, error, v11);
    row("ATT-006 empty is ATT-023's", changeList(url(md(QStringLiteral("change=\"\"")))), "ATT-006",
        false, none, v11);
    row("ATT-006 in a Resource List is RL-010's", resourceWith(QStringLiteral("change=\"bogus\"")),
        "ATT-006", false, none, v11);

    // ATT-007: hash syntax
    row("ATT-007 md5", resourceWith(QStringLiteral("hash=\"") + md5 + u'"'), "ATT-007", false, none,
        v11);
    row("ATT-007 md5 and sha-256",
        resourceWith(QStringLiteral("hash=\"") + md5 + u' ' + sha256 + u'"'), "ATT-007", false,
        none, v11);
    row("ATT-007 separated by a tab and a line break",
        resourceWith(QStringLiteral("hash=\"") + md5 + QStringLiteral("&#9;&#10;") + sha256 + u'"'),
        "ATT-007", false, none, v11);
    row("ATT-007 no algorithm",
        resourceWith(QStringLiteral("hash=\"1584abdf8ebdc9802ac0c6a7402c03b6\"")), "ATT-007", true,
        error, v11);
    row("ATT-007 no digest", resourceWith(QStringLiteral("hash=\"md5:\"")), "ATT-007", true, error,
        v11);
    row("ATT-007 upper-case algorithm",
        resourceWith(QStringLiteral("hash=\"MD5:1584abdf8ebdc9802ac0c6a7402c03b6\"")), "ATT-007",
        true, error, v11);
    row("ATT-007 non-hex digest",
        resourceWith(QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03bz\"")), "ATT-007",
        true, error, v11);
    row("ATT-007 odd number of digits",
        resourceWith(QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b\"")), "ATT-007",
        true, error, v11);
    row("ATT-007 comma-separated",
        resourceWith(QStringLiteral("hash=\"") + md5 + u',' + sha256 + u'"'), "ATT-007", true,
        error, v11);
    row("ATT-007 base64url (Ex. 27)",
        resourceWith(
            QStringLiteral("hash=\"sha-256:f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk\"")),
        "ATT-007", true, error, v11);
    row("ATT-007 on rs:ln", mirrorWith(QStringLiteral("hash=\"md5\"")), "ATT-007", true, error,
        v11);

    // ATT-008: digest length
    row("ATT-008 md5 with 30 digits",
        resourceWith(QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03\"")), "ATT-008",
        true, error, v11);
    row("ATT-008 sha-256 digest under md5",
        resourceWith(QStringLiteral("hash=\"md5:") + sha256.mid(8) + u'"'), "ATT-008", true, error,
        v11);
    row("ATT-008 sha-1 40 digits",
        resourceWith(QStringLiteral("hash=\"sha-1:da39a3ee5e6b4b0d3255bfef95601890afd80709\"")),
        "ATT-008", false, none, v11);
    row("ATT-008 sha-224 56 digits",
        resourceWith(QStringLiteral("hash=\"sha-224:") + QString(56, u'a') + u'"'), "ATT-008",
        false, none, v11);
    row("ATT-008 sha-384 96 digits",
        resourceWith(QStringLiteral("hash=\"sha-384:") + QString(96, u'b') + u'"'), "ATT-008",
        false, none, v11);
    row("ATT-008 sha-512 128 digits",
        resourceWith(QStringLiteral("hash=\"sha-512:") + QString(128, u'c') + u'"'), "ATT-008",
        false, none, v11);
    row("ATT-008 sha-512 126 digits",
        resourceWith(QStringLiteral("hash=\"sha-512:") + QString(126, u'c') + u'"'), "ATT-008",
        true, error, v11);
    row("ATT-008 unknown algorithm has no length",
        resourceWith(QStringLiteral("hash=\"crc32:0a1b2c3d\"")), "ATT-008", false, none, v11);

    // ATT-009: unknown, repeated, upper-case
    row("ATT-009 unknown algorithm", resourceWith(QStringLiteral("hash=\"crc32:0a1b2c3d\"")),
        "ATT-009", true, warning, v11);
    row("ATT-009 algorithm twice",
        resourceWith(QStringLiteral("hash=\"") + md5 + u' ' + md5 + u'"'), "ATT-009", true, warning,
        v11);
    row("ATT-009 upper-case hex",
        resourceWith(QStringLiteral("hash=\"md5:1584ABDF8EBDC9802AC0C6A7402C03B6\"")), "ATT-009",
        true, info, v11);
    row("ATT-009 lower-case hex, two algorithms",
        resourceWith(QStringLiteral("hash=\"") + md5 + u' ' + sha256 + u'"'), "ATT-009", false,
        none, v11);

    // ATT-010: length
    row("ATT-010 zero", resourceWith(QStringLiteral("length=\"0\"")), "ATT-010", false, none, v11);
    row("ATT-010 above 4 GiB (Ex. 27)", resourceWith(QStringLiteral("length=\"9788456778\"")),
        "ATT-010", false, none, v11);
    row("ATT-010 largest 64-bit", resourceWith(QStringLiteral("length=\"9223372036854775807\"")),
        "ATT-010", false, none, v11);
    row("ATT-010 beyond 64 bits", resourceWith(QStringLiteral("length=\"99999999999999999999\"")),
        "ATT-010", true, error, v11);
    row("ATT-010 negative", resourceWith(QStringLiteral("length=\"-1\"")), "ATT-010", true, error,
        v11);
    row("ATT-010 plus sign", resourceWith(QStringLiteral("length=\"+12\"")), "ATT-010", true, error,
        v11);
    row("ATT-010 exponent", resourceWith(QStringLiteral("length=\"1e3\"")), "ATT-010", true, error,
        v11);
    row("ATT-010 decimal", resourceWith(QStringLiteral("length=\"12.5\"")), "ATT-010", true, error,
        v11);
    row("ATT-010 thousands separator", resourceWith(QStringLiteral("length=\"8,876\"")), "ATT-010",
        true, error, v11);
    row("ATT-010 space", resourceWith(QStringLiteral("length=\" 12\"")), "ATT-010", true, error,
        v11);
    row("ATT-010 Arabic-Indic digits", resourceWith(QStringLiteral("length=\"\u0661\u0662\"")),
        "ATT-010", true, error, v11);
    row("ATT-010 on rs:ln", mirrorWith(QStringLiteral("length=\"big\"")), "ATT-010", true, error,
        v11);

    // ATT-012: media type
    row("ATT-012 text/html", resourceWith(QStringLiteral("type=\"text/html\"")), "ATT-012", false,
        none, v11);
    row("ATT-012 with parameter", resourceWith(QStringLiteral("type=\"text/html; charset=utf-8\"")),
        "ATT-012", false, none, v11);
    row("ATT-012 quoted parameter",
        resourceWith(QStringLiteral("type=\"text/plain;a=&quot;b;c&quot;\"")), "ATT-012", false,
        none, v11);
    row("ATT-012 structured suffix", resourceWith(QStringLiteral("type=\"application/ld+json\"")),
        "ATT-012", false, none, v11);
    row("ATT-012 no subtype", resourceWith(QStringLiteral("type=\"text\"")), "ATT-012", true, error,
        v11);
    row("ATT-012 empty subtype", resourceWith(QStringLiteral("type=\"text/\"")), "ATT-012", true,
        error, v11);
    row("ATT-012 space inside", resourceWith(QStringLiteral("type=\"text /html\"")), "ATT-012",
        true, error, v11);
    row("ATT-012 parameter without value",
        resourceWith(QStringLiteral("type=\"text/html;charset\"")), "ATT-012", true, error, v11);
    row("ATT-012 unclosed quote", resourceWith(QStringLiteral("type=\"text/html;a=&quot;b\"")),
        "ATT-012", true, error, v11);
    row("ATT-012 two slashes", resourceWith(QStringLiteral("type=\"text/html/x\"")), "ATT-012",
        true, error, v11);
    row("ATT-012 file extension", resourceWith(QStringLiteral("type=\".pdf\"")), "ATT-012", true,
        error, v11);
    row("ATT-012 experimental subtype (Ex. 29) is info",
        resourceWith(QStringLiteral("type=\"application/x-tiff-diff\"")), "ATT-012", true, info,
        v11);
    row("ATT-012 vendor subtype is info",
        resourceWith(QStringLiteral("type=\"application/vnd.ms-excel\"")), "ATT-012", true, info,
        v11);
    row("ATT-012 unknown top-level type is info", resourceWith(QStringLiteral("type=\"foo/bar\"")),
        "ATT-012", true, info, v11);
    row("ATT-012 on rs:ln", mirrorWith(QStringLiteral("type=\"html\"")), "ATT-012", true, error,
        v11);

    // ATT-013 [doc]: encoding tokens
    row("ATT-013 gzip", resourceWith(QStringLiteral("encoding=\"gzip\"")), "ATT-013", false, none,
        v11);
    row("ATT-013 two codings", resourceWith(QStringLiteral("encoding=\"gzip, br\"")), "ATT-013",
        false, none, v11);
    row("ATT-013 GZIP any case", resourceWith(QStringLiteral("encoding=\"GZIP\"")), "ATT-013",
        false, none, v11);
    row("ATT-013 a character set is info", resourceWith(QStringLiteral("encoding=\"UTF-8\"")),
        "ATT-013", true, info, v11);
    row("ATT-013 unknown coding is info", resourceWith(QStringLiteral("encoding=\"rar\"")),
        "ATT-013", true, info, v11);
    row("ATT-013 not a token", resourceWith(QStringLiteral("encoding=\"gz ip\"")), "ATT-013", true,
        warning, v11);
    row("ATT-013 only commas", resourceWith(QStringLiteral("encoding=\",,\"")), "ATT-013", true,
        warning, v11);

    // ATT-014: path syntax
    row("ATT-014 good path", manifestWithPath(QStringLiteral("/resources/res1")), "ATT-014", false,
        none, v11);
    row("ATT-014 unicode file name",
        manifestWithPath(QStringLiteral("/resources/r\u00e9s\u00fcm\u00e9.pdf")), "ATT-014", false,
        none, v11);
    row("ATT-014 relative", manifestWithPath(QStringLiteral("resources/res1")), "ATT-014", true,
        error, v11);
    row("ATT-014 slash only", manifestWithPath(QStringLiteral("/")), "ATT-014", true, error, v11);
    row("ATT-014 parent segment", manifestWithPath(QStringLiteral("/resources/../../etc/passwd")),
        "ATT-014", true, error, v11);
    row("ATT-014 dot segment", manifestWithPath(QStringLiteral("/./res1")), "ATT-014", true, error,
        v11);
    row("ATT-014 empty segment", manifestWithPath(QStringLiteral("/resources//res1")), "ATT-014",
        true, error, v11);
    row("ATT-014 trailing slash", manifestWithPath(QStringLiteral("/resources/")), "ATT-014", true,
        error, v11);
    row("ATT-014 the manifest itself", manifestWithPath(QStringLiteral("/manifest.xml")), "ATT-014",
        true, error, v11);
    row("ATT-014 backslash is a warning", manifestWithPath(QStringLiteral("/resources\\res1")),
        "ATT-014", true, warning, v11);
    row("ATT-014 dots inside a name", manifestWithPath(QStringLiteral("/resources/..res1..")),
        "ATT-014", false, none, v11);

    // ATT-017: pri
    row("ATT-017 1", mirrorWith(QStringLiteral("pri=\"1\"")), "ATT-017", false, none, v11);
    row("ATT-017 999999", mirrorWith(QStringLiteral("pri=\"999999\"")), "ATT-017", false, none,
        v11);
    row("ATT-017 leading zero", mirrorWith(QStringLiteral("pri=\"01\"")), "ATT-017", false, none,
        v11);
    row("ATT-017 0", mirrorWith(QStringLiteral("pri=\"0\"")), "ATT-017", true, error, v11);
    row("ATT-017 1000000", mirrorWith(QStringLiteral("pri=\"1000000\"")), "ATT-017", true, error,
        v11);
    row("ATT-017 huge", mirrorWith(QStringLiteral("pri=\"99999999999999999999999\"")), "ATT-017",
        true, error, v11);
    row("ATT-017 negative", mirrorWith(QStringLiteral("pri=\"-1\"")), "ATT-017", true, error, v11);
    row("ATT-017 decimal", mirrorWith(QStringLiteral("pri=\"1.5\"")), "ATT-017", true, error, v11);
    row("ATT-017 word", mirrorWith(QStringLiteral("pri=\"high\"")), "ATT-017", true, error, v11);

    // ATT-018: href
    row("ATT-018 absolute", mirrorWith({}), "ATT-018", false, none, v11);
    row("ATT-018 missing", resourceList(ln(QStringLiteral("rel=\"duplicate\""))), "ATT-018", true,
        error, v11);
    row("ATT-018 empty", resourceList(ln(QStringLiteral("rel=\"duplicate\" href=\"\""))), "ATT-018",
        true, error, v11);
    row("ATT-018 blank", resourceList(ln(QStringLiteral("rel=\"duplicate\" href=\"   \""))),
        "ATT-018", true, error, v11);
    row("ATT-018 relative is a warning",
        resourceList(ln(QStringLiteral("rel=\"duplicate\" href=\"mirror/res1\""))), "ATT-018", true,
        warning, v11);
    row("ATT-018 network-path reference is relative",
        resourceList(ln(QStringLiteral("rel=\"duplicate\" href=\"//mirror.example.com/res1\""))),
        "ATT-018", true, warning, v11);
    row("ATT-018 at the root",
        rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), at,
                              ln(QStringLiteral("rel=\"up\"")) + url({})),
        "ATT-018", true, error, v11);
    row("ATT-018 prefixed href is GEN-019's",
        resourceList(ln(QStringLiteral("rel=\"duplicate\" rs:href=\"http://example.com/m\""))),
        "ATT-018", false, none, v11);

    // ATT-019: rel
    row("ATT-019 one relation", mirrorWith({}), "ATT-019", false, none, v11);
    row("ATT-019 relation URI",
        resourceList(ln(QStringLiteral("rel=\"http://example.com/rels/x\" "
                                       "href=\"http://example.com/x\""))),
        "ATT-019", false, none, v11);
    row("ATT-019 missing", resourceList(ln(QStringLiteral("href=\"http://example.com/x\""))),
        "ATT-019", true, error, v11);
    row("ATT-019 empty", resourceList(ln(QStringLiteral("rel=\"\" href=\"http://example.com/x\""))),
        "ATT-019", true, error, v11);
    row("ATT-019 two relations",
        resourceList(ln(QStringLiteral("rel=\"duplicate alternate\" "
                                       "href=\"http://example.com/x\""))),
        "ATT-019", true, error, v11);
    row("ATT-019 padded",
        resourceList(ln(QStringLiteral("rel=\" duplicate\" "
                                       "href=\"http://example.com/x\""))),
        "ATT-019", true, error, v11);
    row("ATT-019 underscore",
        resourceList(ln(QStringLiteral("rel=\"my_rel\" href=\"http://example.com/x\""))), "ATT-019",
        true, error, v11);
    row("ATT-019 starts with a digit",
        resourceList(ln(QStringLiteral("rel=\"1up\" href=\"http://example.com/x\""))), "ATT-019",
        true, error, v11);
    row("ATT-019 root up without rel",
        rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), at,
                              ln(QStringLiteral("href=\"http://example.com/cl.xml\"")) + url({})),
        "ATT-019", true, error, v11);

    // ATT-020: relations outside those featured
    row("ATT-020 license",
        resourceList(ln(QStringLiteral("rel=\"license\" "
                                       "href=\"http://example.com/x\""))),
        "ATT-020", true, info, v11);
    row("ATT-020 extension URI",
        resourceList(ln(QStringLiteral("rel=\"http://example.com/rels/x\" "
                                       "href=\"http://example.com/x\""))),
        "ATT-020", true, info, v11);
    row("ATT-020 patch URI",
        changeList(url(md(QStringLiteral("change=\"updated\""))
                       + ln(QStringLiteral("rel=\"http://www.openarchives.org/rs/terms/patch\" "
                                           "href=\"http://example.com/x.diff\" "
                                           "type=\"application/json-patch\"")))),
        "ATT-020", false, none, v11);
    row("ATT-020 Memento, upper case",
        resourceList(ln(QStringLiteral("rel=\"Memento\" href=\"http://example.com/x\""))),
        "ATT-020", false, none, v11);
    row("ATT-020 root links are GEN-008's",
        rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), at,
                              rsi::test::upLink()
                                  + ln(QStringLiteral("rel=\"license\" "
                                                      "href=\"http://example.com/l\""))
                                  + url({})),
        "ATT-020", false, none, v11);

    // ATT-021: modified precision
    row("ATT-021 date only", mirrorWith(QStringLiteral("modified=\"2013-01-02\"")), "ATT-021", true,
        warning, v11);
    row("ATT-021 full with offset",
        mirrorWith(QStringLiteral("modified=\"2013-01-02T23:00:00+02:00\"")), "ATT-021", false,
        none, v11);
    row("ATT-021 invalid is ATT-001's", mirrorWith(QStringLiteral("modified=\"soon\"")), "ATT-021",
        false, none, v11);

    // ATT-022: representation attributes on a generic URI
    row("ATT-022 hash with alternates",
        resourceList(md(QStringLiteral("hash=\"") + md5 + u'"')
                     + ln(QStringLiteral("rel=\"alternate\" href=\"http://example.com/res1.html\" "
                                         "type=\"text/html\""))),
        "ATT-022", true, info, v11);
    row("ATT-022 no alternates", resourceWith(QStringLiteral("hash=\"") + md5 + u'"'), "ATT-022",
        false, none, v11);
    row("ATT-022 alternates without representation attributes",
        resourceList(ln(QStringLiteral("rel=\"alternate\" href=\"http://example.com/res1.html\" "
                                       "type=\"text/html\""))),
        "ATT-022", false, none, v11);

    // ATT-023: empty values
    row("ATT-023 type", resourceWith(QStringLiteral("type=\"\"")), "ATT-023", true, error, v11);
    row("ATT-023 hash blank", resourceWith(QStringLiteral("hash=\"  \"")), "ATT-023", true, error,
        v11);
    row("ATT-023 root at", resourceList({}, QStringLiteral("at=\"\"")), "ATT-023", true, error,
        v11);
    row("ATT-023 root capability", rsi::test::rsDocument(QStringLiteral("urlset"), {}, at, url({})),
        "ATT-023", true, error, v11);
    row("ATT-023 rs:ln length", mirrorWith(QStringLiteral("length=\"\"")), "ATT-023", true, error,
        v11);
    row("ATT-023 values present", resourceWith(QStringLiteral("type=\"text/html\"")), "ATT-023",
        false, none, v11);
    row("ATT-023 empty extension attribute is not ours",
        resourceWith(QStringLiteral("xmlns:ex=\"http://example.org/ns\" ex:note=\"\"")), "ATT-023",
        false, none, v11);

    // GEN-019: RS attributes are unprefixed
    row("GEN-019 rs:at at the root",
        resourceList({}, QStringLiteral("rs:at=\"2013-01-03T09:00:00Z\"")), "GEN-019", true, error,
        v11);
    row("GEN-019 rs:capability",
        rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"),
                              at + QStringLiteral(" rs:capability=\"resourcelist\""), url({})),
        "GEN-019", true, error, v11);
    row("GEN-019 rs:hash on an entry", resourceWith(QStringLiteral("rs:hash=\"") + md5 + u'"'),
        "GEN-019", true, error, v11);
    row("GEN-019 rs:rel on a link",
        resourceList(ln(QStringLiteral("rs:rel=\"duplicate\" href=\"http://example.com/m\""))),
        "GEN-019", true, error, v11);
    row("GEN-019 near-miss namespace prefix",
        resourceWith(QStringLiteral("xmlns:r=\"http://www.openarchives.org/rs/terms\" "
                                    "r:length=\"12\"")),
        "GEN-019", true, error, v11);
    row("GEN-019 unprefixed", resourceWith(QStringLiteral("length=\"12\"")), "GEN-019", false, none,
        v11);

    // GEN-020: extension attributes
    row("GEN-020 unknown unprefixed on rs:md (pre-standard modified)",
        resourceWith(QStringLiteral("modified=\"2013-01-02T13:00:00Z\"")), "GEN-020", true, error,
        v11);
    row("GEN-020 unknown unprefixed on rs:ln", mirrorWith(QStringLiteral("title=\"Mirror\"")),
        "GEN-020", true, error, v11);
    row("GEN-020 rs:ln attribute on rs:md", resourceWith(QStringLiteral("pri=\"1\"")), "GEN-020",
        true, error, v11);
    row("GEN-020 rs:md attribute on rs:ln", mirrorWith(QStringLiteral("change=\"updated\"")),
        "GEN-020", true, error, v11);
    row("GEN-020 unknown attribute in the RS namespace",
        resourceWith(QStringLiteral("rs:foo=\"bar\"")), "GEN-020", true, error, v11);
    row("GEN-020 prefixed extension",
        resourceWith(QStringLiteral("xmlns:ex=\"http://example.org/ns\" ex:foo=\"bar\"")),
        "GEN-020", false, none, v11);
    row("GEN-020 xml:lang", mirrorWith(QStringLiteral("xml:lang=\"en\"")), "GEN-020", false, none,
        v11);
    row("GEN-020 datetime in 1.0 is ATT-016's",
        changeList(url(QStringLiteral("<lastmod>2013-01-03T10:00:00Z</lastmod>")
                       + md(QStringLiteral("change=\"updated\" "
                                           "datetime=\"2013-01-03T10:00:00Z\"")))),
        "GEN-020", false, none, v10);
    row("GEN-020 datetime on rs:ln",
        mirrorWith(QStringLiteral("datetime=\"2013-01-03T10:00:00Z\"")), "GEN-020", true, error,
        v11);
}

void tst_AttributeRules::rules()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, version);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    QFETCH(QString, severity);

    const rsi::FindingList findings
        = rsi::test::validateBytes(document, *rsi::specVersionFromName(version));
    RSI_COMPARE_RULE(findings, rule, expected);
    if (expected && !severity.isEmpty()) {
        const std::optional<rsi::Severity> worst = worstSeverity(findings, rule);
        QVERIFY(worst);
        QCOMPARE(rsi::severityName(*worst), severity);
    }
}

QTEST_GUILESS_MAIN(tst_AttributeRules)
