// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyschema.h"

#include <QSqlQuery>

namespace rsi {

namespace {

bool execAll(QSqlDatabase &database, const QStringList &statements)
{
    for (const QString &statement : statements) {
        QSqlQuery query(database);
        if (!query.exec(statement))
            return false;
    }
    return true;
}

bool createRunsAndDocuments(QSqlDatabase &database)
{
    return execAll(
        database,
        {
            // AUTOINCREMENT: an id is never given again after its run was
            // deleted, so that "run 12" in a script's log keeps its meaning.
            QStringLiteral("CREATE TABLE run ("
                           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                           " kind TEXT NOT NULL,"
                           " input TEXT NOT NULL,"
                           " source TEXT NOT NULL,"
                           " started TEXT NOT NULL," // ISO 8601, UTC, milliseconds
                           " finished TEXT NOT NULL,"
                           " tool_version TEXT NOT NULL,"
                           " spec_version TEXT NOT NULL,"
                           " options TEXT NOT NULL," // JSON
                           " complete INTEGER NOT NULL,"
                           " documents INTEGER NOT NULL,"
                           " entries INTEGER NOT NULL,"
                           " errors INTEGER NOT NULL,"
                           " warnings INTEGER NOT NULL,"
                           " infos INTEGER NOT NULL,"
                           " summary TEXT," // JSON, audits and mirrors
                           " findings BLOB NOT NULL," // findingcodec.h
                           " stored_bytes INTEGER NOT NULL)"),
            QStringLiteral("CREATE INDEX run_by_source ON run (source, started)"),
            QStringLiteral("CREATE INDEX run_by_input ON run (input, started)"),
            QStringLiteral("CREATE INDEX run_by_time ON run (started)"),
            QStringLiteral("CREATE TABLE document ("
                           " run_id INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,"
                           " position INTEGER NOT NULL," // in crawl report order
                           " url TEXT NOT NULL,"
                           " parent_url TEXT NOT NULL,"
                           " capability TEXT NOT NULL,"
                           " root TEXT NOT NULL,"
                           " entries INTEGER NOT NULL,"
                           " status INTEGER," // NULL when not fetched over HTTP
                           " bytes INTEGER NOT NULL,"
                           " content_type TEXT NOT NULL,"
                           " etag TEXT NOT NULL,"
                           " last_modified TEXT NOT NULL,"
                           " digest TEXT NOT NULL,"
                           " loaded INTEGER NOT NULL,"
                           " not_modified INTEGER NOT NULL,"
                           " error TEXT NOT NULL,"
                           " errors INTEGER NOT NULL,"
                           " warnings INTEGER NOT NULL,"
                           " infos INTEGER NOT NULL,"
                           " PRIMARY KEY (run_id, position))"),
        });
}

bool createEntrySets(QSqlDatabase &database)
{
    return execAll(database,
                   {
                       QStringLiteral("CREATE TABLE entry_set ("
                                      " run_id INTEGER NOT NULL,"
                                      " position INTEGER NOT NULL,"
                                      " fingerprint INTEGER NOT NULL,"
                                      " digests BLOB NOT NULL," // entrydigests.h
                                      " PRIMARY KEY (run_id, position),"
                                      " FOREIGN KEY (run_id, position) REFERENCES document"
                                      " (run_id, position) ON DELETE CASCADE)"),
                   });
}

} // namespace

SqliteStore::Schema historySchema(int version)
{
    SqliteStore::Schema schema;
    schema.applicationId = historyApplicationId;
    schema.incrementalVacuum = true;
    const QList<std::function<bool(QSqlDatabase &)>> steps
        = {createRunsAndDocuments, createEntrySets};
    schema.migrations = steps.first(std::clamp(version, 0, int(steps.size())));
    return schema;
}

} // namespace rsi
