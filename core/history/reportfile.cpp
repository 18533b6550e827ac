// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::ReportFile)
};

// Reports of a million entries list documents, not entries: even 100,000
// documents stay far below this.
constexpr qint64 maxReportBytes = 512LL * 1024 * 1024;

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString();
}

std::optional<int> optionalInt(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    return value.toInt();
}

} // namespace

std::optional<RunRecord> readReportFile(const QString &path, QString *error)
{
    const QString native = QDir::toNativeSeparators(path);
    const auto fail = [&](const QString &why) -> std::optional<RunRecord> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly))
        return fail(Tr::tr("%1 cannot be read: %2").arg(native, file.errorString()));
    if (file.size() > maxReportBytes)
        return fail(Tr::tr("%1 is too large to be a crawl report.").arg(native));
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(Tr::tr("%1 is not JSON: %2 at byte %3.")
                        .arg(native, parseError.errorString(), QString::number(parseError.offset)));
    }
    const QJsonObject root = json.object();
    if (!json.isObject() || !root.value(QStringLiteral("documents")).isArray()
        || !root.value(QStringLiteral("findings")).isArray()) {
        return fail(Tr::tr("%1 is not a report of rsinspector-cli crawl --format json: it has no "
                           "\"documents\" and \"findings\".")
                        .arg(native));
    }

    RunRecord run;
    run.kind = RunKind::Report;
    run.file = path;
    run.started = info.lastModified().toUTC();
    run.finished = run.started;
    run.toolVersion = text(root, "version");
    run.specVersion = text(root, "specVersion");
    run.complete = root.value(QStringLiteral("complete")).toBool(true);

    const QJsonArray documents = root.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        const QJsonObject object = value.toObject();
        RunDocument document;
        document.url = text(object, "url");
        if (document.url.isEmpty())
            return fail(Tr::tr("%1 lists a document without a URL.").arg(native));
        document.parentUrl = text(object, "parent");
        document.capability = text(object, "capability");
        document.root = text(object, "root");
        document.entries = qint64(object.value(QStringLiteral("entries")).toDouble());
        document.status = optionalInt(object.value(QStringLiteral("status")));
        document.bytes = qint64(object.value(QStringLiteral("bytes")).toDouble());
        document.contentType = text(object, "contentType");
        document.digest = text(object, "digest");
        document.loaded = object.value(QStringLiteral("loaded")).toBool(true);
        document.error = text(object, "error");
        run.documents.append(std::move(document));
    }

    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        const QJsonObject object = value.toObject();
        Finding finding;
        finding.ruleId = text(object, "rule");
        const std::optional<Severity> severity = severityFromName(text(object, "severity"));
        if (finding.ruleId.isEmpty() || !severity)
            return fail(Tr::tr("%1 has a finding without a rule or a severity.").arg(native));
        finding.severity = *severity;
        finding.message = text(object, "message");
        finding.section = text(object, "section");
        finding.url = text(object, "url");
        finding.relatedUrl = text(object, "relatedUrl");
        finding.position.line = qint64(object.value(QStringLiteral("line")).toDouble());
        finding.position.column = qint64(object.value(QStringLiteral("column")).toDouble());
        run.findings.append(std::move(finding));
    }
    // Each document's counts, as a stored run has them.
    QHash<QString, FindingList> byUrl;
    for (const Finding &finding : std::as_const(run.findings))
        byUrl[finding.url].append(finding);
    for (RunDocument &document : run.documents)
        document.counts = countBySeverity(byUrl.value(document.url));
    run.source = text(root, "sourceDescription");
    if (run.source.isEmpty() && !run.documents.isEmpty())
        run.source = run.documents.constFirst().url;
    run.input = run.source;
    return run;
}

} // namespace rsi
