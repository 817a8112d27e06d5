#include "tournament_file.h"
#include "problem_text.h"

#include "pairing_settings_json.h"
#include "schema.h"
#include "tournament/duplicates.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <atomic>
#include <set>
#include <tuple>
#include <unordered_map>

namespace tengen::store {

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}
std::string s(const QVariant& v) {
    return v.toString().toStdString();
}

QString nextConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("tengen-%1").arg(counter.fetch_add(1));
}

[[noreturn]] void fail(const QSqlQuery& query, const QString& what) {
    throw StoreError(QStringLiteral("%1: %2").arg(what, query.lastError().text()));
}

QSqlQuery run(QSqlDatabase db, const QString& sql, const QVariantList& binds = {}) {
    QSqlQuery query(db);
    if (!query.prepare(sql))
        fail(query, QStringLiteral("cannot prepare \"%1\"").arg(sql.left(60)));
    for (const auto& b : binds)
        query.addBindValue(b);
    if (!query.exec())
        fail(query, QStringLiteral("cannot run \"%1\"").arg(sql.left(60)));
    return query;
}

QVariant pragma(QSqlDatabase db, const QString& name) {
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        return {};
    return query.value(0);
}

QString desk() {
    QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("desk") : user;
}

QVariant nullable(const std::optional<std::string>& v) {
    return v ? QVariant(q(*v)) : QVariant();
}

QVariant rankKind(const std::optional<Rank>& r) {
    if (!r)
        return QVariant(QMetaType::fromType<QString>());
    return r->isProfessional() ? QStringLiteral("pro") : QStringLiteral("amateur");
}

QVariant rankValue(const std::optional<Rank>& r) {
    return r ? QVariant(r->value()) : QVariant(QMetaType::fromType<int>());
}

std::optional<Rank> readRank(const QVariant& kind, const QVariant& value) {
    if (kind.isNull() || value.isNull())
        return std::nullopt;
    int v = value.toInt();
    if (kind.toString() == QLatin1String("pro"))
        return Rank::professional(v);
    return Rank::amateur(v);
}

// Checks what can be checked without writing: an SQLite header, our application id, a schema
// we can read, and an intact database. Throws with a message for the director.
void checkReadable(QSqlDatabase db, const QString& path) {
    QSqlQuery probe(db);
    if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")))
        throw StoreError(QObject::tr("%1 cannot be read as a tournament file: %2")
                             .arg(path, probe.lastError().text()));
    int appId = pragma(db, QStringLiteral("application_id")).toInt();
    if (appId != TournamentFile::kApplicationId)
        throw StoreError(
            QObject::tr("%1 is an SQLite database but not a Tengen tournament file").arg(path));
    int version = pragma(db, QStringLiteral("user_version")).toInt();
    if (version > TournamentFile::kSchemaVersion)
        throw StoreError(QObject::tr("%1 was written by a newer version of Tengen (file format %2;"
                                     " this version reads up to %3). Update Tengen to open it.")
                             .arg(path)
                             .arg(version)
                             .arg(TournamentFile::kSchemaVersion));
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
        throw StoreError(QObject::tr("%1 is damaged: %2").arg(path, check.lastError().text()));
    QString verdict = check.value(0).toString();
    if (verdict != QLatin1String("ok"))
        throw StoreError(QObject::tr("%1 is damaged: %2").arg(path, verdict));
}

void checkHeader(const QString& path) {
    QFile file(path);
    if (!file.exists())
        throw StoreError(QObject::tr("There is no file %1").arg(path));
    if (!file.open(QIODevice::ReadOnly))
        throw StoreError(QObject::tr("%1 cannot be read: %2").arg(path, file.errorString()));
    QByteArray head = file.read(100);
    if (head.size() < 100 || !head.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        throw StoreError(
            QObject::tr("%1 is not a tournament file (it is not an SQLite database)").arg(path));
}

void applyConnectionSettings(QSqlDatabase db) {
    run(db, QStringLiteral("PRAGMA foreign_keys = ON"));
    QSqlQuery mode(db);
    if (!mode.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !mode.next() ||
        mode.value(0).toString() != QLatin1String("wal"))
        fail(mode, QStringLiteral("cannot switch the file to WAL"));
    // FULL: a transaction is on disk when commit returns, even across a power cut.
    run(db, QStringLiteral("PRAGMA synchronous = FULL"));
    run(db, QStringLiteral("PRAGMA busy_timeout = 5000"));
}

void migrate(QSqlDatabase db, int from) {
    for (const auto& step : migrations()) {
        if (step.toVersion <= from)
            continue;
        if (!db.transaction())
            throw StoreError(db.lastError().text());
        try {
            for (const auto& sql : step.statements)
                run(db, sql);
            run(db, QStringLiteral("PRAGMA user_version = %1").arg(step.toVersion));
            run(db,
                QStringLiteral("PRAGMA application_id = %1").arg(TournamentFile::kApplicationId));
            if (!db.commit())
                throw StoreError(db.lastError().text());
        } catch (...) {
            db.rollback();
            throw;
        }
    }
}

QSqlDatabase openConnection(const QString& path, const QString& name) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open()) {
        QString message = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        throw StoreError(QObject::tr("%1 cannot be opened: %2").arg(path, message));
    }
    return db;
}

