// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The dump package checker on arbitrary bytes taken for a ZIP file holding a
// manifest and its bitstreams: zip slip, bombs, truncation and corruption
// must end as findings, never as a crash or an unbounded allocation.
#include "mirror/dumppackage.h"

#include <QBuffer>
#include <QUrl>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    rsi::DumpPackageLimits limits;
    limits.maxEntryBytes = 16 * 1024 * 1024; // small caps: the fuzzer finds the edges sooner
    limits.maxTotalBytes = 64 * 1024 * 1024;
    limits.manifestMaxBytes = 4 * 1024 * 1024;
    const rsi::DumpPackageResult result = rsi::DumpPackage(limits).verify(
        &device, QUrl(QStringLiteral("http://example.org/dump/part1.zip")));
    if (result.bytesInflated > limits.maxTotalBytes + limits.manifestMaxBytes)
        std::abort(); // the caps hold
    for (const QString &name : result.unsafeEntryNames) {
        if (rsi::DumpPackage::isSafeEntryName(name))
            std::abort();
    }
    return 0;
}
