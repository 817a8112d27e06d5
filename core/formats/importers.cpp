#include "importers.h"
#include "store/open_files.h"

#include "store/problem_text.h"
#include "tournament/duplicates.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace tengen::store {

const char* importFormatId(ImportFormat f) {
    switch (f) {
    case ImportFormat::Csv:
        return "csv";
    case ImportFormat::Egd:
        return "egd";
    case ImportFormat::Ffg:
        return "ffg";
    case ImportFormat::Aga:
        return "aga";
    case ImportFormat::OpenGotha:
        return "opengotha";
    }
    return "csv";
}

std::optional<ImportFormat> tryParseImportFormat(const QString& name) {
    const QString n = name.toLower();
    if (n == QLatin1String("csv"))
        return ImportFormat::Csv;
    if (n == QLatin1String("egd") || n == QLatin1String("egf"))
        return ImportFormat::Egd;
    if (n == QLatin1String("ffg"))
        return ImportFormat::Ffg;
    if (n == QLatin1String("aga"))
        return ImportFormat::Aga;
    if (n == QLatin1String("opengotha") || n == QLatin1String("xml"))
        return ImportFormat::OpenGotha;
    return std::nullopt;
}

ImportParse parsePlayersFile(const QString& path, ImportFormat format, const QString& encoding) {
    const QString name = QFileInfo(path).fileName();
    // Never a descriptor on an open tournament file: closing it would release SQLite's locks.
    if (isOpenTournamentFile(path)) {
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
    switch (format) {
    case ImportFormat::Csv:
        return parseCsvPlayers(bytes, name, encoding);
    case ImportFormat::Egd:
        return parseEgdRatingList(bytes, name);
    case ImportFormat::Ffg:
        return parseFfgRatingList(bytes, name);
    case ImportFormat::Aga:
        return parseAgaTdList(bytes, name);
    case ImportFormat::OpenGotha:
        return parseOpenGotha(bytes, name);
    }
    return {};
}

void rejectRepeatedRows(ImportParse& parse, bool byNameToo, bool sameIdIsError) {
    std::vector<Player> players;
    players.reserve(parse.batch.players.size());
    for (const auto& row : parse.batch.players)
        players.push_back(row.player);
    for (const auto& d : findLikelyDuplicates(players)) {
        const auto& first = parse.batch.players[d.first];
        const auto& second = parse.batch.players[d.second];
        ImportIssue issue{parse.batch.source,
                          second.line,
                          {},
                          Problem{},
                          nullptr,
                          QCoreApplication::translate("tengen", "repeats line %1 (%2)")
                              .arg(first.line)
                              .arg(toText(d.reason))};
        if ((d.sameId && sameIdIsError) || byNameToo)
            parse.errors.push_back(issue);
        else
            parse.warnings.push_back(issue);
    }
}

QString countryCode(const QString& text) {
    static const QHash<QString, QString> names = {
        {QStringLiteral("中国"), QStringLiteral("CN")},
        {QStringLiteral("中國"), QStringLiteral("CN")},
        {QStringLiteral("china"), QStringLiteral("CN")},
        {QStringLiteral("日本"), QStringLiteral("JP")},
        {QStringLiteral("japan"), QStringLiteral("JP")},
        {QStringLiteral("韩国"), QStringLiteral("KR")},
        {QStringLiteral("韓國"), QStringLiteral("KR")},
        {QStringLiteral("한국"), QStringLiteral("KR")},
        {QStringLiteral("대한민국"), QStringLiteral("KR")},
        {QStringLiteral("korea"), QStringLiteral("KR")},
        {QStringLiteral("southkorea"), QStringLiteral("KR")},
        {QStringLiteral("中国台北"), QStringLiteral("TW")},
        {QStringLiteral("台湾"), QStringLiteral("TW")},
        {QStringLiteral("台灣"), QStringLiteral("TW")},
        {QStringLiteral("chinesetaipei"), QStringLiteral("TW")},
        {QStringLiteral("taiwan"), QStringLiteral("TW")},
        {QStringLiteral("中国香港"), QStringLiteral("HK")},
        {QStringLiteral("香港"), QStringLiteral("HK")},
        {QStringLiteral("hongkong"), QStringLiteral("HK")},
        {QStringLiteral("中国澳门"), QStringLiteral("MO")},
        {QStringLiteral("澳门"), QStringLiteral("MO")},
        {QStringLiteral("新加坡"), QStringLiteral("SG")},
        {QStringLiteral("singapore"), QStringLiteral("SG")},
        {QStringLiteral("马来西亚"), QStringLiteral("MY")},
        {QStringLiteral("泰国"), QStringLiteral("TH")},
        {QStringLiteral("越南"), QStringLiteral("VN")},
        {QStringLiteral("蒙古"), QStringLiteral("MN")},
        {QStringLiteral("美国"), QStringLiteral("US")},
        {QStringLiteral("usa"), QStringLiteral("US")},
        {QStringLiteral("unitedstates"), QStringLiteral("US")},
        {QStringLiteral("加拿大"), QStringLiteral("CA")},
        {QStringLiteral("英国"), QStringLiteral("UK")},
        {QStringLiteral("unitedkingdom"), QStringLiteral("UK")},
        {QStringLiteral("法国"), QStringLiteral("FR")},
        {QStringLiteral("france"), QStringLiteral("FR")},
        {QStringLiteral("德国"), QStringLiteral("DE")},
        {QStringLiteral("germany"), QStringLiteral("DE")},
        {QStringLiteral("俄罗斯"), QStringLiteral("RU")},
        {QStringLiteral("russia"), QStringLiteral("RU")},
        {QStringLiteral("荷兰"), QStringLiteral("NL")},
        {QStringLiteral("netherlands"), QStringLiteral("NL")},
        {QStringLiteral("澳大利亚"), QStringLiteral("AU")},
        {QStringLiteral("australia"), QStringLiteral("AU")},
        {QStringLiteral("乌克兰"), QStringLiteral("UA")},
        {QStringLiteral("ukraine"), QStringLiteral("UA")},
        {QStringLiteral("波兰"), QStringLiteral("PL")},
        {QStringLiteral("poland"), QStringLiteral("PL")},
        {QStringLiteral("捷克"), QStringLiteral("CZ")},
        {QStringLiteral("意大利"), QStringLiteral("IT")},
        {QStringLiteral("西班牙"), QStringLiteral("ES")},
    };
    QString key = text.trimmed();
    if (key.size() == 2 && key.at(0).isLetter() && key.at(1).isLetter() &&
        key.at(0).unicode() < 128 && key.at(1).unicode() < 128)
        return key.toUpper() == QLatin1String("GB") ? QStringLiteral("UK") : key.toUpper();
    key = key.toLower().remove(QLatin1Char(' ')).remove(QLatin1Char('.'));
    return names.value(key);
}

} // namespace tengen::store
