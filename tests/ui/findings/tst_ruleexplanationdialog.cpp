// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findings/ruleexplanationdialog.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QPushButton>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace rsi;

namespace {

QTextBrowser *browserOf(const RuleExplanationDialog &dialog)
{
    return dialog.findChild<QTextBrowser *>();
}

QString shownText(const RuleExplanationDialog &dialog)
{
    return browserOf(dialog)->toPlainText();
}

// The anchors as the browser has them, so a link a person can click.
QStringList anchorHrefs(const RuleExplanationDialog &dialog)
{
    QStringList hrefs;
    const QTextDocument *document = browserOf(dialog)->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isAnchor())
                hrefs.append(fragment.charFormat().anchorHref());
        }
    }
    return hrefs;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x20, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, QColor(0x1b, 0x1b, 0x1d));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x30, 0x31, 0x34));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    return palette;
}

void grab(QWidget &widget, const QString &name)
{
    const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    QVERIFY(widget.grab().save(path));
    qInfo("picture: %s", qPrintable(path));
}

const QString spec11 = QStringLiteral("http://www.openarchives.org/rs/1.1/resourcesync");
const QString spec10 = QStringLiteral("http://www.openarchives.org/rs/1.0/resourcesync");

} // namespace

class tst_RuleExplanationDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownRule();
    void sectionLinksFollowTheVersion();
    void sitemapsAndAppendix();
    void projectRule();
    void notificationRules();
    void unknownRule();
    void closes();
    void pictures();
};

void tst_RuleExplanationDialog::knownRule()
{
    const Rule *rule = RuleCatalogue::instance().find(u"RL-005");
    QVERIFY2(rule, "RL-005 is missing from the rule catalogue");
    QCOMPARE(rule->section, QStringLiteral("10.1"));

    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("RL-005"));
    QCOMPARE(dialog.ruleId(), QStringLiteral("RL-005"));
    QVERIFY(dialog.windowTitle().contains(QLatin1StringView("RL-005")));
    const QString text = shownText(dialog);
    QVERIFY2(text.contains(rule->translatedSummary()), qPrintable(text));
    QVERIFY(text.contains(QLatin1StringView("MUST -> error")));
    QVERIFY(text.contains(QLatin1StringView("Error")));
    QVERIFY(text.contains(QLatin1StringView("10.1")));
    QVERIFY(text.contains(QLatin1StringView("ResourceSync 1.0 and 1.1")));
    // validate checks it: the dialog names the command, as `rules` does.
    QVERIFY(Validator::checkedRuleIds().contains(QStringLiteral("RL-005")));
    QVERIFY(text.contains(QLatin1StringView("rsinspector-cli validate")));

    // The section links to the specification judged against, at the
    // Resource List's anchor, and the browser opens it outside.
    QVERIFY(browserOf(dialog)->openExternalLinks());
    QVERIFY(anchorHrefs(dialog).contains(spec11 + QStringLiteral("#ResourceList")));
    QVERIFY(text.contains(QLatin1StringView("ResourceSync 1.1, section 10.1")));
    QVERIFY(dialog.html().contains(spec11));
}

void tst_RuleExplanationDialog::sectionLinksFollowTheVersion()
{
    RuleExplanationDialog dialog;
    dialog.setSpecVersion(SpecVersion::V1_0);
    dialog.showRule(QStringLiteral("RL-005"));
    QVERIFY(anchorHrefs(dialog).contains(spec10 + QStringLiteral("#ResourceList")));
    QVERIFY(!dialog.html().contains(spec11));
    dialog.setSpecVersion(SpecVersion::V1_1);
    QVERIFY(anchorHrefs(dialog).contains(spec11 + QStringLiteral("#ResourceList")));

    // A rule of 1.1 alone links to 1.1 even when 1.0 is judged: that is
    // where it is written. Section 7 has its anchor; a subsection of 6 has
    // none known and links to the page itself.
    dialog.setSpecVersion(SpecVersion::V1_0);
    dialog.showRule(QStringLiteral("ATT-016"));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("ResourceSync 1.1 only")));
    QVERIFY(anchorHrefs(dialog).contains(spec11 + QStringLiteral("#DocumentFormats")));

    dialog.showRule(QStringLiteral("DISC-001")); // "6.3.2, 8"
    const QStringList hrefs = anchorHrefs(dialog);
    QVERIFY(hrefs.contains(spec10));
    QVERIFY(hrefs.contains(spec10 + QStringLiteral("#SourceDesc")));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("ResourceSync 1.0, section 6.3.2")));
}

