// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirrorstatestore.h"

#include <QString>

#include <memory>
#include <optional>

class QTemporaryDir;

namespace rsi {

// Where a mirror's state put each URL of a local copy, read without leaving
// a trace in the copy: an audit judges each listed URL at the path the state
// gave it (an alternative name for a case twin, say), and names a file by
// the URL the state says it holds. A copy without a state answers nothing,
// and the layout's readable paths stand.
//
// The database is opened immutable (no lock, nothing made beside it); a
// state that is being written, or that a killed run left with its
// write-ahead log, is copied to a temporary folder and read there.
//
// Thread-affine: make and use it on one thread.
class StateLookup final
{
    Q_DISABLE_COPY_MOVE(StateLookup)

public:
    explicit StateLookup(const QString &root);
    ~StateLookup();

    bool isOpen() const { return m_store.isOpen(); }
    // Why a state that is there could not be read; empty when none is there.
    QString errorString() const { return m_error; }

    // The path of the resource with this key (resourceKey()), when the state has it.
    std::optional<QString> pathOf(const QString &key);
    // The URL whose file is at relativePath, when the state says.
    std::optional<QString> urlAt(const QString &relativePath);

private:
    std::unique_ptr<QTemporaryDir> m_copy;
    MirrorStateStore m_store;
    QString m_error;
};

} // namespace rsi
