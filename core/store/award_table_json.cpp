#include "award_table_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

namespace tengen::store {

QByteArray awardTableJson(const AwardTable& table) {
    QJsonArray rules;
    for (const AwardRule& r : table.rules) {
        QJsonObject o{{QStringLiteral("wins"), r.wins},
                      {QStringLiteral("award"),
                       QString::fromLatin1(awardKindId(r.kind).data(),
                                           static_cast<qsizetype>(awardKindId(r.kind).size()))}};
        if (r.steps != 0)
            o.insert(QStringLiteral("steps"), r.steps);
        if (!r.feeBand.empty())
            o.insert(QStringLiteral("fee"), QString::fromStdString(r.feeBand));
        rules.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("name"), QString::fromStdString(table.name)},
                                     {QStringLiteral("rounds"), table.rounds},
                                     {QStringLiteral("forfeit_win_counts"), table.forfeitWinCounts},
                                     {QStringLiteral("rules"), rules}})
        .toJson(QJsonDocument::Compact);
}

AwardTableRead readAwardTableJson(const QByteArray& json) {
    AwardTableRead out;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        out.problem = Problem(QT_TRANSLATE_NOOP("tengen", "an award table: not a JSON object "
                                                          "(at byte %1: %2)"),
                              std::to_string(error.offset), error.errorString().toStdString());
        return out;
    }
    const QJsonObject o = doc.object();
    AwardTable t;
    t.name = o.value(QStringLiteral("name")).toString().toStdString();
    if (!o.value(QStringLiteral("rounds")).isDouble()) {
        out.problem =
            Problem(QT_TRANSLATE_NOOP("tengen", "an award table: \"rounds\" must be a number"));
        return out;
    }
    t.rounds = o.value(QStringLiteral("rounds")).toInt();
    t.forfeitWinCounts = o.value(QStringLiteral("forfeit_win_counts")).toBool(true);
    const QJsonArray rules = o.value(QStringLiteral("rules")).toArray();
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const QJsonObject r = rules[i].toObject();
        const auto kind =
            tryParseAwardKind(r.value(QStringLiteral("award")).toString().toStdString());
        if (!r.value(QStringLiteral("wins")).isDouble() || !kind) {
            out.problem = Problem(
                QT_TRANSLATE_NOOP("tengen", "an award table: rule %1 needs \"wins\" (a number) "
                                            "and \"award\" (none, claimed, band-top, "
                                            "band-middle, band-bottom, band-above, band-below)"),
                std::to_string(i + 1));
            return out;
        }
        AwardRule rule;
        rule.wins = r.value(QStringLiteral("wins")).toInt();
        rule.kind = *kind;
        rule.steps = r.value(QStringLiteral("steps")).toInt(0);
        rule.feeBand = r.value(QStringLiteral("fee")).toString().toStdString();
        t.rules.push_back(rule);
    }
    if (const Problem p = validateAwardTable(t); !p.empty()) {
        out.problem = p;
        return out;
    }
    out.table = std::move(t);
    return out;
}

} // namespace tengen::store
