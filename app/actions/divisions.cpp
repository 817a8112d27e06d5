#include "divisions.h"

#include "actions/domain_text.h"

#include <algorithm>
#include <functional>
#include <map>

namespace tengen {

namespace {

Refusal refusedBy(const Problem& problem) {
    return problem.empty() ? Refusal{} : Refusal::invalid(problem);
}

// The change saved in one transaction, as read inside it.
DivisionsChange saveDivisions(store::TournamentFile& file, int division,
                              const std::function<Refusal(std::vector<Division>&)>& change) {
    DivisionsChange out;
    out.division = division;
    out.refusal = inWriteTransaction(file, [&] {
        out.before = file.divisions().all();
        out.after = out.before;
        if (Refusal r = change(out.after))
            return r;
        if (Refusal r = refusedBy(validateDivisions(out.after)))
            return r;
        file.divisions().save(out.before, out.after);
        out.after = file.divisions().all();
        return Refusal{};
    });
    return out;
}

std::vector<Division>::iterator byId(std::vector<Division>& divisions, int id) {
    return std::find_if(divisions.begin(), divisions.end(),
                        [&](const Division& d) { return d.id == id; });
}

// The grades the players of `division` claim, weakest to strongest (none: no player claims one).
std::optional<GradeBand> gradesClaimed(const store::TournamentFile& file, int division) {
    std::optional<GradeBand> band;
    for (const Player& p : file.players().everyone()) {
        const std::optional<Rank> r = p.claimedRank();
        if (p.division != division || !r)
            continue;
        const int v = r->amateurScale();
        band = band ? GradeBand{std::min(band->weakest, v), std::max(band->strongest, v)}
                    : GradeBand{v, v};
    }
    return band;
}

Refusal teamEventRefusal(const store::TournamentFile& file) {
    if (file.settings().get().boards == 0)
        return {};
    return Refusal::refused(Problem(QT_TRANSLATE_NOOP(
        "tengen", "a team event has no divisions: make a file for each team event")));
}

Refusal noSuchDivision(int id) {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "the event has no division %1"), std::to_string(id)));
}

} // namespace

DivisionsChange addDivision(store::TournamentFile& file, Division next) {
    DivisionsChange added = saveDivisions(file, 0, [&](std::vector<Division>& divisions) {
        if (Refusal r = teamEventRefusal(file))
            return r;
        next.id = 0;
        for (const Division& d : divisions)
            next.id = std::max(next.id, d.id);
        ++next.id;
        next.position = static_cast<int>(divisions.size()) + 1;
        divisions.push_back(next);
        return Refusal{};
    });
    added.division = next.id;
    return added;
}

DivisionsChange editDivision(store::TournamentFile& file, int id, Division changed) {
    return saveDivisions(file, id, [&](std::vector<Division>& divisions) {
        const auto it = byId(divisions, id);
        if (it == divisions.end())
            return noSuchDivision(id);
        changed.id = id;
        changed.position = it->position;
        if (changed.awards && !changed.certifies) {
            changed.certifies = gradesClaimed(file, id);
            if (!changed.certifies)
                return Refusal::of(
                    Refusal::Kind::Incomplete,
                    Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\": its players claim no "
                                                        "grade: give the grades it certifies"),
                            it->name()));
        }
        if (id == kFirstDivision && (changed.system != it->system || changed.rounds != it->rounds))
            return Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "the first division's system and rounds are the "
                                            "event's own: change them in the event's settings "
                                            "(tengen-cli settings, stage)")));
        if (id != kFirstDivision && (changed.system != it->system) && file.divisions().hasBegun(id))
            return Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\" has begun: its system stays "
                                                    "as it is"),
                        it->name()));
        *it = changed;
        return Refusal{};
    });
}

DivisionsChange removeDivision(store::TournamentFile& file, int id) {
    return saveDivisions(file, id, [&](std::vector<Division>& divisions) {
        const auto it = byId(divisions, id);
        if (it == divisions.end())
            return noSuchDivision(id);
        if (id == kFirstDivision && divisions.size() > 1)
            return Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "the first division holds the event's own settings: "
                                            "remove the others first, or rename it")));
        const std::map<int, int> counts = file.divisions().playerCounts();
        const auto held = counts.find(id);
        if (id != kFirstDivision && held != counts.end() && held->second > 0)
            return Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\" still has %2 players: move "
                                                    "them to another division first"),
                        it->name(), std::to_string(held->second)));
        if (id == kFirstDivision) {
            // The event alone again: its one division, named after it.
            const TournamentSettings settings = file.settings().get();
            it->nameNative = settings.nameNative;
            it->nameLatin = settings.nameLatin;
            it->tableFirst.reset();
            it->tableLast.reset();
            it->certifies.reset();
            it->awards.reset();
        } else {
            divisions.erase(it);
        }
        return Refusal{};
    });
}