void tst_RuleExplanationDialog::sitemapsAndAppendix()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("GEN-012")); // section "Sitemaps"
    QVERIFY(anchorHrefs(dialog).contains(QStringLiteral("https://www.sitemaps.org/protocol.html")));
    dialog.showRule(QStringLiteral("CL-009")); // "7, 12.1, App. A"
    const QStringList hrefs = anchorHrefs(dialog);
    QVERIFY(hrefs.contains(spec11 + QStringLiteral("#DocumentFormats")));
    QVERIFY(hrefs.contains(spec11 + QStringLiteral("#ChangeList")));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("ResourceSync 1.1, Appendix A")));
}

// The NT rules cite Framework Notification 1.0.1 and WebSub, not the core spec.
void tst_RuleExplanationDialog::notificationRules()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("NT-040")); // "FN 4.2, WS 5.1"
    const QStringList hrefs = anchorHrefs(dialog);
    QVERIFY2(hrefs.contains(QStringLiteral("http://www.openarchives.org/rs/notification/1.0.1/"
                                           "framework_notification#Destination2Hub")),
             qPrintable(hrefs.join(u' ')));
    QVERIFY(hrefs.contains(QStringLiteral("https://www.w3.org/TR/websub/")));
    QVERIFY(!hrefs.contains(spec11));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("rsinspector-cli watch")));
    dialog.showRule(QStringLiteral("NT-009"));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("rsinspector-cli crawl")));
    dialog.showRule(QStringLiteral("NT-061"));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("a Destination never sees")));
}

void tst_RuleExplanationDialog::projectRule()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("NET-001"));
    const Rule *rule = RuleCatalogue::instance().find(u"NET-001");
    QVERIFY(rule);
    const QString text = shownText(dialog);
    QVERIFY(text.contains(rule->translatedSummary()));
    QVERIFY(text.contains(QLatin1StringView("rule of the application")));
    // Not a rule of the specification: nothing there to link to.
    QVERIFY(anchorHrefs(dialog).isEmpty());
}

void tst_RuleExplanationDialog::unknownRule()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("XYZ-999"));
    QCOMPARE(dialog.ruleId(), QStringLiteral("XYZ-999"));
    QVERIFY(shownText(dialog).contains(QLatin1StringView("is not a rule of the catalogue")));
    QVERIFY(anchorHrefs(dialog).isEmpty());

    // An id from a hostile source reads as written.
    const QString hostile = QStringLiteral("<b>X</b><a href=\"http://evil.example\">y</a>");
    dialog.showRule(hostile);
    QVERIFY(shownText(dialog).contains(hostile));
    QVERIFY(anchorHrefs(dialog).isEmpty());
}

void tst_RuleExplanationDialog::closes()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("RL-005"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClick(browserOf(dialog), Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());

    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    QVERIFY(close);
    QTest::mouseClick(close, Qt::LeftButton);
    QVERIFY(!dialog.isVisible());
}

void tst_RuleExplanationDialog::pictures()
{
    RuleExplanationDialog dialog;
    dialog.showRule(QStringLiteral("CL-009"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    grab(dialog, QStringLiteral("ruleexplanation-light.png"));
    dialog.setPalette(darkPalette());
    grab(dialog, QStringLiteral("ruleexplanation-dark.png"));
    dialog.showRule(QStringLiteral("XYZ-999"));
    grab(dialog, QStringLiteral("ruleexplanation-unknown-dark.png"));
}

QTEST_MAIN(tst_RuleExplanationDialog)
#include "tst_ruleexplanationdialog.moc"
