// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DumpExtractor: a dump package's files into the local copy. The cases are
// spread over files: tst_dumpextractor.cpp (paths, digests, zip slip,
// mismatches, damaged and unmappable entries) and tst_dumpextractor_runs.cpp
// (truncated packages, bombs, skips, dry runs, stopping, several URLs and
// entries, links in the copy, change dumps).
#pragma once

#include "mirror/dumpextractor.h"
#include "support/filefixtures.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <atomic>
#include <memory>

using rsi::CopyWriter;
using rsi::DumpExtractor;
using rsi::DumpKind;
using rsi::DumpPackage;
using rsi::DumpPackageLimits;
using rsi::DumpPackageResult;
using rsi::LocalCopyLayout;
using EntryState = rsi::DumpEntryStatus::State;
using Outcome = DumpExtractor::Outcome;
using OutcomeState = DumpExtractor::Outcome::State;
using rsi::test::dumpManifest;
using rsi::test::listTree;
using rsi::test::readFile;
using rsi::test::writeRaw;
using rsi::test::writeZip;
using Url = rsi::test::ManifestUrl;
using rsi::test::ZipItem;

namespace dumptest {

inline const QUrl packageUrl(QStringLiteral("https://example.org/dump/part1.zip"));

inline QString sha256(const QByteArray &data)
{
    return QStringLiteral("sha-256:")
        + QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

inline Url urlFor(const QString &loc, const QString &path, const QByteArray &data)
{
    return {loc, path, QString::number(data.size()), sha256(data), {}, {}};
}

inline const QByteArray res1 = QByteArrayLiteral("The first bitstream of the dump.\n");
inline const QByteArray res2 = QByteArrayLiteral("<html><body>Second resource</body></html>\n");

inline QList<Url> goodUrls()
{
    return {
        urlFor(QStringLiteral("https://example.org/res1"), QStringLiteral("/resources/res1"), res1),
        urlFor(QStringLiteral("https://example.org/res2"), QStringLiteral("/resources/res2.html"),
               res2),
    };
}

inline QList<ZipItem> goodItems(const QList<Url> &urls = goodUrls(), bool changeDump = false)
{
    return {
        {QStringLiteral("manifest.xml"), dumpManifest(urls, changeDump), 0, false},
        {QStringLiteral("resources/res1"), res1, 0, false},
        {QStringLiteral("resources/res2.html"), res2, 0, false},
    };
}

inline QByteArray describe(const DumpPackageResult &result)
{
    QStringList lines;
    for (const rsi::Finding &finding : result.findings)
        lines.append(finding.ruleId + QStringLiteral(": ") + finding.message);
    return lines.join(u'\n').toUtf8();
}

} // namespace dumptest

class tst_DumpExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();

    void extractsToLocPaths();
    void sinkLeavesVerificationUnchanged();
    void pathDiffersFromLoc();
    void largeEntryByteForByte();
    void digestsAtBlockBoundaries();
    void updatesExistingFile();
    void zipSlipEntryStaysInside_data();
    void zipSlipEntryStaysInside();
    void mismatchKeepsOldFile_data();
    void mismatchKeepsOldFile();
    void damagedEntryNotWritten();
    void unmappableLoc_data();
    void unmappableLoc();
    void truncatedPackage();
    void bombRefused();
    void wantedSkips();
    void dryRunWritesNothing();
    void cancelBeforeStart();
    void cancelPartway();
    void severalUrlsOneEntry();
    void sameLocTwice();
    void manyEntriesInFlight();
    void symlinkInCopyRefused();
    void changeDump();
    void unparsableLastmodIgnored();

private:
    QString root() const { return m_dir->filePath(QStringLiteral("copy")); }
    QString zipPath() const { return m_dir->filePath(QStringLiteral("package.zip")); }
    QString inRoot(const QString &relative) const { return root() + QLatin1Char('/') + relative; }
    // What the writer left in its staging folder: nothing, once it is done.
    QStringList stagingLeftovers() const
    {
        return QDir(inRoot(LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
                           + CopyWriter::stagingFolderName()))
            .entryList(QDir::Files | QDir::Hidden | QDir::System);
    }
    // Everything in the temporary folder but the copy and the package.
    QStringList outsideRoot() const
    {
        QStringList all = listTree(m_dir->path());
        all.removeIf([](const QString &p) {
            return p == u"package.zip" || p == u"copy" || p.startsWith(u"copy/");
        });
        return all;
    }
    DumpPackageResult extract(DumpExtractor &extractor, DumpPackageLimits limits = {}) const
    {
        return DumpPackage(limits).verifyFile(zipPath(), dumptest::packageUrl, DumpKind::Unknown,
                                              &extractor);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LocalCopyLayout> m_layout;
    std::unique_ptr<CopyWriter> m_writer;
};
