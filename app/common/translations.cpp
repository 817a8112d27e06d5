#include "translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QTranslator>
#include <map>
#include <memory>
#include <vector>

namespace tengen {

namespace {

// A catalogue per language, loaded once, read from any thread (QTranslator::translate is const).
const QTranslator* catalogue(const QString& language) {
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<QTranslator>> catalogues;
    QMutexLocker lock(&mutex);
    auto& slot = catalogues[language];
    if (!slot) {
        slot = std::make_unique<QTranslator>();
        (void)slot->load(QStringLiteral(":/i18n/tengen_%1.qm").arg(language));
    }
    return slot.get();
}

thread_local const QTranslator* threadCatalogue = nullptr;

// Installed last, so asked first: on a thread with its own language it answers from that
// language's catalogue, and with the source text where the catalogue has none (an English page
// never falls back to the desk's Chinese); on every other thread it has nothing to say.
class ThreadRouter : public QTranslator {
  public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        const QTranslator* own = threadCatalogue;
        if (!own)
            return {};
        const QString text = own->translate(context, source, disambiguation, n);
        return text.isNull() ? QString::fromUtf8(source) : text;
    }
    bool isEmpty() const override { return false; }
};

ThreadRouter& router() {
    static ThreadRouter r;
    return r;
}
bool routerInstalled = false;

} // namespace

void prepareThreadLanguages() {
    if (routerInstalled)
        return;
    QCoreApplication::installTranslator(&router());
    routerInstalled = true;
}

ThreadLanguage::ThreadLanguage(const QString& language) : previous_(threadCatalogue) {
    threadCatalogue = catalogue(language);
}

ThreadLanguage::~ThreadLanguage() {
    threadCatalogue = static_cast<const QTranslator*>(previous_);
}

QStringList availableLanguages() {
    return {QStringLiteral("zh_CN"), QStringLiteral("en"), QStringLiteral("zh_TW"),
            QStringLiteral("ja"), QStringLiteral("ko")};
}

QString languageFromEnvironment() {
    const QString forced = qEnvironmentVariable("TENGEN_LANG");
    if (!forced.isEmpty())
        return forced;
    const QLocale locale;
    switch (locale.language()) {
    case QLocale::Chinese:
        return locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("zh_TW")
                                                                    : QStringLiteral("zh_CN");
    case QLocale::Japanese:
        return QStringLiteral("ja");
    case QLocale::Korean:
        return QStringLiteral("ko");
    default:
        return QStringLiteral("en");
    }
}

bool installTranslations(const QString& language) {
    static std::vector<std::unique_ptr<QTranslator>> installed;
    for (auto& t : installed)
        QCoreApplication::removeTranslator(t.get());
    installed.clear();
    // The thread router stays the last installed, so that it is asked first.
    QCoreApplication::removeTranslator(&router());
    auto ours = std::make_unique<QTranslator>();
    const bool found = ours->load(QStringLiteral(":/i18n/tengen_%1.qm").arg(language));
    if (found) {
        QCoreApplication::installTranslator(ours.get());
        installed.push_back(std::move(ours));
    }
    // Qt's own strings (standard buttons, dialogs).
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed.push_back(std::move(qt));
    }
    QCoreApplication::installTranslator(&router());
    routerInstalled = true;
    QLocale::setDefault(QLocale(language));
    return found;
}

QString nativeLanguageName(const QString& language) {
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("中文（简体）");
    if (language == QLatin1String("zh_TW"))
        return QStringLiteral("中文（繁體）");
    if (language == QLatin1String("ja"))
        return QStringLiteral("日本語");
    if (language == QLatin1String("ko"))
        return QStringLiteral("한국어");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(language).nativeLanguageName();
}

} // namespace tengen
