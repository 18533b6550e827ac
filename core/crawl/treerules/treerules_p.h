// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tree rule groups share: a read-only view of a crawled source that
// knows which entry names which document, where each up and index link leads,
// and which index groups which document; and the findings collected so far,
// at most maxFindingsPerRule per rule and document. Private to TreeValidator
// and the files under treerules/.
//
// Precedence, so that one fault gives one finding, as in ValidationContext:
// where a type-specific rule states a fault that a navigation rule states in
// general (RLI-010 and NAV-005, RL-006 and NAV-006, RLI-007 and NAV-008,
// CL-020 and NAV-003 ...), the type-specific one is reported, and the
// predicates below (upDiffersFromIndex(), ungroupedSibling()) let the general
// rules stay silent.

#include "crawl/sourcetree.h"
#include "validation/validationoptions.h"
#include "validation/w3cdatetime.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace rsi::treerules {

// lupdate files Tr::tr() strings under the context named here, the same one
// the single-document rules use.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// A hostile source could make one rule fire a million times; past this many
// findings of one rule about one document, the rest are counted in a single
// summary finding.
inline constexpr int maxFindingsPerRule = 100;

// An entry of a Source Description, a Capability List or an index: it names
// another document of the source.
struct Listing
{
    int parent = -1;
    qsizetype row = -1; // in the parent's EntryTable
    int child = -1; // the document with that URL; -1 when the crawl has none
    QUrl url; // the loc, resolved against the parent's URL
};

// A root <rs:ln> (up or index) and where it leads.
struct RootLink
{
    bool present = false;
    SourcePosition position;
    QUrl url; // href resolved against the document's URL
    int target = -1; // -1 when the crawl has no document at url
};

// A time reduced to what the comparisons use: the UTC instant (the start of
// a reduced-precision value). Invalid when absent or malformed; ATT-001
// reports malformed values, so the tree rules skip them.
struct Instant
{
    qint64 msecs = 0;
    bool valid = false;
};

Instant instantOf(QStringView text);
Instant instantOf(QByteArrayView utf8);
inline Instant instantOf(const QString &text)
{
    return instantOf(QStringView(text));
}
inline Instant instantOf(const std::optional<QString> &value)
{
    return value ? instantOf(QStringView(*value)) : Instant {};
}

class TreeContext final
{
    Q_DISABLE_COPY_MOVE(TreeContext)

public:
    TreeContext(const SourceTree &tree, const ValidationOptions &options);

    const SourceTree &tree() const { return m_tree; }
    const ValidationOptions &options() const { return m_options; }
    bool judges10() const { return m_options.specVersion == SpecVersion::V1_0; }
    int size() const { return int(m_tree.size()); }
    const CrawledDocument &document(int id) const { return m_tree.document(id); }

    // Read and parsed, and when fetched over HTTP answered with 2xx.
    bool isRetrieved(int id) const { return id >= 0 && m_retrieved.at(id); }
    // The URL findings about the document carry: after redirects when known.
    const QString &urlOf(int id) const { return m_urls.at(id); }
    // "HTTP status 404", or why it could not be read, for messages.
    QString failureOf(int id) const;
    // The root rs:md, or the root element when there is none.
    SourcePosition rootPosition(int id) const;
    // A root time attribute (at, completed, from, until) as written.
    std::optional<QString> rootTime(int id, QStringView name) const;
    // "the Resource List", for messages; "a document that is not ResourceSync" for Unknown.
    QString typeName(int id) const;
    // The capability of the root rs:md, empty when there is none.
    QString capabilityOf(int id) const;

    // Entries that name documents: those of Source Descriptions, Capability
    // Lists and indexes, in document order.
    const QList<Listing> &listingsOf(int parent) const { return m_listings.at(parent); }
    // The entries, in any document, that name this document.
    const QList<Listing> &listedBy(int child) const { return m_listedBy.at(child); }
    bool lists(int parent, int child) const;
    // The retrieved indexes with the document's capability that list it: the
    // indexes it belongs to.
    QList<int> indexParents(int id) const;
    // The dumps (Resource Dump, Change Dump) whose rel="contents" links name
    // this manifest.
    const QList<int> &dumpsNaming(int manifest) const { return m_dumpsNaming.at(manifest); }

    const RootLink &upOf(int id) const { return m_up.at(id); }
    const RootLink &indexLinkOf(int id) const { return m_index.at(id); }
    // Whether two links lead to the same document: the same one in the tree,
    // or the same URL.
    static bool sameTarget(const RootLink &a, const RootLink &b);

