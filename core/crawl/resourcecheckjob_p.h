// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResourceCheckJob's private side, shared by resourcecheckjob.cpp (the index
// and the requests) and resourcecheckjobjudging.cpp (judging the answers).
#pragma once

#include "entrytable.h"
#include "net/documentfetcher.h"
#include "resourcecheckjob.h"
#include "validation/w3cdatetime.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rsi {

namespace resourcecheck {

// The content codings of an encoding attribute or a Content-Encoding header,
// in order, lower case, without "identity".
inline QStringList codings(const QString &value)
{
    QStringList list;
    const QStringList parts = value.split(u',');
    for (const QString &part : parts) {
        const QString coding = part.trimmed().toLower();
        if (!coding.isEmpty() && coding != u"identity")
            list.append(coding);
    }
    return list;
}

inline QString entryEncoding(const EntryTable &entries, qsizetype row)
{
    return entries.value(row, EntryField::Encoding);
}

inline std::optional<qint64> instantOf(QStringView text)
{
    if (text.isNull())
        return std::nullopt;
    const W3cDatetime time = W3cDatetime::parse(text);
    return time.valid ? std::optional<qint64>(time.msecsSinceEpoch) : std::nullopt;
}

} // namespace resourcecheck

struct ResourceCheckJob::IndexEntry
{
    quint64 key = 0; // hash of the loc
    qint32 document = 0;
    qint32 row = 0;

    friend bool operator<(const IndexEntry &a, const IndexEntry &b)
    {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.document != b.document)
            return a.document < b.document;
        return a.row < b.row;
    }
};

struct ResourceCheckJob::DocumentInfo
{
    bool changeList = false;
    std::optional<qint64> at; // a Resource List's snapshot time
    std::optional<qint64> from; // a Change List's
    QString url;
    // With a sample: the rows whose resources are fetched, ascending.
    std::vector<qint32> sampled;
};

struct ResourceCheckJob::Pending
{
    qsizetype runBegin = 0; // where the loc's key starts in m_index
    QByteArray loc;
    FetchRequest request;
};

} // namespace rsi
