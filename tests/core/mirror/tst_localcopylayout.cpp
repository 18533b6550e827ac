// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/localcopylayout.h"

#include <QDir>
#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using rsi::LocalCopyLayout;
using Error = LocalCopyLayout::Error;

Q_DECLARE_METATYPE(LocalCopyLayout::Error)

namespace {

const QString root = QStringLiteral("/tmp/mirror");

// What a file system that ignores case and Unicode normalisation (macOS,
// Windows) sees of a path.
QString foldedPath(const QString &path)
{
    return path.normalized(QString::NormalizationForm_D).toCaseFolded();
}

// Checks every name of a path against what Linux, macOS and Windows accept.
// Returns an explanation, or an empty string when the path is fine.
QString problemWith(const QString &relativePath)
{
    if (relativePath.isEmpty() || relativePath.startsWith(QLatin1Char('/')))
        return QStringLiteral("not relative");
    const QStringList names = relativePath.split(QLatin1Char('/'));
    if (names.first().compare(LocalCopyLayout::stateDirectoryName(), Qt::CaseInsensitive) == 0)
        return QStringLiteral("inside the state directory");
    for (const QString &name : names) {
        if (name.isEmpty() || name == u"." || name == u"..")
            return QStringLiteral("bad name '%1'").arg(name);
        if (name.toUtf8().size() > 255)
            return QStringLiteral("name longer than 255 bytes");
        if (name.endsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char(' ')))
            return QStringLiteral("trailing dot or space in '%1'").arg(name);
        for (const QChar c : name) {
            if (c.unicode() < 0x20 || QStringView(u"<>:\"\\|?*").contains(c))
                return QStringLiteral("forbidden character in '%1'").arg(name);
        }
        const QString base = name.left(name.indexOf(QLatin1Char('.'))).toUpper();
        static const QStringList devices = {
            QStringLiteral("CON"),  QStringLiteral("PRN"),  QStringLiteral("AUX"),
            QStringLiteral("NUL"),  QStringLiteral("COM1"), QStringLiteral("COM9"),
            QStringLiteral("LPT1"), QStringLiteral("LPT9"),
        };
        if (devices.contains(base))
            return QStringLiteral("Windows device name '%1'").arg(name);
    }
    const QString cleaned = QDir::cleanPath(root + QLatin1Char('/') + relativePath);
    if (!cleaned.startsWith(root + QLatin1Char('/')))
        return QStringLiteral("outside the root");
    return {};
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
    void urlForRefuses_data();
    void urlForRefuses();
    void caseVariantsDoNotCollide();
    void normalisationVariantsDoNotCollide();
    void indexNameCannotCollide();
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
    // The design's example.
    row("query", QStringLiteral("https://host/a/b?c"), QStringLiteral("host/a/b%3Fc"));
    row("plain", QStringLiteral("https://example.org/dataset/resourcelist.xml"),
        QStringLiteral("example.org/dataset/resourcelist.xml"));
    // Authority: scheme and port survive.
    row("default https port", QStringLiteral("https://example.org:443/a"),
        QStringLiteral("example.org/a"));
    row("other https port", QStringLiteral("https://example.org:8443/a"),
        QStringLiteral("example.org%3A8443/a"));
    row("http", QStringLiteral("http://example.org/a"),
        QStringLiteral("http%3A%2F%2Fexample.org/a"));
    row("default http port", QStringLiteral("http://example.org:80/a"),
        QStringLiteral("http%3A%2F%2Fexample.org/a"));
    row("http other port", QStringLiteral("http://example.org:8080/a"),
        QStringLiteral("http%3A%2F%2Fexample.org%3A8080/a"));
    row("https on port 80", QStringLiteral("https://example.org:80/a"),
        QStringLiteral("example.org%3A80/a"));
    row("upper-case scheme and host", QStringLiteral("HTTPS://Example.ORG/a"),
        QStringLiteral("example.org/a"));
    row("IPv6", QStringLiteral("http://[::1]:8080/a"),
        QStringLiteral("http%3A%2F%2F[%3A%3A1]%3A8080/a"));
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
    row("query with slash and escapes", QStringLiteral("https://example.org/a?x=%2f&y=a b"),
        QStringLiteral("example.org/a%3Fx=%252F&y=a b"));
    // Characters.
    row("upper case", QStringLiteral("https://example.org/ResourceList.XML"),
        QStringLiteral("example.org/!resource!list.!x!m!l"));
    row("space", QStringLiteral("https://example.org/a%20b"), QStringLiteral("example.org/a b"));
    row("raw space", QStringLiteral("https://example.org/a b"), QStringLiteral("example.org/a b"));
    row("encoded slash kept distinct", QStringLiteral("https://example.org/a%2Fb"),
        QStringLiteral("example.org/a%252Fb"));
    row("percent itself", QStringLiteral("https://example.org/100%25"),
        QStringLiteral("example.org/100%2525"));
    row("Windows-unsafe", QStringLiteral("https://example.org/a:b*c%22d%3Ce%3Ef%7Cg%5Ch"),
        QStringLiteral("example.org/a%3Ab%2Ac%22d%3Ce%3Ef%7Cg%5Ch"));
    row("encoded question mark", QStringLiteral("https://example.org/a%3Fb"),
        QStringLiteral("example.org/a%253Fb"));
    row("exclamation mark", QStringLiteral("https://example.org/hey!"),
        QStringLiteral("example.org/hey%21"));
    row("safe punctuation", QStringLiteral("https://example.org/a-b_c~d$e&f'g(h)i+j,k;l=m@n[o]"),
        QStringLiteral("example.org/a-b_c~d$e&f'g(h)i+j,k;l=m@n[o]"));
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
    // Windows device names, any case, any extension.
    row("con", QStringLiteral("https://example.org/con"), QStringLiteral("example.org/%63on"));
    row("CON upper case", QStringLiteral("https://example.org/CON"),
        QStringLiteral("example.org/!c!o!n"));
    row("nul.txt", QStringLiteral("https://example.org/nul.txt"),
        QStringLiteral("example.org/%6Eul.txt"));
    row("aux.tar.gz", QStringLiteral("https://example.org/aux.tar.gz"),
        QStringLiteral("example.org/%61ux.tar.gz"));
    row("prn as folder", QStringLiteral("https://example.org/prn/x"),
        QStringLiteral("example.org/%70rn/x"));
    row("com1", QStringLiteral("https://example.org/com1.xml"),
        QStringLiteral("example.org/%63om1.xml"));
    row("lpt9", QStringLiteral("https://example.org/lpt9"), QStringLiteral("example.org/%6Cpt9"));
    row("com superscript", QStringLiteral("https://example.org/com%C2%B9"),
        QStringLiteral("example.org/%63om\u00B9"));
    row("con with trailing space before extension",
        QStringLiteral("https://example.org/con%20.txt"), QStringLiteral("example.org/%63on .txt"));
    row("conin$", QStringLiteral("https://example.org/conin$"),
        QStringLiteral("example.org/%63onin$"));
    row("com0 is not reserved", QStringLiteral("https://example.org/com0"),
        QStringLiteral("example.org/com0"));
    row("console is not reserved", QStringLiteral("https://example.org/console"),
        QStringLiteral("example.org/console"));
    // Unicode.
    row("Japanese", QStringLiteral("https://example.jp/資料/目録.xml"),
        QStringLiteral("example.jp/資料/目録.xml"));
    row("Japanese percent-encoded", QStringLiteral("https://example.jp/%E8%B3%87%E6%96%99"),
        QStringLiteral("example.jp/資料"));
    row("letters with case escaped", QStringLiteral("https://example.org/caf%C3%A9"),
        QStringLiteral("example.org/caf%C3%A9"));
    row("sharp s escaped", QStringLiteral("https://example.org/stra%C3%9Fe"),
        QStringLiteral("example.org/stra%C3%9Fe"));
    row("invalid UTF-8 kept as an escape", QStringLiteral("https://example.org/a%FFb"),
        QStringLiteral("example.org/a%25FFb"));
    row("overlong UTF-8 kept as escapes", QStringLiteral("https://example.org/%C0%AE"),
        QStringLiteral("example.org/%25C0%25AE"));
    row("bidi override escaped", QStringLiteral("https://example.org/a%E2%80%AEb"),
        QStringLiteral("example.org/a%E2%80%AEb"));
    row("ideographic space escaped", QStringLiteral("https://example.org/a%E3%80%80"),
        QStringLiteral("example.org/a%E3%80%80"));
    row("emoji", QStringLiteral("https://example.org/%F0%9F%93%9A"),
        QStringLiteral("example.org/\U0001F4DA"));
    row("decomposed accent escaped", QStringLiteral("https://example.org/e%CC%81"),
        QStringLiteral("example.org/e%CC%81"));
    // Reserved names of the layout.
    row("segment named like the index file",
        QStringLiteral("https://example.org/index.rsinspector"),
        QStringLiteral("example.org/index%2Ersinspector"));
    row("state directory name in a path", QStringLiteral("https://example.org/.rsinspector/x"),
        QStringLiteral("example.org/.rsinspector/x"));
    row("bang dash", QStringLiteral("https://example.org/a!-b"),
        QStringLiteral("example.org/a%21-b"));
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
    const auto result = layout.relativePathFor(url);
    QVERIFY2(!result.isValid(), qPrintable(result.value));
    QCOMPARE(result.error, error);
    QVERIFY(result.value.isEmpty());
    QVERIFY(!result.errorString.isEmpty());
    const auto file = layout.filePathFor(url);
    QCOMPARE(file.error, error);
    QVERIFY(file.value.isEmpty());
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
        QStringLiteral("https://user:pw@example.org:443/a#frag"),
        QStringLiteral("https://example.org:8443/a"),
        QStringLiteral("http://example.org/a"),
        QStringLiteral("http://example.org:8080/a/b/"),
        QStringLiteral("http://[::1]:8080/a"),
        QStringLiteral("https://[2001:db8::1]/a"),
        QStringLiteral("https://127.0.0.1/a"),
        QStringLiteral("https://例え.jp/資料/目録.xml"),
        QStringLiteral("https://example.jp/資料/目録.xml?版=2"),
        QStringLiteral("https://example.org/ResourceList.XML"),
        QStringLiteral("https://example.org/a%2Fb/c%3Fd/e%23f/g%25h/i%2Aj"),
        QStringLiteral("https://example.org/a!b/c%21d/e*f/g:h/@x/$y"),
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
        QStringLiteral("https://example.org/a[b]c"),
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
    const auto back = layout.urlFor(path.value);
    QVERIFY2(back.isValid(), qPrintable(back.errorString));
    QCOMPARE(back.value, LocalCopyLayout::normalizedUrl(input));
    QVERIFY(back.value.fragment().isEmpty());
    QVERIFY(back.value.userInfo().isEmpty());
}

