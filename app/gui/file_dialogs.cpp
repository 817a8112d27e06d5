#include "file_dialogs.h"

#include <QAbstractFileIconProvider>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <filesystem>

namespace tengen::gui {

namespace {

// Icons and type names from the file's kind and name only: it never opens a file. Called on
// the file system model's gatherer thread, so the icons are made once on the GUI thread.
class NameOnlyIconProvider : public QAbstractFileIconProvider {
  public:
    NameOnlyIconProvider() {
        QStyle* style = QApplication::style();
        folder_ = style->standardIcon(QStyle::SP_DirIcon);
        file_ = style->standardIcon(QStyle::SP_FileIcon);
        drive_ = style->standardIcon(QStyle::SP_DriveHDIcon);
        computer_ = style->standardIcon(QStyle::SP_ComputerIcon);
        setOptions(DontUseCustomDirectoryIcons);
    }
    QIcon icon(IconType type) const override {
        switch (type) {
        case Computer:
            return computer_;
        case Drive:
            return drive_;
        case Folder:
            return folder_;
        default:
            return file_;
        }
    }
    QIcon icon(const QFileInfo& info) const override {
        if (info.isRoot())
            return drive_;
        return info.isDir() ? folder_ : file_;
    }
    QString type(const QFileInfo& info) const override {
        if (info.isDir())
            return QApplication::translate("tengen::gui::FileDialogs", "Folder");
        const QString suffix = info.suffix();
        return suffix.isEmpty() ? QApplication::translate("tengen::gui::FileDialogs", "File")
                                : QApplication::translate("tengen::gui::FileDialogs", "%1 file")
                                      .arg(suffix.toUpper());
    }

  private:
    QIcon folder_, file_, drive_, computer_;
};

// Hides SQLite's files beside a tournament: never to be chosen, opened or overwritten.
class WithoutSqliteSideFiles : public QSortFilterProxyModel {
  public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

  protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        const QString name =
            sourceModel()->index(row, 0, parent).data(QFileSystemModel::FileNameRole).toString();
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            if (name.endsWith(QLatin1String(suffix)))
                return false;
        return true;
    }
};

std::function<void(QFileDialog&)>& hook() {
    static std::function<void(QFileDialog&)> h;
    return h;
}

QString& defaultFolder() {
    static QString folder;
    return folder;
}

NameOnlyIconProvider* iconProvider() {
    static NameOnlyIconProvider* provider = new NameOnlyIconProvider; // lives with the app
    return provider;
}

QString run(QWidget* parent, const QString& caption, const QString& folder, const QString& filter,
            QFileDialog::AcceptMode accept, QFileDialog::FileMode mode,
            const QString& name = {}) {
    // The dialog starts in the root folder: its model begins gathering file types at once,
    // with Qt's own provider, before the one here is set. Only then does it go to the folder.
    QFileDialog dialog(parent, caption, QDir::rootPath(), filter);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setOption(QFileDialog::DontUseCustomDirectoryIcons);
    dialog.setIconProvider(iconProvider());
    dialog.setProxyModel(new WithoutSqliteSideFiles(&dialog));
    dialog.setAcceptMode(accept);
    dialog.setFileMode(mode);
    if (mode == QFileDialog::Directory)
        dialog.setOption(QFileDialog::ShowDirsOnly);
    if (hook())
        hook()(dialog);
    const QString start = !folder.isEmpty()            ? folder
                          : !defaultFolder().isEmpty() ? defaultFolder()
                                                       : QDir::currentPath();
    dialog.setDirectory(start);
    if (!name.isEmpty()) {
        // The name offered, and its suffix added to one typed without it (before the dialog
        // asks whether to replace a file of that name).
        dialog.selectFile(name);
        dialog.setDefaultSuffix(QFileInfo(name).suffix());
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().front();
}

} // namespace

QString openFileName(QWidget* parent, const QString& caption, const QString& filter,
                     const QString& folder) {
    return run(parent, caption, folder, filter, QFileDialog::AcceptOpen, QFileDialog::ExistingFile);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& filter,
                     const QString& folder, const QString& name) {
    return run(parent, caption, folder, filter, QFileDialog::AcceptSave, QFileDialog::AnyFile,
               name);
}

QString existingFolder(QWidget* parent, const QString& caption, const QString& folder) {
    return run(parent, caption, folder, {}, QFileDialog::AcceptOpen, QFileDialog::Directory);
}

void registerFileTypes(const QString& folder) {
    QString share = folder;
    if (share.isEmpty()) {
        std::error_code error;
        const std::filesystem::path program =
            std::filesystem::read_symlink("/proc/self/exe", error);
        if (error)
            return;
        share = QString::fromStdString((program.parent_path() / "share").string());
    }
    QByteArray dirs = qgetenv("XDG_DATA_DIRS");
    if (dirs.isEmpty())
        dirs = "/usr/local/share:/usr/share";
    if (!dirs.split(':').contains(QFile::encodeName(share)))
        qputenv("XDG_DATA_DIRS", QFile::encodeName(share) + ':' + dirs);
}

void setFileDialogHook(std::function<void(QFileDialog&)> h) {
    hook() = std::move(h);
}

void setDefaultFolder(const QString& folder) {
    defaultFolder() = folder;
}

} // namespace tengen::gui
