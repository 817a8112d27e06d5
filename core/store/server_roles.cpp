// The desks' roles on a PostgreSQL server: each is a group role with only the privileges its
// work needs, so that the server itself refuses what a desk may not do, whatever program or
// hand-written SQL the desk uses. docs/server.md lists them.
#include "connection.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QRegularExpression>
#include <algorithm>

namespace tengen::store {

using namespace detail;

namespace {

const char* const kRoleNames[] = {"tengen_director", "tengen_registration", "tengen_results",
                                  "tengen_referee", "tengen_viewer"};

QString roleName(DeskRole role) {
    return QString::fromLatin1(kRoleNames[static_cast<int>(role)]);
}

// A PostgreSQL role name as typed for a desk's user: letters, digits, _ and - (quoted).
QString quotedUser(const QString& user) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.-]{0,62}$"));
    if (!plain.match(user).hasMatch())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "“%1” is not a user name for the "
                                                             "server (letters, digits, _ . -)"),
                                 problemArg(user)),
                         StoreError::Kind::Invalid);
    return QLatin1Char('"') + user + QLatin1Char('"');
}

// Roles belong to the whole server, not to one tournament: two tournaments set up or granted at
// once may both make a role, or both grant one to a user. No lock keeps them apart (an advisory
// lock, which any session may take, let a viewer holding it make every `server init` and `grant`
// fail): the second's CREATE ROLE or GRANT waits for the first's commit, then finds the role or
// the membership there (a unique key), which is what it wanted.
void idempotent(QSqlDatabase db, const QString& statement) {
    run(db, QStringLiteral("DO $$ BEGIN %1; EXCEPTION WHEN duplicate_object OR unique_violation "
                           "THEN NULL; END $$")
                .arg(statement));
}

// A login for `user` unless the server has one.
void makeLogin(QSqlDatabase db, const QString& user) {
    idempotent(db, QStringLiteral("CREATE ROLE %1 LOGIN").arg(quotedUser(user)));
}

void refuseOnAFile(const TournamentFile& file) {
    if (file.backend() != Backend::Postgres)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 is a file: desks' roles are a "
                                                             "server's"),
                                 problemArg(file.path())),
                         StoreError::Kind::Invalid);
}

} // namespace

std::optional<DeskRole> parseDeskRole(const QString& text) {
    const QString t = text.trimmed().toLower();
    for (int i = 0; i < 5; ++i)
        if (t == QString::fromLatin1(kRoleNames[i]).mid(7)) // after "tengen_"
            return static_cast<DeskRole>(i);
    return std::nullopt;
}

DeskRights rightsOf(const std::vector<DeskRole>& roles) {
    DeskRights r;
    for (DeskRole role : roles)
        switch (role) {
        case DeskRole::Director:
            r = DeskRights::all();
            break;
        case DeskRole::Registration:
            r.players = true;
            break;
        case DeskRole::Results:
            r.results = true;
            break;
        case DeskRole::Referee:
            r.results = r.clocks = true;
            break;
        case DeskRole::Viewer:
            break;
        }
    return r;
}

