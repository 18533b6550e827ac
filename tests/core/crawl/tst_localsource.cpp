// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/localsource.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

class tst_LocalSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void mapsUrlsToFiles_data();
    void mapsUrlsToFiles();
    void neverLeavesTheFolder();
    void findsTheStartingFile_data();
    void findsTheStartingFile();

private:
    void write(const QString &relative, const QByteArray &content = "<urlset/>");
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {
const QByteArray sd = "<urlset xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                      "<rs:md capability=\"description\"/></urlset>";
const QByteArray capl = "<urlset xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                        "<rs:md capability=\"capabilitylist\"/></urlset>";
const QByteArray rl = "<urlset xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                      "<rs:md capability=\"resourcelist\"/></urlset>";
} // namespace

void tst_LocalSource::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_LocalSource::write(const QString &relative, const QByteArray &content)
{
    const QString path = m_dir->filePath(relative);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

void tst_LocalSource::mapsUrlsToFiles_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected"); // relative to the folder, empty: none

    const QString list = QStringLiteral("http://example.org/dataset1/resourcelist.xml");
    QTest::newRow("server layout") << QStringList {QStringLiteral("dataset1/resourcelist.xml")}
                                   << list << QStringLiteral("dataset1/resourcelist.xml");
    QTest::newRow("mirror layout wins")
        << QStringList {QStringLiteral("example.org/dataset1/resourcelist.xml"),
                        QStringLiteral("dataset1/resourcelist.xml")}
        << list << QStringLiteral("example.org/dataset1/resourcelist.xml");
    QTest::newRow("flat folder") << QStringList {QStringLiteral("resourcelist.xml")} << list
                                 << QStringLiteral("resourcelist.xml");
    QTest::newRow("missing") << QStringList {QStringLiteral("other.xml")} << list << QString();
    QTest::newRow("well-known") << QStringList {QStringLiteral(".well-known/resourcesync")}
                                << QStringLiteral("http://example.org/.well-known/resourcesync")
                                << QStringLiteral(".well-known/resourcesync");
    QTest::newRow("well-known as sourcedescription.xml")
        << QStringList {QStringLiteral("sourcedescription.xml")}
        << QStringLiteral("http://example.org/.well-known/resourcesync")
        << QStringLiteral("sourcedescription.xml");
    QTest::newRow("percent-encoded")
        << QStringList {QStringLiteral("a b.xml")} << QStringLiteral("http://example.org/a%20b.xml")
        << QStringLiteral("a b.xml");
    QTest::newRow("directory URL") << QStringList {QStringLiteral("dir/index.xml")}
                                   << QStringLiteral("http://example.org/dir/") << QString();
    QTest::newRow("a folder is no file") << QStringList {QStringLiteral("dir/x.xml")}
                                         << QStringLiteral("http://example.org/dir") << QString();
}

void tst_LocalSource::mapsUrlsToFiles()
{
    QFETCH(QStringList, files);
    QFETCH(QString, url);
    QFETCH(QString, expected);
    for (const QString &file : std::as_const(files))
        write(file);
    const LocalSource source(m_dir->path());
    const std::optional<QString> found = source.fileFor(QUrl(url));
    if (expected.isEmpty()) {
        QVERIFY2(!found, qPrintable(found.value_or(QString())));
        return;
    }
    QVERIFY(found);
    QCOMPARE(*found, QFileInfo(m_dir->filePath(expected)).canonicalFilePath());
}

void tst_LocalSource::neverLeavesTheFolder()
{
    QTemporaryDir outside;
    QVERIFY(outside.isValid());
    QFile secret(outside.filePath(QStringLiteral("secret.xml")));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("<secret/>");
    secret.close();
    write(QStringLiteral("source/inside.xml"));
    QVERIFY(QFile::link(outside.path(), m_dir->filePath(QStringLiteral("source/escape"))));

    const LocalSource source(m_dir->filePath(QStringLiteral("source")));
    QVERIFY(source.fileFor(QUrl(QStringLiteral("http://example.org/inside.xml"))));
    const QStringList hostile = {
        QStringLiteral("http://example.org/../secret.xml"),
        QStringLiteral("http://example.org/a/%2E%2E/%2E%2E/secret.xml"),
        QStringLiteral("http://example.org/escape/secret.xml"), // through a symlink
        QUrl::fromLocalFile(secret.fileName()).toString(),
        QStringLiteral("http://../secret.xml"),
    };
    for (const QString &url : hostile)
        QVERIFY2(!source.fileFor(QUrl(url)), qPrintable(url));
}

void tst_LocalSource::findsTheStartingFile_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<QByteArray>>("contents");
    QTest::addColumn<QString>("expected");

    QTest::newRow("well-known first")
        << QStringList {QStringLiteral(".well-known/resourcesync"), QStringLiteral("a.xml")}
        << QList<QByteArray> {sd, sd} << QStringLiteral(".well-known/resourcesync");
    QTest::newRow("sourcedescription.xml")
        << QStringList {QStringLiteral("a.xml"), QStringLiteral("sourcedescription.xml")}
        << QList<QByteArray> {capl, sd} << QStringLiteral("sourcedescription.xml");
    QTest::newRow("any description")
        << QStringList {QStringLiteral("a.xml"), QStringLiteral("sd.xml")}
        << QList<QByteArray> {capl, sd} << QStringLiteral("sd.xml");
    QTest::newRow("else a capability list")
        << QStringList {QStringLiteral("a.xml"), QStringLiteral("b.xml")}
        << QList<QByteArray> {rl, capl} << QStringLiteral("b.xml");
    QTest::newRow("else any document")
        << QStringList {QStringLiteral("notes.xml"), QStringLiteral("rl.xml")}
        << QList<QByteArray> {"<notes/>", rl} << QStringLiteral("rl.xml");
    QTest::newRow("nothing") << QStringList {QStringLiteral("notes.xml")}
                             << QList<QByteArray> {"<notes/>"} << QString();
}

void tst_LocalSource::findsTheStartingFile()
{
    QFETCH(QStringList, names);
    QFETCH(QList<QByteArray>, contents);
    QFETCH(QString, expected);
    for (qsizetype i = 0; i < names.size(); ++i)
        write(names.at(i), contents.at(i));
    const std::optional<QString> found = LocalSource(m_dir->path()).startingFile();
    if (expected.isEmpty()) {
        QVERIFY(!found);
        return;
    }
    QVERIFY(found);
    QCOMPARE(*found, QFileInfo(m_dir->filePath(expected)).canonicalFilePath());
}

QTEST_GUILESS_MAIN(tst_LocalSource)
#include "tst_localsource.moc"
