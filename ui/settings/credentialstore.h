// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>

#include <functional>

namespace QKeychain {
class Job;
}

namespace rsi {

// Per-host credentials ("user:password" for HTTP basic authentication), kept
// in the platform keychain through QtKeychain (Secret Service, KWallet, macOS
// Keychain, Windows Credential Store). Where no keychain answers (no Secret
// Service running, as on a bare server or under test), credentials live in
// memory for this session only, never in a plain file, and isPersistent()
// says so, so the settings dialog can tell the user.
//
// Keychain calls are asynchronous; load() reads the given hosts and emits
// loaded() once all have answered (or failed).
class CredentialStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialStore)

public:
    enum class Backend { Keychain, SessionOnly };

    // service: the keychain's service name ("rsinspector"); tests use their own.
    explicit CredentialStore(QString service, QObject *parent = nullptr);
    ~CredentialStore() override;

    // SessionOnly skips the keychain (tests, or after it failed once).
    void setBackend(Backend backend);
    Backend backend() const { return m_backend; }
    bool isPersistent() const { return m_backend == Backend::Keychain; }

    // Hosts are keys as FetchOptions::basicCredentials has them: "host" or
    // "host:port", compared in lower case. store() with an empty value removes.
    // Both take effect in memory at once; the keychain follows asynchronously.
    void load(const QStringList &hosts);
    void store(const QString &host, const QString &userColonPassword);
    void remove(const QString &host);

    // A keychain that does not answer within this time counts as unavailable
    // (a locked keyring whose unlock prompt nobody sees would otherwise hang).
    void setKeychainTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

    QString credentials(const QString &host) const; // empty when none
    QHash<QString, QString> all() const { return m_credentials; } // host -> user:password

Q_SIGNALS:
    void loaded();
    // The keychain could not be used; from now on credentials are kept for this session only.
    void keychainUnavailable(const QString &reason);

private:
    using JobDone = std::function<void(int error, const QString &errorString, const QString &text)>;
    void run(QKeychain::Job *job, JobDone done);
    void fail(int error, const QString &errorString);
    void readDone();

    QString m_service;
    Backend m_backend = Backend::Keychain;
    QHash<QString, QString> m_credentials;
    // Bumped by store() and remove(), so that a read answering later does
    // not bring back what the user has since changed.
    QHash<QString, quint64> m_revisions;
    int m_pendingReads = 0;
    int m_timeoutMs = 5'000;
};

} // namespace rsi
