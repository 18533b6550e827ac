// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/specversion.h"

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

    // The version judged: which published specification the section links
    // lead to (a rule of one version only links to that version). 1.1 by
    // default.
    void setSpecVersion(SpecVersion version);
    SpecVersion specVersion() const { return m_specVersion; }

    void showRule(const QString &ruleId);
    QString ruleId() const { return m_ruleId; }
    // The page shown, as HTML (for tests).
    QString html() const;

protected:
    void changeEvent(QEvent *event) override; // language or palette: explain again

private:
    void render();

    QTextBrowser *m_text = nullptr;
    QString m_ruleId;
    QString m_html;
    SpecVersion m_specVersion = SpecVersion::V1_1;
};

} // namespace rsi
