// Real time (#45 point 11): an OpenGotha team tournament of N teams (4 boards, 5 rounds, each
// team's line-up listed for 20 rounds as OpenGotha writes it) imported by `tengen-cli import`
// into a new file, while this program takes the file's write lock every 50 ms as another
// program would. Prints the import's time and the longest wait for the lock.
//   build/tests/bench/tengen_import_bench [TEAMS=8000]
// Target: 8,000 teams in under 5 s, no write waiting 1 s.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <cstdio>

namespace {

QString rankOf(int i) {
    const int v = (i * 7) % 25; // 20k to 5d
    return v < 20 ? QStringLiteral("%1K").arg(20 - v) : QStringLiteral("%1D").arg(v - 19);
}

QByteArray teamTournament(int teams, int boards = 4, int rounds = 5, int listed = 20) {
    QString xml;
    QTextStream out(&xml);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Tournament dataVersion=\"201\">\n"
           "<Players>\n";
    int i = 0;
    for (int t = 1; t <= teams; ++t)
        for (int b = 1; b <= boards; ++b, ++i)
            out << "<Player name=\"T" << t << "\" firstName=\"B" << b << "\" club=\"C" << t % 997
                << "\" country=\"CN\" rank=\"" << rankOf(i)
                << "\" ratingOrigin=\"INI\" registeringStatus=\"FIN\" "
                   "participating=\"11111111111111111111\"/>\n";
    out << "</Players>\n<Teams>\n";
    for (int t = 1; t <= teams; ++t) {
        out << "<Team teamName=\"Team " << t << "\" teamNumber=\"" << t << "\">\n";
        for (int r = 1; r <= listed; ++r)
            for (int b = 1; b <= boards; ++b)
                out << "<Board boardNumber=\"" << b << "\" player=\"T" << t << "B" << b
                    << "\" roundNumber=\"" << r << "\"/>\n";
        out << "</Team>\n";
    }
    out << "</Teams>\n<TournamentParameterSet>\n<GeneralParameterSet beginDate=\"2026-12-05\" "
           "endDate=\"2026-12-06\" name=\"Teams\" shortName=\"Teams\" basicTime=\"60\" "
           "complementaryTimeSystem=\"STDBYOYOMI\" stdByoYomiTime=\"30\" nbMovesCanTime=\"15\" "
           "canByoYomiTime=\"300\" fischerTime=\"10\" numberOfRounds=\""
        << rounds
        << "\" komi=\"7.5\" size=\"19\"/>\n</TournamentParameterSet>\n"
           "<TeamTournamentParameterSet><TeamGeneralParameterSet teamSize=\""
        << boards << "\"/></TeamTournamentParameterSet>\n</Tournament>\n";
    out.flush();
    return xml.toUtf8();
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int teams = argc > 1 ? std::atoi(argv[1]) : 8000;
    QTemporaryDir dir;
    const QString xml = dir.filePath(QStringLiteral("teams.xml"));
    const QString file = dir.filePath(QStringLiteral("teams.tengen"));
    {
        QFile f(xml);
        if (!f.open(QIODevice::WriteOnly) || f.write(teamTournament(teams)) < 0)
            return 1;
    }
    QProcess make;
    make.start(QStringLiteral(TENGEN_CLI),
               {QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Teams"),
                QStringLiteral("--system"), QStringLiteral("swiss"), QStringLiteral("--rounds"),
                QStringLiteral("5")});
    if (!make.waitForFinished(60000) || make.exitCode() != 0) {
        std::fprintf(stderr, "new: %s\n", make.readAllStandardError().constData());
        return 1;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
    db.setDatabaseName(file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=60000"));
    if (!db.open())
        return 1;
    QProcess import;
    QElapsedTimer total;
    total.start();
    import.start(QStringLiteral(TENGEN_CLI),
                 {QStringLiteral("import"), file, xml, QStringLiteral("--format"),
                  QStringLiteral("opengotha")});
    qint64 longest = 0, longestAt = 0;
    int probes = 0;
    while (!import.waitForFinished(0) && import.state() != QProcess::NotRunning) {
        QElapsedTimer wait;
        wait.start();
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            q.exec(QStringLiteral("ROLLBACK"));
        ++probes;
        if (wait.elapsed() > longest) {
            longest = wait.elapsed();
            longestAt = total.elapsed() - longest;
        }
        QThread::msleep(50);
    }
    import.waitForFinished(-1);
    const qint64 ms = total.elapsed();
    std::printf(
        "%d teams (%d players, %d line-up places): import %.2f s, exit %d; longest wait for "
        "the write lock %.2f s (from %.2f s), %d probes\n",
        teams, teams * 4, teams * 4 * 5, ms / 1000.0, import.exitCode(), longest / 1000.0,
        longestAt / 1000.0, probes);
    if (import.exitCode() != 0)
        std::fprintf(stderr, "%s\n", import.readAllStandardError().left(2000).constData());
    return import.exitCode();
}
