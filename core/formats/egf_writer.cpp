#include "egf_writer.h"

#include "base/qt_text.h"
#include "tournament/romanise.h"

#include <QChar>
#include <QStringList>

namespace tengen::formats {

int egfAdjustedSeconds(const TimeControl& t) {
    switch (t.system) {
    case TimeSystem::Absolute:
        return wholeSeconds(t.main);
    case TimeSystem::ByoYomi:
        return wholeSeconds(t.main) +
               45 * wholeSeconds(t.period); // the number of periods does not count
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return wholeSeconds(t.main) + (t.stones > 0 ? 60 * wholeSeconds(t.period) / t.stones : 0);
    case TimeSystem::Fischer:
        return wholeSeconds(t.main) + 120 * wholeSeconds(t.increment);
    // Systems the EGF's rule does not name: a delay gives back at most that much a move, like
    // an increment; Ing's extensions are more main time; an hourglass has its main time only.
    case TimeSystem::Bronstein:
    case TimeSystem::SimpleDelay:
        return wholeSeconds(t.main) + 120 * wholeSeconds(t.delay);
    case TimeSystem::Ing:
        return wholeSeconds(t.main) + t.periods * wholeSeconds(t.period);
    case TimeSystem::Hourglass:
        return wholeSeconds(t.main);
    }
    return wholeSeconds(t.main);
}

QString egfTimeSystemName(TimeSystem s) {
    switch (s) {
    case TimeSystem::Absolute:
        return QStringLiteral("Sudden death");
    case TimeSystem::ByoYomi:
        return QStringLiteral("Standard byo-yomi");
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return QStringLiteral("Canadian byo-yomi");
    case TimeSystem::Fischer:
        return QStringLiteral("Fischer");
    case TimeSystem::Bronstein:
        return QStringLiteral("Bronstein delay");
    case TimeSystem::SimpleDelay:
        return QStringLiteral("Simple delay");
    case TimeSystem::Hourglass:
        return QStringLiteral("Hourglass");
    case TimeSystem::Ing:
        return QStringLiteral("Ing overtime");
    }
    return QStringLiteral("Standard byo-yomi");
}

char egfClass(const TimeControl& t) {
    const int basic = wholeSeconds(t.main) / 60, adjusted = egfAdjustedSeconds(t) / 60;
    // A delay is judged like an increment (its adjusted time is, too).
    const bool fischer = t.system == TimeSystem::Fischer || t.system == TimeSystem::Bronstein ||
                         t.system == TimeSystem::SimpleDelay;
    struct Step {
        char klass;
        int basic, fischerBasic, adjusted;
    };
    for (const Step s : {Step{'A', 60, 45, 75}, Step{'B', 40, 30, 50}, Step{'C', 25, 20, 30}})
        if (basic >= (fischer ? s.fischerBasic : s.basic) && adjusted >= s.adjusted)
            return s.klass;
    return 'X';
}

QString egfHandicapRule(const PairingSettings& p) {
    if (p.handicapCeiling == 0)
        return QStringLiteral("h9");
    return QStringLiteral("h%1").arg(std::clamp(p.handicapCorrection, 0, 9));
}

QByteArray encodeText(const QString& text, EgfEncoding encoding) {
    if (encoding == EgfEncoding::Utf8)
        return text.toUtf8();
    const char32_t limit = encoding == EgfEncoding::Ascii ? 0x7F : 0xFF;
    QByteArray out;
    for (char32_t c : text.toUcs4()) {
        if (c <= limit) {
            out.append(static_cast<char>(c));
            continue;
        }
        // Full-width forms as their plain ones (，→ ,), then without accents (é → e).
        const QString one = QString::fromUcs4(&c, 1)
                                .normalized(QString::NormalizationForm_KC)
                                .normalized(QString::NormalizationForm_D);
        QByteArray written;
        for (QChar part : one) {
            if (part.category() == QChar::Mark_NonSpacing)
                continue;
            if (part.unicode() > limit) {
                written.clear();
                break;
            }
            written.append(static_cast<char>(part.unicode()));
        }
        if (!written.isEmpty()) {
            out.append(written);
            continue;
        }
        // What still does not fit: the CJK full stop and comma as ours; another mark a blank;
        // a letter '?' (a name is checked before it is written: egfCanWrite).
        if (c == U'。')
            out.append('.');
        else if (c == U'、')
            out.append(',');
        else
            out.append(QChar::isLetter(c) ? '?' : ' ');
    }
    return out;
}

QString latinText(const std::string& text) {
    return q(romanisedPhrase(text));
}

bool egfCanWrite(const QString& text, EgfEncoding encoding) {
    return !encodeText(QString(text).remove(QLatin1Char('?')), encoding).contains('?');
}

namespace {

QString namePart(const std::string& s) {
    QString t = q(s).trimmed();
    t.replace(QLatin1Char(' '), QLatin1Char('_'));
    return t;
}

} // namespace

QByteArray egfResults(const StandingsTable& table, const TournamentSettings& settings,
                      const PairingSettings& pairing, const std::map<PlayerId, std::string>& pins,
                      const EgfOptions& options) {
    const char klass = egfClass(settings.time);
    QString out;
    const QString event =
        latinText(settings.nameLatin.empty() ? settings.nameNative : settings.nameLatin);
    // The EGD reads the place in Latin letters: a Chinese one in pinyin.
    QString city = latinText(settings.place);
    city.replace(QLatin1Char(','), QLatin1Char(' '));
    const QString system = egfTimeSystemName(settings.time.system);
    out += QStringLiteral("; CL[%1]\n; EV[%2]\n; PC[%3,%4]\n; DT[%5,%6]\n; HA[%7]\n; KM[%8]\n"
                          "; TM[%9]\n; CM[%10]\n; Generated by Tengen\n")
               .arg(QChar::fromLatin1(klass))
               .arg(event, options.countryCode, city, q(toIsoDate(settings.firstDay)),
                    q(toIsoDate(settings.lastDay)), egfHandicapRule(pairing),
                    q(settings.komi.points()))
               .arg(egfAdjustedSeconds(settings.time) / 60)
               .arg(system);
    for (const QString& note : options.notes)
        out += QStringLiteral("; Note: %1\n").arg(latinText(note.simplified().toStdString()));
    out += QStringLiteral(";\n");
    QString head = QStringLiteral("; Pl Name                            Rk Co Club");
    for (Criterion c : table.criteria)
        head += QLatin1Char(' ') + fit(QString::fromUtf8(criterionId(c).data()), 4, true);
    out += head + QLatin1Char('\n');
    const StandingsRow* previous = nullptr;
    for (const StandingsRow& row : table.rows) {
        QString line = previous && previous->place == row.place
                           ? QStringLiteral("    ")
                           : fit(QString::number(row.place), 4, true);
        line +=
            QLatin1Char(' ') +
            fit(namePart(row.latinFamily) + QLatin1Char(' ') + namePart(row.latinGiven), 30, false);
        line += QLatin1Char(' ') + fit(q(row.rank).toUpper(), 3, true);
        line += QLatin1Char(' ') +
                (row.country.empty() ? QStringLiteral("XX") : fit(q(row.country), 2, false));
        // EGD club codes are short Latin codes: a club in another script romanised (北京棋院:
        // Beij), as the event's name and town are and as the FFG and AGA files write it; blanks
        // left out (the line is read by columns and by words); `xxxx` when there is none.
        const QString club = latinText(row.club).remove(QLatin1Char(' '));
        const bool latinClub =
            !club.isEmpty() && !encodeText(club, EgfEncoding::Ascii).contains('?');
        line += QLatin1Char(' ') + (latinClub ? fit(club, 4, true) : QStringLiteral("xxxx"));
        int columns = 0;
        for (const std::string& v : row.values) {
            line += QLatin1Char(' ') + fit(q(v), 4, true);
            ++columns;
        }
        for (; columns < 4; ++columns)
            line += QStringLiteral("    0");
        for (const std::string& r : row.rounds) {
            QString entry = q(r);
            if (!options.keepForfeits && entry.contains(QLatin1Char('!')))
                entry = QStringLiteral("0=");
            if (entry.size() <= 2)
                entry = entry.leftJustified(5);
            line += QLatin1Char(' ') + entry.rightJustified(8);
        }
        if (options.pinTail && pins.count(row.id) && pins.at(row.id).size() == 8)
            line += QStringLiteral(" |") + q(pins.at(row.id));
        out += line + QLatin1Char('\n');
        previous = &row;
    }
    return encodeText(out, options.encoding);
}

} // namespace tengen::formats
