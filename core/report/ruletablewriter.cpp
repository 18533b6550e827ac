// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruletablewriter.h"

#include "crawl/sourcecheckjob.h"
#include "crawl/treevalidator.h"
#include "mirror/dumppackage.h"
#include "mirror/mirrorjob.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rsi {

namespace {

QString checkedBy(const Rule &rule, const RuleCheckers &checkers)
{
    // Rules that need two crawls, or that no command checks yet.
    return checkers.value(rule.id, QStringLiteral("planned"));
}

} // namespace

const RuleCheckers &ruleCheckers()
{
    static const RuleCheckers checkers = [] {
        RuleCheckers checked;
        for (const QString &id : MirrorJob::checkedRuleIds())
            checked.insert(id, QStringLiteral("mirror"));
        for (const QString &id : SourceCheckJob::checkedRuleIds())
            checked.insert(id, QStringLiteral("crawl --check-resources"));
        for (const QString &id : TreeValidator::checkedRuleIds())
            checked.insert(id, QStringLiteral("crawl"));
        for (const QString &id : Validator::checkedRuleIds())
            checked.insert(id, QStringLiteral("validate"));
        // validate checks a dump's ZIP against its manifest.
        for (const QString &id : DumpPackage::checkedRuleIds())
            checked.insert(id, QStringLiteral("validate"));
        return checked;
    }();
    return checkers;
}

QByteArray writeRuleTableText(const RuleCheckers &checkers)
{
    QString text;
    const QList<Rule> &rules = RuleCatalogue::instance().rules();
    text
        += QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("ID").leftJustified(9), QStringLiteral("LEVEL").leftJustified(8),
                    QStringLiteral("SECTION").leftJustified(14),
                    QStringLiteral("CHECKED").leftJustified(9), QStringLiteral("SUMMARY"));
    int checked = 0;
    for (const Rule &rule : rules) {
        const QString by = checkedBy(rule, checkers);
        checked += by != u"planned";
        text
            += QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(rule.id.leftJustified(9), severityName(rule.severity).leftJustified(8),
                        rule.section.left(14).leftJustified(14), by.leftJustified(9), rule.summary);
    }
    text += u'\n'
        + QCoreApplication::translate("RuleTable",
                                      "%1 rules; %2 are checked, the rest are planned.")
              .arg(rules.size())
              .arg(checked)
        + u'\n';
    return text.toUtf8();
}

QByteArray writeRuleTableJson(const RuleCheckers &checkers)
{
    QJsonArray array;
    for (const Rule &rule : RuleCatalogue::instance().rules()) {
        array.append(QJsonObject {
            {QStringLiteral("id"), rule.id},
            {QStringLiteral("level"), severityName(rule.severity)},
            {QStringLiteral("keyword"), rule.level},
            {QStringLiteral("section"), rule.section},
            {QStringLiteral("scope"), QJsonArray::fromStringList(rule.scope.split(u','))},
            {QStringLiteral("versions"), rule.versions},
            {QStringLiteral("checkedBy"), checkedBy(rule, checkers)},
            {QStringLiteral("summary"), rule.summary},
        });
    }
    return QJsonDocument(QJsonObject {{QStringLiteral("rules"), array}})
        .toJson(QJsonDocument::Indented);
}

} // namespace rsi
