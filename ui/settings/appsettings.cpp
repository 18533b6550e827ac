// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include "net/credentialorigin.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>

namespace rsi {

namespace {

// The keys, grouped as the file shows them. Changing one loses what users
// have set, so they stay as they are.
const QString connectionsKey = QStringLiteral("network/connectionsPerHost");
const QString delayKey = QStringLiteral("network/delayMs");
const QString timeoutKey = QStringLiteral("network/timeoutSeconds");
const QString userAgentKey = QStringLiteral("network/userAgent");
const QString proxyModeKey = QStringLiteral("network/proxyMode");
const QString proxyHostKey = QStringLiteral("network/proxyHost");
const QString proxyPortKey = QStringLiteral("network/proxyPort");
const QString specVersionKey = QStringLiteral("validation/specVersion");
const QString languageKey = QStringLiteral("ui/language");
const QString recentSourcesKey = QStringLiteral("ui/recentSources");
const QString addressHistoryKey = QStringLiteral("ui/addressHistory");
const QString geometryKey = QStringLiteral("ui/windowGeometry");
const QString stateKey = QStringLiteral("ui/windowState");
const QString credentialHostsKey = QStringLiteral("credentials/hosts");
// An array of {source, folder}, most recent first: sources are URLs, whose
// "/" QSettings would take for groups were they keys.
const QString mirrorFoldersKey = QStringLiteral("mirror/folders");
const QString mirrorSourceKey = QStringLiteral("source");
const QString mirrorFolderKey = QStringLiteral("folder");
const QString mirrorDeletesKey = QStringLiteral("mirror/deleteExtras");
const QString checkChoicesKey = QStringLiteral("check/choices");
const QString syncChoicesKey = QStringLiteral("mirror/capabilityLists");
const QString keepHistoryKey = QStringLiteral("history/keep");
const QString historyLimitKey = QStringLiteral("history/limitMb");

constexpr qsizetype maxUserAgentLength = 512;

// An integer within [low, high]. A value that is no number at all (a typo in
// a hand-edited file) means the default; one out of range is clamped, as the
// user plainly meant "a lot" or "none".
int readInt(const QSettings &settings, const QString &key, int fallback, int low, int high)
{
    bool ok = false;
    const qlonglong value = settings.value(key).toLongLong(&ok);
    if (!ok)
        return fallback;
    return static_cast<int>(std::clamp<qlonglong>(value, low, high));
}

// Sent as an HTTP header, so only visible ASCII and spaces: a line break
// would let a settings file inject headers.
bool isHeaderSafe(const QString &text)
{
    return text.size() <= maxUserAgentLength
        && std::all_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; });
}

bool isPlausibleHost(const QString &host)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._:\\[\\]-]+$"));
    return host.size() <= 253 && pattern.match(host).hasMatch();
}

// A credential's key: an origin as credentialOriginFromUserText() writes it,
// or, as saved before credentials were keyed by origin, a host[:port].
bool isPlausibleCredentialKey(const QString &key)
{
    return !key.isEmpty() && (isPlausibleHost(key) || credentialOriginFromUserText(key) == key);
}

bool isPlausibleLanguage(const QString &language)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    return pattern.match(language).hasMatch();
}

// Trimmed, without empty entries and later duplicates, at most limit long.
QStringList uniqueList(const QStringList &items, qsizetype limit)
{
    QStringList result;
    for (const QString &item : items) {
        const QString trimmed = item.trimmed();
        if (trimmed.isEmpty() || result.contains(trimmed))
            continue;
        result.append(trimmed);
        if (result.size() == limit)
            break;
    }
    return result;
}

QString proxyModeName(AppSettings::ProxyMode mode)
{
    switch (mode) {
    case AppSettings::ProxyMode::None:
        return QStringLiteral("none");
    case AppSettings::ProxyMode::Manual:
        return QStringLiteral("manual");
    case AppSettings::ProxyMode::System:
        break;
    }
    return QStringLiteral("system");
}

} // namespace

AppSettings::AppSettings()
    : m_own(std::make_unique<QSettings>(QStringLiteral("ResourceSync Inspector"),
                                        QStringLiteral("rsinspector")))
    , m_settings(m_own.get())
{ }

AppSettings::AppSettings(QSettings *settings)
    : m_settings(settings)
{ }

QSettings *AppSettings::settings() const
{
    return m_settings;
}

int AppSettings::connectionsPerHost() const
{
    return readInt(*settings(), connectionsKey, defaultConnectionsPerHost, 1,
                   maxConnectionsPerHost);
}

void AppSettings::setConnectionsPerHost(int value)
{
    settings()->setValue(connectionsKey, std::clamp(value, 1, maxConnectionsPerHost));
}

