// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The link rules. The cases are spread over files: tst_linkrules.cpp (the table
// of faults) and tst_linkrules_more.cpp (valid documents, the specification's
// examples, quoted values, a misplaced patch).
#pragma once

#include "support/validationharness.h"

#include <QFile>
#include <QTest>

namespace linktest {

using rsi::FindingList;
using rsi::Severity;
using rsi::SpecVersion;

inline constexpr Severity info = Severity::Info;
inline constexpr Severity warning = Severity::Warning;
inline constexpr Severity error = Severity::Error;

inline const QString hash = QStringLiteral("md5:1584abdf8ebdc9802ac0c6a7402c03b6");
inline const QString otherHash = QStringLiteral("md5:0988647082c8bc51778894a48ec3b576");

inline QString res(int n = 1)
{
    return QStringLiteral("http://example.com/res%1").arg(n);
}

// <rs:ln rel="REL" href="HREF" EXTRA/>
inline QString ln(const QString &rel, const QString &href, const QString &extra = {})
{
    QString xml
        = QStringLiteral("<rs:ln rel=\"") + rel + QStringLiteral("\" href=\"") + href + u'"';
    if (!extra.isEmpty())
        xml += u' ' + extra;
    return xml + QStringLiteral("/>");
}

inline QString url(const QString &loc, const QString &lastmod, const QString &metadata,
                   const QString &links)
{
    QString xml = QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>");
    if (!lastmod.isNull())
        xml += QStringLiteral("<lastmod>") + lastmod + QStringLiteral("</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + links + QStringLiteral("</url>\n");
}

inline const QString lastmod = QStringLiteral("2013-01-03T18:00:00Z");
inline const QString entryMetadata
    = QStringLiteral("change=\"updated\" hash=\"%1\" length=\"8876\" "
                     "type=\"text/html\"")
          .arg(hash);

inline QByteArray changeList(const QString &urls)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"),
                                 QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
                                 rsi::test::upLink() + urls);
}

// A Change List with one updated resource and the given links.
inline QByteArray changeListWith(const QString &links)
{
    return changeList(url(res(), lastmod, entryMetadata, links));
}

inline QByteArray resourceList(const QString &urls)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"),
                                 QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                                 rsi::test::upLink() + urls);
}

inline QByteArray resourceDumpWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcedump"),
        QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
        rsi::test::upLink()
            + url(QStringLiteral("http://example.com/resourcedump.zip"), QString(),
                  QStringLiteral("type=\"application/zip\" length=\"4765\""), links));
}

inline QByteArray changeDumpWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        rsi::test::upLink()
            + url(QStringLiteral("http://example.com/changedump.zip"), QString(),
                  QStringLiteral("type=\"application/zip\" length=\"4765\" "
                                 "from=\"2013-01-01T00:00:00Z\""),
                  links));
}

inline QByteArray manifestWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump-manifest"),
        QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
        rsi::test::upLink()
            + url(res(), lastmod,
                  QStringLiteral("change=\"updated\" type=\"application/json\" path=\"/res1\""),
                  links));
}

inline QByteArray sourceDescriptionWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("description"), QString(),
        ln(QStringLiteral("describedby"), QStringLiteral("http://example.com/info.xml"))
            + url(QStringLiteral("http://example.com/capabilitylist.xml"), QString(),
                  QStringLiteral("capability=\"capabilitylist\""), links));
}

inline QByteArray changeListIndex(const QString &rootLinks, const QString &childLinks = {})
{
    return rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        rsi::test::upLink() + rootLinks
            + QStringLiteral("<sitemap><loc>http://example.com/cl1.xml</loc>"
                             "<rs:md from=\"2013-01-01T00:00:00Z\"/>")
            + childLinks + QStringLiteral("</sitemap>"));
}

inline QByteArray changeListWithRoot(const QString &rootLinks)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"),
                                 QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
                                 rsi::test::upLink() + rootLinks
                                     + url(res(), lastmod, entryMetadata, QString()));
}

inline const QString patch = QStringLiteral("http://www.openarchives.org/rs/terms/patch");
} // namespace linktest

class tst_LinkRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
    void specExamples_data();
    void specExamples();
    void messageQuotesValues();
    void misplacedPatchIsOneFinding();
};
