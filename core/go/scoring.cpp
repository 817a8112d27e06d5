#include "scoring.h"

#include "benson.h"

#include <algorithm>
#include <cmath>

namespace tengen::go {

namespace {

std::string halfPointsText(int h) {
    std::string s = std::to_string(std::abs(h) / 2);
    if (std::abs(h) % 2)
        s += ".5";
    return s;
}

std::string where(const Board& b, Point p) {
    return toGtp(b.coord(p), b.size());
}

// The marks: every marked point a stone, every marked chain marked whole. The dead points
// (none when the rules count the board as it stands).
std::vector<char> deadMarks(const Board& board, const ScoreInput& in, const RuleSet& rules,
                            Score& s) {
    const int n = board.stride() * board.stride();
    std::vector<char> dead(n, 0);
    for (const Coord& c : in.dead) {
        if (c.x < 0 || c.y < 0 || c.x >= board.size() || c.y >= board.size()) {
            s.errors.push_back(
                Problem(QT_TRANSLATE_NOOP("tengen", "a dead-stone mark lies outside the board")));
            continue;
        }
        const Point p = board.point(c);
        if (board.at(p) != Colour::Black && board.at(p) != Colour::White)
            s.errors.push_back(Problem(
                QT_TRANSLATE_NOOP("tengen", "the dead-stone mark at %1 is on an empty point"),
                where(board, p)));
        else
            dead[p] = 1;
    }
    std::vector<char> checked(n, 0);
    for (Point p : board.points()) {
        if (!dead[p] || checked[board.chainOf(p)])
            continue;
        checked[board.chainOf(p)] = 1;
        int marked = 0;
        board.forEachStoneOfChain(p, [&](Point q) { marked += dead[q]; });
        if (marked != board.chainSize(p))
            s.errors.push_back(Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "the marks cover %1 of the %2 stones of the chain at %3"),
                std::to_string(marked), std::to_string(board.chainSize(p)), where(board, p)));
    }
    if (!rules.removeDeadStones && !in.dead.empty()) {
        s.notes.push_back(
            Problem(QT_TRANSLATE_NOOP(
                        "tengen", "dead-stone marks are ignored: %1 counts the board as it stands"),
                    rules.name));
        std::fill(dead.begin(), dead.end(), 0);
    }

    return dead;
}

// Benson: a pass-alive chain cannot be dead, and nothing inside pass-alive territory is alive.
void checkPassAlive(const Board& board, const std::vector<char>& dead, const PassAlive& blackSafe,
                    const PassAlive& whiteSafe, const RuleSet& rules, Score& s) {
    for (Point p : board.points()) {
        if (board.chainOf(p) != p && board.at(p) != Colour::Empty)
            continue; // one report per chain
        const Colour c = board.at(p);
        if (c != Colour::Black && c != Colour::White)
            continue;
        const PassAlive& own = c == Colour::Black ? blackSafe : whiteSafe;
        const PassAlive& other = c == Colour::Black ? whiteSafe : blackSafe;
        if (dead[p] && own.aliveStone[p])
            s.errors.push_back(
                Problem(QT_TRANSLATE_NOOP("tengen", "the chain at %1 is marked dead but is "
                                                    "alive however the opponent plays "
                                                    "(pass-alive)"),
                        where(board, p)));
        if (!dead[p] && rules.removeDeadStones && other.territory[p])
            s.errors.push_back(Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "the chain at %1 is left alive inside the opponent's pass-alive "
                                  "area"),
                where(board, p)));
    }
}

