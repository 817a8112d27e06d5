#include "verifier.h"

#include <cstdint>

namespace tengen::go {

std::string_view problemReason(ProblemKind k) {
    switch (k) {
    case ProblemKind::OutOfTurn:
        return "out_of_turn";
    case ProblemKind::Occupied:
        return "occupied";
    case ProblemKind::Suicide:
    case ProblemKind::SingleStoneSuicide:
        return "suicide";
    case ProblemKind::Ko:
        return "ko";
    case ProblemKind::Superko:
        return "superko";
    case ProblemKind::Repetition:
        return "repetition";
    }
    return "illegal";
}

namespace {

// Earlier positions: hash -> the latest move number at which the position stood with Black, and
// with White, to move (-1: never). Open addressing, linear probing, grows at half load.
class PositionTable {
  public:
    struct Slot {
        std::uint64_t hash = 0;
        int blackToMove = -1, whiteToMove = -1;
        bool used = false;
    };
    PositionTable() : slots_(1024) {}
    Slot* find(std::uint64_t h) {
        for (std::size_t i = index(h);; i = (i + 1) & (slots_.size() - 1)) {
            if (!slots_[i].used)
                return nullptr;
            if (slots_[i].hash == h)
                return &slots_[i];
        }
    }
    void record(std::uint64_t h, Colour toMove, int move) {
        if ((count_ + 1) * 2 > slots_.size())
            grow();
        Slot& s = slot(h);
        (toMove == Colour::Black ? s.blackToMove : s.whiteToMove) = move;
    }

  private:
    std::size_t index(std::uint64_t h) const { return (h ^ (h >> 29)) & (slots_.size() - 1); }
    Slot& slot(std::uint64_t h) {
        for (std::size_t i = index(h);; i = (i + 1) & (slots_.size() - 1)) {
            if (!slots_[i].used) {
                slots_[i].used = true;
                slots_[i].hash = h;
                ++count_;
                return slots_[i];
            }
            if (slots_[i].hash == h)
                return slots_[i];
        }
    }
    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        count_ = 0;
        for (const Slot& s : old)
            if (s.used) {
                Slot& n = slot(s.hash);
                n.blackToMove = s.blackToMove;
                n.whiteToMove = s.whiteToMove;
            }
    }
    std::vector<Slot> slots_;
    std::size_t count_ = 0;
};

struct Applied {
    bool setup = false;
    Colour colour = Colour::Black;
    Point point = kNoPoint; // kNoPoint: pass
    std::vector<Point> setupPoints;
};

class Replay {
  public:
    Replay(const GameRecord& rec, const RuleSet& rules, bool tolerant)
        : rec_(rec), rules_(rules), tolerant_(tolerant), initial_(rec.size) {
        for (const Coord& c : rec.initialBlack)
            initial_.setStone(initial_.point(c), Colour::Black);
        for (const Coord& c : rec.initialWhite)
            initial_.setStone(initial_.point(c), Colour::White);
        out_.board = initial_;
        out_.moves = rec.moveCount();
        passesBefore_.reserve(out_.moves + 2);
        passesBefore_.push_back(0);
        toMove_ = rec.firstToMove.value_or(Colour::Black);
        for (const RecordEvent& e : rec.events)
            if (e.kind == RecordEvent::Kind::Move) {
                if (!rec.firstToMove)
                    toMove_ = e.colour;
                break;
            }
        if (rec.initialBlack.empty() && rec.initialWhite.empty())
            handicapMovesLeft_ = rec.handicapStones();
        table_.record(out_.board.hash(), toMove_, 0);
    }

    Verification run() {
        for (const RecordEvent& e : rec_.events) {
            if (e.kind == RecordEvent::Kind::Setup) {
                applySetup(e);
                continue;
            }
            if (!playMove(e) && !tolerant_)
                break;
        }
        out_.toMove = toMove_;
        return std::move(out_);
    }

  private:
    void report(MoveProblem p) {
        if (p.illegal && !out_.firstIllegal) {
            out_.legal = false;
            out_.firstIllegal = p;
        }
        out_.problems.push_back(std::move(p));
    }

    MoveProblem problem(const RecordEvent& e, ProblemKind kind) const {
        MoveProblem p;
        p.move =
            recordMoves_; // the record's own numbering: passes inserted by tolerance not counted
        p.colour = e.colour;
        p.point = e.point;
        p.kind = kind;
        p.node = e.node;
        p.offset = e.offset;
        return p;
    }

    void applySetup(const RecordEvent& e) {
        Applied a;
        a.setup = true;
        a.colour = e.colour;
        for (const Coord& c : e.setupPoints) {
            const Point p = out_.board.point(c);
            out_.board.setStone(p, e.colour);
            a.setupPoints.push_back(p);
        }
        log_.push_back(std::move(a));
        table_.record(out_.board.hash(), toMove_, moveNumber_);
    }

    void pass(Colour c) {
        ++moveNumber_;
        passesBefore_.push_back(passesBefore_.back() + 1);
        log_.push_back({false, c, kNoPoint, {}});
        toMove_ = opposite(c);
        table_.record(out_.board.hash(), toMove_, moveNumber_);
    }

