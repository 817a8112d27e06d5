#pragma once
// What the rules core and the SGF reader say, in the user's language: their messages are
// templates marked in context "tengen" (base/problem.h), translated here at the edge.
#include "go/sgf.h"
#include "go/verifier.h"
#include "store/problem_text.h"

#include <QCoreApplication>
#include <QString>
#include <QStringDecoder>
#include <string>

namespace tengen {

// A text of the game record (a player's name) decoded from the record's charset.
inline QString sgfText(const std::string& raw, go::SgfCharset charset) {
    const QByteArray bytes = QByteArray::fromStdString(raw);
    const std::string_view name = go::charsetName(charset);
    QStringDecoder decoder(charset == go::SgfCharset::Latin1 ? "ISO-8859-1"
                                                             : std::string(name).c_str());
    return decoder.isValid() ? QString(decoder(bytes)) : QString::fromUtf8(bytes);
}

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

// Why a move is illegal (or flagged), as a referee reads it; a repetition says the move it
// goes back to and the length of the cycle.
inline QString moveProblemText(const go::MoveProblem& p) {
    const auto tr = [](const char* text) { return QCoreApplication::translate("tengen", text); };
    switch (p.kind) {
    case go::ProblemKind::OutOfTurn:
        return tr("played out of turn");
    case go::ProblemKind::Occupied:
        return tr("the point is occupied");
    case go::ProblemKind::Suicide:
        return tr("suicide");
    case go::ProblemKind::SingleStoneSuicide:
        return tr("single-stone suicide");
    case go::ProblemKind::Ko:
        return tr("retakes a ko at once (cycle of 2)");
    case go::ProblemKind::Superko:
    case go::ProblemKind::Repetition:
        if (p.repetition)
            return tr("repeats the position of move %1 (cycle of %2)")
                .arg(p.repetition->earlierMove)
                .arg(p.repetition->cycle);
        return tr("repeats an earlier position");
    }
    return tr("illegal");
}

} // namespace tengen
