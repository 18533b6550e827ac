// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discovery/discoveryresult.h"
#include "support/validationharness.h"

#include <QStringList>

namespace rsi::test {

// "RULE severity line" per finding, in order: what the discovery tables compare.
inline QStringList findingKeys(const FindingList &findings)
{
    QStringList keys;
    for (const Finding &finding : findings) {
        keys.append(QStringLiteral("%1 %2 %3")
                        .arg(finding.ruleId, severityName(finding.severity))
                        .arg(finding.position.line));
    }
    return keys;
}

inline QStringList urlStrings(const DiscoveryResult &result)
{
    QStringList urls;
    for (const QUrl &url : result.urls())
        urls.append(url.toString());
    return urls;
}

} // namespace rsi::test

// Compares the result's URLs and findings with a table row, printing every
// finding on failure.
#define RSI_COMPARE_DISCOVERY(result, expectedUrls, expectedFindings)                              \
    do {                                                                                           \
        const QString rsiFindings = rsi::test::describe((result).findings);                        \
        QVERIFY2(rsi::test::urlStrings(result) == (expectedUrls),                                  \
                 qPrintable(QStringLiteral("urls: %1\nfindings:\n%2")                              \
                                .arg(rsi::test::urlStrings(result).join(u' '), rsiFindings)));     \
        QVERIFY2(rsi::test::findingKeys((result).findings) == (expectedFindings),                  \
                 qPrintable(QStringLiteral("findings:\n%1").arg(rsiFindings)));                    \
    } while (false)
