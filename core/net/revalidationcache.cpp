// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revalidationcache.h"

#include "documentfetcher.h"

namespace rsi {

QString RevalidationCache::keyOf(const QUrl &url)
{
    // The fragment never reaches the server, so it does not make another document.
    return url.adjusted(QUrl::RemoveFragment).toString(QUrl::FullyEncoded);
}

std::optional<Validators> RevalidationCache::find(const QUrl &requestedUrl) const
{
    const auto found = m_entries.constFind(keyOf(requestedUrl));
    if (found == m_entries.constEnd())
        return std::nullopt;
    return *found;
}

void RevalidationCache::insert(const QUrl &requestedUrl, const Validators &validators)
{
    if (validators.isEmpty() || !validators.url.isValid())
        remove(requestedUrl);
    else
        m_entries.insert(keyOf(requestedUrl), validators);
}

void RevalidationCache::remove(const QUrl &requestedUrl)
{
    m_entries.remove(keyOf(requestedUrl));
}

void RevalidationCache::store(const FetchResult &result)
{
    const int status = result.status.value_or(0);
    if (result.notModified) {
        // A 304 may carry fresh validators; what it leaves out stays as it was.
        Validators validators = find(result.requestedUrl).value_or(Validators {});
        validators.url = result.finalUrl;
        if (!result.etag.isEmpty())
            validators.etag = result.etag;
        if (!result.lastModified.isEmpty())
            validators.lastModified = result.lastModified;
        insert(result.requestedUrl, validators);
    } else if (result.ok) {
        insert(result.requestedUrl, Validators {result.finalUrl, result.etag, result.lastModified});
    } else if (status == 404 || status == 410) {
        remove(result.requestedUrl);
    }
}

} // namespace rsi
