// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compareddocumentsmodel.h"

#include "report/comparisonreport.h"

#include <QLocale>

namespace rsi {

namespace {

const RunDocument &shownSide(const DocumentComparison &document)
{
    return document.after ? *document.after : *document.before;
}

// An entry count for a column: what the comparison knows, or nothing.
QVariant entryCount(const DocumentComparison &document, qint64 value)
{
    if (!document.entriesCompared && document.state != DocumentComparison::State::Added
        && document.state != DocumentComparison::State::Removed)
        return {};
    return QLocale().toString(value);
}

} // namespace

ComparedDocumentsModel::ComparedDocumentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

ComparedDocumentsModel::~ComparedDocumentsModel() = default;

void ComparedDocumentsModel::setDocuments(const QList<DocumentComparison> &documents)
{
    beginResetModel();
    m_documents = documents;
    endResetModel();
}

int ComparedDocumentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_documents.size());
}

int ComparedDocumentsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparedDocumentsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DocumentComparison &document = m_documents.at(index.row());
    const EntryChanges &entries = document.entries;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StateColumn:
            return documentStateName(document.state);
        case DocumentColumn:
            return document.url;
        case KindColumn:
            return documentTypeName(shownSide(document).type());
        case ChangesColumn:
            return documentChangesText(document);
        case AddedColumn:
            return entryCount(document, entries.added);
        case RemovedColumn:
            return entryCount(document, entries.removed);
        case ChangedColumn:
            return entryCount(document, entries.changed);
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList lines {document.url};
        const std::pair<QString, const QStringList *> examples[]
            = {{tr("Entries added:"), &entries.addedExamples},
               {tr("Entries removed:"), &entries.removedExamples},
               {tr("Entries changed:"), &entries.changedExamples}};
        for (const auto &[label, urls] : examples) {
            if (!urls->isEmpty())
                lines.append(label + u' ' + urls->join(QStringLiteral(", ")));
        }
        if (!document.entriesCompared && document.state == DocumentComparison::State::Changed)
            lines.append(tr("The entries of one of the two crawls were not kept: only their "
                            "numbers are compared."));
        return lines.join(u'\n');
    }
    case Qt::TextAlignmentRole:
        if (index.column() >= AddedColumn && index.column() <= ChangedColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case StateRole:
        return int(document.state);
    case UrlRole:
        return document.url;
    case DocumentTypeRole:
        return int(shownSide(document).type());
    case SortRole:
        switch (index.column()) {
        case StateColumn:
            return int(document.state);
        case AddedColumn:
            return qlonglong(entries.added);
        case RemovedColumn:
            return qlonglong(entries.removed);
        case ChangedColumn:
            return qlonglong(entries.changed);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    return {};
}

QVariant ComparedDocumentsModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    // The entry columns are narrow: their headers say the rest as a tip.
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case StateColumn:
        return tip ? QVariant() : tr("State");
    case DocumentColumn:
        return tip ? QVariant() : tr("Document");
    case KindColumn:
        return tip ? QVariant() : tr("Kind");
    case AddedColumn:
        return tip ? tr("Entries added") : tr("Added");
    case RemovedColumn:
        return tip ? tr("Entries removed") : tr("Removed");
    case ChangedColumn:
        return tip ? tr("Entries changed") : tr("Changed");
    case ChangesColumn:
        return tip ? QVariant() : tr("What else changed");
    }
    return {};
}

void ComparedDocumentsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_documents.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_documents.size()) - 1, ColumnCount - 1));
}

} // namespace rsi
