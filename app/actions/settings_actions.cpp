#include "settings_actions.h"

#include <QCoreApplication>

namespace tengen {

void saveSettingsChecked(store::TournamentFile& file, const TournamentSettings& before,
                         const TournamentSettings& after) {
    file.writeTransaction([&] {
        // The boards (and whether the event is a team event) shape every paired round.
        if (after.boards != before.boards && file.rounds().anyPaired())
            refuse(Refusal::refused(Problem(QT_TRANSLATE_NOOP(
                "tengen", "a round is paired: the event's kind and its number of boards stay as "
                          "they are"))));
        // An event of stages: its rounds follow its stages (stage add, place, remove).
        if (after.rounds != before.rounds && !file.stages().all().empty())
            refuse(Refusal::refused(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the event's rounds follow its stages: change the stages instead"))));
        if (after.boards == 0 && before.boards != 0 && !file.teams().all().empty())
            refuse(Refusal::refused(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the event has teams: remove them to make it an individual event"))));
        file.settings().save(before, after);
    });
}

Refusal changeTournamentSettings(store::TournamentFile& file, const TournamentSettings& before,
                                 const TournamentSettings& after) {
    if (const Problem problem = validate(after); !problem.empty())
        return Refusal::invalid(problem);
    if (before == after)
        return {};
    return guarded([&] { saveSettingsChecked(file, before, after); });
}

PairingSettings normalisedPairing(PairingSettings s) {
    if (s.handicapCeiling == 0)
        s.noHandicapRank = Rank::kWeakest; // every game even
    return s;
}

Refusal changePairingSettings(store::TournamentFile& file, const PairingSettings& before,
                              const PairingSettings& after, std::optional<PairingSystem> system,
                              const QString& reason) {
    const PairingSettings wanted = normalisedPairing(after);
    return guarded([&] {
        if (wanted == before && (!system || *system == file.settings().get().system))
            return;
        file.settings().changePairing(before, wanted, reason.trimmed(), system);
    });
}

Refusal addPairingConstraint(store::TournamentFile& file, const store::PairingConstraint& c,
                             qint64* id) {
    return guarded([&] {
        const qint64 added = file.constraints().add(c);
        if (id)
            *id = added;
    });
}

Refusal removePairingConstraint(store::TournamentFile& file, qint64 id) {
    return guarded([&] { file.constraints().remove(id); });
}

Refusal setCallingSchedule(store::TournamentFile& file, clock::Millis period, const QString& text,
                           clock::CallingSchedule* stored) {
    clock::CallingSchedule schedule = clock::defaultSchedule(period);
    if (!text.trimmed().isEmpty()) {
        const clock::ScheduleParse parsed = clock::tryParseSchedule(text.toStdString());
        if (!parsed.schedule) {
            Refusal r = Refusal::invalid(parsed.problem);
            r.line = parsed.line;
            return r;
        }
        if (parsed.schedule->period != period)
            return Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP(
                    "tengen", "The schedule is for %1 s periods; the clocks have %2 s periods."),
                std::to_string(parsed.schedule->period.count() / 1000),
                std::to_string(period.count() / 1000)));
        schedule = *parsed.schedule;
    }
    const Refusal r = guarded([&] {
        file.clocks().setSchedule(period.count(),
                                  text.trimmed().isEmpty()
                                      ? QString()
                                      : QString::fromStdString(clock::formatSchedule(schedule)));
    });
    if (r.done() && stored)
        *stored = schedule;
    return r;
}

clock::CallingSchedule callingSchedule(const store::TournamentFile& file, clock::Millis period) {
    if (const auto text = file.clocks().schedule(period.count())) {
        const clock::ScheduleParse parsed = clock::tryParseSchedule(text->toStdString());
        if (parsed.schedule && parsed.schedule->period == period)
            return *parsed.schedule;
    }
    return clock::defaultSchedule(period);
}

} // namespace tengen

namespace tengen {

QString constraintText(const store::PairingConstraint& c,
                       const std::function<QString(PlayerId)>& nameOf) {
    QString text;
    if (c.kind == QLatin1String("forbidden"))
        text = QCoreApplication::translate("tengen", "Never paired: %1 – %2")
                   .arg(nameOf(c.a), nameOf(c.b));
    else if (c.kind == QLatin1String("fixed"))
        text = QCoreApplication::translate("tengen", "Paired in round %1: %2 – %3")
                   .arg(c.round)
                   .arg(nameOf(c.a), nameOf(c.b));
    else if (c.round == 0)
        text = QCoreApplication::translate("tengen", "Table %1 kept for %2 (every round)")
                   .arg(c.table)
                   .arg(nameOf(c.a));
    else
        text = QCoreApplication::translate("tengen", "Table %1 kept for %2 in round %3")
                   .arg(c.table)
                   .arg(nameOf(c.a))
                   .arg(c.round);
    return c.note.isEmpty() ? text
                            : QCoreApplication::translate("tengen", "%1 (%2)").arg(text, c.note);
}

bool constraintInRound(const store::PairingConstraint& c, int round) {
    return c.kind == QLatin1String("forbidden") || c.round == 0 || c.round == round;
}

} // namespace tengen
