#pragma once
// The user's language. Simplified Chinese and English are complete at every release; Traditional
// Chinese, Japanese and Korean follow, and a string not yet translated there shows in English.
#include <QString>
#include <QStringList>

namespace tengen {

// "zh_CN", "en", ... The languages the app offers in its menu.
QStringList availableLanguages();
// TENGEN_LANG if set, else the system locale's language when we have it, else "en".
QString languageFromEnvironment();
// Replaces the installed translators; returns false if no catalogue exists for `language`.
bool installTranslations(const QString& language);
// The language's own name: "中文（简体）", "English".
QString nativeLanguageName(const QString& language);

} // namespace tengen
