#include "player_files.h"

#include "store/open_files.h"
#include "store/problem_text.h"

#include <QFile>
#include <QFileInfo>

namespace tengen {

formats::ImportParse parsePlayersFile(const QString& path, formats::ImportFormat format,
                                      const QString& encoding) {
    using formats::ImportParse;
    const QString name = QFileInfo(path).fileName();
    // Never a descriptor on an open tournament file: closing it would release SQLite's locks.
    if (store::isOpenTournamentFile(path)) {
        ImportParse parse;
        parse.errors.push_back({name,
                                0,
                                {},
                                Problem(QT_TRANSLATE_NOOP(
                                    "tengen", "this is the tournament file that is open (or a file "
                                              "SQLite keeps beside it), not a list of players"))});
        return parse;
    }
    // Only a regular file, of a size a list of players has (the world's EGD list is 10 MB): a
    // pipe blocked for ever, /dev/zero took 5 GB in 8 s.
    constexpr qint64 kMaxBytes = 64LL << 20;
    const QFileInfo info(path);
    Problem unfit;
    if (info.exists() && !info.isFile())
        unfit = Problem(QT_TRANSLATE_NOOP("tengen", "not a file but a folder, a device, a pipe "
                                                    "or a socket; nothing was read"));
    else if (info.size() > kMaxBytes)
        unfit = Problem(QT_TRANSLATE_NOOP("tengen", "%1 MB; a list of players is at most %2 MB"),
                        std::to_string(info.size() >> 20), std::to_string(kMaxBytes >> 20));
    if (!unfit.empty()) {
        ImportParse parse;
        parse.errors.push_back({name, 0, {}, unfit});
        return parse;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportParse parse;
        parse.errors.push_back({name,
                                0,
                                {},
                                Problem(QT_TRANSLATE_NOOP("tengen", "cannot read the file: %1"),
                                        problemArg(file.errorString()))});
        return parse;
    }
    const QByteArray bytes = file.read(kMaxBytes); // the size was asked above
    return formats::parsePlayers(bytes, name, format, encoding);
}

} // namespace tengen
