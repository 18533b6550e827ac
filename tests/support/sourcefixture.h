// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace rsi::test {

// A ResourceSync source that a test changes and writes into a folder for
// LoopbackServer::serveFolder(dir, SourceFixture::origin()): a Source
// Description at /.well-known/resourcesync, a Capability List at
// /capabilitylist.xml and, as asked, a Resource List (/resourcelist.xml), a
// Change List Index (/changelist.xml) with one Change List per
// publishChanges() (/changelist-N.xml), a Resource Dump (/resourcedump.xml
// with /resourcedump-1.zip) and a Change Dump (/changedump.xml with one
// /changedump-N.zip per publishChanges()). Resources live under /res/;
// every entry carries lastmod, length and md5 + sha-256 hashes.
//
//   SourceFixture source(dir.path());
//   source.put("a.txt", "alpha");           // at 2026-01-01T00:00:01Z
//   source.publishBaseline();               // resource list (and dump) at now
//   source.put("a.txt", "alpha 2"); source.remove("b.txt");
//   source.publishChanges();                // a closed change list (and dump)
class SourceFixture
{
public:
    struct Options
    {
        bool resourceList = true;
        bool changeLists = true;
        bool resourceDump = false;
        bool changeDump = false;
        // The hub of a Framework Notification channel the Capability List
        // advertises, topic /framework (an empty file: Content-Length 0);
        // empty: none.
        QByteArray channelHub;
    };

    explicit SourceFixture(QString directory, Options options);
    explicit SourceFixture(QString directory)
        : SourceFixture(std::move(directory), Options())
    { }

    // "http://source.example": what the documents name; the server rewrites it.
    static QByteArray origin();
    // The origin the server really has (LoopbackServer::origin()): manifests
    // inside ZIP packages name it, since the server rewrites text files only.
    void setServedOrigin(const QByteArray &origin) { m_servedOrigin = origin; }

    // "/res/<name>", the URL path of a resource.
    static QString resourcePath(const QString &name);

    // Changes the source, one second later each time; the documents follow
    // with the next publish call. Resources are served at once.
    void put(const QString &name, const QByteArray &content);
    void remove(const QString &name);
    // Overwrites what the server sends for a resource without the lists
    // knowing: to fake a resource that changed after it was listed.
    void tamper(const QString &name, const QByteArray &content);

    // Writes the Resource List (and Resource Dump) of the current resources,
    // at the current time, and forgets the changes so far.
    bool publishBaseline();
    // Writes a Change List (and Change Dump package) of the changes since
    // the last publish, from the last publish time until now, and a Change
    // List Index naming every Change List so far. Lists older than
    // keepChangeLists() are dropped from the index (a gap for old copies).
    bool publishChanges();
    void setKeepChangeLists(int count) { m_keepChangeLists = count; }

    // "/framework": the path of the channel's topic.
    static QString topicPath();
    // The framework notification of the last publish call (FN §3), naming
    // the documents it wrote (the Resource List, or the new Change List with
    // an index link), on the served origin: a hub delivers it as it is.
    QByteArray notification() const { return m_notification; }

    QMap<QString, QByteArray> resources() const { return m_resources; }
    QDateTime now() const { return m_clock; }
    QString directory() const { return m_directory; }

private:
    struct Change
    {
        QString name;
        QByteArray change; // created, updated, deleted
        QDateTime time;
        QByteArray content;
    };
    bool writeSkeleton();
    bool writeFile(const QString &relativePath, const QByteArray &bytes) const;
    QByteArray urlEntry(const QString &name, const QByteArray &content, const QDateTime &lastmod,
                        const QByteArray &extraMd, bool inZip = false) const;
    QDateTime tick();

    QString m_directory;
    Options m_options;
    QByteArray m_servedOrigin;
    QDateTime m_clock;
    QDateTime m_lastPublish;
    QMap<QString, QByteArray> m_resources;
    QMap<QString, QDateTime> m_lastmods;
    QList<Change> m_changes;
    int m_changeListCount = 0;
    int m_keepChangeLists = 1000;
    QList<std::pair<QDateTime, QDateTime>> m_changeListSpans; // from, until of each list
    bool m_baselinePublished = false;
    QByteArray m_notification;
};

} // namespace rsi::test
