// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayList>
#include <QString>

namespace rsi::test {

class LoopbackServer;

// Seeded, reproducible trouble for the answers a LoopbackServer gives from
// its served folder: each path gets, at random, a delay (up to maxDelayMs),
// a body trickled byte by byte, an answer cut off or never given, a 404, 429
// or 503, or nothing at all. Tests that prove a job always ends run it under
// many seeds and check that finished() comes once, in bounded time,
// whatever the mix.
struct RandomFaults
{
    quint32 seed = 1;
    int maxDelayMs = 400;
    int faultPercent = 50; // of the paths that get trouble at all

    // Applies the faults to every file under the server's folder (its paths
    // as the server answers them) and returns the paths touched, for a
    // failure message ("seed 7: /a.xml delayed 300 ms, /b.xml cut off").
    QString applyTo(LoopbackServer &server, const QString &folder) const;
};

} // namespace rsi::test
