// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <vector>

namespace rsi {

class SourceTree;

// The part of a source a user asks for (catalogue 19.1, step 1: "the user
// picks one set of resources, which means one CapL"):
//
// - capabilityLists: the sets of resources, by the URL of their Capability
//   List. A crawl fetches only those (and what their documents lead to); the
//   resource and package checks and a mirror then see only them. Empty: every
//   set.
// - include / exclude: regular expressions matched anywhere in a resource's
//   URL (as grep does; anchor them with ^ and $ to match all of it). A
//   resource is in scope when no exclude matches and, if there are includes,
//   one of them does. For the resource checks and mirrors; dump packages and
//   the source's own documents are never filtered.
// - sampleSize, seed: a quick look at a huge source. From each Resource List
//   and Change List, at most sampleSize of its in-scope resources are checked,
//   picked at random; the same seed picks the same ones again (the pick
//   depends on the seed, the list's URL and its entries, not on the order in
//   which lists arrived).
//
// A value; the functions are pure and callable from any thread.
struct ResourceFilter
{
    QList<QUrl> capabilityLists;
    QList<QRegularExpression> include;
    QList<QRegularExpression> exclude;
    qint64 sampleSize = 0; // 0: every resource
    quint64 seed = 0;

    bool isEmpty() const
    {
        return capabilityLists.isEmpty() && include.isEmpty() && exclude.isEmpty()
            && sampleSize <= 0;
    }
    bool limitsCapabilityLists() const { return !capabilityLists.isEmpty(); }
    bool filtersResources() const { return !include.isEmpty() || !exclude.isEmpty(); }
    bool samples() const { return sampleSize > 0; }

    // Whether a Capability List at url (after SourceTree::urlKey) was chosen;
    // true for any when none was.
    bool acceptsCapabilityList(const QUrl &url) const;
    // Whether a resource's URL passes include and exclude.
    bool acceptsResource(QStringView url) const;
    bool acceptsResource(QByteArrayView utf8Url) const;

    // Which of count eligible resources of the list at listUrl to check: all
    // of them (0 .. count-1) without a sample, else sampleSize of them picked
    // at random from the seed and listUrl, in ascending order.
    std::vector<qsizetype> pick(const QString &listUrl, qsizetype count) const;

    // A seed for a run that was given none: from the system's entropy.
    static quint64 randomSeed();
    // One line per choice, for reports and logs ("capability list: ...",
    // "include: ...", "sample: 100 resources per list, seed 42"); empty when
    // nothing was chosen.
    QStringList describe() const;
};

// Which documents belong to the chosen sets: each chosen Capability List and
// every document below it in the tree (its lists, indexes, their children,
// the manifests of its dumps). Documents outside every Capability List (a
// Source Description, a list reached with no Capability List above it) are
// in scope only when no set was chosen. Indexed by document id.
QList<bool> documentsInScope(const SourceTree &tree, const ResourceFilter &filter);

// The tree cut down to the chosen sets, for a job that reads a whole tree (a
// mirror, an audit of a local copy): the documents in scope and the Source
// Descriptions, with their parent links, discovery steps and source findings;
// without the packages a check added (Arrival::Package). Ids are new; the
// scope is kept.
SourceTree restrictedTree(const SourceTree &tree, const ResourceFilter &filter);

} // namespace rsi