void tst_LocalCopyLayout::urlForRefuses_data()
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
    invalid("empty name", QStringLiteral("example.org//a"));
    invalid("trailing slash", QStringLiteral("example.org/a/"));
    invalid("raw upper case", QStringLiteral("example.org/A"));
    invalid("lower-case escape", QStringLiteral("example.org/a%3fb"));
    invalid("needless escape", QStringLiteral("example.org/%61"));
    invalid("broken escape", QStringLiteral("example.org/a%2"));
    invalid("bad escape", QStringLiteral("example.org/a%zz"));
    invalid("lone bang", QStringLiteral("example.org/a!"));
    invalid("bang digit", QStringLiteral("example.org/a!1"));
    invalid("raw question mark", QStringLiteral("example.org/a?b"));
    invalid("escaped slash splitting a name", QStringLiteral("example.org/a%2Fb"));
    invalid("escaped hash", QStringLiteral("example.org/a%23b"));
    invalid("escaped dot dot", QStringLiteral("example.org/%2E%2E/x"));
    invalid("raw device name", QStringLiteral("example.org/con"));
    invalid("raw trailing dot", QStringLiteral("example.org/a."));
    invalid("invalid UTF-8 escape", QStringLiteral("example.org/%FF"));
    invalid("decomposed raw", QStringLiteral("example.org/e\u0301"));
    invalid("raw letter with case", QStringLiteral("example.org/caf\u00E9"));
    invalid("ftp in the authority", QStringLiteral("ftp%3A%2F%2Fexample.org/a"));
    invalid("user info in the authority", QStringLiteral("user%40example.org/a"));
    invalid("default port spelled out", QStringLiteral("example.org%3A443/a"));
    invalid("upper-case host", QStringLiteral("!example.org/a"));
    invalid("https prefix spelled out", QStringLiteral("https%3A%2F%2Fexample.org/a"));
    QTest::newRow("state directory")
        << QStringLiteral(".rsinspector/state.json") << Error::StateDirectory;
    QTest::newRow("state directory, other case")
        << QStringLiteral(".RSInspector/x") << Error::StateDirectory;
    QTest::newRow("shortened name")
        << QStringLiteral("example.org/abc!-0123456789abcdef0123456789abcdef.xml")
        << Error::ShortenedName;
}

