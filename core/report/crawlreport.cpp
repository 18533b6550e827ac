// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawlreport.h"

#include "crawl/sourcetree.h"
#include "htmlreport.h"
#include "terminaltext.h"
#include "validation/documenttype.h"
#include "validation/findinggrouping.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include <algorithm>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CrawlReport)
};

// A hostile source can chain indexes thousands deep; drawing every level
// would make the report grow with the square of the depth. Deeper documents
// are drawn at this depth and say how deep they are.
constexpr int maxDrawnDepth = 32;

QString arrivalName(Arrival arrival)
{
    switch (arrival) {
    case Arrival::Input:
        return QStringLiteral("input");
    case Arrival::WellKnown:
        return QStringLiteral("wellKnown");
    case Arrival::RobotsTxt:
        return QStringLiteral("robotsTxt");
    case Arrival::HtmlLink:
        return QStringLiteral("htmlLink");
    case Arrival::LinkHeader:
        return QStringLiteral("linkHeader");
    case Arrival::Up:
        return QStringLiteral("up");
    case Arrival::Index:
        return QStringLiteral("index");
    case Arrival::Child:
        return QStringLiteral("child");
    case Arrival::Contents:
        return QStringLiteral("contents");
    case Arrival::Package:
        return QStringLiteral("package");
    }
    return {};
}

QString outcomeName(DiscoveryStep::Outcome outcome)
{
    switch (outcome) {
    case DiscoveryStep::Outcome::Found:
        return QStringLiteral("found");
    case DiscoveryStep::Outcome::NotFound:
        return QStringLiteral("notFound");
    case DiscoveryStep::Outcome::Failed:
        return QStringLiteral("failed");
    case DiscoveryStep::Outcome::Note:
        return QStringLiteral("note");
    }
    return {};
}

QString outcomeText(DiscoveryStep::Outcome outcome)
{
    switch (outcome) {
    case DiscoveryStep::Outcome::Found:
        return Tr::tr("found");
    case DiscoveryStep::Outcome::NotFound:
        return Tr::tr("not found");
    case DiscoveryStep::Outcome::Failed:
        return Tr::tr("failed");
    case DiscoveryStep::Outcome::Note:
        return Tr::tr("note");
    }
    return {};
}

QString urlText(const QUrl &url)
{
    return url.toString();
}

QJsonArray patterns(const QList<QRegularExpression> &expressions)
{
    QJsonArray array;
    for (const QRegularExpression &expression : expressions)
        array.append(expression.pattern());
    return array;
}

QJsonObject scopeJson(const ResourceFilter &scope)
{
    QJsonArray lists;
    for (const QUrl &url : scope.capabilityLists)
        lists.append(url.toString());
    QJsonObject object {
        {QStringLiteral("capabilityLists"), lists},
        {QStringLiteral("include"), patterns(scope.include)},
        {QStringLiteral("exclude"), patterns(scope.exclude)},
    };
    if (scope.samples()) {
        object.insert(QStringLiteral("sample"), scope.sampleSize);
        // A string: JSON numbers lose digits past 2^53.
        object.insert(QStringLiteral("seed"), QString::number(scope.seed));
    }
    return object;
}

} // namespace

// The URL a document is known by: where it finally came from, or what was
// asked for when nothing came.
QString documentUrl(const CrawledDocument &document)
{
    return urlText(document.url.isEmpty() ? document.requestedUrl : document.url);
}

// What findings about the source as a whole are about when they name no
// URL: the Source Description, else the first starting point.
QString documentName(const QUrl &url)
{
    const QString path = url.path(QUrl::FullyDecoded);
    // The manifest inside a package ("…/part2.zip!/manifest.xml") is known
    // by its package: every package's member has the same name.
    if (const qsizetype member = path.lastIndexOf(QStringLiteral("!/")); member > 0) {
        const qsizetype start = path.lastIndexOf(u'/', member - 1) + 1;
        return path.mid(start);
    }
    qsizetype end = path.size();
    while (end > 0 && path.at(end - 1) == u'/')
        --end;
    QString name;
    if (end == 0) {
        name = url.host(QUrl::FullyDecoded);
        if (name.isEmpty())
            name = url.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    } else {
        const qsizetype start = path.lastIndexOf(u'/', end - 1) + 1;
        name = path.mid(start, end - start);
        if (end < path.size())
            name += u'/';
    }
    if (url.hasQuery())
        name += u'?' + url.query(QUrl::FullyDecoded);
    return name;
}

