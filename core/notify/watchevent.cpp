// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchevent.h"

#include "report/reportwriter.h"
#include "report/terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(WatchEvent)
};

QString isoTime(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QJsonArray findingsJson(const FindingList &findings, const QString &fallbackUrl)
{
    QJsonArray array;
    for (const Finding &finding : findings)
        array.append(findingJson(finding, fallbackUrl));
    return array;
}

QJsonObject countsJson(const AuditCounts &counts)
{
    return {
        {QStringLiteral("same"), counts.same},     {QStringLiteral("create"), counts.create},
        {QStringLiteral("update"), counts.update}, {QStringLiteral("delete"), counts.deleted},
        {QStringLiteral("failed"), counts.failed},
    };
}

QString changeLine(const NotificationChange &change)
{
    QString line = QStringLiteral("    %1 %2 %3")
                       .arg(terminalSafe(change.change), terminalSafe(change.capability),
                            terminalSafe(change.url));
    if (!change.datetime.isEmpty())
        line += QStringLiteral(" (%1)").arg(terminalSafe(change.datetime));
    return line + u'\n';
}

QString findingLines(const FindingList &findings)
{
    QString text;
    for (const Finding &finding : findings)
        text += QStringLiteral("    ") + findingLine(finding) + u'\n';
    return text;
}

QString localTime(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

} // namespace

WatchEvent WatchEvent::make(Kind kind)
{
    WatchEvent event;
    event.kind = kind;
    event.time = QDateTime::currentDateTimeUtc();
    return event;
}

QString watchEventKey(WatchEvent::Kind kind)
{
    switch (kind) {
    case WatchEvent::Kind::Channel:
        return QStringLiteral("channel");
    case WatchEvent::Kind::Subscribed:
        return QStringLiteral("subscribed");
    case WatchEvent::Kind::Renewed:
        return QStringLiteral("renewed");
    case WatchEvent::Kind::Denied:
        return QStringLiteral("denied");
    case WatchEvent::Kind::Notification:
        return QStringLiteral("notification");
    case WatchEvent::Kind::Rejected:
        return QStringLiteral("rejected");
    case WatchEvent::Kind::Refreshed:
        return QStringLiteral("refreshed");
    case WatchEvent::Kind::Sync:
        return QStringLiteral("sync");
    case WatchEvent::Kind::Unsubscribed:
        return QStringLiteral("unsubscribed");
    case WatchEvent::Kind::Error:
        return QStringLiteral("error");
    case WatchEvent::Kind::Stopped:
        return QStringLiteral("stopped");
    case WatchEvent::Kind::Listening:
        return QStringLiteral("listening");
    }
    return {};
}

QJsonObject watchEventJson(const WatchEvent &event)
{
    QJsonObject object {
        {QStringLiteral("event"), watchEventKey(event.kind)},
        {QStringLiteral("time"), isoTime(event.time)},
    };
    const auto put = [&object](const char *key, const QJsonValue &value) {
        object.insert(QLatin1StringView(key), value);
    };
    switch (event.kind) {
    case WatchEvent::Kind::Channel:
        put("topic", event.topic);
        put("hub", event.hub);
        put("capabilityList", event.capabilityList);
        put("signed", event.signedDeliveries);
        break;
    case WatchEvent::Kind::Subscribed:
    case WatchEvent::Kind::Renewed:
        put("topic", event.topic);
        put("hub", event.hub);
        put("leaseSeconds", event.leaseSeconds);
        put("expires", isoTime(event.expires));
        put("findings", findingsJson(event.findings, event.topic));
        break;
    case WatchEvent::Kind::Denied:
        put("topic", event.topic);
        put("hub", event.hub);
        put("reason", event.reason);
        break;
    case WatchEvent::Kind::Notification: {
        put("topic", event.topic);
        put("signature", event.signatureValid ? QStringLiteral("valid") : QStringLiteral("none"));
        if (!event.signatureMethod.isEmpty())
            put("signatureMethod", event.signatureMethod);
        QJsonArray changes;
        for (const NotificationChange &change : event.changes) {
            QJsonObject item {
                {QStringLiteral("url"), change.url},
                {QStringLiteral("capability"), change.capability},
                {QStringLiteral("change"), change.change},
                {QStringLiteral("datetime"),
                 change.datetime.isEmpty() ? QJsonValue() : QJsonValue(change.datetime)},
            };
            if (!change.index.isEmpty())
                item.insert(QStringLiteral("index"), change.index);
            changes.append(item);
        }
        put("changes", changes);
        put("repeat", event.repeat);
        put("findings", findingsJson(event.findings, event.topic));
        break;
    }
    case WatchEvent::Kind::Rejected:
        put("topic", event.topic.isEmpty() ? QJsonValue() : QJsonValue(event.topic));
        put("reason", event.reason);
        put("message", event.message);
        break;
    case WatchEvent::Kind::Refreshed: {
        QJsonArray documents;
        for (const WatchEvent::RefreshedDocument &document : event.documents) {
            documents.append(QJsonObject {
                {QStringLiteral("url"), document.url},
                {QStringLiteral("capability"),
                 document.capability.isEmpty() ? QJsonValue() : QJsonValue(document.capability)},
                {QStringLiteral("status"),
                 document.status ? QJsonValue(*document.status) : QJsonValue()},
                {QStringLiteral("changed"), document.changed},
            });
        }
        put("documents", documents);
        put("trigger", event.trigger);
        put("findings", findingsJson(event.findings, QString()));
        break;
    }
    case WatchEvent::Kind::Sync:
        put("summary", countsJson(event.summary));
        put("route", event.route);
        put("trigger", event.trigger);
        put("complete", event.complete);
        break;
    case WatchEvent::Kind::Unsubscribed:
        put("topic", event.topic);
        put("hub", event.hub);
        break;
    case WatchEvent::Kind::Error:
        put("message", event.message);
        if (!event.topic.isEmpty())
            put("topic", event.topic);
        if (!event.url.isEmpty())
            put("url", event.url);
        break;
    case WatchEvent::Kind::Stopped:
        put("reason", event.reason);
        break;
    case WatchEvent::Kind::Listening:
        put("url", event.url);
        put("callbackUrl", event.callbackUrl);
        break;
    }
    return object;
}

QByteArray watchEventJsonLine(const WatchEvent &event)
{
    return QJsonDocument(watchEventJson(event)).toJson(QJsonDocument::Compact) + '\n';
}

QString watchEventText(const WatchEvent &event)
{
    const QString when = event.time.toUTC().toString(QStringLiteral("HH:mm:ss"));
    QString line;
    QString details;
    switch (event.kind) {
    case WatchEvent::Kind::Channel:
        line = Tr::tr("channel %1 at hub %2 (in %3)")
                   .arg(terminalSafe(event.topic), terminalSafe(event.hub),
                        terminalSafe(event.capabilityList));
        if (!event.signedDeliveries)
            details = QStringLiteral("    ")
                + Tr::tr("deliveries are not signed: the hub is plain http on another machine, so "
                         "no secret is sent to it")
                + u'\n';
        break;
    case WatchEvent::Kind::Subscribed:
        line = Tr::tr("subscribed to %1 until %2 (lease %3 s)")
                   .arg(terminalSafe(event.topic), localTime(event.expires))
                   .arg(event.leaseSeconds);
        details = findingLines(event.findings);
        break;
    case WatchEvent::Kind::Renewed:
        line = Tr::tr("renewed %1 until %2 (lease %3 s)")
                   .arg(terminalSafe(event.topic), localTime(event.expires))
                   .arg(event.leaseSeconds);
        details = findingLines(event.findings);
        break;
    case WatchEvent::Kind::Denied:
        line = Tr::tr("denied %1 by %2: %3")
                   .arg(terminalSafe(event.topic), terminalSafe(event.hub),
                        terminalSafe(event.reason));
        break;
    case WatchEvent::Kind::Notification:
        line = Tr::tr("notification on %1: %n change(s), signature %2%3", nullptr,
                      int(event.changes.size()))
                   .arg(terminalSafe(event.topic),
                        event.signatureValid
                            ? (event.signatureMethod.isEmpty()
                                   ? Tr::tr("valid")
                                   : Tr::tr("valid (%1)").arg(terminalSafe(event.signatureMethod)))
                            : Tr::tr("none"),
                        event.repeat ? Tr::tr(", seen before") : QString());
        for (const NotificationChange &change : event.changes)
            details += changeLine(change);
        details += findingLines(event.findings);
        break;
    case WatchEvent::Kind::Rejected:
        line = event.topic.isEmpty()
            ? Tr::tr("rejected a delivery (%1): %2")
                  .arg(terminalSafe(event.reason), terminalSafe(event.message))
            : Tr::tr("rejected a delivery on %1 (%2): %3")
                  .arg(terminalSafe(event.topic), terminalSafe(event.reason),
                       terminalSafe(event.message));
        break;
    case WatchEvent::Kind::Refreshed: {
        line = Tr::tr("read again after a %1: %n document(s)", nullptr, int(event.documents.size()))
                   .arg(terminalSafe(event.trigger));
        for (const WatchEvent::RefreshedDocument &document : event.documents) {
            details += QStringLiteral("    %1 %2 %3\n")
                           .arg(document.status ? QString::number(*document.status)
                                                : QStringLiteral("-"),
                                document.capability.isEmpty() ? QStringLiteral("?")
                                                              : terminalSafe(document.capability),
                                terminalSafe(document.url));
        }
        details += findingLines(event.findings);
        break;
    }
    case WatchEvent::Kind::Sync:
        line = Tr::tr("local copy brought up to date (%1, after a %2): %3 created, %4 updated, "
                      "%5 deleted, %6 failed, %7 unchanged")
                   .arg(terminalSafe(event.route), terminalSafe(event.trigger))
                   .arg(event.summary.create)
                   .arg(event.summary.update)
                   .arg(event.summary.deleted)
                   .arg(event.summary.failed)
                   .arg(event.summary.same);
        break;
    case WatchEvent::Kind::Unsubscribed:
        line = Tr::tr("unsubscribed from %1").arg(terminalSafe(event.topic));
        break;
    case WatchEvent::Kind::Error:
        line = event.topic.isEmpty()
            ? Tr::tr("error: %1").arg(terminalSafe(event.message))
            : Tr::tr("error on %1: %2").arg(terminalSafe(event.topic), terminalSafe(event.message));
        break;
    case WatchEvent::Kind::Stopped:
        line = Tr::tr("stopped (%1)").arg(terminalSafe(event.reason));
        break;
    case WatchEvent::Kind::Listening:
        line = event.url == event.callbackUrl
            ? Tr::tr("callback server listening on %1").arg(terminalSafe(event.url))
            : Tr::tr("callback server listening on %1, reached by hubs as %2")
                  .arg(terminalSafe(event.url), terminalSafe(event.callbackUrl));
        break;
    }
    return when + u' ' + line + u'\n' + details;
}

} // namespace rsi
