// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

namespace rsi {

class SourceTree;
struct NotificationReading;

// The NT rules that need the documents a notification names, judged against
// the source as crawled after it arrived (by watch) or with it (a topic URI's
// body, by crawl): the up link leads to the right kind of document (NT-023),
// a document under an index is named with that index (NT-032), never an
// index itself (NT-033), and the index already lists it (NT-034). Documents
// the tree does not have are not judged. findingUrl is what the findings are
// about (the topic URI). A pure function: any thread.
FindingList checkNotificationAgainstTree(const NotificationReading &reading, const SourceTree &tree,
                                         const QString &findingUrl);

} // namespace rsi
