#include "new_tournament_dialog.h"

#include "documents/team_documents.h"
#include "go/rules.h"
#include "store/problem_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace tengen::gui {

namespace {
QDate toQDate(const boost::gregorian::date& d) {
    return QDate(d.year(), d.month(), d.day());
}
boost::gregorian::date fromQDate(const QDate& d) {
    return boost::gregorian::date(d.year(), d.month(), d.day());
}
} // namespace

NewTournamentDialog::NewTournamentDialog(const TournamentSettings& initial, QWidget* parent)
    : QDialog(parent), base_(initial) {
    setWindowTitle(tr("Tournament settings"));
    name_ = new QLineEdit(QString::fromStdString(initial.nameNative), this);
    nameLatin_ = new QLineEdit(QString::fromStdString(initial.nameLatin), this);
    place_ = new QLineEdit(QString::fromStdString(initial.place), this);
    firstDay_ = new QDateEdit(toQDate(initial.firstDay), this);
    lastDay_ = new QDateEdit(toQDate(initial.lastDay), this);
    for (auto* d : {firstDay_, lastDay_}) {
        d->setCalendarPopup(true);
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    }
    rounds_ = new QSpinBox(this);
    rounds_->setRange(1, 99);
    rounds_->setValue(initial.rounds);
    system_ = new QComboBox(this);
    system_->addItem(tr("McMahon"), QStringLiteral("mcmahon"));
    system_->addItem(tr("Swiss"), QStringLiteral("swiss"));
    system_->setCurrentIndex(initial.system == PairingSystem::Swiss ? 1 : 0);
    rules_ = new QComboBox(this);
    const std::pair<const char*, QString> rules[] = {{"chinese", tr("Chinese (area counting)")},
                                                     {"japanese", tr("Japanese")},
                                                     {"korean", tr("Korean")},
                                                     {"aga", tr("AGA")},
                                                     {"ing", tr("Ing")},
                                                     {"nz", tr("New Zealand")},
                                                     {"tromp-taylor", tr("Tromp-Taylor")}};
    // In the rules core's order (go::ruleSetNames), each with its label here.
    for (std::string_view name : go::ruleSetNames())
        for (const auto& [id, label] : rules)
            if (name == id)
                rules_->addItem(label, QString::fromLatin1(id));
    rules_->setCurrentIndex(rules_->findData(QString::fromStdString(initial.rules)));
    komi_ = new QLineEdit(QString::fromStdString(initial.komi.points()), this);
    komiHint_ = new QLabel(this);
    boardSize_ = new QSpinBox(this);
    boardSize_->setRange(2, 25);
    boardSize_->setValue(initial.boardSize);
    basicMinutes_ = new QSpinBox(this);
    basicMinutes_->setRange(0, 600);
    basicMinutes_->setSuffix(tr(" min"));
    basicMinutes_->setValue(wholeSeconds(initial.time.main) / 60);
    periods_ = new QSpinBox(this);
    periods_->setRange(0, 30);
    periods_->setValue(initial.time.periods);
    periodSeconds_ = new QSpinBox(this);
    periodSeconds_->setRange(0, 3600);
    periodSeconds_->setSuffix(tr(" s"));
    periodSeconds_->setValue(wholeSeconds(initial.time.period));
    QStringList cats;
    for (const auto& c : initial.categories)
        cats << QString::fromStdString(c.name);
    categories_ = new QLineEdit(cats.join(QStringLiteral(", ")), this);
    categories_->setPlaceholderText(tr("e.g. 公开组, 少年组, 女子组"));

    auto* form = new QFormLayout;
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Name (Latin)"), nameLatin_);
    form->addRow(tr("Place"), place_);
    form->addRow(tr("First day"), firstDay_);
    form->addRow(tr("Last day"), lastDay_);
    form->addRow(tr("Rounds"), rounds_);
    form->addRow(tr("System"), system_);
    // Shown for groups and knockout (offerFormatsOfPlay).
    formatOptions_ = new QWidget(this);
    auto* options = new QHBoxLayout(formatOptions_);
    options->setContentsMargins(0, 0, 0, 0);
    groups_ = new QSpinBox(formatOptions_);
    groups_->setRange(2, 16);
    groups_->setValue(4);
    groups_->setPrefix(tr("groups: "));
    perGroup_ = new QSpinBox(formatOptions_);
    perGroup_->setRange(0, 8);
    perGroup_->setValue(2);
    perGroup_->setPrefix(tr("to the knockout from each: "));
    bestOfThree_ = new QCheckBox(tr("best of three"), formatOptions_);
    thirdPlace_ = new QCheckBox(tr("game for third place"), formatOptions_);
    for (QWidget* w :
         std::initializer_list<QWidget*>{groups_, perGroup_, bestOfThree_, thirdPlace_})
        options->addWidget(w);
    options->addStretch();
    formatOptions_->setVisible(false);
    form->addRow(QString(), formatOptions_);
    form->addRow(tr("Rules"), rules_);
    auto* komiRow = new QHBoxLayout;
    komiRow->addWidget(komi_);
    komiRow->addWidget(komiHint_);
    form->addRow(tr("Komi (points)"), komiRow);
    form->addRow(tr("Board size"), boardSize_);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(basicMinutes_);
    timeRow->addWidget(new QLabel(tr("+ byo-yomi"), this));
    timeRow->addWidget(periods_);
    timeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    timeRow->addWidget(periodSeconds_);
    form->addRow(tr("Time"), timeRow);
    // The dialog edits absolute time and byo-yomi; another system (Canadian, Fischer, ...) from an
    // import stays as it is unless the director changes the time fields.
    timeKept_ = new QLabel(this);
    if (initial.time.system != TimeSystem::ByoYomi && initial.time.system != TimeSystem::Absolute)
        timeKept_->setText(tr("Now: %1 (kept unless you change the time)")
                               .arg(QString::fromStdString(
                                   timeControlSpec(initial.time)))); // the clock's notation
    form->addRow(QString(), timeKept_);
    form->addRow(tr("Categories"), categories_);
    buildTeamFields(initial);
    form->addRow(tr("Event"), kind_);
    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(teamBox_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    for (QLineEdit* e : findChildren<QLineEdit*>())
        connect(e, &QLineEdit::textChanged, this, &NewTournamentDialog::refresh);
    connect(firstDay_, &QDateEdit::dateChanged, this, &NewTournamentDialog::refresh);
    connect(lastDay_, &QDateEdit::dateChanged, this, &NewTournamentDialog::refresh);
    connect(rules_, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::refresh);
    for (QComboBox* box : {kind_, lineup_, teamPairing_, teamBye_})
        connect(box, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::refresh);
    connect(boards_, &QSpinBox::valueChanged, this, &NewTournamentDialog::refresh);
    for (QSpinBox* box : {basicMinutes_, periods_, periodSeconds_})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            timeEdited_ = true;
            timeKept_->clear();
        });
    refresh();
}

