// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailspane.h"

#include "validation/documenttype.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QPalette>

namespace rsi {

namespace {

// Navigation inside the window goes through schemes of our own, so that a
// document is named by its id whatever its URL (a local file, a redirect),
// and no href taken from the source can pose as one: hrefs from the source
// only ever become http(s) links.
const QLatin1StringView documentScheme("rsi-document");
const QLatin1StringView lineScheme("rsi-line");

// A page of thousands of rows takes long to lay out and nobody reads it:
// the findings panel and the entry table list everything.
constexpr qsizetype maxListedRows = 200;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

bool isWebUrl(const QUrl &url)
{
    const QString scheme = url.scheme();
    return url.isValid() && !url.host().isEmpty()
        && (scheme == QLatin1StringView("http") || scheme == QLatin1StringView("https"));
}

QString documentHref(int id)
{
    return documentScheme + u':' + QString::number(id);
}

QString lineHref(int documentId, SourcePosition position)
{
    return lineScheme + u':' + QString::number(documentId) + u':' + QString::number(position.line)
        + u':' + QString::number(position.column);
}

QString anchor(const QString &href, const QString &textHtml)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(href.toHtmlEscaped(), textHtml);
}

// Builds the HTML of one page. Texts are translated under the pane's own
// context, so lupdate files them with DetailsPane's.
class PageBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(rsi::DetailsPane)

public:
    PageBuilder(const SourceTree &tree, bool darkPalette)
        : m_tree(tree)
        , m_dark(darkPalette)
    { }

    QString documentPage(int documentId) const;
    QString entryPage(int documentId, int entryRow, const FindingList &findings) const;

private:
    struct Row
    {
        QString label;
        QString valueHtml;
    };

    static QString table(const QList<Row> &rows);
    static QString section(const QString &title, const QString &bodyHtml);

    QString urlHtml(const QUrl &url) const;
    QString urlTextHtml(const QString &text, const QUrl &base) const;
    QString documentNameHtml(int id) const;
    QString positionHtml(int documentId, SourcePosition position) const;
    QString severityHtml(Severity severity) const;
    QString findingsHtml(const FindingList &findings, int documentId) const;
    QString bytesText(qint64 bytes) const;

    QString identitySection(const CrawledDocument &document) const;
    QString arrivalSection(const CrawledDocument &document) const;
    QString httpSection(const CrawledDocument &document) const;
    QString metadataSection(const CrawledDocument &document) const;
    QString linksSection(const CrawledDocument &document) const;
    QString entriesSection(const CrawledDocument &document) const;

    static QString fieldLabel(EntryField field);

    const SourceTree &m_tree;
    bool m_dark = false;
    QLocale m_locale;
};

QString PageBuilder::table(const QList<Row> &rows)
{
    QString html = QStringLiteral("<table class=\"facts\" cellspacing=\"0\" cellpadding=\"3\">");
    for (const Row &row : rows) {
        html += QStringLiteral("<tr><th align=\"left\" valign=\"top\">%1</th><td>%2</td></tr>")
                    .arg(escaped(row.label), row.valueHtml);
    }
    return html + QStringLiteral("</table>");
}

QString PageBuilder::section(const QString &title, const QString &bodyHtml)
{
    return QStringLiteral("<h3>%1</h3>").arg(escaped(title)) + bodyHtml;
}

// A URL as a link when following it means something: a document of the
// tree by its id, a web address by itself; anything else (file:, data:,
// javascript:) as text.
QString PageBuilder::urlHtml(const QUrl &url) const
{
    const QString text = escaped(url.toString());
    if (isWebUrl(url))
        return anchor(url.toString(QUrl::FullyEncoded), text);
    const int id = url.isEmpty() ? -1 : m_tree.find(url);
    if (id >= 0)
        return anchor(documentHref(id), text);
    return text;
}

