// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "xmlsourceview.h"

#include "common/colourmix.h"
#include "xmldisplaytext_p.h"
#include "xmlhighlighter.h"

#include <QFontDatabase>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>

#include <algorithm>

namespace rsi {

namespace {

// Above this many characters the document is built on a worker thread:
// QTextDocument takes about a second per ten megabytes to take in text.
constexpr qsizetype synchronousLimit = 256 * 1024;

// Margin geometry, in pixels: the mark strip, then the numbers.
constexpr int markWidth = 3;
constexpr int numberLeftPadding = 6;
constexpr int numberRightPadding = 8;

QColor currentLineColour(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.12);
}

QColor markedLineColour(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.30);
}

// A document that lived on a worker is deleted on the thread it was moved
// to, wherever the last reference to it goes.
struct DeleteLater
{
    void operator()(QObject *object) const { object->deleteLater(); }
};

} // namespace

struct XmlSourceView::Built
{
    std::unique_ptr<QTextDocument, DeleteLater> document;
    XmlHighlighter *highlighter = nullptr; // a child of document
    std::vector<int> blockLine;
    std::vector<int> blockColumn;
    qint64 lineCount = 0;
};

// Builds the document a view shows, on any thread, and hands it to target.
// The highlighter is made while the document is empty and does not see the
// text go in (signals blocked), so nothing is highlighted here; instead each
// block gets the state highlighting would leave, so that the view can format
// any block alone, when it is shown. Every block's layout is made here too:
// QPlainTextEdit makes them all in its first relayout otherwise, on the GUI
// thread.
std::shared_ptr<XmlSourceView::Built>
XmlSourceView::buildDocument(const QString &xml, const QFont &font, const QTextOption &option,
                             const QPalette &palette, QThread *target)
{
    xmldisplay::DisplayText display = xmldisplay::displayText(xml);
    auto built = std::make_shared<XmlSourceView::Built>();
    auto *document = new QTextDocument;
    built->document.reset(document);
    document->setUndoRedoEnabled(false);
    document->setDefaultFont(font);
    document->setDefaultTextOption(option);
    document->setDocumentLayout(new QPlainTextDocumentLayout(document));
    built->highlighter = new XmlHighlighter(document);
    built->highlighter->setPalette(palette);
    {
        const QSignalBlocker blocker(document);
        document->setPlainText(display.text);
    }
    const bool statesFit = display.states.size() == std::size_t(document->blockCount());
    std::size_t number = 0;
    int state = -1;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next(), ++number) {
        state = statesFit ? display.states[number] : XmlHighlighter::endState(block.text(), state);
        block.setUserState(state);
        block.layout();
    }
    built->lineCount = display.lineCount;
    if (!display.blockLine.empty()
        && display.blockLine.size() == std::size_t(document->blockCount())) {
        built->blockLine = std::move(display.blockLine);
        built->blockColumn = std::move(display.blockColumn);
    } else {
        built->lineCount = document->blockCount();
    }
    document->moveToThread(target);
    return built;
}

// The margin with the line numbers: a plain widget over the view's left
// viewport margin that asks the view to paint it.
class XmlSourceView::LineNumberArea final : public QWidget
{
public:
    explicit LineNumberArea(XmlSourceView *view)
        : QWidget(view)
        , m_view(view)
    { }

    QSize sizeHint() const override { return {m_view->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintLineNumbers(event); }

    // A click in the margin puts the cursor on that line, as in editors.
    void mousePressEvent(QMouseEvent *event) override
    {
        QPoint inViewport = m_view->viewport()->mapFrom(this, event->position().toPoint());
        inViewport.setX(0);
        QTextCursor cursor = m_view->cursorForPosition(inViewport);
        cursor.movePosition(QTextCursor::StartOfBlock);
        m_view->setTextCursor(cursor);
    }

private:
    XmlSourceView *m_view;
};

XmlSourceView::XmlSourceView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_lineNumbers(new LineNumberArea(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    connect(this, &QPlainTextEdit::updateRequest, this, &XmlSourceView::updateLineNumbers);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        updateLineHighlights();
        m_lineNumbers->update();
    });

