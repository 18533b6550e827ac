// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rsi {

// Ordered so that a larger value is worse.
enum class Severity { Info, Warning, Error };

QString severityName(Severity severity); // "info", "warning", "error": stable, for reports
std::optional<Severity> severityFromName(QStringView name);

} // namespace rsi
