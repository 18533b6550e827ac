// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingmatcher.h"

#include "util/textdiff.h"

#include <QHash>

#include <algorithm>

namespace rsi {

namespace {

// In a document with every entry on one line, a finding's column is its
// place: at most this many candidates are weighed in a window of lines.
constexpr int maxCandidates = 64;

struct Leftover
{
    qsizetype index = -1; // into the side's findings
    qint64 shift = 0; // the line shift of the aligned findings before it
};

bool positionBefore(const Finding &a, const Finding &b)
{
    if (a.position.line != b.position.line)
        return a.position.line < b.position.line;
    if (a.position.column != b.position.column)
        return a.position.column < b.position.column;
    if (a.ruleId != b.ruleId)
        return a.ruleId < b.ruleId;
    return a.message < b.message;
}

class DocumentMatcher
{
public:
    DocumentMatcher(const FindingList &before, const FindingList &after, FindingMatch &result)
        : m_before(before)
        , m_after(after)
        , m_result(result)
    { }

    void run()
    {
        align();
        pairNearby();
        for (const Leftover &left : std::as_const(m_leftBefore)) {
            if (left.index >= 0)
                m_result.fixed.append(m_before.at(left.index));
        }
        for (qsizetype i = 0; i < m_after.size(); ++i) {
            if (!m_afterUsed.at(i))
                m_result.fresh.append(m_after.at(i));
        }
    }

private:
    static QString signature(const Finding &finding)
    {
        return finding.ruleId + QChar(0x1f) + finding.message;
    }

    // Step 1: the alignment of `diff`.
    void align()
    {
        QList<QString> beforeKeys;
        QList<QString> afterKeys;
        beforeKeys.reserve(m_before.size());
        afterKeys.reserve(m_after.size());
        for (const Finding &finding : m_before)
            beforeKeys.append(signature(finding));
        for (const Finding &finding : m_after)
            afterKeys.append(signature(finding));
        const QList<QStringView> left(beforeKeys.cbegin(), beforeKeys.cend());
        const QList<QStringView> right(afterKeys.cbegin(), afterKeys.cend());
        const TextDiff diff = diffLines(left, right);

        // How often each key occurs on each side: a key found once on each
        // side names one finding, wherever it moved.
        QHash<QStringView, int> beforeCount;
        QHash<QStringView, int> afterCount;
        for (const QString &key : std::as_const(beforeKeys))
            ++beforeCount[key];
        for (const QString &key : std::as_const(afterKeys))
            ++afterCount[key];

        // The rows the diff aligned, with the line shift of each.
        struct Aligned
        {
            qsizetype row = 0;
            std::optional<qint64> shift; // unknown when a side has no line
        };
        QList<Aligned> aligned;
        for (qsizetype r = 0; r < diff.rows.size(); ++r) {
            const TextDiff::Row &row = diff.rows.at(r);
            if (row.left < 0 || row.right < 0 || beforeKeys.at(row.left) != afterKeys.at(row.right))
                continue; // a coarse diff pairs unlike keys as Changed
            const Finding &earlier = m_before.at(row.left);
            const Finding &later = m_after.at(row.right);
            Aligned item {r, std::nullopt};
            if (earlier.position.isKnown() && later.position.isKnown())
                item.shift = later.position.line - earlier.position.line;
            aligned.append(item);
        }

        m_afterUsed.fill(false, m_after.size());
        QList<bool> accepted(diff.rows.size(), false);
        qint64 shift = 0; // of the last pair accepted
        for (qsizetype i = 0; i < aligned.size(); ++i) {
            const Aligned &item = aligned.at(i);
            const TextDiff::Row &row = diff.rows.at(item.row);
            const QStringView key = beforeKeys.at(row.left);
            const auto consistent = [&](qint64 other) {
                return item.shift && std::abs(*item.shift - other) <= FindingMatch::nearbyLines;
            };
            // A key that repeats could be aligned with the wrong one of its
            // kind: such a pair must have moved as its neighbours did.
            const bool unique = beforeCount.value(key) == 1 && afterCount.value(key) == 1;
            const bool nextAgrees = i + 1 < aligned.size() && aligned.at(i + 1).shift
                && consistent(*aligned.at(i + 1).shift);
            if (!unique && item.shift && !consistent(shift) && !nextAgrees)
                continue;
            accepted[item.row] = true;
            const Finding &earlier = m_before.at(row.left);
            const Finding &later = m_after.at(row.right);
            m_result.remaining.append({earlier, later});
            m_afterUsed[row.right] = true;
            if (item.shift)
                shift = *item.shift;
        }
        // Everything else is left for step 2, with the shift before it.
        shift = 0;
        for (qsizetype r = 0; r < diff.rows.size(); ++r) {
            const TextDiff::Row &row = diff.rows.at(r);
            if (accepted.at(r)) {
                const Finding &earlier = m_before.at(row.left);
                const Finding &later = m_after.at(row.right);
                if (earlier.position.isKnown() && later.position.isKnown())
                    shift = later.position.line - earlier.position.line;
                continue;
            }
            if (row.left >= 0)
                m_leftBefore.append({row.left, shift});
            if (row.right >= 0)
                m_leftAfter[m_after.at(row.right).ruleId].append(row.right);
        }
        // Each rule's leftovers by position, for the search of step 2.
        for (QList<qsizetype> &indexes : m_leftAfter) {
            std::sort(indexes.begin(), indexes.end(), [this](qsizetype a, qsizetype b) {
                return positionBefore(m_after.at(a), m_after.at(b));
            });
        }
    }

