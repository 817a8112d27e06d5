#include "translations.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QTranslator>
#include <atomic>
#include <map>
#include <memory>
#include <vector>

namespace tengen {

namespace {

// A catalogue per language, loaded once, read from any thread (QTranslator::translate is const).
// nullptr when the language has none.
const QTranslator* catalogue(const QString& language) {
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<QTranslator>> catalogues;
    QMutexLocker lock(&mutex);
    auto it = catalogues.find(language);
    if (it == catalogues.end()) {
        auto loaded = std::make_unique<QTranslator>();
        if (!loaded->load(QStringLiteral(":/i18n/tengen_%1.qm").arg(language)))
            loaded.reset();
        it = catalogues.emplace(language, std::move(loaded)).first;
    }
    return it->second.get();
}

thread_local const QTranslator* threadCatalogue = nullptr;
std::atomic<const QTranslator*> appCatalogue{nullptr};

// Tengen's one translator, installed once and never removed: on a thread with a language of
// its own (ThreadLanguage) it answers from that language's catalogue, with the source text
// where the catalogue has none (an English page never falls back to the desk's Chinese); on
// every other thread from the application's catalogue, which a language switch replaces in
// one step — so a page being made on another thread never meets a moment without a router.
class Router : public QTranslator {
  public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        if (const QTranslator* own = threadCatalogue) {
            const QString text = own->translate(context, source, disambiguation, n);
            return text.isNull() ? QString::fromUtf8(source) : text;
        }
        const QTranslator* app = appCatalogue.load();
        return app ? app->translate(context, source, disambiguation, n) : QString();
    }
    bool isEmpty() const override { return false; }
};

Router& router() {
    static Router r;
    return r;
}

void installRouter() {
    static bool installed = false;
    if (installed)
        return;
    QCoreApplication::installTranslator(&router());
    installed = true;
}

} // namespace

void prepareThreadLanguages() {
    installRouter();
}

ThreadLanguage::ThreadLanguage(const QString& language) : previous_(threadCatalogue) {
    const QTranslator* own = catalogue(language);
    static const QTranslator none; // empty: every text as its source
    threadCatalogue = own ? own : &none;
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

namespace {
QString& installed() {
    static QString language = QStringLiteral("en");
    return language;
}
} // namespace

QString installedLanguage() {
    return installed();
}

bool installTranslations(const QString& language) {
    installRouter();
    installed() = language;
    const QTranslator* ours = catalogue(language);
    appCatalogue.store(ours);
    // Qt's own strings (standard buttons, dialogs).
    static std::unique_ptr<QTranslator> qt;
    if (qt)
        QCoreApplication::removeTranslator(qt.get());
    qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
    } else {
        qt.reset();
    }
    // Every window retranslates (installing a translator does this too, but not every language
    // has Qt's catalogue).
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    QLocale::setDefault(QLocale(language));
    return ours != nullptr;
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
