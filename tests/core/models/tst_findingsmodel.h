// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FindingsModel: a crawl's findings as a table. The cases are spread over
// files: tst_findingsmodel.cpp (rows, columns, roles, growth, resets),
// tst_findingsmodel_filters.cpp (filters and sorting) and
// tst_findingsmodel_groups.cpp (large crawls and grouped findings).
#pragma once

#include "crawl/sourcetree.h"
#include "models/findingsfiltermodel.h"
#include "models/findingsmodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace rsi;

namespace findingstest {

inline const QString origin = QStringLiteral("http://example.com");

inline QString at(const char *path)
{
    return origin + QLatin1StringView(path);
}

inline Finding finding(const char *rule, Severity severity, const QString &message,
                       const QString &url, SourcePosition position = {})
{
    Finding f;
    f.ruleId = QLatin1StringView(rule);
    f.severity = severity;
    f.section = QStringLiteral("10.1");
    f.message = message;
    f.url = url;
    f.position = position;
    return f;
}

// A document the crawl has heard of but not read yet.
inline CrawledDocument pending(const QString &url, int parent)
{
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.parent = parent;
    document.arrival = parent < 0 ? Arrival::Input : Arrival::Child;
    return document;
}

inline void load(SourceTree &tree, int id, const FindingList &findings)
{
    CrawledDocument &document = tree.document(id);
    document.url = document.requestedUrl;
    document.loaded = true;
    document.status = 200;
    document.type = DocumentType::ResourceList;
    document.findings = findings;
    document.documentFindingCount = findings.size();
}

inline QStringList texts(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

inline QString documentUrlOf(const SourceTree &tree, int id)
{
    return tree.document(id).requestedUrl.toString();
}

// The display texts of a column, top to bottom.
inline QStringList column(const QAbstractItemModel &model, int column, int role = Qt::DisplayRole)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts.append(model.index(row, column).data(role).toString());
    return texts;
}

// The findings of a small crawl: a source finding, the Source Description
// with one, a Resource List with three of every level, a Change List with
// two.
struct Sample
{
    SourceTree tree;
    int sd = -1, rl = -1, cl = -1;
};

inline Sample sample()
{
    Sample s;
    const QString sdUrl = at("/.well-known/resourcesync");
    const QString rlUrl = at("/dataset1/resourcelist.xml");
    const QString clUrl = at("/dataset1/changelist.xml");
    s.sd = s.tree.add(pending(sdUrl, -1));
    s.rl = s.tree.add(pending(rlUrl, s.sd));
    s.cl = s.tree.add(pending(clUrl, s.sd));
    s.tree.setSourceDescription(s.sd);
    load(s.tree, s.sd,
         {finding("SD-003", Severity::Warning, QStringLiteral("No describedby link."), sdUrl,
                  {3, 5})});
    load(
        s.tree, s.rl,
        {finding("RL-005", Severity::Error, QStringLiteral("No up link."), rlUrl, {100, 2}),
         finding("RL-007", Severity::Warning, QStringLiteral("Listed TWICE: /r/1."), rlUrl,
                 {10, 0}),
         finding("RL-009", Severity::Info, QStringLiteral("lastmod is optional."), rlUrl, {2, 9})});
    load(s.tree, s.cl,
         {finding("CL-002", Severity::Error, QStringLiteral("Change list without from."), clUrl),
          finding("HTTP-004", Severity::Info, QStringLiteral("No ETag."), clUrl)});
    s.tree.addSourceFinding(
        finding("DISC-002", Severity::Info, QStringLiteral("Found through robots.txt."), {}));
    return s;
}

} // namespace findingstest

class tst_FindingsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyModel();
    void columnsShowEachFinding();
    void rolesCarryTheFinding();
    void documentNamedAfterRedirectIsRenamed();
    void growingCrawlInsertsRows();
    void treeRulesAtTheEndReset();
    void anotherCrawlResets();
    void clearEmpties();
    void retranslateAnnouncesHeaders();

    void filterBySeverity_data();
    void filterBySeverity();
    void filterByRulePrefix_data();
    void filterByRulePrefix();
    void filterByDocument();
    void filterByMessageText();
    void filtersCombine();
    void filterFollowsAGrowingCrawl();
    void sortBySeverityWorstFirst();
    void sortByLineNumerically();
    void sortByDocumentName();
    void largeCrawlGrowsByInsertion();
    void manyEntriesOneReasonIsOneGroup();
    void groupsGrowWithTheCrawl();
    void filterFindsTheMembersOfAGroup();
};
