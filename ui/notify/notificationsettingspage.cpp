// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notificationsettingspage.h"

#include "notify/callbackserver.h"
#include "settings/appsettings.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUrl>
#include <QVBoxLayout>

namespace rsi {

namespace {

bool isCallbackUrl(const QString &text)
{
    if (text.trimmed().isEmpty())
        return true;
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    return url.isValid() && !url.host().isEmpty() && (scheme == u"http" || scheme == u"https")
        && !url.hasQuery() && !url.hasFragment();
}

} // namespace

NotificationSettingsPage::NotificationSettingsPage(QWidget *parent)
    : QWidget(parent)
{
    m_listen = new QLineEdit(this);
    m_listen->setObjectName(QStringLiteral("notificationListen"));
    m_listen->setPlaceholderText(QStringLiteral("127.0.0.1:0"));
    m_listen->setAccessibleName(tr("Callback server address"));
    m_listen->setToolTip(tr("HOST:PORT. 127.0.0.1 lets only this computer in; port 0 takes a "
                            "free one. 0.0.0.0 listens on every network this computer is on."));
    m_callbackUrl = new QLineEdit(this);
    m_callbackUrl->setObjectName(QStringLiteral("notificationCallbackUrl"));
    m_callbackUrl->setPlaceholderText(tr("the server's own address"));
    m_callbackUrl->setAccessibleName(tr("Public URL"));
    m_callbackUrl->setToolTip(tr("The address hubs are told to call, such as "
                                 "https://example.net/rsi, when a tunnel or reverse proxy "
                                 "forwards it to the callback server."));
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setText(
        tr("A source that offers notifications sends them through a hub, a web service that "
           "calls this computer back whenever something changes. The hub must be able to reach "
           "the callback server. A computer behind a home or office router cannot be reached "
           "from the internet, so a public hub cannot call it: run a tunnel or a reverse proxy "
           "that forwards to the address above (for example ssh -R 8080:127.0.0.1:8080 "
           "example.net, with the address set to 127.0.0.1:8080) and give its public address "
           "as the public URL. A hub on this computer, like the demo's, needs neither."));

    auto *form = new QFormLayout;
    auto *listenLabel = new QLabel(tr("Callback server &address:"), this);
    listenLabel->setBuddy(m_listen);
    auto *urlLabel = new QLabel(tr("&Public URL:"), this);
    urlLabel->setBuddy(m_callbackUrl);
    form->addRow(listenLabel, m_listen);
    form->addRow(urlLabel, m_callbackUrl);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_explanation);
    layout->addStretch(1);
}

NotificationSettingsPage::~NotificationSettingsPage() = default;

void NotificationSettingsPage::load(const AppSettings &settings)
{
    m_listen->setText(settings.notificationListen());
    m_callbackUrl->setText(settings.notificationCallbackUrl());
}

QString NotificationSettingsPage::problem() const
{
    QHostAddress address;
    quint16 port = 0;
    if (!m_listen->text().trimmed().isEmpty()
        && !CallbackServer::parseAddress(m_listen->text().trimmed(), address, port))
        return tr("The callback server address must be HOST:PORT, such as 127.0.0.1:8080.");
    if (!isCallbackUrl(m_callbackUrl->text()))
        return tr("The public URL must be an http or https address without a query, such as "
                  "https://example.net/rsi.");
    return {};
}

bool NotificationSettingsPage::save(AppSettings &settings)
{
    if (!problem().isEmpty())
        return false;
    if (m_listen->text().trimmed() != settings.notificationListen())
        settings.setNotificationListen(m_listen->text());
    if (m_callbackUrl->text().trimmed() != settings.notificationCallbackUrl())
        settings.setNotificationCallbackUrl(m_callbackUrl->text());
    return true;
}

void NotificationSettingsPage::restoreDefaults()
{
    m_listen->setText(QStringLiteral("127.0.0.1:0"));
    m_callbackUrl->clear();
}

} // namespace rsi
