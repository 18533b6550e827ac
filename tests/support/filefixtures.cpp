// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filefixtures.h"

#include "mirror/localcopylayout.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <zlib.h>

namespace rsi::test {

bool writeZip(const QString &path, const QList<ZipItem> &items)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const ZipItem &item : items) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(item.name), nullptr, 0,
                       item.stored ? 0 : Z_DEFLATED, item.stored ? 0 : Z_DEFAULT_COMPRESSION))
            return false;
        if (file.write(item.data) != item.data.size())
            return false;
        const QByteArray zeros(1024 * 1024, '\0');
        for (qint64 left = item.zeroBytes; left > 0; left -= zeros.size()) {
            const qint64 n = std::min<qint64>(left, zeros.size());
            if (file.write(zeros.constData(), n) != n)
                return false;
        }
        file.close();
        if (file.getZipError() != 0)
            return false;
    }
    zip.close();
    return zip.getZipError() == 0;
}

QByteArray dumpManifest(const QList<ManifestUrl> &urls, bool changeDump)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                     "  <rs:ln rel=\"up\" href=\"https://example.org/capabilitylist.xml\"/>\n";
    xml += changeDump
        ? "  <rs:md capability=\"changedump-manifest\" from=\"2013-01-02T00:00:00Z\"/>\n"
        : "  <rs:md capability=\"resourcedump-manifest\" at=\"2013-01-03T09:00:00Z\"/>\n";
    for (const ManifestUrl &url : urls) {
        xml += "  <url><loc>" + url.loc.toHtmlEscaped().toUtf8() + "</loc>";
        if (!url.lastmod.isEmpty())
            xml += "<lastmod>" + url.lastmod.toUtf8() + "</lastmod>";
        xml += "<rs:md";
        if (!url.change.isEmpty())
            xml += " change=\"" + url.change.toUtf8() + "\"";
        if (!url.path.isEmpty())
            xml += " path=\"" + url.path.toHtmlEscaped().toUtf8() + "\"";
        if (!url.length.isEmpty())
            xml += " length=\"" + url.length.toUtf8() + "\"";
        if (!url.hash.isEmpty())
            xml += " hash=\"" + url.hash.toUtf8() + "\"";
        xml += "/></url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<unreadable>");
    return file.readAll();
}

bool writeRaw(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

QStringList listTree(const QString &folder)
{
    QStringList found;
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    const QDir base(folder);
    while (it.hasNext()) {
        const QString relative = base.relativeFilePath(it.next());
        if (!relative.startsWith(LocalCopyLayout::stateDirectoryName()))
            found.append(relative);
    }
    found.sort();
    return found;
}

} // namespace rsi::test
