#pragma once
// Turning a file's bytes into text before any parsing. Federation files come in UTF-8, GB18030
// (Chinese spreadsheets), Latin-1/Latin-9 (OpenGotha, FFG): strict UTF-8 is tried first, since
// a legacy 8-bit file is almost never valid UTF-8 by accident.
#include "base/problem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace tengen::formats {

// "0a": a byte in two hex digits, for messages that name one.
inline std::string hexByte(char byte) {
    return QStringLiteral("%1")
        .arg(static_cast<unsigned char>(byte), 2, 16, QLatin1Char('0'))
        .toStdString();
}

enum class LegacyEncoding { Gb18030, Latin9 };

struct DecodedText {
    QString text;
    QString encoding;  // "UTF-8", "UTF-16", "GB18030", "ISO-8859-15"
    Problem error;     // set when neither encoding fits (translated where it is shown)
    int errorLine = 0; // 1-based line of the first byte that fits neither
};

// Honours a UTF-8 or UTF-16 byte-order mark. A file that is not UTF-8 and reads as GB18030 only
// by chance (accented Latin letters pair up with the ASCII letter after them) is refused rather
// than turned into random Han characters.
DecodedText decodeText(const QByteArray& bytes, LegacyEncoding fallback);
// Decodes with the encoding the user named ("UTF-8", "GB18030", "ISO-8859-1", "windows-1252", ...);
// an unknown name or bytes invalid in it give an error.
DecodedText decodeTextAs(const QByteArray& bytes, const QString& encoding);

// Offset of the first byte that is not part of well-formed UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes);
// 1-based line of the byte at `offset`.
int lineAtOffset(const QByteArray& bytes, qsizetype offset);

// Latin-9 is Latin-1 with eight code points replaced (€ Š š Ž ž Œ œ Ÿ).
QString fromLatin9(const QByteArray& bytes);

// Splits on LF, dropping a CR before it; the last line may lack its LF.
QStringList splitLines(const QString& text);

} // namespace tengen::formats
