// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/documentparser.h"
#include "util/memorybudget.h"
#include "util/workerpool.h"
#include "validation/validator.h"

#include <QAtomicInteger>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent>

using namespace rsi;

class tst_MemoryBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void neverMoreThanTheBudgetAtOnce();
    void oversizedReservationRunsAlone();
    void reservationIsReleasedOnce();
    void ceilingFollowsSizeAndLimits();
    void waitingThreadLeavesItsPlaceInThePool();
    void largeDocumentsValidateSideBySideOnTwoThreads();
};

// Eight threads asking 40 each of 100: at most two hold at once, and all of
// them get their turn.
void tst_MemoryBudget::neverMoreThanTheBudgetAtOnce()
{
    MemoryBudget budget(100);
    QThreadPool pool;
    pool.setMaxThreadCount(8);
    QAtomicInteger<int> holding = 0;
    QAtomicInteger<int> mostHolding = 0;
    QAtomicInteger<int> done = 0;
    for (int i = 0; i < 32; ++i) {
        pool.start([&] {
            const MemoryBudget::Reservation reservation = budget.reserve(40);
            const int now = ++holding;
            int most = mostHolding.loadRelaxed();
            while (now > most && !mostHolding.testAndSetRelaxed(most, now))
                most = mostHolding.loadRelaxed();
            QThread::msleep(2);
            --holding;
            ++done;
        });
    }
    pool.waitForDone();
    QCOMPARE(done.loadRelaxed(), 32);
    QCOMPARE(mostHolding.loadRelaxed(), 2);
    QCOMPARE(budget.peakReserved(), 80);
    QCOMPARE(budget.reserved(), 0);
}

void tst_MemoryBudget::oversizedReservationRunsAlone()
{
    MemoryBudget budget(100);
    {
        const MemoryBudget::Reservation whole = budget.reserve(1'000);
        QCOMPARE(whole.bytes(), 100);
        QCOMPARE(budget.reserved(), 100);
    }
    QCOMPARE(budget.reserved(), 0);
    const MemoryBudget::Reservation none = budget.reserve(-5);
    QCOMPARE(none.bytes(), 0);
}

void tst_MemoryBudget::reservationIsReleasedOnce()
{
    MemoryBudget budget(100);
    MemoryBudget::Reservation first = budget.reserve(60);
    MemoryBudget::Reservation moved = std::move(first);
    QCOMPARE(budget.reserved(), 60);
    first.release(); // moved from: nothing to give back
    QCOMPARE(budget.reserved(), 60);
    moved.release();
    moved.release();
    QCOMPARE(budget.reserved(), 0);
}

// A plain file reserves by its size, a gzip file (which may inflate to the
// byte limit) by the most a parse keeps; small documents are parsed beside
// a bomb, two bombs one after the other.
void tst_MemoryBudget::ceilingFollowsSizeAndLimits()
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("small.xml"));
    QFile file(plain);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(1'000'000, ' '));
    file.close();
    const QString gz = dir.filePath(QStringLiteral("small.xml.gz"));
    QFile gzip(gz); // the magic bytes are what counts
    QVERIFY(gzip.open(QIODevice::WriteOnly));
    gzip.write(QByteArray("\x1f\x8b\x08") + QByteArray(1'000, '\0'));
    gzip.close();

    const ParserLimits limits;
    const qint64 small = DocumentParser::memoryCeiling(plain, limits);
    const qint64 bomb = DocumentParser::memoryCeiling(gz, limits);
    QVERIFY2(small >= 2'000'000 && small < 8 * 1024 * 1024, qPrintable(QString::number(small)));
    QCOMPARE(bomb, 4 * 1024 * 1024 + 2 * limits.maxStoredBytes);
    QVERIFY(bomb + 8 * small <= parseBudget()->total()); // small documents go on beside a bomb
    QCOMPARE(DocumentParser::memoryCeiling(dir.filePath(QStringLiteral("missing")), limits), 0);
}

// A holder of the whole budget needs one more task on the pool to finish
// while another worker waits for the budget: the waiter must leave its
// place, or neither ends (a crawl of two bombs on two threads hung so).
void tst_MemoryBudget::waitingThreadLeavesItsPlaceInThePool()
{
    MemoryBudget budget(100);
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    QSemaphore holding;
    QSemaphore nestedDone;
    QAtomicInteger<int> finished = 0;
    pool.start([&] {
        const MemoryBudget::Reservation all = budget.reserve(100, &pool);
        holding.release();
        QThread::msleep(100); // the other worker is waiting by now
        pool.start([&] { nestedDone.release(); });
        nestedDone.acquire();
        ++finished;
    });
    holding.acquire();
    pool.start([&] {
        const MemoryBudget::Reservation some = budget.reserve(50, &pool);
        ++finished;
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.loadRelaxed(), 2, 30'000);
    pool.waitForDone();
    QCOMPARE(budget.reserved(), 0);
}

// Two large documents validated at once on a pool of two: each validation
// judges its rule groups on the same pool, and must not wait for a thread
// the other holds.
void tst_MemoryBudget::largeDocumentsValidateSideBySideOnTwoThreads()
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                     "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                     "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";
    for (int i = 0; i < 3'000; ++i)
        xml += "<url><loc>http://example.com/r" + QByteArray::number(i) + "</loc></url>\n";
    xml += "</urlset>\n";
    const ParseResult parsed
        = DocumentParser().parseBytes(xml, QUrl(QStringLiteral("http://example.com/rl.xml")));
    QCOMPARE(parsed.document.entries.size(), 3'000);

    QThreadPool *pool = workerPool();
    const int threads = pool->maxThreadCount();
    pool->setMaxThreadCount(2);
    QAtomicInteger<int> finished = 0;
    QSemaphore started;
    for (int i = 0; i < 2; ++i) {
        pool->start([&] {
            started.release();
            started.acquire(2); // both hold a pool thread before either validates
            started.release(2);
            const FindingList findings = Validator().validate(parsed);
            if (findings.size() < 50)
                ++finished;
        });
    }
    QTRY_COMPARE_WITH_TIMEOUT(finished.loadRelaxed(), 2, 60'000);
    pool->waitForDone();
    pool->setMaxThreadCount(threads);
}

QTEST_GUILESS_MAIN(tst_MemoryBudget)
#include "tst_memorybudget.moc"
