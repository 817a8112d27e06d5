#include "clip_speaker.h"

#include <QAudioFormat>
#include <QAudioSink>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QMediaDevices>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <deque>

namespace tengen::clock {

namespace {

constexpr int kRate = 22050;  // espeak-ng's rate; voice packs are converted to it
constexpr int kBufferMs = 40; // the output's buffer: a call is heard about this soon

std::optional<Pcm16> readClip(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    return readWav(std::vector<unsigned char>(bytes.begin(), bytes.end()), nullptr);
}

// Mono at kRate: channels averaged, the rate changed by linear interpolation.
std::vector<std::int16_t> toStreamFormat(const Pcm16& a) {
    const std::size_t frames = a.samples.size() / a.channels;
    std::vector<double> mono(frames);
    for (std::size_t i = 0; i < frames; ++i) {
        double sum = 0;
        for (int c = 0; c < a.channels; ++c)
            sum += a.samples[i * a.channels + c];
        mono[i] = sum / a.channels;
    }
    if (a.rate == kRate || frames < 2) {
        std::vector<std::int16_t> out(frames);
        for (std::size_t i = 0; i < frames; ++i)
            out[i] = static_cast<std::int16_t>(mono[i]);
        return out;
    }
    const std::size_t n = frames * kRate / a.rate;
    std::vector<std::int16_t> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double x = double(i) * a.rate / kRate;
        const std::size_t k = std::min(static_cast<std::size_t>(x), frames - 2);
        const double f = x - k;
        out[i] = static_cast<std::int16_t>(mono[k] * (1 - f) + mono[k + 1] * f);
    }
    return out;
}

} // namespace

// Generated clips live in a folder of their level (normalizePeak): those an earlier version
// left in the cache, at espeak-ng's own level, are not served again.
VoiceBank::VoiceBank(Language language, QString cacheDir, QString packDir)
    : language_(language), cacheDir_(QDir(cacheDir).filePath(QStringLiteral("peak-6dB"))),
      packDir_(std::move(packDir)), installedDir_(installedClips(language)) {}

bool VoiceBank::espeakAvailable() {
    return !QStandardPaths::findExecutable(QStringLiteral("espeak-ng")).isEmpty();
}

QString VoiceBank::installedClips(Language language) {
    const QString dir = QDir(QCoreApplication::applicationDirPath())
                            .filePath(QStringLiteral("../share/tengen/voices/") +
                                      QString::fromLatin1(espeakVoice(language).data()));
    return QFileInfo(dir).isDir() ? QDir::cleanPath(dir) : QString();
}

int VoiceBank::installedClipCount(Language language) {
    const QString dir = installedClips(language);
    return dir.isEmpty() ? 0
                         : static_cast<int>(QDir(dir).entryList({QStringLiteral("*.wav")}).size());
}

QString VoiceBank::clipPath(const std::string& key) const {
    const QString name = QString::fromStdString(clipFileName(key));
    if (!packDir_.isEmpty() && QFileInfo::exists(QDir(packDir_).filePath(name)))
        return QDir(packDir_).filePath(name);
    // A referee's machine without espeak-ng still calls the usual periods from the clips
    // installed with the program.
    if (!installedDir_.isEmpty() && QFileInfo::exists(QDir(installedDir_).filePath(name)))
        return QDir(installedDir_).filePath(name);
    const QString generated = QDir(cacheDir_).filePath(name);
    return QFileInfo::exists(generated) ? generated : QString();
}

QString VoiceBank::render(const std::string& key, const QString& path) const {
    if (!isPhraseKey(key))
        return QStringLiteral("%1: not a phrase of the calls").arg(QString::fromStdString(key));
    QProcess espeak;
    espeak.start(QStringLiteral("espeak-ng"),
                 {QStringLiteral("-v"), QString::fromLatin1(espeakVoice(language_).data()),
                  // Below espeak-ng's default amplitude (100), where some Mandarin numbers reach
                  // full scale and clip; the level is set by normalizePeak below.
                  QStringLiteral("-a"), QStringLiteral("60"), QStringLiteral("--stdout"),
                  QString::fromStdString(synthesisText(key, language_))});
    if (!espeak.waitForFinished(10000) || espeak.exitCode() != 0)
        return QCoreApplication::translate("tengen::clock::VoiceBank",
                                           "espeak-ng failed for %1: %2")
            .arg(QString::fromStdString(key),
                 QString::fromLocal8Bit(espeak.readAllStandardError()));
    const QByteArray raw = espeak.readAllStandardOutput();
    std::string error;
    const auto audio = readWav(std::vector<unsigned char>(raw.begin(), raw.end()), &error);
    if (!audio)
        return QStringLiteral("espeak-ng output for %1: %2")
            .arg(QString::fromStdString(key), QString::fromStdString(error));
    const std::vector<unsigned char> wav = writeWav(normalizePeak(trimSilence(*audio)));
    // Whole or not at all: a reader (the hall's page, another desk) never sees half a clip, and
    // a crash while writing leaves no broken clip in the cache.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(reinterpret_cast<const char*>(wav.data()), static_cast<qint64>(wav.size())) !=
            static_cast<qint64>(wav.size()) ||
        !out.commit())
        return QStringLiteral("%1: %2").arg(path, out.errorString());
    return {};
}