void closeConnection(const QString& name) {
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

// One user action: commits on commit(), rolls back if destroyed first (an exception).
class TournamentFile::Transaction {
  public:
    explicit Transaction(QSqlDatabase db) : db_(db) {
        if (!db_.transaction())
            throw StoreError(
                QObject::tr("cannot start a transaction: %1").arg(db_.lastError().text()));
    }
    ~Transaction() {
        if (!done_)
            db_.rollback();
    }
    void commit() {
        if (!db_.commit())
            throw StoreError(QObject::tr("cannot commit: %1").arg(db_.lastError().text()));
        done_ = true;
    }

  private:
    QSqlDatabase db_;
    bool done_ = false;
};

TournamentFile::TournamentFile(QString path, QString connection)
    : path_(std::move(path)), connection_(std::move(connection)) {}

TournamentFile::~TournamentFile() {
    closeConnection(connection_);
}

std::unique_ptr<TournamentFile> TournamentFile::create(const QString& path,
                                                       const TournamentSettings& settings) {
    if (QFileInfo::exists(path))
        throw StoreError(QObject::tr("%1 exists already; open it instead").arg(path));
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(toText(problem));
    const QString building = path + QStringLiteral(".creating");
    auto removeBuilding = [&building] {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(building + QLatin1String(suffix));
    };
    removeBuilding(); // left by a crash during an earlier attempt: never a user's file
    try {
        const QString name = nextConnectionName();
        openConnection(building, name);
        std::unique_ptr<TournamentFile> file(new TournamentFile(building, name));
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            applyConnectionSettings(db);
            migrate(db, 0);
        }
        file->saveSettings(settings);
        file.reset(); // the last connection checkpoints the WAL into the file and removes it
    } catch (...) {
        removeBuilding();
        throw;
    }
    if (QFileInfo::exists(building + QStringLiteral("-wal")) || !QFile::rename(building, path)) {
        removeBuilding();
        throw StoreError(QObject::tr("%1 could not be created").arg(path));
    }
    return open(path);
}

std::unique_ptr<TournamentFile> TournamentFile::open(const QString& path) {
    checkHeader(path);
    QString name = nextConnectionName();
    openConnection(path, name);
    // Declared first so that it is destroyed last: the connection handle below must be gone
    // before ~TournamentFile removes the connection.
    std::unique_ptr<TournamentFile> file(new TournamentFile(path, name));
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        checkReadable(db, path); // throws, leaving the file untouched
        applyConnectionSettings(db);
        migrate(db, pragma(db, QStringLiteral("user_version")).toInt());
        QSqlQuery settingsRow(db);
        if (!settingsRow.exec(QStringLiteral("SELECT count(*) FROM tournament")) ||
            !settingsRow.next() || settingsRow.value(0).toInt() != 1)
            throw StoreError(
                QObject::tr("%1 has no tournament settings: it was not created completely")
                    .arg(path));
    }
    return file;
}

int schemaVersionOf(const QString& path) {
    QString name = nextConnectionName();
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open())
            version = pragma(db, QStringLiteral("user_version")).toInt();
    }
    closeConnection(name);
    return version;
}

TournamentSettings TournamentFile::settings() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(
        db,
        QStringLiteral(
            "SELECT name_native, name_latin, place, first_day, last_day, rounds, system, rules,"
            " komi_half_points, board_size, time_system, basic_seconds, periods, period_seconds,"
            " period_moves, increment_seconds FROM tournament WHERE id = 1"));
    if (!row.next())
        throw StoreError(QObject::tr("%1 has no tournament settings").arg(path_));
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
    t.time.basicSeconds = row.value(11).toInt();
    t.time.periods = row.value(12).toInt();
    t.time.periodSeconds = row.value(13).toInt();
    t.time.periodMoves = row.value(14).toInt();
    t.time.incrementSeconds = row.value(15).toInt();
    QSqlQuery cats =
        run(db, QStringLiteral("SELECT name, description FROM category ORDER BY position"));
    while (cats.next())
        t.categories.push_back({s(cats.value(0)), s(cats.value(1))});
    return t;
}

namespace {
void writeSettings(QSqlDatabase db, const TournamentSettings& t) {
    run(db,
        QStringLiteral(
            "INSERT OR REPLACE INTO tournament (id, name_native, name_latin, place, first_day,"
            " last_day, rounds, system, rules, komi_half_points, board_size, time_system,"
            " basic_seconds, periods, period_seconds, period_moves, increment_seconds)"
            " VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {q(t.nameNative), q(t.nameLatin), q(t.place), q(toIsoDate(t.firstDay)),
         q(toIsoDate(t.lastDay)), t.rounds, q(std::string(pairingSystemId(t.system))), q(t.rules),
         t.komi.halfPoints(), t.boardSize, q(std::string(timeSystemId(t.time.system))),
         t.time.basicSeconds, t.time.periods, t.time.periodSeconds, t.time.periodMoves,
         t.time.incrementSeconds});
    run(db, QStringLiteral("DELETE FROM category"));
    int position = 0;
    for (const auto& c : t.categories)
        run(db,
            QStringLiteral("INSERT INTO category (position, name, description) VALUES (?, ?, ?)"),
            {position++, q(c.name), q(c.description)});
}
} // namespace

void TournamentFile::saveSettings(const TournamentSettings& settings) {
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(toText(problem));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    writeSettings(db, settings);
    addJournal(QStringLiteral("settings"),
               q(settings.nameNative.empty() ? settings.nameLatin : settings.nameNative));
    tx.commit();
}

