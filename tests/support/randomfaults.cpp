// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomfaults.h"

#include "loopbackserver.h"

#include <QDir>
#include <QDirIterator>
#include <QRandomGenerator>

#include <algorithm>

namespace rsi::test {

QString RandomFaults::applyTo(LoopbackServer &server, const QString &folder) const
{
    QRandomGenerator random(seed);
    QStringList paths;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        paths.append(u'/' + QDir(folder).relativeFilePath(it.next()));
    paths.sort(); // the same order on every file system, so a seed means the same faults

    QStringList described;
    for (const QString &path : std::as_const(paths)) {
        const QByteArray key = path.toUtf8();
        std::optional<LoopbackServer::Response> response = server.folderResponse(key);
        if (!response || int(random.bounded(100)) >= faultPercent)
            continue;
        QString what;
        switch (random.bounded(7)) {
        case 0:
            response->delayMs = int(random.bounded(maxDelayMs + 1));
            what = QStringLiteral("delayed %1 ms").arg(response->delayMs);
            break;
        case 1:
            // Slow enough to matter, bounded so the whole body arrives in time.
            response->trickleDelayMs = 1;
            what = QStringLiteral("trickled");
            break;
        case 2:
            response->truncate = true;
            what = QStringLiteral("cut off");
            break;
        case 3:
            response->closeWithoutAnswer = true;
            what = QStringLiteral("dropped");
            break;
        default: {
            static constexpr int statuses[] = {404, 429, 503};
            response->status = statuses[random.bounded(3)];
            response->reason = "Trouble";
            response->body.clear();
            response->delayMs = int(random.bounded(maxDelayMs / 2 + 1));
            what = QStringLiteral("status %1").arg(response->status);
            break;
        }
        }
        server.setResponse(key, *response);
        described.append(path + u' ' + what);
    }
    return QStringLiteral("seed %1: %2").arg(seed).arg(described.join(QStringLiteral(", ")));
}

} // namespace rsi::test
