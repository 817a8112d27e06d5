#pragma once
// Table devices for tests and load: N simulated phones join a hall server, keep their estimate
// of the desk's clock, press at random as players do, and — with a drop rate — lose the
// connection for 5-30 s, keep counting and pressing offline, and send what they kept on
// reconnecting. `tengen-cli hall simulate` prints the figures as one JSON object.
#include "tournament/ids.h"

#include <QString>
#include <QUrl>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace tengen {

struct SimulationOptions {
    QUrl url;         // ws://host:port/ws
    QString secret;   // the event's hall secret (the join codes)
    RoundNo round{1}; // the round the hall's clocks are for
    int tables = 10;
    int seconds = 60;
    double dropRate = 0; // the share of devices that lose the connection (each for 5-30 s)
    // The share of devices whose network stalls (each for 5-30 s): the socket stays open and
    // carries nothing, what was written on it arrives when the network comes back. The device
    // notices the silence after 4 s as the table page does, keeps its presses, and joins again.
    double stallRate = 0;
    std::uint32_t seed = 1;
    int delayMs = 0;       // up to this much added to each message each way (jittered, in order)
    int thinkMinMs = 1000; // a player thinks this long at least ...
    int thinkMaxMs = 4000; // ... and at most
    // After the run: devices reconnect and send what they kept; done when every device has
    // joined and has an answer for each press, at most this long.
    int drainSeconds = 5;
};

struct SimulationResult {
    int tables = 0;
    qint64 pressesSent = 0;    // presses the devices made
    qint64 pressesApplied = 0; // acknowledged as applied by the desk
    qint64 lost = 0;           // made and never applied
    qint64 duplicated = 0;     // applied twice (the journal's count, when a file is given)
    qint64 refused = 0;        // refused by the desk, with a reason (a flag, a stale side)
    double latencyP50 = 0, latencyP99 = 0, latencyMax = 0; // ms, sent -> acknowledged
    double offsetErrorP99 = 0;                             // ms, each device's estimate
    int dropped = 0, stalled = 0; // devices that lost the connection, whose network stalled
    qint64 replayed = 0;          // presses sent again or late as kept offline (queued)
    // |the journal's time - the device's time| per press the journal holds (ms), when the
    // journal is given.
    double timeErrorP50 = 0, timeErrorP99 = 0, timeErrorMax = 0;
    int connected = 0; // devices that joined
    QString problem;   // a device could not join: why
};

// Runs the simulation in this thread's event loop. `journal`, when given, is asked after the
// run for the times (the hall's ms) at which the journal holds each device press id: lost,
// duplicated and the time errors are then the journal's figures.
SimulationResult
simulateHall(const SimulationOptions& options,
             const std::function<std::map<QString, std::vector<qint64>>()>& journal = {});

} // namespace tengen
