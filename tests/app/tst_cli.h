// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Runs rsinspector-cli as a user or a CI script would, and checks what it
// prints and how it exits: the command-line contract of design.md. The cases
// are spread over files by command: tst_cli.cpp (validate and rules, the
// options every command shares), tst_cli_http.cpp (documents fetched over
// HTTP: errors, redirects, credentials, hostile servers), tst_cli_crawl.cpp
// (crawl, and validate of dump packages), tst_cli_audit.cpp (audit) and
// tst_cli_mirror.cpp (mirror). One executable; the helpers are here.
#pragma once

#include "mirror/localcopylayout.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"
#include "support/processrun.h"
#include "support/sourcefixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <quagzipfile.h>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#ifdef Q_OS_UNIX
#include <signal.h>
#endif

using rsi::test::LoopbackServer;
using rsi::test::writeZip;

namespace clitest {

using Run = rsi::test::ProcessRun;

// Runs the CLI without blocking the event loop, so that a LoopbackServer in
// this process can answer it.
inline Run runCli(const QStringList &arguments, int timeoutMs = 60'000)
{
    rsi::test::ProcessOptions options;
    options.timeoutMs = timeoutMs;
    return rsi::test::runProcess(QStringLiteral(RSI_CLI_PATH), arguments, options);
}

inline QString sample(const char *name)
{
    return QStringLiteral(RSI_SAMPLES_DIR "/") + QLatin1StringView(name);
}

inline QByteArray validResourceList()
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n"
           "  <url><loc>http://example.com/res1</loc></url>\n"
           "</urlset>\n";
}

using rsi::test::parseJson;

inline const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");

// A loopback port nothing listens on: bound, then let go.
inline quint16 closedPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

// url -> parent url (empty for none) of a crawl report's documents.
inline QHash<QString, QString> parentsOf(const QJsonObject &report)
{
    QHash<QString, QString> parents;
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        const QJsonObject document = value.toObject();
        parents.insert(document.value(QStringLiteral("url")).toString(),
                       document.value(QStringLiteral("parent")).toString());
    }
    return parents;
}

inline QStringList ruleIdsOf(const QJsonObject &report)
{
    QStringList ids;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &finding : findings)
        ids.append(finding.toObject().value(QStringLiteral("rule")).toString());
    return ids;
}

// The resources of the library fixture with the lastmod its lists give
// them (tests/data/sources/README.md).
struct LibraryResource
{
    const char *name;
    const char *lastmod;
};
inline constexpr LibraryResource libraryResources[] = {
    {"book-001.txt", "2025-03-14T10:12:00Z"}, {"book-002.txt", "2026-01-01T09:02:00Z"},
    {"book-003.txt", "2025-07-02T16:40:00Z"}, {"book-004.txt", "2024-11-20T08:30:00Z"},
    {"book-005.txt", "2025-09-05T13:05:00Z"}, {"book-006.txt", "2026-01-01T09:06:00Z"},
};

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &content,
                      const QDateTime &modified = {})
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return false;
    file.close();
    if (!modified.isValid())
        return true;
    return file.open(QIODevice::ReadWrite)
        && file.setFileTime(modified, QFileDevice::FileModificationTime);
}

// The path inside a local copy of the library's resource `name`.
inline QString relativeCopyPath(const QString &origin, const char *name)
{
    const QUrl url(origin + QStringLiteral("/res/") + QLatin1StringView(name));
    return rsi::LocalCopyLayout(QDir::tempPath()).relativePathFor(url).value;
}

// Where a local copy in dir keeps the library's resource `name`, when the
// library is served at origin ("http://source.example" for the folder itself).
inline QString copyPath(const QString &dir, const QString &origin, const char *name)
{
    const QUrl url(origin + QStringLiteral("/res/") + QLatin1StringView(name));
    const auto path = rsi::LocalCopyLayout(dir).filePathFor(url);
    return path.isValid() ? path.value : QString();
}

