// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/dumppackage.h"
#include "support/filefixtures.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <memory>

using rsi::DumpKind;
using rsi::DumpPackage;
using rsi::DumpPackageLimits;
using rsi::DumpPackageResult;
using State = rsi::DumpEntryStatus::State;
using Outcome = DumpPackageResult::Outcome;
using rsi::test::dumpManifest;
using rsi::test::listTree;
using rsi::test::readFile;
using rsi::test::writeRaw;
using rsi::test::writeZip;
using Url = rsi::test::ManifestUrl;
using rsi::test::ZipItem;

Q_DECLARE_METATYPE(rsi::DumpKind)

namespace {

const QUrl packageUrl(QStringLiteral("https://example.org/dump/part1.zip"));

QString digest(QCryptographicHash::Algorithm algorithm, const QByteArray &data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, algorithm).toHex());
}

const QByteArray res1 = QByteArrayLiteral("The first bitstream of the dump.\n");
const QByteArray res2 = QByteArrayLiteral("<html><body>Second resource</body></html>\n");

QList<Url> goodUrls()
{
    return {
        {QStringLiteral("https://example.org/res1"),
         QStringLiteral("/resources/res1"),
         QString::number(res1.size()),
         QStringLiteral("md5:%1 sha-256:%2")
             .arg(digest(QCryptographicHash::Md5, res1), digest(QCryptographicHash::Sha256, res1)),
         {}},
        {QStringLiteral("https://example.org/res2"),
         QStringLiteral("/resources/res2.html"),
         QString::number(res2.size()),
         QStringLiteral("sha-1:%1").arg(digest(QCryptographicHash::Sha1, res2)),
         {}},
    };
}

QList<ZipItem> goodItems(const QList<Url> &urls = goodUrls(), bool changeDump = false)
{
    return {
        {QStringLiteral("manifest.xml"), dumpManifest(urls, changeDump), 0, false},
        {QStringLiteral("resources/res1"), res1, 0, false},
        {QStringLiteral("resources/res2.html"), res2, 0, false},
    };
}

QStringList ruleIds(const DumpPackageResult &result)
{
    QStringList ids;
    for (const rsi::Finding &finding : result.findings)
        ids.append(finding.ruleId);
    return ids;
}

// The findings as text, for failure messages.
QByteArray describe(const DumpPackageResult &result)
{
    QStringList lines;
    for (const rsi::Finding &finding : result.findings)
        lines.append(finding.ruleId + QStringLiteral(": ") + finding.message);
    return lines.join(u'\n').toUtf8();
}

bool anyMessageContains(const DumpPackageResult &result, QStringView ruleId, QStringView text)
{
    return std::any_of(
        result.findings.cbegin(), result.findings.cend(),
        [&](const rsi::Finding &f) { return f.ruleId == ruleId && f.message.contains(text); });
}

} // namespace

class tst_DumpPackage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();

    void validResourceDump();
    void validChangeDump();
    void wrongLength();
    void wrongHash();
    void missingBitstream_data();
    void missingBitstream();
    void extraEntry();
    void zipSlip_data();
    void zipSlip();
    void safeNames_data();
    void safeNames();
    void bomb_data();
    void bomb();
    void totalSizeLimit();
    void entryCountLimit();
    void truncated();
    void damagedEntryData();
    void notAZip_data();
    void notAZip();
    void manifestMissing_data();
    void manifestMissing();
    void unreadableFile();

