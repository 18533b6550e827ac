// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringView>

#include <optional>

namespace rsi::lease {

// The range Framework Notification 4.2 recommends for a granted lease
// (NT-048): at least five minutes, at most a month.
inline constexpr qint64 minRecommendedSeconds = 300;
inline constexpr qint64 maxRecommendedSeconds = 2'678'400;
// Renewals happen at this share of the lease (NT-049): early enough that a
// hub answering in seconds, or a retry, still lands before the end.
inline constexpr double renewalShare = 0.8;
// Never sooner than this after a verification, so that a hub granting a
// lease of a second cannot make the subscriber spin.
inline constexpr qint64 minRenewalDelayMs = 500;

// hub.lease_seconds as a hub writes it: a decimal number of seconds, nothing
// else ("0" included: some hubs send it). nullopt when absent or malformed.
std::optional<qint64> parseSeconds(QStringView text);

// The lease to count with: what the hub granted, or, when it granted none or
// 0 (a quirk of some hubs), what was asked for.
qint64 effectiveSeconds(std::optional<qint64> granted, qint64 requested);

// When to subscribe again, in milliseconds after the verification: 80% of
// the lease, but never later than 80% of a month (a lease of ten years is
// renewed monthly: nothing lasts that long, and timers cannot wait so long)
// and never sooner than minRenewalDelayMs.
qint64 renewalDelayMs(qint64 leaseSeconds);

// The end of a lease granted at verifiedAt.
QDateTime expiry(const QDateTime &verifiedAt, qint64 leaseSeconds);

// Whether the granted lease is outside the recommended range (NT-048), or
// was not stated at all.
bool isOutsideRecommendedRange(std::optional<qint64> granted);

} // namespace rsi::lease
