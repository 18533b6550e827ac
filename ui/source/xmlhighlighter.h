// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace rsi {

// Highlights XML: tags and element names, attribute names and values,
// comments (also across lines), processing instructions, CDATA, entity
// references. Colours come from the palette's lightness, so dark mode reads.
// Tags and attribute values may span lines too (attributes one per line are
// common in ResourceSync documents); the block state carries what is open.
//
// Made on an empty document it highlights as QSyntaxHighlighter does: every
// block, on every change. XmlSourceView gives a large document its block
// states with endState() instead and formats only the blocks it shows, with
// rehighlightBlock(): the states it set are the ones highlightBlock() sets,
// so formatting one block goes no further.
class XmlHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(XmlHighlighter)

public:
    explicit XmlHighlighter(QTextDocument *document);
    ~XmlHighlighter() override;

    // New colours for what is highlighted from now on: rehighlight() (or
    // rehighlightBlock()) recolours what already is.
    void setPalette(const QPalette &palette);

    // The state highlightBlock() leaves after a line whose previous line left
    // previousState (-1 before the first line). Pure: any thread may call it.
    static int endState(QStringView line, int previousState);

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_tag, m_attributeName, m_attributeValue, m_comment, m_instruction, m_entity,
        m_cdata;
};

} // namespace rsi