QString sourceUrl(const SourceTree &tree)
{
    if (tree.sourceDescription() >= 0 && tree.sourceDescription() < tree.size())
        return documentUrl(tree.document(tree.sourceDescription()));
    const QList<int> roots = tree.roots();
    return roots.isEmpty() ? QString() : documentUrl(tree.document(roots.constFirst()));
}

namespace {

SeverityCounts operator+(SeverityCounts a, const SeverityCounts &b)
{
    a.errors += b.errors;
    a.warnings += b.warnings;
    a.infos += b.infos;
    return a;
}

DocumentReport documentReport(const SourceTree &tree, const CrawledDocument &document)
{
    DocumentReport report;
    report.url = documentUrl(document);
    if (!document.requestedUrl.isEmpty() && urlText(document.requestedUrl) != report.url)
        report.requestedUrl = urlText(document.requestedUrl);
    report.capability = document.capability().value_or(QString());
    report.root = document.header.rootName;
    report.entries = document.header.entryCount;
    if (document.parent >= 0 && document.parent < tree.size())
        report.parent = documentUrl(tree.document(document.parent));
    report.status = document.status;
    report.contentType = document.contentType;
    report.bytes = document.header.byteSize;
    report.loaded = document.loaded;
    report.findings = document.findings;
    return report;
}

QString incompleteNotice()
{
    return Tr::tr("The crawl did not finish (it was interrupted or reached a limit): this report "
                  "is partial, and what the crawl did not reach was not checked.");
}

// The lines that draw the tree, in the chosen style.
struct TreeGlyphs
{
    QString branch; // a child that has siblings after it
    QString lastBranch; // the last child
    QString pipe; // the line continuing past a child to its later siblings
    QString blank;
    QString stem; // the line from a document down to its children, beside its findings

    explicit TreeGlyphs(TreeStyle style)
    {
        if (style == TreeStyle::Unicode) {
            branch = QStringLiteral("\u251c\u2500\u2500 ");
            lastBranch = QStringLiteral("\u2514\u2500\u2500 ");
            pipe = QStringLiteral("\u2502   ");
            stem = QStringLiteral("\u2502");
        } else {
            branch = QStringLiteral("|-- ");
            lastBranch = QStringLiteral("`-- ");
            pipe = QStringLiteral("|   ");
            stem = QStringLiteral("|");
        }
        blank = QStringLiteral("    ");
    }
};

QString documentLabel(const CrawledDocument &document, const QString &url, int depth)
{
    const SeverityCounts counts = countBySeverity(document.findings);
    QStringList facts;
    if (document.loaded)
        facts.append(Tr::tr("entries: %1").arg(document.header.entryCount));
    if (document.status && *document.status != 200)
        facts.append(Tr::tr("HTTP %1").arg(*document.status));
    facts.append(Tr::tr("errors: %1").arg(counts.errors));
    facts.append(Tr::tr("warnings: %1").arg(counts.warnings));
    if (depth > maxDrawnDepth)
        facts.append(Tr::tr("depth %1").arg(depth));
    const QString type
        = document.loaded ? documentTypeName(document.type) : Tr::tr("Unread document");
    return QStringLiteral("%1  %2  [%3]")
        .arg(type, terminalSafe(url), facts.join(QStringLiteral(", ")));
}

// The notes drawn under a document before its findings.
QStringList documentNotes(const CrawledDocument &document, const DocumentReport &report)
{
    QStringList notes;
    // A local file's own name is no redirect, nor a package's manifest's:
    // the JSON report has them.
    if (report.requestedUrl && document.localPath.isEmpty() && document.arrival != Arrival::Package)
        notes.append(Tr::tr("redirected from %1").arg(terminalSafe(*report.requestedUrl)));
    if (document.arrival != Arrival::Child && document.arrival != Arrival::Input)
        notes.append(arrivalDescription(document.arrival));
    if (!document.loaded && !document.error.isEmpty())
        notes.append(Tr::tr("could not be read: %1").arg(terminalSafe(document.error)));
    if (document.notModified)
        notes.append(Tr::tr("unchanged since the last crawl (HTTP 304)"));
    if (document.sample == EntrySample::CutAtByteLimit) {
        notes.append(Tr::tr("cut short at its byte limit: the first %1 of the %2 entries read are "
                            "kept, as a sample")
                         .arg(document.entries.size())
                         .arg(document.header.entryCount));
    } else if (document.sample == EntrySample::OverEntryAllowance) {
        notes.append(Tr::tr("over the entry limit, and this crawl already keeps the entries of "
                            "other lists over it: the first %1 of the %2 entries are kept, as a "
                            "sample")
                         .arg(document.entries.size())
                         .arg(document.header.entryCount));
    }
    return notes;
}

} // namespace

