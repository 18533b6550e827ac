// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleexplanationdialog.h"

#include "report/ruletablewriter.h"
#include "validation/rulecatalogue.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rsi {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString specPage(SpecVersion version)
{
    return version == SpecVersion::V1_0
        ? QStringLiteral("http://www.openarchives.org/rs/1.0/resourcesync")
        : QStringLiteral("http://www.openarchives.org/rs/1.1/resourcesync");
}

// The named anchors that the published pages (1.0 and 1.1 alike) put on
// their main sections. Sections without a known anchor link to the page as a
// whole: a wrong anchor would land the reader somewhere else without saying.
QString sectionAnchor(QStringView section)
{
    static const QHash<QString, QString> anchors {
        {QStringLiteral("3"), QStringLiteral("Definitions")},
        {QStringLiteral("7"), QStringLiteral("DocumentFormats")},
        {QStringLiteral("8"), QStringLiteral("SourceDesc")},
        {QStringLiteral("9"), QStringLiteral("CapabilityList")},
        {QStringLiteral("10"), QStringLiteral("DescResources")},
        {QStringLiteral("10.1"), QStringLiteral("ResourceList")},
        {QStringLiteral("10.2"), QStringLiteral("ResourceListIndex")},
        {QStringLiteral("11.1"), QStringLiteral("ResourceDump")},
        {QStringLiteral("11.2"), QStringLiteral("ResourceDumpManifest")},
        {QStringLiteral("12.1"), QStringLiteral("ChangeList")},
        {QStringLiteral("12.2"), QStringLiteral("ChangeListIndex")},
        {QStringLiteral("13.1"), QStringLiteral("ChangeDump")},
        {QStringLiteral("13.2"), QStringLiteral("ChangeDumpManifest")},
    };
    return anchors.value(section.toString());
}

// Framework Notification 1.0.1 and the anchors of its sections.
QString frameworkNotificationLink(const QString &section)
{
    static const QHash<QString, QString> anchors {
        {QStringLiteral("1"), QStringLiteral("Introduction")},
        {QStringLiteral("2"), QStringLiteral("NotificationChannels")},
        {QStringLiteral("2.1"), QStringLiteral("NotChangeTypes")},
        {QStringLiteral("3"), QStringLiteral("FrameworkNoti")},
        {QStringLiteral("4"), QStringLiteral("Transport")},
        {QStringLiteral("4.1"), QStringLiteral("Source2Hub")},
        {QStringLiteral("4.2"), QStringLiteral("Destination2Hub")},
        {QStringLiteral("4.3"), QStringLiteral("Hub2Destination")},
        {QStringLiteral("4.4"), QStringLiteral("Destination4Hub")},
        {QStringLiteral("5"), QStringLiteral("AdvNotChan")},
    };
    const QString page = QStringLiteral(
        "http://www.openarchives.org/rs/notification/1.0.1/framework_notification");
    const QString anchor = anchors.value(section);
    return anchor.isEmpty() ? page : page + u'#' + anchor;
}

// One place of the specification that a catalogue section names.
struct SpecPlace
{
    enum class Kind { Section, AppendixA, Sitemaps, FrameworkNotification, WebSub };
    Kind kind = Kind::Section;
    QString number; // for a section: "10.1"
};

// "7, 12.1, App. A", "7; Sitemaps", "12.1 (1.0)", "8–13": the places it
// names, in order, each once. Notes in brackets or parentheses are no places.
QList<SpecPlace> specPlaces(const QString &section)
{
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    static const QRegularExpression number(QStringLiteral("^(\\d+(?:\\.\\d+)*)"));
    QList<SpecPlace> places;
    const auto add = [&places](SpecPlace place) {
        for (const SpecPlace &known : std::as_const(places)) {
            if (known.kind == place.kind && known.number == place.number)
                return;
        }
        places.append(std::move(place));
    };
    const QStringList tokens = section.split(separators, Qt::SkipEmptyParts);
    for (const QString &raw : tokens) {
        const QString token = raw.trimmed();
        const QRegularExpressionMatch match = number.match(token);
        // The NT rules cite Framework Notification ("FN 4.1") and WebSub ("WS 5.3").
        static const QRegularExpression other(QStringLiteral("^(FN|WS) (\\d+(?:\\.\\d+)*)"));
        const QRegularExpressionMatch cited = other.match(token);
        if (cited.hasMatch())
            add({cited.captured(1) == u"FN" ? SpecPlace::Kind::FrameworkNotification
                                            : SpecPlace::Kind::WebSub,
                 cited.captured(2)});
        else if (match.hasMatch())
            add({SpecPlace::Kind::Section, match.captured(1)});
        else if (token.startsWith(QLatin1StringView("App")))
            add({SpecPlace::Kind::AppendixA, {}});
        else if (token.startsWith(QLatin1StringView("Sitemaps")))
            add({SpecPlace::Kind::Sitemaps, {}});
    }
    return places;
}

} // namespace

RuleExplanationDialog::RuleExplanationDialog(QWidget *parent)
    : QDialog(parent)
{
    m_text = new QTextBrowser(this);
    m_text->setOpenExternalLinks(true);
    m_text->document()->setDocumentMargin(10);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);

    resize(560, 420);
    render();
}

RuleExplanationDialog::~RuleExplanationDialog() = default;

void RuleExplanationDialog::setSpecVersion(SpecVersion version)
{
    m_specVersion = version;
    render();
}

void RuleExplanationDialog::showRule(const QString &ruleId)
{
    m_ruleId = ruleId.trimmed();
    render();
}

