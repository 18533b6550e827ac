// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localsource.h"

#include "util/filehead.h"

#include <QDir>
#include <QFileInfo>

namespace rsi {

namespace {

// Enough of a document's start to hold its root rs:md.
constexpr qint64 sniffBytes = 4096;
// A folder with thousands of top-level files is not searched further.
constexpr int maxFilesSniffed = 500;

bool declaresCapability(const QByteArray &start, const QByteArray &capability)
{
    return start.contains(QByteArray("capability=\"" + capability + '"'))
        || start.contains(QByteArray("capability='" + capability + '\''));
}

} // namespace

LocalSource::LocalSource(const QString &rootDirectory)
    : m_root(QFileInfo(rootDirectory).canonicalFilePath())
{ }

QString LocalSource::canonicalInside(const QString &path) const
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty() || m_root.isEmpty())
        return {};
    if (!canonical.startsWith(m_root + u'/'))
        return {};
    return canonical;
}

std::optional<QString> LocalSource::fileFor(const QUrl &url) const
{
    if (url.isLocalFile()) {
        const QString canonical = canonicalInside(url.toLocalFile());
        if (canonical.isEmpty() || !QFileInfo(canonical).isFile())
            return std::nullopt;
        return canonical;
    }
    const QString path = url.path(QUrl::FullyDecoded);
    if (path.endsWith(u'/') || path.contains(QChar(0)))
        return std::nullopt;
    QStringList segments = path.split(u'/', Qt::SkipEmptyParts);
    if (segments.isEmpty() || segments.contains(u"..") || segments.contains(u"."))
        return std::nullopt;

    QStringList candidates;
    const QString host = url.host();
    if (!host.isEmpty() && host != u"." && host != u"..")
        candidates.append(host + u'/' + segments.join(u'/'));
    for (qsizetype first = 0; first < segments.size(); ++first)
        candidates.append(segments.mid(first).join(u'/'));
    if (path == u"/.well-known/resourcesync")
        candidates.append(QStringLiteral("sourcedescription.xml"));

    for (const QString &relative : std::as_const(candidates)) {
        const QString canonical = canonicalInside(m_root + u'/' + relative);
        if (!canonical.isEmpty() && QFileInfo(canonical).isFile())
            return canonical;
    }
    return std::nullopt;
}

std::optional<QString> LocalSource::startingFile() const
{
    for (const QString &name :
         {QStringLiteral(".well-known/resourcesync"), QStringLiteral("sourcedescription.xml")}) {
        const QString canonical = canonicalInside(m_root + u'/' + name);
        if (!canonical.isEmpty() && QFileInfo(canonical).isFile())
            return canonical;
    }
    // A cheap look at each file's start: the root rs:md comes first.
    const QFileInfoList files = QDir(m_root).entryInfoList(
        {QStringLiteral("*.xml")}, QDir::Files | QDir::Readable, QDir::Name);
    std::optional<QString> capabilityList;
    std::optional<QString> anyDocument;
    for (qsizetype i = 0; i < files.size() && i < maxFilesSniffed; ++i) {
        const QByteArray start = readFileHead(files.at(i).filePath(), sniffBytes);
        const QString canonical = canonicalInside(files.at(i).filePath());
        if (canonical.isEmpty() || !start.contains("http://www.openarchives.org/rs/terms/"))
            continue;
        if (declaresCapability(start, "description"))
            return canonical;
        if (!capabilityList && declaresCapability(start, "capabilitylist"))
            capabilityList = canonical;
        if (!anyDocument && start.contains("capability="))
            anyDocument = canonical;
    }
    return capabilityList ? capabilityList : anyDocument;
}

} // namespace rsi