// A local copy of the library as a mirror leaves it: every resource, with
// its lastmod as modification time.
inline bool prepareLibraryCopy(const QString &dir, const QString &origin)
{
    for (const LibraryResource &resource : libraryResources) {
        const QString path = copyPath(dir, origin, resource.name);
        const QDateTime lastmod
            = QDateTime::fromString(QLatin1StringView(resource.lastmod), Qt::ISODate);
        if (path.isEmpty()
            || !writeFile(
                path,
                readAll(libraryDir + QStringLiteral("/res/") + QLatin1StringView(resource.name)),
                lastmod))
            return false;
    }
    return true;
}

// state -> url of every resource of an audit or mirror report
inline QMultiHash<QString, QString> statesOf(const QJsonObject &report)
{
    QMultiHash<QString, QString> states;
    const QJsonArray resources = report.value(QStringLiteral("resources")).toArray();
    for (const QJsonValue &value : resources) {
        const QJsonObject resource = value.toObject();
        states.insert(resource.value(QStringLiteral("state")).toString(),
                      resource.value(QStringLiteral("url")).toString());
    }
    return states;
}

inline QJsonObject summaryOf(const QJsonObject &report)
{
    return report.value(QStringLiteral("summary")).toObject();
}

// Every file below dir (relative paths), to see what a run changed.
inline QStringList filesBelow(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QDir(dir).relativeFilePath(it.next()));
    files.sort();
    return files;
}

} // namespace clitest

class tst_Cli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void validSamplesExitZero();
    void defectiveSampleExitsOneWithExplanations();
    void jsonReportFollowsTheContract();
    void junitReportHasOneFailurePerFinding();
    void specVersionIsPrintedAndChangesTheVerdict();
    void outputFileReplacesStdout();
    void progressAndQuiet();
    void badArguments_data();
    void badArguments();
    void unreadableInputExitsTwo();
    void gzipFileIsRead();
    void overFiftyThousandEntriesIsAnError();
    void overFiftyMegabytesIsAnError();
    void rulesTableListsTheCatalogue();
    void expectTypeReportsMismatch();
    void httpDocumentIsFetched();
    void httpErrorStatusExitsTwo();
    void redirectLoopIsStopped();
    void tokenIsNeverSentToAnotherHost();
    void credentialsWithoutSchemeNeverGoOverHttp();
    void httpsSourceKeepsItsCredentialsAndItsScheme();
    void gzipBombIsRefusedAsTooLarge();
    void hostileTextNeverReachesTheTerminal();
    void reportSurvivesAFullDisk();
    void mirrorOnAFullDiskSaysSoAndLosesNothing();
    void rulesHelpOffersWhatItTakes();
    void slowServerTimesOut();
    void truncatedBodyIsAnError();
    void htmlServedInsteadOfXmlIsExplained();
    void redirectedDocumentIsJudgedWhereItLives();
    void transientErrorsAreRetried();
    void reportKeepsTheOrderOfTheInputs();
    void sameUrlTwiceIsValidatedTwice();
    void crawlOfALocalFolder();
    void crawlOfAServedSource();
    void crawlTextDrawsTheTree();
    void crawlQuietProgressAndOutput();
    void crawlOfAnUnreachableSourceExitsTwo();
    void crawlSendsBasicCredentials();
    void crawlChecksResources();
    void crawlStopsAtMaxDocuments();
    void interruptedCrawlWritesAPartialReport();
    void interruptedValidateWritesAPartialReport();
    void validateChecksADumpPackage();
    void validateReportsADefectiveDumpPackage();
    void validateFetchesADumpPackage();
    void rulesNameTheCommandsOfDumpsAndMirrors();
    void auditOfALocalCopyInSync();
    void auditFindsDifferences();
    void auditTextAndProgress();
    void auditCannotRun();
    void auditHelpExplainsTheExitCodes();
    void mirrorThenAuditIsInSync();
    void mirrorDryRunWritesNothing();
    void mirrorReportsFailedResources();
    void interruptedAuditAndMirrorWriteTheirReports();
    void killedMirrorLeavesNoTornFileAndResumes();
    void mirrorFromAutoSaysWhichRouteAndWhy();
    void mirrorAndAuditASourceWithDumpsOnly();

private:
    LoopbackServer m_server;
};
