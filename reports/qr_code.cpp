#include "qr_code.h"

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

QByteArray qrSvg(const QString& text, int size) {
    const auto modules = qrModules(text);
    if (modules.empty())
        return {};
    const int n = static_cast<int>(modules.size()) + 8;
    QByteArray path;
    for (int y = 0; y < n - 8; ++y)
        for (int x = 0; x < n - 8; ++x)
            if (modules[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)])
                path +=
                    "M" + QByteArray::number(x + 4) + " " + QByteArray::number(y + 4) + "h1v1h-1z";
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + QByteArray::number(size) +
           "\" height=\"" + QByteArray::number(size) + "\" viewBox=\"0 0 " + QByteArray::number(n) +
           " " + QByteArray::number(n) +
           "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" "
           "fill=\"#fff\"/><path d=\"" +
           path + "\" fill=\"#000\"/></svg>";
}

} // namespace tengen::reports
