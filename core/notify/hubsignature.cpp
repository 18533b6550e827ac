// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hubsignature.h"

#include <QMessageAuthenticationCode>

namespace rsi {

std::optional<QCryptographicHash::Algorithm> hubSignatureAlgorithm(QByteArrayView method)
{
    if (method == "sha1")
        return QCryptographicHash::Sha1;
    if (method == "sha256")
        return QCryptographicHash::Sha256;
    if (method == "sha384")
        return QCryptographicHash::Sha384;
    if (method == "sha512")
        return QCryptographicHash::Sha512;
    return std::nullopt;
}

QByteArray hubSignature(QByteArrayView method, QByteArrayView secret, QByteArrayView body)
{
    const std::optional<QCryptographicHash::Algorithm> algorithm = hubSignatureAlgorithm(method);
    if (!algorithm)
        return {};
    QMessageAuthenticationCode mac(*algorithm, secret.toByteArray());
    mac.addData(body.data(), body.size());
    return method.toByteArray().append('=').append(mac.result().toHex());
}

bool constantTimeEquals(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

HubSignatureCheck checkHubSignature(QByteArrayView header, QByteArrayView secret,
                                    QByteArrayView body)
{
    HubSignatureCheck check;
    const QByteArray value = header.toByteArray().trimmed();
    const qsizetype equals = value.indexOf('=');
    if (equals > 0)
        check.method = value.left(equals).toLower();
    if (secret.isEmpty()) {
        check.verdict = HubSignatureCheck::Verdict::NotExpected;
        return check;
    }
    if (value.isEmpty()) {
        check.verdict = HubSignatureCheck::Verdict::Missing;
        return check;
    }
    const std::optional<QCryptographicHash::Algorithm> algorithm
        = hubSignatureAlgorithm(check.method);
    const QByteArray hex = equals > 0 ? value.mid(equals + 1).toLower() : QByteArray();
    const bool isHex = !hex.isEmpty() && hex.size() % 2 == 0
        && std::all_of(hex.cbegin(), hex.cend(),
                       [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
    if (!algorithm || !isHex) {
        check.verdict = HubSignatureCheck::Verdict::Malformed;
        return check;
    }
    QMessageAuthenticationCode mac(*algorithm, secret.toByteArray());
    mac.addData(body.data(), body.size());
    if (!constantTimeEquals(mac.result(), QByteArray::fromHex(hex))) {
        check.verdict = HubSignatureCheck::Verdict::Mismatch;
        return check;
    }
    check.verdict = *algorithm == QCryptographicHash::Sha1 ? HubSignatureCheck::Verdict::ValidWeak
                                                           : HubSignatureCheck::Verdict::Valid;
    return check;
}

} // namespace rsi
