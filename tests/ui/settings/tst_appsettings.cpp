// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appsettings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using rsi::AppSettings;
using rsi::SpecVersion;

class tst_AppSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void defaults();
    void roundTrip();
    void nonsenseFallsBack_data();
    void nonsenseFallsBack();
    void settersClamp();
    void userAgentRefusesHeaderInjection();
    void crawlOptions();
    void proxy_data();
    void proxy();
    void recentSources();
    void recentSourcesFromHandEditedFile();
    void addressHistory();
    void credentialHostsHoldNoSecrets();
    void windowState();

private:
    // A settings file as a user (or a text editor) would leave it.
    void writeFile(const QByteArray &contents);
    std::unique_ptr<QSettings> reopen();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<QSettings> m_qsettings;
};

void tst_AppSettings::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("rsinspector.ini"));
    m_qsettings = std::make_unique<QSettings>(m_path, QSettings::IniFormat);
}

void tst_AppSettings::cleanup()
{
    m_qsettings.reset();
    m_dir.reset();
}

void tst_AppSettings::writeFile(const QByteArray &contents)
{
    m_qsettings.reset();
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(contents);
    file.close();
    m_qsettings = std::make_unique<QSettings>(m_path, QSettings::IniFormat);
}

std::unique_ptr<QSettings> tst_AppSettings::reopen()
{
    m_qsettings->sync();
    m_qsettings.reset();
    return std::make_unique<QSettings>(m_path, QSettings::IniFormat);
}

void tst_AppSettings::defaults()
{
    const AppSettings settings(m_qsettings.get());
    QCOMPARE(settings.connectionsPerHost(), 4);
    QCOMPARE(settings.delayMs(), 0);
    QCOMPARE(settings.timeoutSeconds(), 30);
    QCOMPARE(settings.userAgent(), QString());
    QCOMPARE(settings.specVersion(), SpecVersion::V1_1);
    QCOMPARE(settings.proxyMode(), AppSettings::ProxyMode::System);
    QCOMPARE(settings.proxyPort(), 8080);
    QCOMPARE(settings.language(), QString());
    QVERIFY(settings.recentSources().isEmpty());
    QVERIFY(settings.addressHistory().isEmpty());
    QVERIFY(settings.credentialHosts().isEmpty());
    QVERIFY(settings.windowGeometry().isEmpty());
}

