// The settings aggregate of the tournament file: the event's settings and categories, the
// pairing parameters (the director's pairing constraints are in constraints_store.cpp).
#include "connection.h"
#include "pairing_settings_json.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <functional>

namespace tengen::store {

using namespace detail;

namespace {

// One field of the settings as the director edits it.
struct SettingsField {
    const char* label; // translated in context QObject
    std::function<bool(const TournamentSettings&, const TournamentSettings&)> same;
    std::function<void(TournamentSettings&, const TournamentSettings&)> copy;
};

template <typename T> SettingsField field(const char* label, T TournamentSettings::*member) {
    return {label,
            [member](const TournamentSettings& a, const TournamentSettings& b) {
                return a.*member == b.*member;
            },
            [member](TournamentSettings& to, const TournamentSettings& from) {
                to.*member = from.*member;
            }};
}

const std::vector<SettingsField>& settingsFields() {
    static const std::vector<SettingsField> fields = {
        field(QT_TRANSLATE_NOOP("QObject", "name"), &TournamentSettings::nameNative),
        field(QT_TRANSLATE_NOOP("QObject", "name in Latin letters"),
              &TournamentSettings::nameLatin),
        field(QT_TRANSLATE_NOOP("QObject", "place"), &TournamentSettings::place),
        field(QT_TRANSLATE_NOOP("QObject", "first day"), &TournamentSettings::firstDay),
        field(QT_TRANSLATE_NOOP("QObject", "last day"), &TournamentSettings::lastDay),
        field(QT_TRANSLATE_NOOP("QObject", "number of rounds"), &TournamentSettings::rounds),
        field(QT_TRANSLATE_NOOP("QObject", "pairing system"), &TournamentSettings::system),
        field(QT_TRANSLATE_NOOP("QObject", "rules"), &TournamentSettings::rules),
        field(QT_TRANSLATE_NOOP("QObject", "komi"), &TournamentSettings::komi),
        field(QT_TRANSLATE_NOOP("QObject", "board size"), &TournamentSettings::boardSize),
        field(QT_TRANSLATE_NOOP("QObject", "time control"), &TournamentSettings::time),
        field(QT_TRANSLATE_NOOP("QObject", "categories"), &TournamentSettings::categories),
        field(QT_TRANSLATE_NOOP("QObject", "boards"), &TournamentSettings::boards),
        field(QT_TRANSLATE_NOOP("QObject", "line-up rule"), &TournamentSettings::lineup),
        field(QT_TRANSLATE_NOOP("QObject", "team rules"), &TournamentSettings::team),
    };
    return fields;
}

// A team event's rules from the columns starting at `first`; a value the file should not hold
// (edited by hand) reads as the default.
TeamRules teamRulesFromRow(const QSqlQuery& row, int first) {
    TeamRules r;
    r.pairing = tryParseTeamPairing(s(row.value(first))).value_or(TeamPairing::Swiss);
    r.match.winHalves = row.value(first + 1).toInt();
    r.match.drawHalves = row.value(first + 2).toInt();
    r.match.lossHalves = row.value(first + 3).toInt();
    r.match.tied = tryParseTiedMatch(s(row.value(first + 4))).value_or(TiedMatch::Draw);
    r.match.leaderWinHalves = row.value(first + 5).toInt();
    r.match.leaderLossHalves = row.value(first + 6).toInt();
    r.bye = tryParseTeamByeValue(s(row.value(first + 7))).value_or(TeamByeValue::Draw);
    std::vector<TeamCriterion> criteria;
    if (parseTeamCriteria(s(row.value(first + 8)), criteria).empty() && !criteria.empty())
        r.criteria = std::move(criteria);
    r.match.count = tryParseMatchCount(s(row.value(first + 9))).value_or(MatchCount::Boards);
    r.handicap = row.value(first + 10).toInt() != 0;
    if (!row.value(first + 11).isNull())
        r.mcMahonBar = row.value(first + 11).toInt();
    r.avoidSameClub = row.value(first + 12).toInt() != 0;
    return r;
}

QString eventName(const TournamentSettings& s) {
    return q(s.nameNative.empty() ? s.nameLatin : s.nameNative);
}

} // namespace

TournamentSettings Settings::get() const {
    TournamentSettings t = event();
    if (!file_.inLaterDivision())
        return t;
    QSqlQuery row = run(c_.db(), QStringLiteral("SELECT system, rounds FROM division WHERE id = ?"),
                        {*file_.division()});
    if (!row.next())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no division %1"),
                                 problemArg(*file_.division())),
                         StoreError::Kind::NotFound);
    t.system = s(row.value(0)) == "swiss" ? PairingSystem::Swiss : PairingSystem::McMahon;
    t.rounds = row.value(1).toInt();
    return t;
}

