// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// StateRowFilter, and the state that keeps one while it is written from
// empty: every question must get the answer the database gives.
#include "mirror/mirrorstatestore.h"
#include "mirror/pathassigner.h"
#include "mirror/staterowfilter.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

class tst_StateRowFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void filterSaysNoOnlyForWhatItNeverGot();
    void filterGivesUpPastItsBound();
    void filterKeepsTheFoldersOfNeighbouringRows();
    void storeAnswersAlikeWithAndWithoutTheFilter();
};

void tst_StateRowFilter::filterSaysNoOnlyForWhatItNeverGot()
{
    StateRowFilter filter;
    QVERIFY(!filter.mayHoldUrl(u"https://h/a/b/c"));
    filter.addRow(u"https://h/a/b/c", u"h/a/b/c");
    QVERIFY(filter.mayHoldUrl(u"https://h/a/b/c"));
    QVERIFY(!filter.mayHoldUrl(u"https://h/a/b"));
    QVERIFY(filter.mayHoldPathKey(u"h/a/b/c"));
    QVERIFY(!filter.mayHoldPathKey(u"h/a/b"));
    // Every folder above the file, and no other.
    QVERIFY(filter.mayHoldPathBelow(u"h"));
    QVERIFY(filter.mayHoldPathBelow(u"h/a"));
    QVERIFY(filter.mayHoldPathBelow(u"h/a/b"));
    QVERIFY(!filter.mayHoldPathBelow(u"h/a/b/c"));
    QVERIFY(!filter.mayHoldPathBelow(u"h/a/"));
    QVERIFY(!filter.mayHoldPathBelow(u"h/a0"));
    // A second file in a known folder adds its own folders all the same.
    filter.addRow(u"https://h/x", u"h/a/d/e");
    QVERIFY(filter.mayHoldPathBelow(u"h/a/d"));
    QVERIFY(!filter.isExhausted());
}

void tst_StateRowFilter::filterGivesUpPastItsBound()
{
    StateRowFilter filter(8);
    filter.addRow(u"u1", u"a/b");
    filter.addRow(u"u2", u"a/c");
    QVERIFY(!filter.isExhausted());
    QVERIFY(!filter.mayHoldUrl(u"u9"));
    filter.addRow(u"u3", u"d/e/f");
    // Past the bound every answer is "ask the database".
    QVERIFY(filter.isExhausted());
    QVERIFY(filter.mayHoldUrl(u"u9"));
    QVERIFY(filter.mayHoldPathKey(u"z"));
    QVERIFY(filter.mayHoldPathBelow(u"z"));
    filter.addRow(u"u4", u"g");
    QVERIFY(filter.mayHoldUrl(u"anything"));
}

void tst_StateRowFilter::filterKeepsTheFoldersOfNeighbouringRows()
{
    // A row's folders that the row before it added are not hashed again;
    // a folder that only shares letters with the last row's is.
    StateRowFilter filter;
    filter.addRow(u"u1", u"h/ab/x");
    filter.addRow(u"u2", u"h/a/y");
    QVERIFY(filter.mayHoldPathBelow(u"h/a"));
    QVERIFY(filter.mayHoldPathBelow(u"h/ab"));
    filter.addRow(u"u3", u"h/a/b/c/f");
    filter.addRow(u"u4", u"h/a/b/d/f");
    QVERIFY(filter.mayHoldPathBelow(u"h/a/b/c"));
    QVERIFY(filter.mayHoldPathBelow(u"h/a/b/d"));
    filter.addRow(u"u5", u"top");
    filter.addRow(u"u6", u"g/h");
    QVERIFY(filter.mayHoldPathBelow(u"g"));
    QVERIFY(!filter.mayHoldPathBelow(u"top"));

    // At random, against the folders themselves: never a "no" for a folder
    // some row has.
    QRandomGenerator random(20261215);
    const QStringList names = {u"a"_qs, u"ab"_qs, u"b"_qs, u"a.b"_qs, u"A"_qs};
    StateRowFilter many;
    QSet<QString> folders;
    for (int n = 0; n < 5000; ++n) {
        QStringList path;
        for (int depth = random.bounded(1, 5); depth > 0; --depth)
            path.append(names.at(random.bounded(int(names.size()))));
        const QString key = path.join(u'/');
        many.addRow(QString::number(n), key);
        for (qsizetype i = 1; i < path.size(); ++i)
            folders.insert(QStringList(path.mid(0, i)).join(u'/'));
    }
    for (const QString &folder : std::as_const(folders))
        QVERIFY2(many.mayHoldPathBelow(folder), qPrintable(folder));
    QVERIFY(folders.size() > 100);
}

