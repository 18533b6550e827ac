// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "w3cdatetime.h"

#include <QCoreApplication>

namespace rsi {

namespace {

struct Cursor
{
    QStringView text;
    qsizetype at = 0;

    bool atEnd() const { return at >= text.size(); }
    bool take(char16_t c)
    {
        if (!atEnd() && text[at] == c) {
            ++at;
            return true;
        }
        return false;
    }
    // Exactly n ASCII digits.
    bool digits(int n, int *value)
    {
        if (at + n > text.size())
            return false;
        int result = 0;
        for (int i = 0; i < n; ++i) {
            const char16_t c = text[at + i].unicode();
            if (c < u'0' || c > u'9')
                return false;
            result = result * 10 + (c - u'0');
        }
        at += n;
        *value = result;
        return true;
    }
};

bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(int year, int month)
{
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && isLeapYear(year) ? 29 : days[month - 1];
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
qint64 daysFromCivil(int year, int month, int day)
{
    year -= month <= 2;
    const qint64 era = (year >= 0 ? year : year - 399) / 400;
    const qint64 yearOfEra = year - era * 400;
    const qint64 dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const qint64 dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(W3cDatetime)
};

W3cDatetime invalid(QString why)
{
    W3cDatetime value;
    value.error = std::move(why);
    return value;
}

bool isXmlSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

} // namespace

W3cDatetime W3cDatetime::parse(QStringView raw)
{
    QStringView text = raw;
    while (!text.isEmpty() && isXmlSpace(text.front()))
        text = text.mid(1);
    while (!text.isEmpty() && isXmlSpace(text.back()))
        text.chop(1);
    Cursor cursor {text};
    int year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0;
    qint64 millis = 0;
    W3cDatetime value;
    value.paddedWithSpace = text.size() != raw.size();

    if (text.isEmpty())
        return invalid(Tr::tr("the value is empty"));
    if (!cursor.digits(4, &year))
        return invalid(Tr::tr("it must start with a four-digit year"));
    value.precision = Precision::Year;
    if (cursor.take(u'-')) {
        if (!cursor.digits(2, &month) || month < 1 || month > 12)
            return invalid(Tr::tr("the month must be two digits from 01 to 12"));
        value.precision = Precision::Month;
        if (cursor.take(u'-')) {
            if (!cursor.digits(2, &day) || day < 1 || day > daysInMonth(year, month))
                return invalid(Tr::tr("the day must be two digits and exist in that month"));
            value.precision = Precision::Day;
            if (cursor.take(u'T')) {
                if (!cursor.digits(2, &hour) || hour > 23 || !cursor.take(u':')
                    || !cursor.digits(2, &minute) || minute > 59)
                    return invalid(Tr::tr("the time must be hh:mm with hh 00-23 and mm 00-59"));
                value.precision = Precision::Minute;
                if (cursor.take(u':')) {
                    if (!cursor.digits(2, &second) || second > 60)
                        return invalid(Tr::tr("the seconds must be two digits from 00 to 59"));
                    value.leapSecond = second == 60;
                    value.precision = Precision::Second;
                    if (cursor.take(u'.')) {
                        int digitsSeen = 0;
                        qint64 scale = 100;
                        while (!cursor.atEnd() && cursor.text[cursor.at].isDigit()
                               && cursor.text[cursor.at].unicode() < 128) {
                            millis += scale * (cursor.text[cursor.at].unicode() - u'0');
                            scale /= 10;
                            ++cursor.at;
                            ++digitsSeen;
                        }
                        if (digitsSeen == 0)
                            return invalid(Tr::tr("a decimal point must be followed by digits"));
                        value.precision = Precision::Fraction;
                    }
                }
                // The zone designator is required whenever a time is given.
                int offsetMinutes = 0;
                if (cursor.take(u'Z')) {
                    value.utc = true;
                } else if (!cursor.atEnd()
                           && (cursor.text[cursor.at] == u'+' || cursor.text[cursor.at] == u'-')) {
                    const int sign = cursor.text[cursor.at] == u'+' ? 1 : -1;
                    ++cursor.at;
                    int zoneHours = 0, zoneMinutes = 0;
                    if (!cursor.digits(2, &zoneHours) || zoneHours > 23 || !cursor.take(u':')
                        || !cursor.digits(2, &zoneMinutes) || zoneMinutes > 59)
                        return invalid(Tr::tr("the time zone must be Z or +hh:mm or -hh:mm"));
                    offsetMinutes = sign * (zoneHours * 60 + zoneMinutes);
                } else {
                    return invalid(Tr::tr("a time needs a time zone: Z or +hh:mm or -hh:mm"));
                }
                minute -= offsetMinutes;
            }
        }
    }
    if (!cursor.atEnd())
        return invalid(Tr::tr("unexpected characters after the value"));

    const qint64 days = daysFromCivil(year, month, day);
    const qint64 utcMinutes = (days * 24 + hour) * 60 + minute;
    // Leap seconds are inserted at 23:59:60 UTC; in another zone the local
    // clock shows another hour (and, for zones like +05:30, another minute).
    if (value.leapSecond && ((utcMinutes % 1440) + 1440) % 1440 != 23 * 60 + 59)
        return invalid(Tr::tr("the seconds can be 60 only for a leap second, at 23:59:60 UTC"));
    value.msecsSinceEpoch = utcMinutes * 60'000 + qint64(second) * 1000 + millis;
    value.valid = true;
    return value;
}

} // namespace rsi
