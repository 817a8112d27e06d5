<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="25"/>
        <source>Usage:
  tengen-cli new T.tengen --name NAME [--name-latin NAME] --system mcmahon|swiss --rounds R
             [--place P] [--first-day YYYY-MM-DD] [--last-day YYYY-MM-DD] [--rules R]
             [--komi 7.5] [--board-size 19] [--json]
  tengen-cli demo T.tengen                        a demo tournament with 32 players
  tengen-cli player add T.tengen --family F [--given G] [PLAYER OPTIONS] [--json]
  tengen-cli player list T.tengen [--filter TEXT] [--json]
  tengen-cli player edit T.tengen ID [PLAYER OPTIONS] [--json]
  tengen-cli player withdraw T.tengen ID [--reinstate]
  tengen-cli player round T.tengen ID --round R --state present|absent|bye [--check-in]
  tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--json]
PLAYER OPTIONS: --family --given --family-latin --given-latin --name-order family|given
  --rank 2d|5k|3p|2段|5级 --rank-override R --country CC --club C --association A
  --rating N --rating-system egd|aga|ffg|other --egd-pin --aga-id --ffg-licence --other-ids
  --birth-date YYYY-MM-DD --gender f|m --category C --fee-due N --fee-paid N
  --status preliminary|final --contact C --notes N
