#pragma once
// core/base: below every layer (go, tournament, clock, pairing, store), so that each can say
// what is wrong without depending on another.
// What is wrong with an input, as a message template and its argument, so that the Qt layers
// can translate the template (context "tengen") and the standard-library core stays Qt-free.
#include <string>
#include <utility>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text // marks the template for lupdate
#endif

namespace tengen {

struct Problem {
    Problem() = default;
    Problem(const char* t, std::string a = {}, std::string b = {}, std::string c = {},
            std::string d = {})
        : text(t), arg(std::move(a)), arg2(std::move(b)), arg3(std::move(c)), arg4(std::move(d)) {}

    const char* text = nullptr; // English template with %1 to %4; nullptr: no problem
    std::string arg, arg2, arg3, arg4;

    bool empty() const { return text == nullptr; }
    // The English message with its arguments filled in.
    std::string english() const {
        if (!text)
            return {};
        // One pass from left to right: an argument's own text (a "%2" in a file's value) is
        // never read as a marker.
        const std::string* args[] = {&arg, &arg2, &arg3, &arg4};
        std::string s;
        for (const char* c = text; *c; ++c) {
            if (c[0] == '%' && c[1] >= '1' && c[1] <= '4') {
                s += *args[c[1] - '1'];
                ++c;
            } else {
                s += *c;
            }
        }
        return s;
    }
};

} // namespace tengen
