#include "open_files.h"

#include "store_error.h"
#include "tournament_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <mutex>
#include <sys/stat.h>
#include <vector>

namespace tengen::store {

namespace {

struct OpenFile {
    QString path; // canonical
    dev_t device = 0;
    ino_t inode = 0;
    int count = 0;
};

std::mutex& registryMutex() {
    static std::mutex m;
    return m;
}
std::vector<OpenFile>& registry() {
    static std::vector<OpenFile> files;
    return files;
}

// The canonical form of a path that may not exist yet: its folder resolved, its name kept.
QString canonical(const QString& path) {
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    if (!resolved.isEmpty())
        return resolved;
    const QString folder = info.absoluteDir().canonicalPath();
    return folder.isEmpty() ? info.absoluteFilePath() : folder + QLatin1Char('/') + info.fileName();
}

bool statOf(const QString& path, struct stat& out) {
    return ::stat(QFile::encodeName(path).constData(), &out) == 0;
}

} // namespace

bool isOpenTournamentFile(const QString& path) {
    if (path.isEmpty())
        return false;
    struct stat st {};
    const bool exists = statOf(path, st);
    const QString name = canonical(path);
    std::lock_guard lock(registryMutex());
    for (const OpenFile& f : registry()) {
        if (exists && st.st_dev == f.device && st.st_ino == f.inode)
            return true;
        if (name == f.path)
            return true;
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            if (name == f.path + QLatin1String(suffix))
                return true;
    }
    return false;
}

void refuseOpenTournamentFile(const QString& path) {
    if (isOpenTournamentFile(path))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is the tournament file that is open, or a file SQLite "
                                      "keeps beside it; choose another file."),
                    problemArg(QDir::toNativeSeparators(path))),
            StoreError::Kind::Invalid);
}

void refuseOverwritingTournamentFile(const QString& path) {
    refuseOpenTournamentFile(path); // before any descriptor is opened on it here
    const QFileInfo info(path);
    bool tournament = QFileInfo::exists(path + QStringLiteral("-wal")) ||
                      QFileInfo::exists(path + QStringLiteral("-shm"));
    if (!tournament && info.isFile()) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray head = f.read(72);
            const auto at = [&head](int i) { return static_cast<quint8>(head[i]); };
            tournament = head.size() == 72 &&
                         head.startsWith(QByteArray("SQLite format 3\0", 16)) &&
                         ((at(68) << 24) | (at(69) << 16) | (at(70) << 8) | at(71)) ==
                             TournamentFile::kApplicationId;
        }
    }
    if (tournament)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is a tournament file; a document is never "
                                                "written over one. Choose another file."),
                    problemArg(QDir::toNativeSeparators(path))),
            StoreError::Kind::Invalid);
}

namespace detail {

QString registerOpenFile(const QString& path) {
    struct stat st {};
    const bool exists = statOf(path, st);
    const QString name = canonical(path);
    std::lock_guard lock(registryMutex());
    for (OpenFile& f : registry())
        if (f.path == name) {
            ++f.count;
            return name;
        }
    registry().push_back({name, exists ? st.st_dev : dev_t{0}, exists ? st.st_ino : ino_t{0}, 1});
    return name;
}

void unregisterOpenFile(const QString& name) {
    std::lock_guard lock(registryMutex());
    auto& files = registry();
    for (auto it = files.begin(); it != files.end(); ++it)
        if (it->path == name) {
            if (--it->count == 0)
                files.erase(it);
            return;
        }
}

} // namespace detail

} // namespace tengen::store
