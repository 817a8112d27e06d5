#include "speech_queue.h"

#include <algorithm>

namespace tengen::clock {

Millis SpeechQueue::staleAfter(CallPriority p) {
    switch (p) {
    case CallPriority::Flag:
        return Millis(3000);
    case CallPriority::Count:
        return Millis(700);
    case CallPriority::Seconds:
        return Millis(2000);
    }
    return Millis(2000);
}

void SpeechQueue::push(QueuedCall call) {
    calls_.push_back(std::move(call));
}

std::optional<QueuedCall> SpeechQueue::next(Millis now) {
    const auto stale = [now](const QueuedCall& c) { return now - c.due > staleAfter(c.priority); };
    const auto before = calls_.size();
    calls_.erase(std::remove_if(calls_.begin(), calls_.end(), stale), calls_.end());
    dropped_ += static_cast<int>(before - calls_.size());
    if (calls_.empty())
        return std::nullopt;
    const auto best = std::min_element(calls_.begin(), calls_.end(),
                                       [](const QueuedCall& a, const QueuedCall& b) {
                                           if (a.priority != b.priority)
                                               return a.priority > b.priority;
                                           return a.due < b.due;
                                       });
    QueuedCall out = *best;
    calls_.erase(best);
    return out;
}

} // namespace tengen::clock
