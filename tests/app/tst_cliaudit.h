// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rsinspector-cli's audits of a whole source, run as a user would. The cases are
// spread over files: tst_cliaudit.cpp (dump packages, Capability Lists that
// limit a crawl, audit or mirror) and tst_cliaudit_scope.cpp (included and
// excluded resources, samples, grouped findings, HTML reports, the catalogue).
#pragma once

//
// The full audit of a source from the command line (issue 14), run as a user
// or a CI job would: dump packages checked with --check-resources, the part
// of a source asked for (--capability-list, --include, --exclude, --sample),
// grouped findings (--all-findings to undo them), and --format html.
#include "support/dumpsourcefixture.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"
#include "support/processrun.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using rsi::test::LoopbackServer;

namespace cliaudittest {

using Run = rsi::test::ProcessRun;

// Runs the CLI without blocking the event loop (the LoopbackServer of this
// process answers it), in workingDirectory, with TMPDIR set to tempDirectory
// when given.
inline Run runCli(const QStringList &arguments, const QString &workingDirectory = {},
                  const QString &tempDirectory = {})
{
    rsi::test::ProcessOptions options;
    options.workingDirectory = workingDirectory;
    options.timeoutMs = 120'000;
    if (!tempDirectory.isEmpty()) {
        options.environment = QProcessEnvironment::systemEnvironment();
        options.environment.insert(QStringLiteral("TMPDIR"), tempDirectory);
    }
    return rsi::test::runProcess(QStringLiteral(RSI_CLI_PATH), arguments, options);
}

using rsi::test::parseJson;

inline QList<QJsonObject> findingsOf(const QJsonObject &report, const QString &rule)
{
    QList<QJsonObject> found;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        if (value.toObject().value(QStringLiteral("rule")).toString() == rule)
            found.append(value.toObject());
    }
    return found;
}

// The paths a server was asked for, in order.
inline QStringList askedPaths(const LoopbackServer &server)
{
    QStringList paths;
    for (const LoopbackServer::Request &request : server.requests())
        paths.append(QString::fromUtf8(request.path));
    return paths;
}

inline QString md5Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Md5).toHex());
}

inline QByteArray header(const QByteArray &capability, const QByteArray &extra = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\""
        + capability + "\"" + extra + "/>\n";
}

// Two sets of resources: /setA/ and /setB/, each a Capability List with a
// Resource List of five resources (/setX/res/r1.txt ... r5.txt).
inline bool writeTwoSetSource(const QString &directory)
{
    const QDir dir(directory);
    bool ok = dir.mkpath(QStringLiteral(".well-known"));
    QByteArray sd = header("description");
    for (const char *set : {"setA", "setB"}) {
        const QByteArray name(set);
        sd += "  <url><loc>http://source.example/" + name
            + "/capabilitylist.xml</loc><rs:md capability=\"capabilitylist\"/></url>\n";
        QByteArray list = header("resourcelist", " at=\"2026-01-01T00:00:00Z\"")
            + "  <rs:ln rel=\"up\" href=\"http://source.example/" + name
            + "/capabilitylist.xml\"/>\n";
        for (int i = 1; i <= 5; ++i) {
            const QByteArray content = name + " resource " + QByteArray::number(i) + '\n';
            const QByteArray path = name + "/res/r" + QByteArray::number(i) + ".txt";
            ok = ok && rsi::test::writeRaw(dir.filePath(QString::fromUtf8(path)), content);
            list += "  <url><loc>http://source.example/" + path + "</loc><rs:md length=\""
                + QByteArray::number(content.size()) + "\" hash=\"md5:" + md5Of(content).toLatin1()
                + "\"/></url>\n";
        }
        ok = ok
            && rsi::test::writeRaw(dir.filePath(QString::fromUtf8(name + "/resourcelist.xml")),
                                   list + "</urlset>\n");
        ok = ok
            && rsi::test::writeRaw(
                 dir.filePath(QString::fromUtf8(name + "/capabilitylist.xml")),
                 header("capabilitylist")
                     + "  <rs:ln rel=\"up\" href=\"http://source.example/.well-known/"
                       "resourcesync\"/>\n"
                       "  <url><loc>http://source.example/"
                     + name
                     + "/resourcelist.xml</loc><rs:md capability=\"resourcelist\"/></url>\n"
                       "</urlset>\n");
    }
    return ok
        && rsi::test::writeRaw(dir.filePath(QStringLiteral(".well-known/resourcesync")),
                               sd + "</urlset>\n");
}

// The resources a run asked for, as "setX/rN": those of the requests from
// the first-th on.
inline QStringList resourcesAsked(const LoopbackServer &server, qsizetype first = 0)
{
    QStringList asked;
    static const QRegularExpression resource(QStringLiteral("^/(set[AB])/res/(r\\d)\\.txt$"));
    for (const QString &path : askedPaths(server).mid(first)) {
        const QRegularExpressionMatch match = resource.match(path);
        if (match.hasMatch())
            asked.append(match.captured(1) + u'/' + match.captured(2));
    }
    asked.sort();
    return asked;
}

// Whether html parses as XML (XHTML-compatible), and the first problem.
inline QString xmlProblem(const QByteArray &html)
{
    QXmlStreamReader xml(html);
    bool sawHtml = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"html") {
            sawHtml = true;
            if (xml.namespaceUri() != u"http://www.w3.org/1999/xhtml")
                return QStringLiteral("the html element is not in the XHTML namespace");
        }
    }
    if (xml.hasError())
        return QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return sawHtml ? QString() : QStringLiteral("no html element");
}

} // namespace cliaudittest

class tst_CliAudit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void crawlAloneNeverFetchesPackages();
    void checkResourcesAuditsEveryDumpPackage();
    void auditOfPackagesWritesNothing();
    void capabilityListLimitsTheCrawl();
    void capabilityListLimitsAuditAndMirror();
    void unknownCapabilityListCannotRun();
    void mirrorTakesOnlyTheIncludedResources();
    void includeAndExcludeChooseResources();
    void sampleIsSeededAndReproducible();
    void scopeOptionsNeedWhatTheyScope_data();
    void scopeOptionsNeedWhatTheyScope();
    void systematicFaultIsOneGroupedFinding();
    void htmlReportOfEveryCommandIsXhtml();
    void htmlReportEscapesWhatTheSourceSays();
    void rulesNameTheFullAudit();

private:
    QTemporaryDir m_dumps;
    QTemporaryDir m_twoSets;
    std::unique_ptr<LoopbackServer> m_server; // serves the dump source
    std::unique_ptr<LoopbackServer> m_sets; // serves the two-set source
};
