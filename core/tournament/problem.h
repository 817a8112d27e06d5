#pragma once
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
        std::string s = text;
        const std::string* args[] = {&arg, &arg2, &arg3, &arg4};
        for (int k = 0; k < 4; ++k) {
            const std::string mark = "%" + std::to_string(k + 1);
            for (auto at = s.find(mark); at != std::string::npos; at = s.find(mark, at))
                s.replace(at, mark.size(), *args[k]), at += args[k]->size();
        }
        return s;
    }
};

} // namespace tengen
