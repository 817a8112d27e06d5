#include "player_filter_proxy.h"

#include "player_table_model.h"

namespace tengen::gui {

PlayerFilterProxy::PlayerFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(PlayerTableModel::SortRole);
    setSortLocaleAware(true);
    setDynamicSortFilter(true);
}

void PlayerFilterProxy::setSearchText(const QString& text) {
    QStringList words = text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
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
    if (words_.isEmpty())
        return true;
    const QString hay = model->index(sourceRow, 0).data(PlayerTableModel::SearchRole).toString();
    for (const QString& w : words_)
        if (!hay.contains(w))
            return false;
    return true;
}

} // namespace tengen::gui
