#pragma once
// What is wrong with an input, as a message template and its argument, so that the Qt layers
// can translate the template (context "tengen") and the standard-library core stays Qt-free.
#include <string>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text // marks the template for lupdate
#endif

namespace tengen {

struct Problem {
    const char* text = nullptr; // English template with at most one %1; nullptr: no problem
    std::string arg;

    bool empty() const { return text == nullptr; }
    // The English message with %1 filled in.
    std::string english() const {
        if (!text)
            return {};
        std::string s = text;
        auto at = s.find("%1");
        if (at != std::string::npos)
            s.replace(at, 2, arg);
        return s;
    }
};

} // namespace tengen
