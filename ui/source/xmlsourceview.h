// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/poolbuilds.h"

#include <QPlainTextEdit>
#include <QPromise>

#include <memory>
#include <vector>

namespace rsi {

class XmlHighlighter;

// The raw XML of a document: read-only, monospace, with line numbers in a
// margin and syntax highlighting (XmlHighlighter) in colours derived from the
// palette, so it reads in dark mode too. goToLine() scrolls to a line,
// selects it, and marks it in the margin.
//
// Large documents stay responsive: text over a quarter of a million
// characters is laid into its QTextDocument on a worker thread (the view
// shows "Loading…" meanwhile, and isLoading() is true until loaded() is
// emitted); only the blocks on screen are highlighted, as they are shown.
// Lines longer than a thousand characters (a whole document on one line, as
// some generators write it) are shown broken after each '>' that a '<'
// follows; the margin still numbers the lines of the original text, and
// goToLine() and currentLine() count in them.
class XmlSourceView final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(XmlSourceView)

public:
    explicit XmlSourceView(QWidget *parent = nullptr);
    ~XmlSourceView() override;

    void setXml(const QString &text);
    // Shows a message instead of a document ("Loading…", "Too large to show: …").
    void setMessage(const QString &message);
    // 1-based; column 1-based too, 0 for the whole line. While a document is
    // loading, the line is remembered and gone to once it is shown.
    void goToLine(qint64 line, qint64 column = 0);
    qint64 currentLine() const;

    int lineNumberAreaWidth() const;

    bool isLoading() const { return m_loading; }
    QString message() const { return m_message; }
    qint64 lineCount() const { return m_lineCount; } // lines of the text last given

Q_SIGNALS:
    // The text given to setXml() is shown (at once for a small one).
    void loaded();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override; // palette change: new colours
    void paintEvent(QPaintEvent *event) override;

private:
    class LineNumberArea;
    struct Built;
    void paintLineNumbers(QPaintEvent *event);
    static std::shared_ptr<Built> buildDocument(const QString &xml, const QFont &font,
                                                const QTextOption &option, const QPalette &palette,
                                                QThread *target);
    // buildDocument() on the pool: a canceled build that has not started, or
    // one the pool dropped, finishes without a result.
    static void buildOnPool(QPromise<std::shared_ptr<Built>> &promise, const QString &xml,
                            const QFont &font, const QTextOption &option, const QPalette &palette,
                            QThread *target);
    QTextOption textOption() const;
    void showBuilt(Built &&built);
    void updateMargin();
    void updateLineNumbers(const QRect &rect, int dy);
    void updateLineHighlights();
    void retranslate();
    int blockOfLine(qint64 line, qint64 column, int *positionInBlock) const;
    qint64 lineOfBlock(int block) const;

    LineNumberArea *m_lineNumbers = nullptr;
    XmlHighlighter *m_highlighter = nullptr; // owned by m_document
    std::unique_ptr<QTextDocument> m_document;
    qint64 m_markedLine = 0;
    int m_markedBlock = -1;
    QString m_message;
    bool m_loading = false;
    quint64 m_generation = 0; // of the last setXml/setMessage: a late load is dropped
    PoolBuilds<std::shared_ptr<Built>> m_builds;
    qint64 m_pendingLine = 0;
    qint64 m_pendingColumn = 0;
    qint64 m_lineCount = 0;
    // Where each shown block starts in the original text, when long lines
    // were broken (empty when blocks and lines are the same).
    std::vector<int> m_blockLine; // 0-based
    std::vector<int> m_blockColumn; // 0-based
    std::vector<bool> m_highlighted; // by block: formatted with the current colours
    QString m_ownAccessibleName; // replaced on a language change unless set by others
};

} // namespace rsi
