// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The checker of the links group, shared by linkrules.cpp (the walk over
// each entry's links: which relation types a document type defines, how
// many of a kind, links to the entry itself, priorities, NAV-007, LNK-011)
// and linkrelations.cpp (what each relation type asks for: contents,
// patches, mirrors, alternates, metadata records, mementos, TimeGates).
// Private to those two files.
#pragma once

#include "validation/validationcontext.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace rsi::linkrules {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time; the two files share it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// Which url-level links a document type defines (§7, §14.1).
enum class LinkScope {
    RelatedResources, // RL, RDM, CL, CDM: any link to related resources
    ContentsOnly, // RD, CD: only contents
    DescribedByOnly, // SD: only describedby
    IndexOnly, // framework notifications: only index (FN §3)
    None, // indexes, Capability Lists: none defined
    Unchecked, // extension documents
};

inline QString trimmedHref(const Link &link)
{
    return link.href().value_or(QString()).trimmed();
}

// Links a document type does not define, gathered per relation (LNK-001).
struct UndefinedRelation
{
    QString relation;
    qsizetype count = 0;
    Link first; // a copy: entries are read one at a time
};

class LinkChecker final
{
public:
    explicit LinkChecker(ValidationContext &context);

    void run();

private:
    // The walk (linkrules.cpp).
    void checkRootIndexLinks();
    void checkEntry(const Entry &entry);
    bool defines(const Link &link) const;
    bool isDefinedHere(const Link &link, const QString &relation);
    void reportUndefinedRelations();
    void checkNotSelf(const Entry &entry, const Link &link, QStringView ruleId,
                      const QString &message, std::optional<Severity> severity = std::nullopt);
    void checkAmbiguousPriorities(const Entry &entry);
    static std::optional<int> effectivePriority(const Link &link);
    void reportPriorVersionsWithoutLastmod(const Entry &entry);

    // What each relation type asks for (linkrelations.cpp).
    void checkContents(const Link &link);
    void checkMirror(const Entry &entry, const Link &link);
    void checkAlternate(const Link &link);
    void checkPatch(const Link &link);
    static bool isKnownPatchType(const QString &type);
    void checkMetadataLink(const Entry &entry, const Link &link);
    QList<qsizetype> entriesWithLoc(const QString &loc);
    void checkMemento(const Entry &entry, const Link &link);
    void checkTimeGate(const Link &link);

    ValidationContext &m_context;
    const Document &m_document;
    const DocumentType m_type;
    const LinkScope m_scope;
    QList<UndefinedRelation> m_undefined;
    QHash<QString, QList<qsizetype>> m_entriesByLoc;
    bool m_locIndexBuilt = false;
};

} // namespace rsi::linkrules
