// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/localcopynames_p.h"
#include "mirror/plainurltext.h"
#include "tst_localcopylayout.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using rsi::LocalCopyLayout;
using Error = LocalCopyLayout::Error;
using namespace layouttest;
using rsi::isPlainNormalizedUrl;

void tst_LocalCopyLayout::randomUrls()
{
    // Seeded, so a failure can be replayed; the pieces are the ones that
    // break mappings: delimiters, escapes, dots, case, Unicode, device names.
    QRandomGenerator random(20261122);
    const QStringList pieces = {
        QStringLiteral("a"),
        QStringLiteral("Z"),
        QStringLiteral("0"),
        QStringLiteral("."),
        QStringLiteral(".."),
        QStringLiteral("%2e"),
        QStringLiteral("%2E"),
        QStringLiteral("%2F"),
        QStringLiteral("%2f"),
        QStringLiteral("%25"),
        QStringLiteral("%20"),
        QStringLiteral(" "),
        QStringLiteral("%00"),
        QStringLiteral("%0A"),
        QStringLiteral("%7F"),
        QStringLiteral("%3F"),
        QStringLiteral("%23"),
        QStringLiteral("\\"),
        QStringLiteral("%5C"),
        QStringLiteral(":"),
        QStringLiteral("%3A"),
        QStringLiteral("%3a"),
        QStringLiteral("*"),
        QStringLiteral("%2A"),
        QStringLiteral("\""),
        QStringLiteral("<"),
        QStringLiteral(">"),
        QStringLiteral("|"),
        QStringLiteral("!"),
        QStringLiteral("%21"),
        QStringLiteral("~"),
        QStringLiteral("$"),
        QStringLiteral("&"),
        QStringLiteral("%26"),
        QStringLiteral("'"),
        QStringLiteral("("),
        QStringLiteral("+"),
        QStringLiteral("%2B"),
        QStringLiteral(","),
        QStringLiteral(";"),
        QStringLiteral("="),
        QStringLiteral("%3D"),
        QStringLiteral("@"),
        QStringLiteral("["),
        QStringLiteral("%5B"),
        QStringLiteral("]"),
        QStringLiteral("{"),
        QStringLiteral("^"),
        QStringLiteral("`"),
        QStringLiteral("%"),
        QStringLiteral("%FF"),
        QStringLiteral("%C3"),
        QStringLiteral("%C3%A9"),
        QStringLiteral("e%CC%81"),
        QStringLiteral("é"),
        QStringLiteral("E\u0301"),
        QStringLiteral("資料"),
        QStringLiteral("ガ"),
        QStringLiteral("É"),
        QStringLiteral("ß"),
        QStringLiteral("SS"),
        QStringLiteral("Σ"),
        QStringLiteral("ς"),
        QStringLiteral("ı"),
        QStringLiteral("İ"),
        QStringLiteral("\u212A"),
        QStringLiteral("\U0001F4DA"),
        QStringLiteral("\uFFFF"),
        QStringLiteral("\uFDD0"),
        QStringLiteral("%EF%BF%BE"),
        QStringLiteral("%E2%80%8D"),
        QStringLiteral("\u202E"),
        QStringLiteral("%C2%85"),
        QStringLiteral("con"),
        QStringLiteral("NUL"),
        QStringLiteral("com1"),
        QStringLiteral("lpt9."),
        QStringLiteral("index.rsinspector"),
        QStringLiteral(".rsinspector"),
        QStringLiteral("~0123abcd"),
        QStringLiteral("Report.PDF"),
    };
    const QStringList authorities = {
        QStringLiteral("https://example.org"),
        QStringLiteral("http://example.org"),
        QStringLiteral("https://Example.org:8443"),
        QStringLiteral("http://[::1]:80"),
        QStringLiteral("https://user@example.org:443"),
        QStringLiteral("http://10.0.0.1:65535"),
        QStringLiteral("https://例え.jp"),
        QStringLiteral("http://example.org:443"),
    };
    const LocalCopyLayout layout(root);
    QList<QUrl> urls;
    const int count = 20000;
    for (int n = 0; n < count; ++n) {
        QString text = authorities.at(random.bounded(authorities.size()));
        const int segments = random.bounded(0, 5);
        for (int s = 0; s < segments; ++s) {
            text += u'/';
            for (int p = random.bounded(0, 6); p > 0; --p)
                text += pieces.at(random.bounded(pieces.size()));
        }
        if (random.bounded(4) == 0)
            text += u'/';
        if (random.bounded(3) == 0) {
            text += u'?';
            for (int p = random.bounded(0, 6); p > 0; --p)
                text += pieces.at(random.bounded(pieces.size()));
        }
        if (random.bounded(5) == 0)
            text += QStringLiteral("#frag");
        if (random.bounded(50) == 0)
            text += QString(random.bounded(200, 400), u'y');
        urls.append(QUrl(text));
        // Twins: the other scheme, another case, the other normalisation form.
        if (n % 10 == 0 && urls.constLast().isValid()) {
            QUrl twin = urls.constLast();
            twin.setScheme(twin.scheme() == u"http" ? QStringLiteral("https")
                                                    : QStringLiteral("http"));
            urls.append(twin);
            urls.append(QUrl(text.toUpper()));
            urls.append(QUrl(text.normalized(QString::NormalizationForm_D)));
            urls.append(QUrl(text.normalized(QString::NormalizationForm_C)));
        }
    }

    QHash<QString, QList<QUrl>> byPath;
    QHash<QString, QString> keyByMacKey;
    QHash<QString, QString> keyByWindowsKey;
    QSet<QString> preferredKeys;
    QList<QPair<QString, QString>> alternatives; // preferred path, alternative
    int mapped = 0;
    int shortened = 0;
    int refused = 0;
    for (const QUrl &url : std::as_const(urls)) {
        const QString text = url.toString();
        const auto path = layout.relativePathFor(url);
        if (!path.isValid()) {
            ++refused;
            QVERIFY2(path.error == Error::DotSegment || path.error == Error::EmptySegment
                         || path.error == Error::InvalidUrl,
                     qPrintable(text + QLatin1String(": ") + path.errorString));
            continue;
        }
        ++mapped;
        const QString problem = problemWith(path.value);
        QVERIFY2(
            problem.isEmpty(),
            qPrintable(text + QLatin1String(" -> ") + path.value + QLatin1String(": ") + problem));
        const QUrl normalized = LocalCopyLayout::normalizedUrl(url);
        QList<QUrl> &sharing = byPath[path.value];
        if (!sharing.contains(normalized))
            sharing.append(normalized);
        // Only http and https of one URL share a path.
        QVERIFY2(sharing.size() == 1
                     || (sharing.size() == 2 && sharing.at(0).scheme() != sharing.at(1).scheme()),
                 qPrintable(text + QLatin1String(" shares ") + path.value + QLatin1String(" with ")
                            + sharing.at(0).toString()));
        // The key unifies whatever macOS or Windows would unify.
        const QString key = LocalCopyLayout::collisionKey(path.value);
        preferredKeys.insert(key);
        for (const auto &[model, keys] : {std::pair(macKey(path.value), &keyByMacKey),
                                          std::pair(windowsKey(path.value), &keyByWindowsKey)}) {
            const auto known = keys->constFind(model);
            QVERIFY2(known == keys->constEnd() || known.value() == key,
                     qPrintable(path.value + QLatin1String(": key differs from a twin's")));
            keys->insert(model, key);
        }
        // The round trip, under QUrl::operator==.
        const QList<QUrl> candidates = layout.candidateUrlsFor(path.value);
        if (candidates.isEmpty() && layout.urlFor(path.value).error == Error::ShortenedName) {
            ++shortened;
        } else {
            QVERIFY2(candidates.contains(normalized),
                     qPrintable(text + QLatin1String(" -> ") + path.value + QLatin1String(" -> ")
                                + QUrl::toStringList(candidates).join(u' ')));
        }
        for (int attempt = 1; attempt <= 3; ++attempt)
            alternatives.append({path.value, layout.alternativePathFor(url, attempt).value});
    }
    // Alternatives: distinct from each other and from every preferred path.
    QSet<QString> alternativeKeys;
    for (qsizetype i = 0; i < alternatives.size(); i += 3) {
        const QString &preferred = alternatives.at(i).first;
        QSet<QString> own;
        for (qsizetype k = i; k < i + 3; ++k) {
            const QString &alternative = alternatives.at(k).second;
            QVERIFY2(problemWith(alternative).isEmpty(), qPrintable(alternative));
            QCOMPARE(folderOf(alternative), folderOf(preferred));
            const QString key = LocalCopyLayout::collisionKey(alternative);
            QVERIFY2(!preferredKeys.contains(key), qPrintable(alternative));
            own.insert(key);
            alternativeKeys.insert(key);
        }
        QCOMPARE(own.size(), 3);
    }
    qInfo("%lld URLs: %d mapped (%d shortened), %d refused, %lld distinct paths, %lld keys, "
          "%lld alternative keys",
          qlonglong(urls.size()), mapped, shortened, refused, qlonglong(byPath.size()),
          qlonglong(preferredKeys.size()), qlonglong(alternativeKeys.size()));
    QVERIFY(mapped > count / 2);
    QVERIFY(refused > 0);
    QVERIFY(shortened > 0);
    QVERIFY(preferredKeys.size() < byPath.size()); // the twins are there
}

