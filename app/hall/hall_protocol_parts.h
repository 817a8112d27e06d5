#pragma once
// What the hall protocol's files share (docs/hall-protocol.md), private to app/hall: its limits,
// and its words — sides, clock states, results, a device's tag, the clock and the calls as JSON
// (hall_protocol_words.cpp). The protocol itself is HallProtocol (hall_protocol.h): messages in
// and out in hall_protocol.cpp, a table's messages in hall_table_messages.cpp, joining a table in
// hall_joining.cpp, the referee at a table's device in hall_referee.cpp.
#include "actions/refusal.h"
#include "clock/calling_schedule.h"
#include "clock/control.h"
#include "clock/game_clock.h"
#include "clock/qt/hall_scheduler.h"
#include "tournament/game.h"
#include "tournament/ids.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <cstddef>
#include <optional>

namespace tengen::hall_parts {

constexpr int kLogLinesPerSecond = 20;
constexpr int kMaxMessagesPerSecond = 60;
// The network's delay a live press may have had besides the silence the desk observed before it
// arrived: a device's word alone never takes more than this off a player's time.
constexpr qint64 kOnlineLateMs = 2000;
// Frames arriving within this of each other came together (after a silence, in one burst).
constexpr qint64 kBurstMs = 50;
// Wrong referee PINs a minute before the door shuts, for one device and for one address.
constexpr std::size_t kPinTriesPerDevice = 5;
constexpr std::size_t kPinTriesPerAddress = 20;
constexpr std::size_t kCodeTriesPerAddress = 30;

// The refusal of a message of a round the desk has ended.
Refusal roundOver(int round);

// A side as the protocol names it: "B" or "W".
QString sideId(clock::Side s);
std::optional<clock::Side> parseSide(const QJsonValue& v);

// A clock's state as the protocol names it ("running", "paused", ...).
QString stateId(clock::GameClock::State s);

// A result in the protocol's words (docs/hall-protocol.md §8), and nothing else.
QString resultWord(GameResult r);
std::optional<GameResult> parseResultWord(const QString& text);

// What the devices at a table are told of the one that holds its clock: a tag made from its id
// with the hall's secret, never the id itself (hall_protocol_words.cpp says why).
QString deviceTag(const QString& secret, const QString& device);

// A side's time, and a time control, as a device reads them.
QJsonObject sideJson(const clock::SideState& s);
QJsonObject controlJson(const clock::Control& c);

// The calls of a byo-yomi period, for a device that reckons its clock alone while offline.
QJsonObject callsJson(const clock::Control& c,
                      const std::optional<clock::CallingSchedule>& schedule);

// What falls due in the running turn of `table`, in the hall's time.
QJsonArray eventsJson(const clock::HallScheduler& hall, TableNo table, clock::Millis now);

} // namespace tengen::hall_parts
