#include "undo.h"

#include "actions/settings_actions.h"
#include "actions/stage_actions.h"

#include <memory>

namespace tengen {

Undoable registrationUndo(const Player& stored) {
    return {[stored](store::TournamentFile& f) { f.players().restore(stored); },
            [stored](store::TournamentFile& f) { f.players().remove(stored.id, stored); }};
}

Undoable deletionUndo(const Player& deleted) {
    Undoable u = registrationUndo(deleted);
    std::swap(u.redo, u.undo);
    return u;
}

Undoable playersUndo(const std::vector<PlayerChange>& changes) {
    const auto write = [changes](store::TournamentFile& f, bool forward) {
        f.writeTransaction([&] {
            for (const PlayerChange& change : changes)
                forward ? f.players().update(change.before, change.after)
                        : f.players().update(change.after, change.before);
        });
    };
    return {[write](store::TournamentFile& f) { write(f, true); },
            [write](store::TournamentFile& f) { write(f, false); }};
}

Undoable importUndo(const store::ImportOutcome& outcome) {
    std::optional<store::SettingsChange> undoSettings, redoSettings;
    if (outcome.settings && outcome.settingsBefore) {
        undoSettings = store::SettingsChange{*outcome.settings, *outcome.settingsBefore};
        redoSettings = store::SettingsChange{*outcome.settingsBefore, *outcome.settings};
    }
    const std::vector<Player> added = outcome.players;
    const std::vector<Team> teams = outcome.teams; // the file's teams go and come with it
    return {[added, teams, redoSettings](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    f.players().restoreMany(added, redoSettings);
                    for (const Team& t : teams)
                        f.teams().restore(t);
                });
            },
            [added, teams, undoSettings](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    for (auto t = teams.rbegin(); t != teams.rend(); ++t)
                        f.teams().remove(*t);
                    f.players().removeMany(added, undoSettings);
                });
            }};
}

Undoable settingsUndo(const TournamentSettings& before, const TournamentSettings& after) {
    return {[before, after](store::TournamentFile& f) { saveSettingsChecked(f, before, after); },
            [before, after](store::TournamentFile& f) { saveSettingsChecked(f, after, before); }};
}

Undoable pairingSettingsUndo(const PairingSettings& before, const PairingSettings& after,
                             PairingSystem systemBefore, PairingSystem system,
                             const QString& reason, const QString& undoReason) {
    return {[=](store::TournamentFile& f) {
                f.settings().changePairing(before, after, reason, system);
            },
            [=](store::TournamentFile& f) {
                f.settings().changePairing(after, before, undoReason, systemBefore);
            }};
}

Undoable roundEditUndo(RoundNo round, const store::RoundState& seen,
                       const store::RoundState& after) {
    return {[=](store::TournamentFile& f) {
                f.rounds().save(round, after.games, after.byes, QStringLiteral("round.edit"),
                                {seen, {}});
            },
            [=](store::TournamentFile& f) {
                f.rounds().save(round, seen.games, seen.byes, QStringLiteral("round.undo"),
                                {after, {}});
            }};
}

Undoable teamAddUndo(const Team& stored) {
    return {[stored](store::TournamentFile& f) { f.teams().restore(stored); },
            [stored](store::TournamentFile& f) { f.teams().remove(stored); }};
}

Undoable teamsAddUndo(const std::vector<Team>& stored) {
    return {[stored](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    for (const Team& t : stored)
                        f.teams().restore(t);
                });
            },
            [stored](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    for (auto t = stored.rbegin(); t != stored.rend(); ++t)
                        f.teams().remove(*t);
                });
            }};
}

Undoable teamEditUndo(const Team& before, const Team& after) {
    return {[=](store::TournamentFile& f) { f.teams().update(before, after); },
            [=](store::TournamentFile& f) { f.teams().update(after, before); }};
}

Undoable teamRemoveUndo(const Team& removed) {
    return {[removed](store::TournamentFile& f) { f.teams().remove(removed); },
            [removed](store::TournamentFile& f) { f.teams().restore(removed); }};
}

Undoable lineupUndo(RoundNo round, TeamId team, const std::vector<PlayerId>& before,
                    const std::vector<PlayerId>& after) {
    return {
        [=](store::TournamentFile& f) { f.teamRounds().setLineup(round, team, after, before); },
        [=](store::TournamentFile& f) { f.teamRounds().setLineup(round, team, before, after); }};
}