// A URL as the source wrote it (an href or a loc), resolved against the
// document that holds it.
QString PageBuilder::urlTextHtml(const QString &text, const QUrl &base) const
{
    const QUrl url = base.resolved(QUrl(text.trimmed()));
    if (isWebUrl(url))
        return anchor(url.toString(QUrl::FullyEncoded), escaped(text));
    const int id = m_tree.find(url);
    return id >= 0 ? anchor(documentHref(id), escaped(text)) : escaped(text);
}

QString PageBuilder::documentNameHtml(int id) const
{
    const CrawledDocument &document = m_tree.document(id);
    const QUrl url = document.url.isEmpty() ? document.requestedUrl : document.url;
    const QString type = document.loaded ? documentTypeName(document.type) : tr("Unread document");
    return anchor(documentHref(id), escaped(url.toString()))
        + QStringLiteral(" (%1)").arg(escaped(type));
}

QString PageBuilder::positionHtml(int documentId, SourcePosition position) const
{
    if (!position.isKnown())
        return {};
    const QString text = position.column > 0
        ? tr("Line %1, column %2")
              .arg(m_locale.toString(position.line), m_locale.toString(position.column))
        : tr("Line %1").arg(m_locale.toString(position.line));
    return anchor(lineHref(documentId, position), escaped(text));
}

// Severity is the one place the page uses colour of its own, in a shade
// that reads on the palette's base; the word says it too.
QString PageBuilder::severityHtml(Severity severity) const
{
    QString colour;
    QString name;
    switch (severity) {
    case Severity::Error:
        colour = m_dark ? QStringLiteral("#ff6b6b") : QStringLiteral("#c62828");
        name = tr("Error");
        break;
    case Severity::Warning:
        colour = m_dark ? QStringLiteral("#ffb74d") : QStringLiteral("#a15c00");
        name = tr("Warning");
        break;
    case Severity::Info:
        colour = m_dark ? QStringLiteral("#64b5f6") : QStringLiteral("#1565c0");
        name = tr("Info");
        break;
    }
    return QStringLiteral("<span style=\"color:%1\">\u25cf&nbsp;%2</span>")
        .arg(colour, escaped(name));
}

QString PageBuilder::findingsHtml(const FindingList &unsorted, int documentId) const
{
    if (unsorted.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(escaped(tr("No findings.")));
    FindingList findings = unsorted;
    sortFindings(findings);
    const SeverityCounts counts = countBySeverity(findings);
    QString html = QStringLiteral("<p>%1</p>")
                       .arg(escaped(tr("Errors: %1, warnings: %2, infos: %3")
                                        .arg(m_locale.toString(counts.errors),
                                             m_locale.toString(counts.warnings),
                                             m_locale.toString(counts.infos))));
    html += QStringLiteral("<table class=\"findings\" cellspacing=\"0\" cellpadding=\"3\">");
    const qsizetype shown = std::min(findings.size(), maxListedRows);
    for (qsizetype i = 0; i < shown; ++i) {
        const Finding &finding = findings.at(i);
        // Tree rules may file a finding under the document it was found
        // from while it stands in another one: jump to where it stands.
        int target = documentId;
        if (!finding.url.isEmpty()) {
            const int found = m_tree.find(QUrl(finding.url));
            if (found >= 0)
                target = found;
        }
        QString message = escaped(finding.message);
        if (!finding.relatedUrl.isEmpty()) {
            message += QStringLiteral("<br/>") + escaped(tr("See also:")) + u' '
                + urlTextHtml(finding.relatedUrl, {});
        }
        QString rule = escaped(finding.ruleId);
        if (!finding.section.isEmpty())
            rule += QStringLiteral("<br/><small>%1</small>")
                        .arg(escaped(tr("section %1").arg(finding.section)));
        html += QStringLiteral("<tr><td valign=\"top\">%1</td><td valign=\"top\">%2</td>"
                               "<td valign=\"top\">%3</td><td valign=\"top\">%4</td></tr>")
                    .arg(severityHtml(finding.severity), rule,
                         positionHtml(target, finding.position), message);
    }
    html += QStringLiteral("</table>");
    if (findings.size() > shown) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(tr("%1 more findings are listed in the Findings panel.")
                                     .arg(m_locale.toString(findings.size() - shown))));
    }
    return html;
}