Exit status: 0 success, 1 invalid input, 2 usage error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="67"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="70"/>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="81"/>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="114"/>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="143"/>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="159"/>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="170"/>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="177"/>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="185"/>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="190"/>
        <source>--gender: expected f or m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="200"/>
        <source>--status: expected preliminary or final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="226"/>
        <source>  (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="234"/>
        <source>&apos;%1&apos; is not a player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="245"/>
        <location filename="../app/cli/cli.cpp" line="301"/>
        <location filename="../app/cli/cli.cpp" line="321"/>
        <location filename="../app/cli/cli.cpp" line="345"/>
        <location filename="../app/cli/cli.cpp" line="365"/>
        <location filename="../app/cli/cli.cpp" line="375"/>
        <location filename="../app/cli/cli.cpp" line="398"/>
        <source>the tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="247"/>
        <source>--name is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="254"/>
        <source>--system: expected mcmahon or swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="259"/>
        <source>--rounds: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="265"/>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="271"/>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="278"/>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="283"/>
        <source>--board-size: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="291"/>
        <source>Created %1: %2, %3 rounds, komi %4 (%5)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="309"/>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="316"/>
        <source>player needs add, list, edit, withdraw or round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="324"/>
        <location filename="../app/cli/cli.cpp" line="366"/>
        <location filename="../app/cli/cli.cpp" line="376"/>
        <source>the player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="327"/>
        <location filename="../app/cli/cli.cpp" line="368"/>
        <source>no player with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="330"/>
        <source>player add needs --family or --given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="381"/>
        <source>--round: expected 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="384"/>
        <source>--state: expected present, absent or bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="392"/>
        <source>unknown player command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="399"/>
        <source>the file to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="402"/>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="406"/>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cli.cpp" line="410"/>
        <source>Nothing was imported (%n error(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="415"/>
        <source>check: </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cli.cpp" line="430"/>
        <source>Imported %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="432"/>
        <source> and the tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="457"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../core/store/csv_import.cpp" line="198"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="214"/>
        <source>unknown column, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="219"/>
        <source>the same field appears twice in the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="227"/>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="236"/>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="240"/>
        <source>%1 fields where the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="278"/>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="288"/>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="297"/>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="307"/>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="313"/>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="322"/>
        <source>&apos;%1&apos; is not an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="334"/>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="33"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="57"/>
        <source>repeats line %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="100"/>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="110"/>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="123"/>
        <source>a player without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="128"/>
        <source>player %1 %2 appears twice (line %3): OpenGotha keys must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="145"/>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="178"/>
        <source>dates must be yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="187"/>
        <source>&apos;%1&apos; is not a komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="191"/>
        <source>Category %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="192"/>
        <source>rank %1 and above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="200"/>
        <source>XML error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="204"/>
        <source>missing: the file has no tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="91"/>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <source>GoR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="108"/>
        <source>grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>no two-letter country code after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="135"/>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="165"/>
        <source>line too short for the échelle layout (%1 characters, 61 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="171"/>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="200"/>
        <source>no players found: is this an FFG échelle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="223"/>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>AGA ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>&apos;%1&apos; is not a member number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="261"/>
        <source>no players found: is this an AGA TDList?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="91"/>
        <source>%1 cannot be read as a tournament file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="96"/>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="99"/>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="106"/>
        <location filename="../core/store/tournament_file.cpp" line="109"/>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="116"/>
        <source>There is no file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="118"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="121"/>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="166"/>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="189"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="199"/>
        <source>cannot commit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="219"/>
        <source>%1 exists already; open it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="275"/>
        <source>%1 has no tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="473"/>
        <location filename="../core/store/tournament_file.cpp" line="524"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="536"/>
        <location filename="../core/store/tournament_file.cpp" line="548"/>
        <location filename="../core/store/tournament_file.cpp" line="592"/>
        <location filename="../core/store/tournament_file.cpp" line="605"/>
        <source>no player with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="601"/>
        <source>round numbers start at 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="629"/>
        <source>already registered as #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="630"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="631"/>
        <source>%1:%2: %3 may be the same player as %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <location filename="../core/tournament/player.cpp" line="169"/>
        <source>the player needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="173"/>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="180"/>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="183"/>
        <source>fees cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="186"/>
        <source>round numbers start at 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="144"/>
        <source>the rank is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="162"/>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="166"/>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="171"/>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="176"/>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="178"/>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="182"/>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="186"/>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="191"/>
        <source>&apos;%1&apos; is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="78"/>
        <source>the tournament needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="80"/>
        <source>the number of rounds must be between 1 and 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="82"/>
        <source>the last day is before the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="84"/>
        <source>the board size must be between 2 and 25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="86"/>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="90"/>
        <source>time settings cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>About Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="118"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="121"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="122"/>
        <source>&amp;Import players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="123"/>
        <source>Tournament &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="124"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="125"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="126"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="127"/>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>&amp;Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="129"/>
        <source>&amp;Edit player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="130"/>
        <source>&amp;Withdraw or reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="131"/>
        <source>&amp;Check in for the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="132"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="134"/>
        <source>&amp;About Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="135"/>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament with File ▸ New, or open a .tengen file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <location filename="../app/gui/main_window.cpp" line="141"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="139"/>
        <location filename="../app/gui/main_window.cpp" line="142"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="139"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="183"/>
        <source>Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="188"/>
        <source>%1 — %2 — Tengen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="202"/>
        <source>Cannot open the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="215"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="224"/>
        <source>Cannot create the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>Nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="259"/>
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="266"/>
        <source>Imported %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="268"/>
        <source>The tournament settings were taken from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="275"/>
        <source>Import finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="294"/>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="295"/>
        <source>Tengen tournaments (*.tengen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="305"/>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="306"/>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="316"/>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="317"/>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>EGD rating list (allworld_lp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>FFG rating list (échelle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>AGA TDList</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>OpenGotha tournament (.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Format of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="353"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="26"/>
        <source>Tournament settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="40"/>
        <source>McMahon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="41"/>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Chinese (area counting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Ing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>New Zealand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Tromp-Taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="57"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="64"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="70"/>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="73"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="74"/>
        <source>Name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="75"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="76"/>
        <source>First day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="77"/>
        <source>Last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="78"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="79"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="80"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="84"/>
        <source>Komi (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="85"/>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="88"/>
        <source>+ byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="92"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="93"/>
        <source>Categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="146"/>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="156"/>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="35"/>
        <source>Edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="35"/>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="40"/>
        <source>e.g. Ke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="41"/>
        <source>e.g. Jie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="43"/>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="44"/>
        <source>Given name first (Thomas Müller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="47"/>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="53"/>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="57"/>
        <source>only to override rank and rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="61"/>
        <source>EGD GoR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="62"/>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="63"/>
        <source>FFG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="64"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="74"/>
        <source>yyyy-mm-dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="76"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="77"/>
        <source>female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="78"/>
        <source>male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="86"/>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="87"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="101"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="103"/>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="104"/>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="105"/>
        <source>Family name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="106"/>
        <source>Given name (Latin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="107"/>
        <source>Name order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="109"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="111"/>
        <source>Declared rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="116"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="117"/>
        <source>Rank set by director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="118"/>
        <source>McMahon correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="120"/>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="122"/>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="123"/>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="124"/>
        <source>Association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="125"/>
        <source>EGD PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="126"/>
        <source>AGA ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="127"/>
        <source>FFG licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="128"/>
        <source>Other IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="129"/>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="130"/>
        <source>Gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="131"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="132"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="133"/>
        <source>Fee due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="134"/>
        <source>Fee paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="135"/>
        <source>Contact (private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="136"/>
        <source>Notes (private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="168"/>
        <source>Enter the player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="173"/>
        <source>Declared rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="177"/>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="182"/>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="187"/>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="190"/>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="193"/>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="196"/>
        <source>EGD PIN: eight digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="247"/>
        <source>Plays as %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="159"/>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>preliminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="166"/>
        <source>paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="167"/>
        <source>owes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="170"/>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="171"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="172"/>
        <source>checked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="186"/>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="188"/>
        <source>Set by the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="190"/>
        <source>From the rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="191"/>
        <source>As declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="203"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="204"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="205"/>
        <source>Latin name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="206"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="207"/>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="208"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="209"/>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="210"/>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="211"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="212"/>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="213"/>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="214"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="164"/>
        <source>Registered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="224"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="235"/>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="252"/>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="253"/>
        <source>Hide withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="254"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="255"/>
        <source>Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="256"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="257"/>
        <source>Check in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="258"/>
        <source>Absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="259"/>
        <source>Bye requested</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="55"/>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="72"/>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Withdraw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Reinstate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="114"/>
        <source>Round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="137"/>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
