#include "rating_list_dialog.h"
#include "actions/player_files.h"

#include "actions/domain_text.h"
#include "actions/players.h"
#include "file_dialogs.h"
#include "store/open_files.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>
#include <map>

namespace tengen::gui {

namespace {

const char* kPathKey = "ratingList/path";
const char* kFormatKey = "ratingList/format";

// A list read once per process, until its file changes: the EGD's is 90,000 players.
struct LoadedList {
    QString path;
    QDateTime modified;
    std::shared_ptr<const formats::RatingListSearch> search;
};
LoadedList& loaded() {
    static LoadedList l;
    return l;
}

QString ratingText(const Player& p) {
    if (!p.rating)
        return {};
    return ratingValueText(*p.rating);
}

} // namespace

RatingListDialog::RatingListDialog(std::function<bool(const Player&)> add, QWidget* parent)
    : QDialog(parent), add_(std::move(add)) {
    setWindowTitle(tr("Add from a rating list"));
    listLabel_ = new QLabel(this);
    chooseButton_ = new QPushButton(tr("Choose the list…"), this);
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Part of a name, an EGD PIN, a licence or a club"));
    search_->setClearButtonEnabled(true);
    results_ = new QTableWidget(0, 6, this);
    results_->setHorizontalHeaderLabels(
        {tr("Name"), tr("Rank"), tr("Rating"), tr("ID"), tr("Club"), tr("Country")});
    results_->setSelectionBehavior(QAbstractItemView::SelectRows);
    results_->setSelectionMode(QAbstractItemView::SingleSelection);
    results_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    results_->verticalHeader()->hide();
    results_->horizontalHeader()->setStretchLastSection(true);
    addButton_ = new QPushButton(tr("Add"), this);
    addButton_->setDefault(true);
    auto* close = new QPushButton(tr("Close"), this);
    status_ = new QLabel(this);
    auto* top = new QHBoxLayout;
    top->addWidget(listLabel_, 1);
    top->addWidget(chooseButton_);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(addButton_);
    bottom->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(search_);
    layout->addWidget(results_, 1);
    layout->addLayout(bottom);
    resize(760, 520);
    connect(chooseButton_, &QPushButton::clicked, this, &RatingListDialog::chooseList);
    connect(search_, &QLineEdit::textChanged, this, &RatingListDialog::search);
    connect(addButton_, &QPushButton::clicked, this, &RatingListDialog::addSelected);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    connect(results_, &QTableWidget::cellDoubleClicked, this, [this] { addSelected(); });
    // Up and down in the search box move through the results; Enter adds the one chosen.
    search_->installEventFilter(this);
    listLabel_->setText(tr("No rating list chosen yet."));
    search();
}

bool RatingListDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == search_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Down || key == Qt::Key_Up) && results_->rowCount() > 0) {
            const int row = std::clamp(results_->currentRow() + (key == Qt::Key_Down ? 1 : -1), 0,
                                       results_->rowCount() - 1);
            results_->selectRow(row);
            return true;
        }
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            addSelected();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void RatingListDialog::loadRememberedList() {
    const QSettings settings;
    const QString path = settings.value(QLatin1String(kPathKey)).toString();
    const auto format =
        formats::tryParseImportFormat(settings.value(QLatin1String(kFormatKey)).toString());
    if (!path.isEmpty() && format && QFileInfo::exists(path))
        loadList(path, *format);
}

void RatingListDialog::chooseList() {
    const QString path = openFileName(this, tr("Choose a rating list"),
                                      tr("Rating lists (*.txt *.TXT);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString problem = loadList(path, guessImportFormat(path));
    if (!problem.isEmpty())
        status_->setText(problem);
}

QString RatingListDialog::loadList(const QString& path, formats::ImportFormat format) {
    if (format != formats::ImportFormat::Egd && format != formats::ImportFormat::Ffg &&
        format != formats::ImportFormat::Aga)
        return tr("%1 is not an EGD, FFG or AGA rating list").arg(QFileInfo(path).fileName());
    if (store::isOpenTournamentFile(path))
        return tr("%1 is a tournament file, not a rating list").arg(QFileInfo(path).fileName());
    const QDateTime modified = QFileInfo(path).lastModified();
    LoadedList& cache = loaded();
    if (cache.path != path || cache.modified != modified || !cache.search) {
        formats::ImportParse parse = parsePlayersFile(path, format);
        if (parse.batch.players.empty())
            return parse.errors.empty() ? tr("%1 holds no player").arg(QFileInfo(path).fileName())
                                        : parse.errors.front().toString();
        std::vector<Player> players;
        players.reserve(parse.batch.players.size());
        for (ImportedPlayer& row : parse.batch.players)
            players.push_back(std::move(row.player));
        cache = {path, modified, std::make_shared<formats::RatingListSearch>(std::move(players))};
    }
    list_ = cache.search;
    QSettings settings;
    settings.setValue(QLatin1String(kPathKey), path);
    settings.setValue(QLatin1String(kFormatKey),
                      QString::fromLatin1(formats::importFormatId(format)));
    listLabel_->setText(tr("%1: %n player(s)", "", list_->size()).arg(QFileInfo(path).fileName()));
    search();
    return {};
}

void RatingListDialog::search() {
    results_->setRowCount(0);
    shown_.clear();
    if (!list_) {
        status_->setText(tr("Choose the federation's list (EGD, FFG or AGA) first."));
        return;
    }
    QElapsedTimer timer;
    timer.start();
    shown_ = list_->find(search_->text(), 50);
    lastMicros_ = timer.nsecsElapsed() / 1000;
    results_->setRowCount(static_cast<int>(shown_.size()));
    for (int row = 0; row < static_cast<int>(shown_.size()); ++row) {
        const Player& p = *shown_[static_cast<std::size_t>(row)];
        const QString id = QString::fromStdString(!p.egdPin.empty()       ? p.egdPin
                                                  : !p.ffgLicence.empty() ? p.ffgLicence
                                                                          : p.agaId);
        const QStringList cells = {QString::fromStdString(p.displayName()),
                                   rankText(p.effectiveRank()),
                                   ratingText(p),
                                   id,
                                   QString::fromStdString(p.club),
                                   QString::fromStdString(p.country)};
        for (int c = 0; c < cells.size(); ++c)
            results_->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
    if (!shown_.empty())
        results_->selectRow(0);
    results_->resizeColumnsToContents();
    status_->setText(search_->text().trimmed().isEmpty()
                         ? tr("Type part of a name, an ID or a club.")
                         : tr("%n player(s) shown", "", static_cast<int>(shown_.size())));
}

bool RatingListDialog::addSelected() {
    const int row = results_->currentRow();
    if (row < 0 || row >= static_cast<int>(shown_.size()))
        return false;
    const Player chosen = *shown_[static_cast<std::size_t>(row)];
    if (!add_(chosen))
        return false;
    status_->setText(tr("Registered %1").arg(QString::fromStdString(chosen.displayName())));
    search_->selectAll(); // the next name replaces this one
    search_->setFocus();
    return true;
}

} // namespace tengen::gui
