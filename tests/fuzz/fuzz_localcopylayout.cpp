// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// LocalCopyLayout with its documented promises as assertions, on arbitrary
// text taken as a URL: a path never leaves the root nor names the state
// folder, no name is longer than the limit, an uncut path leads back to its
// URL, and alternatives never name the preferred path. The same text is also
// taken as a path found on disk: candidateUrlsFor() only names URLs that map
// back to it. And the plain way (plainRelativePathFor), when it answers,
// gives the general way's path, for a text that is its own key.
#include "mirror/localcopylayout.h"
#include "mirror/plainurltext.h"

#include <QString>
#include <QUrl>

#include <cstdint>
#include <cstdlib>

namespace {

using rsi::LocalCopyLayout;

void check(bool condition)
{
    if (!condition)
        std::abort();
}

void checkContained(const QString &path)
{
    check(!path.isEmpty() && !path.startsWith(u'/') && !path.contains(u'\\')
          && !path.contains(QChar(0)));
    const QStringList names = path.split(u'/');
    check(names.constFirst() != LocalCopyLayout::stateDirectoryName());
    for (const QString &name : names) {
        check(!name.isEmpty() && name != u"." && name != u"..");
        check(name.toUtf8().size() <= LocalCopyLayout::maxNameBytes);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const LocalCopyLayout layout(QStringLiteral("/copy"));

    const QUrl url(text);
    const LocalCopyLayout::Result<QString> preferred = layout.relativePathFor(url);
    if (preferred.isValid()) {
        checkContained(preferred.value);
        const QList<QUrl> candidates = layout.candidateUrlsFor(preferred.value);
        // Cut names have no candidates: only the mirror's state knows them.
        if (!candidates.isEmpty())
            check(candidates.contains(LocalCopyLayout::normalizedUrl(url)));
        for (int attempt = 1; attempt <= 3; ++attempt) {
            const LocalCopyLayout::Result<QString> alternative
                = layout.alternativePathFor(url, attempt);
            check(alternative.isValid());
            checkContained(alternative.value);
            check(alternative.value != preferred.value);
        }
    }

    if (const std::optional<QString> plain = LocalCopyLayout::plainRelativePathFor(text))
        check(preferred.isValid() && *plain == preferred.value);
    if (rsi::isPlainNormalizedUrl(text))
        check(url.toString(QUrl::FullyEncoded) == text
              && LocalCopyLayout::normalizedUrl(url) == url);

    // The text as a path found on disk.
    for (const QUrl &candidate : layout.candidateUrlsFor(text)) {
        const LocalCopyLayout::Result<QString> back = layout.relativePathFor(candidate);
        check(back.isValid() && back.value == text);
    }
    return 0;
}
