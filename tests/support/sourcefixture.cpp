// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcefixture.h"

#include "filefixtures.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTimeZone>

#include <cstdio>

namespace rsi::test {

namespace {

QByteArray iso(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate).toLatin1();
}

QByteArray urlset(const QByteArray &rootMd, const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md "
        + rootMd + "/>\n" + body + "</urlset>\n";
}

QByteArray fixity(const QByteArray &content)
{
    return "hash=\"md5:" + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex()
        + " sha-256:" + QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()
        + "\" length=\"" + QByteArray::number(content.size()) + "\"";
}

} // namespace

SourceFixture::SourceFixture(QString directory, Options options)
    : m_directory(std::move(directory))
    , m_options(options)
    , m_clock(QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc()))
    , m_lastPublish(m_clock)
{ }

QByteArray SourceFixture::origin()
{
    return QByteArrayLiteral("http://source.example");
}

QString SourceFixture::topicPath()
{
    return QStringLiteral("/framework");
}

QString SourceFixture::resourcePath(const QString &name)
{
    return QStringLiteral("/res/") + name;
}

QDateTime SourceFixture::tick()
{
    m_clock = m_clock.addSecs(1);
    return m_clock;
}

bool SourceFixture::writeFile(const QString &relativePath, const QByteArray &bytes) const
{
    const QString path = QDir(m_directory).filePath(relativePath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Renamed into place, so that the server never sends half a file; not
    // synced to the disk (QSaveFile would), which a test source need not be
    // and which made a source of 20,000 resources take minutes to write.
    const QString staging = path + QStringLiteral(".writing");
    QFile file(staging);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    return ::rename(QFile::encodeName(staging).constData(), QFile::encodeName(path).constData())
        == 0;
}

void SourceFixture::put(const QString &name, const QByteArray &content)
{
    const QDateTime time = tick();
    const bool existed = m_resources.contains(name);
    m_resources.insert(name, content);
    m_lastmods.insert(name, time);
    m_changes.append({name, existed ? "updated" : "created", time, content});
    writeFile(QStringLiteral("res/") + name, content);
}

void SourceFixture::remove(const QString &name)
{
    const QDateTime time = tick();
    m_resources.remove(name);
    m_lastmods.remove(name);
    m_changes.append({name, "deleted", time, {}});
    QFile::remove(QDir(m_directory).filePath(QStringLiteral("res/") + name));
}

void SourceFixture::tamper(const QString &name, const QByteArray &content)
{
    writeFile(QStringLiteral("res/") + name, content);
}

QByteArray SourceFixture::urlEntry(const QString &name, const QByteArray &content,
                                   const QDateTime &lastmod, const QByteArray &extraMd,
                                   bool inZip) const
{
    const QByteArray host = inZip && !m_servedOrigin.isEmpty() ? m_servedOrigin : origin();
    QByteArray md = extraMd;
    if (!content.isNull())
        md += (md.isEmpty() ? "" : " ") + fixity(content);
    return "  <url><loc>" + host + resourcePath(name).toUtf8() + "</loc><lastmod>" + iso(lastmod)
        + "</lastmod><rs:md " + md + "/></url>\n";
}

bool SourceFixture::writeSkeleton()
{
    const QByteArray sd = urlset("capability=\"description\"",
                                 "  <url><loc>" + origin()
                                     + "/capabilitylist.xml</loc><rs:md "
                                       "capability=\"capabilitylist\"/></url>\n");
    QByteArray caps;
    const auto capability = [&](const char *path, const char *name) {
        caps += "  <url><loc>" + origin() + path + "</loc><rs:md capability=\"" + name
            + "\"/></url>\n";
    };
    if (m_options.resourceList)
        capability("/resourcelist.xml", "resourcelist");
    if (m_options.resourceDump)
        capability("/resourcedump.xml", "resourcedump");
    if (m_options.changeLists && m_changeListCount > 0)
        capability("/changelist.xml", "changelist");
    if (m_options.changeDump && m_changeListCount > 0)
        capability("/changedump.xml", "changedump");
    if (!m_options.channelHub.isEmpty()) {
        caps += "  <url><loc>" + origin() + topicPath().toUtf8()
            + "</loc><rs:ln rel=\"hub\" href=\"" + m_options.channelHub
            + "\"/><rs:md capability=\"framework-notification\"/></url>\n";
        if (!writeFile(topicPath().mid(1), {}))
            return false;
    }
    const QByteArray capl = urlset("capability=\"capabilitylist\"",
                                   "  <rs:ln rel=\"up\" href=\"" + origin()
                                       + "/.well-known/resourcesync\"/>\n" + caps);
    // rs:ln must precede the urls: put it right after rs:md.
    return writeFile(QStringLiteral(".well-known/resourcesync"), sd)
        && writeFile(QStringLiteral("capabilitylist.xml"), capl);
}

bool SourceFixture::publishBaseline()
{
    const QDateTime at = tick();
    m_changes.clear();
    m_lastPublish = at;
    m_baselinePublished = true;
    const QByteArray up = "  <rs:ln rel=\"up\" href=\"" + origin() + "/capabilitylist.xml\"/>\n";
    QByteArray entries;
    QByteArray manifest;
    QByteArray manifestCopy; // the "contents" copy next to the ZIP, served as text
    QList<ZipItem> zipFiles;
    for (auto it = m_resources.cbegin(); it != m_resources.cend(); ++it) {
        entries += urlEntry(it.key(), it.value(), m_lastmods.value(it.key()), {});
        const QByteArray path = "path=\"/res/" + it.key().toUtf8() + "\"";
        manifest += urlEntry(it.key(), it.value(), m_lastmods.value(it.key()), path, true);
        manifestCopy += urlEntry(it.key(), it.value(), m_lastmods.value(it.key()), path);
        zipFiles.append({QStringLiteral("res/") + it.key(), it.value()});
    }
    bool ok = writeSkeleton();
    const QByteArray served = m_servedOrigin.isEmpty() ? origin() : m_servedOrigin;
    m_notification = urlset(
        "capability=\"framework-notification\"",
        "  <url><loc>" + served
            + (m_options.resourceList ? "/resourcelist.xml" : "/resourcedump.xml")
            + "</loc><rs:md change=\"" + (m_options.resourceList ? "updated" : "created")
            + "\" capability=\"" + (m_options.resourceList ? "resourcelist" : "resourcedump")
            + "\" datetime=\"" + iso(at) + "\"/></url>\n");
    if (m_options.resourceList)
        ok = ok
            && writeFile(QStringLiteral("resourcelist.xml"),
                         urlset("capability=\"resourcelist\" at=\"" + iso(at) + "\" completed=\""
                                    + iso(at) + "\"",
                                up + entries));
    if (m_options.resourceDump) {
        const QByteArray manifestMd = "capability=\"resourcedump-manifest\" at=\"" + iso(at)
            + "\" completed=\"" + iso(at) + "\"";
        zipFiles.prepend({QStringLiteral("manifest.xml"), urlset(manifestMd, up + manifest)});
        ok = ok
            && writeFile(QStringLiteral("resourcedump-manifest-1.xml"),
                         urlset(manifestMd, up + manifestCopy));
        const QString zipPath = QDir(m_directory).filePath(QStringLiteral("resourcedump-1.zip"));
        QFile::remove(zipPath);
        ok = ok && writeZip(zipPath, zipFiles);
        QFile zip(zipPath);
        ok = ok && zip.open(QIODevice::ReadOnly);
        const QByteArray zipBytes = zip.readAll();
        ok = ok
            && writeFile(QStringLiteral("resourcedump.xml"),
                         urlset("capability=\"resourcedump\" at=\"" + iso(at) + "\" completed=\""
                                    + iso(at) + "\"",
                                up + "  <url><loc>" + origin() + "/resourcedump-1.zip</loc><rs:md "
                                    + fixity(zipBytes)
                                    + " type=\"application/zip\"/><rs:ln rel=\"contents\" href=\""
                                    + origin()
                                    + "/resourcedump-manifest-1.xml\" type=\"application/xml\"/>"
                                      "</url>\n"));
    }
    return ok;
}

bool SourceFixture::publishChanges()
{
    const QDateTime from = m_lastPublish;
    const QDateTime until = tick();
    m_lastPublish = until;
    ++m_changeListCount;
    m_changeListSpans.append({from, until});
    const QByteArray up = "  <rs:ln rel=\"up\" href=\"" + origin() + "/capabilitylist.xml\"/>\n";
    QByteArray entries;
    QByteArray manifest;
    QByteArray manifestCopy;
    QList<ZipItem> zipFiles;
    int n = 0;
    for (const Change &change : std::as_const(m_changes)) {
        const QByteArray md
            = "change=\"" + change.change + "\" datetime=\"" + iso(change.time) + "\"";
        const QByteArray content = change.change == "deleted" ? QByteArray() : change.content;
        entries += urlEntry(change.name, content, change.time, md);
        if (change.change == "deleted") {
            manifest += urlEntry(change.name, content, change.time, md, true);
            manifestCopy += urlEntry(change.name, content, change.time, md);
        } else {
            const QString zipName = QStringLiteral("res/%1/%2").arg(++n).arg(change.name);
            manifest += urlEntry(change.name, content, change.time,
                                 md + " path=\"/" + zipName.toUtf8() + "\"", true);
            manifestCopy += urlEntry(change.name, content, change.time,
                                     md + " path=\"/" + zipName.toUtf8() + "\"");
            zipFiles.append({zipName, content});
        }
    }
    m_changes.clear();
    const QByteArray number = QByteArray::number(m_changeListCount);
    const QByteArray span = "from=\"" + iso(from) + "\" until=\"" + iso(until) + "\"";
    // The oldest list (and package) still offered.
    const int first = std::max(1, m_changeListCount - m_keepChangeLists + 1);
    bool ok = writeSkeleton();
    const QByteArray served = m_servedOrigin.isEmpty() ? origin() : m_servedOrigin;
    m_notification = urlset("capability=\"framework-notification\"",
                            "  <url><loc>" + served + "/changelist-" + number
                                + ".xml</loc><rs:md change=\"created\" capability=\"changelist\" "
                                  "datetime=\""
                                + iso(until) + "\"/><rs:ln rel=\"index\" href=\"" + served
                                + "/changelist.xml\"/></url>\n");
    if (m_options.changeLists) {
        ok = ok
            && writeFile(QStringLiteral("changelist-%1.xml").arg(m_changeListCount),
                         urlset("capability=\"changelist\" " + span,
                                up + "  <rs:ln rel=\"index\" href=\"" + origin()
                                    + "/changelist.xml\"/>\n" + entries));
        QByteArray index;
        for (int i = first; i <= m_changeListCount; ++i) {
            const auto &[listFrom, listUntil] = m_changeListSpans.at(i - 1);
            index += "  <sitemap><loc>" + origin() + "/changelist-" + QByteArray::number(i)
                + ".xml</loc><rs:md capability=\"changelist\" from=\"" + iso(listFrom)
                + "\" until=\"" + iso(listUntil) + "\"/></sitemap>\n";
        }
        const QByteArray indexXml
            = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
              "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
              "  <rs:md capability=\"changelist\" from=\""
            + iso(m_changeListSpans.at(first - 1).first) + "\"/>\n" + up + index
            + "</sitemapindex>\n";
        ok = ok && writeFile(QStringLiteral("changelist.xml"), indexXml);
    }
    if (m_options.changeDump) {
        const QByteArray manifestMd = "capability=\"changedump-manifest\" " + span;
        zipFiles.prepend({QStringLiteral("manifest.xml"), urlset(manifestMd, up + manifest)});
        ok = ok
            && writeFile(QStringLiteral("changedump-manifest-%1.xml").arg(m_changeListCount),
                         urlset(manifestMd, up + manifestCopy));
        const QString zipPath
            = QDir(m_directory)
                  .filePath(QStringLiteral("changedump-%1.zip").arg(m_changeListCount));
        ok = ok && writeZip(zipPath, zipFiles);
        QByteArray packages;
        for (int i = first; i <= m_changeListCount; ++i) {
            QFile zip(QDir(m_directory).filePath(QStringLiteral("changedump-%1.zip").arg(i)));
            ok = ok && zip.open(QIODevice::ReadOnly);
            const auto &[packageFrom, packageUntil] = m_changeListSpans.at(i - 1);
            packages += "  <url><loc>" + origin() + "/changedump-" + QByteArray::number(i)
                + ".zip</loc><rs:md " + fixity(zip.readAll()) + " type=\"application/zip\" from=\""
                + iso(packageFrom) + "\" until=\"" + iso(packageUntil)
                + "\"/><rs:ln rel=\"contents\" href=\"" + origin() + "/changedump-manifest-"
                + QByteArray::number(i) + ".xml\" type=\"application/xml\"/></url>\n";
        }
        ok = ok
            && writeFile(QStringLiteral("changedump.xml"),
                         urlset("capability=\"changedump\" from=\""
                                    + iso(m_changeListSpans.at(first - 1).first) + "\" until=\""
                                    + iso(until) + "\"",
                                up + packages));
    }
    return ok;
}

} // namespace rsi::test
