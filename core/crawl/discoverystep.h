// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace rsi {

// One step of finding a source, kept so a person can see why discovery
// succeeded or where it failed: "Fetched the well-known URI <url>: HTTP 404".
struct DiscoveryStep
{
    enum class Outcome {
        Found, // the step led to a ResourceSync document
        NotFound, // nothing there, the next way is tried
        Failed, // the step could not be carried out (unreachable, unreadable)
        Note, // what was concluded
    };

    QUrl url;
    QString action; // translated: what was tried
    Outcome outcome = Outcome::Note;
    QString detail; // translated: what came of it
};

} // namespace rsi
