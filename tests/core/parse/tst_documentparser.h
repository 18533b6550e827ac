// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentParser: reading a document into the model, with positions. The cases
// are spread over files: tst_documentparser.cpp (what is read, and how badly
// formed input is reported) and tst_documentparser_hostile.cpp (entity bombs,
// external entities, size and depth limits, junk, caps; both readers agree).
#pragma once

#include "parse/documentparser.h"
#include "support/readercomparison.h"
#include "support/validationharness.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <quagzipfile.h>

using namespace rsi;

namespace parsertest {

inline const QUrl testUrl(QStringLiteral("http://example.com/dataset1/resourcelist.xml"));

inline QByteArray resourceList(const QByteArray &entries)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n"
        + entries + "</urlset>\n";
}

inline const Finding *findRule(const FindingList &findings, QStringView rule)
{
    for (const Finding &finding : findings) {
        if (finding.ruleId == rule)
            return &finding;
    }
    return nullptr;
}

inline bool writeGzip(const QString &path, const QByteArray &bytes)
{
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::WriteOnly))
        return false;
    const bool written = gzip.write(bytes) == bytes.size();
    gzip.close();
    return written;
}

// The process's peak resident memory (VmHWM), in MiB; -1 when unknown.
[[maybe_unused]] inline qint64 peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() / 1024;
    }
    return -1;
}

} // namespace parsertest

class tst_DocumentParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsModelWithPositions();
    void readsExtensionAttributesAsWritten();
    void readsGzipFiles();
    void corruptGzipIsReported();
    void missingFileIsNet001();
    void notWellFormed_data();
    void notWellFormed();
    void mismatchedEndTagNamesTheOpenElement();
    void declaredEncodingOtherThanUtf8();
    void invalidUtf8IsLocatedAndParsingGoesOn();
    void utf8BomIsInfo();
    void billionLaughsIsBounded();
    void externalEntityIsNeverRead();
    void externalDtdIsNeverRead();
    void hardByteLimitStopsReading();
    void entriesBeyondStoreLimitAreCounted();
    void hugeLocCostsBoundedMemory();
    void deepNestingDoesNotOverflow();
    void wrongRoot_data();
    void wrongRoot();
    void rootWithoutNamespaceIsStillRead();
    void nearMissNamespaceIsIgnored();
    void unexpectedElementsAndOrder();
    void repeatedChildrenAreCounted();
    void binaryJunkIsReported();
    void entryCutOffByAnErrorIsNotCounted();
    void prologPositionsAreExact();
    void declaredEncodingIsReportedOnce();
    void utf16IsRecognised();
    void repeatedLocCountSaturates();
    void entryListKeepsEveryField();
    void entryListIterationReusesOneEntry();
    void readersAgree_data();
    void readersAgree();
    void findingsAreCappedPerRule_data();
    void findingsAreCappedPerRule();
    void manyAttributesAreRefusedEarly_data();
    void manyAttributesAreRefusedEarly();
    void attributeLimitIsExact();
    void hostileSeedsAreRefused();
};
