// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace rsi {

// Explains a rule: its id, level ("MUST -> error"), severity, the spec
// section (a link to the section of the published specification for the
// spec version judged), the versions it applies to, the catalogue's summary
// in the user's language, and which command checks it. Unknown ids (NET-,
// HTTP-, SAFE- project rules are in the catalogue too) say so.
class RuleExplanationDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RuleExplanationDialog)

public:
    explicit RuleExplanationDialog(QWidget *parent = nullptr);
    ~RuleExplanationDialog() override;

    void showRule(const QString &ruleId);
    QString ruleId() const { return m_ruleId; }
    // The page shown, as HTML (for tests).
    QString html() const;

private:
    QTextBrowser *m_text = nullptr;
    QString m_ruleId;
};

} // namespace rsi
