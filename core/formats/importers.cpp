#include "importers.h"

#include "base/qt_text.h"
#include "tournament/duplicates.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace tengen::formats {

QString ImportIssue::toString() const {
    QString place = line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
    const QString name =
        !field.isEmpty() || !fieldLabel ? field : QCoreApplication::translate("tengen", fieldLabel);
    const QString said = message.empty() ? text : toText(message);
    if (!name.isEmpty())
        return QStringLiteral("%1: %2: %3").arg(place, name, said);
    return QStringLiteral("%1: %2").arg(place, said);
}

namespace {

// Each format's reader, by the format's id: the import picks one here.
struct Reader {
    ImportFormat format;
    const char* id;
    ImportParse (*read)(const QByteArray& bytes, const QString& fileName, const QString& encoding);
};

const Reader kReaders[] = {
    {ImportFormat::Csv, "csv",
     [](const QByteArray& b, const QString& n, const QString& e) {
         return parseCsvPlayers(b, n, e);
     }},
    {ImportFormat::Egd, "egd",
     [](const QByteArray& b, const QString& n, const QString&) {
         return parseEgdRatingList(b, n);
     }},
    {ImportFormat::Ffg, "ffg",
     [](const QByteArray& b, const QString& n, const QString&) {
         return parseFfgRatingList(b, n);
     }},
    {ImportFormat::Aga, "aga",
     [](const QByteArray& b, const QString& n, const QString&) { return parseAgaTdList(b, n); }},
    {ImportFormat::OpenGotha, "opengotha",
     [](const QByteArray& b, const QString& n, const QString&) { return parseOpenGotha(b, n); }},
};

const Reader& readerOf(ImportFormat f) {
    for (const Reader& r : kReaders)
        if (r.format == f)
            return r;
    return kReaders[0];
}

} // namespace

const char* importFormatId(ImportFormat f) {
    return readerOf(f).id;
}

std::optional<ImportFormat> tryParseImportFormat(const QString& name) {
    const QString n = name.toLower();
    // Other names a director may give: the EGF's list is the EGD's, an OpenGotha file is XML.
    const QString id = n == QLatin1String("egf")   ? QStringLiteral("egd")
                       : n == QLatin1String("xml") ? QStringLiteral("opengotha")
                                                   : n;
    for (const Reader& r : kReaders)
        if (id == QLatin1String(r.id))
            return r.format;
    return std::nullopt;
}

ImportParse parsePlayers(const QByteArray& bytes, const QString& fileName, ImportFormat format,
                         const QString& encoding) {
    return readerOf(format).read(bytes, fileName, encoding);
}

void rejectRepeatedRows(ImportParse& parse, bool byNameToo, bool sameIdIsError) {
    std::vector<Player> players;
    players.reserve(parse.batch.players.size());
    for (const auto& row : parse.batch.players)
        players.push_back(row.player);
    for (const auto& d : findLikelyDuplicates(players)) {
        const auto& first = parse.batch.players[d.first];
        const auto& second = parse.batch.players[d.second];
        ImportIssue issue{q(parse.batch.source),
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

} // namespace tengen::formats
