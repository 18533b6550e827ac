// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/localcopylayout.h"

#include <QDir>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using rsi::LocalCopyLayout;
using Error = LocalCopyLayout::Error;

Q_DECLARE_METATYPE(LocalCopyLayout::Error)

namespace {

const QString root = QStringLiteral("/tmp/mirror");

// How macOS (case-folding, normalisation-insensitive) and Windows (upper
// case) compare names: collisionKey() must unify at least what they unify.
QString macKey(const QString &path)
{
    return path.normalized(QString::NormalizationForm_D).toCaseFolded();
}
QString windowsKey(const QString &path)
{
    return path.toUpper();
}

// Checks every name of a path against what Linux, macOS and Windows accept.
// Returns an explanation, or an empty string when the path is fine.
QString problemWith(const QString &relativePath)
{
    if (relativePath.isEmpty() || relativePath.startsWith(u'/'))
        return QStringLiteral("not relative");
    const QStringList names = relativePath.split(u'/');
    if (names.size() < 2)
        return QStringLiteral("no name below the authority");
    if (names.first().compare(LocalCopyLayout::stateDirectoryName(), Qt::CaseInsensitive) == 0)
        return QStringLiteral("inside the state directory");
    for (const QString &name : names) {
        if (name.isEmpty() || name == u"." || name == u"..")
            return QStringLiteral("bad name '%1'").arg(name);
        if (name.toUtf8().size() > 255)
            return QStringLiteral("name longer than 255 bytes");
        if (name.endsWith(u'.') || name.endsWith(u' '))
            return QStringLiteral("trailing dot or space in '%1'").arg(name);
        for (const char32_t cp : name.toUcs4()) {
            if (cp < 0x20 || cp == 0x7F
                || (cp < 0x80 && QStringView(u"<>:\"\\|?*").contains(QChar(char16_t(cp)))))
                return QStringLiteral("forbidden character in '%1'").arg(name);
            const auto category = QChar::category(cp);
            if (category == QChar::Other_Control || category == QChar::Other_Format
                || QChar::isNonCharacter(cp))
                return QStringLiteral("invisible or non-character in '%1'").arg(name);
        }
        QString base = name.left(name.indexOf(u'.')).toUpper();
        while (base.endsWith(u' '))
            base.chop(1);
        static const QRegularExpression device(QStringLiteral(
            "^(CON|PRN|AUX|NUL|CONIN\\$|CONOUT\\$|(COM|LPT)[0-9\u00B9\u00B2\u00B3])$"));
        if (device.match(base).hasMatch())
            return QStringLiteral("Windows device name '%1'").arg(name);
    }
    const QString cleaned = QDir::cleanPath(root + u'/' + relativePath);
    if (!cleaned.startsWith(root + u'/'))
        return QStringLiteral("outside the root");
    return {};
}

QString pathOf(const QString &url)
{
    return LocalCopyLayout(root).relativePathFor(QUrl(url)).value;
}

QString folderOf(const QString &path)
{
    return path.left(path.lastIndexOf(u'/'));
}

} // namespace

class tst_LocalCopyLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapping_data();
    void mapping();
    void refused_data();
    void refused();
    void roundTrip_data();
    void roundTrip();
    void candidatesBySchemeAndPort();
    void candidatesRefuse_data();
    void candidatesRefuse();
    void rawAndEscapedReservedCharactersStayApart();
    void noncharactersRoundTrip_data();
    void noncharactersRoundTrip();
    void httpAndHttpsShareAPath();
    void caseTwins();
    void normalisationTwins();
    void collisionKeyFolds_data();
    void collisionKeyFolds();
    void collisionKeyIsTakenNameByName();
    void fileAndFolderTwins();
    void indexNameCannotCollide();
    void alternatives();
    void longNames();
    void filePaths();
    void randomUrls();
};

