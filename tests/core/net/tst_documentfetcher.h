// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentFetcher: one document over HTTP(S) with libcurl. The cases are spread
// over files: tst_documentfetcher.cpp (bodies, redirects, caps, validators,
// retries, HEAD, hashing, content coding), tst_documentfetcher_credentials.cpp
// (tokens and passwords that stay on their origin) and
// tst_documentfetcher_hostile.cpp (hostile servers, TLS, connection reuse,
// proxies).
#pragma once

#include "net/credentialorigin.h"
#include "net/documentfetcher.h"
#include "support/environmentguard.h"
#include "support/loopbackserver.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTest>

using rsi::credentialOriginFromUserText;
using rsi::credentialOriginOf;
using rsi::DocumentFetcher;
using rsi::FetchMethod;
using rsi::FetchOptions;
using rsi::FetchRequest;
using rsi::FetchResult;
using rsi::test::LoopbackServer;

class tst_DocumentFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fetchesBodyToTemporaryFile();
    void followsRedirectsUpToTheLimit();
    void sizeCapStopsTheDownload();
    void tokenGoesToItsHostOnly();
    void tokenStaysWithItsOrigin();
    void credentialOrigins_data();
    void credentialOrigins();
    void credentialsNeverGoOverHttpUnlessNamed_data();
    void credentialsNeverGoOverHttpUnlessNamed();
    void abortBeforeFetchDoesNothing();
    void refusedConnectionIsAnError();
    void errorStatusKeepsTheStatus();
    void recordsValidatorsAndRetryAfter();
    void conditionalGetGivesNotModified();
    void validatorsStayWithTheirUrl();
    void transientFailures_data();
    void transientFailures();
    void basicCredentialsGoToTheirHostOnly();
    void abortMarksTheResultCanceled();
    void recordsContentLength();
    void headGivesTheHeadWithoutABody();
    void headFollowsRedirects();
    void hashesWithoutStoring_data();
    void hashesWithoutStoring();
    void hashesOnlyTheLastHop();
    void incompleteBodyHasNoDigest_data();
    void incompleteBodyHasNoDigest();
    void sizeCapAppliesWhenOnlyHashing();
    void contentCoding_data();
    void contentCoding();
    // Hostile servers.
    void refusesABodyClaimedLargerThanTheCap();
    void refusesABodyStreamedPastTheCap_data();
    void refusesABodyStreamedPastTheCap();
    void refusesAGzipBomb();
    void capsCodedBytesThatDecodeToNothing();
    void tricklingServerMeetsTheTimeouts_data();
    void tricklingServerMeetsTheTimeouts();
    void refusesEndlessResponseHeaders();
    // TLS, on a loopback server with a certificate no one trusts.
    void tlsErrorIsReportedUnlessInsecure();
    void httpsNeverRedirectsToHttp();
    void credentialsStayOnTheirHttpsOrigin();
    void reusesConnections();
    // The proxy the network manager stands for.
    void managerProxyIsUsed();
    void noProxyOnTheManagerIgnoresTheEnvironment();
    void systemProxyComesFromTheEnvironment();

private:
    FetchResult fetch(const QUrl &url, const FetchOptions &options = {},
                      const rsi::Validators &validators = {}, const FetchRequest &request = {});
    FetchResult fetchWith(QNetworkAccessManager &network, const QUrl &url,
                          const FetchOptions &options = {}, const FetchRequest &request = {});

    QNetworkAccessManager m_network;
    LoopbackServer m_server;
};
