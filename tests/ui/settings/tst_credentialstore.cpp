// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/credentialstore.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <qt6keychain/keychain.h>

using rsi::CredentialStore;

namespace {

constexpr int keychainWaitMs = 15'000; // above the store's own 5 s guard

} // namespace

// The keychain path runs against the real QtKeychain. Under test no Secret
// Service answers, so it fails, and the store must fall back to keeping
// credentials in memory. Where a keychain does work (a developer's desktop),
// the fallback cases are skipped rather than touching the user's keyring
// beyond one probe entry.
class tst_CredentialStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void sessionOnlyKeepsCredentials();
    void sessionOnlyLoadAnswersLater();
    void hostsAreCaseInsensitive();
    void storeEmptyRemoves();
    void fallbackOnStore();
    void fallbackOnLoad();
    void fallbackThenRemove();
    void loadWithoutHostsStillAnswers();
    void noSecretReachesASettingsFile();

private:
    QString service() const
    {
        return QStringLiteral("rsinspector-test-%1").arg(QCoreApplication::applicationPid());
    }
    bool m_keychainWorks = false;
    QTemporaryDir m_settingsDir;
};

void tst_CredentialStore::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    // Whatever QSettings anybody opens in this process lands here.
    QCoreApplication::setOrganizationName(QStringLiteral("rsinspector-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_credentialstore"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());

    // One probe: does this machine have a working keychain?
    auto *probe = new QKeychain::WritePasswordJob(service());
    probe->setKey(QStringLiteral("probe"));
    probe->setTextData(QStringLiteral("probe"));
    QSignalSpy finished(probe, &QKeychain::Job::finished);
    int error = -1;
    connect(probe, &QKeychain::Job::finished, this,
            [&error](QKeychain::Job *job) { error = int(job->error()); });
    probe->start();
    // A keychain that never answers is what the store's guard is for; here
    // it just means "no keychain".
    if (!QTest::qWaitFor([&error] { return error >= 0; }, keychainWaitMs))
        qInfo("the keychain did not answer the probe");
    m_keychainWorks = error == QKeychain::NoError;
    qInfo() << "keychain available:" << m_keychainWorks << "probe error" << error;
    if (m_keychainWorks) {
        auto *cleanup = new QKeychain::DeletePasswordJob(service());
        cleanup->setKey(QStringLiteral("probe"));
        cleanup->start();
    }
}

void tst_CredentialStore::cleanupTestCase()
{
    QCoreApplication::setOrganizationName(QString());
}

void tst_CredentialStore::sessionOnlyKeepsCredentials()
{
    CredentialStore store(service());
    store.setBackend(CredentialStore::Backend::SessionOnly);
    QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
    QVERIFY(!store.isPersistent());

    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:pa:ss"));
    store.store(QStringLiteral("data.example:8443"), QStringLiteral("bob:hunter2"));
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QStringLiteral("alice:pa:ss"));
    QCOMPARE(store.credentials(QStringLiteral("data.example:8443")), QStringLiteral("bob:hunter2"));
    QCOMPARE(store.credentials(QStringLiteral("other.example")), QString());
    QCOMPARE(store.all().size(), 2);

    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:new"));
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QStringLiteral("alice:new"));

    store.remove(QStringLiteral("repo.example.org"));
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QString());
    QCOMPARE(store.all().keys(), QStringList {QStringLiteral("data.example:8443")});
    store.remove(QStringLiteral("never.example")); // nothing to remove: no harm
    QCOMPARE(store.all().size(), 1);

    // SessionOnly was asked for: nothing failed, nothing to report.
    QCOMPARE(unavailable.count(), 0);
}

void tst_CredentialStore::sessionOnlyLoadAnswersLater()
{
    CredentialStore store(service());
    store.setBackend(CredentialStore::Backend::SessionOnly);
    QSignalSpy loaded(&store, &CredentialStore::loaded);
    store.load({QStringLiteral("repo.example.org")});
    // Like the keychain, after load() has returned: a caller may connect late.
    QCOMPARE(loaded.count(), 0);
    QTRY_COMPARE(loaded.count(), 1);
    QVERIFY(store.all().isEmpty());
}

void tst_CredentialStore::hostsAreCaseInsensitive()
{
    CredentialStore store(service());
    store.setBackend(CredentialStore::Backend::SessionOnly);
    store.store(QStringLiteral(" Repo.Example.ORG "), QStringLiteral("alice:secret"));
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QStringLiteral("alice:secret"));
    // all() keys are as FetchOptions::basicCredentials compares them.
    QCOMPARE(store.all().keys(), QStringList {QStringLiteral("repo.example.org")});
    store.remove(QStringLiteral("REPO.example.org"));
    QVERIFY(store.all().isEmpty());
}

