#include "tournament_document.h"

#include "actions/rounds.h"

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

void TournamentDocument::changeFile(const std::function<void()>& change) {
    try {
        change();
    } catch (const store::StoreError& e) {
        refreshAfterRefusal(e);
        throw;
    }
}

void TournamentDocument::refreshAfterRefusal(const store::StoreError& e) {
    if (e.kind() != store::StoreError::Kind::Conflict)
        return;
    // The file holds something this desk has not shown yet: show it now.
    seen_ = file_->revisions();
    emit settingsChanged();
    emit playersReloaded();
    emit roundsReloaded();
}

void TournamentDocument::pushCommand(const QString& text, std::function<void()> redo,
                                     std::function<void()> undo) {
    undo_.push(
        new FileCommand(text, std::move(redo), std::move(undo), [this](const store::StoreError& e) {
            refreshAfterRefusal(e);
            emit operationFailed(e.message());
        }));
}

PlayerId TournamentDocument::addPlayer(const Player& p) {
    Player stored = p;
    stored.id = file_->players().add(p, &stored); // as written, for an undo of exactly this
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
    return stored.id;
}

void TournamentDocument::editPlayer(Player before, Player after) {
    changePlayer(before, after, tr("Edit %1").arg(QString::fromStdString(after.displayName())));
}

void TournamentDocument::changePlayer(Player before, Player after, const QString& text) {
    changeFile([&] { file_->players().update(before, after); });
    emit playerChanged(after.id);
    // Undo puts back the fields the user changed, if they still hold what the user wrote.
    pushCommand(
        text,
        [this, before, after] {
            file_->players().update(before, after);
            emit playerChanged(after.id);
        },
        [this, before, after] {
            file_->players().update(after, before);
            emit playerChanged(before.id);
        });
}

void TournamentDocument::deletePlayer(Player p) {
    changeFile([&] { file_->players().remove(p.id, p); });
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
}

void TournamentDocument::setWithdrawn(Player p, bool withdrawn) {
    Player after = p;
    after.withdrawn = withdrawn;
    changePlayer(p, after,
                 (withdrawn ? tr("Withdraw %1") : tr("Reinstate %1"))
                     .arg(QString::fromStdString(p.displayName())));
}

void TournamentDocument::setParticipation(Player p, RoundParticipation r) {
    Player after = withParticipation(p, r);
    // A player who checks in is here: the registration is final (and paired from now on).
    const bool checkIn = r.checkedInAt.has_value();
    if (checkIn && !p.withdrawn)
        after.status = RegistrationStatus::Final;
    changePlayer(p, after,
                 (checkIn ? tr("Check in %2 for round %1") : tr("Round %1: %2"))
                     .arg(r.round)
                     .arg(QString::fromStdString(p.displayName())));
}

void TournamentDocument::setParticipations(std::vector<Player> players, RoundParticipation r) {
    if (players.size() == 1) {
        setParticipation(players.front(), r);
        return;
    }
    if (players.empty())
        return;
    const bool checkIn = r.checkedInAt.has_value();
    std::vector<std::pair<Player, Player>> changes; // before, after
    for (const Player& p : players) {
        Player after = withParticipation(p, r);
        if (checkIn && !p.withdrawn)
            after.status = RegistrationStatus::Final;
        changes.push_back({p, after});
    }
    const int n = static_cast<int>(changes.size());
    changePlayers(changes, checkIn ? tr("Check in %n player(s) for round %1", "", n).arg(r.round)
                                   : tr("Round %1: %n player(s)", "", n).arg(r.round));
}

void TournamentDocument::makeFinal(std::vector<Player> players) {
    std::vector<std::pair<Player, Player>> changes;
    for (const Player& p : players)
        if (p.status != RegistrationStatus::Final && !p.withdrawn) {
            Player after = p;
            after.status = RegistrationStatus::Final;
            changes.push_back({p, after});
        }
    if (!changes.empty())
        changePlayers(changes,
                      tr("Make %n registration(s) final", "", static_cast<int>(changes.size())));
}

// All or none: another program's change of one of them refuses the whole action.
void TournamentDocument::changePlayers(const std::vector<std::pair<Player, Player>>& changes,
                                       const QString& text) {
    const auto write = [this](const std::vector<std::pair<Player, Player>>& c, bool forward) {
        file_->writeTransaction([&] {
            for (const auto& [before, after] : c)
                forward ? file_->players().update(before, after)
                        : file_->players().update(after, before);
        });
        emit playersReloaded();
    };
    changeFile([&] { write(changes, true); });
    pushCommand(
        text, [write, changes] { write(changes, true); },
        [write, changes] { write(changes, false); });
}

