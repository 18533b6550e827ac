// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// ResourceSync Framework Notification 1.0.1 (shared/spec/notification.md):
// the notification payload itself (NT-020…NT-032, FN §3) and the channels a
// Capability List advertises (NT-001…NT-006, FN §5). The profile
// (typeprofile.cpp) already reports a <url> without <loc> (NT-026), without
// rs:md or its change (NT-027) or capability (NT-028), and attributes a
// notification does not use (NT-030). Rules that need the documents a
// notification names (NT-023's target, NT-032's index, NT-033, NT-034) are
// judged against a crawled tree: notify/notificationcheck.h.
//
// changelist-notification is the capability of the separate Change
// Notification specification, whose text was not available: it is accepted
// with a warning (NT-014) and not judged further.
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

SourcePosition rootMetadataPosition(const Document &document)
{
    return document.metadata ? document.metadata->position : document.rootPosition;
}

bool isHttpUri(const QString &uri)
{
    const QString scheme = syntax::schemeOf(uri);
    return scheme == u"http" || scheme == u"https";
}

// FN §2.1, Table 2: which changes each capability document can undergo. An
// empty list: the capability is known but Table 2 says nothing (archives).
struct ChangeTypes
{
    QStringView capability;
    bool created;
    bool updated;
    bool deleted;
};

constexpr ChangeTypes tableTwo[] = {
    {u"resourcelist", true, true, false},  {u"resourcedump", true, false, false},
    {u"changelist", true, true, false},    {u"changedump", true, true, false},
    {u"capabilitylist", true, true, true}, {u"description", true, true, true},
};

constexpr QStringView archiveCapabilities[] = {
    u"resourcelist-archive",
    u"resourcedump-archive",
    u"changelist-archive",
    u"changedump-archive",
};

const ChangeTypes *changeTypesOf(QStringView capability)
{
    for (const ChangeTypes &row : tableTwo) {
        if (row.capability == capability)
            return &row;
    }
    return nullptr;
}

bool isArchiveCapability(QStringView capability)
{
    return std::find(std::begin(archiveCapabilities), std::end(archiveCapabilities), capability)
        != std::end(archiveCapabilities);
}

// ---------------------------------------------------------- the payload

// NT-021: a delivery or a topic URI body must be a framework notification.
void checkExpected(ValidationContext &context)
{
    const ValidationOptions &options = context.options();
    if (!options.expectedCapability || *options.expectedCapability != u"framework-notification")
        return;
    const Document &document = context.document();
    const QString capability = document.capability().value_or(QString());
    if (capability == u"framework-notification")
        return;
    context.report(
        u"NT-021",
        capability.isEmpty()
            ? Tr::tr("This document came on a Framework Notification channel, but its root has no "
                     "<rs:md capability=\"framework-notification\">. A framework notification is "
                     "a <urlset> whose root <rs:md> says so.")
            : Tr::tr("This document came on a Framework Notification channel, but its root "
                     "<rs:md> says capability=\"%1\". A framework notification says "
                     "capability=\"framework-notification\".")
                  .arg(quoted(capability)),
        rootMetadataPosition(document));
}

// NT-022: each bound is a W3C datetime (ATT-001 reports the syntax); from
// after until contradicts itself (derived, so a warning).
void checkInterval(ValidationContext &context)
{
    const Document &document = context.document();
    if (!document.metadata)
        return;
    const W3cDatetime from = ValidationContext::parseTime(document.metadata->from());
    const W3cDatetime until = ValidationContext::parseTime(document.metadata->until());
    if (!from.valid || !until.valid || from.msecsSinceEpoch <= until.msecsSinceEpoch)
        return;
    context.report(u"NT-022",
                   Tr::tr("from=\"%1\" is later than until=\"%2\". A notification that includes "
                          "the changes since from and up to until cannot end before it begins.")
                       .arg(*document.metadata->from(), *document.metadata->until()),
                   document.metadata->position);
}

