#include "voice_clips.h"

#include "clock/qt/clip_speaker.h"
#include "clock/voice.h"

#include <QFile>
#include <QStandardPaths>
#include <QThreadPool>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace tengen {

// The clips the table pages play: rendered by espeak-ng into the user's cache (or a recorded
// voice pack's), per language. A request never waits for espeak-ng (up to seconds a clip, and
// the hall's clocks and sockets share this thread): a clip not rendered yet is rendered in the
// background and the page asks again.
HallClipSource hallVoiceClips(const QString& voicePack) {
    struct Banks {
        std::mutex mutex;
        std::map<QString, std::unique_ptr<clock::VoiceBank>> banks;
        std::set<std::pair<QString, std::string>> rendering;
    };
    auto shared = std::make_shared<Banks>();
    return [shared, voicePack](const QString& language, const QString& file) -> QByteArray {
        static const std::map<QString, clock::Language> languages = {
            {QStringLiteral("zh"), clock::Language::Chinese},
            {QStringLiteral("en"), clock::Language::English},
            {QStringLiteral("ja"), clock::Language::Japanese},
            {QStringLiteral("ko"), clock::Language::Korean}};
        const auto l = languages.find(language);
        if (l == languages.end())
            return {};
        const std::string key = file.toStdString(); // "sec:30", "left_periods:2"
        if (!clock::isPhraseKey(key))
            return {}; // a key no call uses: not espeak reading the key aloud
        QString path;
        {
            const std::lock_guard lock(shared->mutex);
            auto& bank = shared->banks[language];
            if (!bank)
                bank = std::make_unique<clock::VoiceBank>(
                    l->second,
                    QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                        QStringLiteral("/voice-") + language,
                    voicePack);
            path = bank->clipPath(key);
            if (path.isEmpty() && shared->rendering.insert({language, key}).second) {
                clock::VoiceBank worker = *bank;
                QThreadPool::globalInstance()->start([shared, worker, language, key]() mutable {
                    worker.prepare({key});
                    const std::lock_guard done(shared->mutex);
                    shared->rendering.erase({language, key});
                });
            }
        }
        QFile f(path);
        return !path.isEmpty() && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
}

} // namespace tengen
