// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "formencoding.h"

#include <QUrl>

namespace rsi::form {

namespace {

QString decodeComponent(QByteArrayView encoded)
{
    QByteArray bytes = encoded.toByteArray();
    bytes.replace('+', ' ');
    return QString::fromUtf8(QByteArray::fromPercentEncoding(bytes));
}

} // namespace

Fields parse(QByteArrayView encoded)
{
    Fields fields;
    qsizetype start = 0;
    while (start <= encoded.size()) {
        qsizetype end = encoded.indexOf('&', start);
        if (end < 0)
            end = encoded.size();
        const QByteArrayView field = encoded.sliced(start, end - start);
        if (!field.isEmpty()) {
            const qsizetype equals = field.indexOf('=');
            if (equals < 0)
                fields.append({decodeComponent(field), QString()});
            else
                fields.append({decodeComponent(field.first(equals)),
                               decodeComponent(field.sliced(equals + 1))});
        }
        start = end + 1;
    }
    return fields;
}

QString value(const Fields &fields, QStringView name)
{
    for (const auto &[key, fieldValue] : fields) {
        if (key == name)
            return fieldValue.isNull() ? QStringLiteral("") : fieldValue;
    }
    return {};
}

bool contains(const Fields &fields, QStringView name)
{
    return std::any_of(fields.cbegin(), fields.cend(),
                       [name](const auto &field) { return field.first == name; });
}

QString unencodedHubValue(QByteArrayView encoded, QByteArrayView name)
{
    const QByteArray key = name.toByteArray() + '=';
    qsizetype start = -1;
    if (encoded.startsWith(key)) {
        start = 0;
    } else {
        const qsizetype found = encoded.indexOf(QByteArray('&' + key));
        if (found >= 0)
            start = found + 1;
    }
    if (start < 0)
        return {};
    start += key.size();
    qsizetype end = encoded.indexOf("&hub.", start);
    if (end < 0)
        end = encoded.size();
    return decodeComponent(encoded.sliced(start, end - start));
}

QByteArray encode(const Fields &fields)
{
    QByteArray encoded;
    for (const auto &[name, fieldValue] : fields) {
        if (!encoded.isEmpty())
            encoded += '&';
        encoded += QUrl::toPercentEncoding(name);
        encoded += '=';
        encoded += QUrl::toPercentEncoding(fieldValue);
    }
    return encoded;
}

QString normalizedUrl(const QString &url)
{
    QUrl parsed(url.trimmed(), QUrl::TolerantMode);
    if (!parsed.isValid())
        return url.trimmed();
    const QString scheme = parsed.scheme().toLower();
    if ((scheme == u"http" && parsed.port() == 80) || (scheme == u"https" && parsed.port() == 443))
        parsed.setPort(-1);
    if (parsed.path().isEmpty() && !parsed.host().isEmpty())
        parsed.setPath(QStringLiteral("/"));
    return QString::fromUtf8(
        parsed.adjusted(QUrl::NormalizePathSegments).toEncoded(QUrl::FullyEncoded));
}

} // namespace rsi::form
