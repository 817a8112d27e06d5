#include "reports_view.h"

#include "actions/event_format.h"
#include "actions/stages.h"
#include "documents/stage_documents.h"

#include "documents/team_documents.h"

#include "common/translations.h"
#include "documents/documents.h"
#include "documents/exports.h"
#include "documents/report_kinds.h"
#include "documents/site.h"
#include "store/problem_text.h"
#include "tournament_document.h"
#include "web/live_page.h"
#include "web/site_push.h"

#include "confirm.h"
#include "file_dialogs.h"
#include "store/open_files.h"
#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTextBrowser>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
// The files for the federations and OpenGotha, after the report kinds (their exporters:
// documents/exports.h).
constexpr const char* kExportIds[] = {"egf", "ffg", "aga", "opengotha"};
} // namespace

ReportsView::ReportsView(QWidget* parent) : QWidget(parent) {
    roundLabel_ = new QLabel(this);
    round_ = new QSpinBox(this);
    round_->setRange(0, 1);
    kindLabel_ = new QLabel(this);
    kind_ = new QComboBox(this);
    // The report kinds (documents/report_kinds.h), then the files for the federations and
    // OpenGotha; each item's data is its id.
    for (const ReportKind& k : reportKinds())
        kind_->addItem(QString(), k.id);
    for (const char* id : kExportIds)
        kind_->addItem(QString(), QString::fromLatin1(id));
    order_ = new QComboBox(this);
    order_->addItems({QString(), QString(), QString()});
    sectionsLabel_ = new QLabel(this);
    sections_ = new QLineEdit(this);
    sections_->setClearButtonEnabled(true);
    onePrize_ = new QCheckBox(this);
    joinCodes_ = new QCheckBox(this);
    save_ = new QPushButton(this);
    print_ = new QPushButton(this);
    sheets_ = new QPushButton(this);
    publish_ = new QPushButton(this);
    website_ = new QPushButton(this);
    websiteStatus_ = new QLabel(this);
    autoPublish_ = new QTimer(this);
    autoPublish_->setSingleShot(true);
    autoPublish_->setInterval(1500);
    connect(autoPublish_, &QTimer::timeout, this, &ReportsView::publishIfRoundComplete);
    live_ = new QCheckBox(this);
    liveAddress_ = new QLineEdit(QStringLiteral("127.0.0.1"), this);
    liveAddress_->setMaximumWidth(160);
    livePort_ = new QSpinBox(this);
    livePort_->setRange(0, 65535);
    livePort_->setValue(8080);
    liveStatus_ = new QLabel(this);
    liveStatus_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    liveStatus_->setOpenExternalLinks(true);
    preview_ = new QTextBrowser(this);
    roundNote_ = new QLabel(this);
    auto* bar = new QHBoxLayout;
    for (QWidget* w :
         std::initializer_list<QWidget*>{kindLabel_, kind_, roundLabel_, round_, roundNote_, order_,
                                         sectionsLabel_, sections_, onePrize_, joinCodes_})
        bar->addWidget(w);
    bar->addStretch();
    for (QWidget* w : std::initializer_list<QWidget*>{save_, print_, sheets_, publish_})
        bar->addWidget(w);
    auto* liveBar = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{live_, liveAddress_, livePort_, liveStatus_})
        liveBar->addWidget(w);
    liveBar->addStretch();
    liveBar->addWidget(websiteStatus_);
    liveBar->addWidget(website_);
    connect(website_, &QPushButton::clicked, this, &ReportsView::editWebsite);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(preview_);
    layout->addLayout(liveBar);
    connect(round_, &QSpinBox::valueChanged, this, [this](int round) {
        if (settingRound_) // the view follows the latest: its caller refreshes once after
            return;
        // The director's choice: kept until he comes back to the latest.
        followLatest_ = doc_ && round == latestRound();
        refresh();
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        followLatestRound();
        refresh();
    });
    connect(order_, &QComboBox::currentIndexChanged, this, &ReportsView::refresh);
    connect(sections_, &QLineEdit::editingFinished, this, &ReportsView::refresh);
    connect(onePrize_, &QCheckBox::toggled, this, &ReportsView::refresh);
    connect(joinCodes_, &QCheckBox::toggled, this, &ReportsView::refresh);
    connect(live_, &QCheckBox::clicked, this, [this](bool on) { setLivePage(on); });
    connect(print_, &QPushButton::clicked, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        printer.setPageSize(QPageSize(QPageSize::A4));
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted)
            report(printTo(printer), tr("Sent to the printer"));
    });
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = saveFileName(this, tr("Save the document"));
        if (!path.isEmpty())
            report(saveTo(path), tr("Saved %1").arg(path));
    });
    connect(sheets_, &QPushButton::clicked, this, [this] {
        const QString path = saveFileName(this, tr("Save the result sheets"), tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            report(saveResultSheets(path), tr("Saved %1").arg(path));
    });
    connect(publish_, &QPushButton::clicked, this, [this] {
        QString folder = website().folder;
        if (folder.isEmpty())
            folder = existingFolder(this, tr("Publish to a folder"));
        if (!folder.isEmpty())
            report(publishTo(folder), tr("Published to %1").arg(folder));
    });
    retranslate();
    refresh();
}

