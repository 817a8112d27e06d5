#include "player_filter_proxy.h"

#include "player_table_model.h"
#include "tournament/player_search.h"

namespace tengen::gui {

PlayerFilterProxy::PlayerFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(PlayerTableModel::SortRole);
    setSortLocaleAware(true);
    setDynamicSortFilter(true);
}

void PlayerFilterProxy::setSearchText(const QString& text) {
    std::vector<std::string> words = searchWords(text.toStdString());
    if (words == words_)
        return;
    words_ = words;
    invalidateRowsFilter();
}

void PlayerFilterProxy::setHideWithdrawn(bool hide) {
    if (hide == hideWithdrawn_)
        return;
    hideWithdrawn_ = hide;
    invalidateRowsFilter();
}

bool PlayerFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    const auto* model = static_cast<const PlayerTableModel*>(sourceModel());
    if (hideWithdrawn_) {
        const Player* p = model->playerAt(sourceRow);
        if (p && p->withdrawn)
            return false;
    }
    return searchMatches(model->searchKeyAt(sourceRow), words_);
}

} // namespace tengen::gui
