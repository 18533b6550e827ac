// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/w3cdatetime.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

using Precision = rsi::W3cDatetime::Precision;

Q_DECLARE_METATYPE(rsi::W3cDatetime::Precision)

namespace {

qint64 utcMsecs(int year, int month, int day, int hour = 0, int minute = 0, int second = 0,
                int msec = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute, second, msec), QTimeZone::utc())
        .toMSecsSinceEpoch();
}

} // namespace

class tst_W3cDatetime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void offsetsConvertToUtc_data();
    void offsetsConvertToUtc();
    void leapSecond();
    void surroundingWhiteSpace();
    void reducedPrecisionStandsForItsStart();
    void recommendedForm_data();
    void recommendedForm();
};

void tst_W3cDatetime::valid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<qint64>("msecs");
    QTest::addColumn<bool>("utc");

    QTest::newRow("year") << QStringLiteral("2013") << Precision::Year << utcMsecs(2013, 1, 1)
                          << false;
    QTest::newRow("year-month") << QStringLiteral("2013-07") << Precision::Month
                                << utcMsecs(2013, 7, 1) << false;
    QTest::newRow("date") << QStringLiteral("2013-07-16") << Precision::Day << utcMsecs(2013, 7, 16)
                          << false;
    QTest::newRow("minutes Z") << QStringLiteral("2013-07-16T19:20Z") << Precision::Minute
                               << utcMsecs(2013, 7, 16, 19, 20) << true;
    QTest::newRow("minutes offset") << QStringLiteral("1997-07-16T19:20+01:00") << Precision::Minute
                                    << utcMsecs(1997, 7, 16, 18, 20) << false;
    QTest::newRow("seconds Z") << QStringLiteral("2013-01-03T09:00:00Z") << Precision::Second
                               << utcMsecs(2013, 1, 3, 9) << true;
    QTest::newRow("seconds offset")
        << QStringLiteral("1997-07-16T19:20:30+01:00") << Precision::Second
        << utcMsecs(1997, 7, 16, 18, 20, 30) << false;
    QTest::newRow("fraction one digit")
        << QStringLiteral("1997-07-16T19:20:30.4Z") << Precision::Fraction
        << utcMsecs(1997, 7, 16, 19, 20, 30, 400) << true;
    QTest::newRow("fraction two digits")
        << QStringLiteral("1997-07-16T19:20:30.45+01:00") << Precision::Fraction
        << utcMsecs(1997, 7, 16, 18, 20, 30, 450) << false;
    QTest::newRow("fraction nine digits")
        << QStringLiteral("2013-01-03T09:00:00.123456789Z") << Precision::Fraction
        << utcMsecs(2013, 1, 3, 9, 0, 0, 123) << true;
    QTest::newRow("Feb 29 in a leap year")
        << QStringLiteral("2012-02-29") << Precision::Day << utcMsecs(2012, 2, 29) << false;
    QTest::newRow("Feb 29 2000 (divisible by 400)")
        << QStringLiteral("2000-02-29") << Precision::Day << utcMsecs(2000, 2, 29) << false;
    QTest::newRow("Dec 31") << QStringLiteral("1999-12-31T23:59:59Z") << Precision::Second
                            << utcMsecs(1999, 12, 31, 23, 59, 59) << true;
    QTest::newRow("midnight") << QStringLiteral("2013-01-01T00:00:00Z") << Precision::Second
                              << utcMsecs(2013, 1, 1) << true;
    QTest::newRow("before 1970") << QStringLiteral("1900-03-01T00:00:00Z") << Precision::Second
                                 << utcMsecs(1900, 3, 1) << true;
    QTest::newRow("year 0001") << QStringLiteral("0001-01-01") << Precision::Day
                               << utcMsecs(1, 1, 1) << false;
    QTest::newRow("year 9999") << QStringLiteral("9999-12-31T23:59:59Z") << Precision::Second
                               << utcMsecs(9999, 12, 31, 23, 59, 59) << true;
    QTest::newRow("-00:00 is an offset") << QStringLiteral("2013-01-03T09:00:00-00:00")
                                         << Precision::Second << utcMsecs(2013, 1, 3, 9) << false;
}