    showBuilt(std::move(*buildDocument({}, font(), textOption(), palette(), thread())));
    retranslate();
}

XmlSourceView::~XmlSourceView()
{
    // No build outlives the view (PoolBuilds says why).
    m_builds.waitForAll();
    // The editor must not be left with a document that is gone.
    setDocument(nullptr);
}

void XmlSourceView::buildOnPool(QPromise<std::shared_ptr<Built>> &promise, const QString &xml,
                                const QFont &font, const QTextOption &option,
                                const QPalette &palette, QThread *target)
{
    promise.addResult(buildDocument(xml, font, option, palette, target));
}

QTextOption XmlSourceView::textOption() const
{
    QTextOption option;
    option.setTabStopDistance(QFontMetricsF(font()).horizontalAdvance(u' ') * 4);
    option.setWrapMode(QTextOption::NoWrap);
    return option;
}

void XmlSourceView::setXml(const QString &text)
{
    const quint64 generation = ++m_generation;
    m_pendingLine = 0;
    m_pendingColumn = 0;
    m_builds.drop();
    if (text.size() <= synchronousLimit) {
        showBuilt(std::move(*buildDocument(text, font(), textOption(), palette(), thread())));
        Q_EMIT loaded();
        return;
    }

    showBuilt(std::move(*buildDocument({}, font(), textOption(), palette(), thread())));
    m_loading = true;
    m_message = tr("Loading…");
    setTextInteractionFlags(Qt::NoTextInteraction);
    updateMargin();
    updateLineHighlights();
    viewport()->update();

    using Watcher = QFutureWatcher<std::shared_ptr<Built>>;
    auto *watcher = new Watcher(this);
    connect(watcher, &Watcher::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return; // replaced meanwhile; the document goes with the future
        const std::shared_ptr<Built> built = watcher->result();
        m_builds.forgetEnded();
        const qint64 line = m_pendingLine;
        const qint64 column = m_pendingColumn;
        showBuilt(std::move(*built));
        if (line > 0)
            goToLine(line, column);
        Q_EMIT loaded();
    });
    watcher->setFuture(m_builds.start(&XmlSourceView::buildOnPool, text, font(), textOption(),
                                      palette(), thread()));
}

void XmlSourceView::setMessage(const QString &message)
{
    ++m_generation;
    m_builds.drop();
    m_pendingLine = 0;
    m_pendingColumn = 0;
    showBuilt(std::move(*buildDocument({}, font(), textOption(), palette(), thread())));
    m_message = message;
    m_lineCount = 0;
    setTextInteractionFlags(Qt::NoTextInteraction); // no caret over the message
    setAccessibleDescription(message);
    updateMargin();
    updateLineHighlights();
    viewport()->update();
}

// Takes a built document in, in place of the one shown.
void XmlSourceView::showBuilt(Built &&built)
{
    std::unique_ptr<QTextDocument> old = std::move(m_document);
    m_document.reset(built.document.release());
    m_highlighter = built.highlighter;
    m_highlighter->setPalette(palette()); // the palette may have changed while it was built
    m_blockLine = std::move(built.blockLine);
    m_blockColumn = std::move(built.blockColumn);
    m_lineCount = built.lineCount;
    m_highlighted.assign(std::size_t(m_document->blockCount()), false);
    m_loading = false;
    m_message.clear();
    m_markedLine = 0;
    m_markedBlock = -1;
    setAccessibleDescription(QString());
    // A viewport that changes width relays out every block of the document
    // it shows: the margin changes while the smaller document is shown.
    const bool marginFirst = old && old->blockCount() < m_document->blockCount();
    if (marginFirst)
        updateMargin();
    // A caret to move with the keyboard: reading with Page Down and the
    // arrows, and selecting to copy, without a mouse.
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);

    setDocument(m_document.get());
    setTextCursor(QTextCursor(m_document.get()));
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    if (!marginFirst)
        updateMargin();
    old.reset(); // after the switch: the editor never holds a deleted document

    updateLineHighlights();
    viewport()->update();
}

