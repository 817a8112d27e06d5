#include "tournament_document.h"

#include "common/rounds.h"

#include <QUndoCommand>
#include <functional>

namespace tengen::gui {

// A change already made in the file; redo() re-applies it, undo() reverts it. The first redo()
// that QUndoStack::push calls is skipped, since the change happened before the push.
class PlayerCommand : public QUndoCommand {
  public:
    PlayerCommand(TournamentDocument* doc, const QString& text, std::function<void()> redoFn,
                  std::function<void()> undoFn)
        : QUndoCommand(text), doc_(doc), redo_(std::move(redoFn)), undo_(std::move(undoFn)) {}
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
            emit doc_->operationFailed(e.message());
        }
    }
    TournamentDocument* doc_;
    std::function<void()> redo_, undo_;
    bool first_ = true;
};

TournamentDocument::TournamentDocument(std::unique_ptr<store::TournamentFile> file, QObject* parent)
    : QObject(parent), file_(std::move(file)) {}

TournamentDocument::~TournamentDocument() = default;

PlayerId TournamentDocument::addPlayer(const Player& p) {
    Player stored = p;
    stored.id = file_->addPlayer(p);
    stored = file_->player(stored.id).value_or(stored);
    emit playerChanged(stored.id);
    undo_.push(new PlayerCommand(
        this, tr("Add %1").arg(QString::fromStdString(stored.displayName())),
        [this, stored] {
            file_->restorePlayer(stored);
            emit playerChanged(stored.id);
        },
        [this, stored] {
            file_->deletePlayer(stored.id);
            emit playerRemoved(stored.id);
        }));
    return stored.id;
}

void TournamentDocument::editPlayer(const Player& before, const Player& after) {
    file_->updatePlayer(after);
    emit playerChanged(after.id);
    undo_.push(new PlayerCommand(
        this, tr("Edit %1").arg(QString::fromStdString(after.displayName())),
        [this, after] {
            file_->updatePlayer(after);
            emit playerChanged(after.id);
        },
        [this, before] {
            file_->updatePlayer(before);
            emit playerChanged(before.id);
        }));
}

void TournamentDocument::deletePlayer(const Player& p) {
    const Player stored = file_->player(p.id).value_or(p);
    file_->deletePlayer(stored.id);
    emit playerRemoved(stored.id);
    undo_.push(new PlayerCommand(
        this, tr("Delete %1").arg(QString::fromStdString(stored.displayName())),
        [this, stored] {
            file_->deletePlayer(stored.id);
            emit playerRemoved(stored.id);
        },
        [this, stored] {
            file_->restorePlayer(stored);
            emit playerChanged(stored.id);
        }));
}

void TournamentDocument::setWithdrawn(const Player& p, bool withdrawn) {
    const PlayerId id = p.id;
    const bool was = p.withdrawn;
    file_->setWithdrawn(id, withdrawn);
    emit playerChanged(id);
    undo_.push(new PlayerCommand(
        this,
        (withdrawn ? tr("Withdraw %1") : tr("Reinstate %1"))
            .arg(QString::fromStdString(p.displayName())),
        [this, id, withdrawn] {
            file_->setWithdrawn(id, withdrawn);
            emit playerChanged(id);
        },
        [this, id, was] {
            file_->setWithdrawn(id, was);
            emit playerChanged(id);
        }));
}

void TournamentDocument::setParticipation(const Player& p, const RoundParticipation& r) {
    const PlayerId id = p.id;
    Player before = p;
    Player after = p;
    std::erase_if(after.rounds, [&](const RoundParticipation& x) { return x.round == r.round; });
    after.rounds.push_back(r);
    std::sort(
        after.rounds.begin(), after.rounds.end(),
        [](const RoundParticipation& a, const RoundParticipation& b) { return a.round < b.round; });
    file_->setParticipation(id, r);
    emit playerChanged(id);
    undo_.push(new PlayerCommand(
        this, tr("Round %1: %2").arg(r.round).arg(QString::fromStdString(p.displayName())),
        [this, after] {
            file_->updatePlayer(after);
            emit playerChanged(after.id);
        },
        [this, before] {
            file_->updatePlayer(before);
            emit playerChanged(before.id);
        }));
}

