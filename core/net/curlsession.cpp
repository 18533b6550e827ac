// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "curlsession.h"

#include "httptransfer.h"

#include <QNetworkAccessManager>
#include <QSocketNotifier>
#include <QThread>

#include <algorithm>
#include <curl/curl.h>
#include <mutex>

namespace rsi {

namespace {

// Easy handles kept for reuse; more than a burst of transfers needs is
// memory for nothing.
constexpr std::size_t maxSpareHandles = 32;

void initialiseCurlOnce()
{
    // Thread-safe since 7.84 when libcurl is built thread-safe (Debian's
    // is), but once is all it needs anyway. Never cleaned up: other
    // sessions may still run on other threads until the process ends.
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

} // namespace

struct CurlSession::SocketWatch
{
    SocketWatch(int fd, CurlSession *session)
        : read(fd, QSocketNotifier::Read, session)
        , write(fd, QSocketNotifier::Write, session)
    {
        read.setEnabled(false);
        write.setEnabled(false);
        QObject::connect(&read, &QSocketNotifier::activated, session,
                         [session, fd] { session->act(fd, CURL_CSELECT_IN); });
        QObject::connect(&write, &QSocketNotifier::activated, session,
                         [session, fd] { session->act(fd, CURL_CSELECT_OUT); });
    }

    QSocketNotifier read;
    QSocketNotifier write;
};

CurlSession *CurlSession::of(QNetworkAccessManager *network)
{
    Q_ASSERT(network);
    Q_ASSERT_X(network->thread() == QThread::currentThread(), "CurlSession::of",
               "use the network manager on its own thread");
    if (auto *session = network->findChild<CurlSession *>(QString(), Qt::FindDirectChildrenOnly))
        return session;
    return new CurlSession(network);
}

CurlSession::CurlSession(QObject *parent)
    : QObject(parent)
{
    initialiseCurlOnce();
    m_multi = curl_multi_init();
    curl_multi_setopt(m_multi, CURLMOPT_SOCKETFUNCTION, &CurlSession::onSocket);
    curl_multi_setopt(m_multi, CURLMOPT_SOCKETDATA, this);
    curl_multi_setopt(m_multi, CURLMOPT_TIMERFUNCTION, &CurlSession::onTimer);
    curl_multi_setopt(m_multi, CURLMOPT_TIMERDATA, this);
    curl_multi_setopt(m_multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost);
    // Idle connections kept for reuse, over all hosts.
    curl_multi_setopt(m_multi, CURLMOPT_MAXCONNECTS, 64L);
    // Name lookups and TLS sessions are remembered across transfers (the
    // share handle is only ever used from this thread: no locks needed).
    m_share = curl_share_init();
    curl_share_setopt(m_share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS);
    curl_share_setopt(m_share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION);

    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        int running = 0;
        curl_multi_socket_action(m_multi, CURL_SOCKET_TIMEOUT, 0, &running);
        finishTransfers();
    });
}

CurlSession::~CurlSession()
{
    // Transfers outlive their session only when the network manager is
    // destroyed first, which is the caller's error; they are stopped and
    // never finish.
    const std::vector<HttpTransfer *> running = m_transfers;
    for (HttpTransfer *transfer : running)
        transfer->detach();
    for (void *easy : m_spareHandles)
        curl_easy_cleanup(easy);
    curl_multi_cleanup(m_multi);
    curl_share_cleanup(m_share);
    m_watches.clear();
}

void CurlSession::add(HttpTransfer *transfer)
{
    m_transfers.push_back(transfer);
    curl_multi_add_handle(m_multi, transfer->easyHandle());
}

void CurlSession::remove(HttpTransfer *transfer)
{
    const auto found = std::find(m_transfers.begin(), m_transfers.end(), transfer);
    if (found == m_transfers.end())
        return;
    m_transfers.erase(found);
    curl_multi_remove_handle(m_multi, transfer->easyHandle());
}

void *CurlSession::takeEasyHandle()
{
    if (m_spareHandles.empty())
        return curl_easy_init();
    void *easy = m_spareHandles.back();
    m_spareHandles.pop_back();
    return easy;
}

void CurlSession::returnEasyHandle(void *easy)
{
    if (!easy)
        return;
    if (m_spareHandles.size() >= maxSpareHandles) {
        curl_easy_cleanup(easy);
        return;
    }
    // Forgets the options (URL, headers, callbacks) but keeps nothing of the
    // transfer that could leak into the next one.
    curl_easy_reset(easy);
    m_spareHandles.push_back(easy);
}

int CurlSession::onSocket(void *, int fd, int what, void *session, void *)
{
    static_cast<CurlSession *>(session)->watch(fd, what);
    return 0;
}

int CurlSession::onTimer(void *, long timeoutMs, void *session)
{
    // Called from within libcurl: only note when to call it back.
    auto *self = static_cast<CurlSession *>(session);
    if (timeoutMs < 0)
        self->m_timer.stop();
    else
        self->m_timer.start(int(std::min<long>(timeoutMs, 24L * 3600 * 1000)));
    return 0;
}

void CurlSession::watch(int fd, int what)
{
    std::unique_ptr<SocketWatch> &watch = m_watches[fd];
    if (what == CURL_POLL_REMOVE) {
        // Disabled, not deleted: this may run from within the notifier's own
        // signal, and the descriptor will most likely be used again.
        if (watch) {
            watch->read.setEnabled(false);
            watch->write.setEnabled(false);
        }
        return;
    }
    if (!watch)
        watch = std::make_unique<SocketWatch>(fd, this);
    watch->read.setEnabled(what == CURL_POLL_IN || what == CURL_POLL_INOUT);
    watch->write.setEnabled(what == CURL_POLL_OUT || what == CURL_POLL_INOUT);
}

void CurlSession::act(int fd, int events)
{
    int running = 0;
    curl_multi_socket_action(m_multi, fd, events, &running);
    finishTransfers();
}

void CurlSession::finishTransfers()
{
    // One message at a time: finishing a transfer may start, stop or delete
    // others, and curl drops the messages of handles removed meanwhile, so
    // a message read here always belongs to a transfer still added.
    int left = 0;
    while (CURLMsg *message = curl_multi_info_read(m_multi, &left)) {
        if (message->msg != CURLMSG_DONE)
            continue;
        CURL *easy = message->easy_handle;
        const CURLcode code = message->data.result;
        HttpTransfer *transfer = nullptr;
        curl_easy_getinfo(easy, CURLINFO_PRIVATE, &transfer);
        if (!transfer)
            continue;
        remove(transfer);
        transfer->finishedByCurl(int(code)); // may delete transfer
    }
}

} // namespace rsi
