#pragma once
// Search-as-you-type over native and Latin names and clubs, plus "hide withdrawn".
#include <QSortFilterProxyModel>

namespace tengen::gui {

class PlayerFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
  public:
    explicit PlayerFilterProxy(QObject* parent = nullptr);
    // Every blank-separated word must occur (case-folded) in the name or club.
    void setSearchText(const QString& text);
    void setHideWithdrawn(bool hide);

  protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

  private:
    std::vector<std::string> words_; // the search's words, folded (tournament/player_search.h)
    bool hideWithdrawn_ = false;
};

} // namespace tengen::gui
