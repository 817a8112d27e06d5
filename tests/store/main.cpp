// The store tests need a QCoreApplication (Qt SQL plugins). The binary doubles as the child of the
// crash test: `tengen_store_tests --import-child FILE N MODE` imports N players into FILE and
// stops for SIGKILL at the point MODE names.
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QThread>
#include <cstdio>
#include <gtest/gtest.h>

namespace {

int importChild(const QString& path, int count, const QString& mode) {
    auto file = tengen::store::TournamentFile::open(path);
    tengen::store::ImportBatch batch;
    batch.source = QStringLiteral("child");
    for (int i = 0; i < count; ++i) {
        tengen::Player p;
        p.familyNative = "Player";
        p.givenNative = std::to_string(i);
        p.declaredRank = tengen::Rank::kyu(1 + i % 30);
        batch.players.push_back({p, i + 1});
    }
    auto waitForKill = [](const char* where) {
        std::printf("%s\n", where);
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    };
    file->importBatch(batch, [&](int done, int total) {
        if (mode == QLatin1String("middle") && done >= total / 2)
            waitForKill("middle");
        if (mode == QLatin1String("end") && done == total)
            waitForKill("end");
    });
    waitForKill("committed");
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc == 5 && QByteArray(argv[1]) == "--import-child")
        return importChild(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]),
                           QString::fromLatin1(argv[4]));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
