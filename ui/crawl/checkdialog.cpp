// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkdialog.h"

#include "capabilitylistchooser.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rsi {

CheckDialog::CheckDialog(QWidget *parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_chooser(new CapabilityListChooser(this))
    , m_hash(new QCheckBox(this))
    , m_includeLabel(new QLabel(this))
    , m_include(new QLineEdit(this))
    , m_excludeLabel(new QLabel(this))
    , m_exclude(new QLineEdit(this))
    , m_sampleLabel(new QLabel(this))
    , m_sample(new QSpinBox(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("checkDialog"));
    m_start = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startCheck"));
    m_start->setDefault(true);
    m_hash->setObjectName(QStringLiteral("checkHashes"));
    m_include->setObjectName(QStringLiteral("includeResources"));
    m_exclude->setObjectName(QStringLiteral("excludeResources"));
    m_include->setClearButtonEnabled(true);
    m_exclude->setClearButtonEnabled(true);
    m_sample->setObjectName(QStringLiteral("sampleSize"));
    m_sample->setRange(0, 1'000'000);
    m_sample->setAccelerated(true);
    m_seed->setObjectName(QStringLiteral("sampleSeed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_problem->setObjectName(QStringLiteral("checkProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    for (auto [label, field] : {std::pair<QLabel *, QWidget *>(m_includeLabel, m_include),
                                {m_excludeLabel, m_exclude},
                                {m_sampleLabel, m_sample},
                                {m_seedLabel, m_seed}})
        label->setBuddy(field);

    auto *form = new QFormLayout;
    form->addRow(m_includeLabel, m_include);
    form->addRow(m_excludeLabel, m_exclude);
    form->addRow(m_sampleLabel, m_sample);
    form->addRow(m_seedLabel, m_seed);
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_chooser, 1);
    layout->addWidget(m_hash);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_chooser, &CapabilityListChooser::changed, this, &CheckDialog::update);
    for (QLineEdit *edit : {m_include, m_exclude, m_seed})
        connect(edit, &QLineEdit::textChanged, this, &CheckDialog::update);
    connect(m_sample, &QSpinBox::valueChanged, this, &CheckDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    resize(640, sizeHint().height());
}

CheckDialog::~CheckDialog() = default;

void CheckDialog::setTree(const SourceTree &tree)
{
    m_chooser->setTree(tree);
}

void CheckDialog::setScope(const ResourceFilter &scope)
{
    m_chooser->setChosen(scope.capabilityLists);
    m_include->setText(scope.include.isEmpty() ? QString() : scope.include.constFirst().pattern());
    m_exclude->setText(scope.exclude.isEmpty() ? QString() : scope.exclude.constFirst().pattern());
    m_sample->setValue(int(std::min<qint64>(scope.sampleSize, m_sample->maximum())));
    m_seed->setText(scope.samples() ? QString::number(scope.seed) : QString());
    update();
}

void CheckDialog::setHash(bool hash)
{
    m_hash->setChecked(hash);
}

ResourceFilter CheckDialog::scope() const
{
    ResourceFilter scope;
    scope.capabilityLists = m_chooser->chosen();
    if (const QString include = m_include->text().trimmed(); !include.isEmpty())
        scope.include.append(QRegularExpression(include));
    if (const QString exclude = m_exclude->text().trimmed(); !exclude.isEmpty())
        scope.exclude.append(QRegularExpression(exclude));
    scope.sampleSize = m_sample->value();
    if (scope.sampleSize > 0) {
        bool ok = false;
        scope.seed = m_seed->text().toULongLong(&ok);
        if (!ok)
            scope.seed = ResourceFilter::randomSeed();
    }
    return scope;
}

bool CheckDialog::hash() const
{
    return m_hash->isChecked();
}

QString CheckDialog::problem() const
{
    if (m_chooser->count() > 0 && m_chooser->checkedCount() == 0)
        return tr("Choose at least one set of resources.");
    for (QLineEdit *edit : {m_include, m_exclude}) {
        const QRegularExpression expression(edit->text().trimmed());
        if (!expression.isValid()) {
            return tr("\"%1\" is not a regular expression: %2.")
                .arg(edit->text().trimmed(), expression.errorString());
        }
    }
    return {};
}

void CheckDialog::update()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_start->setEnabled(why.isEmpty());
    m_seed->setEnabled(m_sample->value() > 0);
    m_seedLabel->setEnabled(m_sample->value() > 0);
}

void CheckDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void CheckDialog::retranslate()
{
    setWindowTitle(tr("Check resources"));
    m_intro->setText(tr("Every resource the chosen sets list is asked for, and every package of "
                        "their Resource Dumps and Change Dumps is downloaded and checked against "
                        "its manifest."));
    m_hash->setText(tr("&Download every resource and compare its length and hashes"));
    m_hash->setToolTip(tr("Without this, each resource is asked for with a HEAD request: "
                          "whether it exists, and its length, type and date."));
    m_includeLabel->setText(tr("Only resources whose URL &matches:"));
    m_include->setPlaceholderText(tr("a regular expression, e.g. /theses/"));
    m_excludeLabel->setText(tr("Lea&ve out resources whose URL matches:"));
    m_exclude->setPlaceholderText(tr("a regular expression, e.g. \\.pdf$"));
    m_sampleLabel->setText(tr("&Random sample per list:"));
    m_sample->setSpecialValueText(tr("every resource"));
    m_sample->setSuffix(tr(" resources"));
    m_seedLabel->setText(tr("S&eed of the sample:"));
    m_seed->setPlaceholderText(tr("new at random"));
    m_start->setText(tr("&Check"));
    update();
}

} // namespace rsi
