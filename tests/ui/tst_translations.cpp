// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// German and Japanese are complete, keep every placeholder, load, and change
// what the window shows when the language changes.
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "translationloader.h"
#include "validation/documenttype.h"

#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
};

QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"message") {
            messages.append(message);
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = {context, {}, {}, false};
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"translation") {
            message.unfinished = xml.attributes().value(QLatin1StringView("type")) == u"unfinished";
            message.translation = xml.readElementText();
        }
    }
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?\\d+"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { installTranslations(QStringLiteral("en")); }
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void theWindowFollowsTheLanguage();
    void findingTextsAreTranslated();
};

void tst_Translations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("de") << QStringLiteral(RSI_TRANSLATIONS_DIR "/rsinspector_de.ts");
    QTest::newRow("ja") << QStringLiteral(RSI_TRANSLATIONS_DIR "/rsinspector_ja.ts");
}

void tst_Translations::everyMessageIsTranslated()
{
    QFETCH(QString, path);
    const QList<Message> messages = readTs(path);
    QVERIFY2(messages.size() > 700, qPrintable(path));
    QStringList problems;
    for (const Message &message : messages) {
        if (message.unfinished || message.translation.trimmed().isEmpty())
            problems.append(
                QStringLiteral("untranslated: [%1] %2").arg(message.context, message.source));
        else if (placeholders(message.source) != placeholders(message.translation))
            problems.append(QStringLiteral("placeholders differ: [%1] %2 -> %3")
                                .arg(message.context, message.source, message.translation));
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, the first: %2")
                            .arg(problems.size())
                            .arg(problems.mid(0, 5).join(u'\n'))));
}

void tst_Translations::theWindowFollowsTheLanguage()
{
    QTemporaryDir dir;
    QSettings file(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    AppSettings settings(&file);
    CredentialStore credentials(QStringLiteral("rsinspector-test"));
    credentials.setBackend(CredentialStore::Backend::SessionOnly);
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    MainWindow window(settings, credentials);
    const QString english = window.menuBar()->actions().constFirst()->text();
    QCOMPARE(english, QStringLiteral("&File"));

    // Widgets hear of a new language through a posted LanguageChange event.
    QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
    const QString expected = QCoreApplication::translate("rsi::MainWindow", "&File");
    QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), expected);
    const QString german = window.menuBar()->actions().constFirst()->text();
    QVERIFY(german != english);

    QCOMPARE(installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
    QTRY_VERIFY(window.menuBar()->actions().constFirst()->text() != german);
    const QString japanese = window.menuBar()->actions().constFirst()->text();
    QVERIFY(japanese != english && japanese != german);
    QVERIFY2(std::any_of(japanese.cbegin(), japanese.cend(),
                         [](QChar c) { return c.unicode() >= 0x3000; }),
             qPrintable(japanese));

    installTranslations(QStringLiteral("en"));
    QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), english);
}

void tst_Translations::findingTextsAreTranslated()
{
    const QString english = documentTypeName(DocumentType::ResourceList);
    installTranslations(QStringLiteral("ja"));
    QVERIFY(documentTypeName(DocumentType::ResourceList) != english);
    installTranslations(QStringLiteral("de"));
    QVERIFY(documentTypeName(DocumentType::ResourceList) != english);
}

QTEST_MAIN(tst_Translations)
#include "tst_translations.moc"