TournamentSettings Settings::event() const {
    ReadSnapshot snapshot(c_);
    QSqlQuery row = run(
        c_.db(),
        QStringLiteral(
            "SELECT name_native, name_latin, place, first_day, last_day, rounds, system, rules,"
            " komi_half_points, board_size, time_system, basic_seconds, periods, period_seconds,"
            " period_moves, increment_seconds, time_control, boards, lineup_rule, team_pairing,"
            " match_win, match_draw, match_loss, tied_match, leader_win, leader_loss, team_bye,"
            " team_criteria, match_count, team_handicap, team_mcmahon_bar, team_avoid_club"
            " FROM tournament WHERE id = 1"));
    if (!row.next())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 has no tournament settings"),
                                 problemArg(c_.path())),
                         StoreError::Kind::Damaged);
    TournamentSettings t;
    t.nameNative = s(row.value(0));
    t.nameLatin = s(row.value(1));
    t.place = s(row.value(2));
    if (auto d = tryParseDate(s(row.value(3))))
        t.firstDay = *d;
    if (auto d = tryParseDate(s(row.value(4))))
        t.lastDay = *d;
    t.rounds = row.value(5).toInt();
    t.system = tryParsePairingSystem(s(row.value(6))).value_or(PairingSystem::McMahon);
    t.rules = s(row.value(7));
    t.komi = Komi::fromHalfPoints(row.value(8).toInt());
    t.boardSize = row.value(9).toInt();
    t.time.system = tryParseTimeSystem(s(row.value(10))).value_or(TimeSystem::ByoYomi);
    t.time.main = Millis(static_cast<long long>(row.value(11).toInt()) * 1000);
    t.time.periods = row.value(12).toInt();
    t.time.period = Millis(static_cast<long long>(row.value(13).toInt()) * 1000);
    t.time.stones = row.value(14).toInt();
    t.time.increment = Millis(static_cast<long long>(row.value(15).toInt()) * 1000);
    t.time = normalised(t.time); // as the spec would keep it: a file from before reads the same
    if (const std::string spec = s(row.value(16)); !spec.empty())
        if (const TimeControlParse parsed = tryParseTimeControl(spec); parsed.control)
            t.time = *parsed.control; // the whole control; the columns above are its outline
    t.boards = row.value(17).toInt();
    t.lineup = tryParseLineupRule(s(row.value(18))).value_or(LineupRule::FixedOrder);
    t.team = teamRulesFromRow(row, 19);
    QSqlQuery cats =
        run(c_.db(), QStringLiteral("SELECT name, description FROM category ORDER BY position"));
    while (cats.next())
        t.categories.push_back({s(cats.value(0)), s(cats.value(1))});
    return t;
}

