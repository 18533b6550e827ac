// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

class QMimeData;

namespace rsi {

// What a drag carries that can be opened as a source: a local file or
// folder (as a native path), or an http(s) URL, from a file manager or a
// browser; empty when nothing can.
QString droppedSource(const QMimeData *mime);

// Where to crawl from: a site, a document URL or a local path, typed or
// dropped (files and folders from a file manager, URLs from a browser).
// Editable, with the history of what was opened (newest first, no
// duplicates, at most 30) offered as a drop-down and as completion. Return,
// picking from history or a drop emits sourceRequested with the trimmed text
// (a dropped local file or folder as its native path). remember() is left to
// whoever opens the source.
class AddressBar final : public QComboBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddressBar)

public:
    explicit AddressBar(QWidget *parent = nullptr);
    ~AddressBar() override;

    QString text() const;
    void setText(const QString &text);
    QStringList history() const;
    void setHistory(const QStringList &history);
    // Puts input at the top of the history and in the field.
    void remember(const QString &input);

    void showPopup() override;
    void hidePopup() override;

Q_SIGNALS:
    void sourceRequested(const QString &input);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override; // language: placeholder text

private:
    void request(const QString &input);
    void retranslate();

    QString m_lastRequest;
    bool m_requestInFlight = false;
    bool m_popupOpen = false; // the history list is open: a pick opens a source
    QString m_ownAccessibleName; // replaced on a language change unless set by others
};

} // namespace rsi
