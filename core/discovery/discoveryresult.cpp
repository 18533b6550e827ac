// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "discoveryresult.h"

namespace rsi {

QList<QUrl> DiscoveryResult::urls() const
{
    QList<QUrl> result;
    result.reserve(links.size());
    for (const DiscoveredLink &link : links)
        result.append(link.url);
    return result;
}

} // namespace rsi