ReportsView::~ReportsView() = default;

void ReportsView::setDocument(TournamentDocument* doc) {
    if (doc_)
        disconnect(doc_, nullptr, this, nullptr);
    setLivePage(false);   // the live page serves the file that was open
    autoPublish_->stop(); // what the last file's change was about to publish, it no longer is
    push_.reset();        // that file's website
    websiteStatus_->clear();
    doc_ = doc;
    if (doc_) {
        const auto followAndRefresh = [this] {
            followLatestRound();
            refresh();
        };
        connect(doc_, &TournamentDocument::roundChanged, this, followAndRefresh);
        connect(doc_, &TournamentDocument::playersReloaded, this, &ReportsView::refresh);
        connect(doc_, &TournamentDocument::settingsChanged, this, followAndRefresh);
        connect(doc_, &TournamentDocument::roundsReloaded, this, followAndRefresh);
        // Publish after each round (#34): a moment after the last change, whoever made it.
        const auto soon = [this] { autoPublish_->start(); };
        connect(doc_, &TournamentDocument::roundChanged, this, soon);
        connect(doc_, &TournamentDocument::roundsReloaded, this, soon);
        // The event opens on the standings its players look for: a team event's team standings
        // (#44).
        attemptRead([&] {
            const QString first = eventFormat(doc_->file())->firstReport();
            const QSignalBlocker quiet(kind_);
            if (kind() == QLatin1String("standings"))
                setKind(first);
        });
    }
    followLatest_ = true;
    followLatestRound();
    refresh();
}

QString ReportsView::kind() const {
    return kind_->currentData().toString();
}

const ReportKind* ReportsView::shownKind() const {
    return reportKind(kind());
}

ReportOptions ReportsView::options() const {
    ReportOptions o;
    o.round = round_->value();
    o.order = static_cast<reports::PlayerOrder>(order_->currentIndex());
    if (!sections_->text().trimmed().isEmpty()) {
        const reports::PrizeSpecParse spec =
            reports::tryParsePrizeSpec(sections_->text().toStdString());
        if (spec.error.empty()) // else refused before (sectionsProblem)
            o.prizeSections = spec.sections;
    }
    o.onePrizePerPlayer = onePrize_->isChecked();
    o.joinCodes = joinCodes();
    o.ratingColumn = true; // an EGF event: the provisional GoR
    return o;
}

