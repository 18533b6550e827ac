// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weblinks.h"

namespace rsi {

namespace {

// The value of the first rel parameter in a link's parameters
// (";rel=x;type=y" or "; rel=\"a b\""), or empty.
QString relParameter(QByteArrayView parameters)
{
    qsizetype at = 0;
    while (at < parameters.size()) {
        const qsizetype semicolon = parameters.indexOf(';', at);
        if (semicolon < 0)
            return {};
        at = semicolon + 1;
        while (at < parameters.size() && (parameters[at] == ' ' || parameters[at] == '\t'))
            ++at;
        const qsizetype equals = parameters.indexOf('=', at);
        if (equals < 0)
            return {};
        const QByteArray name = parameters.sliced(at, equals - at).toByteArray().trimmed();
        at = equals + 1;
        while (at < parameters.size() && (parameters[at] == ' ' || parameters[at] == '\t'))
            ++at;
        QByteArray value;
        if (at < parameters.size() && parameters[at] == '"') {
            ++at;
            while (at < parameters.size() && parameters[at] != '"') {
                if (parameters[at] == '\\' && at + 1 < parameters.size())
                    ++at;
                value += parameters[at++];
            }
            ++at;
        } else {
            while (at < parameters.size() && parameters[at] != ';')
                value += parameters[at++];
        }
        if (name.compare("rel", Qt::CaseInsensitive) == 0)
            return QString::fromUtf8(value.trimmed());
    }
    return {};
}

} // namespace

QList<QUrl> linkTargets(QByteArrayView header, QStringView rel, const QUrl &base)
{
    QList<QUrl> targets;
    qsizetype at = 0;
    while (at < header.size()) {
        const qsizetype open = header.indexOf('<', at);
        if (open < 0)
            break;
        const qsizetype close = header.indexOf('>', open + 1);
        if (close < 0)
            break;
        // The parameters run to the next comma outside a quoted string.
        qsizetype end = close + 1;
        bool quoted = false;
        for (; end < header.size(); ++end) {
            const char c = header[end];
            if (c == '"')
                quoted = !quoted;
            else if (c == '\\' && quoted)
                ++end;
            else if (c == ',' && !quoted)
                break;
        }
        const QString rels
            = relParameter(header.sliced(close + 1, std::min(end, header.size()) - close - 1));
        const QStringList relations = rels.split(u' ', Qt::SkipEmptyParts);
        const bool matches
            = std::any_of(relations.cbegin(), relations.cend(), [rel](const QString &r) {
                  return r.compare(rel, Qt::CaseInsensitive) == 0;
              });
        if (matches) {
            const QUrl target = base.resolved(
                QUrl(QString::fromUtf8(header.sliced(open + 1, close - open - 1)).trimmed()));
            if (target.isValid() && !target.isEmpty())
                targets.append(target);
        }
        at = end + 1;
    }
    return targets;
}

} // namespace rsi
