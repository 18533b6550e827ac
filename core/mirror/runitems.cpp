// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runitems.h"

#include "runitemreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVarLengthArray>

#include <cstring>
#include <optional>
#include <string_view>

namespace rsi {

QString RunItems::folderName()
{
    return QStringLiteral("runs");
}

namespace {

// Whether the fully encoded text may differ from what url.toString() shows:
// it holds a '%' (which toString() may decode) or an ACE label ("xn--", any
// case, which it shows in Unicode). One pass, without Qt's case-insensitive
// search: asked for every item of a run.
bool mayShowOtherwise(QStringView encoded)
{
    const qsizetype size = encoded.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t c = encoded[i].unicode();
        if (c == u'%')
            return true;
        // 'x' or 'X' ('X' | 0x20 is 'x'; no other character is), then "n--".
        if ((c | 0x20) == u'x' && i + 3 < size && (encoded[i + 1].unicode() | 0x20) == u'n'
            && encoded[i + 2] == u'-' && encoded[i + 3] == u'-')
            return true;
    }
    return false;
}

// The length of url.toString(), the form a report shows. Without a '%' and
// an ACE label the fully encoded text is that form already, and a second
// conversion per item was a percent of a mirror's work.
qsizetype shownLength(const QUrl &url, const QString &encoded)
{
    if (url.isEmpty())
        return 0;
    if (!mayShowOtherwise(encoded))
        return encoded.size();
    return url.toString().size();
}

} // namespace

void RunItems::Shape::add(const AuditItem &item, const QString &encodedUrl)
{
    counts.add(item.state);
    const qsizetype url = shownLength(item.url, encodedUrl);
    longestPath = std::max(longestPath, item.relativePath.size());
    longestUrl = std::max(longestUrl, url);
    if (item.state != AuditState::Same) {
        longestChangedPath = std::max(longestChangedPath, item.relativePath.size());
        longestChangedUrl = std::max(longestChangedUrl, url);
    }
}

QList<AuditItem> RunItems::readAll() const
{
    QList<AuditItem> items;
    if (databasePath.isEmpty())
        return items;
    RunItemReader reader;
    if (!reader.open(*this))
        return items;
    items.reserve(count);
    reader.forEach([&items](qsizetype, const AuditItem &item) {
        items.append(item);
        return true;
    });
    return items;
}

// Each reason as a small object: "k" the kind (AuditReason::Kind as a
// number: new kinds are only ever appended), and the fields it has.
namespace {

// The common reasons ("missing", "done") carry no text: written directly, as
// QJsonDocument would write them (keys in order), they cost no JSON objects,
// which were a few percent of a mirror's work per resource. ASCII, so that
// the bytes are the text's UTF-8 too, as the items' database stores it.
QByteArray encodeTextlessReasons(const QList<AuditReason> &reasons)
{
    // At most 28 bytes a reason: a comma, then {"d":true,"k":255,"o":true}.
    QVarLengthArray<char, 256> text(2 + reasons.size() * 28);
    char *out = text.data();
    const auto put = [&out](std::string_view part) {
        memcpy(out, part.data(), part.size());
        out += part.size();
    };
    *out++ = '[';
    for (const AuditReason &reason : reasons) {
        if (out - text.data() > 1)
            *out++ = ',';
        put(reason.done ? "{\"d\":true,\"k\":" : "{\"k\":");
        // The kind is a byte: at most three digits.
        const int kind = int(reason.kind);
        if (kind >= 100)
            *out++ = char('0' + kind / 100);
        if (kind >= 10)
            *out++ = char('0' + kind / 10 % 10);
        *out++ = char('0' + kind % 10);
        if (reason.ofDownload)
            put(",\"o\":true");
        *out++ = '}';
    }
    *out++ = ']';
    return QByteArray(text.constData(), out - text.constData());
}

// Reads back exactly what encodeTextlessReasons() writes; anything else
// (reasons with text, an older writer) is left to the JSON parser.
std::optional<QList<AuditReason>> decodeTextlessReasons(QStringView text)
{
    qsizetype at = 0;
    const auto take = [&](QStringView expected) {
        if (!text.sliced(at).startsWith(expected))
            return false;
        at += expected.size();
        return true;
    };
    QList<AuditReason> reasons;
    if (!take(u"["))
        return std::nullopt;
    while (!take(u"]")) {
        if (!reasons.isEmpty() && !take(u","))
            return std::nullopt;
        AuditReason reason;
        if (!take(u"{"))
            return std::nullopt;
        reason.done = take(u"\"d\":true,");
        if (!take(u"\"k\":"))
            return std::nullopt;
        const qsizetype digits = at;
        while (at < text.size() && text.at(at) >= u'0' && text.at(at) <= u'9' && at - digits < 4)
            ++at;
        if (at == digits)
            return std::nullopt;
        reason.kind = AuditReason::Kind(text.sliced(digits, at - digits).toInt());
        reason.ofDownload = take(u",\"o\":true");
        if (!take(u"}"))
            return std::nullopt;
        reasons.append(reason);
    }
    if (at != text.size())
        return std::nullopt;
    return reasons;
}

bool hasText(const AuditReason &reason)
{
    return !reason.expected.isEmpty() || !reason.actual.isEmpty() || !reason.algorithm.isEmpty();
}

} // namespace

QString encodeAuditReasons(const QList<AuditReason> &reasons)
{
    if (reasons.isEmpty())
        return {};
    if (std::none_of(reasons.cbegin(), reasons.cend(), hasText))
        return QString::fromLatin1(encodeTextlessReasons(reasons));
    QJsonArray array;
    for (const AuditReason &reason : reasons) {
        QJsonObject object {{QStringLiteral("k"), int(reason.kind)}};
        if (!reason.expected.isEmpty())
            object.insert(QStringLiteral("e"), reason.expected);
        if (!reason.actual.isEmpty())
            object.insert(QStringLiteral("a"), reason.actual);
        if (!reason.algorithm.isEmpty())
            object.insert(QStringLiteral("g"), reason.algorithm);
        if (reason.ofDownload)
            object.insert(QStringLiteral("o"), true);
        if (reason.done)
            object.insert(QStringLiteral("d"), true);
        array.append(object);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QByteArray encodeAuditReasonsUtf8(const QList<AuditReason> &reasons)
{
    if (reasons.isEmpty())
        return {};
    if (std::none_of(reasons.cbegin(), reasons.cend(), hasText))
        return encodeTextlessReasons(reasons);
    return encodeAuditReasons(reasons).toUtf8();
}

QList<AuditReason> decodeAuditReasons(const QString &text)
{
    QList<AuditReason> reasons;
    if (text.isEmpty())
        return reasons;
    if (std::optional<QList<AuditReason>> textless = decodeTextlessReasons(text))
        return *std::move(textless);
    const QJsonArray array = QJsonDocument::fromJson(text.toUtf8()).array();
    reasons.reserve(array.size());
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        AuditReason reason;
        reason.kind = AuditReason::Kind(object.value(QStringLiteral("k")).toInt());
        reason.expected = object.value(QStringLiteral("e")).toString();
        reason.actual = object.value(QStringLiteral("a")).toString();
        reason.algorithm = object.value(QStringLiteral("g")).toString();
        reason.ofDownload = object.value(QStringLiteral("o")).toBool();
        reason.done = object.value(QStringLiteral("d")).toBool();
        reasons.append(std::move(reason));
    }
    return reasons;
}

} // namespace rsi
