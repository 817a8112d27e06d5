#include "tournament_document.h"

#include "actions/rounds.h"
#include "actions/settings_actions.h"

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
                std::function<void(const store::StoreError&)> refused)
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
        try {
            fn();
        } catch (const store::StoreError& e) {
            setObsolete(true);
            refused_(e);
        }
    }
    std::function<void()> redo_, undo_;
    std::function<void(const store::StoreError&)> refused_;
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
    try {
        seen_ = file_->revisions();
    } catch (const store::StoreError&) {
    }
    emit settingsChanged();
    emit playersReloaded();
    emit roundsReloaded();
}

void TournamentDocument::pushCommand(const QString& text, std::function<void()> redo,
                                     std::function<void()> undo) {
    undo_.push(
        new FileCommand(text, std::move(redo), std::move(undo), [this](const store::StoreError& e) {
            refreshAfterRefusal(Refusal::fromStore(e));
            emit operationFailed(e.message());
        }));
}

RegisterOutcome TournamentDocument::registerPlayer(const Player& p, bool duplicateConfirmed) {
    RegisterOutcome out = tengen::registerPlayer(*file_, p, duplicateConfirmed);
    if (!out.refusal.done()) {
        refreshAfterRefusal(out.refusal);
        return out;
    }
    const Player stored = out.stored; // as written, for an undo of exactly this
    emit playerChanged(stored.id);
    pushCommand(
        tr("Add %1").arg(QString::fromStdString(stored.displayName())),
        [this, stored] {
            file_->players().restore(stored);
            emit playerChanged(stored.id);
        },
        [this, stored] {
            file_->players().remove(stored.id, stored);
            emit playerRemoved(stored.id);
        });
    return out;
}

void TournamentDocument::recordPlayers(const std::vector<PlayerChange>& changes,
                                       const QString& text) {
    if (changes.empty())
        return;
    // Undo puts back the fields the user changed, if they still hold what the action wrote.
    const auto write = [this](const std::vector<PlayerChange>& c, bool forward) {
        file_->writeTransaction([&] {
            for (const PlayerChange& change : c)
                forward ? file_->players().update(change.before, change.after)
                        : file_->players().update(change.after, change.before);
        });
        if (c.size() == 1)
            emit playerChanged(c.front().after.id);
        else
            emit playersReloaded();
    };
    if (changes.size() == 1)
        emit playerChanged(changes.front().after.id);
    else
        emit playersReloaded();
    pushCommand(
        text, [write, changes] { write(changes, true); },
        [write, changes] { write(changes, false); });
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
        tr("Delete %1").arg(QString::fromStdString(p.displayName())),
        [this, p] {
            file_->players().remove(p.id, p);
            emit playerRemoved(p.id);
        },
        [this, p] {
            file_->players().restore(p);
            emit playerChanged(p.id);
        });
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
    std::optional<store::SettingsChange> undoSettings, redoSettings;
    if (outcome.settings && outcome.settingsBefore) {
        undoSettings = store::SettingsChange{*outcome.settings, *outcome.settingsBefore};
        redoSettings = store::SettingsChange{*outcome.settingsBefore, *outcome.settings};
    }
    const std::vector<Player> added = outcome.players;
    emit playersReloaded();
    if (outcome.settingsApplied)
        emit settingsChanged();
    if (!outcome.ids.empty() || outcome.settingsApplied)
        emit roundsReloaded(); // an OpenGotha file brings its rounds
    pushCommand(
        tr("Import %1").arg(QFileInfo(request.path).fileName()),
        [this, added, redoSettings] {
            file_->players().restoreMany(added, redoSettings);
            emit playersReloaded();
            if (redoSettings)
                emit settingsChanged();
        },
        [this, added, undoSettings] {
            file_->players().removeMany(added, undoSettings);
            emit playersReloaded();
            if (undoSettings)
                emit settingsChanged();
        });
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
    pushCommand(
        tr("Tournament settings"),
        [this, before, after] {
            file_->settings().save(before, after);
            emit settingsChanged();
        },
        [this, before, after] {
            file_->settings().save(after, before);
            emit settingsChanged();
        });
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
    pushCommand(
        tr("Pairing settings"),
        [this, before, after, system, reason] {
            file_->settings().changePairing(before, after, reason, system);
            emit settingsChanged();
        },
        [this, before, after, systemBefore, reason] {
            file_->settings().changePairing(after, before, tr("undo: %1").arg(reason),
                                            systemBefore);
            emit settingsChanged();
        });
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
    const store::RoundState seen = edit.before, after = edit.after;
    emit roundChanged(round);
    pushCommand(
        text,
        [this, round, seen, after] {
            file_->rounds().save(round, after.games, after.byes, QStringLiteral("round.edit"),
                                 {seen, {}});
            emit roundChanged(round);
        },
        [this, round, seen, after] {
            file_->rounds().save(round, seen.games, seen.byes, QStringLiteral("round.undo"),
                                 {after, {}});
            emit roundChanged(round);
        });
    return edit;
}

Refusal TournamentDocument::pairRound(RoundNo round) {
    store::RoundState paired;
    try {
        pairRoundInFile(*file_, round, &paired);
    } catch (const store::StoreError& e) {
        const Refusal r = Refusal::fromStore(e);
        refreshAfterRefusal(r);
        return r;
    }
    emit roundChanged(round);
    // Undo unpairs only a round still as it was paired: not after results were entered. Redo
    // puts the pairing back only if nothing it was made from changed since the undo.
    auto unpairedAt = std::make_shared<store::Revisions>();
    pushCommand(
        tr("Pair round %1").arg(round),
        [this, round, paired, unpairedAt] {
            file_->rounds().save(round, paired.games, paired.byes, QStringLiteral("round.pair"),
                                 {store::RoundState{}, *unpairedAt});
            emit roundChanged(round);
        },
        [this, round, paired, unpairedAt] {
            *unpairedAt =
                file_->rounds().save(round, {}, {}, QStringLiteral("round.undo"), {paired, {}});
            emit roundChanged(round);
        });
    return {};
}

ResultOutcome TournamentDocument::enterResult(const ResultRequest& request) {
    ResultOutcome out = tengen::enterResult(*file_, request);
    if (!out.refusal.done()) {
        refreshAfterRefusal(out.refusal);
        return out;
    }
    const Game seen = out.before, after = out.after;
    emit roundChanged(after.round);
    // Undo puts the whole game back (colours too, when the result brought them), if the game
    // is still as this result left it.
    pushCommand(
        tr("Result of table %1").arg(after.table),
        [this, seen, after] {
            file_->rounds().restoreGame(after, seen);
            emit roundChanged(after.round);
        },
        [this, seen, after] {
            file_->rounds().restoreGame(seen, after);
            emit roundChanged(seen.round);
        });
    return out;
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
    try {
        const store::ColourRound drawn = drawColoursInFile(*file_, round, method, seed);
        if (header)
            *header = drawn;
        emit roundChanged(round);
        return {};
    } catch (const store::StoreError& e) {
        const Refusal r = Refusal::fromStore(e);
        refreshAfterRefusal(r);
        return r;
    }
}

} // namespace tengen::gui