QList<TreeRow> crawlOrder(const SourceTree &tree)
{
    const qsizetype count = tree.size();
    QList<TreeRow> rows;
    rows.reserve(count);
    QList<bool> visited(count, false);
    // An explicit stack: a chain of indexes can be deeper than the call stack.
    QList<TreeRow> stack;
    const auto walkFrom = [&](int root) {
        stack.append({root, 0});
        while (!stack.isEmpty()) {
            const TreeRow row = stack.takeLast();
            if (row.id < 0 || row.id >= count || visited.at(row.id))
                continue;
            visited[row.id] = true;
            rows.append(row);
            const QList<int> &children = tree.document(row.id).children;
            for (auto child = children.crbegin(); child != children.crend(); ++child)
                stack.append({*child, row.depth + 1});
        }
    };
    const QList<int> roots = tree.roots();
    for (const int root : roots)
        walkFrom(root);
    // Documents only a cycle of parent links leads to are shown as roots.
    for (int id = 0; id < count; ++id) {
        if (!visited.at(id))
            walkFrom(id);
    }
    return rows;
}

ValidationReport crawlValidationReport(const SourceTree &tree, SpecVersion specVersion)
{
    ValidationReport report;
    report.specVersion = specVersion;
    const QList<TreeRow> rows = crawlOrder(tree);
    report.documents.reserve(rows.size());
    for (const TreeRow &row : rows)
        report.documents.append(documentReport(tree, tree.document(row.id)));
    return report;
}

SeverityCounts crawlCounts(const SourceTree &tree)
{
    SeverityCounts counts = countBySeverity(tree.sourceFindings());
    for (const CrawledDocument &document : tree.documents())
        counts = counts + countBySeverity(document.findings);
    return counts;
}

