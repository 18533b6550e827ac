// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"

#include <QByteArrayView>

namespace rsi {

// An attribute as an XML reader hands it over: UTF-8, namespace declarations
// not included, valid for the duration of the call.
struct XmlAttributeView
{
    QByteArrayView qualifiedName; // as written: "at", "rs:at", "ex:foo"
    QByteArrayView namespaceUri; // empty for an unprefixed attribute
    QByteArrayView value; // with references resolved
};

// A start tag as an XML reader hands it over: UTF-8, valid during the call.
struct XmlElementView
{
    QByteArrayView localName;
    QByteArrayView namespaceUri;
    QByteArrayView qualifiedName;
    const XmlAttributeView *attributes = nullptr;
    qsizetype attributeCount = 0;
    SourcePosition position; // where its start tag begins: the '<'
    SourcePosition tagEnd; // the '>' that ends its start tag
};

} // namespace rsi
