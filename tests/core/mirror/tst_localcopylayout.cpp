// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_localcopylayout.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using rsi::LocalCopyLayout;
using Error = LocalCopyLayout::Error;
using namespace layouttest;

Q_DECLARE_METATYPE(LocalCopyLayout::Error)

namespace layouttest {

QString macKey(const QString &path)
{
    return path.normalized(QString::NormalizationForm_D).toCaseFolded();
}
QString windowsKey(const QString &path)
{
    return path.toUpper();
}

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

} // namespace layouttest

void tst_LocalCopyLayout::mapping_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");

    const auto row = [](const char *name, const QString &url, const QString &expected) {
        QTest::newRow(name) << url << expected;
    };
    // The design's and the examples.
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

QTEST_GUILESS_MAIN(tst_LocalCopyLayout)
