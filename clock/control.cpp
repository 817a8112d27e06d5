#include "control.h"

#include <algorithm>
#include <cstdio>

namespace tengen::clock {

int ingPenaltyPoints(const Control& c, int extensionsLeft) {
    return c.system == System::Ing ? 2 * (c.periods - extensionsLeft) : 0;
}

std::string formatDuration(Millis d) {
    long long ms = std::max<long long>(0, d.count());
    const long long h = ms / 3600000, m = (ms / 60000) % 60, s = (ms / 1000) % 60;
    char buf[32];
    if (h > 0)
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", h, m, s);
    else if (ms >= 10000)
        std::snprintf(buf, sizeof buf, "%lld:%02lld", m, s);
    else
        std::snprintf(buf, sizeof buf, "0:%02lld.%lld", s, (ms / 100) % 10);
    return buf;
}

} // namespace tengen::clock
