// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interruptguard.h"

#include "commandline.h"

#include <QObject>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstdlib>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace rsi::cli {

#ifdef Q_OS_UNIX
namespace {

using SignalAction = struct sigaction; // the struct, not the function of that name

} // namespace
#endif

InterruptGuard::InterruptGuard(QObject *context)
{
#ifdef Q_OS_UNIX
    if (::pipe(s_pipe) != 0)
        return;
    for (const int fd : s_pipe) {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    m_notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, context);
    QObject::connect(m_notifier, &QSocketNotifier::activated, context, [this] {
        char bytes[16];
        while (::read(s_pipe[0], bytes, sizeof bytes) > 0) { }
        dispatch();
    });
    SignalAction action {};
    action.sa_handler = &InterruptGuard::onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
#else
    // Elsewhere the handler may run on another thread; the main thread
    // looks at the count a few times a second.
    std::signal(SIGINT, &InterruptGuard::onSignal);
    std::signal(SIGTERM, &InterruptGuard::onSignal);
    m_poll = new QTimer(context);
    QObject::connect(m_poll, &QTimer::timeout, context, [this] {
        if (s_count.load() > 0)
            dispatch();
    });
    m_poll->start(100);
#endif
}

InterruptGuard::~InterruptGuard()
{
#ifdef Q_OS_UNIX
    // Once interrupted, the handler stays: a second Ctrl-C that arrives
    // while the partial report is being finished still ends the process
    // with "could not run" (it touches no pipe), rather than by the signal.
    if (s_count.load() == 0) {
        SignalAction action {};
        action.sa_handler = SIG_DFL;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, nullptr);
        ::sigaction(SIGTERM, &action, nullptr);
    }
    delete m_notifier;
    for (int &fd : s_pipe) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
#else
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    delete m_poll;
#endif
}

void InterruptGuard::onSignal(int signal)
{
    Q_UNUSED(signal)
    if (s_count.fetch_add(1) > 0)
        std::_Exit(ExitCannotRun); // the second one: no report, no waiting
#ifdef Q_OS_UNIX
    const int savedErrno = errno;
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_pipe[1], &byte, 1);
    errno = savedErrno;
#endif
}

void InterruptGuard::dispatch()
{
    if (m_dispatched)
        return;
    m_dispatched = true;
    if (m_handler)
        m_handler();
}

} // namespace rsi::cli
