// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entry.h"

#include <QByteArray>
#include <QList>

#include <iterator>

namespace rsi {

// The entries of one parsed document, kept compactly: one UTF-8 buffer that
// holds every value, position and count of every entry one after another,
// and the offset where each entry starts. A 50,000-entry list then costs one
// allocation of about the size of its XML instead of some 60 MB of QStrings,
// which a cold parse paid for in page faults.
//
// Reading gives Entry values. Iterating decodes each entry into one Entry
// that the iterator owns and reuses (its strings keep their storage), so the
// reference an iterator yields is valid until the iterator moves on:
//
//     for (const Entry &entry : document.entries)   // one Entry, refilled
//         check(entry);                             // fine
//     const Entry *first = &*document.entries.begin(); // dangles after ++
//
// Code that needs an entry after the loop keeps its index, or a copy of the
// values it needs (an Entry copied out shares its strings, like any Qt value).
//
// A value: copies share the buffer; immutable once built, so any thread may
// read it.
class EntryList final
{
public:
    class const_iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = Entry;
        using difference_type = qsizetype;
        using pointer = const Entry *;
        using reference = const Entry &;

        const_iterator() = default;
        const_iterator(const EntryList *list, qsizetype index)
            : m_list(list)
            , m_index(index)
        { }

        reference operator*() const
        {
            if (m_decoded != m_index) {
                m_list->read(m_index, m_entry);
                m_decoded = m_index;
            }
            return m_entry;
        }
        pointer operator->() const { return &**this; }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator before = *this;
            ++m_index;
            return before;
        }
        qsizetype index() const { return m_index; }
        friend bool operator==(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index == b.m_index;
        }

    private:
        const EntryList *m_list = nullptr;
        qsizetype m_index = 0;
        mutable qsizetype m_decoded = -1;
        mutable Entry m_entry;
    };
    using iterator = const_iterator;
    using value_type = Entry;
    using size_type = qsizetype;

    qsizetype size() const { return m_offsets.size(); }
    qsizetype count() const { return size(); }
    bool isEmpty() const { return m_offsets.isEmpty(); }

    // The entry at index, decoded into a value of its own.
    Entry at(qsizetype index) const;
    Entry first() const { return at(0); }
    Entry last() const { return at(size() - 1); }
    // Decodes the entry at index into target, reusing the storage of its
    // strings and lists where nobody else shares them.
    void read(qsizetype index, Entry &target) const;

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }

    void append(const Entry &entry);
    // Appends one entry already in the compact form (entrylistformat_p.h),
    // as the parser writes it straight from the bytes it reads.
    void appendEncoded(QByteArrayView entry);
    void clear();
    // Gives back the slack of building; call once all entries are in.
    void squeeze();
    // Heap bytes held, for benchmarks and memory budgets.
    qsizetype memoryUsage() const;

    // The names ResourceSync gives its attributes, numbered for the compact
    // form; an attribute named otherwise is stored with its name.
    static const QString &knownAttributeName(int code);
    static int knownAttributeCode(QStringView qualifiedName);
    static int knownAttributeCode(QByteArrayView utf8QualifiedName);

private:
    QByteArray m_data;
    QList<quint32> m_offsets; // where each entry starts in m_data
};

} // namespace rsi