QString PageBuilder::bytesText(qint64 bytes) const
{
    // Exact bytes for people comparing with a Content-Length, the rounded
    // size for everyone else.
    if (bytes < 1024)
        return tr("%1 bytes").arg(m_locale.toString(bytes));
    return tr("%1 bytes (%2)").arg(m_locale.toString(bytes), m_locale.formattedDataSize(bytes));
}

QString PageBuilder::identitySection(const CrawledDocument &document) const
{
    // The kind and the URL head the page.
    QList<Row> rows;
    if (!document.requestedUrl.isEmpty() && document.requestedUrl != document.url
        && !document.url.isEmpty())
        rows.append({tr("Requested as"), urlHtml(document.requestedUrl)});
    if (!document.localPath.isEmpty())
        rows.append({tr("Local file"), escaped(document.localPath)});
    if (!document.loaded && !document.error.isEmpty())
        rows.append({tr("Could not be read"),
                     severityHtml(Severity::Error) + u' ' + escaped(document.error)});
    if (document.loaded) {
        const Document &header = document.header;
        rows.append({tr("Root element"),
                     escaped(header.rootName)
                         + (header.rootPosition.isKnown() ? QStringLiteral(" &nbsp;")
                                    + positionHtml(document.id, header.rootPosition)
                                                          : QString())});
        if (const std::optional<QString> capability = document.capability())
            rows.append({tr("Capability"), escaped(*capability)});
        rows.append(
            {tr("Size"),
             escaped(bytesText(header.byteSize))
                 + (header.compressed ? QStringLiteral(" ") + escaped(tr("(read through gzip)"))
                                      : QString())});
        if (header.cutAtByteLimit)
            rows.append({tr("Well-formed"),
                         severityHtml(Severity::Error) + u' '
                             + escaped(tr("Unknown: cut short at its byte limit, the rest "
                                          "was not read"))});
        else if (!header.wellFormed)
            rows.append({tr("Well-formed"),
                         severityHtml(Severity::Error) + u' '
                             + escaped(tr("No: parsing stopped at an XML error"))});
    }
    return rows.isEmpty() ? QString() : section(tr("Document"), table(rows));
}

QString PageBuilder::arrivalSection(const CrawledDocument &document) const
{
    QList<Row> rows;
    rows.append({tr("Reached"), escaped(arrivalDescription(document.arrival))});
    if (document.parent >= 0 && document.parent < m_tree.size()) {
        QString parent = documentNameHtml(document.parent);
        if (document.referencePosition.isKnown())
            parent += QStringLiteral("<br/>")
                + positionHtml(document.parent, document.referencePosition);
        rows.append({tr("Parent"), parent});
    }
    if (m_tree.sourceDescription() == document.id)
        rows.append({tr("Source Description"), escaped(tr("This is the source's top document."))});
    else if (m_tree.sourceDescription() >= 0)
        rows.append({tr("From the top"),
                     escaped(document.reachedDownward ? tr("Reached from the Source Description "
                                                           "downward")
                                                      : tr("Not reached from the Source "
                                                           "Description downward"))});
    if (!document.children.isEmpty()) {
        QStringList children;
        const qsizetype shown = std::min(document.children.size(), maxListedRows);
        for (qsizetype i = 0; i < shown; ++i) {
            const int child = document.children.at(i);
            if (child >= 0 && child < m_tree.size())
                children.append(documentNameHtml(child));
        }
        if (document.children.size() > shown)
            children.append(escaped(
                tr("and %1 more").arg(m_locale.toString(document.children.size() - shown))));
        rows.append({tr("Led to"), children.join(QStringLiteral("<br/>"))});
    }
    return section(tr("How it was reached"), table(rows));
}

