#include "publish_commands.h"

#include "actions/ratings.h"
#include "cli.h"
#include "cli_args.h"
#include "report_commands.h"
#include "store/tournament_file.h"

#include <QJsonArray>
#include <QJsonObject>
#include <cmath>

namespace tengen::cli {

namespace {
double thousandths(double v) {
    return std::round(v * 1000.0) / 1000.0;
}
} // namespace

int cmdRatings(const QStringList& given, QTextStream& out) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("system"), QStringLiteral("class"), QStringLiteral("round"),
                  QStringLiteral("format"), QStringLiteral("o")},
                 {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    if (a.value(QStringLiteral("system"), QStringLiteral("egd")) != QLatin1String("egd"))
        throw UsageError{Cli::tr("--system: only egd (the EGF's GoR) is computed")};
    std::optional<char> egfClass;
    if (a.has(QStringLiteral("class"))) {
        const QString c = a.value(QStringLiteral("class")).toUpper();
        if (c.size() != 1 || !QStringLiteral("ABCDX").contains(c))
            throw UsageError{Cli::tr("--class must be A, B, C, D or X")};
        egfClass = c.front().toLatin1();
    }
    const ProvisionalRatings r = provisionalRatings(*file, egfClass, roundOption(a, 0, 0));
    if (a.flag(QStringLiteral("json")) || a.value(QStringLiteral("format")) == QLatin1String("json")) {
        QJsonArray list;
        for (const ProvisionalRating& row : r.rows)
            list.append(QJsonObject{{QStringLiteral("player"), row.name},
                                    {QStringLiteral("id"), static_cast<qint64>(row.player.value())},
                                    {QStringLiteral("rating_before"), thousandths(row.before)},
                                    {QStringLiteral("rating_after"), thousandths(row.after)},
                                    {QStringLiteral("change"), thousandths(row.change)},
                                    {QStringLiteral("games"), row.games},
                                    {QStringLiteral("from_grade"), row.fromRank},
                                    {QStringLiteral("class"), QString(QLatin1Char(r.egfClass))},
                                    {QStringLiteral("provisional"), true}});
        printJson(out, list);
        return kOk;
    }
    return writeTableDocument(ratingsDocument(*file, r), a, out);
}

} // namespace tengen::cli
