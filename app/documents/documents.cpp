#include "documents/documents.h"

#include "actions/event_format.h"
#include "actions/stages.h"
#include "common/criterion_text.h"
#include "documents/ratings.h"
#include "documents/site_pages.h"
#include "documents/stage_documents.h"

#include "documents/team_documents.h"

#include "actions/join_codes.h"
#include "documents/hall_address.h"

#include "actions/awards.h"
#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "actions/rounds.h"
#include "tournament/romanise.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <map>
#include <set>

namespace tengen {

namespace {

// Whole or not at all: a web server serving the folder never sends half a page.
bool writeFile(const QString& path, const QByteArray& bytes) {
    QSaveFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
}

} // namespace

int Documents::lastPlayedRound() const {
    int last = 0;
    for (const Game& g : file_.rounds().games())
        if (g.result != GameResult::Unknown)
            last = std::max(last, g.round);
    return last;
}

int Documents::lastPairedRound() const {
    int last = 1;
    for (const Game& g : file_.rounds().games())
        last = std::max(last, g.round);
    return last;
}

bool Documents::staged() const {
    return eventFormat(file_)->shape().staged;
}

reports::StandingsTable Documents::standings(int afterRound) const {
    pairing::Field field = fieldForRound(file_, RoundNo{file_.settings().get().rounds + 1});
    if (staged())
        // A player who withdrew is absent in the rounds of the stages he was placed in, never
        // in a later stage's, which he would not have played anyway ("0-" there, as for
        // everyone left out of it, and no absence score).
        for (pairing::Entrant& e : field.entrants) {
            if (!e.withdrawn)
                continue;
            e.withdrawn = false;
            for (const Stage& s : eventStages(file_)) {
                const std::vector<StageSeat> seats = file_.stages().seats(s.number);
                const bool seated =
                    (seats.empty() && s.number == 1) ||
                    std::any_of(seats.begin(), seats.end(),
                                [&](const StageSeat& seat) { return seat.player == e.id; });
                const int last = s.rounds > 0 ? s.lastRound() : field.rounds;
                for (int r = s.firstRound; seated && r <= last; ++r)
                    e.absentRounds.push_back(r);
            }
        }
    reports::PlayerNames names;
    std::map<PlayerId, Player> players;
    for (const Player& p : file_.players().all())
        players[p.id] = p;
    names.display = [players](PlayerId id) { return players.at(id).displayName(); };
    names.latin = [players](PlayerId id) { return players.at(id).latinName(); };
    reports::StandingsTable table =
        reports::buildStandings(field, afterRound, field.settings.placement, names);
    if (staged()) {
        // An event of stages stands in its final places (#44): what prizes, exports and every
        // page give, never a sum of scores over stages played by different rules.
        const std::vector<FinalPlace> places = finalPlaces(file_, afterRound);
        std::vector<PlayerId> order;
        std::map<PlayerId, const FinalPlace*> placeOf;
        for (const FinalPlace& p : places) {
            order.push_back(p.player);
            placeOf[p.player] = &p;
        }
        reports::reorderRows(table, order);
        int next = static_cast<int>(places.size()) + 1;
        for (StandingsRow& row : table.rows) {
            const auto p = placeOf.find(row.id);
            row.place = p != placeOf.end() ? p->second->place : next++;
            row.shared = p != placeOf.end() && p->second->shared;
        }
    }
    return table;
}

// The standings as a document in the interface language: ranks as "3段" in Chinese (the EGF
// file keeps "3d").
reports::StandingsTable Documents::publishedStandings(int afterRound) const {
    reports::StandingsTable table = standings(afterRound);
    reports::numberWithinCategories(table);
    for (reports::StandingsRow& row : table.rows)
        if (const auto r = tryParseRank(row.rank).rank)
            row.rank = rankText(*r).toStdString();
    // The desk's column of provisional EGF ratings (#34), in an event the EGD rates.
    if (ratingColumn_) {
        const ProvisionalRatings ratings = provisionalRatings(file_, std::nullopt, afterRound);
        const bool egf = std::any_of(ratings.rows.begin(), ratings.rows.end(),
                                     [](const ProvisionalRating& r) { return !r.fromRank; });
        if (egf && ratings.weight > 0) {
            const auto byId = provisionalRatingsById(ratings);
            table.extraHeadings = {tr("EGF rating (provisional)").toStdString()};
            for (reports::StandingsRow& row : table.rows)
                if (const auto r = byId.find(row.id); r != byId.end())
                    row.extra = {QStringLiteral("%1 (%2)")
                                     .arg(QString::number(r->second.after, 'f', 1),
                                          ratingChangeText(r->second.change))
                                     .toStdString()};
        }
    }
    // A certification group's grades awarded (#47), as its results give them so far.
    bool certifies = false;
    for (const Division& d : file_.divisions().all())
        certifies = certifies || (d.id == file_.roundsDivision() && d.certifies);
    if (certifies) {
        const Awards awards = computeAwards(file_, file_.roundsDivision());
        std::map<PlayerId, QString> awarded;
        for (const AwardRow& a : awards.rows)
            awarded[a.player.id] =
                a.awarded ? rankText(*a.awarded) : tr("none", "no grade awarded");
        table.extraHeadings.push_back(tr("Grade awarded").toStdString());
        for (reports::StandingsRow& row : table.rows) {
            const auto a = awarded.find(row.id);
            row.extra.resize(table.extraHeadings.size() - 1);
            row.extra.push_back(a != awarded.end() ? a->second.toStdString() : std::string());
        }
    }
    return table;
}

reports::DocumentLabels Documents::standingsLabels(const reports::StandingsTable& t) const {
    reports::DocumentLabels labels;
    labels.title = tr("%1 — standings after round %2").arg(eventTitle(file_)).arg(t.afterRound);
    labels.place = tr("Place");
    labels.line = tr("No.", "line number in the standings");
    labels.name = tr("Name");
    labels.rank = tr("Rank");
    labels.country = tr("Country");
    labels.club = tr("Club");
    for (Criterion c : t.criteria)
        labels.criteria.push_back(criterionHeading(c));
    labels.roundHeading = tr("R%1");
    labels.language = tr("en", "the HTML lang attribute of documents in this language");
    labels.footer = settingsSummary();
    return labels;
}

QByteArray Documents::standingsDocument(int afterRound, const QString& format) const {
    const reports::StandingsTable table =
        format == QLatin1String("json") ? standings(afterRound) : publishedStandings(afterRound);
    const reports::DocumentLabels labels = standingsLabels(table);
    if (format == QLatin1String("csv"))
        return reports::standingsCsv(table, labels);
    if (format == QLatin1String("json"))
        return reports::standingsJson(table);
    if (format == QLatin1String("html"))
        return reports::standingsHtml(table, labels);
    return reports::standingsText(table, labels);
}

QString Documents::standingsPdf(int afterRound, const QString& path) const {
    const reports::StandingsTable table = publishedStandings(afterRound);
    const reports::DocumentLabels labels = standingsLabels(table);
    return reports::tablePdf(labels.title, reports::standingsHeadings(table, labels),
                             reports::standingsCells(table),
                             reports::standingsNumericColumns(table), path);
}

const Player* Documents::playerById(PlayerId id) const {
    if (!players_) {
        players_.emplace();
        for (Player& p : file_.players().all())
            (*players_)[p.id] = std::move(p);
    }
    auto it = players_->find(id);
    return it == players_->end() ? nullptr : &it->second;
}

QString Documents::settingsSummary(const TournamentSettings& event, const PairingSettings& p) {
    const auto rank = [](int value) { return rankText(Rank::amateur(value)); };
    const auto points = [](int half) {
        return half % 2 == 0 ? QString::number(half / 2) : QString::number(half / 2.0, 'f', 1);
    };
    QStringList parts;
    if (event.system == PairingSystem::McMahon)
        parts << tr("McMahon, bar %1, floor %2").arg(rank(p.mmBar), rank(p.mmFloor));
    else
        parts << tr("Swiss");
    if (p.noHandicapRank <= Rank::kWeakest || p.handicapCeiling == 0)
        parts << tr("even games");
    else
        parts << tr("handicap by %1 below %2, correction %3, at most %4")
                     .arg(p.handicapBase == HandicapBase::Rank ? tr("rank") : tr("McMahon score"),
                          rank(p.noHandicapRank))
                     .arg(p.handicapCorrection)
                     .arg(p.handicapCeiling);
    const bool mms = event.system == PairingSystem::McMahon;
    parts << tr("bye %1, absent %2")
                 .arg(points(mms ? p.mmsBye : p.nbwBye), points(mms ? p.mmsAbsent : p.nbwAbsent));
    QStringList criteria;
    for (Criterion c : p.placement)
        criteria << criterionHeading(c);
    parts << tr("tie-breakers: %1").arg(criteria.join(tr(", ")));
    if (p.avoidSameGeography > 0)
        parts << tr("players of one club or country meet late");
    return parts.join(tr("; "));
}

QString Documents::settingsSummary() const {
    return settingsSummary(file_.settings().get(), file_.settings().pairing());
}

QString Documents::roundSummary(int round) const {
    if (staged()) {
        const std::vector<Stage> stages = eventStages(file_);
        if (const Stage* s = stageOf(stages, round);
            s && s->format != StageFormat::Swiss && s->format != StageFormat::McMahon)
            return stageSummary(file_, *s);
    }
    return settingsSummary();
}

QString Documents::nameWithRank(PlayerId id, bool club) const {
    const Player* p = playerById(id);
    if (!p)
        return QString::number(id);
    QString s = QString::fromStdString(p->displayName());
    if (const auto r = p->effectiveRank())
        s += QStringLiteral(" (%1)").arg(rankText(*r));
    if (club && !p->club.empty())
        s += QLatin1Char(' ') + QString::fromStdString(p->club);
    return s;
}

std::vector<reports::PairingLine> Documents::pairingLines(int round) const {
    const TournamentSettings s = file_.settings().get();
    std::vector<reports::PairingLine> lines;
    for (const Game& g : file_.rounds().games(RoundNo{round}))
        lines.push_back({g.table, nameWithRank(g.white, true), nameWithRank(g.black, true),
                         g.handicap, gameKomiText(s, g.handicap)});
    return lines;
}

QString Documents::byes(int round) const {
    QStringList names;
    for (const Bye& b : file_.rounds().byes(RoundNo{round}))
        names << nameWithRank(b.player, false);
    return names.join(QStringLiteral(", "));
}

reports::PairingListLabels Documents::pairingLabels(int round) const {
    reports::PairingListLabels l;
    l.title = tr("%1 — pairings of round %2").arg(eventTitle(file_)).arg(round);
    l.table = tr("Table");
    l.white = tr("White");
    l.black = tr("Black");
    l.handicap = tr("Handicap");
    l.komi = tr("Komi");
    l.bye = tr("Bye");
    l.commitment = tr("Colour draw commitment (SHA-256 of the seed)");
    l.language = tr("en", "the HTML lang attribute of documents in this language");
    l.footer = roundSummary(round); // a knockout's own rules, never McMahon's (#44)
    return l;
}

QByteArray Documents::pairingList(int round, const QString& format, const JoinCodes& codes) const {
    const auto colours = file_.colours().draw(RoundNo{round});
    const QString commitment = colours ? colours->commitment : QString();
    std::vector<reports::PairingLine> lines = pairingLines(round);
    reports::PairingListLabels labels = pairingLabels(round);
    if (codes.on) {
        const QString secret = file_.clocks().hallSecret();
        const QString url =
            codes.hallUrl.isEmpty() ? hallUrlForDocuments(file_.clocks().hallUrl()) : codes.hallUrl;
        for (reports::PairingLine& line : lines) {
            line.joinCode = joinCode(secret, RoundNo{round}, TableNo{line.table});
            if (!url.isEmpty())
                line.joinUrl = tablePageUrl(url, line.joinCode);
        }
        labels.clock = tr("Clock on a phone");
    }
    return format == QLatin1String("html")
               ? reports::pairingListHtml(lines, byes(round), commitment, labels)
               : reports::pairingListText(lines, byes(round), commitment, labels);
}

QByteArray Documents::nameList(int round, const QString& format) const {
    std::vector<reports::NameLine> lines;
    const auto latin = [this](PlayerId id) {
        const Player* p = playerById(id);
        return p ? QString::fromStdString(p->latinName()) : QString();
    };
    for (const Game& g : file_.rounds().games(RoundNo{round})) {
        lines.push_back({nameWithRank(g.white, false), g.table, tr("White"),
                         nameWithRank(g.black, false), latin(g.white)});
        lines.push_back({nameWithRank(g.black, false), g.table, tr("Black"),
                         nameWithRank(g.white, false), latin(g.black)});
    }
    for (const Bye& b : file_.rounds().byes(RoundNo{round}))
        lines.push_back({nameWithRank(b.player, false), 0, {}, {}, latin(b.player)});
    reports::NameListLabels l;
    l.title = tr("%1 — round %2: find your table").arg(eventTitle(file_)).arg(round);
    l.name = tr("Name");
    l.table = tr("Table");
    l.colour = tr("Colour");
    l.opponent = tr("Opponent");
    l.bye = tr("Bye");
    l.language = tr("en", "the HTML lang attribute of documents in this language");
    return format == QLatin1String("html") ? reports::nameListHtml(lines, l)
                                           : reports::nameListText(lines, l);
}

QString Documents::pairingListPdf(int round, const QString& path, const JoinCodes& codes) const {
    return reports::htmlToPdf(pairingList(round, QStringLiteral("html"), codes), path);
}

QString hallSecretForDocuments(const store::TournamentFile& file) {
    try {
        return file.clocks().hallSecret();
    } catch (const store::StoreError& e) {
        if (e.kind() != store::StoreError::Kind::Forbidden)
            throw;
    }
    return {};
}

QString Documents::resultSheetsPdf(int round, const QString& path, const QString& hallUrl) const {
    const TournamentSettings s = file_.settings().get();
    const QString secret = hallSecretForDocuments(file_);
    // Before the hall was ever switched on: the address it will start at by default.
    const QString url = hallUrl.isEmpty() ? hallUrlForDocuments(file_.clocks().hallUrl()) : hallUrl;
    std::vector<reports::ResultSheet> sheets;
    for (const Game& g : file_.rounds().games(RoundNo{round})) {
        const QString code =
            secret.isEmpty() ? QString() : joinCode(secret, RoundNo{round}, TableNo{g.table});
        sheets.push_back({round, g.table, nameWithRank(g.white, true), nameWithRank(g.black, true),
                          g.handicap, gameKomiText(s, g.handicap), code,
                          url.isEmpty() ? QString() : tablePageUrl(url, code)});
    }
    reports::SheetLabels l{eventTitle(file_), tr("Round"),  tr("Table"),
                           tr("White"),       tr("Black"),  tr("Handicap"),
                           tr("Komi"),        tr("Result"), tr("Signature")};
    l.clock = tr("Clock on a phone");
    return reports::resultSheetsPdf(sheets, l, path);
}

std::vector<Documents::UnusualResult> Documents::unusualResults(int afterRound) const {
    const TournamentSettings s = file_.settings().get();
    std::vector<UnusualResult> out;
    for (const Game& g : file_.rounds().games())
        if (g.round <= afterRound && g.result == GameResult::Jigo && !g.byForfeit &&
            jigoImpossible(s, g.handicap))
            out.push_back(
                {g.round, g.table, g.white, g.black,
                 g.handicap == 0 ? QString::fromStdString(s.komi.points()) : QStringLiteral("0.5"),
                 QString::fromStdString(g.resultReason)});
    return out;
}

QString Documents::unusualResultText(const UnusualResult& r) const {
    const QString game =
        tr("round %1, table %2 (%3 – %4): a jigo with komi %5")
            .arg(r.round)
            .arg(r.table)
            .arg(playerDisplayName(file_, r.white), playerDisplayName(file_, r.black), r.komi);
    return r.reason.isEmpty() ? tr("%1, without a reason").arg(game)
                              : tr("%1, reason: %2").arg(game, r.reason);
}

QStringList Documents::unwritableNames(int afterRound, formats::EgfEncoding encoding) const {
    QStringList out;
    for (const reports::StandingsRow& row : standings(afterRound).rows) {
        const QString name = QString::fromStdString(row.latinFamily + " " + row.latinGiven);
        // A line break or another control character splits the player's record (a file
        // edited by hand can hold one; Tengen's own forms refuse it), whatever the encoding.
        const bool control = std::any_of(name.begin(), name.end(), [](QChar c) {
            return c.unicode() < 0x20 || c.unicode() == 0x7f;
        });
        if (control ||
            (encoding != formats::EgfEncoding::Utf8 && !formats::egfCanWrite(name, encoding)))
            out << tr("%1 (%2)").arg(playerDisplayName(file_, row.id)).arg(row.id);
    }
    return out;
}

QByteArray Documents::egf(int afterRound, const formats::EgfOptions& given) const {
    formats::EgfOptions options = given;
    if (options.countryCode.isEmpty()) {
        std::map<std::string, int> countries;
        for (const Player& p : file_.players().all())
            if (!p.country.empty())
                ++countries[p.country];
        int most = 0;
        for (const auto& [country, n] : countries)
            if (n > most) {
                most = n;
                options.countryCode = QString::fromStdString(country);
            }
    }
    // In English, as the rest of the file: the rating officer reads it.
    const auto latin = [&](PlayerId id) {
        const auto p = file_.players().find(id);
        return p ? QString::fromStdString(p->latinName()) : QString::number(id);
    };
    for (const UnusualResult& r : unusualResults(afterRound))
        options.notes << QStringLiteral("round %1, table %2 (%3 - %4): jigo with komi %5, %6")
                             .arg(r.round)
                             .arg(r.table)
                             .arg(latin(r.white), latin(r.black), r.komi,
                                  r.reason.isEmpty()
                                      ? QStringLiteral("no reason given")
                                      : QStringLiteral("a referee's decision: %1").arg(r.reason));
    if (staged())
        options.notes << QStringLiteral(
            "places are the final places of the stages (the last stage's, then those who went "
            "out earlier); the values are over every round");
    std::map<PlayerId, std::string> pins;
    for (const Player& p : file_.players().all())
        if (!p.egdPin.empty())
            pins[p.id] = p.egdPin;
    return formats::egfResults(standings(afterRound), file_.settings().get(),
                               file_.settings().pairing(), pins, options);
}

reports::TableDocument Documents::playerList(reports::PlayerOrder order) const {
    reports::PlayerListLabels l;
    l.title = tr("%1 — players").arg(eventTitle(file_));
    l.number = tr("No.");
    l.name = tr("Name");
    l.latinName = tr("Latin name");
    l.rank = tr("Rank");
    l.rating = tr("Rating");
    l.club = tr("Club");
    l.country = tr("Country");
    l.pin = tr("EGD PIN");
    l.registration = tr("Registration");
    l.final = tr("final");
    l.preliminary = tr("preliminary");
    l.withdrawn = tr("withdrawn");
    l.language = tr("en", "the HTML lang attribute of documents in this language");
    l.rankText = [](const Rank& r) { return rankText(r); };
    return reports::playerList(file_.players().all(), order, l);
}

std::vector<reports::PrizeSection> Documents::defaultPrizeSections(int afterRound) const {
    std::vector<reports::PrizeSection> sections(1);
    for (const Category& c : file_.settings().get().categories) {
        const reports::PrizeSpecParse rule = reports::tryParsePrizeSpec(c.description);
        reports::PrizeSection s;
        if (rule.error.empty() && rule.sections.size() == 1)
            s = rule.sections.front();
        else {
            s.kind = reports::PrizeSection::Kind::Category;
            s.category = c.name;
        }
        s.label = c.name;
        sections.push_back(s);
    }
    if (sections.size() > 1)
        return sections; // the director's categories are the sections
    // A woman in the standings: she has a game or a bye up to the round.
    std::set<PlayerId> women;
    for (const Player& p : file_.players().all())
        if (p.gender == Gender::Female)
            women.insert(p.id);
    bool played = false;
    for (const Game& g : file_.rounds().games())
        played =
            played || (g.round <= afterRound && (women.count(g.white) || women.count(g.black)));
    for (int r = 1; r <= afterRound && !played; ++r)
        for (const Bye& b : file_.rounds().byes(RoundNo{r}))
            played = played || women.count(b.player);
    if (played) {
        reports::PrizeSection section;
        section.kind = reports::PrizeSection::Kind::Women;
        sections.push_back(section);
    }
    return sections;
}

reports::TableDocument Documents::prizes(int afterRound,
                                         const std::vector<reports::PrizeSection>& sections,
                                         bool onePrizePerPlayer) const {
    const reports::StandingsTable table = standings(afterRound);
    const reports::DocumentLabels labels = standingsLabels(table);
    std::map<PlayerId, Player> players;
    for (const Player& p : file_.players().all())
        players[p.id] = p;
    const TournamentSettings settings = file_.settings().get();
    const auto winners =
        reports::prizeWinners(table, sections, players, settings.firstDay, onePrizePerPlayer);
    reports::TableDocument d;
    d.title = staged() ? tr("%1 — prizes after round %2, by the final places")
                             .arg(eventTitle(file_))
                             .arg(afterRound)
                       : tr("%1 — prizes after round %2").arg(eventTitle(file_)).arg(afterRound);
    d.language = labels.language;
    for (std::size_t k = 0; k < sections.size(); ++k) {
        const reports::PrizeSection& s = sections[k];
        reports::TableSection out;
        using Kind = reports::PrizeSection::Kind;
        if (!s.label.empty())
            out.heading = QString::fromStdString(s.label);
        else if (s.kind == Kind::Overall)
            out.heading = tr("Overall");
        else if (s.kind == Kind::Women)
            out.heading = tr("Women");
        else if (s.kind == Kind::Youth)
            out.heading = tr("Under %1 (age on %2)")
                              .arg(s.ageUnder)
                              .arg(QString::fromStdString(toIsoDate(settings.firstDay)));
        else if (s.kind == Kind::Ranks)
            out.heading = tr("Ranks %1 to %2").arg(rankText(*s.strongest), rankText(*s.weakest));
        out.columns = QStringList{tr("Prize"), labels.place, labels.name, labels.rank, labels.club};
        for (const QString& c : labels.criteria)
            out.columns << c;
        out.numeric.assign(out.columns.size(), true);
        for (int c = 2; c < 5; ++c)
            out.numeric[c] = false;
        out.empty = tr("No player qualifies.");
        for (const reports::PrizeWinner& w : winners[k]) {
            const reports::StandingsRow& row = table.rows[w.row];
            QStringList cells = {
                w.shared ? tr("%1 (shared)").arg(w.prize) : QString::number(w.prize),
                QString::number(row.place) + (row.shared ? QStringLiteral("=") : QString()),
                QString::fromStdString(row.name), rankText(tryParseRank(row.rank).rank),
                QString::fromStdString(row.club)};
            for (const std::string& v : row.values)
                cells << QString::fromStdString(v);
            out.rows.push_back(cells);
        }
        d.sections.push_back(out);
    }
    return d;
}

QByteArray Documents::tableDocument(const reports::TableDocument& d, const QString& format) {
    if (format == QLatin1String("csv"))
        return reports::tableCsv(d);
    if (format == QLatin1String("html"))
        return reports::tableHtml(d);
    return reports::tableText(d);
}

QString Documents::publish(int round, const QString& folder, const QString& languageLinks,
                           QStringList* written) const {
    if (!QDir().mkpath(folder))
        return tr("%1: the folder cannot be created").arg(folder);
    const TournamentSettings settings = file_.settings().get();
    const QString title = eventTitle(file_);
    // What belongs to the event's format first (a team event's matches and team standings):
    // what its players look for.
    const EventShape shape = eventFormat(file_)->shape();
    QString teamLinks;
    if (shape.team)
        teamLinks =
            QStringLiteral("<li><a href=\"team-pairings.html\">%1</a></li>\n"
                           "<li><a href=\"team-standings.html\">%2</a></li>\n"
                           "<li><a href=\"teams.html\">%3</a></li>\n")
                .arg(TeamDocuments::tr("Matches of round %1").arg(round).toHtmlEscaped(),
                     TeamDocuments::tr("Team standings after round %1").arg(round).toHtmlEscaped(),
                     SitePages::tr("Teams").toHtmlEscaped());
    // An event of stages (#33): the stage's own standings, the bracket, the crosstable, the
    // final places.
    const int knockout = shape.knockout ? knockoutStage(file_) : 0;
    const int scheduled = shape.staged ? crosstableStage(file_) : 0;
    if (shape.staged) {
        if (knockout > 0)
            teamLinks += QStringLiteral("<li><a href=\"bracket.html\">%1</a></li>\n")
                             .arg(tr("Knockout bracket").toHtmlEscaped());
        if (scheduled > 0)
            teamLinks += QStringLiteral("<li><a href=\"crosstable.html\">%1</a></li>\n")
                             .arg(tr("Crosstable").toHtmlEscaped());
        teamLinks += QStringLiteral("<li><a href=\"places.html\">%1</a></li>\n")
                         .arg(tr("Final places").toHtmlEscaped());
    }
    // Every round so far (#34): its pairings and results; the players and their games.
    QString roundLinks;
    for (int r = 1; r <= round; ++r)
        roundLinks += QStringLiteral("<li><a href=\"round-%1.html\">%2</a></li>\n")
                          .arg(r)
                          .arg(tr("Round %1: pairings and results").arg(r).toHtmlEscaped());
    const QString index = QString::fromUtf8(SitePages::page(
        title, languageLinks,
        QStringLiteral("<ul>\n%4<li><a href=\"pairings.html\">%1</a></li>\n"
                       "<li><a href=\"standings.html\">%2</a></li>\n"
                       "<li><a href=\"players.html\">%3</a></li>\n</ul>\n<ul>\n%5</ul>\n")
            .arg(tr("Pairings of round %1").arg(round).toHtmlEscaped(),
                 tr("Standings after round %1").arg(round).toHtmlEscaped(),
                 SitePages::tr("Players").toHtmlEscaped(), teamLinks, roundLinks)));
    const QDir dir(folder);
    // Every page written, by its path in the folder: what a push sends (and nothing else there).
    const auto write = [&](const QString& name, const QByteArray& bytes) {
        if (!writeFile(dir.filePath(name), bytes))
            return false;
        if (written)
            written->append(name);
        return true;
    };
    for (int r = 1; r <= round; ++r)
        if (!write(QStringLiteral("round-%1.html").arg(r), pairingList(r, QStringLiteral("html"))))
            return tr("%1: cannot write the documents").arg(folder);
    if (shape.team)
        for (const SitePage& page : SitePages::teams(file_, round))
            if (!write(page.path, page.bytes))
                return tr("%1: cannot write the documents").arg(folder);
    for (const SitePage& page : SitePages::players(file_, round))
        if (!write(page.path, page.bytes))
            return tr("%1: cannot write the documents").arg(folder);
    if (shape.team) {
        const TeamDocuments teams(file_);
        if (!write(QStringLiteral("team-pairings.html"),
                   tableDocument(teams.pairings(round), QStringLiteral("html"))) ||
            !write(QStringLiteral("team-standings.html"),
                   tableDocument(teams.standings(round), QStringLiteral("html"))))
            return tr("%1: cannot write the documents").arg(folder);
    }
    if (shape.staged &&
        ((knockout > 0 && !write(QStringLiteral("bracket.html"), bracketHtml(file_, knockout))) ||
         (scheduled > 0 && !write(QStringLiteral("crosstable.html"),
                                  tableDocument(crosstableDocument(file_, scheduled, round),
                                                QStringLiteral("html")))) ||
         !write(QStringLiteral("places.html"),
                tableDocument(finalPlacesDocument(file_), QStringLiteral("html")))))
        return tr("%1: cannot write the documents").arg(folder);
    if (!write(QStringLiteral("index.html"), index.toUtf8()) ||
        !write(QStringLiteral("pairings.html"), pairingList(round, QStringLiteral("html"))) ||
        !write(QStringLiteral("standings.html"),
               shape.staged ? stageStandingsDocument(file_, stageOfStandings(file_, round), round,
                                                     QStringLiteral("html"))
                            : standingsDocument(round, QStringLiteral("html"))))
        return tr("%1: cannot write the documents").arg(folder);
    return {};
}

} // namespace tengen
