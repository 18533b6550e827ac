// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historystore.h"

#include "findingcodec.h"
#include "historyschema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::HistoryStore)
};

const QString desktopApplicationName = QStringLiteral("rsinspector");

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFrom(const QVariant &value)
{
    // Written with a "Z": read back as UTC.
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject jsonFrom(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

// Qt binds a null QString as NULL: the columns want text, if empty.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

// SQLite's integers are signed: a 64-bit fingerprint is stored bit for bit.
qint64 asStored(quint64 value)
{
    return qint64(value);
}

const char *const listingColumns
    = "id, kind, input, source, started, finished, complete, documents, entries, errors, "
      "warnings, infos, stored_bytes, summary";

RunListing listingFrom(const QSqlQuery &query)
{
    RunListing run;
    run.id = query.value(0).toLongLong();
    run.kind = runKindFromKey(query.value(1).toString()).value_or(RunKind::Crawl);
    run.input = query.value(2).toString();
    run.source = query.value(3).toString();
    run.started = timeFrom(query.value(4));
    run.finished = timeFrom(query.value(5));
    run.complete = query.value(6).toBool();
    run.documents = query.value(7).toLongLong();
    run.entries = query.value(8).toLongLong();
    run.counts.errors = query.value(9).toInt();
    run.counts.warnings = query.value(10).toInt();
    run.counts.infos = query.value(11).toInt();
    run.storedBytes = query.value(12).toLongLong();
    run.summary = jsonFrom(query.value(13));
    return run;
}

} // namespace

HistoryStore::HistoryStore() = default;
HistoryStore::~HistoryStore() = default;

QString HistoryStore::defaultPath()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // The command-line tool keeps its runs where the application does.
    if (QCoreApplication::applicationName() != desktopApplicationName)
        folder = QFileInfo(folder).dir().filePath(desktopApplicationName);
    return QDir(folder).filePath(QStringLiteral("history.sqlite"));
}

bool HistoryStore::fail(const QString &what)
{
    m_error = what;
    return false;
}

bool HistoryStore::open(const QString &path, bool readOnly)
{
    m_error.clear();
    if (!readOnly) {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder)) {
            return fail(Tr::tr("The folder %1 for the crawl history cannot be made.")
                            .arg(QDir::toNativeSeparators(folder)));
        }
    }
    const auto mode
        = readOnly ? SqliteStore::OpenMode::ReadOnly : SqliteStore::OpenMode::CreateIfMissing;
    if (!m_store.open(path, historySchema(), mode))
        return fail(m_store.errorString());
    return true;
}

void HistoryStore::close()
{
    m_store.close();
}