TournamentSettings NewTournamentDialog::settings() const {
    TournamentSettings s = base_;
    s.nameNative = name_->text().trimmed().toStdString();
    s.nameLatin = nameLatin_->text().trimmed().toStdString();
    s.place = place_->text().trimmed().toStdString();
    s.firstDay = fromQDate(firstDay_->date());
    s.lastDay = fromQDate(lastDay_->date());
    s.rounds = rounds_->value();
    s.system = system_->currentIndex() == 0 ? PairingSystem::McMahon : PairingSystem::Swiss;
    s.rules = rules_->currentData().toString().toStdString();
    if (auto k = tryParseKomi(komi_->text().toStdString()))
        s.komi = *k;
    s.boardSize = boardSize_->value();
    if (timeEdited_) {
        s.time = TimeControl{};
        s.time.system = periods_->value() > 0 ? TimeSystem::ByoYomi : TimeSystem::Absolute;
        s.time.main = std::chrono::minutes(basicMinutes_->value());
        s.time.periods = periods_->value();
        s.time.period = Millis(static_cast<long long>(periodSeconds_->value()) * 1000);
        s.time = normalised(s.time); // as the file keeps it
    }
    std::vector<Category> categories;
    for (const QString& name : categories_->text().split(
             QRegularExpression(QStringLiteral("[,，、]")), Qt::SkipEmptyParts)) {
        Category c;
        c.name = name.trimmed().toStdString();
        for (const auto& old : base_.categories)
            if (old.name == c.name)
                c.description = old.description;
        if (!c.name.empty())
            categories.push_back(c);
    }
    s.categories = categories;
    readTeamFields(s);
    return s;
}

