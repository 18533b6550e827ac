// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace rsi {

// The source texts of the catalogue's summaries, in catalogue order, as
// lupdate sees them (context "RuleCatalogue"). Rule::translatedSummary()
// looks them up; tests keep this list equal to the catalogue.
QList<const char *> ruleSummarySourceTexts();

} // namespace rsi