namespace {
const QString kPlayerColumns = QStringLiteral(
    "id, family_native, given_native, family_latin, given_latin, name_order, country, club,"
    " association, rank_label, rank_kind, rank_value, rating_system, rating_value, rating_sigma,"
    " rating_date, egd_pin, aga_id, ffg_licence, other_ids, birth_date, gender, category, fee_due,"
    " fee_paid, status, withdrawn, contact, notes, override_kind, override_value,"
    " mcmahon_correction");

// A participation row from columns round, state, checked_in_at starting at `first`.
RoundParticipation readRound(const QSqlQuery& r, int first) {
    RoundParticipation round;
    round.round = r.value(first).toInt();
    round.state = tryParseParticipation(s(r.value(first + 1))).value_or(Participation::Present);
    if (!r.value(first + 2).isNull())
        round.checkedInAt = s(r.value(first + 2));
    return round;
}

Player readPlayer(const QSqlQuery& r) {
    Player p;
    int c = 0;
    p.id = r.value(c++).toLongLong();
    p.familyNative = s(r.value(c++));
    p.givenNative = s(r.value(c++));
    p.familyLatin = s(r.value(c++));
    p.givenLatin = s(r.value(c++));
    p.nameOrder = r.value(c++).toString() == QLatin1String("given") ? NameOrder::GivenFirst
                                                                    : NameOrder::FamilyFirst;
    p.country = s(r.value(c++));
    p.club = s(r.value(c++));
    p.association = s(r.value(c++));
    p.rankLabel = s(r.value(c++));
    QVariant kind = r.value(c++);
    p.declaredRank = readRank(kind, r.value(c++));
    QVariant system = r.value(c++);
    QVariant value = r.value(c++);
    QVariant sigma = r.value(c++);
    QVariant date = r.value(c++);
    if (!system.isNull() && !value.isNull()) {
        Rating rating;
        rating.system = tryParseRatingSystem(s(system)).value_or(RatingSystem::Other);
        rating.value = value.toDouble();
        if (!sigma.isNull())
            rating.sigma = sigma.toDouble();
        if (!date.isNull())
            rating.asOf = tryParseDate(s(date));
        p.rating = rating;
    }
    p.egdPin = s(r.value(c++));
    p.agaId = s(r.value(c++));
    p.ffgLicence = s(r.value(c++));
    p.otherIds = s(r.value(c++));
    QVariant birth = r.value(c++);
    if (!birth.isNull())
        p.birthDate = tryParseDate(s(birth));
    p.gender = tryParseGender(s(r.value(c++))).value_or(Gender::Unknown);
    p.category = s(r.value(c++));
    p.feeDue = r.value(c++).toLongLong();
    p.feePaid = r.value(c++).toLongLong();
    p.status = r.value(c++).toString() == QLatin1String("FIN") ? RegistrationStatus::Final
                                                               : RegistrationStatus::Preliminary;
    p.withdrawn = r.value(c++).toInt() != 0;
    p.contact = s(r.value(c++));
    p.notes = s(r.value(c++));
    QVariant overrideKind = r.value(c++);
    p.rankOverride = readRank(overrideKind, r.value(c++));
    p.mcMahonCorrection = r.value(c++).toInt();
    return p;
}

QVariantList playerValues(const Player& p) {
    QVariant noText(QMetaType::fromType<QString>());
    QVariant noReal(QMetaType::fromType<double>());
    return {q(p.familyNative),
            q(p.givenNative),
            q(p.familyLatin),
            q(p.givenLatin),
            p.nameOrder == NameOrder::GivenFirst ? QStringLiteral("given")
                                                 : QStringLiteral("family"),
            q(p.country),
            q(p.club),
            q(p.association),
            q(p.rankLabel),
            rankKind(p.declaredRank),
            rankValue(p.declaredRank),
            p.rating ? QVariant(q(std::string(ratingSystemId(p.rating->system)))) : noText,
            p.rating ? QVariant(p.rating->value) : noReal,
            p.rating && p.rating->sigma ? QVariant(*p.rating->sigma) : noReal,
            p.rating && p.rating->asOf ? QVariant(q(toIsoDate(*p.rating->asOf))) : noText,
            q(p.egdPin),
            q(p.agaId),
            q(p.ffgLicence),
            q(p.otherIds),
            p.birthDate ? QVariant(q(toIsoDate(*p.birthDate))) : noText,
            q(std::string(genderId(p.gender))),
            q(p.category),
            QVariant(static_cast<qlonglong>(p.feeDue)),
            QVariant(static_cast<qlonglong>(p.feePaid)),
            p.status == RegistrationStatus::Final ? QStringLiteral("FIN") : QStringLiteral("PRE"),
            p.withdrawn ? 1 : 0,
            q(p.contact),
            q(p.notes),
            rankKind(p.rankOverride),
            rankValue(p.rankOverride),
            p.mcMahonCorrection};
}
} // namespace

std::vector<Player> TournamentFile::players() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows = run(db, QStringLiteral("SELECT ") + kPlayerColumns +
                                 QStringLiteral(" FROM player ORDER BY id"));
    std::vector<Player> result;
    std::unordered_map<PlayerId, size_t> index;
    while (rows.next()) {
        index[rows.value(0).toLongLong()] = result.size();
        result.push_back(readPlayer(rows));
    }
    QSqlQuery rounds = run(db, QStringLiteral("SELECT player_id, round, state, checked_in_at"
                                              " FROM participation ORDER BY player_id, round"));
    while (rounds.next()) {
        auto it = index.find(rounds.value(0).toLongLong());
        if (it != index.end())
            result[it->second].rounds.push_back(readRound(rounds, 1));
    }
    return result;
}

std::optional<Player> TournamentFile::player(PlayerId id) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(db,
                        QStringLiteral("SELECT ") + kPlayerColumns +
                            QStringLiteral(" FROM player WHERE id = ?"),
                        {QVariant(static_cast<qlonglong>(id))});
    if (!row.next())
        return std::nullopt;
    Player p = readPlayer(row);
    QSqlQuery rounds = run(db,
                           QStringLiteral("SELECT round, state, checked_in_at FROM participation"
                                          " WHERE player_id = ? ORDER BY round"),
                           {QVariant(static_cast<qlonglong>(id))});
    while (rounds.next())
        p.rounds.push_back(readRound(rounds, 0));
    return p;
}

void TournamentFile::writePlayer(const Player& p, bool withId) {
    Problem problem = validate(p);
    if (!problem.empty())
        throw StoreError(QObject::tr("%1: %2").arg(q(p.displayName()), toText(problem)));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QString columns = kPlayerColumns;
    if (!withId)
        columns = columns.mid(columns.indexOf(QLatin1Char(',')) + 1);
    QVariantList values = playerValues(p);
    if (withId)
        values.prepend(QVariant(static_cast<qlonglong>(p.id)));
    QStringList marks;
    for (qsizetype i = 0; i < values.size(); ++i)
        marks << QStringLiteral("?");
    run(db,
        QStringLiteral("INSERT INTO player (%1) VALUES (%2)")
            .arg(columns, marks.join(QLatin1Char(','))),
        values);
}

void TournamentFile::writeParticipation(PlayerId id,
                                        const std::vector<RoundParticipation>& rounds) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    run(db, QStringLiteral("DELETE FROM participation WHERE player_id = ?"),
        {QVariant(static_cast<qlonglong>(id))});
    for (const auto& r : rounds)
        run(db,
            QStringLiteral("INSERT INTO participation (player_id, round, state, checked_in_at)"
                           " VALUES (?, ?, ?, ?)"),
            {QVariant(static_cast<qlonglong>(id)), r.round,
             q(std::string(participationId(r.state))), nullable(r.checkedInAt)});
}

void TournamentFile::addJournal(const QString& action, const QString& detail) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    run(db, QStringLiteral("INSERT INTO journal (at, who, action, detail) VALUES (?, ?, ?, ?)"),
        {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), desk(), action, detail});
}

