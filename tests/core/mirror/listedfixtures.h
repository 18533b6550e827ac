// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What tst_auditcomparison and tst_listedresources both make listed
// resources from.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QDateTime>
#include <QTimeZone>
#include <QUrl>

namespace listedtest {

// The lastmod the listed resources of these tests have.
inline const QDateTime baseTime = QDateTime(QDate(2024, 5, 1), QTime(12, 0, 0), QTimeZone::utc());

inline QUrl url(const char *text)
{
    return QUrl(QString::fromUtf8(text));
}

inline QByteArray hexDigest(const QByteArray &content, QCryptographicHash::Algorithm algorithm)
{
    return QCryptographicHash::hash(content, algorithm).toHex();
}

} // namespace listedtest