void tst_LocalCopyLayout::urlForRefuses()
{
    QFETCH(QString, path);
    QFETCH(Error, error);
    const LocalCopyLayout layout(root);
    const auto result = layout.urlFor(path);
    QVERIFY2(!result.isValid(), qPrintable(result.value.toString()));
    QCOMPARE(result.error, error);
    QVERIFY(result.value.isEmpty());
    QVERIFY(!result.errorString.isEmpty());
}

void tst_LocalCopyLayout::caseVariantsDoNotCollide()
{
    const LocalCopyLayout layout(root);
    const QStringList variants = {
        QStringLiteral("https://example.org/data/readme.txt"),
        QStringLiteral("https://example.org/data/README.txt"),
        QStringLiteral("https://example.org/data/ReadMe.txt"),
        QStringLiteral("https://example.org/DATA/readme.txt"),
        QStringLiteral("https://example.org/data/readme.TXT"),
        QStringLiteral("https://example.org/data/readme%2Etxt"),
        QStringLiteral("https://example.org/data/readme.txt?"),
        QStringLiteral("https://example.org/data/r%C3%A9adme.txt"),
        QStringLiteral("https://example.org/data/R%C3%89ADME.txt"),
        QStringLiteral("https://example.org/data/%CE%A3"), // Σ
        QStringLiteral("https://example.org/data/%CF%83"), // σ
        QStringLiteral("https://example.org/data/%CF%82"), // ς, folds to σ
        QStringLiteral("https://example.org/data/stra%C3%9Fe"),
        QStringLiteral("https://example.org/data/strasse"),
        QStringLiteral("https://example.org/data/STRASSE"),
        QStringLiteral("https://example.org/data/%EF%BC%A1"), // fullwidth A
        QStringLiteral("https://example.org/data/%EF%BD%81"), // fullwidth a
        QStringLiteral("https://example.org/data/%E2%84%AA"), // Kelvin sign
        QStringLiteral("https://example.org/data/k"),
        QStringLiteral("https://example.org/data/K"),
        QStringLiteral("https://example.org/data/a%2fb"),
        QStringLiteral("https://example.org/data/a%2Fb"),
    };
    QHash<QString, QString> seen;
    QSet<QUrl> distinct;
    for (const QString &url : variants) {
        const auto path = layout.relativePathFor(QUrl(url));
        QVERIFY2(path.isValid(), qPrintable(path.errorString));
        const QString folded = foldedPath(path.value);
        if (seen.contains(folded)) {
            // Only URLs that are the same resource may share a file.
            QCOMPARE(LocalCopyLayout::normalizedUrl(QUrl(url)),
                     LocalCopyLayout::normalizedUrl(QUrl(seen.value(folded))));
        }
        seen.insert(folded, url);
        distinct.insert(LocalCopyLayout::normalizedUrl(QUrl(url)));
    }
    // QUrl makes a%2fb and a%2Fb one URL, and readme%2Etxt and readme.txt
    // another; everything else is distinct.
    QCOMPARE(distinct.size(), variants.size() - 2);
    QCOMPARE(seen.size(), distinct.size());
}