PlayerId TournamentFile::addPlayer(const Player& player) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    writePlayer(player, false);
    QSqlQuery last = run(db, QStringLiteral("SELECT last_insert_rowid()"));
    last.next();
    PlayerId id = last.value(0).toLongLong();
    writeParticipation(id, player.rounds);
    addJournal(QStringLiteral("player.add"),
               QStringLiteral("%1 %2").arg(id).arg(q(player.displayName())));
    tx.commit();
    return id;
}

void TournamentFile::updatePlayer(const Player& player) {
    Problem problem = validate(player);
    if (!problem.empty())
        throw StoreError(QObject::tr("%1: %2").arg(q(player.displayName()), toText(problem)));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QString columns = kPlayerColumns.mid(kPlayerColumns.indexOf(QLatin1Char(',')) + 1);
    QStringList sets;
    for (const QString& c : columns.split(QLatin1Char(',')))
        sets << c.trimmed() + QStringLiteral(" = ?");
    QVariantList values = playerValues(player);
    values << QVariant(static_cast<qlonglong>(player.id));
    QSqlQuery update = run(
        db, QStringLiteral("UPDATE player SET %1 WHERE id = ?").arg(sets.join(QLatin1Char(','))),
        values);
    if (update.numRowsAffected() != 1)
        throw StoreError(QObject::tr("no player with id %1").arg(player.id));
    writeParticipation(player.id, player.rounds);
    addJournal(QStringLiteral("player.edit"),
               QStringLiteral("%1 %2").arg(player.id).arg(q(player.displayName())));
    tx.commit();
}

void TournamentFile::deletePlayer(PlayerId id) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery del = run(db, QStringLiteral("DELETE FROM player WHERE id = ?"),
                        {QVariant(static_cast<qlonglong>(id))});
    if (del.numRowsAffected() != 1)
        throw StoreError(QObject::tr("no player with id %1").arg(id));
    addJournal(QStringLiteral("player.delete"), QString::number(id));
    tx.commit();
}

void TournamentFile::restorePlayer(const Player& player) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    writePlayer(player, true);
    writeParticipation(player.id, player.rounds);
    addJournal(QStringLiteral("player.restore"),
               QStringLiteral("%1 %2").arg(player.id).arg(q(player.displayName())));
    tx.commit();
}

void TournamentFile::deletePlayers(const std::vector<PlayerId>& ids,
                                   const std::optional<TournamentSettings>& settings) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (settings)
        writeSettings(db, *settings);
    for (PlayerId id : ids)
        run(db, QStringLiteral("DELETE FROM player WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(id))});
    addJournal(QStringLiteral("player.delete"), QStringLiteral("%1 players").arg(ids.size()));
    tx.commit();
}

void TournamentFile::restorePlayers(const std::vector<Player>& players,
                                    const std::optional<TournamentSettings>& settings) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (settings)
        writeSettings(db, *settings);
    for (const Player& p : players) {
        writePlayer(p, true);
        writeParticipation(p.id, p.rounds);
    }
    addJournal(QStringLiteral("player.restore"), QStringLiteral("%1 players").arg(players.size()));
    tx.commit();
}

void TournamentFile::setWithdrawn(PlayerId id, bool withdrawn) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery update = run(db, QStringLiteral("UPDATE player SET withdrawn = ? WHERE id = ?"),
                           {withdrawn ? 1 : 0, QVariant(static_cast<qlonglong>(id))});
    if (update.numRowsAffected() != 1)
        throw StoreError(QObject::tr("no player with id %1").arg(id));
    addJournal(withdrawn ? QStringLiteral("player.withdraw") : QStringLiteral("player.reinstate"),
               QString::number(id));
    tx.commit();
}

void TournamentFile::setParticipation(PlayerId id, const RoundParticipation& r) {
    if (r.round < 1)
        throw StoreError(QObject::tr("round numbers start at 1"));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (!run(db, QStringLiteral("SELECT 1 FROM player WHERE id = ?"),
             {QVariant(static_cast<qlonglong>(id))})
             .next())
        throw StoreError(QObject::tr("no player with id %1").arg(id));
    run(db,
        QStringLiteral(
            "INSERT OR REPLACE INTO participation (player_id, round, state, checked_in_at)"
            " VALUES (?, ?, ?, ?)"),
        {QVariant(static_cast<qlonglong>(id)), r.round, q(std::string(participationId(r.state))),
         nullable(r.checkedInAt)});
    addJournal(QStringLiteral("player.round"), QStringLiteral("%1 round %2 %3")
                                                   .arg(id)
                                                   .arg(r.round)
                                                   .arg(q(std::string(participationId(r.state)))));
    tx.commit();
}

namespace {
void writePairingSettings(QSqlDatabase db, const PairingSettings& s) {
    run(db, QStringLiteral("INSERT OR REPLACE INTO pairing_settings (id, json) VALUES (1, ?)"),
        {QString::fromUtf8(QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact))});
}
void insertGames(QSqlDatabase db, const std::vector<Game>& games);
void insertByes(QSqlDatabase db, const std::vector<Bye>& byes);
} // namespace

