// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdiffview.h"

#include "textdiffside_p.h"

#include <QAction>
#include <QEvent>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rsi {

using namespace textdiffparts;

namespace {

// Above this many characters (both sides together) the comparison and the
// layout run on a worker thread.
constexpr qsizetype synchronousLimit = 256 * 1024;
// Lines longer than this are compared and shown broken ...
constexpr qsizetype longLine = 1000;
// ... after each "><", or after this many characters where there is none.
constexpr qsizetype maxPiece = 2000;

// Red and green that still read as such when mixed into a dark base.
const QColor removedTint(0xe0, 0x45, 0x45);
const QColor addedTint(0x2e, 0xb0, 0x4f);

// Characters QTextDocument takes as block breaks: shown as U+FFFD so that
// blocks and rows stay one to one.
bool breaksBlock(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0x2028 || u == 0x2029 || u == 0xfdd0 || u == 0xfdd1;
}

// A text's lines, the long ones broken into pieces, with the number of the
// line each piece starts (1-based; 0 for the second and later pieces).
struct Pieces
{
    QList<QStringView> pieces;
    std::vector<qint32> numbers;
    bool broken = false;
};

Pieces piecesOf(QStringView text)
{
    Pieces out;
    const QList<QStringView> lines = splitLines(text);
    out.pieces.reserve(lines.size());
    out.numbers.reserve(std::size_t(lines.size()));
    qint32 number = 0;
    for (const QStringView line : lines) {
        ++number;
        if (line.size() <= longLine) {
            out.pieces.append(line);
            out.numbers.push_back(number);
            continue;
        }
        out.broken = true;
        qsizetype start = 0;
        for (qsizetype k = 0; k + 1 < line.size(); ++k) {
            const bool betweenTags = line[k] == u'>' && line[k + 1] == u'<';
            if (!betweenTags && k + 1 - start < maxPiece)
                continue;
            out.pieces.append(line.sliced(start, k + 1 - start));
            out.numbers.push_back(start == 0 ? number : 0);
            start = k + 1;
        }
        out.pieces.append(line.sliced(start));
        out.numbers.push_back(start == 0 ? number : 0);
    }
    return out;
}

} // namespace

struct TextDiffView::Built
{
    TextDiff diff;
    DocumentPointer left;
    DocumentPointer right;
    std::vector<qint32> leftNumbers; // by row: 1-based line, 0 for none
    std::vector<qint32> rightNumbers;
    bool brokenLines = false;
};