void NewTournamentDialog::buildTeamFields(const TournamentSettings& initial) {
    kind_ = new QComboBox(this);
    kind_->addItem(tr("Individual"));
    kind_->addItem(tr("A team event"));
    kind_->setCurrentIndex(initial.teamEvent() ? 1 : 0);
    teamBox_ = new QGroupBox(tr("Team event"), this);
    boards_ = new QSpinBox(teamBox_);
    boards_->setRange(2, 10);
    boards_->setValue(initial.teamEvent() ? initial.boards : 4);
    lineup_ = new QComboBox(teamBox_);
    lineup_->addItem(tr("Fixed order: a player may be left out, never moved up"),
                     QStringLiteral("fixed"));
    lineup_->addItem(tr("Free"), QStringLiteral("free"));
    lineup_->setCurrentIndex(initial.lineup == LineupRule::Free ? 1 : 0);
    teamPairing_ = new QComboBox(teamBox_);
    teamPairing_->addItem(tr("Team Swiss"), QStringLiteral("swiss"));
    teamPairing_->addItem(tr("Round robin"), QStringLiteral("round-robin"));
    teamPairing_->addItem(tr("Double round robin"), QStringLiteral("double-round-robin"));
    teamPairing_->addItem(tr("By hand, match by match"), QStringLiteral("manual"));
    teamPairing_->setCurrentIndex(
        teamPairing_->findData(QString::fromUtf8(teamPairingId(initial.team.pairing).data())));
    matchPoints_ = new QComboBox(teamBox_);
    matchPoints_->setEditable(true); // the usual ones, or the director's own
    for (const char* p : {"2/1/0", "3/1/0", "1/0.5/0"})
        matchPoints_->addItem(QString::fromLatin1(p));
    matchPoints_->setCurrentText(QString::fromStdString(matchPointsText(initial.team.match)));
    matchPoints_->lineEdit()->setPlaceholderText(tr("win/draw/loss, e.g. 2/1/0 or 3/1/0"));
    tiedMatch_ = new QComboBox(teamBox_);
    tiedMatch_->addItem(tr("A drawn match"), QStringLiteral("draw"));
    tiedMatch_->addItem(tr("Board 1 decides (主将)"), QStringLiteral("leader"));
    tiedMatch_->setCurrentIndex(initial.team.match.tied == TiedMatch::LeaderBoard ? 1 : 0);
    leaderWin_ = new QDoubleSpinBox(teamBox_);
    leaderLoss_ = new QDoubleSpinBox(teamBox_);
    for (QDoubleSpinBox* points : {leaderWin_, leaderLoss_}) {
        points->setRange(0, 5);
        points->setSingleStep(0.5);
        points->setDecimals(1);
    }
    leaderWin_->setValue(initial.team.match.leaderWinHalves / 2.0);
    leaderLoss_->setValue(initial.team.match.leaderLossHalves / 2.0);
    auto* leaderPoints = new QHBoxLayout;
    leaderPoints->addWidget(new QLabel(tr("its winner"), teamBox_));
    leaderPoints->addWidget(leaderWin_);
    leaderPoints->addWidget(new QLabel(tr("its loser"), teamBox_));
    leaderPoints->addWidget(leaderLoss_);
    leaderPoints->addStretch();
    teamBye_ = new QComboBox(teamBox_);
    teamBye_->addItem(tr("A drawn match"), QStringLiteral("draw"));
    teamBye_->addItem(tr("A won match"), QStringLiteral("win"));
    teamBye_->addItem(tr("Nothing"), QStringLiteral("loss"));
    teamBye_->setCurrentIndex(
        teamBye_->findData(QString::fromUtf8(teamByeValueId(initial.team.bye).data())));
    teamCriteria_ = new QComboBox(teamBox_);
    teamCriteria_->addItem(tr("FIDE: match points, board points, opponents' match points, "
                              "direct encounter"),
                           QStringLiteral("fide"));
    teamCriteria_->addItem(tr("Chinese: match points, board points, opponents' match points, "
                              "board-1 wins (主将), direct encounter"),
                           QStringLiteral("chinese"));
    teamCriteria_->addItem(tr("OpenGotha: match points, opponents' match points, board points, "
                              "board points of boards 1–3"),
                           QStringLiteral("opengotha"));
    teamCriteria_->addItem(tr("In an order of your own…"), QString());
    int preset = teamCriteria_->count() - 1;
    for (int k = 0; k + 1 < teamCriteria_->count(); ++k)
        if (teamCriteriaPreset(teamCriteria_->itemData(k).toString().toStdString()) ==
            initial.team.criteria)
            preset = k;
    teamCriteria_->setCurrentIndex(preset);
    criteriaList_ = new QListWidget(teamBox_);
    criteriaList_->setDragDropMode(QAbstractItemView::InternalMove);
    criteriaList_->setToolTip(tr("Tick the criteria and drag them into their order"));
    fillCriteriaList(initial.team.criteria);
    connect(teamCriteria_, &QComboBox::currentIndexChanged, this, [this] {
        if (const auto p =
                teamCriteriaPreset(teamCriteria_->currentData().toString().toStdString()))
            fillCriteriaList(*p);
        refresh();
    });
    connect(criteriaList_, &QListWidget::itemChanged, this, &NewTournamentDialog::refresh);
    teamHandicap_ = new QCheckBox(tr("Boards with handicap by rank (the pairing settings' "
                                     "correction and ceiling)"),
                                  teamBox_);
    teamHandicap_->setChecked(initial.team.handicap);
    avoidSameClub_ = new QCheckBox(tr("Teams of one school or club meet only when no other "
                                      "pairing is left"),
                                   teamBox_);
    avoidSameClub_->setChecked(initial.team.avoidSameClub);
    mcMahonBar_ = new QLineEdit(teamBox_);
    if (initial.team.mcMahonBar)
        mcMahonBar_->setText(
            QString::fromStdString(Rank::amateur(*initial.team.mcMahonBar).toString()));
    mcMahonBar_->setPlaceholderText(tr("empty: team Swiss; a rank such as 3d: McMahon"));
    auto* teamForm = new QFormLayout(teamBox_);
    teamForm->addRow(tr("Boards"), boards_);
    teamForm->addRow(tr("Line-ups"), lineup_);
    teamForm->addRow(tr("Pairing"), teamPairing_);
    teamForm->addRow(tr("Match points"), matchPoints_);
    teamForm->addRow(tr("A tied match"), tiedMatch_);
    teamForm->addRow(QString(), leaderPoints);
    teamForm->addRow(tr("A team's bye"), teamBye_);
    teamForm->addRow(tr("Standings"), teamCriteria_);
    teamForm->addRow(QString(), criteriaList_);
    teamForm->addRow(tr("McMahon bar"), mcMahonBar_);
    teamForm->addRow(QString(), teamHandicap_);
    teamForm->addRow(QString(), avoidSameClub_);
    connect(teamHandicap_, &QCheckBox::toggled, this, &NewTournamentDialog::refresh);
    connect(tiedMatch_, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::refresh);
    connect(matchPoints_, &QComboBox::currentTextChanged, this, &NewTournamentDialog::refresh);
    // Names for tests and accessibility tools.
    kind_->setObjectName(QStringLiteral("eventKind"));
    boards_->setObjectName(QStringLiteral("boards"));
    teamPairing_->setObjectName(QStringLiteral("teamPairing"));
    matchPoints_->setObjectName(QStringLiteral("matchPoints"));
    tiedMatch_->setObjectName(QStringLiteral("tiedMatch"));
    leaderWin_->setObjectName(QStringLiteral("leaderWin"));
    leaderLoss_->setObjectName(QStringLiteral("leaderLoss"));
    teamCriteria_->setObjectName(QStringLiteral("teamCriteria"));
    criteriaList_->setObjectName(QStringLiteral("criteriaList"));
    avoidSameClub_->setObjectName(QStringLiteral("avoidSameClub"));
    mcMahonBar_->setObjectName(QStringLiteral("mcMahonBar"));
    teamHandicap_->setObjectName(QStringLiteral("teamHandicap"));
}

