// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rsi {

// A value in W3C Datetime syntax (NOTE-datetime-19980827), as ATT-001 allows:
// YYYY, YYYY-MM, YYYY-MM-DD, YYYY-MM-DDThh:mmTZD, YYYY-MM-DDThh:mm:ssTZD and
// YYYY-MM-DDThh:mm:ss.sTZD, where TZD is Z or +hh:mm / -hh:mm.
struct W3cDatetime
{
    enum class Precision { Year, Month, Day, Minute, Second, Fraction };

    bool valid = false;
    QString error; // why not valid, for the finding's message
    Precision precision = Precision::Year;
    qint64 msecsSinceEpoch = 0; // UTC; a reduced-precision value stands for its start
    bool utc = false; // the zone designator is "Z"
    bool leapSecond = false; // ss = 60, at 23:59:60 UTC
    bool paddedWithSpace = false; // XML white space around the value (accepted, not recommended)

    // Surrounding XML white space is accepted, as XML Schema's dateTime does,
    // and noted in paddedWithSpace.
    static W3cDatetime parse(QStringView text);

    bool hasTime() const { return precision >= Precision::Minute; }
    // ATT-002: a complete date and time in UTC, YYYY-MM-DDThh:mm:ss[.s]Z.
    bool isRecommendedForm() const { return valid && precision >= Precision::Second && utc; }
    bool isReducedPrecision() const { return precision < Precision::Second; }
};

} // namespace rsi
