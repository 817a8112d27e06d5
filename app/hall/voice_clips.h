#pragma once
// Purpose: the spoken calls' clips the table pages play — rendered by espeak-ng into the user's
// cache (or taken from a recorded voice pack), per language, never making a request wait.
#include "hall/hall_protocol.h"

#include <QString>

namespace tengen {

// The clips espeak-ng renders into the user's cache, once per key and language (a recorded
// voice pack's when one is given for the language).
HallClipSource hallVoiceClips(const QString& voicePack = {});

} // namespace tengen