private:
    QString zipPath() const { return m_dir->filePath(QStringLiteral("package.zip")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_DumpPackage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_DumpPackage::validResourceDump()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(result.outcome, Outcome::Checked);
    QCOMPARE(result.kind, DumpKind::ResourceDump);
    QCOMPARE(result.manifest.document.entries.size(), 2);
    QCOMPARE(result.entries.size(), 2);
    QCOMPARE(result.entryCount, 3);
    for (const rsi::DumpEntryStatus &status : result.entries) {
        QCOMPARE(status.state, State::Verified);
        QCOMPARE(status.lengthMatches, std::optional<bool>(true));
        QCOMPARE(status.hashMatches, std::optional<bool>(true));
    }
    QCOMPARE(result.entries.at(0).zipName, QStringLiteral("resources/res1"));
    QCOMPARE(result.entries.at(0).actualLength, std::optional<qint64>(res1.size()));
    QCOMPARE(result.entries.at(0).digests.value(QStringLiteral("sha-256")),
             QCryptographicHash::hash(res1, QCryptographicHash::Sha256).toHex());
    QVERIFY(result.unreferencedEntries.isEmpty());
    QVERIFY(!result.hasErrors());
}

void tst_DumpPackage::validChangeDump()
{
    QList<Url> urls = goodUrls();
    urls[0].change = QStringLiteral("created");
    urls[1].change = QStringLiteral("updated");
    urls.append(
        {QStringLiteral("https://example.org/gone"), {}, {}, {}, QStringLiteral("deleted")});
    QVERIFY(writeZip(zipPath(), goodItems(urls, true)));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(result.kind, DumpKind::ChangeDump);
    QCOMPARE(result.entries.size(), 3);
    QCOMPARE(result.entries.at(0).state, State::Verified);
    QCOMPARE(result.entries.at(1).state, State::Verified);
    QCOMPARE(result.entries.at(2).state, State::Deleted);
}

void tst_DumpPackage::wrongLength()
{
    QList<Url> urls = goodUrls();
    urls[1].length = QString::number(res2.size() + 1);
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("RDM-011")});
    QCOMPARE(result.findings.first().severity, rsi::Severity::Error);
    QVERIFY(result.findings.first().message.contains(u"resources/res2.html"));
    QCOMPARE(result.findings.first().url, packageUrl.toString());
    QVERIFY(result.findings.first().position.isKnown()); // the url's line in manifest.xml
    QCOMPARE(result.entries.at(1).state, State::Mismatch);
    QCOMPARE(result.entries.at(1).lengthMatches, std::optional<bool>(false));
    QCOMPARE(result.entries.at(1).hashMatches, std::optional<bool>(true));
    QCOMPARE(result.entries.at(0).state, State::Verified);
}

void tst_DumpPackage::wrongHash()
{
    QList<Url> urls = goodUrls();
    urls[0].hash
        = QStringLiteral("md5:%1 sha-256:%2")
              .arg(digest(QCryptographicHash::Md5, res1), digest(QCryptographicHash::Sha256, res2));
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("RDM-011")});
    QVERIFY(anyMessageContains(result, u"RDM-011", u"resources/res1"));
    QVERIFY(anyMessageContains(result, u"RDM-011", u"sha-256"));
    QCOMPARE(result.entries.at(0).state, State::Mismatch);
    QCOMPARE(result.entries.at(0).hashMatches, std::optional<bool>(false));
    QCOMPARE(result.entries.at(0).lengthMatches, std::optional<bool>(true));

    // In a Change Dump, a given hash must match too (CDM-013, error on mismatch).
    for (Url &url : urls)
        url.change = QStringLiteral("updated");
    QVERIFY(writeZip(zipPath(), goodItems(urls, true)));
    const DumpPackageResult change = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(change), QStringList {QStringLiteral("CDM-013")});
    QCOMPARE(change.findings.first().severity, rsi::Severity::Error);
}

void tst_DumpPackage::missingBitstream_data()
{
    QTest::addColumn<bool>("changeDump");
    QTest::addColumn<QString>("rule");
    QTest::newRow("resource dump") << false << QStringLiteral("RDM-009");
    QTest::newRow("change dump") << true << QStringLiteral("CDM-010");
}

void tst_DumpPackage::missingBitstream()
{
    QFETCH(bool, changeDump);
    QFETCH(QString, rule);
    QList<Url> urls = goodUrls();
    if (changeDump) {
        for (Url &url : urls)
            url.change = QStringLiteral("created");
    }
    QList<ZipItem> items = goodItems(urls, changeDump);
    items.removeLast(); // resources/res2.html
    QVERIFY(writeZip(zipPath(), items));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(result), QStringList {rule});
    QVERIFY(anyMessageContains(result, rule, u"/resources/res2.html"));
    QCOMPARE(result.entries.at(1).state, State::Missing);
    QCOMPARE(result.entries.at(0).state, State::Verified);
}

void tst_DumpPackage::extraEntry()
{
    QList<ZipItem> items = goodItems();
    items.append({QStringLiteral("resources/stowaway.bin"), QByteArrayLiteral("extra"), 0, false});
    items.append({QStringLiteral("resources/"), {}, 0, false}); // a directory: ignored
    QVERIFY(writeZip(zipPath(), items));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("RDM-010")});
    QCOMPARE(result.findings.first().severity, rsi::Severity::Warning);
    QVERIFY(result.findings.first().message.contains(u"resources/stowaway.bin"));
    QCOMPARE(result.unreferencedEntries, QStringList {QStringLiteral("resources/stowaway.bin")});
    QVERIFY(!result.hasErrors());
}

