#include "tournament_document.h"

#include "actions/divisions.h"

#include "actions/stage_actions.h"
#include "actions/stages.h"

#include "actions/rounds.h"
#include "actions/settings_actions.h"
#include "actions/undo.h"

#include <QFileInfo>

#include <QUndoCommand>
#include <algorithm>
#include <functional>
#include <memory>

namespace tengen::gui {

namespace {

// A change already made in the file; redo() re-applies it, undo() reverts it. The first redo()
// that QUndoStack::push calls is skipped, since the change happened before the push. Each
// direction checks in the file that the world is still as this command left it; when the file
// refuses (another program changed it since), the command is made obsolete, so QUndoStack
// drops it and the stack stays in step with the file.
class FileCommand : public QUndoCommand {
  public:
    FileCommand(const QString& text, std::function<void()> redoFn, std::function<void()> undoFn,
                std::function<void(const Refusal&)> refused)
        : QUndoCommand(text), redo_(std::move(redoFn)), undo_(std::move(undoFn)),
          refused_(std::move(refused)) {}
    void redo() override {
        if (first_) {
            first_ = false;
            return;
        }
        guarded(redo_);
    }
    void undo() override { guarded(undo_); }

  private:
    void guarded(const std::function<void()>& fn) {
        if (const Refusal r = tengen::guarded(fn)) { // a store failure, or a rule met undoing
            setObsolete(true);
            refused_(r);
        }
    }
    std::function<void()> redo_, undo_;
    std::function<void(const Refusal&)> refused_;
    bool first_ = true;
};

} // namespace

TournamentDocument::TournamentDocument(std::unique_ptr<store::TournamentFile> file, QObject* parent)
    : QObject(parent), file_(std::move(file)) {
    seen_ = file_->revisions();
    file_->changedElsewhere(); // the first call only learns the file's data version
    poll_.setInterval(250);
    // On a server, another desk's commit is announced (LISTEN/NOTIFY) and shown at once; the
    // poll stays as a net for an announcement missed while the connection was being reopened.
    if (file_->listenForChanges([this] { checkForChanges(); }))
        poll_.setInterval(1000);
    connect(&poll_, &QTimer::timeout, this, &TournamentDocument::checkForChanges);
    poll_.start();
}

TournamentDocument::~TournamentDocument() = default;

void TournamentDocument::checkForChanges() {
    try {
        // A change noticed but not read yet (the read failed) is asked for again.
        if (!file_->changedElsewhere() && !recheck_)
            return;
        recheck_ = true;
        const store::Revisions now = file_->revisions();
        recheck_ = false;
        const store::Revisions before = seen_;
        seen_ = now;
        if (now.settings != before.settings)
            emit settingsChanged();
        if (now.players != before.players)
            emit playersReloaded();
        if (now.rounds != before.rounds)
            emit roundsReloaded();
        if (now.clocks != before.clocks)
            emit clocksChanged();
    } catch (const store::StoreError&) {
        // A busy or failing disk: the next poll asks again.
    }
}

void TournamentDocument::refreshAfterRefusal(const Refusal& r) {
    if (r.kind != Refusal::Kind::Store || r.storeKind != store::StoreError::Kind::Conflict)
        return;
    // The file holds something this desk has not shown yet: show it now.
    attemptRead([&] { seen_ = file_->revisions(); });
    emit settingsChanged();
    emit playersReloaded();
    emit roundsReloaded();
}

void TournamentDocument::pushCommand(const QString& text, const Undoable& change,
                                     std::function<void()> redone, std::function<void()> undone) {
    // Undone and redone in the division it was done in (#47), whichever the desk shows then.
    const std::optional<int> division = file_->division();
    undo_.push(new FileCommand(
        text,
        [this, redo = change.redo, redone, division] {
            {
                const store::InDivision in(*file_, division);
                redo(*file_);
            }
            redone();
        },
        [this, undo = change.undo, undone, division] {
            {
                const store::InDivision in(*file_, division);
                undo(*file_);
            }
            undone();
        },
        [this](const Refusal& r) {
            refreshAfterRefusal(r);
            emit operationFailed(toText(r));
        }));
}

Refusal TournamentDocument::moveToDivision(const std::vector<Player>& players, int division,
                                           const QString& reason) {
    std::vector<PlayerId> ids;
    for (const Player& p : players)
        ids.push_back(p.id);
    const Refusal r = movePlayers(*file_, ids, division, reason);
    if (r) {
        refreshAfterRefusal(r);
        return r;
    }
    emit playersReloaded();
    return r;
}

void TournamentDocument::setDivision(std::optional<int> division) {
    if (file_->division() == division)
        return;
    file_->setDivision(division);
    emit divisionChanged();
    emit playersReloaded();
    emit roundsReloaded();
    emit settingsChanged();
}

RegisterOutcome TournamentDocument::registerPlayer(const Player& given, bool duplicateConfirmed) {
    Player p = given;
    if (const std::optional<int> division = file_->division())
        p.division = *division; // registered at the desk of a division: in it
    RegisterOutcome out = tengen::registerPlayer(*file_, p, duplicateConfirmed);
    if (!out.refusal.done()) {
        refreshAfterRefusal(out.refusal);
        return out;
    }
    const Player stored = out.stored; // as written, for an undo of exactly this
    emit playerChanged(stored.id);
    pushCommand(
        tr("Add %1").arg(QString::fromStdString(stored.displayName())), registrationUndo(stored),
        [this, id = stored.id] { emit playerChanged(id); },
        [this, id = stored.id] { emit playerRemoved(id); });
    return out;
}

void TournamentDocument::recordPlayers(const std::vector<PlayerChange>& changes,
                                       const QString& text) {
    if (changes.empty())
        return;
    const auto shown = [this, one = changes.size() == 1, id = changes.front().after.id] {
        if (one)
            emit playerChanged(id);
        else
            emit playersReloaded();
    };
    shown();
    pushCommand(text, playersUndo(changes), shown, shown);
}

Refusal TournamentDocument::editPlayer(Player before, Player after) {
    const PlayersOutcome out = tengen::editPlayer(*file_, before, after);
    refreshAfterRefusal(out.refusal);
    recordPlayers(out.changes, tr("Edit %1").arg(QString::fromStdString(after.displayName())));
    return out.refusal;
}

Refusal TournamentDocument::deletePlayer(Player p) {
    const Refusal r = deleteRegistration(*file_, p);
    if (!r.done()) {
        refreshAfterRefusal(r);
        return r;
    }
    emit playerRemoved(p.id);
    pushCommand(
        tr("Delete %1").arg(QString::fromStdString(p.displayName())), deletionUndo(p),
        [this, id = p.id] { emit playerRemoved(id); },
        [this, id = p.id] { emit playerChanged(id); });
    return r;
}

Refusal TournamentDocument::setWithdrawn(Player p, bool withdrawn) {
    const PlayersOutcome out = tengen::setWithdrawn(*file_, p, withdrawn);
    refreshAfterRefusal(out.refusal);
    recordPlayers(out.changes, (withdrawn ? tr("Withdraw %1") : tr("Reinstate %1"))
                                   .arg(QString::fromStdString(p.displayName())));
    return out.refusal;
}

Refusal TournamentDocument::setParticipation(std::vector<Player> players, RoundParticipation r) {
    if (players.empty())
        return {};
    const PlayersOutcome out = tengen::setParticipation(*file_, players, r);
    refreshAfterRefusal(out.refusal);
    const bool checkIn = r.checkedInAt.has_value();
    const int n = static_cast<int>(players.size());
    const QString text = n == 1 ? (checkIn ? tr("Check in %2 for round %1") : tr("Round %1: %2"))
                                      .arg(r.round)
                                      .arg(QString::fromStdString(players.front().displayName()))
                                : (checkIn ? tr("Check in %n player(s) for round %1", "", n)
                                           : tr("Round %1: %n player(s)", "", n))
                                      .arg(r.round);
    recordPlayers(out.changes, text);
    return out.refusal;
}

Refusal TournamentDocument::makeFinal(std::vector<Player> players) {
    const PlayersOutcome out = tengen::makeFinal(*file_, players);
    refreshAfterRefusal(out.refusal);
    recordPlayers(out.changes,
                  tr("Make %n registration(s) final", "", static_cast<int>(out.changes.size())));
    return out.refusal;
}

Refusal TournamentDocument::changePlayers(const std::vector<PlayerChange>& changes,
                                          const QString& text) {
    const PlayersOutcome out = tengen::changePlayers(*file_, changes);
    refreshAfterRefusal(out.refusal);
    recordPlayers(out.changes, text);
    return out.refusal;
}

ImportResult TournamentDocument::importPlayers(const ImportRequest& request) {
    // What the import found and wrote, read in its own transaction: an undo takes back exactly
    // this import, and is refused if another program changed any of it since.
    ImportResult result = tengen::importPlayers(*file_, request);
    if (!result.refusal.done()) {
        refreshAfterRefusal(result.refusal);
        return result;
    }
    const store::ImportOutcome& outcome = result.outcome;
    emit playersReloaded();
    if (outcome.settingsApplied)
        emit settingsChanged();
    if (!outcome.ids.empty() || outcome.settingsApplied)
        emit roundsReloaded(); // an OpenGotha file brings its rounds
    const auto shown = [this, settings = outcome.settings && outcome.settingsBefore] {
        emit playersReloaded();
        if (settings)
            emit settingsChanged();
    };
    pushCommand(tr("Import %1").arg(QFileInfo(request.path).fileName()), importUndo(outcome), shown,
                shown);
    return result;
}

Refusal TournamentDocument::saveSettings(const TournamentSettings& before,
                                         const TournamentSettings& after) {
    if (before == after)
        return {};
    const Refusal r = changeTournamentSettings(*file_, before, after);
    refreshAfterRefusal(r);
    if (!r.done())
        return r;
    emit settingsChanged();
    const auto shown = [this] { emit settingsChanged(); };
    pushCommand(tr("Tournament settings"), settingsUndo(before, after), shown, shown);
    return r;
}

Refusal TournamentDocument::changePairingSettings(const PairingSettings& before,
                                                  const PairingSettings& wanted,
                                                  PairingSystem system, const QString& reason) {
    PairingSystem systemBefore = system;
    try {
        systemBefore = file_->settings().get().system;
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
    const PairingSettings after = normalisedPairing(wanted);
    if (before == after && system == systemBefore)
        return {};
    const Refusal r = tengen::changePairingSettings(*file_, before, after, system, reason);
    refreshAfterRefusal(r);
    if (!r.done())
        return r;
    emit settingsChanged();
    const auto shown = [this] { emit settingsChanged(); };
    pushCommand(tr("Pairing settings"),
                pairingSettingsUndo(before, after, systemBefore, system, reason,
                                    tr("undo: %1").arg(reason)),
                shown, shown);
    return r;
}

RoundEdit
TournamentDocument::editRound(RoundNo round, const QString& text,
                              const std::function<RoundEdit(store::TournamentFile&)>& action) {
    RoundEdit edit = action(*file_);
    if (!edit.refusal.done()) {
        refreshAfterRefusal(edit.refusal);
        return edit;
    }
    emit roundChanged(round);
    const auto shown = [this, round] { emit roundChanged(round); };
    pushCommand(text, roundEditUndo(round, edit.before, edit.after), shown, shown);
    return edit;
}

Refusal TournamentDocument::pairRound(RoundNo round) {
    const PairedRound done = pairRoundInFile(*file_, round);
    if (done.refusal) {
        refreshAfterRefusal(done.refusal);
        return done.refusal;
    }
    const store::RoundState& paired = done.stored;
    emit roundChanged(round);
    const auto shown = [this, round] { emit roundChanged(round); };
    pushCommand(tr("Pair round %1").arg(round), pairingUndo(round, paired), shown, shown);
    return {};
}

TeamOutcome TournamentDocument::addTeam(const Team& team) {
    TeamOutcome out = tengen::addTeam(*file_, team);
    refreshAfterRefusal(out.refusal);
    if (!out.refusal.done())
        return out;
    emit teamsChanged();
    const auto shown = [this] { emit teamsChanged(); };
    pushCommand(tr("Add team %1").arg(QString::fromStdString(out.stored.displayName())),
                teamAddUndo(out.stored), shown, shown);
    return out;
}

TeamsFromClubs TournamentDocument::makeTeamsFromClubs(int reserves, const QStringList& suffixes) {
    TeamsFromClubs out = tengen::makeTeamsFromClubs(*file_, reserves, suffixes);
    refreshAfterRefusal(out.refusal);
    if (!out.refusal.done() || out.teams.empty())
        return out;
    emit teamsChanged();
    const auto shown = [this] { emit teamsChanged(); };
    pushCommand(tr("Teams from clubs (%n team(s))", "", static_cast<int>(out.teams.size())),
                teamsAddUndo(out.teams), shown, shown);
    return out;
}

TeamOutcome TournamentDocument::editTeam(Team seen, Team wanted) {
    TeamOutcome out = tengen::editTeam(*file_, seen, wanted);
    refreshAfterRefusal(out.refusal);
    if (!out.refusal.done())
        return out;
    emit teamsChanged();
    const auto shown = [this] { emit teamsChanged(); };
    pushCommand(tr("Edit team %1").arg(QString::fromStdString(out.stored.displayName())),
                teamEditUndo(seen, out.stored), shown, shown);
    return out;
}

Refusal TournamentDocument::removeTeam(Team seen) {
    const Refusal r = tengen::removeTeam(*file_, seen);
    refreshAfterRefusal(r);
    if (!r.done())
        return r;
    emit teamsChanged();
    const auto shown = [this] { emit teamsChanged(); };
    pushCommand(tr("Remove team %1").arg(QString::fromStdString(seen.displayName())),
                teamRemoveUndo(seen), shown, shown);
    return r;
}

Refusal TournamentDocument::setTeamLineup(RoundNo round, TeamId team, std::vector<PlayerId> lineup,
                                          std::vector<PlayerId> seen) {
    const Refusal r = tengen::setTeamLineup(*file_, round, team, lineup, seen);
    refreshAfterRefusal(r);
    if (!r.done())
        return r;
    emit teamsChanged();
    const auto shown = [this] { emit teamsChanged(); };
    pushCommand(tr("Line-up for round %1").arg(round), lineupUndo(round, team, seen, lineup), shown,
                shown);
    return r;
}

TeamPairingOutcome TournamentDocument::pairTeamRound(RoundNo round) {
    TeamPairingOutcome out = tengen::pairTeamRound(*file_, round);
    refreshAfterRefusal(out.refusal);
    if (!out.refusal.done())
        return out;
    emit roundChanged(round);
    const auto shown = [this, round] { emit roundChanged(round); };
    pushCommand(tr("Pair round %1").arg(round), teamPairingUndo(round, out.round, out.games), shown,
                shown);
    return out;
}

TeamPairingOutcome TournamentDocument::pairTeamsByHand(RoundNo round, TeamId home, TeamId away,
                                                       bool allowRematch) {
    TeamPairingOutcome out = tengen::pairTeamsByHand(*file_, round, home, away, allowRematch);
    refreshAfterRefusal(out.refusal);
    if (!out.refusal.done())
        return out;
    emit roundChanged(round);
    const auto shown = [this, round] { emit roundChanged(round); };
    pushCommand(tr("Match by hand in round %1").arg(round),
                teamMatchUndo(round, out.before, out.gamesBefore, out.round, out.games), shown,
                shown);
    return out;
}

Refusal TournamentDocument::forfeitTeam(RoundNo round, TeamId team, const QString& reason) {
    const Refusal r = tengen::forfeitTeam(*file_, round, team, reason);
    refreshAfterRefusal(r);
    if (r.done())
        emit roundChanged(round);
    return r;
}

ResultOutcome TournamentDocument::enterResult(const ResultRequest& request) {
    ResultOutcome out = tengen::enterResult(*file_, request);
    if (!out.refusal.done()) {
        refreshAfterRefusal(out.refusal);
        return out;
    }
    emit roundChanged(out.after.round);
    if (out.notAdvanced) // the result stands; why the bracket did not go on is said
        emit operationFailed(
            tr("The knockout's next round is not paired: %1").arg(toText(out.notAdvanced)));
    const auto shown = [this, round = out.after.round] { emit roundChanged(round); };
    if (out.advanced) { // the knockout's next round, paired by the result: one step with it
        const auto both = [this, round = out.after.round, next = *out.advanced] {
            emit roundChanged(round);
            emit roundChanged(next);
        };
        emit roundChanged(*out.advanced);
        pushCommand(tr("Result of table %1").arg(out.after.table),
                    knockoutResultUndo(out.before, out.after, *out.advanced, out.advancedRound),
                    both, both);
        return out;
    }
    pushCommand(tr("Result of table %1").arg(out.after.table), resultUndo(out.before, out.after),
                shown, shown);
    return out;
}

Refusal TournamentDocument::addStage(const Stage& next) {
    const StagesChange added = tengen::addStage(*file_, next);
    if (added.refusal) {
        refreshAfterRefusal(added.refusal);
        return added.refusal;
    }
    const auto shown = [this] { emit settingsChanged(); }; // the rounds a desk offers
    shown();
    pushCommand(tr("Add %1").arg(stageTitle(added.after.back())),
                stagesUndo(added.before, added.after), shown, shown);
    return {};
}

Refusal TournamentDocument::removeLastStage() {
    const StagesChange removed = tengen::removeStage(*file_);
    if (removed.refusal) {
        refreshAfterRefusal(removed.refusal);
        return removed.refusal;
    }
    const auto shown = [this] { emit settingsChanged(); };
    shown();
    pushCommand(tr("Remove %1").arg(stageTitle(removed.before.back())),
                stagesUndo(removed.before, removed.after), shown, shown);
    return {};
}

Refusal TournamentDocument::placeStage(int stage) {
    std::vector<Stage> before;
    if (const Refusal failed = guarded([&] { before = file_->stages().all(); })) {
        refreshAfterRefusal(failed);
        return failed;
    }
    const StagePlacement placed = tengen::placeStage(*file_, stage);
    if (placed.refusal) {
        refreshAfterRefusal(placed.refusal);
        return placed.refusal;
    }
    const auto shown = [this] {
        emit settingsChanged(); // the stage's rounds are known now
        emit roundsReloaded();
    };
    shown();
    pushCommand(tr("Place the players of %1").arg(stageTitle(placed.stage)),
                placementUndo(stage, placed.stage.seed, before), shown, shown);
    return {};
}

Refusal TournamentDocument::unplaceStage(int stage) {
    std::optional<Stage> placed;
    if (const Refusal failed = guarded([&] {
            const std::vector<Stage> stages = eventStages(*file_);
            if (stage >= 1 && stage <= static_cast<int>(stages.size()))
                placed = stages[static_cast<std::size_t>(stage - 1)];
        })) {
        refreshAfterRefusal(failed);
        return failed;
    }
    if (const Refusal r = tengen::unplaceStage(*file_, stage)) {
        refreshAfterRefusal(r);
        return r;
    }
    const auto shown = [this] {
        emit settingsChanged();
        emit roundsReloaded();
    };
    shown();
    // Undone by placing them again from the seed they were drawn with.
    Undoable placing = placementUndo(stage, placed ? placed->seed : std::string(), {});
    std::swap(placing.redo, placing.undo);
    pushCommand(tr("Take back the places of %1").arg(placed ? stageTitle(*placed) : QString()),
                placing, shown, shown);
    return {};
}

Refusal TournamentDocument::decideKnockout(RoundNo round, TableNo table, PlayerId winner,
                                           const QString& reason) {
    const KnockoutDecisionOutcome out =
        tengen::decideKnockout(*file_, round, table, winner, reason);
    if (out.refusal) {
        refreshAfterRefusal(out.refusal);
        return out.refusal;
    }
    if (out.notAdvanced) // the decision stands; why the bracket did not go on is said
        emit operationFailed(
            tr("The knockout's next round is not paired: %1").arg(toText(out.notAdvanced)));
    const std::optional<RoundNo> next = out.advanced;
    const auto shown = [this, round, next] {
        emit roundChanged(round);
        if (next)
            emit roundChanged(*next);
    };
    shown();
    pushCommand(tr("Referee's decision at table %1").arg(table.value()),
                knockoutDecisionUndo(out.decision, next, out.paired), shown, shown);
    return {};
}

Refusal TournamentDocument::recordNigiri(RoundNo round, TableNo table, PlayerId holder,
                                         bool guessOdd, int stones, const QString& reason,
                                         ColourOutcome* outcome) {
    const Refusal r =
        tengen::recordNigiri(*file_, round, table, holder, guessOdd, stones, reason, outcome);
    refreshAfterRefusal(r);
    if (r.done())
        emit roundChanged(round);
    return r;
}

Refusal TournamentDocument::drawColours(RoundNo round, ColourMethod method, const Seed& seed,
                                        store::ColourRound* header) {
    const ColourDraw drawn = drawColoursInFile(*file_, round, method, seed);
    if (drawn.refusal) {
        refreshAfterRefusal(drawn.refusal);
        return drawn.refusal;
    }
    if (header)
        *header = drawn.header;
    emit roundChanged(round);
    return {};
}

} // namespace tengen::gui
