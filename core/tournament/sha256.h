#pragma once
// SHA-256 (FIPS 180-4), for the colour draws' commitments and random numbers. Standard library
// only, so anyone can check a draw with any SHA-256 tool.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

using Sha256Digest = std::array<std::uint8_t, 32>;

Sha256Digest sha256(const std::uint8_t* data, std::size_t size);
Sha256Digest sha256(const std::vector<std::uint8_t>& data);
std::string toHex(const std::uint8_t* data, std::size_t size); // lower case
std::string toHex(const Sha256Digest& d);
// "00ff…" (even length, hex digits only) -> bytes; nullopt-like empty + false on bad text.
bool fromHex(std::string_view hex, std::vector<std::uint8_t>& out);

} // namespace tengen
