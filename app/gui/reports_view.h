#pragma once
// The Reports view: previews of the standings, the pairing list and the EGF results file;
// saving them (HTML, CSV, text, PDF, EGF), the result sheets as PDF, and "publish after the
// round": the HTML set written to a folder.
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace tengen::gui {

class TournamentDocument;

class ReportsView : public QWidget {
    Q_OBJECT
  public:
    enum Kind { Standings, PairingList, EgfResults };
    explicit ReportsView(QWidget* parent = nullptr);
    void setDocument(TournamentDocument* doc);

    void setKind(Kind kind);
    void setRound(int round);
    QTextBrowser* preview() const { return preview_; }
    // Saves the shown document; the format follows the extension (.html .csv .txt .json .pdf
    // for the standings, .html .txt .pdf for the pairing list, anything for EGF). "" or the
    // problem.
    QString saveTo(const QString& path);
    QString saveResultSheets(const QString& path);
    QString publishTo(const QString& folder);

  public slots:
    void refresh();

  signals:
    void statusMessage(const QString& message);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void showPreview();
    QString save(const QString& path); // saveTo without the catch
    void report(const QString& problem, const QString& done);
    TournamentDocument* doc_ = nullptr;
    QLabel *roundLabel_, *kindLabel_;
    QSpinBox* round_;
    QComboBox* kind_;
    QPushButton *save_, *sheets_, *publish_;
    QTextBrowser* preview_;
};

} // namespace tengen::gui
