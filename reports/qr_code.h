#pragma once
// QR codes (libqrencode) for the hall's join codes: the result sheets draw them, the pairing
// list with join codes shows them as SVG.
#include <QByteArray>
#include <QString>
#include <vector>

namespace tengen::reports {

// The modules of a QR code of `text` (error correction M), row by row; empty if it cannot be
// encoded.
std::vector<std::vector<bool>> qrModules(const QString& text);
// The same as an SVG image `size` CSS pixels square, with the quiet zone of four modules.
QByteArray qrSvg(const QString& text, int size);

} // namespace tengen::reports