int AppSettings::delayMs() const
{
    return readInt(*settings(), delayKey, 0, 0, maxDelayMs);
}

void AppSettings::setDelayMs(int value)
{
    settings()->setValue(delayKey, std::clamp(value, 0, maxDelayMs));
}

int AppSettings::timeoutSeconds() const
{
    return readInt(*settings(), timeoutKey, defaultTimeoutSeconds, 1, maxTimeoutSeconds);
}

void AppSettings::setTimeoutSeconds(int value)
{
    settings()->setValue(timeoutKey, std::clamp(value, 1, maxTimeoutSeconds));
}

QString AppSettings::userAgent() const
{
    const QString value = settings()->value(userAgentKey).toString().trimmed();
    return isHeaderSafe(value) ? value : QString();
}

void AppSettings::setUserAgent(const QString &value)
{
    const QString trimmed = value.trimmed();
    if (trimmed.isEmpty() || !isHeaderSafe(trimmed))
        settings()->remove(userAgentKey);
    else
        settings()->setValue(userAgentKey, trimmed);
}

SpecVersion AppSettings::specVersion() const
{
    return specVersionFromName(settings()->value(specVersionKey).toString().trimmed())
        .value_or(SpecVersion::V1_1);
}

void AppSettings::setSpecVersion(SpecVersion value)
{
    settings()->setValue(specVersionKey, specVersionName(value));
}

AppSettings::ProxyMode AppSettings::proxyMode() const
{
    const QString name = settings()->value(proxyModeKey).toString().trimmed().toLower();
    if (name == u"none")
        return ProxyMode::None;
    if (name == u"manual")
        return ProxyMode::Manual;
    return ProxyMode::System;
}

void AppSettings::setProxyMode(ProxyMode mode)
{
    settings()->setValue(proxyModeKey, proxyModeName(mode));
}

QString AppSettings::proxyHost() const
{
    const QString host = settings()->value(proxyHostKey).toString().trimmed();
    return isPlausibleHost(host) ? host : QString();
}

