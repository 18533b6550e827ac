// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rsinspector-cli history and compare, run as a user would. The cases are
// spread over files: tst_historycli.cpp (compare: what changed, formats, report
// files, exit codes) and tst_historycli_runs.cpp (listing and deleting runs,
// where they are kept, what is saved, bad arguments, help).
#pragma once

//
// The crawl history from the command line, as a CI job would use it: crawl
// --save a loopback source twice, changing it in between, then history and
// compare, in every format, with their exit codes (design.md, "History").
#include "support/filefixtures.h"
#include "support/historyfixtures.h"
#include "support/loopbackserver.h"
#include "support/processrun.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using rsi::test::LoopbackServer;

namespace historyclitest {

using Run = rsi::test::ProcessRun;

// Runs the CLI without blocking the event loop, with environment when given.
inline Run runCli(const QStringList &arguments, const QProcessEnvironment &environment = {})
{
    rsi::test::ProcessOptions options;
    options.environment = environment;
    return rsi::test::runProcess(QStringLiteral(RSI_CLI_PATH), arguments, options);
}

using rsi::test::parseJson;

inline QStringList keysOf(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

// state -> url of a compare report's documents
inline QMultiHash<QString, QString> documentStates(const QJsonObject &report)
{
    QMultiHash<QString, QString> states;
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        states.insert(value[QStringLiteral("state")].toString(),
                      value[QStringLiteral("url")].toString());
    }
    return states;
}

// "state rule path line" of a compare report's findings, sorted
inline QStringList findingKeys(const QJsonObject &report)
{
    QStringList keys;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        keys.append(QStringLiteral("%1 %2 %3 %4")
                        .arg(value[QStringLiteral("state")].toString(),
                             value[QStringLiteral("rule")].toString(),
                             QUrl(value[QStringLiteral("url")].toString()).path())
                        .arg(value[QStringLiteral("line")].toInt()));
    }
    keys.sort();
    return keys;
}

inline QJsonObject documentOf(const QJsonObject &report, const QString &path)
{
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        if (QUrl(value[QStringLiteral("url")].toString()).path() == path)
            return value.toObject();
    }
    return {};
}

inline QStringList stringsOf(const QJsonValue &array)
{
    QStringList strings;
    for (const QJsonValue &value : array.toArray())
        strings.append(QUrl(value.toString()).path());
    return strings;
}

// The rows of an RFC 4180 CSV without quoted line breaks.
inline QList<QStringList> csvRows(const QByteArray &bytes)
{
    QList<QStringList> rows;
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    const QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        QStringList fields;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = !quoted;
            } else if (c == u',' && !quoted) {
                fields.append(field);
                field.clear();
            } else {
                field += c;
            }
        }
        fields.append(field);
        rows.append(fields);
    }
    return rows;
}

} // namespace historyclitest

class tst_HistoryCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void compareReportsWhatChangedBetweenTwoCrawls();
    void compareInEveryFormat();
    void compareWithAReportFile();
    void compareExitsZeroWhenNothingGotWorse();
    void historyListsAndDeletesRuns();
    void saveUsesTheDataFolderByDefault();
    void auditAndMirrorSaveTheirSummary();
    void interruptedOrFailedCrawlsAreNotSaved();
    void compareCannotRun_data();
    void compareCannotRun();
    void badHistoryArguments_data();
    void badHistoryArguments();
    void helpExplainsTheExitCodes();

private:
    // Crawls the source as it is now into a history (m_history unless
    // given), with --save.
    historyclitest::Run crawlAndSave(const QString &history = {});

    QTemporaryDir m_dir;
    QString m_sourceDir;
    QString m_history;
    LoopbackServer m_server;
    QString m_source;
};
