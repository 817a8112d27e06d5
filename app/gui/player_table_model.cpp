#include "player_table_model.h"

#include "tournament/player_search.h"

#include "actions/domain_text.h"

#include "common/translations.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <algorithm>

namespace tengen::gui {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString rankLabel(const std::optional<Rank>& r) {
    return rankText(r); // in the interface language: 3段 in Chinese
}

// The rating list's name: the federations' acronyms, "other" in the interface language.
QString ratingSystemName(RatingSystem system) {
    if (system == RatingSystem::Other)
        return PlayerTableModel::tr("other list", "a rating from another list than EGD, AGA, FFG");
    return QString::fromUtf8(ratingSystemId(system).data()).toUpper();
}

// Sorts weakest to strongest; unknown ranks first.
qint64 rankSortKey(const std::optional<Rank>& r) {
    if (!r)
        return -1000;
    return r->isProfessional() ? 100 + r->value() : r->value();
}
} // namespace

PlayerTableModel::PlayerTableModel(QObject* parent) : QAbstractTableModel(parent) {}

PlayerTableModel::Row PlayerTableModel::makeRow(const Player& p) {
    return Row{p, playerSearchKey(p)};
}

void PlayerTableModel::setPlayers(std::vector<Player> players) {
    // Merged by id (both lists are in registration order), so that rows which stay keep their
    // selection and the view its place: a refresh after another program's change must not lose
    // what the director is looking at.
    std::sort(players.begin(), players.end(),
              [](const Player& a, const Player& b) { return a.id < b.id; });
    size_t i = 0, j = 0;
    while (i < rows_.size() || j < players.size()) {
        if (i < rows_.size() && (j == players.size() || rows_[i].player.id < players[j].id)) {
            size_t end = i + 1; // a run of rows gone from the file
            while (end < rows_.size() &&
                   (j == players.size() || rows_[end].player.id < players[j].id))
                ++end;
            beginRemoveRows({}, static_cast<int>(i), static_cast<int>(end - 1));
            rows_.erase(rows_.begin() + static_cast<long>(i),
                        rows_.begin() + static_cast<long>(end));
            endRemoveRows();
        } else if (j < players.size() &&
                   (i == rows_.size() || players[j].id < rows_[i].player.id)) {
            size_t end = j + 1; // a run of players new to this list
            while (end < players.size() &&
                   (i == rows_.size() || players[end].id < rows_[i].player.id))
                ++end;
            beginInsertRows({}, static_cast<int>(i), static_cast<int>(i + (end - j) - 1));
            std::vector<Row> added;
            for (size_t k = j; k < end; ++k)
                added.push_back(makeRow(players[k]));
            rows_.insert(rows_.begin() + static_cast<long>(i), added.begin(), added.end());
            endInsertRows();
            i += end - j;
            j = end;
        } else {
            if (!(rows_[i].player == players[j])) {
                rows_[i] = makeRow(players[j]);
                emit dataChanged(index(static_cast<int>(i), 0),
                                 index(static_cast<int>(i), ColumnCount - 1));
            }
            ++i;
            ++j;
        }
    }
    index_.clear();
    for (size_t r = 0; r < rows_.size(); ++r)
        index_[rows_[r].player.id] = static_cast<int>(r);
}

void PlayerTableModel::upsertPlayer(const Player& p) {
    auto it = index_.find(p.id);
    if (it != index_.end()) {
        rows_[it->second] = makeRow(p);
        emit dataChanged(index(it->second, 0), index(it->second, ColumnCount - 1));
        return;
    }
    // Rows stay in id order (registration order): a player put back by an undo returns to
    // its place.
    const auto at = std::lower_bound(rows_.begin(), rows_.end(), p.id,
                                     [](const Row& r, PlayerId id) { return r.player.id < id; });
    const int row = static_cast<int>(at - rows_.begin());
    beginInsertRows({}, row, row);
    rows_.insert(at, makeRow(p));
    for (auto& [key, r] : index_)
        if (r >= row)
            ++r;
    index_[p.id] = row;
    endInsertRows();
}

void PlayerTableModel::removePlayer(PlayerId id) {
    auto it = index_.find(id);
    if (it == index_.end())
        return;
    const int row = it->second;
    beginRemoveRows({}, row, row);
    rows_.erase(rows_.begin() + row);
    index_.erase(it);
    for (auto& [key, r] : index_)
        if (r > row)
            --r;
    endRemoveRows();
}

const Player* PlayerTableModel::playerAt(int row) const {
    return row >= 0 && row < static_cast<int>(rows_.size()) ? &rows_[row].player : nullptr;
}

const Player* PlayerTableModel::playerById(PlayerId id) const {
    auto it = index_.find(id);
    return it == index_.end() ? nullptr : &rows_[it->second].player;
}

