#include "points_text.h"

namespace tengen {

std::string pointsText(long long value, int scale) {
    if (scale <= 1)
        return std::to_string(value);
    const bool negative = value < 0;
    const long long magnitude = negative ? -value : value;
    const long long whole = magnitude / scale, part = magnitude % scale;
    std::string fraction;
    if (scale == 2 && part == 1)
        fraction = "½";
    else if (scale == 4)
        fraction = part == 1 ? "¼" : part == 2 ? "½" : part == 3 ? "¾" : "";
    // "½", not "0½"
    return (negative ? "-" : "") + (whole == 0 && !fraction.empty() ? "" : std::to_string(whole)) +
           fraction;
}

std::string pointsDecimal(long long value, int scale) {
    if (scale <= 1)
        return std::to_string(value);
    const bool negative = value < 0;
    const long long magnitude = negative ? -value : value;
    std::string decimals;
    if (const long long part = magnitude % scale; part != 0) {
        long long rest = part;
        decimals = ".";
        for (int digits = 0; rest != 0 && digits < 6; ++digits) { // halves, quarters: exact
            rest *= 10;
            decimals += static_cast<char>('0' + rest / scale);
            rest %= scale;
        }
    }
    return (negative ? "-" : "") + std::to_string(magnitude / scale) + decimals;
}

} // namespace tengen