void tst_DumpPackage::zipSlip_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("parent") << QStringLiteral("../x");
    QTest::newRow("absolute") << QStringLiteral("/etc/x");
    QTest::newRow("climbs out") << QStringLiteral("a/../../x");
    QTest::newRow("drive letter") << QStringLiteral("C:\\x");
    QTest::newRow("drive relative") << QStringLiteral("C:x");
    QTest::newRow("backslash parent") << QStringLiteral("a\\..\\..\\x");
}

void tst_DumpPackage::zipSlip()
{
    QFETCH(QString, name);
    QList<ZipItem> items = goodItems();
    items.append({name, QByteArrayLiteral("evil"), 0, false});
    QVERIFY(writeZip(zipPath(), items));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("SAFE-007")});
    QCOMPARE(result.findings.first().severity, rsi::Severity::Error);
    QVERIFY2(result.findings.first().message.contains(name), describe(result).constData());
    QCOMPARE(result.unsafeEntryNames, QStringList {name});
    QVERIFY(!DumpPackage::isSafeEntryName(name));

    // Named by the manifest, it is still refused by name (and checked for fixity).
    QList<Url> urls = goodUrls();
    urls.append({QStringLiteral("https://example.org/evil"),
                 QLatin1Char('/') + name,
                 QStringLiteral("4"),
                 {},
                 {}});
    items.first().data = dumpManifest(urls);
    QVERIFY(writeZip(zipPath(), items));
    const DumpPackageResult named = DumpPackage().verifyFile(zipPath(), packageUrl);
    QVERIFY(ruleIds(named).contains(QStringLiteral("SAFE-007")));
}

void tst_DumpPackage::safeNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("safe");
    QTest::newRow("plain") << QStringLiteral("a/b.txt") << true;
    QTest::newRow("dots inside") << QStringLiteral("a..b/c..") << true;
    QTest::newRow("directory") << QStringLiteral("dir/") << true;
    QTest::newRow("colon later") << QStringLiteral("a/C:x") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("dotdot alone") << QStringLiteral("..") << false;
    QTest::newRow("trailing dotdot") << QStringLiteral("a/..") << false;
    QTest::newRow("nul") << QStringLiteral("a") + QChar() + QStringLiteral("b") << false;
}

void tst_DumpPackage::safeNames()
{
    QFETCH(QString, name);
    QFETCH(bool, safe);
    QCOMPARE(DumpPackage::isSafeEntryName(name), safe);
}

void tst_DumpPackage::bomb_data()
{
    QTest::addColumn<qint64>("maxEntryBytes");
    QTest::newRow("compression ratio (default limits)") << DumpPackageLimits().maxEntryBytes;
    QTest::newRow("entry size cap") << qint64(1024 * 1024);
}

void tst_DumpPackage::bomb()
{
    QFETCH(qint64, maxEntryBytes);
    constexpr qint64 bombBytes = 50LL * 1024 * 1024;
    const QByteArray zeroDigest = [] {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        const QByteArray zeros(1024 * 1024, '\0');
        for (qint64 i = 0; i < bombBytes / zeros.size(); ++i)
            hash.addData(zeros);
        return hash.result().toHex();
    }();
    QList<Url> urls = goodUrls();
    urls.append({QStringLiteral("https://example.org/zeros"),
                 QStringLiteral("/zeros.bin"),
                 QString::number(bombBytes),
                 QStringLiteral("sha-256:") + QString::fromLatin1(zeroDigest),
                 {}});
    QList<ZipItem> items = goodItems(urls);
    items.append({QStringLiteral("zeros.bin"), {}, bombBytes, false});
    QVERIFY(writeZip(zipPath(), items));
    qInfo() << "bomb package:" << QFileInfo(zipPath()).size() << "bytes";

    DumpPackageLimits limits;
    limits.maxEntryBytes = maxEntryBytes;
    QElapsedTimer timer;
    timer.start();
    const DumpPackageResult result = DumpPackage(limits).verifyFile(zipPath(), packageUrl);
    qInfo() << "refused in" << timer.elapsed() << "ms";
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("SAFE-006")});
    QVERIFY(result.findings.first().message.contains(u"zeros.bin"));
    QCOMPARE(result.entries.at(2).state, State::Refused);
    QCOMPARE(result.entries.at(0).state, State::Verified); // the rest is still checked
    // Refused before inflating: only the manifest and the small bitstreams were read.
    QVERIFY2(result.bytesInflated < 64 * 1024,
             QByteArray::number(result.bytesInflated).constData());
}

