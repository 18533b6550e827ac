// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingcodec.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QtEndian>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::FindingCodec)
};

constexpr char formatVersion = 1;
// The stream's own format is pinned, so that a later Qt writes and reads
// the same bytes.
constexpr QDataStream::Version streamVersion = QDataStream::Qt_6_0;
constexpr quint32 maxUncompressedBytes = 1024U * 1024 * 1024;

} // namespace

QByteArray encodeFindings(const FindingList &findings)
{
    QByteArray raw;
    QDataStream out(&raw, QIODevice::WriteOnly);
    out.setVersion(streamVersion);
    out << quint32(findings.size());
    for (const Finding &finding : findings) {
        out << finding.ruleId << quint8(finding.severity) << finding.section << finding.message
            << finding.url << finding.relatedUrl << qint64(finding.position.line)
            << qint64(finding.position.column);
    }
    return char(formatVersion) + qCompress(raw);
}

std::optional<FindingList> decodeFindings(QByteArrayView blob, QString *error)
{
    const auto fail = [error]() -> std::optional<FindingList> {
        if (error)
            *error = Tr::tr("the stored findings are damaged or of an unknown format");
        return std::nullopt;
    };
    if (blob.size() < 5 || blob.front() != formatVersion
        || qFromBigEndian<quint32>(blob.data() + 1) > maxUncompressedBytes)
        return fail();
    const QByteArray raw
        = qUncompress(reinterpret_cast<const uchar *>(blob.data() + 1), blob.size() - 1);
    QDataStream in(raw);
    in.setVersion(streamVersion);
    quint32 count = 0;
    in >> count;
    // Each finding takes at least 34 bytes (six empty strings and two numbers).
    if (in.status() != QDataStream::Ok || count > quint64(raw.size()) / 34)
        return fail();
    FindingList findings;
    findings.reserve(count);
    for (quint32 i = 0; i < count; ++i) {
        Finding finding;
        quint8 severity = 0;
        qint64 line = 0;
        qint64 column = 0;
        in >> finding.ruleId >> severity >> finding.section >> finding.message >> finding.url
            >> finding.relatedUrl >> line >> column;
        if (in.status() != QDataStream::Ok || severity > quint8(Severity::Error))
            return fail();
        finding.severity = Severity(severity);
        finding.position = {line, column};
        findings.append(std::move(finding));
    }
    if (!in.atEnd())
        return fail();
    return findings;
}

} // namespace rsi