void tst_AppSettings::roundTrip()
{
    {
        AppSettings settings(m_qsettings.get());
        settings.setConnectionsPerHost(2);
        settings.setDelayMs(1500);
        settings.setTimeoutSeconds(90);
        settings.setUserAgent(QStringLiteral("LibraryBot/1.0 (+https://library.example/bot)"));
        settings.setSpecVersion(SpecVersion::V1_0);
        settings.setProxyMode(AppSettings::ProxyMode::Manual);
        settings.setManualProxy(QStringLiteral("proxy.example.org"), 3128);
        settings.setLanguage(QStringLiteral("de"));
    }
    // A fresh QSettings reads the file written by the first.
    const std::unique_ptr<QSettings> file = reopen();
    const AppSettings settings(file.get());
    QCOMPARE(settings.connectionsPerHost(), 2);
    QCOMPARE(settings.delayMs(), 1500);
    QCOMPARE(settings.timeoutSeconds(), 90);
    QCOMPARE(settings.userAgent(), QStringLiteral("LibraryBot/1.0 (+https://library.example/bot)"));
    QCOMPARE(settings.specVersion(), SpecVersion::V1_0);
    QCOMPARE(settings.proxyMode(), AppSettings::ProxyMode::Manual);
    QCOMPARE(settings.proxyHost(), QStringLiteral("proxy.example.org"));
    QCOMPARE(settings.proxyPort(), 3128);
    QCOMPARE(settings.language(), QStringLiteral("de"));

    // The keys are grouped as documented.
    QCOMPARE(file->value(QStringLiteral("network/connectionsPerHost")).toInt(), 2);
    QCOMPARE(file->value(QStringLiteral("validation/specVersion")).toString(),
             QStringLiteral("1.0"));
    QCOMPARE(file->value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
}

void tst_AppSettings::nonsenseFallsBack_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("connections");
    QTest::addColumn<int>("delay");
    QTest::addColumn<int>("timeout");
    QTest::addColumn<int>("port");

    QTest::newRow("words") << QByteArray("[network]\nconnectionsPerHost=many\ndelayMs=slow\n"
                                         "timeoutSeconds=forever\nproxyPort=http\n")
                           << 4 << 0 << 30 << 8080;
    QTest::newRow("too large") << QByteArray(
        "[network]\nconnectionsPerHost=100\ndelayMs=999999999\n"
        "timeoutSeconds=86400\nproxyPort=70000\n")
                               << 6 << 60000 << 600 << 65535;
    QTest::newRow("negative") << QByteArray("[network]\nconnectionsPerHost=-3\ndelayMs=-10\n"
                                            "timeoutSeconds=-1\nproxyPort=-80\n")
                              << 1 << 0 << 1 << 1;
    QTest::newRow("zero") << QByteArray("[network]\nconnectionsPerHost=0\ndelayMs=0\n"
                                        "timeoutSeconds=0\nproxyPort=0\n")
                          << 1 << 0 << 1 << 1;
    QTest::newRow("beyond 64 bits")
        << QByteArray("[network]\nconnectionsPerHost=99999999999999999999999\n") << 4 << 0 << 30
        << 8080;
    QTest::newRow("fractions") << QByteArray("[network]\nconnectionsPerHost=2.5\ndelayMs=1e3\n")
                               << 4 << 0 << 30 << 8080;
    QTest::newRow("a list") << QByteArray("[network]\nconnectionsPerHost=2, 3\n") << 4 << 0 << 30
                            << 8080;
    QTest::newRow("empty") << QByteArray("[network]\nconnectionsPerHost=\ndelayMs=\n") << 4 << 0
                           << 30 << 8080;
}

void tst_AppSettings::nonsenseFallsBack()
{
    QFETCH(QByteArray, file);
    QFETCH(int, connections);
    QFETCH(int, delay);
    QFETCH(int, timeout);
    QFETCH(int, port);
    writeFile(file);
    const AppSettings settings(m_qsettings.get());
    QCOMPARE(settings.connectionsPerHost(), connections);
    QCOMPARE(settings.delayMs(), delay);
    QCOMPARE(settings.timeoutSeconds(), timeout);
    QCOMPARE(settings.proxyPort(), port);
}

void tst_AppSettings::settersClamp()
{
    AppSettings settings(m_qsettings.get());
    settings.setConnectionsPerHost(50);
    QCOMPARE(settings.connectionsPerHost(), 6);
    settings.setDelayMs(-5);
    QCOMPARE(settings.delayMs(), 0);
    settings.setTimeoutSeconds(0);
    QCOMPARE(settings.timeoutSeconds(), 1);
    settings.setManualProxy(QStringLiteral("proxy"), 0);
    QCOMPARE(settings.proxyPort(), 1);

    writeFile("[validation]\nspecVersion=2.0\n[network]\nproxyMode=carrier pigeon\n"
              "proxyHost=evil host\\nX: y\n[ui]\nlanguage=../../etc/passwd\n");
    const AppSettings edited(m_qsettings.get());
    QCOMPARE(edited.specVersion(), SpecVersion::V1_1);
    QCOMPARE(edited.proxyMode(), AppSettings::ProxyMode::System);
    QCOMPARE(edited.proxyHost(), QString());
    QCOMPARE(edited.language(), QString());
}

void tst_AppSettings::userAgentRefusesHeaderInjection()
{
    writeFile("[network]\nuserAgent=\"Bot/1.0\\r\\nCookie: x\"\n");
    QCOMPARE(AppSettings(m_qsettings.get()).userAgent(), QString());

    AppSettings settings(m_qsettings.get());
    settings.setUserAgent(QStringLiteral("Bot/2.0\nX-Injected: 1"));
    QCOMPARE(settings.userAgent(), QString());
    settings.setUserAgent(QStringLiteral("  Bot/3.0  "));
    QCOMPARE(settings.userAgent(), QStringLiteral("Bot/3.0"));
    settings.setUserAgent(QString());
    QCOMPARE(settings.userAgent(), QString());
}

