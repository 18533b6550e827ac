// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QtGlobal>

namespace rsi::test {

// Sets environment variables for one test and restores them, whatever way
// the test ends.
class EnvironmentGuard
{
public:
    EnvironmentGuard() = default;
    Q_DISABLE_COPY_MOVE(EnvironmentGuard)
    ~EnvironmentGuard()
    {
        for (auto it = m_saved.cbegin(); it != m_saved.cend(); ++it) {
            if (it.value().isNull())
                qunsetenv(it.key().constData());
            else
                qputenv(it.key().constData(), it.value());
        }
    }
    void set(const char *name, const QByteArray &value)
    {
        if (!m_saved.contains(name))
            m_saved.insert(name, qEnvironmentVariableIsSet(name) ? qgetenv(name) : QByteArray());
        qputenv(name, value);
    }

private:
    QHash<QByteArray, QByteArray> m_saved;
};

} // namespace rsi::test
