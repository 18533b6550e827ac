// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dumpsourcefixture.h"

#include "filefixtures.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

namespace rsi::test {

namespace {

QString md5(const QByteArray &bytes)
{
    return QStringLiteral("md5:")
        + QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Md5).toHex());
}

QString loc(const char *name)
{
    return QStringLiteral("http://source.example/res/") + QLatin1StringView(name);
}

ManifestUrl urlFor(const char *name, const QByteArray &content)
{
    return {loc(name), QStringLiteral("/res/") + QLatin1StringView(name),
            QString::number(content.size()), md5(content)};
}

const QByteArray res1 = "the first resource\n";
const QByteArray res2 = "the second resource\n";

QList<ZipItem> goodItems()
{
    return {
        {QStringLiteral("manifest.xml"),
         dumpManifest({urlFor("res1.txt", res1), urlFor("res2.txt", res2)})},
        {QStringLiteral("res/res1.txt"), res1},
        {QStringLiteral("res/res2.txt"), res2},
    };
}

QByteArray header(const char *capability, const char *extra)
{
    return QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                      "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                      "  <rs:md capability=\"")
        + capability + "\"" + extra + "/>\n";
}

} // namespace

QByteArray dumpSourceOrigin()
{
    return "http://source.example";
}

bool writeDumpAuditSource(const QString &directory)
{
    const QDir dir(directory);
    const auto path = [&dir](const char *relative) {
        return dir.filePath(QLatin1StringView(relative));
    };
    bool ok = dir.mkpath(QStringLiteral(".well-known")) && dir.mkpath(QStringLiteral("dump"));

    ok = ok && writeZip(path("dump/good.zip"), goodItems());
    QList<ZipItem> badDigest = goodItems();
    ManifestUrl wrong = urlFor("res2.txt", res2);
    wrong.hash = md5("something else");
    badDigest[0].data = dumpManifest({urlFor("res1.txt", res1), wrong});
    ok = ok && writeZip(path("dump/baddigest.zip"), badDigest);
    QList<ZipItem> zipSlip = goodItems();
    zipSlip.append({QStringLiteral("../../evil.txt"), "escaped"});
    ok = ok && writeZip(path("dump/zipslip.zip"), zipSlip);
    const qint64 bombSize = 64LL * 1024 * 1024;
    ManifestUrl bombUrl {
        loc("bomb.bin"), QStringLiteral("/res/bomb.bin"), QString::number(bombSize), {}};
    ok = ok
        && writeZip(
             path("dump/bomb.zip"),
             {{QStringLiteral("manifest.xml"), dumpManifest({bombUrl, urlFor("res2.txt", res2)})},
              {QStringLiteral("res/bomb.bin"), {}, bombSize},
              {QStringLiteral("res/res2.txt"), res2}});
    ok = ok && writeZip(path("dump/truncated.zip"), goodItems());
    QByteArray whole = readFile(path("dump/truncated.zip"));
    ok = ok && writeRaw(path("dump/truncated.zip"), whole.left(whole.size() / 2));
    ok = ok && writeZip(path("dump/wronglength.zip"), goodItems());

    const QByteArray up
        = "  <rs:ln rel=\"up\" href=\"http://source.example/capabilitylist.xml\"/>\n";
    QByteArray dump = header("resourcedump", " at=\"2013-01-03T09:00:00Z\"") + up;
    const char *const packages[]
        = {"good", "baddigest", "zipslip", "bomb", "truncated", "wronglength", "missing"};
    for (const char *name : packages) {
        const QString file = dir.filePath(u"dump/" + QLatin1StringView(name) + u".zip");
        QByteArray bytes = readFile(file);
        QString length = QString::number(bytes.size());
        QString hash = md5(bytes);
        if (qstrcmp(name, "wronglength") == 0) {
            length = QString::number(bytes.size() + 100);
            hash = md5("not the package");
        }
        if (qstrcmp(name, "missing") == 0) {
            length = QStringLiteral("1000");
            hash = md5("absent");
        }
        dump += "  <url><loc>http://source.example/dump/" + QByteArray(name)
            + ".zip</loc><rs:md type=\"application/zip\" length=\"" + length.toLatin1()
            + "\" hash=\"" + hash.toLatin1() + "\"/></url>\n";
    }
    dump += "</urlset>\n";
    ok = ok && writeRaw(path("resourcedump.xml"), dump);

    ok = ok
        && writeRaw(path("capabilitylist.xml"),
                    header("capabilitylist", "")
                        + "  <rs:ln rel=\"up\" href=\"http://source.example/.well-known/"
                          "resourcesync\"/>\n"
                          "  <url><loc>http://source.example/resourcedump.xml</loc>"
                          "<rs:md capability=\"resourcedump\"/></url>\n"
                          "</urlset>\n");
    ok = ok
        && writeRaw(path(".well-known/resourcesync"),
                    header("description", "")
                        + "  <url><loc>http://source.example/capabilitylist.xml</loc>"
                          "<rs:md capability=\"capabilitylist\"/></url>\n"
                          "</urlset>\n");
    return ok;
}

} // namespace rsi::test
