#pragma once
// The tournament file's journal: who did what and when, one entry per change.
#include "records.h"

#include <vector>

namespace tengen::store {

class Connection;

class Journal {
  public:
    explicit Journal(const Connection& c) : c_(c) {}
    Journal(const Journal&) = delete;
    Journal& operator=(const Journal&) = delete;

    std::vector<JournalEntry> entries(int limit = 100) const; // newest first

  private:
    const Connection& c_;
};

} // namespace tengen::store