int ReportsView::latestRound() const {
    if (!doc_)
        return 0;
    try {
        if (const ReportKind* k = shownKind())
            return latestReportRound(doc_->file(), *k);
        return Documents(doc_->file()).lastPlayedRound(); // a federation's file
    } catch (const store::StoreError&) {
        return round_->value(); // a failing read: stay where the view is
    }
}

void ReportsView::followLatestRound() {
    if (!doc_)
        return;
    settingRound_ = true;
    attemptRead([&] { round_->setRange(0, doc_->file().settings().get().rounds); });
    if (followLatest_)
        round_->setValue(latestRound());
    settingRound_ = false;
}

QString ReportsView::roundNote() const {
    return roundNote_->text();
}

void ReportsView::setKind(const QString& id) {
    if (const int i = kind_->findData(id); i >= 0)
        kind_->setCurrentIndex(i);
}
void ReportsView::setRound(int round) {
    round_->setValue(round); // as the director's own choice (valueChanged above)
}

void ReportsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void ReportsView::retranslate() {
    roundLabel_->setText(tr("Round"));
    kindLabel_->setText(tr("Document"));
    for (int i = 0; i < kind_->count(); ++i) {
        const QString id = kind_->itemData(i).toString();
        const ReportKind* k = reportKind(id);
        kind_->setItemText(i, k                            ? k->title()
                              : id == QLatin1String("egf") ? tr("EGF results file")
                              : id == QLatin1String("ffg") ? tr("FFG results file (.tou)")
                              : id == QLatin1String("aga") ? tr("AGA results file")
                                                           : tr("OpenGotha tournament (.xml)"));
    }
    order_->setItemText(0, tr("By strength"));
    order_->setItemText(1, tr("By name"));
    order_->setItemText(2, tr("By club"));
    sectionsLabel_->setText(tr("Sections"));
    sections_->setPlaceholderText(tr("the tournament's categories"));
    sections_->setToolTip(tr("Prize sections separated by ';', each with an optional =N prizes "
                             "(default 3): overall, women, u12 (under 12 on the first day), "
                             "ranks:10k-20k, category:NAME"));
    onePrize_->setText(tr("One prize per player"));
    joinCodes_->setText(tr("Join codes"));
    joinCodes_->setToolTip(tr("Each table's code and QR code for a clock on a phone (the table "
                              "devices of the Clocks tab); for the list printed for the tables, "
                              "never on the live page"));
    print_->setText(tr("Print…"));
    live_->setText(tr("Live page"));
    live_->setToolTip(tr("A read-only web page with the pairings and standings for players' "
                         "phones, on this address and port"));
    save_->setText(tr("Save…"));
    sheets_->setText(tr("Result sheets (PDF)…"));
    publish_->setText(tr("Publish after the round…"));
    website_->setText(tr("Website…"));
    website_->setToolTip(tr("Where the published pages go, and whether they are published after "
                            "each round"));
}