ImportOutcome TournamentFile::importBatch(const ImportBatch& batch,
                                          const std::function<void(int, int)>& progress) {
    ImportOutcome outcome;
    std::vector<Player> all = players();
    const size_t existing = all.size();
    for (const auto& row : batch.players)
        all.push_back(row.player);
    for (const auto& d : findLikelyDuplicates(all)) {
        if (d.second < existing)
            continue; // both registered before: not this import's business
        const Player& a = all[d.first];
        const Player& b = all[d.second];
        const QString place =
            QStringLiteral("%1:%2").arg(batch.source).arg(batch.players[d.second - existing].line);
        if (d.first < existing)
            outcome.likelyDuplicates.push_back(
                QObject::tr("%1: %2 may be the same player as %3, already registered as #%4 (%5)")
                    .arg(place, q(b.displayName()), q(a.displayName()))
                    .arg(a.id)
                    .arg(toText(d.reason)));
        else
            outcome.likelyDuplicates.push_back(
                QObject::tr("%1: %2 may be the same player as %3 on line %4 (%5)")
                    .arg(place, q(b.displayName()), q(a.displayName()))
                    .arg(batch.players[d.first - existing].line)
                    .arg(toText(d.reason)));
    }

    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (batch.settings) {
        TournamentSettings incoming = *batch.settings;
        if (incoming.rules.empty()) // the source does not say: keep the event's rules
            incoming.rules = settings().rules;
        Problem problem = validate(incoming);
        if (!problem.empty())
            throw StoreError(QStringLiteral("%1: %2").arg(batch.source, toText(problem)));
        writeSettings(db, incoming);
        outcome.settingsApplied = true;
    }
    QString columns = kPlayerColumns.mid(kPlayerColumns.indexOf(QLatin1Char(',')) + 1);
    QStringList marks;
    for (int i = 0; i < columns.count(QLatin1Char(',')) + 1; ++i)
        marks << QStringLiteral("?");
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral("INSERT INTO player (%1) VALUES (%2)")
                            .arg(columns, marks.join(QLatin1Char(',')))))
        fail(insert, QStringLiteral("cannot prepare the import"));
    const int total = static_cast<int>(batch.players.size());
    int done = 0;
    for (const auto& row : batch.players) {
        Problem problem = validate(row.player);
        if (!problem.empty())
            throw StoreError(
                QStringLiteral("%1:%2: %3").arg(batch.source).arg(row.line).arg(toText(problem)));
        const QVariantList values = playerValues(row.player);
        for (int i = 0; i < values.size(); ++i)
            insert.bindValue(i, values[i]);
        if (!insert.exec())
            fail(insert, QStringLiteral("%1:%2").arg(batch.source).arg(row.line));
        const PlayerId id = insert.lastInsertId().toLongLong();
        outcome.ids.push_back(id);
        if (!row.player.rounds.empty())
            writeParticipation(id, row.player.rounds);
        ++done;
        if (progress && (done % 256 == 0 || done == total))
            progress(done, total);
    }
    if (!batch.games.empty() || !batch.byes.empty()) {
        // A tournament brought over from another program: its rounds come with it, but never
        // on top of rounds already paired here.
        if (run(db, QStringLiteral("SELECT 1 FROM game UNION SELECT 1 FROM bye LIMIT 1")).next())
            throw StoreError(QObject::tr("%1: this tournament already has rounds; its games "
                                         "cannot be merged with the imported ones")
                                 .arg(batch.source));
        std::vector<Game> games;
        for (const ImportedGame& g : batch.games) {
            Game game = g.game;
            game.white = outcome.ids[g.white];
            game.black = outcome.ids[g.black];
            games.push_back(game);
        }
        std::vector<Bye> byes;
        for (const ImportedBye& b : batch.byes)
            byes.push_back({b.round, outcome.ids[b.player]});
        insertGames(db, games);
        insertByes(db, byes);
    }
    if (batch.pairing)
        writePairingSettings(db, *batch.pairing);
    addJournal(QStringLiteral("import"), QStringLiteral("%1: %2 players, %3 games")
                                             .arg(batch.source)
                                             .arg(total)
                                             .arg(batch.games.size()));
    tx.commit();
    outcome.added = total;
    return outcome;
}

qint64 TournamentFile::startClockHall(const QString& control, int tables) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    run(db, QStringLiteral("INSERT INTO clock_hall (control, tables, created_at) VALUES (?, ?, ?)"),
        {control, tables, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)});
    QSqlQuery last = run(db, QStringLiteral("SELECT last_insert_rowid()"));
    last.next();
    const qint64 id = last.value(0).toLongLong();
    addJournal(QStringLiteral("clocks.start"),
               QStringLiteral("%1 tables, %2").arg(tables).arg(control));
    tx.commit();
    return id;
}

std::optional<ClockHallRecord> TournamentFile::latestClockHall() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(
        db, QStringLiteral("SELECT id, control, tables FROM clock_hall ORDER BY id DESC LIMIT 1"));
    if (!row.next())
        return std::nullopt;
    return ClockHallRecord{row.value(0).toLongLong(), row.value(1).toString(),
                           row.value(2).toInt()};
}

void TournamentFile::appendClockEvents(qint64 hallId, const std::vector<ClockEventRecord>& events) {
    if (events.empty())
        return;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO clock_event (hall_id, table_number, kind, steady_ms, wall, side,"
            " delta_ms, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")))
        fail(insert, QStringLiteral("cannot prepare the clock journal"));
    for (const ClockEventRecord& e : events) {
        const QVariantList values = {QVariant(hallId),     e.table, e.kind,
                                     QVariant(e.steadyMs), e.wall,  QString(e.side),
                                     QVariant(e.deltaMs),  e.reason};
        for (int i = 0; i < values.size(); ++i)
            insert.bindValue(i, values[i]);
        if (!insert.exec())
            fail(insert, QStringLiteral("cannot write the clock journal"));
    }
    tx.commit();
}

void TournamentFile::setClockSchedule(qint64 periodMs, const QString& text) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (text.trimmed().isEmpty())
        run(db, QStringLiteral("DELETE FROM clock_schedule WHERE period_ms = ?"), {periodMs});
    else
        run(db,
            QStringLiteral("INSERT INTO clock_schedule (period_ms, text) VALUES (?, ?)"
                           " ON CONFLICT(period_ms) DO UPDATE SET text = excluded.text"),
            {periodMs, text});
    addJournal(
        QStringLiteral("clocks.schedule"),
        QStringLiteral("%1 s periods: %2")
            .arg(periodMs / 1000)
            .arg(text.trimmed().isEmpty() ? QStringLiteral("default") : QStringLiteral("edited")));
    tx.commit();
}

std::optional<QString> TournamentFile::clockSchedule(qint64 periodMs) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row =
        run(db, QStringLiteral("SELECT text FROM clock_schedule WHERE period_ms = ?"), {periodMs});
    if (!row.next())
        return std::nullopt;
    return row.value(0).toString();
}

