// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QUrl>

class QTcpServer;

namespace rsi {

class DemoLive;

// Serves the bundled demo source over HTTP on loopback (127.0.0.1, a free
// port), so that a new user without a network sees the whole tool at work.
//
// rootDirectory is a folder or a Qt resource folder (":/demo"). Documents in
// it name their URLs with the placeholder origin (placeholderOrigin()); the
// server replaces it with its own origin in every text file it serves, so
// the source is whole whatever port it gets. GET and HEAD; Content-Type from
// the file name; "/" and the well-known URI as a folder's index; 404 for
// anything else; paths are resolved inside the root only ("..", encoded or
// not, is refused). POST only to the demo hub (DemoLive), whose forms are
// small. Lives on its creator's thread, whose event loop must run.
class DemoServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoServer)

public:
    explicit DemoServer(QString rootDirectory, QObject *parent = nullptr);
    ~DemoServer() override;

    // Starts listening; false with errorString() when it cannot.
    bool start();
    QString errorString() const { return m_errorString; }

    QUrl origin() const; // http://127.0.0.1:<port>
    QUrl siteUrl() const; // origin + "/": what the app crawls

    static QString placeholderOrigin(); // "http://demo.rsinspector.invalid"

    // The live side: the books' notification channel, its hub at /hub, and
    // the new books it publishes while asked to (DemoLive).
    DemoLive *live() const { return m_live; }

private:
    QString m_rootDirectory;
    QTcpServer *m_server = nullptr;
    DemoLive *m_live = nullptr;
    QString m_errorString;
};

} // namespace rsi
