#pragma once
// The registration list as a table. Rows follow the file's registration order; sorting and
// filtering happen in PlayerFilterProxy.
#include "tournament/player.h"

#include <QAbstractTableModel>
#include <unordered_map>
#include <vector>

namespace tengen::gui {

class PlayerTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        Id,
        Name,
        LatinName,
        Rank,
        Declared,
        Rating,
        Country,
        Club,
        Category,
        Age,
        Status,
        Fee,
        Round,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, PlayerIdRole };

    explicit PlayerTableModel(QObject* parent = nullptr);

    void setPlayers(std::vector<Player> players);
    void upsertPlayer(const Player& p); // updates the row in place, or appends
    void removePlayer(PlayerId id);
    const Player* playerAt(int row) const;
    // What the row's player is found by (tournament/player_search.h).
    const std::string& searchKeyAt(int row) const {
        return rows_[static_cast<std::size_t>(row)].search;
    }
    const Player* playerById(PlayerId id) const;
    int rowOf(PlayerId id) const;

    // The round whose participation the Round column shows.
    void setCurrentRound(int round);
    int currentRound() const { return round_; }
    // Ages are counted on the event's first day (youth sections).
    void setFirstDay(const boost::gregorian::date& day);
    // Call after the application language changed.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    struct Row {
        Player player;
        std::string search; // playerSearchKey: what search-as-you-type finds the player by
    };
    static Row makeRow(const Player& p);
    std::vector<Row> rows_;
    std::unordered_map<PlayerId, int> index_;
    int round_ = 1;
    boost::gregorian::date firstDay_{2026, 1, 1};
};

} // namespace tengen::gui
