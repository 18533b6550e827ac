// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/parseresult.h"

#include <QByteArray>
#include <QStringList>
#include <QUrl>

namespace rsi::test {

// Everything a parse produced, one line per fact (the document, its root
// rs:md and rs:ln, every field of every entry, every finding), so that two
// parses compare with QCOMPARE and a difference shows where it is.
QStringList describeParse(const ParseResult &result);

// Parses bytes with both readers (libxml2 where the parser chooses it, and
// QXmlStreamReader) and says how they differ: empty when they agree. A
// document that is not well-formed is compared by its findings' rule ids
// only, since each reader words its error and stops where it sees it.
QString readersDisagree(const QByteArray &bytes, const QUrl &url);

} // namespace rsi::test
