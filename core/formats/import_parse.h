#pragma once
// What a reader makes of a file: the records (tournament/import_batch.h) and what is wrong with
// them, each problem at its place (file:line, field).
#include "base/problem.h"
#include "tournament/import_batch.h"

#include <QString>
#include <vector>

namespace tengen::formats {

struct ImportIssue {
    QString file;
    int line = 0;    // 0: the file as a whole
    QString field;   // column or attribute, when one is to blame
    Problem message; // translated where it is shown (toString)
    // A translatable name of the field (context "tengen"), when `field` is empty: a column of
    // a rating list ("grade"), named in the user's language where it is shown.
    const char* fieldLabel = nullptr;
    // Instead of `message`: a sentence already in the user's language, made of translated
    // parts (the reason two rows are one player), for the same thread to show.
    QString text{};
    // "players.csv:7: rank: 'xx' is not a rank ...", in the user's language (the thread's).
    QString toString() const;
};

struct ImportParse {
    ImportBatch batch;
    std::vector<ImportIssue> errors;   // any error: nothing may be imported
    std::vector<ImportIssue> warnings; // imported anyway; shown to the director
    bool ok() const { return errors.empty(); }
};

} // namespace tengen::formats
