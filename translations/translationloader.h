// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

namespace rsi {

// The languages the application is translated into, English first ("en",
// "de", "ja"), and each one's name in itself ("English", "Deutsch", "日本語").
QStringList availableLanguages();
QString nativeLanguageName(const QString &language);

// Installs the translations for language ("" follows the system locale),
// replacing those installed by an earlier call: ours (compiled in, ":/i18n")
// and Qt's own (qtbase, from Qt's translation folder). Widgets get a
// QEvent::LanguageChange and translate themselves again. Returns the language
// in effect ("en" when nothing matched). Call from the main thread.
QString installTranslations(const QString &language = {});

} // namespace rsi
