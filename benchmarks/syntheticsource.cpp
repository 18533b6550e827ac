// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntheticsource.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <sys/resource.h>

namespace rsi::bench {

namespace {

const QByteArray origin = "http://example.com";

QByteArray header(const QByteArray &root, const QByteArray &metadata, const QByteArray &up)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<" + root
        + " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "    xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n  <rs:md "
        + metadata + "/>\n";
    if (!up.isEmpty())
        xml += "  <rs:ln rel=\"up\" href=\"" + origin + up + "\"/>\n";
    return xml;
}

QByteArray resourceList(int list, int entries, int lists)
{
    QByteArray xml = header("urlset",
                            "capability=\"resourcelist\" at=\"2026-11-01T09:00:00Z\" "
                            "completed=\"2026-11-01T09:30:00Z\"",
                            "/dataset1/capabilitylist.xml");
    xml.reserve(qsizetype(entries) * 260 + 1024);
    if (lists > 1)
        xml += "  <rs:ln rel=\"index\" href=\"" + origin + "/dataset1/resourcelist-index.xml\"/>\n";
    for (int i = 0; i < entries; ++i) {
        const QByteArray number
            = QByteArray::number(qint64(list) * entries + i).rightJustified(8, '0');
        const QByteArray hash
            = QCryptographicHash::hash(number, QCryptographicHash::Sha256).toHex();
        xml += "  <url>\n    <loc>" + origin + "/dataset1/resources/item-" + number
            + ".html</loc>\n    <lastmod>2026-10-" + QByteArray::number(10 + i % 20)
            + "T13:00:00Z</lastmod>\n    <rs:md hash=\"sha-256:" + hash + "\" length=\""
            + QByteArray::number(1000 + i % 90000) + "\" type=\"text/html\"/>\n  </url>\n";
    }
    return xml + "</urlset>\n";
}

} // namespace

bool generateSyntheticSource(const QString &dir, int entries, int perList)
{
    const int lists = (entries + perList - 1) / perList;
    bool ok
        = writeFile(dir + QStringLiteral("/.well-known/resourcesync"),
                    header("urlset", "capability=\"description\"", {}) + "  <url><loc>" + origin
                        + "/dataset1/capabilitylist.xml</loc><rs:md capability=\"capabilitylist\"/>"
                          "</url>\n</urlset>\n");
    ok = ok
        && writeFile(
             dir + QStringLiteral("/dataset1/capabilitylist.xml"),
             header("urlset", "capability=\"capabilitylist\"", "/.well-known/resourcesync")
                 + "  <url><loc>" + origin
                 + "/dataset1/resourcelist-index.xml</loc><rs:md capability=\"resourcelist\"/>"
                   "</url>\n</urlset>\n");
    QByteArray index = header("sitemapindex",
                              "capability=\"resourcelist\" at=\"2026-11-01T09:00:00Z\" "
                              "completed=\"2026-11-01T09:30:00Z\"",
                              "/dataset1/capabilitylist.xml");
    for (int list = 0; list < lists && ok; ++list) {
        const QByteArray name = "/dataset1/list-" + QByteArray::number(list) + ".xml";
        index += "  <sitemap><loc>" + origin + name
            + "</loc><rs:md at=\"2026-11-01T09:00:00Z\" completed=\"2026-11-01T09:30:00Z\"/>"
              "</sitemap>\n";
        const int count = std::min(perList, entries - list * perList);
        ok = writeFile(dir + QString::fromLatin1(name), resourceList(list, count, lists));
    }
    return ok
        && writeFile(dir + QStringLiteral("/dataset1/resourcelist-index.xml"),
                     index + "</sitemapindex>\n");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray sitemapDocument(const QByteArray &root, const QByteArray &metadata,
                           const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<" + root
        + " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n<rs:md "
        + metadata + "/>\n" + body + "</" + root + ">\n";
}

double cpuMs(int who)
{
    rusage usage {};
    getrusage(who, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

double peakMb(int who)
{
    rusage usage {};
    getrusage(who, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

} // namespace rsi::bench
