// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What TextDiffView's two files share: the documents it shows, and one side of
// the view (TextDiffView::Side, textdiffside.cpp).

#include "common/colourmix.h"
#include "textdiffview.h"

#include <QPlainTextEdit>
#include <QTextDocument>

#include <memory>
#include <vector>

class QFont;
class QThread;

namespace rsi::textdiffparts {

// A document that lived on a worker is deleted on the thread it was moved
// to, wherever the last reference to it goes.
struct DeleteLater
{
    void operator()(QObject *object) const { object->deleteLater(); }
};
using DocumentPointer = std::unique_ptr<QTextDocument, DeleteLater>;

// A document of one block a row, laid out, for target's thread.
DocumentPointer makeDocument(const QString &text, const QFont &font, QThread *target);

} // namespace rsi::textdiffparts

namespace rsi {

// One side: a read-only plain text view that paints each row's colour under
// the text, frames the caret's row, and numbers the lines in a margin.
class TextDiffView::Side final : public QPlainTextEdit
{
public:
    Side(TextDiffView *owner, bool left);
    ~Side() override;

    void showDocument(textdiffparts::DocumentPointer document, std::vector<qint32> numbers);
    int marginWidth() const;
    // The rectangle of a row in the viewport, for tests and painting.
    QRectF rowRect(int row) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    class Margin;

    template<typename Function> void forEachVisibleRow(const QRect &area, Function function) const;
    void updateMargin();
    void paintMargin(QPaintEvent *event);

    TextDiffView *m_owner;
    bool m_leftSide;
    Margin *m_margin;
    std::unique_ptr<QTextDocument> m_document;
    std::vector<qint32> m_numbers;
    int m_digits = 2;
};

} // namespace rsi
