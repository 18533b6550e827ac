// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// Files and ZIP packages for tests that read and write folders.
namespace rsi::test {

// One entry of a ZIP written by writeZip().
struct ZipItem
{
    QString name;
    QByteArray data;
    qint64 zeroBytes = 0; // this many NUL bytes follow data (bombs without the memory)
    bool stored = false; // method 0: the bytes appear as they are in the file
};

// Writes a ZIP with these entries, in this order (deflate unless stored).
bool writeZip(const QString &path, const QList<ZipItem> &items);

// One url of a dump manifest written by dumpManifest(); empty fields are left out.
struct ManifestUrl
{
    QString loc {};
    QString path {};
    QString length {};
    QString hash {};
    QString change {}; // Change Dump manifests only
    QString lastmod {};
};

// A Resource Dump Manifest (at 2013-01-03T09:00:00Z) or, with changeDump, a
// Change Dump Manifest (from 2013-01-02T00:00:00Z) with these urls, linking
// up to https://example.org/capabilitylist.xml.
QByteArray dumpManifest(const QList<ManifestUrl> &urls, bool changeDump = false);

// The file's bytes, or "<unreadable>" (never equal to real content by accident).
QByteArray readFile(const QString &path);
// Writes data, making the folders it needs; no atomicity, no checks.
bool writeRaw(const QString &path, const QByteArray &data);
// Every entry below folder (links not followed), relative and sorted, the
// local copy's state folder (".rsinspector") left out.
QStringList listTree(const QString &folder);

} // namespace rsi::test