Refusal movePlayers(store::TournamentFile& file, const std::vector<PlayerId>& players, int division,
                    const QString& reason) {
    return inWriteTransaction(file, [&] {
        const std::vector<Division> divisions = file.divisions().all();
        if (std::none_of(divisions.begin(), divisions.end(),
                         [&](const Division& d) { return d.id == division; }))
            return noSuchDivision(division);
        std::vector<Player> moved;
        for (PlayerId id : players) {
            std::optional<Player> p = file.players().find(id);
            if (!p)
                return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"),
                                                std::to_string(id.value())));
            if (p->division == division)
                continue;
            if (reason.trimmed().isEmpty() &&
                (file.divisions().hasBegun(p->division) || file.divisions().hasBegun(division)))
                return Refusal::of(
                    Refusal::Kind::Incomplete,
                    Problem(QT_TRANSLATE_NOOP("tengen",
                                              "%1: the division's round 1 is paired; moving a "
                                              "player now needs the director's reason"),
                            p->displayName()));
            moved.push_back(*p);
        }
        file.divisions().movePlayers(moved, division, reason.trimmed());
        return Refusal{};
    });
}

DivisionsChange applyDivisionProposal(store::TournamentFile& file,
                                      const std::vector<ProposedDivision>& proposal,
                                      const std::optional<AwardTable>& certify) {
    DivisionsChange out;
    const Refusal refusal = inWriteTransaction(file, [&] {
        std::map<PlayerId, Player> registered;
        for (const Player& p : file.players().everyone())
            registered.emplace(p.id, p);
        // A certification group of each group: the grades its players claim.
        const auto certified = [&](Division& d, const ProposedDivision& group) {
            if (!certify)
                return;
            std::optional<GradeBand> band;
            for (PlayerId id : group.players)
                if (const auto p = registered.find(id); p != registered.end())
                    if (const std::optional<Rank> r = p->second.claimedRank()) {
                        const int v = r->amateurScale();
                        band = band ? GradeBand{std::min(band->weakest, v),
                                                std::max(band->strongest, v)}
                                    : GradeBand{v, v};
                    }
            if (band) { // a group without grades certifies nothing
                d.certifies = band;
                d.awards = certify;
            }
        };
        if (file.divisions().hasBegun(kFirstDivision))
            return Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "round 1 is paired: the divisions are made "
                                                    "before it")));
        if (proposal.empty())
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "no players to make divisions of")));
        out = saveDivisions(file, kFirstDivision, [&](std::vector<Division>& divisions) {
            if (divisions.size() > 1)
                return Refusal::refused(Problem(
                    QT_TRANSLATE_NOOP("tengen", "the event has %1 divisions already: divisions "
                                                "are made from the registration only for an "
                                                "event of one"),
                    std::to_string(divisions.size())));
            if (Refusal r = teamEventRefusal(file))
                return r;
            // The first division named as the first group; each other group a division with
            // the event's system and rounds.
            Division& first = divisions.front();
            first.nameNative = proposal.front().nameNative;
            first.nameLatin = proposal.front().nameLatin;
            certified(first, proposal.front());
            for (std::size_t i = 1; i < proposal.size(); ++i) {
                Division d;
                d.id = static_cast<int>(i) + 1;
                d.position = d.id;
                d.nameNative = proposal[i].nameNative;
                d.nameLatin = proposal[i].nameLatin;
                d.system = divisions.front().system;
                d.rounds = divisions.front().rounds;
                certified(d, proposal[i]);
                divisions.push_back(d);
            }
            return Refusal{};
        });
        if (out.refusal)
            return out.refusal;
        for (std::size_t i = 1; i < proposal.size(); ++i) {
            std::vector<Player> players;
            for (PlayerId id : proposal[i].players)
                if (const auto p = registered.find(id); p != registered.end())
                    players.push_back(p->second);
            file.divisions().movePlayers(players, static_cast<int>(i) + 1,
                                         QStringLiteral("made from the registration"));
        }
        return Refusal{};
    });
    if (refusal)
        out.refusal = refusal;
    return out;
}

std::vector<DivisionNow> divisionsNow(const store::TournamentFile& file) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    const std::vector<Division> divisions = file.divisions().all();
    const std::map<int, int> counts = file.divisions().playerCounts();
    std::vector<DivisionNow> out;
    std::vector<int> needed;
    for (const Division& d : divisions) {
        const auto c = counts.find(d.id);
        out.push_back({d, c == counts.end() ? 0 : c->second, {}});
        needed.push_back((out.back().players + 1) / 2);
    }
    const std::vector<DivisionTables> tables = divisionTables(divisions, needed);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].tables = tables[i];
    return out;
}

QString divisionLabel(const Division& d) {
    const QString native = QString::fromStdString(d.nameNative),
                  latin = QString::fromStdString(d.nameLatin);
    if (native.isEmpty() || latin.isEmpty())
        return native + latin;
    return QCoreApplication::translate("tengen", "%1 (%2)", "a division's native and Latin names")
        .arg(native, latin);
}

