// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirrorsession.h"

namespace rsi {

// The end of a run: the deletions the changes reported, and after a
// complete baseline the files nothing the source lists claims (a walk of the
// copy, each file looked up by its path's collision key in the state), each
// moved to the trash, purged, or kept (deletions are opt-in: reason Kept).
// Then the rows of resources the source no longer lists and whose files are
// gone are forgotten.
//
// Lives on the state thread, with its session; polls the stop flag between
// files.
class DeletionRunner final
{
public:
    explicit DeletionRunner(MirrorSession &session);

    // Items settled.
    qsizetype run(QList<PlannedDeletion> deletions, bool sweep);

private:
    void settle(qint64 seq, AuditItem item, const QString &key);
    void sweepExtras(qsizetype &settled);
    void forgetGone();

    MirrorSession &m_session;
};

} // namespace rsi
