#pragma once
// SGF (FF[4], tolerant of FF[3]) as a tree of nodes with raw property values.
//
// The charset is settled before tokenising (from CA, else detected among UTF-8, GB18030, Big5 and
// Shift-JIS, else ISO-8859-1), so that the tokeniser steps over whole multi-byte characters: a
// GBK trail byte can be ']' or '\'. Values keep the file's bytes with escapes applied; text is
// decoded by the caller, which knows the charset (the Qt layers use ICU).
#include "base/problem.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::go {

struct SgfIssue {
    std::size_t offset = 0; // byte offset in the file
    int node = -1;          // 0-based node number along the parse, -1 when not in a node
    Problem problem; // what is wrong, to translate at the edge (context "tengen")
    // "offset 123, node 4: message", in English
    std::string toString() const;
};

struct SgfProperty {
    std::string id;                  // upper-case letters only ("AddBlack" in FF[3] reads "AB")
    std::vector<std::string> values; // escapes applied, soft line breaks removed
    std::size_t offset = 0;
};

struct SgfNode {
    std::vector<SgfProperty> properties;
    std::size_t offset = 0;
    int number = 0; // 0-based in file order
    const SgfProperty* find(std::string_view id) const;
};

struct SgfTree {
    std::vector<SgfNode> sequence;
    std::vector<SgfTree> children;
};

enum class SgfCharset { Utf8, Gb18030, Big5, ShiftJis, Latin1 };
std::string_view charsetName(SgfCharset c); // "UTF-8", "GB18030", "Big5", "Shift_JIS", "ISO-8859-1"

struct SgfParse {
    std::vector<SgfTree> games;
    SgfCharset charset = SgfCharset::Utf8;
    bool charsetDetected = false;   // true when CA was missing or did not fit the bytes
    std::vector<SgfIssue> errors;   // the file cannot be read as SGF
    std::vector<SgfIssue> warnings; // read anyway: missing root ';', duplicate properties, ...
    bool ok() const { return errors.empty() && !games.empty(); }
};

SgfParse parseSgf(std::string_view bytes);

// Writes a tree back as SGF, escaping ']' and '\' (values are written as stored).
std::string writeSgf(const SgfTree& tree);

} // namespace tengen::go
