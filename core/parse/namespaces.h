// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace rsi::ns {

inline constexpr QStringView sitemap = u"http://www.sitemaps.org/schemas/sitemap/0.9";
inline constexpr QStringView resourceSync = u"http://www.openarchives.org/rs/terms/";

// A namespace that looks like ResourceSync's but is not it: "…/rs/terms"
// without its slash, the pre-standard "…/rs/", https. Elements bound to it are
// not rs:md/rs:ln (GEN-004).
inline bool isNearMissResourceSync(QStringView uri)
{
    return uri != resourceSync
        && (uri.startsWith(u"http://www.openarchives.org/rs")
            || uri.startsWith(u"https://www.openarchives.org/rs"));
}

} // namespace rsi::ns
