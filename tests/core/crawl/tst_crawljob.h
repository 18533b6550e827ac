// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CrawlJob: discovering and walking a source. The cases are spread over files:
// tst_crawljob.cpp (discovery and the walk: the well-known URI, robots.txt, the
// page, Link headers, local folders, broken documents, cycles),
// tst_crawljob_limits.cpp (big sources: limits, samples, allowances, stopping)
// and tst_crawljob_ends.cpp (re-crawls, failures, notification channels, and
// that every crawl and resource check ends).
#pragma once

#include "crawl/crawljob.h"
#include "crawl/entryallowance.h"
#include "crawl/resourcecheckjob.h"
#include "support/loopbackserver.h"
#include "support/randomfaults.h"
#include "support/validationharness.h"

#include <QDir>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::RandomFaults;

namespace crawltest {

inline const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");

inline CrawlOptions fastOptions()
{
    CrawlOptions options;
    options.fetch.retries = 0;
    options.fetch.inactivityTimeoutMs = 2'000;
    options.fetch.totalTimeoutMs = 5'000;
    return options;
}

inline QStringList errorsOf(const SourceTree &tree)
{
    QStringList errors;
    for (const Finding &finding : tree.allFindings()) {
        if (finding.severity == Severity::Error)
            errors.append(finding.ruleId + u' ' + finding.url + u' ' + finding.message);
    }
    return errors;
}

inline QByteArray sitemapIndex(const QByteArray &origin, const QList<QByteArray> &children)
{
    QByteArray xml = "<sitemapindex xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                     "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                     "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
                     "<rs:ln rel='up' href='"
        + origin + "/dataset1/capabilitylist.xml'/>";
    for (const QByteArray &child : children)
        xml += "<sitemap><loc>" + origin + child + "</loc></sitemap>";
    return xml + "</sitemapindex>";
}

inline QByteArray resourceList(const QByteArray &origin, const QByteArray &up)
{
    return "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
           "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
           "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
           "<rs:ln rel='up' href='"
        + origin + up + "'/><url><loc>" + origin + "/res/book-001.txt</loc></url></urlset>";
}

// A Resource List of `count` entries of about 170 bytes each; every second
// entry repeats the loc of the one before it (RL-007 on half of them).
inline QByteArray longResourceList(const QByteArray &origin, int count)
{
    QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                     "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                     "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
                     "<rs:ln rel='up' href='"
        + origin + "/dataset1/capabilitylist.xml'/>\n";
    for (int i = 0; i < count; ++i) {
        xml += "<url><loc>" + origin + "/res/" + QByteArray::number(i - i % 2)
            + ".txt</loc><lastmod>2026-01-01T09:00:00Z</lastmod><rs:md "
              "hash='md5:1584abdf8ebdc9802ac0c6a7402c03b6' length='8876' "
              "type='text/plain'/></url>\n";
    }
    return xml + "</urlset>\n";
}

// How often a rule was found among a document's own findings, and in how
// many findings: grouped ones count many each.
struct RuleTally
{
    qint64 times = 0;
    qsizetype findings = 0;
};

inline RuleTally tally(const CrawledDocument &document, QStringView ruleId)
{
    RuleTally tally;
    for (const Finding &finding : document.findings.first(document.documentFindingCount)) {
        if (finding.ruleId == ruleId) {
            tally.times += finding.count;
            ++tally.findings;
        }
    }
    return tally;
}

} // namespace crawltest

class tst_CrawlJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void crawlsASiteFromTheWellKnownUri();
    void startsFromAnyDocument();
    void fallsBackToRobotsTxt();
    void fallsBackToTheHtmlPage();
    void followsALinkHeader();
    void crawlsALocalFolder();
    void crawlsFromALocalFile();
    void goesOnPastBrokenDocuments();
    void endsCycles();
    void crawlsAnIndexOfTenThousandLists();
    void stopsAtTheDocumentLimit();
    void keepsASampleOfDocumentsCutAtTheirByteLimit();
    void keepsASampleOfListsOverTheEntryCapPastTheAllowance();
    void theAllowanceIsTakenWholeAcrossThreads();
    void cancelKeepsWhatWasDone();
    void recrawlFetchesOnlyWhatChanged();
    void failsWhenNothingCanBeRead_data();
    void failsWhenNothingCanBeRead();
    void probesNotificationChannels_data();
    void probesNotificationChannels();
    void crawlAlwaysEnds_data();
    void crawlAlwaysEnds();
    void resourceCheckAlwaysEnds_data();
    void resourceCheckAlwaysEnds();

private:
    // Runs a crawl to its end and returns it.
    std::unique_ptr<CrawlJob> crawl(const QString &input, CrawlOptions options = {});
    // The document at the path of the served source, or null.
    const CrawledDocument *at(const SourceTree &tree, const QString &path) const;
    QString pathOfParent(const SourceTree &tree, const CrawledDocument &document) const;

    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
};
