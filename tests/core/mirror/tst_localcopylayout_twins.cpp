// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_localcopylayout.h"

#include <QRegularExpression>
#include <QTest>

using rsi::LocalCopyLayout;
using Error = LocalCopyLayout::Error;
using namespace layouttest;

void tst_LocalCopyLayout::httpAndHttpsShareAPath()
{
    const LocalCopyLayout layout(root);
    const QUrl https(QStringLiteral("https://example.org/Theses/Report.PDF"));
    const QUrl http(QStringLiteral("http://example.org/Theses/Report.PDF"));
    QCOMPARE(layout.relativePathFor(http).value, layout.relativePathFor(https).value);
    QCOMPARE(layout.candidateUrlsFor(layout.relativePathFor(http).value),
             QList<QUrl>({https, http}));
    // Their alternatives differ, so both can be kept.
    QSet<QString> alternatives;
    for (int attempt = 1; attempt <= 3; ++attempt) {
        alternatives.insert(layout.alternativePathFor(http, attempt).value);
        alternatives.insert(layout.alternativePathFor(https, attempt).value);
    }
    QCOMPARE(alternatives.size(), 6);
}

void tst_LocalCopyLayout::caseTwins()
{
    const LocalCopyLayout layout(root);
    const QStringList twins = {
        pathOf(QStringLiteral("https://example.org/Theses/Report.PDF")),
        pathOf(QStringLiteral("https://example.org/Theses/report.pdf")),
        pathOf(QStringLiteral("https://example.org/THESES/REPORT.PDF")),
        pathOf(QStringLiteral("https://example.org/theses/r%C3%A9port.pdf")) // not a twin
    };
    QCOMPARE(QSet<QString>(twins.cbegin(), twins.cend()).size(), 4); // all different names
    QCOMPARE(LocalCopyLayout::collisionKey(twins.at(0)),
             LocalCopyLayout::collisionKey(twins.at(1)));
    QCOMPARE(LocalCopyLayout::collisionKey(twins.at(0)),
             LocalCopyLayout::collisionKey(twins.at(2)));
    QVERIFY(LocalCopyLayout::collisionKey(twins.at(0))
            != LocalCopyLayout::collisionKey(twins.at(3)));
    // Their folders are twins too: the mirror sees "THESES" as "Theses".
    QCOMPARE(LocalCopyLayout::collisionKey(folderOf(twins.at(2))),
             LocalCopyLayout::collisionKey(folderOf(twins.at(0))));
    // A raw ":" and the URL's own "%3A" are different URLs, whose names
    // differ in case only.
    const QString raw = pathOf(QStringLiteral("https://example.org/oai:x"));
    const QString escaped = pathOf(QStringLiteral("https://example.org/oai%3Ax"));
    QVERIFY(raw != escaped);
    QCOMPARE(LocalCopyLayout::collisionKey(raw), LocalCopyLayout::collisionKey(escaped));
}

void tst_LocalCopyLayout::normalisationTwins()
{
    // é precomposed and decomposed, Å and the Angstrom sign, the katakana ガ
    // and the Hangul 한 in both forms are different URLs with names macOS
    // would unify: different paths, one key, each its own round trip.
    const LocalCopyLayout layout(root);
    const QList<QPair<QString, QString>> pairs = {
        {QStringLiteral("https://example.org/%C3%A9"),
         QStringLiteral("https://example.org/e%CC%81")},
        {QStringLiteral("https://example.org/%C3%85"),
         QStringLiteral("https://example.org/%E2%84%AB")},
        {QStringLiteral("https://example.jp/%E3%82%AC"),
         QStringLiteral("https://example.jp/%E3%82%AB%E3%82%99")},
        {QStringLiteral("https://example.kr/%ED%95%9C"),
         QStringLiteral("https://example.kr/%E1%84%92%E1%85%A1%E1%86%AB")},
    };
    for (const auto &[first, second] : pairs) {
        const auto a = layout.relativePathFor(QUrl(first));
        const auto b = layout.relativePathFor(QUrl(second));
        QVERIFY(a.isValid() && b.isValid());
        QVERIFY2(a.value != b.value, qPrintable(a.value));
        QCOMPARE(LocalCopyLayout::collisionKey(a.value), LocalCopyLayout::collisionKey(b.value));
        QCOMPARE(layout.candidateUrlsFor(a.value).first(), QUrl(first));
        QCOMPARE(layout.candidateUrlsFor(b.value).first(), QUrl(second));
    }
    QCOMPARE(pathOf(pairs.at(2).first), QStringLiteral("example.jp/ガ"));
    QCOMPARE(pathOf(pairs.at(3).first), QStringLiteral("example.kr/한"));
}

