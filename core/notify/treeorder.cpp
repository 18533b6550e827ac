// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeorder.h"

#include "crawl/sourcetree.h"

namespace rsi {

SourceTree reorderedLike(const SourceTree &tree, const SourceTree &previous)
{
    // The order: the earlier crawl's documents that are still there, then the rest.
    QList<int> order; // new position -> id in tree
    QList<bool> placed(tree.size(), false);
    for (const CrawledDocument &before : previous.documents()) {
        const int id = tree.find(before.requestedUrl);
        if (id >= 0 && !placed.at(id)) {
            placed[id] = true;
            order.append(id);
        }
    }
    for (int id = 0; id < tree.size(); ++id) {
        if (!placed.at(id))
            order.append(id);
    }
    QList<int> position(tree.size(), -1); // id in tree -> new position
    for (int at = 0; at < order.size(); ++at)
        position[order.at(at)] = at;

    SourceTree reordered;
    for (const int id : std::as_const(order)) {
        CrawledDocument document = tree.document(id);
        document.parent = -1; // set below, once every document has its number
        document.children.clear();
        reordered.add(std::move(document));
    }
    for (int at = 0; at < order.size(); ++at) {
        const CrawledDocument &original = tree.document(order.at(at));
        CrawledDocument &document = reordered.document(at);
        document.parent = original.parent >= 0 ? position.at(original.parent) : -1;
        for (const int child : original.children)
            document.children.append(position.at(child));
    }
    if (tree.sourceDescription() >= 0)
        reordered.setSourceDescription(position.at(tree.sourceDescription()));
    for (const DiscoveryStep &step : tree.discovery())
        reordered.addStep(step);
    for (const Finding &finding : tree.sourceFindings())
        reordered.addSourceFinding(finding);
    reordered.setComplete(tree.isComplete());
    return reordered;
}

} // namespace rsi