namespace {

StateResource row(const QString &url, const QString &path, qint64 seen)
{
    StateResource resource;
    resource.url = url;
    resource.path = path;
    resource.seen = seen;
    return resource;
}

// Every question a mirror asks, for each URL and key of the case.
QStringList answers(MirrorStateStore &store, const QStringList &urls, const QStringList &keys)
{
    QStringList said;
    for (const QString &url : urls) {
        const std::optional<StateResource> resource = store.resource(url);
        said.append(url + u" -> " + (resource ? resource->path : QStringLiteral("none")));
    }
    for (const QString &key : keys) {
        const auto holder = store.holderAtPathKey(key);
        const auto whole = store.resourceAtPathKey(key);
        said.append(key + u" held by " + (holder ? holder->url : QStringLiteral("none")) + u'/'
                    + (whole ? whole->url : QStringLiteral("none"))
                    + (store.hasPathBelow(key) ? u", a folder" : u", no folder"));
    }
    return said;
}

} // namespace

void tst_StateRowFilter::storeAnswersAlikeWithAndWithoutTheFilter()
{
    // One state written from empty (with its filter), one that held a row
    // when it was opened (without): after the same writes, the same answers.
    QTemporaryDir dir;
    const QString seeded = dir.filePath(QStringLiteral("seeded.sqlite"));
    {
        MirrorStateStore store;
        QVERIFY(store.open(seeded));
        QVERIFY(store.begin());
        QVERIFY(store.insert(row(QStringLiteral("https://elsewhere/"), QStringLiteral("e"), 1),
                             QStringLiteral("e")));
        QVERIFY(store.commit());
    }
    MirrorStateStore fromEmpty;
    MirrorStateStore withRows;
    QVERIFY(fromEmpty.open(dir.filePath(QStringLiteral("empty.sqlite"))));
    QVERIFY(withRows.open(seeded));
    const QStringList urls = {QStringLiteral("https://h/a"),     QStringLiteral("https://h/a/b"),
                              QStringLiteral("https://h/A/c"),   QStringLiteral("https://h/d"),
                              QStringLiteral("https://h/moved"), QStringLiteral("https://h/gone")};
    const QStringList keys
        = {QStringLiteral("h"),     QStringLiteral("h/a"),   QStringLiteral("h/a/b"),
           QStringLiteral("h/a/c"), QStringLiteral("h/a0"),  QStringLiteral("h/d"),
           QStringLiteral("h/x"),   QStringLiteral("h/x/y"), QStringLiteral("h/g/one"),
           QStringLiteral("h/g")};
    for (MirrorStateStore *store : {&fromEmpty, &withRows}) {
        QVERIFY(store->begin());
        QVERIFY(store->insert(row(urls[1], QStringLiteral("h/a/b"), 2), QStringLiteral("h/a/b")));
        QVERIFY(store->insert(row(urls[2], QStringLiteral("h/A/c"), 2), QStringLiteral("h/a/c")));
        QVERIFY(store->insert(row(urls[3], QStringLiteral("h/d"), 2), QStringLiteral("h/d")));
        QVERIFY(store->insert(row(urls[4], QStringLiteral("h/m"), 2), QStringLiteral("h/m")));
        QVERIFY(
            store->insert(row(urls[5], QStringLiteral("h/g/one"), 2), QStringLiteral("h/g/one")));
        // A refused insert (the path key is taken) leaves nothing behind.
        QVERIFY(!store->insert(row(urls[0], QStringLiteral("h/D"), 2), QStringLiteral("h/d")));
        QVERIFY(store->setPath(urls[4], QStringLiteral("h/x/y"), QStringLiteral("h/x/y")));
        QVERIFY(store->remove(urls[5]));
    }
    const QStringList expected = answers(withRows, urls, keys);
    QCOMPARE(answers(fromEmpty, urls, keys), expected);
    // And the answers are the ones the writes call for.
    QVERIFY(expected.contains(QStringLiteral("https://h/a -> none")));
    QVERIFY(expected.contains(QStringLiteral("https://h/moved -> h/x/y")));
    QVERIFY(expected.contains(QStringLiteral("h/x held by none/none, a folder")));
    QVERIFY(expected.contains(
        QStringLiteral("h/x/y held by https://h/moved/https://h/moved, no folder")));
    QVERIFY(expected.contains(QStringLiteral("h/g held by none/none, no folder")));

    // A path assigner on the empty state keeps a path once given, as always.
    LocalCopyLayout layout(dir.filePath(QStringLiteral("copy")));
    PathAssigner assigner(layout, fromEmpty);
    const QUrl url(QStringLiteral("https://h/new/file.txt"));
    const PathAssigner::Assignment first = assigner.assign(url.toString(), url, 3);
    QVERIFY(first.isNew);
    const PathAssigner::Assignment again = assigner.assign(url.toString(), url, 3);
    QVERIFY(!again.isNew);
    QCOMPARE(again.path, first.path);
}

QTEST_GUILESS_MAIN(tst_StateRowFilter)
#include "tst_staterowfilter.moc"
