// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>

#include <optional>

namespace rsi {

// WebSub's authenticated content distribution (WebSub 7.1, 8.3): a hub given
// a secret sends "X-Hub-Signature: <method>=<hex HMAC(secret, raw body)>",
// method one of sha1, sha256, sha384, sha512. Pure functions: any thread.
struct HubSignatureCheck
{
    enum class Verdict {
        Valid, // a strong method (sha256 and better) that matches
        ValidWeak, // sha1 that matches: accepted with a warning (NT-057)
        Missing, // a secret was given but the delivery carries no signature
        Mismatch, // the signature does not match the body
        Malformed, // not "method=hex", or an unknown method
        NotExpected, // no secret was given: nothing to check, the header is ignored
    };
    Verdict verdict = Verdict::NotExpected;
    QByteArray method; // as the header named it, lower case; empty when none

    bool accepted() const
    {
        return verdict == Verdict::Valid || verdict == Verdict::ValidWeak
            || verdict == Verdict::NotExpected;
    }
};

// The algorithm a signature method names; nullopt for any other name.
std::optional<QCryptographicHash::Algorithm> hubSignatureAlgorithm(QByteArrayView method);

// "sha256=<hex>": what a hub sends for body with secret.
QByteArray hubSignature(QByteArrayView method, QByteArrayView secret, QByteArrayView body);

// Checks a delivery's X-Hub-Signature header (empty: absent) against the
// body with the subscription's secret (empty: none was given). The digests
// are compared in constant time, so that the time taken does not tell an
// attacker how much of a forged signature was right.
HubSignatureCheck checkHubSignature(QByteArrayView header, QByteArrayView secret,
                                    QByteArrayView body);

// Compares two byte strings in time that depends only on their lengths.
bool constantTimeEquals(QByteArrayView a, QByteArrayView b);

} // namespace rsi
