// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrordialog.h"

#include "crawl/capabilitylistchooser.h"
#include "mirror/localcopylayout.h"
#include "mirror/mirrorstate.h"
#include "mirror/mirrorstatestore.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rsi {

MirrorDialog::MirrorDialog(Mode mode, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_intro(new QLabel(this))
    , m_folder(new QLineEdit(this))
    , m_choose(new QPushButton(this))
    , m_plan(new QLabel(this))
    , m_delete(new QCheckBox(this))
    , m_sets(new CapabilityListChooser(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(mode == Mode::Mirror ? QStringLiteral("mirrorDialog")
                                       : QStringLiteral("auditDialog"));
    m_start = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startSync"));
    m_start->setDefault(true);
    m_folder->setObjectName(QStringLiteral("syncFolder"));
    m_folder->setClearButtonEnabled(true);
    m_choose->setObjectName(QStringLiteral("chooseFolder"));
    m_plan->setObjectName(QStringLiteral("syncPlan"));
    m_delete->setObjectName(QStringLiteral("deleteExtras"));
    m_delete->setVisible(mode == Mode::Mirror);
    for (QLabel *label : {m_intro, m_plan}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for the longest plan, so that the dialog does not jump as the
    // folder is typed.
    m_plan->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_plan->setMinimumHeight(m_plan->fontMetrics().lineSpacing() * 4);

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_choose);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(folderRow);
    layout->addWidget(m_plan);
    layout->addWidget(m_delete);
    layout->addWidget(m_sets, 1);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    m_chooser = [](QWidget *owner, const QString &start) {
        return QFileDialog::getExistingDirectory(owner, tr("Choose the local copy's folder"),
                                                 start);
    };
    connect(m_choose, &QPushButton::clicked, this, &MirrorDialog::choose);
    connect(m_folder, &QLineEdit::textChanged, this, &MirrorDialog::updatePlan);
    connect(m_sets, &CapabilityListChooser::changed, this, &MirrorDialog::updatePlan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canStart())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    resize(640, sizeHint().height());
}

MirrorDialog::~MirrorDialog() = default;

void MirrorDialog::setSource(const QString &source)
{
    m_source = source;
    retranslate();
}

void MirrorDialog::setFolder(const QString &folder)
{
    m_folder->setText(QDir::toNativeSeparators(folder));
}

QString MirrorDialog::folder() const
{
    const QString typed = m_folder->text().trimmed();
    return typed.isEmpty() ? QString() : QDir::cleanPath(QDir::fromNativeSeparators(typed));
}

void MirrorDialog::setDeleteExtras(bool on)
{
    m_delete->setChecked(on);
}

bool MirrorDialog::deleteExtras() const
{
    return m_mode == Mode::Mirror && m_delete->isChecked();
}

void MirrorDialog::setFolderChooser(FolderChooser chooser)
{
    m_chooser = std::move(chooser);
}

void MirrorDialog::setTree(const SourceTree &tree)
{
    m_sets->setTree(tree);
}

void MirrorDialog::setCapabilityLists(const QList<QUrl> &chosen)
{
    m_sets->setChosen(chosen);
}

QList<QUrl> MirrorDialog::capabilityLists() const
{
    return m_sets->chosen();
}

bool MirrorDialog::hasMirrorState(const QString &folder)
{
    if (folder.isEmpty())
        return false;
    // The state's database, or the state.json of earlier versions.
    return QFileInfo(MirrorStateStore::filePath(folder)).isFile()
        || QFileInfo(MirrorState::filePath(folder)).isFile();
}

bool MirrorDialog::canStart() const
{
    if (m_sets->count() > 0 && m_sets->checkedCount() == 0)
        return false; // no set of resources chosen
    const QString path = folder();
    if (path.isEmpty() || !QFileInfo(path).isAbsolute())
        return false;
    const QFileInfo info(path);
    if (m_mode == Mode::Audit)
        return info.isDir();
    return !info.exists() || info.isDir();
}

QString MirrorDialog::planText() const
{
    return m_plan->text();
}

void MirrorDialog::updatePlan()
{
    const QString path = folder();
    const QFileInfo info(path);
    QString plan;
    if (path.isEmpty()) {
        plan = m_mode == Mode::Mirror ? tr("Choose the folder to mirror into.")
                                      : tr("Choose the folder that holds the local copy.");
    } else if (!info.isAbsolute()) {
        plan = tr("Give the folder's full path.");
    } else if (info.exists() && !info.isDir()) {
        plan = tr("This is a file, not a folder.");
    } else if (m_mode == Mode::Audit) {
        if (!info.exists())
            plan = tr("This folder does not exist.");
        else if (hasMirrorState(path))
            plan = tr("The folder is compared with the source: nothing is downloaded or changed.");
        else
            plan = tr("The folder is compared with the source: nothing is downloaded or changed. "
                      "It holds no earlier mirror, so files are matched by their paths only.");
    } else if (hasMirrorState(path)) {
        plan = tr("Incremental sync: the folder holds an earlier mirror, so only what changed "
                  "since then is downloaded.");
    } else {
        const bool empty = !info.exists()
            || QDir(path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden
                                  | QDir::System);
        plan = tr("Baseline: the folder holds no earlier mirror, so every resource the source "
                  "lists is downloaded.");
        if (!empty)
            plan += u' '
                + tr("The folder is not empty: files that are current already are kept, and "
                     "files the source does not list are left alone unless deletion is asked "
                     "for.");
    }
    if (m_sets->count() > 0 && m_sets->checkedCount() == 0)
        plan = tr("Choose at least one set of resources.");
    else if (m_sets->checkedCount() < m_sets->count())
        plan += u' '
            + tr("Only the sets of resources checked below are included (%1 of %2).")
                  .arg(m_sets->checkedCount())
                  .arg(m_sets->count());
    m_plan->setText(plan);
    m_start->setEnabled(canStart());
}

void MirrorDialog::choose()
{
    const QString start = folder().isEmpty() ? QDir::homePath() : folder();
    const QString chosen = m_chooser ? m_chooser(this, start) : QString();
    if (!chosen.isEmpty())
        setFolder(chosen);
}

void MirrorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void MirrorDialog::retranslate()
{
    if (m_mode == Mode::Mirror) {
        setWindowTitle(tr("Mirror"));
        m_intro->setText(m_source.isEmpty()
                             ? tr("Make a local copy of the source in this folder:")
                             : tr("Make a local copy of %1 in this folder:").arg(m_source));
        m_start->setText(tr("&Mirror"));
    } else {
        setWindowTitle(tr("Audit local copy"));
        m_intro->setText(m_source.isEmpty()
                             ? tr("Compare the local copy in this folder with the source:")
                             : tr("Compare the local copy in this folder with %1:").arg(m_source));
        m_start->setText(tr("&Audit"));
    }
    m_choose->setText(tr("C&hoose…"));
    m_folder->setAccessibleName(tr("Folder of the local copy"));
    m_delete->setText(tr("&Delete files the source no longer has (moved to %1/trash)")
                          .arg(LocalCopyLayout::stateDirectoryName()));
    updatePlan();
}

} // namespace rsi
