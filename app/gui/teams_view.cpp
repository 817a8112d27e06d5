#include "teams_view.h"

#include "actions/players.h"
#include "actions/rounds.h"
#include "actions/team_rounds.h"
#include "actions/teams.h"
#include "confirm.h"
#include "documents/team_documents.h"
#include "tournament/points_text.h"
#include "tournament_document.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {

QTableWidget* readOnlyTable(QWidget* parent, const char* name) {
    auto* t = new QTableWidget(parent);
    t->setObjectName(QString::fromLatin1(name));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* cell(const QString& text) {
    return new QTableWidgetItem(text);
}

QString points(long long halves) {
    return QString::fromStdString(pointsText(halves));
}

} // namespace

TeamsView::TeamsView(QWidget* parent) : QWidget(parent) {
    round_ = new QSpinBox(this);
    round_->setObjectName(QStringLiteral("teamRound"));
    round_->setRange(1, kMaxRounds);
    add_ = new QPushButton(tr("Add team…"), this);
    edit_ = new QPushButton(tr("Edit team…"), this);
    remove_ = new QPushButton(tr("Remove team"), this);
    fromClubs_ = new QPushButton(tr("Teams from clubs…"), this);
    fromClubs_->setToolTip(tr("A team for each club or school of the players in no team yet: "
                              "boards by strength, then reserves, then its next team"));
    fromClubs_->setObjectName(QStringLiteral("teamsFromClubs"));
    add_->setObjectName(QStringLiteral("addTeam"));
    edit_->setObjectName(QStringLiteral("editTeam"));
    remove_->setObjectName(QStringLiteral("removeTeam"));
    lineup_ = new QPushButton(tr("Line-up…"), this);
    pair_ = new QPushButton(tr("Pair the teams"), this);
    byHand_ = new QPushButton(tr("Match by hand…"), this);
    forfeit_ = new QPushButton(tr("Team forfeit"), this);
    forfeit_->setObjectName(QStringLiteral("teamForfeit"));
    pair_->setObjectName(QStringLiteral("pairTeams"));
    byHand_->setObjectName(QStringLiteral("matchByHand"));
    lineup_->setObjectName(QStringLiteral("teamLineup"));
    presence_ = new QPushButton(tr("This round"), this);
    presence_->setToolTip(tr("The selected team's members, reserves too, for the shown round"));
    auto* presence = new QMenu(presence_);
    presence->addAction(tr("Check in the team"), this, [this] { setSelectedPresent(true); });
    presence->addAction(tr("The team sits the round out"), this,
                        [this] { setSelectedPresent(false); });
    presence_->setMenu(presence);
    explain_ = new QPushButton(tr("Why (not) this match?…"), this);
    explain_->setToolTip(tr("Two teams: what the team Swiss knew of them and what pairing them "
                            "together would have cost"));
    teams_ = readOnlyTable(this, "teams");
    matches_ = readOnlyTable(this, "teamMatches");
    standings_ = readOnlyTable(this, "teamStandings");
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setObjectName(QStringLiteral("teamMessage"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Round"), this));
    bar->addWidget(round_);
    for (QPushButton* b :
         {add_, edit_, remove_, fromClubs_, lineup_, presence_, pair_, byHand_, forfeit_, explain_})
        bar->addWidget(b);
    bar->addStretch();
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(teams_);
    split->addWidget(matches_);
    split->addWidget(standings_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(message_);
    layout->addWidget(split);

    connect(add_, &QPushButton::clicked, this, &TeamsView::addTeam);
    connect(edit_, &QPushButton::clicked, this, &TeamsView::editTeam);
    connect(remove_, &QPushButton::clicked, this, &TeamsView::removeTeam);
    connect(fromClubs_, &QPushButton::clicked, this, &TeamsView::teamsFromClubs);
    connect(lineup_, &QPushButton::clicked, this, &TeamsView::editLineup);
    connect(pair_, &QPushButton::clicked, this, &TeamsView::pairRound);
    connect(byHand_, &QPushButton::clicked, this, &TeamsView::pairByHand);
    connect(forfeit_, &QPushButton::clicked, this, &TeamsView::forfeitSelected);
    connect(explain_, &QPushButton::clicked, this, &TeamsView::explainMatch);
    connect(round_, &QSpinBox::valueChanged, this, [this] {
        say(QString()); // a message of another round (its match count) is not this one's
        refresh();
    });
    connect(teams_, &QTableWidget::itemDoubleClicked, this, &TeamsView::editTeam);
    confirmRematch_ = [this](const QString& text) {
        return QMessageBox::question(this, tr("Pair again?"), text) == QMessageBox::Yes;
    };
    setDocument(nullptr);
}

void TeamsView::setDocument(TournamentDocument* doc) {
    if (doc_)
        disconnect(doc_, nullptr, this, nullptr);
    doc_ = doc;
    if (doc_) {
        for (auto signal :
             {&TournamentDocument::teamsChanged, &TournamentDocument::playersReloaded,
              &TournamentDocument::roundsReloaded, &TournamentDocument::settingsChanged})
            connect(doc_, signal, this, &TeamsView::refresh);
        connect(doc_, &TournamentDocument::roundChanged, this, &TeamsView::refresh);
        connect(doc_, &TournamentDocument::playerChanged, this, &TeamsView::refresh);
        round_->setValue(std::max(1, roundToOpenOn(doc_->file())));
    }
    refresh();
}

int TeamsView::round() const {
    return round_->value();
}

void TeamsView::setRound(int round) {
    round_->setValue(round);
}

void TeamsView::say(const QString& message) {
    message_->setText(message);
}

QString TeamsView::playerName(PlayerId id) const {
    return docs_ ? docs_->playerName(id) : QString::number(id.value());
}

std::optional<Team> TeamsView::selectedTeam() const {
    const int row = teams_->currentRow();
    if (row < 0 || row >= static_cast<int>(shown_.size()))
        return std::nullopt;
    return shown_[static_cast<std::size_t>(row)];
}

void TeamsView::selectTeam(TeamId id) {
    for (std::size_t i = 0; i < shown_.size(); ++i)
        if (shown_[i].id == id)
            teams_->selectRow(static_cast<int>(i));
}

void TeamsView::setRights(bool players, bool rounds, bool results) {
    // A registration desk registers teams, their members and line-ups; the director pairs; a
    // results or referee desk enters a whole team's forfeit, which is results (docs/server.md).
    for (QPushButton* b : {add_, edit_, remove_, fromClubs_, lineup_, presence_})
        b->setVisible(players);
    for (QPushButton* b : {pair_, byHand_})
        b->setVisible(rounds);
    forfeit_->setVisible(results);
}

void TeamsView::refresh() {
    const bool open = doc_ != nullptr;
    for (QPushButton* b :
         {add_, edit_, remove_, fromClubs_, lineup_, presence_, pair_, byHand_, forfeit_, explain_})
        b->setEnabled(open);
    docs_.reset();
    if (!open) {
        shown_.clear();
        teams_->setRowCount(0);
        matches_->setRowCount(0);
        standings_->setRowCount(0);
        return;
    }
    try {
        docs_.emplace(doc_->file()); // one read of the file for the three tables
        const TeamHistory& history = docs_->history();
        const std::optional<Team> selected = selectedTeam();
        fillTeams(history.teams, history.boards);
        if (selected)
            selectTeam(selected->id);
        fillMatches(history);
        fillStandings(docs_->standings(round()).sections.front());
    } catch (const store::StoreError& e) {
        say(e.message());
    }
}

void TeamsView::fillTeams(const std::vector<Team>& teams, int boards) {
    shown_ = teams;
    teams_->setColumnCount(4);
    teams_->setHorizontalHeaderLabels({tr("Team"), tr("Club or school"), tr("Country"),
                                       tr("Players (board order; reserves after)")});
    teams_->setRowCount(static_cast<int>(teams.size()));
    for (int r = 0; r < static_cast<int>(teams.size()); ++r) {
        const Team& t = teams[static_cast<std::size_t>(r)];
        QStringList members;
        for (std::size_t i = 0; i < t.members.size(); ++i)
            members << (static_cast<int>(i) < boards
                            ? tr("%1. %2").arg(i + 1).arg(playerName(t.members[i]))
                            : tr("(reserve) %1").arg(playerName(t.members[i])));
        teams_->setItem(r, 0, cell(QString::fromStdString(t.displayName())));
        teams_->setItem(r, 1, cell(QString::fromStdString(t.club)));
        teams_->setItem(r, 2, cell(QString::fromStdString(t.country)));
        teams_->setItem(r, 3, cell(members.join(QStringLiteral("  "))));
    }
}

void TeamsView::fillMatches(const TeamHistory& history) {
    matches_->setColumnCount(5);
    matches_->setHorizontalHeaderLabels(
        {tr("Match"), tr("Home"), tr("Away"), tr("Board points"), tr("Boards")});
    const GamesByPlayer games(history.games);
    const TeamRound* shown = nullptr;
    for (const TeamRound& r : history.rounds)
        if (r.round == round())
            shown = &r;
    matches_->setRowCount(shown ? static_cast<int>(shown->matches.size()) + (shown->bye ? 1 : 0)
                                : 0);
    if (!shown)
        return;
    int row = 0;
    for (const TeamMatch& m : shown->matches) {
        const TeamMatchResult result =
            scoreTeamMatch(m, *shown, games, history.boards, history.rules.match);
        QStringList boards;
        int b = 0;
        for (const std::optional<Game>& g : matchBoardGames(m, *shown, games, history.boards)) {
            ++b;
            if (!g)
                continue;
            // Home's player first, as the match reads, each with his colour (#44).
            const auto home = shown->lineups.find(m.home);
            const bool homeWhite =
                home != shown->lineups.end() &&
                std::find(home->second.begin(), home->second.end(), g->white) != home->second.end();
            boards << tr("board %1 (table %2): %3 %4 – %5 %6")
                          .arg(b)
                          .arg(g->table)
                          .arg(playerName(homeWhite ? g->white : g->black),
                               homeWhite ? tr("(White)") : tr("(Black)"),
                               playerName(homeWhite ? g->black : g->white),
                               homeWhite ? tr("(Black)") : tr("(White)"));
        }
        matches_->setItem(row, 0, cell(QString::number(m.number)));
        matches_->setItem(row, 1, cell(docs_->teamName(m.home)));
        matches_->setItem(row, 2, cell(docs_->teamName(m.away)));
        matches_->setItem(row, 3,
                          cell(tr("%1 : %2").arg(points(result.score.homeBoardHalves),
                                                 points(result.score.awayBoardHalves)) +
                               (result.score.decidedByLeader ? tr(" (leader board)") : QString())));
        matches_->setItem(row, 4, cell(boards.join(QStringLiteral("; "))));
        ++row;
    }
    if (shown->bye) {
        matches_->setItem(row, 0, cell(QString()));
        matches_->setItem(row, 1, cell(docs_->teamName(*shown->bye)));
        matches_->setItem(row, 2, cell(tr("bye")));
    }
}

// The team standings as the document has them (team_documents.h): the same table, on screen.
void TeamsView::fillStandings(const reports::TableSection& table) {
    standings_->setColumnCount(static_cast<int>(table.columns.size()));
    standings_->setHorizontalHeaderLabels(table.columns);
    standings_->setRowCount(static_cast<int>(table.rows.size()));
    for (int r = 0; r < static_cast<int>(table.rows.size()); ++r)
        for (int c = 0; c < static_cast<int>(table.rows[static_cast<std::size_t>(r)].size()); ++c)
            standings_->setItem(r, c, cell(table.rows[static_cast<std::size_t>(r)][c]));
}

void TeamsView::addTeam() {
    if (!doc_)
        return;
    const std::optional<Team> team = askTeam(Team{});
    if (!team)
        return;
    const TeamOutcome out = doc_->addTeam(*team);
    say(out.refusal.done() ? tr("Added %1").arg(QString::fromStdString(out.stored.displayName()))
                           : toText(out.refusal));
    if (out.refusal.done())
        selectTeam(out.stored.id);
}

void TeamsView::teamsFromClubs() {
    if (!doc_)
        return;
    // What the choice would make, for the dialog to show as the director changes it.
    const auto proposal = [this](const FromClubs& choice) {
        const TeamsFromClubs p =
            proposeTeamsFromClubs(doc_->file(), choice.reserves, choice.suffixes);
        if (!p.refusal.done())
            return toText(p.refusal);
        QStringList lines;
        for (const Team& t : p.teams)
            lines << tr("%1: %n player(s)", "", static_cast<int>(t.members.size()))
                         .arg(QString::fromStdString(t.displayName()));
        if (p.teams.empty())
            lines << tr("No club has enough players for a team.");
        if (!p.leftOut.empty())
            lines << tr("%n player(s) left out: too few in their club for a full team", "",
                        static_cast<int>(p.leftOut.size()));
        return lines.join(QLatin1Char('\n'));
    };
    const std::optional<FromClubs> choice = askFromClubs(proposal);
    if (!choice)
        return;
    const TeamsFromClubs made = doc_->makeTeamsFromClubs(choice->reserves, choice->suffixes);
    say(!made.refusal.done()
            ? toText(made.refusal)
            : tr("%n team(s) made from the clubs", "", static_cast<int>(made.teams.size())));
}

void TeamsView::editTeam() {
    const std::optional<Team> seen = selectedTeam();
    if (!doc_ || !seen)
        return;
    const std::optional<Team> wanted = askTeam(*seen);
    if (!wanted)
        return;
    const TeamOutcome out = doc_->editTeam(*seen, *wanted);
    say(out.refusal.done() ? QString() : toText(out.refusal));
}

void TeamsView::removeTeam() {
    const std::optional<Team> seen = selectedTeam();
    if (!doc_ || !seen)
        return;
    const Refusal r = doc_->removeTeam(*seen);
    say(r.done() ? tr("Removed %1").arg(QString::fromStdString(seen->displayName())) : toText(r));
}

void TeamsView::editLineup() {
    const std::optional<Team> team = selectedTeam();
    if (!doc_ || !team)
        return;
    const RoundNo r{round()};
    const TeamRound now = doc_->file().teamRounds().round(r);
    const auto given = now.lineups.find(team->id);
    const std::vector<PlayerId> seen =
        given == now.lineups.end() ? std::vector<PlayerId>{} : given->second;
    const std::optional<std::vector<PlayerId>> lineup =
        askLineup(*team, teamLineupFor(doc_->file(), r, *team));
    if (!lineup)
        return;
    const Refusal refusal = doc_->setTeamLineup(r, team->id, *lineup, seen);
    say(refusal.done() ? tr("Line-up of %1 for round %2 given")
                             .arg(QString::fromStdString(team->displayName()))
                             .arg(r.value())
                       : toText(refusal));
}

void TeamsView::pairRound() {
    if (!doc_)
        return;
    const TeamPairingOutcome out = doc_->pairTeamRound(RoundNo{round()});
    if (!out.refusal.done()) {
        say(toText(out.refusal));
        return;
    }
    QString text =
        tr("Round %1: %n match(es)", "", static_cast<int>(out.round.matches.size())).arg(round());
    if (out.rematches > 0 || out.secondBye)
        text += tr(" — no pairing without a rematch or a second bye existed");
    say(text);
}

void TeamsView::pairByHand() {
    if (!doc_)
        return;
    const auto teams = askMatch();
    if (!teams)
        return;
    TeamPairingOutcome out =
        doc_->pairTeamsByHand(RoundNo{round()}, teams->first, teams->second, false);
    if (out.refusal.kind == Refusal::Kind::NeedsConfirmation &&
        confirmRematch_(toText(out.refusal)))
        out = doc_->pairTeamsByHand(RoundNo{round()}, teams->first, teams->second, true);
    say(out.refusal.done() ? QString() : toText(out.refusal));
}

void TeamsView::setSelectedPresent(bool present) {
    const std::optional<Team> team = selectedTeam();
    if (!doc_ || !team)
        return;
    std::vector<Player> members;
    try {
        members = teamMembers(doc_->file(), *team);
    } catch (const store::StoreError& e) {
        say(e.message());
        return;
    }
    const Refusal refusal = doc_->setParticipation(
        members,
        roundState(round(), present ? Participation::Present : Participation::Absent, present));
    const QString name = QString::fromStdString(team->displayName());
    say(!refusal.done() ? toText(refusal)
        : present       ? tr("%1 is checked in for round %2").arg(name, QString::number(round()))
                        : tr("%1 sits round %2 out").arg(name, QString::number(round())));
}

void TeamsView::explainMatch() {
    if (!doc_)
        return;
    const auto teams = askMatch();
    if (!teams)
        return;
    try {
        const TeamPairExplanationOutcome e =
            explainTeamPairInFile(doc_->file(), RoundNo{round()}, teams->first, teams->second);
        say(e.refusal.done()
                ? TeamDocuments(doc_->file()).explanation(e, round()).join(QLatin1Char('\n'))
                : toText(e.refusal));
    } catch (const store::StoreError& error) {
        say(error.message());
    }
}

void TeamsView::forfeitSelected() {
    const std::optional<Team> team = selectedTeam();
    if (!doc_ || !team)
        return;
    // Every board of a match lost at once, results entered kept only with a reason (#44): the
    // director confirms with the referee's reason, which the boards keep.
    const std::optional<QString> reason =
        askReason(this, tr("Forfeit"),
                  tr("%1 loses every board of its match in round %2 by forfeit. The referee's "
                     "reason:")
                      .arg(QString::fromStdString(team->displayName()))
                      .arg(round()));
    if (!reason)
        return;
    const Refusal r = doc_->forfeitTeam(RoundNo{round()}, team->id, *reason);
    say(r.done() ? tr("%1 forfeits its match of round %2")
                       .arg(QString::fromStdString(team->displayName()))
                       .arg(round())
                 : toText(r));
}

} // namespace tengen::gui
