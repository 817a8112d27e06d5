// Each action's inverse (actions/undo.h), as the desk's undo stack uses it: taken back and made
// again in the file, and refused — the file as it was — when another program changed what the
// action touched.
#include "actions/players.h"
#include "actions/results.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "actions/undo.h"
#include "backend.h"
#include "store/tournament_file.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;

namespace {

std::unique_ptr<store::TournamentFile> demo(const QTemporaryDir& dir) {
    Refusal refusal;
    auto fileMade = createDemoTournament(test::tournamentAt(dir, QStringLiteral("demo")));
    refusal = fileMade.refusal;
    auto file = std::move(fileMade.file);
    EXPECT_TRUE(file) << toText(refusal).toStdString();
    return file;
}

} // namespace

TEST(Undo, ARegistrationIsTakenBackAndMadeAgain) {
    QTemporaryDir dir;
    auto file = demo(dir);
    const std::size_t before = file->players().all().size();
    Player p;
    p.familyNative = "周";
    p.givenNative = "睿羊";
    const RegisterOutcome out = registerPlayer(*file, p, true);
    ASSERT_TRUE(out.refusal.done());
    const Undoable change = registrationUndo(out.stored);
    change.undo(*file);
    EXPECT_EQ(file->players().all().size(), before);
    EXPECT_FALSE(file->players().find(out.stored.id));
    change.redo(*file);
    ASSERT_TRUE(file->players().find(out.stored.id));
    EXPECT_EQ(file->players().find(out.stored.id)->givenNative, "睿羊");
}

TEST(Undo, AResultChangedElsewhereSinceIsNotTakenBack) {
    QTemporaryDir dir;
    auto file = demo(dir);
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
    ResultRequest request;
    request.round = RoundNo{1};
    request.table = TableNo{1};
    request.result = GameResult::WhiteWins;
    const ResultOutcome mine = enterResult(*file, request);
    ASSERT_TRUE(mine.refusal.done());
    const Undoable change = resultUndo(mine.before, mine.after);
    // Another desk corrects the result meanwhile: this desk's undo must not erase it.
    request.result = GameResult::BlackWins;
    request.seen = mine.after;
    request.reason = QStringLiteral("scorer's slip");
    ASSERT_TRUE(enterResult(*file, request).refusal.done());
    try {
        change.undo(*file);
        ADD_FAILURE() << "an undo over another desk's change";
    } catch (const store::StoreError& e) {
        EXPECT_EQ(e.kind(), store::StoreError::Kind::Conflict);
    }
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::BlackWins);
}

TEST(Undo, APairingIsUnpairedOnlyWhileItIsAsPaired) {
    QTemporaryDir dir;
    auto file = demo(dir);
    store::RoundState paired;
    {
        const PairedRound done = pairRoundInFile(*file, RoundNo{1});
        ASSERT_TRUE(done.done());
        paired = done.stored;
    }
    ASSERT_FALSE(paired.games.empty());
    const Undoable change = pairingUndo(RoundNo{1}, paired);
    change.undo(*file);
    EXPECT_TRUE(file->rounds().state(RoundNo{1}).games.empty());
    change.redo(*file);
    EXPECT_EQ(file->rounds().state(RoundNo{1}).games.size(), paired.games.size());
    ResultRequest request;
    request.round = RoundNo{1};
    request.table = TableNo{1};
    request.result = GameResult::WhiteWins;
    ASSERT_TRUE(enterResult(*file, request).refusal.done());
    EXPECT_THROW(change.undo(*file), store::StoreError) << "a result was entered since";
    EXPECT_EQ(file->rounds().state(RoundNo{1}).games.size(), paired.games.size());
}
