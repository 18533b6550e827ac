// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// ProxyChoices: the system's proxy remembered per origin for a while, the
// manager's own asked every time.
#include "net/networkproxy.h"
#include "support/environmentguard.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QScopeGuard>
#include <QTest>
#include <QUrl>

using namespace rsi;
using rsi::test::EnvironmentGuard;

class tst_NetworkProxy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void systemAnswerIsKeptPerOriginForAWhile();
    void managerProxyIsAskedEveryTime();
};

namespace {

QString proxyHost(const QNetworkProxy &proxy)
{
    return proxy.type() == QNetworkProxy::NoProxy
        ? QStringLiteral("none")
        : proxy.hostName() + u':' + QString::number(proxy.port());
}

} // namespace

void tst_NetworkProxy::systemAnswerIsKeptPerOriginForAWhile()
{
    EnvironmentGuard environment;
    environment.set("http_proxy", "http://first.invalid:3128");
    environment.set("no_proxy", "");
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    const auto restore
        = qScopeGuard([] { QNetworkProxyFactory::setUseSystemConfiguration(false); });
    QNetworkAccessManager network;
    const QUrl page(QStringLiteral("http://source.invalid/a/one.xml"));
    const QUrl sibling(QStringLiteral("http://source.invalid/b/two.xml"));
    const QUrl otherOrigin(QStringLiteral("http://other.invalid/one.xml"));

    ProxyChoices remembering(3'600'000);
    ProxyChoices fresh(0);
    QCOMPARE(proxyHost(remembering.proxyFor(network, page)), QStringLiteral("first.invalid:3128"));
    QCOMPARE(proxyHost(fresh.proxyFor(network, page)), QStringLiteral("first.invalid:3128"));

    // The system's settings change: an origin asked already keeps its
    // answer until it is old; one not asked yet, and a session that keeps
    // nothing, see the change at once.
    environment.set("http_proxy", "http://second.invalid:8080");
    QCOMPARE(proxyHost(rsi::proxyFor(network, page)), QStringLiteral("second.invalid:8080"));
    QCOMPARE(proxyHost(remembering.proxyFor(network, sibling)),
             QStringLiteral("first.invalid:3128"));
    QCOMPARE(proxyHost(remembering.proxyFor(network, otherOrigin)),
             QStringLiteral("second.invalid:8080"));
    // Origins taken in turns, and one that differs by its port only: each
    // keeps its own answer.
    const QUrl otherPort(QStringLiteral("http://source.invalid:8081/a/one.xml"));
    QCOMPARE(proxyHost(remembering.proxyFor(network, page)), QStringLiteral("first.invalid:3128"));
    QCOMPARE(proxyHost(remembering.proxyFor(network, otherPort)),
             QStringLiteral("second.invalid:8080"));
    QCOMPARE(proxyHost(remembering.proxyFor(network, sibling)),
             QStringLiteral("first.invalid:3128"));
    QCOMPARE(proxyHost(fresh.proxyFor(network, page)), QStringLiteral("second.invalid:8080"));
    // The loopback host never goes through a proxy.
    QCOMPARE(proxyHost(remembering.proxyFor(network, QUrl(QStringLiteral("http://127.0.0.1:1/x")))),
             QStringLiteral("none"));
}

void tst_NetworkProxy::managerProxyIsAskedEveryTime()
{
    QNetworkAccessManager network;
    ProxyChoices remembering(3'600'000);
    const QUrl url(QStringLiteral("http://source.invalid/doc.xml"));
    network.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("mine.invalid"), 3128));
    QCOMPARE(proxyHost(remembering.proxyFor(network, url)), QStringLiteral("mine.invalid:3128"));
    // The application's Settings changed the manager's proxy: the next
    // request takes it, however recent the last answer.
    network.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
    QCOMPARE(proxyHost(remembering.proxyFor(network, url)), QStringLiteral("none"));
    // An https URL is never handed to a caching proxy, which cannot tunnel.
    network.setProxy(
        QNetworkProxy(QNetworkProxy::HttpCachingProxy, QStringLiteral("cache.invalid"), 3128));
    QCOMPARE(proxyHost(remembering.proxyFor(network, QUrl(QStringLiteral("https://s.invalid/")))),
             QStringLiteral("none"));
}

QTEST_GUILESS_MAIN(tst_NetworkProxy)
#include "tst_networkproxy.moc"
