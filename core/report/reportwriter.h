// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validationreport.h"

#include <QByteArray>

#include <optional>

namespace rsi {

// The formats of the command-line contract (design.md): text for people,
// JSON for scripts, JUnit XML for CI systems (one failing test per finding).
enum class ReportFormat { Text, Json, JUnit };

std::optional<ReportFormat> reportFormatFromName(QStringView name);

// Serialises a report. Pure functions: any thread.
QByteArray writeTextReport(const ValidationReport &report);
QByteArray writeJsonReport(const ValidationReport &report);
QByteArray writeJUnitReport(const ValidationReport &report);
QByteArray writeReport(const ValidationReport &report, ReportFormat format);

} // namespace rsi
