// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The generic rules (every document). The cases are spread over files:
// tst_genericrules.cpp (the table of faults) and tst_genericrules_more.cpp
// (valid documents, one finding per fault, site rules, linear time, caps).
#pragma once

#include "support/validationharness.h"

#include <QSet>
#include <QTest>

namespace genericrulestest {

inline const QString at = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");
inline const QString from = QStringLiteral("from=\"2013-01-03T00:00:00Z\"");
inline const QString defaultUrl = QStringLiteral("http://example.com/dataset1/document.xml");

inline QString url(const QString &loc, const QString &children = {})
{
    return QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>") + children
        + QStringLiteral("</url>\n");
}

inline QString sitemap(const QString &loc, const QString &children = {})
{
    return QStringLiteral("  <sitemap><loc>") + loc + QStringLiteral("</loc>") + children
        + QStringLiteral("</sitemap>\n");
}

inline QByteArray resourceList(const QString &entries, const QString &top = at)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), top,
                                 rsi::test::upLink() + entries);
}

inline QByteArray changeList(const QString &entries)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"), from,
                                 rsi::test::upLink() + entries);
}

inline QByteArray resourceListIndex(const QString &entries)
{
    return rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), at,
                                 rsi::test::upLink() + entries);
}

// A document whose root rs:md is written by hand.
inline QByteArray rawDocument(const QString &root, const QString &inside)
{
    return (QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<") + root
            + QStringLiteral(" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                             "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n")
            + inside + QStringLiteral("</") + root + QStringLiteral(">\n"))
        .toUtf8();
}

inline const QString res1 = QStringLiteral("http://example.com/res1");
inline const QString md = QStringLiteral("<rs:md change=\"updated\"/>");

inline QString longLoc(int length)
{
    const QString prefix = QStringLiteral("http://example.com/");
    return prefix + QString(length - prefix.size(), u'a');
}

inline std::optional<rsi::Severity> severityOf(const rsi::FindingList &findings,
                                               const QString &rule)
{
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == rule)
            return finding.severity;
    }
    return std::nullopt;
}

} // namespace genericrulestest

class tst_GenericRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocumentsHaveNoErrors_data();
    void validDocumentsHaveNoErrors();
    void oneFindingPerFault();
    void siteRulesAreReportedOncePerDocument();
    void largeListIsLinear();
    void findingsAreCappedPerRule_data();
    void findingsAreCappedPerRule();
};
