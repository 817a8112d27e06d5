#pragma once
// What the rules core and the SGF reader say, in the user's language: their messages are
// templates marked in context "tengen" (tournament/problem.h), translated here at the edge.
#include "go/sgf.h"
#include "go/verifier.h"
#include "store/problem_text.h"

#include <QCoreApplication>
#include <QString>

namespace tengen {

// "offset 15, node 1: a value that is never closed with ']'", translated.
inline QString sgfIssueText(const go::SgfIssue& issue) {
    const QString why = toText(issue.problem);
    return issue.node >= 0 ? QCoreApplication::translate("tengen", "offset %1, node %2: %3")
                                 .arg(issue.offset)
                                 .arg(issue.node)
                                 .arg(why)
                           : QCoreApplication::translate("tengen", "offset %1: %2")
                                 .arg(issue.offset)
                                 .arg(why);
}

// Why a move is illegal (or flagged), as a referee reads it.
inline QString moveProblemText(go::ProblemKind kind) {
    switch (kind) {
    case go::ProblemKind::OutOfTurn:
        return QCoreApplication::translate("tengen", "played out of turn");
    case go::ProblemKind::Occupied:
        return QCoreApplication::translate("tengen", "the point is occupied");
    case go::ProblemKind::Suicide:
        return QCoreApplication::translate("tengen", "suicide");
    case go::ProblemKind::SingleStoneSuicide:
        return QCoreApplication::translate("tengen", "suicide of a single stone");
    case go::ProblemKind::Ko:
        return QCoreApplication::translate("tengen", "retakes a ko at once");
    case go::ProblemKind::Superko:
        return QCoreApplication::translate("tengen", "repeats an earlier position (superko)");
    case go::ProblemKind::Repetition:
        return QCoreApplication::translate("tengen", "a repetition of positions");
    }
    return QCoreApplication::translate("tengen", "illegal");
}

} // namespace tengen
