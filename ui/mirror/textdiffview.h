// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/poolbuilds.h"
#include "util/textdiff.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QToolButton;

namespace rsi {

// Two texts side by side (the local version on the left, the remote one on
// the right), compared line by line (diffLines): two read-only views whose
// rows line up, scroll together and move their caret together, with line
// numbers in a margin and the rows that differ coloured from the palette
// (changed rows tinted with the highlight colour, deleted ones red on the
// left, inserted ones green on the right, the gap on the other side
// greyed). A header names both sides; a line under it counts the
// differences, and says so when the comparison is only coarse.
//
// Alt+Down and Alt+Up go to the next and previous difference. Lines longer
// than a thousand characters (a whole XML document on one line) are compared
// and shown broken after each "><", like the XML source view.
//
// Texts of more than a quarter of a million characters are compared and laid
// out on a worker thread: isLoading() is true until loaded() is emitted.
class TextDiffView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TextDiffView)

public:
    explicit TextDiffView(QWidget *parent = nullptr);
    ~TextDiffView() override;

    // What each side shows ("Local: example.org/a.txt"), above it.
    void setTitles(const QString &left, const QString &right);
    void setTexts(const QString &left, const QString &right);
    // Shows a message instead of a comparison ("Loading…", "Binary content").
    void setMessage(const QString &message);

    bool isLoading() const { return m_loading; }
    QString message() const { return m_message; } // empty while a comparison shows
    // The comparison shown (of the broken lines, when long ones were broken).
    const TextDiff &diff() const { return m_diff; }
    // What the line under the header says about it.
    QString summary() const;

    int rowCount() const;
    TextDiff::Kind rowKind(int row) const;
    // The row of each side's caret (they move together).
    int currentRow() const;
    void setCurrentRow(int row);
    // Moves to the first row of the next (previous) run of differences;
    // false when there is none.
    bool goToNextChange();
    bool goToPreviousChange();

    QPlainTextEdit *leftView() const;
    QPlainTextEdit *rightView() const;
    // The colour a row of this kind has on a side, in the current palette;
    // invalid for rows left uncoloured.
    QColor rowColour(TextDiff::Kind kind, bool leftSide) const;

Q_SIGNALS:
    void loaded();

protected:
    void changeEvent(QEvent *event) override;

private:
    class Side;
    struct Built;
    static std::shared_ptr<Built> build(const QString &left, const QString &right,
                                        const QFont &font, QThread *target);
    // build() on the pool: a canceled build that has not started, or one the
    // pool dropped, finishes without a result.
    static void buildOnPool(QPromise<std::shared_ptr<Built>> &promise, const QString &left,
                            const QString &right, const QFont &font, QThread *target);
    void showBuilt(Built &&built);
    void showRows(bool visible);
    void followCaret(Side *from);
    void updateSummary();
    void updateButtons();
    void retranslate();

    QLabel *m_leftTitle = nullptr;
    QLabel *m_rightTitle = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_messageLabel = nullptr;
    Side *m_left = nullptr;
    Side *m_right = nullptr;
    TextDiff m_diff;
    std::vector<int> m_changeStarts; // rows where a run of differences begins
    bool m_brokenLines = false;
    bool m_loading = false;
    bool m_following = false; // one side moves the other: no echo back
    QString m_message;
    quint64 m_generation = 0; // of the last setTexts/setMessage: a late result is dropped
    PoolBuilds<std::shared_ptr<Built>> m_builds;
};

} // namespace rsi
