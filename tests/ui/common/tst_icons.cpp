// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/icons.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QImage>
#include <QPalette>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace rsi;

namespace {

constexpr int TypeRole = Qt::UserRole + 1;
constexpr int SeverityRole = Qt::UserRole + 2;

const QList<DocumentType> allTypes = {
    DocumentType::Unknown,
    DocumentType::Extension,
    DocumentType::SourceDescription,
    DocumentType::SourceDescriptionIndex,
    DocumentType::CapabilityList,
    DocumentType::CapabilityListIndex,
    DocumentType::ResourceList,
    DocumentType::ResourceListIndex,
    DocumentType::ResourceDump,
    DocumentType::ResourceDumpIndex,
    DocumentType::ResourceDumpManifest,
    DocumentType::ChangeList,
    DocumentType::ChangeListIndex,
    DocumentType::ChangeDump,
    DocumentType::ChangeDumpIndex,
    DocumentType::ChangeDumpManifest,
};

QImage render(const QIcon &icon, int side)
{
    return icon.pixmap(QSize(side, side)).toImage().convertToFormat(QImage::Format_ARGB32);
}

// Pixels a person would see: not (nearly) transparent.
int visiblePixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 32 ? 1 : 0;
    return count;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe8, 0xe8, 0xea);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    return palette;
}

void savePicture(QWidget *widget, const QString &name)
{
    const QDir dir(QCoreApplication::applicationDirPath() + QStringLiteral("/pictures"));
    QDir().mkpath(dir.path());
    const QString path = dir.filePath(name + QStringLiteral(".png"));
    QVERIFY2(widget->grab().save(path), qPrintable(path));
}

// A tree as the source tree model gives it: type and worst severity in
// roles, a decoration of its own in the last column.
QStandardItemModel *makeSourceModel(QObject *parent)
{
    auto *model = new QStandardItemModel(0, 3, parent);
    const auto row = [](const QString &name, QVariant type, int severity) {
        QList<QStandardItem *> items {new QStandardItem(name), new QStandardItem(),
                                      new QStandardItem(QStringLiteral("kept"))};
        for (QStandardItem *item : items) {
            if (type.isValid())
                item->setData(type, TypeRole);
            item->setData(severity, SeverityRole);
        }
        items[2]->setData(QColor(Qt::red), Qt::DecorationRole);
        return items;
    };
    QList<QStandardItem *> top
        = row(QStringLiteral("resourcesync"), int(DocumentType::SourceDescription), -1);
    top.first()->appendRow(
        row(QStringLiteral("capabilitylist.xml"), int(DocumentType::CapabilityList), 1));
    top.first()->child(0)->appendRow(
        row(QStringLiteral("resourcelist-index.xml"), int(DocumentType::ResourceListIndex), 2));
    top.first()->appendRow(row(QStringLiteral("loading.xml"), QVariant(), 0));
    model->appendRow(top);
    return model;
}

} // namespace

class tst_Icons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDocumentTypeHasAnIcon_data();
    void everyDocumentTypeHasAnIcon();
    void documentTypesLookDifferent();
    void everySeverityHasAnIcon_data();
    void everySeverityHasAnIcon();
    void applicationIconLoads();
    void proxyDecoratesConfiguredColumnsOnly();
    void proxyWithoutRolesPassesThrough();
    void proxyAnnouncesNewDecorations();
    void pictures();
};

void tst_Icons::everyDocumentTypeHasAnIcon_data()
{
    QTest::addColumn<DocumentType>("type");
    for (DocumentType type : allTypes)
        QTest::newRow(qPrintable(documentTypeName(type))) << type;
}

void tst_Icons::everyDocumentTypeHasAnIcon()
{
    QFETCH(DocumentType, type);
    const QIcon icon = documentTypeIcon(type);
    QVERIFY(!icon.isNull());
    for (int side : {16, 24, 48}) {
        const QImage image = render(icon, side);
        QCOMPARE(image.size(), QSize(side, side));
        // Drawn, not a blank square: at least a quarter of it shows.
        QVERIFY2(visiblePixels(image) > side * side / 4, qPrintable(QString::number(side)));
    }
}

void tst_Icons::documentTypesLookDifferent()
{
    QList<QImage> seen;
    for (DocumentType type : allTypes) {
        const QImage image = render(documentTypeIcon(type), 32);
        QVERIFY2(!seen.contains(image), qPrintable(documentTypeName(type)));
        seen.append(image);
    }
    // An index is its kind's icon, stacked.
    QVERIFY(render(documentTypeIcon(DocumentType::ResourceListIndex), 32)
            != render(documentTypeIcon(DocumentType::ResourceList), 32));
}

void tst_Icons::everySeverityHasAnIcon_data()
{
    QTest::addColumn<Severity>("severity");
    QTest::newRow("info") << Severity::Info;
    QTest::newRow("warning") << Severity::Warning;
    QTest::newRow("error") << Severity::Error;
}

void tst_Icons::everySeverityHasAnIcon()
{
    QFETCH(Severity, severity);
    const QIcon icon = severityIcon(severity);
    QVERIFY(!icon.isNull());
    const QImage image = render(icon, 16);
    QVERIFY(visiblePixels(image) > 16 * 16 / 4);
    for (Severity other : {Severity::Info, Severity::Warning, Severity::Error}) {
        if (other != severity)
            QVERIFY(render(severityIcon(other), 16) != image);
    }
}

