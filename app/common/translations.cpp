#include "translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>
#include <vector>

namespace tengen {

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
