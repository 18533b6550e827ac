// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <algorithm>
#include <array>

namespace rsi {

// The status line and header fields of one HTTP response, as the server sent
// them (after any 1xx interim responses, which are dropped).
struct ResponseHead
{
    int status = 0;
    QByteArray reason; // empty over HTTP/2, which has none

    // A field as received, name and value trimmed.
    void addField(QByteArrayView name, QByteArrayView value)
    {
        if (m_fields.isNull())
            m_fields.reserve(512); // most heads fit: one allocation per response
        // One resize and two copies: appending piece by piece cost four
        // out-of-line calls per field, on every response.
        const qsizetype at = m_fields.size();
        m_fields.resize(at + name.size() + value.size() + 2);
        char *out = m_fields.data() + at;
        out = std::copy(name.begin(), name.end(), out);
        *out++ = ':';
        out = std::copy(value.begin(), value.end(), out);
        *out = '\n';
    }
    // An obsolete folded line: more of the last field's value.
    void continueField(QByteArrayView more)
    {
        if (m_fields.isEmpty())
            return;
        m_fields.chop(1);
        m_fields.append(' ').append(more).append('\n');
    }

    // The value of the field name (case-insensitive): several fields of that
    // name joined with ", ", as RFC 9110 section 5.3 lets them be combined;
    // a null QByteArray when there is none.
    QByteArray value(QByteArrayView name) const { return values<1>({name})[0]; }
    bool has(QByteArrayView name) const { return !value(name).isNull(); }

    // value() of each name, in one pass over the head: a response's fields
    // are read once, not once per name asked for.
    template<std::size_t N>
    std::array<QByteArray, N> values(const std::array<QByteArrayView, N> &names) const
    {
        std::array<QByteArray, N> joined;
        const QByteArrayView fields(m_fields);
        qsizetype at = 0;
        while (at < fields.size()) {
            const qsizetype end = fields.indexOf('\n', at);
            const QByteArrayView line = fields.sliced(at, end - at);
            at = end + 1;
            const qsizetype colon = line.indexOf(':');
            for (std::size_t i = 0; i < N; ++i) {
                // Names of another length are not compared: most fields
                // are passed over at this test.
                if (colon != names[i].size()
                    || line.first(colon).compare(names[i], Qt::CaseInsensitive) != 0)
                    continue;
                const QByteArrayView fieldValue = line.sliced(colon + 1);
                if (joined[i].isNull())
                    joined[i] = QByteArray(fieldValue.data(), fieldValue.size());
                else
                    joined[i].append(", ").append(fieldValue);
            }
        }
        return joined;
    }

private:
    // One "name:value\n" per field, in order: a name never holds a colon and
    // neither holds a line break, so a head is one allocation, not two per
    // field.
    QByteArray m_fields;
};

} // namespace rsi
