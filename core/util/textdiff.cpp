// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdiff.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace rsi {

namespace {

// Myers' algorithm over lines turned into numbers (equal lines, equal
// numbers), in its linear-space form: find the middle snake of the shortest
// edit path, then solve the two halves. It marks the lines that are not
// part of the longest common subsequence, as GNU diff does, and the rows are
// read from the marks afterwards.
//
// The search counts its steps and gives up past the budget: its cost is
// about (lines) x (differences), and two unrelated large texts would
// otherwise keep a thread busy for minutes.
class Myers
{
public:
    Myers(const int *a, qsizetype n, const int *b, qsizetype m, qint64 budget)
        : m_a(a)
        , m_b(b)
        , m_budget(budget)
        , m_removed(std::size_t(n), false)
        , m_added(std::size_t(m), false)
    {
        // The arrays of the first (largest) bisection serve every later one.
        const qsizetype length = 2 * ((n + m + 1) / 2) + 2;
        m_forward.resize(std::size_t(length));
        m_backward.resize(std::size_t(length));
        compare(0, n, 0, m);
    }

    bool exceeded() const { return m_exceeded; }
    bool removed(qsizetype i) const { return m_removed[std::size_t(i)]; }
    bool added(qsizetype j) const { return m_added[std::size_t(j)]; }

private:
    void compare(qsizetype x0, qsizetype x1, qsizetype y0, qsizetype y1)
    {
        // Halves that only differ in the middle are common: trimming their
        // shared start and end first keeps the search to the differences.
        while (x0 < x1 && y0 < y1 && m_a[x0] == m_b[y0]) {
            ++x0;
            ++y0;
        }
        while (x0 < x1 && y0 < y1 && m_a[x1 - 1] == m_b[y1 - 1]) {
            --x1;
            --y1;
        }
        m_work += (x1 - x0) / 64 + 1;
        if (x0 == x1) {
            for (qsizetype j = y0; j < y1; ++j)
                m_added[std::size_t(j)] = true;
            return;
        }
        if (y0 == y1) {
            for (qsizetype i = x0; i < x1; ++i)
                m_removed[std::size_t(i)] = true;
            return;
        }
        if (m_exceeded)
            return;
        qsizetype x = 0;
        qsizetype y = 0;
        switch (bisect(x0, x1, y0, y1, &x, &y)) {
        case Split::Found:
            compare(x0, x, y0, y);
            compare(x, x1, y, y1);
            break;
        case Split::NothingShared:
            for (qsizetype i = x0; i < x1; ++i)
                m_removed[std::size_t(i)] = true;
            for (qsizetype j = y0; j < y1; ++j)
                m_added[std::size_t(j)] = true;
            break;
        case Split::OverBudget:
            m_exceeded = true;
            break;
        }
    }

    enum class Split { Found, NothingShared, OverBudget };

