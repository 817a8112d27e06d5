#pragma once
// The pairing list by table (table, white, black, handicap, komi), with the colour draw's
// commitment printed under it when the round's colours were drawn.
#include <QByteArray>
#include <QString>
#include <vector>

namespace tengen::reports {

struct PairingLine {
    int table = 0;
    QString white, black; // "王浩然 (5d)"
    int handicap = 0;
    QString komi;
};
struct PairingListLabels {
    QString title, table, white, black, handicap, komi, bye, commitment;
    QString language = QStringLiteral("en");
};

QByteArray pairingListText(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& labels);
QByteArray pairingListHtml(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& labels);

} // namespace tengen::reports
