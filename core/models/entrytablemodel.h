// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawleddocument.h"
#include "validation/severity.h"

#include <QAbstractTableModel>

#include <optional>

namespace rsi {

// The entries of one crawled document as a table, virtualised: data() reads
// the compact EntryTable directly, so a 50,000-entry list shows at once.
//
// Columns are the fields that at least one entry has, in EntryField order
// (loc first), then a Findings column when any finding falls on an entry.
// Filtering and sorting work on a permutation of row numbers inside the
// model (no QSortFilterProxyModel: comparing UTF-8 fields directly sorts
// 50,000 rows in milliseconds).
//
// A finding belongs to the entry whose <loc> is the last one at or before
// the finding's line (findings before the first entry belong to the
// document, not to an entry). One exception, for findings placed on a <url>
// element: a finding on the line just above an entry's <loc>, at or left of
// its column, and not on the previous entry's <loc> line, belongs to that
// entry (the pretty-printed "<url>\n  <loc>" layout).
class EntryTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EntryTableModel)

public:
    enum Role {
        EntryRowRole = Qt::UserRole + 1, // int: row in the document's EntryTable
        WorstSeverityRole, // int(Severity) of the entry's worst finding, -1 when none
        LineRole, // qlonglong: the line of the entry's <loc>
    };

    explicit EntryTableModel(QObject *parent = nullptr);
    ~EntryTableModel() override;

    // Shows the document's entries (a shallow, implicitly shared copy).
    // Keeps the current filters and sort order.
    void setDocument(const CrawledDocument &document);
    void clear();
    const CrawledDocument &document() const { return m_document; }

    EntryField fieldOfColumn(int column) const; // undefined for the Findings column
    int columnOfField(EntryField field) const; // -1 when not shown
    bool isFindingsColumn(int column) const;

    // Case-insensitive substring over every shown field; empty shows all.
    void setTextFilter(const QString &text);
    // The entries whose change attribute equals change; empty shows all.
    void setChangeFilter(const QString &change);
    // Only entries with a finding at least this severe; nullopt shows all.
    void setSeverityFilter(std::optional<Severity> minimum);
    QString textFilter() const { return m_textFilter; }
    QString changeFilter() const { return m_changeFilter; }
    std::optional<Severity> severityFilter() const { return m_severityFilter; }
    // The sorted column, -1 when in document order (also when the sorted
    // field is missing from a newly set document: the order comes back with
    // a document that has it).
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    qsizetype totalCount() const; // entries of the document, unfiltered
    // The entry row behind a visible row, and back (-1 / invalid when hidden).
    int entryRow(const QModelIndex &index) const;
    QModelIndex indexOfEntry(int entryRow, int column = 0) const;
    // The entry a line of the document belongs to, as findings are assigned.
    int entryAtLine(qint64 line) const;
    // The same for a position; with a known column it applies the <url>
    // exception above. This is how findings are assigned.
    int entryAt(SourcePosition position) const;
    FindingList findingsOfEntry(int entryRow) const;
    // The change values present ("created", "updated", "deleted"), for a filter menu.
    QStringList changeValues() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    void retranslate();

private:
    static QString fieldTitle(EntryField field);
    void rebuildRows(); // applies filters, then the sort order
    void orderRows(); // sorts m_rows and refreshes m_visibleRow
    bool accepts(int entryRow) const;
    bool matchesText(int entryRow) const;
    int columnOfSortKey(int key) const;
    qsizetype findingCount(int entryRow) const;

    CrawledDocument m_document;
    QList<EntryField> m_columns;
    bool m_hasFindingsColumn = false;
    QList<int> m_rows; // visible entry rows, in display order
    QList<qsizetype> m_findingStart; // per entry: first index into m_entryFindings (size+1)
    FindingList m_entryFindings; // the document's findings grouped by entry
    QList<qint8> m_worstSeverity; // per entry, -1 when none
    QList<int> m_visibleRow; // per entry: its row in m_rows, -1 when hidden
    QStringList m_changeValues;
    QString m_textFilter;
    QByteArray m_textNeedle; // m_textFilter as UTF-8
    bool m_textNeedleIsAscii = true;
    QString m_changeFilter;
    QByteArray m_changeNeedle;
    std::optional<Severity> m_severityFilter;
    int m_sortColumn = -1;
    int m_sortKey = -1; // int(EntryField), entryFieldCount for findings, -1 for none
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace rsi
