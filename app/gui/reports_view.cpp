#include "reports_view.h"

#include "common/documents.h"
#include "tournament_document.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tengen::gui {

ReportsView::ReportsView(QWidget* parent) : QWidget(parent) {
    roundLabel_ = new QLabel(this);
    round_ = new QSpinBox(this);
    round_->setRange(0, 1);
    kindLabel_ = new QLabel(this);
    kind_ = new QComboBox(this);
    kind_->addItems({QString(), QString(), QString()});
    save_ = new QPushButton(this);
    sheets_ = new QPushButton(this);
    publish_ = new QPushButton(this);
    preview_ = new QTextBrowser(this);
    auto* bar = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{kindLabel_, kind_, roundLabel_, round_})
        bar->addWidget(w);
    bar->addStretch();
    for (QWidget* w : std::initializer_list<QWidget*>{save_, sheets_, publish_})
        bar->addWidget(w);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(preview_);
    connect(round_, &QSpinBox::valueChanged, this, &ReportsView::refresh);
    connect(kind_, &QComboBox::currentIndexChanged, this, &ReportsView::refresh);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the document"));
        if (!path.isEmpty())
            report(saveTo(path), tr("Saved %1").arg(path));
    });
    connect(sheets_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the result sheets"),
                                                          QString(), tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            report(saveResultSheets(path), tr("Saved %1").arg(path));
    });
    connect(publish_, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Publish to a folder"));
        if (!folder.isEmpty())
            report(publishTo(folder), tr("Published to %1").arg(folder));
    });
    retranslate();
    refresh();
}

void ReportsView::setDocument(TournamentDocument* doc) {
    if (doc_)
        disconnect(doc_, nullptr, this, nullptr);
    doc_ = doc;
    if (doc_) {
        connect(doc_, &TournamentDocument::roundChanged, this, &ReportsView::refresh);
        connect(doc_, &TournamentDocument::playersReloaded, this, &ReportsView::refresh);
        connect(doc_, &TournamentDocument::settingsChanged, this, &ReportsView::refresh);
        round_->setRange(0, doc_->file().settings().rounds);
        round_->setValue(Documents(doc_->file()).lastPlayedRound());
    }
    refresh();
}

void ReportsView::setKind(Kind kind) {
    kind_->setCurrentIndex(kind);
}
void ReportsView::setRound(int round) {
    round_->setValue(round);
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
    kind_->setItemText(Standings, tr("Standings"));
    kind_->setItemText(PairingList, tr("Pairing list"));
    kind_->setItemText(EgfResults, tr("EGF results file"));
    save_->setText(tr("Save…"));
    sheets_->setText(tr("Result sheets (PDF)…"));
    publish_->setText(tr("Publish after the round…"));
}

void ReportsView::refresh() {
    const bool open = doc_ != nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{round_, kind_, save_, sheets_, publish_})
        w->setEnabled(open);
    if (!open) {
        preview_->setPlainText(tr("No tournament is open."));
        return;
    }
    try {
        showPreview();
    } catch (const store::StoreError& e) {
        preview_->setPlainText(e.message());
    }
}

void ReportsView::showPreview() {
    const Documents documents(doc_->file());
    switch (kind_->currentIndex()) {
    case Standings:
        preview_->setHtml(QString::fromUtf8(
            documents.standingsDocument(round_->value(), QStringLiteral("html"))));
        break;
    case PairingList:
        preview_->setHtml(QString::fromUtf8(
            documents.pairingList(std::max(1, round_->value()), QStringLiteral("html"))));
        break;
    default:
        preview_->setPlainText(
            QString::fromLatin1(documents.egf(round_->value(), reports::EgfOptions{})));
    }
}

QString ReportsView::saveTo(const QString& path) {
    try {
        return save(path);
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

QString ReportsView::save(const QString& path) {
    if (!doc_)
        return tr("No tournament is open.");
    const Documents documents(doc_->file());
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int r = round_->value();
    QByteArray bytes;
    switch (kind_->currentIndex()) {
    case Standings:
        if (suffix == QLatin1String("pdf"))
            return documents.standingsPdf(r, path);
        bytes = documents.standingsDocument(
            r, suffix == QLatin1String("htm")
                   ? QStringLiteral("html")
                   : (suffix.isEmpty() ? QStringLiteral("text") : suffix));
        break;
    case PairingList:
        if (suffix == QLatin1String("pdf"))
            return documents.pairingListPdf(std::max(1, r), path);
        bytes = documents.pairingList(std::max(1, r), suffix.startsWith(QLatin1String("htm"))
                                                          ? QStringLiteral("html")
                                                          : QStringLiteral("text"));
        break;
    default:
        bytes = documents.egf(r, reports::EgfOptions{});
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return tr("%1: %2").arg(path, f.errorString());
    return {};
}

QString ReportsView::saveResultSheets(const QString& path) {
    try {
        return doc_ ? Documents(doc_->file()).resultSheetsPdf(std::max(1, round_->value()), path)
                    : tr("No tournament is open.");
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

QString ReportsView::publishTo(const QString& folder) {
    try {
        return doc_ ? Documents(doc_->file()).publish(std::max(1, round_->value()), folder)
                    : tr("No tournament is open.");
    } catch (const store::StoreError& e) {
        return e.message();
    }
}

void ReportsView::report(const QString& problem, const QString& done) {
    if (problem.isEmpty())
        emit statusMessage(done);
    else
        QMessageBox::warning(this, tr("Reports"), problem);
}

} // namespace tengen::gui