void tst_Icons::applicationIconLoads()
{
    const QIcon icon = applicationIcon();
    QVERIFY(!icon.isNull());
    QVERIFY(visiblePixels(render(icon, 64)) > 64 * 64 / 4);
}

void tst_Icons::proxyDecoratesConfiguredColumnsOnly()
{
    QStandardItemModel *source = makeSourceModel(this);
    DecorationProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(source);
    proxy.setDocumentTypeRole(TypeRole);
    proxy.setSeverity(SeverityRole, {1});

    const QModelIndex top = proxy.index(0, 0);
    const QModelIndex capability = proxy.index(0, 0, top);
    const QModelIndex index = proxy.index(0, 0, capability);
    const QModelIndex loading = proxy.index(1, 0, top);
    const auto iconAt = [](const QModelIndex &at) {
        return render(at.data(Qt::DecorationRole).value<QIcon>(), 16);
    };

    // Column 0: the document type's icon, at every depth.
    QCOMPARE(iconAt(top), render(documentTypeIcon(DocumentType::SourceDescription), 16));
    QCOMPARE(iconAt(capability), render(documentTypeIcon(DocumentType::CapabilityList), 16));
    QCOMPARE(iconAt(index), render(documentTypeIcon(DocumentType::ResourceListIndex), 16));
    // No type yet: no icon.
    QVERIFY(!loading.data(Qt::DecorationRole).isValid());

    // The severity column: the worst severity's icon, none below zero.
    QVERIFY(!top.siblingAtColumn(1).data(Qt::DecorationRole).isValid());
    QCOMPARE(iconAt(capability.siblingAtColumn(1)), render(severityIcon(Severity::Warning), 16));
    QCOMPARE(iconAt(index.siblingAtColumn(1)), render(severityIcon(Severity::Error), 16));
    QCOMPARE(iconAt(loading.siblingAtColumn(1)), render(severityIcon(Severity::Info), 16));

    // Other columns and roles pass through untouched.
    QCOMPARE(capability.siblingAtColumn(2).data(Qt::DecorationRole).value<QColor>(),
             QColor(Qt::red));
    QCOMPARE(capability.data().toString(), QStringLiteral("capabilitylist.xml"));
    QCOMPARE(capability.siblingAtColumn(2).data().toString(), QStringLiteral("kept"));
    QCOMPARE(proxy.rowCount(top), 2);
}

void tst_Icons::proxyWithoutRolesPassesThrough()
{
    QStandardItemModel *source = makeSourceModel(this);
    DecorationProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(source);
    const QModelIndex top = proxy.index(0, 0);
    QVERIFY(!top.data(Qt::DecorationRole).isValid());
    QVERIFY(!top.siblingAtColumn(1).data(Qt::DecorationRole).isValid());

    // Severity icons only: column 0 still has none.
    proxy.setSeverity(SeverityRole, {1});
    QVERIFY(!top.data(Qt::DecorationRole).isValid());
    QVERIFY(proxy.index(0, 1, top).data(Qt::DecorationRole).isValid());
    proxy.setSeverity(0, {1});
    QVERIFY(!proxy.index(0, 1, top).data(Qt::DecorationRole).isValid());
}

void tst_Icons::proxyAnnouncesNewDecorations()
{
    QStandardItemModel *source = makeSourceModel(this);
    DecorationProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(source);
    QTreeView view;
    view.setModel(&proxy);
    view.expandAll();
    QSignalSpy spy(&proxy, &QAbstractItemModel::layoutChanged);
    proxy.setDocumentTypeRole(TypeRole);
    QCOMPARE(spy.count(), 1); // views repaint with the icons
    QVERIFY(view.isExpanded(proxy.index(0, 0))); // and keep what was open
    QVERIFY(proxy.index(0, 0).data(Qt::DecorationRole).isValid());
}

// Pictures for a person to look at: <build>/tests/ui/pictures/icons-*.png.
void tst_Icons::pictures()
{
    QStandardItemModel source(0, 2);
    source.setHorizontalHeaderLabels({QStringLiteral("Document"), QStringLiteral("Findings")});
    int severity = -1;
    for (DocumentType type : allTypes) {
        auto *name = new QStandardItem(documentTypeName(type));
        name->setData(int(type), TypeRole);
        auto *findings = new QStandardItem(severity < 0 ? QString() : QStringLiteral("findings"));
        findings->setData(severity, SeverityRole);
        source.appendRow({name, findings});
        severity = severity == 2 ? -1 : severity + 1;
    }
    DecorationProxyModel proxy;
    proxy.setSourceModel(&source);
    proxy.setDocumentTypeRole(TypeRole);
    proxy.setSeverity(SeverityRole, {1});

    for (const bool dark : {false, true}) {
        QTreeView view;
        if (dark)
            view.setPalette(darkPalette());
        view.setModel(&proxy);
        view.setRootIsDecorated(false);
        view.header()->resizeSection(0, 240);
        view.resize(360, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        savePicture(&view, dark ? QStringLiteral("icons-dark") : QStringLiteral("icons-light"));
    }
}

QTEST_MAIN(tst_Icons)
#include "tst_icons.moc"
