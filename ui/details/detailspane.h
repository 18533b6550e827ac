// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/sourcetree.h"

#include <QTextBrowser>

namespace rsi {

// Everything known about the selected document or entry, as a readable page:
// for a document its kind, URLs (requested and final), how it was reached,
// HTTP facts (status, Content-Type, Content-Encoding, bytes, time, ETag,
// Last-Modified, 304), the rs:md attributes, every rs:ln link, entry count
// and its findings; for an entry every field it has and its findings. Texts
// from the source are HTML-escaped.
//
// Links are navigation: a URL of a document in the tree emits
// documentRequested, another http(s) URL emits urlRequested (the window
// decides: open as a source, or in the browser), and a finding's position
// emits lineRequested.
class DetailsPane final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsPane)

public:
    explicit DetailsPane(QWidget *parent = nullptr);
    ~DetailsPane() override;

    void showDocument(const SourceTree &tree, int documentId);
    // entryFindings: the findings that fall on the entry (EntryTableModel::findingsOfEntry).
    void showEntry(const SourceTree &tree, int documentId, int entryRow,
                   const FindingList &entryFindings);
    void showNothing(); // a hint: select a document or an entry

Q_SIGNALS:
    void documentRequested(int documentId);
    void urlRequested(const QUrl &url);
    void lineRequested(int documentId, qint64 line, qint64 column);

protected:
    void changeEvent(QEvent *event) override; // language or palette: render again

private:
    void followLink(const QUrl &link);
    void render();

    const SourceTree *m_tree = nullptr; // the window's, outlives the shown page
    int m_documentId = -1;
    int m_entryRow = -1;
    FindingList m_entryFindings;
};

} // namespace rsi
