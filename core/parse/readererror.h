// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace rsi {

// Why an XML reader stopped: a well-formedness error (GEN-001).
struct ReaderError
{
    QString reason; // translated where the reader's error is known; no final period
    SourcePosition position;
};

// The reason both readers give for an end tag that does not match: the
// element that is open, which is what a person looks for.
inline QString mismatchedEndTag(const QString &openElement)
{
    return QCoreApplication::translate("DocumentParser",
                                       "the end tag here does not close <%1>, the element that "
                                       "is open at this point (opening and ending tag mismatch)")
        .arg(openElement);
}

} // namespace rsi
