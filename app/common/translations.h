#pragma once
#include "actions/domain_text.h" // rankText
// The user's language. Simplified Chinese and English are complete at every release; Traditional
// Chinese, Japanese and Korean follow, and a string not yet translated there shows in English.
#include "tournament/rank.h"
#include <QString>
#include <QStringList>

#include <optional>

namespace tengen {

// "zh_CN", "en", ... The languages the app offers in its menu.
QStringList availableLanguages();
// TENGEN_LANG if set, else the system locale's language when we have it, else "en".
QString languageFromEnvironment();
// Replaces the installed translators; returns false if no catalogue exists for `language`.
bool installTranslations(const QString& language);
// The language installTranslations() last installed ("en" before any).
QString installedLanguage();
// The language's own name: "中文（简体）", "English".
QString nativeLanguageName(const QString& language);

// While one lives, every translation on this thread (tr(), QCoreApplication::translate) is in
// `language`, whatever the application's language: the live page makes its pages for phones in
// Chinese and English on a thread of its own, and never swaps the desk's translators (which
// would retranslate every window). Call installTranslations() or prepareThreadLanguages() on
// the main thread first.
class ThreadLanguage {
  public:
    explicit ThreadLanguage(const QString& language);
    ~ThreadLanguage();
    ThreadLanguage(const ThreadLanguage&) = delete;
    ThreadLanguage& operator=(const ThreadLanguage&) = delete;

  private:
    const void* previous_;
};
// Installs, once, the translator that routes a thread's translations (main thread).
void prepareThreadLanguages();

} // namespace tengen
