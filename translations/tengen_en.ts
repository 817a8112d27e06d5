<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Certificates</name>
    <message>
        <source>%1 — certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate of Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won %1 of %2 games in %3 and is awarded the grade of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade claimed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gender: expected f or m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--status: expected preliminary or final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rounds: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--board-size: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Created %1: %2, %n round(s), komi %3 (%4)</source>
        <translation>
            <numerusform>Created %1: %2, %n round, komi %3 (%4)</numerusform>
            <numerusform>Created %1: %2, %n rounds, komi %3 (%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and the tournament settings.</source>
        <translation>
            <numerusform>Imported %n player and the tournament settings.</numerusform>
            <numerusform>Imported %n players and the tournament settings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>Imported %n player.</numerusform>
            <numerusform>Imported %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player add needs --family or --given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--round: expected 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--state: expected present, absent or bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown player command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>Nothing was imported (%n error).</numerusform>
            <numerusform>Nothing was imported (%n errors).</numerusform>
        </translation>
    </message>
    <message>
        <source>check: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player needs add, list, edit, withdraw, delete, duplicates or round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted #%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2 and #%3 %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ko: expected simple, positional or situational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 (%2 %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (flagged for the referee, not illegal under these rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify needs SGF files or folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), all legal under %1</source>
        <translation>
            <numerusform>%n move, all legal under %1</numerusform>
            <numerusform>%n moves, all legal under %1</numerusform>
        </translation>
    </message>
    <message>
        <source>illegal at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SGF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--komi: a number of half points, such as 7.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dead: &apos;%1&apos; is not a point (D16 or dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is illegal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--black-count: Black&apos;s count in 子, such as 184.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result from the referee&apos;s count of Black: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: &apos;%3&apos; is not a time in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3 ms comes before the press on the line above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--control: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--language: expected zh, en, ja or ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--presses FILE is required (one press time in ms per line; it may be empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--table: a table number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--round must be a round number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 unpaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n game(s)</source>
        <translation>
            <numerusform>Round %1: %n game</numerusform>
            <numerusform>Round %1: %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result needs --round, --table and --result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--table must be a table number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: result entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenGotha file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compat must be opengotha-3.52 or opengotha-2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 games reproduced (%4 with the same players); total Tengen %5, file %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; bye %1 (file: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games reproduced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the seed must be at least 16 bytes in hexadecimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed matches the commitment published before the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed does NOT match the commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the draw gives white to %2, the record says %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every draw of round %1 is reproduced (%2 tables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 does not verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--table needs --white ID (and --reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 takes white.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 colours by %2. Commitment (SHA-256 of the seed): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: colours are decided at the boards and entered with the results (result --black ID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method must be lots, nigiri or board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reserve-table needs a player id and --table N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint %1 added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--black must be a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--encoding must be latin1, ascii or utf8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PDF needs -o FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text, html or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be egf, aga, ffg or opengotha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--address must be an IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port must be a port number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live page at http://%1:%2/ (Ctrl+C stops it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text, csv, html or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort must be rank, name or club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--table: a table number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text, csv or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the schedule is for %2 s periods, not %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--schedule: the schedule is for %1 s periods, the control has %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--result must be 1 or w (White wins), 2 or b (Black wins), = (jigo), 0 (both lose), both-win, or ? (no result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;tengen-cli help&apos; for every command and option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dead: %1 has no stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 - %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</source>
        <translation>
            <numerusform>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</numerusform>
            <numerusform>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</numerusform>
        </translation>
    </message>
    <message>
        <source>--players needs --round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 (White) - %4 (Black)%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>, %n stone</numerusform>
            <numerusform>, %n stones</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory for this command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command failed unexpectedly: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command failed unexpectedly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--record: %1 is not a file to overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rules: expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed; --yes does it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall of round %1 at %2 (Ctrl+C stops it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--url: a ws://HOST:PORT address of a hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tournament: the tournament file the hall serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: a number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drop-rate: a share from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; latency p99 %6 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hall-url: an address such as http://192.168.1.10:8090/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where to copy it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server needs init, grant or roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a postgresql://USER@HOST/DATABASE address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server init needs --director USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desks&apos; roles are set up on %1; %2 is its director
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--role must be director, registration, results, referee or viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server grant needs --user USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 desk on %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (this user may not read the tournament)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament to back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file to write the copy to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy of %1 to %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hall did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--board-count: 2 to 10 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lineup: expected fixed or free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed team %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown team command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lineup and the team rules are for a team event (--teams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--team is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards: %1, line-ups: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--players: the players in board order, as 12,7,3,9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, round %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing by hand needs --home and --away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1 forfeits its match of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--team-pairing: expected swiss, round-robin, double-round-robin or manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--team-bye: expected draw, win or loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match points (win/draw/loss): %1; a tied match: %2; counted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--match-count: expected boards or opengotha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be html or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards with handicap by rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon bar between teams: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (team Swiss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--explain needs two team ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--state: expected present or absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) present in round %2</source>
        <translation>
            <numerusform>%1: %n player present in round %2</numerusform>
            <numerusform>%1: %n players present in round %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) absent in round %2</source>
        <translation>
            <numerusform>%1: %n player absent in round %2</numerusform>
            <numerusform>%1: %n players absent in round %2</numerusform>
        </translation>
    </message>
    <message>
        <source>--team-handicap: expected yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--team-mcmahon-bar: expected an amateur rank such as 3d, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable or boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--system: expected mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation></translation>
    </message>
    <message>
        <source>--rounds: a round robin&apos;s, groups&apos; or knockout&apos;s rounds follow from its players</source>
        <translation></translation>
    </message>
    <message>
        <source>a team event&apos;s round robin is its team pairing (--team-pairing round-robin)</source>
        <translation></translation>
    </message>
    <message>
        <source>Created %1: %2; its rounds follow from its players when they are placed (stage place, or pair round 1)</source>
        <translation></translation>
    </message>
    <message>
        <source>--stage: a stage of the event, 1 to %1</source>
        <translation></translation>
    </message>
    <message>
        <source>--groups and --per-group are for a groups stage</source>
        <translation></translation>
    </message>
    <message>
        <source>--best-of: 1 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--best-of and --third-place are for a knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--withdrawal: half or forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seating: strength or lots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--criteria: unknown criterion &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is for a round robin, groups or knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top is for a later stage (stage add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage: expected list, add, place, unplace, remove or schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s) placed</source>
        <translation>
            <numerusform>, %n player placed</numerusform>
            <numerusform>, %n players placed</numerusform>
        </translation>
    </message>
    <message>
        <source>, the top %1 of the stage before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: round-robin, knockout (a later stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top K: how many players of the stage before go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1: the places are taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) placed</source>
        <translation>
            <numerusform>%1: %n player placed</numerusform>
            <numerusform>%1: %n players placed</numerusform>
        </translation>
    </message>
    <message>
        <source> (by lot, seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bracket decide needs --round, --table, --winner and --reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--winner: a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; round %1 is paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bracket undecide needs --round and --table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no clips installed</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n clip(s) in %2</source>
        <translation>
            <numerusform>%1: %n clip in %2</numerusform>
            <numerusform>%1: %n clips in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of the clips</source>
        <translation></translation>
    </message>
    <message>
        <source>espeak-ng is not installed: no clip can be rendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n clip(s) in %1</source>
        <translation>
            <numerusform>%n clip in %1</numerusform>
            <numerusform>%n clips in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>clock needs: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, or clips DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--system: only egd (the EGF&apos;s GoR) is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--class must be A, B, C, D or X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: seconds, from 0.01 to 86400</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish needs -o FOLDER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to: an http:// or https:// address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to needs --secret S (or TENGEN_PUBLISH_SECRET)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Published %n page(s) to %1</source>
        <translation>
            <numerusform>Published %n page to %1</numerusform>
            <numerusform>Published %n pages to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 not sent (%3); trying again in %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) not sent after %2 s (the site did not answer)</source>
        <translation>
            <numerusform>%1: %n page not sent after %2 s (the site did not answer)</numerusform>
            <numerusform>%1: %n pages not sent after %2 s (the site did not answer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to %1</source>
        <translation>
            <numerusform>Sent %n page to %1</numerusform>
            <numerusform>Sent %n pages to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>--password-stdin: no password on the first line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round of the event is paired (%1 of %1): --round names the one to show, change or unpair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (too few in their club for a full team): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>%n team made.</numerusform>
            <numerusform>%n teams made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) proposed; --apply makes them.</source>
        <translation>
            <numerusform>%n team proposed; --apply makes it.</numerusform>
            <numerusform>%n teams proposed; --apply makes them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Teams of one school or club meet late: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1, table %2: %3 (%4) – %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--avoid-same-club: expected yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall stops: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1 is plain http://, so the secret can be read on the network; use https:// for a site others can reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this event has no document &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document (tengen-cli report --list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no document &apos;%1&apos; (tengen-cli report --list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3, %n round(s)</source>
        <translation>
            <numerusform>%1. %2: %3, %n round</numerusform>
            <numerusform>%1. %2: %3, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s)</source>
        <translation>
            <numerusform>, %n player</numerusform>
            <numerusform>, %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>, tables %1-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (numbered after the divisions before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--system: mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tables: a range of tables such as 41-75, or auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name NAME: the division&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the division %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name NAME: the division to change (--rename gives it a new name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed the division %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name NAME: the division to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed the division %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--by grade|age|category: what the divisions are made by</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n player(s)</source>
        <translation>
            <numerusform>%1 (%2): %n player</numerusform>
            <numerusform>%1 (%2): %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied: the event has %n division(s).</source>
        <translation>
            <numerusform>Applied: the event has %n division.</numerusform>
            <numerusform>Applied: the event has %n divisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>A proposal: --apply makes these divisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or the director&apos;s table (a JSON file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (#%2, %3): claimed %4, %5 of %6 won: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no grade awarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fee: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grades: a grade or a range of grades such as 6k-4k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--award-table: %1 is neither a preset (%2) nor a file that can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than 64 KiB, not an award table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--next-event needs --name NAME (the new event&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) registered, %2 with the grade awarded here</source>
        <translation>
            <numerusform>%1: %n player registered, %2 with the grade awarded here</numerusform>
            <numerusform>%1: %n players registered, %2 with the grade awarded here</numerusform>
        </translation>
    </message>
    <message>
        <source>--format: text, csv, json or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format pdf needs -o FILE.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  tengen-cli new T.tengen --name NAME [--name-latin NAME] --system mcmahon|swiss --rounds R
             [--place P] [--first-day YYYY-MM-DD] [--last-day YYYY-MM-DD] [--rules R]
             [--komi 7.5] [--board-size 19] [--time SPEC] [--json]
             [--teams [--board-count 4] [--lineup fixed|free]]   a team event: its boards
             (2 to 10); a line-up keeps the members&apos; order (fixed) or not (free);
             and its TEAM RULES: [--team-pairing swiss|round-robin|double-round-robin|manual]
             [--match-points 2/1/0] [--tied-match draw|leader[:2/1]] [--team-bye draw|win|loss]
             [--match-count boards|opengotha]   (opengotha: more than half the boards wins,
             each side on its own, as OpenGotha counts)
             [--team-criteria TEAMP,BDW,SOST,DE | opengotha|fide|chinese]   (BDW1U..BDW9U,
             LBW: board-1 wins (主将), MNR: mean rating; or the Chinese names 团体分 局分
             对手分 主将胜局 直胜 平均等级分, and 中国 for chinese; --tied-match 平局|主将[:2/1])
             [--avoid-same-club yes|no]   teams of one school or club meet only when no
             other pairing is left, as a rematch (team Swiss)
             [--team-handicap yes|no]   boards with handicap by rank (the pairing
             settings&apos; correction and ceiling)
             [--team-mcmahon-bar 3d|none]   McMahon between teams: a win&apos;s start per
             grade of the team&apos;s mean rank above the weakest team&apos;s, up to the bar
  tengen-cli new T.tengen --name NAME --system round-robin|double-round-robin|groups|knockout
             [--groups G --per-group K [--double]] [--best-of 1|3] [--third-place]
             [--withdrawal half|forfeit] [--seating strength|lots] [--criteria NBW,SB,DC,WINS,KOYA]
             a round robin (循环赛), groups (小组赛) or a knockout (淘汰赛): its rounds follow
             from its players; withdrawal half: fewer than half played, all annulled
  tengen-cli stage list T.tengen [--json]          the event&apos;s stages
  tengen-cli stage add T.tengen --format round-robin|double-round-robin|knockout --top K
             [stage options] [--stage-name NAME]   a later stage: the top K of the one before
  tengen-cli stage place T.tengen [--stage N] [--seed S] [--json]   the players&apos; numbers,
             groups or bracket slots (by strength, or by lot); pairing the stage&apos;s first
             round places them too
  tengen-cli stage unplace|remove T.tengen [--stage N]
  tengen-cli stage schedule T.tengen [--stage N] [--format text|csv|html|pdf] [-o FILE]
  tengen-cli division list T.tengen [--json]       the event&apos;s divisions (组别): each its
             system, rounds, tables and players (an event without divisions: one)
  tengen-cli division add T.tengen --name NAME [--name-latin NAME]
             [--system mcmahon|swiss|round-robin|double-round-robin|groups|knockout]
             [--rounds R] [--tables A-B] [--json]   (tables: by default after the divisions
             before, as many as half its players)
  tengen-cli division edit T.tengen --name NAME [--rename NAME] [--name-latin NAME]
             [--system S] [--rounds R] [--tables A-B|auto] [--json]
  tengen-cli division edit T.tengen --name NAME --certify [--grades 6k-4k]
             [--award-table hanguk-kiwon-kyu|nihon-kiin|TABLE.json] | --no-certify
             a certification group: the grades it certifies (by default those its
             players claim) and the grade each score awards
  tengen-cli awards T.tengen [--division NAME] [--format text|csv|json|pdf] [-o FILE]
             the grades awarded: each player&apos;s score, the grade it gives, the fee band;
             pdf: the certificates, a page for each grade awarded, in the --lang language
  tengen-cli awards T.tengen --next-event NEW.tengen --name NAME   the next event: these
             players, each with the grade awarded here as his rank (preliminary)
  tengen-cli division remove T.tengen --name NAME   a division without players
  tengen-cli division auto T.tengen --by grade|age|category [--band N] [--min M] [--apply]
             [--json]   divisions from the registration: a grade, or bands of N grades
             (kyu and dan apart), birth years, or the category field; a group under M
             players joins its smaller neighbour; without --apply, the proposal;
             [--certify --award-table PRESET|FILE.json]: each group a certification group
             of the grades its players claim
  --division NAME (either name, or its id) on pair, result, standings, report, pairings,
             prizes, sheets, export, crosstable, bracket, places and colours: the division
             worked in; an event of several divisions needs it for what shows or pairs one
             (its tables are numbered through the event)
  tengen-cli crosstable T.tengen [--stage N] [--round R] [--format text|csv|html|pdf] [-o FILE]
  tengen-cli bracket T.tengen [--stage N] [--format text|csv|json|html|pdf] [-o FILE]
  tengen-cli bracket T.tengen decide --round R --table N --winner ID --reason TEXT
             the referee&apos;s decision of a knockout game the board did not decide (a jigo)
  tengen-cli bracket T.tengen undecide --round R --table N   that decision taken back
  tengen-cli places T.tengen [--format text|csv|html|pdf|json] [-o FILE]   final places
  tengen-cli publish T.tengen -o DIR [--round R] [--to URL --secret S] [--retry-after 2]
             [--give-up-after 600] [--stall-timeout 20]   the event&apos;s site: every round,
             the standings, a page per player, in the language of the run and in Chinese
             and English (zh/, en/);
             --to: each page POSTed to the site (secret in X-Tengen-Secret, or from
             TENGEN_PUBLISH_SECRET), sent again until it arrives (scripts/publish-receiver)
  tengen-cli ratings T.tengen [--system egd] [--class A|B|C|D|X] [--round R] [--json |
             --format text|csv|html|pdf] [-o FILE]   provisional EGF rating changes (GoR,
             the EGD&apos;s formulas since 2021; class from the time control unless given)
  tengen-cli demo T.tengen                        a demo tournament with 32 players
  tengen-cli copy SOURCE DESTINATION              the whole tournament, journal included,
             between a file and a server (either way), all or nothing
  tengen-cli backup T.tengen COPY.tengen [--replace]   a copy of the tournament as it stands
             now, one file, consistent while other programs write (a stick between rounds)
  (T.tengen may also be postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?tournament=NAME])
  tengen-cli server init URL --director USER [--name NAME]   the desks&apos; roles on a server
             (the tournament made first if it is not there)
  tengen-cli server grant URL --user USER --role director|registration|results|referee|viewer
             [--password PASSWORD | --password-stdin]   (stdin: not shown to ps)
  tengen-cli server roles URL                     what this connection&apos;s user may do
  tengen-cli player add T.tengen --family F [--given G] [PLAYER OPTIONS] [--yes] [--json]
  tengen-cli player list T.tengen [--filter TEXT] [--json]
  tengen-cli player list T.tengen --format text|csv|html|pdf [--sort rank|name|club] [-o FILE]
  tengen-cli player edit T.tengen ID [PLAYER OPTIONS] [--json]
             [--division NAME [--reason TEXT]]   moves the player to another division
             (a reason once the round 1 of either division is paired)
  tengen-cli player withdraw T.tengen ID [--reinstate]
  tengen-cli player delete T.tengen ID              a registration made by mistake
  tengen-cli player duplicates T.tengen [--json]     likely duplicate registrations
  tengen-cli player round T.tengen ID[,ID…] [ID…] --round R --state present|absent|bye
             [--check-in]   several players in one change
  tengen-cli team add T.tengen --name NAME [--name-latin NAME] [--club C] [--country CC]
             [--captain ID] [--members ID,ID,...] [--json]   members in board order,
             reserves after the boards; a player in one team at most
  tengen-cli team edit T.tengen TEAM [same options] [--json]
  tengen-cli team from-clubs T.tengen [--reserves 1] [--suffixes B,C] [--apply] [--json]
             teams from the clubs (schools) of the players in no team: boards by
             strength, then reserves, then the club&apos;s next team (named with a suffix);
             without --apply, the proposal
  tengen-cli team list T.tengen [--json]
  tengen-cli team remove T.tengen TEAM
  tengen-cli team rules T.tengen [TEAM RULES] [--lineup fixed|free] [--json]
  tengen-cli team lineup T.tengen --team TEAM [--round R] [--players ID,ID,... | --default]
             [--json]   a line-up before the round is paired (default: the first present
             members in order)
  tengen-cli team pair T.tengen [--round R] [--json]   pair the teams as the event says
  tengen-cli team pair T.tengen --round R --home TEAM --away TEAM [--yes]   a match by
             hand (--yes: a rematch); --show: the round as it stands. Board b of match m
             is played at table (m-1)*boards+b; results are entered per table (result)
  tengen-cli team pair T.tengen --explain TEAM TEAM [--round R] [--json]   why (not) these
             two teams: their match points, groups, board-1 colours, earlier meeting,
             and the pairing made against them together
  tengen-cli team round T.tengen --team TEAM --round R --state present|absent [--check-in]
             every member of the team, reserves too (a team that sits a round out)
  tengen-cli team forfeit T.tengen --round R --team TEAM [--reason TEXT]   the team loses
             every board by forfeit; boards with a result change only with --reason
  tengen-cli team standings T.tengen [--round R] [--format text|csv|html|pdf|json] [-o FILE]
  tengen-cli team pairings|crosstable T.tengen [--round R] [--format text|csv|html|pdf] [-o FILE]
             (crosstable also --format json; pairings as JSON: team pair --show --json)
  tengen-cli team boards T.tengen [--round R] [--json | --format ...]   each board&apos;s scores
             (board prizes)
  tengen-cli team sheets T.tengen [--round R] [--hall-url URL] [--format html|pdf] -o FILE
             one result sheet a match: every board, its join code and QR code, the
             captains&apos; signatures
  tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--encoding E] [--json]
  tengen-cli verify GAME.sgf|DIR... [--rules R] [--ko simple|positional|situational] [--tolerant]
             [--summary] [--json]
  tengen-cli score GAME.sgf [--rules R] [--ko K] [--komi K] [--dead D16,Q3,...] [--json]
             [--black-count 184.5]                the referee&apos;s count of Black&apos;s 子
             [--record FILE.pdf [--event E] [--table N] [--referee R]]   the decision record
R: chinese (default), japanese, korean, aga, ing, nz, tromp-taylor.
  tengen-cli clock simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--table N] [--json]
             [--schedule FILE]
             SPEC: byoyomi:main=0,period=60s,periods=3  canadian:main=60m,stones=25,period=10m
                   absolute:main=90m  fischer:main=30m,inc=20s  moves:main=120m,stones=15,period=10m
                   bronstein:main=30m,delay=10s  delay:main=30m,delay=5s  hourglass:main=10m  ing:main=3h
  tengen-cli clock schedule T.tengen [--period 60s] [--set FILE | --reset]   the event&apos;s calls
  tengen-cli clock clips DIR [--language zh|en|ja|ko] [--control SPEC] [--tables N]   a voice
             pack rendered by espeak-ng (for a machine without it); --installed: the clips
             installed with the programs
  tengen-cli clock log T.tengen --table N [--round R] [--format text|csv|json] [--sgf GAME.sgf] [-o FILE]
             every press, pause and adjustment; with --sgf the record gets BL/WL/OB/OW
  tengen-cli pair T.tengen [--round R] [--json]    pair the next (or the given) round
  tengen-cli pair T.tengen --unpair --round R      undo a pairing that has no results
  tengen-cli pair T.tengen --round R --players ID,ID,...   pair these players among
             themselves at new tables (a late arrival; two players by hand; --yes for
             a pair that met before)
  tengen-cli pair T.tengen --explain ID ID [--round R] [--raw] [--json]  why (not) this pair
  tengen-cli pair T.tengen --forbid ID ID | --fix ID ID --round R [--note N]
  tengen-cli pair T.tengen --reserve-table ID --table N [--round R] | --constraints [--json]
  tengen-cli pair T.tengen --remove-constraint CID
  tengen-cli result T.tengen --round R --table N --result 1|2|=|0|both-win|? [--forfeit] [--black ID] [--reason TEXT]
             1 or w: White wins, 2 or b: Black wins, =: jigo, 0: both lose; a jigo with a
             half-point komi needs --reason (the referee&apos;s decision)
  tengen-cli settings T.tengen [--preset chinese|egf|aga|swiss|swisscat] [--set KEY=VALUE ...]
             [--reason TEXT] [--json]   the pairing and placement parameters; KEY: bar,
             floor, bye.mms, absent.mms, bye.nbw, absent.nbw (points), handicap.base,
             handicap.threshold, handicap.correction, handicap.ceiling, placement (NBW,SOSW,..),
             club, country, geography, seeding, or OpenGotha&apos;s names (genMMBar=4d)
  tengen-cli colours T.tengen --round R --method lots|nigiri|board [--seed-file F] [--json]
  tengen-cli colours T.tengen --round R --verify SEED | --reveal | --history [--json]
  tengen-cli colours T.tengen --round R --table N --white ID --reason TEXT
  tengen-cli standings T.tengen [--round R] [--stage N] --format text|csv|html|json|pdf [-o FILE]
  tengen-cli report T.tengen KIND [--round R] [--stage N] [--format F] [-o FILE]   any
             document: KIND and its formats as tengen-cli report --list gives them
  tengen-cli prizes T.tengen [--round R] [--sections SPEC] [--one-prize] --format text|csv|html|pdf [-o FILE]
             SPEC: overall=6; women; u12=3; ranks:10k-20k; category:NAME  (=N prizes, default 3)
  tengen-cli pairings T.tengen [--round R] [--by-name] --format text|html|pdf [-o FILE]
             [--join-codes [--hall-url URL]]   with each table&apos;s join code for the hall
  tengen-cli sheets T.tengen [--round R] [--hall-url URL] -o FILE.pdf   result sheets, four
             to a page, each with its table&apos;s join code (and QR code) for the hall
  tengen-cli serve T.tengen [--address 127.0.0.1] [--port 8080]   the live page
  tengen-cli hall T.tengen [--address 127.0.0.1] [--port 8090] [--round R] [--pin PIN]
             [--start] [--device-gone-grace S]   the table devices&apos; hall (a clock on a
             phone at each table); --start starts each round&apos;s clocks, or resumes those
             a crash or a stop left paused; S: seconds before a table whose only device
             is gone is paused (the event keeps it; 0: never; 20 unless set). One hall
             per tournament; it serves the next round once it is paired and the last is over
  tengen-cli hall codes T.tengen [--round R] [--json]   each table&apos;s join code
  tengen-cli hall simulate [--url ws://HOST:P] [--tournament T.tengen] --tables N --seconds S
             [--drop-rate X] [--stall-rate X] [--seed K] [--delay-ms D] --json   simulated devices;
             without --url a hall of its own (on T or a new event) whose CPU is measured
  tengen-cli export T.tengen --format egf|aga|ffg|opengotha [-o FILE] [--encoding latin1|ascii|utf8]
             [--pin] [--keep-forfeits] [--country CC] [--yes]   --yes: an OpenGotha file
             though OpenGotha would score a requested bye as an absence
  tengen-cli pair-check OPENGOTHA.xml [--compat opengotha-3.52|opengotha-2024] [--json]
             pair every round again from the rounds before it and compare
PLAYER OPTIONS: --family --given --family-latin --given-latin --name-order family|given
  --rank 2d|5k|3p|2段|5级 --rank-override R --country CC --club C --association A
  --rating N --rating-system egd|aga|ffg|other --egd-pin --aga-id --ffg-licence --other-ids
  --birth-date YYYY-MM-DD --gender f|m --category C --fee-due N --fee-paid N
  --status preliminary|final --contact C --notes N --division NAME (the event&apos;s division)
--lang zh_CN|zh_TW|ja|ko|en before or after any command: messages and documents in that
  language (default: TENGEN_LANG, else the system&apos;s language).
Exit status: 0 success, 1 invalid input, 2 usage error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or FILE.json</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Criteria</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOS-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOS-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUSS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOSOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SODOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SB</source>
        <comment>Sonneborn–Berger</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koya</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <comment>games won, a standings column</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins (积分) — NBW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon score — MMS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; scores (对手分) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative score (累进分) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeated opponents&apos; scores — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; SOS — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct confrontation — DC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sonneborn–Berger — SB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koya — KOYA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won — WINS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionRecord</name>
    <message>
        <source>Dispute decision  争议裁定</source>
        <translation></translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1   White: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record: %1, move %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1, komi %2, handicap %3, compensation %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead stones: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead stones: Black %1 (%2); White %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count used: the referee&apos;s count of Black, %1子 (White %2子 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count used: the board as marked, Black %1, White %2, dame %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>%1 — standings after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — pairings of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour draw commitment (SHA-256 of the seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2: find your table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — prizes after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Women</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under %1 (age on %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player qualifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament cannot be read right now; this page tries again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 (%3 – %4): a jigo with komi %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, without a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, reason: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon, bar %1, floor %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handicap by %1 below %2, correction %3, at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye %1, absent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players of one club or country meet late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <comment>line number in the standings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGF rating (provisional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: pairings and results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — prizes after round %2, by the final places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade awarded</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade awarded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>not meeting twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the random tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw-ups and draw-downs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeding inside the score group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club and country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: McMahon score %2 before the round, place %3 of %4 in the score group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: wins before the round %2, place %3 of %4 in the score group</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>• Not meeting twice: they have already played each other (%n time(s)); the pair loses this criterion&apos;s whole weight, the largest of all.</source>
        <translation>
            <numerusform>• Not meeting twice: they have already played each other (%n time); the pair loses this criterion&apos;s whole weight, the largest of all.</numerusform>
            <numerusform>• Not meeting twice: they have already played each other (%n times); the pair loses this criterion&apos;s whole weight, the largest of all.</numerusform>
        </translation>
    </message>
    <message>
        <source>• Not meeting twice: they have not played each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Score difference: both are in the same score group; full weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>• Score difference: %1 against %2, %n score group(s) apart; %3 % of the weight.</source>
        <translation>
            <numerusform>• Score difference: %1 against %2, %n score group apart; %3 % of the weight.</numerusform>
            <numerusform>• Score difference: %1 against %2, %n score groups apart; %3 % of the weight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• Colour balance: a handicap game of %n stone(s), the weaker player takes Black; colours do not count.</source>
        <translation>
            <numerusform>• Colour balance: a handicap game of %n stone, the weaker player takes Black; colours do not count.</numerusform>
            <numerusform>• Colour balance: a handicap game of %n stones, the weaker player takes Black; colours do not count.</numerusform>
        </translation>
    </message>
    <message>
        <source>the game evens out both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game evens out one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game evens out neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 (%6 % of the weight).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up %3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Club and country: both from %1, but both are above the thresholds (rank, wins or bar), where club mates and compatriots may meet; full weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Club and country: both play for %1; %2 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Club and country: both come from %1; %2 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Club and country: different clubs and countries; %1 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Handicap: %1 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Categories: %1 % of the weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• The random tie-break adds %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair score %1 (higher is better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are paired together in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired instead: %1 - %2 and %3 - %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would make the round worse; the criterion that loses most is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would be as good: an equally good pairing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no game in this round (a bye, absent or not registered for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director forbade this pair: they are paired only if no other pairing of the round is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director fixed this pair for the round: they play each other whatever the scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director fixed %1 to play %2 in this round: that pair is made whatever the scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing %1 with %2 is ruled out by the director&apos;s constraint above, whatever the scores.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a valid value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha reads at most 20 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha reads at most 2,000 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1; OpenGotha will refuse the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: the AGA format has no jigo or double result; the game is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family name in Latin letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given name in Latin letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given name first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family name first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank as declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank set by the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fee due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>participation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was unpaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results entered or changed at tables %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its pairs or colours changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its byes changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name in Latin letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a read-only medium, or this user may not change it: it is open to read only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 is full: the tournament is open to read only until space is freed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written (the disk or the folder failed): it is open to read only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a preliminary registration (check them in, or make the registration final): %1</source>
        <translation>
            <numerusform>%n with a preliminary registration (check them in, or make the registration final): %1</numerusform>
            <numerusform>%n with a preliminary registration (check them in, or make the registration final): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n absent: %1</source>
        <translation>
            <numerusform>%n absent: %1</numerusform>
            <numerusform>%n absent: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn: %1</source>
        <translation>
            <numerusform>%n withdrawn: %1</numerusform>
            <numerusform>%n withdrawn: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos; (known: %2, or OpenGotha&apos;s names such as genMMBar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number of half points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the McMahon floor (%1) is above the bar (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the handicap ceiling must be 0 to 9 stones, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the handicap correction must be 0 to 9 stones, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the placement needs at least one criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a score for an unplayed round must be 0 to 1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last round of the first seeding must be 1 or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose an even number of players: %n chosen.</source>
        <translation>
            <numerusform>Choose an even number of players: %n chosen.</numerusform>
            <numerusform>Choose an even number of players: %n chosen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is open to read only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing setting %1: McMahon scores count from 30k, as in OpenGotha; the zero cannot be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the bye in round %2 is an absence in OpenGotha, which scores it %3 instead of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line-up rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha has no team criterion %1: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tied match is decided by board %1 (the leader, 主将), which OpenGotha counts as a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match points are %1, which OpenGotha counts as 2/1/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team bye scores as a %1, which OpenGotha does not record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no grade was awarded: no certificate to print</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsText</name>
    <message>
        <source>%1 — provisional EGF rating changes (class %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the EGD rates the event when it receives the results file. Class %1 counts %2 of a game&apos;s change; games by default and byes are not rated; * rating from the grade (no EGD rating).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class X: the event is not rated by the EGD (its time is too short, or it is not an EGF event).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player has a rating or a grade.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportKinds</name>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find your table (by name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team pairing (matches and boards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board results (board prizes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule (round robin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final places</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SitePages</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jigo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD rates the event when it receives the results)</source>
        <translation>
            <numerusform>Provisional EGF rating: %1 → %2 (%3 after %n game; the EGD rates the event when it receives the results)</numerusform>
            <numerusform>Provisional EGF rating: %1 → %2 (%3 after %n games; the EGD rates the event when it receives the results)</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>All divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SitePush</name>
    <message>
        <source>%1 answered %2 with more than %3 KiB: not a site that takes pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends the pages to another address: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused %2: HTTP %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageDocuments</name>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1: %2 (from round %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1: %2 (round %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1: %2 (rounds %3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — schedule of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players are not placed yet (tengen-cli stage place, or pair the stage&apos;s first round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stage is not scheduled in advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rests (bye)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who withdraws having played fewer than half of his games: all his games are annulled. Otherwise his games left are lost by forfeit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who withdraws: his games played stand, his games left are lost by forfeit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — crosstable of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — bracket of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee&apos;s decision needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (referee: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For third place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — final places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knockout: best of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knockout: one game a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a game for third place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the winner goes on; the referee decides a game the board did not decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the Berger tables&apos; schedule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rest round scores nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player who withdraws having played fewer than half his games has them annulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player who withdraws loses his games left by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamDocuments</name>
    <message>
        <source>B+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — team standings after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no team yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — team crosstable after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — board results after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 team pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 match sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2, match %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score: %1 ____ : ____ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain of %1: ____________________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event pairs its teams by a round robin&apos;s table or by hand: the table or the director decides, not the team Swiss; what the team Swiss would weigh follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They have not met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They met in round %1: a rematch is paired only when no other pairing exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the pair: score difference %1, placement %2, board 1 colours %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They were paired together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They were paired with %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost no more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match points between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board 1 colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the places in the score groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost %3 more, mostly because of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of them had the bye or played outside the team Swiss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7; had the bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEAMP</source>
        <comment>team standings column: match points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BDW</source>
        <comment>team standings column: board points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BDW%1U</source>
        <comment>team standings column: board points of the first %1 boards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOST</source>
        <comment>team standings column: the opponents&apos; match points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LBW</source>
        <comment>team standings column: board-1 points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DE</source>
        <comment>team standings column: direct encounter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNR</source>
        <comment>team standings column: mean rating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board points of boards 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; match points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board-1 wins (主将)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <source>the player needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round numbers start at 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of rounds must be between 1 and 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last day is before the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board size must be between 2 and 25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time settings cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same EGD PIN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same AGA ID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same FFG licence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same name, club and rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: an age section is u&lt;age&gt;, age 1 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a rank group is ranks:&lt;rank&gt;-&lt;rank&gt;, as ranks:1k-5k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the category&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a section is overall, women, u&lt;age&gt;, ranks:&lt;rank&gt;-&lt;rank&gt; or category:&lt;name&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of prizes after &apos;=&apos; must be 1 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no prize section given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second period line: a schedule has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>period needs a whole number of seconds from 1 to 999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a line is period, ordinary or last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the period comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the offset must be whole seconds within the period (1 to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ordinary period&apos;s end is called by itself: offsets below the period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a phrase key (sec:N, min:N, left_min:N, left_periods:N, count:N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a call needs at least one phrase key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schedule has no period line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock has not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock is paused: resume it before a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move is sealed: the referee opens it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock is stopped: the flag has fallen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too late: the flag fell before the press</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a running clock can be paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flag has already fallen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sealed move is opened with unseal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a running clock can be stopped for a sealed move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no move is sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time adjustment needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no press to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a running or paused clock can take a press back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this takes the time to zero: confirm the adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal has a flag the clock does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock has started: its time control cannot change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal has a time control that is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset %1, node %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suicide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time system: expected absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass or ing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected key=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2: expected a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2: expected a duration such as 30s, 10m or 1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>period must be longer than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 time needs main &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a byo-yomi period must be a whole number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a byo-yomi period is at most 999 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap is shorter than the main time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2] is not a point or point range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2] lies outside the %3×%3 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SZ[%1]: board sizes from 2 to 25 (square) are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HA[%1] is not a number of stones; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has several values; the first is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KM[%1] read as %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KM[%1] is not a komi in half points; the rule set&apos;s komi is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move and setup in one node: the setup is applied first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several moves in one node: applied in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the %3×%3 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charset detected as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM[%1] is not a game of Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game of Go in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dead-stone mark lies outside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dead-stone mark at %1 is on an empty point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marks cover %1 of the %2 stones of the chain at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead-stone marks are ignored: %1 counts the board as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain at %1 is marked dead but is alive however the opponent plays (pass-alive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain at %1 is left alive inside the opponent&apos;s pass-alive area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules %1, komi %2 (reverse), handicap %3, compensation %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules %1, komi %2, handicap %3, compensation %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted half to each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted to neither side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seki found: confirm it over the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a variation starts before any node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node after the variations of its sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node without &apos;;&apos; (read as if it had one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside a game tree (missing &apos;)&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game tree: an SGF file starts with &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a property name without capital letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>property %1 appears twice in one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value that is never closed with &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-stone suicide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retakes a ko at once (cycle of 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeats the position of move %1 (cycle of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeats an earlier position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovered after a crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hall has at least one table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament to set up the clocks of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no games to clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clocks are set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule is for %1 s periods; the clocks have %2 s periods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was White&apos;s, the record has Black to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was Black&apos;s, the record has White to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: the colours were decided at the board; say who took black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: a jigo cannot happen with komi %3; enter it only with the referee&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game of round %1 given for round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: table %2 is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (noted in the file&apos;s header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the colours of round %1 are already drawn; change a table&apos;s colours with a reason instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has no colour draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: player %3 does not play there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black, no nigiri.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a nigiri needs at least one stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 played each other in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are a pair the director forbade (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has a result; clear it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours of round %1 are published: record the change with a reason (nigiri at the board, or the director&apos;s decision).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no tables %2 and %3 to exchange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only games without a result can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2 (white) plays %3 (black).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange the Black players of tables %1 and %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is outside 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no player is registered for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no two players can play. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose each player once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two or more players to pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be paired in round %2: already playing in it, absent, withdrawn or not finally registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These players cannot all be paired with one another (a pair the director forbade?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read as %1 (the file is not UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same field appears twice in the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither f nor m: the gender is left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rating %1 means %2, far from the declared %3; the rating decides unless you set the rank by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players after the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is the tournament file that is open (or a file SQLite keeps beside it), not a list of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeats line %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a value Tengen knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML file that declares none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round and table must be whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a placement criterion Tengen knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XML error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: the file has no tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already plays in round %2 (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player cannot play against themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GoR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no two-letter country code after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line too short for the échelle layout (%1 characters; at least 58 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players found: is this an FFG échelle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a member number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players found: is this an AGA TDList?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NUL byte at offset %1: this is not a text file in a known encoding (UTF-16 without a byte-order mark, or binary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 has a result; clear it before changing the colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: no game between these players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: the colours are published; changing them needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a change was started while the file was being read (an internal error). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pairing constraint &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair needs two different players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fixed pair needs its round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reserved table needs its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pairing constraint has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the tournament file that is open, or a file SQLite keeps beside it; choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an edit cannot change a player&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile: %2. Nothing was saved; look at the player again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in round %2; a player who has been paired is withdrawn, not deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; the registration was not deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered again already (by another program); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this tournament already has rounds; its games cannot be merged with the imported ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3, already registered as #%4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3 on line %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed table %2 of round %1 meanwhile (now: %3). Nothing was changed; look at the table again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 was paired by another program meanwhile; nothing was changed. Unpair it first to pair it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed round %1 meanwhile (%2). Nothing was changed; look at the round again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players, the settings or the earlier rounds changed while round %1 was being paired; nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more (another program changed the round); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s %1 meanwhile. Nothing was saved; look at the settings again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed the pairing settings meanwhile; nothing was saved. Look at them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are paired already: a change of the pairing settings needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s settings meanwhile; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is busy: another program has been writing to it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written (a read-only medium, or no permission to change it). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 is full. Nothing was changed; free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged. Nothing was changed; open a backup copy of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk or the folder failed. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the change: it breaks a rule of the tournament file. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: refused by a rule of the tournament file. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not carry out the change (an internal error of the tournament file). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a %2 named “%3” that Tengen did not create. The file is refused and left as it is: such an addition could change the tournament by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is not as Tengen wrote it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: it is %2 bytes long, but its header says %3 (cut off, or something was added to it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version (it was not created completely, or another program changed it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its pages do not pass SQLite&apos;s check. Open a backup copy of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no tournament settings: it was not created completely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; open it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is a folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: no permission to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by an older Tengen and must be brought up to date, which needs writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time log is text, csv or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no clocks have run in this tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the stored time control: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1: a clock event of an unknown kind &apos;%2&apos; is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clock has %1 moves, the record %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 — %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: White %2, Black %3, result %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: round %2 has no game at table %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has results; they would be lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing was imported (errors: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a press from a device needs its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>join a table first (message &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a press needs the side that moved (B or W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sealed move needs the move written down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a result is black-wins, white-wins, jigo, both-lose or both-win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no result to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown message &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table of this round: look at the code on the result sheet again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round has this game&apos;s result already: only a referee changes it, with a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changing a result in the round needs the referee&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many wrong referee PINs: try again in a minute, or act at the desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a referee&apos;s action needs the referee&apos;s PIN (set at the desk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an adjustment needs the side (B or W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is over at this desk: join with the code of the new round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not Black&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not White&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a table “%2” that this version of Tengen cannot copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a postgresql://USER@HOST/DATABASE address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the address names no user (USER@HOST)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the address names no server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the database is a name of letters, digits and _ after the server (HOST/DATABASE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the only option is ?tournament=NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a tournament&apos;s name is a letter, then letters, digits and _ (not pg_..., not public)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a user name for the server (letters, digits, _ . -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file: desks&apos; roles are a server&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desks&apos; roles are not set up on %1: run tengen-cli server init first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; Tengen connects again by itself: try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is busy: another desk has been changing it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 refused: this desk&apos;s role may not make that change. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 has no disk space left. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 could not carry out the change (%2). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a statement lacks a value (an internal error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this computer lacks Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Tengen tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tournament %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: %2 is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is outside 30k-9d: read as %2, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither true nor false: read as %2, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 %2 appears twice (line %3): left out, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a country code: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not an EGD PIN (8 digits): kept in the notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: rank &apos;%3&apos; is outside 30k-9d or unreadable: paired as %4, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a date is missing or not yyyy-mm-dd: %1 is taken; check the dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon zero %1: OpenGotha counts McMahon scores from 30k whatever the file says, and so does Tengen here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenGotha result: read as no result, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player has the key &apos;%1&apos;: left out, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second game at table %1 of round %2 (the first on line %3): it replaces the first, as OpenGotha does</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s rounds came with it: %n game(s), %1.</source>
        <translation>
            <numerusform>The file&apos;s rounds came with it: %n game, %1.</numerusform>
            <numerusform>The file&apos;s rounds came with it: %n games, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bye(s)</source>
        <translation>
            <numerusform>%n bye</numerusform>
            <numerusform>%n byes</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a komi: read as 7.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board size: read as 19</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stones is outside 0..9: read as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a number: read as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a rating: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 is not a table: the game is given table %2, after the round&apos;s highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file says %1 rounds but has games or byes up to round %2: the tournament gets %2 rounds, as in OpenGotha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of a time control</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of a time control</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of a time control</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> </source>
        <comment>between hours and minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byo-yomi %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, then byo-yomi %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, then %2 stones in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 a move, at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Bronstein delay %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, delay %2 a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourglass %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, then %2 extension(s) of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 player(s) have no Latin name (family and given name in Latin letters) the %2 file can hold: %3. Give each one in Registration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha holds one bye a round and records a requested bye as an absence, which this event scores otherwise: %1. Make the bye and absence scores equal in the pairing settings, or export anyway and OpenGotha will count these players&apos; scores otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never paired: %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired in round %1: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 kept for %2 (every round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 kept for %2 in round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second bye in round %1 (the first, of %2, on line %3): it replaces the first, as OpenGotha keeps one bye a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds players or rounds already; copy into a new tournament name, or into the empty one that “server init” makes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a copy is saved to a file; to copy to a server use “tengen-cli copy”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is this tournament itself; choose another file for the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open in another program; close it there or choose another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 has the result %3 already: a change needs the referee&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delta: a whole number of milliseconds, at most 10 hours either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason: a time adjustment needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed: true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an adjustment of no time changes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an adjustment is at most 10 hours either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong referee PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message at byte 0: a message is one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another device holds this table&apos;s clock: a referee can move it to this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result to confirm has changed: look at the screen again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” breaks the rule %4 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy, or correct that row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names a row of “%4” that is not there (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a line break or another control character at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 characters; at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating: %1 is not a %2 rating (from %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating: its uncertainty is not a number from 0 to 10000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon correction %1: from -99 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fee of over 10,000,000 is not taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds: at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not a file but a device, a pipe or a socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s format bytes (18 and 19) are %2 and %3, where SQLite writes 1 or 2. Open a backup copy of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a change another program did not finish (a -journal file beside it), which could not be undone here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 is starting, stopping or full and takes no desk now. Nothing was changed; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 refused this desk&apos;s user name or password (or this computer). Ask whoever set up the server for this desk&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 has no such database: check the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1 (the server says: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an element with over %1 attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 was not paired: the players&apos; check-ins or results changed %2 times while it was computed (%3 s each time). Pair it again once check-in is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 nodes: too large for a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 property values: too large for a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that belongs to another tournament file. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) older than the file itself, left from an earlier copy. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jigo by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jigo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both lose by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both win by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clocks of round %1 are in play; the hall serves them, not round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file but a folder, a device, a pipe or a socket; nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB; a list of players is at most %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a tournament file; a document is never written over one. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” is for round %4, which no event has (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player %2 plays twice in round %4 (“%3”; the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” pairs player %4 with himself (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that changes the tournament without counting the change, as Tengen does: another program wrote it. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many wrong join codes from this address: try again in a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” holds a text of more than %4 characters (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a press needs an id of 1 to 64 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player %2 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the captain (player %2) is not a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 is in two teams: %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 players for %3 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is not a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player %2 is on two boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is listed after the player of board %4: the order of the members is kept (players may be left out, not moved up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: unpair the round, or enter the game as lost by forfeit, rather than marking the player absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: a bye is asked for before the round is paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the bye of round %2: unpair the round before marking the player absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an individual event: teams play in a team event (tengen-cli new … --teams --board-count N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no team has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays for the team %2: take the player off the team first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no player has the id %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 was changed by another program since it was read: look at it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team event plays 2 to 10 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, give its line-up, or mark its players absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is paired already: unpair it first to pair it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this event pairs teams by hand: choose two teams for each match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than two teams have players present in round %1: a team plays with its members whose registration is final and who are not absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round robin of %1 teams has %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays in round %2 but none of its players is present: give its line-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 cannot play itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already plays in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 met in round %3: pair them again only if you mean it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, or give its line-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 has no match in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is paired in a round and cannot be removed; unpair the round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is paired: its line-ups stand. Unpair it to change %2&apos;s line-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s line-up for round %2 was changed by another program since it was read: look at it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 is in another line-up of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match %1, board %2 of round %3 has no game of its line-ups&apos; players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of a team event has a game outside its matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match %1 is not of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has match %2 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 plays twice in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 has no line-up of %2 players in round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 plays and has the bye in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 is in two line-ups of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team criterion %1 (at character %2) is not one of TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a preset: opengotha, fide, chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team standings need a criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team standings take at most %1 criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts more boards than the event&apos;s %2 (use BDW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team criterion %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match points must be between 0 and 10 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a won match must give at least a draw, a draw at least a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leader board %1 is not one of the boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match points &quot;%1&quot; are not win/draw/loss, each 0 to 10 in steps of 0.5, as 2/1/0 or 3/1/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tied match &quot;%1&quot; is not draw, leader, or leader with the winner&apos;s and loser&apos;s points, as leader:2/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board outside a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 of round %2: boards are 1 to %3, rounds 1 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team size of 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team criterion &apos;%1&apos; is not one Tengen counts: left out of the team standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams of %1 board: read as an individual event, the teams left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a board of round %2 already (line %3): left out here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its teams play %2 boards, this event&apos;s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a team event the boards follow the matches: pair the teams of round %1 (team pair) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a round is paired: the event&apos;s kind and its number of boards stay as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has teams: remove them to make it an individual event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a McMahon bar needs the team Swiss pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the McMahon bar is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is not the first even board of its match: the nigiri at table %2 gives every board its colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two different teams are needed (got %1 twice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has no stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s stages cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this event is one Swiss or McMahon stage: nothing to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 is paired round by round: nothing to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 has its players placed already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 needs at least %2 players; it has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a match of the round before it is not decided (a result, or the referee&apos;s decision, is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a game of the round before it has no result (or needs the referee&apos;s decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not in a round-robin or knockout stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1&apos;s players are not placed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1, group %2: the players&apos; numbers are not 1 to %3 (was the file edited by hand?); take the places back and place the players again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no game to pair: every match of its bracket round is decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 is not a knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not a knockout round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 does not play at table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board decided table %1 (or has no result yet): no decision is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stages were changed by another program since they were read: look at them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 has its players placed: take the places back first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 has paired rounds: unpair them first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a referee&apos;s decision needs its reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: stages are numbered 1, 2, … in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 must start at round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: an event has at most 99 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: a Swiss or McMahon stage needs its number of rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: a Swiss, McMahon or groups stage can only be the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage 1 is played by every registered player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: say how many players of the stage before go on (at least 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: 2 to 16 groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: only a groups stage has groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: a knockout match is one game or best of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: only a knockout has a game for third place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: only a groups stage sends the top of each group on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: its rounds are not known yet, so no stage can follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: the bracket went on from this result; unpair round %3 (and any after it) before changing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event&apos;s rounds follow its stages: change the stages instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 is not over: round %2 is not paired or has a game without a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1 is not over: its bracket has no winner yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a place in stage %2: take the stage&apos;s places back first (stage unplace), or withdraw the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the referee&apos;s decision of round %1, table %2 was changed by another program: look at it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stage before has no known number of rounds yet: place its players first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 has no referee&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 has the referee&apos;s decision already: take it back first (undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha cannot hold this event&apos;s team rules: %1. Reopened, the file ranks the teams otherwise; export anyway only to pair or print it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a team event: the team column is left out (make the event a team event first to import its teams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every team plays in round %1 already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1, 2, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board without a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has two players on board %2 (lines %3 and %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: no event has it (rounds are 1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stage %2 has %3 players placed and %4 as its number of rounds, which its format does not give (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names player %4, who is not in that game or team (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: team %2 has the bye in round %3 and plays a match in it too (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grace before a table whose device is gone is paused must be 0 to 600 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hall of this tournament is served by another program: process %1 on %2 (its lease runs to %3 unless it stops first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hall was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking a flag back needs the referee&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no flag has fallen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team inside the team of line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the name of the team of line %2 too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 of round %2 of %3 has a player already (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in another team&apos;s line-up for round %2: change that line-up first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a later stage can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the last stage (%1) can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a confirmation needs the side (B or W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team event has no stages: its round robin is its team pairing (the team rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division %1: an id given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division %1: a division needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two divisions are named &quot;%1&quot;: each needs a name of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: %2 rounds (1 to 99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: tables %2-%3 are not a range from 1 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event&apos;s first division is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>divisions &quot;%1&quot; and &quot;%2&quot; share tables %3-%4: give each its own range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player %2 is in division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the divisions were changed by another program since they were read: look at them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot; still has %2 players: move them to another division first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has no division %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team event has no divisions: make a file for each team event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first division&apos;s system and rounds are the event&apos;s own: change them in the event&apos;s settings (tengen-cli settings, stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has begun: its system stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first division holds the event&apos;s own settings: remove the others first, or rename it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the division&apos;s round 1 is paired; moving a player now needs the director&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has %1 divisions already: divisions are made from the registration only for an event of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 1 is paired: the divisions are made before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players to make divisions of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: a certification group needs both its grades and its award table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: the grades it certifies are not a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its award table is for %2 rounds, and it plays %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>award table %1: %2 rounds (1 to 99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>award table %1: a rule for %2 wins, beyond its %3 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>award table %1: two rules for %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>award table %1: %2 grades from the one claimed (at most 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>award table %1: no rule for %2 wins (every score from 0 to %3 needs one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an award table: not a JSON object (at byte %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an award table: &quot;rounds&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an award table: rule %1 needs &quot;wins&quot; (a number) and &quot;award&quot; (none, claimed, band-top, band-middle, band-bottom, band-above, band-below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot; is not a certification group: give it the grades it certifies and an award table (division edit --certify)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has no certification group (division edit --certify)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its players claim no grade: give the grades it certifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: round %2 has a game or a bye of division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a division&apos;s system and rounds are changed with the division (division edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has no division “%1” (its divisions: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event has %1 divisions: say which one (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2: a division after the first is paired as McMahon or Swiss for now (a round robin, groups or a knockout is the first division&apos;s, or an event of its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of %2 needs %3 tables, and its tables are %4: give it more (division edit --tables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of %2 would need table %3; the event&apos;s tables go up to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of %2 would be played at tables %3, and table %4 has another division&apos;s game in round %1 (the tables moved as players were added): give %2 tables of its own (division edit --tables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the event, its division</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no grade is awarded yet: no certificate to print (the results of the group&apos;s rounds give the grades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has played rounds: it stays in the event with its games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a division&apos;s native and Latin names</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::Rank</name>
    <message>
        <source>%1p</source>
        <comment>a professional dan: 2p</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>an amateur dan: 3d</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>a kyu grade: 5k</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::clock::VoiceBank</name>
    <message>
        <source>espeak-ng failed for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>espeak-ng is not installed and the voice pack has no %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::ConstraintDialog</name>
    <message>
        <source>Keep a table for a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never pair two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair two players in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why (siblings, same family, a player&apos;s request…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::DisputeView</name>
    <message>
        <source>Chinese (area, 子)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marks a group dead or alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a black stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a white stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes a stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s count (子)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 184½ — the referee counts one colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export decision (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position entered by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 is illegal under %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 is legal under %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1   White: %2   %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result: the marks are inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Black %1 · White %2 · dame %3&lt;br&gt;komi %4 · handicap %5 · compensation %6&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Stones: Black %1, White %2 · surrounded points: Black %3, White %4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Territory: Black %1, White %2 · prisoners: Black %3, White %4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Seki to confirm: %1 stones&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 (%2) is legal under %3; the referee rules on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the open tournament file, not a game record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the open tournament file; choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::DivisionsDialog</name>
    <message>
        <source>Divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s own division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A certification group (grades awarded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <source>About Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw or reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check in for the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%n problem in %1. Correct the file and import it again.</numerusform>
            <numerusform>%n problems in %1. Correct the file and import it again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>Imported %n player.</numerusform>
            <numerusform>Imported %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament settings were taken from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>%n possible duplicate to check: nothing was merged.</numerusform>
            <numerusform>%n possible duplicates to check: nothing was merged.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD rating list (allworld_lp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFG rating list (échelle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA TDList</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete registration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find likely &amp;duplicates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;game record for a dispute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (read only) — Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened to read only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</source>
        <translation>
            <numerusform>%n clock is in play. Quit anyway? It stops now and comes back paused when the tournament is opened again.</numerusform>
            <numerusform>%n clocks are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Pairing settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the registration &amp;final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Participation by round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to &amp;server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (%3) — Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no role: read only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registration desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) about the file: read, but not everywhere as written; see the details.</source>
        <translation>
            <numerusform>%n warning about the file: read, but not everywhere as written; see the details.</numerusform>
            <numerusform>%n warnings about the file: read, but not everywhere as written; see the details.</numerusform>
        </translation>
    </message>
    <message>
        <source>-copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add from a &amp;rating list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tengen — user&apos;s guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1	next tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1	previous tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter	in the result field (Rounds): enter the result typed, e.g. 12 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the tournament as it stands now is in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a whole rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is a rating list of %n player(s). Register every one of them? To register some, use Players → Add from a rating list… instead.</source>
        <translation>
            <numerusform>%1 is a rating list of %n player. Register them? To register some, use Players → Add from a rating list… instead.</numerusform>
            <numerusform>%1 is a rating list of %n players. Register every one of them? To register some, use Players → Add from a rating list… instead.</numerusform>
        </translation>
    </message>
    <message>
        <source>tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next stage (final, knockout)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (the top of the stage before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament, open one, or look around the demo tournament first.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent tournaments (double-click to open):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the players of the next stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last stage&apos;s places…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last stage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every stage&apos;s players are placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stage&apos;s players are placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the places of stage %1? Its players can be placed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the event&apos;s last stage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), tables %1–%2</source>
        <translation>
            <numerusform>%n player, tables %1–%2</numerusform>
            <numerusform>%n players, tables %1–%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to another &amp;division…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Divisions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;certificates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certificates.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese (area counting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 (kept unless you change the time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Individual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed order: a player may be left out, never moved up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By hand, match by match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win/draw/loss, e.g. 2/1/0 or 3/1/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A won match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards with handicap by rank (the pairing settings&apos; correction and ceiling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: team Swiss; a rank such as 3d: McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tied match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match points: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon bar: an amateur rank such as 3d, or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the knockout from each: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: a team event plays its round robin as its team pairing (team rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups, then knockout (小组赛 + 淘汰赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board 1 decides (主将)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE: match points, board points, opponents&apos; match points, direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese: match points, board points, opponents&apos; match points, board-1 wins (主将), direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha: match points, opponents&apos; match points, board points, board points of boards 1–3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In an order of your own…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the criteria and drag them into their order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams of one school or club meet only when no other pairing is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings: tick at least one criterion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese national event (中国全国比赛)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGF McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss with categories (SwissCat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss (积分编排)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round the scores of unplayed rounds down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon bar (上限)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon floor (下限)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye (轮空) scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split and random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split and fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split and slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players of one club or country meet late (同单位回避)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeding up to round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeding in those rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeding after them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score difference rather than the same club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score difference rather than the same country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (even games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even games from rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction (stones fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most (stones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are paired: why the change? (kept in the journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is paired yet: no reason needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amateur rank (such as 4d or 20k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The McMahon floor is above the bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one placement criterion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are paired already: say why the settings change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::ParticipationDialog</name>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Participation by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell for the next state (playing, absent, bye); click a round&apos;s heading to make everybody play it, or if all do, to mark everybody absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed (in bold); OK writes them together.</source>
        <translation>
            <numerusform>%n player changed (in bold); OK writes them together.</numerusform>
            <numerusform>%n players changed (in bold); OK writes them together.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Ke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Jie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name first (Thomas Müller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only to override rank and rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank set by the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact (private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Born %1; age on the first day of the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other list</source>
        <comment>a rating from another list than EGD, AGA, FFG</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::RatingListDialog</name>
    <message>
        <source>Add from a rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of a name, an EGD PIN, a licence or a club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rating list chosen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating lists (*.txt *.TXT);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an EGD, FFG or AGA rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a tournament file, not a rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no player</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n player</numerusform>
            <numerusform>%1: %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the federation&apos;s list (EGD, FFG or AGA) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name, an ID or a club.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) shown</source>
        <translation>
            <numerusform>%n player shown</numerusform>
            <numerusform>%n players shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Registered %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::RefereeView</name>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2 to the flag (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention (soonest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock journal could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) recovered from the tournament file, paused: resume when the players are ready.</source>
        <translation>
            <numerusform>%n clock recovered from the tournament file, paused: resume when the players are ready.</numerusform>
            <numerusform>%n clocks recovered from the tournament file, paused: resume when the players are ready.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls are made in byo-yomi only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calls of this event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recorded voice pack (sec_30.wav, count_7.wav, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spoken calls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed move (stop the clock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sealed move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back a wrong press</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust the time of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add (negative: remove)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This takes the time to zero. Adjust anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak this table&apos;s calls here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table mode (full screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a table when the player to move has moved; click a flashing table to acknowledge its flag. Right-click for the table&apos;s actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spoken calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calls of this event in byo-yomi, editable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spoken calls: no audio output was found; the calls are timed but not heard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</source>
        <translation>
            <numerusform>%n clock is in play. Set up new clocks anyway? The clock in play stops (its journal stays in the tournament file).</numerusform>
            <numerusform>%n clocks are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</numerusform>
        </translation>
    </message>
    <message>
        <source># Calls in byo-yomi: offsets in seconds from the start of each period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># ordinary: periods with more to come; last: the last period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the count in the last period).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over (stop both clocks)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 – %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the game at table %1%2 over? Both clocks stop for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round whose games the clocks are for: its tables, both players&apos; names and the event&apos;s time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks in play are not in this tournament&apos;s journal; set up the round&apos;s clocks when they are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control of this table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 plays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n journal record(s) of an unknown kind were left out.</source>
        <translation>
            <numerusform>%n journal record of an unknown kind was left out.</numerusform>
            <numerusform>%n journal records of an unknown kind were left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>The players&apos; names could not be read; the tiles show table numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the table&apos;s result (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the result of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round has another result for this game. Why is it changed to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the table&apos;s result aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the device is offline since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the players paused the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2 to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: sealed move %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phone or tablet at each table shows and presses its clock over the network, on this address and port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed for a referee&apos;s action from a table&apos;s device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the clocks of a round first: the devices join a round&apos;s tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament to set the referee&apos;s PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1  %2  %3 – %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join codes of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each table&apos;s page: %1t/CODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch on the table devices to serve the pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: dispute, first %2, then %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: flag fallen (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2 devices; one holds the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the clock to the device at %1 (connected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock&apos;s device gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the clock&apos;s device is gone; move the clock to the one there (the table&apos;s menu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused: its device was gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result for the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) offline since %1: %2</source>
        <translation>
            <numerusform>%n table offline since %1: %2</numerusform>
            <numerusform>%n tables offline since %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s); its device is refused referee actions for a minute</source>
        <translation>
            <numerusform>Table %1: %n wrong referee PIN; its device is refused referee actions for a minute</numerusform>
            <numerusform>Table %1: %n wrong referee PINs; its device is refused referee actions for a minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s)</source>
        <translation>
            <numerusform>Table %1: %n wrong referee PIN</numerusform>
            <numerusform>Table %1: %n wrong referee PINs</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: paused, its device was gone; resume it once a device is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: flag held, the device is silent since before it fell; decide it from the table&apos;s menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the flag back…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the flag back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the clock stands paused at the instant the flag fell; give the player time (Adjust time…) and resume. The referee&apos;s reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the flag is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide the flag now (what the device has not sent yet is not in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <source>Registered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the registration of %1? Use Withdraw for a player who leaves the event; Delete is for a registration made by mistake or a duplicate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No likely duplicates among %n player(s).</source>
        <translation>
            <numerusform>No likely duplicates among %n player.</numerusform>
            <numerusform>No likely duplicates among %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2  ↔  #%3 %4  (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3: %4). Register anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Participation of %n player(s)</source>
        <translation>
            <numerusform>Participation of %n player</numerusform>
            <numerusform>Participation of %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a pair to select the later registration, then edit, withdraw or delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to another division</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n player(s) to:</source>
        <translation>
            <numerusform>Move %n player to:</numerusform>
            <numerusform>Move %n players to:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) moved.</source>
        <translation>
            <numerusform>%n player moved.</numerusform>
            <numerusform>%n players moved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::ReportsView</name>
    <message>
        <source>Save the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the result sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EGF results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sheets (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish after the round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament&apos;s categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize sections separated by &apos;;&apos;, each with an optional =N prizes (default 3): overall, women, u12 (under 12 on the first day), ranks:10k-20k, category:NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One prize per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read-only web page with the pairings and standings for players&apos; phones, on this address and port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live page at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each table&apos;s code and QR code for a clock on a phone (the table devices of the Clocks tab); for the list printed for the tables, never on the live page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFG results file (.tou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latest round paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latest round with results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest with results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the published pages go, and whether they are published after each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Website: up to date (%n page(s) sent)</source>
        <translation>
            <numerusform>Website: up to date (%n page sent)</numerusform>
            <numerusform>Website: up to date (%n pages sent)</numerusform>
        </translation>
    </message>
    <message>
        <source>Website: not reached (%1); trying again in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website refused the pages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website: sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of the pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website address (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish after each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The website address must begin with http:// or https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The website needs its secret (the receiver&apos;s --secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website: writing the pages of round %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::RoundsView</name>
    <message>
        <source>%1 (forfeit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result (table, then 1 / 2 / = / f1 / f2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 12 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour imbalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is not paired yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: all %n result(s) entered.</source>
        <translation>
            <numerusform>Round %1: %n result entered.</numerusform>
            <numerusform>Round %1: all %n results entered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 of %n result(s) entered.</source>
        <translation>
            <numerusform>Round %1: %2 of %n result entered.</numerusform>
            <numerusform>Round %1: %2 of %n results entered.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours at table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange opponents at tables %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one game, or two to ask why their white players were not paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result entry: type the table, then 1 (white wins), 2 (black wins), = (jigo), 0 (both lose); f before the code for a forfeit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: result entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black gives back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By lots for the round (抽签)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By digital nigiri for every table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nigiri at the board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours by %1; commitment %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours of round %1 drawn. Publish this commitment with the pairing list; the seed is revealed after the round:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2 takes black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nigiri at table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the higher rank holds white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal ranks: the older holds white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal ranks, ages unknown: the referee picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds the white stones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd (one black stone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even (two black stones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White stones in the hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (when changing published colours):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digital nigiri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nigiri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the boards, entered with the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours of round %1 at the boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours were decided at the board. Who took black?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jigo cannot happen with komi %1. Enter it only on the referee&apos;s decision: the reason?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the jigo was not entered (it needs the referee&apos;s reason).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>the main score before the round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the pairing engine&apos;s weights behind the explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a game in this round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the chosen players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine pairs the chosen players among themselves (two: with each other) at new tables; the rest of the round stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pair %n chosen player(s) in round %1</source>
        <translation>
            <numerusform>Pair %n chosen player in round %1</numerusform>
            <numerusform>Pair %n chosen players in round %1</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1: %2 - %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director&apos;s constraints in this round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never pair…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players who must never meet (siblings, a family, a declared conflict); paired only if nothing else is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair in this round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players who play each other in this round whatever the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table kept for a player (a wheelchair, a broadcast board), every round or this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has the result %2 already. Change it to %3 only on the referee&apos;s decision: the reason?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the result was not changed (a change needs the referee&apos;s reason).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole schedule: Reports → Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bracket: Reports → Knockout bracket; the result that decides this round pairs the next at a desk that may pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s decision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knockout game the board did not decide (a jigo, both lost): who goes on, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 加赛: White won the play-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: the referee&apos;s decision is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bracket…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::ServerDialog</name>
    <message>
        <source>Connect to server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the one saved in ~/.pgpass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::TeamsView</name>
    <message>
        <source>Add team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order by rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club or school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members in board order; those after the boards are reserves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players who play, in board order from the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match by hand, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match by hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (board order; reserves after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(reserve) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (leader board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n match(es)</source>
        <translation>
            <numerusform>Round %1: %n match</numerusform>
            <numerusform>Round %1: %n matches</numerusform>
        </translation>
    </message>
    <message>
        <source> — no pairing without a rematch or a second bye existed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 forfeits its match of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected team&apos;s members, reserves too, for the shown round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team sits the round out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (not) this match?…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams: what the team Swiss knew of them and what pairing them together would have cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is checked in for round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits round %2 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find by name, club or rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams from clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B, C, D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a club&apos;s second, third … team is named after the club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserves a team takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A club&apos;s next teams end in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each club&apos;s players in no team yet, strongest first, fill its team&apos;s boards and reserves, then its next team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams from clubs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team for each club or school of the players in no team yet: boards by strength, then reserves, then its next team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 (table %2): %3 %4 – %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(White)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n player</numerusform>
            <numerusform>%1: %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>No club has enough players for a team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) left out: too few in their club for a full team</source>
        <translation>
            <numerusform>%n player left out: too few in the club for a full team</numerusform>
            <numerusform>%n players left out: too few in their club for a full team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made from the clubs</source>
        <translation>
            <numerusform>%n team made from the clubs</numerusform>
            <numerusform>%n teams made from the clubs</numerusform>
        </translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses every board of its match in round %2 by forfeit. The referee&apos;s reason:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in %2 for round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Check in %n player(s) for round %1</source>
        <translation>
            <numerusform>Check in %n player for round %1</numerusform>
            <numerusform>Check in %n players for round %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n player(s)</source>
        <translation>
            <numerusform>Round %1: %n player</numerusform>
            <numerusform>Round %1: %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n registration(s) final</source>
        <translation>
            <numerusform>Make %n registration final</numerusform>
            <numerusform>Make %n registrations final</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-up for round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match by hand in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Teams from clubs (%n team(s))</source>
        <translation>
            <numerusform>Teams from clubs (%n team)</numerusform>
            <numerusform>Teams from clubs (%n teams)</numerusform>
        </translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the players of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the places of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
