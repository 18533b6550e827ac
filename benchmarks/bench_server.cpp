// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Serves a folder on 127.0.0.1 for the benchmarks, in a process of its own
// as a real server would be, with keep-alive connections:
//
//   bench_server <folder> <origin to rewrite>
//
// Prints the port on the first line of standard output; runs until killed.

#include "support/loopbackserver.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: bench_server <folder> <origin>\n");
        return 2;
    }
    rsi::test::LoopbackServer server;
    if (!server.start())
        return 1;
    server.serveFolder(args.at(1), args.at(2).toUtf8());
    server.setKeepAlive(true);
    std::printf("%d\n", int(server.port()));
    std::fflush(stdout);
    return app.exec();
}
