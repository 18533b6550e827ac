// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What a hub (or anyone) can send the callback server: the HTTP request
// parser, fed whole and in pieces, and what the subscriber reads from a
// request: the form-encoded verification query, the Link headers, the
// X-Hub-Signature, a callback path's token.
#include "notify/callbackregistry.h"
#include "notify/formencoding.h"
#include "notify/httprequestparser.h"
#include "notify/hubsignature.h"
#include "notify/weblinks.h"

#include <QUrl>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    rsi::HttpRequestLimits limits;
    limits.maxBodyBytes = 64 * 1024;
    const rsi::HttpRequestParser whole = rsi::HttpRequestParser::parse(bytes, limits);
    // The same bytes in pieces of 1 to 7 bytes must end the same way.
    rsi::HttpRequestParser pieces(limits);
    for (qsizetype at = 0, step = 1; at < bytes.size(); at += step, step = step % 7 + 1)
        pieces.feed(bytes.sliced(at, std::min(step, bytes.size() - at)));
    if (whole.state() != pieces.state() || whole.errorStatus() != pieces.errorStatus()
        || whole.request().body != pieces.request().body)
        __builtin_trap();
    const rsi::HttpRequest &request = whole.request();
    const rsi::form::Fields fields = rsi::form::parse(request.query());
    rsi::form::normalizedUrl(rsi::form::value(fields, u"hub.topic"));
    rsi::form::unencodedHubValue(request.query(), "hub.topic");
    rsi::form::parse(bytes);
    rsi::linkTargets(request.combinedHeader("Link"), u"self", QUrl(QStringLiteral("http://hub/")));
    rsi::checkHubSignature(request.header("X-Hub-Signature"), "secret", request.body);
    rsi::CallbackRegistry::tokenOfPath(request.path());
    return 0;
}