    // The point where a shortest edit path of a[x0,x1) into b[y0,y1)
    // crosses its middle (after the Google diff-match-patch formulation of
    // Myers' middle snake). The ranges share no first or last line and are
    // both non-empty, so the path has at least two edits and the point lies
    // strictly inside: both halves are smaller. When the paths from both
    // ends do not meet within half the lines each, the ranges have no line
    // in common.
    Split bisect(qsizetype x0, qsizetype x1, qsizetype y0, qsizetype y1, qsizetype *splitX,
                 qsizetype *splitY)
    {
        const int *a = m_a + x0;
        const int *b = m_b + y0;
        const qsizetype n = x1 - x0;
        const qsizetype m = y1 - y0;
        const qsizetype maxD = (n + m + 1) / 2;
        const qsizetype offset = maxD;
        const qsizetype length = 2 * maxD;
        qsizetype *v1 = m_forward.data();
        qsizetype *v2 = m_backward.data();
        std::fill(v1, v1 + length + 2, -1);
        std::fill(v2, v2 + length + 2, -1);
        v1[offset + 1] = 0;
        v2[offset + 1] = 0;
        const qsizetype delta = n - m;
        // With an odd delta the forward path meets the reverse one;
        // with an even one, the other way round.
        const bool front = (delta % 2) != 0;
        qsizetype k1start = 0;
        qsizetype k1end = 0;
        qsizetype k2start = 0;
        qsizetype k2end = 0;
        for (qsizetype d = 0; d < maxD; ++d) {
            if (m_work > m_budget)
                return Split::OverBudget;
            for (qsizetype k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
                const qsizetype k1Offset = offset + k1;
                qsizetype x = 0;
                if (k1 == -d || (k1 != d && v1[k1Offset - 1] < v1[k1Offset + 1]))
                    x = v1[k1Offset + 1];
                else
                    x = v1[k1Offset - 1] + 1;
                qsizetype y = x - k1;
                const qsizetype start = x;
                while (x < n && y < m && a[x] == b[y]) {
                    ++x;
                    ++y;
                }
                m_work += x - start + 1;
                v1[k1Offset] = x;
                if (x > n) {
                    k1end += 2; // ran off the right
                } else if (y > m) {
                    k1start += 2; // ran off the bottom
                } else if (front) {
                    const qsizetype k2Offset = offset + delta - k1;
                    if (k2Offset >= 0 && k2Offset < length && v2[k2Offset] != -1) {
                        if (x >= n - v2[k2Offset]) {
                            *splitX = x0 + x;
                            *splitY = y0 + y;
                            return Split::Found;
                        }
                    }
                }
            }
            for (qsizetype k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
                const qsizetype k2Offset = offset + k2;
                qsizetype x = 0;
                if (k2 == -d || (k2 != d && v2[k2Offset - 1] < v2[k2Offset + 1]))
                    x = v2[k2Offset + 1];
                else
                    x = v2[k2Offset - 1] + 1;
                qsizetype y = x - k2;
                const qsizetype start = x;
                while (x < n && y < m && a[n - x - 1] == b[m - y - 1]) {
                    ++x;
                    ++y;
                }
                m_work += x - start + 1;
                v2[k2Offset] = x;
                if (x > n) {
                    k2end += 2;
                } else if (y > m) {
                    k2start += 2;
                } else if (!front) {
                    const qsizetype k1Offset = offset + delta - k2;
                    if (k1Offset >= 0 && k1Offset < length && v1[k1Offset] != -1) {
                        const qsizetype forwardX = v1[k1Offset];
                        const qsizetype forwardY = offset + forwardX - k1Offset;
                        if (forwardX >= n - x) {
                            *splitX = x0 + forwardX;
                            *splitY = y0 + forwardY;
                            return Split::Found;
                        }
                    }
                }
            }
        }
        return Split::NothingShared;
    }

    const int *m_a;
    const int *m_b;
    qint64 m_budget;
    qint64 m_work = 0;
    bool m_exceeded = false;
    std::vector<bool> m_removed;
    std::vector<bool> m_added;
    std::vector<qsizetype> m_forward;
    std::vector<qsizetype> m_backward;
};

void addRow(TextDiff &diff, TextDiff::Kind kind, qsizetype left, qsizetype right)
{
    diff.rows.append({kind, left, right});
    switch (kind) {
    case TextDiff::Kind::Equal:
        ++diff.equal;
        break;
    case TextDiff::Kind::Changed:
        ++diff.changed;
        break;
    case TextDiff::Kind::Deleted:
        ++diff.deleted;
        break;
    case TextDiff::Kind::Inserted:
        ++diff.inserted;
        break;
    }
}

// One run of differences: `removed` left lines from `left`, `added` right
// lines from `right`. Paired first, as a reader compares them line by line.
void addRun(TextDiff &diff, qsizetype left, qsizetype removed, qsizetype right, qsizetype added)
{
    const qsizetype paired = std::min(removed, added);
    for (qsizetype k = 0; k < paired; ++k)
        addRow(diff, TextDiff::Kind::Changed, left + k, right + k);
    for (qsizetype k = paired; k < removed; ++k)
        addRow(diff, TextDiff::Kind::Deleted, left + k, -1);
    for (qsizetype k = paired; k < added; ++k)
        addRow(diff, TextDiff::Kind::Inserted, -1, right + k);
}

} // namespace