void Settings::write(const TournamentSettings& given) {
    TournamentSettings t = given;
    t.time = normalised(t.time); // what is read back
    run(c_.db(),
        QStringLiteral(
            "INSERT INTO tournament (id, name_native, name_latin, place, first_day,"
            " last_day, rounds, system, rules, komi_half_points, board_size, time_system,"
            " basic_seconds, periods, period_seconds, period_moves, increment_seconds,"
            " time_control, boards, lineup_rule, team_pairing, match_win, match_draw, match_loss,"
            " tied_match, leader_win, leader_loss, team_bye, team_criteria, match_count,"
            " team_handicap, team_mcmahon_bar, team_avoid_club)"
            " VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET name_native = excluded.name_native,"
            " name_latin = excluded.name_latin, place = excluded.place,"
            " first_day = excluded.first_day, last_day = excluded.last_day,"
            " rounds = excluded.rounds, system = excluded.system, rules = excluded.rules,"
            " komi_half_points = excluded.komi_half_points, board_size = excluded.board_size,"
            " time_system = excluded.time_system, basic_seconds = excluded.basic_seconds,"
            " periods = excluded.periods, period_seconds = excluded.period_seconds,"
            " period_moves = excluded.period_moves, increment_seconds = excluded.increment_seconds,"
            " time_control = excluded.time_control, boards = excluded.boards,"
            " lineup_rule = excluded.lineup_rule, team_pairing = excluded.team_pairing,"
            " match_win = excluded.match_win, match_draw = excluded.match_draw,"
            " match_loss = excluded.match_loss, tied_match = excluded.tied_match,"
            " leader_win = excluded.leader_win, leader_loss = excluded.leader_loss,"
            " team_bye = excluded.team_bye, team_criteria = excluded.team_criteria,"
            " match_count = excluded.match_count, team_handicap = excluded.team_handicap,"
            " team_mcmahon_bar = excluded.team_mcmahon_bar,"
            " team_avoid_club = excluded.team_avoid_club"),
        {q(t.nameNative),
         q(t.nameLatin),
         q(t.place),
         q(toIsoDate(t.firstDay)),
         q(toIsoDate(t.lastDay)),
         t.rounds,
         q(std::string(pairingSystemId(t.system))),
         q(t.rules),
         t.komi.halfPoints(),
         t.boardSize,
         q(std::string(timeSystemId(t.time.system))),
         wholeSeconds(t.time.main),
         t.time.periods,
         wholeSeconds(t.time.period),
         t.time.stones,
         wholeSeconds(t.time.increment),
         q(timeControlSpec(t.time)),
         t.boards,
         q(std::string(lineupRuleId(t.lineup))),
         q(std::string(teamPairingId(t.team.pairing))),
         t.team.match.winHalves,
         t.team.match.drawHalves,
         t.team.match.lossHalves,
         q(std::string(tiedMatchId(t.team.match.tied))),
         t.team.match.leaderWinHalves,
         t.team.match.leaderLossHalves,
         q(std::string(teamByeValueId(t.team.bye))),
         q(teamCriteriaText(t.team.criteria)),
         q(std::string(matchCountId(t.team.match.count))),
         t.team.handicap ? 1 : 0,
         t.team.mcMahonBar ? QVariant(*t.team.mcMahonBar) : QVariant(QMetaType::fromType<int>()),
         t.team.avoidSameClub ? 1 : 0});
    run(c_.db(), QStringLiteral("DELETE FROM category"));
    int position = 0;
    for (const auto& c : t.categories)
        run(c_.db(),
            QStringLiteral("INSERT INTO category (position, name, description) VALUES (?, ?, ?)"),
            {position++, q(c.name), q(c.description)});
}

void Settings::saveAll(const TournamentSettings& settings) {
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(problem);
    Transaction tx(c_);
    write(settings);
    c_.journal(QStringLiteral("settings"), eventName(settings));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Settings::save(const TournamentSettings& before, const TournamentSettings& after) {
    Transaction tx(c_);
    const TournamentSettings current = get();
    TournamentSettings merged = current;
    QStringList conflicts, changed;
    for (const SettingsField& f : settingsFields()) {
        if (f.same(before, after))
            continue;
        if (!f.same(current, before)) {
            conflicts << QObject::tr(f.label);
            continue;
        }
        f.copy(merged, after);
        changed << QString::fromLatin1(f.label);
    }
    if (!conflicts.isEmpty())
        throw StoreError::translated( // the fields' names translated here: a sentence of parts
            QCoreApplication::translate("tengen",
                                        "Another program changed the tournament's %1 meanwhile. "
                                        "Nothing was saved; look at the settings again.")
                .arg(conflicts.join(QObject::tr(", "))),
            StoreError::Kind::Conflict);
    if (changed.isEmpty())
        return;
    if (file_.inLaterDivision()) {
        // The division's system and rounds are its own row's; the event's stay as they are.
        if (current.rounds != merged.rounds || current.system != merged.system)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "a division's system and rounds are changed "
                                                    "with the division (division edit)")),
                StoreError::Kind::Invalid);
        const TournamentSettings stored = event();
        merged.rounds = stored.rounds;
        merged.system = stored.system;
    }
    Problem problem = validate(merged);
    if (!problem.empty())
        throw StoreError(problem);
    write(merged);
    c_.journal(QStringLiteral("settings"),
               QStringLiteral("%1: %2").arg(eventName(merged), changed.join(QStringLiteral(", "))));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

