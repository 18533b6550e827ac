// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The attribute rules. The cases are spread over files: tst_attributerules.cpp
// (the table of faults) and tst_attributerules_more.cpp (hash tokens, hints,
// short findings, cut values, time attributes, a valid document).
#pragma once

#include "support/validationharness.h"

#include <QTest>

namespace attributetest {

inline const QString at = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");
inline const QString from = QStringLiteral("from=\"2013-01-03T00:00:00Z\"");
inline const QString res1 = QStringLiteral("http://example.com/res1");
inline const QString md5 = QStringLiteral("md5:1584abdf8ebdc9802ac0c6a7402c03b6");
inline const QString sha256
    = QStringLiteral("sha-256:854f61290e2e197a11bc91063afce22e43f8ccc655237050ace766adc68dc784");

inline QString url(const QString &children, const QString &loc = res1)
{
    return QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>") + children
        + QStringLiteral("</url>\n");
}

inline QString md(const QString &attributes)
{
    return QStringLiteral("<rs:md ") + attributes + QStringLiteral("/>");
}

inline QString ln(const QString &attributes)
{
    return QStringLiteral("<rs:ln ") + attributes + QStringLiteral("/>");
}

// A Resource List with one entry carrying `children`.
inline QByteArray resourceList(const QString &children, const QString &top = at)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), top,
                                 rsi::test::upLink() + url(children));
}

// A Resource List whose one entry has <rs:md ATTRIBUTES/>.
inline QByteArray resourceWith(const QString &attributes)
{
    return resourceList(md(attributes));
}

// A Resource List whose one entry has <rs:ln rel="duplicate" ATTRIBUTES/>.
inline QByteArray mirrorWith(const QString &attributes)
{
    return resourceList(ln(
        QStringLiteral("rel=\"duplicate\" href=\"http://mirror.example.com/res1\" ") + attributes));
}

inline QByteArray changeList(const QString &entries, const QString &top = from)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"), top,
                                 rsi::test::upLink() + entries);
}

inline QByteArray manifestWithPath(const QString &path)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcedump-manifest"), at,
        rsi::test::upLink()
            + url(md(QStringLiteral("path=\"") + path + QStringLiteral("\" hash=\"") + md5
                     + QStringLiteral("\""))));
}

inline std::optional<rsi::Severity> worstSeverity(const rsi::FindingList &findings,
                                                  const QString &rule)
{
    std::optional<rsi::Severity> worst;
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == rule && (!worst || finding.severity > *worst))
            worst = finding.severity;
    }
    return worst;
}

} // namespace attributetest

class tst_AttributeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void eachTokenOfAHashIsJudged();
    void base64DigestGetsAHint();
    void manyBadTokensGiveFewShortFindings_data();
    void manyBadTokensGiveFewShortFindings();
    void longValuesAreCutInMessages();
    void allTimeAttributesAreChecked();
    void validDocumentHasNoAttributeFindings();
};