// The plain way (plainRelativePathFor) must give relativePathFor()'s path,
// byte for byte: the layout is a contract, and a copy written by one way is
// read by the other. Every shape a plain URL can take, each with the path the
// contract says; and what the plain way leaves to the general one.
void tst_LocalCopyLayout::plainPathsAreTheGeneralPaths_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected"); // empty: not for the plain way
    const QString cut = u"(cut)"_qs; // a name cut to the limit, as the general way cuts it

    const auto row = [](const char *name, const QString &url, const QString &expected) {
        QTest::newRow(name) << url << expected;
    };
    const QString b84(84, u'b');
    const QString b85(85, u'b');
    const QString b86(86, u'b');
    const QString b255(255, u'b');
    const QString b256(256, u'b');
    // What a mirror meets most.
    row("benchmark", u"http://127.0.0.1:18181/r/00042/resource-000042.txt"_qs,
        u"127.0.0.1%3A18181/r/00042/resource-000042.txt"_qs);
    row("https", u"https://example.org/a/b.xml"_qs, u"example.org/a/b.xml"_qs);
    row("case kept", u"https://example.org/Theses/Report.PDF"_qs,
        u"example.org/Theses/Report.PDF"_qs);
    row("case twin", u"https://example.org/theses/report.pdf"_qs,
        u"example.org/theses/report.pdf"_qs);
    row("unreserved", u"https://example.org/a-b_c~d.e/F~"_qs, u"example.org/a-b_c~d.e/F~"_qs);
    // Ports: kept unless the scheme's own (which is not plain).
    row("http port", u"http://example.org:8080/x"_qs, u"example.org%3A8080/x"_qs);
    row("https on port 80", u"https://example.org:80/x"_qs, u"example.org%3A80/x"_qs);
    row("http on port 443", u"http://example.org:443/x"_qs, u"example.org%3A443/x"_qs);
    row("highest port", u"http://example.org:65535/x"_qs, u"example.org%3A65535/x"_qs);
    row("IPv4", u"http://10.0.0.255/x"_qs, u"10.0.0.255/x"_qs);
    // Folders and index files.
    row("site root", u"https://example.org/"_qs, u"example.org/index.rsinspector"_qs);
    row("folder", u"https://example.org/a/"_qs, u"example.org/a/index.rsinspector"_qs);
    row("deep folder", u"https://example.org/a/b/c/"_qs, u"example.org/a/b/c/index.rsinspector"_qs);
    row("index name", u"https://example.org/index.rsinspector"_qs,
        u"example.org/index%2Ersinspector"_qs);
    row("index name, other case", u"https://example.org/Index.RSInspector/x"_qs,
        u"example.org/Index%2ERSInspector/x"_qs);
    row("index name and more", u"https://example.org/index.rsinspectors"_qs,
        u"example.org/index.rsinspectors"_qs);
    // Dots.
    row("trailing dot", u"https://example.org/file."_qs, u"example.org/file%2E"_qs);
    row("trailing dots", u"https://example.org/a../b"_qs, u"example.org/a.%2E/b"_qs);
    row("three dots", u"https://example.org/.../x"_qs, u"example.org/..%2E/x"_qs);
    row("dot file", u"https://example.org/.hidden"_qs, u"example.org/.hidden"_qs);
    row("dots before", u"https://example.org/..x/.x"_qs, u"example.org/..x/.x"_qs);
    row("state directory's name below the host", u"https://example.org/.rsinspector/x"_qs,
        u"example.org/.rsinspector/x"_qs);
    // Windows device names, any case, any extension, as file and folder.
    row("con", u"https://example.org/con"_qs, u"example.org/%63on"_qs);
    row("CON", u"https://example.org/CON/x"_qs, u"example.org/%43ON/x"_qs);
    row("aux.txt", u"https://example.org/aux.txt"_qs, u"example.org/%61ux.txt"_qs);
    row("Nul.tar.gz", u"https://example.org/Nul.tar.gz"_qs, u"example.org/%4Eul.tar.gz"_qs);
    row("prn.", u"https://example.org/prn."_qs, u"example.org/prn%2E"_qs);
    row("com1", u"https://example.org/com1"_qs, u"example.org/%63om1"_qs);
    row("LPT9.log", u"https://example.org/LPT9.log"_qs, u"example.org/%4CPT9.log"_qs);
    row("com0", u"https://example.org/com0"_qs, u"example.org/%63om0"_qs);
    row("com10 is no device", u"https://example.org/com10"_qs, u"example.org/com10"_qs);
    row("conin is no device", u"https://example.org/conin"_qs, u"example.org/conin"_qs);
    row("console is no device", u"https://example.org/console.log"_qs,
        u"example.org/console.log"_qs);
    row("con..txt", u"https://example.org/con..txt"_qs, u"example.org/%63on..txt"_qs);
    // The authority's own rules, worked out once and kept.
    row("host named like a device", u"https://con/x"_qs, u"%63on/x"_qs);
    row("host aux.example", u"https://aux.example/x"_qs, u"%61ux.example/x"_qs);
    row("host named like the index", u"http://index.rsinspector/x"_qs, u"index%2Ersinspector/x"_qs);
    // Lengths about the 255-byte limit, and the cheap count's edge (85).
    row("84", u"https://example.org/"_qs + b84, u"example.org/"_qs + b84);
    row("85", u"https://example.org/"_qs + b85, u"example.org/"_qs + b85);
    row("86", u"https://example.org/"_qs + b86 + u"/x"_qs, u"example.org/"_qs + b86 + u"/x"_qs);
    row("255", u"https://example.org/"_qs + b255, u"example.org/"_qs + b255);
    row("256 is cut", u"https://example.org/"_qs + b256, cut);
    row("long with extension", u"https://example.org/"_qs + QString(300, u'c') + u".xml"_qs, cut);
    row("long host and port",
        u"http://"_qs + QStringList(4, QString(62, u'd')).join(u'.') + u":65535/x"_qs, cut);
    // Not plain: the general way's.
    row("query", u"https://example.org/a?b=c"_qs, QString());
    row("escape", u"https://example.org/a%20b"_qs, QString());
    row("upper-case host", u"https://Example.org/a"_qs, QString());
    row("default port", u"https://example.org:443/a"_qs, QString());
    row("no path", u"https://example.org"_qs, QString());
    row("ACE host", u"https://xn--r8jz45g.jp/x"_qs, QString());
    row("IDN host", u"https://\u4F8B\u3048.jp/x"_qs, QString());
    row("IPv6", u"http://[::1]:8080/x"_qs, QString());
    row("user info", u"https://user@example.org/x"_qs, QString());
    row("fragment", u"https://example.org/x#y"_qs, QString());
    row("dot segment", u"https://example.org/a/./b"_qs, QString());
    row("raw colon", u"https://example.org/a:b"_qs, QString());
    row("ftp", u"ftp://example.org/x"_qs, QString());
    row("short IPv4", u"http://127.1/x"_qs, QString());
    row("hex IPv4", u"http://0x7f.0.0.1/x"_qs, QString());
    row("IPv4 with a leading zero", u"http://127.0.0.01/x"_qs, QString());
    // Plain, but refused: the general way says why.
    row("empty segment", u"https://example.org/a//b"_qs, QString());
    row("empty first segment", u"http://example.org//"_qs, QString());
}

