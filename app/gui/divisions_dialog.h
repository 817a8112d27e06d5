#pragma once
// File → Divisions… (#47, docs/divisions.md): the event's divisions — names, system, rounds,
// tables, players and, for a certification group, the grades it certifies and its award table —
// added, changed and removed, each change one transaction through app/actions/divisions.h (a
// refusal is shown with its reason and nothing is written). Not undone by Undo: the dialog's
// own Remove and Edit take a change back.
#include "tournament/division.h"

#include <QDialog>

class QTableWidget;

namespace tengen::gui {

class TournamentDocument;

class DivisionsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit DivisionsDialog(TournamentDocument& doc, QWidget* parent = nullptr);

    // The list as the file holds it now.
    void refresh();
    // What Add, Edit and Remove do once the form is filled (tests call them): "" when done,
    // else the refusal's text (also shown by the buttons).
    QString add(const Division& d);
    QString edit(int id, const Division& d);
    QString remove(int id);
    QTableWidget* table() const { return table_; }

  private:
    // The form of one division; false when cancelled. `first`: the event's own division, whose
    // system and rounds are the tournament's settings.
    bool form(Division& d, bool first);
    int selectedId() const;
    void report(const QString& problem);

    TournamentDocument& doc_;
    QTableWidget* table_;
};

} // namespace tengen::gui
