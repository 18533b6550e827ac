// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QUrl>

namespace rsi {

// The targets of an HTTP Link header (RFC 8288; several values joined with
// ", ") whose rel list contains rel (case-insensitive), resolved against
// base, in order. Malformed entries are skipped. WebSub's topic and hub
// links (rel="self", rel="hub") are read with it. Pure; any thread.
QList<QUrl> linkTargets(QByteArrayView header, QStringView rel, const QUrl &base);

} // namespace rsi
