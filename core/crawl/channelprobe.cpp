// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "channelprobe.h"

#include "net/httpengine.h"
#include "notify/formencoding.h"
#include "notify/weblinks.h"
#include "parse/documentparser.h"
#include "util/workerpool.h"
#include "validation/validator.h"

#include <QFile>
#include <QFutureWatcher>
#include <QTemporaryFile>
#include <QtConcurrent>

namespace rsi {

namespace {

QString essence(const QString &contentType)
{
    const qsizetype semicolon = contentType.indexOf(u';');
    return (semicolon < 0 ? contentType : contentType.left(semicolon)).trimmed().toLower();
}

bool sameUrl(const QUrl &a, const QUrl &b)
{
    return form::normalizedUrl(a.toString()) == form::normalizedUrl(b.toString());
}

QString answerText(const FetchResult &result)
{
    if (result.status)
        return ChannelProbe::tr("HTTP %1").arg(*result.status);
    return result.error;
}

// Reads the body of the topic's GET as a framework notification, on a
// worker thread.
CrawledDocument readBody(const QByteArray &bytes, const QUrl &topic, ValidationOptions options,
                         const ParserLimits &limits)
{
    options.expectedCapability = QStringLiteral("framework-notification");
    options.expectIndex = false;
    ParseResult parsed = DocumentParser(limits).parseBytes(bytes, topic);
    FindingList findings = Validator(options).validate(parsed);
    CrawledDocument piece;
    piece.adopt(ParseResult {std::move(parsed.document), std::move(findings)},
                options.extensionCapabilities);
    return piece;
}

} // namespace

ChannelProbe::ChannelProbe(HttpEngine *engine, QUrl topic, QUrl hub, ValidationOptions options,
                           ParserLimits limits, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_topic(std::move(topic))
    , m_hub(std::move(hub))
    , m_options(std::move(options))
    , m_limits(limits)
{ }

ChannelProbe::~ChannelProbe() = default;

QSet<QString> ChannelProbe::checkedRuleIds()
{
    // NT-013: a body at the topic is read as a notification.
    return {QStringLiteral("NT-007"), QStringLiteral("NT-008"), QStringLiteral("NT-009"),
            QStringLiteral("NT-010"), QStringLiteral("NT-011"), QStringLiteral("NT-012"),
            QStringLiteral("NT-013")};
}

void ChannelProbe::start()
{
    connect(m_engine, &HttpEngine::finished, this, &ChannelProbe::onFetched);
    FetchRequest head;
    head.method = FetchMethod::Head;
    head.acceptEncoding = "identity"; // Content-Length as the server sends it (NT-012)
    m_headTicket = m_engine->fetch(m_topic, head);
    FetchRequest get;
    get.acceptEncoding = "identity";
    get.memoryBodyLimit = 1024 * 1024;
    m_getTicket = m_engine->fetch(m_topic, get);
}

void ChannelProbe::onFetched(quint64 ticket, const FetchResult &result)
{
    if (ticket == m_headTicket)
        m_head = result;
    else if (ticket == m_getTicket)
        m_get = result;
    else
        return;
    if (m_head && m_get)
        conclude();
}

FindingList ChannelProbe::judge(const FetchResult &head, const FetchResult &get, const QUrl &topic,
                                const QUrl &hub)
{
    FindingList findings;
    const QString url = topic.toString();
    const auto add = [&](QStringView rule, const QString &message,
                         std::optional<Severity> severity = std::nullopt) {
        findings.append(makeFinding(rule, message, url, {}, severity));
    };
    const bool headOk = head.status == 200;
    const bool getOk = get.status == 200;
    if (!headOk || !getOk) {
        add(u"NT-008",
            tr("The topic URI answers HEAD with %1 and GET with %2; both must answer 200 OK.")
                .arg(answerText(head), answerText(get)));
    }
    const FetchResult &answer = getOk ? get : head;
    if (!answer.status || *answer.status != 200)
        return findings;
    const QString type = essence(answer.contentType);
    if (type != u"application/xml") {
        add(u"NT-009",
            type.isEmpty() ? tr("The topic URI is served without a Content-Type; it must be "
                                "application/xml, the type of the notifications.")
                           : tr("The topic URI is served as %1; it must be application/xml, the "
                                "type of the notifications.")
                                 .arg(type));
    }
    const QList<QUrl> selves = linkTargets(answer.link, u"self", topic);
    const QList<QUrl> hubs = linkTargets(answer.link, u"hub", topic);
    if (selves.isEmpty()) {
        add(u"NT-010",
            tr("The topic URI's answer has no Link header with rel=\"self\"; it must "
               "name the topic URI."));
    } else if (!sameUrl(selves.first(), topic)) {
        add(u"NT-007",
            tr("The topic URI's Link rel=\"self\" names %1, not the topic the Capability List "
               "gives (%2). Hubs and subscribers take the self link as the topic.")
                .arg(selves.first().toString(), url));
    }
    if (hubs.isEmpty()) {
        add(u"NT-011",
            tr("The topic URI's answer has no Link header with rel=\"hub\"; it must "
               "name the hub (%1).")
                .arg(hub.toString()));
    } else if (!sameUrl(hubs.first(), hub)) {
        add(u"NT-007",
            tr("The topic URI's Link rel=\"hub\" names %1, but the Capability List names the hub "
               "%2.")
                .arg(hubs.first().toString(), hub.toString()));
    }
    if (getOk && get.bytes == 0 && !get.contentLength) {
        add(u"NT-012",
            tr("The topic URI serves no content and does not say so with "
               "Content-Length: 0."));
    }
    return findings;
}

void ChannelProbe::conclude()
{
    disconnect(m_engine, &HttpEngine::finished, this, &ChannelProbe::onFetched);
    const FetchResult &get = *m_get;
    CrawledDocument facts;
    facts.status = get.status ? get.status : m_head->status;
    facts.contentType = get.contentType;
    facts.transferredBytes = get.bytes;
    facts.elapsedMs = get.elapsedMs;
    const FindingList probeFindings = judge(*m_head, get, m_topic, m_hub);

    QByteArray body;
    if (get.ok && !get.bodyData.isNull()) {
        body = get.bodyData;
    } else if (get.ok && get.body) {
        QFile file(get.body->fileName());
        if (file.open(QIODevice::ReadOnly))
            body = file.read(m_limits.maxBytes);
    }
    const auto finish = [this, facts, probeFindings](CrawledDocument piece) {
        piece.status = facts.status;
        piece.contentType = facts.contentType;
        piece.transferredBytes = facts.transferredBytes;
        piece.elapsedMs = facts.elapsedMs;
        piece.type = DocumentType::NotificationChannel;
        piece.findings = probeFindings + piece.findings;
        piece.loaded = true;
        m_done = true;
        Q_EMIT finished(piece);
    };
    if (body.trimmed().isEmpty()) {
        finish({});
        return;
    }
    auto *watcher = new QFutureWatcher<CrawledDocument>(this);
    connect(watcher, &QFutureWatcher<CrawledDocument>::finished, this, [watcher, finish] {
        watcher->deleteLater();
        finish(watcher->future().takeResult());
    });
    watcher->setFuture(
        QtConcurrent::run(workerPool(), readBody, body, m_topic, m_options, m_limits));
}

} // namespace rsi
