// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notification.h"

#include "parse/documentparser.h"
#include "validation/documenttype.h"
#include "validation/validator.h"

#include <QCoreApplication>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Notification)
};

QString resolvedHref(const Link &link, const QUrl &base)
{
    const QString href = link.href().value_or(QString()).trimmed();
    if (href.isEmpty())
        return {};
    return base.resolved(QUrl(href)).toString();
}

} // namespace

QString NotificationChange::key() const
{
    return url + u'\n' + capability + u'\n' + change + u'\n' + datetime;
}

NotificationReading readNotification(const QByteArray &bytes, const QUrl &url,
                                     ValidationOptions options, ParserLimits limits)
{
    options.expectedCapability = QStringLiteral("framework-notification");
    options.expectIndex = false;
    ParseResult parsed = DocumentParser(limits).parseBytes(bytes, url);
    NotificationReading reading;
    reading.findings = Validator(options).validate(parsed);
    const Document &document = parsed.document;
    reading.capability = document.capability().value_or(QString());

    const Finding *fatal = nullptr;
    for (const Finding &finding : std::as_const(reading.findings)) {
        if (finding.ruleId == u"GEN-001" || finding.ruleId == u"SAFE-001"
            || finding.ruleId == u"SAFE-002") {
            fatal = &finding;
            break;
        }
    }
    if (bytes.trimmed().isEmpty()) {
        reading.problem = Tr::tr("the body is empty");
    } else if (!document.wellFormed || fatal) {
        reading.problem = fatal ? Tr::tr("it is not well-formed XML: %1").arg(fatal->message)
                                : Tr::tr("it is not well-formed XML");
    } else if (document.rootKind == Document::RootKind::Unknown) {
        reading.problem = Tr::tr("its root is <%1>, not a Sitemap <urlset>").arg(document.rootName);
    } else if (!isNotificationCapability(reading.capability)) {
        reading.problem = reading.capability.isEmpty()
            ? Tr::tr("its root <rs:md> says no capability")
            : Tr::tr("its root <rs:md> says capability=\"%1\", not framework-notification")
                  .arg(reading.capability);
    } else {
        reading.isNotification = true;
    }

    const QList<const Link *> ups = document.rootLinks(u"up");
    if (!ups.isEmpty()) {
        const QString up = resolvedHref(*ups.first(), url);
        if (!up.isEmpty())
            reading.up = QUrl(up);
    }
    reading.changeCount = document.entryCount;
    for (const Entry &entry : document.entries) {
        if (reading.changes.size() >= NotificationReading::maxChanges)
            break;
        NotificationChange change;
        const QString loc = entry.trimmedLoc();
        change.url = loc.isEmpty() ? QString() : url.resolved(QUrl(loc)).toString();
        if (entry.metadata) {
            change.capability = entry.metadata->capability().value_or(QString()).trimmed();
            change.change = entry.metadata->change().value_or(QString()).trimmed();
            change.datetime = entry.metadata->datetime().value_or(QString()).trimmed();
        }
        for (const Link &link : entry.links) {
            if (link.hasRel(u"index")) {
                change.index = resolvedHref(link, url);
                break;
            }
        }
        reading.changes.append(std::move(change));
    }
    return reading;
}

} // namespace rsi