// Seki (shown to the referee to confirm): a shared liberty of black and white chains, neither
// pass-alive, where neither side can play without putting itself in atari while capturing
// nothing. The chains around such a point are in seki.
std::vector<char> sekiStones(const Board& board, const PassAlive& blackSafe,
                             const PassAlive& whiteSafe) {
    const int n = board.stride() * board.stride();
    std::vector<char> seki(n, 0);
    const auto& offsets = board.neighbourOffsets();
    auto selfAtariWithoutCapture = [&](Point p, Colour c) {
        std::vector<Point> libs;
        for (int d : offsets) {
            const Point q = p + d;
            const Colour qc = board.at(q);
            if (qc == Colour::Empty) {
                libs.push_back(q);
            } else if (qc == opposite(c)) {
                if (board.libertyCount(q) == 1)
                    return false; // playing there captures
            } else if (qc == c) {
                board.forEachStoneOfChain(q, [&](Point stone) {
                    for (int e : offsets)
                        if (board.at(stone + e) == Colour::Empty && stone + e != p)
                            libs.push_back(stone + e);
                });
            }
        }
        std::sort(libs.begin(), libs.end());
        libs.erase(std::unique(libs.begin(), libs.end()), libs.end());
        return libs.size() <= 1;
    };
    for (Point p : board.points()) {
        if (board.at(p) != Colour::Empty)
            continue;
        bool black = false, white = false, safe = false;
        for (int d : offsets) {
            const Colour c = board.at(p + d);
            black = black || c == Colour::Black;
            white = white || c == Colour::White;
            safe = safe || (c == Colour::Black && blackSafe.aliveStone[p + d]) ||
                   (c == Colour::White && whiteSafe.aliveStone[p + d]);
        }
        if (!black || !white || safe)
            continue;
        if (selfAtariWithoutCapture(p, Colour::Black) && selfAtariWithoutCapture(p, Colour::White))
            for (int d : offsets)
                if (board.at(p + d) == Colour::Black || board.at(p + d) == Colour::White)
                    board.forEachStoneOfChain(p + d, [&](Point q) { seki[q] = 1; });
    }

    return seki;
}

// Regions of empty points and who surrounds them: stones, territory, dame and the seki shown.
void countRegions(const Board& board, const std::vector<char>& seki, const RuleSet& rules,
                  Score& s) {
    const int n = board.stride() * board.stride();
    const auto& offsets = board.neighbourOffsets();
    std::vector<char> seen(n, 0);
    for (Point p : board.points()) {
        const Colour c = board.at(p);
        if (c == Colour::Black) {
            ++s.blackStones;
            s.blackArea.push_back(board.coord(p));
        } else if (c == Colour::White) {
            ++s.whiteStones;
            s.whiteArea.push_back(board.coord(p));
        }
        if (seki[p])
            s.seki.push_back(board.coord(p));
        if (c != Colour::Empty || seen[p])
            continue;
        std::vector<Point> regionPoints, stack{p};
        seen[p] = 1;
        bool touchesBlack = false, touchesWhite = false, onlySeki = true;
        while (!stack.empty()) {
            const Point q = stack.back();
            stack.pop_back();
            regionPoints.push_back(q);
            for (int d : offsets) {
                const Point r = q + d;
                const Colour rc = board.at(r);
                if (rc == Colour::Empty && !seen[r]) {
                    seen[r] = 1;
                    stack.push_back(r);
                } else if (rc == Colour::Black || rc == Colour::White) {
                    (rc == Colour::Black ? touchesBlack : touchesWhite) = true;
                    onlySeki = onlySeki && seki[r];
                }
            }
        }
        const int size = static_cast<int>(regionPoints.size());
        if (touchesBlack == touchesWhite) {
            s.dame += size;
            continue;
        }
        // Territory rules: no points for the eye of a seki group (a region only seki chains
        // border).
        if (rules.scoring == Scoring::Territory && onlySeki)
            continue; // no points in seki
        auto& area = touchesBlack ? s.blackArea : s.whiteArea;
        for (Point q : regionPoints)
            area.push_back(board.coord(q));
        (touchesBlack ? s.blackTerritory : s.whiteTerritory) += size;
    }
}

