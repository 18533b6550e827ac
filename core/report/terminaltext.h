// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace rsi {

// Text for a terminal, from values a source or a server chose (a <loc>, an
// attribute, an HTTP reason phrase, a Location): every character that a
// terminal would act on instead of show is written visibly, so that a value
// can neither send escape sequences nor start, overwrite or forge lines of a
// report. Escaped: C0 controls (as \n, \r, \t, \x1b...), DEL and C1 controls
// (\x7f, \u0085...), the line and paragraph separators U+2028/U+2029, and the
// bidirectional embedding, override and isolate controls (\u202e...) that can
// make text read in another order than it is.

// One value inside a line: nothing survives, not even a newline.
QString terminalSafe(QStringView value);

// Whole text made of lines: like terminalSafe(), but "\n" stays a line
// break. The last line of defence for what the command-line tool prints;
// values inside should have gone through terminalSafe() already, since a
// newline in a value cannot be told from a line break here.
QString terminalSafeLines(QStringView text);

} // namespace rsi