void tst_AppSettings::crawlOptions()
{
    AppSettings settings(m_qsettings.get());
    settings.setConnectionsPerHost(1);
    settings.setDelayMs(2000);
    settings.setTimeoutSeconds(45);
    settings.setUserAgent(QStringLiteral("Bot/1.0"));
    settings.setSpecVersion(SpecVersion::V1_0);

    const rsi::CrawlOptions options = settings.crawlOptions();
    QCOMPARE(options.fetch.connectionsPerHost, 1);
    QCOMPARE(options.fetch.delayMs, 2000);
    QCOMPARE(options.fetch.inactivityTimeoutMs, 45'000);
    QCOMPARE(options.fetch.userAgent, QStringLiteral("Bot/1.0"));
    QCOMPARE(options.validation.specVersion, SpecVersion::V1_0);
    QVERIFY(options.fetch.basicCredentials.isEmpty());

    // A long inactivity timeout is not cut short by the total one.
    settings.setTimeoutSeconds(600);
    const rsi::CrawlOptions patient = settings.crawlOptions();
    QCOMPARE(patient.fetch.inactivityTimeoutMs, 600'000);
    QVERIFY(patient.fetch.totalTimeoutMs >= patient.fetch.inactivityTimeoutMs);

    // Defaults are the engine's defaults.
    writeFile({});
    const rsi::CrawlOptions fresh = AppSettings(m_qsettings.get()).crawlOptions();
    const rsi::CrawlOptions engine;
    QCOMPARE(fresh.fetch.connectionsPerHost, engine.fetch.connectionsPerHost);
    QCOMPARE(fresh.fetch.delayMs, engine.fetch.delayMs);
    QCOMPARE(fresh.fetch.inactivityTimeoutMs, engine.fetch.inactivityTimeoutMs);
    QCOMPARE(fresh.validation.specVersion, engine.validation.specVersion);
}

void tst_AppSettings::proxy_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");

    QTest::newRow("default") << QByteArray() << int(QNetworkProxy::DefaultProxy) << QString() << 0;
    QTest::newRow("system") << QByteArray("[network]\nproxyMode=system\nproxyHost=p.example\n")
                            << int(QNetworkProxy::DefaultProxy) << QString() << 0;
    QTest::newRow("none") << QByteArray("[network]\nproxyMode=none\nproxyHost=p.example\n")
                          << int(QNetworkProxy::NoProxy) << QString() << 0;
    QTest::newRow("manual") << QByteArray(
        "[network]\nproxyMode=manual\nproxyHost=p.example\nproxyPort=3128\n")
                            << int(QNetworkProxy::HttpProxy) << QStringLiteral("p.example") << 3128;
    QTest::newRow("manual, default port")
        << QByteArray("[network]\nproxyMode=manual\nproxyHost=p.example\n")
        << int(QNetworkProxy::HttpProxy) << QStringLiteral("p.example") << 8080;
    QTest::newRow("manual without host") << QByteArray("[network]\nproxyMode=manual\n")
                                         << int(QNetworkProxy::DefaultProxy) << QString() << 0;
    QTest::newRow("unknown mode") << QByteArray(
        "[network]\nproxyMode=socks9\nproxyHost=p.example\n")
                                  << int(QNetworkProxy::DefaultProxy) << QString() << 0;
}

void tst_AppSettings::proxy()
{
    QFETCH(QByteArray, file);
    QFETCH(int, type);
    QFETCH(QString, host);
    QFETCH(int, port);
    writeFile(file);
    const QNetworkProxy proxy = AppSettings(m_qsettings.get()).proxy();
    QCOMPARE(int(proxy.type()), type);
    if (!host.isEmpty()) {
        QCOMPARE(proxy.hostName(), host);
        QCOMPARE(int(proxy.port()), port);
    }
}

void tst_AppSettings::recentSources()
{
    AppSettings settings(m_qsettings.get());
    settings.addRecentSource(QStringLiteral("https://a.example/.well-known/resourcesync"));
    settings.addRecentSource(QStringLiteral("https://b.example/capabilitylist.xml"));
    settings.addRecentSource(QStringLiteral("  "));
    QCOMPARE(settings.recentSources(),
             (QStringList {QStringLiteral("https://b.example/capabilitylist.xml"),
                           QStringLiteral("https://a.example/.well-known/resourcesync")}));

    // Opening one again moves it to the top, once.
    settings.addRecentSource(QStringLiteral(" https://a.example/.well-known/resourcesync "));
    QCOMPARE(settings.recentSources(),
             (QStringList {QStringLiteral("https://a.example/.well-known/resourcesync"),
                           QStringLiteral("https://b.example/capabilitylist.xml")}));

    for (int i = 0; i < 15; ++i)
        settings.addRecentSource(QStringLiteral("https://s%1.example/").arg(i));
    const QStringList recent = AppSettings(reopen().get()).recentSources();
    QCOMPARE(recent.size(), 10);
    QCOMPARE(recent.first(), QStringLiteral("https://s14.example/"));
    QCOMPARE(recent.last(), QStringLiteral("https://s5.example/"));

    m_qsettings = std::make_unique<QSettings>(m_path, QSettings::IniFormat);
    AppSettings again(m_qsettings.get());
    again.clearRecentSources();
    QVERIFY(again.recentSources().isEmpty());
}

void tst_AppSettings::recentSourcesFromHandEditedFile()
{
    writeFile("[ui]\nrecentSources=https://x.example/, , https://y.example/, https://x.example/\n");
    QCOMPARE(
        AppSettings(m_qsettings.get()).recentSources(),
        (QStringList {QStringLiteral("https://x.example/"), QStringLiteral("https://y.example/")}));
    writeFile("[ui]\nrecentSources=/home/me/mirror\n"); // one entry is written as a plain string
    QCOMPARE(AppSettings(m_qsettings.get()).recentSources(),
             QStringList {QStringLiteral("/home/me/mirror")});
}

void tst_AppSettings::addressHistory()
{
    AppSettings settings(m_qsettings.get());
    QStringList history;
    for (int i = 0; i < 40; ++i)
        history.append(QStringLiteral("https://h%1.example/").arg(i % 35));
    settings.setAddressHistory(history);
    QStringList stored = AppSettings(reopen().get()).addressHistory();
    QCOMPARE(stored.size(), 30);
    QCOMPARE(stored.first(), QStringLiteral("https://h0.example/"));
    QCOMPARE(stored.last(), QStringLiteral("https://h29.example/"));
    QCOMPARE(stored.removeDuplicates(), 0);
}

void tst_AppSettings::credentialHostsHoldNoSecrets()
{
    {
        AppSettings settings(m_qsettings.get());
        settings.setCredentialHosts(
            {QStringLiteral("Repo.Example.org"), QStringLiteral("repo.example.org"),
             QStringLiteral("data.example:8443"), QStringLiteral("http://plain.example:8080"),
             QStringLiteral("https://user:pw@secret.example"), QString()});
        // Origins and (as saved before origins) hosts; never anything that
        // could carry a secret.
        QCOMPARE(settings.credentialHosts(),
                 (QStringList {QStringLiteral("repo.example.org"),
                               QStringLiteral("data.example:8443"),
                               QStringLiteral("http://plain.example:8080")}));
    }
    m_qsettings->sync();
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray contents = file.readAll();
    QVERIFY(contents.contains("[credentials]"));
    QVERIFY(contents.contains("repo.example.org"));
    QVERIFY(!contents.contains("pw"));
}

void tst_AppSettings::windowState()
{
    {
        AppSettings settings(m_qsettings.get());
        settings.setWindowGeometry(QByteArray("\x01\x02geometry", 10));
        settings.setWindowState(QByteArray("\x00\xffstate", 7));
    }
    const std::unique_ptr<QSettings> file = reopen();
    const AppSettings settings(file.get());
    QCOMPARE(settings.windowGeometry(), QByteArray("\x01\x02geometry", 10));
    QCOMPARE(settings.windowState(), QByteArray("\x00\xffstate", 7));
}

QTEST_GUILESS_MAIN(tst_AppSettings)
#include "tst_appsettings.moc"