QString PageBuilder::httpSection(const CrawledDocument &document) const
{
    QList<Row> rows;
    if (!document.status) {
        rows.append(
            {tr("Transfer"),
             escaped(document.localPath.isEmpty() ? tr("Not fetched over HTTP")
                                                  : tr("Read from a local file: no HTTP"))});
        return section(tr("HTTP"), table(rows));
    }
    QString status = escaped(QString::number(*document.status));
    if (*document.status >= 400)
        status = severityHtml(Severity::Error) + u' ' + status;
    rows.append({tr("Status"), status});
    if (document.notModified)
        rows.append({tr("Revalidation"),
                     escaped(tr("Unchanged since the last crawl (HTTP 304): shown from the "
                                "last crawl"))});
    if (!document.contentType.isEmpty())
        rows.append({tr("Content-Type"), escaped(document.contentType)});
    if (!document.contentEncoding.isEmpty())
        rows.append({tr("Content-Encoding"), escaped(document.contentEncoding)});
    rows.append({tr("Received"), escaped(bytesText(document.transferredBytes))});
    rows.append({tr("Time"), escaped(tr("%1 ms").arg(m_locale.toString(document.elapsedMs)))});
    if (!document.etag.isEmpty())
        rows.append({tr("ETag"), escaped(QString::fromUtf8(document.etag))});
    if (!document.lastModified.isEmpty())
        rows.append({tr("Last-Modified"), escaped(QString::fromUtf8(document.lastModified))});
    return section(tr("HTTP"), table(rows));
}

QString PageBuilder::metadataSection(const CrawledDocument &document) const
{
    const std::optional<Metadata> &metadata = document.header.metadata;
    if (!metadata)
        return section(tr("Metadata (rs:md)"),
                       QStringLiteral("<p>%1</p>")
                           .arg(escaped(tr("The document has no root rs:md element."))));
    QList<Row> rows;
    for (const Attribute &attribute : metadata->attributes.all())
        rows.append({attribute.qualifiedName, escaped(attribute.value)});
    if (rows.isEmpty())
        rows.append({tr("Attributes"), escaped(tr("none"))});
    if (metadata->position.isKnown())
        rows.append({tr("Where"), positionHtml(document.id, metadata->position)});
    return section(tr("Metadata (rs:md)"), table(rows));
}

QString PageBuilder::linksSection(const CrawledDocument &document) const
{
    const QList<Link> &links = document.header.links;
    if (links.isEmpty())
        return section(tr("Links (rs:ln)"),
                       QStringLiteral("<p>%1</p>")
                           .arg(escaped(tr("The document has no root rs:ln element."))));
    const QUrl base = document.url.isEmpty() ? document.requestedUrl : document.url;
    QList<Row> rows;
    const qsizetype shown = std::min(links.size(), maxListedRows);
    for (qsizetype i = 0; i < shown; ++i) {
        const Link &link = links.at(i);
        QString value;
        if (const std::optional<QString> href = link.href())
            value = urlTextHtml(*href, base);
        else
            value = escaped(tr("(no href)"));
        QStringList others;
        for (const Attribute &attribute : link.attributes.all()) {
            if (attribute.isUnprefixed()
                && (attribute.qualifiedName == u"rel" || attribute.qualifiedName == u"href"))
                continue;
            others.append(escaped(attribute.qualifiedName) + QStringLiteral(": ")
                          + escaped(attribute.value));
        }
        if (!others.isEmpty())
            value += QStringLiteral("<br/><small>%1</small>")
                         .arg(others.join(QStringLiteral(" &nbsp; ")));
        if (link.position.isKnown())
            value += QStringLiteral("<br/>") + positionHtml(document.id, link.position);
        rows.append({link.rel().value_or(tr("(no rel)")), value});
    }
    QString html = table(rows);
    if (links.size() > shown)
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(tr("and %1 more").arg(m_locale.toString(links.size() - shown))));
    return section(tr("Links (rs:ln)"), html);
}

