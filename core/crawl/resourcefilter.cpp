// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcefilter.h"

#include "sourcetree.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <random>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ResourceFilter)
};

// FNV-1a: a hash that is the same in every process and on every platform, so
// that a seed picks the same sample wherever it is given again (qHash is
// seeded per process).
quint64 stableHash(QByteArrayView bytes)
{
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const char c : bytes) {
        hash ^= quint8(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

// A number in [0, bound) from the generator, without modulo bias.
// std::uniform_int_distribution is not the same in every standard library;
// this is, since std::mt19937_64's output is fixed by the standard.
quint64 below(std::mt19937_64 &generator, quint64 bound)
{
    const quint64 threshold = (0 - bound) % bound;
    for (;;) {
        const quint64 value = generator();
        if (value >= threshold)
            return value % bound;
    }
}

} // namespace

bool ResourceFilter::acceptsCapabilityList(const QUrl &url) const
{
    if (capabilityLists.isEmpty())
        return true;
    const QString key = SourceTree::urlKey(url);
    return std::any_of(capabilityLists.cbegin(), capabilityLists.cend(),
                       [&key](const QUrl &chosen) { return SourceTree::urlKey(chosen) == key; });
}

bool ResourceFilter::acceptsResource(QStringView url) const
{
    for (const QRegularExpression &expression : exclude) {
        if (expression.match(url).hasMatch())
            return false;
    }
    if (include.isEmpty())
        return true;
    return std::any_of(include.cbegin(), include.cend(),
                       [url](const QRegularExpression &e) { return e.match(url).hasMatch(); });
}

bool ResourceFilter::acceptsResource(QByteArrayView utf8Url) const
{
    if (!filtersResources())
        return true;
    return acceptsResource(QString::fromUtf8(utf8Url));
}

std::vector<qsizetype> ResourceFilter::pick(const QString &listUrl, qsizetype count) const
{
    std::vector<qsizetype> rows;
    if (count <= 0)
        return rows;
    if (sampleSize <= 0 || sampleSize >= count) {
        rows.resize(size_t(count));
        for (qsizetype i = 0; i < count; ++i)
            rows[size_t(i)] = i;
        return rows;
    }
    // Floyd's algorithm: sampleSize distinct numbers in [0, count), each
    // subset equally likely, in sampleSize steps whatever count is.
    std::mt19937_64 generator(seed ^ stableHash(listUrl.toUtf8()));
    QSet<qsizetype> chosen;
    chosen.reserve(sampleSize);
    for (qsizetype j = count - sampleSize; j < count; ++j) {
        const qsizetype t = qsizetype(below(generator, quint64(j) + 1));
        chosen.insert(chosen.contains(t) ? j : t);
    }
    rows.assign(chosen.cbegin(), chosen.cend());
    std::sort(rows.begin(), rows.end());
    return rows;
}

quint64 ResourceFilter::randomSeed()
{
    // Small enough to type again: a seed is printed for the user to repeat a run.
    return QRandomGenerator::system()->bounded(quint64(1), quint64(1'000'000'000));
}

QStringList ResourceFilter::describe() const
{
    QStringList lines;
    for (const QUrl &url : capabilityLists)
        lines.append(Tr::tr("Capability List: %1").arg(url.toString()));
    for (const QRegularExpression &expression : include)
        lines.append(Tr::tr("Resources matching: %1").arg(expression.pattern()));
    for (const QRegularExpression &expression : exclude)
        lines.append(Tr::tr("Resources not matching: %1").arg(expression.pattern()));
    if (sampleSize > 0)
        lines.append(Tr::tr("A random sample of %1 resources per list, seed %2 (--seed %2 picks "
                            "the same ones again)")
                         .arg(QString::number(sampleSize), QString::number(seed)));
    return lines;
}

QList<bool> documentsInScope(const SourceTree &tree, const ResourceFilter &filter)
{
    const qsizetype count = tree.size();
    if (!filter.limitsCapabilityLists())
        return QList<bool>(count, true);
    QList<bool> inScope(count, false);
    QList<int> pending;
    for (const CrawledDocument &document : tree.documents()) {
        const bool capabilityList = document.type == DocumentType::CapabilityList
            || document.type == DocumentType::CapabilityListIndex;
        if (capabilityList
            && (filter.acceptsCapabilityList(document.requestedUrl)
                || filter.acceptsCapabilityList(document.url)))
            pending.append(document.id);
    }
    // Down the tree's parent links: every document has one parent, so each
    // is visited once, cycles or not.
    while (!pending.isEmpty()) {
        const int id = pending.takeLast();
        if (id < 0 || id >= count || inScope.at(id))
            continue;
        inScope[id] = true;
        pending.append(tree.document(id).children);
    }
    return inScope;
}

SourceTree restrictedTree(const SourceTree &tree, const ResourceFilter &filter)
{
    const QList<bool> inScope = documentsInScope(tree, filter);
    QList<int> newId(tree.size(), -1);
    SourceTree restricted;
    for (const CrawledDocument &document : tree.documents()) {
        const bool keep = document.arrival != Arrival::Package
            && (inScope.at(document.id) || isSourceDescriptionType(document.type));
        if (!keep)
            continue;
        CrawledDocument copy = document;
        copy.parent = -1; // linked below, once every kept document has its new id
        copy.children.clear();
        newId[document.id] = restricted.add(std::move(copy));
    }
    for (const CrawledDocument &document : tree.documents()) {
        const int id = newId.at(document.id);
        if (id < 0)
            continue;
        for (const int child : document.children) {
            const int kept = newId.value(child, -1);
            if (kept < 0)
                continue;
            restricted.document(id).children.append(kept);
            restricted.document(kept).parent = id;
        }
    }
    if (const int sd = tree.sourceDescription(); sd >= 0)
        restricted.setSourceDescription(newId.value(sd, -1));
    for (const DiscoveryStep &step : tree.discovery())
        restricted.addStep(step);
    restricted.setSourceFindings(tree.sourceFindings());
    restricted.setScope(filter.limitsCapabilityLists() ? filter : tree.scope());
    restricted.setComplete(tree.isComplete());
    return restricted;
}

} // namespace rsi
