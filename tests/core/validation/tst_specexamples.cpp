// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The XML examples of the specification (English 1.0 text, tests/data/spec/exNN.xml,
// byte for byte) against the verdicts of catalogue section 20: "valid" means
// no error; a negative example has errors, among them the rule the catalogue
// names. Rules listed for a valid example (warnings, infos) must be reported
// too. To add an example, drop its file into tests/data/spec and add a row.
#include "support/validationharness.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

enum class Verdict { Valid, Error };

QString specDataDir()
{
    const QDir configured(QStringLiteral(RSI_TEST_DATA_DIR "/spec"));
    if (configured.exists())
        return configured.absolutePath();
    // tests/data/spec, seen from tests/core/validation/ in the source tree.
    const QString found = QFINDTESTDATA("../../data/spec");
    return found.isEmpty() ? QString() : QDir(found).absolutePath();
}

// One row per spec version. `rules` must all be reported (at any severity).
void addExample(const char *file, const char *url, rsi::SpecVersion version, Verdict verdict,
                const QStringList &rules = {})
{
    QTest::addRow("%s %s", file, qPrintable(rsi::specVersionName(version)))
        << QString::fromLatin1(file) << QUrl(QString::fromLatin1(url))
        << rsi::specVersionName(version) << (verdict == Verdict::Valid) << rules;
}

// The same verdict under 1.0 and 1.1.
void addExample(const char *file, const char *url, Verdict verdict, const QStringList &rules = {})
{
    addExample(file, url, rsi::SpecVersion::V1_0, verdict, rules);
    addExample(file, url, rsi::SpecVersion::V1_1, verdict, rules);
}

} // namespace

class tst_SpecExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void examples_data();
    void examples();

private:
    QString m_dataDir;
};

void tst_SpecExamples::initTestCase()
{
    m_dataDir = specDataDir();
    QVERIFY2(!m_dataDir.isEmpty(), "tests/data/spec not found");
}

void tst_SpecExamples::examples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QUrl>("url"); // where the example is published, per the spec's prose
    QTest::addColumn<QString>("version"); // "1.0" or "1.1"
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("rules");

    // §1.3 walkthrough: the examples omit the mandatory up link (catalogue 21.2-o).
    addExample("ex01.xml", "http://example.com/resourcelist.xml", Verdict::Error,
               {QStringLiteral("RL-005")});
    addExample("ex02.xml", "http://example.com/resourcelist.xml", Verdict::Error,
               {QStringLiteral("RL-005")});
    addExample("ex04.xml", "http://example.com/resourcedump.xml", Verdict::Error,
               {QStringLiteral("RD-003"), QStringLiteral("RD-007")});
    addExample("ex05.xml", "http://example.com/resourcedump_manifest.xml", Verdict::Error,
               {QStringLiteral("RDM-004"), QStringLiteral("RDM-007")});
    addExample("ex06.xml", "http://example.com/dataset1/capabilitylist.xml", Verdict::Valid);
    addExample("ex07.xml", "http://example.com/.well-known/resourcesync", Verdict::Valid);
    addExample("ex08.xml", "http://example.com/resourcelist-index.xml", Verdict::Error,
               {QStringLiteral("RLI-003")});

    // §8-§11
    addExample("ex12.xml", "http://example.com/.well-known/resourcesync", Verdict::Valid);
    addExample("ex13.xml", "http://example.com/dataset1/capabilitylist.xml", Verdict::Valid);
    addExample("ex14.xml", "http://example.com/dataset1/resourcelist.xml", Verdict::Valid);
    addExample("ex15.xml", "http://example.com/dataset1/resourcelist-index.xml", Verdict::Valid);
    addExample("ex16.xml", "http://example.com/resourcelist1.xml", Verdict::Valid);
    addExample("ex17.xml", "http://example.com/dataset1/resourcedump.xml", Verdict::Valid);
    addExample("ex18.xml", "http://example.com/resourcedump_manifest-part1.xml", Verdict::Valid);
}

void tst_SpecExamples::examples()
{
    QFETCH(QString, file);
    QFETCH(QUrl, url);
    QFETCH(QString, version);
    QFETCH(bool, valid);
    QFETCH(QStringList, rules);

    QFile input(m_dataDir + u'/' + file);
    QVERIFY2(input.open(QIODevice::ReadOnly), qPrintable(input.fileName()));
    const QByteArray xml = input.readAll();

    rsi::ValidationOptions options;
    options.specVersion = rsi::specVersionFromName(version).value();
    const rsi::FindingList findings = rsi::test::validateBytes(xml, options, url);

    QVERIFY2(rsi::test::hasErrors(findings) == !valid,
             qPrintable(QStringLiteral("expected %1; findings:\n%2")
                            .arg(valid ? QStringLiteral("no error") : QStringLiteral("errors"),
                                 rsi::test::describe(findings))));
    for (const QString &rule : std::as_const(rules))
        RSI_COMPARE_RULE(findings, rule, true);
}

QTEST_GUILESS_MAIN(tst_SpecExamples)
#include "tst_specexamples.moc"