void tst_LocalCopyLayout::collisionKeyFolds_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("twins");
    const auto row = [](const char *name, const QString &a, const QString &b, bool twins) {
        QTest::newRow(name) << a << b << twins;
    };
    row("ASCII case", QStringLiteral("h/Report.PDF"), QStringLiteral("h/report.pdf"), true);
    row("escape digits", QStringLiteral("h/a%3ab"), QStringLiteral("h/a%3Ab"), true);
    row("Latin-1 case", QStringLiteral("h/ÉTÉ"), QStringLiteral("h/été"), true);
    row("NFC and NFD", QStringLiteral("h/\u00E9"), QStringLiteral("h/e\u0301"), true);
    row("NFD upper and NFC lower", QStringLiteral("h/E\u0301"), QStringLiteral("h/\u00E9"), true);
    row("sharp s", QStringLiteral("h/STRASSE"), QStringLiteral("h/straße"), true);
    row("capital sharp s", QStringLiteral("h/\u1E9E"), QStringLiteral("h/ß"), true);
    row("Greek sigma", QStringLiteral("h/\u03A3"), QStringLiteral("h/\u03C2"), true);
    row("dotless i is I on Windows", QStringLiteral("h/\u0131"), QStringLiteral("h/i"), true);
    row("Kelvin sign", QStringLiteral("h/\u212A"), QStringLiteral("h/k"), true);
    row("Angstrom sign", QStringLiteral("h/\u212B"), QStringLiteral("h/\u00E5"), true);
    row("fullwidth letters", QStringLiteral("h/\uFF21"), QStringLiteral("h/\uFF41"), true);
    row("Cyrillic", QStringLiteral("h/\u0416"), QStringLiteral("h/\u0436"), true);
    row("different letters", QStringLiteral("h/a"), QStringLiteral("h/b"), false);
    row("accent matters", QStringLiteral("h/e"), QStringLiteral("h/\u00E9"), false);
    row("ligature upper-cases to two letters", QStringLiteral("h/\uFB01"), QStringLiteral("h/FI"),
        true);
    row("compatibility forms differ", QStringLiteral("h/\u2460"), QStringLiteral("h/1"), false);
    row("kana differ", QStringLiteral("h/\u30AB"), QStringLiteral("h/\u30AC"), false);
}

void tst_LocalCopyLayout::collisionKeyFolds()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, twins);
    QCOMPARE(LocalCopyLayout::collisionKey(a) == LocalCopyLayout::collisionKey(b), twins);
    // Deterministic and idempotent.
    QCOMPARE(LocalCopyLayout::collisionKey(LocalCopyLayout::collisionKey(a)),
             LocalCopyLayout::collisionKey(a));
}

void tst_LocalCopyLayout::collisionKeyIsTakenNameByName()
{
    // So that the key of a folder is a prefix of the keys inside it, even
    // when a name starts with a combining mark or changes length when folded.
    const QStringList names = {
        QStringLiteral("\u0301x"), QStringLiteral("ß"),      QStringLiteral("A\u030A"),
        QStringLiteral("Ǆ"),       QStringLiteral("\u0130"), QStringLiteral("abc"),
        QStringLiteral("ﬁ"),       QStringLiteral("e"),      QStringLiteral("\u0345"),
    };
    for (const QString &first : names) {
        for (const QString &second : names) {
            const QString path = first + u'/' + second;
            QCOMPARE(LocalCopyLayout::collisionKey(path),
                     LocalCopyLayout::collisionKey(first) + u'/'
                         + LocalCopyLayout::collisionKey(second));
        }
    }
}

void tst_LocalCopyLayout::fileAndFolderTwins()
{
    // "/a" is a file, "/a/b" needs a folder "a": the key of "/a"'s path is
    // the key of a folder of "/a/b"'s path, also across case. Its alternative
    // is not, so moving "/a" aside frees the folder.
    const LocalCopyLayout layout(root);
    const QString file = pathOf(QStringLiteral("https://h/Data"));
    const QString inside = pathOf(QStringLiteral("https://h/data/b.xml"));
    const QString fileKey = LocalCopyLayout::collisionKey(file);
    QVERIFY(LocalCopyLayout::collisionKey(inside).startsWith(fileKey + u'/'));
    const QString aside
        = layout.alternativePathFor(QUrl(QStringLiteral("https://h/Data")), 1).value;
    QCOMPARE(folderOf(aside), folderOf(file));
    QVERIFY(!LocalCopyLayout::collisionKey(inside).startsWith(LocalCopyLayout::collisionKey(aside)
                                                              + u'/'));
    // "/a/" (index file in folder "a") and "/a" (file "a") are the same case.
    QVERIFY(LocalCopyLayout::collisionKey(pathOf(QStringLiteral("https://h/data/")))
                .startsWith(fileKey + u'/'));
}