namespace {
// "少儿组, 公开组 (Open)": the event's divisions as a refusal names them.
QString divisionNames(const std::vector<Division>& divisions) {
    QStringList names;
    for (const Division& d : divisions)
        names << divisionLabel(d);
    return names.join(QStringLiteral(", "));
}
} // namespace

QString eventTitle(const store::TournamentFile& file) {
    const QString event = eventName(file.settings().get());
    if (!file.division())
        return event;
    const std::vector<Division> divisions = file.divisions().all();
    if (divisions.size() < 2)
        return event;
    for (const Division& d : divisions)
        if (d.id == *file.division())
            return QCoreApplication::translate("tengen", "%1 · %2", "the event, its division")
                .arg(event, QString::fromStdString(d.name()));
    return event;
}

Refusal divisionNamed(const store::TournamentFile& file, const QString& name, int& id) {
    std::vector<Division> divisions;
    if (const Refusal failed = guarded([&] { divisions = file.divisions().all(); }))
        return failed;
    const Division* d = findDivision(divisions, name.trimmed().toStdString());
    if (!d)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "the event has no division “%1” (its divisions: "
                                                "%2)"),
                    problemArg(name), problemArg(divisionNames(divisions))));
    id = d->id;
    return {};
}

Refusal workInDivision(store::TournamentFile& file, const QString& name) {
    int id = 0;
    if (const Refusal r = divisionNamed(file, name, id))
        return r;
    file.setDivision(id);
    return {};
}

Refusal needsOneDivision(const store::TournamentFile& file) {
    if (file.division())
        return {};
    std::vector<Division> divisions;
    if (const Refusal failed = guarded([&] { divisions = file.divisions().all(); }))
        return failed;
    if (divisions.size() <= 1)
        return {};
    return Refusal::invalid(Problem(
        QT_TRANSLATE_NOOP("tengen", "the event has %1 divisions: say which one (%2)"),
        problemArg(static_cast<int>(divisions.size())), problemArg(divisionNames(divisions))));
}

DivisionPlace divisionPlace(const store::TournamentFile& file) {
    DivisionPlace place;
    place.refusal = needsOneDivision(file);
    if (place.refusal)
        return place;
    place.refusal = guarded([&] {
        const std::vector<DivisionNow> now = divisionsNow(file);
        place.divided = now.size() > 1;
        const int id = file.roundsDivision();
        const auto it = std::find_if(now.begin(), now.end(),
                                     [&](const DivisionNow& d) { return d.division.id == id; });
        if (it == now.end())
            refuse(Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP("tengen", "the event has no division %1"), problemArg(id))));
        place.division = it->division;
        place.tables = it->tables;
        place.ownRange = it->division.tableFirst.has_value();
        if (id != kFirstDivision && place.division.system != StageFormat::McMahon &&
            place.division.system != StageFormat::Swiss)
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "%1 plays %2: a division after the first is paired as McMahon "
                                  "or Swiss for now (a round robin, groups or a knockout is the "
                                  "first division's, or an event of its own)"),
                problemArg(QString::fromStdString(place.division.name())),
                std::string(stageFormatId(place.division.system)))));
    });
    return place;
}

void placeOnDivisionTables(const store::TournamentFile& file, RoundNo round,
                           std::vector<Game>& games) {
    placeOnDivisionTables(file, divisionPlace(file), round, games);
}

void placeOnDivisionTables(const store::TournamentFile& file, const DivisionPlace& place,
                           RoundNo round, std::vector<Game>& games) {
    if (place.refusal)
        refuse(place.refusal);
    if (!place.divided || games.empty())
        return;
    int highest = 0;
    for (const Game& g : games)
        highest = std::max(highest, g.table);
    const int first = place.tables.first;
    const int last = first + highest - 1;
    const QString name = QString::fromStdString(place.division.name());
    if (place.ownRange && last > place.tables.last)
        refuse(Refusal::refused(Problem(
            QT_TRANSLATE_NOOP("tengen", "round %1 of %2 needs %3 tables, and its tables are "
                                        "%4: give it more (division edit --tables)"),
            problemArg(round), problemArg(name), problemArg(highest),
            problemArg(QStringLiteral("%1–%2").arg(first).arg(place.tables.last)))));
    if (last > kMaxTable)
        refuse(Refusal::refused(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 of %2 would need table %3; the "
                                                "event's tables go up to %4"),
                    problemArg(round), problemArg(name), problemArg(last), problemArg(kMaxTable))));
    std::vector<Game> others;
    {
        const store::WholeEvent event(file);
        others = file.rounds().games(round);
    }
    for (const Game& o : others)
        if (o.table >= first && o.table <= last)
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "round %1 of %2 would be played at tables %3, and table %4 "
                                  "has another division's game in round %1 (the tables moved as "
                                  "players were added): give %2 tables of its own (division edit "
                                  "--tables)"),
                problemArg(round), problemArg(name),
                problemArg(QStringLiteral("%1–%2").arg(first).arg(last)), problemArg(o.table))));
    for (Game& g : games)
        g.table += first - 1;
}

} // namespace tengen
