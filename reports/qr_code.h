#pragma once
// QR codes (libqrencode) for the hall's join codes: the result sheets draw them, the pairing
// list with join codes shows them as images (in a browser and in its PDF alike).
#include <QByteArray>
#include <QImage>
#include <QString>
#include <vector>

namespace tengen::reports {

// The modules of a QR code of `text` (error correction M), row by row; empty if it cannot be
// encoded.
std::vector<std::vector<bool>> qrModules(const QString& text);
// The white border a reader needs around the symbol, in modules.
constexpr int kQuietZone = 4;
// The symbol with its quiet zone, each module `pixelsPerModule` pixels square, black on white.
QImage qrImage(const QString& text, int pixelsPerModule);
// An HTML <img> of it, `size` CSS pixels square, as a PNG data URL: a browser shows it, and so
// does the PDF laid out from the same HTML (QTextDocument reads data URLs; it draws no SVG).
QString qrImgTag(const QString& text, int size);

} // namespace tengen::reports
