// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawleddocument.h"
#include "net/documentfetcher.h"
#include "parse/parserlimits.h"
#include "validation/validationoptions.h"

#include <QObject>
#include <QSet>
#include <QUrl>

namespace rsi {

class HttpEngine;

// Looks at a notification channel's topic URI the way Framework
// Notification 4.1 says it answers (NT-007…NT-013): a HEAD and a GET through
// the crawl's engine, each answering 200 with Content-Type: application/xml
// and Link headers rel="self" (the topic) and rel="hub" (the hub the
// Capability List names); no content is said with Content-Length: 0, and a
// body there is validated as a framework notification.
//
// finished() hands over the channel's document for the tree: type
// NotificationChannel, the HTTP facts of the GET, the findings, and the body's
// parsed header and changes when it has one. Once, never from start().
// Lives on the engine's thread.
class ChannelProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChannelProbe)

public:
    ChannelProbe(HttpEngine *engine, QUrl topic, QUrl hub, ValidationOptions options,
                 ParserLimits limits, QObject *parent = nullptr);
    ~ChannelProbe() override;

    void start();

    // Every rule id the probe reports (the body's NT rules are the validator's).
    static QSet<QString> checkedRuleIds();

    // The findings of a HEAD and a GET of a topic URI (pure; for tests).
    static FindingList judge(const FetchResult &head, const FetchResult &get, const QUrl &topic,
                             const QUrl &hub);

Q_SIGNALS:
    void finished(const rsi::CrawledDocument &piece);

private:
    void onFetched(quint64 ticket, const FetchResult &result);
    void conclude();

    HttpEngine *m_engine = nullptr;
    QUrl m_topic;
    QUrl m_hub;
    ValidationOptions m_options;
    ParserLimits m_limits;
    quint64 m_headTicket = 0;
    quint64 m_getTicket = 0;
    std::optional<FetchResult> m_head;
    std::optional<FetchResult> m_get;
    bool m_done = false;
};

} // namespace rsi
