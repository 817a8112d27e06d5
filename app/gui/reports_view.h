#pragma once
// The Reports view: previews of the standings, the pairing list (by table and by name), the
// player list, the prize lists and the EGF results file; saving them (HTML, CSV, text, PDF,
// EGF), printing, the result sheets as PDF, "publish after the round" (the HTML set written to
// a folder) and the switch of the live page for players' phones.
#include "reports/table_document.h"

#include <QWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QTimer;
class QLineEdit;
class QPagedPaintDevice;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace tengen {
class LivePage;
class SitePush;
struct PairingJoinCodes;
struct ExportOutcome;
struct ReportKind;
struct ReportOptions;
} // namespace tengen

namespace tengen::gui {

class TournamentDocument;

class ReportsView : public QWidget {
    Q_OBJECT
  public:
    explicit ReportsView(QWidget* parent = nullptr);
    ~ReportsView() override;
    void setDocument(TournamentDocument* doc);

    // The document shown: a report kind's id (documents/report_kinds.h: "standings",
    // "team-standings" …) or a federation's file ("egf", "ffg", "aga", "opengotha").
    void setKind(const QString& id);
    QString kind() const;
    QComboBox* kindBox() const { return kind_; }
    // The director's choice of round: the view stays at it until he goes back to the latest.
    void setRound(int round);
    QSpinBox* roundBox() const { return round_; }
    QString roundNote() const;
    QTextBrowser* preview() const { return preview_; }
    // Saves the shown document; the format follows the extension (.html .csv .txt .json .pdf
    // for the standings, .html .txt .pdf for the pairing list, anything for EGF). "" or the
    // problem.
    QString saveTo(const QString& path);
    // The result sheets of the round: one a table, or in a team event one a match.
    QString saveResultSheets(const QString& path);
    // The event's site after the shown round into `folder` (documents/site.h), then pushed to the
    // website when one is set (in the background); "" or the problem.
    QString publishTo(const QString& folder);
    // The open tournament's website: the folder, the address and secret pages are pushed to, and
    // whether the site is published whenever a round is complete (kept in the desk's settings,
    // per tournament: another event opened at this desk never publishes over this one's site).
    struct Website {
        QString folder, url, secret;
        bool afterEachRound = false;
    };
    Website website() const;
    void setWebsite(const Website& w);
    QLabel* websiteStatus() const { return websiteStatus_; }
    // Publish after each round looks this long after the last change (1.5 s; a test shortens
    // it), and whether it is about to look.
    void setPublishDelay(int ms);
    bool publishPending() const;
    SitePush* sitePush() const { return push_.get(); }
    // Prints the shown document on `device` (the print dialog's printer); "" or the problem.
    QString printTo(QPagedPaintDevice& device);
    // Prize sections as tengen-cli prizes --sections reads them; "" for the tournament's own.
    void setPrizeSections(const QString& spec, bool onePrizePerPlayer);
    // Starts (on the address and port in the view) or stops the live page; the port it listens
    // on, or 0 (stopped, or it could not listen: the reason is shown).
    quint16 setLivePage(bool on);
    QLineEdit* liveAddress() const { return liveAddress_; }
    QSpinBox* livePort() const { return livePort_; }
    QCheckBox* joinCodesBox() const { return joinCodes_; }

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
    // The federation's or OpenGotha's file of the shown kind (an export kind). `confirmed`: the
    // director agreed to write what OpenGotha would score otherwise.
    ExportOutcome exported(bool confirmed) const;
    bool isExport() const;
    void report(const QString& problem, const QString& done);
    // The shown report kind (nullptr: a federation's file) and the options chosen for it.
    const ReportKind* shownKind() const;
    ReportOptions options() const;
    QString sectionsProblem() const;
    PairingJoinCodes joinCodes() const; // as the "Join codes" box says
    TournamentDocument* doc_ = nullptr;
    QLabel *roundLabel_, *kindLabel_, *sectionsLabel_, *liveStatus_;
    QSpinBox *round_, *livePort_;
    QComboBox *kind_, *order_;
    QLineEdit *sections_, *liveAddress_;
    QCheckBox *onePrize_, *live_, *joinCodes_;
    QPushButton *save_, *print_, *sheets_, *publish_, *website_;
    QLabel* websiteStatus_;
    std::unique_ptr<SitePush> push_;
    QTimer* autoPublish_; // a moment after the last change: publish if a round is complete
    void publishIfRoundComplete();
    bool publishing_ = false, publishAgain_ = false;
    // The pages just written to the website, when one is set.
    void pushSite(const QString& folder, const QStringList& pages);
    QString websiteKey() const; // the settings' group of the open tournament
    void editWebsite();
    QTextBrowser* preview_;
    QLabel* roundNote_; // which round is shown, and whether it is the latest
    std::unique_ptr<LivePage> livePage_;
    // The round the shown kind of document follows: the last with results (standings, prizes,
    // EGF), the last paired (the lists of a round).
    int latestRound() const;
    // Shows the latest round unless the director chose another; says which round is shown.
    void followLatestRound();
    bool followLatest_ = true;
    bool settingRound_ = false; // the view, not the director, is setting the round
};

} // namespace tengen::gui
