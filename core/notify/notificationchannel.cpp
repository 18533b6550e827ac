// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notificationchannel.h"

#include "crawl/sourcetree.h"

#include <QSet>

namespace rsi {

namespace {

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && !url.host().isEmpty() && (scheme == u"http" || scheme == u"https");
}

} // namespace

QList<NotificationChannel> findChannels(const SourceTree &tree)
{
    QList<NotificationChannel> channels;
    QSet<QString> topics;
    for (const CrawledDocument &document : tree.documents()) {
        if (!document.loaded || document.type != DocumentType::CapabilityList)
            continue;
        const EntryTable &entries = document.entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QString capability = entries.value(row, EntryField::Capability);
            if (!isNotificationCapability(capability) || !entries.has(row, EntryField::Hub))
                continue;
            NotificationChannel channel;
            channel.topic = document.url.resolved(QUrl(entries.loc(row)));
            channel.hub
                = document.url.resolved(QUrl(entries.value(row, EntryField::Hub).trimmed()));
            channel.capabilityList = document.url;
            channel.capability = capability;
            if (!isHttp(channel.topic) || !isHttp(channel.hub))
                continue;
            const QString key = SourceTree::urlKey(channel.topic);
            if (topics.contains(key))
                continue;
            topics.insert(key);
            channels.append(channel);
        }
    }
    return channels;
}

} // namespace rsi