void tst_LocalCopyLayout::mapping_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");

    const auto row = [](const char *name, const QString &url, const QString &expected) {
        QTest::newRow(name) << url << expected;
    };
    // The design's and the issue's examples.
    row("query", QStringLiteral("https://host/a/b?c"), QStringLiteral("host/a/b%3Fc"));
    row("port and case", QStringLiteral("http://host:8080/Theses/Report.PDF"),
        QStringLiteral("host%3A8080/Theses/Report.PDF"));
    row("librarian", QStringLiteral("https://library.example.org/Theses/Report.PDF"),
        QStringLiteral("library.example.org/Theses/Report.PDF"));
    row("issue 11", QStringLiteral("http://127.0.0.1:37805/books/records/Book-001.txt"),
        QStringLiteral("127.0.0.1%3A37805/books/records/Book-001.txt"));
    // Authority: no scheme, the port when it is not the default.
    row("default https port", QStringLiteral("https://example.org:443/a"),
        QStringLiteral("example.org/a"));
    row("other https port", QStringLiteral("https://example.org:8443/a"),
        QStringLiteral("example.org%3A8443/a"));
    row("http", QStringLiteral("http://example.org/a"), QStringLiteral("example.org/a"));
    row("default http port", QStringLiteral("http://example.org:80/a"),
        QStringLiteral("example.org/a"));
    row("https on port 80", QStringLiteral("https://example.org:80/a"),
        QStringLiteral("example.org%3A80/a"));
    row("http on port 443", QStringLiteral("http://example.org:443/a"),
        QStringLiteral("example.org%3A443/a"));
    row("upper-case scheme and host", QStringLiteral("HTTPS://Example.ORG/a"),
        QStringLiteral("example.org/a"));
    row("IPv6", QStringLiteral("http://[::1]:8080/a"), QStringLiteral("[%3A%3A1]%3A8080/a"));
    row("IDN host in ACE", QStringLiteral("https://例え.jp/x"), QStringLiteral("xn--r8jz45g.jp/x"));
    row("host with trailing dot", QStringLiteral("https://example.org./x"),
        QStringLiteral("example.org%2E/x"));
    row("host named like a device", QStringLiteral("https://con/x"), QStringLiteral("%63on/x"));
    // Dropped parts.
    row("fragment dropped", QStringLiteral("https://example.org/a#part"),
        QStringLiteral("example.org/a"));
    row("user info dropped", QStringLiteral("https://user:secret@example.org/a"),
        QStringLiteral("example.org/a"));
    // Trailing slashes and queries.
    row("site root", QStringLiteral("https://example.org/"),
        QStringLiteral("example.org/index.rsinspector"));
    row("empty path", QStringLiteral("https://example.org"),
        QStringLiteral("example.org/index.rsinspector"));
    row("folder", QStringLiteral("https://example.org/a/"),
        QStringLiteral("example.org/a/index.rsinspector"));
    row("folder with query", QStringLiteral("https://example.org/a/?q=1"),
        QStringLiteral("example.org/a/%3Fq=1"));
    row("empty query kept", QStringLiteral("https://example.org/a?"),
        QStringLiteral("example.org/a%3F"));
    row("query with escapes", QStringLiteral("https://example.org/a?x=%2f&y=a b&z=%26"),
        QStringLiteral("example.org/a%3Fx=%2f&y=a b&z=%26"));
    row("query with raw slash and question mark", QStringLiteral("https://example.org/a?x=/b?c"),
        QStringLiteral("example.org/a%3Fx=%2Fb%3Fc"));
    // Characters: decoded, then only the unsafe ones escaped.
    row("case kept", QStringLiteral("https://example.org/ResourceList.XML"),
        QStringLiteral("example.org/ResourceList.XML"));
    row("space", QStringLiteral("https://example.org/Report%20One.pdf"),
        QStringLiteral("example.org/Report One.pdf"));
    row("raw space", QStringLiteral("https://example.org/a b"), QStringLiteral("example.org/a b"));
    row("percent itself", QStringLiteral("https://example.org/100%25"),
        QStringLiteral("example.org/100%25"));
    row("percent before hex digits", QStringLiteral("https://example.org/a%252Fb"),
        QStringLiteral("example.org/a%252Fb"));
    row("encoded slash kept, lower case", QStringLiteral("https://example.org/a%2Fb"),
        QStringLiteral("example.org/a%2fb"));
    row("encoded colons kept, lower case",
        QStringLiteral("https://example.org/records/oai%3Aarxiv.org%3A1234"),
        QStringLiteral("example.org/records/oai%3aarxiv.org%3a1234"));
    row("raw colons escaped, upper case",
        QStringLiteral("https://example.org/records/oai:arxiv.org:1234"),
        QStringLiteral("example.org/records/oai%3Aarxiv.org%3A1234"));
    row("Windows-unsafe", QStringLiteral("https://example.org/a:b*c%22d%3Ce%3Ef%7Cg%5Ch"),
        QStringLiteral("example.org/a%3Ab%2Ac%22d%3Ce%3Ef%7Cg%5Ch"));
    row("encoded question mark", QStringLiteral("https://example.org/a%3Fb"),
        QStringLiteral("example.org/a%3fb"));
    row("encoded hash", QStringLiteral("https://example.org/a%23b"),
        QStringLiteral("example.org/a%23b"));
    row("exclamation mark", QStringLiteral("https://example.org/hey!"),
        QStringLiteral("example.org/hey!"));
    row("encoded exclamation mark", QStringLiteral("https://example.org/hey%21"),
        QStringLiteral("example.org/hey%21"));
    row("safe punctuation", QStringLiteral("https://example.org/a-b_c~d$e&f'g(h)i+j,k;l=m@n[o]"),
        QStringLiteral("example.org/a-b_c~d$e&f'g(h)i+j,k;l=m@n[o]"));
    row("encoded brackets", QStringLiteral("https://example.org/a%5Bb%5D"),
        QStringLiteral("example.org/a%5bb%5d"));
    row("never raw in a URL", QStringLiteral("https://example.org/%5E%60%7B%7D"),
        QStringLiteral("example.org/^`{}"));
    row("control character", QStringLiteral("https://example.org/a%01b%7F"),
        QStringLiteral("example.org/a%01b%7F"));
    row("NUL", QStringLiteral("https://example.org/a%00b"), QStringLiteral("example.org/a%00b"));
    row("unreserved escapes decoded", QStringLiteral("https://example.org/%7euser/%61"),
        QStringLiteral("example.org/~user/a"));
    row("trailing dot", QStringLiteral("https://example.org/file."),
        QStringLiteral("example.org/file%2E"));
    row("trailing dots", QStringLiteral("https://example.org/file.."),
        QStringLiteral("example.org/file.%2E"));
    row("trailing space", QStringLiteral("https://example.org/dir%20/x"),
        QStringLiteral("example.org/dir%20/x"));
    row("dot file kept", QStringLiteral("https://example.org/.htaccess"),
        QStringLiteral("example.org/.htaccess"));
    row("three dots", QStringLiteral("https://example.org/.../x"),
        QStringLiteral("example.org/..%2E/x"));
    row("encoded dots in a longer name", QStringLiteral("https://example.org/%2e%2e%2ex"),
        QStringLiteral("example.org/...x"));
    // Windows device names, any case, any extension; the case is kept.
    row("con", QStringLiteral("https://example.org/con"), QStringLiteral("example.org/%63on"));
    row("CON upper case", QStringLiteral("https://example.org/CON"),
        QStringLiteral("example.org/%43ON"));
    row("Con.Txt", QStringLiteral("https://example.org/Con.Txt"),
        QStringLiteral("example.org/%43on.Txt"));
    row("nul.txt", QStringLiteral("https://example.org/nul.txt"),
        QStringLiteral("example.org/%6Eul.txt"));
    row("aux.tar.gz", QStringLiteral("https://example.org/aux.tar.gz"),
        QStringLiteral("example.org/%61ux.tar.gz"));
    row("prn as folder", QStringLiteral("https://example.org/prn/x"),
        QStringLiteral("example.org/%70rn/x"));
    row("com1", QStringLiteral("https://example.org/com1.xml"),
        QStringLiteral("example.org/%63om1.xml"));
    row("com0", QStringLiteral("https://example.org/COM0"), QStringLiteral("example.org/%43OM0"));
    row("lpt9", QStringLiteral("https://example.org/lpt9"), QStringLiteral("example.org/%6Cpt9"));
    row("com superscript", QStringLiteral("https://example.org/com%C2%B9"),
        QStringLiteral("example.org/%63om\u00B9"));
    row("con with trailing space before extension",
        QStringLiteral("https://example.org/con%20.txt"), QStringLiteral("example.org/%63on .txt"));
    row("conin$", QStringLiteral("https://example.org/conin$"),
        QStringLiteral("example.org/%63onin$"));
    row("console is not reserved", QStringLiteral("https://example.org/console"),
        QStringLiteral("example.org/console"));
    // Unicode: readable, except what is invisible or not for interchange.
    row("Japanese", QStringLiteral("https://example.jp/資料/目録.xml"),
        QStringLiteral("example.jp/資料/目録.xml"));
    row("Japanese percent-encoded", QStringLiteral("https://example.jp/%E8%B3%87%E6%96%99"),
        QStringLiteral("example.jp/資料"));
    row("letters with case", QStringLiteral("https://example.org/Caf%C3%A9/%C3%89t%C3%A9"),
        QStringLiteral("example.org/Café/Été"));
    row("sharp s", QStringLiteral("https://example.org/stra%C3%9Fe"),
        QStringLiteral("example.org/straße"));
    row("decomposed accent kept as it is", QStringLiteral("https://example.org/e%CC%81"),
        QStringLiteral("example.org/e\u0301"));
    row("ideographic space", QStringLiteral("https://example.org/a%E3%80%80b"),
        QStringLiteral("example.org/a\u3000b"));
    row("emoji", QStringLiteral("https://example.org/%F0%9F%93%9A"),
        QStringLiteral("example.org/\U0001F4DA"));
    row("invalid UTF-8 kept as an escape", QStringLiteral("https://example.org/a%FFb"),
        QStringLiteral("example.org/a%FFb"));
    row("overlong UTF-8 kept as escapes", QStringLiteral("https://example.org/%C0%AE"),
        QStringLiteral("example.org/%C0%AE"));
    row("surrogate in UTF-8 kept as escapes", QStringLiteral("https://example.org/%ED%A0%80"),
        QStringLiteral("example.org/%ED%A0%80"));
    row("bidi override escaped", QStringLiteral("https://example.org/a%E2%80%AEfdp.exe"),
        QStringLiteral("example.org/a%E2%80%AEfdp.exe"));
    row("zero width joiner escaped", QStringLiteral("https://example.org/a%E2%80%8Db"),
        QStringLiteral("example.org/a%E2%80%8Db"));
    row("C1 control escaped", QStringLiteral("https://example.org/a%C2%85b"),
        QStringLiteral("example.org/a%C2%85b"));
    row("line separator escaped", QStringLiteral("https://example.org/a%E2%80%A8b"),
        QStringLiteral("example.org/a%E2%80%A8b"));
    row("noncharacter escaped", QStringLiteral("https://example.org/a%EF%BF%BFb"),
        QStringLiteral("example.org/a%EF%BF%BFb"));
    // Reserved names of the layout.
    row("segment named like the index file",
        QStringLiteral("https://example.org/index.rsinspector"),
        QStringLiteral("example.org/index%2Ersinspector"));
    row("the same in upper case", QStringLiteral("https://example.org/INDEX.RSINSPECTOR/x"),
        QStringLiteral("example.org/INDEX%2ERSINSPECTOR/x"));
    row("state directory name in a path", QStringLiteral("https://example.org/.rsinspector/x"),
        QStringLiteral("example.org/.rsinspector/x"));
    row("tilde", QStringLiteral("https://example.org/a~b"), QStringLiteral("example.org/a~b"));
}

