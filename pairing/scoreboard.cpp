#include "scoreboard.h"

#include <algorithm>
#include <functional>

namespace tengen::pairing {

int categoryOf(int rank, const std::vector<int>& lowerLimits) {
    for (std::size_t c = 0; c < lowerLimits.size(); ++c)
        if (rank >= lowerLimits[c])
            return static_cast<int>(c);
    return static_cast<int>(lowerLimits.size());
}

Scoreboard::Scoreboard(const Field& field, int throughRound, bool asOpenGotha352Pairs)
    : field_(field), rounds_(std::max(0, throughRound)), asOpenGotha352Pairs_(asOpenGotha352Pairs) {
    const int n = static_cast<int>(field.entrants.size());
    const PairingSettings& s = field.settings;
    values_.assign(static_cast<std::size_t>(n) * (rounds_ + 1) * kCount, 0);
    status_.assign(static_cast<std::size_t>(n) * rounds_, Status::NotAssigned);
    games_.assign(static_cast<std::size_t>(n) * rounds_, nullptr);
    startMms_.resize(n);
    category_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Entrant& e = field.entrants[i];
        startMms_[i] = std::clamp(e.rank, s.mmFloor, s.mmBar) - s.mmZero + e.mmsCorrection;
        category_[i] = categoryOf(e.rank, s.categoryLimits);
        for (int r = 1; r <= rounds_; ++r)
            if (!e.plays(r) || e.withdrawn)
                status_[i * rounds_ + r - 1] = Status::Absent;
    }
    for (const Game& g : field.games) {
        if (g.round < 1 || g.round > rounds_)
            continue;
        const int w = field.indexOf(g.white), b = field.indexOf(g.black);
        if (w < 0 || b < 0)
            continue;
        for (int p : {w, b}) {
            status_[p * rounds_ + g.round - 1] = Status::Paired;
            games_[p * rounds_ + g.round - 1] = &g;
        }
    }
    for (const Bye& bye : field.byes) {
        const int p = field.indexOf(bye.player);
        if (p >= 0 && bye.round >= 1 && bye.round <= rounds_)
            status_[p * rounds_ + bye.round - 1] = Status::Bye;
    }
    computeScores();
    computeOpponentSums();
}

Scoreboard::Status Scoreboard::status(int entrant, int round) const {
    return status_[static_cast<std::size_t>(entrant) * rounds_ + round - 1];
}

const Game* Scoreboard::gameOf(int entrant, int round) const {
    if (status(entrant, round) != Status::Paired)
        return nullptr;
    return games_[static_cast<std::size_t>(entrant) * rounds_ + round - 1];
}

int Scoreboard::opponentIndex(const Game& g, int entrant) const {
    return field_.indexOf(g.opponentOf(field_.entrants[entrant].id));
}

int Scoreboard::value(Criterion c, int entrant, int afterRound) const {
    switch (c) {
    case Criterion::None:
    case Criterion::Dc:
    case Criterion::Sdc:
        return 0;
    case Criterion::Category:
        return -category_[entrant];
    case Criterion::Rank:
        return field_.entrants[entrant].rank;
    case Criterion::Rating:
        return field_.entrants[entrant].rating;
    case Criterion::Sb: // Sonneborn–Berger is SODOSW under its round-robin name
        return value(Criterion::Sodosw, entrant, afterRound);
    default:
        return values_[(static_cast<std::size_t>(entrant) * (rounds_ + 1) + afterRound) * kCount +
                       static_cast<int>(c)];
    }
}

// NBW, MMS and their cumulative sums; unplayed rounds score as the settings say (OpenGotha:
// absent and bye points accumulate in half points and are rounded down to whole points).
void Scoreboard::computeScores() {
    const PairingSettings& s = field_.settings;
    const int n = static_cast<int>(field_.entrants.size());
    nbwVirtual_.assign(static_cast<std::size_t>(n) * (rounds_ + 1), 0);
    mmsVirtual_.assign(static_cast<std::size_t>(n) * (rounds_ + 1), 0);
    for (int i = 0; i < n; ++i) {
        const PlayerId id = field_.entrants[i].id;
        int nbw = 0, mms = 2 * startMms_[i], unplayedNbw = 0, unplayedMms = 0;
        int vNbw = 0, vMms = 2 * startMms_[i], notPlayed = 0, cussw = 0, cussm = 0, wins = 0;
        at(Criterion::Mms, i, 0) = mms;
        mmsVirtual_[i * (rounds_ + 1)] = mms;
        for (int r = 1; r <= rounds_; ++r) {
            if (const Game* g = gameOf(i, r)) {
                const int points = g->halfPointsOf(id);
                nbw += points;
                // OpenGotha 3.52 leaves Black's McMahon score as it was after a both-win (by
                // forfeit too); its virtual score (not-played rounds as half a point) does not.
                const bool blackBothWin = g->result == GameResult::BothWin && g->black == id;
                mms += asOpenGotha352Pairs_ && blackBothWin ? 0 : points;
                if (!g->byForfeit && g->result != GameResult::Unknown &&
                    g->result != GameResult::BothLose) {
                    vNbw += points;
                    vMms += points;
                }
                if (!g->wasPlayed())
                    ++notPlayed;
                if (points == 2)
                    ++wins;
            } else {
                ++notPlayed;
            }
            if (status(i, r) == Status::Absent) {
                unplayedNbw += s.nbwAbsent;
                unplayedMms += s.mmsAbsent;
            } else if (status(i, r) == Status::Bye) {
                unplayedNbw += s.nbwBye;
                unplayedMms += s.mmsBye;
            }
            const int extraNbw = s.roundDownUnplayed ? unplayedNbw / 2 * 2 : unplayedNbw;
            const int extraMms = s.roundDownUnplayed ? unplayedMms / 2 * 2 : unplayedMms;
            at(Criterion::Nbw, i, r) = nbw + extraNbw;
            at(Criterion::Mms, i, r) = mms + extraMms;
            nbwVirtual_[i * (rounds_ + 1) + r] = vNbw + notPlayed;
            mmsVirtual_[i * (rounds_ + 1) + r] = vMms + notPlayed;
            cussw += at(Criterion::Nbw, i, r);
            cussm += at(Criterion::Mms, i, r);
            at(Criterion::Cussw, i, r) = cussw;
            at(Criterion::Cussm, i, r) = cussm;
            at(Criterion::Wins, i, r) = wins;
        }
    }
}

