#pragma once
// The referee's dispute decision on one A4 page: the title, the facts line by line (already in
// the reader's language), the time, and a diagram of the position with the dead stones and the
// counted points. The Dispute view and `tengen-cli score --record` print the same page.
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace tengen::reports {

struct DecisionDiagram {
    int size = 19;
    // Row by row from the top, size × size: 0 empty, 1 black, 2 white.
    std::vector<int> stones;
    std::vector<bool> dead;
    std::vector<int> area; // 0 none, 1 counted for Black, 2 for White
};

// Draws the diagram into `target` (square); column letters without I, rows from the bottom.
void paintDecisionDiagram(QPainter& p, const DecisionDiagram& d, const QRectF& target);

// Writes the page; "" or why it could not. `paintBoard` draws the diagram instead of the plain
// one (the desk draws its own board); unset: paintDecisionDiagram.
QString writeDecisionPdf(const QString& path, const QString& title, const QStringList& lines,
                         const DecisionDiagram& diagram,
                         const std::function<void(QPainter&, const QRectF&)>& paintBoard = {});

} // namespace tengen::reports