void tst_LocalCopyLayout::mapping()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);
    const LocalCopyLayout layout(root);
    const auto result = layout.relativePathFor(QUrl(url));
    QVERIFY2(result.isValid(), qPrintable(result.errorString));
    QCOMPARE(result.value, expected);
    QVERIFY(result.errorString.isEmpty());
    const QString problem = problemWith(result.value);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(
        layout.candidateUrlsFor(result.value).contains(LocalCopyLayout::normalizedUrl(QUrl(url))));
}

void tst_LocalCopyLayout::refused_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<Error>("error");

    QTest::newRow("empty") << QUrl() << Error::InvalidUrl;
    QTest::newRow("relative") << QUrl(QStringLiteral("a/b.xml")) << Error::InvalidUrl;
    QTest::newRow("absolute path") << QUrl(QStringLiteral("/etc/passwd")) << Error::InvalidUrl;
    QTest::newRow("ftp") << QUrl(QStringLiteral("ftp://example.org/a")) << Error::UnsupportedScheme;
    QTest::newRow("file") << QUrl(QStringLiteral("file:///etc/passwd")) << Error::UnsupportedScheme;
    QTest::newRow("data") << QUrl(QStringLiteral("data:text/plain,x")) << Error::UnsupportedScheme;
    QTest::newRow("no host") << QUrl(QStringLiteral("http:a/b")) << Error::MissingHost;
    QTest::newRow("empty host") << QUrl(QStringLiteral("https:///a")) << Error::MissingHost;
    QTest::newRow("dot dot") << QUrl(QStringLiteral("https://example.org/a/../../b"))
                             << Error::DotSegment;
    QTest::newRow("leading dot dot")
        << QUrl(QStringLiteral("https://example.org/../etc/passwd")) << Error::DotSegment;
    QTest::newRow("dot") << QUrl(QStringLiteral("https://example.org/./a")) << Error::DotSegment;
    QTest::newRow("last dot dot") << QUrl(QStringLiteral("https://example.org/a/.."))
                                  << Error::DotSegment;
    QTest::newRow("%2e%2e") << QUrl(QStringLiteral("https://example.org/%2e%2e/x"))
                            << Error::DotSegment;
    QTest::newRow("%2E%2e") << QUrl(QStringLiteral("https://example.org/a/%2E%2e"))
                            << Error::DotSegment;
    QTest::newRow(".%2e") << QUrl(QStringLiteral("https://example.org/.%2e/x"))
                          << Error::DotSegment;
    QTest::newRow("%2e") << QUrl(QStringLiteral("https://example.org/%2e/x")) << Error::DotSegment;
    QTest::newRow("empty segment")
        << QUrl(QStringLiteral("https://example.org/a//b")) << Error::EmptySegment;
    QTest::newRow("double leading slash")
        << QUrl(QStringLiteral("https://example.org//etc/passwd")) << Error::EmptySegment;
}

