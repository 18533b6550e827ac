// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkheader.h"

#include "discoveryresultbuilder_p.h"

#include <QCoreApplication>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Discovery)
};

constexpr QStringView syntaxRule = u"DISC-007";
constexpr QStringView relativeRule = u"DISC-010";
constexpr QStringView resourceSync = u"resourcesync";

bool isSpace(QChar c)
{
    // Line breaks too: a folded header value (obs-fold) is read as one line.
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\n';
}

// RFC 7230 tchar.
bool isTokenChar(QChar c)
{
    const char16_t u = c.unicode();
    if ((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9'))
        return true;
    return QStringView(u"!#$%&'*+-.^_`|~").contains(c);
}

bool mentionsResourceSync(QStringView text)
{
    return text.contains(u"resourcesync", Qt::CaseInsensitive);
}

class LinkHeaderReader
{
public:
    LinkHeaderReader(DiscoveryResultBuilder &builder, const QUrl &responseUrl)
        : m_builder(builder)
        , m_base(responseUrl)
    { }

    void read(QStringView value, qint64 valueNumber);

private:
    struct Entry
    {
        QStringView target;
        QString type;
        QStringList rels;
        bool hasRel = false;
        QString error; // translated; empty when the entry is well formed
    };

    // Index of the comma that ends the entry in which `from` stands, or the
    // end of the value; commas inside <...> and "..." do not count.
    qsizetype endOfEntry(qsizetype from) const;
    void skipSpace()
    {
        while (m_pos < m_value.size() && isSpace(m_value[m_pos]))
            ++m_pos;
    }
    bool atEnd() const { return m_pos >= m_value.size(); }
    QString readParameters(Entry &entry);
    void accept(const Entry &entry, qsizetype start);
    SourcePosition positionOf(qsizetype offset) const { return {m_valueNumber, offset + 1}; }

    DiscoveryResultBuilder &m_builder;
    QUrl m_base;
    QStringView m_value;
    qint64 m_valueNumber = 0;
    qsizetype m_pos = 0;
};

qsizetype LinkHeaderReader::endOfEntry(qsizetype from) const
{
    bool inQuotes = false;
    bool inAngles = false;
    for (qsizetype i = from; i < m_value.size(); ++i) {
        const QChar c = m_value[i];
        if (inQuotes) {
            if (c == u'\\')
                ++i;
            else if (c == u'"')
                inQuotes = false;
        } else if (inAngles) {
            inAngles = c != u'>';
        } else if (c == u'"') {
            inQuotes = true;
        } else if (c == u'<') {
            inAngles = true;
        } else if (c == u',') {
            return i;
        }
    }
    return m_value.size();
}

void LinkHeaderReader::read(QStringView value, qint64 valueNumber)
{
    m_value = value;
    m_valueNumber = valueNumber;
    m_pos = 0;
    while (!m_builder.isFull()) {
        while (!atEnd() && (isSpace(m_value[m_pos]) || m_value[m_pos] == u','))
            ++m_pos;
        if (atEnd())
            return;
        const qsizetype start = m_pos;
        Entry entry;
        if (m_value[m_pos] != u'<') {
            m_pos = endOfEntry(m_pos);
            entry.error = Tr::tr("the link target is not enclosed in < and >");
        } else {
            const qsizetype close = m_value.indexOf(u'>', m_pos + 1);
            if (close < 0) {
                m_pos = m_value.size();
                entry.error = Tr::tr("the < before the link target is never closed by >");
            } else {
                entry.target = m_value.sliced(m_pos + 1, close - m_pos - 1);
                m_pos = close + 1;
                entry.error = readParameters(entry);
                if (!entry.error.isEmpty())
                    m_pos = qMax(m_pos, endOfEntry(m_pos));
            }
        }
        if (!entry.error.isEmpty()) {
            const QStringView text = m_value.sliced(start, m_pos - start);
            if (mentionsResourceSync(text)) {
                m_builder.report(syntaxRule,
                                 Tr::tr("The Link header entry \"%1\" is malformed: %2. It "
                                        "should read <URI>; rel=\"resourcesync\".")
                                     .arg(excerpt(text.trimmed()), entry.error),
                                 positionOf(start));
            }
            continue;
        }
        accept(entry, start);
    }
}

// Reads `*( OWS ";" OWS name [ "=" ( token / quoted-string ) ] )` up to the
// comma or end that closes the entry. Returns why it is malformed, or empty.
QString LinkHeaderReader::readParameters(Entry &entry)
{
    while (true) {
        skipSpace();
        if (atEnd() || m_value[m_pos] == u',')
            return {};
        if (m_value[m_pos] != u';') {
            return Tr::tr("\"%1\" stands where a parameter starting with ; should be")
                .arg(excerpt(m_value.sliced(m_pos, endOfEntry(m_pos) - m_pos).trimmed()));
        }
        ++m_pos;
        skipSpace();
        const qsizetype nameStart = m_pos;
        while (!atEnd() && isTokenChar(m_value[m_pos]))
            ++m_pos;
        const QString name = m_value.sliced(nameStart, m_pos - nameStart).toString().toLower();
        if (name.isEmpty()) {
            // A trailing ";" is harmless; anything else is not a parameter.
            if (atEnd() || m_value[m_pos] == u',')
                return {};
            return Tr::tr("a parameter has no name");
        }
        skipSpace();
        QString parameterValue;
        if (!atEnd() && m_value[m_pos] == u'=') {
            ++m_pos;
            skipSpace();
            if (!atEnd() && m_value[m_pos] == u'"') {
                const qsizetype quoteStart = m_pos;
                ++m_pos;
                bool closed = false;
                while (!atEnd()) {
                    const QChar c = m_value[m_pos++];
                    if (c == u'\\' && !atEnd()) {
                        parameterValue += m_value[m_pos++];
                    } else if (c == u'"') {
                        closed = true;
                        break;
                    } else {
                        parameterValue += c;
                    }
                }
                if (!closed) {
                    m_pos = m_value.size();
                    // One arg() call: a '%1' in the header's own text must
                    // not be taken for a place holder.
                    return Tr::tr("the quoted value of the %1 parameter (from character %2) is "
                                  "never closed by \"")
                        .arg(name, QString::number(quoteStart + 1));
                }
            } else {
                // Servers write media types such as application/xml without
                // quotes although "/" is no token character: accept them.
                const qsizetype valueStart = m_pos;
                while (!atEnd() && !isSpace(m_value[m_pos]) && m_value[m_pos] != u';'
                       && m_value[m_pos] != u',' && m_value[m_pos] != u'"')
                    ++m_pos;
                if (m_pos == valueStart)
                    return Tr::tr("the %1 parameter has = but no value").arg(name);
                parameterValue = m_value.sliced(valueStart, m_pos - valueStart).toString();
            }
        }
        if (name == u"rel") {
            const QStringList rels = parameterValue.simplified().split(u' ', Qt::SkipEmptyParts);
            if (!entry.hasRel) {
                entry.hasRel = true;
                entry.rels = rels;
            } else if (rels.contains(resourceSync, Qt::CaseInsensitive)
                       && !entry.rels.contains(resourceSync, Qt::CaseInsensitive)) {
                return Tr::tr("rel is given twice and only the first one counts, which does "
                              "not name resourcesync");
            }
        } else if (name == u"type" && entry.type.isNull()) {
            entry.type = parameterValue;
        }
    }
}

void LinkHeaderReader::accept(const Entry &entry, qsizetype start)
{
    if (!entry.hasRel || !entry.rels.contains(resourceSync, Qt::CaseInsensitive))
        return;
    const QStringView written = entry.target.trimmed();
    const ResolvedReference reference = resolveReference(written, m_base);
    if (!reference.problem.isEmpty()) {
        m_builder.report(syntaxRule,
                         Tr::tr("The resourcesync link in the Link header cannot be used: %1. "
                                "It should name the absolute URI of a Capability List.")
                             .arg(reference.problem),
                         positionOf(start));
        return;
    }
    if (reference.relative) {
        m_builder.report(relativeRule,
                         Tr::tr("The resourcesync link in the Link header gives the relative "
                                "reference \"%1\"; use an absolute URI. It was read as %2.")
                             .arg(excerpt(written), reference.url.toString()),
                         positionOf(start));
    }
    DiscoveredLink link;
    link.url = reference.url;
    link.written = written.toString();
    link.type = entry.type;
    link.position = positionOf(start);
    link.relative = reference.relative;
    m_builder.addLink(std::move(link));
}

} // namespace

DiscoveryResult parseLinkHeaders(const QList<QByteArray> &values, const QUrl &responseUrl)
{
    DiscoveryResultBuilder builder(responseUrl, syntaxRule);
    LinkHeaderReader reader(builder, responseUrl);
    qint64 number = 0;
    for (const QByteArray &value : values) {
        if (builder.isFull())
            break;
        const QString text = QString::fromUtf8(value);
        reader.read(text, ++number);
    }
    return builder.take();
}

DiscoveryResult parseLinkHeader(QByteArrayView value, const QUrl &responseUrl)
{
    return parseLinkHeaders({value.toByteArray()}, responseUrl);
}

} // namespace rsi
