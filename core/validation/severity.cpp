// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "severity.h"

namespace rsi {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        return QStringLiteral("error");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<Severity> severityFromName(QStringView name)
{
    if (name == u"info")
        return Severity::Info;
    if (name == u"warning")
        return Severity::Warning;
    if (name == u"error")
        return Severity::Error;
    return std::nullopt;
}

} // namespace rsi