void tst_CredentialStore::storeEmptyRemoves()
{
    CredentialStore store(service());
    store.setBackend(CredentialStore::Backend::SessionOnly);
    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:secret"));
    store.store(QStringLiteral("repo.example.org"), QString());
    QVERIFY(store.all().isEmpty());
    store.store(QString(), QStringLiteral("nobody:nothing"));
    QVERIFY(store.all().isEmpty());
}

void tst_CredentialStore::fallbackOnStore()
{
    if (m_keychainWorks)
        QSKIP("A keychain answers on this machine; the fallback cannot be seen.");
    CredentialStore store(service());
    QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
    QCOMPARE(store.backend(), CredentialStore::Backend::Keychain);

    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:s3cret"));
    // In memory at once, whatever the keychain answers.
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QStringLiteral("alice:s3cret"));

    QVERIFY(unavailable.wait(keychainWaitMs) || unavailable.count() == 1);
    QCOMPARE(unavailable.count(), 1);
    QVERIFY(!unavailable.first().first().toString().isEmpty());
    QCOMPARE(store.backend(), CredentialStore::Backend::SessionOnly);
    QVERIFY(!store.isPersistent());
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QStringLiteral("alice:s3cret"));

    // Later credentials are kept too, and the user is told only once.
    store.store(QStringLiteral("data.example"), QStringLiteral("bob:pw"));
    QCoreApplication::processEvents();
    QCOMPARE(store.credentials(QStringLiteral("data.example")), QStringLiteral("bob:pw"));
    QCOMPARE(unavailable.count(), 1);
    qInfo() << "reason given:" << unavailable.first().first().toString();
}

void tst_CredentialStore::fallbackOnLoad()
{
    if (m_keychainWorks)
        QSKIP("A keychain answers on this machine; the fallback cannot be seen.");
    CredentialStore store(service());
    QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
    QSignalSpy loaded(&store, &CredentialStore::loaded);

    store.load(
        {QStringLiteral("a.example"), QStringLiteral("b.example"), QStringLiteral("A.example")});
    QVERIFY(loaded.wait(keychainWaitMs) || loaded.count() == 1);
    QCOMPARE(loaded.count(), 1);
    // Two reads failed; one notice.
    QCOMPARE(unavailable.count(), 1);
    QVERIFY(!store.isPersistent());
    QVERIFY(store.all().isEmpty());

    // The session goes on with what the user enters now.
    store.store(QStringLiteral("a.example"), QStringLiteral("carol:pw"));
    QCOMPARE(store.credentials(QStringLiteral("a.example")), QStringLiteral("carol:pw"));
    QCoreApplication::processEvents();
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(unavailable.count(), 1);
}

void tst_CredentialStore::fallbackThenRemove()
{
    if (m_keychainWorks)
        QSKIP("A keychain answers on this machine; the fallback cannot be seen.");
    CredentialStore store(service());
    QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:s3cret"));
    // Removed while the keychain has not answered yet: the failing write
    // must not bring the credential back.
    store.remove(QStringLiteral("repo.example.org"));
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QString());
    QTRY_COMPARE_WITH_TIMEOUT(unavailable.count(), 1, keychainWaitMs);
    QCOMPARE(store.credentials(QStringLiteral("repo.example.org")), QString());
    QVERIFY(store.all().isEmpty());

    store.store(QStringLiteral("repo.example.org"), QStringLiteral("alice:again"));
    store.remove(QStringLiteral("repo.example.org"));
    QVERIFY(store.all().isEmpty());
}

void tst_CredentialStore::loadWithoutHostsStillAnswers()
{
    CredentialStore store(service());
    QSignalSpy loaded(&store, &CredentialStore::loaded);
    QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
    store.load({});
    QTRY_COMPARE(loaded.count(), 1);
    // Nothing was asked of the keychain, so nothing is known about it.
    QCOMPARE(unavailable.count(), 0);
    QVERIFY(store.isPersistent());
}

void tst_CredentialStore::noSecretReachesASettingsFile()
{
    if (m_keychainWorks)
        QSKIP("A keychain answers on this machine; the fallback cannot be seen.");
    const QByteArray secret = "very-secret-password-7731";
    {
        CredentialStore store(service());
        QSignalSpy unavailable(&store, &CredentialStore::keychainUnavailable);
        store.store(QStringLiteral("repo.example.org"),
                    QStringLiteral("alice:") + QString::fromLatin1(secret));
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.count(), 1, keychainWaitMs);
        store.store(QStringLiteral("data.example"),
                    QStringLiteral("bob:") + QString::fromLatin1(secret));
    }
    QSettings().sync();
    QDirIterator files(m_settingsDir.path(), QDir::Files | QDir::Hidden,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(secret), qPrintable(file.fileName()));
    }
}

QTEST_GUILESS_MAIN(tst_CredentialStore)
#include "tst_credentialstore.moc"
