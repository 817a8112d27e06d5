#include "schema.h"

namespace tengen::store {

namespace {

// Version 1: the tournament, its categories and players.
QStringList firstTables() {
    return {
        QStringLiteral(
            "CREATE TABLE tournament ("
            " id INTEGER PRIMARY KEY CHECK (id = 1),"
            " name_native TEXT NOT NULL, name_latin TEXT NOT NULL, place TEXT NOT NULL,"
            " first_day TEXT NOT NULL, last_day TEXT NOT NULL,"
            " rounds INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 99),"
            " system TEXT NOT NULL CHECK (system IN ('mcmahon','swiss')),"
            " rules TEXT NOT NULL, komi_half_points INTEGER NOT NULL,"
            " board_size INTEGER NOT NULL CHECK (board_size BETWEEN 2 AND 25),"
            " time_system TEXT NOT NULL, basic_seconds INTEGER NOT NULL, periods INTEGER NOT "
            "NULL,"
            " period_seconds INTEGER NOT NULL, period_moves INTEGER NOT NULL,"
            " increment_seconds INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE category ("
                       " id INTEGER PRIMARY KEY, position INTEGER NOT NULL,"
                       " name TEXT NOT NULL UNIQUE, description TEXT NOT NULL DEFAULT '')"),
        QStringLiteral(
            "CREATE TABLE player ("
            " id INTEGER PRIMARY KEY,"
            " family_native TEXT NOT NULL DEFAULT '', given_native TEXT NOT NULL DEFAULT '',"
            " family_latin TEXT NOT NULL DEFAULT '', given_latin TEXT NOT NULL DEFAULT '',"
            " name_order TEXT NOT NULL DEFAULT 'family' CHECK (name_order IN ('family','given')),"
            " country TEXT NOT NULL DEFAULT '', club TEXT NOT NULL DEFAULT '',"
            " association TEXT NOT NULL DEFAULT '',"
            " rank_label TEXT NOT NULL DEFAULT '',"
            " rank_kind TEXT CHECK (rank_kind IN ('amateur','pro')), rank_value INTEGER,"
            " rating_system TEXT, rating_value REAL, rating_sigma REAL, rating_date TEXT,"
            " egd_pin TEXT NOT NULL DEFAULT '', aga_id TEXT NOT NULL DEFAULT '',"
            " ffg_licence TEXT NOT NULL DEFAULT '', other_ids TEXT NOT NULL DEFAULT '',"
            " birth_date TEXT, gender TEXT NOT NULL DEFAULT '',"
            " category TEXT NOT NULL DEFAULT '',"
            " fee_due INTEGER NOT NULL DEFAULT 0 CHECK (fee_due >= 0),"
            " fee_paid INTEGER NOT NULL DEFAULT 0 CHECK (fee_paid >= 0),"
            " status TEXT NOT NULL DEFAULT 'PRE' CHECK (status IN ('PRE','FIN')),"
            " withdrawn INTEGER NOT NULL DEFAULT 0,"
            " contact TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX player_egd_pin ON player(egd_pin) WHERE egd_pin <> ''")};
}

} // namespace

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> steps = {
        {1, firstTables()},
        // Version 2: per-round participation with check-in, the director's rank override and
        // McMahon correction, and the journal of user actions.
        {2,
         {QStringLiteral("ALTER TABLE player ADD COLUMN override_kind TEXT"
                         " CHECK (override_kind IN ('amateur','pro'))"),
          QStringLiteral("ALTER TABLE player ADD COLUMN override_value INTEGER"),
          QStringLiteral(
              "ALTER TABLE player ADD COLUMN mcmahon_correction INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("CREATE TABLE participation ("
                         " player_id INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,"
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " state TEXT NOT NULL CHECK (state IN ('present','absent','bye')),"
                         " checked_in_at TEXT,"
                         " PRIMARY KEY (player_id, round))"),
          QStringLiteral("CREATE TABLE journal ("
                         " id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL,"
                         " action TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '')")}},
        // Version 3: the referee clocks of the hall and their journal, for crash recovery.
        {3,
         {QStringLiteral("CREATE TABLE clock_hall ("
                         " id INTEGER PRIMARY KEY, control TEXT NOT NULL,"
                         " tables INTEGER NOT NULL CHECK (tables >= 1), created_at TEXT NOT NULL)"),
          QStringLiteral(
              "CREATE TABLE clock_event ("
              " id INTEGER PRIMARY KEY,"
              " hall_id INTEGER NOT NULL REFERENCES clock_hall(id) ON DELETE CASCADE,"
              " table_number INTEGER NOT NULL, kind TEXT NOT NULL, steady_ms INTEGER NOT NULL,"
              " wall TEXT NOT NULL, side TEXT NOT NULL DEFAULT 'B', delta_ms INTEGER NOT NULL "
              "DEFAULT 0,"
              " reason TEXT NOT NULL DEFAULT '')"),
          QStringLiteral("CREATE INDEX clock_event_hall ON clock_event(hall_id, id)")}},
        // Version 4: rounds (games, byes) and the pairing parameters.
        {4,
         {QStringLiteral(
              "CREATE TABLE game ("
              " id INTEGER PRIMARY KEY,"
              " round INTEGER NOT NULL CHECK (round >= 1),"
              " table_number INTEGER NOT NULL CHECK (table_number >= 1),"
              " white_id INTEGER NOT NULL REFERENCES player(id),"
              " black_id INTEGER NOT NULL REFERENCES player(id),"
              " handicap INTEGER NOT NULL DEFAULT 0 CHECK (handicap BETWEEN 0 AND 9),"
              " known_colour INTEGER NOT NULL DEFAULT 1,"
              " result TEXT NOT NULL DEFAULT '?' CHECK (result IN ('?','w','b','=','0','1')),"
              " by_forfeit INTEGER NOT NULL DEFAULT 0,"
              " CHECK (white_id <> black_id),"
              " UNIQUE (round, table_number))"),
          QStringLiteral("CREATE INDEX game_round ON game(round)"),
          QStringLiteral("CREATE TABLE bye ("
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " player_id INTEGER NOT NULL REFERENCES player(id),"
                         " PRIMARY KEY (round, player_id))"),
          QStringLiteral("CREATE TABLE pairing_settings ("
                         " id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)")}},
        // Version 5: colour draws (lots, nigiri) with their commitment, seed and audit trail.
        {5,
         {QStringLiteral("CREATE TABLE colour_round ("
                         " round INTEGER PRIMARY KEY, method TEXT NOT NULL,"
                         " commitment TEXT NOT NULL, seed TEXT NOT NULL,"
                         " revealed INTEGER NOT NULL DEFAULT 0, drawn_at TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE colour_decision ("
                         " id INTEGER PRIMARY KEY, round INTEGER NOT NULL,"
                         " table_number INTEGER NOT NULL, method TEXT NOT NULL,"
                         " inputs TEXT NOT NULL DEFAULT '',"
                         " white_id INTEGER NOT NULL REFERENCES player(id),"
                         " black_id INTEGER NOT NULL REFERENCES player(id),"
                         " who TEXT NOT NULL, at TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '')"),
          QStringLiteral(
              "CREATE INDEX colour_decision_round ON colour_decision(round, table_number, id)")}},
        // Version 6: the director's pairing constraints (forbidden pairs, fixed pairs, tables
        // kept for a player).
        {6,
         {QStringLiteral(
             "CREATE TABLE pairing_constraint ("
             " id INTEGER PRIMARY KEY,"
             " kind TEXT NOT NULL CHECK (kind IN ('forbidden','fixed','table')),"
             " player_a INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,"
             " player_b INTEGER REFERENCES player(id) ON DELETE CASCADE,"
             " round INTEGER NOT NULL DEFAULT 0, table_number INTEGER NOT NULL DEFAULT 0,"
             " note TEXT NOT NULL DEFAULT '')")}},
        // Version 7: the event's own byo-yomi calling schedules (the text form of
        // clock/calling_schedule.h), one per period length.
        {7,
         {QStringLiteral("CREATE TABLE clock_schedule ("
                         " period_ms INTEGER PRIMARY KEY CHECK (period_ms > 0),"
                         " text TEXT NOT NULL)")}},
        // Version 8: the file shared by several programs. Revisions of each aggregate, counted
        // up by every write that changes it, tell readers what changed (views refresh, the live
        // page's cache, a pairing checks its field still holds); the highest player id ever
        // given, so that an id is never given twice, not even after a deletion.
        {8,
         {QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL)"),
          QStringLiteral("INSERT INTO meta (key, value) VALUES ('revision.settings', 0),"
                         " ('revision.players', 0), ('revision.rounds', 0),"
                         " ('revision.clocks', 0)"),
          QStringLiteral("INSERT INTO meta (key, value)"
                         " SELECT 'player.last_id', coalesce(max(id), 0) FROM player")}},
        // Version 9: the round a hall of clocks was set up for (0: none), so that the tiles come
        // back with the players' names after a crash; the reason a result stands that the rules
        // would not give (a jigo with a half-point komi).
        {9,
         {QStringLiteral("ALTER TABLE clock_hall ADD COLUMN round INTEGER NOT NULL DEFAULT 0 CHECK "
                         "(round >= 0)"),
          QStringLiteral("ALTER TABLE game ADD COLUMN result_reason TEXT NOT NULL DEFAULT ''")}},
        // Version 10: the event's time control as one value, the clock's spec (every system the
        // clocks run, durations to the millisecond). '' in a file from before: the older
        // columns give it, and they stay written for whoever reads them.
        {10,
         {QStringLiteral(
             "ALTER TABLE tournament ADD COLUMN time_control TEXT NOT NULL DEFAULT ''")}},
        // Version 11: the hall (table devices). A secret of the event the tables' join codes are
        // made from (with the round and the table, so a round's codes end with it); the
        // referee's PIN for actions from a device, kept as a salted hash, never as typed.
        {11,
         {QStringLiteral("CREATE TABLE hall_config ("
                         " id INTEGER PRIMARY KEY CHECK (id = 1), secret TEXT NOT NULL,"
                         " pin_salt TEXT NOT NULL DEFAULT '', pin_hash TEXT NOT NULL DEFAULT '',"
                         " url TEXT NOT NULL DEFAULT '')"),
          QStringLiteral(
              "INSERT INTO hall_config (id, secret) VALUES (1, lower(hex(randomblob(16))))")}},
        // Version 12: team events. The event's boards (0: an individual event) and its rule for
        // line-ups; the teams, and their members in board order (reserves after the boards),
        // a player in one team at most.
        {12,
         {QStringLiteral("ALTER TABLE tournament ADD COLUMN boards INTEGER NOT NULL DEFAULT 0 "
                         "CHECK (boards = 0 OR boards BETWEEN 2 AND 10)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN lineup_rule TEXT NOT NULL DEFAULT "
                         "'fixed' CHECK (lineup_rule IN ('fixed', 'free'))"),
          QStringLiteral(
              "CREATE TABLE team ("
              " id INTEGER PRIMARY KEY, name_native TEXT NOT NULL DEFAULT '',"
              " name_latin TEXT NOT NULL DEFAULT '', club TEXT NOT NULL DEFAULT '',"
              " country TEXT NOT NULL DEFAULT '', captain INTEGER REFERENCES player(id))"),
          QStringLiteral("CREATE TABLE team_member ("
                         " team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,"
                         " position INTEGER NOT NULL CHECK (position >= 0),"
                         " player_id INTEGER NOT NULL UNIQUE REFERENCES player(id),"
                         " PRIMARY KEY (team_id, position))")}},
        // Version 13: team rounds. How a team event pairs and counts (its pairing, match points
        // in half points, the tied-match rule, how a match is counted, the bye's value, the
        // standings' criteria); each
        // round's matches (board b of match m is the game at table (m - 1) * boards + b), the
        // team with the bye, and every team's line-up: given by the director (given = 1), or the
        // default the pairing took (given = 0: gone when the round is unpaired).
        {13,
         {QStringLiteral("ALTER TABLE tournament ADD COLUMN team_pairing TEXT NOT NULL DEFAULT "
                         "'swiss' CHECK (team_pairing IN ('swiss', 'round-robin',"
                         " 'double-round-robin', 'manual'))"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN match_win INTEGER NOT NULL DEFAULT 4 "
                         "CHECK (match_win BETWEEN 0 AND 20)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN match_draw INTEGER NOT NULL DEFAULT 2 "
                         "CHECK (match_draw BETWEEN 0 AND 20)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN match_loss INTEGER NOT NULL DEFAULT 0 "
                         "CHECK (match_loss BETWEEN 0 AND 20)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN tied_match TEXT NOT NULL DEFAULT "
                         "'draw' CHECK (tied_match IN ('draw', 'leader'))"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN leader_win INTEGER NOT NULL DEFAULT 4 "
                         "CHECK (leader_win BETWEEN 0 AND 20)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN leader_loss INTEGER NOT NULL DEFAULT 2 "
                         "CHECK (leader_loss BETWEEN 0 AND 20)"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN match_count TEXT NOT NULL DEFAULT "
                         "'boards' CHECK (match_count IN ('boards', 'opengotha'))"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN team_bye TEXT NOT NULL DEFAULT 'draw' "
                         "CHECK (team_bye IN ('draw', 'win', 'loss'))"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN team_criteria TEXT NOT NULL DEFAULT "
                         "'TEAMP,BDW,SOST,DE'"),
          QStringLiteral("CREATE TABLE team_match ("
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " match_number INTEGER NOT NULL CHECK (match_number >= 1),"
                         " home_id INTEGER NOT NULL REFERENCES team(id),"
                         " away_id INTEGER NOT NULL REFERENCES team(id),"
                         " home_white_board1 INTEGER NOT NULL DEFAULT 1"
                         " CHECK (home_white_board1 IN (0, 1)),"
                         " CHECK (home_id <> away_id), PRIMARY KEY (round, match_number))"),
          QStringLiteral("CREATE TABLE team_bye ("
                         " round INTEGER PRIMARY KEY CHECK (round >= 1),"
                         " team_id INTEGER NOT NULL REFERENCES team(id))"),
          QStringLiteral("CREATE TABLE team_lineup ("
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " team_id INTEGER NOT NULL REFERENCES team(id),"
                         " board INTEGER NOT NULL CHECK (board BETWEEN 1 AND 10),"
                         " player_id INTEGER NOT NULL REFERENCES player(id),"
                         " given INTEGER NOT NULL DEFAULT 1 CHECK (given IN (0, 1)),"
                         " PRIMARY KEY (round, team_id, board), UNIQUE (round, player_id))")}},
        // Version 14: a team event's boards with handicap by rank (0: every board even), and
        // McMahon between teams: the bar on the amateur scale (NULL: plain team Swiss).
        {14,
         {QStringLiteral("ALTER TABLE tournament ADD COLUMN team_handicap INTEGER NOT NULL "
                         "DEFAULT 0 CHECK (team_handicap IN (0, 1))"),
          QStringLiteral("ALTER TABLE tournament ADD COLUMN team_mcmahon_bar INTEGER "
                         "CHECK (team_mcmahon_bar BETWEEN -30 AND 8)")}},
        // Version 15: formats of play beside McMahon and Swiss (issue #33): the event's stages
        // (none: one stage of the tournament's system), each stage's players in their places
        // (group and number in the schedule, or seed in the bracket), and the referee's
        // decisions of knockout matches the board did not decide.
        {15,
         {QStringLiteral(
              "CREATE TABLE stage ("
              " number INTEGER PRIMARY KEY CHECK (number BETWEEN 1 AND 99),"
              " format TEXT NOT NULL CHECK (format IN ('swiss', 'mcmahon', 'round-robin',"
              " 'double-round-robin', 'groups', 'knockout')),"
              " first_round INTEGER NOT NULL CHECK (first_round BETWEEN 1 AND 99),"
              " rounds INTEGER NOT NULL DEFAULT 0 CHECK (rounds BETWEEN 0 AND 99),"
              " entrants INTEGER NOT NULL DEFAULT 0 CHECK (entrants >= 0),"
              " groups INTEGER NOT NULL DEFAULT 1 CHECK (groups BETWEEN 1 AND 16),"
              " double_rounds INTEGER NOT NULL DEFAULT 0 CHECK (double_rounds IN (0, 1)),"
              " per_group INTEGER NOT NULL DEFAULT 0 CHECK (per_group >= 0),"
              " best_of INTEGER NOT NULL DEFAULT 1 CHECK (best_of IN (1, 3)),"
              " third_place INTEGER NOT NULL DEFAULT 0 CHECK (third_place IN (0, 1)),"
              " withdrawal TEXT NOT NULL DEFAULT 'half' CHECK (withdrawal IN ('half', "
              "'forfeit')),"
              " seeding TEXT NOT NULL DEFAULT 'strength' CHECK (seeding IN ('strength', "
              "'lots')),"
              " criteria TEXT NOT NULL DEFAULT '', seed TEXT NOT NULL DEFAULT '',"
              " name TEXT NOT NULL DEFAULT '')"),
          QStringLiteral("CREATE TABLE stage_seat ("
                         " stage INTEGER NOT NULL REFERENCES stage(number),"
                         " player_id INTEGER NOT NULL REFERENCES player(id),"
                         " grp INTEGER NOT NULL DEFAULT 0 CHECK (grp BETWEEN 0 AND 15),"
                         " seat INTEGER NOT NULL CHECK (seat >= 1),"
                         " PRIMARY KEY (stage, player_id), UNIQUE (stage, grp, seat))"),
          QStringLiteral("CREATE TABLE stage_decision ("
                         " stage INTEGER NOT NULL REFERENCES stage(number),"
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " table_number INTEGER NOT NULL CHECK (table_number >= 1),"
                         " winner_id INTEGER NOT NULL REFERENCES player(id),"
                         " reason TEXT NOT NULL,"
                         " PRIMARY KEY (stage, round, table_number))")}},
        // Version 16: teams of one school or club meet only when no other pairing is left
        // (team Swiss, #44).
        {16,
         {QStringLiteral("ALTER TABLE tournament ADD COLUMN team_avoid_club INTEGER NOT NULL "
                         "DEFAULT 0 CHECK (team_avoid_club IN (0, 1))")}},
        // Version 17: the program that serves the hall's clocks, one at a time (#45: two halls
        // on one file took presses for one table); how long a table whose only device is gone
        // runs on before the hall pauses it.
        {17,
         {QStringLiteral("CREATE TABLE hall_lease ("
                         " id INTEGER PRIMARY KEY CHECK (id = 1), holder TEXT NOT NULL,"
                         " host TEXT NOT NULL, pid INTEGER NOT NULL, until_ms INTEGER NOT NULL)"),
          QStringLiteral("ALTER TABLE hall_config ADD COLUMN device_gone_grace_ms INTEGER NOT "
                         "NULL DEFAULT 20000 CHECK (device_gone_grace_ms BETWEEN 0 AND "
                         "600000)")}},
        // Version 18: divisions (组别, issue #47). The event's divisions beside the first: each
        // its names, system and rounds (the first division's are the tournament's own: NULL in
        // its row) and, when the director gives them, its tables; every player in one division
        // (1: the first, which every player of an earlier file is in). No rows: the event is
        // its one division, named after it.
        {18,
         {QStringLiteral(
              "CREATE TABLE division ("
              " id INTEGER PRIMARY KEY CHECK (id >= 1),"
              " position INTEGER NOT NULL CHECK (position >= 1),"
              " name_native TEXT NOT NULL DEFAULT '', name_latin TEXT NOT NULL DEFAULT '',"
              " system TEXT CHECK (system IN ('swiss', 'mcmahon', 'round-robin',"
              " 'double-round-robin', 'groups', 'knockout')),"
              " rounds INTEGER CHECK (rounds BETWEEN 1 AND 99),"
              " table_first INTEGER CHECK (table_first BETWEEN 1 AND 9999),"
              " table_last INTEGER CHECK (table_last BETWEEN 1 AND 9999),"
              " CHECK ((id = 1) = (system IS NULL)), CHECK ((id = 1) = (rounds IS NULL)),"
              " CHECK ((table_first IS NULL) = (table_last IS NULL)),"
              " CHECK (table_first <= table_last),"
              " CHECK (name_native <> '' OR name_latin <> ''))"),
          QStringLiteral("ALTER TABLE player ADD COLUMN division INTEGER NOT NULL DEFAULT 1"
                         " CHECK (division >= 1)")}},
        // Version 19: certification groups (#47 point 5): the grades a division certifies (on
        // the amateur scale, weakest and strongest; NULL: not a certification group) and its
        // award table (JSON: the score of each rule, what it awards, the fee band).
        {19,
         {QStringLiteral("ALTER TABLE division ADD COLUMN certify_weakest INTEGER"
                         " CHECK (certify_weakest BETWEEN -30 AND 8)"),
          QStringLiteral("ALTER TABLE division ADD COLUMN certify_strongest INTEGER"
                         " CHECK (certify_strongest BETWEEN -30 AND 8)"),
          QStringLiteral("ALTER TABLE division ADD COLUMN award_table TEXT NOT NULL DEFAULT ''")}},
        // Version 20: rounds side by side (#47 point 2). Each game and bye says the division
        // whose round it is (1, the event's own, for every earlier one): two divisions' round 3
        // share the round number, not the games, the standings or the colour draw, which is
        // kept per division and round (the table rebuilt with its new key).
        {20,
         {QStringLiteral("ALTER TABLE game ADD COLUMN division INTEGER NOT NULL DEFAULT 1"
                         " CHECK (division >= 1)"),
          QStringLiteral("ALTER TABLE bye ADD COLUMN division INTEGER NOT NULL DEFAULT 1"
                         " CHECK (division >= 1)"),
          QStringLiteral("CREATE INDEX game_division ON game(division, round)"),
          QStringLiteral("CREATE TABLE colour_round_by_division ("
                         " division INTEGER NOT NULL DEFAULT 1 CHECK (division >= 1),"
                         " round INTEGER NOT NULL, method TEXT NOT NULL,"
                         " commitment TEXT NOT NULL, seed TEXT NOT NULL,"
                         " revealed INTEGER NOT NULL DEFAULT 0, drawn_at TEXT NOT NULL,"
                         " PRIMARY KEY (division, round))"),
          QStringLiteral("INSERT INTO colour_round_by_division (division, round, method,"
                         " commitment, seed, revealed, drawn_at) SELECT 1, round, method,"
                         " commitment, seed, revealed, drawn_at FROM colour_round"),
          QStringLiteral("DROP TABLE colour_round"),
          QStringLiteral("ALTER TABLE colour_round_by_division RENAME TO colour_round")}},
        // Version 21: a bye's key holds its division: a player moved with the director's
        // reason may rest in the round 1 of both divisions.
        {21,
         {QStringLiteral("CREATE TABLE bye_by_division ("
                         " division INTEGER NOT NULL DEFAULT 1 CHECK (division >= 1),"
                         " round INTEGER NOT NULL CHECK (round >= 1),"
                         " player_id INTEGER NOT NULL REFERENCES player(id),"
                         " PRIMARY KEY (division, round, player_id))"),
          QStringLiteral("INSERT INTO bye_by_division (division, round, player_id)"
                         " SELECT division, round, player_id FROM bye"),
          QStringLiteral("DROP TABLE bye"),
          QStringLiteral("ALTER TABLE bye_by_division RENAME TO bye")}},
    };
    return steps;
}

} // namespace tengen::store
