// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationloader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace rsi {

namespace {

// The translators in effect, owned here so that the next call can remove them.
struct InstalledTranslators
{
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

InstalledTranslators &installed()
{
    static InstalledTranslators translators;
    return translators;
}

std::unique_ptr<QTranslator> load(const QLocale &locale, const QString &name,
                                  const QStringList &directories)
{
    auto translator = std::make_unique<QTranslator>();
    for (const QString &directory : directories) {
        if (translator->load(locale, name, QStringLiteral("_"), directory))
            return translator;
    }
    return nullptr;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
}

QString nativeLanguageName(const QString &language)
{
    if (language == u"de")
        return QStringLiteral("Deutsch");
    if (language == u"ja")
        return QStringLiteral("日本語");
    return QStringLiteral("English");
}

QString installTranslations(const QString &language)
{
    InstalledTranslators &translators = installed();
    for (auto *translator : {translators.ours.get(), translators.qt.get()}) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
    translators = {};

    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    // Compiled in first; the installed copy serves a build without resources.
    translators.ours
        = load(locale, QStringLiteral("rsinspector"),
               {QStringLiteral(":/i18n"), QStringLiteral(RSI_TRANSLATIONS_INSTALL_DIR)});
    translators.qt = load(locale, QStringLiteral("qtbase"),
                          {QLibraryInfo::path(QLibraryInfo::TranslationsPath)});
    QString inEffect = QStringLiteral("en");
    if (translators.ours) {
        QCoreApplication::installTranslator(translators.ours.get());
        inEffect = translators.ours->language().section(u'_', 0, 0);
    }
    if (translators.qt)
        QCoreApplication::installTranslator(translators.qt.get());
    return inEffect;
}

} // namespace rsi
