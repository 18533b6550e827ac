// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"

#include <QString>

#include <memory>

class QTemporaryDir;

namespace rsi {

// Where the items of one mirror run are: what the run did to each resource
// (AuditItem), in a small SQLite database of their own, in the order the run
// settled them. A run of a million resources keeps none of them in memory:
// RunItemWriter appends them as they are settled, reports stream over them
// and the GUI reads them in pages (RunItemReader).
//
// A real run keeps its items in <dir>/.rsinspector/runs/<run>.sqlite (the
// last two runs are kept); a dry run, which writes nothing into the copy, in
// a temporary folder that lives as long as some handle to it.
//
// A value: copy it to any thread; each reader opens its own connection.
struct RunItems
{
    QString databasePath; // empty: the run recorded no items (it never began)
    qsizetype count = 0;
    std::shared_ptr<QTemporaryDir> temporaryFolder; // dry runs: keeps the file

    // What a text report's columns need, measured as the items were written
    // so that the report reads a million items once, not twice: how many of
    // each state, and the longest path and URL (as QUrl::toString() shows
    // it) of the items that are not Same and of all of them. Known only for
    // the items of a run just written (known is false otherwise).
    struct Shape
    {
        bool known = false;
        AuditCounts counts;
        qsizetype longestChangedPath = 0;
        qsizetype longestChangedUrl = 0;
        qsizetype longestPath = 0;
        qsizetype longestUrl = 0;

        // encodedUrl: item.url.toString(QUrl::FullyEncoded), which the
        // writer has at hand already.
        void add(const AuditItem &item, const QString &encodedUrl);
    };
    Shape shape;

    bool isEmpty() const { return count == 0; }
    // Every item, in order: for tests and small runs only (it is all in memory).
    QList<AuditItem> readAll() const;

    // PRAGMA application_id of these files: "RSR1".
    static constexpr qint32 applicationId = 0x52535231;
    // "runs", inside LocalCopyLayout::stateDirectoryName().
    static QString folderName();
};

// The reasons of an item as stored, and back.
QString encodeAuditReasons(const QList<AuditReason> &reasons);
// The same text as UTF-8 (a null array for none), as the items' database
// stores it: the common reasons, without text, never become a QString.
QByteArray encodeAuditReasonsUtf8(const QList<AuditReason> &reasons);
QList<AuditReason> decodeAuditReasons(const QString &text);

} // namespace rsi