int AppSettings::proxyPort() const
{
    return readInt(*settings(), proxyPortKey, defaultProxyPort, 1, 65'535);
}

void AppSettings::setManualProxy(const QString &host, int port)
{
    settings()->setValue(proxyHostKey, host.trimmed());
    settings()->setValue(proxyPortKey, std::clamp(port, 1, 65'535));
}

QNetworkProxy AppSettings::proxy() const
{
    switch (proxyMode()) {
    case ProxyMode::None:
        return QNetworkProxy(QNetworkProxy::NoProxy);
    case ProxyMode::Manual: {
        // A manual proxy without a host cannot be used; rather than send
        // every request nowhere, fall back to what the system says.
        const QString host = proxyHost();
        if (!host.isEmpty())
            return QNetworkProxy(QNetworkProxy::HttpProxy, host, static_cast<quint16>(proxyPort()));
        break;
    }
    case ProxyMode::System:
        break;
    }
    return QNetworkProxy(QNetworkProxy::DefaultProxy);
}

QString AppSettings::language() const
{
    const QString language = settings()->value(languageKey).toString().trimmed();
    return isPlausibleLanguage(language) ? language : QString();
}

void AppSettings::setLanguage(const QString &language)
{
    if (isPlausibleLanguage(language))
        settings()->setValue(languageKey, language);
    else
        settings()->remove(languageKey);
}

QStringList AppSettings::recentSources() const
{
    return uniqueList(settings()->value(recentSourcesKey).toStringList(), maxRecentSources);
}

void AppSettings::addRecentSource(const QString &source)
{
    const QString trimmed = source.trimmed();
    if (trimmed.isEmpty())
        return;
    QStringList sources = recentSources();
    sources.removeAll(trimmed);
    sources.prepend(trimmed);
    settings()->setValue(recentSourcesKey, uniqueList(sources, maxRecentSources));
}

void AppSettings::clearRecentSources()
{
    settings()->remove(recentSourcesKey);
}

QStringList AppSettings::addressHistory() const
{
    return uniqueList(settings()->value(addressHistoryKey).toStringList(), maxAddressHistory);
}

void AppSettings::setAddressHistory(const QStringList &history)
{
    settings()->setValue(addressHistoryKey, uniqueList(history, maxAddressHistory));
}

QStringList AppSettings::credentialHosts() const
{
    QStringList hosts;
    const QStringList stored = settings()->value(credentialHostsKey).toStringList();
    for (const QString &host : stored) {
        const QString normalized = host.trimmed().toLower();
        if (isPlausibleCredentialKey(normalized) && !hosts.contains(normalized))
            hosts.append(normalized);
    }
    return hosts;
}

void AppSettings::setCredentialHosts(const QStringList &hosts)
{
    QStringList normalized;
    for (const QString &host : hosts) {
        const QString lower = host.trimmed().toLower();
        if (isPlausibleCredentialKey(lower) && !normalized.contains(lower))
            normalized.append(lower);
    }
    if (normalized.isEmpty())
        settings()->remove(credentialHostsKey);
    else
        settings()->setValue(credentialHostsKey, normalized);
}

namespace {

QList<std::pair<QString, QString>> readMirrorFolders(QSettings &settings)
{
    QList<std::pair<QString, QString>> folders;
    const int size = settings.beginReadArray(mirrorFoldersKey);
    for (int i = 0; i < size && folders.size() < AppSettings::maxMirrorFolders; ++i) {
        settings.setArrayIndex(i);
        const QString source = settings.value(mirrorSourceKey).toString().trimmed();
        const QString folder = settings.value(mirrorFolderKey).toString().trimmed();
        if (source.isEmpty() || folder.isEmpty() || !QDir::isAbsolutePath(folder))
            continue;
        const bool known
            = std::any_of(folders.cbegin(), folders.cend(),
                          [&source](const auto &entry) { return entry.first == source; });
        if (!known)
            folders.append({source, QDir::cleanPath(folder)});
    }
    settings.endArray();
    return folders;
}

} // namespace

QString AppSettings::mirrorFolder(const QString &source) const
{
    const QString key = source.trimmed();
    const QList<std::pair<QString, QString>> folders = readMirrorFolders(*settings());
    for (const auto &[known, folder] : folders) {
        if (known == key)
            return folder;
    }
    return {};
}

void AppSettings::setMirrorFolder(const QString &source, const QString &folder)
{
    const QString key = source.trimmed();
    const QString path = folder.trimmed();
    if (key.isEmpty() || path.isEmpty() || !QDir::isAbsolutePath(path))
        return;
    QList<std::pair<QString, QString>> folders = readMirrorFolders(*settings());
    folders.removeIf([&key](const auto &entry) { return entry.first == key; });
    folders.prepend({key, QDir::cleanPath(path)});
    if (folders.size() > maxMirrorFolders)
        folders.resize(maxMirrorFolders);
    settings()->remove(mirrorFoldersKey);
    settings()->beginWriteArray(mirrorFoldersKey, int(folders.size()));
    for (int i = 0; i < folders.size(); ++i) {
        settings()->setArrayIndex(i);
        settings()->setValue(mirrorSourceKey, folders.at(i).first);
        settings()->setValue(mirrorFolderKey, folders.at(i).second);
    }
    settings()->endArray();
}

bool AppSettings::mirrorDeletes() const
{
    const QVariant value = settings()->value(mirrorDeletesKey);
    // Only an explicit yes deletes: anything unreadable keeps files.
    return value.toString().trimmed().toLower() == u"true";
}

void AppSettings::setMirrorDeletes(bool on)
{
    settings()->setValue(mirrorDeletesKey, on);
}

namespace {

// A list of (source, choice) pairs under key, newest first, at most
// maxMirrorFolders of them: what was chosen for a source last time.
QList<std::pair<QString, QVariantMap>> readChoices(QSettings &settings, const QString &key)
{
    QList<std::pair<QString, QVariantMap>> choices;
    const int size = settings.beginReadArray(key);
    for (int i = 0; i < size && choices.size() < AppSettings::maxMirrorFolders; ++i) {
        settings.setArrayIndex(i);
        const QString source = settings.value(mirrorSourceKey).toString().trimmed();
        if (!source.isEmpty())
            choices.append({source, settings.value(QStringLiteral("choice")).toMap()});
    }
    settings.endArray();
    return choices;
}

void writeChoice(QSettings &settings, const QString &key, const QString &source,
                 const QVariantMap &choice)
{
    QList<std::pair<QString, QVariantMap>> choices = readChoices(settings, key);
    choices.removeIf([&source](const auto &entry) { return entry.first == source; });
    choices.prepend({source, choice});
    if (choices.size() > AppSettings::maxMirrorFolders)
        choices.resize(AppSettings::maxMirrorFolders);
    settings.remove(key);
    settings.beginWriteArray(key, int(choices.size()));
    for (int i = 0; i < choices.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(mirrorSourceKey, choices.at(i).first);
        settings.setValue(QStringLiteral("choice"), choices.at(i).second);
    }
    settings.endArray();
}

QVariantMap readChoice(QSettings &settings, const QString &key, const QString &source)
{
    const QList<std::pair<QString, QVariantMap>> choices = readChoices(settings, key);
    for (const auto &[known, choice] : choices) {
        if (known == source)
            return choice;
    }
    return {};
}

QList<QUrl> urlsOf(const QVariant &value)
{
    QList<QUrl> urls;
    const QStringList texts = value.toStringList();
    for (const QString &text : texts) {
        const QUrl url(text, QUrl::StrictMode);
        if (url.isValid() && !url.isRelative())
            urls.append(url);
    }
    return urls;
}

QStringList textsOf(const QList<QUrl> &urls)
{
    QStringList texts;
    for (const QUrl &url : urls)
        texts.append(url.toString());
    return texts;
}

// A pattern that no longer compiles (a hand-edited file) is dropped.
QList<QRegularExpression> expressionsOf(const QVariant &value)
{
    QList<QRegularExpression> expressions;
    const QStringList patterns = value.toStringList();
    for (const QString &pattern : patterns) {
        QRegularExpression expression(pattern);
        if (!pattern.isEmpty() && expression.isValid())
            expressions.append(expression);
    }
    return expressions;
}

QStringList patternsOf(const QList<QRegularExpression> &expressions)
{
    QStringList patterns;
    for (const QRegularExpression &expression : expressions)
        patterns.append(expression.pattern());
    return patterns;
}

} // namespace

AppSettings::CheckChoice AppSettings::checkChoice(const QString &source) const
{
    const QVariantMap map = readChoice(*settings(), checkChoicesKey, source.trimmed());
    CheckChoice choice;
    choice.scope.capabilityLists = urlsOf(map.value(QStringLiteral("capabilityLists")));
    choice.scope.include = expressionsOf(map.value(QStringLiteral("include")));
    choice.scope.exclude = expressionsOf(map.value(QStringLiteral("exclude")));
    choice.scope.sampleSize
        = std::clamp<qint64>(map.value(QStringLiteral("sample")).toLongLong(), 0, 1'000'000);
    choice.scope.seed = map.value(QStringLiteral("seed")).toULongLong();
    choice.hash = map.value(QStringLiteral("hash")).toBool();
    return choice;
}

void AppSettings::setCheckChoice(const QString &source, const CheckChoice &choice)
{
    const QString key = source.trimmed();
    if (key.isEmpty())
        return;
    writeChoice(*settings(), checkChoicesKey, key,
                {
                    {QStringLiteral("capabilityLists"), textsOf(choice.scope.capabilityLists)},
                    {QStringLiteral("include"), patternsOf(choice.scope.include)},
                    {QStringLiteral("exclude"), patternsOf(choice.scope.exclude)},
                    {QStringLiteral("sample"), choice.scope.sampleSize},
                    // A string: settings files keep 64-bit numbers poorly.
                    {QStringLiteral("seed"), QString::number(choice.scope.seed)},
                    {QStringLiteral("hash"), choice.hash},
                });
}

QList<QUrl> AppSettings::syncCapabilityLists(const QString &source) const
{
    return urlsOf(readChoice(*settings(), syncChoicesKey, source.trimmed())
                      .value(QStringLiteral("capabilityLists")));
}

void AppSettings::setSyncCapabilityLists(const QString &source, const QList<QUrl> &capabilityLists)
{
    const QString key = source.trimmed();
    if (key.isEmpty())
        return;
    writeChoice(*settings(), syncChoicesKey, key,
                {{QStringLiteral("capabilityLists"), textsOf(capabilityLists)}});
}

bool AppSettings::keepHistory() const
{
    // Only an explicit no stops keeping crawls.
    return settings()->value(keepHistoryKey).toString().trimmed().toLower() != u"false";
}

void AppSettings::setKeepHistory(bool on)
{
    settings()->setValue(keepHistoryKey, on);
}

int AppSettings::historyLimitMb() const
{
    return readInt(*settings(), historyLimitKey, defaultHistoryLimitMb, minHistoryLimitMb,
                   maxHistoryLimitMb);
}

void AppSettings::setHistoryLimitMb(int megabytes)
{
    settings()->setValue(historyLimitKey,
                         std::clamp(megabytes, minHistoryLimitMb, maxHistoryLimitMb));
}

QByteArray AppSettings::windowGeometry() const
{
    return settings()->value(geometryKey).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    settings()->setValue(geometryKey, geometry);
}

QByteArray AppSettings::windowState() const
{
    return settings()->value(stateKey).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    settings()->setValue(stateKey, state);
}

CrawlOptions AppSettings::crawlOptions() const
{
    CrawlOptions options;
    options.validation.specVersion = specVersion();
    options.fetch.connectionsPerHost = connectionsPerHost();
    options.fetch.delayMs = delayMs();
    options.fetch.inactivityTimeoutMs = timeoutSeconds() * 1000;
    options.fetch.userAgent = userAgent();
    // A patient inactivity timeout must not be cut short by the total one.
    options.fetch.totalTimeoutMs
        = std::max(options.fetch.totalTimeoutMs, options.fetch.inactivityTimeoutMs);
    return options;
}

} // namespace rsi
