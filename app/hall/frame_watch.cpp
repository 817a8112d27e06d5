#include "frame_watch.h"

#include <algorithm>

namespace tengen {

// RFC 6455 §5.2: byte 0 is FIN, RSV and the opcode; byte 1 the MASK bit and a 7-bit length,
// where 126 means a 16-bit length follows and 127 a 64-bit one (network order); then the 4-byte
// masking key when MASK is set; then the payload.
FrameWatch::Verdict FrameWatch::feed(std::string_view bytes) {
    std::size_t i = 0;
    while (i < bytes.size() && verdict_ == Verdict::Fine) {
        const auto byte = static_cast<unsigned char>(bytes[i]);
        switch (step_) {
        case Step::First:
            step_ = Step::Length;
            ++i;
            break;
        case Step::Length:
            ++i;
            if ((byte & 0x80) == 0) {
                verdict_ = Verdict::Unmasked;
                break;
            }
            length_ = byte & 0x7f;
            maskBytesLeft_ = 4;
            if (length_ >= 126) {
                extendedBytesLeft_ = length_ == 126 ? 2 : 8;
                length_ = 0;
                step_ = Step::ExtendedLength;
            } else {
                step_ = Step::Mask;
            }
            break;
        case Step::ExtendedLength:
            length_ = (length_ << 8) | byte;
            ++i;
            if (--extendedBytesLeft_ == 0)
                step_ = Step::Mask;
            break;
        case Step::Mask:
            ++i;
            if (--maskBytesLeft_ == 0)
                headerDone();
            break;
        case Step::Payload: {
            const auto take = static_cast<std::uint64_t>(bytes.size() - i);
            const std::uint64_t skip = std::min(take, payloadLeft_);
            i += static_cast<std::size_t>(skip);
            payloadLeft_ -= skip;
            if (payloadLeft_ == 0)
                step_ = Step::First;
            break;
        }
        }
    }
    return verdict_;
}

void FrameWatch::headerDone() {
    ++frames_;
    payloadLeft_ = length_;
    step_ = payloadLeft_ == 0 ? Step::First : Step::Payload;
}

} // namespace tengen
