// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace rsi {

// A folder treated as a source: the documents name their web URLs, and the
// folder holds them laid out like the web server does, or flatter. The file
// for http://host/a/b/c.xml is the first that exists of
//   <root>/host/a/b/c.xml   (a mirror's layout)
//   <root>/a/b/c.xml        (the server's document root)
//   <root>/b/c.xml, <root>/c.xml  (leading path segments dropped)
// and /.well-known/resourcesync may also be <root>/sourcedescription.xml.
// file: URLs name files directly. Nothing outside the root is ever read:
// ".." segments, and links that lead out of the folder, find no file.
class LocalSource final
{
public:
    explicit LocalSource(const QString &rootDirectory);

    QString rootDirectory() const { return m_root; }
    // The file with the document at url, or nullopt when the folder has none.
    std::optional<QString> fileFor(const QUrl &url) const;
    // The document to start a crawl of the whole folder from: its Source
    // Description if it has one (the well-known place, sourcedescription.xml,
    // or any top-level .xml file with capability="description"), else its
    // first Capability List, else its first other ResourceSync document.
    std::optional<QString> startingFile() const;
    // The canonical form of a file path, for telling two names of one file
    // apart. Empty if the file is outside the root or does not exist.
    QString canonicalInside(const QString &path) const;

private:
    QString m_root; // canonical, without a trailing slash
};

} // namespace rsi