void tst_LocalCopyLayout::refused()
{
    QFETCH(QUrl, url);
    QFETCH(Error, error);
    const LocalCopyLayout layout(root);
    for (const auto &result : {layout.relativePathFor(url), layout.filePathFor(url),
                               layout.alternativePathFor(url, 1)}) {
        QVERIFY2(!result.isValid(), qPrintable(result.value));
        QCOMPARE(result.error, error);
        QVERIFY(result.value.isEmpty());
        QVERIFY(!result.errorString.isEmpty());
    }
}

void tst_LocalCopyLayout::roundTrip_data()
{
    QTest::addColumn<QString>("url");
    const QStringList urls = {
        QStringLiteral("https://host/a/b?c"),
        QStringLiteral("https://example.org/"),
        QStringLiteral("https://example.org"),
        QStringLiteral("https://example.org/a/"),
        QStringLiteral("https://example.org/a/?q=1"),
        QStringLiteral("https://example.org/a?"),
        QStringLiteral("https://example.org/?"),
        QStringLiteral("https://example.org/a?x=%2f&y=a b&z=%26&w=?/#frag"),
        QStringLiteral("https://example.org/a?%3F%3f?%2F/%3A:%2A*"),
        QStringLiteral("https://user:pw@example.org:443/a#frag"),
        QStringLiteral("https://example.org:8443/a"),
        QStringLiteral("http://example.org/a"),
        QStringLiteral("http://example.org:8080/a/b/"),
        QStringLiteral("http://example.org:443/a"),
        QStringLiteral("https://example.org:80/a"),
        QStringLiteral("http://[::1]:8080/a"),
        QStringLiteral("https://[2001:db8::1]/a"),
        QStringLiteral("https://127.0.0.1/a"),
        QStringLiteral("https://例え.jp/資料/目録.xml"),
        QStringLiteral("https://example.jp/資料/目録.xml?版=2"),
        QStringLiteral("https://example.org/ResourceList.XML"),
        QStringLiteral("https://example.org/a%2Fb/c%3Fd/e%23f/g%25h/i%2Aj/k%3Al"),
        QStringLiteral("https://example.org/a!b/c%21d/e*f/g:h/@x/$y/%40z/%24w"),
        QStringLiteral("https://example.org/a%20b/%22q%22/%3C%3E/%7C/%5C/%5E/%60/%7B%7D"),
        QStringLiteral("https://example.org/%00/%01/%1F/%7F"),
        QStringLiteral("https://example.org/a%FF/%C0%AE/%ED%A0%80/%F4%90%80%80"),
        QStringLiteral("https://example.org/caf%C3%A9/e%CC%81/stra%C3%9Fe/%E2%80%AE"),
        QStringLiteral("https://example.org/file./file../dir%20/.../.htaccess"),
        QStringLiteral("https://example.org/con/PRN/aux.txt/nul.tar.gz/com1/LPT9/com%C2%B9"),
        QStringLiteral("https://example.org/index.rsinspector/index.rsinspector"),
        QStringLiteral("https://example.org/INDEX.RSINSPECTOR"),
        QStringLiteral("https://example.org/.rsinspector/x"),
        QStringLiteral("https://con/x"),
        QStringLiteral("https://example.org./x"),
        QStringLiteral("https://example.org/a!-b"),
        QStringLiteral("https://example.org/%F0%9F%93%9A"),
        QStringLiteral("https://example.org/a[b]c%5Bd%5D"),
        QStringLiteral("https://example.org/100%25/%252F/%25%32%46"),
        QStringLiteral("https://example.org/a~0123456789abcdef.xml"),
    };
    for (const QString &url : urls)
        QTest::newRow(qPrintable(url)) << url;
}