void XmlSourceView::goToLine(qint64 line, qint64 column)
{
    if (m_loading) {
        m_pendingLine = line;
        m_pendingColumn = column;
        return;
    }
    if (!m_message.isEmpty() || line < 1)
        return;
    int position = 0;
    const int blockNumber = blockOfLine(line, column, &position);
    const QTextBlock block = document()->findBlockByNumber(blockNumber);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + position);
    setTextCursor(cursor);
    centerCursor();
    m_markedLine = lineOfBlock(blockNumber);
    m_markedBlock = blockNumber;
    updateLineHighlights();
    m_lineNumbers->update();
}

qint64 XmlSourceView::currentLine() const
{
    if (m_loading)
        return m_pendingLine;
    if (!m_message.isEmpty())
        return 0;
    return lineOfBlock(textCursor().blockNumber());
}

// The block showing (line, column) and the column's place in it, clamped to
// the text: past the last line is the last line, past a line's end its end.
int XmlSourceView::blockOfLine(qint64 line, qint64 column, int *positionInBlock) const
{
    const int blocks = m_document->blockCount();
    const qint64 wantedColumn = std::max(column - 1, qint64(0));
    int block = 0;
    qint64 blockStart = 0; // column of the block's first character in its line
    if (m_blockLine.empty()) {
        block = int(std::clamp(line, qint64(1), qint64(blocks)) - 1);
    } else {
        const qint64 wantedLine = std::min(line, m_lineCount) - 1;
        const auto first = std::lower_bound(m_blockLine.begin(), m_blockLine.end(), wantedLine);
        block = first == m_blockLine.end() ? blocks - 1 : int(first - m_blockLine.begin());
        while (block + 1 < blocks && m_blockLine[std::size_t(block) + 1] == wantedLine
               && m_blockColumn[std::size_t(block) + 1] <= wantedColumn)
            ++block;
        blockStart = m_blockColumn[std::size_t(block)];
    }
    const QTextBlock textBlock = m_document->findBlockByNumber(block);
    *positionInBlock
        = int(std::clamp(wantedColumn - blockStart, qint64(0), qint64(textBlock.length() - 1)));
    return block;
}

qint64 XmlSourceView::lineOfBlock(int block) const
{
    if (block < 0)
        return 0;
    if (m_blockLine.empty())
        return block + 1;
    return m_blockLine[std::min(std::size_t(block), m_blockLine.size() - 1)] + 1;
}

int XmlSourceView::lineNumberAreaWidth() const
{
    if (!m_message.isEmpty() || m_loading)
        return 0;
    int digits = 1;
    for (qint64 max = qMax<qint64>(1, m_lineCount); max >= 10; max /= 10)
        ++digits;
    digits = qMax(digits, 2); // no jump in width between line 9 and 10
    return markWidth + numberLeftPadding + numberRightPadding
        + fontMetrics().horizontalAdvance(u'9') * digits;
}

void XmlSourceView::updateMargin()
{
    const int width = lineNumberAreaWidth();
    setViewportMargins(width, 0, 0, 0);
    const QRect contents = contentsRect();
    m_lineNumbers->setGeometry(contents.left(), contents.top(), width, contents.height());
    m_lineNumbers->setVisible(width > 0);
    m_lineNumbers->update();
}

void XmlSourceView::updateLineNumbers(const QRect &rect, int dy)
{
    if (dy != 0)
        m_lineNumbers->scroll(0, dy);
    else
        m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
}

void XmlSourceView::updateLineHighlights()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_message.isEmpty() && !m_loading) {
        const QTextCursor current = textCursor();
        if (current.blockNumber() != m_markedBlock) {
            QTextEdit::ExtraSelection line;
            line.format.setBackground(currentLineColour(palette()));
            line.format.setProperty(QTextFormat::FullWidthSelection, true);
            line.cursor = current;
            line.cursor.clearSelection();
            selections.append(line);
        }
        if (m_markedBlock >= 0) {
            QTextEdit::ExtraSelection marked;
            marked.format.setBackground(markedLineColour(palette()));
            marked.format.setProperty(QTextFormat::FullWidthSelection, true);
            marked.cursor = QTextCursor(m_document->findBlockByNumber(m_markedBlock));
            selections.append(marked);
        }
    }
    setExtraSelections(selections);
}

