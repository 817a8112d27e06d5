#include "clip_speaker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QUrl>

namespace tengen::clock {

namespace {

std::optional<Pcm16> readClip(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    return readWav(std::vector<unsigned char>(bytes.begin(), bytes.end()), nullptr);
}

} // namespace

VoiceBank::VoiceBank(Language language, QString cacheDir, QString packDir)
    : language_(language), cacheDir_(std::move(cacheDir)), packDir_(std::move(packDir)) {}

bool VoiceBank::espeakAvailable() {
    return !QStandardPaths::findExecutable(QStringLiteral("espeak-ng")).isEmpty();
}

QString VoiceBank::clipPath(const std::string& key) const {
    const QString name = QString::fromStdString(clipFileName(key));
    if (!packDir_.isEmpty() && QFileInfo::exists(QDir(packDir_).filePath(name)))
        return QDir(packDir_).filePath(name);
    const QString generated = QDir(cacheDir_).filePath(name);
    return QFileInfo::exists(generated) ? generated : QString();
}

QString VoiceBank::render(const std::string& key, const QString& path) const {
    QProcess espeak;
    espeak.start(QStringLiteral("espeak-ng"),
                 {QStringLiteral("-v"), QString::fromLatin1(espeakVoice(language_).data()),
                  QStringLiteral("--stdout"),
                  QString::fromStdString(synthesisText(key, language_))});
    if (!espeak.waitForFinished(10000) || espeak.exitCode() != 0)
        return QStringLiteral("espeak-ng failed for %1: %2")
            .arg(QString::fromStdString(key), QString::fromLocal8Bit(espeak.readAllStandardError()));
    const QByteArray raw = espeak.readAllStandardOutput();
    std::string error;
    const auto audio = readWav(std::vector<unsigned char>(raw.begin(), raw.end()), &error);
    if (!audio)
        return QStringLiteral("espeak-ng output for %1: %2")
            .arg(QString::fromStdString(key), QString::fromStdString(error));
    const std::vector<unsigned char> wav = writeWav(trimSilence(*audio));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        out.write(reinterpret_cast<const char*>(wav.data()), static_cast<qint64>(wav.size())) !=
            static_cast<qint64>(wav.size()))
        return QStringLiteral("%1: %2").arg(path, out.errorString());
    return {};
}

QString VoiceBank::prepare(const std::vector<std::string>& keys) {
    QDir().mkpath(cacheDir_);
    for (const std::string& key : keys) {
        if (!clipPath(key).isEmpty())
            continue;
        if (!espeakAvailable())
            return QStringLiteral("espeak-ng is not installed and the voice pack has no %1")
                .arg(QString::fromStdString(clipFileName(key)));
        if (QString problem =
                render(key, QDir(cacheDir_).filePath(QString::fromStdString(clipFileName(key))));
            !problem.isEmpty())
            return problem;
    }
    return {};
}

ClipSpeaker::ClipSpeaker(const VoiceBank& bank, std::function<Millis()> now, QObject* parent)
    : QObject(parent), bank_(bank), now_(std::move(now)) {
    clipEnd_.setSingleShot(true);
    clipEnd_.setTimerType(Qt::PreciseTimer);
    connect(&clipEnd_, &QTimer::timeout, this, &ClipSpeaker::playNext);
}

ClipSpeaker::~ClipSpeaker() = default;

void ClipSpeaker::setVolume(double volume) {
    volume_ = volume;
    for (auto& [key, effect] : effects_)
        effect->setVolume(static_cast<float>(volume));
}

void ClipSpeaker::load(const std::vector<std::string>& keys) {
    for (const std::string& key : keys) {
        if (effects_.count(key))
            continue;
        const QString path = bank_.clipPath(key);
        if (path.isEmpty())
            continue;
        const auto audio = readClip(path);
        if (!audio || audio->rate <= 0)
            continue;
        auto effect = std::make_unique<QSoundEffect>();
        effect->setSource(QUrl::fromLocalFile(path));
        effect->setVolume(static_cast<float>(volume_));
        durations_[key] =
            Millis(static_cast<long long>(audio->samples.size()) * 1000 / audio->channels /
                   audio->rate);
        effects_[key] = std::move(effect);
    }
}

void ClipSpeaker::say(const SpokenCall& call) {
    QueuedCall q{call.table, call.keys, call.due, priorityOf(call.keys)};
    if (prefix_ && call.table > 0)
        q.keys.insert(q.keys.begin(), "table:" + std::to_string(call.table));
    queue_.push(std::move(q));
    if (current_.empty() && !clipEnd_.isActive())
        playNext();
}

void ClipSpeaker::playNext() {
    if (current_.empty()) {
        const auto next = queue_.next(now_());
        if (!next)
            return;
        current_ = next->keys;
        currentDue_ = next->due;
    }
    const std::string key = current_.front();
    current_.erase(current_.begin());
    const auto effect = effects_.find(key);
    Millis length(0);
    if (effect != effects_.end()) {
        effect->second->play();
        length = durations_[key];
    }
    started_.push_back({key, currentDue_, now_()});
    clipEnd_.start(static_cast<int>(length.count()));
}

} // namespace tengen::clock
