// Registration spreadsheets exported as CSV. The header row names the fields; names are matched
// after lower-casing and dropping blanks, '_', '-' and '.', in English or Chinese.
#include "base/qt_text.h"
#include "importers.h"
#include "text_decoding.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace tengen::formats {

namespace {

enum class Field {
    Family,
    Given,
    FullName,
    FamilyLatin,
    GivenLatin,
    Rank,
    Club,
    Country,
    Association,
    Rating,
    RatingSystem,
    EgdPin,
    AgaId,
    FfgLicence,
    BirthDate,
    Gender,
    Category,
    FeeDue,
    FeePaid,
    Status,
    Contact,
    Notes,
    Team,
    Board
};

const QHash<QString, Field>& headerNames() {
    static const QHash<QString, Field> names = [] {
        QHash<QString, Field> h;
        auto add = [&h](Field f, std::initializer_list<const char*> keys) {
            for (const char* k : keys)
                h.insert(QString::fromUtf8(k), f);
        };
        add(Field::Family, {"family", "familyname", "lastname", "surname", "name", "姓", "姓氏"});
        add(Field::Given, {"given", "givenname", "firstname", "first", "forename", "名", "名字"});
        add(Field::FullName, {"fullname", "playername", "player", "姓名"});
        add(Field::FamilyLatin, {"familylatin", "latinfamily", "familypinyin", "拼音姓"});
        add(Field::GivenLatin, {"givenlatin", "latingiven", "givenpinyin", "拼音名"});
        add(Field::Rank,
            {"rank", "grade", "level", "strength", "段位", "级位", "段级位", "棋力", "段级"});
        add(Field::Club, {"club", "俱乐部", "单位"});
        add(Field::Country,
            {"country", "nation", "nationality", "国家", "国家地区", "国家/地区", "国籍"});
        add(Field::Association, {"association", "federation", "协会"});
        add(Field::Rating, {"rating", "gor", "elo", "等级分"});
        add(Field::RatingSystem, {"ratingsystem"});
        add(Field::EgdPin, {"egdpin", "egfpin", "pin", "egd"});
        add(Field::AgaId, {"agaid", "aga"});
        add(Field::FfgLicence, {"ffglicence", "ffglicense", "licence", "license", "ffg"});
        add(Field::BirthDate,
            {"birthdate", "birthday", "dateofbirth", "dob", "born", "出生日期", "生日"});
        add(Field::Gender, {"gender", "sex", "性别"});
        add(Field::Category, {"category", "section", "组别"});
        add(Field::FeeDue, {"fee", "feedue", "报名费"});
        add(Field::FeePaid, {"paid", "feepaid", "已缴"});
        add(Field::Status, {"status", "registration", "状态"});
        add(Field::Contact, {"contact", "email", "phone", "联系方式", "电话"});
        add(Field::Notes, {"notes", "note", "remarks", "备注"});
        add(Field::Team, {"team", "teamname", "队伍", "队名", "代表队", "团队", "チーム", "팀"});
        add(Field::Board, {"board", "boardnumber", "boardno", "台次", "台", "board#"});
        return h;
    }();
    return names;
}

QString normaliseHeader(QString name) {
    name = name.trimmed().toLower();
    name.remove(QLatin1Char(' '))
        .remove(QLatin1Char('_'))
        .remove(QLatin1Char('-'))
        .remove(QLatin1Char('.'));
    name.remove(QChar(0x3000));
    return name;
}

struct Record {
    int line;
    QStringList fields;
    bool unterminated = false;
};

QChar detectDelimiter(const QString& headerLine) {
    const QChar candidates[] = {QLatin1Char(','), QLatin1Char(';'), QLatin1Char('\t')};
    QChar best = QLatin1Char(',');
    qsizetype bestCount = 0;
    for (QChar c : candidates) {
        qsizetype n = headerLine.count(c);
        if (n > bestCount) {
            best = c;
            bestCount = n;
        }
    }
    return best;
}

// RFC 4180: quoted fields may hold the delimiter, doubled quotes and line breaks.
std::vector<Record> splitRecords(const QString& text, QChar delimiter) {
    std::vector<Record> records;
    Record current{1, {}};
    QString field;
    bool quoted = false, fieldStarted = false;
    int line = 1;
    auto endField = [&] {
        // What a CSV export marked as text so that no spreadsheet runs it ("'=…"): the
        // apostrophe is the export's, not the name's.
        if (field.size() > 1 && field.front() == QLatin1Char('\'') &&
            QStringView(u"=+-@\t\r").contains(field.at(1)))
            field.remove(0, 1);
        current.fields << field;
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        records.push_back(current);
        current = Record{line, {}};
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                if (c != QLatin1Char('\r'))
                    field += c;
            }
        } else if (c == QLatin1Char('"') && !fieldStarted && field.isEmpty()) {
            quoted = true;
            fieldStarted = true;
        } else if (c == delimiter) {
            endField();
        } else if (c == QLatin1Char('\n') ||
                   (c == QLatin1Char('\r') &&
                    (i + 1 >= text.size() || text.at(i + 1) != QLatin1Char('\n')))) {
            ++line; // LF, CRLF, or a lone CR (old Mac spreadsheets)
            endRecord();
        } else if (c != QLatin1Char('\r')) {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        current.unterminated = true;
        endRecord();
    } else if (!field.isEmpty() || !current.fields.isEmpty()) {
        endRecord();
    }
    return records;
}