// NT-027 (the value), NT-028 (unknown values), NT-031 (Table 2), NT-032 (at
// most one index link).
void checkChange(ValidationContext &context, const Entry &entry)
{
    const QString loc = entry.trimmedLoc();
    int indexLinks = 0;
    for (const Link &link : entry.links)
        indexLinks += link.hasRel(u"index");
    if (indexLinks > 1) {
        context.report(u"NT-032",
                       Tr::tr("The change to %1 has %2 <rs:ln rel=\"index\"> links. A document "
                              "sits under one index, and the notification names that one.")
                           .arg(loc)
                           .arg(indexLinks),
                       entry.position);
    }
    if (!entry.metadata)
        return; // NT-027, from the profile
    const Metadata &metadata = *entry.metadata;
    const std::optional<QString> change = metadata.change();
    const std::optional<QString> capability = metadata.capability();
    const bool knownChange
        = change && (*change == u"created" || *change == u"updated" || *change == u"deleted");
    // A missing attribute is the profile's finding, an empty one ATT-023's.
    if (change && !change->isEmpty() && !knownChange) {
        context.report(u"NT-027",
                       Tr::tr("The change to %1 says change=\"%2\". A framework notification "
                              "reports created, updated or deleted, in lower case.")
                           .arg(loc, quoted(*change)),
                       metadata.position);
    }
    if (!capability || capability->isEmpty())
        return;
    const ChangeTypes *allowed = changeTypesOf(*capability);
    if (!allowed) {
        if (!isArchiveCapability(*capability)) {
            context.report(u"NT-028",
                           Tr::tr("The change to %1 says capability=\"%2\", which neither the core "
                                  "specification nor the Archives specification defines. Another "
                                  "specification may; this validator does not know it.")
                               .arg(loc, quoted(*capability)),
                           metadata.position, Severity::Warning);
        }
        return;
    }
    if (!knownChange)
        return;
    const bool fits = (*change == u"created" && allowed->created)
        || (*change == u"updated" && allowed->updated)
        || (*change == u"deleted" && allowed->deleted);
    if (fits)
        return;
    context.report(u"NT-031",
                   *capability == u"resourcedump"
                       ? Tr::tr("The change to %1 says a Resource Dump was %2. Table 2 of the "
                                "Framework Notification specification allows only created for "
                                "Resource Dumps: a new dump is a new document.")
                             .arg(loc, *change)
                       : Tr::tr("The change to %1 says a %2 was deleted. Table 2 of the Framework "
                                "Notification specification allows deleted only for Capability "
                                "Lists and the Source Description.")
                             .arg(loc, quoted(*capability)),
                   metadata.position);
}

void checkFrameworkNotification(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.isIndex()) {
        context.report(u"NT-020",
                       Tr::tr("This framework notification is a <sitemapindex>. Framework "
                              "notifications are always a <urlset>, with one <url> per change."),
                       document.rootPosition);
    }
    checkInterval(context);
    if (document.entryCount == 0) {
        context.report(u"NT-024",
                       Tr::tr("This framework notification reports no change: it has no <url>. "
                              "It should have one <url> for each changed document."),
                       rootMetadataPosition(document));
    }
    for (const Entry &entry : document.entries)
        checkChange(context, entry);
}

void checkChangeListNotification(ValidationContext &context)
{
    context.report(u"NT-014",
                   Tr::tr("capability=\"changelist-notification\" is the payload of the Change "
                          "Notification specification, whose text was not available to this "
                          "validator: it is accepted, and checked only by the rules that every "
                          "document shares (UNVERIFIED)."),
                   rootMetadataPosition(context.document()));
}

// ---------------------------------------------------------- the channels

// A copy of the entry: a document's entries are read one at a time from its
// compact EntryList, so a reference would not outlive the loop.
struct ChannelEntry
{
    Entry entry;
    QString capability;
};

QList<ChannelEntry> channelEntries(const Document &document)
{
    QList<ChannelEntry> channels;
    for (const Entry &entry : document.entries) {
        if (!entry.metadata)
            continue;
        const QString capability = entry.metadata->capability().value_or(QString());
        if (isNotificationCapability(capability))
            channels.append({entry, capability});
    }
    return channels;
}

// NT-002 (the topic), NT-003 (the hub), NT-014 (an unverified kind).
void checkChannel(ValidationContext &context, const ChannelEntry &channel)
{
    const Entry &entry = channel.entry;
    const QString topic = entry.trimmedLoc();
    if (!topic.isEmpty() && !isHttpUri(topic)) {
        context.report(u"NT-002",
                       Tr::tr("The notification channel's topic %1 is not an http or https URI. A "
                              "Destination subscribes to the topic through a WebSub hub, which "
                              "needs an absolute http(s) URI.")
                           .arg(quoted(topic)),
                       entry.locPosition.isKnown() ? entry.locPosition : entry.position);
    }
    QList<const Link *> hubs;
    for (const Link &link : entry.links) {
        if (link.hasRel(u"hub"))
            hubs.append(&link);
    }
    if (hubs.isEmpty()) {
        context.report(u"NT-003",
                       Tr::tr("The notification channel %1 names no hub. Its <url> must have an "
                              "<rs:ln rel=\"hub\" href=\"…\"/> (a sibling of <loc>, as in Example "
                              "8 of the specification), or no Destination can subscribe.")
                           .arg(topic),
                       entry.position);
    } else {
        const QString hub = hubs.first()->href().value_or(QString()).trimmed();
        if (!hub.isEmpty() && !isHttpUri(hub)) {
            context.report(u"NT-003",
                           Tr::tr("The hub %1 of the notification channel %2 is not an http or "
                                  "https URI; a Destination subscribes by an HTTP POST to it.")
                               .arg(quoted(hub), topic),
                           hubs.first()->position);
        }
        if (hubs.size() > 1) {
            context.report(u"NT-003",
                           Tr::tr("The notification channel %1 names %2 hubs; only the first, %3, "
                                  "is used.")
                               .arg(topic)
                               .arg(hubs.size())
                               .arg(quoted(hub)),
                           hubs.at(1)->position, Severity::Warning);
        }
    }
    if (channel.capability == u"changelist-notification") {
        context.report(
            u"NT-014",
            Tr::tr("The entry for %1 advertises a Change Notification channel "
                   "(capability=\"changelist-notification\"). The text of that specification was "
                   "not available to this validator: the entry is accepted and checked like a "
                   "Framework Notification channel (UNVERIFIED).")
                .arg(topic),
            entry.metadata->position);
    }
}

