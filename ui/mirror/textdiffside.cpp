// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One side of TextDiffView: a read-only view that paints the rows' colours,
// frames the caret's row and numbers the lines; and the documents it shows.
#include "textdiffside_p.h"

#include <QFontDatabase>
#include <QPaintEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>

#include <algorithm>

namespace rsi {

namespace textdiffparts {

namespace {

QTextOption textOptionFor(const QFont &font)
{
    QTextOption option;
    option.setTabStopDistance(QFontMetricsF(font).horizontalAdvance(u' ') * 4);
    option.setWrapMode(QTextOption::NoWrap);
    return option;
}

} // namespace

DocumentPointer makeDocument(const QString &text, const QFont &font, QThread *target)
{
    DocumentPointer document(new QTextDocument);
    document->setUndoRedoEnabled(false);
    document->setDefaultFont(font);
    document->setDefaultTextOption(textOptionFor(font));
    document->setDocumentLayout(new QPlainTextDocumentLayout(document.get()));
    document->setPlainText(text);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        block.layout();
    document->moveToThread(target);
    return document;
}

} // namespace textdiffparts

using namespace textdiffparts;

namespace {

constexpr int numberLeftPadding = 6;
constexpr int numberRightPadding = 8;

} // namespace

class TextDiffView::Side::Margin final : public QWidget
{
public:
    explicit Margin(Side *side)
        : QWidget(side)
        , m_side(side)
    { }

protected:
    void paintEvent(QPaintEvent *event) override { m_side->paintMargin(event); }

private:
    Side *m_side;
};

TextDiffView::Side::Side(TextDiffView *owner, bool left)
    : QPlainTextEdit(owner)
    , m_owner(owner)
    , m_leftSide(left)
    , m_margin(new Margin(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_margin->scroll(0, dy);
        else
            m_margin->update(0, rect.y(), m_margin->width(), rect.height());
    });
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        m_margin->update();
        viewport()->update();
    });
    showDocument(makeDocument({}, font(), thread()), {});
}

TextDiffView::Side::~Side()
{
    // The editor must not be left with a document that is gone, and the
    // view it belongs to is going too: no one is told.
    const QSignalBlocker blocker(this);
    setDocument(nullptr);
}

void TextDiffView::Side::showDocument(DocumentPointer document, std::vector<qint32> numbers)
{
    std::unique_ptr<QTextDocument> old = std::move(m_document);
    m_document.reset(document.release());
    m_numbers = std::move(numbers);
    qint32 highest = 1;
    for (const qint32 number : m_numbers)
        highest = std::max(highest, number);
    m_digits = std::max(2, int(QString::number(highest).size()));
    setDocument(m_document.get());
    setTextCursor(QTextCursor(m_document.get()));
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    old.reset();
    updateMargin();
    viewport()->update();
}

int TextDiffView::Side::marginWidth() const
{
    return numberLeftPadding + numberRightPadding
        + fontMetrics().horizontalAdvance(u'9') * m_digits;
}

QRectF TextDiffView::Side::rowRect(int row) const
{
    const QTextBlock block = document()->findBlockByNumber(row);
    if (!block.isValid())
        return {};
    const QRectF geometry = blockBoundingGeometry(block).translated(contentOffset());
    return {0, geometry.top(), qreal(viewport()->width()), geometry.height()};
}

template<typename Function>
void TextDiffView::Side::forEachVisibleRow(const QRect &area, Function function) const
{
    const QPointF offset = contentOffset();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF geometry = blockBoundingGeometry(block).translated(offset);
        if (geometry.top() > area.bottom())
            break;
        if (geometry.bottom() >= area.top())
            function(block.blockNumber(), geometry);
    }
}

void TextDiffView::Side::paintEvent(QPaintEvent *event)
{
    {
        QPainter painter(viewport());
        forEachVisibleRow(event->rect(), [&](int row, const QRectF &rect) {
            const QColor colour = m_owner->rowColour(m_owner->rowKind(row), m_leftSide);
            if (colour.isValid())
                painter.fillRect(QRectF(0, rect.top(), viewport()->width(), rect.height()), colour);
        });
    }
    QPlainTextEdit::paintEvent(event);
    // The caret's row, framed so that its colour still shows.
    if (m_owner->rowCount() > 0) {
        QPainter painter(viewport());
        const QRectF row = rowRect(textCursor().blockNumber());
        QColor frame = palette().color(QPalette::Highlight);
        if (!hasFocus())
            frame.setAlphaF(0.45f);
        painter.setPen(frame);
        painter.drawRect(row.adjusted(0.5, 0.5, -1.5, -1.5));
    }
}

void TextDiffView::Side::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    updateMargin();
}

void TextDiffView::Side::focusInEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusInEvent(event);
    viewport()->update();
}

void TextDiffView::Side::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    viewport()->update();
}

void TextDiffView::Side::updateMargin()
{
    const int width = marginWidth();
    setViewportMargins(width, 0, 0, 0);
    const QRect contents = contentsRect();
    m_margin->setGeometry(contents.left(), contents.top(), width, contents.height());
    m_margin->update();
}

void TextDiffView::Side::paintMargin(QPaintEvent *event)
{
    QPainter painter(m_margin);
    const QPalette &colours = palette();
    const QColor base = colours.color(QPalette::Base);
    const QColor text = colours.color(QPalette::Text);
    painter.fillRect(event->rect(), mix(base, text, 0.04));
    const int width = m_margin->width();
    painter.setPen(mix(base, text, 0.15));
    painter.drawLine(width - 1, event->rect().top(), width - 1, event->rect().bottom());
    painter.setFont(font());
    const int current = textCursor().blockNumber();
    const QRect area = event->rect();
    // The margin's origin is the viewport's, shifted by the margin itself.
    forEachVisibleRow(area, [&](int row, const QRectF &rect) {
        const QColor colour = m_owner->rowColour(m_owner->rowKind(row), m_leftSide);
        if (colour.isValid())
            painter.fillRect(QRectF(0, rect.top(), width - 1, rect.height()), colour);
        const qint32 number = std::size_t(row) < m_numbers.size() ? m_numbers[std::size_t(row)] : 0;
        if (number <= 0)
            return;
        painter.setPen(colours.color(row == current ? QPalette::Text : QPalette::PlaceholderText));
        painter.drawText(QRectF(0, rect.top(), width - numberRightPadding, rect.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(number));
    });
}

} // namespace rsi