// Common two-character Chinese family names; others take the first character.
const QStringList& compoundSurnames() {
    static const QStringList names =
        QString::fromUtf8("欧阳 司马 诸葛 上官 东方 皇甫 慕容 令狐 公孙 夏侯 尉迟 长孙 宇文 司徒 "
                          "澹台 轩辕 呼延 端木 南宫 西门 独孤 "
                          "歐陽 諸葛 東方 長孫 軒轅 端木")
            .split(QLatin1Char(' '));
    return names;
}

void splitFullName(const QString& full, Player& p) {
    QString name = full.trimmed();
    if (containsCjk(name.toStdString()) && !name.contains(QLatin1Char(' '))) {
        int familyLength = 1;
        for (const QString& compound : compoundSurnames())
            if (name.startsWith(compound) && name.size() > compound.size())
                familyLength = 2;
        p.familyNative = name.left(familyLength).toStdString();
        p.givenNative = name.mid(familyLength).toStdString();
        return;
    }
    // Latin "Family Given" as EGD lists write it; the first word is the family name.
    qsizetype blank = name.indexOf(QLatin1Char(' '));
    p.familyNative = (blank < 0 ? name : name.left(blank)).toStdString();
    p.givenNative = (blank < 0 ? QString() : name.mid(blank + 1).trimmed()).toStdString();
}

