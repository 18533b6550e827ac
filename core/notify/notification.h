// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/parserlimits.h"
#include "validation/finding.h"
#include "validation/validationoptions.h"

#include <QByteArray>
#include <QList>
#include <QUrl>

#include <optional>

namespace rsi {

// One change a framework notification reports (FN §3).
struct NotificationChange
{
    QString url; // <loc>, trimmed
    QString capability; // of the changed document
    QString change; // created, updated, deleted
    QString datetime; // empty when not given
    QString index; // the href of rel="index", resolved; empty when none

    // What makes two reports the same change (NT-036, NT-058).
    QString key() const;
    friend bool operator==(const NotificationChange &, const NotificationChange &) = default;
};

// A delivered body, read and judged.
struct NotificationReading
{
    // A framework (or change) notification that could be read: a <urlset>
    // whose root rs:md says so, well-formed. Otherwise problem says why, in
    // words for people, and the delivery is to be ignored.
    bool isNotification = false;
    QString problem;
    QString capability; // the root's, as written
    std::optional<QUrl> up; // the root rel="up", resolved
    QList<NotificationChange> changes; // in document order, at most maxChanges
    qint64 changeCount = 0; // every <url>, kept or not
    FindingList findings; // parser and NT (and other doc) rules, sorted

    static constexpr qsizetype maxChanges = 10'000;
};

// Reads a notification from its bytes: parses them as a document at url
// (the topic URI, for findings), validates them as a framework notification
// (options.expectedCapability is set to it), and lists the changes. A pure
// function of the bytes: any thread, and fuzzable.
NotificationReading readNotification(const QByteArray &bytes, const QUrl &url,
                                     ValidationOptions options = {}, ParserLimits limits = {});

} // namespace rsi