namespace {

// Every table of the tournament's schema (and a sequence not owned by its table) becomes the
// director role's.
void ownedByTheDirector(QSqlDatabase db) {
    QSqlQuery owned = run(db, QStringLiteral("SELECT c.relname FROM pg_class c JOIN pg_namespace n "
                                             "ON n.oid = c.relnamespace WHERE n.nspname = "
                                             "current_schema() AND c.relkind IN ('r', 'S') AND "
                                             "pg_get_userbyid(c.relowner) <> 'tengen_director'"));
    QStringList relations;
    while (owned.next())
        relations << owned.value(0).toString();
    for (const QString& r : relations)
        if (!r.endsWith(QLatin1String("_seq")))
            run(db, QStringLiteral("ALTER TABLE %1 OWNER TO tengen_director").arg(r));
}

// The desks' rights on every table of the tournament's schema (`server init`, and again after
// a newer Tengen added tables: GRANT ... ON ALL TABLES covers only the tables there are).
// Grants only: the triggers that guard the game and the journal are made by `server init`.
void grantDeskRights(QSqlDatabase db, const QString& schema) {
    // Every desk reads the whole tournament.
    const QString all = QStringLiteral("tengen_registration, tengen_results, tengen_referee, "
                                       "tengen_viewer");
    run(db, QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(schema, all));
    run(db, QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, all));
    // ... but the hall's secret (every table's join code follows from it) and the referee
    // PIN's hash only for the roles that run the hall: a viewer read every join code, and
    // anyone could try PINs against the hash at leisure. The others see the hall's address
    // (printed on the result sheets).
    const QString notTheHall = QStringLiteral("tengen_registration, tengen_results, tengen_viewer");
    run(db, QStringLiteral("REVOKE SELECT ON hall_config FROM %1").arg(notTheHall));
    run(db, QStringLiteral("GRANT SELECT (id, url) ON hall_config TO %1").arg(notTheHall));
    // Every desk that writes: its lines in the journal, the revisions it counts up.
    const QString writers = QStringLiteral("tengen_registration, tengen_results, tengen_referee");
    run(db, QStringLiteral("GRANT INSERT ON journal TO %1").arg(writers));
    run(db, QStringLiteral("GRANT UPDATE ON meta TO %1").arg(writers));
    run(db, QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schema, writers));
    // Registration: players, their rounds and check-in; teams, their members and the line-ups
    // given before a round (a paired round's line-ups are the pairing's: refused by the store).
    run(db, QStringLiteral("GRANT INSERT, UPDATE, DELETE ON player, participation, team, "
                           "team_member, team_lineup TO tengen_registration"));
    // Results: a game's result (and the colours decided at the board with it). Only the
    // columns a result needs (a results desk set round = 2 by hand), and the handicap, which
    // the desk's undo of an entry writes back as it was; the game_guard trigger refuses a
    // change of the handicap, and lets white and black change only as a swap while the
    // colours are the board's.
    run(db, QStringLiteral("REVOKE UPDATE ON game FROM tengen_results, tengen_referee"));
    run(db, QStringLiteral("GRANT UPDATE (result, result_reason, by_forfeit, known_colour, "
                           "white_id, black_id, handicap) ON game TO tengen_results, "
                           "tengen_referee"));
    run(db, QStringLiteral("GRANT INSERT ON colour_decision TO tengen_results, tengen_referee"));
    // The referee's decision of a knockout match the board did not decide (a jigo).
    run(db, QStringLiteral("GRANT INSERT, DELETE ON stage_decision TO tengen_results, "
                           "tengen_referee"));
    // Referee: the clocks, their journal and schedules, the hall's settings; and results.
    run(db, QStringLiteral("GRANT INSERT, UPDATE, DELETE ON clock_hall, clock_event, "
                           "clock_schedule TO tengen_referee"));
    run(db, QStringLiteral("GRANT UPDATE ON hall_config TO tengen_referee"));
    run(db, QStringLiteral("GRANT INSERT, UPDATE, DELETE ON hall_lease TO tengen_referee"));
}

// A trigger function of the tournament's. Its tables are found in the tournament's schema and
// temporary tables last: any session may make a temporary table, which a plain name would
// find first (a desk's own empty `stage` would have let any knockout result change).
void guardFunction(QSqlDatabase db, const QString& schema, const char* name, const QString& body) {
    run(db, QStringLiteral("CREATE OR REPLACE FUNCTION %1() RETURNS trigger LANGUAGE plpgsql SET "
                           "search_path = %2, pg_temp AS $f$ %3 $f$")
                .arg(QString::fromLatin1(name), schema, body));
}