void tst_DumpPackage::totalSizeLimit()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    DumpPackageLimits limits;
    limits.maxTotalBytes = 100;
    const DumpPackageResult result = DumpPackage(limits).verifyFile(zipPath(), packageUrl);
    QCOMPARE(result.outcome, Outcome::Refused);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("SAFE-006")});
    QCOMPARE(result.bytesInflated, 0);
}

void tst_DumpPackage::entryCountLimit()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    DumpPackageLimits limits;
    limits.maxEntries = 2;
    const DumpPackageResult result = DumpPackage(limits).verifyFile(zipPath(), packageUrl);
    QCOMPARE(result.outcome, Outcome::Refused);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("SAFE-006")});
    QVERIFY(result.findings.first().message.contains(u"3"));
}

void tst_DumpPackage::truncated()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    QFile file(zipPath());
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() / 2));
    file.close();
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(result.outcome, Outcome::Corrupt);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("SAFE-008")});
    QVERIFY(result.hasErrors());
    QVERIFY(result.entries.isEmpty());
}

void tst_DumpPackage::damagedEntryData()
{
    QList<ZipItem> items = goodItems();
    items[1].stored = true; // res1 appears verbatim, so it can be damaged in place
    QVERIFY(writeZip(zipPath(), items));
    QFile file(zipPath());
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    const qsizetype at = bytes.indexOf(res1);
    QVERIFY(at > 0);
    bytes[at] = 'X';
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl);
    QCOMPARE(result.outcome, Outcome::Checked);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("RDM-013")});
    QCOMPARE(result.findings.first().severity, rsi::Severity::Error);
    QVERIFY(result.findings.first().message.contains(u"CRC-32"));
    QCOMPARE(result.entries.at(0).state, State::Unreadable);
    QCOMPARE(result.entries.at(1).state, State::Verified);
}

void tst_DumpPackage::notAZip_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<DumpKind>("hint");
    QTest::addColumn<QString>("rule");
    QTest::newRow("xml") << dumpManifest(goodUrls()) << DumpKind::ResourceDump
                         << QStringLiteral("RD-011");
    QTest::newRow("text, change dump")
        << QByteArrayLiteral("hello") << DumpKind::ChangeDump << QStringLiteral("CD-011");
    QTest::newRow("empty") << QByteArray() << DumpKind::Unknown << QStringLiteral("RD-011");
}

void tst_DumpPackage::notAZip()
{
    QFETCH(QByteArray, bytes);
    QFETCH(DumpKind, hint);
    QFETCH(QString, rule);
    QFile file(zipPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl, hint);
    QCOMPARE(result.outcome, Outcome::NotZip);
    QCOMPARE(ruleIds(result), QStringList {rule});
}

void tst_DumpPackage::manifestMissing_data()
{
    QTest::addColumn<QString>("manifestName");
    QTest::addColumn<DumpKind>("hint");
    QTest::addColumn<QString>("rule");
    QTest::newRow("none") << QString() << DumpKind::Unknown << QStringLiteral("RDM-001");
    QTest::newRow("in a folder") << QStringLiteral("sub/manifest.xml") << DumpKind::ResourceDump
                                 << QStringLiteral("RDM-002");
    QTest::newRow("wrong case") << QStringLiteral("Manifest.xml") << DumpKind::ResourceDump
                                << QStringLiteral("RDM-002");
    QTest::newRow("change dump") << QString() << DumpKind::ChangeDump << QStringLiteral("CDM-001");
}

void tst_DumpPackage::manifestMissing()
{
    QFETCH(QString, manifestName);
    QFETCH(DumpKind, hint);
    QFETCH(QString, rule);
    QList<ZipItem> items = goodItems();
    if (manifestName.isEmpty())
        items.removeFirst();
    else
        items.first().name = manifestName;
    QVERIFY(writeZip(zipPath(), items));
    const DumpPackageResult result = DumpPackage().verifyFile(zipPath(), packageUrl, hint);
    QCOMPARE(result.outcome, Outcome::NoManifest);
    QCOMPARE(ruleIds(result), QStringList {rule});
    if (!manifestName.isEmpty())
        QVERIFY(result.findings.first().message.contains(manifestName));
}

void tst_DumpPackage::unreadableFile()
{
    const DumpPackageResult result
        = DumpPackage().verifyFile(m_dir->filePath(QStringLiteral("absent.zip")), packageUrl);
    QCOMPARE(result.outcome, Outcome::Unreadable);
    QCOMPARE(ruleIds(result), QStringList {QStringLiteral("NET-001")});
}

QTEST_GUILESS_MAIN(tst_DumpPackage)
#include "tst_dumppackage.moc"