QString PageBuilder::entriesSection(const CrawledDocument &document) const
{
    const qint64 count = document.header.entryCount;
    QString text = document.isIndex() ? tr("%1 sitemap entries").arg(m_locale.toString(count))
                                      : tr("%1 url entries").arg(m_locale.toString(count));
    if (document.sample == EntrySample::CutAtByteLimit)
        text += u' '
            + tr("(cut short at its byte limit: the first %1 are kept, as a sample)")
                  .arg(m_locale.toString(qint64(document.entries.size())));
    else if (document.sample == EntrySample::OverEntryAllowance)
        text += u' '
            + tr("(over the entry limit, and this crawl already keeps the entries of other "
                 "lists over it: the first %1 are kept, as a sample)")
                  .arg(m_locale.toString(qint64(document.entries.size())));
    else if (document.entries.size() < count)
        text += u' '
            + tr("(the first %1 are kept)").arg(m_locale.toString(qint64(document.entries.size())));
    return section(tr("Entries"), QStringLiteral("<p>%1</p>").arg(escaped(text)));
}

QString PageBuilder::documentPage(int documentId) const
{
    const CrawledDocument &document = m_tree.document(documentId);
    const QUrl url = document.url.isEmpty() ? document.requestedUrl : document.url;
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(escaped(document.loaded ? documentTypeName(document.type)
                                                    : tr("Unread document")),
                            urlHtml(url));
    // A notification channel: its topic is the URL above; where to subscribe.
    if (document.type == DocumentType::NotificationChannel && document.hub.isValid())
        html += QStringLiteral("<p>%1 %2</p>").arg(escaped(tr("Hub:")), urlHtml(document.hub));
    html += identitySection(document);
    html += arrivalSection(document);
    html += httpSection(document);
    if (document.loaded) {
        html += metadataSection(document);
        html += linksSection(document);
        html += entriesSection(document);
    }
    html += section(tr("Findings"), findingsHtml(document.findings, documentId));
    return html;
}

QString PageBuilder::fieldLabel(EntryField field)
{
    switch (field) {
    case EntryField::Loc:
        return tr("Location (loc)");
    case EntryField::Lastmod:
        return tr("Last modified (lastmod)");
    case EntryField::Capability:
        return tr("Capability");
    case EntryField::At:
        return tr("At");
    case EntryField::Completed:
        return tr("Completed");
    case EntryField::From:
        return tr("From");
    case EntryField::Until:
        return tr("Until");
    case EntryField::Datetime:
        return tr("Date and time (datetime)");
    case EntryField::Change:
        return tr("Change");
    case EntryField::Hash:
        return tr("Hash");
    case EntryField::Length:
        return tr("Length");
    case EntryField::Type:
        return tr("Media type (type)");
    case EntryField::Path:
        return tr("Path in the package (path)");
    case EntryField::Encoding:
        return tr("Encoding");
    case EntryField::Contents:
        return tr("Contents (manifest)");
    case EntryField::Hub:
        return tr("Hub (notification channel)");
    }
    return {};
}

QString PageBuilder::entryPage(int documentId, int entryRow, const FindingList &findings) const
{
    const CrawledDocument &document = m_tree.document(documentId);
    const EntryTable &entries = document.entries;
    const QUrl base = document.url.isEmpty() ? document.requestedUrl : document.url;
    const QString loc = entries.loc(entryRow);
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(escaped(tr("Entry %1 of %2")
                                        .arg(m_locale.toString(entryRow + 1),
                                             m_locale.toString(qint64(entries.size())))),
                            loc.isNull() ? escaped(tr("(no loc)")) : urlTextHtml(loc, base));

    QList<Row> rows;
    for (int i = 0; i < entryFieldCount; ++i) {
        const auto field = EntryField(i);
        if (!entries.has(entryRow, field))
            continue;
        const QString value = entries.value(entryRow, field);
        const bool isUrl = field == EntryField::Loc || field == EntryField::Contents;
        rows.append({fieldLabel(field), isUrl ? urlTextHtml(value, base) : escaped(value)});
    }
    html += section(tr("Fields"), table(rows));

    QList<Row> where;
    where.append({tr("Listed in"), documentNameHtml(documentId)});
    const SourcePosition position = entries.position(entryRow);
    if (position.isKnown())
        where.append({tr("Where"), positionHtml(documentId, position)});
    html += section(tr("Where it is listed"), table(where));

    html += section(tr("Findings"), findingsHtml(findings, documentId));
    return html;
}

} // namespace

