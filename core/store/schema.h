#pragma once
// The tournament file's schema, as an ordered list of migrations. Migration k takes a file from
// user_version k-1 to k. Never edit a released step: add the next one.
#include <QStringList>
#include <vector>

namespace tengen::store {

struct Migration {
    int toVersion;
    QStringList statements;
};

const std::vector<Migration>& migrations();

} // namespace tengen::store
