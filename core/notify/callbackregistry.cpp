// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "callbackregistry.h"

#include <QRandomGenerator>

namespace rsi {

namespace {

QByteArray randomToken(int bytes)
{
    QByteArray random(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()),
                                          bytes / int(sizeof(quint32)));
    return random.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

bool isTokenCharacter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
        || c == '_';
}

} // namespace

CallbackRecord &CallbackRegistry::issue(const QUrl &topic, const QUrl &hub, bool withSecret)
{
    CallbackRecord record;
    // 128 bits: unguessable; a collision is as likely as guessing one.
    do {
        record.token = randomToken(16);
    } while (m_records.contains(record.token) || m_retired.contains(record.token));
    // The secret is the HMAC key; WebSub wants under 200 bytes (43 here).
    if (withSecret)
        record.secret = randomToken(32);
    record.topic = topic;
    record.hub = hub;
    const QByteArray token = record.token;
    return m_records.insert(token, std::move(record)).value();
}

CallbackRecord *CallbackRegistry::find(const QByteArray &token)
{
    const auto found = m_records.find(token);
    return found == m_records.end() ? nullptr : &found.value();
}

const CallbackRecord *CallbackRegistry::find(const QByteArray &token) const
{
    const auto found = m_records.constFind(token);
    return found == m_records.constEnd() ? nullptr : &found.value();
}

void CallbackRegistry::retire(const QByteArray &token)
{
    if (m_records.remove(token) == 0)
        return;
    m_retired.append(token);
    if (m_retired.size() > maxRetired)
        m_retired.removeFirst();
}

bool CallbackRegistry::isRetired(const QByteArray &token) const
{
    return m_retired.contains(token);
}

QByteArray CallbackRegistry::tokenOfPath(QByteArrayView path)
{
    const qsizetype slash = path.lastIndexOf('/');
    if (slash < 3 || path.sliced(slash - 3, 3) != "/cb")
        return {};
    const QByteArrayView token = path.sliced(slash + 1);
    if (token.isEmpty() || token.size() > 64
        || !std::all_of(token.begin(), token.end(), isTokenCharacter))
        return {};
    return token.toByteArray();
}

QUrl CallbackRegistry::callbackUrl(const QUrl &base, const QByteArray &token)
{
    QUrl url = base;
    QString path = base.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/cb/") + QString::fromLatin1(token));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

} // namespace rsi