void tst_LocalCopyLayout::indexNameCannotCollide()
{
    const LocalCopyLayout layout(root);
    const QString folder = pathOf(QStringLiteral("https://example.org/a/"));
    const QString named = pathOf(QStringLiteral("https://example.org/a/index.rsinspector"));
    const QString upper = pathOf(QStringLiteral("https://example.org/a/INDEX.RSINSPECTOR"));
    QCOMPARE(folder, QStringLiteral("example.org/a/index.rsinspector"));
    QCOMPARE(named, QStringLiteral("example.org/a/index%2Ersinspector"));
    QCOMPARE(pathOf(QStringLiteral("https://example.org/a/index%2Ersinspector")), named);
    QVERIFY(LocalCopyLayout::collisionKey(upper) != LocalCopyLayout::collisionKey(folder));
    QCOMPARE(LocalCopyLayout::collisionKey(upper), LocalCopyLayout::collisionKey(named));
    QCOMPARE(layout.candidateUrlsFor(folder).first(),
             QUrl(QStringLiteral("https://example.org/a/")));
    QCOMPARE(layout.candidateUrlsFor(named).first(),
             QUrl(QStringLiteral("https://example.org/a/index.rsinspector")));
    // No host can name the state directory.
    const auto host = layout.relativePathFor(QUrl(QStringLiteral("https://.rsinspector/x")));
    if (host.isValid())
        QVERIFY(!host.value.startsWith(LocalCopyLayout::stateDirectoryName(), Qt::CaseInsensitive));
}

void tst_LocalCopyLayout::alternatives()
{
    const LocalCopyLayout layout(root);
    const QUrl url(QStringLiteral("https://example.org/Theses/Report.PDF"));
    const QString preferred = layout.relativePathFor(url).value;
    QStringList seen {preferred};
    for (int attempt = 1; attempt <= 5; ++attempt) {
        const auto alternative = layout.alternativePathFor(url, attempt);
        QVERIFY2(alternative.isValid(), qPrintable(alternative.errorString));
        QVERIFY2(QRegularExpression(QStringLiteral("^example.org/Theses/Report~[0-9a-f]{8}\\.PDF$"))
                     .match(alternative.value)
                     .hasMatch(),
                 qPrintable(alternative.value));
        QVERIFY(!seen.contains(alternative.value));
        seen.append(alternative.value);
        QCOMPARE(layout.alternativePathFor(url, attempt).value, alternative.value); // stable
    }
    QCOMPARE(layout.alternativePathFor(url, 0).value, layout.alternativePathFor(url, 1).value);
    // Names without an extension, index files, queries, device names.
    for (const char *text :
         {"https://h/a", "https://h/a/", "https://h/a?q=1.2", "https://h/con.txt",
          "https://h/a.tar.gz", "https://h/a.", "http://h:8080/%E2%80%AE"}) {
        const QUrl other(QString::fromUtf8(text));
        const QString otherPreferred = layout.relativePathFor(other).value;
        for (int attempt = 1; attempt <= 3; ++attempt) {
            const QString alternative = layout.alternativePathFor(other, attempt).value;
            QVERIFY2(problemWith(alternative).isEmpty(), qPrintable(alternative));
            QCOMPARE(folderOf(alternative), folderOf(otherPreferred));
            QVERIFY(LocalCopyLayout::collisionKey(alternative)
                    != LocalCopyLayout::collisionKey(otherPreferred));
        }
    }
    QCOMPARE(
        folderOf(layout.alternativePathFor(QUrl(QStringLiteral("https://h/a.tar.gz")), 1).value),
        QStringLiteral("h"));
    QVERIFY(layout.alternativePathFor(QUrl(QStringLiteral("https://h/a.tar.gz")), 1)
                .value.endsWith(QStringLiteral(".gz")));
    // A long name stays within the limit.
    const QUrl longUrl(QStringLiteral("https://h/") + QString(400, u'x') + QStringLiteral(".xml"));
    const QString longAlternative = layout.alternativePathFor(longUrl, 2).value;
    QVERIFY(longAlternative.section(u'/', -1).toUtf8().size() <= LocalCopyLayout::maxNameBytes);
    QVERIFY(longAlternative.endsWith(QStringLiteral(".xml")));
    QVERIFY(longAlternative != layout.relativePathFor(longUrl).value);
}

