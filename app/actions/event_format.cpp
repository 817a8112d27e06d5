#include "event_format.h"

#include <set>

namespace tengen {

namespace {

// McMahon or Swiss over every round: the engine pairs whoever is waiting.
class OneSystem final : public EventFormat {
  public:
    EventShape shape() const override { return {}; }
    RoundPairing pairingOf(int) const override { return RoundPairing::Engine; }
    std::vector<PlayerId> seatable(const store::TournamentFile&, RoundNo,
                                   const std::vector<PlayerId>& waiting) const override {
        return waiting;
    }
};

// Teams paired, boards following their match: a player waits with his team, not alone.
class TeamEvent final : public EventFormat {
  public:
    EventShape shape() const override { return {.team = true}; }
    RoundPairing pairingOf(int) const override { return RoundPairing::TeamMatches; }
    std::vector<PlayerId> seatable(const store::TournamentFile&, RoundNo,
                                   const std::vector<PlayerId>&) const override {
        return {};
    }
    Refusal mayAddStage() const override {
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "a team event has no stages: its round robin is its team pairing (the "
                      "team rules)")));
    }
    QString firstReport() const override { return QStringLiteral("team-standings"); }
};

// Stages one after the other, each round paired as its stage says.
class StagedEvent final : public EventFormat {
  public:
    explicit StagedEvent(std::vector<Stage> stages) : stages_(std::move(stages)) {
        for (const Stage& s : stages_)
            knockout_ = knockout_ || s.format == StageFormat::Knockout;
    }
    EventShape shape() const override { return {.staged = true, .knockout = knockout_}; }
    RoundPairing pairingOf(int round) const override {
        // A round after every stage's known rounds is the last stage's (its rounds are not known
        // until its players are placed).
        const Stage* s = tengen::stageOf(stages_, std::max(1, round));
        const StageFormat f = s ? s->format : stages_.back().format;
        return isScheduled(f)               ? RoundPairing::Schedule
               : f == StageFormat::Knockout ? RoundPairing::Bracket
                                            : RoundPairing::Engine;
    }
    std::optional<Stage> stageOf(int round) const override {
        if (const Stage* s = tengen::stageOf(stages_, round))
            return *s;
        return std::nullopt;
    }
    std::vector<PlayerId> seatable(const store::TournamentFile& file, RoundNo round,
                                   const std::vector<PlayerId>& waiting) const override {
        switch (pairingOf(round.value())) {
        case RoundPairing::Engine:
            return waiting;
        case RoundPairing::Bracket: // the bracket seats the winners of the round before
        case RoundPairing::TeamMatches:
            return {};
        case RoundPairing::Schedule:
            break;
        }
        const Stage* s = tengen::stageOf(stages_, round.value());
        if (!s)
            return {};
        std::set<PlayerId> seated;
        for (const StageSeat& seat : file.stages().seats(s->number))
            seated.insert(seat.player);
        std::vector<PlayerId> out;
        for (PlayerId p : waiting)
            if (seated.contains(p))
                out.push_back(p);
        return out;
    }
    std::optional<int> pairedFrom(const store::TournamentFile& file, int round) const override {
        return knockout_ ? knockoutPairedAfter(file, round) : std::nullopt;
    }
    KnockoutAdvance afterResult(store::TournamentFile& file) const override {
        return knockout_ ? advanceKnockout(file) : KnockoutAdvance{};
    }

  private:
    std::vector<Stage> stages_;
    bool knockout_ = false;
};

} // namespace

std::unique_ptr<const EventFormat> eventFormat(const store::TournamentFile& file) {
    const TournamentSettings settings = file.settings().get();
    if (settings.teamEvent())
        return std::make_unique<TeamEvent>();
    const std::vector<Stage> stored = file.stages().all();
    if (stored.empty())
        return std::make_unique<OneSystem>();
    return std::make_unique<StagedEvent>(eventStages(settings, stored)); // checked there
}

} // namespace tengen