// The totals, the margin, and the notes the referee reads with them.
void addTotals(const RuleSet& rules, Score& s) {
    if (rules.scoring == Scoring::Area) {
        s.blackHalf = 2 * (s.blackStones + s.blackTerritory);
        s.whiteHalf = 2 * (s.whiteStones + s.whiteTerritory);
        if (rules.dameHalfEach) {
            s.blackHalf += s.dame;
            s.whiteHalf += s.dame;
        }
    } else {
        s.blackHalf = 2 * (s.blackTerritory + s.blackPrisoners);
        s.whiteHalf = 2 * (s.whiteTerritory + s.whitePrisoners);
    }
    s.marginHalfPoints = s.blackHalf - s.whiteHalf - s.komiHalfPoints - s.compensationHalfPoints;

    s.notes.push_back(
        s.komiHalfPoints < 0
            ? Problem(QT_TRANSLATE_NOOP("tengen", "rules %1, komi %2 (reverse), handicap %3, "
                                                  "compensation %4"),
                      rules.name, halfPointsText(s.komiHalfPoints), std::to_string(s.handicap))
            : Problem(
                  QT_TRANSLATE_NOOP("tengen", "rules %1, komi %2, handicap %3, compensation %4"),
                  rules.name, halfPointsText(s.komiHalfPoints), std::to_string(s.handicap)));
    s.notes.back().arg4 = halfPointsText(s.compensationHalfPoints);
    if (s.dame > 0 && rules.scoring == Scoring::Area)
        s.notes.push_back(
            rules.dameHalfEach
                ? Problem(QT_TRANSLATE_NOOP("tengen",
                                            "%1 dame left unfilled, counted half to each side"),
                          std::to_string(s.dame))
                : Problem(
                      QT_TRANSLATE_NOOP("tengen", "%1 dame left unfilled, counted to neither side"),
                      std::to_string(s.dame)));
    if (!s.seki.empty())
        s.notes.push_back(
            Problem(QT_TRANSLATE_NOOP("tengen", "seki found: confirm it over the board")));
}

} // namespace

std::string resultInPoints(int m, bool blackWinsTies) {
    if (m == 0)
        return blackWinsTies ? "B+0" : "0";
    return (m > 0 ? "B+" : "W+") + halfPointsText(m);
}

std::string resultInZi(int m, bool blackWinsTies) {
    if (m == 0)
        return blackWinsTies ? "黑胜0子" : "和棋";
    const int quarters = std::abs(m); // a half point of margin is a quarter 子
    static const char* fractions[] = {"", "1/4", "1/2", "3/4"};
    std::string zi;
    if (quarters / 4 > 0 && quarters % 4)
        zi = std::to_string(quarters / 4) + "又" + fractions[quarters % 4];
    else if (quarters / 4 > 0)
        zi = std::to_string(quarters / 4);
    else
        zi = fractions[quarters % 4];
    return std::string(m > 0 ? "黑胜" : "白胜") + zi + "子";
}

int marginFromBlackCount(double blackCountZi, int boardSize, int komiHalfPoints,
                         int compensationHalfPoints) {
    // margin = B - W - komi - comp with W = total - B, in points; a count in 子 is in points.
    const double margin = 2 * blackCountZi - boardSize * boardSize - komiHalfPoints / 2.0 -
                          compensationHalfPoints / 2.0;
    return static_cast<int>(std::lround(margin * 2));
}

Score score(const ScoreInput& in, const RuleSet& rules) {
    Score s;
    Board board = in.board;
    s.komiHalfPoints = in.komiHalfPoints;
    s.handicap = in.handicapStones >= 2 ? in.handicapStones : 0;
    if (s.handicap && rules.scoring == Scoring::Area) {
        if (rules.compensation == Compensation::N)
            s.compensationHalfPoints = 2 * s.handicap;
        else if (rules.compensation == Compensation::NMinusOne)
            s.compensationHalfPoints = 2 * (s.handicap - 1);
    }
    const std::vector<char> dead = deadMarks(board, in, rules, s);
    const PassAlive blackSafe = passAlive(board, Colour::Black);
    const PassAlive whiteSafe = passAlive(board, Colour::White);
    checkPassAlive(board, dead, blackSafe, whiteSafe, rules, s);
    // Remove the dead stones.
    for (Point p : board.points())
        if (dead[p] && board.at(p) != Colour::Empty)
            board.removeChainAsDead(p);
    s.blackPrisoners = board.prisonersTakenBy(Colour::Black);
    s.whitePrisoners = board.prisonersTakenBy(Colour::White);
    countRegions(board, sekiStones(board, blackSafe, whiteSafe), rules, s);
    addTotals(rules, s);
    return s;
}

} // namespace tengen::go
