#pragma once
// Who plays which round, for every player at once (OpenGotha's participation grid): a row per
// player, a column per round, each cell playing / absent / bye. A click on a cell moves it to
// the next state; a click on a round's header makes the whole round playing, or, when it is
// already, absent. OK writes every change in one transaction, undone as one.
#include "actions/players.h"
#include "tournament/player.h"

#include <QDialog>
#include <utility>
#include <vector>

class QTableWidget;
class QLabel;

namespace tengen::gui {

class ParticipationDialog : public QDialog {
    Q_OBJECT
  public:
    // `players`: as registered (withdrawn ones are left out); `rounds`: the tournament's.
    ParticipationDialog(std::vector<Player> players, int rounds, QWidget* parent = nullptr);

    QTableWidget* grid() const { return grid_; }
    Participation state(PlayerId id, int round) const;
    void setState(PlayerId id, int round, Participation state);
    void cycle(int row, int column); // a click on a cell
    void toggleRound(int round);     // a click on the round's header
    // Every player whose participation changed: (as read, as it is now).
    std::vector<PlayerChange> changes() const;
    static QString stateText(Participation p);

  private:
    void showCell(int row, int column);
    void updateSummary();
    std::vector<Player> before_, after_;
    int rounds_;
    QTableWidget* grid_;
    QLabel* summary_;
};

} // namespace tengen::gui
