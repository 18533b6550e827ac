// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "typeprofile.h"

#include <array>

namespace rsi {

namespace {

using enum AttributeUse;
constexpr Severity Err = Severity::Error;
constexpr Severity Warn = Severity::Warning;

// Url-level attributes that every profile below leaves to the generic rules
// when it does not name them: capability (ATT-005), change (ATT-006), path
// (ATT-015), datetime (ATT-016), and the time attributes (TA-001).

const std::array profiles = {
    TypeProfile{
        DocumentType::SourceDescription,
        {},
        u"SD-004", {}, u"GEN-028", {}, {}, u"GEN-021",
        {{u"at", NotUsed, u"SD-009"}, {u"completed", NotUsed, u"SD-009"},
         {u"from", NotUsed, u"SD-009"}, {u"until", NotUsed, u"SD-009"}},
        {{u"capability", Optional, {}}},
    },
    TypeProfile{
        DocumentType::SourceDescriptionIndex,
        {},
        u"SD-010", {}, u"GEN-028", {}, {}, u"GEN-021",
        {{u"at", NotUsed, u"SD-009"}, {u"completed", NotUsed, u"SD-009"},
         {u"from", NotUsed, u"SD-009"}, {u"until", NotUsed, u"SD-009"}},
        // A child may say capability="description"; any other value is SD-010.
        {{u"capability", Optional, {}}},
    },
    TypeProfile{
        DocumentType::CapabilityList,
        u"CAP-002",
        u"CAP-004", {}, u"GEN-028", u"CAP-004", {}, u"GEN-021",
        {{u"at", NotUsed, u"CAP-009"}, {u"completed", NotUsed, u"CAP-009"},
         {u"from", NotUsed, u"CAP-009"}, {u"until", NotUsed, u"CAP-009"}},
        {{u"capability", Mandatory, u"CAP-004"}},
    },
    TypeProfile{
        DocumentType::CapabilityListIndex,
        u"CAP-002",
        u"CAP-004", {}, u"GEN-028", {}, {}, u"GEN-021",
        {{u"at", NotUsed, u"CAP-009"}, {u"completed", NotUsed, u"CAP-009"},
         {u"from", NotUsed, u"CAP-009"}, {u"until", NotUsed, u"CAP-009"}},
        {},
    },
    TypeProfile{
        DocumentType::ResourceList,
        u"RL-005",
        u"RL-008", {}, u"RL-007", {}, {}, u"RL-014",
        {{u"at", Mandatory, u"RL-002"}, {u"from", NotUsed, u"RL-004"},
         {u"until", NotUsed, u"RL-004"}},
        {{u"at", NotUsed, u"RL-010"}, {u"completed", NotUsed, u"RL-010"},
         {u"from", NotUsed, u"RL-010"}, {u"until", NotUsed, u"RL-010"},
         {u"change", NotUsed, u"RL-010"}, {u"datetime", NotUsed, u"RL-010"},
         {u"path", NotUsed, u"RL-010"}, {u"capability", NotUsed, u"RL-010"}},
    },
    TypeProfile{
        DocumentType::ResourceListIndex,
        u"RLI-003",
        u"RLI-005", {}, u"RLI-004", {}, {}, u"GEN-021",
        {{u"at", Mandatory, u"RLI-002"}, {u"from", NotUsed, u"RLI-002"},
         {u"until", NotUsed, u"RLI-002"}},
        {{u"at", Optional, {}}, {u"completed", Optional, {}},
         {u"from", NotUsed, u"RLI-006", Err}, {u"until", NotUsed, u"RLI-006", Err},
         {u"change", NotUsed, u"RLI-006", Err}, {u"datetime", NotUsed, u"RLI-006", Err},
         {u"path", NotUsed, u"RLI-006", Err}, {u"capability", NotUsed, u"RLI-006", Err},
         {u"hash", NotUsed, u"RLI-006", Err}, {u"length", NotUsed, u"RLI-006", Err},
         {u"type", NotUsed, u"RLI-006", Err}, {u"encoding", NotUsed, u"RLI-006", Err}},
    },
    TypeProfile{
        DocumentType::ResourceDump,
        u"RD-003",
        u"RD-006", {}, u"RD-005", u"RD-007", Warn, u"GEN-021",
        {{u"at", Mandatory, u"RD-002"}, {u"from", NotUsed, u"RD-002"},
         {u"until", NotUsed, u"RD-002"}},
        {{u"type", Recommended, u"RD-007"}, {u"length", Recommended, u"RD-007"},
         {u"at", Optional, {}}, {u"completed", Optional, {}},
         {u"from", NotUsed, u"RD-008"}, {u"until", NotUsed, u"RD-008"},
         {u"change", NotUsed, u"RD-008"}, {u"path", NotUsed, u"RD-008"},
         {u"datetime", NotUsed, u"RD-008"}},
    },
    TypeProfile{
        DocumentType::ResourceDumpIndex,
        u"RDI-002",
        u"RDI-003", Err, u"GEN-028", {}, {}, u"GEN-021",
        {{u"at", Mandatory, u"RDI-001"}, {u"from", NotUsed, u"TA-001"},
         {u"until", NotUsed, u"TA-001"}},
        {{u"at", Optional, {}}, {u"completed", Optional, {}},
         {u"from", NotUsed, u"RDI-003", Err}, {u"until", NotUsed, u"RDI-003", Err},
         {u"change", NotUsed, u"RDI-003", Err}, {u"datetime", NotUsed, u"RDI-003", Err},
         {u"path", NotUsed, u"RDI-003", Err}, {u"capability", NotUsed, u"RDI-003", Err},
         {u"hash", NotUsed, u"RDI-003", Err}, {u"length", NotUsed, u"RDI-003", Err},
         {u"type", NotUsed, u"RDI-003", Err}, {u"encoding", NotUsed, u"RDI-003", Err}},
    },
    TypeProfile{
        DocumentType::ResourceDumpManifest,
        u"RDM-004",
        u"RDM-005", {}, u"RDM-012", u"RDM-006", {}, u"GEN-021",
        {{u"at", Mandatory, u"RDM-003"}, {u"from", NotUsed, u"RDM-003"},
         {u"until", NotUsed, u"RDM-003"}},
        {{u"path", Mandatory, u"RDM-006"}, {u"type", Recommended, u"RDM-007"},
         {u"at", NotUsed, u"RDM-008"}, {u"completed", NotUsed, u"RDM-008"},
         {u"from", NotUsed, u"RDM-008"}, {u"until", NotUsed, u"RDM-008"},
         {u"change", NotUsed, u"RDM-008"}, {u"datetime", NotUsed, u"RDM-008"},
         {u"capability", NotUsed, u"RDM-008"}},
    },
    TypeProfile{
        DocumentType::ChangeList,
        u"CL-005",
        u"CL-008", {}, {}, u"CL-010", {}, u"GEN-021",
        {{u"from", Mandatory, u"CL-002"}, {u"at", NotUsed, u"CL-004"},
         {u"completed", NotUsed, u"CL-004"}},
        {{u"change", Mandatory, u"CL-010"}, {u"datetime", Optional, {}},
         {u"at", NotUsed, u"CL-011"}, {u"completed", NotUsed, u"CL-011"},
         {u"from", NotUsed, u"CL-011"}, {u"until", NotUsed, u"CL-011"},
         {u"path", NotUsed, u"CL-011"}, {u"capability", NotUsed, u"CL-011"}},
    },
    TypeProfile{
        DocumentType::ChangeListIndex,
        u"CLI-003",
        u"CLI-004", Err, u"CLI-004", u"CLI-005", Warn, u"GEN-021",
        {{u"from", Mandatory, u"CLI-002"}, {u"at", NotUsed, u"CLI-002"},
         {u"completed", NotUsed, u"CLI-002"}},
        {{u"from", Recommended, u"CLI-005"}, {u"until", Optional, {}},
         {u"at", NotUsed, u"CLI-005", Err}, {u"completed", NotUsed, u"CLI-005", Err}},
    },
    TypeProfile{
        DocumentType::ChangeDump,
        u"CD-003",
        u"CD-005", Err, u"CD-005", u"CD-006", Warn, u"GEN-021",
        {{u"from", Mandatory, u"CD-002"}, {u"at", NotUsed, u"CD-002"},
         {u"completed", NotUsed, u"CD-002"}},
        {{u"type", Recommended, u"CD-006"}, {u"length", Recommended, u"CD-006"},
         {u"from", Recommended, u"CD-007"}, {u"until", Optional, {}},
         {u"at", NotUsed, u"CD-007", Err}, {u"completed", NotUsed, u"CD-007", Err},
         {u"change", NotUsed, u"CD-007", Err}, {u"path", NotUsed, u"CD-007", Err},
         {u"datetime", NotUsed, u"CD-007", Err}},
    },
    TypeProfile{
        DocumentType::ChangeDumpIndex,
        u"CDI-002",
        u"GEN-010", {}, u"GEN-028", u"CDI-003", Warn, u"GEN-021",
        {{u"from", Mandatory, u"CDI-001"}, {u"at", NotUsed, u"CDI-001"},
         {u"completed", NotUsed, u"CDI-001"}},
        {{u"from", Recommended, u"CDI-003"}, {u"until", Optional, {}},
         {u"at", NotUsed, u"CDI-003", Err}, {u"completed", NotUsed, u"CDI-003", Err}},
    },
    TypeProfile{
        DocumentType::ChangeDumpManifest,
        u"CDM-003",
        u"CDM-007", {}, {}, u"CDM-009", {}, u"GEN-021",
        {{u"from", Mandatory, u"CDM-002"}, {u"at", NotUsed, u"CDM-002"},
         {u"completed", NotUsed, u"CDM-002"}},
        // path and type depend on the change (CDM-010, CDM-012): the CDM rules judge them.
        {{u"change", Mandatory, u"CDM-009"}, {u"path", Optional, {}}, {u"datetime", Optional, {}},
         {u"at", NotUsed, u"CDM-015"}, {u"completed", NotUsed, u"CDM-015"},
         {u"from", NotUsed, u"CDM-015"}, {u"until", NotUsed, u"CDM-015"},
         {u"capability", NotUsed, u"CDM-015"}},
    },
};

const TypeProfile permissiveProfile{DocumentType::Unknown, {}, u"GEN-010", {}, {}, {}, {},
                                    u"GEN-021", {}, {}};

} // namespace

const TypeProfile &typeProfile(DocumentType type)
{
    for (const TypeProfile &profile : profiles) {
        if (profile.type == type)
            return profile;
    }
    return permissiveProfile;
}

} // namespace rsi
