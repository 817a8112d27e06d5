#pragma once
// Spoken calls from clips (clock-notes.md §3): a VoiceBank renders each phrase key once with
// espeak-ng into a cache folder (tone-numbered pinyin for Mandarin, trimmed, 16-bit PCM WAV) or
// takes it from a recorded voice pack (a folder of the same file names: sec_30.wav, count_7.wav,
// ...); a ClipSpeaker plays calls through QSoundEffect with one queue per output (priority and
// stale calls dropped: clock/speech_queue.h). Clip order follows the clips' known durations, not
// the audio server's signals, so a missing sound card never stalls the queue.
#include "clock/qt/hall_scheduler.h"
#include "clock/speech_queue.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <map>
#include <memory>

class QSoundEffect;

namespace tengen::clock {

class VoiceBank {
  public:
    // `cacheDir`: where generated clips go; `packDir`: a recorded voice pack ("" for none).
    VoiceBank(Language language, QString cacheDir, QString packDir = {});
    Language language() const { return language_; }
    // Renders every key that has no clip yet; returns "" or what went wrong (the first problem).
    QString prepare(const std::vector<std::string>& keys);
    // The clip of a key: the voice pack's when it has one, else the generated one ("" if none).
    QString clipPath(const std::string& key) const;
    // Renders one key with espeak-ng into `path` (trimmed 16-bit PCM WAV); "" or the problem.
    QString render(const std::string& key, const QString& path) const;
    static bool espeakAvailable();

  private:
    Language language_;
    QString cacheDir_, packDir_;
};

class ClipSpeaker : public QObject, public Speaker {
    Q_OBJECT
  public:
    ClipSpeaker(const VoiceBank& bank, std::function<Millis()> now, QObject* parent = nullptr);
    ~ClipSpeaker() override;
    // Loads the clips of `keys` (a QSoundEffect takes up to 1.5 s to load: do it before play).
    void load(const std::vector<std::string>& keys);
    // Says "十二号台" before each call (a referee's output serving several tables).
    void setTablePrefix(bool on) { prefix_ = on; }
    void say(const SpokenCall& call) override;
    void setVolume(double volume);

    struct Started {
        std::string key;
        Millis due, at; // the call's due time; when its clip was started
    };
    const std::vector<Started>& started() const { return started_; }
    int dropped() const { return queue_.dropped(); }

  private:
    void playNext();
    const VoiceBank& bank_;
    std::function<Millis()> now_;
    SpeechQueue queue_;
    std::map<std::string, std::unique_ptr<QSoundEffect>> effects_;
    std::map<std::string, Millis> durations_;
    std::vector<std::string> current_; // keys of the call being spoken, still to play
    Millis currentDue_{0};
    QTimer clipEnd_;
    bool prefix_ = false;
    double volume_ = 1.0;
    std::vector<Started> started_;
};

} // namespace tengen::clock
