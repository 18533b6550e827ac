// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace rsi {

// Highlights XML: tags and element names, attribute names and values,
// comments (also across lines), processing instructions, CDATA, entity
// references. Colours come from the palette's lightness, so dark mode reads.
class XmlHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(XmlHighlighter)

public:
    explicit XmlHighlighter(QTextDocument *document);
    ~XmlHighlighter() override;

    void setPalette(const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_tag, m_attributeName, m_attributeValue, m_comment, m_instruction, m_entity;
};

} // namespace rsi
