// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QTreeView;
class QToolButton;

namespace rsi {

class DecorationProxyModel;
class FindingsFilterModel;
class FindingsModel;
class SourceTree;

// Every finding of the source, for the findings dock: a bar of filters
// (errors, warnings and infos on or off, each with its count; a rule id
// prefix; text in the message; only the selected document) over a sortable
// list. Findings that one rule makes about many entries of a document for
// the same reason are one row that says how many (findinggrouping.h); it
// expands to a row per finding. Activating a finding (double-click or
// Return) asks the window to show its document, entry and line (a group's
// first); "Explain rule" (F1) explains its rule.
class FindingsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsPanel)

public:
    explicit FindingsPanel(QWidget *parent = nullptr);
    ~FindingsPanel() override;

    void setTree(const SourceTree &tree);
    // The document "only this document" filters by, -1 for none.
    void setCurrentDocument(int documentId);

    FindingsModel *model() const { return m_model; }
    FindingsFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    // The rule of the current finding, empty when none is selected.
    QString currentRuleId() const;

Q_SIGNALS:
    void findingActivated(int documentId, qint64 line, qint64 column);
    void explainRuleRequested(const QString &ruleId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateCounts();
    void activate(const QModelIndex &index);

    FindingsModel *m_model = nullptr;
    FindingsFilterModel *m_filter = nullptr;
    DecorationProxyModel *m_decorated = nullptr;
    QToolButton *m_severityButtons[3] = {}; // by int(Severity)
    QLineEdit *m_rule = nullptr;
    QLineEdit *m_text = nullptr;
    QCheckBox *m_onlyCurrent = nullptr;
    QToolButton *m_explain = nullptr;
    QTreeView *m_view = nullptr;
    int m_currentDocument = -1;
};

} // namespace rsi
