// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulegroup.h"

#include "validation/validationcontext.h"

namespace rsi {

namespace {

QStringList ruleIds()
{
    return {};
}

void check(ValidationContext &context)
{
    Q_UNUSED(context);
}

} // namespace

const RuleGroup rules::times{"times", ruleIds, check};

} // namespace rsi
