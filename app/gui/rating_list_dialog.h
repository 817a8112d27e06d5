#pragma once
// Players → Add from a rating list…: the EGD, FFG or AGA list is read once (its place and format
// remembered), the director types part of a name, an ID or a club and the matching players show
// at once (formats::RatingListSearch); Enter, a double click or Add registers the chosen one
// with his rank, rating and ID, as OpenGotha's Players Manager does. The dialog stays open for
// the next player.
#include "formats/importers.h"
#include "formats/rating_list_search.h"

#include <QDialog>
#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace tengen::gui {

class RatingListDialog : public QDialog {
    Q_OBJECT
  public:
    // `add` registers a player (asking about a likely duplicate); true when registered.
    explicit RatingListDialog(std::function<bool(const Player&)> add, QWidget* parent = nullptr);

    // Reads the list (once per file and change of it in this process) and remembers it for the
    // next time; "" or why it could not be read.
    QString loadList(const QString& path, formats::ImportFormat format);
    // The list remembered from last time, if any: loaded when the dialog opens.
    void loadRememberedList();
    QLineEdit* searchBox() const { return search_; }
    QTableWidget* results() const { return results_; }
    // Registers the selected player; true when done.
    bool addSelected();
    // How long the last search took, in microseconds (the status line shows it).
    qint64 lastSearchMicros() const { return lastMicros_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void chooseList();
    void search();
    std::function<bool(const Player&)> add_;
    std::shared_ptr<const formats::RatingListSearch> list_;
    std::vector<const Player*> shown_;
    QLabel *listLabel_, *status_;
    QPushButton *chooseButton_, *addButton_;
    QLineEdit* search_;
    QTableWidget* results_;
    qint64 lastMicros_ = 0;
};

} // namespace tengen::gui
