#pragma once
// The facts of a dispute decision as the record states them, one line each, in the user's
// language: the Dispute view and `tengen-cli score --record` print the same record.
#include "go/board.h"
#include "go/scoring.h"
#include "reports/decision_pdf.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>
#include <vector>

namespace tengen {

struct DecisionFacts {
    QString event, table, black, white;
    QString record; // the game record's file name; empty: a position entered by hand
    int move = 0, moves = 0;
    QString rules;   // the rule set as the user chose it
    go::Board board; // the position decided, dead stones still on it
    go::Score score;
    std::vector<go::Coord> dead;      // marked stones
    std::optional<double> blackCount; // the referee's count of Black in 子, when given
    QString result;                   // "B+3.5 · 黑胜1又3/4子", or why there is none
    QString verdict;                  // the legality of the move shown, when said
    QString referee;
    QString time; // when the decision was recorded
};

class DecisionRecord {
    Q_DECLARE_TR_FUNCTIONS(DecisionRecord)

  public:
    static QString title();
    static QStringList lines(const DecisionFacts& f);
    // The position for the page's diagram.
    static reports::DecisionDiagram diagram(const DecisionFacts& f);
    // One A4 page; "" or why it could not be written.
    static QString writePdf(const DecisionFacts& f, const QString& path,
                            const std::function<void(QPainter&, const QRectF&)>& paintBoard = {});
};

} // namespace tengen