void tst_LocalCopyLayout::roundTrip()
{
    QFETCH(QString, url);
    const LocalCopyLayout layout(root);
    const QUrl input(url);
    const auto path = layout.relativePathFor(input);
    QVERIFY2(path.isValid(), qPrintable(path.errorString));
    const QString problem = problemWith(path.value);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + QLatin1String(": ") + path.value));
    const QUrl normalized = LocalCopyLayout::normalizedUrl(input);
    const QList<QUrl> candidates = layout.candidateUrlsFor(path.value);
    QVERIFY2(candidates.contains(normalized),
             qPrintable(path.value + QLatin1String(" gives ")
                        + QUrl::toStringList(candidates).join(u' ')));
    for (const QUrl &candidate : candidates) {
        QCOMPARE(layout.relativePathFor(candidate).value, path.value);
        QVERIFY(candidate.fragment().isEmpty());
        QVERIFY(candidate.userInfo().isEmpty());
    }
    // https first, when both schemes fit (a written default port fits one).
    if (candidates.size() == 2)
        QCOMPARE(candidates.first().scheme(), QStringLiteral("https"));
    const auto back = layout.urlFor(path.value);
    QVERIFY2(back.isValid(), qPrintable(back.errorString));
    QCOMPARE(back.value, candidates.first());
}

