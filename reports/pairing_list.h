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
    // With join codes (the hall, when the director prints them): the table's code, and its
    // page for a QR code in HTML. Empty: no such column.
    QString joinCode{};
    QString joinUrl{};
};
struct PairingListLabels {
    QString title, table, white, black, handicap, komi, bye, commitment;
    QString language = QStringLiteral("en");
    QString footer;  // the pairing parameters in a line, under the list
    QString clock{}; // the join codes' column: "Clock on a phone"
};

// "Find your table": every player of the round in name order with table, colour and opponent
// (and the byes), for the wall by the entrance and the players' phones.
struct NameLine {
    QString name;   // first column
    int table = 0;  // 0: bye
    QString colour; // "White", "Black" in the document's language
    QString opponent;
    // What the line is found by: the Latin name where there is one (曾 is Zeng and 单 Shan as
    // surnames, where a collation of the characters files them under C and D), else `name`.
    QString sortName = {};
};
struct NameListLabels {
    QString title, name, table, colour, opponent, bye;
    QString language = QStringLiteral("en");
};
QByteArray nameListText(std::vector<NameLine> lines, const NameListLabels& labels);
QByteArray nameListHtml(std::vector<NameLine> lines, const NameListLabels& labels);

QByteArray pairingListText(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& labels);
QByteArray pairingListHtml(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& labels);

} // namespace tengen::reports
