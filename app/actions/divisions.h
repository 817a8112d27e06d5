#pragma once
// What a director does to an event's divisions (issue #47, docs/divisions.md), the same from
// `tengen-cli division` and the desk: each one transaction, refused with a typed Refusal, each
// rule here once.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/division.h"
#include "tournament/division_proposal.h"
#include "tournament/ids.h"

#include <QString>
#include <vector>

namespace tengen {

// The divisions before and after a change: what the desk's undo puts back.
struct DivisionsChange {
    Refusal refusal;
    std::vector<Division> before, after;
    int division = 0; // the division added or changed
};

// `next` after the event's divisions (its id the next free one). An event without divisions
// is its first division, named after the event, before it. Refused for a team event, and when
// the divisions would break validateDivisions.
DivisionsChange addDivision(store::TournamentFile& file, Division next);
// Division `id` as `changed` says (names, tables; a later division's system and rounds too,
// until its round 1 is paired). The first division's system and rounds are the event's
// (`tengen-cli settings`, the stages): refused here when they differ. A certification group
// given an award table without its grades certifies those its players claim (refused when
// they claim none).
DivisionsChange editDivision(store::TournamentFile& file, int id, Division changed);
// Division `id` taken away: refused while it holds players, and for the first division while
// others remain.
DivisionsChange removeDivision(store::TournamentFile& file, int id);

// `players` moved into division `division`: freely until the round 1 of the division they
// leave or join is paired, later only with the director's `reason` (kept in the journal).
Refusal movePlayers(store::TournamentFile& file, const std::vector<PlayerId>& players, int division,
                    const QString& reason);

// The event divided as `proposal` says (proposeDivisions): its first division named as the
// first group, the others added with the event's system and rounds, every player moved to his
// group. With `certify`, each group with graded players is a certification group of the grades
// its players claim, awarding by that table (refused, naming it, when the table is not of the
// event's rounds). One transaction; refused when the event has divisions already or its round 1
// is paired.
DivisionsChange applyDivisionProposal(store::TournamentFile& file,
                                      const std::vector<ProposedDivision>& proposal,
                                      const std::optional<AwardTable>& certify = std::nullopt);

// Each division as the event stands now: its players (withdrawn ones too) and its tables (a
// division without a range of its own: as many as half its players, at least one, after those
// before it). One read, of the whole event whatever division the file works in.
struct DivisionNow {
    Division division;
    int players = 0;
    DivisionTables tables;
};
std::vector<DivisionNow> divisionsNow(const store::TournamentFile& file);

// The event's name as documents head it, and the division's after it when the file works in
// one division of several: "少儿围棋赛 · 公开组" (an event of one division: its name alone).
QString eventTitle(const store::TournamentFile& file);

// "公开组 (Open)": a division as lists name it, native and Latin (either alone when the other is
// not given).
QString divisionLabel(const Division& d);
// The id of the division named `name` (either name, case-insensitively in Latin, or its id);
// refused (Invalid) naming the event's divisions when it has none of that name.
Refusal divisionNamed(const store::TournamentFile& file, const QString& name, int& id);

// The division named `name` (either name, or its id) worked in from now on
// (TournamentFile::setDivision); refused (Invalid) naming the event's divisions when it has
// none of that name.
Refusal workInDivision(store::TournamentFile& file, const QString& name);
// What works on one division's rounds (pairing, unpairing, the standings of an event of
// several divisions) needs one worked in: refused, naming the divisions, when the event has
// several and none is chosen. `what` is the command's option, for the message.
Refusal needsOneDivision(const store::TournamentFile& file);

// Where the division worked in pairs a round (#47 point 2): its tables in the event. Refused
// when the event has several divisions and none is worked in, and for a later division of a
// system only the first plays for now (a round robin, groups or a knockout: its stages).
struct DivisionPlace {
    Refusal refusal;
    bool divided = false; // the event has several divisions
    Division division;
    DivisionTables tables;
    bool ownRange = false; // the director gave the division its tables
};
DivisionPlace divisionPlace(const store::TournamentFile& file);
// `games` of `round`, paired at tables 1, 2 …, moved to the division's tables (event-wide
// numbers). Refused (thrown, RefusalThrown) when they need more tables than the director gave
// the division, or when another division plays at one of them in `round` (its tables moved
// as players were added: give the division a range of its own).
void placeOnDivisionTables(const store::TournamentFile& file, RoundNo round,
                           std::vector<Game>& games);
// The same at the `place` the caller read already.
void placeOnDivisionTables(const store::TournamentFile& file, const DivisionPlace& place,
                           RoundNo round, std::vector<Game>& games);

} // namespace tengen
