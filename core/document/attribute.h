// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace rsi {

// One XML attribute of an rs:md or rs:ln element, kept as written so that the
// validator can judge prefixes and namespaces (GEN-019, GEN-020).
struct Attribute
{
    QString qualifiedName; // as written, e.g. "at", "rs:at", "ex:foo"
    QString namespaceUri; // empty for unprefixed attributes
    QString value;

    // The name without its prefix. Derived rather than stored: a document
    // holds hundreds of thousands of attributes.
    QString localName() const
    {
        const qsizetype colon = colonIn(qualifiedName);
        return colon < 0 ? qualifiedName : qualifiedName.mid(colon + 1);
    }
    bool isUnprefixed() const { return namespaceUri.isEmpty() && colonIn(qualifiedName) < 0; }

private:
    // Names are a few characters long: a loop here costs less than the
    // call into the library that QString::indexOf() is, and the rules ask
    // for every attribute of every entry.
    static qsizetype colonIn(QStringView name)
    {
        for (qsizetype i = 0; i < name.size(); ++i) {
            if (name[i] == u':')
                return i;
        }
        return -1;
    }
};

// The attributes of one element with look-ups by name. Known ResourceSync
// attributes are unprefixed, so value() only matches unprefixed ones.
class AttributeList
{
public:
    void append(Attribute attribute) { m_attributes.append(std::move(attribute)); }
    void reserve(qsizetype size) { m_attributes.reserve(size); }
    const QList<Attribute> &all() const { return m_attributes; }
    // For a decoder that refills one list entry after entry (EntryList).
    QList<Attribute> &storage() { return m_attributes; }
    bool isEmpty() const { return m_attributes.isEmpty(); }

    bool has(QStringView name) const { return find(name) != nullptr; }
    // The unprefixed attribute's value, or a null optional when absent.
    std::optional<QString> value(QStringView name) const
    {
        const Attribute *attribute = find(name);
        return attribute ? std::optional<QString>(attribute->value) : std::nullopt;
    }
    // Several unprefixed attributes in one pass over the list, for checks
    // that run on every entry: the value of each name, or null when absent.
    template<std::size_t N>
    std::array<const QString *, N> values(const std::array<QStringView, N> &names) const
    {
        std::array<const QString *, N> found {};
        for (const Attribute &attribute : m_attributes) {
            for (std::size_t i = 0; i < N; ++i) {
                if (!found[i] && matches(attribute, names[i])) {
                    found[i] = &attribute.value;
                    break;
                }
            }
        }
        return found;
    }

private:
    // A name equal to an unprefixed name has no prefix itself, so comparing
    // it first spares a scan for ':' on every attribute.
    static bool matches(const Attribute &attribute, QStringView name)
    {
        return attribute.qualifiedName == name && attribute.namespaceUri.isEmpty();
    }

    const Attribute *find(QStringView name) const
    {
        for (const Attribute &attribute : m_attributes) {
            if (matches(attribute, name))
                return &attribute;
        }
        return nullptr;
    }

    QList<Attribute> m_attributes;
};

} // namespace rsi

// Made of implicitly shared Qt values only: safe to move with memmove, which
// lets QList grow without moving elements one by one.
Q_DECLARE_TYPEINFO(rsi::Attribute, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rsi::AttributeList, Q_RELOCATABLE_TYPE);
