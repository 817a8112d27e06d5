#pragma once
// Every file dialog of the desk app. A file dialog shows a folder; the one holding the open
// tournament file holds it and SQLite's -wal and -shm files too. Qt's default dialog asks the
// MIME database and the platform theme for each file's type and icon, and for a name it does
// not know (*.tengen) the MIME database opens the file to look at its first bytes. Closing that
// descriptor releases every POSIX lock the app holds on the tournament (they belong to the
// process and the file, not the descriptor), and the next tengen-cli would delete the
// write-ahead log the app is still writing into: confirmed changes lost. So these dialogs are
// Qt's own (never the platform's, which would do the same in GTK), with an icon provider that
// answers from the name and the file type alone, and SQLite's side files are not listed.
#include <QString>
#include <functional>

class QFileDialog;
class QWidget;

namespace tengen::gui {

// Puts the share/ folder beside the running program first in XDG_DATA_DIRS, where Qt's MIME
// database finds that *.tengen (and SQLite's *.tengen-wal, *.tengen-shm) are Tengen's by their
// name alone: then no Qt dialog, not even one Tengen does not make itself (the print dialog's
// "print to file"), opens the tournament file to guess its type. Call before QApplication.
// `share`: that folder instead (tests).
void registerFileTypes(const QString& share = {});

QString openFileName(QWidget* parent, const QString& caption, const QString& filter,
                     const QString& folder = {});
// `name`: the file name offered; its suffix is added to a name typed without one.
QString saveFileName(QWidget* parent, const QString& caption, const QString& filter = {},
                     const QString& folder = {}, const QString& name = {});
QString existingFolder(QWidget* parent, const QString& caption, const QString& folder = {});

// Called with every dialog before it goes to its folder and is shown (tests close it once the
// folder is loaded).
void setFileDialogHook(std::function<void(QFileDialog&)> hook);

// The folder dialogs start in: the open tournament's folder, where a director keeps the
// event's files (empty: Qt's default).
void setDefaultFolder(const QString& folder);

} // namespace tengen::gui
