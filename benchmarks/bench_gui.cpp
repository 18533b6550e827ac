// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The desktop app under load: the main window (offscreen) opens the
// generated million-entry source (see bench_crawl) while a timer measures
// how late the GUI thread's event loop runs; then a 50,000-entry Resource
// List is selected and the time until its table has been painted is taken.
// The window keeps its crawls in a history of its own: how long saving the
// million entries takes, and how late the event loop runs meanwhile, are
// measured too. Prints the figures and the peak memory of the process.
//
//   QT_QPA_PLATFORM=offscreen bench_gui [entries] [entries-per-list]
#include "crawl/crawljob.h"
#include "history/historycontroller.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "syntheticsource.h"
#include "util/allocator.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

// The event loop's lag: how much later than asked a 10 ms timer fires.
class LagMeter final : public QObject
{
public:
    LagMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void start()
    {
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    qint64 maxLagMs() const { return m_maxLag; }
    qint64 maxLagAtMs() const { return m_maxLagAt; } // when it ended, from start()
    qint64 stalls() const { return m_stalls; } // lags over 50 ms
    qint64 ticks() const { return m_ticks; }

private:
    static constexpr int intervalMs = 10;
    void tick()
    {
        const qint64 now = m_clock.elapsed();
        const qint64 lagMs = now - m_last - intervalMs;
        if (lagMs > m_maxLag) {
            m_maxLag = lagMs;
            m_maxLagAt = now;
        }
        if (lagMs > 50)
            ++m_stalls;
        m_last = now;
        ++m_ticks;
    }
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_maxLag = 0;
    qint64 m_maxLagAt = 0;
    qint64 m_stalls = 0;
    qint64 m_ticks = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int entries = args.size() > 1 ? args.at(1).toInt() : 1'000'000;
    const int perList = args.size() > 2 ? args.at(2).toInt() : 50'000;
    if (entries <= 0 || perList <= 0) {
        std::fprintf(stderr, "usage: bench_gui [entries] [entries-per-list]\n");
        return 2;
    }
    QTemporaryDir dir;
    if (!dir.isValid() || !rsi::bench::generateSyntheticSource(dir.path(), entries, perList)) {
        std::fprintf(stderr, "cannot write the source\n");
        return 2;
    }

    QSettings settingsFile(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    rsi::AppSettings settings(&settingsFile);
    rsi::CredentialStore credentials(QStringLiteral("rsinspector-bench"));
    credentials.setBackend(rsi::CredentialStore::Backend::SessionOnly);
    rsi::MainWindow window(settings, credentials);
    window.resize(1280, 800);
    window.show();
    QApplication::processEvents();

    window.setHistory(dir.filePath(QStringLiteral("history.sqlite")));

    LagMeter lag;
    LagMeter saveLag;
    QElapsedTimer clock;
    QElapsedTimer saveClock;
    qint64 saveMs = -1;
    clock.start();
    lag.start();
    window.openSource(dir.path());
    QObject::connect(window.session(), &rsi::CrawlSession::jobFinished, &app, [&] {
        lag.stop();
        saveLag.start();
        saveClock.start();
    });
    QObject::connect(window.history(), &rsi::HistoryController::saved, &app, [&](qint64 id) {
        saveMs = id > 0 ? saveClock.elapsed() : -1;
        QTimer::singleShot(200, qApp, &QCoreApplication::quit);
    });
    QApplication::exec();
    saveLag.stop();
    const rsi::SourceTree &tree = window.session()->tree();
    std::printf("load and keep: %lld documents, %lld entries in %lld ms (includes 200 ms "
                "after)\n",
                qint64(tree.size()), tree.totalEntries(), clock.elapsed());
    std::printf("load: GUI thread max event-loop lag %lld ms, ending %lld ms after the start; "
                "%lld lags over 50 ms in %lld ticks (target: max < 100)\n",
                lag.maxLagMs(), lag.maxLagAtMs(), lag.stalls(), lag.ticks());
    std::printf("history: the crawl kept in %lld ms after it finished; GUI thread max "
                "event-loop lag meanwhile %lld ms, %lld lags over 50 ms in %lld ticks\n",
                saveMs, saveLag.maxLagMs(), saveLag.stalls(), saveLag.ticks());

    // The largest list: what a user clicks on to see 50,000 entries.
    int largest = -1;
    for (const rsi::CrawledDocument &document : tree.documents()) {
        if (largest < 0 || document.entries.size() > tree.document(largest).entries.size())
            largest = document.id;
    }
    auto *table = window.findChild<QTableView *>(QStringLiteral("entryTable"));
    if (largest < 0 || !table) {
        std::fprintf(stderr, "no list to select\n");
        return 1;
    }
    window.selectDocument(0); // start from elsewhere
    QApplication::processEvents();
    clock.restart();
    window.selectDocument(largest);
    table->viewport()->repaint(); // paint now, as the next frame would
    const qint64 selectMs = clock.elapsed();
    std::printf("select: %lld-entry list shown and painted in %lld ms (target < 200), %d rows\n",
                qint64(tree.document(largest).entries.size()), selectMs,
                table->model()->rowCount());
    clock.restart();
    table->sortByColumn(0, Qt::DescendingOrder);
    table->viewport()->repaint();
    std::printf("sort: by location, descending, in %lld ms\n", clock.elapsed());
    std::printf("memory: peak RSS %.1f MB (target < 900)\n", rsi::bench::peakMb());
    return 0;
}
