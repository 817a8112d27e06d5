#pragma once
// The documents a tournament publishes, built from the tournament file in the interface
// language: what `tengen-cli standings|pairings|sheets|export` and the Reports view share.
#include "formats/egf_writer.h"
#include "reports/pairing_list.h"
#include "reports/pdf_documents.h"
#include "reports/player_list.h"
#include "reports/prize_list.h"
#include "reports/standings_writers.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <map>
#include <optional>

namespace tengen {

// Join codes on a pairing list (Documents::pairingList).
struct PairingJoinCodes {
    bool on = false;
    QString hallUrl{}; // "": where the hall was last switched on
};

// The hall's secret the join codes are made from, or "" for a desk whose role may not read it
// (results, registration on a server): its documents carry no join codes.
QString hallSecretForDocuments(const store::TournamentFile& file);

class Documents {
    Q_DECLARE_TR_FUNCTIONS(Documents)
  public:
    explicit Documents(const store::TournamentFile& file) : file_(file) {}
    // The printed standings with a column of provisional EGF ratings (the desk's), in an event
    // the EGD rates; exports and published pages never have it.
    void setRatingColumn(bool on) { ratingColumn_ = on; }

    // The last round with a result entered (standings, prizes and exports go up to it); 0
    // before any. A round just paired, without results, is not played yet.
    int lastPlayedRound() const;
    // The last paired round, else 1 (the pairing list and sheets default to it).
    int lastPairedRound() const;

    // The standings after `afterRound`: who took part in a round up to it
    // (reports::buildStandings), the same list printed, published, exported and given prizes.
    // An event of stages stands in its final places (finalPlaces), its columns the whole
    // event's.
    reports::StandingsTable standings(int afterRound) const;
    // An event of stages (round robin, groups, knockout, or a stage after a Swiss or McMahon).
    bool staged() const;
    reports::DocumentLabels standingsLabels(const reports::StandingsTable& t) const;
    // The standings with ranks in the interface language, for documents: places
    // within each category when the list is grouped by category (exports number overall).
    reports::StandingsTable publishedStandings(int afterRound) const;
    // "text", "csv", "json", "html"; PDF goes through standingsPdf.
    QByteArray standingsDocument(int afterRound, const QString& format) const;
    QString standingsPdf(int afterRound, const QString& path) const; // "" or the problem

    std::vector<reports::PairingLine> pairingLines(int round) const;
    QString byes(int round) const;
    reports::PairingListLabels pairingLabels(int round) const;
    // "text", "html". With `codes`, each table's join code for a clock on a phone (and in HTML
    // a QR code of its page at the hall's address, when one is known): for a director who
    // prints the list for the tables, never for the live page (whoever reads a code can act on
    // that table).
    using JoinCodes = PairingJoinCodes;
    QByteArray pairingList(int round, const QString& format, const JoinCodes& codes = {}) const;
    QString pairingListPdf(int round, const QString& path, const JoinCodes& codes = {}) const;
    // "Find your table": the round's players by name. "text" or "html".
    QByteArray nameList(int round, const QString& format) const;
    // Result sheets, four to an A4 page, each with its table's join code for a clock on a phone
    // (the hall) and a QR code of the table's page at `hallUrl` ("http://10.0.0.5:8090/"; ""
    // takes the address the hall was last switched on at, if any).
    QString resultSheetsPdf(int round, const QString& path, const QString& hallUrl = {}) const;

    // The pairing parameters in a line a player reads under the pairing list and the standings:
    // "McMahon, bar 4d, floor 20k; even games; bye 1, absent 0; tie-breakers: score, SOS, …".
    static QString settingsSummary(const TournamentSettings& event, const PairingSettings& p);
    QString settingsSummary() const;
    // The line under `round`'s documents: the settings' summary where the engine pairs it, the
    // stage's own rules in a round robin's, groups' or knockout's round (stageSummary).
    QString roundSummary(int round) const;

    // With a note in the header for every unusual result; the country code, when not given, is
    // the one most players have.
    QByteArray egf(int afterRound, const formats::EgfOptions& options) const;
    // The players of the EGF file whose Latin name the encoding cannot hold (a Japanese name in
    // kanji with no romanisation given): "井山裕太 (7)". Exports refuse to write '?' for them.
    QStringList unwritableNames(int afterRound, formats::EgfEncoding encoding) const;
    // Results the rules would not give, up to a round: a jigo with a half-point komi (entered
    // with a referee's reason, or imported). Exports name them; the CLI and desk warn.
    struct UnusualResult {
        int round = 0, table = 0;
        PlayerId white{}, black{};
        QString komi, reason; // reason: empty when none was given (an imported file)
    };
    std::vector<UnusualResult> unusualResults(int afterRound) const;
    // One of them in the interface language, for a warning.
    QString unusualResultText(const UnusualResult& r) const;

    // The registered players (never birth dates, contacts or notes).
    reports::TableDocument playerList(reports::PlayerOrder order) const;
    // The prize sections when the director named none: overall (3 prizes), each category of the
    // tournament (its description may hold a rule such as "u12" or "ranks:10k-20k"; otherwise
    // its members are the players registered in it); without categories, women when a woman
    // played.
    std::vector<reports::PrizeSection> defaultPrizeSections(int afterRound) const;
    reports::TableDocument prizes(int afterRound,
                                  const std::vector<reports::PrizeSection>& sections,
                                  bool onePrizePerPlayer) const;
    // "text", "csv", "html" of a table document.
    static QByteArray tableDocument(const reports::TableDocument& d, const QString& format);

    // Writes the site of the event after `round` into `folder` (what a director publishes after
    // each round, docs/publishing.md): index.html, the round's pairings.html and standings.html,
    // round-N.html for every round so far, players.html and a page per player, and the team and
    // stage pages where there are some; `languageLinks` (HTML) heads the index (the other
    // language's site); `written` gets each page's path in the folder. Returns "" or the problem.
    QString publish(int round, const QString& folder, const QString& languageLinks = {},
                    QStringList* written = nullptr) const;

  private:
    QString nameWithRank(PlayerId id, bool club) const;
    // The players by id, read once per document set (a list names each player several times).
    const Player* playerById(PlayerId id) const;

    const store::TournamentFile& file_;
    bool ratingColumn_ = false;
    mutable std::optional<std::map<PlayerId, Player>> players_;
};

} // namespace tengen
