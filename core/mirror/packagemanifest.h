// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/documentbytes.h"

#include <QUrl>

namespace rsi {

// "<package>!/manifest.xml", as jar: URLs name a member: what findings about
// the manifest inside a dump package are about, so that their line numbers
// are read in the right file. Not a URL any server answers.
QUrl packageManifestUrl(const QUrl &packageUrl);

// The manifest.xml at the top level of a dump package (a ZIP file), for
// showing it: at most maxBytes of it, inflated under DumpPackageLimits'
// ratio rule; nothing else is read. An error says why there is none.
DocumentBytes readPackageManifest(const QString &path, qint64 maxBytes);

} // namespace rsi
