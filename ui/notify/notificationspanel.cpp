// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notificationspanel.h"

#include "common/icons.h"
#include "models/subscriptionmodel.h"
#include "models/watcheventmodel.h"
#include "notifysession.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHostAddress>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rsi {

namespace {

QTableView *newTable(QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setHighlightSections(false);
    return table;
}

bool isLoopback(const QUrl &url)
{
    const QHostAddress address(url.host());
    return !address.isNull() && address.isLoopback();
}

} // namespace

NotificationsPanel::NotificationsPanel(NotifySession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_follow = new QPushButton(this);
    m_follow->setObjectName(QStringLiteral("followButton"));
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("stopFollowingButton"));
    connect(m_follow, &QPushButton::clicked, this, &NotificationsPanel::followRequested);
    connect(m_stop, &QPushButton::clicked, this, &NotificationsPanel::stopRequested);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_follow);
    top->addWidget(m_stop);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("notificationsProblem"));
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_problem->hide();

    m_keepInSync = new QCheckBox(this);
    m_keepInSync->setObjectName(QStringLiteral("keepInSync"));
    connect(m_keepInSync, &QCheckBox::toggled, this, &NotificationsPanel::keepInSyncToggled);
    m_folder = new QLabel(this);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *sync = new QHBoxLayout;
    sync->addWidget(m_keepInSync);
    sync->addWidget(m_folder, 1);

    m_reach = new QLabel(this);
    m_reach->setWordWrap(true);
    m_reach->setObjectName(QStringLiteral("reachExplanation"));
    QFont small = m_reach->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_reach->setFont(small);

    m_channelsLabel = new QLabel(this);
    m_channels = newTable(this);
    m_channels->setObjectName(QStringLiteral("channelTable"));
    m_channels->setModel(session->subscriptions());
    m_channelsLabel->setBuddy(m_channels);
    // The topic and hub are what tell channels apart: shown whole.
    for (const int column :
         {int(SubscriptionModel::ChannelColumn), int(SubscriptionModel::HubColumn),
          int(SubscriptionModel::StateColumn)})
        m_channels->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);

    m_eventsLabel = new QLabel(this);
    m_events = newTable(this);
    m_events->setObjectName(QStringLiteral("eventTable"));
    m_decoratedEvents = new DecorationProxyModel(this);
    m_decoratedEvents->setSourceModel(session->events());
    m_decoratedEvents->setSeverity(WatchEventModel::WorstSeverityRole,
                                   {WatchEventModel::EventColumn});
    m_events->setModel(m_decoratedEvents);
    m_eventsLabel->setBuddy(m_events);
    for (const int column : {int(WatchEventModel::TimeColumn), int(WatchEventModel::EventColumn)})
        m_events->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("eventDetails"));
    m_details->setLineWrapMode(QTextEdit::WidgetWidth);
    connect(m_events->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &NotificationsPanel::showSelectedEvent);

    auto *eventsSplitter = new QSplitter(Qt::Horizontal, this);
    eventsSplitter->addWidget(m_events);
    eventsSplitter->addWidget(m_details);
    eventsSplitter->setStretchFactor(0, 3);
    eventsSplitter->setStretchFactor(1, 2);

    auto *channelsBox = new QWidget(this);
    auto *channelsLayout = new QVBoxLayout(channelsBox);
    channelsLayout->setContentsMargins(0, 0, 0, 0);
    channelsLayout->addWidget(m_channelsLabel);
    channelsLayout->addWidget(m_channels);
    auto *eventsBox = new QWidget(this);
    auto *eventsLayout = new QVBoxLayout(eventsBox);
    eventsLayout->setContentsMargins(0, 0, 0, 0);
    eventsLayout->addWidget(m_eventsLabel);
    eventsLayout->addWidget(eventsSplitter);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(channelsBox);
    splitter->addWidget(eventsBox);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_problem);
    layout->addLayout(sync);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_reach);

    connect(session, &NotifySession::runningChanged, this, [this](bool running) {
        if (running)
            m_problem->hide();
        updateStatus();
    });
    connect(session, &NotifySession::eventAdded, this, &NotificationsPanel::onEventAdded);
    connect(session, &NotifySession::problem, this, &NotificationsPanel::showProblem);
    retranslate();
}

