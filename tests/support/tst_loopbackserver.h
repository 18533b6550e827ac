// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LoopbackServer, the tests' own HTTP server. The cases are spread over files:
// tst_loopbackserver.cpp (folders, types, origins, responses, refused paths,
// body framings, faults) and tst_loopbackserver_answers.cpp (HEAD, Link headers,
// redirects, statuses, counts, and the fixtures it serves).
#pragma once

#include "jobs/validatejob.h"
#include "parse/documentparser.h"
#include "support/loopbackserver.h"
#include "support/rawexchange.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>

#include <memory>

using rsi::test::LoopbackServer;
using Response = LoopbackServer::Response;

namespace loopbacktest {

// What the library fixture's documents name; the server puts its own origin
// in its place.
inline constexpr char sourceOrigin[] = "http://source.example";

inline QString libraryFolder()
{
    return QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
}

inline QByteArray readFile(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The ResourceSync documents of the library fixture, with the capability and
// the number of entries each one has.
struct FixtureDocument
{
    QByteArray path;
    QString capability;
    qint64 entries;
};

inline const QList<FixtureDocument> &fixtureDocuments()
{
    static const QList<FixtureDocument> documents = {
        {"/.well-known/resourcesync", QStringLiteral("description"), 1},
        {"/dataset1/capabilitylist.xml", QStringLiteral("capabilitylist"), 3},
        {"/dataset1/resourcelist-index.xml", QStringLiteral("resourcelist"), 2},
        {"/dataset1/resourcelist1.xml", QStringLiteral("resourcelist"), 3},
        {"/dataset1/resourcelist2.xml", QStringLiteral("resourcelist"), 3},
        {"/dataset1/changelist.xml", QStringLiteral("changelist"), 2},
        {"/dataset1/resourcedump.xml", QStringLiteral("resourcedump"), 1},
        {"/dataset1/manifest1.xml", QStringLiteral("resourcedump-manifest"), 6},
    };
    return documents;
}

// One answer as the client saw it.
struct Fetched
{
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // names in lower case
};

using rsi::test::RawAnswer;

inline bool hasHeader(const QByteArray &head, const QByteArray &name)
{
    return head.toLower().contains(QByteArray("\r\n" + name.toLower() + ':'));
}

inline QByteArray contentLengthLine(qsizetype length)
{
    return "\r\nContent-Length: " + QByteArray::number(length) + "\r\n";
}

} // namespace loopbacktest

class tst_LoopbackServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void servesFolderFiles_data();
    void servesFolderFiles();
    void contentTypeFollowsTheExtension_data();
    void contentTypeFollowsTheExtension();
    void rewritesTheOriginInTextOnly();
    void withoutRewriteServesFilesAsTheyAre();
    void responsesSetForAPathWin();
    void refusesPathsOutsideTheFolder_data();
    void refusesPathsOutsideTheFolder();
    void chunkedBody();
    void bodyWithoutContentLength();
    void gzipBody();
    void faultsCombine();
    void headAnswersWithoutBody_data();
    void headAnswersWithoutBody();
    void linkHeader();
    void redirectLoop();
    void status_data();
    void status();
    void countsRequestsPerPath();
    void fixtureDocumentsAreValid_data();
    void fixtureDocumentsAreValid();
    void fixtureResourcesMatchTheirMetadata();
    void fixtureDumpHoldsTheManifestAndResources();

private:
    loopbacktest::Fetched fetch(const QByteArray &path, const QByteArray &method = "GET",
                                QNetworkRequest::RedirectPolicy policy
                                = QNetworkRequest::ManualRedirectPolicy);
    loopbacktest::RawAnswer exchange(const QByteArray &requestHead);
    loopbacktest::RawAnswer rawGet(const QByteArray &target);
    QByteArray rewritten(const QString &relativePath) const;

    QNetworkAccessManager m_network;
    std::unique_ptr<LoopbackServer> m_server; // a fresh one per test function
    QTemporaryDir m_scratch; // a served folder and a secret beside it
};