TextDiffView::TextDiffView(QWidget *parent)
    : QWidget(parent)
    , m_leftTitle(new QLabel(this))
    , m_rightTitle(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_pages(new QStackedWidget(this))
    , m_messageLabel(new QLabel(this))
{
    m_left = new Side(this, true);
    m_right = new Side(this, false);
    m_left->setObjectName(QStringLiteral("localText"));
    m_right->setObjectName(QStringLiteral("remoteText"));
    m_leftTitle->setObjectName(QStringLiteral("localTitle"));
    m_rightTitle->setObjectName(QStringLiteral("remoteTitle"));
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_messageLabel->setObjectName(QStringLiteral("diffMessage"));
    for (QLabel *title : {m_leftTitle, m_rightTitle}) {
        title->setTextInteractionFlags(Qt::TextSelectableByMouse);
        title->setTextFormat(Qt::PlainText);
        title->setMinimumWidth(80);
    }
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_messageLabel->setAlignment(Qt::AlignCenter);
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextFormat(Qt::PlainText);
    m_messageLabel->setMargin(12);
    m_messageLabel->setForegroundRole(QPalette::PlaceholderText);

    // Each action works while focus is anywhere in the view.
    auto *next = new QAction(this);
    next->setObjectName(QStringLiteral("nextChange"));
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(next, &QAction::triggered, this, &TextDiffView::goToNextChange);
    addAction(next);
    auto *previous = new QAction(this);
    previous->setObjectName(QStringLiteral("previousChange"));
    previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    previous->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(previous, &QAction::triggered, this, &TextDiffView::goToPreviousChange);
    addAction(previous);
    m_next->setDefaultAction(next);
    m_previous->setDefaultAction(previous);
    m_next->setArrowType(Qt::DownArrow);
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setAutoRaise(true);
    m_previous->setAutoRaise(true);

    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->setChildrenCollapsible(false);
    auto *leftPane = new QWidget(sides);
    auto *leftLayout = new QVBoxLayout(leftPane);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(2);
    leftLayout->addWidget(m_leftTitle);
    leftLayout->addWidget(m_left, 1);
    auto *rightPane = new QWidget(sides);
    auto *rightLayout = new QVBoxLayout(rightPane);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(2);
    rightLayout->addWidget(m_rightTitle);
    rightLayout->addWidget(m_right, 1);
    sides->addWidget(leftPane);
    sides->addWidget(rightPane);
    m_pages->addWidget(sides);
    m_pages->addWidget(m_messageLabel);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(bar);
    layout->addWidget(m_pages, 1);

    // The rows line up, so the same scroll position shows the same rows.
    for (const auto &[from, to] : {std::pair {m_left, m_right}, std::pair {m_right, m_left}}) {
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, to->verticalScrollBar(),
                &QScrollBar::setValue);
        connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, to->horizontalScrollBar(),
                &QScrollBar::setValue);
        // QPlainTextEdit moves its own scroll bar without a signal when it
        // centres the caret; it still asks to repaint what scrolled.
        connect(from, &QPlainTextEdit::updateRequest, this, [from, to](const QRect &, int dy) {
            if (dy != 0)
                to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
        });
        // A side whose range grows later (its layout is done later) takes up
        // the position the other side could already go to.
        connect(to->verticalScrollBar(), &QScrollBar::rangeChanged, this, [from, to] {
            to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
        });
        Side *side = from;
        connect(from, &QPlainTextEdit::cursorPositionChanged, this,
                [this, side] { followCaret(side); });
    }
    setFocusProxy(m_left);
    retranslate();
    setMessage({});
}

TextDiffView::~TextDiffView()
{
    // No build outlives the view (PoolBuilds says why).
    m_builds.waitForAll();
    for (Side *side : {m_left, m_right}) {
        side->disconnect(this);
        side->verticalScrollBar()->disconnect(this);
    }
}

QPlainTextEdit *TextDiffView::leftView() const
{
    return m_left;
}

QPlainTextEdit *TextDiffView::rightView() const
{
    return m_right;
}

void TextDiffView::setTitles(const QString &left, const QString &right)
{
    m_leftTitle->setText(left);
    m_rightTitle->setText(right);
    m_leftTitle->setToolTip(left);
    m_rightTitle->setToolTip(right);
}

std::shared_ptr<TextDiffView::Built> TextDiffView::build(const QString &left, const QString &right,
                                                         const QFont &font, QThread *target)
{
    auto built = std::make_shared<Built>();
    const Pieces a = piecesOf(left);
    const Pieces b = piecesOf(right);
    built->diff = diffLines(a.pieces, b.pieces);
    built->brokenLines = a.broken || b.broken;

    QString leftText;
    QString rightText;
    leftText.reserve(left.size() + built->diff.rows.size());
    rightText.reserve(right.size() + built->diff.rows.size());
    built->leftNumbers.reserve(std::size_t(built->diff.rows.size()));
    built->rightNumbers.reserve(std::size_t(built->diff.rows.size()));
    bool first = true;
    for (const TextDiff::Row &row : std::as_const(built->diff.rows)) {
        if (!first) {
            leftText += u'\n';
            rightText += u'\n';
        }
        first = false;
        if (row.left >= 0) {
            leftText += a.pieces.at(row.left);
            built->leftNumbers.push_back(a.numbers[std::size_t(row.left)]);
        } else {
            built->leftNumbers.push_back(0);
        }
        if (row.right >= 0) {
            rightText += b.pieces.at(row.right);
            built->rightNumbers.push_back(b.numbers[std::size_t(row.right)]);
        } else {
            built->rightNumbers.push_back(0);
        }
    }
    for (QString *text : {&leftText, &rightText}) {
        for (QChar &c : *text) {
            if (breaksBlock(c))
                c = QChar::ReplacementCharacter;
        }
    }
    built->left = makeDocument(leftText, font, target);
    built->right = makeDocument(rightText, font, target);
    return built;
}