qint64 HistoryStore::save(const RunRecord &run, const Progress &progress)
{
    m_error.clear();
    const QByteArray findings = encodeFindings(run.findings);
    qint64 storedBytes = findings.size() + 256;
    for (const RunDocument &document : run.documents) {
        storedBytes += document.entryBlob.size() + document.url.size() + document.parentUrl.size()
            + document.error.size() + 128;
    }
    const SeverityCounts counts = run.counts();

    SqliteStore::Transaction transaction(m_store);
    if (!transaction.isActive()) {
        fail(m_store.errorString());
        return 0;
    }
    QSqlQuery insert(m_store.database());
    insert.prepare(QStringLiteral(
        "INSERT INTO run (kind, input, source, started, finished, tool_version, spec_version, "
        "options, complete, documents, entries, errors, warnings, infos, summary, findings, "
        "stored_bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(runKindKey(run.kind));
    insert.addBindValue(text(run.input));
    insert.addBindValue(text(run.source));
    insert.addBindValue(timeText(run.started));
    insert.addBindValue(timeText(run.finished));
    insert.addBindValue(text(run.toolVersion));
    insert.addBindValue(text(run.specVersion));
    insert.addBindValue(jsonText(run.options));
    insert.addBindValue(run.complete);
    insert.addBindValue(qint64(run.documents.size()));
    insert.addBindValue(run.totalEntries());
    insert.addBindValue(counts.errors);
    insert.addBindValue(counts.warnings);
    insert.addBindValue(counts.infos);
    insert.addBindValue(run.summary.isEmpty() ? QVariant() : QVariant(jsonText(run.summary)));
    insert.addBindValue(findings);
    insert.addBindValue(storedBytes);
    if (!m_store.exec(insert)) {
        fail(m_store.errorString());
        return 0;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!insertDocuments(id, run, progress))
        return 0;
    if (!transaction.commit()) {
        fail(m_store.errorString());
        return 0;
    }
    return id;
}

bool HistoryStore::insertDocuments(qint64 runId, const RunRecord &run, const Progress &progress)
{
    QSqlQuery document(m_store.database());
    document.prepare(QStringLiteral(
        "INSERT INTO document (run_id, position, url, parent_url, capability, root, entries, "
        "status, bytes, content_type, etag, last_modified, digest, loaded, not_modified, error, "
        "errors, warnings, infos) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?)"));
    QSqlQuery entries(m_store.database());
    entries.prepare(QStringLiteral(
        "INSERT INTO entry_set (run_id, position, fingerprint, digests) VALUES (?, ?, ?, ?)"));
    const qsizetype total = run.documents.size();
    for (qsizetype position = 0; position < total; ++position) {
        if (progress && !progress(position, total))
            return fail(Tr::tr("Saving the run was canceled."));
        const RunDocument &item = run.documents.at(position);
        document.addBindValue(runId);
        document.addBindValue(qint64(position));
        document.addBindValue(text(item.url));
        document.addBindValue(text(item.parentUrl));
        document.addBindValue(text(item.capability));
        document.addBindValue(text(item.root));
        document.addBindValue(item.entries);
        document.addBindValue(item.status ? QVariant(*item.status) : QVariant());
        document.addBindValue(item.bytes);
        document.addBindValue(text(item.contentType));
        document.addBindValue(text(item.etag));
        document.addBindValue(text(item.lastModified));
        document.addBindValue(text(item.digest));
        document.addBindValue(item.loaded);
        document.addBindValue(item.notModified);
        document.addBindValue(text(item.error));
        document.addBindValue(item.counts.errors);
        document.addBindValue(item.counts.warnings);
        document.addBindValue(item.counts.infos);
        if (!m_store.exec(document))
            return fail(m_store.errorString());
        if (!item.entryFingerprint || item.entryBlob.isEmpty())
            continue;
        entries.addBindValue(runId);
        entries.addBindValue(qint64(position));
        entries.addBindValue(asStored(*item.entryFingerprint));
        entries.addBindValue(item.entryBlob);
        if (!m_store.exec(entries))
            return fail(m_store.errorString());
    }
    if (progress)
        progress(total, total);
    return true;
}

QList<RunListing> HistoryStore::runs(const QString &source)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    QString statement = QStringLiteral("SELECT %1 FROM run").arg(QLatin1StringView(listingColumns));
    if (!source.isEmpty())
        statement += QStringLiteral(" WHERE source = ? OR input = ?");
    statement += QStringLiteral(" ORDER BY started DESC, id DESC");
    query.prepare(statement);
    if (!source.isEmpty()) {
        query.addBindValue(source);
        query.addBindValue(source);
    }
    QList<RunListing> runs;
    if (!m_store.exec(query)) {
        fail(m_store.errorString());
        return runs;
    }
    while (query.next())
        runs.append(listingFrom(query));
    return runs;
}

std::optional<RunRecord> HistoryStore::load(qint64 id)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral(
        "SELECT kind, input, source, started, finished, tool_version, spec_version, options, "
        "complete, summary, findings FROM run WHERE id = ?"));
    query.addBindValue(id);
    if (!m_store.exec(query)) {
        fail(m_store.errorString());
        return std::nullopt;
    }
    if (!query.next()) {
        fail(Tr::tr("There is no run %1 in the history.").arg(id));
        return std::nullopt;
    }
    RunRecord run;
    run.id = id;
    run.kind = runKindFromKey(query.value(0).toString()).value_or(RunKind::Crawl);
    run.input = query.value(1).toString();
    run.source = query.value(2).toString();
    run.started = timeFrom(query.value(3));
    run.finished = timeFrom(query.value(4));
    run.toolVersion = query.value(5).toString();
    run.specVersion = query.value(6).toString();
    run.options = jsonFrom(query.value(7));
    run.complete = query.value(8).toBool();
    run.summary = jsonFrom(query.value(9));
    QString why;
    std::optional<FindingList> findings = decodeFindings(query.value(10).toByteArray(), &why);
    if (!findings) {
        fail(Tr::tr("Run %1 cannot be read: %2.").arg(id).arg(why));
        return std::nullopt;
    }
    run.findings = std::move(*findings);

    QSqlQuery documents(m_store.database());
    documents.prepare(QStringLiteral(
        "SELECT d.url, d.parent_url, d.capability, d.root, d.entries, d.status, d.bytes, "
        "d.content_type, d.etag, d.last_modified, d.digest, d.loaded, d.not_modified, d.error, "
        "d.errors, d.warnings, d.infos, e.fingerprint FROM document d LEFT JOIN entry_set e ON "
        "e.run_id = d.run_id AND e.position = d.position WHERE d.run_id = ? ORDER BY d.position"));
    documents.addBindValue(id);
    if (!m_store.exec(documents)) {
        fail(m_store.errorString());
        return std::nullopt;
    }
    while (documents.next()) {
        RunDocument document;
        document.url = documents.value(0).toString();
        document.parentUrl = documents.value(1).toString();
        document.capability = documents.value(2).toString();
        document.root = documents.value(3).toString();
        document.entries = documents.value(4).toLongLong();
        if (!documents.value(5).isNull())
            document.status = documents.value(5).toInt();
        document.bytes = documents.value(6).toLongLong();
        document.contentType = documents.value(7).toString();
        document.etag = documents.value(8).toString();
        document.lastModified = documents.value(9).toString();
        document.digest = documents.value(10).toString();
        document.loaded = documents.value(11).toBool();
        document.notModified = documents.value(12).toBool();
        document.error = documents.value(13).toString();
        document.counts.errors = documents.value(14).toInt();
        document.counts.warnings = documents.value(15).toInt();
        document.counts.infos = documents.value(16).toInt();
        if (!documents.value(17).isNull())
            document.entryFingerprint = quint64(documents.value(17).toLongLong());
        run.documents.append(std::move(document));
    }
    return run;
}

