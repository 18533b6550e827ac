// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The document parser and validator on arbitrary bytes (plain or gzip: the
// parser detects gzip by its magic bytes), under both spec versions.
#include "parse/documentparser.h"
#include "validation/validator.h"

#include <QUrl>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QUrl url(QStringLiteral("http://example.org/fuzz/resourcelist.xml"));
    rsi::ParserLimits limits;
    limits.maxBytes = 8 * 1024 * 1024; // as hostile as the real limit, faster
    const rsi::ParseResult parsed = rsi::DocumentParser(limits).parseBytes(bytes, url);
    if (parsed.document.entryCount < parsed.document.entries.size())
        std::abort(); // the stored entries are a prefix of those counted
    for (const rsi::SpecVersion version : {rsi::SpecVersion::V1_0, rsi::SpecVersion::V1_1}) {
        rsi::ValidationOptions options;
        options.specVersion = version;
        const rsi::FindingList findings = rsi::Validator(options).validate(parsed);
        for (const rsi::Finding &finding : findings) {
            if (finding.ruleId.isEmpty() || finding.message.isEmpty())
                std::abort(); // every finding names its rule and says why
        }
    }
    return 0;
}