PairingSettings Settings::pairing() const {
    ReadSnapshot snapshot(c_);
    const PairingSettings defaults = PairingSettings::forSystem(get().system);
    QSqlQuery row = run(c_.db(), QStringLiteral("SELECT json FROM pairing_settings WHERE id = 1"));
    if (!row.next())
        return defaults;
    QString error;
    const PairingSettings s = pairingSettingsFromJson(
        QJsonDocument::fromJson(row.value(0).toString().toUtf8()).object(), defaults, &error);
    if (!error.isEmpty())
        throw StoreError::translated(QStringLiteral("%1: %2").arg(c_.path(), error),
                                     StoreError::Kind::Damaged);
    return s;
}

void Settings::writePairing(const PairingSettings& s) {
    run(c_.db(),
        QStringLiteral("INSERT INTO pairing_settings (id, json) VALUES (1, ?)"
                       " ON CONFLICT (id) DO UPDATE SET json = excluded.json"),
        {QString::fromUtf8(QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact))});
}

void Settings::changePairing(const PairingSettings& before, const PairingSettings& after,
                             const QString& reason, std::optional<PairingSystem> system) {
    if (const QString problem = settingsProblem(after); !problem.isEmpty())
        throw StoreError::translated(problem, StoreError::Kind::Invalid);
    Transaction tx(c_);
    const PairingSettings current = pairing();
    if (current != before)
        throw StoreError(Problem(QT_TRANSLATE_NOOP(
                             "tengen", "Another program changed the pairing settings meanwhile; "
                                       "nothing was saved. Look at them again.")),
                         StoreError::Kind::Conflict);
    const QJsonObject was = toJson(current), now = toJson(after);
    QStringList changed;
    for (auto it = now.begin(); it != now.end(); ++it)
        if (was.value(it.key()) != it.value())
            changed << QStringLiteral("%1=%2").arg(
                it.key(),
                it.value().isArray()
                    ? QString::fromUtf8(
                          QJsonDocument(it.value().toArray()).toJson(QJsonDocument::Compact))
                    : it.value().toVariant().toString());
    const bool systemChanges = system && *system != get().system;
    if (changed.isEmpty() && !systemChanges)
        return; // nothing to write
    if (systemChanges && file_.inLaterDivision())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "a division's system and rounds are changed "
                                                "with the division (division edit)")),
            StoreError::Kind::Invalid);
    TournamentSettings event = this->event();
    const bool paired =
        run(c_.db(), QStringLiteral("SELECT 1 FROM game UNION SELECT 1 FROM bye LIMIT 1")).next();
    if (paired && reason.trimmed().isEmpty())
        throw StoreError(Problem(QT_TRANSLATE_NOOP(
                             "tengen", "Rounds are paired already: a change of the pairing "
                                       "settings needs a reason.")),
                         StoreError::Kind::Invalid);
    if (systemChanges) {
        event.system = *system;
        write(event);
        changed.prepend(
            QStringLiteral("system=%1").arg(QString::fromUtf8(pairingSystemId(*system).data())));
    }
    writePairing(after);
    c_.journal(QStringLiteral("pairing.settings"),
               changed.join(QStringLiteral(", ")) +
                   (reason.trimmed().isEmpty()
                        ? QString()
                        : QStringLiteral("; reason: %1").arg(reason.trimmed())));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Settings::savePairing(const PairingSettings& s) {
    Transaction tx(c_);
    writePairing(s);
    c_.journal(QStringLiteral("pairing.settings"),
               QString::fromUtf8(pairingCompatId(s.compat).data()));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Settings::changeBack(const SettingsChange& change) {
    const WholeEvent event(file_); // the event's own row (an import's undo)
    if (get() != change.from)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "Another program changed the tournament's settings "
                                                "meanwhile; nothing was changed.")),
            StoreError::Kind::Conflict);
    write(change.to);
}

} // namespace tengen::store