    // The documents reachable downward from a Source Description: its
    // entries, theirs, and the manifests the dumps name.
    bool isReachedDownward(int id) const { return m_downward.at(id); }
    // The retrieved Source Descriptions (and their indexes).
    const QList<int> &sourceDescriptions() const { return m_sourceDescriptions; }
    // The document fetched from the well-known URI; -1 when none was.
    int wellKnown() const { return m_wellKnown; }

    // Precedence between rules (see the top of this file).
    // The document belongs to an index whose up link differs from its own:
    // RLI-010, RDI-004, CLI-011, CDI-004 or NAV-005 report that.
    bool upDiffersFromIndex(int id) const;
    // The document is one of several Resource Dumps, Change Lists or Change
    // Dumps of one Capability List that no index groups (RD-012, CL-020,
    // CD-012): another of them, or -1.
    int ungroupedSibling(int id) const { return m_ungroupedSibling.value(id, -1); }

    // What a Capability List offers for one capability: the documents it
    // lists with that capability (a list, or an index), and the lists those
    // stand for (the list itself, or the index's children). complete is
    // false when one of them could not be read.
    struct Members
    {
        QList<int> listed;
        QList<int> lists;
        bool complete = true;
    };
    Members membersOf(int capabilityList, QStringView capability) const;

    // Whether two documents say the same (type, entries, root links, size):
    // a copy under another URI.
    bool sameContent(int a, int b) const;

    // Whether the document already carries a finding of the rule (from the
    // single-document validator or the crawl).
    bool hasFinding(int id, QStringView ruleId) const;

    // Counts a finding of ruleId (a string literal) about document id (-1:
    // the source); true while it is to be listed, so that callers in loops
    // over entries build the message only then.
    bool admit(int id, QStringView ruleId, std::optional<Severity> severity = std::nullopt);
    // Adds a finding that admit() let through.
    void add(int id, QStringView ruleId, const QString &message, SourcePosition position,
             const QString &relatedUrl = {}, std::optional<Severity> severity = std::nullopt);
    // admit() and add() in one, for rules that fire rarely.
    void report(int id, QStringView ruleId, const QString &message, SourcePosition position,
                const QString &relatedUrl = {}, std::optional<Severity> severity = std::nullopt)
    {
        if (admit(id, ruleId, severity))
            add(id, ruleId, message, position, relatedUrl, severity);
    }

    // Appends the findings to the documents and the source, with one summary
    // per rule and document whose findings were not all listed.
    void apply(SourceTree &tree);

private:
    // Rule ids are string literals, so a view of one is a stable key.
    struct CounterKey
    {
        int id = -1;
        QStringView ruleId;

        friend bool operator==(const CounterKey &a, const CounterKey &b)
        {
            return a.id == b.id && a.ruleId == b.ruleId;
        }
        friend size_t qHash(const CounterKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.id, key.ruleId);
        }
    };
    struct Counter
    {
        qint64 count = 0;
        Severity worst = Severity::Info; // of the findings not listed
    };

    void indexLinks();
    void indexListings();
    void findDownward();
    void findUngrouped();

    const SourceTree &m_tree;
    const ValidationOptions &m_options;
    QList<bool> m_retrieved;
    QStringList m_urls;
    QList<RootLink> m_up;
    QList<RootLink> m_index;
    QList<QList<Listing>> m_listings;
    QList<QList<Listing>> m_listedBy;
    QList<QList<int>> m_dumpsNaming;
    QList<bool> m_downward;
    QList<int> m_sourceDescriptions;
    int m_wellKnown = -1;
    QHash<int, int> m_ungroupedSibling;

    QList<FindingList> m_pending; // per document
    FindingList m_sourcePending;
    QHash<CounterKey, Counter> m_counters;
};

// One part of the tree rules. ruleIds lists every id the group can report,
// so that TreeValidator::checkedRuleIds() is exact.
struct TreeRuleGroup
{
    const char *name;
    QStringList (*ruleIds)();
    void (*check)(TreeContext &context);
};

// Each defined in its own file under treerules/.
extern const TreeRuleGroup navigation; // NAV-002/003/004/009/010, SD-011, CAP-010
extern const TreeRuleGroup indexes; // GEN-029, NAV-005/006/008, RL-006/007, RLI, RDI, CLI, CDI ...
extern const TreeRuleGroup discovery; // DISC-001/002/005/009, NAV-013
extern const TreeRuleGroup consistency; // XD-001/002/003/006/007
extern const TreeRuleGroup http; // NAV-012, GEN-030, GEN-031
extern const TreeRuleGroup channels; // NT-004, NT-005 across Capability Lists

} // namespace rsi::treerules
