// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"
#include "net/fetchoptions.h"

#include <QPointer>
#include <QWidget>

class QFrame;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QPushButton;
class QTableView;
class QTimer;
class QToolButton;

namespace rsi {

class SyncResultModel;
class SyncStateDecorationModel;
class TextDiffView;
class VersionLoader;
struct AuditResult;
struct LoadedVersion;
struct MirrorResult;

// The local copy panel: what an audit found or a mirror did. A summary line
// on top (marked at a glance when the run failed, stopped or left resources
// behind); a bar of state filters, each with its count, and a text filter;
// the resources as a table (state, local path, URL, reasons); and under it,
// for the selected resource, the local and the remote version side by side
// (TextDiffView). The remote version is fetched when the resource is
// selected, as the crawl fetches (setFetchOptions()), the local one read
// from the copy; binary, missing and oversized content is said so, not
// compared. "Audit again" asks the window to audit the same folder.
//
// Keyboard: the arrows move through the table (the diff follows), Return
// goes into the diff, Alt+Down / Alt+Up step through its differences.
class SyncPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncPanel)

public:
    // What the summary line says about a run.
    struct Summary
    {
        enum class Kind : quint8 { Audit, Mirror };
        Kind kind = Kind::Audit;
        QString destination; // the local copy's folder
        AuditCounts counts;
        qsizetype kept = 0; // Delete items left in place (deletions not asked for)
        QString trashFolder; // relative to the folder; where this run's deletions went
        qint64 elapsedMs = -1; // -1: unknown
        bool canceled = false;
        bool gap = false; // a mirror took a new baseline because changes were missed
        QString route; // how a mirror synchronised (syncRouteName()); empty when unknown
        QString error; // the run failed as a whole: why

        enum class Outcome : quint8 {
            InSync, // the copy matches the source (after the mirror, or already)
            Differs, // an audit found work for a mirror, or a mirror kept extra files
            Problem, // the run failed, stopped, or resources failed
        };
        Outcome outcome() const;
    };

    explicit SyncPanel(QWidget *parent = nullptr);
    ~SyncPanel() override;

    // Where remote versions come from: network must outlive the panel.
    void setFetchOptions(QNetworkAccessManager *network, const FetchOptions &options);

    // Shows a run's resources and summary; keeps the filters.
    void showResult(const Summary &summary, QList<AuditItem> items);
    void showAuditResult(const QString &destination, const AuditResult &result, qint64 elapsedMs,
                         const QString &error = {});
    void showMirrorResult(const QString &destination, const MirrorResult &result,
                          const QString &error = {});
    // While a job runs: the summary line says so and "Audit again" waits.
    void showRunning(const QString &text);
    void clear();

    QString destination() const { return m_summary.destination; }
    const Summary &summary() const { return m_summary; }
    QString summaryText() const; // as the summary line shows it
    static QString summaryText(const Summary &summary);

    SyncResultModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TextDiffView *diffView() const { return m_diff; }
    QLineEdit *filterEdit() const { return m_filter; }
    // The item whose versions the diff view shows (or loads), -1 for none.
    int shownItem() const { return m_shownItem; }

Q_SIGNALS:
    void auditRequested(const QString &destination);
    // The diff view holds what it can show of the selected item (tests wait for it).
    void itemShown(int item);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showSummary(const Summary &summary);
    void updateCounts();
    void updateSummary();
    void onCurrentChanged();
    void showItem(int item);
    void showVersions(int item, const LoadedVersion &local, const LoadedVersion &remote);
    void showItemMessage(int item, const QString &message);
    QString localPathOf(const AuditItem &item) const;

    SyncResultModel *m_model = nullptr;
    SyncStateDecorationModel *m_decorated = nullptr;
    QFrame *m_summaryFrame = nullptr;
    QLabel *m_summaryIcon = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QToolButton *m_stateButtons[5] = {}; // by int(AuditState)
    QLineEdit *m_filter = nullptr;
    QLabel *m_shownCount = nullptr;
    QPushButton *m_auditAgain = nullptr;
    QTableView *m_view = nullptr;
    TextDiffView *m_diff = nullptr;
    QTimer *m_selectionDelay = nullptr;

    QPointer<QNetworkAccessManager> m_network;
    FetchOptions m_fetchOptions;
    QPointer<VersionLoader> m_loader;
    Summary m_summary;
    QString m_running; // while a job runs, what the summary line says
    bool m_haveResult = false;
    int m_shownItem = -1;
};

} // namespace rsi
