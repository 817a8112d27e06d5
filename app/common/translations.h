#pragma once
// The user's language: Simplified Chinese and English are complete; other languages fall back to
// English for strings not yet translated.
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
