// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rsi {

// The version of ANSI/NISO Z39.99 a document is judged against. Documents
// carry no version marker, so the user chooses; 1.1 by default.
enum class SpecVersion { V1_0, V1_1 };

inline QString specVersionName(SpecVersion version)
{
    return version == SpecVersion::V1_0 ? QStringLiteral("1.0") : QStringLiteral("1.1");
}

inline std::optional<SpecVersion> specVersionFromName(QStringView name)
{
    if (name == u"1.0")
        return SpecVersion::V1_0;
    if (name == u"1.1")
        return SpecVersion::V1_1;
    return std::nullopt;
}

} // namespace rsi
