// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SourceTreeModel: a crawl's documents as a tree. The cases are spread over
// files: tst_sourcetreemodel.cpp (growth, descriptions, names, moves that keep
// indexes) and tst_sourcetreemodel_changes.cpp (resets, cycles, random and real
// crawls, large diffs, retranslation).
#pragma once

#include "crawl/crawljob.h"
#include "models/sourcetreemodel.h"
#include "report/crawlreport.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace rsi;

namespace sourcetreetest {

using Model = SourceTreeModel;

inline CrawledDocument pending(const QString &path, int parent = -1,
                               Arrival arrival = Arrival::Child)
{
    CrawledDocument document;
    document.parent = parent;
    document.arrival = arrival;
    document.requestedUrl = QUrl(QStringLiteral("http://example.com") + path);
    document.url = document.requestedUrl;
    return document;
}

inline Finding finding(Severity severity)
{
    Finding result;
    result.ruleId = QStringLiteral("GEN-001");
    result.severity = severity;
    result.message = QStringLiteral("something is wrong");
    return result;
}

inline void load(SourceTree &tree, int id, DocumentType type, qint64 entries = 0,
                 const FindingList &findings = {})
{
    CrawledDocument &document = tree.document(id);
    document.loaded = true;
    document.type = type;
    document.header.entryCount = entries;
    document.findings = findings;
}

inline void fail(SourceTree &tree, int id, const QString &error)
{
    tree.document(id).error = error;
}

// "id@depth" for every row, depth first: what a user sees when everything is
// expanded.
inline QStringList modelOrder(const QAbstractItemModel &model, const QModelIndex &parent = {},
                              int depth = 0)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        rows.append(
            QStringLiteral("%1@%2").arg(index.data(Model::DocumentIdRole).toInt()).arg(depth));
        rows += modelOrder(model, index, depth + 1);
    }
    return rows;
}

// The same as the CLI report draws it.
inline QStringList reportOrder(const SourceTree &tree)
{
    QStringList rows;
    for (const TreeRow &row : crawlOrder(tree))
        rows.append(QStringLiteral("%1@%2").arg(row.id).arg(row.depth));
    return rows;
}

inline QString text(const Model &model, int id, int column, int role = Qt::DisplayRole)
{
    return model.indexOfDocument(id, column).data(role).toString();
}

// The model's signals in words, to check that a snapshot is told as the
// small change it is.
class Recorder final : public QObject
{
public:
    explicit Recorder(Model *model)
        : m_model(model)
    {
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &parent, int first, int last) {
                    events.append(QStringLiteral("insert %1 %2-%3")
                                      .arg(m_model->documentId(parent))
                                      .arg(first)
                                      .arg(last));
                });
        connect(model, &QAbstractItemModel::rowsRemoved, this,
                [this](const QModelIndex &, int, int) { events.append(QStringLiteral("remove")); });
        connect(model, &QAbstractItemModel::rowsMoved, this,
                [this](const QModelIndex &from, int, int, const QModelIndex &to, int) {
                    events.append(QStringLiteral("move %1 -> %2")
                                      .arg(m_model->documentId(from))
                                      .arg(m_model->documentId(to)));
                });
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    QVERIFY(topLeft.parent() == bottomRight.parent());
                    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
                        events.append(QStringLiteral("data %1").arg(
                            m_model->documentId(topLeft.siblingAtRow(row))));
                });
        connect(model, &QAbstractItemModel::modelReset, this,
                [this] { events.append(QStringLiteral("reset")); });
        connect(model, &QAbstractItemModel::layoutChanged, this,
                [this] { events.append(QStringLiteral("layout")); });
    }

    QStringList take() { return std::exchange(events, {}); }
    int resets() const { return int(events.count(QStringLiteral("reset"))); }

    QStringList events;

private:
    Model *m_model;
};

} // namespace sourcetreetest

class tst_SourceTreeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsAGrowingCrawl();
    void describesDocuments();
    void namesDocuments_data();
    void namesDocuments();
    void movesReparentedDocuments();
    void keepsPersistentIndexesAcrossAReparent();
    void swapsAParentAndItsChild();
    void movesADocumentUnderANewOne();
    void resetsOnAnotherCrawl_data();
    void resetsOnAnotherCrawl();
    void showsDocumentsInACycle();
    void followsRandomGrowth();
    void followsARealCrawl();
    void diffsLargeTreesQuickly();
    void retranslates();
};