void tst_LocalCopyLayout::normalisationVariantsDoNotCollide()
{
    // é precomposed and decomposed, Å and the Angstrom sign, and the
    // katakana ガ in both forms are different URLs; macOS would unify their
    // names if they were written raw.
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
        QVERIFY(a.isValid());
        QVERIFY(b.isValid());
        QVERIFY2(foldedPath(a.value) != foldedPath(b.value),
                 qPrintable(a.value + QLatin1String(" / ") + b.value));
        QCOMPARE(layout.urlFor(a.value).value, QUrl(first));
        QCOMPARE(layout.urlFor(b.value).value, QUrl(second));
    }
    // The composed Japanese form stays readable.
    QCOMPARE(layout.relativePathFor(QUrl(pairs.at(2).first)).value,
             QStringLiteral("example.jp/ガ"));
    QCOMPARE(layout.relativePathFor(QUrl(pairs.at(3).first)).value,
             QStringLiteral("example.kr/한"));
}

void tst_LocalCopyLayout::indexNameCannotCollide()
{
    const LocalCopyLayout layout(root);
    const auto folder = layout.relativePathFor(QUrl(QStringLiteral("https://example.org/a/")));
    const auto named
        = layout.relativePathFor(QUrl(QStringLiteral("https://example.org/a/index.rsinspector")));
    const auto upper
        = layout.relativePathFor(QUrl(QStringLiteral("https://example.org/a/INDEX.RSINSPECTOR")));
    const auto encoded
        = layout.relativePathFor(QUrl(QStringLiteral("https://example.org/a/index%2Ersinspector")));
    QCOMPARE(folder.value, QStringLiteral("example.org/a/index.rsinspector"));
    QCOMPARE(named.value, QStringLiteral("example.org/a/index%2Ersinspector"));
    QCOMPARE(encoded.value, named.value); // %2E is "." for QUrl: the same URL
    QVERIFY(foldedPath(upper.value) != foldedPath(folder.value));
    QVERIFY(foldedPath(upper.value) != foldedPath(named.value));
    QCOMPARE(layout.urlFor(folder.value).value, QUrl(QStringLiteral("https://example.org/a/")));
    QCOMPARE(layout.urlFor(named.value).value,
             QUrl(QStringLiteral("https://example.org/a/index.rsinspector")));
    // No host can name the state directory.
    const auto host = layout.relativePathFor(QUrl(QStringLiteral("https://.rsinspector/x")));
    if (host.isValid())
        QVERIFY(!host.value.startsWith(LocalCopyLayout::stateDirectoryName()));
}

