#pragma once
// PairingSettings as a JSON object (the tournament file keeps it so; the CLI prints it). Keys
// are OpenGotha's parameter names where it has one, so directors recognise them.
#include "tournament/pairing_settings.h"
#include "tournament/rank.h"

#include <QJsonObject>
#include <QString>

namespace tengen::store {

QJsonObject toJson(const PairingSettings& s);
// Starts from `base` and applies the keys present; an unknown key or a bad value is an error
// naming the key (returned in `error`, settings then unchanged).
PairingSettings pairingSettingsFromJson(const QJsonObject& json, const PairingSettings& base,
                                        QString* error = nullptr);

} // namespace tengen::store
