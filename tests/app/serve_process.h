#pragma once
// `tengen-cli serve` run as a director starts it, for the live page's server tests and its
// benchmark (tests/bench/waits_bench.cpp): the port it says it listens on, the CPU it used.
#include "http_client.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <algorithm>
#include <sys/resource.h>
#include <unistd.h>

namespace tengen::test {

struct Serve {
    QProcess process;
    quint16 port = 0;
    // `cli` the tengen-cli program, `path` the tournament served on 127.0.0.1, any port.
    Serve(const QString& cli, const QString& path) {
        process.setProcessChannelMode(QProcess::SeparateChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TENGEN_LANG"), QStringLiteral("en"));
        process.setProcessEnvironment(env);
        process.start(cli,
                      {QStringLiteral("serve"), path, QStringLiteral("--address"),
                       QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0")});
        QByteArray said;
        while (!said.contains('\n') && process.waitForReadyRead(60000))
            said += process.readAllStandardOutput();
        port = portOfServe(said);
    }
    ~Serve() {
        process.kill();
        process.waitForFinished(10000);
    }
    // Seconds of CPU the server used so far (user and system), from /proc.
    double cpuSeconds() const {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(process.processId()));
        if (!stat.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
        return (f[11].toDouble() + f[12].toDouble()) / static_cast<double>(sysconf(_SC_CLK_TCK));
    }
};

// Room for a thousand idle connections and the clients beside them.
inline void raiseOpenFileLimit() {
    rlimit limit{};
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = std::min<rlim_t>(limit.rlim_max, 8192);
    setrlimit(RLIMIT_NOFILE, &limit);
}

} // namespace tengen::test