DetailsPane::DetailsPane(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    document()->setDocumentMargin(10);
    connect(this, &QTextBrowser::anchorClicked, this, &DetailsPane::followLink);
    showNothing();
}

DetailsPane::~DetailsPane() = default;

void DetailsPane::showDocument(const SourceTree &tree, int documentId)
{
    m_tree = &tree;
    m_documentId = documentId;
    m_entryRow = -1;
    m_entryFindings.clear();
    render();
}

void DetailsPane::showEntry(const SourceTree &tree, int documentId, int entryRow,
                            const FindingList &entryFindings)
{
    m_tree = &tree;
    m_documentId = documentId;
    m_entryRow = entryRow;
    m_entryFindings = entryFindings;
    render();
}

void DetailsPane::showNothing()
{
    m_tree = nullptr;
    m_documentId = -1;
    m_entryRow = -1;
    m_entryFindings.clear();
    render();
}

void DetailsPane::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        render();
}

void DetailsPane::followLink(const QUrl &link)
{
    const QString scheme = link.scheme();
    if (scheme == documentScheme) {
        bool ok = false;
        const int id = link.path().toInt(&ok);
        if (ok && id >= 0)
            Q_EMIT documentRequested(id);
        return;
    }
    if (scheme == lineScheme) {
        const QStringList parts = link.path().split(u':');
        if (parts.size() != 3)
            return;
        bool okId = false, okLine = false, okColumn = false;
        const int id = parts.at(0).toInt(&okId);
        const qint64 line = parts.at(1).toLongLong(&okLine);
        const qint64 column = parts.at(2).toLongLong(&okColumn);
        if (okId && okLine && okColumn && id >= 0)
            Q_EMIT lineRequested(id, line, column);
        return;
    }
    if (isWebUrl(link)) {
        const int id = m_tree ? m_tree->find(link) : -1;
        if (id >= 0)
            Q_EMIT documentRequested(id);
        else
            Q_EMIT urlRequested(link);
    }
}

void DetailsPane::render()
{
    const QColor base = palette().color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    // Labels are set apart by weight and space, not colour: the page takes
    // its colours from the palette, light or dark. Links too: the HTML
    // importer would colour them from the application's palette, not this
    // widget's.
    document()->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; }"
                       "h2 { margin-bottom: 2px; }"
                       "h3 { margin-top: 14px; margin-bottom: 4px; }"
                       "table.facts th { font-weight: 600; padding-right: 12px; }"
                       "table.findings td { padding-right: 10px; }")
            .arg(palette().color(QPalette::Link).name()));
    QString body;
    const bool hasDocument = m_tree && m_documentId >= 0 && m_documentId < m_tree->size();
    if (!hasDocument) {
        body = QStringLiteral("<p align=\"center\"><br/><br/>%1</p>")
                   .arg(escaped(tr("Select a document in the tree or an entry in the table to "
                                   "see everything known about it here.")));
    } else {
        const PageBuilder builder(*m_tree, dark);
        const CrawledDocument &document = m_tree->document(m_documentId);
        if (m_entryRow >= 0 && m_entryRow < document.entries.size())
            body = builder.entryPage(m_documentId, m_entryRow, m_entryFindings);
        else
            body = builder.documentPage(m_documentId);
    }
    setHtml(QStringLiteral("<html><body>%1</body></html>").arg(body));
}

} // namespace rsi