std::optional<MoneyMinor> parseMoney(const QString& text) {
    QString t = text.trimmed();
    if (t.isEmpty())
        return 0;
    bool ok = false;
    double v = t.toDouble(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return static_cast<MoneyMinor>(std::llround(v * 100));
}

// The header: which field each column holds (and the rating scale its name implies).
struct CsvHeader {
    std::vector<std::optional<Field>> columns;
    QHash<int, QString> names;
    std::optional<RatingSystem> ratingSystem;
};

std::optional<CsvHeader> readHeader(const Record& header, ImportParse& parse,
                                    const QString& fileName) {
    CsvHeader out;
    std::vector<std::optional<Field>>& columns = out.columns;
    QHash<int, QString>& columnNames = out.names;
    bool hasName = false;
    bool hasGiven = false;
    for (const QString& f : header.fields) {
        auto it = headerNames().find(normaliseHeader(f));
        hasGiven = hasGiven || (it != headerNames().end() && it.value() == Field::Given);
    }
    for (int i = 0; i < header.fields.size(); ++i) {
        QString key = normaliseHeader(header.fields[i]);
        columnNames[i] = header.fields[i].trimmed();
        auto it = headerNames().find(key);
        if (key.isEmpty() || it == headerNames().end()) {
            columns.push_back(std::nullopt);
            if (!key.isEmpty())
                parse.warnings.push_back(
                    {fileName, header.line, header.fields[i].trimmed(),
                     Problem(QT_TRANSLATE_NOOP("tengen", "unknown column, ignored"))});
            continue;
        }
        for (const auto& c : columns)
            if (c == it.value()) {
                parse.errors.push_back(
                    {fileName, header.line, header.fields[i].trimmed(),
                     Problem(QT_TRANSLATE_NOOP("tengen",
                                               "the same field appears twice in the header"))});
                break;
            }
        Field field = it.value();
        // "Name" alone, without a given-name column, holds the whole name.
        if (key == QLatin1String("name") && !hasGiven)
            field = Field::FullName;
        // 等级分 and Elo are other scales (a Chinese 等级分 is not a GoR); GoR and "rating" are
        // EGD.
        if (field == Field::Rating)
            out.ratingSystem = (key == QStringLiteral("等级分") || key == QLatin1String("elo"))
                                   ? RatingSystem::Other
                                   : RatingSystem::EgdGoR;
        columns.push_back(field);
        hasName = hasName || it.value() == Field::Family || it.value() == Field::Given ||
                  it.value() == Field::FullName;
    }
    if (!hasName) {
        parse.errors.push_back(
            {fileName,
             header.line,
             {},
             Problem(QT_TRANSLATE_NOOP(
                 "tengen",
                 "the header names no name column (family, given, name, 姓, 名 or 姓名)"))});
        return std::nullopt;
    }
    return out;
}

// Where a text field goes, as written.
std::string Player::*textField(Field f) {
    switch (f) {
    case Field::Family:
        return &Player::familyNative;
    case Field::Given:
        return &Player::givenNative;
    case Field::FamilyLatin:
        return &Player::familyLatin;
    case Field::GivenLatin:
        return &Player::givenLatin;
    case Field::Club:
        return &Player::club;
    case Field::Association:
        return &Player::association;
    case Field::EgdPin:
        return &Player::egdPin;
    case Field::AgaId:
        return &Player::agaId;
    case Field::FfgLicence:
        return &Player::ffgLicence;
    case Field::Category:
        return &Player::category;
    case Field::Contact:
        return &Player::contact;
    case Field::Notes:
        return &Player::notes;
    default:
        return &Player::notes; // not a text field: never asked
    }
}

// One row as read: the player, and the rating's parts until both are known.
struct CsvRow {
    Player player;
    std::optional<RatingSystem> ratingSystem;
    std::optional<double> ratingValue;
    QString team;             // the team column: the team's name
    std::optional<int> board; // the board column: 1 = the first board
};

// The team and board of each player read (parallel to the batch's players).
struct TeamCell {
    QString team;
    std::optional<int> board;
    int line = 0;
};

// One cell of a row read into the row's player; a value that cannot be read is an error (`bad`),
// one read otherwise than written a warning (`warn`).
void readCell(Field field, const QString& value, CsvRow& row,
              const std::function<void(const Problem&)>& bad,
              const std::function<void(const Problem&)>& warn) {
    Player& p = row.player;
    const std::string v = value.toStdString();
    switch (field) {
    case Field::FullName:
        splitFullName(value, p);
        break;
    case Field::Rank:
        p.rankLabel = v;
        if (!value.isEmpty()) {
            RankParse rank = tryParseRank(v);
            if (!rank.rank)
                bad(rank.error);
            p.declaredRank = rank.rank;
        }
        break;
    case Field::Country:
        if (!value.isEmpty()) {
            QString code = countryCode(value);
            if (code.isEmpty())
                bad(Problem(
                    QT_TRANSLATE_NOOP("tengen", "'%1' is not a country name or two-letter code"),
                    problemArg(value)));
            p.country = code.toStdString();
        }
        break;
    case Field::Rating:
        if (!value.isEmpty()) {
            bool ok = false;
            double d = value.toDouble(&ok);
            if (!ok)
                bad(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number"),
                            problemArg(value)));
            else
                row.ratingValue = d;
        }
        break;
    case Field::RatingSystem:
        if (!value.isEmpty()) {
            row.ratingSystem = tryParseRatingSystem(v);
            if (!row.ratingSystem)
                bad(Problem(QT_TRANSLATE_NOOP("tengen",
                                              "'%1' is not a rating system (egd, aga, ffg, other)"),
                            problemArg(value)));
        }
        break;
    case Field::BirthDate:
        if (!value.isEmpty()) {
            p.birthDate = tryParseDate(v);
            if (!p.birthDate)
                bad(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a date (use yyyy-mm-dd)"),
                            problemArg(value)));
        }
        break;
    case Field::Gender: {
        auto g = tryParseGender(v);
        if (!g)
            bad(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a gender (f, m, 女, 男)"),
                        problemArg(value)));
        else if (*g == Gender::Unknown && !value.trimmed().isEmpty() &&
                 value.trimmed() != QLatin1String("?"))
            // "X" is read as "not said", and the import says so: never silently.
            warn(Problem(
                QT_TRANSLATE_NOOP("tengen", "'%1' is neither f nor m: the gender is left unknown"),
                problemArg(value)));
        p.gender = g.value_or(Gender::Unknown);
        break;
    }
    case Field::FeeDue:
    case Field::FeePaid: {
        auto money = parseMoney(value);
        if (!money)
            bad(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not an amount"), problemArg(value)));
        (field == Field::FeeDue ? p.feeDue : p.feePaid) = money.value_or(0);
        break;
    }
    case Field::Team:
        row.team = value.simplified();
        break;
    case Field::Board:
        if (!value.isEmpty()) {
            bool ok = false;
            const int b = value.toInt(&ok);
            if (!ok || b < 1 || b > 99)
                bad(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a board number (1, 2, …)"),
                            problemArg(value)));
            else
                row.board = b;
        }
        break;
    case Field::Status: {
        QString st = value.toLower();
        if (st == QLatin1String("fin") || st == QLatin1String("final") ||
            st == QStringLiteral("正式"))
            p.status = RegistrationStatus::Final;
        else if (st.isEmpty() || st == QLatin1String("pre") || st == QLatin1String("preliminary") ||
                 st == QStringLiteral("预报名"))
            p.status = RegistrationStatus::Preliminary;
        else
            bad(Problem(QT_TRANSLATE_NOOP("tengen",
                                          "'%1' is not a registration status (final, preliminary)"),
                        problemArg(value)));
        break;
    }
    default: // a text field, as written
        p.*textField(field) = v;
        break;
    }
}

