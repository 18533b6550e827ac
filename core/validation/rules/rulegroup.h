// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rsi {

class ValidationContext;

// One part of the catalogue, checked on one parsed document ([doc] scope).
// ruleIds lists every id the group can report, so that the rule table can
// say which rules `validate` checks and tst_RuleCoverage can prove that no
// [doc] rule is left out.
struct RuleGroup
{
    const char *name;
    QStringList (*ruleIds)();
    void (*check)(ValidationContext &context);
};

namespace rules {
// Each defined in its own file under rules/.
extern const RuleGroup profile; // Appendix A and each type's mandatory parts (typeprofile.h)
extern const RuleGroup generic; // GEN
extern const RuleGroup attributes; // ATT, GEN-019/020
extern const RuleGroup times; // TA
extern const RuleGroup sourceDescription; // SD
extern const RuleGroup capabilityList; // CAP
extern const RuleGroup resourceLists; // RL, RLI
extern const RuleGroup resourceDumps; // RD, RDI, RDM
extern const RuleGroup changeLists; // CL, CLI
extern const RuleGroup changeDumps; // CD, CDI, CDM
extern const RuleGroup links; // LNK, NAV-007
extern const RuleGroup notifications; // NT: Framework Notification payloads and channels
} // namespace rules

} // namespace rsi
