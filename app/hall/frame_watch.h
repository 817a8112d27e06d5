// Purpose: follow the frames a WebSocket client sends, byte by byte as they arrive, and say
// whether one broke a rule Qt does not enforce: every client frame must be masked (RFC 6455
// §5.1, "a server MUST close the connection upon receiving a frame that is not masked").
// It reads only the frame headers and skips payloads by their length, so it costs nothing per
// byte of payload and keeps no bytes. The hall feeds it each socket's bytes before QWebSocket
// reads them (hall_server.cpp, HallServer::guardConnection).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tengen {

class FrameWatch {
  public:
    enum class Verdict { Fine, Unmasked };

    // The next bytes of the stream, in order, split anywhere.
    Verdict feed(std::string_view bytes);

    Verdict verdict() const { return verdict_; }
    // Frames whose header has been read whole.
    std::uint64_t frames() const { return frames_; }

  private:
    enum class Step { First, Length, ExtendedLength, Mask, Payload };
    Step step_ = Step::First;
    int extendedBytesLeft_ = 0; // of a 16- or 64-bit length
    int maskBytesLeft_ = 0;
    std::uint64_t length_ = 0;
    std::uint64_t payloadLeft_ = 0;
    std::uint64_t frames_ = 0;
    Verdict verdict_ = Verdict::Fine;

    void headerDone();
};

} // namespace tengen