void XmlSourceView::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_lineNumbers);
    const QPalette &colours = palette();
    const QColor background
        = mix(colours.color(QPalette::Base), colours.color(QPalette::Text), 0.04);
    painter.fillRect(event->rect(), background);
    const int width = m_lineNumbers->width();
    painter.setPen(mix(colours.color(QPalette::Base), colours.color(QPalette::Text), 0.15));
    painter.drawLine(width - 1, event->rect().top(), width - 1, event->rect().bottom());
    if (!m_message.isEmpty() || m_loading)
        return;

    const int current = textCursor().blockNumber();
    const QRect area = event->rect();
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    painter.setFont(font());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= area.bottom()) {
        const qreal bottom = top + blockBoundingRect(block).height();
        if (block.isVisible() && bottom >= area.top()) {
            const QRectF row(0, top, width - 1, bottom - top);
            if (number == m_markedBlock) {
                painter.fillRect(row, markedLineColour(colours));
                painter.fillRect(QRectF(0, top, markWidth, bottom - top),
                                 colours.color(QPalette::Highlight));
            } else if (number == current) {
                painter.fillRect(row, currentLineColour(colours));
            }
            const bool continuation = !m_blockLine.empty() && number > 0
                && m_blockLine[std::size_t(number)] == m_blockLine[std::size_t(number) - 1];
            if (!continuation) {
                const bool strong = number == current || number == m_markedBlock;
                painter.setPen(colours.color(strong ? QPalette::Text : QPalette::PlaceholderText));
                painter.drawText(QRectF(0, top, width - numberRightPadding, lineHeight),
                                 Qt::AlignRight | Qt::AlignVCenter,
                                 QString::number(lineOfBlock(number)));
            }
        }
        block = block.next();
        top = bottom;
        ++number;
    }
}

void XmlSourceView::paintEvent(QPaintEvent *event)
{
    // Highlighting on demand: the blocks about to be painted get their
    // formats now (the states they start in were set when the document was
    // built). A block formatted here asks for one more paint of itself.
    if (m_highlighter && m_message.isEmpty() && !m_loading) {
        const QPointF offset = contentOffset();
        const int bottom = viewport()->height();
        for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
            if (blockBoundingGeometry(block).translated(offset).top() > bottom)
                break;
            const auto number = std::size_t(block.blockNumber());
            if (number < m_highlighted.size() && !m_highlighted[number]) {
                m_highlighted[number] = true;
                m_highlighter->rehighlightBlock(block);
            }
        }
    }

    QPlainTextEdit::paintEvent(event);

    if (!m_message.isEmpty()) {
        QPainter painter(viewport());
        painter.setFont(QGuiApplication::font());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        const int margin = 2 * fontMetrics().height();
        painter.drawText(viewport()->rect().adjusted(margin, margin, -margin, -margin),
                         Qt::AlignCenter | Qt::TextWordWrap, m_message);
    }
}

void XmlSourceView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    updateMargin();
}

void XmlSourceView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
        if (m_highlighter)
            m_highlighter->setPalette(palette());
        std::fill(m_highlighted.begin(), m_highlighted.end(), false);
        updateLineHighlights();
        m_lineNumbers->update();
        viewport()->update();
        break;
    case QEvent::FontChange:
        updateMargin();
        break;
    case QEvent::LanguageChange:
        retranslate();
        break;
    default:
        break;
    }
}

void XmlSourceView::retranslate()
{
    if (accessibleName().isEmpty() || accessibleName() == m_ownAccessibleName) {
        m_ownAccessibleName = tr("XML source");
        setAccessibleName(m_ownAccessibleName);
    }
    if (m_loading) {
        m_message = tr("Loading…");
        viewport()->update();
    }
}

} // namespace rsi
