#include "domain_text.h"

#include <cmath>

#include <QCoreApplication>
#include <QStringList>

namespace tengen {

QString rankText(const Rank& rank) {
    if (rank.isProfessional())
        return QCoreApplication::translate("tengen::Rank", "%1p", "a professional dan: 2p")
            .arg(rank.value());
    if (rank.value() >= 0)
        return QCoreApplication::translate("tengen::Rank", "%1d", "an amateur dan: 3d")
            .arg(rank.value() + 1);
    return QCoreApplication::translate("tengen::Rank", "%1k", "a kyu grade: 5k").arg(-rank.value());
}

QString rankText(const std::optional<Rank>& rank) {
    return rank ? rankText(*rank) : QString();
}

} // namespace tengen

namespace tengen {

QString durationText(Millis duration) {
    const qint64 seconds = duration.count() / 1000;
    const qint64 h = seconds / 3600, m = seconds % 3600 / 60, sec = seconds % 60;
    QStringList parts;
    if (h > 0)
        parts << QCoreApplication::translate("tengen", "%1 h", "hours of a time control").arg(h);
    if (m > 0)
        parts << QCoreApplication::translate("tengen", "%1 min", "minutes of a time control").arg(m);
    if (sec > 0 || parts.isEmpty())
        parts << QCoreApplication::translate("tengen", "%1 s", "seconds of a time control").arg(sec);
    return parts.join(QCoreApplication::translate("tengen", " ", "between hours and minutes"));
}

QString timeControlText(const TimeControl& c) {
    const auto tr = [](const char* text) { return QCoreApplication::translate("tengen", text); };
    const QString main = durationText(c.main);
    // A byo-yomi period is said in seconds up to two minutes (读秒 3 次 × 60 秒).
    const auto period = [](Millis d) {
        const qint64 seconds = d.count() / 1000;
        return seconds <= 120 ? QCoreApplication::translate("tengen", "%1 s",
                                                            "seconds of a time control")
                                    .arg(seconds)
                              : durationText(d);
    };
    switch (c.system) {
    case TimeSystem::ByoYomi:
        return c.main.count() == 0
                   ? tr("byo-yomi %1 × %2").arg(c.periods).arg(period(c.period))
                   : tr("%1, then byo-yomi %2 × %3").arg(main).arg(c.periods).arg(
                         period(c.period));
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return tr("%1, then %2 stones in %3").arg(main).arg(c.stones).arg(durationText(c.period));
    case TimeSystem::Absolute:
        return tr("%1, sudden death").arg(main);
    case TimeSystem::Fischer:
        return c.cap ? tr("%1 + %2 a move, at most %3")
                           .arg(main, durationText(c.increment), durationText(*c.cap))
                     : tr("%1 + %2 a move").arg(main, durationText(c.increment));
    case TimeSystem::Bronstein:
        return tr("%1, Bronstein delay %2").arg(main, durationText(c.delay));
    case TimeSystem::SimpleDelay:
        return tr("%1, delay %2 a move").arg(main, durationText(c.delay));
    case TimeSystem::Hourglass:
        return tr("hourglass %1").arg(main);
    case TimeSystem::Ing:
        return tr("%1, then %2 extension(s) of %3")
            .arg(main)
            .arg(c.periods)
            .arg(durationText(c.period));
    }
    return main;
}

QString ratingValueText(const Rating& rating) {
    if (rating.system == RatingSystem::Aga)
        return QString::number(rating.value, 'f', 1);
    return QString::number(std::lround(rating.value));
}

QString eventName(const TournamentSettings& s) {
    return QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative);
}

} // namespace tengen