QString NewTournamentDialog::readTeamFields(TournamentSettings& s) const {
    if (kind_->currentIndex() == 0) {
        s.boards = 0;
        return {};
    }
    s.boards = boards_->value();
    s.lineup = lineup_->currentIndex() == 1 ? LineupRule::Free : LineupRule::FixedOrder;
    TeamRules& t = s.team;
    t.pairing = tryParseTeamPairing(teamPairing_->currentData().toString().toStdString())
                    .value_or(TeamPairing::Swiss);
    t.bye = tryParseTeamByeValue(teamBye_->currentData().toString().toStdString())
                .value_or(TeamByeValue::Draw);
    t.handicap = teamHandicap_->isChecked();
    t.avoidSameClub = avoidSameClub_->isChecked();
    if (const Problem p = parseMatchPoints(matchPoints_->currentText().toStdString(), t.match);
        !p.empty())
        return tr("Match points: %1").arg(toText(p));
    t.match.tied = tiedMatch_->currentIndex() == 1 ? TiedMatch::LeaderBoard : TiedMatch::Draw;
    t.match.leaderWinHalves = static_cast<int>(std::lround(leaderWin_->value() * 2));
    t.match.leaderLossHalves = static_cast<int>(std::lround(leaderLoss_->value() * 2));
    t.criteria.clear();
    for (int k = 0; k < criteriaList_->count(); ++k)
        if (const QListWidgetItem* item = criteriaList_->item(k); item->checkState() == Qt::Checked)
            if (const auto c =
                    tryParseTeamCriterion(item->data(Qt::UserRole).toString().toStdString()))
                t.criteria.push_back(*c);
    if (t.criteria.empty())
        return tr("Standings: tick at least one criterion");
    t.mcMahonBar.reset();
    if (const QString bar = mcMahonBar_->text().trimmed(); !bar.isEmpty()) {
        const RankParse r = tryParseRank(bar.toStdString());
        if (!r.rank || r.rank->isProfessional())
            return tr("McMahon bar: an amateur rank such as 3d, or empty");
        t.mcMahonBar = r.rank->value();
    }
    return {};
}