NotificationsPanel::~NotificationsPanel() = default;

void NotificationsPanel::setFollowAvailable(bool available)
{
    m_followAvailable = available;
    updateStatus();
}

void NotificationsPanel::setKeepInSync(bool on)
{
    m_keepInSync->setChecked(on);
}

bool NotificationsPanel::keepInSync() const
{
    return m_keepInSync->isChecked();
}

void NotificationsPanel::setSyncFolder(const QString &folder)
{
    m_syncFolder = folder;
    m_folder->setText(folder.isEmpty() ? tr("(a folder is asked for when switched on)")
                                       : QDir::toNativeSeparators(folder));
}

void NotificationsPanel::showProblem(const QString &message)
{
    m_problem->setText(message);
    m_problem->show();
}

QString NotificationsPanel::detailsText() const
{
    return m_details->toPlainText();
}

void NotificationsPanel::onEventAdded(const WatchEvent &event)
{
    // The newest in view, unless the user is reading an older one.
    const QModelIndex current = m_events->currentIndex();
    if (!current.isValid() || current.row() >= m_events->model()->rowCount() - 2)
        m_events->scrollToBottom();
    if (event.kind == WatchEvent::Kind::Listening || event.kind == WatchEvent::Kind::Stopped)
        updateStatus();
}

void NotificationsPanel::showSelectedEvent()
{
    const QModelIndex current = m_events->currentIndex();
    m_details->setPlainText(
        current.isValid() ? current.data(WatchEventModel::DetailsRole).toString() : QString());
}

void NotificationsPanel::updateStatus()
{
    const bool running = m_session->isRunning();
    m_follow->setEnabled(!running && m_followAvailable);
    m_stop->setEnabled(running);
    const QUrl server = m_session->callbackServerUrl();
    if (running) {
        m_status->setText(server.isEmpty()
                              ? tr("Following %1.").arg(m_session->source())
                              : tr("Following %1. Hubs deliver to the callback server at %2.")
                                    .arg(m_session->source(), server.toString()));
    } else {
        m_status->setText(m_followAvailable
                              ? tr("Not following this source. Follow subscribes to the "
                                   "notification channels its Capability Lists advertise.")
                              : tr("Open a source to follow it."));
    }
    m_reach->setText(
        !running || server.isEmpty() || isLoopback(server)
            ? tr("Only a hub on this computer can reach the callback server. A public hub "
                 "cannot reach a computer behind a router: run a tunnel or reverse proxy to it "
                 "and give its public address in Settings, Notifications.")
            : tr("Hubs must be able to reach %1; a computer behind a router needs a tunnel or "
                 "reverse proxy, whose public address goes in Settings, Notifications.")
                  .arg(server.toString()));
}

void NotificationsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void NotificationsPanel::retranslate()
{
    m_follow->setText(tr("&Follow"));
    m_follow->setToolTip(tr("Subscribe to the source's notification channels and show what "
                            "they say as it arrives."));
    m_stop->setText(tr("S&top following"));
    m_stop->setToolTip(tr("Unsubscribe from every hub and stop."));
    m_keepInSync->setText(tr("&Keep the local copy in sync"));
    m_keepInSync->setToolTip(tr("After every notification, bring the source's local copy up to "
                                "date, as Mirror does."));
    m_channelsLabel->setText(tr("C&hannels"));
    m_eventsLabel->setText(tr("&Events"));
    m_channels->setAccessibleName(tr("Notification channels"));
    m_events->setAccessibleName(tr("Events"));
    m_details->setAccessibleName(tr("What the selected event says"));
    setSyncFolder(m_syncFolder);
    m_session->events()->retranslate();
    m_session->subscriptions()->retranslate();
    updateStatus();
}

} // namespace rsi