QList<QStringView> splitLines(QStringView text)
{
    QList<QStringView> lines;
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c != u'\n' && c != u'\r')
            continue;
        lines.append(text.sliced(start, i - start));
        if (c == u'\r' && i + 1 < n && text[i + 1] == u'\n')
            ++i;
        start = i + 1;
    }
    if (start < n)
        lines.append(text.sliced(start));
    return lines;
}

TextDiff diffLines(const QList<QStringView> &left, const QList<QStringView> &right,
                   const TextDiffLimits &limits)
{
    TextDiff diff;
    const qsizetype n = left.size();
    const qsizetype m = right.size();
    diff.rows.reserve(std::max(n, m));

    // The shared start and end are matched by plain comparison: a small
    // edit in a large file costs no search at all.
    qsizetype prefix = 0;
    while (prefix < n && prefix < m && left.at(prefix) == right.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix
           && left.at(n - 1 - suffix) == right.at(m - 1 - suffix))
        ++suffix;
    for (qsizetype i = 0; i < prefix; ++i)
        addRow(diff, TextDiff::Kind::Equal, i, i);

    const qsizetype middleLeft = n - prefix - suffix;
    const qsizetype middleRight = m - prefix - suffix;
    if (middleLeft > limits.maxLines || middleRight > limits.maxLines) {
        diff.limit = TextDiff::Limit::Lines;
    } else if (middleLeft > 0 && middleRight > 0) {
        // Lines become numbers once, so the search compares integers.
        QHash<QStringView, int> ids;
        ids.reserve(middleLeft + middleRight);
        std::vector<int> a(static_cast<std::size_t>(middleLeft));
        std::vector<int> b(static_cast<std::size_t>(middleRight));
        const auto idOf = [&ids](QStringView line) {
            const auto it = ids.constFind(line);
            if (it != ids.cend())
                return *it;
            const int id = int(ids.size());
            ids.insert(line, id);
            return id;
        };
        for (qsizetype i = 0; i < middleLeft; ++i)
            a[std::size_t(i)] = idOf(left.at(prefix + i));
        for (qsizetype j = 0; j < middleRight; ++j)
            b[std::size_t(j)] = idOf(right.at(prefix + j));

        const Myers myers(a.data(), middleLeft, b.data(), middleRight, limits.maxWork);
        if (myers.exceeded()) {
            diff.limit = TextDiff::Limit::Work;
        } else {
            qsizetype i = 0;
            qsizetype j = 0;
            while (i < middleLeft || j < middleRight) {
                if (i < middleLeft && j < middleRight && !myers.removed(i) && !myers.added(j)) {
                    addRow(diff, TextDiff::Kind::Equal, prefix + i, prefix + j);
                    ++i;
                    ++j;
                    continue;
                }
                qsizetype removed = 0;
                while (i + removed < middleLeft && myers.removed(i + removed))
                    ++removed;
                qsizetype added = 0;
                while (j + added < middleRight && myers.added(j + added))
                    ++added;
                if (removed == 0 && added == 0) {
                    // Unmatched marks cannot happen; should they, the rest
                    // still shows, as differences, rather than loop.
                    removed = i < middleLeft ? 1 : 0;
                    added = j < middleRight ? 1 : 0;
                }
                addRun(diff, prefix + i, removed, prefix + j, added);
                i += removed;
                j += added;
            }
        }
    } else {
        addRun(diff, prefix, middleLeft, prefix, middleRight);
    }
    if (diff.isCoarse())
        addRun(diff, prefix, middleLeft, prefix, middleRight);

    for (qsizetype k = 0; k < suffix; ++k)
        addRow(diff, TextDiff::Kind::Equal, n - suffix + k, m - suffix + k);
    return diff;
}

} // namespace rsi