QString RuleExplanationDialog::html() const
{
    return m_html;
}

void RuleExplanationDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        render();
}

void RuleExplanationDialog::render()
{
    // Links take the palette's colour: the HTML importer would use the
    // application's, which a dialog with its own palette does not follow.
    // The dialog's: a palette change reaches it before its children.
    m_text->document()->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; }"
                       "h2 { margin-bottom: 4px; }"
                       "th { font-weight: 600; padding-right: 12px; }")
            .arg(palette().color(QPalette::Link).name()));

    const Rule *rule = m_ruleId.isEmpty() ? nullptr : RuleCatalogue::instance().find(m_ruleId);
    setWindowTitle(m_ruleId.isEmpty() ? tr("Rule") : tr("Rule %1").arg(m_ruleId));

    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(m_ruleId));
    if (!rule) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(m_ruleId.isEmpty()
                                     ? tr("No rule is chosen.")
                                     : tr("\u201c%1\u201d is not a rule of the catalogue, so "
                                          "there is no explanation for it. The catalogue lists "
                                          "the specification's rules and this application's "
                                          "own NET-, HTTP- and SAFE- rules.")
                                           .arg(m_ruleId)));
        m_html = html;
        m_text->setHtml(html);
        return;
    }

    html += QStringLiteral("<p>%1</p>").arg(escaped(rule->translatedSummary()));

    QString severity;
    switch (rule->severity) {
    case Severity::Error:
        severity = tr("Error");
        break;
    case Severity::Warning:
        severity = tr("Warning");
        break;
    case Severity::Info:
        severity = tr("Info");
        break;
    }

    const bool ownRule = rule->level.startsWith(QLatin1StringView("project"));
    QString versions;
    SpecVersion linkedVersion = m_specVersion;
    if (rule->versions == u"1.0") {
        versions = tr("ResourceSync 1.0 only");
        linkedVersion = SpecVersion::V1_0;
    } else if (rule->versions == u"1.1") {
        versions = tr("ResourceSync 1.1 only");
        linkedVersion = SpecVersion::V1_1;
    } else {
        versions = tr("ResourceSync 1.0 and 1.1");
    }

    QString checkedBy;
    const QString command = ruleCheckers().value(rule->id);
    if (command.isEmpty() && rule->id.startsWith(u"NT-"))
        checkedBy = escaped(tr("Not checked: it is between the Source and its hub, which a "
                               "Destination never sees."));
    else if (command.isEmpty())
        checkedBy = escaped(tr("Not checked yet: it needs a ZIP package, two crawls or a local "
                               "copy."));
    else
        checkedBy = QStringLiteral("<code>rsinspector-cli %1</code>").arg(escaped(command));

    const QString section = rule->section.trimmed();
    const QList<SpecPlace> places = specPlaces(section);
    const QString page = specPage(linkedVersion);
    const QString version = specVersionName(linkedVersion);
    QStringList links;
    for (const SpecPlace &place : places) {
        QString href = page;
        QString text;
        switch (place.kind) {
        case SpecPlace::Kind::Section: {
            const QString anchor = sectionAnchor(place.number);
            if (!anchor.isEmpty())
                href += u'#' + anchor;
            text = tr("ResourceSync %1, section %2").arg(version, place.number);
            break;
        }
        case SpecPlace::Kind::AppendixA:
            text = tr("ResourceSync %1, Appendix A").arg(version);
            break;
        case SpecPlace::Kind::Sitemaps:
            href = QStringLiteral("https://www.sitemaps.org/protocol.html");
            text = tr("The Sitemap protocol");
            break;
        case SpecPlace::Kind::FrameworkNotification:
            href = frameworkNotificationLink(place.number);
            text = tr("ResourceSync Framework Notification 1.0.1, section %1").arg(place.number);
            break;
        case SpecPlace::Kind::WebSub:
            href = QStringLiteral("https://www.w3.org/TR/websub/");
            text = tr("W3C WebSub, section %1").arg(place.number);
            break;
        }
        links.append(QStringLiteral("<a href=\"%1\">%2</a>").arg(escaped(href), escaped(text)));
    }
    if (links.isEmpty() && !ownRule) {
        links.append(
            QStringLiteral("<a href=\"%1\">%2</a>")
                .arg(escaped(page), escaped(tr("The ResourceSync %1 specification").arg(version))));
    }

    QString sectionText;
    if (ownRule)
        sectionText = tr("None: this is a rule of the application, not of the specification");
    else if (section.isEmpty() || section == u"-" || section == u"\u2013")
        sectionText = tr("Not given");
    else
        sectionText = section;

    const auto row = [](const QString &label, const QString &valueHtml) {
        return QStringLiteral("<tr><th align=\"left\" valign=\"top\">%1</th><td>%2</td></tr>")
            .arg(escaped(label), valueHtml);
    };
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    html += row(tr("Severity"), escaped(severity));
    html += row(tr("Level"), escaped(rule->level));
    html += row(tr("Section"), escaped(sectionText));
    html += row(tr("Applies to"), escaped(versions));
    html += row(tr("Checked by"), checkedBy);
    html += QStringLiteral("</table>");
    if (!links.isEmpty()) {
        html += QStringLiteral("<p>%1<br/>%2</p>")
                    .arg(escaped(tr("Read it in the specification:")),
                         links.join(QStringLiteral("<br/>")));
    }
    m_html = html;
    m_text->setHtml(html);
}

} // namespace rsi
