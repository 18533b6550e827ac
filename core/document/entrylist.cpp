// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrylist.h"

#include "entrylistformat_p.h"

#include <cstring>
#include <limits>

namespace rsi {

using namespace entrylistformat;

namespace {

// The names ResourceSync defines, shared by every attribute that uses them:
// a 50,000-entry list then holds one copy of "length", not 50,000.
const QString *knownNames()
{
    static const QString names[knownNameCount]
        = {QStringLiteral("capability"), QStringLiteral("at"),       QStringLiteral("completed"),
           QStringLiteral("from"),       QStringLiteral("until"),    QStringLiteral("change"),
           QStringLiteral("datetime"),   QStringLiteral("hash"),     QStringLiteral("length"),
           QStringLiteral("type"),       QStringLiteral("encoding"), QStringLiteral("path"),
           QStringLiteral("rel"),        QStringLiteral("href"),     QStringLiteral("pri"),
           QStringLiteral("modified")};
    return names;
}

// Decodes one entry from the compact form into a reused Entry.
class Reader
{
public:
    explicit Reader(const char *cursor)
        : m_cursor(cursor)
    { }

    void readEntry(Entry &entry)
    {
        const auto flags = quint8(*m_cursor++);
        entry.position = readPosition();
        entry.locPosition = readPosition();
        entry.lastmodPosition = readPosition();
        entry.locCount = quint16(readNumber());
        entry.lastmodCount = quint16(readNumber());
        entry.changefreqCount = quint16(readNumber());
        entry.metadataCount = quint16(readNumber());
        entry.locLength = qint32(readNumber());
        readString(entry.loc);
        readOptional(flags & hasLastmod, entry.lastmod);
        readOptional(flags & hasChangefreq, entry.changefreq);
        readOptional(flags & hasPriority, entry.priority);
        if (flags & hasMetadata) {
            if (!entry.metadata)
                entry.metadata.emplace();
            entry.metadata->position = readPosition();
            readAttributes(entry.metadata->attributes);
        } else {
            entry.metadata.reset();
        }
        const qsizetype links = (flags & hasLinks) ? qsizetype(readNumber()) : 0;
        if (entry.links.size() != links)
            entry.links.resize(links);
        for (qsizetype i = 0; i < links; ++i) {
            Link &link = entry.links[i];
            link.position = readPosition();
            readAttributes(link.attributes);
        }
    }

private:
    quint64 readNumber() { return readVarint(m_cursor); }

    SourcePosition readPosition()
    {
        const auto line = qint64(readNumber());
        const auto column = qint64(readNumber());
        return {line, column};
    }

    void readString(QString &target)
    {
        const quint64 header = readNumber();
        const auto size = qsizetype(header >> 1);
        if (header & 1) {
            assignLatin1(target, m_cursor, size);
        } else {
            target = QString::fromUtf8(m_cursor, size);
        }
        m_cursor += size;
    }

    void readOptional(bool present, std::optional<QString> &target)
    {
        if (!present) {
            target.reset();
            return;
        }
        if (!target)
            target.emplace();
        readString(*target);
    }

    void readAttributes(AttributeList &attributes)
    {
        QList<Attribute> &list = attributes.storage();
        const auto count = qsizetype(readNumber());
        if (list.size() != count)
            list.resize(count);
        for (Attribute &attribute : list) {
            const auto code = quint8(*m_cursor++);
            if (code != otherName) {
                const QString &name = knownNames()[code];
                if (attribute.qualifiedName.constData() != name.constData())
                    attribute.qualifiedName = name;
                if (!attribute.namespaceUri.isNull())
                    attribute.namespaceUri = QString();
            } else {
                readString(attribute.qualifiedName);
                readString(attribute.namespaceUri);
                if (attribute.namespaceUri.isEmpty())
                    attribute.namespaceUri = QString();
            }
            readString(attribute.value);
        }
    }

