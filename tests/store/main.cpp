// The store tests need a QCoreApplication (Qt SQL plugins). The binary doubles as the other
// program of the crash and sharing tests:
//   --import-child FILE N MODE   imports N players into FILE and stops for SIGKILL at MODE
//   --result-child FILE MODE     enters table 1's result of round 1 (and table 2's in the same
//                                transaction) and stops for SIGKILL at MODE: middle (one of the
//                                two written, not committed) or committed
//   --hold-write FILE MS         holds FILE's write lock for MS milliseconds (adding a player),
//                                or until its standard input is closed
//   --read-only-child FILE       opens FILE, reads it, tries a change, says what happened
//   --full-disk-child FILE FILL  fills the disk with FILL, tries an import, reads FILE again
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QThread>
#include <cstdio>
#include <gtest/gtest.h>
#include <poll.h>
#include <unistd.h>

using namespace tengen;
using namespace tengen::store;

namespace {

void say(const QString& text) {
    std::printf("%s\n", text.toUtf8().constData());
    std::fflush(stdout);
}

const char* kindName(StoreError::Kind k) {
    switch (k) {
    case StoreError::Kind::Invalid:
        return "Invalid";
    case StoreError::Kind::NotFound:
        return "NotFound";
    case StoreError::Kind::Conflict:
        return "Conflict";
    case StoreError::Kind::Busy:
        return "Busy";
    case StoreError::Kind::ReadOnly:
        return "ReadOnly";
    case StoreError::Kind::DiskFull:
        return "DiskFull";
    case StoreError::Kind::Damaged:
        return "Damaged";
    case StoreError::Kind::Io:
        return "Io";
    case StoreError::Kind::Newer:
        return "Newer";
    case StoreError::Kind::NotTournament:
        return "NotTournament";
    case StoreError::Kind::Refused:
        return "Refused";
    case StoreError::Kind::Offline:
        return "Offline";
    case StoreError::Kind::Forbidden:
        return "Forbidden";
    }
    return "?";
}

ImportBatch players(int count, const char* family) {
    ImportBatch batch;
    batch.source = "child";
    for (int i = 0; i < count; ++i) {
        Player p;
        p.familyNative = family;
        p.givenNative = std::to_string(i);
        p.declaredRank = Rank::kyu(1 + i % 30);
        p.notes = std::string(200, 'n');
        batch.players.push_back({p, i + 1});
    }
    return batch;
}

int importChild(const QString& path, int count, const QString& mode) {
    auto file = TournamentFile::open(path);
    auto waitForKill = [](const char* where) {
        say(QString::fromLatin1(where));
        for (;;)
            QThread::sleep(1);
    };
    file->players().import(players(count, "Player"), [&](int done, int total) {
        if (mode == QLatin1String("middle") && done >= total / 2)
            waitForKill("middle");
        if (mode == QLatin1String("end") && done == total)
            waitForKill("end");
    });
    waitForKill("committed");
    return 0;
}

int resultChild(const QString& path, const QString& mode) {
    auto file = TournamentFile::open(path);
    auto waitForKill = [](const char* where) {
        say(QString::fromLatin1(where));
        for (;;)
            QThread::sleep(1);
    };
    file->writeTransaction([&] {
        file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::BlackWins, false);
        if (mode == QLatin1String("middle"))
            waitForKill("middle");
        file->rounds().setResult(RoundNo{1}, TableNo{2}, GameResult::WhiteWins, false);
    });
    waitForKill("committed");
    return 0;
}

int holdWrite(const QString& path, int ms) {
    auto file = TournamentFile::open(path);
    file->players().import(players(1, "Holder"), [&](int, int) {
        say(QStringLiteral("holding"));
        pollfd in{STDIN_FILENO, POLLIN, 0};
        (void)::poll(&in, 1, ms); // the time is up, or the test lets go
    });
    return 0;
}

int readOnlyChild(const QString& path) {
    try {
        auto file = TournamentFile::open(path);
        say(QStringLiteral("players %1").arg(file->players().all().size()));
        say(file->readOnlyReason());
        try {
            file->players().add(players(1, "New").players.front().player);
            say(QStringLiteral("written"));
        } catch (const StoreError& e) {
            say(QStringLiteral("refused %1: %2")
                    .arg(QLatin1String(kindName(e.kind())), e.message()));
        }
    } catch (const StoreError& e) {
        say(QStringLiteral("open refused %1: %2")
                .arg(QLatin1String(kindName(e.kind())), e.message()));
    }
    return 0;
}

int fullDiskChild(const QString& path, const QString& filler) {
    auto file = TournamentFile::open(path);
    {
        QFile fill(filler);
        fill.open(QIODevice::WriteOnly);
        const QByteArray block(4096, 'f');
        while (fill.write(block) == block.size() && fill.flush()) {
        }
    }
    try {
        file->players().import(players(2000, "Late"));
        say(QStringLiteral("written"));
    } catch (const StoreError& e) {
        say(QStringLiteral("refused %1: %2").arg(QLatin1String(kindName(e.kind())), e.message()));
    }
    say(QStringLiteral("after: players %1").arg(file->players().all().size()));
    file.reset();
    QFile::remove(filler);
    say(QStringLiteral("reopened: players %1")
            .arg(TournamentFile::open(path)->players().all().size()));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QByteArray mode = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    auto arg = [&](int i) { return QString::fromLocal8Bit(argv[i]); };
    if (argc == 5 && mode == "--import-child")
        return importChild(arg(2), std::atoi(argv[3]), arg(4));
    if (argc == 4 && mode == "--result-child")
        return resultChild(arg(2), arg(3));
    if (argc == 4 && mode == "--hold-write")
        return holdWrite(arg(2), std::atoi(argv[3]));
    if (argc == 3 && mode == "--read-only-child")
        return readOnlyChild(arg(2));
    if (argc == 4 && mode == "--full-disk-child")
        return fullDiskChild(arg(2), arg(3));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