namespace {
// Sum of `values` without its `drop` lowest; 0 when there are not more values than that.
int sumWithoutLowest(std::vector<int> values, int drop) {
    if (static_cast<int>(values.size()) <= drop)
        return 0;
    std::sort(values.begin(), values.end());
    int sum = 0;
    for (std::size_t i = drop; i < values.size(); ++i)
        sum += values[i];
    return sum;
}
} // namespace

// SOS and friends after round k use the opponents' scores after round k. A round without an
// opponent adds 0 to SOSW and the player's own start MMS to SOSM (OpenGotha).
void Scoreboard::computeOpponentSums() {
    const int n = static_cast<int>(field_.entrants.size());
    const bool virtualScores = field_.settings.unplayedAsHalfPointForOpponents;
    std::vector<int> osw, osm;
    for (int k = 1; k <= rounds_; ++k) {
        for (int i = 0; i < n; ++i) {
            const PlayerId id = field_.entrants[i].id;
            osw.assign(k, 0);
            osm.assign(k, 0);
            int sodosw = 0, sodosm = 0, ext = 0, exr = 0;
            for (int r = 1; r <= k; ++r) {
                const Game* g = gameOf(i, r);
                if (!g) {
                    osm[r - 1] = 2 * startMms_[i];
                    continue;
                }
                const int o = opponentIndex(*g, i);
                const int result = g->halfPointsOf(id);
                osw[r - 1] = virtualScores ? nbwVirtual_[o * (rounds_ + 1) + k]
                                           : value(Criterion::Nbw, o, k);
                osm[r - 1] = (virtualScores ? mmsVirtual_[o * (rounds_ + 1) + k]
                                            : value(Criterion::Mms, o, k)) +
                             (g->white == id ? 2 : -2) * g->handicap;
                sodosw += osw[r - 1] * result;
                sodosm += osm[r - 1] * result;
                // Exploits: the handicap given beyond the natural one (rank difference).
                const int realHandicap = g->white == id ? g->handicap : -g->handicap;
                const int natural = field_.entrants[i].rank - field_.entrants[o].rank;
                const int over = realHandicap - natural;
                const int coef = over < 0 ? 0 : over == 0 ? 1 : over == 1 ? 2 : 3;
                ext += value(Criterion::Nbw, o, k) * coef;
                if (result == 2)
                    exr += value(Criterion::Nbw, o, k) * coef;
            }
            int sosw = 0, sosm = 0;
            for (int r = 0; r < k; ++r) {
                sosw += osw[r];
                sosm += osm[r];
            }
            at(Criterion::Sosw, i, k) = sosw;
            at(Criterion::SoswM1, i, k) = sumWithoutLowest(osw, 1);
            at(Criterion::SoswM2, i, k) = sumWithoutLowest(osw, 2);
            at(Criterion::Sodosw, i, k) = sodosw;
            at(Criterion::Sosm, i, k) = sosm;
            // OpenGotha 3.52 works SOSM-1 out after round 2 but never stores it: 0 there, in the
            // list it pairs from and in its score groups (SOSW-1 is stored).
            at(Criterion::SosmM1, i, k) =
                asOpenGotha352Pairs_ && k == 2 ? 0 : sumWithoutLowest(osm, 1);
            at(Criterion::SosmM2, i, k) = sumWithoutLowest(osm, 2);
            at(Criterion::Sodosm, i, k) = sodosm;
            at(Criterion::Ext, i, k) = ext;
            at(Criterion::Exr, i, k) = exr;
        }
        for (int i = 0; i < n; ++i) {
            int sososw = 0, sososm = 0;
            for (int r = 1; r <= k; ++r) {
                if (const Game* g = gameOf(i, r)) {
                    const int o = opponentIndex(*g, i);
                    sososw += value(Criterion::Sosw, o, k);
                    sososm += value(Criterion::Sosm, o, k);
                } else {
                    sososm += 2 * startMms_[i] * k;
                }
            }
            at(Criterion::Sososw, i, k) = sososw;
            at(Criterion::Sososm, i, k) = sososm;
            at(Criterion::Koya, i, k) = koya(i, k);
        }
    }
}

// Koya: the points scored (half points) against the opponents who scored at least half of the
// games they had up to round k (a bye or an absence is no game).
int Scoreboard::koya(int entrant, int k) const {
    const PlayerId id = field_.entrants[entrant].id;
    int sum = 0;
    for (int r = 1; r <= k; ++r) {
        const Game* g = gameOf(entrant, r);
        if (!g)
            continue;
        const int o = opponentIndex(*g, entrant);
        int games = 0;
        for (int q = 1; q <= k; ++q)
            games += gameOf(o, q) ? 1 : 0;
        if (value(Criterion::Nbw, o, k) >= games) // half points: at least half of the games
            sum += g->halfPointsOf(id);
    }
    return sum;
}

} // namespace tengen::pairing
