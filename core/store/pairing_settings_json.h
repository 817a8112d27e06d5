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

// One setting as a director types it ("genMMBar=4d", "bar=4d", "placement=NBW,SOSW,CUSSW",
// "bye.mms=1" in points): the JSON keys above, and these names: bar, floor, zero,
// bye.nbw, bye.mms, absent.nbw, absent.mms (points), handicap.base (rank|mms),
// handicap.threshold, handicap.correction, handicap.ceiling, placement, categories, club,
// country, geography, seeding, seeding2, seeding.last-round. Returns "" or what is wrong
// (naming the key); `s` is unchanged then.
QString applySetting(PairingSettings& s, const QString& key, const QString& value);
// The first thing that makes the settings unusable for pairing ("" when none): the floor above
// the bar, a handicap ceiling outside 0-9, a negative correction, no placement criterion.
QString settingsProblem(const PairingSettings& s);
// The keys applySetting knows by name, for the usage text and the dialog.
QStringList settingNames();

} // namespace tengen::store
