#pragma once
// File → Connect to server…: the fields of a tournament on a PostgreSQL server (the same as a
// postgresql:// URL on the command line), for a desk of an event with several desks.
#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace tengen::gui {

class ServerDialog : public QDialog {
    Q_OBJECT
  public:
    explicit ServerDialog(QWidget* parent = nullptr);
    // postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE?tournament=NAME, from the fields.
    QString url() const;
    // Fills the fields from a URL (the last server this desk used; no password is kept).
    void setUrl(const QString& url);

    QLineEdit *host, *database, *user, *password, *tournament;
    QSpinBox* port;
};

} // namespace tengen::gui
