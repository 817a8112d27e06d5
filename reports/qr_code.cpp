#include "qr_code.h"

#include <QBuffer>
#include <algorithm>
#include <qrencode.h>

namespace tengen::reports {

std::vector<std::vector<bool>> qrModules(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    QRcode* code = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    std::vector<std::vector<bool>> rows(static_cast<std::size_t>(code->width));
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x)
            rows[static_cast<std::size_t>(y)].push_back(code->data[y * code->width + x] & 1);
    QRcode_free(code);
    return rows;
}

QImage qrImage(const QString& text, int pixelsPerModule) {
    const auto modules = qrModules(text);
    if (modules.empty() || pixelsPerModule < 1)
        return {};
    const int width = static_cast<int>(modules.size());
    const int side = (width + 2 * kQuietZone) * pixelsPerModule;
    QImage image(side, side, QImage::Format_Grayscale8);
    image.fill(Qt::white);
    for (int y = 0; y < width; ++y)
        for (int x = 0; x < width; ++x)
            if (modules[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)])
                for (int dy = 0; dy < pixelsPerModule; ++dy) {
                    uchar* line = image.scanLine((y + kQuietZone) * pixelsPerModule + dy);
                    std::fill_n(line + (x + kQuietZone) * pixelsPerModule, pixelsPerModule, 0);
                }
    return image;
}

QString qrImgTag(const QString& text, int size) {
    const QImage image = qrImage(text, 4);
    if (image.isNull())
        return {};
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%2\" "
                          "alt=\"QR\">")
        .arg(QString::fromLatin1(png.toBase64()))
        .arg(size);
}

} // namespace tengen::reports
