// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "progressprinter.h"

#include "clioutput.h"
#include "report/terminaltext.h"

#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/ioctl.h>
#include <unistd.h>
#elif defined(Q_OS_WIN)
#include <io.h>
#endif

namespace rsi::cli {

namespace {

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return ::isatty(STDERR_FILENO) == 1;
#elif defined(Q_OS_WIN)
    return ::_isatty(::_fileno(stderr)) != 0;
#else
    return false;
#endif
}

// The columns of the terminal on standard error, 0 when unknown.
int terminalColumns()
{
#ifdef Q_OS_UNIX
    winsize size {};
    if (::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0)
        return size.ws_col;
#endif
    return 0;
}

} // namespace

ProgressPrinter::ProgressPrinter(bool enabled)
    : m_enabled(enabled)
    , m_terminal(enabled && stderrIsTerminal())
{ }

void ProgressPrinter::show(const QString &text)
{
    if (!m_enabled || text == m_last)
        return;
    m_last = text;
    // Progress names URLs and paths a source chose.
    QString shown = rsi::terminalSafe(text);
    if (!m_terminal) {
        printTo(stderr, (shown + u'\n').toLocal8Bit());
        return;
    }
    const int columns = terminalColumns();
    if (columns > 4 && shown.size() >= columns)
        shown = shown.left(columns - 4) + QStringLiteral("...");
    printTo(stderr, "\r" + shown.toLocal8Bit() + "\x1b[K");
    m_open = true;
}

void ProgressPrinter::finish()
{
    if (m_open)
        printTo(stderr, "\n");
    m_open = false;
}

} // namespace rsi::cli
