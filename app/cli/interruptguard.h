// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>
#include <functional>

class QObject;
class QSocketNotifier;
class QTimer;

namespace rsi::cli {

// Ctrl-C (SIGINT) and SIGTERM. The signal handler does only what is
// async-signal-safe: it counts the signal in a lock-free atomic and writes a
// byte to a pipe; a QSocketNotifier on the pipe's other end then runs the
// current handler (cancelling the running job) on the main thread. A second
// signal ends the process at once from the handler itself, with std::_Exit().
class InterruptGuard final
{
public:
    explicit InterruptGuard(QObject *context);
    ~InterruptGuard();
    Q_DISABLE_COPY_MOVE(InterruptGuard)

    // Runs on the main thread at the first signal; replaces what was set.
    void setHandler(std::function<void()> handler) { m_handler = std::move(handler); }

private:
    static void onSignal(int signal);
    void dispatch();

    static_assert(std::atomic<int>::is_always_lock_free);
    static inline std::atomic<int> s_count {0};
#ifdef Q_OS_UNIX
    static inline int s_pipe[2] = {-1, -1};
    QSocketNotifier *m_notifier = nullptr;
#else
    QTimer *m_poll = nullptr;
#endif
    std::function<void()> m_handler;
    bool m_dispatched = false;
};

} // namespace rsi::cli