void TextDiffView::buildOnPool(QPromise<std::shared_ptr<Built>> &promise, const QString &left,
                               const QString &right, const QFont &font, QThread *target)
{
    promise.addResult(build(left, right, font, target));
}

void TextDiffView::setTexts(const QString &left, const QString &right)
{
    const quint64 generation = ++m_generation;
    m_builds.drop();
    const QFont font = m_left->font();
    if (left.size() + right.size() <= synchronousLimit) {
        showBuilt(std::move(*build(left, right, font, thread())));
        Q_EMIT loaded();
        return;
    }
    m_loading = true;
    m_message = tr("Comparing…");
    m_messageLabel->setText(m_message);
    showRows(false);

    using Watcher = QFutureWatcher<std::shared_ptr<Built>>;
    auto *watcher = new Watcher(this);
    connect(watcher, &Watcher::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return; // replaced meanwhile; the documents go with the future
        const std::shared_ptr<Built> built = watcher->result();
        m_builds.forgetEnded();
        showBuilt(std::move(*built));
        Q_EMIT loaded();
    });
    watcher->setFuture(m_builds.start(&TextDiffView::buildOnPool, left, right, font, thread()));
}

void TextDiffView::setMessage(const QString &message)
{
    ++m_generation;
    m_builds.drop();
    m_loading = false;
    m_diff = {};
    m_changeStarts.clear();
    m_brokenLines = false;
    m_left->showDocument(makeDocument({}, m_left->font(), thread()), {});
    m_right->showDocument(makeDocument({}, m_right->font(), thread()), {});
    m_message = message;
    m_messageLabel->setText(message);
    showRows(false);
}

void TextDiffView::showBuilt(Built &&built)
{
    m_loading = false;
    m_message.clear();
    m_diff = std::move(built.diff);
    m_brokenLines = built.brokenLines;
    m_changeStarts.clear();
    for (qsizetype row = 0; row < m_diff.rows.size(); ++row) {
        const bool differs = m_diff.rows.at(row).kind != TextDiff::Kind::Equal;
        const bool previousDiffers
            = row > 0 && m_diff.rows.at(row - 1).kind != TextDiff::Kind::Equal;
        if (differs && !previousDiffers)
            m_changeStarts.push_back(int(row));
    }
    m_left->showDocument(std::move(built.left), std::move(built.leftNumbers));
    m_right->showDocument(std::move(built.right), std::move(built.rightNumbers));
    showRows(true);
    // The first difference is what the reader came for.
    if (!m_changeStarts.empty())
        setCurrentRow(m_changeStarts.front());
}

void TextDiffView::showRows(bool visible)
{
    m_pages->setCurrentIndex(visible ? 0 : 1);
    updateSummary();
    updateButtons();
}

int TextDiffView::rowCount() const
{
    return int(m_diff.rows.size());
}

TextDiff::Kind TextDiffView::rowKind(int row) const
{
    if (row < 0 || row >= m_diff.rows.size())
        return TextDiff::Kind::Equal;
    return m_diff.rows.at(row).kind;
}