// What a desk's role may write, the server checks row by row (triggers, made by `server init`):
// every guard lets the director's role (and a superuser) through, and refuses the others with
// 42501, which a desk shows as "this desk's role may not make that change". docs/server.md
// says why each is there.
void makeGuards(QSqlDatabase db, const QString& schema) {
    // A game: its result, and its colours only while they are the board's. known_colour is 1
    // for colours the pairing (or the director's draw) gave, 0 for colours to be decided at the
    // board, 2 for colours a desk entered as the board decided them (what 0 becomes when a desk
    // sets it): only 0 and 2 may be swapped or set back to 0 (the desk's undo of its entry), so
    // that a results desk can no longer set 0 and then swap the pairing's colours. A knockout's
    // result (or colours) stays once a later round of its bracket is paired, as the desk's own
    // check says (the bracket went on from it, and nothing a results desk may do takes that
    // round back). The stages are the first division's (#47): another division's games of a
    // later round number are not the bracket's.
    guardFunction(
        db, schema, "tengen_game_guard",
        QStringLiteral(
            "BEGIN "
            "IF pg_has_role(current_user, 'tengen_director', 'MEMBER') THEN RETURN NEW; "
            "END IF; "
            "IF NEW.id <> OLD.id OR NEW.round <> OLD.round OR NEW.table_number <> "
            "OLD.table_number OR NEW.handicap <> OLD.handicap THEN RAISE EXCEPTION 'game %: "
            "this desk enters results; the pairing is the director''s', OLD.id USING ERRCODE "
            "= '42501'; END IF; "
            "IF NEW.known_colour <> 0 THEN NEW.known_colour := CASE OLD.known_colour WHEN 0 "
            "THEN 2 ELSE OLD.known_colour END; "
            "ELSIF OLD.known_colour NOT IN (0, 2) THEN RAISE EXCEPTION 'game %: its colours "
            "are the pairing''s, not the board''s', OLD.id USING ERRCODE = '42501'; END IF; "
            "IF NOT ((NEW.white_id = OLD.white_id AND NEW.black_id = OLD.black_id) OR "
            "(OLD.known_colour IN (0, 2) AND NEW.white_id = OLD.black_id AND NEW.black_id = "
            "OLD.white_id)) THEN RAISE EXCEPTION 'game %: this desk enters results; the "
            "pairing is the director''s', OLD.id USING ERRCODE = '42501'; END IF; "
            "IF OLD.result <> '?' AND (NEW.result <> OLD.result OR NEW.white_id <> "
            "OLD.white_id) AND OLD.division = 1 AND EXISTS (SELECT 1 FROM stage s WHERE "
            "s.format = 'knockout' AND "
            "OLD.round BETWEEN s.first_round AND s.first_round + s.rounds - 1 AND EXISTS "
            "(SELECT 1 FROM game g WHERE g.division = 1 AND g.round > OLD.round AND g.round < "
            "s.first_round + s.rounds)) THEN RAISE EXCEPTION 'game %: the bracket went on from "
            "this result', "
            "OLD.id USING ERRCODE = '42501'; END IF; "
            "RETURN NEW; END"));
    run(db, QStringLiteral("DROP TRIGGER IF EXISTS game_guard ON game"));
    run(db, QStringLiteral("CREATE TRIGGER game_guard BEFORE UPDATE ON game FOR EACH ROW "
                           "EXECUTE FUNCTION tengen_game_guard()"));
    // A referee's decision of a knockout game: only of a game of that knockout stage the board
    // left undecided (jigo, both lost, both won), for one of its players; and neither given
    // nor taken back once the bracket went on from that game.
    guardFunction(
        db, schema, "tengen_decision_guard",
        QStringLiteral(
            "DECLARE d stage_decision; BEGIN "
            "IF TG_OP = 'DELETE' THEN d := OLD; ELSE d := NEW; END IF; "
            "IF pg_has_role(current_user, 'tengen_director', 'MEMBER') THEN RETURN d; END IF; "
            "IF EXISTS (SELECT 1 FROM stage s WHERE s.number = d.stage AND EXISTS (SELECT 1 "
            "FROM game g WHERE g.division = 1 AND g.round > d.round AND g.round < "
            "s.first_round + s.rounds)) "
            "THEN RAISE EXCEPTION 'round %, table %: the bracket went on from this game', "
            "d.round, d.table_number USING ERRCODE = '42501'; END IF; "
            "IF TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM stage s JOIN game g ON "
            "g.round = d.round AND g.table_number = d.table_number WHERE s.number = d.stage "
            "AND s.format = 'knockout' AND d.round BETWEEN s.first_round AND s.first_round + "
            "s.rounds - 1 AND d.winner_id IN (g.white_id, g.black_id) AND g.result IN ('=', "
            "'0', '1')) THEN RAISE EXCEPTION 'round %, table %: no knockout game there the "
            "board left undecided, or the winner does not play it', d.round, d.table_number "
            "USING ERRCODE = '42501'; END IF; "
            "RETURN d; END"));
    run(db, QStringLiteral("DROP TRIGGER IF EXISTS decision_guard ON stage_decision"));
    run(db, QStringLiteral("CREATE TRIGGER decision_guard BEFORE INSERT OR UPDATE OR DELETE ON "
                           "stage_decision FOR EACH ROW EXECUTE FUNCTION tengen_decision_guard()"));
    // The journal says who and when as the server knows them: a registration desk wrote
    // who = 'director' by hand.
    guardFunction(
        db, schema, "tengen_journal_stamp",
        QStringLiteral("BEGIN NEW.who := session_user; NEW.at := to_char("
                       "clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"');"
                       " RETURN NEW; END"));
    run(db, QStringLiteral("DROP TRIGGER IF EXISTS journal_stamp ON journal"));
    run(db, QStringLiteral("CREATE TRIGGER journal_stamp BEFORE INSERT OR UPDATE ON journal "
                           "FOR EACH ROW EXECUTE FUNCTION tengen_journal_stamp()"));
    // The counters in `meta` never move back (a desk set a revision to -5), and a desk moves
    // one only a step at a time (a commit counts a revision up by 1; a new player's id is the
    // next): a desk set a counter to its largest value by hand, and every desk's next change,
    // the director's too, failed on the overflow for good. player.last_id may also catch up
    // with the players there are (an import numbers its players first).
    guardFunction(
        db, schema, "tengen_meta_forward",
        QStringLiteral(
            "BEGIN IF NEW.key <> OLD.key OR NEW.value < OLD.value THEN "
            "RAISE EXCEPTION 'meta %: a counter only counts up', OLD.key USING ERRCODE = "
            "'23514'; END IF; "
            "IF NEW.value > OLD.value + 1 AND NOT pg_has_role(current_user, "
            "'tengen_director', 'MEMBER') AND (OLD.key <> 'player.last_id' OR NEW.value > "
            "(SELECT coalesce(max(id), 0) + 1 FROM player)) THEN RAISE EXCEPTION 'meta %: a "
            "desk counts up one at a time', OLD.key USING ERRCODE = '42501'; END IF; "
            "RETURN NEW; END"));
    run(db, QStringLiteral("DROP TRIGGER IF EXISTS meta_forward ON meta"));
    run(db, QStringLiteral("CREATE TRIGGER meta_forward BEFORE UPDATE ON meta FOR EACH ROW "
                           "EXECUTE FUNCTION tengen_meta_forward()"));
    // A row a desk adds takes the next id, never one ahead of it: a row at its sequence's next
    // values (the journal's: every change writes a line) made every desk's next changes fail
    // on the unique key, one by one; a player far ahead ran player.last_id out. An id a desk
    // had before (an undo's) is below, and stays allowed. An id never changes.
    guardFunction(
        db, schema, "tengen_id_guard",
        QStringLiteral(
            "BEGIN "
            "IF pg_has_role(current_user, 'tengen_director', 'MEMBER') OR (TG_OP = 'UPDATE' "
            "AND NEW.id = OLD.id) THEN RETURN NEW; END IF; "
            "IF TG_OP = 'UPDATE' OR NEW.id > coalesce(CASE TG_TABLE_NAME WHEN 'player' THEN "
            "(SELECT greatest(max(p.id) + 1, (SELECT m.value FROM meta m WHERE m.key = "
            "'player.last_id')) FROM player p) ELSE pg_sequence_last_value("
            "pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || "
            "quote_ident(TG_TABLE_NAME), 'id')) END, 0) THEN RAISE EXCEPTION '%: an id is "
            "given in turn', TG_TABLE_NAME USING ERRCODE = '42501'; END IF; "
            "RETURN NEW; END"));
    for (const char* table :
         {"player", "team", "journal", "colour_decision", "clock_hall", "clock_event"}) {
        const QString t = QString::fromLatin1(table);
        run(db, QStringLiteral("DROP TRIGGER IF EXISTS id_guard ON %1").arg(t));
        run(db, QStringLiteral("CREATE TRIGGER id_guard BEFORE INSERT OR UPDATE OF id ON %1 FOR "
                               "EACH ROW EXECUTE FUNCTION tengen_id_guard()")
                    .arg(t));
    }
}

} // namespace

