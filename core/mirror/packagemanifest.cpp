// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "packagemanifest.h"

#include "dumppackage.h"

#include <QCoreApplication>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DumpPackage)
};

} // namespace

QUrl packageManifestUrl(const QUrl &packageUrl)
{
    QUrl url = packageUrl;
    url.setFragment({});
    url.setPath(url.path(QUrl::FullyEncoded) + QStringLiteral("!/") + DumpPackage::manifestName(),
                QUrl::TolerantMode);
    return url;
}

DocumentBytes readPackageManifest(const QString &path, qint64 maxBytes)
{
    DocumentBytes bytes;
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) {
        bytes.error = Tr::tr("the package is not a ZIP file that can be read (ZIP error %1)")
                          .arg(zip.getZipError());
        return bytes;
    }
    if (!zip.setCurrentFile(DumpPackage::manifestName(), QuaZip::csSensitive)) {
        bytes.error = Tr::tr("the package holds no manifest.xml at its top level");
        return bytes;
    }
    QuaZipFileInfo64 info;
    zip.getCurrentFileInfo(&info);
    const DumpPackageLimits limits;
    const bool bomb = info.uncompressedSize > quint64(limits.ratioThresholdBytes)
        && (info.compressedSize == 0
            || info.uncompressedSize / info.compressedSize >= quint64(limits.maxCompressionRatio));
    if (info.uncompressedSize > quint64(maxBytes) || bomb) {
        bytes.tooLarge = true;
        return bytes;
    }
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::ReadOnly)) {
        bytes.error = Tr::tr("manifest.xml cannot be read from the package (ZIP error %1)")
                          .arg(file.getZipError());
        return bytes;
    }
    // The directory's size is not trusted: reading stops past the limit.
    bytes.xml = file.read(maxBytes + 1);
    if (bytes.xml.size() > maxBytes) {
        bytes.xml.clear();
        bytes.tooLarge = true;
    }
    return bytes;
}

} // namespace rsi