void tst_LocalCopyLayout::longNames()
{
    const LocalCopyLayout layout(root);
    const QString longSegment(300, QLatin1Char('a'));
    const QUrl url(QStringLiteral("https://example.org/dir/") + longSegment
                   + QStringLiteral(".xml"));
    const auto path = layout.relativePathFor(url);
    QVERIFY(path.isValid());
    const QString problem = problemWith(path.value);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QString name = path.value.section(QLatin1Char('/'), -1);
    QVERIFY(name.toUtf8().size() <= 255);
    QVERIFY(name.startsWith(QStringLiteral("aaaaaaaaaa")));
    QVERIFY(name.endsWith(QStringLiteral(".xml")));
    QVERIFY(name.contains(QStringLiteral("!-")));
    const auto back = layout.urlFor(path.value);
    QCOMPARE(back.error, Error::ShortenedName);

    // Same prefix, different tails: different names.
    const QUrl other(QStringLiteral("https://example.org/dir/") + longSegment
                     + QStringLiteral("b.xml"));
    QVERIFY(layout.relativePathFor(other).value != path.value);
    // Deterministic.
    QCOMPARE(layout.relativePathFor(url).value, path.value);

    // Exactly 255 bytes is kept whole and reversible; 256 is cut.
    const QUrl fits(QStringLiteral("https://example.org/") + QString(255, QLatin1Char('b')));
    const auto fitsPath = layout.relativePathFor(fits);
    QCOMPARE(fitsPath.value, QStringLiteral("example.org/") + QString(255, QLatin1Char('b')));
    QCOMPARE(layout.urlFor(fitsPath.value).value, fits);
    const QUrl over(QStringLiteral("https://example.org/") + QString(256, QLatin1Char('b')));
    QCOMPARE(layout.urlFor(layout.relativePathFor(over).value).error, Error::ShortenedName);

    // Multi-byte characters and escapes are never cut in the middle.
    const QUrl japanese(QStringLiteral("https://example.jp/") + QString(120, QChar(0x8CC7)));
    const auto jp = layout.relativePathFor(japanese);
    QVERIFY(jp.value.toUtf8().size() - int(strlen("example.jp/")) <= 255);
    QVERIFY(!jp.value.contains(QChar::ReplacementCharacter));
    QVERIFY(jp.value.section(QLatin1Char('/'), -1).startsWith(QString(70, QChar(0x8CC7))));
    const QUrl escapes(QStringLiteral("https://example.org/") + QString(100, QLatin1Char('Z')));
    const QString cut = layout.relativePathFor(escapes).value.section(QLatin1Char('/'), -1);
    QVERIFY(cut.toUtf8().size() <= 255);
    QVERIFY(cut.section(QStringLiteral("!-"), 0, 0).endsWith(QStringLiteral("!z")));
    QVERIFY(problemWith(QStringLiteral("example.org/") + cut).isEmpty());
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
        QStringLiteral("*"),
        QStringLiteral("\""),
        QStringLiteral("<"),
        QStringLiteral(">"),
        QStringLiteral("|"),
        QStringLiteral("!"),
        QStringLiteral("!-"),
        QStringLiteral("~"),
        QStringLiteral("$"),
        QStringLiteral("&"),
        QStringLiteral("'"),
        QStringLiteral("("),
        QStringLiteral("+"),
        QStringLiteral(","),
        QStringLiteral(";"),
        QStringLiteral("="),
        QStringLiteral("@"),
        QStringLiteral("["),
        QStringLiteral("]"),
        QStringLiteral("{"),
        QStringLiteral("^"),
        QStringLiteral("`"),
        QStringLiteral("%"),
        QStringLiteral("%FF"),
        QStringLiteral("%C3"),
        QStringLiteral("%C3%A9"),
        QStringLiteral("e%CC%81"),
        QStringLiteral("資料"),
        QStringLiteral("ガ"),
        QStringLiteral("É"),
        QStringLiteral("ß"),
        QStringLiteral("Σ"),
        QStringLiteral("\U0001F4DA"),
        QStringLiteral("con"),
        QStringLiteral("NUL"),
        QStringLiteral("com1"),
        QStringLiteral("lpt9."),
        QStringLiteral("index.rsinspector"),
        QStringLiteral(".rsinspector"),
    };
    const QStringList authorities = {
        QStringLiteral("https://example.org"),
        QStringLiteral("http://example.org"),
        QStringLiteral("https://Example.org:8443"),
        QStringLiteral("http://[::1]:80"),
        QStringLiteral("https://user@example.org:443"),
        QStringLiteral("http://10.0.0.1:65535"),
        QStringLiteral("https://例え.jp"),
    };
    const LocalCopyLayout layout(root);
    QHash<QString, QUrl> byFoldedPath;
    int mapped = 0;
    int shortened = 0;
    int refused = 0;
    const int count = 20000;
    for (int n = 0; n < count; ++n) {
        QString text = authorities.at(random.bounded(authorities.size()));
        const int segments = random.bounded(0, 5);
        for (int s = 0; s < segments; ++s) {
            text += QLatin1Char('/');
            const int length = random.bounded(0, 6);
            for (int p = 0; p < length; ++p)
                text += pieces.at(random.bounded(pieces.size()));
        }
        if (random.bounded(4) == 0)
            text += QLatin1Char('/');
        if (random.bounded(3) == 0) {
            text += QLatin1Char('?');
            for (int p = random.bounded(0, 6); p > 0; --p)
                text += pieces.at(random.bounded(pieces.size()));
        }
        if (random.bounded(5) == 0)
            text += QStringLiteral("#frag");
        if (random.bounded(50) == 0)
            text += QString(random.bounded(200, 400), QLatin1Char('y'));
        const QUrl url(text);
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
        const QString folded = foldedPath(path.value);
        const auto previous = byFoldedPath.constFind(folded);
        if (previous != byFoldedPath.constEnd())
            QVERIFY2(
                previous.value() == normalized,
                qPrintable(text + QLatin1String(" collides with ") + previous.value().toString()));
        byFoldedPath.insert(folded, normalized);
        const auto back = layout.urlFor(path.value);
        if (back.error == Error::ShortenedName) {
            ++shortened;
            continue;
        }
        QVERIFY2(back.isValid(),
                 qPrintable(text + QLatin1String(" -> ") + path.value + QLatin1String(": ")
                            + back.errorString));
        QVERIFY2(back.value == normalized,
                 qPrintable(text + QLatin1String(" -> ") + path.value + QLatin1String(" -> ")
                            + back.value.toString()));
    }
    qInfo("%d random URLs: %d mapped (%d shortened), %d refused, %lld distinct paths", count,
          mapped, shortened, refused, qlonglong(byFoldedPath.size()));
    QVERIFY(mapped > count / 2);
    QVERIFY(refused > 0);
    QVERIFY(shortened > 0);
}

QTEST_GUILESS_MAIN(tst_LocalCopyLayout)
#include "tst_localcopylayout.moc"
