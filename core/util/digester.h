// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>

#include <memory>

namespace rsi {

class FastSha256;

// One running digest of bytes that stream through it: SHA-256 on the
// processor's SHA instructions where it has them (most x86 processors since
// 2017; about 1 GB/s, where Qt 6.4's portable SHA-256 does about 200 MB/s),
// QCryptographicHash for everything else. Checking a dump's package and its
// bitstreams hashes hundreds of megabytes: this is what keeps that from
// costing more than reading them.
class Digester final
{
public:
    explicit Digester(QCryptographicHash::Algorithm algorithm);
    ~Digester();
    Q_DISABLE_COPY_MOVE(Digester)

    void addData(QByteArrayView data);
    // The raw digest; the object is spent afterwards.
    QByteArray result();

    // Whether SHA-256 runs on the processor's SHA instructions here.
    static bool hasFastSha256();

private:
    std::unique_ptr<FastSha256> m_fast;
    std::unique_ptr<QCryptographicHash> m_qt;
};

} // namespace rsi