// One row of players: its cells read, then checked as a whole; kept only without an error.
void readRow(const Record& rec, const CsvHeader& header, ImportParse& parse,
             const QString& fileName, std::vector<TeamCell>& teams) {
    auto error = [&](int line, const QString& field, const Problem& message) {
        parse.errors.push_back({fileName, line, field, message});
    };
    if (rec.unterminated) {
        error(rec.line, {},
              Problem(QT_TRANSLATE_NOOP("tengen",
                                        "a quoted field is not closed (the line is cut short)")));
        return;
    }
    if (rec.fields.size() != static_cast<qsizetype>(header.columns.size())) {
        error(rec.line, {},
              Problem(QT_TRANSLATE_NOOP("tengen", "%1 fields where the header has %2"),
                      problemArg(rec.fields.size()), problemArg(header.columns.size())));
        return;
    }
    CsvRow row;
    bool rowOk = true;
    for (int i = 0; i < rec.fields.size(); ++i) {
        if (!header.columns[i])
            continue;
        readCell(
            *header.columns[i], rec.fields[i].trimmed(), row,
            [&](const Problem& message) {
                error(rec.line, header.names.value(i), message);
                rowOk = false;
            },
            [&](const Problem& message) {
                parse.warnings.push_back({fileName, rec.line, QStringLiteral("gender"), message});
            });
    }
    if (row.ratingValue)
        row.player.rating =
            Rating{row.ratingSystem.value_or(header.ratingSystem.value_or(RatingSystem::EgdGoR)),
                   *row.ratingValue,
                   {},
                   {}};
    if (row.player.rating && row.player.declaredRank && !row.player.declaredRank->isProfessional())
        if (auto implied = rankFromRating(*row.player.rating);
            implied && std::abs(implied->value() - row.player.declaredRank->value()) > 2)
            parse.warnings.push_back(
                {fileName,
                 rec.line,
                 {},
                 Problem(QT_TRANSLATE_NOOP(
                             "tengen",
                             "the rating %1 means %2, far from the declared %3; the rating decides"
                             " unless you set the rank by hand"),
                         problemArg(row.player.rating->value),
                         problemArg(QString::fromStdString(implied->toString())),
                         problemArg(QString::fromStdString(row.player.declaredRank->toString())))});
    if (rowOk) {
        Problem problem = validate(row.player);
        if (!problem.empty()) {
            parse.errors.push_back({fileName, rec.line, {}, problem});
            rowOk = false;
        }
    }
    if (rowOk && row.board && row.team.isEmpty()) {
        error(rec.line,
              header.names.value(static_cast<int>(
                  std::find(header.columns.begin(), header.columns.end(), Field::Board) -
                  header.columns.begin())),
              Problem(QT_TRANSLATE_NOOP("tengen", "a board without a team")));
        rowOk = false;
    }
    if (rowOk) {
        parse.batch.players.push_back({row.player, rec.line, std::nullopt});
        teams.push_back({row.team, row.board, rec.line});
    }
}

