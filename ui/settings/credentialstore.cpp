// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialstore.h"

#include <QTimer>
#include <qt6keychain/keychain.h>

#include <memory>
#include <utility>

namespace rsi {

namespace {

constexpr int timedOut = -1; // not a QKeychain::Error

QString normalizedHost(const QString &host)
{
    return host.trimmed().toLower();
}

} // namespace

CredentialStore::CredentialStore(QString service, QObject *parent)
    : QObject(parent)
    , m_service(std::move(service))
{ }

// Jobs still running are not deleted here: QtKeychain's backends keep raw
// pointers to them until they answer, and they delete themselves then. Their
// connections to us end with us.
CredentialStore::~CredentialStore() = default;

void CredentialStore::setBackend(Backend backend)
{
    m_backend = backend;
}

void CredentialStore::load(const QStringList &hosts)
{
    QStringList keys;
    for (const QString &host : hosts) {
        const QString key = normalizedHost(host);
        if (!key.isEmpty() && !keys.contains(key))
            keys.append(key);
    }
    if (m_backend == Backend::SessionOnly || keys.isEmpty()) {
        // Queued, so that loaded() arrives after load() has returned, as it
        // does when the keychain answers.
        ++m_pendingReads;
        QMetaObject::invokeMethod(this, &CredentialStore::readDone, Qt::QueuedConnection);
        return;
    }
    for (const QString &key : std::as_const(keys)) {
        auto *job = new QKeychain::ReadPasswordJob(m_service);
        job->setKey(key);
        const quint64 revision = m_revisions.value(key);
        ++m_pendingReads;
        run(job, [this, key, revision](int error, const QString &errorString, const QString &text) {
            if (error == QKeychain::NoError) {
                if (m_revisions.value(key) == revision && !text.isEmpty())
                    m_credentials.insert(key, text);
            } else if (error != QKeychain::EntryNotFound) {
                fail(error, errorString);
            }
            readDone();
        });
    }
}

void CredentialStore::store(const QString &host, const QString &userColonPassword)
{
    if (userColonPassword.isEmpty()) {
        remove(host);
        return;
    }
    const QString key = normalizedHost(host);
    if (key.isEmpty())
        return;
    // Memory first: whatever the keychain answers, the credential works for
    // this session.
    m_credentials.insert(key, userColonPassword);
    ++m_revisions[key];
    if (m_backend != Backend::Keychain)
        return;
    auto *job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(key);
    job->setTextData(userColonPassword);
    run(job, [this](int error, const QString &errorString, const QString &) {
        if (error != QKeychain::NoError)
            fail(error, errorString);
    });
}

void CredentialStore::remove(const QString &host)
{
    const QString key = normalizedHost(host);
    if (key.isEmpty())
        return;
    m_credentials.remove(key);
    ++m_revisions[key];
    if (m_backend != Backend::Keychain)
        return;
    auto *job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(key);
    run(job, [this](int error, const QString &errorString, const QString &) {
        if (error != QKeychain::NoError && error != QKeychain::EntryNotFound)
            fail(error, errorString);
    });
}

QString CredentialStore::credentials(const QString &host) const
{
    return m_credentials.value(normalizedHost(host));
}

void CredentialStore::run(QKeychain::Job *job, JobDone done)
{
    // Never QKeychain's insecure fallback: it writes secrets in plain text to
    // a settings file, which is exactly what SessionOnly avoids.
    job->setInsecureFallback(false);
    job->setAutoDelete(true);

    // Whichever comes first, the answer or the guard, settles the job. The
    // guard is the context of both connections, so a late answer finds
    // nobody listening once it is gone, and none is heard twice before.
    auto *guard = new QTimer(this);
    guard->setSingleShot(true);
    auto settled = std::make_shared<bool>(false);
    auto callback = std::make_shared<JobDone>(std::move(done));
    connect(job, &QKeychain::Job::finished, guard,
            [guard, settled, callback](QKeychain::Job *finished) {
                if (std::exchange(*settled, true))
                    return;
                guard->deleteLater();
                QString text;
                if (const auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(finished))
                    text = read->textData();
                (*callback)(static_cast<int>(finished->error()), finished->errorString(), text);
            });
    connect(guard, &QTimer::timeout, guard, [guard, settled, callback] {
        if (std::exchange(*settled, true))
            return;
        guard->deleteLater();
        (*callback)(timedOut, QString(), QString());
    });
    guard->start(m_timeoutMs);
    job->start();
}

void CredentialStore::fail(int error, const QString &errorString)
{
    if (m_backend != Backend::Keychain)
        return;
    QString reason;
    switch (error) {
    case timedOut:
        reason = tr("The keychain did not answer.");
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        reason = tr("No keychain service is running on this system.");
        break;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        reason = tr("Access to the keychain was denied.");
        break;
    default:
        // On Linux this is mostly "no Secret Service on the session bus",
        // which QtKeychain words as "Unknown error": not worth showing.
        reason = errorString.isEmpty() || errorString == u"Unknown error"
            ? tr("The system keychain could not be reached.")
            : tr("The system keychain could not be reached: %1").arg(errorString);
        break;
    }
    m_backend = Backend::SessionOnly;
    Q_EMIT keychainUnavailable(reason);
}

void CredentialStore::readDone()
{
    if (m_pendingReads > 0 && --m_pendingReads == 0)
        Q_EMIT loaded();
}

} // namespace rsi
