// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QUrl>

#include <optional>

namespace rsi {

struct FetchResult;

// What a server said about a document so that a later GET can ask "has it
// changed?": the URL that answered (after redirects) and its ETag and
// Last-Modified headers, verbatim.
struct Validators
{
    QUrl url; // the conditional headers go to this URL only
    QByteArray etag;
    QByteArray lastModified;

    bool isEmpty() const { return etag.isEmpty() && lastModified.isEmpty(); }
};

// Requested URL -> Validators, in memory. Filled from answers by store(); a
// caller that keeps its documents across runs can seed it with insert().
// Not thread-safe: it belongs to one HttpEngine and its thread.
class RevalidationCache final
{
public:
    std::optional<Validators> find(const QUrl &requestedUrl) const;
    void insert(const QUrl &requestedUrl, const Validators &validators);
    void remove(const QUrl &requestedUrl);
    void clear() { m_entries.clear(); }
    qsizetype size() const { return m_entries.size(); }

    // Learns from one answer: a 2xx with validators is remembered, a 2xx
    // without them or a 404/410 forgets the URL, a 304 refreshes what it
    // carries; other failures change nothing.
    void store(const FetchResult &result);

private:
    static QString keyOf(const QUrl &url);

    QHash<QString, Validators> m_entries;
};

} // namespace rsi
