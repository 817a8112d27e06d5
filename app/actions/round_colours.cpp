#include "round_colours.h"

#include <QObject>
#include <map>
#include <random>

namespace tengen {

namespace {

// White-minus-black of every player over the even games of earlier rounds.
std::map<PlayerId, int> balancesBefore(const store::TournamentFile& file, RoundNo round) {
    std::map<PlayerId, int> balance;
    for (const Game& g : file.rounds().games())
        if (g.round < round && g.handicap == 0 && g.knownColour) {
            ++balance[g.white];
            --balance[g.black];
        }
    return balance;
}

NigiriPlayer nigiriPlayer(const store::TournamentFile& file, PlayerId id) {
    NigiriPlayer n;
    n.id = id;
    if (const auto p = file.players().find(id)) {
        if (const auto r = p->effectiveRank())
            n.rank = r->amateurScale();
        if (p->birthDate)
            n.birthDate = toIsoDate(*p->birthDate);
    }
    return n;
}

bool isDrawMethod(const QString& m) {
    return m == QLatin1String("lots") || m == QLatin1String("digital-nigiri") ||
           m == QLatin1String("handicap");
}

} // namespace

Seed freshSeed() {
    std::random_device device;
    Seed seed(32);
    for (auto& byte : seed)
        byte = static_cast<std::uint8_t>(device() & 0xFF);
    return seed;
}

NigiriHolder nigiriHolderInFile(const store::TournamentFile& file, PlayerId a, PlayerId b) {
    return nigiriHolder(nigiriPlayer(file, a), nigiriPlayer(file, b));
}

std::vector<store::ColourRecord> computeColourDraw(const store::TournamentFile& file, RoundNo round,
                                                   ColourMethod method, const Seed& seed,
                                                   const QString& fixedBefore) {
    const auto balance = balancesBefore(file, round);
    // Colours the director fixed before the draw are kept.
    std::map<int, PlayerId> fixed;
    for (const store::ColourRecord& d : file.colours().history(RoundNo{round}))
        if (d.method == QLatin1String("director") && (fixedBefore.isEmpty() || d.at < fixedBefore))
            fixed[d.table] = d.white;
    std::vector<store::ColourRecord> out;
    for (const Game& g : file.rounds().games(RoundNo{round})) {
        ColourCase c;
        c.table = g.table;
        c.a = std::min(g.white, g.black);
        c.b = std::max(g.white, g.black);
        c.handicap = g.handicap;
        c.stronger = g.white; // the pairing gives white to the stronger in handicap games
        c.balanceA = balance.count(c.a) ? balance.at(c.a) : 0;
        c.balanceB = balance.count(c.b) ? balance.at(c.b) : 0;
        if (fixed.count(g.table))
            c.fixedWhite = fixed[g.table];
        ColourOutcome o;
        if (method == ColourMethod::DigitalNigiri && g.handicap == 0 && !c.fixedWhite) {
            NigiriHolder h = nigiriHolderInFile(file, c.a, c.b);
            // Nobody to choose at the desk: the referee's pick is drawn too.
            const PlayerId holder =
                h.holder ? *h.holder
                         : (colourUniform(seed, round, g.table, kHolderSlot, 2) == 0 ? c.a : c.b);
            o = digitalNigiri(c, holder, seed, round);
        } else {
            o = drawLots(c, seed, round);
        }
        if (o.method == ColourMethod::Director)
            continue; // kept as fixed, already in the history
        out.push_back({round,
                       g.table,
                       QString::fromUtf8(colourMethodId(o.method).data()),
                       QString::fromStdString(o.inputs),
                       o.white,
                       o.black,
                       {},
                       {},
                       {}});
    }
    return out;
}

store::ColourRound drawColoursInFile(store::TournamentFile& file, RoundNo round,
                                     ColourMethod method, const Seed& seed) {
    if (file.rounds().games(RoundNo{round}).empty())
        throw store::StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is not paired"), problemArg(round)));
    if (file.colours().draw(RoundNo{round}))
        throw store::StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "the colours of round %1 are already drawn; change "
                                                "a table's colours with a reason instead"),
                    problemArg(round)));
    const store::ColourRound header{round,
                                    QString::fromUtf8(colourMethodId(method).data()),
                                    QString::fromStdString(commitmentOf(seed)),
                                    QString::fromStdString(toHex(seed.data(), seed.size())),
                                    false,
                                    {}};
    file.colours().recordDraw(header, computeColourDraw(file, round, method, seed));
    return header;
}