std::vector<ClockEventRecord> TournamentFile::clockEvents(qint64 hallId) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        run(db,
            QStringLiteral("SELECT table_number, kind, steady_ms, wall, side, delta_ms, reason"
                           " FROM clock_event WHERE hall_id = ? ORDER BY id"),
            {QVariant(hallId)});
    std::vector<ClockEventRecord> out;
    while (rows.next()) {
        ClockEventRecord e;
        e.table = rows.value(0).toInt();
        e.kind = rows.value(1).toString();
        e.steadyMs = rows.value(2).toLongLong();
        e.wall = rows.value(3).toString();
        const QString side = rows.value(4).toString();
        e.side = side.isEmpty() ? QLatin1Char('B') : side.at(0);
        e.deltaMs = rows.value(5).toLongLong();
        e.reason = rows.value(6).toString();
        out.push_back(e);
    }
    return out;
}

std::vector<JournalEntry> TournamentFile::journal(int limit) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows = run(db,
                         QStringLiteral("SELECT id, at, who, action, detail FROM journal"
                                        " ORDER BY id DESC LIMIT ?"),
                         {limit});
    std::vector<JournalEntry> result;
    while (rows.next())
        result.push_back({rows.value(0).toLongLong(), rows.value(1).toString(),
                          rows.value(2).toString(), rows.value(3).toString(),
                          rows.value(4).toString()});
    return result;
}

QString ImportIssue::toString() const {
    QString place = line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
    if (!field.isEmpty())
        return QStringLiteral("%1: %2: %3").arg(place, field, message);
    return QStringLiteral("%1: %2").arg(place, message);
}

} // namespace tengen::store

namespace tengen::store {

namespace {

Game gameFromRow(const QSqlQuery& row) {
    Game g;
    g.round = row.value(0).toInt();
    g.table = row.value(1).toInt();
    g.white = row.value(2).toLongLong();
    g.black = row.value(3).toLongLong();
    g.handicap = row.value(4).toInt();
    g.knownColour = row.value(5).toBool();
    g.result =
        tryParseGameResult(row.value(6).toString().toStdString()).value_or(GameResult::Unknown);
    g.byForfeit = row.value(7).toBool();
    return g;
}

void insertGames(QSqlDatabase db, const std::vector<Game>& games) {
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO game (round, table_number, white_id, black_id, handicap, known_colour,"
            " result, by_forfeit) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")))
        fail(insert, QStringLiteral("cannot prepare the games"));
    for (const Game& g : games) {
        const QVariantList values = {g.round,
                                     g.table,
                                     QVariant(static_cast<qint64>(g.white)),
                                     QVariant(static_cast<qint64>(g.black)),
                                     g.handicap,
                                     g.knownColour ? 1 : 0,
                                     QString::fromUtf8(gameResultId(g.result).data()),
                                     g.byForfeit ? 1 : 0};
        for (int i = 0; i < values.size(); ++i)
            insert.bindValue(i, values[i]);
        if (!insert.exec())
            throw StoreError(QObject::tr("round %1, table %2: %3")
                                 .arg(g.round)
                                 .arg(g.table)
                                 .arg(insert.lastError().text()));
    }
}

void insertByes(QSqlDatabase db, const std::vector<Bye>& byes) {
    for (const Bye& b : byes)
        run(db, QStringLiteral("INSERT INTO bye (round, player_id) VALUES (?, ?)"),
            {b.round, QVariant(static_cast<qint64>(b.player))});
}

// A round's games must not share a player or a table, nor meet a bye of the round.
void checkRound(int round, const std::vector<Game>& games, const std::vector<Bye>& byes) {
    std::vector<PlayerId> seen;
    std::vector<int> tables;
    auto take = [&](PlayerId p) {
        if (std::find(seen.begin(), seen.end(), p) != seen.end())
            throw StoreError(QObject::tr("round %1: player %2 is paired twice").arg(round).arg(p));
        seen.push_back(p);
    };
    for (const Game& g : games) {
        if (g.round != round)
            throw StoreError(
                QObject::tr("a game of round %1 given for round %2").arg(g.round).arg(round));
        if (std::find(tables.begin(), tables.end(), g.table) != tables.end())
            throw StoreError(
                QObject::tr("round %1: table %2 is used twice").arg(round).arg(g.table));
        tables.push_back(g.table);
        take(g.white);
        take(g.black);
    }
    for (const Bye& b : byes)
        take(b.player);
}

} // namespace

std::vector<Game> TournamentFile::games(std::optional<int> round) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        round ? run(db,
                    QStringLiteral("SELECT round, table_number, white_id, black_id, handicap,"
                                   " known_colour, result, by_forfeit FROM game WHERE round = ?"
                                   " ORDER BY table_number"),
                    {*round})
              : run(db, QStringLiteral("SELECT round, table_number, white_id, black_id, handicap,"
                                       " known_colour, result, by_forfeit FROM game"
                                       " ORDER BY round, table_number"));
    std::vector<Game> out;
    while (rows.next())
        out.push_back(gameFromRow(rows));
    return out;
}

std::vector<Bye> TournamentFile::byes(std::optional<int> round) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        round ? run(db,
                    QStringLiteral("SELECT round, player_id FROM bye WHERE round = ?"
                                   " ORDER BY player_id"),
                    {*round})
              : run(db, QStringLiteral("SELECT round, player_id FROM bye ORDER BY round"));
    std::vector<Bye> out;
    while (rows.next())
        out.push_back({rows.value(0).toInt(), rows.value(1).toLongLong()});
    return out;
}

void TournamentFile::saveRound(int round, const std::vector<Game>& games,
                               const std::vector<Bye>& byes, const QString& what,
                               bool onlyIfUnpaired) {
    checkRound(round, games, byes);
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    if (onlyIfUnpaired &&
        run(db, QStringLiteral("SELECT 1 FROM game WHERE round = ? LIMIT 1"), {round}).next())
        throw StoreError(QObject::tr("round %1 is already paired; unpair it first").arg(round));
    // Colours drawn for other pairs mean nothing for new ones: a change of who plays whom at
    // which table drops the round's draw (the journal keeps that it happened).
    std::set<std::tuple<int, PlayerId, PlayerId>> before, after;
    QSqlQuery old = run(db,
                        QStringLiteral("SELECT table_number, white_id, black_id FROM game"
                                       " WHERE round = ?"),
                        {round});
    while (old.next()) {
        const PlayerId w = old.value(1).toLongLong(), b = old.value(2).toLongLong();
        before.insert({old.value(0).toInt(), std::min(w, b), std::max(w, b)});
    }
    for (const Game& g : games)
        after.insert({g.table, std::min(g.white, g.black), std::max(g.white, g.black)});
    if (before != after) {
        run(db, QStringLiteral("DELETE FROM colour_decision WHERE round = ?"), {round});
        run(db, QStringLiteral("DELETE FROM colour_round WHERE round = ?"), {round});
    }
    run(db, QStringLiteral("DELETE FROM game WHERE round = ?"), {round});
    run(db, QStringLiteral("DELETE FROM bye WHERE round = ?"), {round});
    insertGames(db, games);
    insertByes(db, byes);
    addJournal(what, QStringLiteral("round %1: %2 games, %3 byes")
                         .arg(round)
                         .arg(games.size())
                         .arg(byes.size()));
    tx.commit();
}