    // Step 2: same rule, nearby once shifted.
    void pairNearby()
    {
        for (Leftover &left : m_leftBefore) {
            const Finding &earlier = m_before.at(left.index);
            const auto found = m_leftAfter.constFind(earlier.ruleId);
            if (found == m_leftAfter.cend())
                continue;
            const QList<qsizetype> &candidates = *found;
            const bool known = earlier.position.isKnown();
            const qint64 expected = known ? earlier.position.line + left.shift : 0;
            const qint64 low = known ? expected - FindingMatch::nearbyLines : 0;
            const qint64 high = known ? expected + FindingMatch::nearbyLines : 0;
            auto it = std::lower_bound(candidates.cbegin(), candidates.cend(), low,
                                       [this](qsizetype index, qint64 line) {
                                           return m_after.at(index).position.line < line;
                                       });
            qsizetype best = -1;
            std::tuple<int, qint64, qint64> bestScore;
            for (int weighed = 0; it != candidates.cend() && weighed < maxCandidates; ++it) {
                const Finding &later = m_after.at(*it);
                if (later.position.line > high)
                    break;
                if (m_afterUsed.at(*it) || later.position.isKnown() != known)
                    continue;
                ++weighed;
                const std::tuple<int, qint64, qint64> score {
                    later.message == earlier.message ? 0 : 1,
                    std::abs(later.position.line - expected),
                    std::abs(later.position.column - earlier.position.column)};
                if (best < 0 || score < bestScore) {
                    best = *it;
                    bestScore = score;
                }
            }
            if (best < 0)
                continue;
            m_afterUsed[best] = true;
            m_result.remaining.append({earlier, m_after.at(best)});
            left.index = -1;
        }
    }

    const FindingList &m_before;
    const FindingList &m_after;
    FindingMatch &m_result;
    QList<Leftover> m_leftBefore;
    QHash<QString, QList<qsizetype>> m_leftAfter; // by rule, sorted by position
    QList<bool> m_afterUsed;
};

// The findings of each document, in the order of their positions.
QHash<QString, FindingList> byDocument(const FindingList &findings, QStringList &order)
{
    QHash<QString, FindingList> documents;
    for (const Finding &finding : findings) {
        auto it = documents.find(finding.url);
        if (it == documents.end()) {
            order.append(finding.url);
            it = documents.insert(finding.url, {});
        }
        it->append(finding);
    }
    for (FindingList &list : documents)
        std::stable_sort(list.begin(), list.end(), positionBefore);
    return documents;
}

} // namespace

FindingMatch matchFindings(const FindingList &before, const FindingList &after)
{
    FindingMatch result;
    QStringList order;
    const QHash<QString, FindingList> earlier = byDocument(before, order);
    const QHash<QString, FindingList> later = byDocument(after, order);
    order.removeDuplicates();
    for (const QString &url : std::as_const(order)) {
        const FindingList earlierOfDocument = earlier.value(url);
        const FindingList laterOfDocument = later.value(url);
        DocumentMatcher(earlierOfDocument, laterOfDocument, result).run();
    }
    return result;
}

} // namespace rsi
