// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rsi {

// Asks the C library's allocator to share a few arenas among all threads
// instead of giving each thread its own, whose freed memory the other threads
// cannot reuse: the peak of a crawl then follows what is live, not how many
// threads the pool ran. Call once, early in main(), before any thread starts.
// Does nothing where the allocator offers no such knob.
//
// (It used to ask glibc to keep up to 256 MB of freed heap and to serve
// blocks up to 64 MB from the heap, for speed with the per-entry QStrings of
// old; the test for glibc never held, so none of it ever ran, and measured
// through glibc's environment variables it made no difference to parsing a
// 50,000-entry list and raised the peak of a crawl of 8 gzip bombs from 350 to
// 600 MB.)
void tuneAllocatorForLargeDocuments();

// Gives the memory freed so far back to the system (the free pages of every
// arena, and the top of the main one). For after hostile work, a document cut
// at its byte limit, whose parse held most of the parse budget: its memory
// would otherwise stay resident. Takes a few milliseconds; does nothing where
// the allocator offers no such call.
void releaseFreedMemory();

} // namespace rsi
