// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTreeView;
class QToolButton;

namespace rsi {

class DecorationProxyModel;
class FindingListModel;
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
// first); "Explain rule" (F1) explains its rule. Once the crawl has been
// compared with the one before, a choice shows all findings, those new since
// then, or those fixed since then (which are no longer in the crawl: they are
// listed as the last crawl had them).
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
    // What changed since the crawl before: the findings that are new (as in
    // the current tree) and those fixed; documentIds gives the current
    // document of a URL. clearComparison() goes back to all findings.
    void setComparison(const FindingList &fresh, const FindingList &fixed,
                       const QHash<QString, int> &documentIds);
    void clearComparison();
    enum class Scope { All, New, Fixed };
    void setScope(Scope scope);
    Scope scope() const;

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
    void applyScope();

    FindingsModel *m_model = nullptr;
    FindingListModel *m_fixed = nullptr; // fixed since the last crawl
    QSet<QString> m_newKeys; // FindingsFilterModel::findingKey() of the new ones
    FindingsFilterModel *m_filter = nullptr;
    DecorationProxyModel *m_decorated = nullptr;
    QToolButton *m_severityButtons[3] = {}; // by int(Severity)
    QLineEdit *m_rule = nullptr;
    QLineEdit *m_text = nullptr;
    QCheckBox *m_onlyCurrent = nullptr;
    QComboBox *m_scope = nullptr;
    QToolButton *m_explain = nullptr;
    QTreeView *m_view = nullptr;
    int m_currentDocument = -1;
};

} // namespace rsi
