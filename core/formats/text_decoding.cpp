#include "text_decoding.h"

#include <QObject>
#include <QStringDecoder>
#include <cctype>

namespace tengen::formats {

qsizetype firstInvalidUtf8(const QByteArray& b) {
    const auto* p = reinterpret_cast<const unsigned char*>(b.constData());
    const qsizetype n = b.size();
    for (qsizetype i = 0; i < n;) {
        unsigned char c = p[i];
        int len = c < 0x80             ? 1
                  : (c & 0xE0) == 0xC0 ? 2
                  : (c & 0xF0) == 0xE0 ? 3
                  : (c & 0xF8) == 0xF0 ? 4
                                       : 0;
        if (len == 0 || (len == 2 && c < 0xC2) || i + len > n)
            return i;
        for (int k = 1; k < len; ++k)
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        if (len == 3) {
            unsigned cp = ((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F);
            if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))
                return i;
        } else if (len == 4) {
            unsigned cp = ((c & 0x07) << 18) | ((p[i + 1] & 0x3F) << 12) |
                          ((p[i + 2] & 0x3F) << 6) | (p[i + 3] & 0x3F);
            if (cp < 0x10000 || cp > 0x10FFFF)
                return i;
        }
        i += len;
    }
    return -1;
}

int lineAtOffset(const QByteArray& b, qsizetype offset) {
    return static_cast<int>(b.left(offset).count('\n')) + 1;
}

QString fromLatin9(const QByteArray& bytes) {
    QString text = QString::fromLatin1(bytes);
    for (QChar& ch : text) {
        switch (ch.unicode()) {
        case 0xA4:
            ch = QChar(0x20AC);
            break;
        case 0xA6:
            ch = QChar(0x0160);
            break;
        case 0xA8:
            ch = QChar(0x0161);
            break;
        case 0xB4:
            ch = QChar(0x017D);
            break;
        case 0xB8:
            ch = QChar(0x017E);
            break;
        case 0xBC:
            ch = QChar(0x0152);
            break;
        case 0xBD:
            ch = QChar(0x0153);
            break;
        case 0xBE:
            ch = QChar(0x0178);
            break;
        default:
            break;
        }
    }
    return text;
}

DecodedText decodeText(const QByteArray& bytes, LegacyEncoding fallback) {
    DecodedText out;
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        QStringDecoder utf16(bytes.startsWith("\xFF\xFE") ? QStringConverter::Utf16LE
                                                          : QStringConverter::Utf16BE);
        out.text = utf16(bytes.mid(2));
        out.encoding = QStringLiteral("UTF-16");
        return out;
    }
    QByteArray body = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
    // No text format we read contains NUL: this is UTF-16 without a byte-order mark, or binary.
    if (const qsizetype nul = body.indexOf('\0'); nul >= 0) {
        out.errorLine = lineAtOffset(body, nul);
        out.error = Problem(
            QT_TRANSLATE_NOOP("tengen", "a NUL byte at offset %1: this is not a text file in a "
                                        "known encoding (UTF-16 without a byte-order mark, or "
                                        "binary)"),
            std::to_string(nul));
        return out;
    }
    qsizetype bad = firstInvalidUtf8(body);
    if (bad < 0) {
        out.text = QString::fromUtf8(body);
        out.encoding = QStringLiteral("UTF-8");
        return out;
    }
    if (fallback == LegacyEncoding::Latin9) {
        out.text = fromLatin9(body);
        out.encoding = QStringLiteral("ISO-8859-15");
        return out;
    }
    // Latin-1 "é" + "l" is a valid GBK pair; real Chinese text pairs high bytes with high bytes.
    int pairs = 0, letterTrails = 0;
    for (qsizetype i = bad; i + 1 < body.size(); ++i) {
        const unsigned char lead = static_cast<unsigned char>(body[i]);
        if (lead < 0x81)
            continue;
        const unsigned char trail = static_cast<unsigned char>(body[i + 1]);
        ++pairs;
        letterTrails += std::isalpha(trail) != 0;
        ++i;
    }
    QStringDecoder gb("GB18030", QStringConverter::Flag::Stateless);
    QString text = gb.isValid() ? gb(body) : QString();
    if (gb.isValid() && !gb.hasError() && letterTrails * 3 < pairs) {
        out.text = text;
        out.encoding = QStringLiteral("GB18030");
        return out;
    }
    out.errorLine = lineAtOffset(body, bad);
    if (gb.isValid() && !gb.hasError()) {
        out.error = Problem(
            QT_TRANSLATE_NOOP(
                "tengen",
                "byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance"
                " (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its "
                "encoding"),
            hexByte(body[bad]), std::to_string(bad));
        return out;
    }
    out.error = Problem(QT_TRANSLATE_NOOP("tengen", "byte 0x%1 at offset %2 is neither UTF-8 nor "
                                                    "GB18030; save the file as UTF-8"),
                        hexByte(body[bad]), std::to_string(bad));
    return out;
}

DecodedText decodeTextAs(const QByteArray& bytes, const QString& encoding) {
    DecodedText out;
    const QByteArray name = encoding.toLatin1();
    QStringDecoder decoder(name.constData(), QStringConverter::Flag::Stateless);
    if (!decoder.isValid()) {
        out.error =
            Problem(QT_TRANSLATE_NOOP("tengen", "unknown encoding '%1'"), encoding.toStdString());
        return out;
    }
    out.text = decoder(bytes);
    out.encoding = encoding;
    if (decoder.hasError()) {
        out.error = Problem(QT_TRANSLATE_NOOP("tengen", "the file is not valid %1"),
                            encoding.toStdString());
        out.text.clear();
    } else if (out.text.startsWith(QChar(0xFEFF))) {
        out.text.remove(0, 1);
    }
    return out;
}

QStringList splitLines(const QString& text) {
    QString normalised = text;
    if (!normalised.contains(QLatin1Char('\n'))) // old Mac files end lines with CR alone
        normalised.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QStringList lines = normalised.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString& line : lines)
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    return lines;
}

} // namespace tengen::formats
