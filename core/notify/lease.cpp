// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lease.h"

#include <algorithm>

namespace rsi::lease {

std::optional<qint64> parseSeconds(QStringView text)
{
    const QStringView trimmed = text.trimmed();
    // Eighteen digits cannot overflow a qint64; nobody grants more.
    if (trimmed.isEmpty() || trimmed.size() > 18)
        return std::nullopt;
    qint64 value = 0;
    for (const QChar c : trimmed) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

qint64 effectiveSeconds(std::optional<qint64> granted, qint64 requested)
{
    if (granted && *granted > 0)
        return *granted;
    return std::max<qint64>(requested, 1);
}

qint64 renewalDelayMs(qint64 leaseSeconds)
{
    const qint64 counted = std::clamp<qint64>(leaseSeconds, 0, maxRecommendedSeconds);
    const auto delay = qint64(double(counted) * 1000.0 * renewalShare);
    return std::max(delay, minRenewalDelayMs);
}

QDateTime expiry(const QDateTime &verifiedAt, qint64 leaseSeconds)
{
    // QDateTime counts milliseconds in a qint64: a century is far inside.
    constexpr qint64 century = 100LL * 366 * 24 * 3600;
    return verifiedAt.addSecs(std::clamp<qint64>(leaseSeconds, 0, century));
}

bool isOutsideRecommendedRange(std::optional<qint64> granted)
{
    return !granted || *granted < minRecommendedSeconds || *granted > maxRecommendedSeconds;
}

} // namespace rsi::lease
