#pragma once
// A plain blocking HTTP client over POSIX sockets for the server tests: it runs on threads of
// its own while the server's thread (the test's event loop, or another process) answers.
#include <QByteArray>
#include <arpa/inet.h>
#include <chrono>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace tengen::test {

// A connected socket to 127.0.0.1:port, or -1.
inline int connectTo(quint16 port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

inline bool sendAll(int fd, const QByteArray& bytes) {
    qsizetype sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.constData() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        sent += n;
    }
    return true;
}

// Reads until the peer closes or `timeoutMs` passes without data.
inline QByteArray readUntilClosed(int fd, int timeoutMs) {
    QByteArray out;
    char buffer[65536];
    for (;;) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, timeoutMs) <= 0)
            break;
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0)
            break;
        out.append(buffer, n);
    }
    return out;
}

// True when the peer closed the connection within `timeoutMs`.
inline bool closedWithin(int fd, int timeoutMs) {
    char c;
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, timeoutMs) <= 0)
        return false;
    return ::recv(fd, &c, 1, MSG_PEEK) <= 0;
}

// The port in what `tengen-cli serve` says once it listens ("… http://127.0.0.1:PORT/ (…"),
// 0 while it has not said it.
inline quint16 portOfServe(const QByteArray& said) {
    const qsizetype slash = said.indexOf("/ ");
    if (slash < 0)
        return 0;
    const qsizetype colon = said.lastIndexOf(':', slash);
    return static_cast<quint16>(said.mid(colon + 1, slash - colon - 1).toInt());
}

struct Answer {
    QByteArray bytes;
    double ms = 0; // connect to the last byte
    int status() const { return bytes.startsWith("HTTP/1.1 ") ? bytes.mid(9, 3).toInt() : 0; }
    QByteArray body() const {
        const qsizetype at = bytes.indexOf("\r\n\r\n");
        return at < 0 ? QByteArray() : bytes.mid(at + 4);
    }
};

// One request on a fresh connection, "Connection: close".
inline Answer request(quint16 port, const QByteArray& method, const QByteArray& target,
                      const QByteArray& extraHeaders = {}, int timeoutMs = 5000) {
    const auto begin = std::chrono::steady_clock::now();
    Answer a;
    const int fd = connectTo(port);
    if (fd < 0)
        return a;
    sendAll(fd, method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extraHeaders +
                    "Connection: close\r\n\r\n");
    a.bytes = readUntilClosed(fd, timeoutMs);
    ::close(fd);
    a.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    return a;
}

} // namespace tengen::test