QByteArray writeCrawlTextReport(const SourceTree &tree, SpecVersion specVersion, TreeStyle style)
{
    const TreeGlyphs glyphs(style);
    QString text = reportHeading(specVersion);

    const QList<DiscoveryStep> &steps = tree.discovery();
    if (!steps.isEmpty()) {
        text += u'\n' + Tr::tr("How the source was found") + u'\n';
        qsizetype width = 0;
        for (const DiscoveryStep &step : steps)
            width = std::max(width, outcomeText(step.outcome).size());
        for (const DiscoveryStep &step : steps) {
            QString line = QStringLiteral("  ") + outcomeText(step.outcome).leftJustified(width)
                + QStringLiteral("  ") + step.action;
            if (!step.url.isEmpty())
                line += u' ' + terminalSafe(urlText(step.url));
            if (!step.detail.isEmpty())
                line += QStringLiteral(": ") + terminalSafe(step.detail);
            text += line + u'\n';
        }
    }

    if (const QStringList scope = tree.scope().describe(); !scope.isEmpty()) {
        text += u'\n' + Tr::tr("Part of the source checked") + u'\n';
        for (const QString &line : scope)
            text += QStringLiteral("  ") + line + u'\n';
    }

    FindingList sourceFindings = tree.sourceFindings();
    if (!sourceFindings.isEmpty()) {
        sortFindings(sourceFindings);
        text += u'\n' + Tr::tr("About the source as a whole") + u'\n';
        for (const Finding &finding : std::as_const(sourceFindings)) {
            text += QStringLiteral("  ") + findingLine(finding);
            if (!finding.url.isEmpty())
                text += QStringLiteral(" (%1)").arg(terminalSafe(finding.url));
            text += u'\n';
        }
    }

    const QList<TreeRow> rows = crawlOrder(tree);
    text += u'\n';
    if (rows.isEmpty())
        text += Tr::tr("No document could be read.") + u'\n';
    else
        text += Tr::tr("Documents") + u'\n';

    // A document is the last of its siblings when no later row at its depth
    // comes before one shallower: one backward pass finds them all.
    QList<bool> isLast(rows.size(), true);
    QList<bool> laterAtDepth;
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        const int drawn = std::min(rows.at(i).depth, maxDrawnDepth);
        laterAtDepth.resize(drawn + 1, false);
        isLast[i] = !laterAtDepth.at(drawn);
        laterAtDepth[drawn] = true;
    }
    // prefixes[d]: what stands before the connector of a document at depth
    // d + 1, built from whether each ancestor has siblings after it.
    QStringList prefixes;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const TreeRow &row = rows.at(i);
        const CrawledDocument &document = tree.document(row.id);
        const DocumentReport report = documentReport(tree, document);
        const int drawn = std::min(row.depth, maxDrawnDepth);
        const bool last = isLast.at(i);
        const bool hasChildren = i + 1 < rows.size() && rows.at(i + 1).depth > row.depth;
        QString line;
        QString below; // what stands before the lines under this document
        if (drawn == 0) {
            if (i > 0)
                text += u'\n'; // a blank line between separate trees
            prefixes.clear();
            prefixes.append(QString());
        } else {
            prefixes.resize(drawn);
            const QString &prefix = prefixes.at(drawn - 1);
            line = prefix + (last ? glyphs.lastBranch : glyphs.branch);
            if (row.depth <= maxDrawnDepth)
                prefixes.append(prefix + (last ? glyphs.blank : glyphs.pipe));
            else
                prefixes.append(prefix); // drawn no deeper
        }
        below = prefixes.constLast() + (hasChildren ? glyphs.stem : QStringLiteral(" "))
            + QStringLiteral("   ");
        text += line + documentLabel(document, report.url, row.depth) + u'\n';
        const QStringList notes = documentNotes(document, report);
        for (const QString &note : notes)
            text += below + u'(' + note + QStringLiteral(")\n");
        FindingList findings = document.findings;
        sortFindings(findings);
        for (const Finding &finding : std::as_const(findings))
            text += below + findingLine(finding) + u'\n';
    }

    text += u'\n';
    if (!tree.isComplete())
        text += incompleteNotice() + u'\n';
    text += summaryLine(tree.size(), tree.totalEntries(), crawlCounts(tree)) + u'\n';
    return terminalSafeLines(text).toUtf8();
}

