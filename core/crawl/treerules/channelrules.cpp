// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Notification channels across Capability Lists (FN §2, §4): one dedicated
// framework channel per set of resources, so two Capability Lists never
// share a topic (NT-004); and framework and change notifications go on
// different channels (NT-005). Within one list, notificationrules.cpp says
// the same.
#include "treerules_p.h"

#include <QHash>

namespace rsi::treerules {

namespace {

struct FirstAdvertised
{
    int list = -1;
    QString capability;
};

void check(TreeContext &context)
{
    QHash<QString, FirstAdvertised> byTopic;
    for (int id = 0; id < context.size(); ++id) {
        if (!context.isRetrieved(id) || context.document(id).type != DocumentType::CapabilityList)
            continue;
        const CrawledDocument &list = context.document(id);
        const EntryTable &entries = list.entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QString capability = entries.value(row, EntryField::Capability);
            if (!isNotificationCapability(capability) || !entries.has(row, EntryField::Loc))
                continue;
            const QUrl topic = list.url.resolved(QUrl(entries.loc(row)));
            const QString key = SourceTree::urlKey(topic);
            const auto first = byTopic.constFind(key);
            if (first == byTopic.constEnd()) {
                byTopic.insert(key, {id, capability});
                continue;
            }
            if (first->list == id)
                continue; // the single-document rules speak
            if (first->capability != capability) {
                context.report(id, u"NT-005",
                               Tr::tr("%1 is a Change Notification channel here and a Framework "
                                      "Notification channel in the Capability List %2. The two "
                                      "kinds of notification are sent on different channels.")
                                   .arg(topic.toString(), context.urlOf(first->list)),
                               entries.position(row), context.urlOf(first->list));
            } else {
                context.report(id, u"NT-004",
                               Tr::tr("The notification channel %1 is advertised by the "
                                      "Capability List %2 as well. Each set of resources has a "
                                      "channel of its own.")
                                   .arg(topic.toString(), context.urlOf(first->list)),
                               entries.position(row), context.urlOf(first->list));
            }
        }
    }
}

QStringList ruleIds()
{
    return {QStringLiteral("NT-004"), QStringLiteral("NT-005")};
}

} // namespace

const TreeRuleGroup channels {"channels", ruleIds, check};

} // namespace rsi::treerules