void tst_LocalCopyLayout::plainPathsAreTheGeneralPaths()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);
    const LocalCopyLayout layout(root);
    const LocalCopyLayout::Result<QString> general = layout.relativePathFor(QUrl(url));
    const std::optional<QString> plain = LocalCopyLayout::plainRelativePathFor(url);
    if (expected == u"(cut)") {
        // The hash of a cut name is the general way's to say.
        QVERIFY(plain);
        QCOMPARE(*plain, general.value);
        QVERIFY2(problemWith(*plain).isEmpty(), qPrintable(problemWith(*plain)));
        QVERIFY(plain->contains(u'~'));
        return;
    }
    if (expected.isEmpty()) {
        QVERIFY2(!plain, qPrintable(plain.value_or(QString())));
        return;
    }
    QVERIFY2(plain, qPrintable(url));
    QCOMPARE(*plain, expected);
    QVERIFY2(general.isValid(), qPrintable(general.errorString));
    QCOMPARE(*plain, general.value);
    QVERIFY2(problemWith(*plain).isEmpty(), qPrintable(problemWith(*plain)));
    // Twice, after another authority: the kept authority folder is the right one.
    QCOMPARE(LocalCopyLayout::plainRelativePathFor(u"http://other.example:1/x"_qs),
             std::optional<QString>(u"other.example%3A1/x"_qs));
    QCOMPARE(LocalCopyLayout::plainRelativePathFor(url), plain);
}

