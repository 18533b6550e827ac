// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace rsi {

// What a line-based comparison of two texts found, as rows of a
// side-by-side view: each row shows a line of the left text, of the right
// text, or of both.
struct TextDiff
{
    enum class Kind : quint8 {
        Equal, // the same line on both sides
        Changed, // a left line replaced by a right line
        Deleted, // a left line with nothing on the right
        Inserted, // a right line with nothing on the left
    };

    struct Row
    {
        Kind kind = Kind::Equal;
        qsizetype left = -1; // 0-based line of the left text, -1 for Inserted
        qsizetype right = -1; // 0-based line of the right text, -1 for Deleted
        friend bool operator==(const Row &, const Row &) = default;
    };

    // Why the comparison is only coarse.
    enum class Limit : quint8 {
        None, // exact: a shortest edit script
        Lines, // more lines than TextDiffLimits::maxLines
        Work, // more differences than TextDiffLimits::maxWork allows to find
    };

    // Every line of both texts, in order: left lines ascend, right lines
    // ascend, and every line appears exactly once.
    QList<Row> rows;
    qsizetype equal = 0; // rows of each kind
    qsizetype changed = 0;
    qsizetype deleted = 0;
    qsizetype inserted = 0;
    // Set when a limit was reached: the lines both texts share at their
    // start and end are still matched exactly, but everything between them
    // is shown as one changed block, paired line by line.
    Limit limit = Limit::None;

    bool isCoarse() const { return limit != Limit::None; }
    bool isIdentical() const { return changed == 0 && deleted == 0 && inserted == 0; }
};

// How much a comparison may cost before it settles for a coarse result.
struct TextDiffLimits
{
    // Lines of either text, after the shared start and end are set aside.
    qsizetype maxLines = 500'000;
    // Steps of the search (diagonals probed plus lines compared): the cost
    // grows with the lines times the differences, so two unrelated 5 MB
    // texts stop here instead of searching for minutes. About a tenth of a
    // second's work.
    qint64 maxWork = 40'000'000;
};

// The lines of a text: split at "\r\n", "\r" or "\n", without the breaks.
// A final line break does not start another line; an empty text has no
// lines. The views point into text.
QList<QStringView> splitLines(QStringView text);

// Compares two lists of lines (Myers' O(ND) algorithm, in linear space) and
// aligns them for a side-by-side view: within each run of differences, left
// and right lines are paired as Changed rows, and what is left over is
// Deleted or Inserted. Pure; any thread.
TextDiff diffLines(const QList<QStringView> &left, const QList<QStringView> &right,
                   const TextDiffLimits &limits = {});

} // namespace rsi