void tst_W3cDatetime::valid()
{
    QFETCH(QString, text);
    QFETCH(Precision, precision);
    QFETCH(qint64, msecs);
    QFETCH(bool, utc);
    const rsi::W3cDatetime value = rsi::W3cDatetime::parse(text);
    QVERIFY2(value.valid, qPrintable(value.error));
    QVERIFY(value.error.isEmpty());
    QCOMPARE(value.precision, precision);
    QCOMPARE(value.msecsSinceEpoch, msecs);
    QCOMPARE(value.utc, utc);
    QVERIFY(!value.leapSecond);
    QVERIFY(!value.paddedWithSpace);
    QCOMPARE(value.hasTime(), precision >= Precision::Minute);
}

void tst_W3cDatetime::invalid_data()
{
    QTest::addColumn<QString>("text");

    QTest::newRow("empty") << QString();
    QTest::newRow("only spaces") << QStringLiteral("   ");
    QTest::newRow("garbage") << QStringLiteral("yesterday");
    QTest::newRow("two-digit year") << QStringLiteral("13-01-01");
    QTest::newRow("five-digit year") << QStringLiteral("20130");
    QTest::newRow("signed year") << QStringLiteral("-2013");
    QTest::newRow("month 13") << QStringLiteral("2013-13");
    QTest::newRow("month 00") << QStringLiteral("2013-00-01");
    QTest::newRow("one-digit month") << QStringLiteral("2013-1-01");
    QTest::newRow("day 00") << QStringLiteral("2013-01-00");
    QTest::newRow("day 32") << QStringLiteral("2013-01-32");
    QTest::newRow("Apr 31") << QStringLiteral("2013-04-31");
    QTest::newRow("Feb 29 in a common year") << QStringLiteral("2013-02-29");
    QTest::newRow("Feb 29 1900 (century, not leap)") << QStringLiteral("1900-02-29");
    QTest::newRow("Feb 30 2000") << QStringLiteral("2000-02-30");
    QTest::newRow("hour 24") << QStringLiteral("2013-01-01T24:00:00Z");
    QTest::newRow("minute 60") << QStringLiteral("2013-01-01T10:60:00Z");
    QTest::newRow("second 61") << QStringLiteral("2013-01-01T23:59:61Z");
    QTest::newRow("hour only") << QStringLiteral("2013-01-01T10Z");
    QTest::newRow("missing TZD (minutes)") << QStringLiteral("2013-01-01T10:00");
    QTest::newRow("missing TZD (seconds)") << QStringLiteral("2013-01-03T09:00:00");
    QTest::newRow("missing TZD (fraction)") << QStringLiteral("2013-01-03T09:00:00.5");
    QTest::newRow("lower-case z") << QStringLiteral("2013-01-03T09:00:00z");
    QTest::newRow("lower-case t") << QStringLiteral("2013-01-03t09:00:00Z");
    QTest::newRow("space instead of T") << QStringLiteral("2013-01-03 09:00:00Z");
    QTest::newRow("T without time") << QStringLiteral("2013-01-03T");
    QTest::newRow("time without date") << QStringLiteral("09:00:00Z");
    QTest::newRow("offset without colon") << QStringLiteral("2013-01-03T09:00:00+0100");
    QTest::newRow("offset hours only") << QStringLiteral("2013-01-03T09:00:00+01");
    QTest::newRow("offset hour 24") << QStringLiteral("2013-01-03T09:00:00+24:00");
    QTest::newRow("offset minute 60") << QStringLiteral("2013-01-03T09:00:00+01:60");
    QTest::newRow("decimal point without digits") << QStringLiteral("2013-01-03T09:00:00.Z");
    QTest::newRow("comma as decimal mark") << QStringLiteral("2013-01-03T09:00:00,5Z");
    QTest::newRow("fraction of minutes") << QStringLiteral("2013-01-03T09:00.5Z");
    QTest::newRow("trailing junk") << QStringLiteral("2013-01-03T09:00:00Zjunk");
    QTest::newRow("two zones") << QStringLiteral("2013-01-03T09:00:00Z+01:00");
    QTest::newRow("basic format") << QStringLiteral("20130103T090000Z");
    QTest::newRow("RFC 1123") << QStringLiteral("Thu, 03 Jan 2013 09:00:00 GMT");
    QTest::newRow("Arabic-Indic digits") << QStringLiteral("\u0662\u0660\u0661\u0663");
    QTest::newRow("fullwidth digits") << QStringLiteral("\uff12\uff10\uff11\uff13-01-01");
    QTest::newRow("non-ASCII fraction digit") << QStringLiteral("2013-01-03T09:00:00.\u0665Z");
    QTest::newRow("date with trailing dash") << QStringLiteral("2013-01-");
    QTest::newRow("leap second not at 23:59 UTC") << QStringLiteral("2016-12-31T12:00:60Z");
    QTest::newRow("leap second 23:59:60 local, not UTC")
        << QStringLiteral("2016-12-31T23:59:60+01:00");
}