void tst_LocalCopyLayout::plainPathsAtRandom()
{
    // Seeded, so that a failure can be replayed. Texts made of the pieces
    // that matter to a plain URL's path (device names, dots, the index name,
    // case, lengths about the limits), now and then something that is not
    // plain; whenever the plain way answers, it gives the general way's path.
    QRandomGenerator random(20261212);
    const QStringList authorities = {
        u"http://example.org"_qs,
        u"https://example.org"_qs,
        u"http://example.org:8080"_qs,
        u"https://example.org:80"_qs,
        u"http://example.org:443"_qs,
        u"https://example.org:443"_qs,
        u"http://127.0.0.1:18181"_qs,
        u"https://10.0.0.1"_qs,
        u"http://con"_qs,
        u"https://aux.example"_qs,
        u"http://com1.example:9"_qs,
        u"https://index.rsinspector"_qs,
        u"http://a-b.c-d.example"_qs,
        u"http://Example.org"_qs,
        u"https://xn--r8jz45g.jp"_qs,
        u"http://[::1]"_qs,
        u"https://user@example.org"_qs,
        u"http://example.org:0080"_qs,
    };
    const QStringList pieces = {
        u"a"_qs,
        u"Z"_qs,
        u"0"_qs,
        u"9"_qs,
        u"-"_qs,
        u"_"_qs,
        u"~"_qs,
        u"."_qs,
        u".."_qs,
        u"con"_qs,
        u"CON"_qs,
        u"aux"_qs,
        u"Nul"_qs,
        u"prn"_qs,
        u"com1"_qs,
        u"LPT9"_qs,
        u"com"_qs,
        u"lpt"_qs,
        u"conin"_qs,
        u"index"_qs,
        u".txt"_qs,
        u".xml"_qs,
        u"rsinspector"_qs,
        u"index.rsinspector"_qs,
        u"INDEX.RSINSPECTOR"_qs,
        u"Report.PDF"_qs,
        u"report.pdf"_qs,
    };
    const QStringList others = {
        u"%20"_qs, u"%2F"_qs, u"?q"_qs, u"#f"_qs, u":"_qs, u"%"_qs, u" "_qs, u"\u00E9"_qs,
    };
    const LocalCopyLayout layout(root);
    int plainCount = 0;
    int finished = 0; // names a rule changed
    int cut = 0;
    int refused = 0;
    for (int n = 0; n < 30000; ++n) {
        QString text = authorities.at(random.bounded(int(authorities.size())));
        const int segments = random.bounded(0, 5);
        for (int s = 0; s < segments; ++s) {
            text += u'/';
            for (int p = random.bounded(0, 4); p > 0; --p)
                text += random.bounded(40) ? pieces.at(random.bounded(int(pieces.size())))
                                           : others.at(random.bounded(int(others.size())));
            if (random.bounded(30) == 0)
                text += QString(random.bounded(80, 270), u"bB.x"_qs.at(random.bounded(4)));
        }
        if (segments == 0 || random.bounded(5) == 0)
            text += u'/';
        const std::optional<QString> plain = LocalCopyLayout::plainRelativePathFor(text);
        const LocalCopyLayout::Result<QString> general = layout.relativePathFor(QUrl(text));
        if (!plain) {
            // Only a URL that is not plain, or one the layout refuses.
            if (isPlainNormalizedUrl(text)) {
                QVERIFY2(!general.isValid(), qPrintable(text));
                ++refused;
            }
            continue;
        }
        ++plainCount;
        QVERIFY2(isPlainNormalizedUrl(text), qPrintable(text));
        QVERIFY2(general.isValid(), qPrintable(text + u": "_qs + general.errorString));
        QVERIFY2(
            *plain == general.value,
            qPrintable(text + u"\n plain:   "_qs + *plain + u"\n general: "_qs + general.value));
        const QString problem = problemWith(*plain);
        QVERIFY2(problem.isEmpty(), qPrintable(text + u": "_qs + problem));
        const QString naive = text.section(u'/', 2).replace(u':', u"%3A"_qs);
        if (plain->contains(u'~'))
            ++cut;
        else if (*plain != naive && !plain->endsWith(LocalCopyLayout::indexFileName()))
            ++finished;
    }
    qInfo("plain way: %d paths, %d changed by a rule of names, %d cut, %d refused", plainCount,
          finished, cut, refused);
    QVERIFY(plainCount > 10000);
    QVERIFY(finished > 1000);
    QVERIFY(cut > 100);
    QVERIFY(refused > 100);
}

