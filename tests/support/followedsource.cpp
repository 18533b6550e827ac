// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "followedsource.h"

#include <QTest>

namespace rsi::test {

FollowedSource::FollowedSource(bool withChannel)
{
    hub.start();
    server.start();
    SourceFixture::Options options;
    if (withChannel)
        options.channelHub = hub.url().toEncoded();
    fixture = std::make_unique<SourceFixture>(folder.path(), options);
    fixture->setServedOrigin(server.origin());
    server.serveFolder(folder.path(), SourceFixture::origin());
    server.setFolderEtags(true);
    server.setLinkHeader(SourceFixture::topicPath().toUtf8(),
                         "<" + topic().toEncoded() + ">; rel=\"self\", <" + hub.url().toEncoded()
                             + ">; rel=\"hub\"");
    fixture->put(QStringLiteral("a.txt"), "alpha");
    fixture->put(QStringLiteral("b.txt"), "beta");
    fixture->publishBaseline();
}

bool FollowedSource::waitForHub(int subscribers) const
{
    return QTest::qWaitFor([&] { return hub.subscriberCount(topic()) == subscribers; }, 20'000);
}

} // namespace rsi::test
