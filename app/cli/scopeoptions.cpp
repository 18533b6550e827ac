// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scopeoptions.h"

#include "commandline.h"
#include "crawl/sourcetree.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rsi::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

const QCommandLineOption capabilityListOption(
    {QStringLiteral("capability-list")},
    QStringLiteral("Only this set of resources: the URL of one of the source's Capability Lists "
                   "(repeatable). The other sets are not fetched."),
    QStringLiteral("url"));
const QCommandLineOption includeOption(
    {QStringLiteral("include")},
    QStringLiteral("Only resources whose URL matches this regular expression (repeatable: any "
                   "of them; matched anywhere in the URL, anchor with ^ and $)."),
    QStringLiteral("regex"));
const QCommandLineOption
    excludeOption({QStringLiteral("exclude")},
                  QStringLiteral("Leave out resources whose URL matches this regular expression "
                                 "(repeatable)."),
                  QStringLiteral("regex"));
const QCommandLineOption
    sampleOption({QStringLiteral("sample")},
                 QStringLiteral("Check a random sample of this many resources per list, not "
                                "every one (the seed is printed)."),
                 QStringLiteral("n"));
const QCommandLineOption seedOption(
    {QStringLiteral("seed")},
    QStringLiteral("The seed of --sample: the same seed picks the same resources again."),
    QStringLiteral("number"));
const QCommandLineOption allFindings(
    {QStringLiteral("all-findings")},
    QStringLiteral("One finding per entry: do not group the findings one rule makes about many "
                   "entries of a document for the same reason."));

bool readExpressions(const QCommandLineParser &parser, const QCommandLineOption &option,
                     QList<QRegularExpression> &into, CommandLine &line)
{
    const QStringList patterns = parser.values(option);
    for (const QString &pattern : patterns) {
        const QRegularExpression expression(pattern);
        if (!expression.isValid()) {
            line.error = Tr::tr("--%1 \"%2\" is not a regular expression: %3 (at character %4).")
                             .arg(option.names().constFirst(), pattern, expression.errorString())
                             .arg(expression.patternErrorOffset());
            return false;
        }
        into.append(expression);
    }
    return true;
}

} // namespace

const QList<QCommandLineOption> &capabilityListOptions()
{
    static const QList<QCommandLineOption> options = {capabilityListOption};
    return options;
}

const QList<QCommandLineOption> &resourceFilterOptions()
{
    static const QList<QCommandLineOption> options = {includeOption, excludeOption};
    return options;
}

const QList<QCommandLineOption> &sampleOptions()
{
    static const QList<QCommandLineOption> options = {sampleOption, seedOption};
    return options;
}

const QCommandLineOption &allFindingsOption()
{
    return allFindings;
}

bool applyScopeOptions(const QCommandLineParser &parser, CommandLine &line, ScopeParts parts)
{
    ResourceFilter &scope = line.scope;
    if (parts.allFindings)
        line.allFindings = parser.isSet(allFindings);
    if (parts.capabilityLists) {
        const QStringList urls = parser.values(capabilityListOption);
        for (const QString &text : urls) {
            const QUrl url(text, QUrl::StrictMode);
            const QString scheme = url.scheme().toLower();
            if (!url.isValid() || url.isRelative()
                || (scheme != u"http" && scheme != u"https" && scheme != u"file")) {
                line.error = Tr::tr("--capability-list takes the absolute URL of a Capability "
                                    "List, not \"%1\".")
                                 .arg(text);
                return false;
            }
            scope.capabilityLists.append(url);
        }
    }
    if (parts.resourceFilter
        && (!readExpressions(parser, includeOption, scope.include, line)
            || !readExpressions(parser, excludeOption, scope.exclude, line)))
        return false;
    if (parts.sample) {
        bool ok = true;
        if (parser.isSet(sampleOption)) {
            scope.sampleSize = parser.value(sampleOption).toLongLong(&ok);
            if (!ok || scope.sampleSize < 1) {
                line.error = Tr::tr("--sample must be a positive whole number.");
                return false;
            }
        }
        if (parser.isSet(seedOption)) {
            scope.seed = parser.value(seedOption).toULongLong(&ok);
            if (!ok) {
                line.error = Tr::tr("--seed must be a whole number from 0 to %1.")
                                 .arg(std::numeric_limits<quint64>::max());
                return false;
            }
            if (!parser.isSet(sampleOption)) {
                line.error = Tr::tr("--seed says which resources --sample picks; give both.");
                return false;
            }
        } else if (scope.sampleSize > 0) {
            scope.seed = ResourceFilter::randomSeed();
        }
    }
    return true;
}

QString missingCapabilityLists(const SourceTree &tree, const ResourceFilter &scope)
{
    QStringList missing;
    for (const QUrl &chosen : scope.capabilityLists) {
        const int id = tree.find(chosen);
        const bool read = id >= 0 && tree.document(id).loaded
            && (tree.document(id).type == DocumentType::CapabilityList
                || tree.document(id).type == DocumentType::CapabilityListIndex);
        if (!read)
            missing.append(chosen.toString());
    }
    if (missing.isEmpty())
        return {};
    // What the source offers: the entries of its Source Descriptions.
    QStringList offered;
    for (const CrawledDocument &document : tree.documents()) {
        if (!document.loaded || document.type != DocumentType::SourceDescription)
            continue;
        for (qsizetype row = 0; row < document.entries.size(); ++row) {
            const QString loc
                = document.url.resolved(QUrl(document.entries.value(row, EntryField::Loc)))
                      .toString();
            if (!offered.contains(loc))
                offered.append(loc);
        }
    }
    QString message = Tr::tr("--capability-list: the source has no Capability List %1 that "
                             "could be read.")
                          .arg(missing.join(QStringLiteral(", ")));
    if (!offered.isEmpty())
        message += u' '
            + Tr::tr("Its Source Description lists: %1.").arg(offered.join(QStringLiteral(", ")));
    return message;
}

} // namespace rsi::cli
