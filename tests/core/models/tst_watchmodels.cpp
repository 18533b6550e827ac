// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Notifications panel's models under QAbstractItemModelTester: events
// appended (and the oldest dropped past the cap), subscriptions updated in
// place and appended.
#include "models/subscriptionmodel.h"
#include "models/watcheventmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace rsi;

namespace {

WatchEvent notification(int changes, bool signedDelivery)
{
    WatchEvent event = WatchEvent::make(WatchEvent::Kind::Notification);
    event.topic = QStringLiteral("http://example.com/framework/");
    event.signatureValid = signedDelivery;
    for (int i = 0; i < changes; ++i) {
        event.changes.append({QStringLiteral("http://example.com/changelist-%1.xml").arg(i),
                              QStringLiteral("changelist"),
                              QStringLiteral("created"),
                              {},
                              {}});
    }
    event.findings.append(makeFinding(u"NT-057", QStringLiteral("sha1"), event.topic, {}));
    return event;
}

SubscriptionStatus status(const QString &topic, SubscriptionStatus::State state)
{
    SubscriptionStatus s;
    s.channel.topic = QUrl(topic);
    s.hub = QUrl(QStringLiteral("http://hub.example/"));
    s.state = state;
    s.expires = QDateTime::currentDateTimeUtc().addSecs(3600);
    s.lastError = QStringLiteral("not on our list");
    return s;
}

} // namespace

class tst_WatchModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void events();
    void eventsAreCapped();
    void subscriptions();
};

void tst_WatchModels::events()
{
    WatchEventModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.append(WatchEvent::make(WatchEvent::Kind::Listening));
    model.append(notification(2, true));
    WatchEvent rejected = WatchEvent::make(WatchEvent::Kind::Rejected);
    rejected.reason = QStringLiteral("signature");
    rejected.message = QStringLiteral("The signature does not match.");
    model.append(rejected);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(WatchEventModel::ColumnCount));
    const QModelIndex row = model.index(1, WatchEventModel::SummaryColumn);
    QVERIFY(row.data().toString().contains(u"changelist-0.xml"));
    QVERIFY(row.data().toString().contains(u"signed"));
    QCOMPARE(model.index(1, WatchEventModel::EventColumn).data().toString(),
             QStringLiteral("Notification"));
    QCOMPARE(model.index(1, 0).data(WatchEventModel::WorstSeverityRole).toInt(),
             int(Severity::Warning));
    QCOMPARE(model.index(0, 0).data(WatchEventModel::WorstSeverityRole).toInt(), -1);
    QVERIFY(model.index(1, 0).data(WatchEventModel::DetailsRole).toString().contains(u"NT-057"));
    QCOMPARE(model.index(2, WatchEventModel::SummaryColumn).data().toString(), rejected.message);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Time"));
    model.retranslate();
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void tst_WatchModels::eventsAreCapped()
{
    WatchEventModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < WatchEventModel::maxRows + 10; ++i) {
        WatchEvent event = WatchEvent::make(WatchEvent::Kind::Error);
        event.message = QString::number(i);
        model.append(event);
    }
    QCOMPARE(model.rowCount(), WatchEventModel::maxRows);
    QCOMPARE(model.event(0).message, QStringLiteral("10"));
}

void tst_WatchModels::subscriptions()
{
    SubscriptionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    using State = SubscriptionStatus::State;
    model.setStatuses({status(QStringLiteral("http://example.com/a/"), State::Subscribing)});
    QCOMPARE(model.rowCount(), 1);
    // A failure so far is said with the state.
    QCOMPARE(model.index(0, SubscriptionModel::StateColumn).data().toString(),
             QStringLiteral("subscribing (not on our list)"));
    model.setStatuses({status(QStringLiteral("http://example.com/a/"), State::Active),
                       status(QStringLiteral("http://example.com/b/"), State::Denied)});
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.index(0, SubscriptionModel::StateColumn)
                .data()
                .toString()
                .startsWith(u"active until"));
    QCOMPARE(model.index(1, SubscriptionModel::StateColumn).data().toString(),
             QStringLiteral("denied: not on our list"));
    QCOMPARE(model.index(1, 0).data(SubscriptionModel::StateRole).toInt(), int(State::Denied));
    QCOMPARE(model.index(0, SubscriptionModel::LastNotificationColumn).data().toString(),
             QStringLiteral("none yet"));
    model.noteNotification(QUrl(QStringLiteral("http://example.com/a/")),
                           QDateTime::currentDateTimeUtc(), true);
    QVERIFY(model.index(0, SubscriptionModel::LastNotificationColumn)
                .data()
                .toString()
                .endsWith(u"signed"));
    for (const State state : {State::Renewing, State::Expired, State::Unsubscribing, State::Ended})
        QVERIFY(
            !SubscriptionModel::stateText(status(QStringLiteral("http://x/"), state)).isEmpty());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(tst_WatchModels)
#include "tst_watchmodels.moc"