    // The board after the first `move` moves, replayed from the log.
    Board boardAfter(int move) const {
        Board b = initial_;
        int moves = 0;
        for (const Applied& a : log_) {
            if (!a.setup && moves == move)
                break;
            if (a.setup) {
                for (Point p : a.setupPoints)
                    b.setStone(p, a.colour);
            } else {
                ++moves;
                if (a.point != kNoPoint)
                    b.play(a.point, a.colour);
            }
        }
        return b;
    }

    bool playMove(const RecordEvent& e) {
        ++recordMoves_;
        // A handicap given as moves: Black places its stones one after another.
        if (handicapMovesLeft_ > 0 && e.colour == Colour::Black && e.point)
            toMove_ = Colour::Black;
        if (e.colour != toMove_) {
            report(problem(e, ProblemKind::OutOfTurn));
            if (!tolerant_)
                return false;
            pass(toMove_); // the pass the record left out
        }
        if (!e.point) {
            pass(e.colour);
            return true;
        }
        const Point p = out_.board.point(*e.point);
        const MoveCheck check = out_.board.check(p, e.colour, rules_.suicideAllowed);
        if (check.status == MoveStatus::Occupied) {
            report(problem(e, ProblemKind::Occupied));
            if (!tolerant_)
                return false;
            ++moveNumber_; // skipped, as a pass would be
            passesBefore_.push_back(passesBefore_.back());
            log_.push_back({false, e.colour, kNoPoint, {}});
            toMove_ = opposite(e.colour);
            return true;
        }
        if (check.status != MoveStatus::Legal) {
            report(problem(e, check.status == MoveStatus::SingleStoneSuicide
                                  ? ProblemKind::SingleStoneSuicide
                                  : ProblemKind::Suicide));
            if (!tolerant_)
                return false;
        } else if (!checkRepetition(e, p, check.hashAfter) && !tolerant_) {
            return false;
        }
        out_.board.play(p, e.colour);
        ++moveNumber_;
        passesBefore_.push_back(passesBefore_.back());
        log_.push_back({false, e.colour, p, {}});
        toMove_ = opposite(e.colour);
        if (handicapMovesLeft_ > 0 && e.colour == Colour::Black && --handicapMovesLeft_ > 0)
            toMove_ = Colour::Black;
        table_.record(out_.board.hash(), toMove_, moveNumber_);
        return true;
    }

    // False when the move makes a repetition the rules forbid.
    bool checkRepetition(const RecordEvent& e, Point p, std::uint64_t after) {
        PositionTable::Slot* seen = table_.find(after);
        if (!seen)
            return true;
        const Colour next = opposite(e.colour);
        const int sameSide = next == Colour::Black ? seen->blackToMove : seen->whiteToMove;
        const int otherSide = next == Colour::Black ? seen->whiteToMove : seen->blackToMove;
        const int latest = std::max(sameSide, otherSide);
        // Confirm with whole boards: a hash collision must never make a legal move illegal.
        Board would = out_.board;
        would.play(p, e.colour);
        if (!(boardAfter(latest) == would))
            return true;
        Repetition r;
        r.earlierMove = latest;
        r.cycle = moveNumber_ + 1 - latest;
        r.sameSideToMove = latest == sameSide;
        r.passInside = passesBefore_[moveNumber_] - passesBefore_[latest] > 0;
        bool illegal = false;
        switch (rules_.ko) {
        case KoRule::Positional:
            illegal = true;
            break;
        case KoRule::Situational:
            if (sameSide >= 0 && sameSide != latest) { // the same-side occurrence is earlier
                r.earlierMove = sameSide;
                r.cycle = moveNumber_ + 1 - sameSide;
                r.sameSideToMove = true;
                r.passInside = passesBefore_[moveNumber_] - passesBefore_[sameSide] > 0;
                Board earlier = boardAfter(sameSide);
                illegal = earlier == would;
            } else {
                illegal = r.sameSideToMove;
            }
            break;
        case KoRule::Simple:
            illegal = r.cycle == 2 && !r.passInside;
            break;
        }
        MoveProblem prob = problem(e, r.cycle == 2 ? ProblemKind::Ko : ProblemKind::Superko);
        if (!illegal)
            prob.kind = ProblemKind::Repetition;
        prob.illegal = illegal;
        prob.repetition = r;
        report(prob);
        return !illegal;
    }

    const GameRecord& rec_;
    const RuleSet& rules_;
    bool tolerant_;
    Board initial_;
    Verification out_;
    PositionTable table_;
    std::vector<Applied> log_;
    std::vector<int> passesBefore_; // passes among the first k moves
    Colour toMove_ = Colour::Black;
    int moveNumber_ = 0;
    int recordMoves_ = 0;       // moves of the record so far (for the numbers in reports)
    int handicapMovesLeft_ = 0; // leading black moves that place a handicap (HA given as moves)
};

} // namespace

Verification verifyGame(const GameRecord& record, const RuleSet& rules, bool tolerant) {
    return Replay(record, rules, tolerant).run();
}

} // namespace tengen::go