bool ColourVerification::ok() const {
    if (!commitmentMatches)
        return false;
    for (const ColourCheck& c : tables)
        if (!c.ok())
            return false;
    return true;
}

ColourVerification verifyColours(const store::TournamentFile& file, RoundNo round,
                                 const Seed& seed) {
    ColourVerification v;
    const auto header = file.colours().draw(RoundNo{round});
    if (!header)
        throw store::StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has no colour draw"), problemArg(round)));
    v.commitmentMatches = header->commitment == QString::fromStdString(commitmentOf(seed));
    const auto method = tryParseColourMethod(header->method.toStdString());
    // The draw's own decisions: the first drawn decision of each table.
    std::map<int, PlayerId> recorded;
    for (const store::ColourRecord& d : file.colours().history(RoundNo{round}))
        if (isDrawMethod(d.method) && !recorded.count(d.table))
            recorded[d.table] = d.white;
    // Recompute against the round as it was drawn: later changes by the director only swap
    // colours, so the players of each table are the same.
    for (const store::ColourRecord& d :
         computeColourDraw(file, round, method.value_or(ColourMethod::Lots), seed, header->drawnAt))
        v.tables.push_back(
            {d.table, d.white, recorded.count(d.table) ? recorded[d.table] : PlayerId{}});

    return v;
}

namespace {

Refusal refusedBecause(Problem p) {
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = std::move(p);
    return r;
}

std::optional<Game> tableOf(const store::TournamentFile& file, RoundNo round, TableNo table) {
    return file.rounds().game(round, table);
}

} // namespace

Refusal recordNigiri(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId holder,
                     bool guessOdd, int stones, const QString& reason, ColourOutcome* outcome) {
    try {
        const std::optional<Game> g = tableOf(file, round, table);
        if (!g || !g->involves(holder))
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2: player %3 does not play "
                                                    "there"),
                        std::to_string(round), std::to_string(table), std::to_string(holder)));
        if (g->handicap > 0)
            return refusedBecause(Problem(
                QT_TRANSLATE_NOOP("tengen", "Table %1 is a handicap game: the weaker player takes "
                                            "black, no nigiri."),
                std::to_string(table)));
        if (stones < 1)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "a nigiri needs at least one stone")));
        const ColourOutcome o = nigiri(holder, g->opponentOf(holder), guessOdd, stones);
        file.colours().decide({round,
                               table,
                               QStringLiteral("nigiri"),
                               QString::fromStdString(o.inputs),
                               o.white,
                               o.black,
                               {},
                               {},
                               reason.trimmed()});
        if (outcome)
            *outcome = o;
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

Refusal decideColours(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId white,
                      const QString& reason) {
    try {
        const std::optional<Game> g = tableOf(file, round, table);
        if (!g || !g->involves(white))
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2: player %3 does not play "
                                                    "there"),
                        std::to_string(round), std::to_string(table), std::to_string(white)));
        file.colours().decide({round,
                               table,
                               QStringLiteral("director"),
                               QString(),
                               white,
                               g->opponentOf(white),
                               {},
                               {},
                               reason.trimmed()});
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

Refusal revealColourSeed(store::TournamentFile& file, RoundNo round, QString* seed) {
    try {
        file.colours().revealSeed(round);
        if (seed)
            if (const auto draw = file.colours().draw(round))
                *seed = draw->seed;
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

} // namespace tengen