void tst_LocalCopyLayout::longNames()
{
    const LocalCopyLayout layout(root);
    const QString longSegment(300, u'a');
    const QUrl url(QStringLiteral("https://example.org/dir/") + longSegment
                   + QStringLiteral(".xml"));
    const auto path = layout.relativePathFor(url);
    QVERIFY(path.isValid());
    QVERIFY2(problemWith(path.value).isEmpty(), qPrintable(problemWith(path.value)));
    const QString name = path.value.section(u'/', -1);
    QVERIFY(name.toUtf8().size() <= 255);
    QVERIFY(
        QRegularExpression(QStringLiteral("^a{200,}~[0-9a-f]{32}\\.xml$")).match(name).hasMatch());
    QCOMPARE(layout.urlFor(path.value).error, Error::ShortenedName);
    QCOMPARE(layout.candidateUrlsFor(path.value), QList<QUrl>());

    // Same prefix, different tails or case: different names, different keys.
    const QUrl other(QStringLiteral("https://example.org/dir/") + longSegment
                     + QStringLiteral("b.xml"));
    const QUrl upper(QStringLiteral("https://example.org/dir/") + longSegment.toUpper()
                     + QStringLiteral(".xml"));
    QVERIFY(layout.relativePathFor(other).value != path.value);
    QVERIFY(LocalCopyLayout::collisionKey(layout.relativePathFor(upper).value)
            != LocalCopyLayout::collisionKey(path.value));
    QCOMPARE(layout.relativePathFor(url).value, path.value); // deterministic

    // Exactly 255 bytes is kept whole and reversible; 256 is cut.
    const QUrl fits(QStringLiteral("https://example.org/") + QString(255, u'b'));
    const auto fitsPath = layout.relativePathFor(fits);
    QCOMPARE(fitsPath.value, QStringLiteral("example.org/") + QString(255, u'b'));
    QCOMPARE(layout.candidateUrlsFor(fitsPath.value).first(), fits);
    const QUrl over(QStringLiteral("https://example.org/") + QString(256, u'b'));
    QCOMPARE(layout.urlFor(layout.relativePathFor(over).value).error, Error::ShortenedName);

    // Multi-byte characters and escapes are never cut in the middle.
    const QUrl japanese(QStringLiteral("https://example.jp/") + QString(120, QChar(0x8CC7)));
    const QString jp = layout.relativePathFor(japanese).value.section(u'/', -1);
    QVERIFY(jp.toUtf8().size() <= 255);
    QVERIFY(jp.startsWith(QString(70, QChar(0x8CC7))));
    QVERIFY(!jp.contains(QChar::ReplacementCharacter));
    QString books;
    for (int i = 0; i < 70; ++i)
        books += QStringLiteral("\U0001F4DA");
    const QUrl emoji(QStringLiteral("https://example.org/") + books);
    const QString cutEmoji = layout.relativePathFor(emoji).value.section(u'/', -1);
    QVERIFY(cutEmoji.toUtf8().size() <= 255);
    QVERIFY(!cutEmoji.toUcs4().contains(0xFFFD));
    QVERIFY(QString::fromUtf8(cutEmoji.toUtf8()) == cutEmoji); // no lone surrogate
    const QUrl escapes(QStringLiteral("https://example.org/") + QString(100, u'|'));
    const QString cut = layout.relativePathFor(escapes).value.section(u'/', -1);
    QVERIFY(cut.toUtf8().size() <= 255);
    QVERIFY(cut.section(u'~', 0, 0).endsWith(QStringLiteral("%7C")));
    QVERIFY(problemWith(QStringLiteral("example.org/") + cut).isEmpty());

    // A long authority is cut too.
    QString host;
    while (host.size() < 250)
        host += QStringLiteral("abcdefgh.");
    const QUrl longHost(QStringLiteral("https://") + host + QStringLiteral("org:8443/x"));
    const auto hostPath = layout.relativePathFor(longHost);
    if (hostPath.isValid()) {
        QVERIFY2(problemWith(hostPath.value).isEmpty(), qPrintable(hostPath.value));
        QCOMPARE(layout.urlFor(hostPath.value).error, Error::ShortenedName);
    }
}

void tst_LocalCopyLayout::filePaths()
{
    const LocalCopyLayout layout(QStringLiteral("/tmp/mirror/"));
    QCOMPARE(layout.rootDirectory(), QStringLiteral("/tmp/mirror"));
    const QUrl url(QStringLiteral("https://example.org/a/b.xml"));
    const auto file = layout.filePathFor(url);
    QVERIFY(file.isValid());
    QCOMPARE(file.value, QStringLiteral("/tmp/mirror/example.org/a/b.xml"));
    QCOMPARE(layout.urlForFilePath(file.value).value, url);
    QCOMPARE(layout.urlForFilePath(QStringLiteral("/tmp/mirrorx/example.org/a")).error,
             Error::InvalidPath);
    QCOMPARE(layout.urlForFilePath(QStringLiteral("/tmp/mirror/../etc/passwd")).error,
             Error::InvalidPath);
    QCOMPARE(layout.urlForFilePath(QStringLiteral("/tmp/mirror/.rsinspector/state")).error,
             Error::StateDirectory);
    QCOMPARE(LocalCopyLayout::stateDirectoryName(), QStringLiteral(".rsinspector"));
}
