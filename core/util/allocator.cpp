// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rsi {

void tuneAllocatorForLargeDocuments()
{
#if defined(__GLIBC__)
    // Keep up to 256 MB of freed heap, and grow the heap 16 MB at a time.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TOP_PAD, 16 * 1024 * 1024);
    // Large blocks (a document's entry list) from the heap as well, so that they
    // too are reused rather than unmapped.
    mallopt(M_MMAP_THRESHOLD, 64 * 1024 * 1024);
#endif
}

} // namespace rsi
