// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "addressbar.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QDir>
#include <QDragEnterEvent>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QTimer>
#include <QUrl>

namespace rsi {

namespace {

constexpr qsizetype maxHistory = 30;

bool isWebUrl(const QUrl &url)
{
    return url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https")
        && !url.host().isEmpty();
}

QStringList cleanHistory(const QStringList &history)
{
    QStringList clean;
    for (const QString &entry : history) {
        const QString trimmed = entry.trimmed();
        if (!trimmed.isEmpty() && !clean.contains(trimmed))
            clean.append(trimmed);
        if (clean.size() == maxHistory)
            break;
    }
    return clean;
}

} // namespace

// What a drop would put in the field: the first local file or folder (as a
// native path, as a person would type it) or web address among the dragged
// URLs; a browser's plain-text drag of an address counts too. Empty when
// nothing dragged can be opened.
QString droppedSource(const QMimeData *mime)
{
    if (!mime)
        return {};
    if (mime->hasUrls()) {
        const QList<QUrl> urls = mime->urls();
        for (const QUrl &url : urls) {
            if (url.isLocalFile())
                return QDir::toNativeSeparators(url.toLocalFile());
            if (isWebUrl(url))
                return url.toString();
        }
    }
    if (mime->hasText()) {
        const QString text = mime->text().trimmed();
        const QUrl url(text, QUrl::StrictMode);
        if (!text.contains(u'\n') && isWebUrl(url))
            return text;
    }
    return {};
}

AddressBar::AddressBar(QWidget *parent)
    : QComboBox(parent)
{
    setEditable(true);
    // The history is ours to order (newest first); the combo box must not
    // append what is typed.
    setInsertPolicy(QComboBox::NoInsert);
    setMaxCount(int(maxHistory));
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(30);
    setAcceptDrops(true);
    // Drops go to the combo box, which knows files from folders from web
    // addresses; the line edit would paste a file URL as text.
    lineEdit()->setAcceptDrops(false);
    lineEdit()->setClearButtonEnabled(true);

    auto *completer = new QCompleter(model(), this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains); // "books" finds https://host/books/...
    completer->setCompletionMode(QCompleter::PopupCompletion);
    setCompleter(completer);

    connect(lineEdit(), &QLineEdit::returnPressed, this, [this] { request(text()); });
    // Picking from the drop-down list. QComboBox also "activates" the item
    // that matches the text when the field merely loses focus; that must not
    // open anything, so only activations while the list is open count.
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && m_popupOpen)
            request(itemText(index));
    });

    retranslate();
}

AddressBar::~AddressBar() = default;

void AddressBar::showPopup()
{
    m_popupOpen = true;
    QComboBox::showPopup();
}

void AddressBar::hidePopup()
{
    QComboBox::hidePopup();
    // The pick is reported after the list closes, in this same event.
    QTimer::singleShot(0, this, [this] { m_popupOpen = false; });
}

QString AddressBar::text() const
{
    return currentText().trimmed();
}

void AddressBar::setText(const QString &text)
{
    setEditText(text);
}

QStringList AddressBar::history() const
{
    QStringList items;
    items.reserve(count());
    for (int i = 0; i < count(); ++i)
        items.append(itemText(i));
    return items;
}

void AddressBar::setHistory(const QStringList &history)
{
    // Replacing the items moves the current index, which would put an old
    // entry in the field: what the person typed stays.
    const QString typed = currentText();
    const QSignalBlocker blocker(this);
    clear();
    addItems(cleanHistory(history));
    setCurrentIndex(-1);
    setEditText(typed);
}

void AddressBar::remember(const QString &input)
{
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty())
        return;
    QStringList items = history();
    items.removeAll(trimmed);
    items.prepend(trimmed);
    setHistory(items);
    setEditText(trimmed);
}

// One Return arrives more than once: the line edit ignores it (so that a
// dialog's default button would get it), QComboBox hands it back to the line
// edit (a second returnPressed), and on a completion the completer activates
// the item too. All carry the same text within the same event, so repeats are
// dropped until control returns to the event loop.
void AddressBar::request(const QString &input)
{
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty())
        return;
    if (m_requestInFlight && trimmed == m_lastRequest)
        return;
    m_lastRequest = trimmed;
    m_requestInFlight = true;
    QTimer::singleShot(0, this, [this] { m_requestInFlight = false; });
    if (currentText().trimmed() != trimmed)
        setEditText(trimmed);
    Q_EMIT sourceRequested(trimmed);
}

void AddressBar::retranslate()
{
    lineEdit()->setPlaceholderText(tr("Site, document URL or local folder"));
    // The name a parent gave (it knows the context) stays.
    if (accessibleName().isEmpty() || accessibleName() == m_ownAccessibleName) {
        m_ownAccessibleName = tr("Address");
        setAccessibleName(m_ownAccessibleName);
    }
    setToolTip(tr("Where to start: a site (https://example.org), the URL of a ResourceSync "
                  "document, or a folder or file on this computer. Press Enter to open."));
}

void AddressBar::dragEnterEvent(QDragEnterEvent *event)
{
    if (droppedSource(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void AddressBar::dragMoveEvent(QDragMoveEvent *event)
{
    if (droppedSource(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void AddressBar::dropEvent(QDropEvent *event)
{
    const QString source = droppedSource(event->mimeData());
    if (source.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    setEditText(source);
    // Dropping is the whole gesture, as in a browser's address bar: open it.
    request(source);
}

void AddressBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

} // namespace rsi
