// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The W3C datetime parser on arbitrary text, with its documented promises
// as assertions.
#include "validation/w3cdatetime.h"

#include <QString>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text
        = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const rsi::W3cDatetime parsed = rsi::W3cDatetime::parse(text);
    if (parsed.valid == !parsed.error.isEmpty())
        std::abort(); // valid exactly when there is no error
    if (parsed.isRecommendedForm() && (!parsed.utc || parsed.isReducedPrecision()))
        std::abort();
    if (parsed.valid) {
        // Parsing is a function: the same text, the same instant.
        const rsi::W3cDatetime again = rsi::W3cDatetime::parse(text);
        if (again.msecsSinceEpoch != parsed.msecsSinceEpoch || again.precision != parsed.precision)
            std::abort();
    }
    return 0;
}
