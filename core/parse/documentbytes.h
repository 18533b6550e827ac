// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rsi {

// A document file's XML as bytes, for showing it: gunzipped when the file is
// gzip (.xml.gz, or a server's gzip body kept as it came), at most maxBytes.
struct DocumentBytes
{
    QByteArray xml;
    bool tooLarge = false; // more than maxBytes of XML: xml is empty
    QString error; // translated; the file could not be read
};

DocumentBytes readDocumentBytes(const QString &path, qint64 maxBytes);

} // namespace rsi
