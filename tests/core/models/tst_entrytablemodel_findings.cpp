// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_EntryTableModel: change values, findings assigned to entries (made up
// and of a real document), an empty document, retranslation, and fifty
// thousand entries.
#include "tst_entrytablemodel.h"

using namespace entrytabletest;

void tst_EntryTableModel::listsChangeValues()
{
    EntryTableModel model;
    model.setDocument(
        documentOf(xmlOf("urlset", "changelist",
                         "<url><loc>http://example.com/a</loc><rs:md change='deleted'/></url>\n"
                         "<url><loc>http://example.com/b</loc><rs:md change='renamed'/></url>\n"
                         "<url><loc>http://example.com/c</loc><rs:md change='created'/></url>\n"
                         "<url><loc>http://example.com/d</loc><rs:md change='deleted'/></url>\n"
                         "<url><loc>http://example.com/e</loc></url>\n")));
    // The spec's values in its order, then anything else the source made up.
    QCOMPARE(model.changeValues(),
             (QStringList {QStringLiteral("created"), QStringLiteral("deleted"),
                           QStringLiteral("renamed")}));
    model.setDocument(sortingDocument());
    QVERIFY(model.changeValues().isEmpty());
}

void tst_EntryTableModel::assignsFindingsToEntries()
{
    // Pretty-printed, one element per line.
    const QByteArray xml = xmlOf("urlset", "resourcelist",
                                 "<url>\n"
                                 "  <loc>http://example.com/a</loc>\n" // line 5
                                 "  <lastmod>2026-01-01</lastmod>\n"
                                 "</url>\n"
                                 "<url>\n" // line 8
                                 "  <loc>http://example.com/b</loc>\n"
                                 "  <rs:md length='3'/>\n"
                                 "</url>\n");
    CrawledDocument document = documentOf(xml);
    QCOMPARE(document.entries.position(0).line, 5);
    QCOMPARE(document.entries.position(1).line, 9);
    const auto at = [](qint64 line, qint64 column, const QString &rule) {
        Finding finding;
        finding.ruleId = rule;
        finding.position = {line, column};
        return finding;
    };
    document.findings = {
        at(3, 1, QStringLiteral("ROOT")), // the root <rs:md>: the document's
        at(0, 0, QStringLiteral("HTTP")), // no position: the document's
        at(6, 3, QStringLiteral("LASTMOD")), // the first entry's <lastmod>
        at(5, 3, QStringLiteral("LOC")),
        at(8, 1, QStringLiteral("URL")), // the second <url> element
        at(10, 3, QStringLiteral("MD")),
        at(4, 1, QStringLiteral("FIRSTURL")), // the first <url> element
    };
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document);
    const auto rules = [&](int entry) {
        QStringList ids;
        for (const Finding &finding : model.findingsOfEntry(entry))
            ids.append(finding.ruleId);
        return ids;
    };
    QCOMPARE(rules(0),
             (QStringList {QStringLiteral("LASTMOD"), QStringLiteral("LOC"),
                           QStringLiteral("FIRSTURL")}));
    QCOMPARE(rules(1), (QStringList {QStringLiteral("URL"), QStringLiteral("MD")}));
    QVERIFY(model.findingsOfEntry(2).isEmpty());
    QVERIFY(model.findingsOfEntry(-1).isEmpty());

    QCOMPARE(model.entryAtLine(1), -1);
    QCOMPARE(model.entryAtLine(5), 0);
    QCOMPARE(model.entryAtLine(7), 0);
    QCOMPARE(model.entryAtLine(9), 1);
    QCOMPARE(model.entryAtLine(100), 1);
    QCOMPARE(model.entryAt({8, 1}), 1);
    QCOMPARE(model.entryAt({4, 1}), 0);
    // Deeper than the <loc> on the line above it: the tail of the entry before.
    QCOMPARE(model.entryAt({8, 5}), 0);

    // On one line, one entry after another: each finding goes to the entry
    // its line starts.
    CrawledDocument compact
        = documentOf(xmlOf("urlset", "resourcelist",
                           "<url><loc>http://example.com/a</loc><rs:md length='x'/></url>\n"
                           "<url><loc>http://example.com/b</loc><rs:md length='y'/></url>\n"));
    compact.findings = {at(5, 1, QStringLiteral("URL")), at(5, 40, QStringLiteral("MD")),
                        at(4, 40, QStringLiteral("MD0"))};
    model.setDocument(compact);
    QCOMPARE(rules(0), QStringList {QStringLiteral("MD0")});
    QCOMPARE(rules(1), (QStringList {QStringLiteral("URL"), QStringLiteral("MD")}));
}