void tst_LocalCopyLayout::collisionKeyOfAscii()
{
    // ASCII keys are lowered by hand: exactly what toLower() does to them.
    QString every;
    for (char16_t c = 0; c < 0x80; ++c)
        every += QChar(c);
    QCOMPARE(LocalCopyLayout::collisionKey(every), every.toLower());
    QRandomGenerator random(20261213);
    for (int n = 0; n < 2000; ++n) {
        QString text;
        for (int i = random.bounded(0, 40); i > 0; --i)
            text += QChar(char16_t(random.bounded(0x20, 0x7F)));
        QCOMPARE(LocalCopyLayout::collisionKey(text), text.toLower());
        // And one character beyond ASCII takes the Unicode way, as before.
        const QString wide = text + u"\u00C9"_qs;
        QCOMPARE(LocalCopyLayout::collisionKey(wide).left(text.size()), text.toLower());
    }
    QCOMPARE(LocalCopyLayout::collisionKey(QString()), QString());
    QVERIFY(LocalCopyLayout::collisionKey(QString()).isNull());
}

void tst_LocalCopyLayout::surelyFinishedNamesAreFinished()
{
    // The plain way asks finishName() only about names that may need it;
    // whatever the cheap test lets through must be a name finishName()
    // leaves alone, plain or not (devices with "$" and superscript digits,
    // spaces, letters beyond ASCII).
    using rsi::localcopynames::finishName;
    using rsi::localcopynames::isSurelyFinishedName;
    const QStringList pieces = {
        u"a"_qs,
        u"B"_qs,
        u"."_qs,
        u" "_qs,
        u"con"_qs,
        u"AUX"_qs,
        u"nul"_qs,
        u"Prn"_qs,
        u"com"_qs,
        u"LPT"_qs,
        u"1"_qs,
        u"0"_qs,
        u"\u00B9"_qs,
        u"\u00B3"_qs,
        u"conin$"_qs,
        u"CONOUT$"_qs,
        u"$"_qs,
        u"index"_qs,
        u".rsinspector"_qs,
        u"\u00E9"_qs,
        u"\u0130"_qs,
        u"\u212A"_qs,
        u"%2E"_qs,
        u"~"_qs,
    };
    QRandomGenerator random(20261214);
    int sure = 0;
    int unsure = 0;
    for (int n = 0; n < 50000; ++n) {
        QString name;
        for (int p = random.bounded(1, 5); p > 0; --p)
            name += pieces.at(random.bounded(int(pieces.size())));
        if (random.bounded(20) == 0)
            name += QString(random.bounded(70, 100), u'x');
        if (!isSurelyFinishedName(name)) {
            ++unsure;
            continue;
        }
        ++sure;
        QVERIFY2(finishName(name, false) == name, qPrintable(name));
    }
    QVERIFY(sure > 10000);
    qInfo("%d names surely finished, %d left to finishName()", sure, unsure);
    QVERIFY(unsure > 5000);
}