void tst_LocalCopyLayout::candidatesBySchemeAndPort()
{
    const LocalCopyLayout layout(root);
    const auto urls = [](std::initializer_list<const char *> texts) {
        QList<QUrl> list;
        for (const char *text : texts)
            list.append(QUrl(QString::fromUtf8(text)));
        return list;
    };
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("example.org/a")),
             urls({"https://example.org/a", "http://example.org/a"}));
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("example.org%3A8080/a")),
             urls({"https://example.org:8080/a", "http://example.org:8080/a"}));
    // A default port is never written, so it names the other scheme alone.
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("example.org%3A443/a")),
             urls({"http://example.org:443/a"}));
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("example.org%3A80/a")),
             urls({"https://example.org:80/a"}));
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("h/x/index.rsinspector")),
             urls({"https://h/x/", "http://h/x/"}));
    QCOMPARE(layout.candidateUrlsFor(QStringLiteral("h/x%3Fq=%2F")).first(),
             QUrl(QStringLiteral("https://h/x?q=/")));
}

void tst_LocalCopyLayout::candidatesRefuse_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Error>("error");

    const auto invalid = [](const char *name, const QString &path) {
        QTest::newRow(name) << path << Error::InvalidPath;
    };
    invalid("empty", QString());
    invalid("host only", QStringLiteral("example.org"));
    invalid("parent", QStringLiteral("../etc/passwd"));
    invalid("parent inside", QStringLiteral("example.org/../../etc/passwd"));
    invalid("dot", QStringLiteral("example.org/./a"));
    invalid("absolute", QStringLiteral("/etc/passwd"));
    invalid("absolute with host", QStringLiteral("/example.org/a"));
    invalid("Windows drive", QStringLiteral("C:/Windows/win.ini"));
    invalid("backslashes", QStringLiteral("example.org\\..\\..\\x"));
    invalid("backslash in name", QStringLiteral("example.org/a\\b"));
    invalid("NUL in name", QStringLiteral("example.org/a") + QChar() + QStringLiteral("b"));
    invalid("empty name", QStringLiteral("example.org//a"));
    invalid("trailing slash", QStringLiteral("example.org/a/"));
    invalid("lower-case escape of an unreserved character", QStringLiteral("example.org/a%2eb"));
    invalid("lower-case escape of UTF-8", QStringLiteral("example.org/caf%c3%a9"));
    invalid("escaped letter with case", QStringLiteral("example.org/caf%C3%A9"));
    invalid("needless escape", QStringLiteral("example.org/%61"));
    invalid("broken escape", QStringLiteral("example.org/a%2"));
    invalid("bad escape", QStringLiteral("example.org/a%zz"));
    invalid("raw question mark", QStringLiteral("example.org/a?b"));
    invalid("raw colon", QStringLiteral("example.org/a:b"));
    invalid("upper-case escape of a raw reserved character", QStringLiteral("example.org/a%3Bb"));
    invalid("escaped dot dot", QStringLiteral("example.org/%2E%2E/x"));
    invalid("raw device name", QStringLiteral("example.org/con"));
    invalid("raw trailing dot", QStringLiteral("example.org/a."));
    invalid("raw bidi override", QStringLiteral("example.org/a\u202Eb"));
    invalid("index name in other case", QStringLiteral("example.org/INDEX.RSINSPECTOR"));
    invalid("ftp in the authority", QStringLiteral("ftp%3A%2F%2Fexample.org/a"));
    invalid("old layout's http prefix", QStringLiteral("http%3A%2F%2Fexample.org/a"));
    invalid("user info in the authority", QStringLiteral("user%40example.org/a"));
    invalid("upper-case host", QStringLiteral("Example.org/a"));
    QTest::newRow("state directory")
        << QStringLiteral(".rsinspector/state.json") << Error::StateDirectory;
    QTest::newRow("state directory, other case")
        << QStringLiteral(".RSInspector/x") << Error::StateDirectory;
    QTest::newRow("shortened name") << QStringLiteral("example.org/") + QString(215, u'a')
            + QStringLiteral("~0123456789abcdef0123456789abcdef.xml")
                                    << Error::ShortenedName;
}

