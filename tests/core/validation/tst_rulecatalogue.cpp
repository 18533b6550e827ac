// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/resourcecheckjob.h"
#include "support/validationharness.h"
#include "validation/rulecatalogue.h"
#include "validation/rulecataloguetexts.h"
#include "validation/validator.h"

#include <QRegularExpression>
#include <QTest>

using namespace rsi;

namespace {

// [doc]-scope rules that validate() deliberately does not report, each with
// its reason. Anything else tagged [doc] in the catalogue must be checked.
const QHash<QString, QString> &notCheckedOnPurpose()
{
    static const QHash<QString, QString> reasons = {
        {QStringLiteral("CLI-013"),
         QStringLiteral("informative: the catalogue says not to check the 1.0 prose claim")},
        {QStringLiteral("GEN-025"),
         QStringLiteral("the XML reader decodes &apos; and friends, so a raw character cannot be "
                        "told from an escaped one")},
        {QStringLiteral("RL-011"),
         QStringLiteral("restates section 16: url-level links in a Resource List are judged by "
                        "the LNK rules; a patch link there is LNK-006")},
        {QStringLiteral("NT-025"),
         QStringLiteral("GEN-018 reports attributes on a <url> of any document, notifications "
                        "included")},
        {QStringLiteral("NT-029"),
         QStringLiteral("ATT-001 reports a malformed datetime wherever it stands")},
    };
    return reasons;
}

} // namespace

class tst_RuleCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsEveryRule();
    void rowsAreWellFormed();
    void findAndMakeFinding();
    void everyDocRuleIsChecked();
    void everyCheckedIdIsInTheCatalogue();
    void summariesAreTranslatable();
};

void tst_RuleCatalogue::loadsEveryRule()
{
    const QList<Rule> &rules = RuleCatalogue::instance().rules();
    // 264 catalogue rules (rules.md section 21.4), the project's own, and the
    // 54 NT rules of Framework Notification (shared/spec/notification.md).
    QCOMPARE(rules.size(), 337);
    QSet<QString> ids;
    for (const Rule &rule : rules)
        ids.insert(rule.id);
    QCOMPARE(ids.size(), rules.size());
}

void tst_RuleCatalogue::rowsAreWellFormed()
{
    static const QRegularExpression idPattern(QStringLiteral("^[A-Z]+-\\d{3}$"));
    static const QSet<QString> scopes
        = {QStringLiteral("doc"),  QStringLiteral("http"),   QStringLiteral("zip"),
           QStringLiteral("tree"), QStringLiteral("2crawl"), QStringLiteral("dest")};
    for (const Rule &rule : RuleCatalogue::instance().rules()) {
        QVERIFY2(idPattern.match(rule.id).hasMatch(), qPrintable(rule.id));
        QVERIFY2(!rule.summary.isEmpty(), qPrintable(rule.id));
        QVERIFY2(!rule.section.isEmpty(), qPrintable(rule.id));
        QVERIFY2(rule.versions == u"both" || rule.versions == u"1.0" || rule.versions == u"1.1",
                 qPrintable(rule.id));
        const QStringList ruleScopes = rule.scope.split(u',');
        for (const QString &scope : ruleScopes)
            QVERIFY2(scopes.contains(scope), qPrintable(rule.id + u' ' + scope));
    }
}

void tst_RuleCatalogue::findAndMakeFinding()
{
    const Rule *rule = RuleCatalogue::instance().find(u"RL-005");
    QVERIFY(rule);
    QCOMPARE(rule->severity, Severity::Error);
    QCOMPARE(rule->section, QStringLiteral("10.1"));
    QVERIFY(!RuleCatalogue::instance().find(u"XX-999"));
    QCOMPARE(RuleCatalogue::instance().find(u"GEN-023")->severity, Severity::Info);
    QCOMPARE(RuleCatalogue::instance().find(u"RL-007")->severity, Severity::Warning);

    const Finding finding
        = makeFinding(u"RL-005", QStringLiteral("why"), QStringLiteral("http://x/"), {3, 5});
    QCOMPARE(finding.severity, Severity::Error);
    QCOMPARE(finding.section, QStringLiteral("10.1"));
    QCOMPARE(finding.position, (SourcePosition {3, 5}));
    const Finding downgraded
        = makeFinding(u"RL-005", QStringLiteral("why"), QString(), {}, Severity::Warning);
    QCOMPARE(downgraded.severity, Severity::Warning);
}

void tst_RuleCatalogue::everyDocRuleIsChecked()
{
    const QSet<QString> checked = Validator::checkedRuleIds();
    QStringList missing;
    for (const Rule &rule : RuleCatalogue::instance().rules()) {
        if (!rule.scope.split(u',').contains(QStringLiteral("doc")))
            continue;
        if (!checked.contains(rule.id) && !notCheckedOnPurpose().contains(rule.id))
            missing.append(rule.id);
    }
    QVERIFY2(
        missing.isEmpty(),
        qPrintable(QStringLiteral("[doc] rules validate() cannot report: ") + missing.join(u' ')));
    for (auto it = notCheckedOnPurpose().cbegin(); it != notCheckedOnPurpose().cend(); ++it)
        QVERIFY2(!checked.contains(it.key()), qPrintable(it.key() + u" is checked after all"));
}

void tst_RuleCatalogue::everyCheckedIdIsInTheCatalogue()
{
    const QSet<QString> checked = Validator::checkedRuleIds();
    for (const QString &id : checked)
        QVERIFY2(RuleCatalogue::instance().find(id), qPrintable(id));
    const QSet<QString> resources = ResourceCheckJob::checkedRuleIds();
    for (const QString &id : resources)
        QVERIFY2(RuleCatalogue::instance().find(id), qPrintable(id));
}

// lupdate cannot read the catalogue, so rulecataloguetexts.cpp repeats its
// summaries; a summary edited in one place only would go untranslated.
void tst_RuleCatalogue::summariesAreTranslatable()
{
    const QList<Rule> &rules = RuleCatalogue::instance().rules();
    const QList<const char *> texts = ruleSummarySourceTexts();
    QCOMPARE(texts.size(), rules.size());
    for (qsizetype i = 0; i < rules.size(); ++i)
        QVERIFY2(rules.at(i).summary == QString::fromUtf8(texts.at(i)),
                 qPrintable(QStringLiteral("%1: rulecataloguetexts.cpp says \"%2\"; the catalogue "
                                           "says \"%3\"")
                                .arg(rules.at(i).id, QString::fromUtf8(texts.at(i)),
                                     rules.at(i).summary)));
    QCOMPARE(rules.constFirst().translatedSummary(), rules.constFirst().summary);
}

QTEST_GUILESS_MAIN(tst_RuleCatalogue)
#include "tst_rulecatalogue.moc"