QString NewTournamentDialog::problem() const {
    if (!tryParseKomi(komi_->text().toStdString()))
        return tr("Komi: points such as 7.5, or 子 such as 3¾子");
    TournamentSettings s = settings();
    if (const QString team = readTeamFields(s); !team.isEmpty())
        return team;
    if (firstStage() && s.teamEvent())
        return tr("Event: a team event plays its round robin as its team pairing (team rules)");
    return toText(validate(s));
}

void NewTournamentDialog::offerFormatsOfPlay() {
    system_->addItem(tr("Round robin (循环赛)"), QStringLiteral("round-robin"));
    system_->addItem(tr("Double round robin (双循环)"), QStringLiteral("double-round-robin"));
    system_->addItem(tr("Groups, then knockout (小组赛 + 淘汰赛)"), QStringLiteral("groups"));
    system_->addItem(tr("Knockout (淘汰赛)"), QStringLiteral("knockout"));
    connect(system_, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::refresh);
}

std::optional<Stage> NewTournamentDialog::firstStage() const {
    const auto format = tryParseStageFormat(system_->currentData().toString().toStdString());
    if (!format || *format == StageFormat::Swiss || *format == StageFormat::McMahon)
        return std::nullopt;
    Stage s;
    s.format = *format;
    if (s.format == StageFormat::Groups) {
        s.groups = groups_->value();
        s.perGroup = perGroup_->value();
    }
    if (s.format == StageFormat::Knockout) {
        s.bestOf = bestOfThree_->isChecked() ? 3 : 1;
        s.thirdPlace = thirdPlace_->isChecked();
    }
    return s;
}

