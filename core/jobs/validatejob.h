// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job.h"
#include "net/fetchoptions.h"
#include "parse/parserlimits.h"
#include "report/validationreport.h"
#include "validation/validationoptions.h"

#include <QStringList>

class QNetworkAccessManager;

namespace rsi {

struct FetchResult;

// Validates documents one by one, each on its own: local paths, file:// URLs
// and http(s):// URLs (one GET each). A downloaded document is judged, and
// its findings carry, the URL it finally came from after redirects; the
// report keeps the requested one beside it. Parsing and validation run on the
// global thread pool; the job itself lives on its creator's thread, whose
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
    const ValidationReport &report() const { return m_report; }

    // Maps a command-line argument to a URL: http(s) and file URLs as they
    // are, anything else as a local path resolved against the working
    // directory. Empty when the argument is neither.
    static QUrl inputToUrl(const QString &input);

protected:
    void doStart() override;
    void doCancel() override;

private:
    void processNext();
    void validateLocalFile(const QString &path, const QUrl &url, const FetchResult *fetched);
    void onFetched(const FetchResult &result);
    void addUnloaded(const QUrl &url, QStringView ruleId, const QString &message,
                     std::optional<int> status = std::nullopt);

    QStringList m_inputs;
    ValidationOptions m_validation;
    FetchOptions m_fetch;
    ParserLimits m_limits;
    QNetworkAccessManager *m_network = nullptr;
    ValidationReport m_report;
    qsizetype m_next = 0;
    QObject *m_current = nullptr; // the fetcher or future watcher under way
};

} // namespace rsi