std::optional<EntryDigests> HistoryStore::entries(qint64 runId, qsizetype position)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("SELECT digests FROM entry_set WHERE run_id = ? AND position = ?"));
    query.addBindValue(runId);
    query.addBindValue(qint64(position));
    if (!m_store.exec(query)) {
        fail(m_store.errorString());
        return std::nullopt;
    }
    if (!query.next()) {
        fail(Tr::tr("Run %1 kept no entries of that document.").arg(runId));
        return std::nullopt;
    }
    QString why;
    std::optional<EntryDigests> digests
        = EntryDigests::fromBlob(query.value(0).toByteArray(), &why);
    if (!digests)
        fail(Tr::tr("Run %1 cannot be read: %2.").arg(runId).arg(why));
    return digests;
}

qint64 HistoryStore::runOf(const QString &source, int back)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT id FROM run WHERE source = ? OR input = ? "
                                 "ORDER BY started DESC, id DESC LIMIT 1 OFFSET ?"));
    query.addBindValue(source);
    query.addBindValue(source);
    query.addBindValue(std::max(back, 0));
    if (!m_store.exec(query)) {
        fail(m_store.errorString());
        return 0;
    }
    return query.next() ? query.value(0).toLongLong() : 0;
}

QStringList HistoryStore::sources()
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    QStringList sources;
    if (!query.exec(QStringLiteral("SELECT source, max(started) AS latest FROM run GROUP BY source "
                                   "ORDER BY latest DESC"))) {
        m_store.failed(query);
        fail(m_store.errorString());
        return sources;
    }
    while (query.next())
        sources.append(query.value(0).toString());
    return sources;
}

bool HistoryStore::remove(qint64 id)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM run WHERE id = ?"));
    query.addBindValue(id);
    if (!m_store.exec(query))
        return fail(m_store.errorString());
    if (query.numRowsAffected() < 1)
        return fail(Tr::tr("There is no run %1 in the history.").arg(id));
    query.finish();
    if (!m_store.reclaimSpace())
        return fail(m_store.errorString());
    return true;
}

QList<qint64> HistoryStore::prune(qint64 maxBytes, qint64 keep)
{
    m_error.clear();
    QList<qint64> deleted;
    if (!m_store.reclaimSpace()) {
        fail(m_store.errorString());
        return deleted;
    }
    // The runs' own estimate of their size picks how many go at once; the
    // file's real size decides whether that was enough.
    for (int round = 0; round < 64 && m_store.sizeOnDisk() > maxBytes; ++round) {
        const qint64 excess = m_store.sizeOnDisk() - maxBytes;
        QSqlQuery oldest(m_store.database());
        oldest.prepare(QStringLiteral(
            "SELECT id, stored_bytes FROM run WHERE id != ? ORDER BY started ASC, id ASC"));
        oldest.addBindValue(keep);
        if (!m_store.exec(oldest)) {
            fail(m_store.errorString());
            return deleted;
        }
        QList<qint64> batch;
        qint64 freed = 0;
        while (freed < excess && oldest.next()) {
            batch.append(oldest.value(0).toLongLong());
            freed += oldest.value(1).toLongLong();
        }
        oldest.finish();
        if (batch.isEmpty())
            break; // only the run to keep is left
        {
            SqliteStore::Transaction transaction(m_store);
            QSqlQuery remove(m_store.database());
            remove.prepare(QStringLiteral("DELETE FROM run WHERE id = ?"));
            for (const qint64 id : std::as_const(batch)) {
                remove.addBindValue(id);
                if (!m_store.exec(remove)) {
                    fail(m_store.errorString());
                    return {};
                }
            }
            if (!transaction.commit()) {
                fail(m_store.errorString());
                return {};
            }
        }
        deleted += batch;
        if (!m_store.reclaimSpace()) {
            fail(m_store.errorString());
            return deleted;
        }
    }
    return deleted;
}

} // namespace rsi
