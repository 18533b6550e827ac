// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rsi::cli {

// --progress: one line per update on standard error. On a terminal the line
// is rewritten in place (carriage return, erase to end of line) and cut to
// the terminal's width; anywhere else every update is a line of its own, with
// no control codes, so that logs stay readable.
class ProgressPrinter final
{
public:
    explicit ProgressPrinter(bool enabled);
    ~ProgressPrinter() { finish(); }
    Q_DISABLE_COPY_MOVE(ProgressPrinter)

    bool isEnabled() const { return m_enabled; }

    void show(const QString &text);

    // Ends a line rewritten in place, so that what follows starts afresh.
    void finish();

private:
    bool m_enabled = false;
    bool m_terminal = false;
    bool m_open = false;
    QString m_last;
};

} // namespace rsi::cli