// The teams the team column names, each once (its first row's line), its members by board —
// players without a board after those with one, in the file's order; two players on one
// board of a team are an error naming both lines.
void readTeams(const std::vector<TeamCell>& cells, ImportParse& parse, const QString& fileName) {
    std::map<QString, std::size_t> index;                 // name -> position in batch.teams
    std::vector<std::vector<std::pair<int, int>>> boards; // (board or 1000, player) per team
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const TeamCell& c = cells[k];
        if (c.team.isEmpty())
            continue;
        auto [it, added] = index.try_emplace(c.team, parse.batch.teams.size());
        if (added) {
            ImportedTeam t;
            t.name = c.team.toStdString();
            t.number = static_cast<int>(parse.batch.teams.size()) + 1;
            t.line = c.line;
            parse.batch.teams.push_back(t);
            boards.emplace_back();
        }
        auto& members = boards[it->second];
        if (c.board)
            for (const auto& [board, other] : members)
                if (board == *c.board) {
                    parse.errors.push_back(
                        {fileName, c.line, QStringLiteral("board"),
                         Problem(QT_TRANSLATE_NOOP("tengen", "%1 has two players on board %2 "
                                                             "(lines %3 and %4)"),
                                 problemArg(c.team), problemArg(*c.board),
                                 problemArg(cells[static_cast<std::size_t>(other)].line),
                                 problemArg(c.line))});
                    break;
                }
        members.emplace_back(c.board.value_or(1000), static_cast<int>(k));
    }
    for (std::size_t t = 0; t < boards.size(); ++t) {
        std::stable_sort(boards[t].begin(), boards[t].end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& member : boards[t])
            parse.batch.teams[t].members.push_back(member.second);
    }
}

} // namespace

ImportParse parseCsvPlayers(const QByteArray& bytes, const QString& fileName,
                            const QString& encoding) {
    ImportParse parse;
    parse.batch.source = fileName.toStdString();
    auto error = [&](int line, const QString& field, const Problem& message) {
        parse.errors.push_back({fileName, line, field, message});
    };
    DecodedText decoded = encoding.isEmpty() ? decodeText(bytes, LegacyEncoding::Gb18030)
                                             : decodeTextAs(bytes, encoding);
    if (!decoded.error.empty()) {
        error(decoded.errorLine, {}, decoded.error);
        return parse;
    }
    if (encoding.isEmpty() && decoded.encoding != QLatin1String("UTF-8"))
        parse.warnings.push_back(
            {fileName,
             0,
             {},
             Problem(QT_TRANSLATE_NOOP("tengen", "read as %1 (the file is not UTF-8)"),
                     problemArg(decoded.encoding))});
    const QString& text = decoded.text;
    // The header is the first line with text (OpenGotha's player CSV starts with a blank line).
    QString firstLine;
    for (const QString& line : splitLines(text))
        if (!line.trimmed().isEmpty()) {
            firstLine = line;
            break;
        }
    std::vector<Record> records = splitRecords(text, detectDelimiter(firstLine));
    // Blank lines, and rows of empty cells a spreadsheet leaves behind (",,,").
    std::erase_if(records, [](const Record& r) {
        return !r.unterminated &&
               std::all_of(r.fields.begin(), r.fields.end(),
                           [](const QString& f) { return f.trimmed().isEmpty(); });
    });
    if (records.empty()) {
        error(0, {}, Problem(QT_TRANSLATE_NOOP("tengen", "the file is empty")));
        return parse;
    }

    const Record& header = records.front();
    const std::optional<CsvHeader> columns = readHeader(header, parse, fileName);
    if (!columns)
        return parse;
    std::vector<TeamCell> teams;
    for (size_t r = 1; r < records.size(); ++r)
        readRow(records[r], *columns, parse, fileName, teams);
    readTeams(teams, parse, fileName);
    if (parse.errors.empty() && parse.batch.players.empty())
        error(header.line, {}, Problem(QT_TRANSLATE_NOOP("tengen", "no players after the header")));
    // Repeated rows are listed with the field errors, in one pass: the director fixes the file
    // once (the rows with errors are not among those compared).
    rejectRepeatedRows(parse, true);
    return parse;
}

} // namespace tengen::formats
