// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job.h"
#include "net/fetchoptions.h"
#include "parse/parserlimits.h"
#include "report/validationreport.h"
#include "validation/validationoptions.h"

#include <QHash>
#include <QStringList>

class QNetworkAccessManager;

namespace rsi {

class HttpEngine;
struct FetchResult;

// Validates documents, each on its own: local paths, file:// URLs and
// http(s):// URLs. Downloads go through an HttpEngine (per-host limits,
// politeness delay and retries as FetchOptions say); each document is parsed
// and validated on the worker pool as soon as its bytes are there.
// A dump's package (a ZIP: its signature, a .zip name or the ZIP media type
// says so) is checked against its manifest with DumpPackage instead, and the
// manifest inside is judged as a Resource Dump or Change Dump Manifest; its
// findings name "<package URL>#manifest.xml", with lines in that file.
// The report lists the documents in the order of the inputs, whatever order
// they finish in. A downloaded document is judged, and its findings carry,
// the URL it finally came from after redirects; the report keeps the
// requested one beside it. The job lives on its creator's thread, whose
// event loop must run. Progress counts documents.
class ValidateJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValidateJob)

public:
    // network is used for http(s) inputs and must outlive the job.
    ValidateJob(QStringList inputs, ValidationOptions validation, FetchOptions fetch,
                QNetworkAccessManager *network, QObject *parent = nullptr);
    ~ValidateJob() override;

    void setParserLimits(const ParserLimits &limits) { m_limits = limits; }
    // Complete once finished; after cancel(), the documents done by then.
    const ValidationReport &report() const { return m_report; }

    // Maps a command-line argument to a URL: http(s) and file URLs as they
    // are, anything else as a local path resolved against the working
    // directory. Empty when the argument is neither.
    static QUrl inputToUrl(const QString &input);

protected:
    void doStart() override;
    void doCancel() override;

private:
    void startInput(qsizetype index);
    void onFetched(quint64 ticket, const FetchResult &result);
    void validateFile(qsizetype index, const QString &path, const QUrl &url,
                      const FetchResult *fetched);
    void storeUnloaded(qsizetype index, const QUrl &url, QStringView ruleId, const QString &message,
                       std::optional<int> status = std::nullopt);
    void store(qsizetype index, DocumentReport report);
    void collectReports(); // the filled slots, in input order, into m_report

    QStringList m_inputs;
    ValidationOptions m_validation;
    ParserLimits m_limits;
    HttpEngine *m_engine = nullptr; // owned as a child
    QHash<quint64, qsizetype> m_inputOfTicket;
    QList<std::optional<DocumentReport>> m_slots; // one per input, in input order
    qsizetype m_stored = 0;
    ValidationReport m_report;
};

} // namespace rsi
