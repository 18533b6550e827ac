// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorstate.h"

#include "localcopylayout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimeZone>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MirrorState)
};

constexpr int formatVersion = 1;
// A state file is small (about 300 bytes per resource); a bigger one is not ours.
constexpr qint64 maxStateBytes = 2LL * 1024 * 1024 * 1024;

QJsonValue timeJson(const std::optional<QDateTime> &time)
{
    return time ? QJsonValue(time->toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

std::optional<QDateTime> timeFromJson(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!time.isValid())
        return std::nullopt;
    return time.toUTC();
}

QJsonObject hashesJson(const QHash<QString, QByteArray> &hashes)
{
    QJsonObject object;
    for (auto it = hashes.cbegin(); it != hashes.cend(); ++it)
        object.insert(it.key(), QString::fromLatin1(it.value()));
    return object;
}

QHash<QString, QByteArray> hashesFromJson(const QJsonObject &object)
{
    QHash<QString, QByteArray> hashes;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        hashes.insert(it.key(), it.value().toString().toLatin1());
    return hashes;
}

QJsonObject resourceJson(const MirrorState::Resource &resource)
{
    QJsonObject object {{QStringLiteral("path"), resource.path}};
    if (resource.lastmod)
        object.insert(QStringLiteral("lastmod"), timeJson(resource.lastmod));
    if (resource.length)
        object.insert(QStringLiteral("length"), double(*resource.length));
    if (!resource.hashes.isEmpty())
        object.insert(QStringLiteral("hashes"), hashesJson(resource.hashes));
    if (!resource.type.isEmpty())
        object.insert(QStringLiteral("type"), resource.type);
    if (resource.fetched.isValid())
        object.insert(QStringLiteral("fetched"), timeJson(resource.fetched));
    if (!resource.etag.isEmpty())
        object.insert(QStringLiteral("etag"), QString::fromLatin1(resource.etag));
    if (!resource.lastModified.isEmpty())
        object.insert(QStringLiteral("lastModified"), QString::fromLatin1(resource.lastModified));
    return object;
}

MirrorState::Resource resourceFromJson(const QJsonObject &object)
{
    MirrorState::Resource resource;
    resource.path = object.value(QStringLiteral("path")).toString();
    resource.lastmod = timeFromJson(object.value(QStringLiteral("lastmod")));
    const QJsonValue length = object.value(QStringLiteral("length"));
    if (length.isDouble())
        resource.length = qint64(length.toDouble());
    resource.hashes = hashesFromJson(object.value(QStringLiteral("hashes")).toObject());
    resource.type = object.value(QStringLiteral("type")).toString();
    resource.fetched = timeFromJson(object.value(QStringLiteral("fetched"))).value_or(QDateTime());
    resource.etag = object.value(QStringLiteral("etag")).toString().toLatin1();
    resource.lastModified = object.value(QStringLiteral("lastModified")).toString().toLatin1();
    return resource;
}

} // namespace

QString MirrorState::fileName()
{
    return QStringLiteral("state.json");
}

QString MirrorState::filePath(const QString &root)
{
    return QDir(root).filePath(LocalCopyLayout::stateDirectoryName() + u'/' + fileName());
}

bool MirrorState::load(const QString &root, MirrorState *state, QString *error)
{
    *state = MirrorState();
    const QString path = filePath(root);
    QFile file(path);
    if (!file.exists())
        return true;
    if (file.size() > maxStateBytes) {
        *error = Tr::tr("%1 is too large to be a mirror's state file.").arg(path);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !json.isObject()) {
        *error = Tr::tr("%1 is not a mirror's state file (at byte %2: %3). Move it away to start "
                        "a new baseline.")
                     .arg(path, QString::number(parseError.offset), parseError.errorString());
        return false;
    }
    const QJsonObject object = json.object();
    const int version = object.value(QStringLiteral("format")).toInt();
    if (version != formatVersion) {
        *error = Tr::tr("%1 has state format %2; this version reads format %3.")
                     .arg(path, QString::number(version), QString::number(formatVersion));
        return false;
    }
    state->source = object.value(QStringLiteral("source")).toString();
    state->capabilityList = QUrl(object.value(QStringLiteral("capabilityList")).toString());
    state->baselineRoute = object.value(QStringLiteral("baselineRoute")).toString();
    state->baselineUrl = QUrl(object.value(QStringLiteral("baselineUrl")).toString());
    state->baselineAt = timeFromJson(object.value(QStringLiteral("baselineAt")));
    state->syncPoint = timeFromJson(object.value(QStringLiteral("syncPoint")));
    state->lastRun = timeFromJson(object.value(QStringLiteral("lastRun"))).value_or(QDateTime());
    const QJsonObject cursors = object.value(QStringLiteral("changeListCursor")).toObject();
    for (auto it = cursors.constBegin(); it != cursors.constEnd(); ++it)
        state->changeListCursor.insert(it.key(), qsizetype(it.value().toInteger()));
    for (const QJsonValue &package : object.value(QStringLiteral("appliedPackages")).toArray())
        state->appliedPackages.append(package.toString());
    const QJsonObject resources = object.value(QStringLiteral("resources")).toObject();
    state->resources.reserve(resources.size());
    for (auto it = resources.constBegin(); it != resources.constEnd(); ++it)
        state->resources.insert(it.key(), resourceFromJson(it.value().toObject()));
    const QJsonObject failed = object.value(QStringLiteral("failed")).toObject();
    for (auto it = failed.constBegin(); it != failed.constEnd(); ++it)
        state->failed.insert(it.key(), it.value().toString());
    return true;
}

bool MirrorState::save(const QString &root, QString *error) const
{
    QJsonObject object {
        {QStringLiteral("format"), formatVersion},
        {QStringLiteral("tool"), QStringLiteral("rsinspector")},
        {QStringLiteral("source"), source},
        {QStringLiteral("capabilityList"), capabilityList.toString()},
        {QStringLiteral("baselineRoute"), baselineRoute},
        {QStringLiteral("baselineUrl"), baselineUrl.toString()},
        {QStringLiteral("baselineAt"), timeJson(baselineAt)},
        {QStringLiteral("syncPoint"), timeJson(syncPoint)},
        {QStringLiteral("lastRun"), timeJson(QDateTime::currentDateTimeUtc())},
    };
    QJsonObject cursors;
    for (auto it = changeListCursor.cbegin(); it != changeListCursor.cend(); ++it)
        cursors.insert(it.key(), qint64(it.value()));
    object.insert(QStringLiteral("changeListCursor"), cursors);
    object.insert(QStringLiteral("appliedPackages"), QJsonArray::fromStringList(appliedPackages));
    QJsonObject resourcesJson;
    for (auto it = resources.cbegin(); it != resources.cend(); ++it)
        resourcesJson.insert(it.key(), resourceJson(it.value()));
    object.insert(QStringLiteral("resources"), resourcesJson);
    QJsonObject failedJson;
    for (auto it = failed.cbegin(); it != failed.cend(); ++it)
        failedJson.insert(it.key(), it.value());
    object.insert(QStringLiteral("failed"), failedJson);

    const QString path = filePath(root);
    if (!QDir(root).mkpath(LocalCopyLayout::stateDirectoryName())) {
        *error = Tr::tr("Cannot make the folder %1.")
                     .arg(QDir(root).filePath(LocalCopyLayout::stateDirectoryName()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(object).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace rsi
