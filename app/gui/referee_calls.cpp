#include "referee_parts.h"
#include "referee_view.h"

#include "file_dialogs.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

// The referee screen's spoken calls: their language and voice, the event's calling schedule, the
// tables whose calls are heard here.
namespace tengen::gui {

using namespace tengen::clock;

void RoutingSpeaker::say(const SpokenCall& call) {
    if (!view_->callOutput_)
        return;
    if (view_->pinned_.count(call.table)) {
        view_->callOutput_->say(call); // with the table's number first
    } else if (view_->tableMode_ == call.table) {
        SpokenCall own = call;
        own.table = 0; // the players at the board need no table number
        view_->callOutput_->say(own);
    }
}

QString RefereeView::setCallLanguage(std::optional<Language> language) {
    callLanguage_ = language;
    callLanguageBox_->setCurrentIndex(language ? static_cast<int>(*language) + 1 : 0);
    if (!language) {
        if (callOutput_ == clips_.get())
            callOutput_ = nullptr; // never leave the routing pointing at a freed speaker
        clips_.reset();
        voices_.reset();
        return {};
    }
    const QString cache = QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                              .filePath(QStringLiteral("voices/espeak-ng/") +
                                        QString::fromLatin1(espeakVoice(*language).data()));
    voices_ = std::make_unique<VoiceBank>(*language, cache, voicePack_);
    const bool ours = !callOutput_ || callOutput_ == clips_.get();
    clips_ = std::make_unique<ClipSpeaker>(*voices_, [this] { return now(); });
    clips_->setTablePrefix(true);
    if (ours)
        callOutput_ = clips_.get();
    const QString problem = prepareVoices();
    if (!problem.isEmpty())
        return problem;
    if (!clips_->outputOpen())
        return tr("Spoken calls: no audio output was found; the calls are timed but not heard.");
    return {};
}

QString RefereeView::scheduleText() const {
    if (!hall())
        return {};
    // The text's own comments in the interface language (the keys stay as the file has them).
    QStringList lines = clocks_->scheduleText().split(QLatin1Char('\n'));
    lines.removeIf([](const QString& line) { return line.startsWith(QLatin1Char('#')); });
    QStringList comments = {
        tr("# Calls in byo-yomi: offsets in seconds from the start of each period."),
        tr("# ordinary: periods with more to come; last: the last period."),
        tr("# Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the "
           "count in the last period).")};
    // A comment stays a comment whatever the translation does with its '#'.
    for (QString& c : comments)
        if (!c.startsWith(QLatin1Char('#')))
            c.prepend(QStringLiteral("# "));
    return (comments + lines).join(QLatin1Char('\n'));
}

QString RefereeView::setScheduleText(const QString& text) {
    const Refusal refused = clocks_->setScheduleText(text);
    if (refused)
        return toText(refused);
    prepareVoices();
    return {};
}

QString RefereeView::prepareVoices() {
    if (!voices_ || !clips_ || !hall())
        return {};
    std::vector<std::string> keys = callKeys(hall()->clock(1).control(), 0, &hall()->schedule());
    for (int t : pinned_)
        keys.push_back("table:" + std::to_string(t));
    const QString problem = voices_->prepare(keys, optionalCallKeys(hall()->clock(1).control()));
    clips_->load(keys);
    if (problem.isEmpty())
        return {};
    const QString text = tr("Spoken calls: %1").arg(problem);
    status_->setText(text);
    return text;
}

void RefereeView::setVoicePack(const QString& folder) {
    voicePack_ = folder;
    if (callLanguage_)
        setCallLanguage(callLanguage_);
}

void RefereeView::setCallOutput(Speaker* output) {
    callOutput_ = output;
}

void RefereeView::setPinned(int table, bool pinned) {
    if (pinned)
        pinned_.insert(table);
    else
        pinned_.erase(table);
    prepareVoices();
    tiles_->update();
}

// The event's calls in byo-yomi, edited as text (the default restored on a button).
void RefereeView::editSchedule() {
    if (!hall() || hall()->clock(1).control().system != System::ByoYomi) {
        status_->setText(tr("Calls are made in byo-yomi only."));
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("The calls of this event"));
    auto* edit = new QPlainTextEdit(scheduleText(), &dialog);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                             QDialogButtonBox::RestoreDefaults,
                                         &dialog);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(edit);
    layout->addWidget(buttons);
    dialog.resize(480, 520);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        const QString problem = setScheduleText(edit->toPlainText());
        if (problem.isEmpty())
            dialog.accept();
        else
            QMessageBox::warning(&dialog, tr("The calls of this event"), problem);
    });
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, &dialog,
            [&] {
                setScheduleText(QString());
                edit->setPlainText(scheduleText());
            });
    dialog.exec();
}

} // namespace tengen::gui