QString VoiceBank::prepare(const std::vector<std::string>& keys,
                           const std::vector<std::string>& optional) {
    QDir().mkpath(cacheDir_);
    for (const std::string& key : keys) {
        if (!clipPath(key).isEmpty())
            continue;
        const bool canGoWithout =
            std::find(optional.begin(), optional.end(), key) != optional.end();
        if (!espeakAvailable() && canGoWithout)
            continue;
        if (!espeakAvailable())
            return QCoreApplication::translate("tengen::clock::VoiceBank",
                                               "espeak-ng is not installed and the voice pack has "
                                               "no %1")
                .arg(QString::fromStdString(clipFileName(key)));
        if (QString problem =
                render(key, QDir(cacheDir_).filePath(QString::fromStdString(clipFileName(key))));
            !problem.isEmpty())
            return problem;
    }
    return {};
}

// The output stream: the queued clips' samples, then silence. Fed in push mode by a 10 ms
// timer with no more than the sink's free space, so what is queued ahead of a new clip stays
// within the sink's small buffer.
class ClipSpeaker::Stream {
  public:
    void enqueue(const std::vector<std::int16_t>& samples) {
        pending_.insert(pending_.end(), samples.begin(), samples.end());
    }
    // Up to `bytes` bytes: pending samples first, silence after.
    QByteArray take(qsizetype bytes) {
        QByteArray out(bytes / 2 * 2, '\0');
        auto* samples = reinterpret_cast<std::int16_t*>(out.data());
        for (qsizetype i = 0; i < out.size() / 2 && !pending_.empty(); ++i) {
            samples[i] = pending_.front();
            pending_.pop_front();
        }
        return out;
    }

  private:
    std::deque<std::int16_t> pending_;
};

ClipSpeaker::ClipSpeaker(const VoiceBank& bank, std::function<Millis()> now, QObject* parent)
    : QObject(parent), bank_(bank), now_(std::move(now)), stream_(std::make_unique<Stream>()) {
    clipEnd_.setSingleShot(true);
    clipEnd_.setTimerType(Qt::PreciseTimer);
    connect(&clipEnd_, &QTimer::timeout, this, &ClipSpeaker::playNext);
    feed_.setTimerType(Qt::PreciseTimer);
    connect(&feed_, &QTimer::timeout, this, [this] {
        if (sink_ && device_ && sink_->bytesFree() > 0)
            device_->write(stream_->take(sink_->bytesFree()));
    });
    // A loudspeaker unplugged or the sound server restarted: open the (new) default output.
    devices_ = std::make_unique<QMediaDevices>();
    connect(devices_.get(), &QMediaDevices::audioOutputsChanged, this, [this] {
        if (!sink_)
            return;
        closeOutput();
        openOutput();
    });
}

ClipSpeaker::~ClipSpeaker() {
    closeOutput();
}

void ClipSpeaker::closeOutput() {
    feed_.stop();
    if (sink_)
        sink_->stop();
    device_ = nullptr;
    sink_.reset();
}

bool ClipSpeaker::outputOpen() const {
    return sink_ && sink_->state() != QAudio::StoppedState;
}

void ClipSpeaker::openOutput() {
    if (sink_ || QMediaDevices::audioOutputs().isEmpty())
        return;
    QAudioFormat format;
    format.setSampleRate(kRate);
    format.setChannelCount(1);
    format.setSampleFormat(QAudioFormat::Int16);
    sink_ = std::make_unique<QAudioSink>(QMediaDevices::defaultAudioOutput(), format);
    sink_->setBufferSize(kRate * 2 * kBufferMs / 1000);
    device_ = sink_->start();
    feed_.start(10);
}

void ClipSpeaker::load(const std::vector<std::string>& keys) {
    for (const std::string& key : keys) {
        if (clips_.count(key))
            continue;
        const QString path = bank_.clipPath(key);
        if (path.isEmpty())
            continue;
        const auto audio = readClip(path);
        if (!audio || audio->rate <= 0)
            continue;
        clips_[key] = toStreamFormat(*audio);
    }
    openOutput();
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
    const auto clip = clips_.find(key);
    Millis length(0);
    if (clip != clips_.end()) {
        if (stream_)
            stream_->enqueue(clip->second);
        length = Millis(static_cast<long long>(clip->second.size()) * 1000 / kRate);
    }
    if (started_.size() >= 10000) // a record for measurements, not for a whole day
        started_.erase(started_.begin(), started_.begin() + 5000);
    started_.push_back({key, currentDue_, now_()});
    clipEnd_.start(static_cast<int>(length.count()));
}

} // namespace tengen::clock
