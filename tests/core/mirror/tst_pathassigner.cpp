// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// PathAssigner: the path of each URL in a local copy, with the state as the
// authority (design.md "Local copy").
#include "mirror/localcopylayout.h"
#include "mirror/mirrorstatestore.h"
#include "mirror/pathassigner.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

namespace {

// A state open for writing in a folder of its own, and an assigner over it.
struct AssignerBench
{
    QTemporaryDir dir;
    MirrorStateStore store;
    LocalCopyLayout layout {dir.path()};
    PathAssigner assigner {layout, store};

    bool open()
    {
        return store.open(dir.filePath(QStringLiteral("state.sqlite"))) && store.begin();
    }
};

} // namespace

class tst_PathAssigner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void assignerKeepsAPathOnceGiven();
    void assignerStepsAsideForTwins();
    void assignerGivesTheLayoutsPathToEveryKey();
    void assignerSeesAFolderThatBecameAFile();
};

void tst_PathAssigner::assignerKeepsAPathOnceGiven()
{
    AssignerBench bench;
    QVERIFY(bench.open());
    MirrorStateStore &store = bench.store;
    const LocalCopyLayout &layout = bench.layout;
    PathAssigner &assigner = bench.assigner;
    const QUrl url(QStringLiteral("https://example.org/Theses/Report.PDF"));
    const QString key = url.toString(QUrl::FullyEncoded);
    const PathAssigner::Assignment first = assigner.assign(key, url, 1);
    QVERIFY2(first.isValid(), qPrintable(first.errorString));
    QVERIFY(first.isNew);
    QCOMPARE(first.path, layout.relativePathFor(url).value);
    QCOMPARE(store.resource(key)->seen, 1);
    // The state decides from now on, whatever the layout would say.
    QVERIFY(store.setPath(key, QStringLiteral("elsewhere/report.pdf"),
                          PathAssigner::collisionKey(QStringLiteral("elsewhere/report.pdf"))));
    const PathAssigner::Assignment again = assigner.assign(key, url, 2);
    QVERIFY(!again.isNew);
    QCOMPARE(again.path, QStringLiteral("elsewhere/report.pdf"));
    QCOMPARE(store.resource(key)->seen, 2);
    QCOMPARE(assigner.lookup(key, url).path, QStringLiteral("elsewhere/report.pdf"));
    // lookup() records nothing.
    const QUrl other(QStringLiteral("https://example.org/other"));
    QVERIFY(assigner.lookup(other.toString(), other).isValid());
    QVERIFY(!store.resource(other.toString()));
    // A URL the layout cannot place gets no path, and no row.
    const QUrl ftp(QStringLiteral("ftp://example.org/x"));
    QVERIFY(!assigner.assign(ftp.toString(), ftp, 1).isValid());
    QVERIFY(!store.resource(ftp.toString()));
}

// What a name cannot say (design.md "Local copy"): the first URL keeps the
// readable path, a twin gets a name beside it, and the same order of URLs
// gives the same paths every time.
void tst_PathAssigner::assignerStepsAsideForTwins()
{
    const QStringList urls = {
        QStringLiteral("https://h.example/Theses/Report.PDF"),
        QStringLiteral("https://h.example/theses/report.pdf"), // case twin (folder and name)
        QStringLiteral("http://h.example/Theses/Report.PDF"), // http and https
        QStringLiteral("https://h.example/%C3%A4.txt"), // NFC
        QStringLiteral("https://h.example/a%CC%88.txt"), // NFD: one file on macOS
        QStringLiteral("https://h.example/a"), // a file ...
        QStringLiteral("https://h.example/a/b"), // ... that this needs as a folder
        QStringLiteral("https://h.example/c/d"), // a folder ...
        QStringLiteral("https://h.example/c"), // ... that this wants as its file
    };
    const auto assignAll = [&urls](const QString &root, QStringList &paths) {
        MirrorStateStore store;
        if (!store.open(root + QStringLiteral("/state.sqlite")) || !store.begin())
            return false;
        const LocalCopyLayout layout(root);
        PathAssigner assigner(layout, store);
        for (const QString &text : urls) {
            const QUrl url = LocalCopyLayout::normalizedUrl(QUrl(text));
            const PathAssigner::Assignment assignment
                = assigner.assign(url.toString(QUrl::FullyEncoded), url, 1);
            if (!assignment.isValid()) {
                qWarning("%s: %s", qPrintable(text), qPrintable(assignment.errorString));
                return false;
            }
            paths.append(assignment.path);
        }
        return store.commit();
    };
    QTemporaryDir one;
    QTemporaryDir two;
    QStringList paths;
    QStringList again;
    QVERIFY(assignAll(one.path(), paths));
    QVERIFY(assignAll(two.path(), again));
    QCOMPARE(again, paths); // deterministic
    const LocalCopyLayout layout(one.path());
    // The first of each pair keeps its readable path.
    QCOMPARE(paths.at(0), layout.relativePathFor(QUrl(urls.at(0))).value);
    QCOMPARE(paths.at(3), layout.relativePathFor(QUrl(urls.at(3))).value);
    QCOMPARE(paths.at(5), layout.relativePathFor(QUrl(urls.at(5))).value);
    QCOMPARE(paths.at(7), layout.relativePathFor(QUrl(urls.at(7))).value);
    // The twins got other names, beside it or in a folder that stepped aside.
    QVERIFY(paths.at(1) != layout.relativePathFor(QUrl(urls.at(1))).value);
    QVERIFY(paths.at(2).contains(u'~'));
    QVERIFY(paths.at(4).contains(u'~'));
    QVERIFY2(paths.at(6).startsWith(QStringLiteral("h.example/a~")), qPrintable(paths.at(6)));
    QVERIFY2(paths.at(6).endsWith(QStringLiteral("/b")), qPrintable(paths.at(6)));
    QVERIFY2(paths.at(8).startsWith(QStringLiteral("h.example/c~")), qPrintable(paths.at(8)));
    // No two are one file anywhere, and none is another's folder.
    QSet<QString> keys;
    for (const QString &path : std::as_const(paths))
        keys.insert(LocalCopyLayout::collisionKey(path));
    QCOMPARE(keys.size(), paths.size());
    for (const QString &path : std::as_const(paths)) {
        for (const QString &other : std::as_const(paths)) {
            QVERIFY2(!LocalCopyLayout::collisionKey(other).startsWith(
                         LocalCopyLayout::collisionKey(path) + u'/'),
                     qPrintable(path + u' ' + other));
        }
    }
}