    const char *m_cursor;
};

} // namespace

const QString &EntryList::knownAttributeName(int code)
{
    return knownNames()[code];
}

int EntryList::knownAttributeCode(QStringView qualifiedName)
{
    const QString *names = knownNames();
    for (int code = 0; code < knownNameCount; ++code) {
        if (names[code] == qualifiedName)
            return code;
    }
    return otherName;
}

int EntryList::knownAttributeCode(QByteArrayView utf8QualifiedName)
{
    // The same names as knownNames(), as bytes.
    static constexpr QByteArrayView names[knownNameCount]
        = {"capability", "at",   "completed", "from", "until", "change", "datetime", "hash",
           "length",     "type", "encoding",  "path", "rel",   "href",   "pri",      "modified"};
    const qsizetype size = utf8QualifiedName.size();
    for (int code = 0; code < knownNameCount; ++code) {
        if (names[code].size() == size
            && std::memcmp(names[code].data(), utf8QualifiedName.data(), size_t(size)) == 0)
            return code;
    }
    return otherName;
}

Entry EntryList::at(qsizetype index) const
{
    Entry entry;
    read(index, entry);
    return entry;
}

void EntryList::read(qsizetype index, Entry &target) const
{
    Q_ASSERT(index >= 0 && index < size());
    Reader(m_data.constData() + m_offsets.at(index)).readEntry(target);
}

void EntryList::append(const Entry &entry)
{
    ByteBuffer encoded;
    Writer writer(encoded);
    unsigned flags = 0;
    flags |= entry.lastmod ? hasLastmod : 0u;
    flags |= entry.changefreq ? hasChangefreq : 0u;
    flags |= entry.priority ? hasPriority : 0u;
    flags |= entry.metadata ? hasMetadata : 0u;
    flags |= entry.links.isEmpty() ? 0u : hasLinks;
    writer.writeByte(quint8(flags));
    writer.writePosition(entry.position);
    writer.writePosition(entry.locPosition);
    writer.writePosition(entry.lastmodPosition);
    writer.writeNumber(entry.locCount);
    writer.writeNumber(entry.lastmodCount);
    writer.writeNumber(entry.changefreqCount);
    writer.writeNumber(entry.metadataCount);
    writer.writeNumber(quint64(std::max(entry.locLength, 0)));
    writer.writeString(entry.loc);
    for (const std::optional<QString> *value :
         {&entry.lastmod, &entry.changefreq, &entry.priority}) {
        if (*value)
            writer.writeString(**value);
    }
    const auto writeAttributes = [&writer](const AttributeList &attributes) {
        writer.writeNumber(quint64(attributes.all().size()));
        for (const Attribute &attribute : attributes.all()) {
            const int code = attribute.namespaceUri.isEmpty()
                ? knownAttributeCode(attribute.qualifiedName)
                : otherName;
            writer.writeByte(quint8(code));
            if (code == otherName) {
                writer.writeString(attribute.qualifiedName);
                writer.writeString(attribute.namespaceUri);
            }
            writer.writeString(attribute.value);
        }
    };
    if (entry.metadata) {
        writer.writePosition(entry.metadata->position);
        writeAttributes(entry.metadata->attributes);
    }
    if (!entry.links.isEmpty()) {
        writer.writeNumber(quint64(entry.links.size()));
        for (const Link &link : entry.links) {
            writer.writePosition(link.position);
            writeAttributes(link.attributes);
        }
    }
    appendEncoded(encoded.view());
}

void EntryList::appendEncoded(QByteArrayView entry)
{
    // The parser caps a document well below 4 GiB, so 32-bit offsets do.
    Q_ASSERT(m_data.size() < qsizetype(std::numeric_limits<quint32>::max()));
    m_offsets.append(quint32(m_data.size()));
    m_data.append(entry.data(), entry.size());
}

void EntryList::clear()
{
    m_data.clear();
    m_offsets.clear();
}

void EntryList::squeeze()
{
    m_data.squeeze();
    m_offsets.squeeze();
}

qsizetype EntryList::memoryUsage() const
{
    return m_data.capacity() + m_offsets.capacity() * qsizetype(sizeof(quint32));
}

} // namespace rsi