// The list of team criteria: `chosen` ticked in their order, the others after them unticked;
// each named in the desk's language with its code.
void NewTournamentDialog::fillCriteriaList(const std::vector<TeamCriterion>& chosen) {
    const QSignalBlocker quiet(criteriaList_);
    criteriaList_->clear();
    using K = TeamCriterionKind;
    std::vector<TeamCriterion> all = chosen;
    for (const TeamCriterion c :
         {TeamCriterion{K::MatchPoints, 0}, TeamCriterion{K::BoardPoints, 0},
          TeamCriterion{K::OpponentsMatchPoints, 0}, TeamCriterion{K::LeaderBoardWins, 0},
          TeamCriterion{K::DirectEncounter, 0}, TeamCriterion{K::BoardPointsUpTo, 1},
          TeamCriterion{K::BoardPointsUpTo, 2}, TeamCriterion{K::BoardPointsUpTo, 3},
          TeamCriterion{K::MeanRating, 0}})
        if (std::find(all.begin(), all.end(), c) == all.end())
            all.push_back(c);
    for (std::size_t k = 0; k < all.size(); ++k) {
        const TeamCriterion& c = all[k];
        const QString name = TeamDocuments::criterionName(c);
        const QString id = QString::fromStdString(teamCriterionId(c));
        auto* item = new QListWidgetItem(QStringLiteral("%1 (%2)").arg(name, id), criteriaList_);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                       Qt::ItemIsDragEnabled);
        item->setCheckState(k < chosen.size() ? Qt::Checked : Qt::Unchecked);
    }
}

void NewTournamentDialog::refresh() {
    teamBox_->setVisible(kind_->currentIndex() == 1);
    leaderWin_->setEnabled(tiedMatch_->currentIndex() == 1);
    leaderLoss_->setEnabled(tiedMatch_->currentIndex() == 1);
    // A preset's list is shown only when the director chooses an order of his own.
    criteriaList_->setVisible(teamCriteria_->currentData().toString().isEmpty());
    // A round robin's, groups' or knockout's rounds follow from its players.
    const std::optional<Stage> stage = firstStage();
    rounds_->setEnabled(!stage);
    formatOptions_->setVisible(
        stage && (stage->format == StageFormat::Groups || stage->format == StageFormat::Knockout));
    groups_->setVisible(stage && stage->format == StageFormat::Groups);
    perGroup_->setVisible(stage && stage->format == StageFormat::Groups);
    bestOfThree_->setVisible(stage && stage->format == StageFormat::Knockout);
    thirdPlace_->setVisible(stage && stage->format == StageFormat::Knockout);
    const QString message = problem();
    problem_->setText(message);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(message.isEmpty());
    if (auto k = tryParseKomi(komi_->text().toStdString()))
        komiHint_->setText(tr("= %1").arg(QString::fromStdString(k->zi())));
    else
        komiHint_->clear();
}

} // namespace tengen::gui