store::ImportOutcome TournamentDocument::importBatch(const store::ImportBatch& batch) {
    // What the import found and wrote, read in its own transaction: an undo takes back exactly
    // this import, and is refused if another program changed any of it since.
    store::ImportOutcome outcome = file_->players().import(batch);
    std::optional<store::SettingsChange> undoSettings, redoSettings;
    if (outcome.settings && outcome.settingsBefore) {
        undoSettings = store::SettingsChange{*outcome.settings, *outcome.settingsBefore};
        redoSettings = store::SettingsChange{*outcome.settingsBefore, *outcome.settings};
    }
    const std::vector<Player> added = outcome.players;
    emit playersReloaded();
    if (outcome.settingsApplied)
        emit settingsChanged();
    pushCommand(
        tr("Import %1").arg(batch.source),
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
    return outcome;
}

void TournamentDocument::saveSettings(const TournamentSettings& before,
                                      const TournamentSettings& after) {
    if (before == after)
        return;
    changeFile([&] { file_->settings().save(before, after); });
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
}

void TournamentDocument::changePairingSettings(const PairingSettings& before,
                                               const PairingSettings& after, PairingSystem system,
                                               const QString& reason) {
    const PairingSystem systemBefore = file_->settings().get().system;
    if (before == after && system == systemBefore)
        return;
    changeFile([&] { file_->settings().changePairing(before, after, reason, system); });
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
}

void TournamentDocument::editRound(int round, store::RoundState seen,
                                   const std::vector<Game>& games, const std::vector<Bye>& byes,
                                   const QString& text) {
    changeFile([&] {
        file_->rounds().save(RoundNo{round}, games, byes, QStringLiteral("round.edit"), {seen, {}});
    });
    const store::RoundState after = store::RoundState::ordered(games, byes); // as written
    emit roundChanged(round);
    pushCommand(
        text,
        [this, round, seen, after] {
            file_->rounds().save(RoundNo{round}, after.games, after.byes,
                                 QStringLiteral("round.edit"), {seen, {}});
            emit roundChanged(round);
        },
        [this, round, seen, after] {
            file_->rounds().save(RoundNo{round}, seen.games, seen.byes,
                                 QStringLiteral("round.undo"), {after, {}});
            emit roundChanged(round);
        });
}

void TournamentDocument::pairRound(int round) {
    store::RoundState paired;
    changeFile([&] { pairRoundInFile(*file_, RoundNo{round}, &paired); });
    emit roundChanged(round);
    // Undo unpairs only a round still as it was paired: not after results were entered. Redo
    // puts the pairing back only if nothing it was made from changed since the undo.
    auto unpairedAt = std::make_shared<store::Revisions>();
    pushCommand(
        tr("Pair round %1").arg(round),
        [this, round, paired, unpairedAt] {
            file_->rounds().save(RoundNo{round}, paired.games, paired.byes,
                                 QStringLiteral("round.pair"), {store::RoundState{}, *unpairedAt});
            emit roundChanged(round);
        },
        [this, round, paired, unpairedAt] {
            *unpairedAt = file_->rounds().save(RoundNo{round}, {}, {}, QStringLiteral("round.undo"),
                                               {paired, {}});
            emit roundChanged(round);
        });
}

void TournamentDocument::setResult(Game seen, GameResult result, bool byForfeit,
                                   const QString& reason, std::optional<PlayerId> black) {
    const int round = seen.round, table = seen.table;
    Game after;
    changeFile([&] {
        after = file_->rounds().setResult(RoundNo{round}, TableNo{table}, result, byForfeit, black,
                                          seen, reason);
    });
    emit roundChanged(round);
    // Undo puts the whole game back (colours too, when the result brought them), if the game
    // is still as this result left it.
    pushCommand(
        tr("Result of table %1").arg(table),
        [this, seen, after] {
            file_->rounds().restoreGame(after, seen);
            emit roundChanged(after.round);
        },
        [this, seen, after] {
            file_->rounds().restoreGame(seen, after);
            emit roundChanged(seen.round);
        });
}

} // namespace tengen::gui
