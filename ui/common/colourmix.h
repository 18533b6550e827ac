// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace rsi {

// a with amountOfB of b, channel by channel: tints that follow the palette
// (light or dark) instead of fixed colours.
inline QColor mix(const QColor &a, const QColor &b, qreal amountOfB)
{
    const qreal keep = 1.0 - amountOfB;
    return QColor::fromRgbF(float(a.redF() * keep + b.redF() * amountOfB),
                            float(a.greenF() * keep + b.greenF() * amountOfB),
                            float(a.blueF() * keep + b.blueF() * amountOfB));
}

} // namespace rsi
