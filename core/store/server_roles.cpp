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

// A login for `user` unless the server has one.
void makeLogin(QSqlDatabase db, const QString& user) {
    run(db, QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE "
                           "rolname = '%1') THEN CREATE ROLE %2 LOGIN; END IF; END $$")
                .arg(user, quotedUser(user)));
}

// Roles belong to the whole server, not to one tournament: two tournaments setting up or
// granting at once would race on CREATE ROLE (a unique-key error). One at a time, per database.
void lockRoles(QSqlDatabase db) {
    run(db, QStringLiteral("SELECT pg_advisory_xact_lock(hashtext('tengen.roles'))"));
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
    // columns a result needs (a results desk set round = 2 by hand); the game_guard trigger
    // lets white and black change only as a swap while the colours were to be decided at the
    // board.
    run(db, QStringLiteral("REVOKE UPDATE ON game FROM tengen_results, tengen_referee"));
    run(db, QStringLiteral("GRANT UPDATE (result, result_reason, by_forfeit, known_colour, "
                           "white_id, black_id) ON game TO tengen_results, tengen_referee"));
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
        lockRoles(db);
        for (const char* role : kRoleNames)
            run(db, QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE "
                                   "rolname = '%1') THEN CREATE ROLE %1 NOLOGIN; END IF; END $$")
                        .arg(QString::fromLatin1(role)));
        makeLogin(db, director);
        const QString schema = scalar(db, QStringLiteral("SELECT current_schema()")).toString();
        // The director's role owns the tournament: it may change anything, and bring the
        // tables up to date when a newer Tengen adds to them.
        run(db, QStringLiteral("ALTER SCHEMA %1 OWNER TO tengen_director").arg(schema));
        ownedByTheDirector(db);
        grantDeskRights(db, schema);
        run(db, QStringLiteral(
                    "CREATE OR REPLACE FUNCTION tengen_game_guard() RETURNS trigger LANGUAGE "
                    "plpgsql AS $f$ BEGIN "
                    "IF pg_has_role(current_user, 'tengen_director', 'MEMBER') THEN RETURN NEW; "
                    "END IF; "
                    "IF NEW.round <> OLD.round OR NEW.table_number <> OLD.table_number OR "
                    "NEW.handicap <> OLD.handicap OR NOT ((NEW.white_id = OLD.white_id AND "
                    "NEW.black_id = OLD.black_id) OR (OLD.known_colour = 0 AND NEW.white_id = "
                    "OLD.black_id AND NEW.black_id = OLD.white_id)) THEN "
                    "RAISE EXCEPTION 'game %: this desk enters results; the pairing is the "
                    "director''s', OLD.id USING ERRCODE = '42501'; END IF; RETURN NEW; END $f$"));
        run(db, QStringLiteral("DROP TRIGGER IF EXISTS game_guard ON game"));
        run(db, QStringLiteral("CREATE TRIGGER game_guard BEFORE UPDATE ON game FOR EACH ROW "
                               "EXECUTE FUNCTION tengen_game_guard()"));
        // The journal says who and when as the server knows them, and the revisions only count
        // up: a registration desk wrote who = 'director' and set a revision to -5 by hand.
        run(db, QStringLiteral(
                    "CREATE OR REPLACE FUNCTION tengen_journal_stamp() RETURNS trigger LANGUAGE "
                    "plpgsql AS $f$ BEGIN NEW.who := session_user; NEW.at := to_char("
                    "clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"');"
                    " RETURN NEW; END $f$"));
        run(db, QStringLiteral("DROP TRIGGER IF EXISTS journal_stamp ON journal"));
        run(db, QStringLiteral("CREATE TRIGGER journal_stamp BEFORE INSERT OR UPDATE ON journal "
                               "FOR EACH ROW EXECUTE FUNCTION tengen_journal_stamp()"));
        run(db, QStringLiteral(
                    "CREATE OR REPLACE FUNCTION tengen_meta_forward() RETURNS trigger LANGUAGE "
                    "plpgsql AS $f$ BEGIN IF NEW.key <> OLD.key OR NEW.value < OLD.value THEN "
                    "RAISE EXCEPTION 'meta %: a counter only counts up', OLD.key USING ERRCODE = "
                    "'23514'; END IF; RETURN NEW; END $f$"));
        run(db, QStringLiteral("DROP TRIGGER IF EXISTS meta_forward ON meta"));
        run(db, QStringLiteral("CREATE TRIGGER meta_forward BEFORE UPDATE ON meta FOR EACH ROW "
                               "EXECUTE FUNCTION tengen_meta_forward()"));
        run(db, QStringLiteral("GRANT tengen_director TO %1").arg(user));
        c_->journal(QStringLiteral("server.init"),
                    QStringLiteral("roles set up; director %1").arg(director));
    });
}

void TournamentFile::grantDeskRole(const QString& user, DeskRole role, const QString& password) {
    refuseOnAFile(*this);
    const QString quoted = quotedUser(user);
    writeTransaction([&] {
        QSqlDatabase db = c_->db();
        lockRoles(db);
        if (!run(db, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {roleName(role)})
                 .next())
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "The desks' roles are not set up "
                                                                 "on %1: run tengen-cli server "
                                                                 "init first"),
                                     problemArg(path())),
                             StoreError::Kind::Invalid);
        makeLogin(db, user);
        run(db, QStringLiteral("GRANT %1 TO %2").arg(roleName(role), quoted));
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