void ReportsView::refresh() {
    const bool open = doc_ != nullptr;
    for (QWidget* w :
         std::initializer_list<QWidget*>{round_, kind_, save_, print_, sheets_, publish_, live_})
        w->setEnabled(open);
    // The kinds the open event has (a team event's, an event of stages', a knockout's bracket).
    EventShape shape;
    attemptRead([&] {
        if (open)
            shape = eventFormat(doc_->file())->shape();
    });
    if (auto* list = qobject_cast<QListView*>(kind_->view()))
        for (int i = 0; i < kind_->count(); ++i) {
            const ReportKind* k = reportKind(kind_->itemData(i).toString());
            list->setRowHidden(i, k && !k->listed(shape));
        }
    const ReportKind* shown = shownKind();
    if (shown && !shown->listed(shape)) {
        setKind(QStringLiteral("standings")); // refreshes again
        return;
    }
    const QString id = kind();
    order_->setVisible(id == QLatin1String("players"));
    // The player list, the AGA and the OpenGotha files hold the whole event: no round to choose.
    const bool wholeEvent = shown ? shown->round == ReportRound::None
                                  : id == QLatin1String("aga") || id == QLatin1String("opengotha");
    for (QWidget* w : std::initializer_list<QWidget*>{roundLabel_, round_, roundNote_})
        w->setVisible(!wholeEvent);
    for (QWidget* w : std::initializer_list<QWidget*>{sectionsLabel_, sections_, onePrize_})
        w->setVisible(id == QLatin1String("prizes"));
    joinCodes_->setVisible(id == QLatin1String("pairings"));
    if (!open) {
        preview_->setPlainText(tr("No tournament is open."));
        roundNote_->clear();
        return;
    }
    const int latest = latestRound();
    const bool lists = shown && shown->round == ReportRound::Of;
    if (wholeEvent)
        roundNote_->clear();
    else if (round_->value() == latest)
        roundNote_->setText(lists ? tr("the latest round paired")
                                  : tr("the latest round with results"));
    else
        roundNote_->setText(lists ? tr("chosen; round %1 is the latest paired").arg(latest)
                                  : tr("chosen; round %1 is the latest with results").arg(latest));
    // A refresh after another program's change keeps the reader's place in the preview.
    QScrollBar* bar = preview_->verticalScrollBar();
    const int scrolled = bar->value();
    // The federations' files are columns: shown in a fixed-width font, as they are read.
    preview_->document()->setDefaultFont(
        isExport() ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : font());
    if (const QString problem = sectionsProblem(); !problem.isEmpty()) {
        preview_->setPlainText(problem);
        return;
    }
    try {
        const store::TournamentFile::ReadSnapshot snapshot(doc_->file());
        showPreview();
        bar->setValue(scrolled);
    } catch (const store::StoreError& e) {
        preview_->setPlainText(e.message());
    }
}

// The prize sections typed by the director, when they cannot be read: "Sections: …" (the prize
// list is not made until they can); "" otherwise.
QString ReportsView::sectionsProblem() const {
    if (kind() != QLatin1String("prizes") || sections_->text().trimmed().isEmpty())
        return {};
    const reports::PrizeSpecParse spec =
        reports::tryParsePrizeSpec(sections_->text().toStdString());
    return spec.error.empty() ? QString() : tr("Sections: %1").arg(toText(spec.error));
}

void ReportsView::setPrizeSections(const QString& spec, bool onePrizePerPlayer) {
    sections_->setText(spec);
    onePrize_->setChecked(onePrizePerPlayer);
    refresh();
}

