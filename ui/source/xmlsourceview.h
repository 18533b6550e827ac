// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace rsi {

class XmlHighlighter;

// The raw XML of a document: read-only, monospace, with line numbers in a
// margin and syntax highlighting (XmlHighlighter) in colours derived from the
// palette, so it reads in dark mode too. goToLine() scrolls to a line,
// selects it, and marks it in the margin.
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
    // 1-based; column 1-based too, 0 for the whole line.
    void goToLine(qint64 line, qint64 column = 0);
    qint64 currentLine() const;

    int lineNumberAreaWidth() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override; // palette change: new colours

private:
    class LineNumberArea;
    void paintLineNumbers(QPaintEvent *event);

    LineNumberArea *m_lineNumbers = nullptr;
    XmlHighlighter *m_highlighter = nullptr;
    qint64 m_markedLine = 0;
};

} // namespace rsi
