// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace rsi {

// Where to crawl from: a site, a document URL or a local path, typed or
// dropped (files and folders from a file manager, URLs from a browser).
// Editable, with the history of what was opened (newest first, no
// duplicates, at most 30) offered as a drop-down and as completion. Return,
// or picking from history, emits sourceRequested with the trimmed text.
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

Q_SIGNALS:
    void sourceRequested(const QString &input);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override; // language: placeholder text
};

} // namespace rsi
