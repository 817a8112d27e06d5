#include "criterion_text.h"

#include <QCoreApplication>

namespace tengen {

namespace {
// The words, in the context "Criteria".
struct Criteria {
    Q_DECLARE_TR_FUNCTIONS(Criteria)
};

// The criteria a director chooses from, in the order offered.
const std::vector<Criterion> kChoosable = {
    Criterion::None,   Criterion::Mms,      Criterion::Nbw,    Criterion::Sosm,   Criterion::Sosw,
    Criterion::SosmM1, Criterion::SoswM1,   Criterion::SosmM2, Criterion::SoswM2, Criterion::Cussm,
    Criterion::Cussw,  Criterion::Sodosm,   Criterion::Sodosw, Criterion::Sososm, Criterion::Sososw,
    Criterion::Dc,     Criterion::Sdc,      Criterion::Ext,    Criterion::Exr,    Criterion::Rating,
    Criterion::Rank,   Criterion::Category, Criterion::Sb,     Criterion::Koya,   Criterion::Wins};
} // namespace

const std::vector<Criterion>& choosableCriteria() {
    return kChoosable;
}

// Chinese events name the main criteria 积分 (score), 对手分 (SOS), 累进分 (CUSS).
QString criterionHeading(Criterion c) {
    switch (c) {
    case Criterion::Nbw:
    case Criterion::Mms:
        return Criteria::tr("Score");
    case Criterion::Sosw:
    case Criterion::Sosm:
        return Criteria::tr("SOS");
    case Criterion::SoswM1:
    case Criterion::SosmM1:
        return Criteria::tr("SOS-1");
    case Criterion::SoswM2:
    case Criterion::SosmM2:
        return Criteria::tr("SOS-2");
    case Criterion::Cussw:
    case Criterion::Cussm:
        return Criteria::tr("CUSS");
    case Criterion::Sososw:
    case Criterion::Sososm:
        return Criteria::tr("SOSOS");
    case Criterion::Sodosw:
    case Criterion::Sodosm:
        return Criteria::tr("SODOS");
    case Criterion::Sb:
        return Criteria::tr("SB", "Sonneborn–Berger");
    case Criterion::Koya:
        return Criteria::tr("Koya");
    case Criterion::Wins:
        return Criteria::tr("Wins", "games won, a standings column");
    default:
        return QString::fromUtf8(criterionId(c).data());
    }
}

QString criterionName(Criterion c) {
    const QString id = QString::fromUtf8(criterionId(c).data());
    switch (c) {
    case Criterion::None:
        return Criteria::tr("—");
    case Criterion::Nbw:
        return Criteria::tr("Wins (积分) — NBW");
    case Criterion::Mms:
        return Criteria::tr("McMahon score — MMS");
    case Criterion::Sosw:
    case Criterion::Sosm:
        return Criteria::tr("Opponents' scores (对手分) — %1").arg(id);
    case Criterion::Cussw:
    case Criterion::Cussm:
        return Criteria::tr("Cumulative score (累进分) — %1").arg(id);
    case Criterion::Sodosw:
    case Criterion::Sodosm:
        return Criteria::tr("Defeated opponents' scores — %1").arg(id);
    case Criterion::Sososw:
    case Criterion::Sososm:
        return Criteria::tr("Opponents' SOS — %1").arg(id);
    case Criterion::Dc:
        return Criteria::tr("Direct confrontation — DC");
    case Criterion::Sb:
        return Criteria::tr("Sonneborn–Berger — SB");
    case Criterion::Koya:
        return Criteria::tr("Koya — KOYA");
    case Criterion::Wins:
        return Criteria::tr("Games won — WINS");
    default:
        return id;
    }
}

} // namespace tengen
