// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <utility>

namespace rsi {

// The status line and header fields of one HTTP response, as the server sent
// them (after any 1xx interim responses, which are dropped).
struct ResponseHead
{
    int status = 0;
    QByteArray reason; // empty over HTTP/2, which has none
    QList<std::pair<QByteArray, QByteArray>> fields; // in order; values trimmed

    // The value of the field name (case-insensitive): several fields of that
    // name joined with ", ", as RFC 9110 section 5.3 lets them be combined;
    // a null QByteArray when there is none.
    QByteArray value(QByteArrayView name) const
    {
        QByteArray joined;
        for (const auto &[field, fieldValue] : fields) {
            if (field.compare(name, Qt::CaseInsensitive) != 0)
                continue;
            if (joined.isNull())
                joined = fieldValue.isNull() ? QByteArray("") : fieldValue;
            else
                joined += ", " + fieldValue;
        }
        return joined;
    }
    bool has(QByteArrayView name) const { return !value(name).isNull(); }
};

} // namespace rsi