void refreshDeskRights(QSqlDatabase db) {
    // Only where `server init` set the roles up: the schema is the director role's.
    if (!run(db, QStringLiteral("SELECT 1 FROM pg_namespace n JOIN pg_roles r ON r.oid = "
                                "n.nspowner WHERE n.nspname = current_schema() AND r.rolname = "
                                "'tengen_director'"))
             .next())
        return;
    ownedByTheDirector(db); // the tables the director's login just made
    grantDeskRights(db, scalar(db, QStringLiteral("SELECT current_schema()")).toString());
}

void TournamentFile::initServerRoles(const QString& director) {
    refuseOnAFile(*this);
    const QString user = quotedUser(director);
    writeTransaction([&] {
        QSqlDatabase db = c_->db();
        for (const char* role : kRoleNames)
            idempotent(db, QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(QString::fromLatin1(role)));
        makeLogin(db, director);
        const QString schema = scalar(db, QStringLiteral("SELECT current_schema()")).toString();
        // The director's role owns the tournament: it may change anything, and bring the
        // tables up to date when a newer Tengen adds to them.
        run(db, QStringLiteral("ALTER SCHEMA %1 OWNER TO tengen_director").arg(schema));
        ownedByTheDirector(db);
        grantDeskRights(db, schema);
        makeGuards(db, schema);
        idempotent(db, QStringLiteral("GRANT tengen_director TO %1").arg(user));
        c_->journal(QStringLiteral("server.init"),
                    QStringLiteral("roles set up; director %1").arg(director));
    });
}

