// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <utility>

namespace rsi::form {

using Fields = QList<std::pair<QString, QString>>;

// application/x-www-form-urlencoded, as WebSub's requests and verification
// queries use it: '&' between fields, '=' between name and value, '+' for a
// space (QUrlQuery does not apply that rule), percent-escapes decoded as
// UTF-8. A field without '=' has an empty value. Never fails: malformed
// escapes are kept as written.
Fields parse(QByteArrayView encoded);
// The value of the first field of that name; a null QString when absent.
QString value(const Fields &fields, QStringView name);
bool contains(const Fields &fields, QStringView name);
// The value of a WebSub field that a hub did not URL-encode (a quirk of some
// hubs: "hub.topic=http://x/?a=1&b=2"): everything from "name=" up to the
// next "&hub." field, decoded. A null QString when the field is absent.
QString unencodedHubValue(QByteArrayView encoded, QByteArrayView name);

// Encodes fields so that '&', '=', '+' and anything not unreserved in names
// and values survive the trip.
QByteArray encode(const Fields &fields);

// A topic or callback URL in a form two spellings of one URL share: the host
// in lower case, no default port, percent-escapes of unreserved characters
// decoded and the others in upper case, dot segments removed. Hubs must
// decode non-reserved escapes (WebSub 5.3), so topics are compared this way.
QString normalizedUrl(const QString &url);

} // namespace rsi::form
