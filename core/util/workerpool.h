// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace rsi {

// The threads the engine parses, validates and hashes on: as many as the
// machine has cores.
//
// Not Qt's global pool: Qt uses that one itself, for painting among other
// things (the raster engine spreads large fills across it), so a window
// whose global pool is busy parsing a 50,000-entry list cannot paint until
// a parse ends. Our work queues here and the window stays responsive.
QThreadPool *workerPool();

} // namespace rsi