void tst_W3cDatetime::invalid()
{
    QFETCH(QString, text);
    const rsi::W3cDatetime value = rsi::W3cDatetime::parse(text);
    QVERIFY(!value.valid);
    QVERIFY2(!value.error.isEmpty(), "an invalid value must say why");
    QVERIFY(!value.isRecommendedForm());
}

void tst_W3cDatetime::offsetsConvertToUtc_data()
{
    QTest::addColumn<QString>("withOffset");
    QTest::addColumn<QString>("inUtc");

    QTest::newRow("+01:00") << QStringLiteral("2013-01-03T10:00:00+01:00")
                            << QStringLiteral("2013-01-03T09:00:00Z");
    QTest::newRow("-05:00 crosses midnight")
        << QStringLiteral("2013-01-02T22:00:00-05:00") << QStringLiteral("2013-01-03T03:00:00Z");
    QTest::newRow("+14:00 crosses a year")
        << QStringLiteral("2014-01-01T05:00:00+14:00") << QStringLiteral("2013-12-31T15:00:00Z");
    QTest::newRow("+05:30 half hour")
        << QStringLiteral("2013-01-03T14:30:00+05:30") << QStringLiteral("2013-01-03T09:00:00Z");
    QTest::newRow("+09:30 same day")
        << QStringLiteral("2012-02-28T20:00+09:30") << QStringLiteral("2012-02-28T10:30Z");
    QTest::newRow("-03:30 into Mar 1 of a leap year")
        << QStringLiteral("2012-02-29T22:00:00-03:30") << QStringLiteral("2012-03-01T01:30:00Z");
    QTest::newRow("fraction kept") << QStringLiteral("2013-01-03T10:00:00.250+01:00")
                                   << QStringLiteral("2013-01-03T09:00:00.25Z");
}

void tst_W3cDatetime::offsetsConvertToUtc()
{
    QFETCH(QString, withOffset);
    QFETCH(QString, inUtc);
    const rsi::W3cDatetime a = rsi::W3cDatetime::parse(withOffset);
    const rsi::W3cDatetime b = rsi::W3cDatetime::parse(inUtc);
    QVERIFY2(a.valid, qPrintable(a.error));
    QVERIFY2(b.valid, qPrintable(b.error));
    QCOMPARE(a.msecsSinceEpoch, b.msecsSinceEpoch);
    QVERIFY(!a.utc);
    QVERIFY(b.utc);
    // Cross-check against Qt's own ISO 8601 reading.
    const QDateTime qt = QDateTime::fromString(withOffset, Qt::ISODateWithMs);
    if (qt.isValid())
        QCOMPARE(a.msecsSinceEpoch, qt.toMSecsSinceEpoch());
}

