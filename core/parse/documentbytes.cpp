// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentbytes.h"

#include "documentparser.h"

#include <QCoreApplication>
#include <QFile>
#include <quagzipfile.h>

namespace rsi {

namespace {

DocumentBytes readAtMost(QIODevice &device, qint64 maxBytes)
{
    DocumentBytes result;
    // One byte more than allowed tells a file of exactly maxBytes from a larger one.
    result.xml = device.read(maxBytes + 1);
    if (result.xml.size() > maxBytes) {
        result.xml.clear();
        result.tooLarge = true;
    }
    return result;
}

} // namespace

DocumentBytes readDocumentBytes(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, false, file.errorString()};
    if (!DocumentParser::looksGzipped(file.peek(2)))
        return readAtMost(file, maxBytes);
    file.close();
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::ReadOnly))
        return {{},
                false,
                QCoreApplication::translate("DocumentParser", "Cannot open %1 as gzip.").arg(path)};
    return readAtMost(gzip, maxBytes);
}

} // namespace rsi
