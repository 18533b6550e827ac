// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace rsi {

// What a mirror knows about its local copy, kept in
// <dir>/.rsinspector/state.json (catalogue 19.1-2.4, the "sidecar
// database"): which source and list it was synchronised from, the sync
// point, and per resource the metadata it was fetched with. Written through
// QSaveFile, and last in a run, so a run killed midway leaves the previous
// state, and the next run resumes from it.
struct MirrorState
{
    struct Resource
    {
        QString path; // relative to the copy's root, "/" separators
        std::optional<QDateTime> lastmod; // as the list gave it
        std::optional<qint64> length;
        QHash<QString, QByteArray> hashes; // algorithm ("sha-256") -> lower-case hex
        QString type;
        QDateTime fetched; // UTC
        QByteArray etag; // HTTP validators of the answer
        QByteArray lastModified;
    };

    QString source; // what the user gave: a URL or a path
    QUrl capabilityList; // the Capability List synchronised from, when known
    QString baselineRoute; // "resourcelist" or "resourcedump"
    QUrl baselineUrl; // the Resource List (index) or dump of the last baseline
    std::optional<QDateTime> baselineAt; // its `at`
    // Every change at or after this time still has to be applied (19.1-4, 19.2-4).
    std::optional<QDateTime> syncPoint;
    QDateTime lastRun; // UTC, when the state was last written
    // Per Change List URL, how many of its entries were applied: entries
    // without a change time are placed by position (19.2-2).
    QHash<QString, qsizetype> changeListCursor;
    QStringList appliedPackages; // dump ZIPs fully applied since the sync point
    QHash<QString, Resource> resources; // normalised URL -> what was fetched
    QHash<QString, QString> failed; // normalised URL -> why, retried on the next run

    // Reads the state of the copy at root. Absent file: an empty state and
    // true. Unreadable or malformed: false with *error saying where.
    static bool load(const QString &root, MirrorState *state, QString *error);
    // Writes it atomically (QSaveFile), making .rsinspector when needed.
    bool save(const QString &root, QString *error) const;

    static QString fileName(); // "state.json"
    static QString filePath(const QString &root);
};

} // namespace rsi
