// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DemoServer: the bundled demo source on loopback. The cases are spread over
// files: tst_demoserver.cpp (the tree, the files and their types, the one
// deliberate defect) and tst_demoserver_http.cpp (packages, HEAD, refused paths,
// methods and requests, a resource folder, notifications).
#pragma once

#include "crawl/crawljob.h"
#include "crawl/resourcecheckjob.h"
#include "demo/demolive.h"
#include "demo/demoserver.h"
#include "notify/callbackserver.h"
#include "notify/notification.h"
#include "notify/websubsubscriber.h"
#include "support/rawexchange.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>

#include <memory>

using namespace rsi;

namespace demotest {

// The demo source in the source tree, beside the samples: the same files the
// application compiles in as ":/demo".
inline QString demoFolder()
{
    return QDir::cleanPath(QStringLiteral(RSI_SAMPLES_DIR "/../demo"));
}

inline QByteArray readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(fileName));
    return file.readAll();
}

using rsi::test::RawAnswer;

// The server closes the connection after each answer, which ends the exchange.
inline RawAnswer exchange(quint16 port, const QByteArray &request)
{
    return rsi::test::rawExchange(port, request, 20'000);
}

inline RawAnswer request(quint16 port, const QByteArray &method, const QByteArray &target)
{
    return exchange(port, method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
}

inline QByteArray md5Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Md5).toHex();
}

// "md5:abc..." of a hash attribute, "abc..."; empty without an md5.
inline QByteArray md5Of(const EntryTable &entries, qsizetype row)
{
    const QStringList values = entries.value(row, EntryField::Hash).split(u' ');
    for (const QString &value : values) {
        if (value.startsWith(u"md5:"))
            return value.mid(4).toLatin1();
    }
    return {};
}

inline CrawlOptions fastOptions()
{
    CrawlOptions options;
    options.fetch.retries = 0;
    options.fetch.inactivityTimeoutMs = 10'000;
    options.fetch.totalTimeoutMs = 30'000;
    return options;
}

} // namespace demotest

class tst_DemoServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void listensOnLoopback();
    void everyDocumentTypeIsInTheTree();
    void documentsNameTheServer();
    void everyFileIsServed_data();
    void everyFileIsServed();
    void contentTypeFollowsTheFileName_data();
    void contentTypeFollowsTheFileName();
    void deliberateDefectIsReported_data();
    void deliberateDefectIsReported();
    void nothingElseIsWrong();
    void packagesMatchTheirDumpsAndManifests();
    void headAnswersWithoutBody_data();
    void headAnswersWithoutBody();
    void refusesPathsOutsideTheFolder_data();
    void refusesPathsOutsideTheFolder();
    void refusesOtherMethods_data();
    void refusesOtherMethods();
    void refusesMalformedRequests_data();
    void refusesMalformedRequests();
    void refusesOversizedHeads();
    void servesAQtResourceFolder();
    void failsWithoutAFolder();
    void publishesNewBooksToItsSubscribers();

private:
    struct Defect
    {
        QString rule;
        QString path; // of the document the finding is about
        int line = 0;
        Severity severity = Severity::Error;
        const char *what = "";
    };
    static QList<Defect> deliberateDefects();

    quint16 port() const { return quint16(m_server->origin().port()); }
    const CrawledDocument *document(const QString &path) const;

    std::unique_ptr<DemoServer> m_server;
    QNetworkAccessManager m_network;
    SourceTree m_tree; // the demo crawled, resources checked with hashes
};
