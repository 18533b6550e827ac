// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What MirrorStateStore's two source files share: its prepared statements
// and how values go into and come out of the columns. Not for other users.
#pragma once

#include "mirrorstatestore.h"
#include "store/sqlitestatement.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QTimeZone>
#include <QVariant>

#include <optional>

namespace rsi {

namespace statecolumns {

inline QVariant textValue(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(text);
}

inline QVariant isoValue(const std::optional<QDateTime> &time)
{
    return time ? QVariant(time->toUTC().toString(Qt::ISODateWithMs))
                : QVariant(QMetaType(QMetaType::QString));
}

inline std::optional<QDateTime> isoFrom(const QVariant &value)
{
    if (value.isNull())
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? std::optional<QDateTime>(time.toUTC()) : std::nullopt;
}

inline constexpr const char *resourceColumns
    = "url, path, length, digests, lastmod, type, etag, last_modified, fetched, failure, seen";

} // namespace statecolumns

// The statements run per resource go through SQLite's own interface
// (SqliteStatement: a fraction of QSqlQuery's cost per run); the rest,
// run a few times per mirror, through Qt SQL.
struct MirrorStateStore::Statements
{
    SqliteStatement resource;
    SqliteStatement resourceAtKey;
    SqliteStatement holderAtKey;
    SqliteStatement below;
    SqliteStatement insert;
    SqliteStatement fetched;
    SqliteStatement failure;
    SqliteStatement clearFailure;
    SqliteStatement seen;
    SqliteStatement remove;
    QSqlQuery meta;
    QSqlQuery setMeta;
};

} // namespace rsi
