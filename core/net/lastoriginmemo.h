// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

#include <optional>
#include <utility>

namespace rsi {

// Something worked out from a URL's origin (its scheme, host and port),
// kept for the last origin asked about. A mirror asks for thousands of URLs
// of one origin in a row: comparing the three parts QUrl holds costs a
// fraction of building the origin's text again for each of them. Parts are
// compared as QUrl holds them, so two spellings of one origin ("HTTP" and
// "http") only cost a miss.
template<typename Value> class LastOriginMemo final
{
public:
    const Value *find(const QUrl &url) const
    {
        if (!m_value || url.port() != m_port || url.host() != m_host || url.scheme() != m_scheme)
            return nullptr;
        return &*m_value;
    }

    void remember(const QUrl &url, Value value)
    {
        m_scheme = url.scheme();
        m_host = url.host();
        m_port = url.port();
        m_value = std::move(value);
    }

private:
    QString m_scheme;
    QString m_host;
    int m_port = -1;
    std::optional<Value> m_value;
};

} // namespace rsi
