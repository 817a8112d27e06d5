#pragma once
// One audio output's queue of calls (docs/clocks.md §6): a call waits while another is spoken;
// the most urgent waiting call goes first (the flag's "ten", then the count, then the seconds),
// earlier due first among equals; a call that has waited too long to mean anything is dropped
// (a count more than 0.7 s late would collide with the next number). Standard library only:
// the clip player asks it for the next call whenever the output falls silent.
#include "voice.h"

#include <deque>
#include <optional>

namespace tengen::clock {

struct QueuedCall {
    int table = 0;
    std::vector<std::string> keys;
    Millis due{0};
    CallPriority priority = CallPriority::Seconds;
};

class SpeechQueue {
  public:
    // How late a call of each priority may still start.
    static Millis staleAfter(CallPriority p);

    void push(QueuedCall call);
    // The call to speak now that the output is free, dropping stale ones (counted in dropped()).
    std::optional<QueuedCall> next(Millis now);
    bool empty() const { return calls_.empty(); }
    int dropped() const { return dropped_; }

  private:
    std::deque<QueuedCall> calls_;
    int dropped_ = 0;
};

} // namespace tengen::clock