void tst_W3cDatetime::leapSecond()
{
    const rsi::W3cDatetime utc = rsi::W3cDatetime::parse(u"2016-12-31T23:59:60Z");
    QVERIFY2(utc.valid, qPrintable(utc.error));
    QVERIFY(utc.leapSecond);
    QCOMPARE(utc.precision, Precision::Second);
    // Counted as the first instant of the next day, like POSIX time does.
    QCOMPARE(utc.msecsSinceEpoch, utcMsecs(2017, 1, 1));

    const rsi::W3cDatetime offset = rsi::W3cDatetime::parse(u"2017-01-01T00:59:60+01:00");
    QVERIFY2(offset.valid, qPrintable(offset.error));
    QVERIFY(offset.leapSecond);
    QCOMPARE(offset.msecsSinceEpoch, utc.msecsSinceEpoch);

    const rsi::W3cDatetime fraction = rsi::W3cDatetime::parse(u"2015-06-30T23:59:60.5Z");
    QVERIFY2(fraction.valid, qPrintable(fraction.error));
    QVERIFY(fraction.leapSecond);

    const rsi::W3cDatetime normal = rsi::W3cDatetime::parse(u"2016-12-31T23:59:59Z");
    QVERIFY(!normal.leapSecond);
}

void tst_W3cDatetime::surroundingWhiteSpace()
{
    const rsi::W3cDatetime padded = rsi::W3cDatetime::parse(u"\n  2013-01-03T09:00:00Z\t ");
    QVERIFY2(padded.valid, qPrintable(padded.error));
    QVERIFY(padded.paddedWithSpace);
    QCOMPARE(padded.msecsSinceEpoch, utcMsecs(2013, 1, 3, 9));

    QVERIFY(!rsi::W3cDatetime::parse(u"2013-01-03 T09:00:00Z").valid);
    QVERIFY(!rsi::W3cDatetime::parse(u"2013-01-03T09:00:00 Z").valid);
    // A no-break space is not XML white space.
    QVERIFY(!rsi::W3cDatetime::parse(u"\u00a02013-01-03").valid);
}

void tst_W3cDatetime::reducedPrecisionStandsForItsStart()
{
    const rsi::W3cDatetime year = rsi::W3cDatetime::parse(u"2013");
    const rsi::W3cDatetime month = rsi::W3cDatetime::parse(u"2013-01");
    const rsi::W3cDatetime day = rsi::W3cDatetime::parse(u"2013-01-01");
    const rsi::W3cDatetime full = rsi::W3cDatetime::parse(u"2013-01-01T00:00:00Z");
    QCOMPARE(year.msecsSinceEpoch, full.msecsSinceEpoch);
    QCOMPARE(month.msecsSinceEpoch, full.msecsSinceEpoch);
    QCOMPARE(day.msecsSinceEpoch, full.msecsSinceEpoch);
    QVERIFY(year.isReducedPrecision());
    QVERIFY(month.isReducedPrecision());
    QVERIFY(day.isReducedPrecision());
    QVERIFY(rsi::W3cDatetime::parse(u"2013-01-01T00:00Z").isReducedPrecision());
    QVERIFY(!full.isReducedPrecision());
    QVERIFY(!rsi::W3cDatetime::parse(u"2013-01-01T00:00:00.5Z").isReducedPrecision());
}

void tst_W3cDatetime::recommendedForm_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("recommended");

    QTest::newRow("seconds Z") << QStringLiteral("2013-01-03T09:00:00Z") << true;
    QTest::newRow("fraction Z") << QStringLiteral("2013-01-03T09:00:00.123Z") << true;
    QTest::newRow("offset") << QStringLiteral("2013-01-03T09:00:00+01:00") << false;
    QTest::newRow("+00:00 is not Z") << QStringLiteral("2013-01-03T09:00:00+00:00") << false;
    QTest::newRow("minutes Z") << QStringLiteral("2013-01-03T09:00Z") << false;
    QTest::newRow("date") << QStringLiteral("2013-01-03") << false;
    QTest::newRow("year") << QStringLiteral("2013") << false;
    QTest::newRow("invalid") << QStringLiteral("2013-01-03T09:00:00") << false;
}

void tst_W3cDatetime::recommendedForm()
{
    QFETCH(QString, text);
    QFETCH(bool, recommended);
    QCOMPARE(rsi::W3cDatetime::parse(text).isRecommendedForm(), recommended);
}

QTEST_GUILESS_MAIN(tst_W3cDatetime)
#include "tst_w3cdatetime.moc"
