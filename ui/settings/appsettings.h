// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawloptions.h"
#include "validation/specversion.h"

#include <QNetworkProxy>
#include <QSettings>
#include <QStringList>

#include <memory>

namespace rsi {

// The application's remembered settings, over QSettings (organisation
// "ResourceSync Inspector", application "rsinspector" unless a QSettings is
// given, as tests do). Values are validated on read: a hand-edited file with
// nonsense falls back to the defaults, clamped to sane ranges.
class AppSettings final
{
public:
    AppSettings(); // the application's own QSettings
    explicit AppSettings(QSettings *settings); // not owned (tests)

    enum class ProxyMode { System, None, Manual };

    // Defaults and limits, for editors that offer the same ranges.
    static constexpr int defaultConnectionsPerHost = 4;
    static constexpr int maxConnectionsPerHost = 6;
    static constexpr int maxDelayMs = 60'000;
    static constexpr int defaultTimeoutSeconds = 30;
    static constexpr int maxTimeoutSeconds = 600;
    static constexpr int defaultProxyPort = 8080;
    static constexpr qsizetype maxRecentSources = 10;
    static constexpr qsizetype maxAddressHistory = 30;
    static constexpr qsizetype maxMirrorFolders = 50;

    int connectionsPerHost() const; // 1..6, default 4
    void setConnectionsPerHost(int value);
    int delayMs() const; // 0..60000, default 0
    void setDelayMs(int value);
    int timeoutSeconds() const; // inactivity timeout, 1..600, default 30
    void setTimeoutSeconds(int value);
    QString userAgent() const; // empty: the default one
    void setUserAgent(const QString &value);
    SpecVersion specVersion() const; // default 1.1
    void setSpecVersion(SpecVersion value);
    ProxyMode proxyMode() const;
    void setProxyMode(ProxyMode mode);
    QString proxyHost() const;
    int proxyPort() const; // 1..65535, default 8080
    void setManualProxy(const QString &host, int port);
    // For QNetworkAccessManager::setProxy. System (and Manual without a host):
    // QNetworkProxy::DefaultProxy, the application proxy, which follows the
    // system's when the application enables QNetworkProxyFactory's system
    // configuration.
    QNetworkProxy proxy() const;
    // "" follows the system; otherwise "en", "de", "ja".
    QString language() const;
    void setLanguage(const QString &language);

    // Newest first, at most 10 / 30, no duplicates, no empty entries.
    QStringList recentSources() const;
    void addRecentSource(const QString &source);
    void clearRecentSources();
    QStringList addressHistory() const;
    void setAddressHistory(const QStringList &history);

    // Hosts for which credentials are kept (the secrets are in CredentialStore).
    QStringList credentialHosts() const;
    void setCredentialHosts(const QStringList &hosts);

    // The folder a source (as typed: a URL or a path) was last mirrored
    // into or audited; empty when none, or when what is stored is not an
    // absolute path. The 50 most recently used are kept.
    QString mirrorFolder(const QString &source) const;
    void setMirrorFolder(const QString &source, const QString &folder);
    // Whether a mirror deletes what the source no longer has; default off.
    bool mirrorDeletes() const;
    void setMirrorDeletes(bool on);

    // What part of a source (as typed) its last resource check covered
    // (the Capability Lists, include and exclude, the sample and its seed)
    // and whether it compared hashes; what its last mirror or audit covered
    // (the Capability Lists). Empty for a source never checked or mirrored.
    // The 50 most recently used sources are kept.
    struct CheckChoice
    {
        ResourceFilter scope;
        bool hash = false;
    };
    CheckChoice checkChoice(const QString &source) const;
    void setCheckChoice(const QString &source, const CheckChoice &choice);
    QList<QUrl> syncCapabilityLists(const QString &source) const;
    void setSyncCapabilityLists(const QString &source, const QList<QUrl> &capabilityLists);

    // The crawl history: whether every finished crawl is kept (default on),
    // and the most its file may take before the oldest runs go, in MiB
    // (16..1048576, default 1024).
    static constexpr int defaultHistoryLimitMb = 1024;
    static constexpr int minHistoryLimitMb = 16;
    static constexpr int maxHistoryLimitMb = 1024 * 1024;
    bool keepHistory() const;
    void setKeepHistory(bool on);
    int historyLimitMb() const;
    void setHistoryLimitMb(int megabytes);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The crawl options these settings describe (credentials not included).
    CrawlOptions crawlOptions() const;

private:
    QSettings *settings() const;

    std::unique_ptr<QSettings> m_own;
    QSettings *m_settings = nullptr;
};

} // namespace rsi