void TournamentFile::setResult(int round, int table, GameResult result, bool byForfeit,
                               std::optional<PlayerId> black) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery game = run(db,
                         QStringLiteral("SELECT white_id, black_id, known_colour FROM game"
                                        " WHERE round = ? AND table_number = ?"),
                         {round, table});
    if (!game.next())
        throw StoreError(QObject::tr("round %1 has no table %2").arg(round).arg(table));
    const PlayerId white = game.value(0).toLongLong(), oldBlack = game.value(1).toLongLong();
    const bool known = game.value(2).toBool();
    if (black && *black != white && *black != oldBlack)
        throw StoreError(QObject::tr("round %1, table %2: player %3 does not play there")
                             .arg(round)
                             .arg(table)
                             .arg(*black));
    if (!known && !black && result != GameResult::Unknown)
        throw StoreError(QObject::tr("round %1, table %2: the colours were decided at the "
                                     "board; say who took black")
                             .arg(round)
                             .arg(table));
    if (black && *black == white) // the colours the board decided differ from the list
        run(db,
            QStringLiteral("UPDATE game SET white_id = ?, black_id = ? WHERE round = ? AND"
                           " table_number = ?"),
            {QVariant(static_cast<qint64>(oldBlack)), QVariant(static_cast<qint64>(white)), round,
             table});
    run(db,
        QStringLiteral("UPDATE game SET result = ?, by_forfeit = ?, known_colour = ?"
                       " WHERE round = ? AND table_number = ?"),
        {QString::fromUtf8(gameResultId(result).data()), byForfeit ? 1 : 0,
         (known || black) ? 1 : 0, round, table});
    addJournal(QStringLiteral("result"),
               QStringLiteral("round %1, table %2: %3%4%5")
                   .arg(round)
                   .arg(table)
                   .arg(QString::fromUtf8(gameResultId(result).data()))
                   .arg(byForfeit ? QStringLiteral(" (forfeit)") : QString())
                   .arg(black ? QStringLiteral(", black %1").arg(*black) : QString()));
    tx.commit();
}

void TournamentFile::setColoursAtTheBoard(int round) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    run(db,
        QStringLiteral("UPDATE game SET known_colour = 0 WHERE round = ? AND handicap = 0"
                       " AND result = '?'"),
        {round});
    addJournal(QStringLiteral("colours.board"), QStringLiteral("round %1").arg(round));
    tx.commit();
}

PairingSettings TournamentFile::pairingSettings() const {
    const PairingSettings defaults = PairingSettings::forSystem(settings().system);
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(db, QStringLiteral("SELECT json FROM pairing_settings WHERE id = 1"));
    if (!row.next())
        return defaults;
    QString error;
    const PairingSettings s = pairingSettingsFromJson(
        QJsonDocument::fromJson(row.value(0).toString().toUtf8()).object(), defaults, &error);
    if (!error.isEmpty())
        throw StoreError(QObject::tr("%1: %2").arg(path_, error));
    return s;
}

void TournamentFile::savePairingSettings(const PairingSettings& s) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    writePairingSettings(db, s);
    addJournal(QStringLiteral("pairing.settings"),
               QString::fromUtf8(pairingCompatId(s.compat).data()));
    tx.commit();
}

namespace {

// Puts the decision's colours on its game; throws when the table has no game of those players.
void applyColours(QSqlDatabase db, const ColourRecord& d) {
    // A result names the winner by colour: once entered, the colours stay.
    QSqlQuery current = run(db,
                            QStringLiteral("SELECT white_id, result FROM game WHERE round = ?"
                                           " AND table_number = ?"),
                            {d.round, d.table});
    if (current.next() && current.value(1).toString() != QLatin1String("?") &&
        current.value(0).toLongLong() != d.white)
        throw StoreError(QObject::tr("round %1, table %2 has a result; clear it before changing "
                                     "the colours")
                             .arg(d.round)
                             .arg(d.table));
    QSqlQuery q = run(
        db,
        QStringLiteral("UPDATE game SET white_id = ?, black_id = ?, known_colour = 1"
                       " WHERE round = ? AND table_number = ?"
                       " AND ((white_id = ? AND black_id = ?)"
                       " OR (white_id = ? AND black_id = ?))"),
        {QVariant(static_cast<qint64>(d.white)), QVariant(static_cast<qint64>(d.black)), d.round,
         d.table, QVariant(static_cast<qint64>(d.white)), QVariant(static_cast<qint64>(d.black)),
         QVariant(static_cast<qint64>(d.black)), QVariant(static_cast<qint64>(d.white))});
    if (q.numRowsAffected() != 1)
        throw StoreError(QObject::tr("round %1, table %2: no game between these players")
                             .arg(d.round)
                             .arg(d.table));
}

QString notNull(const QString& s) {
    return s.isNull() ? QString(QLatin1String("")) : s;
}

void insertDecision(QSqlDatabase db, const ColourRecord& d, const QString& who, const QString& at) {
    run(db,
        QStringLiteral("INSERT INTO colour_decision (round, table_number, method, inputs, white_id,"
                       " black_id, who, at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {d.round, d.table, d.method, notNull(d.inputs), QVariant(static_cast<qint64>(d.white)),
         QVariant(static_cast<qint64>(d.black)), who, at, notNull(d.reason)});
}

} // namespace

