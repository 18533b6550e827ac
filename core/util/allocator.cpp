// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "allocator.h"

// Any header of the C library defines __GLIBC__ where it is glibc; without
// one, the test below was always false and nothing here ever ran.
#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rsi {

void tuneAllocatorForLargeDocuments()
{
#if defined(__GLIBC__)
    // Four arenas for every thread, not one per thread (up to 8 per core):
    // what a parse frees at the top of a thread's own arena stays resident
    // there, as only the main arena's top is ever trimmed, and the next large
    // parse, on another thread of the pool, faulted in fresh memory. Measured
    // on 2 cores: a crawl of 8 gzip bombs peaked at 350 MB with an arena per
    // thread and about 195 MB with two; the million-entry crawl (bench_crawl)
    // at 520 MB and 275 MB, in the same time. But not two: threads take the
    // arenas in turn as they start, and with two a mirror's state thread
    // could share the main thread's, both allocating for every resource, and
    // wait on its lock (33,700-41,800 futex calls for 10,000 files, against
    // 12,700 with four). With four: 311-327 MB for the million entries,
    // 171-176 MB for the gzip bombs.
    mallopt(M_ARENA_MAX, 4);
#endif
}

void releaseFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace rsi