QString ReportsView::printTo(QPagedPaintDevice& device) {
    if (!doc_)
        return tr("No tournament is open.");
    if (const QString problem = sectionsProblem(); !problem.isEmpty())
        return problem;
    try {
        bool painted = true;
        if (const ReportKind* k = shownKind()) {
            // A table is drawn as one (its header on every page); the rest as their HTML.
            if (const auto table = reportTable(doc_->file(), *k, options()))
                painted = reports::printTableDocument(*table, device);
            else
                reports::printHtml(writeReport(doc_->file(), *k, options(), QStringLiteral("html")),
                                   device);
        } else { // a federation's file: as the preview shows it
            reports::printHtml(QStringLiteral("<pre>%1</pre>")
                                   .arg(preview_->toPlainText().toHtmlEscaped())
                                   .toUtf8(),
                               device);
        }
        return painted ? QString() : tr("The printer cannot be used.");
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

quint16 ReportsView::setLivePage(bool on) {
    livePage_.reset();
    live_->setChecked(false);
    liveStatus_->clear();
    if (!on || !doc_)
        return 0;
    const QHostAddress address(liveAddress_->text().trimmed());
    if (address.isNull()) {
        liveStatus_->setText(tr("'%1' is not an IP address").arg(liveAddress_->text()));
        return 0;
    }
    auto page = std::make_unique<LivePage>(doc_->file().path());
    const quint16 port = page->start(address, static_cast<quint16>(livePort_->value()));
    if (!page->error().isEmpty()) {
        liveStatus_->setText(page->error().toHtmlEscaped());
        return 0;
    }
    if (port == 0) {
        liveStatus_->setText(
            tr("Cannot listen on %1:%2").arg(address.toString()).arg(livePort_->value()));
        return 0;
    }
    livePage_ = std::move(page);
    live_->setChecked(true);
    const QString url = QStringLiteral("http://%1:%2/").arg(address.toString()).arg(port);
    liveStatus_->setText(QStringLiteral("<a href=\"%1\">%1</a>").arg(url));
    emit statusMessage(tr("Live page at %1").arg(url));
    return port;
}

void ReportsView::showPreview() {
    if (const ReportKind* k = shownKind()) {
        // A page laid out for a browser (the bracket's picture) is previewed as its table.
        const auto table = k->browserHtml ? reportTable(doc_->file(), *k, options())
                                          : std::optional<reports::TableDocument>();
        preview_->setHtml(QString::fromUtf8(
            table ? reports::tableHtml(*table)
                  : writeReport(doc_->file(), *k, options(), QStringLiteral("html"))));
        return;
    }
    const ExportOutcome out = exported(true); // a federation's file
    if (!out.refusal.done() && out.refusal.kind != Refusal::Kind::NeedsConfirmation) {
        preview_->setPlainText(toText(out.refusal));
        return;
    }
    QString text = kind() == QLatin1String("egf") || kind() == QLatin1String("ffg")
                       ? QString::fromLatin1(out.bytes)
                       : QString::fromUtf8(out.bytes);
    // What the file cannot hold as the tournament does, said above it.
    if (!out.warnings.isEmpty())
        text = out.warnings.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + text;
    preview_->setPlainText(text);
}

bool ReportsView::isExport() const {
    return !shownKind();
}

ExportOutcome ReportsView::exported(bool confirmed) const {
    ExportOptions options;
    options.afterRound = round_->value();
    options.force = confirmed;
    return exportResults(doc_->file(), tryParseExportFormat(kind()).value_or(ExportFormat::Egf),
                         options);
}

QString ReportsView::saveTo(const QString& path) {
    if (const QString problem = sectionsProblem(); !problem.isEmpty())
        return problem;
    try {
        store::refuseOverwritingTournamentFile(path);
        return save(path);
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

QString ReportsView::save(const QString& path) {
    if (!doc_)
        return tr("No tournament is open.");
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (const ReportKind* k = shownKind()) {
        // The format follows the extension: .pdf, .htm(l), .csv and .json where the kind has
        // them, text otherwise.
        const QString format = suffix.startsWith(QLatin1String("htm")) ? QStringLiteral("html")
                               : k->formats.contains(suffix)           ? suffix
                                                                       : QStringLiteral("text");
        if (format == QLatin1String("pdf"))
            return QString::fromUtf8(writeReport(doc_->file(), *k, options(), format, path));
        bytes = writeReport(doc_->file(), *k, options(), format);
    } else { // a federation's file
        ExportOutcome out = exported(false);
        if (out.refusal.kind == Refusal::Kind::NeedsConfirmation) {
            if (!confirm(const_cast<ReportsView*>(this), tr("Export"),
                         toText(out.refusal) + QStringLiteral("\n\n") + tr("Export anyway?")))
                return toText(out.refusal);
            out = exported(true);
        }
        if (!out.refusal.done())
            return toText(out.refusal);
        bytes = out.bytes;
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return tr("%1: %2").arg(path, f.errorString());
    return {};
}

PairingJoinCodes ReportsView::joinCodes() const {
    // The address the table devices were last switched on at (the Clocks tab keeps it in the
    // file): the QR codes open that page.
    return {joinCodes_->isChecked(), {}};
}

QString ReportsView::saveResultSheets(const QString& path) {
    try {
        store::refuseOverwritingTournamentFile(path);
        if (!doc_)
            return tr("No tournament is open.");
        const int round = std::max(1, round_->value());
        if (eventFormat(doc_->file())->shape().team)
            return reports::htmlToPdf(TeamDocuments(doc_->file()).matchSheets(round), path);
        return Documents(doc_->file()).resultSheetsPdf(round, path);
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

QString ReportsView::publishTo(const QString& folder) {
    try {
        if (!doc_)
            return tr("No tournament is open.");
        QStringList pages;
        const QString problem = toText(publishSite(doc_->file(), std::max(1, round_->value()),
                                                   folder, installedLanguage(), &pages));
        if (!problem.isEmpty())
            return problem;
        pushSite(folder, pages);
    } catch (const store::StoreError& e) {
        return e.message();
    }
    return {};
}

void ReportsView::pushSite(const QString& folder, const QStringList& pages) {
    const Website w = website();
    if (!w.url.isEmpty() && !w.secret.isEmpty()) {
        if (!push_) {
            push_ = std::make_unique<SitePush>(QUrl(w.url), w.secret);
            connect(push_.get(), &SitePush::idle, this, [this] {
                websiteStatus_->setText(
                    tr("Website: up to date (%n page(s) sent)", nullptr, push_->sent()));
            });
            connect(push_.get(), &SitePush::retrying, this,
                    [this](const QString&, const QString& why, int waitMs) {
                        websiteStatus_->setText(
                            tr("Website: not reached (%1); trying again in %2 s")
                                .arg(why)
                                .arg(waitMs / 1000));
                    });
            connect(push_.get(), &SitePush::refused, this, [this](const QString& why) {
                websiteStatus_->setText(tr("Website refused the pages: %1").arg(why));
            });
        }
        websiteStatus_->setText(tr("Website: sending…"));
        push_->pushPages(folder, pages); // in the background: the desk goes on
    } else {
        websiteStatus_->setText(tr("Published to %1").arg(folder));
    }
}

QString ReportsView::websiteKey() const {
    if (!doc_)
        return {};
    return QStringLiteral("publish/") +
           QString::fromLatin1(
               QCryptographicHash::hash(doc_->file().path().toUtf8(), QCryptographicHash::Sha256)
                   .toHex()
                   .left(16));
}

ReportsView::Website ReportsView::website() const {
    Website w;
    if (!doc_)
        return w;
    QSettings s;
    s.beginGroup(websiteKey());
    w.folder = s.value(QStringLiteral("folder")).toString();
    w.url = s.value(QStringLiteral("url")).toString();
    w.secret = s.value(QStringLiteral("secret")).toString();
    w.afterEachRound = s.value(QStringLiteral("afterEachRound"), false).toBool();
    return w;
}

void ReportsView::setWebsite(const Website& w) {
    if (!doc_)
        return;
    QSettings s;
    s.beginGroup(websiteKey());
    s.setValue(QStringLiteral("file"), doc_->file().path()); // for a person reading the settings
    s.setValue(QStringLiteral("folder"), w.folder);
    s.setValue(QStringLiteral("url"), w.url);
    s.setValue(QStringLiteral("secret"), w.secret);
    s.setValue(QStringLiteral("afterEachRound"), w.afterEachRound);
    push_.reset(); // the next push goes to the new address with the new secret
    websiteStatus_->clear();
}

void ReportsView::editWebsite() {
    if (!doc_) {
        report(tr("No tournament is open."), {});
        return;
    }
    const Website now = website();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Website"));
    auto* form = new QFormLayout(&dialog);
    auto* folder = new QLineEdit(now.folder, &dialog);
    auto* browse = new QPushButton(tr("Choose…"), &dialog);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString chosen = existingFolder(&dialog, tr("Publish to a folder"));
        if (!chosen.isEmpty())
            folder->setText(chosen);
    });
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder);
    folderRow->addWidget(browse);
    form->addRow(tr("Folder of the pages:"), folderRow);
    auto* url = new QLineEdit(now.url, &dialog);
    url->setPlaceholderText(QStringLiteral("https://club.example/tengen-receiver"));
    form->addRow(tr("Website address (optional):"), url);
    auto* secret = new QLineEdit(now.secret, &dialog);
    secret->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Secret:"), secret);
    auto* after = new QCheckBox(tr("Publish after each round"), &dialog);
    after->setChecked(now.afterEachRound);
    form->addRow(after);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QUrl address(url->text().trimmed(), QUrl::StrictMode);
    if (!url->text().trimmed().isEmpty()) {
        if (!address.isValid() ||
            (address.scheme() != QLatin1String("http") &&
             address.scheme() != QLatin1String("https")) ||
            address.host().isEmpty()) {
            report(tr("The website address must begin with http:// or https://"), {});
            return;
        }
        if (secret->text().isEmpty()) {
            report(tr("The website needs its secret (the receiver's --secret)."), {});
            return;
        }
    }
    const QString chosen = folder->text().trimmed();
    setWebsite({chosen.isEmpty() ? QString() : QFileInfo(chosen).absoluteFilePath(),
                url->text().trimmed(), secret->text(), after->isChecked()});
}

void ReportsView::setPublishDelay(int ms) {
    autoPublish_->setInterval(ms);
}

bool ReportsView::publishPending() const {
    return autoPublish_->isActive();
}

void ReportsView::publishIfRoundComplete() {
    const Website w = website();
    if (!doc_ || !w.afterEachRound || w.folder.isEmpty())
        return;
    if (publishing_) { // one publication at a time; the latest state follows this one
        publishAgain_ = true;
        return;
    }
    // The last round with a result, if every game of it has one (that round's games only).
    int round = 0;
    try {
        round = Documents(doc_->file()).lastPlayedRound();
        if (round < 1)
            return;
        for (const Game& g : doc_->file().rounds().games(RoundNo{round}))
            if (g.result == GameResult::Unknown)
                return; // the round is not over yet
    } catch (const store::StoreError& e) {
        websiteStatus_->setText(e.message());
        return;
    }
    prepareThreadLanguages(); // the worker's languages are routed from here (the desk's thread)
    // Written on a thread of its own from a read-only connection (a thousand players' pages in
    // three languages take 1.5 s): the desk goes on meanwhile.
    publishing_ = true;
    websiteStatus_->setText(tr("Website: writing the pages of round %1…").arg(round));
    const QString path = doc_->file().path(), folder = w.folder, language = installedLanguage();
    const QPointer<ReportsView> self(this);
    const TournamentDocument* const document = doc_;
    QThreadPool::globalInstance()->start([self, document, path, folder, language, round] {
        QStringList pages;
        QString problem;
        try {
            auto file = store::TournamentFile::open(path, store::TournamentFile::Access::ReadOnly);
            const store::TournamentFile::ReadSnapshot snapshot(*file);
            problem = toText(publishSite(*file, round, folder, language, &pages));
        } catch (const store::StoreError& e) {
            problem = e.message();
        }
        // Back on the desk's thread, unless the view (or the file it showed) is gone.
        QMetaObject::invokeMethod(
            self.data(),
            [self, document, folder, pages, problem] {
                if (!self)
                    return;
                self->publishing_ = false;
                if (self->doc_ != document)
                    return;
                if (!problem.isEmpty())
                    self->websiteStatus_->setText(problem);
                else
                    self->pushSite(folder, pages);
                if (self->publishAgain_) {
                    self->publishAgain_ = false;
                    self->autoPublish_->start();
                }
            },
            Qt::QueuedConnection);
    });
}

void ReportsView::report(const QString& problem, const QString& done) {
    if (problem.isEmpty())
        emit statusMessage(done);
    else
        QMessageBox::warning(this, tr("Reports"), problem);
}

} // namespace tengen::gui
