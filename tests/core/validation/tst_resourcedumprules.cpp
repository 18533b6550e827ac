// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

class tst_ResourceDumpRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
};

QTEST_GUILESS_MAIN(tst_ResourceDumpRules)
#include "tst_resourcedumprules.moc"