void checkCapabilityList(ValidationContext &context)
{
    const QList<ChannelEntry> channels = channelEntries(context.document());
    const ChannelEntry *firstFramework = nullptr;
    QHash<QString, const ChannelEntry *> byTopic;
    for (const ChannelEntry &channel : channels) {
        checkChannel(context, channel);
        const QString topic = channel.entry.trimmedLoc();
        // NT-005: the two kinds of notification go out on different channels.
        if (const ChannelEntry *other = byTopic.value(topic);
            other && other->capability != channel.capability) {
            context.report(u"NT-005",
                           Tr::tr("%1 is the topic of both a Framework Notification and a Change "
                                  "Notification channel. The two kinds of notification must be "
                                  "sent on different channels.")
                               .arg(topic),
                           channel.entry.position);
        }
        byTopic.insert(topic, &channel);
        if (channel.capability != u"framework-notification")
            continue;
        // NT-004: one dedicated framework channel per set of resources.
        if (!firstFramework) {
            firstFramework = &channel;
        } else {
            context.report(u"NT-004",
                           Tr::tr("The Capability List advertises a second Framework Notification "
                                  "channel, %1 (the first is %2 on line %3). A set of resources "
                                  "has one dedicated channel.")
                               .arg(topic, firstFramework->entry.trimmedLoc())
                               .arg(firstFramework->entry.position.line),
                           channel.entry.position, Severity::Warning);
        }
    }
}

// NT-001: channels are <url>s of a Capability List, which is a <urlset>.
void checkCapabilityListIndex(ValidationContext &context)
{
    for (const ChannelEntry &channel : channelEntries(context.document())) {
        context.report(u"NT-001",
                       Tr::tr("The Capability List Index names the notification channel %1. A "
                              "channel is advertised as a <url> of the Capability List of its "
                              "set of resources, a <urlset>.")
                           .arg(channel.entry.trimmedLoc()),
                       channel.entry.metadata->position);
    }
}

// NT-006 (derived): the Source Description only leads to Capability Lists.
void checkSourceDescription(ValidationContext &context)
{
    for (const ChannelEntry &channel : channelEntries(context.document())) {
        context.report(u"NT-006",
                       Tr::tr("The Source Description names the notification channel %1. "
                              "Channels belong to a set of resources and are advertised in its "
                              "Capability List; a Destination will not look for them here.")
                           .arg(channel.entry.trimmedLoc()),
                       channel.entry.metadata->position);
    }
}

void check(ValidationContext &context)
{
    checkExpected(context);
    switch (context.type()) {
    case DocumentType::FrameworkNotification:
        checkFrameworkNotification(context);
        break;
    case DocumentType::ChangeListNotification:
        checkChangeListNotification(context);
        break;
    case DocumentType::CapabilityList:
        checkCapabilityList(context);
        break;
    case DocumentType::CapabilityListIndex:
        checkCapabilityListIndex(context);
        break;
    case DocumentType::SourceDescription:
    case DocumentType::SourceDescriptionIndex:
        checkSourceDescription(context);
        break;
    default:
        break;
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("NT-001"), QStringLiteral("NT-002"), QStringLiteral("NT-003"),
        QStringLiteral("NT-004"), QStringLiteral("NT-005"), QStringLiteral("NT-006"),
        QStringLiteral("NT-014"), QStringLiteral("NT-020"), QStringLiteral("NT-021"),
        QStringLiteral("NT-022"), QStringLiteral("NT-024"), QStringLiteral("NT-026"),
        QStringLiteral("NT-027"), QStringLiteral("NT-028"), QStringLiteral("NT-030"),
        QStringLiteral("NT-031"), QStringLiteral("NT-032"),
    };
}

} // namespace

const RuleGroup rules::notifications {"notifications", ruleIds, check};

} // namespace rsi