// A plain key's path is read off its text, any other through QUrl: either
// way it is the layout's path, and a plain key the layout refuses gets its
// refusal. The folders jump about, as a source's lists may.
void tst_PathAssigner::assignerGivesTheLayoutsPathToEveryKey()
{
    AssignerBench bench;
    QVERIFY(bench.open());
    MirrorStateStore &store = bench.store;
    const LocalCopyLayout &layout = bench.layout;
    PathAssigner &assigner = bench.assigner;
    const QStringList texts = {
        u"https://h.example/a/1.txt"_qs,     u"https://h.example/b/2.txt"_qs,
        u"https://h.example/a/3.txt"_qs,     u"https://h.example/a/b/c/4.txt"_qs,
        u"https://h.example/Caf%C3%A9/5"_qs, u"https://h.example/q?x=1"_qs,
        u"http://h.example:8080/a/1.txt"_qs, u"https://h.example/con/aux.txt"_qs,
        u"https://h.example/dir./"_qs,       u"https://h.example/index.rsinspector"_qs,
        u"https://other.example/x"_qs,       u"https://h.example/a/6.txt"_qs,
        u"HTTPS://H.example:443/a/7.txt"_qs, u"https://h.example/a/b/8"_qs,
    };
    for (const QString &text : texts) {
        const QUrl url = LocalCopyLayout::normalizedUrl(QUrl(text));
        const QString key = url.toString(QUrl::FullyEncoded);
        const PathAssigner::Assignment assignment = assigner.assign(key, url, 1);
        QVERIFY2(assignment.isValid(), qPrintable(text + u": "_qs + assignment.errorString));
        QVERIFY(assignment.isNew);
        QCOMPARE(assignment.path, layout.relativePathFor(url).value);
        QCOMPARE(store.resource(key)->path, assignment.path);
    }
    const QUrl refused(u"https://h.example/a//b"_qs);
    const PathAssigner::Assignment none = assigner.assign(refused.toString(), refused, 1);
    QCOMPARE(none.error, LocalCopyLayout::Error::EmptySegment);
    QCOMPARE(none.errorString, layout.relativePathFor(refused).errorString);
    QVERIFY(none.path.isEmpty());
    QVERIFY(!store.resource(refused.toString()));
}

// The assigner remembers the folders it gave paths below; a folder whose
// files are gone can become a file, and then no path may go below it.
void tst_PathAssigner::assignerSeesAFolderThatBecameAFile()
{
    AssignerBench bench;
    QVERIFY(bench.open());
    MirrorStateStore &store = bench.store;
    PathAssigner &assigner = bench.assigner;
    const auto assign = [&assigner](const QString &text) {
        const QUrl url(text);
        return assigner.assign(url.toString(QUrl::FullyEncoded), url, 1);
    };
    QCOMPARE(assign(u"https://k.example/f/s/x"_qs).path, u"k.example/f/s/x"_qs);
    QVERIFY(store.remove(u"https://k.example/f/s/x"_qs));
    QCOMPARE(assign(u"https://k.example/f"_qs).path, u"k.example/f"_qs);
    // In the folder it knew, and in one below it.
    const PathAssigner::Assignment below = assign(u"https://k.example/f/s/y"_qs);
    QVERIFY2(below.isValid(), qPrintable(below.errorString));
    QVERIFY2(below.path.startsWith(u"k.example/f~"_qs) && below.path.endsWith(u"/s/y"_qs),
             qPrintable(below.path));
    QVERIFY(assign(u"https://k.example/f/y"_qs).path.startsWith(u"k.example/f~"_qs));
    // And the folder that stepped aside is known as a folder from now on.
    QVERIFY(assign(u"https://k.example/f/z"_qs).path.startsWith(u"k.example/f~"_qs));
    QCOMPARE(assign(u"https://k.example/g"_qs).path, u"k.example/g"_qs);
}

QTEST_GUILESS_MAIN(tst_PathAssigner)
#include "tst_pathassigner.moc"