store::ImportOutcome TournamentDocument::importBatch(const store::ImportBatch& batch) {
    const TournamentSettings settingsBefore = file_->settings();
    store::ImportOutcome outcome = file_->importBatch(batch);
    // Settings are restored on undo only when the import brought some.
    const std::optional<TournamentSettings> before =
        outcome.settingsApplied ? std::optional<TournamentSettings>(settingsBefore) : std::nullopt;
    const std::optional<TournamentSettings> after =
        outcome.settingsApplied ? std::optional<TournamentSettings>(file_->settings())
                                : std::nullopt;
    std::vector<Player> added;
    for (PlayerId id : outcome.ids)
        if (auto p = file_->player(id))
            added.push_back(*p);
    std::vector<PlayerId> ids = outcome.ids;
    emit playersReloaded();
    if (outcome.settingsApplied)
        emit settingsChanged();
    undo_.push(new PlayerCommand(
        this, tr("Import %1").arg(batch.source),
        [this, added, after] {
            file_->restorePlayers(added, after);
            emit playersReloaded();
            if (after)
                emit settingsChanged();
        },
        [this, ids, before] {
            file_->deletePlayers(ids, before);
            emit playersReloaded();
            if (before)
                emit settingsChanged();
        }));
    return outcome;
}

void TournamentDocument::saveSettings(const TournamentSettings& after) {
    const TournamentSettings before = file_->settings();
    if (before == after)
        return;
    file_->saveSettings(after);
    emit settingsChanged();
    undo_.push(new PlayerCommand(
        this, tr("Tournament settings"),
        [this, after] {
            file_->saveSettings(after);
            emit settingsChanged();
        },
        [this, before] {
            file_->saveSettings(before);
            emit settingsChanged();
        }));
}

void TournamentDocument::editRound(int round, const std::vector<Game>& games,
                                   const std::vector<Bye>& byes, const QString& text) {
    const std::vector<Game> beforeGames = file_->games(round);
    const std::vector<Bye> beforeByes = file_->byes(round);
    file_->saveRound(round, games, byes, QStringLiteral("round.edit"));
    emit roundChanged(round);
    undo_.push(new PlayerCommand(
        this, text,
        [this, round, games, byes] {
            file_->saveRound(round, games, byes, QStringLiteral("round.edit"));
            emit roundChanged(round);
        },
        [this, round, beforeGames, beforeByes] {
            file_->saveRound(round, beforeGames, beforeByes, QStringLiteral("round.undo"));
            emit roundChanged(round);
        }));
}

void TournamentDocument::pairRound(int round) {
    const std::vector<Game> beforeGames = file_->games(round);
    const std::vector<Bye> beforeByes = file_->byes(round);
    pairRoundInFile(*file_, round);
    const std::vector<Game> games = file_->games(round);
    const std::vector<Bye> byes = file_->byes(round);
    emit roundChanged(round);
    undo_.push(new PlayerCommand(
        this, tr("Pair round %1").arg(round),
        [this, round, games, byes] {
            file_->saveRound(round, games, byes);
            emit roundChanged(round);
        },
        [this, round, beforeGames, beforeByes] {
            file_->saveRound(round, beforeGames, beforeByes, QStringLiteral("round.undo"));
            emit roundChanged(round);
        }));
}

void TournamentDocument::setResult(int round, int table, GameResult result, bool byForfeit,
                                   std::optional<PlayerId> black) {
    Game before;
    for (const Game& g : file_->games(round))
        if (g.table == table)
            before = g;
    file_->setResult(round, table, result, byForfeit, black);
    Game after = before;
    for (const Game& g : file_->games(round))
        if (g.table == table)
            after = g;
    emit roundChanged(round);
    // Undo puts the whole game back (colours too, when the result brought them).
    auto restore = [this, round](const Game& g) {
        std::vector<Game> games = file_->games(round);
        for (Game& x : games)
            if (x.table == g.table)
                x = g;
        file_->saveRound(round, games, file_->byes(round), QStringLiteral("result.undo"));
        emit roundChanged(round);
    };
    undo_.push(new PlayerCommand(
        this, tr("Result of table %1").arg(table), [restore, after] { restore(after); },
        [restore, before] { restore(before); }));
}

} // namespace tengen::gui
