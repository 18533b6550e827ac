// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QByteArray>

#include <optional>

namespace rsi {

// The findings of a run as the crawl history stores them: one blob per run
// (a format byte, then zlib over a QDataStream of rule, severity, section,
// message, URL, related URL, line and column per finding). Findings of one
// source repeat their URLs and most of their words, so the blob is a small
// fraction of a row per finding. Pure functions; any thread.
QByteArray encodeFindings(const FindingList &findings);
// nullopt, with the reason in error, when the blob is damaged or of a
// format this version does not know.
std::optional<FindingList> decodeFindings(QByteArrayView blob, QString *error = nullptr);

} // namespace rsi