Undoable teamPairingUndo(RoundNo round, const TeamRound& paired, const std::vector<Game>& games) {
    const store::RoundState state = store::RoundState::ordered(games, {});
    return {[=](store::TournamentFile& f) {
                f.teamRounds().save(round, paired, games, QStringLiteral("team.pair"),
                                    {store::RoundState{}, {}});
            },
            [=](store::TournamentFile& f) {
                f.rounds().save(round, {}, {}, QStringLiteral("round.undo"), {state, {}});
            }};
}

Undoable teamMatchUndo(RoundNo round, const TeamRound& before, const std::vector<Game>& gamesBefore,
                       const TeamRound& after, const std::vector<Game>& gamesAfter) {
    const store::RoundState stateBefore = store::RoundState::ordered(gamesBefore, {});
    const store::RoundState stateAfter = store::RoundState::ordered(gamesAfter, {});
    return {[=](store::TournamentFile& f) {
                f.teamRounds().save(round, after, gamesAfter, QStringLiteral("team.pair-by-hand"),
                                    {stateBefore, {}});
            },
            [=](store::TournamentFile& f) {
                f.teamRounds().save(round, before, gamesBefore, QStringLiteral("round.undo"),
                                    {stateAfter, {}});
            }};
}

Undoable pairingUndo(RoundNo round, const store::RoundState& paired) {
    // What the file's revisions were when the undo unpaired the round: a redo pairs again only
    // from there.
    auto unpairedAt = std::make_shared<store::Revisions>();
    return {[=](store::TournamentFile& f) {
                f.rounds().save(round, paired.games, paired.byes, QStringLiteral("round.pair"),
                                {store::RoundState{}, *unpairedAt});
            },
            [=](store::TournamentFile& f) {
                *unpairedAt =
                    f.rounds().save(round, {}, {}, QStringLiteral("round.undo"), {paired, {}});
            }};
}

Undoable resultUndo(const Game& seen, const Game& after) {
    return {[=](store::TournamentFile& f) { f.rounds().restoreGame(after, seen); },
            [=](store::TournamentFile& f) { f.rounds().restoreGame(seen, after); }};
}

Undoable stagesUndo(const std::vector<Stage>& before, const std::vector<Stage>& after) {
    return {[=](store::TournamentFile& f) { f.stages().save(before, after); },
            [=](store::TournamentFile& f) { f.stages().save(after, before); }};
}

Undoable placementUndo(int stage, const std::string& seed, const std::vector<Stage>& before) {
    return {[=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    if (const std::vector<Stage> now = f.stages().all();
                        !before.empty() && now != before)
                        f.stages().save(now, before);
                    const StagePlacement again = placeStage(
                        f, stage, seed.empty() ? std::nullopt : std::optional<std::string>(seed));
                    if (again.refusal)
                        refuse(again.refusal);
                });
            },
            [=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    f.stages().unplace(stage);
                    // The stage list as it was (a knockout the groups added goes again).
                    if (const std::vector<Stage> now = f.stages().all();
                        !before.empty() && now != before)
                        f.stages().save(now, before);
                });
            }};
}

Undoable knockoutDecisionUndo(const StageDecision& decision, std::optional<RoundNo> round,
                              const store::RoundState& paired) {
    return {[=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    f.stages().decide(decision);
                    if (round)
                        f.rounds().save(*round, paired.games, paired.byes,
                                        QStringLiteral("round.pair"), {store::RoundState{}, {}});
                });
            },
            [=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    if (round)
                        f.rounds().save(*round, {}, {}, QStringLiteral("round.undo"), {paired, {}});
                    f.stages().undecide(decision);
                });
            }};
}

Undoable knockoutResultUndo(const Game& seen, const Game& after, RoundNo round,
                            const store::RoundState& paired) {
    return {[=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    f.rounds().restoreGame(after, seen);
                    f.rounds().save(round, paired.games, paired.byes, QStringLiteral("round.pair"),
                                    {store::RoundState{}, {}});
                });
            },
            [=](store::TournamentFile& f) {
                f.writeTransaction([&] {
                    f.rounds().save(round, {}, {}, QStringLiteral("round.undo"), {paired, {}});
                    f.rounds().restoreGame(seen, after);
                });
            }};
}

} // namespace tengen