void TournamentFile::grantDeskRole(const QString& user, DeskRole role, const QString& password) {
    refuseOnAFile(*this);
    const QString quoted = quotedUser(user);
    writeTransaction([&] {
        QSqlDatabase db = c_->db();
        if (!run(db, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {roleName(role)})
                 .next())
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "The desks' roles are not set up "
                                                                 "on %1: run tengen-cli server "
                                                                 "init first"),
                                     problemArg(path())),
                             StoreError::Kind::Invalid);
        makeLogin(db, user);
        idempotent(db, QStringLiteral("GRANT %1 TO %2").arg(roleName(role), quoted));
        if (!password.isEmpty()) // written in by the driver's quoting (run() on a server)
            run(db, QStringLiteral("ALTER ROLE %1 PASSWORD ?").arg(quoted), {password});
        c_->journal(QStringLiteral("server.grant"),
                    QStringLiteral("%1: %2").arg(user, roleName(role).mid(7)));
    });
}

std::vector<DeskRole> TournamentFile::deskRoles() const {
    if (backend() != Backend::Postgres)
        return {DeskRole::Director};
    std::vector<DeskRole> out;
    QSqlQuery roles = run(c_->db(), QStringLiteral("SELECT rolname FROM pg_roles WHERE rolname "
                                                   "LIKE 'tengen\\_%' AND pg_has_role("
                                                   "current_user, oid, 'MEMBER')"));
    while (roles.next())
        if (const auto role = parseDeskRole(roles.value(0).toString().mid(7)))
            out.push_back(*role);
    // The tournament's owner (who made it before any roles were set up) may do everything.
    if (out.empty() &&
        scalar(c_->db(), QStringLiteral("SELECT pg_has_role(current_user, nspowner, 'MEMBER') "
                                        "FROM pg_namespace WHERE nspname = current_schema()"))
            .toBool())
        out.push_back(DeskRole::Director);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace tengen::store
