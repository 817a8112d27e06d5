#pragma once
// Spoken calls from clips (docs/clocks.md §3): a VoiceBank renders each phrase key once with
// espeak-ng into a cache folder (tone-numbered pinyin for Mandarin, trimmed, 16-bit PCM WAV) or
// takes it from a recorded voice pack (a folder of the same file names: sec_30.wav, count_7.wav,
// ...); a ClipSpeaker plays calls on one audio output with one queue (priority and stale calls
// dropped: clock/speech_queue.h). The output is a single QAudioSink stream kept open and fed
// silence between clips, so a call starts within the stream's small buffer: QSoundEffect in Qt
// 6.4 on PulseAudio silently skipped the 5th and 8th play of a clip (measured with
// tests/bench/clip_onset.sh), and opening a stream per call costs its start-up each time. Clip
// order follows the clips' known durations, not the audio server's signals, so a missing sound
// card never stalls the queue.
#include "clock/qt/hall_scheduler.h"
#include "clock/speech_queue.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <map>
#include <memory>

class QAudioSink;
class QMediaDevices;
class QIODevice;

namespace tengen::clock {

class VoiceBank {
  public:
    // `cacheDir`: where generated clips go; `packDir`: a recorded voice pack ("" for none).
    VoiceBank(Language language, QString cacheDir, QString packDir = {});
    Language language() const { return language_; }
    // Renders every key that has no clip yet; returns "" or what went wrong (the first problem).
    // Keys in `optional` without a clip and without espeak-ng are left out, not a problem.
    QString prepare(const std::vector<std::string>& keys,
                    const std::vector<std::string>& optional = {});
    // The clip of a key: the voice pack's when it has one, else the installed one (rendered when
    // the package was made), else the generated one ("" if none).
    QString clipPath(const std::string& key) const;
    // The clips installed with the programs for a language: `<program>/../share/tengen/voices/
    // <espeak voice>` ("" when that folder is not there, as in a build folder).
    static QString installedClips(Language language);
    static int installedClipCount(Language language); // 0 when none is installed
    // Renders one key with espeak-ng into `path` (trimmed 16-bit PCM WAV); "" or the problem.
    QString render(const std::string& key, const QString& path) const;
    static bool espeakAvailable();

  private:
    Language language_;
    QString cacheDir_, packDir_;
    QString installedDir_; // installedClips(language_), looked up once
};

class ClipSpeaker : public QObject, public Speaker {
    Q_OBJECT
  public:
    ClipSpeaker(const VoiceBank& bank, std::function<Millis()> now, QObject* parent = nullptr);
    ~ClipSpeaker() override;
    // Loads the clips of `keys` into memory (mono, 22,050 Hz; voice packs in other rates or in
    // stereo are converted) and opens the output stream.
    void load(const std::vector<std::string>& keys);
    // True when the audio output is open (false without a sound server: calls are then timed
    // and recorded but not heard).
    bool outputOpen() const;
    // Says "十二号台" before each call (a referee's output serving several tables).
    void setTablePrefix(bool on) { prefix_ = on; }
    void say(const SpokenCall& call) override;

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
    void openOutput();
    void closeOutput();
    SpeechQueue queue_;
    std::map<std::string, std::vector<std::int16_t>> clips_; // mono at kRate
    class Stream;
    std::unique_ptr<Stream> stream_;
    std::unique_ptr<QAudioSink> sink_;
    QIODevice* device_ = nullptr; // the sink's, in push mode
    std::unique_ptr<QMediaDevices> devices_;
    QTimer feed_;
    std::vector<std::string> current_; // keys of the call being spoken, still to play
    Millis currentDue_{0};
    QTimer clipEnd_;
    bool prefix_ = false;
    std::vector<Started> started_;
};

} // namespace tengen::clock