void TournamentFile::recordColourDraw(const ColourRound& header,
                                      const std::vector<ColourRecord>& decisions) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    // Checked inside the transaction: a second desk can never replace a published commitment.
    if (run(db, QStringLiteral("SELECT 1 FROM colour_round WHERE round = ?"), {header.round})
            .next())
        throw StoreError(QObject::tr("the colours of round %1 are already drawn; change a table's "
                                     "colours with a reason instead")
                             .arg(header.round));
    run(db,
        QStringLiteral("INSERT INTO colour_round (round, method, commitment, seed,"
                       " revealed, drawn_at) VALUES (?, ?, ?, ?, 0, ?)"),
        {header.round, header.method, header.commitment, header.seed, at});
    for (const ColourRecord& d : decisions) {
        applyColours(db, d);
        insertDecision(db, d, desk(), at);
    }
    addJournal(QStringLiteral("colours.draw"), QStringLiteral("round %1: %2, commitment %3")
                                                   .arg(header.round)
                                                   .arg(header.method, header.commitment));
    tx.commit();
}

void TournamentFile::decideColours(const ColourRecord& decision) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    const bool published =
        run(db, QStringLiteral("SELECT 1 FROM colour_round WHERE round = ?"), {decision.round})
            .next() ||
        run(db,
            QStringLiteral("SELECT 1 FROM colour_decision WHERE round = ? AND table_number = ?"),
            {decision.round, decision.table})
            .next();
    if (published && decision.reason.trimmed().isEmpty())
        throw StoreError(QObject::tr("round %1, table %2: the colours are published; changing "
                                     "them needs a reason")
                             .arg(decision.round)
                             .arg(decision.table));
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    applyColours(db, decision);
    insertDecision(db, decision, desk(), at);
    addJournal(QStringLiteral("colours.decide"), QStringLiteral("round %1, table %2: %3 %4")
                                                     .arg(decision.round)
                                                     .arg(decision.table)
                                                     .arg(decision.method, decision.reason));
    tx.commit();
}

std::optional<ColourRound> TournamentFile::colourRound(int round) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(db,
                        QStringLiteral("SELECT method, commitment, seed, revealed, drawn_at"
                                       " FROM colour_round WHERE round = ?"),
                        {round});
    if (!row.next())
        return std::nullopt;
    return ColourRound{round,
                       row.value(0).toString(),
                       row.value(1).toString(),
                       row.value(2).toString(),
                       row.value(3).toBool(),
                       row.value(4).toString()};
}

std::vector<ColourRecord> TournamentFile::colourHistory(int round) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows = run(db,
                         QStringLiteral("SELECT table_number, method, inputs, white_id, black_id,"
                                        " who, at, reason FROM colour_decision WHERE round = ?"
                                        " ORDER BY id"),
                         {round});
    std::vector<ColourRecord> out;
    while (rows.next())
        out.push_back({round, rows.value(0).toInt(), rows.value(1).toString(),
                       rows.value(2).toString(), rows.value(3).toLongLong(),
                       rows.value(4).toLongLong(), rows.value(5).toString(),
                       rows.value(6).toString(), rows.value(7).toString()});
    return out;
}

void TournamentFile::revealColourSeed(int round) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery q =
        run(db, QStringLiteral("UPDATE colour_round SET revealed = 1 WHERE round = ?"), {round});
    if (q.numRowsAffected() != 1)
        throw StoreError(QObject::tr("round %1 has no colour draw").arg(round));
    addJournal(QStringLiteral("colours.reveal"), QStringLiteral("round %1").arg(round));
    tx.commit();
}

std::vector<PairingConstraint> TournamentFile::pairingConstraints() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows = run(db, QStringLiteral("SELECT id, kind, player_a, player_b, round,"
                                            " table_number, note FROM pairing_constraint"
                                            " ORDER BY id"));
    std::vector<PairingConstraint> out;
    while (rows.next())
        out.push_back({rows.value(0).toLongLong(), rows.value(1).toString(),
                       rows.value(2).toLongLong(), rows.value(3).toLongLong(),
                       rows.value(4).toInt(), rows.value(5).toInt(), rows.value(6).toString()});
    return out;
}

qint64 TournamentFile::addPairingConstraint(const PairingConstraint& c) {
    const bool pair = c.kind == QLatin1String("forbidden") || c.kind == QLatin1String("fixed");
    if (!pair && c.kind != QLatin1String("table"))
        throw StoreError(QObject::tr("unknown pairing constraint '%1'").arg(c.kind));
    if (pair && (c.b == 0 || c.a == c.b))
        throw StoreError(QObject::tr("a pair needs two different players"));
    if (c.kind == QLatin1String("fixed") && c.round < 1)
        throw StoreError(QObject::tr("a fixed pair needs its round"));
    if (c.kind == QLatin1String("table") && c.table < 1)
        throw StoreError(QObject::tr("a reserved table needs its number"));
    if (!player(c.a) || (pair && !player(c.b)))
        throw StoreError(QObject::tr("no player has the id %1").arg(player(c.a) ? c.b : c.a));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    run(db,
        QStringLiteral("INSERT INTO pairing_constraint (kind, player_a, player_b, round,"
                       " table_number, note) VALUES (?, ?, ?, ?, ?, ?)"),
        {c.kind, QVariant(static_cast<qint64>(c.a)),
         pair ? QVariant(static_cast<qint64>(c.b)) : QVariant(), c.round, c.table,
         notNull(c.note)});
    QSqlQuery last = run(db, QStringLiteral("SELECT last_insert_rowid()"));
    last.next();
    const qint64 id = last.value(0).toLongLong();
    addJournal(QStringLiteral("pairing.constraint"),
               QStringLiteral("%1 %2 %3").arg(c.kind).arg(c.a).arg(c.b));
    tx.commit();
    return id;
}

void TournamentFile::removePairingConstraint(qint64 id) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction tx(db);
    QSqlQuery q =
        run(db, QStringLiteral("DELETE FROM pairing_constraint WHERE id = ?"), {QVariant(id)});
    if (q.numRowsAffected() != 1)
        throw StoreError(QObject::tr("no pairing constraint has the id %1").arg(id));
    addJournal(QStringLiteral("pairing.constraint.remove"), QString::number(id));
    tx.commit();
}

} // namespace tengen::store
