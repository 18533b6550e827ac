// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/loopbackserver.h"
#include "support/sourcefixture.h"
#include "support/testhub.h"

#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace rsi::test {

// A source to follow on loopback: a SourceFixture served by LoopbackServer
// (with ETags) whose Capability List advertises a channel at a TestHub, its
// topic answering with Link rel=self/hub, and a baseline of two resources.
struct FollowedSource
{
    explicit FollowedSource(bool withChannel = true);

    QUrl topic() const { return server.url(SourceFixture::topicPath()); }
    QString site() const { return server.url(QStringLiteral("/")).toString(); }
    // Until the hub holds that many subscriptions to the topic (a
    // subscriber knows a moment earlier than the hub does).
    bool waitForHub(int subscribers = 1) const;

    QTemporaryDir folder;
    TestHub hub;
    LoopbackServer server;
    std::unique_ptr<SourceFixture> fixture;
};

} // namespace rsi::test