QColor TextDiffView::rowColour(TextDiff::Kind kind, bool leftSide) const
{
    const QPalette &colours = palette();
    const QColor base = colours.color(QPalette::Base);
    const QColor gap = mix(base, colours.color(QPalette::Text), 0.09);
    switch (kind) {
    case TextDiff::Kind::Equal:
        return {};
    case TextDiff::Kind::Changed:
        return mix(base, colours.color(QPalette::Highlight), 0.22);
    case TextDiff::Kind::Deleted:
        return leftSide ? mix(base, removedTint, 0.25) : gap;
    case TextDiff::Kind::Inserted:
        return leftSide ? gap : mix(base, addedTint, 0.25);
    }
    return {};
}

int TextDiffView::currentRow() const
{
    return rowCount() > 0 ? m_left->textCursor().blockNumber() : -1;
}

void TextDiffView::setCurrentRow(int row)
{
    const QTextBlock block = m_left->document()->findBlockByNumber(row);
    if (!block.isValid())
        return;
    m_left->setTextCursor(QTextCursor(block)); // the right side follows
    m_left->centerCursor();
    updateButtons();
}

bool TextDiffView::goToNextChange()
{
    const int current = currentRow();
    const auto next = std::upper_bound(m_changeStarts.begin(), m_changeStarts.end(), current);
    if (next == m_changeStarts.end())
        return false;
    setCurrentRow(*next);
    return true;
}

bool TextDiffView::goToPreviousChange()
{
    const int current = currentRow();
    const auto next = std::lower_bound(m_changeStarts.begin(), m_changeStarts.end(), current);
    if (next == m_changeStarts.begin())
        return false;
    setCurrentRow(*std::prev(next));
    return true;
}

void TextDiffView::followCaret(Side *from)
{
    if (m_following)
        return;
    m_following = true;
    Side *to = from == m_left ? m_right : m_left;
    const int row = from->textCursor().blockNumber();
    if (to->textCursor().blockNumber() != row) {
        const QTextBlock block = to->document()->findBlockByNumber(row);
        if (block.isValid()) {
            QTextCursor cursor(block);
            cursor.setPosition(
                block.position()
                + std::min(from->textCursor().positionInBlock(), block.length() - 1));
            to->setTextCursor(cursor);
        }
    }
    // The views scroll together: the one that moved decides.
    to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
    m_following = false;
    updateButtons();
}

QString TextDiffView::summary() const
{
    return m_summary->text();
}

void TextDiffView::updateSummary()
{
    if (m_loading || !m_message.isEmpty()) {
        m_summary->clear();
        return;
    }
    const QLocale locale;
    QString text;
    if (m_diff.isIdentical()) {
        text = tr("The local and remote versions are the same.");
    } else {
        text = tr("Changed lines: %1. Only in the local version: %2. Only in the remote "
                  "version: %3.")
                   .arg(locale.toString(m_diff.changed), locale.toString(m_diff.deleted),
                        locale.toString(m_diff.inserted));
    }
    if (m_diff.isCoarse())
        text += u' '
            + tr("The versions differ too much to be aligned line by line: everything between "
                 "the first and the last difference is shown as changed.");
    if (m_brokenLines)
        text += u' ' + tr("Long lines are shown broken after each tag.");
    m_summary->setText(text);
}

void TextDiffView::updateButtons()
{
    const int current = currentRow();
    const bool any = !m_changeStarts.empty() && m_message.isEmpty() && !m_loading;
    m_next->defaultAction()->setEnabled(any && current < m_changeStarts.back());
    m_previous->defaultAction()->setEnabled(any && current > m_changeStarts.front());
}

void TextDiffView::retranslate()
{
    m_next->defaultAction()->setText(tr("Next difference"));
    m_next->defaultAction()->setToolTip(tr("Next difference (Alt+Down)"));
    m_previous->defaultAction()->setText(tr("Previous difference"));
    m_previous->defaultAction()->setToolTip(tr("Previous difference (Alt+Up)"));
    m_left->setAccessibleName(tr("Local version"));
    m_right->setAccessibleName(tr("Remote version"));
    updateSummary();
}

void TextDiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange) {
        m_left->viewport()->update();
        m_right->viewport()->update();
    }
}

} // namespace rsi