void tst_LocalCopyLayout::candidatesRefuse()
{
    QFETCH(QString, path);
    QFETCH(Error, error);
    const LocalCopyLayout layout(root);
    QCOMPARE(layout.candidateUrlsFor(path), QList<QUrl>());
    const auto result = layout.urlFor(path);
    QVERIFY2(!result.isValid(), qPrintable(result.value.toString()));
    QCOMPARE(result.error, error);
    QVERIFY(result.value.isEmpty());
    QVERIFY(!result.errorString.isEmpty());
}

void tst_LocalCopyLayout::rawAndEscapedReservedCharactersStayApart()
{
    // For every printable ASCII character, in a path and in a query: the raw
    // and the escaped spelling get the same file exactly when QUrl says they
    // are the same URL. This pins the layout's list of reserved characters
    // to QUrl's behaviour.
    const LocalCopyLayout layout(root);
    int distinct = 0;
    for (char16_t c = 0x21; c < 0x7F; ++c) {
        if (c == '/' || c == '?' || c == '#' || c == '%')
            continue; // raw, they end the segment or the query
        const QString raw(QChar {c});
        const QString escaped
            = QStringLiteral("%%1").arg(int(c), 2, 16, QLatin1Char('0')).toUpper();
        for (const QString &prefix :
             {QStringLiteral("https://h/a"), QStringLiteral("https://h/a?q")}) {
            const QUrl a = QUrl::fromEncoded((prefix + raw + u'b').toUtf8());
            const QUrl b = QUrl::fromEncoded((prefix + escaped + u'b').toUtf8());
            QVERIFY(a.isValid() && b.isValid());
            const bool sameUrl
                = LocalCopyLayout::normalizedUrl(a) == LocalCopyLayout::normalizedUrl(b);
            const bool samePath
                = layout.relativePathFor(a).value == layout.relativePathFor(b).value;
            QVERIFY2(sameUrl == samePath,
                     qPrintable(prefix + raw + QLatin1String(" vs ") + escaped));
            distinct += sameUrl ? 0 : 1;
        }
    }
    QCOMPARE(distinct, 2 * 15); // "!$&'()*+,:;=@[]" in both components
}