int PlayerTableModel::rowOf(PlayerId id) const {
    auto it = index_.find(id);
    return it == index_.end() ? -1 : it->second;
}

void PlayerTableModel::setCurrentRound(int round) {
    round_ = round;
    emit headerDataChanged(Qt::Horizontal, Round, Round);
    if (!rows_.empty())
        emit dataChanged(index(0, Round), index(rowCount() - 1, Round));
}

void PlayerTableModel::setFirstDay(const boost::gregorian::date& day) {
    firstDay_ = day;
    if (!rows_.empty())
        emit dataChanged(index(0, Age), index(rowCount() - 1, Age));
}

void PlayerTableModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PlayerTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int PlayerTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayerTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= static_cast<int>(rows_.size()))
        return {};
    const Row& row = rows_[index.row()];
    const Player& p = row.player;
    if (role == PlayerIdRole)
        return QVariant(static_cast<qlonglong>(p.id));
    const auto effective = p.effectiveRank();
    const Participation participation = p.participation(round_);
    bool checkedIn = false;
    for (const auto& r : p.rounds)
        if (r.round == round_ && r.checkedInAt)
            checkedIn = true;

    if (role == Qt::DisplayRole || role == SortRole) {
        const bool sort = role == SortRole;
        switch (index.column()) {
        case Id:
            return sort ? QVariant(static_cast<qlonglong>(p.id)) : QVariant(QString::number(p.id));
        case Name:
            return q(p.displayName());
        case LatinName: // only a Latin name given or made, never the native one again
            return q(p.familyLatin.empty() && p.givenLatin.empty() ? std::string() : p.latinName());
        case Rank:
            return sort ? QVariant(rankSortKey(effective)) : QVariant(rankLabel(effective));
        case Declared:
            return q(p.rankLabel);
        case Rating:
            if (!p.rating)
                return sort ? QVariant(-1e9) : QVariant();
            return sort ? QVariant(goRFromRating(*p.rating).value_or(p.rating->value))
                        : QVariant(QStringLiteral("%1 %2")
                                       .arg(ratingValueText(*p.rating))
                                       .arg(ratingSystemName(p.rating->system)));
        case Country:
            return q(p.country);
        case Club:
            return q(p.club);
        case Category:
            return q(p.category);
        case Age:
            if (!p.birthDate)
                return sort ? QVariant(-1) : QVariant();
            return sort ? QVariant(ageOn(*p.birthDate, firstDay_))
                        : QVariant(QString::number(ageOn(*p.birthDate, firstDay_)));
        case Status:
            if (p.withdrawn)
                return tr("withdrawn");
            return p.status == RegistrationStatus::Final ? tr("final") : tr("preliminary");
        case Fee:
            if (sort)
                return QVariant(static_cast<qlonglong>(p.feePaid - p.feeDue));
            if (p.feeDue == 0)
                return QString();
            return p.feePaid >= p.feeDue ? tr("paid")
                                         : tr("owes %1").arg(QLocale().toString(
                                               (p.feeDue - p.feePaid) / 100.0, 'f', 2));
        case Round:
            switch (participation) {
            case Participation::Absent:
                return tr("absent");
            case Participation::ByeRequested:
                return tr("bye");
            case Participation::Present:
                return checkedIn ? tr("checked in") : QString();
            }
            return {};
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole) {
        if (p.withdrawn)
            return QBrush(QColor(0x88, 0x88, 0x88));
        if (index.column() == Rank && !effective)
            return QBrush(QColor(0xC0, 0x20, 0x20));
    }
    if (role == Qt::ToolTipRole && index.column() == Age && p.birthDate)
        return tr("Born %1; age on the first day of the event").arg(q(toIsoDate(*p.birthDate)));
    if (role == Qt::ToolTipRole && index.column() == Rank) {
        if (!effective)
            return tr("No rank yet: set the declared rank or a rating");
        if (p.rankOverride)
            return tr("Set by the director");
        if (p.rating && rankFromRating(*p.rating))
            return tr("From the rating");
        return tr("As declared");
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Id || index.column() == Rank ||
                                          index.column() == Rating || index.column() == Age))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("No.");
    case Name:
        return tr("Name");
    case LatinName:
        return tr("Latin name");
    case Rank:
        return tr("Rank");
    case Declared:
        return tr("Declared");
    case Rating:
        return tr("Rating");
    case Country:
        return tr("Country");
    case Club:
        return tr("Club");
    case Category:
        return tr("Category");
    case Age:
        return tr("Age");
    case Status:
        return tr("Status");
    case Fee:
        return tr("Fee");
    case Round:
        return tr("Round %1").arg(round_);
    default:
        return {};
    }
}

} // namespace tengen::gui
