// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QUrl>

#include <functional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rsi {

class CapabilityListChooser;
class SourceTree;

// Asks where to mirror a source (or which local copy to audit), and says
// what will happen before anything does: a baseline when the folder holds no
// earlier mirror (no <folder>/.rsinspector/state.json), otherwise an
// incremental sync. For a mirror, a check box opts in to deleting what the
// source no longer has (moved to .rsinspector/trash). The folder can be
// typed or chosen ("Choose…"). A source with several sets of resources
// offers a choice of them (CapabilityListChooser): only the chosen ones are
// mirrored or audited. Takes no action itself: the caller reads folder(),
// deleteExtras() and capabilityLists() once it is accepted.
class MirrorDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MirrorDialog)

public:
    enum class Mode : quint8 { Mirror, Audit };
    // Opens a folder chooser starting at `start`; the chosen folder, or empty.
    using FolderChooser = std::function<QString(QWidget *parent, const QString &start)>;

    explicit MirrorDialog(Mode mode, QWidget *parent = nullptr);
    ~MirrorDialog() override;

    Mode mode() const { return m_mode; }
    void setSource(const QString &source);
    void setFolder(const QString &folder);
    // The folder as typed, cleaned; empty when none.
    QString folder() const;
    void setDeleteExtras(bool on);
    bool deleteExtras() const;
    // Replaces the file dialog behind "Choose…" (tests).
    void setFolderChooser(FolderChooser chooser);
    // The sets of resources to choose from, and those chosen (empty: all).
    void setTree(const SourceTree &tree);
    void setCapabilityLists(const QList<QUrl> &chosen);
    QList<QUrl> capabilityLists() const;
    CapabilityListChooser *capabilityListChooser() const { return m_sets; }

    // Whether folder holds an earlier mirror's state: the next mirror into
    // it is incremental.
    static bool hasMirrorState(const QString &folder);
    // What the dialog says the run will do, as shown.
    QString planText() const;
    bool canStart() const;

    QLineEdit *folderEdit() const { return m_folder; }
    QCheckBox *deleteCheckBox() const { return m_delete; }
    QPushButton *startButton() const { return m_start; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updatePlan();
    void choose();

    Mode m_mode;
    QLabel *m_intro = nullptr;
    QLineEdit *m_folder = nullptr;
    QPushButton *m_choose = nullptr;
    QLabel *m_plan = nullptr;
    QCheckBox *m_delete = nullptr;
    CapabilityListChooser *m_sets = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_start = nullptr;
    QString m_source;
    FolderChooser m_chooser;
};

} // namespace rsi