void tst_EntryTableModel::assignsFindingsOfARealDocument()
{
    // A pretty-printed Change List validated for real: the second entry has
    // no <rs:md>, reported at its <url>, the line above its <loc>.
    const QByteArray xml = xmlOf("urlset", "changelist",
                                 "  <url>\n"
                                 "    <loc>http://example.com/first</loc>\n"
                                 "    <rs:md change='updated' datetime='2026-01-02T00:00:00Z'/>\n"
                                 "  </url>\n"
                                 "  <url>\n"
                                 "    <loc>http://example.com/second</loc>\n"
                                 "  </url>\n"
                                 "  <url>\n"
                                 "    <loc>http://example.com/third</loc>\n"
                                 "    <rs:md change='moved' datetime='2026-01-03T00:00:00Z'/>\n"
                                 "  </url>\n");
    const CrawledDocument document = documentOf(xml, true);
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document);
    const QStringList locs {QStringLiteral("example.com/first"),
                            QStringLiteral("example.com/second"),
                            QStringLiteral("example.com/third")};
    // Every finding that names an entry sits on that entry.
    for (int entry = 0; entry < 3; ++entry) {
        for (const Finding &finding : model.findingsOfEntry(entry)) {
            for (int other = 0; other < 3; ++other) {
                if (other != entry)
                    QVERIFY2(!finding.message.contains(locs.at(other)),
                             qPrintable(QString::number(entry) + u' ' + finding.message));
            }
        }
    }
    const FindingList second = model.findingsOfEntry(1);
    QVERIFY(std::any_of(second.cbegin(), second.cend(), [](const Finding &finding) {
        return finding.message.contains(QStringLiteral("<rs:md>"));
    }));
    QVERIFY(!model.findingsOfEntry(2).isEmpty()); // change='moved'
    QVERIFY(model.isFindingsColumn(model.columnCount() - 1));
    QCOMPARE(model.index(1, 0).data(EntryTableModel::WorstSeverityRole).toInt(),
             int(Severity::Error));

    // The bundled defective sample: every finding that names an entry's URL
    // sits on that entry.
    QFile sample(QStringLiteral(RSI_SAMPLES_DIR "/defective-resourcelist.xml"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    model.setDocument(documentOf(sample.readAll(), true));
    QCOMPARE(model.totalCount(), 3);
    qsizetype onEntries = 0;
    for (int entry = 0; entry < 3; ++entry) {
        const QString loc = model.document().entries.loc(entry);
        for (const Finding &finding : model.findingsOfEntry(entry)) {
            ++onEntries;
            for (int other = 0; other < 3; ++other) {
                const QString otherLoc = model.document().entries.loc(other);
                if (otherLoc != loc)
                    QVERIFY2(!finding.message.contains(otherLoc), qPrintable(finding.message));
            }
        }
    }
    QVERIFY(onEntries >= 3);
}

void tst_EntryTableModel::handlesAnEmptyDocument()
{
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
    QCOMPARE(model.entryAtLine(3), -1);
    model.sort(0);
    model.setTextFilter(QStringLiteral("zzz"));
    model.setDocument(sortingDocument());
    QCOMPARE(model.rowCount(), 0); // the filter holds
    QCOMPARE(model.totalCount(), 4);
    model.clear();
    QCOMPARE(model.totalCount(), 0);
    QCOMPARE(model.textFilter(), QStringLiteral("zzz"));
    QVERIFY(!model.indexOfEntry(0).isValid());
    QCOMPARE(model.entryRow({}), -1);
}

void tst_EntryTableModel::retranslates()
{
    EntryTableModel model;
    model.setDocument(sortingDocument());
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    model.retranslate();
    QCOMPARE(header.size(), 1);
    QCOMPARE(data.size(), 1); // the Findings column's severity words
}

void tst_EntryTableModel::showsFiftyThousandEntries()
{
    constexpr int count = 50'000;
    QByteArray body;
    body.reserve(count * 200);
    for (int i = 0; i < count; ++i) {
        // Values out of order, with some missing.
        const int scrambled = int((qint64(i) * 7919) % count);
        body += "<url><loc>http://example.com/resources/item" + QByteArray::number(scrambled)
            + "</loc>";
        if (i % 10 != 0)
            body += "<lastmod>2026-01-"
                + QByteArray::number(1 + scrambled % 28).rightJustified(2, '0') + "T10:"
                + QByteArray::number(scrambled % 60).rightJustified(2, '0') + ":00Z</lastmod>";
        body += "<rs:md hash='md5:1B2M2Y8AsgTpgAmY7PhCfg==' length='"
            + QByteArray::number(scrambled * 13 % 100'000) + "' type='text/plain'/></url>\n";
    }
    CrawledDocument document = documentOf(xmlOf("urlset", "resourcelist", body));
    QCOMPARE(document.entries.size(), count);
    for (int i = 0; i < count; i += 100)
        document.findings.append(findingAt(document, i, Severity(i % 3)));

    EntryTableModel model;
    QStringList figures;
    Stopwatch watch;
    watch.start();
    model.setDocument(document);
    figures.append(QStringLiteral("setDocument ") + watch.elapsed());
    QCOMPARE(model.rowCount(), count);

    const auto timeSort = [&](int column, Qt::SortOrder order) {
        watch.start();
        model.sort(column, order);
        figures.append(QStringLiteral("sort by %1 %2 ")
                           .arg(model.headerData(column, Qt::Horizontal).toString(),
                                order == Qt::AscendingOrder ? QStringLiteral("ascending")
                                                            : QStringLiteral("descending"))
                       + watch.elapsed());
    };
    const auto isSorted = [&](int column, auto lessOrEqual) {
        for (int row = 1; row < count; row += 97) {
            const QVariant before = model.index(row - 1, column).data();
            const QVariant after = model.index(row, column).data();
            if (before.isValid() && after.isValid() && !lessOrEqual(before, after))
                return false;
        }
        return true;
    };
    const auto textUp = [](const QVariant &a, const QVariant &b) {
        return a.toString().toUtf8() <= b.toString().toUtf8();
    };
    const auto numberDown = [](const QVariant &a, const QVariant &b) {
        return a.toLongLong() >= b.toLongLong();
    };
    timeSort(0, Qt::AscendingOrder);
    QVERIFY(isSorted(0, textUp));
    const int length = model.columnOfField(EntryField::Length);
    timeSort(length, Qt::DescendingOrder);
    QVERIFY(isSorted(length, numberDown));
    // These lastmods share one form, so their text order is their time order.
    const int lastmod = model.columnOfField(EntryField::Lastmod);
    timeSort(lastmod, Qt::AscendingOrder);
    QVERIFY(isSorted(lastmod, textUp));
    // The tenth without a lastmod come last.
    QVERIFY(model.index(count - count / 10 - 1, lastmod).data().isValid());
    QVERIFY(!model.index(count - count / 10, lastmod).data().isValid());
    timeSort(lastmod, Qt::DescendingOrder);
    QVERIFY(!model.index(count - count / 10, lastmod).data().isValid());
    timeSort(model.columnCount() - 1, Qt::DescendingOrder);
    QCOMPARE(model.index(0, 0).data(EntryTableModel::WorstSeverityRole).toInt(),
             int(Severity::Error));

    watch.start();
    model.setTextFilter(QStringLiteral("ITEM4999"));
    figures.append(QStringLiteral("text filter ") + watch.elapsed());
    QCOMPARE(model.rowCount(), 11); // item4999 and item49990..49999

    qInfo("50,000 entries: %s", qPrintable(figures.join(QStringLiteral("; "))));
}
