// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/documenttype.h"
#include "validation/severity.h"

#include <QIcon>
#include <QIdentityProxyModel>

#include <functional>

namespace rsi {

// Icons drawn for us (SVG in ui/icons, resource prefix /icons), in colours
// that read on light and dark palettes alike. An index shows its kind's icon
// as a stack of two. GUI thread only (QIcon); the icons are made once.
QIcon documentTypeIcon(DocumentType type);
QIcon severityIcon(Severity severity);
QIcon applicationIcon();

// Adds icons to a core model, which cannot (core links no QtGui): column 0
// gets the icon of the document type found in typeRole (when set), and the
// columns in severityColumns the icon of the severity found in severityRole
// (values < 0 get none). Everything else passes through.
class DecorationProxyModel final : public QIdentityProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DecorationProxyModel)

public:
    explicit DecorationProxyModel(QObject *parent = nullptr);
    ~DecorationProxyModel() override;

    void setDocumentTypeRole(int role); // 0: no type icons
    void setSeverity(int role, QList<int> columns);
    // Data a feature adds to some cells (the crawl history marks documents
    // new or changed since the last crawl): asked first for every role of
    // every cell, with the source model's index; an invalid QVariant lets
    // the request through. Empty: nothing added.
    using Annotation = std::function<QVariant(const QModelIndex &source, int role)>;
    void setAnnotation(Annotation annotation);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void decorationsChanged();

    int m_typeRole = 0;
    int m_severityRole = 0;
    QList<int> m_severityColumns;
    Annotation m_annotation;
};

} // namespace rsi