QByteArray writeCrawlJsonReport(const SourceTree &tree, SpecVersion specVersion)
{
    QJsonArray documents;
    QJsonArray findings;
    FindingList sourceFindings = tree.sourceFindings();
    sortFindings(sourceFindings);
    const QString sourceFallback = sourceUrl(tree);
    for (const Finding &finding : std::as_const(sourceFindings))
        findings.append(findingJson(finding, sourceFallback));

    const QList<TreeRow> rows = crawlOrder(tree);
    for (const TreeRow &row : rows) {
        const CrawledDocument &document = tree.document(row.id);
        const DocumentReport report = documentReport(tree, document);
        QJsonObject object = documentJson(report);
        object.insert(QStringLiteral("arrival"), arrivalName(document.arrival));
        object.insert(QStringLiteral("requestedUrl"), urlText(document.requestedUrl));
        if (!document.error.isEmpty())
            object.insert(QStringLiteral("error"), document.error);
        if (!document.localPath.isEmpty())
            object.insert(QStringLiteral("localPath"), document.localPath);
        if (!document.digest.isEmpty())
            object.insert(QStringLiteral("digest"), QString::fromLatin1(document.digest));
        documents.append(object);
        FindingList sorted = document.findings;
        sortFindings(sorted);
        for (const Finding &finding : std::as_const(sorted))
            findings.append(findingJson(finding, report.url));
    }

    QJsonArray discovery;
    for (const DiscoveryStep &step : tree.discovery()) {
        discovery.append(QJsonObject {
            {QStringLiteral("url"), urlText(step.url)},
            {QStringLiteral("action"), step.action},
            {QStringLiteral("outcome"), outcomeName(step.outcome)},
            {QStringLiteral("detail"), step.detail},
        });
    }

    QJsonObject root = jsonReportHeader(specVersion);
    root.insert(QStringLiteral("documents"), documents);
    root.insert(QStringLiteral("findings"), findings);
    root.insert(QStringLiteral("summary"),
                summaryJson(tree.size(), tree.totalEntries(), crawlCounts(tree)));
    root.insert(QStringLiteral("discovery"), discovery);
    if (!tree.scope().isEmpty())
        root.insert(QStringLiteral("scope"), scopeJson(tree.scope()));
    root.insert(QStringLiteral("complete"), tree.isComplete());
    const int sd = tree.sourceDescription();
    root.insert(QStringLiteral("sourceDescription"),
                sd >= 0 && sd < tree.size() ? QJsonValue(documentUrl(tree.document(sd)))
                                            : QJsonValue());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray writeCrawlJUnitReport(const SourceTree &tree, SpecVersion specVersion)
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("rsinspector crawl"));
    const QList<TreeRow> rows = crawlOrder(tree);
    qint64 cases = 0;
    qint64 failures = junitFailureCount(tree.sourceFindings());
    if (!tree.sourceFindings().isEmpty())
        cases += junitCaseCount(tree.sourceFindings());
    for (const TreeRow &row : rows) {
        cases += junitCaseCount(tree.document(row.id).findings);
        failures += junitFailureCount(tree.document(row.id).findings);
    }
    if (!tree.isComplete())
        ++cases;
    xml.writeAttribute(QStringLiteral("tests"), QString::number(cases));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeAttribute(QStringLiteral("errors"), QString::number(tree.isComplete() ? 0 : 1));

    if (!tree.isComplete())
        writeJUnitIncompleteSuite(xml, QStringLiteral("crawl"), incompleteNotice());
    if (!tree.sourceFindings().isEmpty())
        writeJUnitSuite(xml, QStringLiteral("source"), tree.sourceFindings(), specVersion);
    for (const TreeRow &row : rows) {
        const CrawledDocument &document = tree.document(row.id);
        writeJUnitSuite(xml, documentUrl(document), document.findings, specVersion);
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

QByteArray writeCrawlReport(const SourceTree &tree, SpecVersion specVersion, ReportFormat format,
                            TreeStyle style)
{
    switch (format) {
    case ReportFormat::Text:
        return writeCrawlTextReport(tree, specVersion, style);
    case ReportFormat::Json:
        return writeCrawlJsonReport(tree, specVersion);
    case ReportFormat::JUnit:
        return writeCrawlJUnitReport(tree, specVersion);
    case ReportFormat::Html:
        return writeCrawlHtmlReport(tree, specVersion);
    }
    return {};
}

void groupTreeFindings(SourceTree &tree)
{
    for (int id = 0; id < tree.size(); ++id) {
        CrawledDocument &document = tree.document(id);
        const qsizetype before = document.findings.size();
        document.findings = groupFindings(std::move(document.findings));
        // The document's own findings come first: their share shrinks with the list.
        if (document.findings.size() != before)
            document.documentFindingCount
                = std::min(document.documentFindingCount, document.findings.size());
    }
    FindingList source = groupFindings(tree.sourceFindings());
    tree.setSourceFindings(std::move(source));
}

} // namespace rsi
