#include "federation_writers.h"
#include "base/qt_text.h"

#include <QObject>
#include <QStringList>

namespace tengen::formats {

namespace {
QString usDate(const boost::gregorian::date& d) {
    return QStringLiteral("%1/%2/%3")
        .arg(static_cast<int>(d.month()))
        .arg(static_cast<int>(d.day()))
        .arg(static_cast<int>(d.year()));
}
} // namespace

QByteArray ffgTou(const StandingsTable& table, const TournamentSettings& s,
                  const std::map<PlayerId, std::string>& licences, bool keepForfeits) {
    const QString name = latinText(s.nameLatin.empty() ? s.nameNative : s.nameLatin);
    const int basic = wholeSeconds(s.time.main) / 60;
    const bool overtime =
        s.time.system != TimeSystem::Absolute && s.time.system != TimeSystem::Hourglass;
    QString out = QStringLiteral(";name=%1\n;date=%2\n;vill=%3\n;comm=%4\n;prog=Tengen\n;size=%5\n"
                                 ";time=%6%7\n;ta=%8\n;komi=%9\n")
                      .arg(name)
                      .arg(QStringLiteral("%1/%2/%3")
                               .arg(static_cast<int>(s.firstDay.day()), 2, 10, QLatin1Char('0'))
                               .arg(static_cast<int>(s.firstDay.month()), 2, 10, QLatin1Char('0'))
                               .arg(static_cast<int>(s.firstDay.year())))
                      .arg(latinText(s.place), name)
                      .arg(s.boardSize)
                      .arg(basic)
                      .arg(overtime ? QStringLiteral("+b") : QString())
                      .arg(egfAdjustedSeconds(s.time) / 60)
                      .arg(q(s.komi.points()));
    out += QStringLiteral(";Num Nom Prenom               Niv Licence Club\n");
    const StandingsRow* previous = nullptr;
    for (const StandingsRow& row : table.rows) {
        QString line = previous && previous->place == row.place
                           ? QStringLiteral("    ")
                           : fit(QString::number(row.place), 4, true);
        QString family = q(row.latinFamily), given = q(row.latinGiven);
        family.replace(QLatin1Char(' '), QLatin1Char('_'));
        given.replace(QLatin1Char(' '), QLatin1Char('_'));
        line += QLatin1Char(' ') + fit(family + QLatin1Char(' ') + given, 25, false);
        line += fit(q(row.rank).toUpper(), 3, true);
        const auto licence = licences.find(row.id);
        line += QLatin1Char(' ') + (licence != licences.end() && licence->second.size() == 7
                                        ? q(licence->second)
                                        : QStringLiteral("-------"));
        line += QLatin1Char(' ') +
                fit(row.club.empty() ? QStringLiteral("xxxx") : latinText(row.club), 4, false);
        for (const std::string& r : row.rounds) {
            QString entry = q(r);
            if (!keepForfeits && entry.contains(QLatin1Char('!')))
                entry = QStringLiteral("0=");
            entry.remove(QLatin1Char('/')).remove(QLatin1Char('!'));
            line += entry.size() <= 2 ? QStringLiteral("   ") + entry.leftJustified(5)
                                      : entry.rightJustified(8);
        }
        out += line + QLatin1Char('\n');
        previous = &row;
    }
    // Latin-1, as the FFG reads it; every text above is in Latin letters (latinText), and the
    // names were checked before (exportResults refuses a name without a Latin form).
    return encodeText(out, EgfEncoding::Latin1);
}

AgaExport agaResults(const TournamentSettings& s, const std::vector<Player>& players,
                     const std::vector<Game>& games) {
    AgaExport result;
    std::map<PlayerId, QString> ids;
    int temporary = 99999;
    QString out = QStringLiteral("TOURNEY %1, %2, %3 - %4\n\tstart=%3\n\tfinish=%4\n\trules=%5\n")
                      .arg(latinText(s.nameLatin.empty() ? s.nameNative : s.nameLatin),
                           latinText(s.place), usDate(s.firstDay), usDate(s.lastDay),
                           s.rules == "aga" ? QStringLiteral("AGA") : q(s.rules).toUpper());
    out += QStringLiteral("PLAYERS\n");
    for (const Player& p : players) {
        if (!std::any_of(games.begin(), games.end(),
                         [&](const Game& g) { return g.involves(p.id); }))
            continue;
        const QString id = p.agaId.empty() ? QString::number(temporary--) : q(p.agaId);
        ids[p.id] = id;
        const QString family = q(p.familyLatin.empty() ? p.familyNative : p.familyLatin);
        const QString given = q(p.givenLatin.empty() ? p.givenNative : p.givenLatin);
        const auto rank = p.effectiveRank();
        out += QStringLiteral("\t%1 %2, %3 %4\n")
                   .arg(id, family, given, rank ? q(rank->toString()) : QStringLiteral("30k"));
    }
    out += QStringLiteral("GAMES\n");
    const int komi = static_cast<int>(s.komi.halfPoints() / 2); // the AGA writes whole points
    for (const Game& g : games) {
        if (g.byForfeit || g.result == GameResult::Unknown)
            continue;
        if (g.result != GameResult::WhiteWins && g.result != GameResult::BlackWins) {
            result.warnings.push_back(
                QObject::tr("round %1, table %2: the AGA format has no jigo or double result; the "
                            "game is left out")
                    .arg(g.round)
                    .arg(g.table));
            continue;
        }
        out +=
            QStringLiteral("\t%1 %2 %3 %4 %5\n")
                .arg(ids[g.white], ids[g.black],
                     g.result == GameResult::WhiteWins ? QStringLiteral("w") : QStringLiteral("b"))
                .arg(g.handicap)
                .arg(g.handicap > 0 ? 0 : komi);
    }
    result.text = out.toUtf8();
    return result;
}

} // namespace tengen::formats
