// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runcomparison.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace rsi {

class ComparedDocumentsModel;
class DecorationProxyModel;
class FindingListModel;

// What changed between two crawls of a source: the verdict, the two runs,
// the documents added, removed and changed (with their entries and first
// examples), and the findings new and fixed, in tabs; exports the
// comparison as HTML (the report's style) or CSV. Activating a document or
// a finding asks the window to show it.
class ComparisonView final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonView)

public:
    explicit ComparisonView(QWidget *parent = nullptr);
    ~ComparisonView() override;

    // documentIds: the current crawl's document of a URL, for activation.
    void setComparison(const RunComparison &comparison,
                       const QHash<QString, int> &documentIds = {});
    const RunComparison &comparison() const { return m_comparison; }

    enum class Export { Html, Csv };
    // Writes the comparison to path, atomically; the problem, or empty.
    QString exportTo(Export kind, const QString &path) const;
    // Asks where to save (a QFileDialog unless replaced: tests).
    using FileChooser
        = std::function<QString(QWidget *parent, const QString &suggested, const QString &filter)>;
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }

    ComparedDocumentsModel *documentsModel() const { return m_documents; }
    FindingListModel *newFindingsModel() const { return m_new; }
    FindingListModel *fixedFindingsModel() const { return m_fixed; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    void documentActivated(int documentId);
    void findingActivated(int documentId, qint64 line, qint64 column);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void exportAs(Export kind);
    QTableView *findingsView(DecorationProxyModel *decorated, const QString &name);

    RunComparison m_comparison;
    QHash<QString, int> m_documentIds;
    ComparedDocumentsModel *m_documents = nullptr;
    QSortFilterProxyModel *m_changedOnly = nullptr;
    DecorationProxyModel *m_documentIcons = nullptr;
    FindingListModel *m_new = nullptr;
    FindingListModel *m_fixed = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_runs = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_showUnchanged = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_documentsView = nullptr;
    QTableView *m_newView = nullptr;
    QTableView *m_fixedView = nullptr;
    QPushButton *m_exportHtml = nullptr;
    QPushButton *m_exportCsv = nullptr;
    FileChooser m_chooser;
};

} // namespace rsi
