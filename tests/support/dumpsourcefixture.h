// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rsi::test {

// A source whose Resource Dump holds one good package and one of each fault
// a full audit must find, written into a folder for
// LoopbackServer::serveFolder(dir, dumpSourceOrigin()):
//
//   /.well-known/resourcesync  Source Description -> /capabilitylist.xml
//   /capabilitylist.xml        Capability List -> /resourcedump.xml
//   /resourcedump.xml          Resource Dump listing, in this order:
//   /dump/good.zip             correct throughout
//   /dump/baddigest.zip        manifest.xml gives a wrong md5 for res2.txt
//                              (its second url, line 7 of the manifest)
//   /dump/zipslip.zip          holds an entry named ../../evil.txt
//   /dump/bomb.zip             bomb.bin: 64 MiB of zeros, deflated
//                              (its manifest url is line 6)
//   /dump/truncated.zip        the first half of a good package
//   /dump/wronglength.zip      a good package whose dump entry gives a wrong
//                              length and md5 for the package itself
//   /dump/missing.zip          not there (404)
//
// Every package's manifest lists res1.txt at line 6, and the second url at
// line 7. Returns false when a file could not be written.
bool writeDumpAuditSource(const QString &directory);

// "http://source.example": what the documents name; the server rewrites it.
QByteArray dumpSourceOrigin();

} // namespace rsi::test