void tst_LocalCopyLayout::noncharactersRoundTrip_data()
{
    // Issue 16, item 10: QUrl built from text holding a raw noncharacter did
    // not compare equal to the same URL parsed from its encoded form.
    QTest::addColumn<QString>("url");
    QTest::newRow("U+FDD0") << QStringLiteral("https://example.org/a\uFDD0b");
    QTest::newRow("U+FDEF") << QStringLiteral("https://example.org/\uFDEF");
    QTest::newRow("U+FFFE") << QStringLiteral("https://example.org/a\uFFFE");
    QTest::newRow("U+FFFF") << QStringLiteral("https://example.org/a\uFFFF/b");
    QTest::newRow("U+1FFFF") << QStringLiteral("https://example.org/\U0001FFFF");
    QTest::newRow("U+10FFFF in a query") << QStringLiteral("https://example.org/a?\U0010FFFF=1");
}

void tst_LocalCopyLayout::noncharactersRoundTrip()
{
    QFETCH(QString, url);
    const LocalCopyLayout layout(root);
    const QUrl input(url);
    const QUrl normalized = LocalCopyLayout::normalizedUrl(input);
    QVERIFY(normalized.isValid());
    const auto path = layout.relativePathFor(input);
    QVERIFY2(path.isValid(), qPrintable(path.errorString));
    QVERIFY2(problemWith(path.value).isEmpty(), qPrintable(path.value));
    // Escaped, never raw. (Qt 6.4's QUrl itself encodes an astral
    // noncharacter as the bytes of a lone surrogate; the mapping keeps them.)
    QVERIFY2(path.value.contains(u'%'), qPrintable(path.value));
    // QUrl::operator==, not a string form.
    QVERIFY(layout.candidateUrlsFor(path.value).contains(normalized));
    QVERIFY(layout.urlFor(path.value).value == normalized);
    QVERIFY(LocalCopyLayout::normalizedUrl(QUrl::fromEncoded(input.toEncoded())) == normalized);
}

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

QTEST_GUILESS_MAIN(tst_LocalCopyLayout)
#include "tst_localcopylayout.moc"
