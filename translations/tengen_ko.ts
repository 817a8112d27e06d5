<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Certificates</name>
    <message>
        <source>%1 — certificates</source>
        <translation>%1 — 인정서</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Certificate of Grade</source>
        <translation>단급 인정서</translation>
    </message>
    <message>
        <source>won %1 of %2 games in %3 and is awarded the grade of</source>
        <translation>%3에서 %2국 중 %1승의 성적을 거두었으므로 다음 단급을 인정합니다</translation>
    </message>
    <message>
        <source>grade claimed: %1</source>
        <translation>신청 단급: %1</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>인정 번호: %1</translation>
    </message>
    <message>
        <source>Chief referee</source>
        <translation>심판장</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>주최</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1에는 값이 필요합니다</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>알 수 없는 옵션 %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1이(가) 지정되지 않았습니다</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1: &apos;%2&apos;은(는) 금액이 아닙니다</translation>
    </message>
    <message>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order: &apos;%1&apos;이(가) 아니라 family 또는 given이어야 합니다</translation>
    </message>
    <message>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country: &apos;%1&apos;은(는) 국가 이름이나 두 글자 국가 코드가 아닙니다</translation>
    </message>
    <message>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating: &apos;%1&apos;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system: egd, aga, ffg, other 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date: &apos;%1&apos;은(는) 날짜가 아닙니다(yyyy-mm-dd)</translation>
    </message>
    <message>
        <source>--gender: expected f or m</source>
        <translation>--gender: f 또는 m이어야 합니다</translation>
    </message>
    <message>
        <source>--status: expected preliminary or final</source>
        <translation>--status: preliminary 또는 final이어야 합니다</translation>
    </message>
    <message>
        <source>  (withdrawn)</source>
        <translation>  (기권)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>&apos;%1&apos;은(는) 선수 ID가 아닙니다</translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation>대회 파일</translation>
    </message>
    <message>
        <source>--name is required</source>
        <translation>--name을 지정해야 합니다</translation>
    </message>
    <message>
        <source>--rounds: expected a number</source>
        <translation>--rounds: 숫자여야 합니다</translation>
    </message>
    <message>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day: yyyy-mm-dd 형식이어야 합니다</translation>
    </message>
    <message>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day: yyyy-mm-dd 형식이어야 합니다</translation>
    </message>
    <message>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi: 7.5 같은 집 수 또는 3¾子 같은 子 수여야 합니다</translation>
    </message>
    <message>
        <source>--board-size: expected a number</source>
        <translation>--board-size: 숫자여야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>Created %1: %2, %n round(s), komi %3 (%4)</source>
        <translation>
            <numerusform>%1 생성됨: %2, %n라운드, 덤 %3(%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and the tournament settings.</source>
        <translation>
            <numerusform>선수 %n명과 대회 설정을 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>선수 %n명을 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>선수 %2명이 있는 데모 대회 %1을(를) 만들었습니다
</translation>
    </message>
    <message>
        <source>the player id</source>
        <translation>선수 ID</translation>
    </message>
    <message>
        <source>player add needs --family or --given</source>
        <translation>player add에는 --family 또는 --given이 필요합니다</translation>
    </message>
    <message>
        <source>--round: expected 1 to %1</source>
        <translation>--round: 1부터 %1 사이여야 합니다</translation>
    </message>
    <message>
        <source>--state: expected present, absent or bye</source>
        <translation>--state: present, absent, bye 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>알 수 없는 player 명령 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>가져올 파일</translation>
    </message>
    <message>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format: csv, egd, ffg, aga, opengotha 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>경고: </translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>아무것도 가져오지 않았습니다(오류 %n개).</numerusform>
        </translation>
    </message>
    <message>
        <source>check: </source>
        <translation>확인 필요: </translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>알 수 없는 명령 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>player needs add, list, edit, withdraw, delete, duplicates or round</source>
        <translation>player에는 add, list, edit, withdraw, delete, duplicates, round 중 하나가 필요합니다</translation>
    </message>
    <message>
        <source>Deleted #%1 %2</source>
        <translation>#%1 %2 삭제됨</translation>
    </message>
    <message>
        <source>#%1 %2 and #%3 %4: %5</source>
        <translation>#%1 %2 와(과) #%3 %4: %5</translation>
    </message>
    <message>
        <source>--ko: expected simple, positional or situational</source>
        <translation>--ko: simple, positional, situational 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>move %1 (%2 %3): %4</source>
        <translation>%1수(%2 %3): %4</translation>
    </message>
    <message>
        <source> (flagged for the referee, not illegal under these rules)</source>
        <translation> (심판 판정 대상, 이 규칙에서는 반칙 아님)</translation>
    </message>
    <message>
        <source>verify needs SGF files or folders</source>
        <translation>verify에는 SGF 파일 또는 폴더가 필요합니다</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), all legal under %1</source>
        <translation>
            <numerusform>%n수, %1 규칙에서 모두 합법</numerusform>
        </translation>
    </message>
    <message>
        <source>illegal at %1</source>
        <translation>반칙: %1</translation>
    </message>
    <message>
        <source>the SGF file</source>
        <translation>SGF 파일</translation>
    </message>
    <message>
        <source>--komi: a number of half points, such as 7.5</source>
        <translation>--komi: 7.5처럼 0.5집 단위의 수여야 합니다</translation>
    </message>
    <message>
        <source>--dead: &apos;%1&apos; is not a point (D16 or dd)</source>
        <translation>--dead: &apos;%1&apos;은(는) 바둑판의 점이 아닙니다(D16 또는 dd 형식)</translation>
    </message>
    <message>
        <source>the game is illegal: %1</source>
        <translation>대국에 반칙이 있습니다: %1</translation>
    </message>
    <message>
        <source>--black-count: Black&apos;s count in 子, such as 184.5</source>
        <translation>--black-count: 184.5처럼 흑의 子 수여야 합니다</translation>
    </message>
    <message>
        <source>result from the referee&apos;s count of Black: %1</source>
        <translation>심판이 센 흑의 子 수에 따른 결과: %1</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>오류: </translation>
    </message>
    <message>
        <source>%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7</source>
        <translation>%1(%2): 흑 %3, 백 %4, 공배 %5; 덤 %6, 치석 보정 %7</translation>
    </message>
    <message>
        <source>%1:%2: &apos;%3&apos; is not a time in milliseconds</source>
        <translation>%1:%2: &apos;%3&apos;은(는) 밀리초 단위의 시각이 아닙니다</translation>
    </message>
    <message>
        <source>%1:%2: %3 ms comes before the press on the line above</source>
        <translation>%1:%2: %3 ms가 앞 줄의 누른 시각보다 이릅니다</translation>
    </message>
    <message>
        <source>--control: %1</source>
        <translation>--control: %1</translation>
    </message>
    <message>
        <source>--language: expected zh, en, ja or ko</source>
        <translation>--language: zh, en, ja, ko 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--presses FILE is required (one press time in ms per line; it may be empty)</source>
        <translation>--presses FILE이(가) 필요합니다(한 줄에 누른 시각 하나, 밀리초 단위; 빈 파일도 됩니다)</translation>
    </message>
    <message>
        <source>--table: a table number from 1</source>
        <translation>--table: 테이블 번호는 1부터</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>--round must be a round number</source>
        <translation>--round에는 라운드 번호를 지정해야 합니다</translation>
    </message>
    <message>
        <source>a player id</source>
        <translation>선수 ID</translation>
    </message>
    <message>
        <source>Round %1 unpaired.</source>
        <translation>%1라운드 대진을 취소했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n game(s)</source>
        <translation>
            <numerusform>%1라운드: 대국 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>부전승: %1</translation>
    </message>
    <message>
        <source>result needs --round, --table and --result</source>
        <translation>result에는 --round, --table, --result가 필요합니다</translation>
    </message>
    <message>
        <source>--table must be a table number</source>
        <translation>--table에는 테이블 번호를 지정해야 합니다</translation>
    </message>
    <message>
        <source>Round %1, table %2: result entered.</source>
        <translation>%1라운드 %2번 테이블: 결과를 입력했습니다.</translation>
    </message>
    <message>
        <source>the OpenGotha file</source>
        <translation>OpenGotha 파일</translation>
    </message>
    <message>
        <source>--compat must be opengotha-3.52 or opengotha-2024</source>
        <translation>--compat는 opengotha-3.52 또는 opengotha-2024여야 합니다</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 games reproduced (%4 with the same players); total Tengen %5, file %6</source>
        <translation>%1라운드: 대국 %3개 중 %2개 재현(같은 선수끼리 %4개); 합계 Tengen %5, 파일 %6</translation>
    </message>
    <message>
        <source>; bye %1 (file: %2)</source>
        <translation>; 부전승 %1(파일: %2)</translation>
    </message>
    <message>
        <source>%1 of %2 games reproduced.</source>
        <translation>대국 %2개 중 %1개를 재현했습니다.</translation>
    </message>
    <message>
        <source>%1: the seed must be at least 16 bytes in hexadecimal</source>
        <translation>%1: 시드는 16바이트 이상의 16진수여야 합니다</translation>
    </message>
    <message>
        <source>The seed matches the commitment published before the draw.</source>
        <translation>시드가 추첨 전에 공개된 커밋값과 일치합니다.</translation>
    </message>
    <message>
        <source>The seed does NOT match the commitment.</source>
        <translation>시드가 커밋값과 일치하지 않습니다!</translation>
    </message>
    <message>
        <source>Table %1: the draw gives white to %2, the record says %3.</source>
        <translation>%1번 테이블: 추첨 결과 백은 %2이지만 기록에는 %3입니다.</translation>
    </message>
    <message>
        <source>Every draw of round %1 is reproduced (%2 tables).</source>
        <translation>%1라운드의 모든 추첨 결과가 재현되었습니다(테이블 %2개).</translation>
    </message>
    <message>
        <source>Round %1 does not verify.</source>
        <translation>%1라운드 검증에 실패했습니다.</translation>
    </message>
    <message>
        <source>--table needs --white ID (and --reason)</source>
        <translation>--table에는 --white ID(및 --reason)가 필요합니다</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 takes white.</source>
        <translation>%1라운드 %2번 테이블: %3이(가) 백을 잡도록 바꿨습니다.</translation>
    </message>
    <message>
        <source>Round %1 colours by %2. Commitment (SHA-256 of the seed): %3</source>
        <translation>%1라운드 흑백을 %2(으)로 정했습니다. 커밋값(시드의 SHA-256): %3</translation>
    </message>
    <message>
        <source>Round %1: colours are decided at the boards and entered with the results (result --black ID).</source>
        <translation>%1라운드: 흑백은 대국석에서 정하고 결과와 함께 입력합니다(result --black ID).</translation>
    </message>
    <message>
        <source>--method must be lots, nigiri or board</source>
        <translation>--method는 lots, nigiri, board 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--reserve-table needs a player id and --table N</source>
        <translation>--reserve-table에는 선수 ID와 --table N이 필요합니다</translation>
    </message>
    <message>
        <source>Constraint removed.</source>
        <translation>제약을 삭제했습니다.</translation>
    </message>
    <message>
        <source>Constraint %1 added.</source>
        <translation>제약 %1을(를) 추가했습니다.</translation>
    </message>
    <message>
        <source>--black must be a player id</source>
        <translation>--black은 선수 ID여야 합니다</translation>
    </message>
    <message>
        <source>--encoding must be latin1, ascii or utf8</source>
        <translation>--encoding은 latin1, ascii, utf8 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>경고: %1</translation>
    </message>
    <message>
        <source>a PDF needs -o FILE</source>
        <translation>PDF에는 -o FILE이 필요합니다</translation>
    </message>
    <message>
        <source>--format must be text, html or pdf</source>
        <translation>--format은 text, html, pdf 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--format must be egf, aga, ffg or opengotha</source>
        <translation>--format은 egf, aga, ffg, opengotha 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--address must be an IP address</source>
        <translation>--address는 IP 주소여야 합니다</translation>
    </message>
    <message>
        <source>--port must be a port number</source>
        <translation>--port는 포트 번호여야 합니다</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2</source>
        <translation>%1:%2에서 수신할 수 없습니다</translation>
    </message>
    <message>
        <source>Live page at http://%1:%2/ (Ctrl+C stops it)</source>
        <translation>실시간 페이지: http://%1:%2/ (Ctrl+C로 중지)</translation>
    </message>
    <message>
        <source>--format must be text, csv, html or pdf</source>
        <translation>--format은 text, csv, html, pdf 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--sort must be rank, name or club</source>
        <translation>--sort는 rank, name, club 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--table: a table number from 1 to %1</source>
        <translation>--table: 테이블 번호는 1~%1입니다</translation>
    </message>
    <message>
        <source>--format must be text, csv or json</source>
        <translation>--format은 text, csv, json 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation>--period: %1</translation>
    </message>
    <message>
        <source>%1: the schedule is for %2 s periods, not %3 s</source>
        <translation>%1: 이 호출표는 %2초 초읽기용이며 %3초용이 아닙니다</translation>
    </message>
    <message>
        <source>--schedule: the schedule is for %1 s periods, the control has %2 s</source>
        <translation>--schedule: 이 호출표는 %1초 초읽기용인데 제한 시간은 %2초입니다</translation>
    </message>
    <message>
        <source>--result must be 1 or w (White wins), 2 or b (Black wins), = (jigo), 0 (both lose), both-win, or ? (no result)</source>
        <translation>--result는 1 또는 w(백 승), 2 또는 b(흑 승), =(무승부), 0(양쪽 패), both-win(양쪽 승), ?(결과 없음) 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>Run &apos;tengen-cli help&apos; for every command and option.</source>
        <translation>모든 명령과 옵션은 &apos;tengen-cli help&apos; 로 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>--lang must be one of %1</source>
        <translation>--lang 는 다음 중 하나여야 합니다: %1</translation>
    </message>
    <message>
        <source>--dead: %1 has no stone</source>
        <translation>--dead: %1 에 돌이 없습니다</translation>
    </message>
    <message>
        <source>--preset must be one of %1</source>
        <translation>--preset 는 다음 중 하나여야 합니다: %1</translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--set 는 &apos;%1&apos; 이 아니라 KEY=VALUE 형식입니다</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3</source>
        <translation>%1라운드: %2 - %3</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>원시 가중치 (값 / 가중치):</translation>
    </message>
    <message numerus="yes">
        <source>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</source>
        <translation>
            <numerusform>모든 대국의 두 선수가 같습니다. 그중 %n 판은 흑백이 대진과 다릅니다 (추첨이나 돌가리기로 정했거나 본부에서 변경).</numerusform>
        </translation>
    </message>
    <message>
        <source>--players needs --round</source>
        <translation>--players 에는 --round 가 필요합니다</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 (White) - %4 (Black)%5</source>
        <translation>%1라운드 %2번 대국: %3 (백) - %4 (흑)%5</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>、%n점</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory for this command</source>
        <translation>이 명령을 실행할 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>the command failed unexpectedly: %1</source>
        <translation>명령이 예기치 않게 실패했습니다: %1</translation>
    </message>
    <message>
        <source>the command failed unexpectedly</source>
        <translation>명령이 예기치 않게 실패했습니다</translation>
    </message>
    <message>
        <source>--record: %1 is not a file to overwrite</source>
        <translation>--record: %1 은 덮어쓸 수 없습니다</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>결과 없음: 사활 표시가 서로 맞지 않습니다</translation>
    </message>
    <message>
        <source>--rules: expected one of %1</source>
        <translation>--rules: 다음 중 하나여야 합니다: %1</translation>
    </message>
    <message>
        <source>--time: %1</source>
        <translation>--time: %1</translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation>#%1 %2: %3</translation>
    </message>
    <message>
        <source>Nothing was changed; --yes does it anyway.</source>
        <translation>아무것도 바꾸지 않았습니다. --yes 를 붙이면 그대로 실행합니다.</translation>
    </message>
    <message>
        <source>The hall of round %1 at %2 (Ctrl+C stops it)</source>
        <translation>%1라운드 홀: %2 (Ctrl+C로 중지)</translation>
    </message>
    <message>
        <source>--url: a ws://HOST:PORT address of a hall</source>
        <translation>--url: 홀의 ws://호스트:포트 주소</translation>
    </message>
    <message>
        <source>--tournament: the tournament file the hall serves</source>
        <translation>--tournament: 홀이 다루는 대회 파일</translation>
    </message>
    <message>
        <source>--%1: a number from %2 to %3</source>
        <translation>--%1: %2에서 %3 사이의 수</translation>
    </message>
    <message>
        <source>--drop-rate: a share from 0 to 1</source>
        <translation>--drop-rate: 0에서 1 사이의 비율</translation>
    </message>
    <message>
        <source>%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; latency p99 %6 ms</source>
        <translation>%1대: 누름 %2회 전송, %3회 적용, %4회 분실, %5회 중복; 지연 p99 %6 ms</translation>
    </message>
    <message>
        <source>--hall-url: an address such as http://192.168.1.10:8090/</source>
        <translation>--hall-url: http://192.168.1.10:8090/ 같은 주소</translation>
    </message>
    <message>
        <source>the tournament to copy</source>
        <translation>복사할 대회</translation>
    </message>
    <message>
        <source>where to copy it</source>
        <translation>복사할 곳</translation>
    </message>
    <message>
        <source>Copied %1 to %2
</source>
        <translation>%1을(를) %2(으)로 복사했습니다
</translation>
    </message>
    <message>
        <source>director</source>
        <translation>대회 책임자</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>접수</translation>
    </message>
    <message>
        <source>results</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>심판</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>server needs init, grant or roles</source>
        <translation>server 뒤에 init, grant, roles 중 하나가 필요합니다</translation>
    </message>
    <message>
        <source>the server&apos;s address</source>
        <translation>서버 주소</translation>
    </message>
    <message>
        <source>%1: a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1: postgresql://사용자@호스트/데이터베이스 형식의 주소여야 합니다</translation>
    </message>
    <message>
        <source>server init needs --director USER</source>
        <translation>server init 에는 --director 사용자 가 필요합니다</translation>
    </message>
    <message>
        <source>The desks&apos; roles are set up on %1; %2 is its director
</source>
        <translation>%1에 각 데스크의 역할을 설정했습니다. %2이(가) 대회 책임자입니다
</translation>
    </message>
    <message>
        <source>--role must be director, registration, results, referee or viewer</source>
        <translation>--role 은 director, registration, results, referee, viewer 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>server grant needs --user USER</source>
        <translation>server grant 에는 --user 사용자 가 필요합니다</translation>
    </message>
    <message>
        <source>%1 is a %2 desk on %3
</source>
        <translation>%1은(는) %3의 %2 데스크입니다
</translation>
    </message>
    <message>
        <source>none (this user may not read the tournament)</source>
        <translation>없음 (이 사용자는 대회를 읽을 수 없음)</translation>
    </message>
    <message>
        <source>the tournament to back up</source>
        <translation>백업할 대회</translation>
    </message>
    <message>
        <source>the file to write the copy to</source>
        <translation>사본을 쓸 파일</translation>
    </message>
    <message>
        <source>Saved a copy of %1 to %2
</source>
        <translation>%1의 사본을 %2에 저장했습니다
</translation>
    </message>
    <message>
        <source>--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)</source>
        <translation>--stall-rate: 0에서 1 사이의 비율 (--drop-rate와 합쳐 최대 1)</translation>
    </message>
    <message>
        <source>the hall did not start: %1</source>
        <translation>홀을 시작하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>--board-count: 2 to 10 boards</source>
        <translation>--board-count: 2~10개 판</translation>
    </message>
    <message>
        <source>--lineup: expected fixed or free</source>
        <translation>--lineup: fixed 또는 free여야 합니다</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a player id</source>
        <translation>%1: &apos;%2&apos;은(는) 선수 ID가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team id</source>
        <translation>&apos;%1&apos;은(는) 팀 ID가 아닙니다</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>%1번 판</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>후보</translation>
    </message>
    <message>
        <source>  (captain)</source>
        <translation>  (주장)</translation>
    </message>
    <message>
        <source>the team id</source>
        <translation>팀 ID</translation>
    </message>
    <message>
        <source>Removed team %1 %2</source>
        <translation>팀 %1 %2을(를) 삭제했습니다</translation>
    </message>
    <message>
        <source>unknown team command &apos;%1&apos;</source>
        <translation>알 수 없는 team 명령 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lineup and the team rules are for a team event (--teams)</source>
        <translation>--lineup 과 단체전 규칙은 단체전(--teams)에만 씁니다</translation>
    </message>
    <message>
        <source>--team is required</source>
        <translation>--team 이 필요합니다</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rules</source>
        <translation>개인전입니다: 단체전 규칙이 없습니다</translation>
    </message>
    <message>
        <source>Boards: %1, line-ups: %2</source>
        <translation>판 수: %1, 출전 명단: %2</translation>
    </message>
    <message>
        <source>Pairing: %1</source>
        <translation>대진: %1</translation>
    </message>
    <message>
        <source>A team&apos;s bye: %1</source>
        <translation>팀 부전승: %1</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <translation>순위: %1</translation>
    </message>
    <message>
        <source>--players: the players in board order, as 12,7,3,9</source>
        <translation>--players: 판 순서대로 선수, 예 12,7,3,9</translation>
    </message>
    <message>
        <source>%1, round %2:</source>
        <translation>%1, %2라운드:</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>%1경기: %2 – %3</translation>
    </message>
    <message>
        <source>pairing by hand needs --home and --away</source>
        <translation>수동 대진에는 --home 과 --away 가 필요합니다</translation>
    </message>
    <message>
        <source>Team %1 forfeits its match of round %2</source>
        <translation>팀 %1 이(가) %2라운드 경기를 기권</translation>
    </message>
    <message>
        <source>--team-pairing: expected swiss, round-robin, double-round-robin or manual</source>
        <translation>--team-pairing: swiss, round-robin, double-round-robin, manual 중 하나</translation>
    </message>
    <message>
        <source>--team-bye: expected draw, win or loss</source>
        <translation>--team-bye: draw, win, loss 중 하나</translation>
    </message>
    <message>
        <source>Match points (win/draw/loss): %1; a tied match: %2; counted: %3</source>
        <translation>매치 점수(승/무/패): %1, 동점 경기: %2, 계산: %3</translation>
    </message>
    <message>
        <source>--match-count: expected boards or opengotha</source>
        <translation>--match-count: boards 또는 opengotha</translation>
    </message>
    <message>
        <source>--format must be html or pdf</source>
        <translation>--format은 html 또는 pdf여야 합니다</translation>
    </message>
    <message>
        <source>Boards with handicap by rank: %1</source>
        <translation>급수에 따른 접바둑: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>McMahon bar between teams: %1</source>
        <translation>팀 간 맥마흔 바: %1</translation>
    </message>
    <message>
        <source>none (team Swiss)</source>
        <translation>없음(팀 스위스)</translation>
    </message>
    <message>
        <source>--explain needs two team ids</source>
        <translation>--explain에는 팀 ID 두 개가 필요합니다</translation>
    </message>
    <message>
        <source>--state: expected present or absent</source>
        <translation>--state: present 또는 absent여야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) present in round %2</source>
        <translation>
            <numerusform>%1: %n명이 %2라운드에 출전</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) absent in round %2</source>
        <translation>
            <numerusform>%1: %n명이 %2라운드에 불참</numerusform>
        </translation>
    </message>
    <message>
        <source>--team-handicap: expected yes or no</source>
        <translation>--team-handicap: yes 또는 no여야 합니다</translation>
    </message>
    <message>
        <source>--team-mcmahon-bar: expected an amateur rank such as 3d, or none</source>
        <translation>--team-mcmahon-bar: 3d 같은 아마추어 급수 또는 none이어야 합니다</translation>
    </message>
    <message>
        <source>team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable or boards</source>
        <translation>team에는 add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable, boards 중 하나가 필요합니다</translation>
    </message>
    <message>
        <source>--system: expected mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system: mcmahon, swiss, round-robin, double-round-robin, groups, knockout 중 하나</translation>
    </message>
    <message>
        <source>--rounds: a round robin&apos;s, groups&apos; or knockout&apos;s rounds follow from its players</source>
        <translation>--rounds: 리그전·조별 리그·토너먼트의 라운드 수는 선수 수로 정해집니다</translation>
    </message>
    <message>
        <source>a team event&apos;s round robin is its team pairing (--team-pairing round-robin)</source>
        <translation>단체전 리그는 단체 편성으로 (--team-pairing round-robin)</translation>
    </message>
    <message>
        <source>Created %1: %2; its rounds follow from its players when they are placed (stage place, or pair round 1)</source>
        <translation>%1 생성: %2. 선수 번호를 정하면 (stage place, 또는 1라운드 편성) 라운드 수가 정해집니다</translation>
    </message>
    <message>
        <source>--stage: a stage of the event, 1 to %1</source>
        <translation>--stage: 대회의 단계, 1~%1</translation>
    </message>
    <message>
        <source>--groups and --per-group are for a groups stage</source>
        <translation>--groups와 --per-group은 조별 리그 단계용입니다</translation>
    </message>
    <message>
        <source>--best-of: 1 or 3</source>
        <translation>--best-of: 1 또는 3</translation>
    </message>
    <message>
        <source>--best-of and --third-place are for a knockout</source>
        <translation>--best-of와 --third-place는 토너먼트용입니다</translation>
    </message>
    <message>
        <source>--withdrawal: half or forfeit</source>
        <translation>--withdrawal: half 또는 forfeit</translation>
    </message>
    <message>
        <source>--seating: strength or lots</source>
        <translation>--seating: strength(실력순) 또는 lots(추첨)</translation>
    </message>
    <message>
        <source>--criteria: unknown criterion &apos;%1&apos;</source>
        <translation>--criteria: 알 수 없는 순위 기준 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is for a round robin, groups or knockout</source>
        <translation>--%1은(는) 리그전·조별 리그·토너먼트용입니다</translation>
    </message>
    <message>
        <source>--top is for a later stage (stage add)</source>
        <translation>--top은 이후 단계용입니다 (stage add)</translation>
    </message>
    <message>
        <source>stage: expected list, add, place, unplace, remove or schedule</source>
        <translation>stage: list, add, place, unplace, remove, schedule 중 하나</translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s) placed</source>
        <translation>
            <numerusform>, 선수 %n명 배정됨</numerusform>
        </translation>
    </message>
    <message>
        <source>, the top %1 of the stage before</source>
        <translation>, 이전 단계 상위 %1명</translation>
    </message>
    <message>
        <source>--format: round-robin, knockout (a later stage)</source>
        <translation>--format: round-robin 또는 knockout (이후 단계)</translation>
    </message>
    <message>
        <source>--top K: how many players of the stage before go on</source>
        <translation>--top K: 이전 단계에서 진출하는 인원</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 추가됨</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 삭제됨</translation>
    </message>
    <message>
        <source>Stage %1: the places are taken back</source>
        <translation>%1단계: 배정을 취소했습니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) placed</source>
        <translation>
            <numerusform>%1: 선수 %n명 배정</numerusform>
        </translation>
    </message>
    <message>
        <source> (by lot, seed %1)</source>
        <translation>(추첨, 시드 %1)</translation>
    </message>
    <message>
        <source>bracket decide needs --round, --table, --winner and --reason</source>
        <translation>bracket decide에는 --round, --table, --winner, --reason이 필요합니다</translation>
    </message>
    <message>
        <source>--winner: a player id</source>
        <translation>--winner: 선수 ID</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is recorded</source>
        <translation>%1라운드 %2번 대국대: 심판 판정을 기록했습니다</translation>
    </message>
    <message>
        <source>; round %1 is paired</source>
        <translation>; %1라운드가 편성되었습니다</translation>
    </message>
    <message>
        <source>bracket undecide needs --round and --table</source>
        <translation>bracket undecide에는 --round와 --table이 필요합니다</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is taken back</source>
        <translation>%1라운드 %2번 대국대: 심판 판정을 취소했습니다</translation>
    </message>
    <message>
        <source>%1: no clips installed</source>
        <translation>%1: 설치된 음성 클립 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n clip(s) in %2</source>
        <translation>
            <numerusform>%1: %2에 음성 클립 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of the clips</source>
        <translation>음성 클립 폴더</translation>
    </message>
    <message>
        <source>espeak-ng is not installed: no clip can be rendered</source>
        <translation>espeak-ng가 설치되어 있지 않아 음성 클립을 만들 수 없습니다</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1: 폴더를 만들 수 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>%n clip(s) in %1</source>
        <translation>
            <numerusform>%1에 음성 클립 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>clock needs: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, or clips DIR</source>
        <translation>clock에는 다음 중 하나가 필요합니다: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, clips DIR</translation>
    </message>
    <message>
        <source>--system: only egd (the EGF&apos;s GoR) is computed</source>
        <translation>--system: egd(EGF의 GoR)만 계산합니다</translation>
    </message>
    <message>
        <source>--class must be A, B, C, D or X</source>
        <translation>--class는 A, B, C, D, X 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--%1: seconds, from 0.01 to 86400</source>
        <translation>--%1: 초 단위, 0.01~86400</translation>
    </message>
    <message>
        <source>publish needs -o FOLDER</source>
        <translation>publish에는 -o 폴더가 필요합니다</translation>
    </message>
    <message>
        <source>--to: an http:// or https:// address</source>
        <translation>--to: http:// 또는 https:// 주소여야 합니다</translation>
    </message>
    <message>
        <source>--to needs --secret S (or TENGEN_PUBLISH_SECRET)</source>
        <translation>--to에는 --secret S(또는 TENGEN_PUBLISH_SECRET)가 필요합니다</translation>
    </message>
    <message numerus="yes">
        <source>Published %n page(s) to %1</source>
        <translation>
            <numerusform>%1에 %n개 페이지를 게시했습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 not sent (%3); trying again in %4 s</source>
        <translation>%1: %2을(를) 보내지 못했습니다(%3). %4초 후 다시 보냅니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) not sent after %2 s (the site did not answer)</source>
        <translation>
            <numerusform>%1: %2초가 지나도 %n개 페이지를 보내지 못했습니다(사이트 응답 없음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to %1</source>
        <translation>
            <numerusform>%1에 %n개 페이지를 보냈습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>--password-stdin: no password on the first line</source>
        <translation>--password-stdin: 첫 줄에 비밀번호가 없습니다</translation>
    </message>
    <message>
        <source>every round of the event is paired (%1 of %1): --round names the one to show, change or unpair</source>
        <translation>대회의 모든 라운드가 대진되었습니다(%1/%1): 보거나 바꾸거나 취소할 라운드를 --round로 지정하십시오</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>%1라운드는 대회의 라운드(1~%2)에 없습니다</translation>
    </message>
    <message>
        <source>Left out (too few in their club for a full team): %1</source>
        <translation>편성되지 않음(클럽 인원이 한 팀에 모자람): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>%n개 팀을 만들었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) proposed; --apply makes them.</source>
        <translation>
            <numerusform>%n개 팀을 제안합니다. --apply로 만듭니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Teams of one school or club meet late: %1</source>
        <translation>같은 학교·클럽 팀은 가능한 한 만나지 않음: %1</translation>
    </message>
    <message>
        <source>board %1, table %2: %3 (%4) – %5 (%6)</source>
        <translation>%1번 보드, %2번 테이블: %3(%4) – %5(%6)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>--avoid-same-club: expected yes or no</source>
        <translation>--avoid-same-club: yes 또는 no여야 합니다</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>%1:%2에서 수신할 수 없습니다: %3</translation>
    </message>
    <message>
        <source>The hall stops: %1</source>
        <translation>대국장을 멈춥니다: %1</translation>
    </message>
    <message>
        <source>Warning: %1 is plain http://, so the secret can be read on the network; use https:// for a site others can reach</source>
        <translation>경고: %1 은(는) 암호화되지 않은 http:// 이므로 비밀 키가 네트워크에서 읽힐 수 있습니다. 다른 사람이 접속하는 사이트에는 https:// 를 쓰십시오</translation>
    </message>
    <message>
        <source>this event has no document &apos;%1&apos; (%2)</source>
        <translation>이 대회에는 문서 &apos;%1&apos;(%2)이 없습니다</translation>
    </message>
    <message>
        <source>--format: one of %1</source>
        <translation>--format: %1 중 하나</translation>
    </message>
    <message>
        <source>the document (tengen-cli report --list)</source>
        <translation>문서(tengen-cli report --list 참조)</translation>
    </message>
    <message>
        <source>no document &apos;%1&apos; (tengen-cli report --list)</source>
        <translation>문서 &apos;%1&apos;이 없습니다(tengen-cli report --list 참조)</translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>토너먼트의 다음 라운드가 대진되지 않았습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3, %n round(s)</source>
        <translation>
            <numerusform>%1. %2: %3, %n라운드</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s)</source>
        <translation>
            <numerusform>, %n명</numerusform>
        </translation>
    </message>
    <message>
        <source>, tables %1-%2</source>
        <translation>, %1-%2번 대국대</translation>
    </message>
    <message>
        <source> (numbered after the divisions before)</source>
        <translation> (앞 부문 다음부터 번호)</translation>
    </message>
    <message>
        <source>--system: mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system: mcmahon, swiss, round-robin, double-round-robin, groups 또는 knockout</translation>
    </message>
    <message>
        <source>--tables: a range of tables such as 41-75, or auto</source>
        <translation>--tables: 41-75 같은 대국대 범위 또는 auto</translation>
    </message>
    <message>
        <source>--name NAME: the division&apos;s name</source>
        <translation>--name 이름: 부문 이름</translation>
    </message>
    <message>
        <source>Added the division %1</source>
        <translation>부문 %1을(를) 추가했습니다</translation>
    </message>
    <message>
        <source>--name NAME: the division to change (--rename gives it a new name)</source>
        <translation>--name 이름: 바꿀 부문(--rename으로 새 이름)</translation>
    </message>
    <message>
        <source>Changed the division %1</source>
        <translation>부문 %1을(를) 변경했습니다</translation>
    </message>
    <message>
        <source>--name NAME: the division to remove</source>
        <translation>--name 이름: 삭제할 부문</translation>
    </message>
    <message>
        <source>Removed the division %1</source>
        <translation>부문 %1을(를) 삭제했습니다</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto</source>
        <translation>division: list, add, edit, remove 또는 auto가 필요합니다</translation>
    </message>
    <message>
        <source>--by grade|age|category: what the divisions are made by</source>
        <translation>--by grade|age|category: 부문을 나누는 기준</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n player(s)</source>
        <translation>
            <numerusform>%1 (%2): %n명</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied: the event has %n division(s).</source>
        <translation>
            <numerusform>적용했습니다: 대회에 부문이 %n개 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>A proposal: --apply makes these divisions.</source>
        <translation>제안입니다: --apply를 주면 이 부문들을 만듭니다.</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto, not &apos;%1&apos;</source>
        <translation>division: &apos;%1&apos;이(가) 아니라 list, add, edit, remove 또는 auto가 필요합니다</translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or the director&apos;s table (a JSON file)</source>
        <translation>--certify에는 --award-table hanguk-kiwon-kyu, nihon-kiin 또는 책임자의 표(JSON 파일)가 필요합니다</translation>
    </message>
    <message>
        <source>%1 (#%2, %3): claimed %4, %5 of %6 won: %7</source>
        <translation>%1 (#%2, %3): 신고 %4, %6국 중 %5승: %7</translation>
    </message>
    <message>
        <source>no grade awarded</source>
        <translation>인정 없음</translation>
    </message>
    <message>
        <source> (fee: %1)</source>
        <translation> (비용: %1)</translation>
    </message>
    <message>
        <source>--grades: a grade or a range of grades such as 6k-4k</source>
        <translation>--grades: 급·단 하나 또는 6k-4k 같은 범위</translation>
    </message>
    <message>
        <source>--award-table: %1 is neither a preset (%2) nor a file that can be read</source>
        <translation>--award-table: %1은(는) 사전 설정(%2)도 읽을 수 있는 파일도 아닙니다</translation>
    </message>
    <message>
        <source>%1: more than 64 KiB, not an award table</source>
        <translation>%1: 64 KiB를 넘습니다. 인정표가 아닙니다</translation>
    </message>
    <message>
        <source>--next-event needs --name NAME (the new event&apos;s)</source>
        <translation>--next-event에는 --name NAME(새 대회 이름)이 필요합니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) registered, %2 with the grade awarded here</source>
        <translation>
            <numerusform>%1: %n명을 등록했습니다. 그중 %2명은 여기서 인정된 단급입니다</numerusform>
        </translation>
    </message>
    <message>
        <source>--format: text, csv, json or pdf</source>
        <translation>--format: text, csv, json 또는 pdf</translation>
    </message>
    <message>
        <source>--format pdf needs -o FILE.pdf</source>
        <translation>--format pdf에는 -o FILE.pdf가 필요합니다</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>인정서를 %1에 썼습니다</translation>
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
        <translation></translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or FILE.json</source>
        <translation>--certify에는 --award-table hanguk-kiwon-kyu, nihon-kiin 또는 FILE.json이 필요합니다</translation>
    </message>
</context>
<context>
    <name>Criteria</name>
    <message>
        <source>Score</source>
        <translation>승점</translation>
    </message>
    <message>
        <source>SOS</source>
        <translation>SOS</translation>
    </message>
    <message>
        <source>SOS-1</source>
        <translation>SOS-1</translation>
    </message>
    <message>
        <source>SOS-2</source>
        <translation>SOS-2</translation>
    </message>
    <message>
        <source>CUSS</source>
        <translation>CUSS</translation>
    </message>
    <message>
        <source>SOSOS</source>
        <translation>SOSOS</translation>
    </message>
    <message>
        <source>SODOS</source>
        <translation>SODOS</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>Sonneborn–Berger</comment>
        <translation>SB</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Wins</source>
        <comment>games won, a standings column</comment>
        <translation>승수</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Wins (积分) — NBW</source>
        <translation>승수 — NBW</translation>
    </message>
    <message>
        <source>McMahon score — MMS</source>
        <translation>맥마혼 점수 — MMS</translation>
    </message>
    <message>
        <source>Opponents&apos; scores (对手分) — %1</source>
        <translation>상대 점수 합 — %1</translation>
    </message>
    <message>
        <source>Cumulative score (累进分) — %1</source>
        <translation>누적 점수 — %1</translation>
    </message>
    <message>
        <source>Defeated opponents&apos; scores — %1</source>
        <translation>이긴 상대 점수 합 — %1</translation>
    </message>
    <message>
        <source>Opponents&apos; SOS — %1</source>
        <translation>상대의 SOS 합 — %1</translation>
    </message>
    <message>
        <source>Direct confrontation — DC</source>
        <translation>직접 대결 — DC</translation>
    </message>
    <message>
        <source>Sonneborn–Berger — SB</source>
        <translation>존네보른-베르거 — SB</translation>
    </message>
    <message>
        <source>Koya — KOYA</source>
        <translation>Koya — KOYA</translation>
    </message>
    <message>
        <source>Games won — WINS</source>
        <translation>승수 — WINS</translation>
    </message>
</context>
<context>
    <name>DecisionRecord</name>
    <message>
        <source>Dispute decision  争议裁定</source>
        <translation>분쟁 판정  争议裁定</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>대회: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>테이블: %1</translation>
    </message>
    <message>
        <source>Black: %1   White: %2</source>
        <translation>흑: %1   백: %2</translation>
    </message>
    <message>
        <source>Record: %1, move %2 of %3</source>
        <translation>기보: %1, %2수 / 전체 %3수</translation>
    </message>
    <message>
        <source>position entered by hand</source>
        <translation>직접 입력한 국면</translation>
    </message>
    <message>
        <source>Rules: %1, komi %2, handicap %3, compensation %4</source>
        <translation>규칙: %1, 덤 %2, 치석 %3, 치석 보정 %4</translation>
    </message>
    <message>
        <source>Dead stones: none</source>
        <translation>사석: 없음</translation>
    </message>
    <message>
        <source>Dead stones: Black %1 (%2); White %3 (%4)</source>
        <translation>사석: 흑 %1 (%2); 백 %3 (%4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Count used: the referee&apos;s count of Black, %1子 (White %2子 of %3)</source>
        <translation>채택한 계산: 심판이 센 흑 %1子 (백 %2子, 모두 %3)</translation>
    </message>
    <message>
        <source>Count used: the board as marked, Black %1, White %2, dame %3</source>
        <translation>채택한 계산: 판 위 표시대로, 흑 %1, 백 %2, 공배 %3</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>결과: %1</translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>심판: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>시각: %1</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>%1 — standings after round %2</source>
        <translation>%1 — %2라운드 후 순위</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>급·단</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가/지역</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>소속</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>%1R</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ko</translation>
    </message>
    <message>
        <source>%1 — pairings of round %2</source>
        <translation>%1 — %2라운드 대진표</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>치석</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>Colour draw commitment (SHA-256 of the seed)</source>
        <translation>흑백 추첨 커밋값(시드의 SHA-256)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>서명</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1: 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation>%1라운드 대진표</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>%1라운드 후 순위</translation>
    </message>
    <message>
        <source>%1: cannot write the documents</source>
        <translation>%1: 문서를 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>홈</translation>
    </message>
    <message>
        <source>%1 — round %2: find your table</source>
        <translation>%1 — %2라운드: 내 테이블 찾기</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>흑백</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <source>%1 — players</source>
        <translation>%1 — 선수 명단</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>등록 상태</translation>
    </message>
    <message>
        <source>final</source>
        <translation>확정</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>가등록</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2</source>
        <translation>%1 — %2라운드 후 입상자</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>종합</translation>
    </message>
    <message>
        <source>Women</source>
        <translation>여자</translation>
    </message>
    <message>
        <source>Under %1 (age on %2)</source>
        <translation>%1세 미만 (%2 기준 나이)</translation>
    </message>
    <message>
        <source>Ranks %1 to %2</source>
        <translation>%1 ~ %2</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>상</translation>
    </message>
    <message>
        <source>No player qualifies.</source>
        <translation>해당하는 선수가 없습니다.</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1 (공동)</translation>
    </message>
    <message>
        <source>The tournament cannot be read right now; this page tries again in a moment.</source>
        <translation>지금은 대회 자료를 읽을 수 없습니다. 이 페이지는 잠시 뒤 다시 시도합니다.</translation>
    </message>
    <message>
        <source>round %1, table %2 (%3 – %4): a jigo with komi %5</source>
        <translation>%1라운드 %2번 (%3 – %4): 덤 %5 에서의 무승부</translation>
    </message>
    <message>
        <source>%1, without a reason</source>
        <translation>%1, 사유 없음</translation>
    </message>
    <message>
        <source>%1, reason: %2</source>
        <translation>%1, 사유: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>McMahon, bar %1, floor %2</source>
        <translation>맥마혼 방식, 상한 %1, 하한 %2</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>스위스 방식</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>호선</translation>
    </message>
    <message>
        <source>handicap by %1 below %2, correction %3, at most %4</source>
        <translation>%2 미만은 %1 로 접바둑, %3점 감, 최대 %4점</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>맥마혼 점수</translation>
    </message>
    <message>
        <source>bye %1, absent %2</source>
        <translation>부전승 %1점, 결석 %2점</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>순위 기준: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>players of one club or country meet late</source>
        <translation>같은 클럽·국가 선수는 늦게 만남</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>휴대폰 시계</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>line number in the standings</comment>
        <translation>번호</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>토너먼트 대진표</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>대전표</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>최종 순위</translation>
    </message>
    <message>
        <source>EGF rating (provisional)</source>
        <translation>EGF 레이팅(잠정)</translation>
    </message>
    <message>
        <source>Round %1: pairings and results</source>
        <translation>%1라운드: 대진과 결과</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2, by the final places</source>
        <translation>%1 — %2라운드 후 시상(최종 순위 기준)</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — %2라운드</translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation>%1 (%2라운드 후)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade awarded</comment>
        <translation>없음</translation>
    </message>
    <message>
        <source>Grade awarded</source>
        <translation>인정 단급</translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>not meeting twice</source>
        <translation>재대국 회피</translation>
    </message>
    <message>
        <source>the random tie-break</source>
        <translation>무작위 결정</translation>
    </message>
    <message>
        <source>colour balance</source>
        <translation>흑백 균형</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>score difference</source>
        <translation>점수 차</translation>
    </message>
    <message>
        <source>draw-ups and draw-downs</source>
        <translation>위아래 조 이동</translation>
    </message>
    <message>
        <source>seeding inside the score group</source>
        <translation>동점 조 안의 순위</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>접바둑</translation>
    </message>
    <message>
        <source>club and country</source>
        <translation>같은 클럽·국가 회피</translation>
    </message>
    <message>
        <source>%1: McMahon score %2 before the round, place %3 of %4 in the score group</source>
        <translation>%1: 이번 라운드 전 맥마흔 점수 %2, 동점 조 %4명 중 %3위</translation>
    </message>
    <message>
        <source>%1: wins before the round %2, place %3 of %4 in the score group</source>
        <translation>%1: 이번 라운드 전 %2승, 동점 조 %4명 중 %3위</translation>
    </message>
    <message numerus="yes">
        <source>• Not meeting twice: they have already played each other (%n time(s)); the pair loses this criterion&apos;s whole weight, the largest of all.</source>
        <translation>
            <numerusform>• 재대국 회피: 두 사람은 이미 대국했습니다 (%n번). 이 조합은 이 기준의 가중치를 모두 잃으며, 이는 모든 기준 중 가장 큽니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>• Not meeting twice: they have not played each other.</source>
        <translation>• 재대국 회피: 두 사람은 아직 대국하지 않았습니다.</translation>
    </message>
    <message>
        <source>• Score difference: both are in the same score group; full weight.</source>
        <translation>• 점수 차: 두 사람은 같은 동점 조입니다. 가중치 전부.</translation>
    </message>
    <message numerus="yes">
        <source>• Score difference: %1 against %2, %n score group(s) apart; %3 % of the weight.</source>
        <translation>
            <numerusform>• 점수 차: %1 대 %2, 동점 조 %n개 차이. 가중치의 %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• Colour balance: a handicap game of %n stone(s), the weaker player takes Black; colours do not count.</source>
        <translation>
            <numerusform>• 흑백 균형: %n점 접바둑으로 약한 쪽이 흑을 잡습니다. 흑백은 세지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>the game evens out both</source>
        <translation>이 대국으로 두 사람 모두 균형에 가까워집니다</translation>
    </message>
    <message>
        <source>the game evens out one of them</source>
        <translation>이 대국으로 한 사람이 균형에 가까워집니다</translation>
    </message>
    <message>
        <source>the game evens out neither</source>
        <translation>이 대국으로는 누구도 균형에 가까워지지 않습니다</translation>
    </message>
    <message>
        <source>• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 (%6 % of the weight).</source>
        <translation>• 흑백 균형: 지금까지 백 횟수에서 흑 횟수를 뺀 값은 %2 %1, %4 %3. %5 (가중치의 %6 %).</translation>
    </message>
    <message>
        <source>• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.</source>
        <translation>• 동점 조 안의 순위: %3명 중 %1위와 %2위. 가중치의 %4 %.</translation>
    </message>
    <message>
        <source>• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up %3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.</source>
        <translation>• 위아래 조 이동: %1 은 아래 조와 대국 (이전 아래 %2번, 위 %3번), %4 는 위 조와 대국 (이전 위 %5번, 아래 %6번). 가중치의 %7 %.</translation>
    </message>
    <message>
        <source>• Club and country: both from %1, but both are above the thresholds (rank, wins or bar), where club mates and compatriots may meet; full weight.</source>
        <translation>• 같은 클럽·국가 회피: 두 사람 모두 %1 이지만 둘 다 기준선 (단급·승수·바) 위에 있어 같은 클럽이나 국가끼리도 대국할 수 있습니다. 가중치 전부.</translation>
    </message>
    <message>
        <source>• Club and country: both play for %1; %2 % of the weight.</source>
        <translation>• 같은 클럽·국가 회피: 두 사람 모두 %1 소속. 가중치의 %2 %.</translation>
    </message>
    <message>
        <source>• Club and country: both come from %1; %2 % of the weight.</source>
        <translation>• 같은 클럽·국가 회피: 두 사람 모두 %1 출신. 가중치의 %2 %.</translation>
    </message>
    <message>
        <source>• Club and country: different clubs and countries; %1 % of the weight.</source>
        <translation>• 같은 클럽·국가 회피: 클럽과 국가가 다릅니다. 가중치의 %1 %.</translation>
    </message>
    <message>
        <source>• Handicap: %1 % of the weight.</source>
        <translation>• 접바둑: 가중치의 %1 %.</translation>
    </message>
    <message>
        <source>• Categories: %1 % of the weight.</source>
        <translation>• 부문: 가중치의 %1 %.</translation>
    </message>
    <message>
        <source>• The random tie-break adds %1.</source>
        <translation>• 무작위 결정으로 %1 더함.</translation>
    </message>
    <message>
        <source>Pair score %1 (higher is better).</source>
        <translation>대진 점수 %1 (높을수록 좋음).</translation>
    </message>
    <message>
        <source>They are paired together in this round.</source>
        <translation>이번 라운드에 두 사람은 대진되어 있습니다.</translation>
    </message>
    <message>
        <source>Paired instead: %1 - %2 and %3 - %4.</source>
        <translation>실제 대진: %1 - %2, %3 - %4.</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would make the round worse; the criterion that loses most is %3.</source>
        <translation>%1 과 %2 를 대진하면 (상대끼리도 대진) 이번 라운드 대진이 나빠집니다. 가장 손해가 큰 기준은 %3 입니다.</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would be as good: an equally good pairing.</source>
        <translation>%1 과 %2 를 대진해도 (상대끼리도 대진) 똑같이 좋은 대진입니다.</translation>
    </message>
    <message>
        <source>%1 has no game in this round (a bye, absent or not registered for it).</source>
        <translation>%1 은 이번 라운드에 대국이 없습니다 (부전승·결석·이 라운드 미등록).</translation>
    </message>
    <message>
        <source>The director forbade this pair: they are paired only if no other pairing of the round is possible.</source>
        <translation>대회 운영자가 이 대국을 금지했습니다. 이 라운드에서 다른 대진이 전혀 불가능할 때만 대진됩니다.</translation>
    </message>
    <message>
        <source>The director fixed this pair for the round: they play each other whatever the scores.</source>
        <translation>대회 운영자가 이 라운드의 대진으로 지정했습니다. 점수와 관계없이 대국합니다.</translation>
    </message>
    <message>
        <source>The director fixed %1 to play %2 in this round: that pair is made whatever the scores.</source>
        <translation>대회 운영자가 이 라운드에서 %1이(가) %2와(과) 대국하도록 지정했습니다. 점수와 관계없이 이 대진이 됩니다.</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 is ruled out by the director&apos;s constraint above, whatever the scores.</source>
        <translation>위의 운영자 제약으로 점수와 관계없이 %1와(과) %2의 대진은 제외됩니다.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>country</source>
        <translation>국가</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a valid value</source>
        <translation>대진 설정 %1: &apos;%2&apos;은(는) 올바른 값이 아닙니다</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos;</source>
        <translation>알 수 없는 대진 설정 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 20 rounds</source>
        <translation>OpenGotha는 최대 20라운드까지 읽습니다</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 2,000 players</source>
        <translation>OpenGotha는 최대 2,000명까지 읽습니다</translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1; OpenGotha will refuse the file</source>
        <translation>두 선수의 OpenGotha 키가 같습니다(%1). OpenGotha가 이 파일을 거부합니다</translation>
    </message>
    <message>
        <source>round %1, table %2: the AGA format has no jigo or double result; the game is left out</source>
        <translation>%1라운드 %2번 테이블: AGA 형식은 무승부이나 양승·양패를 표현할 수 없어 이 대국은 제외합니다</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>family name</source>
        <translation>성</translation>
    </message>
    <message>
        <source>given name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>family name in Latin letters</source>
        <translation>로마자 성</translation>
    </message>
    <message>
        <source>given name in Latin letters</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>name order</source>
        <translation>이름 순서</translation>
    </message>
    <message>
        <source>given name first</source>
        <translation>이름 먼저</translation>
    </message>
    <message>
        <source>family name first</source>
        <translation>성 먼저</translation>
    </message>
    <message>
        <source>club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>association</source>
        <translation>협회</translation>
    </message>
    <message>
        <source>rank as declared</source>
        <translation>신고한 단급(원문)</translation>
    </message>
    <message>
        <source>declared rank</source>
        <translation>신고 단급</translation>
    </message>
    <message>
        <source>rank set by the director</source>
        <translation>대회 책임자가 정한 단급</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>맥마흔 보정</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG 라이선스</translation>
    </message>
    <message>
        <source>other ids</source>
        <translation>기타 번호</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>생년월일</translation>
    </message>
    <message>
        <source>gender</source>
        <translation>성별</translation>
    </message>
    <message>
        <source>category</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>참가비(청구액)</translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation>참가비(납부액)</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>등록 상태</translation>
    </message>
    <message>
        <source>final</source>
        <translation>확정</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>예비 등록</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>기권(대회 중 이탈)</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>이탈함</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>이탈하지 않음</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>연락처</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>결석</translation>
    </message>
    <message>
        <source>bye requested</source>
        <translation>부전승 신청</translation>
    </message>
    <message>
        <source>present</source>
        <translation>출석</translation>
    </message>
    <message>
        <source>%1, checked in</source>
        <translation>%1, 체크인함</translation>
    </message>
    <message>
        <source>round %1 %2</source>
        <translation>%1라운드 %2</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1은(는) 이제 %2</translation>
    </message>
    <message>
        <source>participation</source>
        <translation>출전 상태</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>it was paired</source>
        <translation>대진이 편성되었습니다</translation>
    </message>
    <message>
        <source>it was unpaired</source>
        <translation>대진 편성이 취소되었습니다</translation>
    </message>
    <message>
        <source>results entered or changed at tables %1</source>
        <translation>%1번 대국에서 결과가 입력되거나 바뀌었습니다</translation>
    </message>
    <message>
        <source>its pairs or colours changed</source>
        <translation>대진이나 흑백이 바뀌었습니다</translation>
    </message>
    <message>
        <source>its byes changed</source>
        <translation>부전승이 바뀌었습니다</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>%1라운드 %2번 대국</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>name in Latin letters</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>place</source>
        <translation>장소</translation>
    </message>
    <message>
        <source>first day</source>
        <translation>첫날</translation>
    </message>
    <message>
        <source>last day</source>
        <translation>마지막 날</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <translation>라운드 수</translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation>대진 방식</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>board size</source>
        <translation>바둑판 크기</translation>
    </message>
    <message>
        <source>time control</source>
        <translation>제한 시간</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>%1 is on a read-only medium, or this user may not change it: it is open to read only.</source>
        <translation>%1은(는) 읽기 전용 매체에 있거나 이 사용자에게 변경 권한이 없습니다: 읽기 전용으로 열었습니다.</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: the tournament is open to read only until space is freed.</source>
        <translation>%1이(가) 있는 디스크가 가득 찼습니다: 공간이 생길 때까지 대회를 읽기 전용으로 열었습니다.</translation>
    </message>
    <message>
        <source>%1 cannot be written (the disk or the folder failed): it is open to read only.</source>
        <translation>%1에 쓸 수 없습니다(디스크나 폴더 문제): 읽기 전용으로 열었습니다.</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1은(는) 읽기 전용으로 열려 있습니다. 여기서는 아무것도 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>트리거</translation>
    </message>
    <message>
        <source>view</source>
        <translation>뷰</translation>
    </message>
    <message>
        <source>index</source>
        <translation>인덱스</translation>
    </message>
    <message>
        <source>table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>female</source>
        <translation>여</translation>
    </message>
    <message>
        <source>male</source>
        <translation>남</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>미기재</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 외 %n명</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a preliminary registration (check them in, or make the registration final): %1</source>
        <translation>
            <numerusform>예비 등록 %n명(체크인하거나 등록을 확정하십시오): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n absent: %1</source>
        <translation>
            <numerusform>결석 %n명: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn: %1</source>
        <translation>
            <numerusform>이탈 %n명: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation>편성되지 않음: %1.</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos; (known: %2, or OpenGotha&apos;s names such as genMMBar)</source>
        <translation>알 수 없는 대진 매개변수 &apos;%1&apos; (알려진 것: %2, 또는 genMMBar 같은 OpenGotha 의 이름)</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not yes or no</source>
        <translation>대진 매개변수 %1: &apos;%2&apos; 는 yes 나 no 가 아닙니다</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number</source>
        <translation>대진 매개변수 %1: &apos;%2&apos; 는 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number of half points</source>
        <translation>대진 매개변수 %1: &apos;%2&apos; 는 반 점의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>the McMahon floor (%1) is above the bar (%2)</source>
        <translation>맥마혼 하한 (%1) 이 상한 (%2) 보다 높습니다</translation>
    </message>
    <message>
        <source>the handicap ceiling must be 0 to 9 stones, not %1</source>
        <translation>최대 접바둑은 0 에서 9 점이어야 합니다 (%1 이 아니라)</translation>
    </message>
    <message>
        <source>the handicap correction must be 0 to 9 stones, not %1</source>
        <translation>감하는 점 수는 0 에서 9 점이어야 합니다 (%1 이 아니라)</translation>
    </message>
    <message>
        <source>the placement needs at least one criterion</source>
        <translation>순위에는 기준이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>a score for an unplayed round must be 0 to 1 point</source>
        <translation>대국하지 않은 라운드의 점수는 0 에서 1 점이어야 합니다</translation>
    </message>
    <message>
        <source>the last round of the first seeding must be 1 or later</source>
        <translation>첫 시드의 마지막 라운드는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>pairing setting %1: %2</source>
        <translation>대진 매개변수 %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Choose an even number of players: %n chosen.</source>
        <translation>
            <numerusform>짝수 명의 선수를 고르십시오: %n명 선택됨.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>it is open to read only</source>
        <translation>읽기 전용으로 열려 있습니다</translation>
    </message>
    <message>
        <source>pairing setting %1: McMahon scores count from 30k, as in OpenGotha; the zero cannot be changed</source>
        <translation>대진 설정 %1: 맥마흔 점수는 OpenGotha처럼 30급부터 셉니다. 기준점은 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>%1: the bye in round %2 is an absence in OpenGotha, which scores it %3 instead of %4</source>
        <translation>%1: %2라운드의 부전승은 OpenGotha에서 결석으로 처리되어 %4 대신 %3점이 됩니다</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>판 수</translation>
    </message>
    <message>
        <source>line-up rule</source>
        <translation>오더 규칙</translation>
    </message>
    <message>
        <source>team rules</source>
        <translation>단체전 규칙</translation>
    </message>
    <message>
        <source>OpenGotha has no team criterion %1: left out</source>
        <translation>OpenGotha 에는 단체 순위 기준 %1 이(가) 없습니다: 뺐습니다</translation>
    </message>
    <message>
        <source>a tied match is decided by board %1 (the leader, 主将), which OpenGotha counts as a draw</source>
        <translation>비긴 경기는 %1번 보드(주장)가 결정하지만 OpenGotha는 무승부로 셉니다</translation>
    </message>
    <message>
        <source>match points are %1, which OpenGotha counts as 2/1/0</source>
        <translation>매치 포인트가 %1이지만 OpenGotha는 2/1/0으로 셉니다</translation>
    </message>
    <message>
        <source>a team bye scores as a %1, which OpenGotha does not record</source>
        <translation>팀 부전은 %1로 계산하지만 OpenGotha는 기록하지 않습니다</translation>
    </message>
    <message>
        <source>win</source>
        <translation>승</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>패</translation>
    </message>
    <message>
        <source>division</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>no grade was awarded: no certificate to print</source>
        <translation>인정된 단급이 없어 인쇄할 인정서가 없습니다</translation>
    </message>
</context>
<context>
    <name>RatingsText</name>
    <message>
        <source>%1 — provisional EGF rating changes (class %2)</source>
        <translation>%1 — EGF 레이팅 잠정 변동(%2 등급)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ko</translation>
    </message>
    <message>
        <source>Provisional: the EGD rates the event when it receives the results file. Class %1 counts %2 of a game&apos;s change; games by default and byes are not rated; * rating from the grade (no EGD rating).</source>
        <translation>잠정: EGD가 결과 파일을 받은 뒤 정식으로 계산합니다. %1 등급은 각 대국 변동의 %2를 반영합니다. 기권승·부전승은 반영하지 않습니다. *는 급/단에서 정한 레이팅(EGD 레이팅 없음).</translation>
    </message>
    <message>
        <source>Class X: the event is not rated by the EGD (its time is too short, or it is not an EGF event).</source>
        <translation>X 등급: 이 대회는 EGD 레이팅 대상이 아닙니다(시간이 짧거나 EGF 대회가 아님).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation>대회 전</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>대회 후</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변동</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>대국 수</translation>
    </message>
    <message>
        <source>No player has a rating or a grade.</source>
        <translation>레이팅이나 급/단이 있는 선수가 없습니다.</translation>
    </message>
</context>
<context>
    <name>ReportKinds</name>
    <message>
        <source>Standings</source>
        <translation>순위표</translation>
    </message>
    <message>
        <source>Pairing list</source>
        <translation>대진표</translation>
    </message>
    <message>
        <source>Find your table (by name)</source>
        <translation>내 테이블 찾기 (이름순)</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>선수 명단</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>입상자 명단</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>단체 순위</translation>
    </message>
    <message>
        <source>Team pairing (matches and boards)</source>
        <translation>단체 대진(경기와 각 판)</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>단체 대진 결과표</translation>
    </message>
    <message>
        <source>Board results (board prizes)</source>
        <translation>판별 성적(판별 상)</translation>
    </message>
    <message>
        <source>Schedule (round robin)</source>
        <translation>대진 일정 (리그전)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>대전표</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>토너먼트 대진표</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>최종 순위</translation>
    </message>
</context>
<context>
    <name>SitePages</name>
    <message>
        <source>Players</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>미정</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>빅</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>양패</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>양승</translation>
    </message>
    <message>
        <source>win</source>
        <translation>승</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>패</translation>
    </message>
    <message>
        <source>%1 by default</source>
        <translation>%1(기권)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ko</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>급/단</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가</translation>
    </message>
    <message>
        <source>No player yet.</source>
        <translation>아직 선수가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD rates the event when it receives the results)</source>
        <translation>
            <numerusform>EGF 레이팅(잠정): %1 → %2(%n국 후 %3, EGD가 결과를 받은 뒤 정식 계산)</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>색</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>접바둑</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>at the board</source>
        <translation>대국 시 결정</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>did not play</source>
        <translation>불참</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>매치 점수</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>판 점수</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>후보</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>대전</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n명</numerusform>
        </translation>
    </message>
    <message>
        <source>All divisions</source>
        <translation>전체 부문</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>부문</translation>
    </message>
</context>
<context>
    <name>SitePush</name>
    <message>
        <source>%1 answered %2 with more than %3 KiB: not a site that takes pages</source>
        <translation>%1 이(가) %2 에 %3 KiB를 넘는 응답을 보냈습니다: 페이지를 받는 사이트가 아닙니다</translation>
    </message>
    <message>
        <source>%1 sends the pages to another address: %2</source>
        <translation>%1이(가) 페이지를 다른 주소로 보냅니다: %2</translation>
    </message>
    <message>
        <source>%1 refused %2: HTTP %3 %4</source>
        <translation>%1이(가) %2을(를) 거부했습니다: HTTP %3 %4</translation>
    </message>
</context>
<context>
    <name>StageDocuments</name>
    <message>
        <source>Swiss</source>
        <translation>스위스 방식</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>맥마흔 방식</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>리그전(라운드 로빈)</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>더블 라운드 로빈</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>조별 리그</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>토너먼트(녹아웃)</translation>
    </message>
    <message>
        <source>Stage %1: %2 (from round %3)</source>
        <translation>%1단계: %2 (%3라운드부터)</translation>
    </message>
    <message>
        <source>Stage %1: %2 (round %3)</source>
        <translation>%1단계: %2 (%3라운드)</translation>
    </message>
    <message>
        <source>Stage %1: %2 (rounds %3–%4)</source>
        <translation>%1단계: %2 (%3–%4라운드)</translation>
    </message>
    <message>
        <source>%1 — schedule of %2</source>
        <translation>%1 — %2 대진 일정</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ko</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>The players are not placed yet (tengen-cli stage place, or pair the stage&apos;s first round).</source>
        <translation>선수 번호가 아직 정해지지 않았습니다 (tengen-cli stage place, 또는 이 단계의 첫 라운드를 편성).</translation>
    </message>
    <message>
        <source>This stage is not scheduled in advance.</source>
        <translation>이 단계는 미리 일정을 정하지 않습니다.</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>조</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>소속</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>대국대</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>rests (bye)</source>
        <translation>부전(휴식)</translation>
    </message>
    <message>
        <source>Withdrawals</source>
        <translation>기권·중도 탈퇴</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>규정</translation>
    </message>
    <message>
        <source>A player who withdraws having played fewer than half of his games: all his games are annulled. Otherwise his games left are lost by forfeit.</source>
        <translation>경기 수의 절반 미만을 두고 탈퇴한 선수는 모든 대국이 무효이며, 그렇지 않으면 남은 대국은 기권패입니다.</translation>
    </message>
    <message>
        <source>A player who withdraws: his games played stand, his games left are lost by forfeit.</source>
        <translation>탈퇴한 선수: 둔 대국은 유효하고 남은 대국은 기권패입니다.</translation>
    </message>
    <message>
        <source>%1 — crosstable of %2</source>
        <translation>%1 — %2 대전표</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1조</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>결승</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>준결승</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>8강</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>%1강</translation>
    </message>
    <message>
        <source>%1 — bracket of %2</source>
        <translation>%1 — %2 대진표</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>경기</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>Goes on</source>
        <translation>진출</translation>
    </message>
    <message>
        <source>referee&apos;s decision needed</source>
        <translation>심판 판정 필요</translation>
    </message>
    <message>
        <source> (referee: %1)</source>
        <translation>(심판: %1)</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3위전</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>우승</translation>
    </message>
    <message>
        <source>For third place</source>
        <translation>3·4위전</translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation>심판: %1</translation>
    </message>
    <message>
        <source>%1 — final places</source>
        <translation>%1 — 최종 순위</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>knockout: best of %1</source>
        <translation>토너먼트: %1판제</translation>
    </message>
    <message>
        <source>knockout: one game a match</source>
        <translation>토너먼트: 한 판 승부</translation>
    </message>
    <message>
        <source>, a game for third place</source>
        <translation>, 3·4위전 있음</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>호선</translation>
    </message>
    <message>
        <source>the winner goes on; the referee decides a game the board did not decide</source>
        <translation>승자가 올라가며, 판에서 가려지지 않은 대국은 심판이 결정합니다</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (the Berger tables&apos; schedule)</source>
        <translation>%1(베르거 표에 따른 일정)</translation>
    </message>
    <message>
        <source>a rest round scores nothing</source>
        <translation>쉬는 라운드는 점수 없음</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>동점 처리: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>a player who withdraws having played fewer than half his games has them annulled</source>
        <translation>대국의 절반 미만을 두고 기권한 선수의 대국은 모두 무효</translation>
    </message>
    <message>
        <source>a player who withdraws loses his games left by forfeit</source>
        <translation>기권한 선수의 남은 대국은 부전패</translation>
    </message>
</context>
<context>
    <name>TeamDocuments</name>
    <message>
        <source>B+</source>
        <translation>흑승</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>백승</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1 (기권)</translation>
    </message>
    <message>
        <source>%1 — team standings after round %2</source>
        <translation>%1 — %2라운드 후 단체 순위</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ko</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>승-무-패</translation>
    </message>
    <message>
        <source>no team yet</source>
        <translation>아직 팀이 없습니다</translation>
    </message>
    <message>
        <source>%1 — team crosstable after round %2</source>
        <translation>%1 — %2라운드 후 단체 대전표</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>%1R</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>매치 점수</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>판 점수</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>%1 — board results after round %2</source>
        <translation>%1 — %2라운드 후 판별 성적</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>%1번 판</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>대국 수</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 — round %2 team pairing</source>
        <translation>%1 — %2라운드 단체 대진</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>%1경기: %2 – %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>판</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>부전승: %1</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>%1라운드는 아직 대진되지 않았습니다</translation>
    </message>
    <message>
        <source>%1 — round %2 match sheets</source>
        <translation>%1 — %2라운드 대항전 기록지</translation>
    </message>
    <message>
        <source>%1 — round %2, match %3</source>
        <translation>%1 — %2라운드, 제%3경기</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>접바둑</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>휴대폰 대국 시계</translation>
    </message>
    <message>
        <source>Match score: %1 ____ : ____ %2</source>
        <translation>점수: %1 ____ : ____ %2</translation>
    </message>
    <message>
        <source>Captain of %1: ____________________</source>
        <translation>%1 주장 서명: ____________________</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3</source>
        <translation>%1라운드: %2 – %3</translation>
    </message>
    <message>
        <source>This event pairs its teams by a round robin&apos;s table or by hand: the table or the director decides, not the team Swiss; what the team Swiss would weigh follows.</source>
        <translation>이 대회는 리그표 또는 수동으로 팀을 대진합니다: 팀 스위스가 아니라 표나 심판장이 정합니다. 아래는 팀 스위스가 고려할 내용입니다.</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7</source>
        <translation>%1: 라운드 전 승점 %2, 판 점수 %3; 점수 그룹 %4, %6팀 중 %5위; 1번 판 흑백 차 %7</translation>
    </message>
    <message>
        <source>They have not met.</source>
        <translation>두 팀은 아직 만나지 않았습니다.</translation>
    </message>
    <message>
        <source>They met in round %1: a rematch is paired only when no other pairing exists.</source>
        <translation>두 팀은 %1라운드에서 만났습니다: 다른 대진이 없을 때만 재대결합니다.</translation>
    </message>
    <message>
        <source>Cost of the pair: score difference %1, placement %2, board 1 colours %3</source>
        <translation>이 대진의 비용: 점수 차 %1, 그룹 내 위치 %2, 1번 판 흑백 %3</translation>
    </message>
    <message>
        <source>They were paired together.</source>
        <translation>두 팀은 서로 대진되었습니다.</translation>
    </message>
    <message>
        <source>They were paired with %1 and %2.</source>
        <translation>두 팀은 각각 %1, %2와 대진되었습니다.</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost no more.</source>
        <translation>두 팀을 서로 대진해도(%1 대 %2) 비용이 늘지 않습니다.</translation>
    </message>
    <message>
        <source>a rematch</source>
        <translation>재대결</translation>
    </message>
    <message>
        <source>the match points between them</source>
        <translation>두 팀의 승점 차</translation>
    </message>
    <message>
        <source>board 1 colours</source>
        <translation>1번 판 흑백</translation>
    </message>
    <message>
        <source>the places in the score groups</source>
        <translation>점수 그룹 내 위치</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost %3 more, mostly because of %4.</source>
        <translation>두 팀을 서로 대진하면(%1 대 %2) 비용이 %3 늘어납니다. 주된 이유는 %4입니다.</translation>
    </message>
    <message>
        <source>One of them had the bye or played outside the team Swiss.</source>
        <translation>둘 중 한 팀이 부전승이거나 팀 스위스 밖에서 대국했습니다.</translation>
    </message>
    <message>
        <source>Matches of round %1</source>
        <translation>%1라운드 대진</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>%1라운드 후 단체 순위</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7; had the bye</source>
        <translation>%1: 라운드 전 승점 %2, 판 점수 %3; 점수 그룹 %4, %6팀 중 %5위; 1번 판 흑백 차 %7; 부전승 있음</translation>
    </message>
    <message>
        <source>TEAMP</source>
        <comment>team standings column: match points</comment>
        <translation>승점</translation>
    </message>
    <message>
        <source>BDW</source>
        <comment>team standings column: board points</comment>
        <translation>판 점수</translation>
    </message>
    <message>
        <source>BDW%1U</source>
        <comment>team standings column: board points of the first %1 boards</comment>
        <translation>상위 %1판 점수</translation>
    </message>
    <message>
        <source>SOST</source>
        <comment>team standings column: the opponents&apos; match points</comment>
        <translation>상대 승점</translation>
    </message>
    <message>
        <source>LBW</source>
        <comment>team standings column: board-1 points</comment>
        <translation>주장전</translation>
    </message>
    <message>
        <source>DE</source>
        <comment>team standings column: direct encounter</comment>
        <translation>승자승</translation>
    </message>
    <message>
        <source>MNR</source>
        <comment>team standings column: mean rating</comment>
        <translation>평균 레이팅</translation>
    </message>
    <message>
        <source>Board points of boards 1 to %1</source>
        <translation>1~%1번 보드 포인트</translation>
    </message>
    <message>
        <source>Opponents&apos; match points</source>
        <translation>상대 매치 포인트</translation>
    </message>
    <message>
        <source>Board-1 wins (主将)</source>
        <translation>1번 보드(주장) 승수</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>승자승</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>평균 레이팅</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <source>the player needs a name</source>
        <translation>선수 이름이 필요합니다</translation>
    </message>
    <message>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>국가 &apos;%1&apos;은(는) CN, JP, KR, FR 같은 두 글자 ISO 코드가 아닙니다</translation>
    </message>
    <message>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN &apos;%1&apos;은(는) 8자리여야 합니다</translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation>참가비는 음수일 수 없습니다</translation>
    </message>
    <message>
        <source>round numbers start at 1</source>
        <translation>라운드 번호는 1부터 시작합니다</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>단급이 비어 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>&apos;%1&apos;은(는) 단급이 아닙니다: 2d, 5k, 3p, 2단, 5급 같은 형식이어야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>&apos;%1&apos;은(는) 단급이 아닙니다: 숫자가 없거나 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>&apos;%1&apos;에 아마추어와 프로가 섞여 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>&apos;%1&apos;: 프로에게는 급이 없습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>&apos;%1&apos;: 급은 30k부터 1k까지입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>&apos;%1&apos;: 단은 1d부터 9d까지입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>&apos;%1&apos;: 프로 단은 1p부터 9p까지입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>&apos;%1&apos;은(는) 단급이 아닙니다</translation>
    </message>
    <message>
        <source>the tournament needs a name</source>
        <translation>대회 이름이 필요합니다</translation>
    </message>
    <message>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>라운드 수는 1에서 99 사이여야 합니다</translation>
    </message>
    <message>
        <source>the last day is before the first day</source>
        <translation>마지막 날이 첫날보다 앞섭니다</translation>
    </message>
    <message>
        <source>the board size must be between 2 and 25</source>
        <translation>바둑판 크기는 2에서 25줄 사이여야 합니다</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>알 수 없는 규칙 &apos;%1&apos;: chinese, japanese, korean, aga, ing, nz, tromp-taylor 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>time settings cannot be negative</source>
        <translation>시간 설정은 음수일 수 없습니다</translation>
    </message>
    <message>
        <source>same EGD PIN %1</source>
        <translation>EGD PIN 동일(%1)</translation>
    </message>
    <message>
        <source>same AGA ID %1</source>
        <translation>AGA ID 동일(%1)</translation>
    </message>
    <message>
        <source>same FFG licence %1</source>
        <translation>FFG 라이선스 동일(%1)</translation>
    </message>
    <message>
        <source>same name, club and rank</source>
        <translation>이름, 클럽, 단급 동일</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: an age section is u&lt;age&gt;, age 1 to 99</source>
        <translation>&apos;%1&apos;: 나이 부문은 u&lt;나이&gt; 형식이며 나이는 1~99입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a rank group is ranks:&lt;rank&gt;-&lt;rank&gt;, as ranks:1k-5k</source>
        <translation>&apos;%1&apos;: 급수 부문은 ranks:&lt;급수&gt;-&lt;급수&gt; 형식입니다 (예: ranks:1k-5k)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the category&apos;s name</source>
        <translation>&apos;%1&apos;에는 부문 이름이 필요합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a section is overall, women, u&lt;age&gt;, ranks:&lt;rank&gt;-&lt;rank&gt; or category:&lt;name&gt;</source>
        <translation>&apos;%1&apos;: 부문은 overall, women, u&lt;나이&gt;, ranks:&lt;급수&gt;-&lt;급수&gt;, category:&lt;이름&gt; 중 하나입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of prizes after &apos;=&apos; must be 1 to 1000</source>
        <translation>&apos;%1&apos;: &apos;=&apos; 뒤의 상 개수는 1~1000이어야 합니다</translation>
    </message>
    <message>
        <source>no prize section given</source>
        <translation>상 부문이 지정되지 않았습니다</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
    <message>
        <source>a second period line: a schedule has one</source>
        <translation>period 행이 두 번 있습니다: 호출표에는 초읽기 길이가 하나입니다</translation>
    </message>
    <message>
        <source>period needs a whole number of seconds from 1 to 999</source>
        <translation>period에는 1~999의 정수 초가 필요합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a line is period, ordinary or last</source>
        <translation>&apos;%1&apos;: 행은 period, ordinary, last 중 하나입니다</translation>
    </message>
    <message>
        <source>the period comes first</source>
        <translation>period 행이 먼저 와야 합니다</translation>
    </message>
    <message>
        <source>the offset must be whole seconds within the period (1 to %1)</source>
        <translation>위치는 초읽기 길이 안의 정수 초여야 합니다 (1~%1)</translation>
    </message>
    <message>
        <source>an ordinary period&apos;s end is called by itself: offsets below the period</source>
        <translation>일반 초읽기의 끝은 자동으로 호출합니다: 초읽기 길이보다 작은 위치여야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a phrase key (sec:N, min:N, left_min:N, left_periods:N, count:N)</source>
        <translation>&apos;%1&apos;은(는) 호출 키가 아닙니다 (sec:N, min:N, left_min:N, left_periods:N, count:N)</translation>
    </message>
    <message>
        <source>a call needs at least one phrase key</source>
        <translation>호출에는 키가 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>the schedule has no period line</source>
        <translation>호출표에 period 행이 없습니다</translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation>시계가 이미 시작되었습니다</translation>
    </message>
    <message>
        <source>the clock has not started</source>
        <translation>시계가 아직 시작되지 않았습니다</translation>
    </message>
    <message>
        <source>the clock is paused: resume it before a move</source>
        <translation>시계가 일시 정지 중입니다: 계속한 뒤 착수하세요</translation>
    </message>
    <message>
        <source>a move is sealed: the referee opens it first</source>
        <translation>봉수 중입니다: 심판이 먼저 엽니다</translation>
    </message>
    <message>
        <source>the clock is stopped: the flag has fallen</source>
        <translation>시계가 멈췄습니다: 시간패입니다</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>대국이 끝났습니다</translation>
    </message>
    <message>
        <source>too late: the flag fell before the press</source>
        <translation>너무 늦었습니다: 누르기 전에 시간이 다 되었습니다</translation>
    </message>
    <message>
        <source>only a running clock can be paused</source>
        <translation>작동 중인 시계만 일시 정지할 수 있습니다</translation>
    </message>
    <message>
        <source>the flag has already fallen</source>
        <translation>이미 시간이 다 되었습니다</translation>
    </message>
    <message>
        <source>a sealed move is opened with unseal</source>
        <translation>봉수는 &quot;봉수 열기&quot;로 계속합니다</translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation>시계가 일시 정지 상태가 아닙니다</translation>
    </message>
    <message>
        <source>only a running clock can be stopped for a sealed move</source>
        <translation>작동 중인 시계만 봉수로 멈출 수 있습니다</translation>
    </message>
    <message>
        <source>no move is sealed</source>
        <translation>봉수가 없습니다</translation>
    </message>
    <message>
        <source>a time adjustment needs a reason</source>
        <translation>시간 조정에는 사유가 필요합니다</translation>
    </message>
    <message>
        <source>there is no press to take back</source>
        <translation>취소할 누름이 없습니다</translation>
    </message>
    <message>
        <source>only a running or paused clock can take a press back</source>
        <translation>작동 중이거나 일시 정지된 시계만 누름을 취소할 수 있습니다</translation>
    </message>
    <message>
        <source>the clock is not running</source>
        <translation>시계가 작동하고 있지 않습니다</translation>
    </message>
    <message>
        <source>this takes the time to zero: confirm the adjustment</source>
        <translation>시간이 0이 됩니다: 조정을 확인하세요</translation>
    </message>
    <message>
        <source>the journal has a flag the clock does not</source>
        <translation>기록에는 시간패가 있으나 시계는 그렇지 않습니다</translation>
    </message>
    <message>
        <source>the clock has started: its time control cannot change</source>
        <translation>시계가 이미 시작되었습니다: 제한시간을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>the journal has a time control that is not valid</source>
        <translation>기록에 있는 제한시간 설정이 올바르지 않습니다</translation>
    </message>
    <message>
        <source>there is no such table</source>
        <translation>그런 대국 번호가 없습니다</translation>
    </message>
    <message>
        <source>offset %1, node %2: %3</source>
        <translation>오프셋 %1, 노드 %2: %3</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>오프셋 %1: %2</translation>
    </message>
    <message>
        <source>played out of turn</source>
        <translation>차례가 아닌 착수</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation>그 자리에 이미 돌이 있습니다</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>자충 (착수 금지)</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>반칙</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time system: expected absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass or ing</source>
        <translation>&apos;%1&apos; 은 시간 방식이 아닙니다: absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass, ing 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected key=value</source>
        <translation>&apos;%1&apos;: 키=값 형식이어야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting of %2</source>
        <translation>&apos;%1&apos; 은 %2 의 설정 항목이 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; 이 두 번 지정되었습니다</translation>
    </message>
    <message>
        <source>%1=%2: expected a positive whole number</source>
        <translation>%1=%2: 양의 정수여야 합니다</translation>
    </message>
    <message>
        <source>%1=%2: expected a duration such as 30s, 10m or 1h</source>
        <translation>%1=%2: 30s, 10m, 1h 같은 시간이어야 합니다</translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation>%1 에는 %2= 가 필요합니다</translation>
    </message>
    <message>
        <source>period must be longer than 0</source>
        <translation>초읽기 시간은 0보다 길어야 합니다</translation>
    </message>
    <message>
        <source>%1 time needs main &gt; 0</source>
        <translation>%1 방식에는 main &gt; 0 이 필요합니다</translation>
    </message>
    <message>
        <source>a byo-yomi period must be a whole number of seconds</source>
        <translation>초읽기 시간은 정수 초여야 합니다</translation>
    </message>
    <message>
        <source>a byo-yomi period is at most 999 s</source>
        <translation>초읽기 시간은 최대 999초입니다</translation>
    </message>
    <message>
        <source>cap is shorter than the main time</source>
        <translation>상한이 기본 시간보다 짧습니다</translation>
    </message>
    <message>
        <source>%1[%2] is not a point or point range</source>
        <translation>%1[%2] 는 점이나 점의 범위가 아닙니다</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] 는 점이 아닙니다</translation>
    </message>
    <message>
        <source>%1[%2] lies outside the %3×%3 board</source>
        <translation>%1[%2] 는 %3×%3 바둑판 밖입니다</translation>
    </message>
    <message>
        <source>SZ[%1]: board sizes from 2 to 25 (square) are supported</source>
        <translation>SZ[%1]: 2줄부터 25줄까지의 정사각형 바둑판만 지원합니다</translation>
    </message>
    <message>
        <source>HA[%1] is not a number of stones; ignored</source>
        <translation>HA[%1] 는 접바둑 점 수가 아닙니다. 무시합니다</translation>
    </message>
    <message>
        <source>%1 has several values; the first is used</source>
        <translation>%1 에 값이 여러 개 있습니다. 첫 번째 값을 씁니다</translation>
    </message>
    <message>
        <source>KM[%1] read as %2 points</source>
        <translation>KM[%1] 을 %2집으로 읽었습니다</translation>
    </message>
    <message>
        <source>KM[%1] is not a komi in half points; the rule set&apos;s komi is used</source>
        <translation>KM[%1] 은 반집 단위의 덤이 아닙니다. 규칙의 덤을 씁니다</translation>
    </message>
    <message>
        <source>a move and setup in one node: the setup is applied first</source>
        <translation>한 노드에 착수와 배치가 있습니다: 배치를 먼저 합니다</translation>
    </message>
    <message>
        <source>several moves in one node: applied in order</source>
        <translation>한 노드에 여러 수가 있습니다: 차례로 둡니다</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the %3×%3 board</source>
        <translation>%1[%2] 는 %3×%3 바둑판 위의 점이 아닙니다</translation>
    </message>
    <message>
        <source>charset detected as %1</source>
        <translation>문자 집합을 %1 로 판단했습니다</translation>
    </message>
    <message>
        <source>GM[%1] is not a game of Go</source>
        <translation>GM[%1] 은 바둑이 아닙니다</translation>
    </message>
    <message>
        <source>no game of Go in the file</source>
        <translation>파일에 바둑 기보가 없습니다</translation>
    </message>
    <message>
        <source>a dead-stone mark lies outside the board</source>
        <translation>사석 표시가 바둑판 밖에 있습니다</translation>
    </message>
    <message>
        <source>the dead-stone mark at %1 is on an empty point</source>
        <translation>%1 의 사석 표시는 빈 점에 있습니다</translation>
    </message>
    <message>
        <source>the marks cover %1 of the %2 stones of the chain at %3</source>
        <translation>표시가 %3 의 돌 무리 %2점 중 %1점만 덮습니다</translation>
    </message>
    <message>
        <source>dead-stone marks are ignored: %1 counts the board as it stands</source>
        <translation>사석 표시는 무시합니다: %1 은 판을 있는 그대로 셉니다</translation>
    </message>
    <message>
        <source>the chain at %1 is marked dead but is alive however the opponent plays (pass-alive)</source>
        <translation>%1 의 돌 무리는 사석으로 표시되었지만 상대가 어떻게 두어도 삶입니다 (무조건 삶)</translation>
    </message>
    <message>
        <source>the chain at %1 is left alive inside the opponent&apos;s pass-alive area</source>
        <translation>%1 의 돌 무리는 상대의 무조건 산 영역 안에 있는데 삶으로 남아 있습니다</translation>
    </message>
    <message>
        <source>rules %1, komi %2 (reverse), handicap %3, compensation %4</source>
        <translation>규칙 %1, 덤 %2 (역덤), 접바둑 %3, 보상 %4</translation>
    </message>
    <message>
        <source>rules %1, komi %2, handicap %3, compensation %4</source>
        <translation>규칙 %1, 덤 %2, 접바둑 %3, 보상 %4</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted half to each side</source>
        <translation>공배 %1곳이 남아 있습니다: 양쪽에 반씩 셉니다</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted to neither side</source>
        <translation>공배 %1곳이 남아 있습니다: 어느 쪽에도 세지 않습니다</translation>
    </message>
    <message>
        <source>seki found: confirm it over the board</source>
        <translation>빅이 있습니다: 판 위에서 확인하십시오</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>변화가 %1단계보다 깊게 중첩되었습니다</translation>
    </message>
    <message>
        <source>a variation starts before any node</source>
        <translation>변화가 노드보다 먼저 시작됩니다</translation>
    </message>
    <message>
        <source>an empty game tree</source>
        <translation>빈 기보 트리</translation>
    </message>
    <message>
        <source>a node after the variations of its sequence</source>
        <translation>순서의 변화 뒤에 노드가 있습니다</translation>
    </message>
    <message>
        <source>a node without &apos;;&apos; (read as if it had one)</source>
        <translation>&apos;;&apos; 가 없는 노드 (있는 것으로 읽습니다)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>예상하지 못한 문자 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file ends inside a game tree (missing &apos;)&apos;)</source>
        <translation>기보 트리 중간에 파일이 끝납니다 (&apos;)&apos; 가 없습니다)</translation>
    </message>
    <message>
        <source>no game tree: an SGF file starts with &apos;(&apos;</source>
        <translation>기보 트리가 없습니다: SGF 파일은 &apos;(&apos; 로 시작합니다</translation>
    </message>
    <message>
        <source>a property name without capital letters</source>
        <translation>대문자가 없는 속성 이름</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>속성 %1 에 값이 없습니다</translation>
    </message>
    <message>
        <source>property %1 appears twice in one node</source>
        <translation>속성 %1 이 한 노드에 두 번 있습니다</translation>
    </message>
    <message>
        <source>a value that is never closed with &apos;]&apos;</source>
        <translation>&apos;]&apos; 로 닫히지 않은 값</translation>
    </message>
    <message>
        <source>single-stone suicide</source>
        <translation>한 점 자살수</translation>
    </message>
    <message>
        <source>retakes a ko at once (cycle of 2)</source>
        <translation>패를 즉시 되따냄(2수 순환)</translation>
    </message>
    <message>
        <source>repeats the position of move %1 (cycle of %2)</source>
        <translation>%1수의 국면을 반복함(%2수 순환, 동형 반복)</translation>
    </message>
    <message>
        <source>repeats an earlier position</source>
        <translation>이전 국면의 반복</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>%1번 대국대가 없습니다.</translation>
    </message>
    <message>
        <source>recovered after a crash</source>
        <translation>비정상 종료 후 복구</translation>
    </message>
    <message>
        <source>A hall has at least one table.</source>
        <translation>대국장에는 대국대가 하나 이상 있어야 합니다.</translation>
    </message>
    <message>
        <source>Open a tournament to set up the clocks of a round.</source>
        <translation>라운드의 시계를 설정하려면 대회를 여십시오.</translation>
    </message>
    <message>
        <source>Round %1 has no games to clock.</source>
        <translation>%1라운드에는 시계를 쓸 대국이 없습니다.</translation>
    </message>
    <message>
        <source>No clocks are set up.</source>
        <translation>설정된 시계가 없습니다.</translation>
    </message>
    <message>
        <source>The schedule is for %1 s periods; the clocks have %2 s periods.</source>
        <translation>이 초읽기 설정은 %1초용이지만 시계는 %2초입니다.</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>대국이 없습니다</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was White&apos;s, the record has Black to play</source>
        <translation>시계의 %1수는 백의 수였지만 기보에서는 흑 차례입니다</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was Black&apos;s, the record has White to play</source>
        <translation>시계의 %1수는 흑의 수였지만 기보에서는 백 차례입니다</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>%1라운드에 %2번 대국이 없습니다.</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours were decided at the board; say who took black</source>
        <translation>%1라운드 %2번 테이블: 흑백을 대국석에서 정했습니다. 누가 흑을 잡았는지 입력하십시오</translation>
    </message>
    <message>
        <source>round %1, table %2: a jigo cannot happen with komi %3; enter it only with the referee&apos;s reason</source>
        <translation>%1라운드 %2번: 덤 %3 에서는 무승부이 될 수 없습니다; 심판의 사유가 있을 때만 입력하십시오</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>%1라운드: 선수 %2이(가) 두 번 대진에 편성되었습니다</translation>
    </message>
    <message>
        <source>a game of round %1 given for round %2</source>
        <translation>%1라운드의 대국이 %2라운드 대국으로 지정되었습니다</translation>
    </message>
    <message>
        <source>round %1: table %2 is used twice</source>
        <translation>%1라운드: %2번 테이블이 두 번 사용되었습니다</translation>
    </message>
    <message>
        <source>%1 (noted in the file&apos;s header)</source>
        <translation>%1 (파일 머리말에 적음)</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3).</source>
        <translation>%1 은(는) 이미 등록된 %2 (번호 %3) 와(과) 같은 선수로 보입니다.</translation>
    </message>
    <message>
        <source>no player with id %1</source>
        <translation>ID가 %1인 선수가 없습니다</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>%1라운드는 아직 대진이 편성되지 않았습니다</translation>
    </message>
    <message>
        <source>the colours of round %1 are already drawn; change a table&apos;s colours with a reason instead</source>
        <translation>%1라운드 흑백은 이미 정해졌습니다. 대신 사유를 적어 테이블별로 흑백을 바꾸세요</translation>
    </message>
    <message>
        <source>round %1 has no colour draw</source>
        <translation>%1라운드에는 흑백 추첨 기록이 없습니다</translation>
    </message>
    <message>
        <source>round %1, table %2: player %3 does not play there</source>
        <translation>%1라운드 %2번 테이블: 선수 %3은(는) 이 테이블에서 대국하지 않습니다</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black, no nigiri.</source>
        <translation>%1번 테이블은 접바둑입니다: 하수가 흑을 잡으며 돌 가리기는 하지 않습니다.</translation>
    </message>
    <message>
        <source>a nigiri needs at least one stone</source>
        <translation>돌 가리기에는 돌이 적어도 하나 필요합니다</translation>
    </message>
    <message>
        <source>%1 and %2 played each other in round %3.</source>
        <translation>%1 과 %2 는 %3라운드에서 이미 대국했습니다.</translation>
    </message>
    <message>
        <source>%1 and %2 are a pair the director forbade (%3).</source>
        <translation>%1 와(과) %2 은(는) 대회 책임자가 금지한 대진입니다 (%3).</translation>
    </message>
    <message>
        <source>Table %1 has a result; clear it first.</source>
        <translation>%1번 테이블에 결과가 있습니다. 먼저 지우세요.</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black.</source>
        <translation>%1번 대국은 접바둑입니다: 약한 쪽이 흑을 잡습니다.</translation>
    </message>
    <message>
        <source>The colours of round %1 are published: record the change with a reason (nigiri at the board, or the director&apos;s decision).</source>
        <translation>%1라운드의 흑백은 이미 공개되었습니다: 바꾸려면 이유를 기록하십시오 (바둑판에서의 돌 가리기, 또는 대회 책임자의 결정).</translation>
    </message>
    <message>
        <source>Round %1 has no tables %2 and %3 to exchange.</source>
        <translation>%1라운드에 서로 바꿀 %2번과 %3번 대국이 없습니다.</translation>
    </message>
    <message>
        <source>Only games without a result can be changed.</source>
        <translation>결과가 없는 대국만 변경할 수 있습니다.</translation>
    </message>
    <message>
        <source>Table %1: %2 (white) plays %3 (black).</source>
        <translation>%1번 대국: %2 (백) 대 %3 (흑).</translation>
    </message>
    <message>
        <source>Exchange the Black players of tables %1 and %2?</source>
        <translation>%1번과 %2번 대국의 흑 선수를 서로 바꿀까요?</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>그래도 대진합니까?</translation>
    </message>
    <message>
        <source>round %1 is outside 1..%2</source>
        <translation>%1라운드는 1..%2 범위를 벗어납니다</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>%1라운드는 이미 대진이 편성되어 있습니다. 먼저 대진을 취소하세요</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no player is registered for it.</source>
        <translation>%1라운드 대진을 편성할 수 없습니다: 이 라운드에 등록된 선수가 없습니다.</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no two players can play. %2</source>
        <translation>%1라운드 대진을 편성할 수 없습니다: 대국할 수 있는 선수가 두 명이 되지 않습니다. %2</translation>
    </message>
    <message>
        <source>Choose each player once.</source>
        <translation>각 선수는 한 번만 고르십시오.</translation>
    </message>
    <message>
        <source>Choose two or more players to pair.</source>
        <translation>대진할 선수를 두 명 이상 고르십시오.</translation>
    </message>
    <message>
        <source>%1 cannot be paired in round %2: already playing in it, absent, withdrawn or not finally registered.</source>
        <translation>%1 은 %2라운드에 대진할 수 없습니다: 이미 대국이 있거나, 결석, 기권, 또는 정식 등록되지 않았습니다.</translation>
    </message>
    <message>
        <source>These players cannot all be paired with one another (a pair the director forbade?).</source>
        <translation>이 선수들을 모두 서로 대진할 수 없습니다 (대회 책임자가 금지한 대진?).</translation>
    </message>
    <message>
        <source>no player has the id %1</source>
        <translation>ID가 %1인 선수가 없습니다</translation>
    </message>
    <message>
        <source>read as %1 (the file is not UTF-8)</source>
        <translation>%1(으)로 읽었습니다(파일이 UTF-8이 아닙니다)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>unknown column, ignored</source>
        <translation>알 수 없는 열이므로 무시했습니다</translation>
    </message>
    <message>
        <source>the same field appears twice in the header</source>
        <translation>헤더에 같은 필드가 두 번 있습니다</translation>
    </message>
    <message>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>헤더에 이름 열이 없습니다(family, given, name, 姓, 名 또는 姓名)</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>따옴표로 묶인 필드가 닫히지 않았습니다(줄이 중간에 끊겼습니다)</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>필드가 %1개이지만 헤더에는 %2개가 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>&apos;%1&apos;은(는) 국가 이름이나 두 글자 국가 코드가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>&apos;%1&apos;은(는) 레이팅 체계가 아닙니다(egd, aga, ffg, other)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>&apos;%1&apos;은(는) 날짜가 아닙니다(yyyy-mm-dd 형식 사용)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>&apos;%1&apos;은(는) 성별이 아닙니다(f, m, 女, 男)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither f nor m: the gender is left unknown</source>
        <translation>&apos;%1&apos; 는 f 도 m 도 아닙니다: 성별은 알 수 없음으로 둡니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>&apos;%1&apos;은(는) 금액이 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>&apos;%1&apos;은(는) 등록 상태가 아닙니다(final, preliminary)</translation>
    </message>
    <message>
        <source>the rating %1 means %2, far from the declared %3; the rating decides unless you set the rank by hand</source>
        <translation>레이팅 %1은(는) %2에 해당하여 신고한 %3와(과) 차이가 큽니다. 단급을 직접 정하지 않으면 레이팅이 우선합니다</translation>
    </message>
    <message>
        <source>no players after the header</source>
        <translation>머리글 다음에 선수가 없습니다</translation>
    </message>
    <message>
        <source>this is the tournament file that is open (or a file SQLite keeps beside it), not a list of players</source>
        <translation>이것은 열려 있는 대회 파일(또는 SQLite가 그 옆에 두는 파일)이며 선수 명단이 아닙니다</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>repeats line %1 (%2)</source>
        <translation>%1번째 줄과 중복됩니다(%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos;은(는) 정수가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a value Tengen knows</source>
        <translation>&apos;%1&apos;은(는) Tengen이 알 수 없는 값입니다</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML file that declares none</source>
        <translation>오프셋 %2의 바이트 0x%1은(는) UTF-8이 아닙니다(인코딩을 선언하지 않은 XML은 UTF-8입니다)</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares</source>
        <translation>오프셋 %2의 바이트 0x%1은(는) 파일이 선언한 인코딩인 UTF-8이 아닙니다</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>루트 요소가 OpenGotha의 &lt;Tournament&gt;가 아니라 &lt;%1&gt;입니다</translation>
    </message>
    <message>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha 데이터 버전 %1은(는) Tengen이 읽을 수 있는 버전(%2까지)보다 새 버전입니다</translation>
    </message>
    <message>
        <source>a player without a name</source>
        <translation>이름이 없는 선수가 있습니다</translation>
    </message>
    <message>
        <source>round and table must be whole numbers</source>
        <translation>라운드와 테이블 번호는 정수여야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a placement criterion Tengen knows</source>
        <translation>&apos;%1&apos;은(는) Tengen이 알 수 없는 순위 결정 기준입니다</translation>
    </message>
    <message>
        <source>XML error: %1</source>
        <translation>XML 오류: %1</translation>
    </message>
    <message>
        <source>missing: the file has no tournament settings</source>
        <translation>누락: 파일에 대회 설정이 없습니다</translation>
    </message>
    <message>
        <source>%1 already plays in round %2 (line %3)</source>
        <translation>%1은(는) 이미 %2라운드에 대국이 있습니다(%3번째 줄)</translation>
    </message>
    <message>
        <source>a player cannot play against themselves</source>
        <translation>선수는 자기 자신과 대국할 수 없습니다</translation>
    </message>
    <message>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>PIN, 이름, 국가, 클럽, 단급, 제안 단급, GoR, 대회 수, 마지막 대회가 있어야 하는데 필드가 %1개입니다</translation>
    </message>
    <message>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>대회 수</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>country</source>
        <translation>국가</translation>
    </message>
    <message>
        <source>no two-letter country code after the name</source>
        <translation>이름 뒤에 두 글자 국가 코드가 없습니다</translation>
    </message>
    <message>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>선수 줄(8자리 PIN으로 시작)을 찾을 수 없습니다. EGD 목록이 맞습니까?</translation>
    </message>
    <message>
        <source>line too short for the échelle layout (%1 characters; at least 58 expected)</source>
        <translation>échelle 형식에 비해 줄이 너무 짧습니다(%1자, 58자 이상 필요)</translation>
    </message>
    <message>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>이름 뒤에 레이팅, 라이선스 상태, 라이선스 번호, 클럽, 국가가 있어야 합니다</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>라이선스 번호</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>&apos;%1&apos;은(는) 7자리 라이선스 번호가 아닙니다</translation>
    </message>
    <message>
        <source>no players found: is this an FFG échelle?</source>
        <translation>선수를 찾을 수 없습니다. FFG échelle가 맞습니까?</translation>
    </message>
    <message>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>탭으로 구분된 필드가 %1개이지만 TDListA는 9개입니다</translation>
    </message>
    <message>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>이름이 비어 있습니다</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>&apos;%1&apos;은(는) 회원 번호가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>&apos;%1&apos;은(는) AGA 레이팅이 아닙니다</translation>
    </message>
    <message>
        <source>no players found: is this an AGA TDList?</source>
        <translation>선수를 찾을 수 없습니다. AGA TDList가 맞습니까?</translation>
    </message>
    <message>
        <source>a NUL byte at offset %1: this is not a text file in a known encoding (UTF-16 without a byte-order mark, or binary)</source>
        <translation>오프셋 %1에 NUL 바이트가 있습니다: 알려진 인코딩의 텍스트 파일이 아닙니다(BOM 없는 UTF-16 또는 바이너리)</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its encoding</source>
        <translation>오프셋 %2의 바이트 0x%1은(는) UTF-8이 아니며 GB18030으로 읽히는 것도 우연입니다(Latin-1 또는 Windows-1252로 보입니다). UTF-8로 저장하거나 인코딩을 지정하세요</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation>오프셋 %2의 바이트 0x%1은(는) UTF-8도 GB18030도 아닙니다. 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos;</source>
        <translation>알 수 없는 인코딩 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is not valid %1</source>
        <translation>파일이 올바른 %1이(가) 아닙니다</translation>
    </message>
    <message>
        <source>round %1, table %2 has a result; clear it before changing the colours</source>
        <translation>%1라운드 %2번 테이블에 결과가 있습니다. 흑백을 바꾸기 전에 결과를 지우십시오</translation>
    </message>
    <message>
        <source>round %1, table %2: no game between these players</source>
        <translation>%1라운드 %2번 테이블: 이 선수들 사이의 대국이 없습니다</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours are published; changing them needs a reason</source>
        <translation>%1라운드 %2번 테이블: 흑백이 이미 공개되었습니다. 변경하려면 사유가 필요합니다</translation>
    </message>
    <message>
        <source>%1: a change was started while the file was being read (an internal error). Nothing was changed.</source>
        <translation>%1: 파일을 읽는 동안 변경이 시작되었습니다(내부 오류). 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>unknown pairing constraint &apos;%1&apos;</source>
        <translation>알 수 없는 대진 제약 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a pair needs two different players</source>
        <translation>한 쌍에는 서로 다른 두 선수가 필요합니다</translation>
    </message>
    <message>
        <source>a fixed pair needs its round</source>
        <translation>고정 대진에는 라운드가 필요합니다</translation>
    </message>
    <message>
        <source>a reserved table needs its number</source>
        <translation>예약 테이블에는 번호가 필요합니다</translation>
    </message>
    <message>
        <source>no pairing constraint has the id %1</source>
        <translation>ID가 %1인 대진 제약이 없습니다</translation>
    </message>
    <message>
        <source>%1 is the tournament file that is open, or a file SQLite keeps beside it; choose another file.</source>
        <translation>%1은(는) 열려 있는 대회 파일이거나 SQLite가 그 옆에 두는 파일입니다. 다른 파일을 고르십시오.</translation>
    </message>
    <message>
        <source>an edit cannot change a player&apos;s id</source>
        <translation>수정으로 선수 번호를 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile; nothing was saved.</source>
        <translation>%1은(는) 그사이 다른 프로그램에서 삭제되었습니다. 아무것도 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile: %2. Nothing was saved; look at the player again.</source>
        <translation>그사이 다른 프로그램이 %1을(를) 바꾸었습니다: %2. 아무것도 저장하지 않았습니다. 선수를 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 is in round %2; a player who has been paired is withdrawn, not deleted.</source>
        <translation>%1은(는) %2라운드에 있습니다. 대진이 편성된 선수는 삭제하지 않고 이탈로 처리합니다.</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; the registration was not deleted.</source>
        <translation>그사이 다른 프로그램이 %1을(를) 바꾸었습니다. 등록을 삭제하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is registered again already (by another program); nothing was changed.</source>
        <translation>%1은(는) 이미 (다른 프로그램이) 다시 등록했습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; nothing was changed.</source>
        <translation>그사이 다른 프로그램이 %1을(를) 바꾸었습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: this tournament already has rounds; its games cannot be merged with the imported ones</source>
        <translation>%1: 이 대회에는 이미 라운드가 있어 기존 대국을 가져온 대국과 합칠 수 없습니다</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3, already registered as #%4 (%5)</source>
        <translation>%1: %2은(는) 이미 등록된 #%4 %3와(과) 같은 선수일 수 있습니다(%5)</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3 on line %4 (%5)</source>
        <translation>%1: %2은(는) %4번째 줄의 %3와(과) 같은 선수일 수 있습니다(%5)</translation>
    </message>
    <message>
        <source>Another program changed table %2 of round %1 meanwhile (now: %3). Nothing was changed; look at the table again.</source>
        <translation>그사이 다른 프로그램이 %1라운드 %2번 대국을 바꾸었습니다(현재: %3). 아무것도 바꾸지 않았습니다. 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>Round %1 was paired by another program meanwhile; nothing was changed. Unpair it first to pair it again.</source>
        <translation>%1라운드는 그사이 다른 프로그램이 대진을 편성했습니다. 아무것도 바꾸지 않았습니다. 다시 편성하려면 먼저 취소하십시오.</translation>
    </message>
    <message>
        <source>Another program changed round %1 meanwhile (%2). Nothing was changed; look at the round again.</source>
        <translation>그사이 다른 프로그램이 %1라운드를 바꾸었습니다(%2). 아무것도 바꾸지 않았습니다. 라운드를 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>The players, the settings or the earlier rounds changed while round %1 was being paired; nothing was stored.</source>
        <translation>%1라운드 대진을 편성하는 동안 선수, 설정 또는 이전 라운드가 바뀌었습니다. 아무것도 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>%1라운드에는 %2번 테이블이 없습니다</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more (another program changed the round); nothing was changed.</source>
        <translation>%1라운드에 더 이상 %2번 대국이 없습니다(다른 프로그램이 라운드를 바꾸었습니다). 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 has no tournament settings</source>
        <translation>%1에 대회 설정이 없습니다</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s %1 meanwhile. Nothing was saved; look at the settings again.</source>
        <translation>그사이 다른 프로그램이 대회의 %1을(를) 바꾸었습니다. 아무것도 저장하지 않았습니다. 설정을 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>Another program changed the pairing settings meanwhile; nothing was saved. Look at them again.</source>
        <translation>다른 프로그램이 그 사이 대진 매개변수를 바꾸었습니다; 아무것도 저장하지 않았습니다. 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>Rounds are paired already: a change of the pairing settings needs a reason.</source>
        <translation>이미 편성된 라운드가 있습니다: 대진 매개변수를 바꾸려면 사유가 필요합니다.</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s settings meanwhile; nothing was changed.</source>
        <translation>그사이 다른 프로그램이 대회 설정을 바꾸었습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is busy: another program has been writing to it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1은(는) 사용 중입니다: 다른 프로그램이 %2초 넘게 쓰고 있습니다. 아무것도 바꾸지 않았습니다. 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>%1 cannot be written (a read-only medium, or no permission to change it). Nothing was changed.</source>
        <translation>%1에 쓸 수 없습니다(읽기 전용 매체이거나 변경 권한이 없습니다). 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>The disk holding %1 is full. Nothing was changed; free some space and try again.</source>
        <translation>%1이(가) 있는 디스크가 가득 찼습니다. 아무것도 바꾸지 않았습니다. 공간을 확보한 뒤 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>%1 is damaged. Nothing was changed; open a backup copy of the tournament.</source>
        <translation>%1이(가) 손상되었습니다. 아무것도 바꾸지 않았습니다. 대회 백업본을 여십시오.</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk or the folder failed. Nothing was changed.</source>
        <translation>%1을(를) 읽거나 쓸 수 없습니다: 디스크나 폴더에 문제가 있습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 refused the change: it breaks a rule of the tournament file. Nothing was changed.</source>
        <translation>%1이(가) 이 변경을 거부했습니다: 대회 파일의 규칙에 어긋납니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: refused by a rule of the tournament file. Nothing was changed.</source>
        <translation>%1: 대회 파일의 규칙에 따라 거부되었습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 could not carry out the change (an internal error of the tournament file). Nothing was changed.</source>
        <translation>%1에서 이 변경을 실행할 수 없습니다(대회 파일 내부 오류). 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1은(는) 대회 파일이 아닙니다(SQLite 데이터베이스가 아님)</translation>
    </message>
    <message>
        <source>%1 holds a %2 named “%3” that Tengen did not create. The file is refused and left as it is: such an addition could change the tournament by itself.</source>
        <translation>%1에는 천원이 만들지 않은 %2 “%3”이(가) 있습니다. 이 파일은 거부하고 그대로 둡니다: 이런 추가물은 대회 내용을 스스로 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is missing.</source>
        <translation>%1이(가) 손상되었습니다: %2 “%3”이(가) 없습니다.</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is not as Tengen wrote it.</source>
        <translation>%1이(가) 손상되었습니다: %2 “%3”이(가) 천원이 쓴 것과 다릅니다.</translation>
    </message>
    <message>
        <source>%1 is damaged: it is %2 bytes long, but its header says %3 (cut off, or something was added to it).</source>
        <translation>%1이(가) 손상되었습니다: 길이가 %2바이트인데 헤더에는 %3입니다(잘렸거나 무언가가 덧붙었습니다).</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1은(는) SQLite 데이터베이스이지만 Tengen 대회 파일이 아닙니다</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1은(는) 더 새로운 버전의 Tengen으로 저장되었습니다(파일 형식 %2, 이 버전은 %3까지 지원). 열려면 Tengen을 업데이트하십시오.</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version (it was not created completely, or another program changed it).</source>
        <translation>%1이(가) 손상되었습니다: 파일 형식 버전이 없습니다(완전히 만들어지지 않았거나 다른 프로그램이 바꾸었습니다).</translation>
    </message>
    <message>
        <source>%1 is damaged: its pages do not pass SQLite&apos;s check. Open a backup copy of the tournament.</source>
        <translation>%1이(가) 손상되었습니다: 페이지가 SQLite 검사를 통과하지 못합니다. 대회 백업본을 여십시오.</translation>
    </message>
    <message>
        <source>%1 has no tournament settings: it was not created completely</source>
        <translation>%1에 대회 설정이 없습니다: 완전히 만들어지지 않았습니다</translation>
    </message>
    <message>
        <source>%1 exists already; open it instead</source>
        <translation>%1이(가) 이미 있습니다. 대신 그 파일을 여십시오</translation>
    </message>
    <message>
        <source>%1 could not be created</source>
        <translation>%1을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <source>There is no file %1</source>
        <translation>%1 파일이 없습니다</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is a folder)</source>
        <translation>%1은(는) 대회 파일이 아닙니다(폴더입니다)</translation>
    </message>
    <message>
        <source>%1 cannot be read: no permission to read it</source>
        <translation>%1을(를) 읽을 수 없습니다: 읽기 권한이 없습니다</translation>
    </message>
    <message>
        <source>%1 was written by an older Tengen and must be brought up to date, which needs writing: %2</source>
        <translation>%1은(는) 이전 천원으로 쓰여 형식을 갱신해야 하는데, 그러려면 쓰기가 필요합니다: %2</translation>
    </message>
    <message>
        <source>a time log is text, csv or json, not &apos;%1&apos;</source>
        <translation>시간 기록은 text, csv, json 중 하나이며 &apos;%1&apos; 은(는) 아닙니다</translation>
    </message>
    <message>
        <source>%1: no clocks have run in this tournament file</source>
        <translation>%1: 이 대회 파일에서 시계가 작동한 적이 없습니다</translation>
    </message>
    <message>
        <source>a table number from 1 to %1</source>
        <translation>1부터 %1까지의 대국 번호</translation>
    </message>
    <message>
        <source>%1: the stored time control: %2</source>
        <translation>%1: 저장된 제한 시간: %2</translation>
    </message>
    <message>
        <source>table %1: a clock event of an unknown kind &apos;%2&apos; is left out</source>
        <translation>%1번 대국: 알 수 없는 종류 &apos;%2&apos; 의 시계 기록은 뺐습니다</translation>
    </message>
    <message>
        <source>the clock has %1 moves, the record %2</source>
        <translation>시계에는 %1수, 기보에는 %2수가 있습니다</translation>
    </message>
    <message>
        <source>Table %1 — %2
</source>
        <translation>테이블 %1 — %2
</translation>
    </message>
    <message>
        <source>Round %1: White %2, Black %3, result %4
</source>
        <translation>%1라운드: 백 %2, 흑 %3, 결과 %4
</translation>
    </message>
    <message>
        <source>%1: round %2 has no game at table %3</source>
        <translation>%1: %2라운드 테이블 %3에 대국이 없습니다</translation>
    </message>
    <message>
        <source>round %1 has results; they would be lost</source>
        <translation>%1라운드에 이미 결과가 있습니다. 취소하면 결과가 사라집니다</translation>
    </message>
    <message>
        <source>%1: nothing was imported (errors: %2).</source>
        <translation>%1: 아무것도 가져오지 않았습니다 (오류: %2개).</translation>
    </message>
    <message>
        <source>a press from a device needs its id</source>
        <translation>기기의 누름에는 ID가 필요합니다</translation>
    </message>
    <message>
        <source>message at byte %1: %2</source>
        <translation>메시지 %1바이트째: %2</translation>
    </message>
    <message>
        <source>join a table first (message &apos;%1&apos;)</source>
        <translation>먼저 대국대에 참가하세요 (메시지 &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>a press needs the side that moved (B or W)</source>
        <translation>누름에는 둔 쪽(B 또는 W)이 필요합니다</translation>
    </message>
    <message>
        <source>a sealed move needs the move written down</source>
        <translation>봉수에는 수를 적어야 합니다</translation>
    </message>
    <message>
        <source>a result is black-wins, white-wins, jigo, both-lose or both-win</source>
        <translation>결과는 black-wins, white-wins, jigo, both-lose, both-win 중 하나입니다</translation>
    </message>
    <message>
        <source>there is no result to confirm</source>
        <translation>확인할 결과가 없습니다</translation>
    </message>
    <message>
        <source>unknown message &apos;%1&apos;</source>
        <translation>알 수 없는 메시지 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table of this round: look at the code on the result sheet again</source>
        <translation>&apos;%1&apos;은(는) 이 라운드의 대국대가 아닙니다. 결과 기록지의 코드를 다시 확인하세요</translation>
    </message>
    <message>
        <source>the round has this game&apos;s result already: only a referee changes it, with a reason</source>
        <translation>이 대국의 결과가 이미 있습니다. 심판만 사유와 함께 바꿀 수 있습니다</translation>
    </message>
    <message>
        <source>changing a result in the round needs the referee&apos;s reason</source>
        <translation>라운드의 결과를 바꾸려면 심판의 사유가 필요합니다</translation>
    </message>
    <message>
        <source>too many wrong referee PINs: try again in a minute, or act at the desk</source>
        <translation>심판 PIN 오류가 너무 많습니다. 1분 후 다시 하거나 본부에서 처리하세요</translation>
    </message>
    <message>
        <source>a referee&apos;s action needs the referee&apos;s PIN (set at the desk)</source>
        <translation>심판 조작에는 심판 PIN(본부에서 설정)이 필요합니다</translation>
    </message>
    <message>
        <source>an adjustment needs the side (B or W)</source>
        <translation>시간 조정에는 쪽(B 또는 W)이 필요합니다</translation>
    </message>
    <message>
        <source>round %1 is over at this desk: join with the code of the new round</source>
        <translation>%1라운드는 이 본부에서 끝났습니다. 새 라운드의 코드로 참가하세요</translation>
    </message>
    <message>
        <source>it is not Black&apos;s turn</source>
        <translation>흑의 차례가 아닙니다</translation>
    </message>
    <message>
        <source>it is not White&apos;s turn</source>
        <translation>백의 차례가 아닙니다</translation>
    </message>
    <message>
        <source>%1 holds a table “%2” that this version of Tengen cannot copy</source>
        <translation>%1에 이 버전의 Tengen이 복사할 수 없는 표 &apos;%2&apos;이(가) 있습니다</translation>
    </message>
    <message>
        <source>%1: not a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1: postgresql://사용자@호스트/데이터베이스 형식의 주소가 아닙니다</translation>
    </message>
    <message>
        <source>%1: the address names no user (USER@HOST)</source>
        <translation>%1: 주소에 사용자가 없습니다 (사용자@호스트)</translation>
    </message>
    <message>
        <source>%1: the address names no server</source>
        <translation>%1: 주소에 서버가 없습니다</translation>
    </message>
    <message>
        <source>%1: the database is a name of letters, digits and _ after the server (HOST/DATABASE)</source>
        <translation>%1: 데이터베이스 이름은 서버 뒤에 문자, 숫자, _ 로 씁니다 (호스트/데이터베이스)</translation>
    </message>
    <message>
        <source>%1: the only option is ?tournament=NAME</source>
        <translation>%1: 쓸 수 있는 옵션은 ?tournament=이름 뿐입니다</translation>
    </message>
    <message>
        <source>%1: a tournament&apos;s name is a letter, then letters, digits and _ (not pg_..., not public)</source>
        <translation>%1: 대회 이름은 문자로 시작하고 문자, 숫자, _ 가 이어집니다 (pg_... 와 public 제외)</translation>
    </message>
    <message>
        <source>“%1” is not a user name for the server (letters, digits, _ . -)</source>
        <translation>&apos;%1&apos;은(는) 서버의 사용자 이름이 아닙니다 (문자, 숫자, _ . -)</translation>
    </message>
    <message>
        <source>%1 is a file: desks&apos; roles are a server&apos;s</source>
        <translation>%1은(는) 파일입니다. 데스크 역할은 서버에만 있습니다</translation>
    </message>
    <message>
        <source>The desks&apos; roles are not set up on %1: run tengen-cli server init first</source>
        <translation>%1에 데스크 역할이 설정되지 않았습니다. 먼저 tengen-cli server init 을 실행하세요</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; Tengen connects again by itself: try again.</source>
        <translation>%1의 서버에 연결할 수 없습니다 (서버나 네트워크 중단). 아무것도 바뀌지 않았습니다. Tengen이 스스로 다시 연결합니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <source>%1 is busy: another desk has been changing it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1이(가) 사용 중입니다. 다른 데스크가 %2초 넘게 바꾸고 있습니다. 아무것도 바뀌지 않았습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The server of %1 refused: this desk&apos;s role may not make that change. Nothing was changed.</source>
        <translation>%1의 서버가 거부했습니다. 이 데스크의 역할로는 그 변경을 할 수 없습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1은(는) 읽기 전용으로 열려 있습니다. 여기서는 아무것도 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>The server of %1 has no disk space left. Nothing was changed.</source>
        <translation>%1의 서버 디스크에 공간이 없습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>The server of %1 could not carry out the change (%2). Nothing was changed.</source>
        <translation>%1의 서버가 변경을 수행하지 못했습니다 (%2). 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: a statement lacks a value (an internal error)</source>
        <translation>%1: 문장에 값이 빠졌습니다 (내부 오류)</translation>
    </message>
    <message>
        <source>%1: this computer lacks Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql)</source>
        <translation>%1: 이 컴퓨터에 Qt의 PostgreSQL 드라이버가 없습니다 (Debian 패키지 libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1 is not a Tengen tournament</source>
        <translation>%1은(는) Tengen 대회가 아닙니다</translation>
    </message>
    <message>
        <source>There is no tournament %1</source>
        <translation>대회 %1이(가) 없습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: %2 is kept</source>
        <translation>&apos;%1&apos;은(는) 단급이 아닙니다: %2 유지</translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is outside 30k-9d: read as %2, as OpenGotha does</source>
        <translation>단급 &apos;%1&apos;은(는) 30급–9단 범위 밖입니다: OpenGotha처럼 %2(으)로 읽습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither true nor false: read as %2, as OpenGotha does</source>
        <translation>&apos;%1&apos;은(는) true도 false도 아닙니다: OpenGotha처럼 %2(으)로 읽습니다</translation>
    </message>
    <message>
        <source>player %1 %2 appears twice (line %3): left out, as OpenGotha does</source>
        <translation>선수 %1 %2이(가) 두 번 나옵니다(%3행): OpenGotha처럼 가져오지 않습니다</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a country code: left out</source>
        <translation>%1 %2: &apos;%3&apos;은(는) 국가 코드가 아닙니다: 가져오지 않습니다</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not an EGD PIN (8 digits): kept in the notes</source>
        <translation>%1 %2: &apos;%3&apos;은(는) EGD PIN(8자리 숫자)이 아닙니다: 메모에 남깁니다</translation>
    </message>
    <message>
        <source>%1 %2: rank &apos;%3&apos; is outside 30k-9d or unreadable: paired as %4, as OpenGotha does</source>
        <translation>%1 %2: 단급 &apos;%3&apos;은(는) 30급–9단 범위 밖이거나 읽을 수 없습니다: OpenGotha처럼 %4(으)로 대진합니다</translation>
    </message>
    <message>
        <source>a date is missing or not yyyy-mm-dd: %1 is taken; check the dates</source>
        <translation>날짜가 없거나 yyyy-mm-dd 형식이 아닙니다: %1을(를) 씁니다. 날짜를 확인하십시오</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds</source>
        <translation>&apos;%1&apos;은(는) 라운드 수가 아닙니다</translation>
    </message>
    <message>
        <source>McMahon zero %1: OpenGotha counts McMahon scores from 30k whatever the file says, and so does Tengen here</source>
        <translation>맥마흔 기준점 %1: 파일 내용과 관계없이 OpenGotha는 30급부터 맥마흔 점수를 셉니다. Tengen도 여기서는 같습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenGotha result: read as no result, as OpenGotha does</source>
        <translation>&apos;%1&apos;은(는) OpenGotha 결과 코드가 아닙니다: OpenGotha처럼 결과 없음으로 읽습니다</translation>
    </message>
    <message>
        <source>no player has the key &apos;%1&apos;: left out, as OpenGotha does</source>
        <translation>키가 &apos;%1&apos;인 선수가 없습니다: OpenGotha처럼 가져오지 않습니다</translation>
    </message>
    <message>
        <source>a second game at table %1 of round %2 (the first on line %3): it replaces the first, as OpenGotha does</source>
        <translation>%2라운드 %1번 대국에 두 번째 대국이 있습니다(첫 대국은 %3행): OpenGotha처럼 뒤의 것으로 바꿉니다</translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s rounds came with it: %n game(s), %1.</source>
        <translation>
            <numerusform>파일의 라운드도 함께 가져왔습니다: 대국 %n판, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bye(s)</source>
        <translation>
            <numerusform>부전승 %n건</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a komi: read as 7.5</source>
        <translation>&apos;%1&apos;은(는) 덤이 아닙니다: 7.5로 읽습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board size: read as 19</source>
        <translation>&apos;%1&apos;은(는) 바둑판 크기가 아닙니다: 19줄로 읽습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of stones</source>
        <translation>&apos;%1&apos;은(는) 접바둑 점 수가 아닙니다</translation>
    </message>
    <message>
        <source>%1 stones is outside 0..9: read as %2</source>
        <translation>%1점 접바둑은 0..9를 벗어납니다: %2점으로 읽습니다</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a number: read as 0</source>
        <translation>%1 %2: &apos;%3&apos;은(는) 숫자가 아닙니다: 0으로 읽습니다</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a rating: left out</source>
        <translation>%1 %2: &apos;%3&apos;은(는) 레이팅이 아닙니다: 생략합니다</translation>
    </message>
    <message>
        <source>table %1 is not a table: the game is given table %2, after the round&apos;s highest</source>
        <translation>%1번 대국대는 유효하지 않습니다: 이 대국을 그 라운드의 가장 큰 번호 다음인 %2번 대국대로 합니다</translation>
    </message>
    <message>
        <source>the file says %1 rounds but has games or byes up to round %2: the tournament gets %2 rounds, as in OpenGotha</source>
        <translation>파일에는 %1라운드로 되어 있지만 %2라운드까지의 대국 또는 부전승이 있습니다: OpenGotha처럼 대회를 %2라운드로 합니다</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of a time control</comment>
        <translation>%1시간</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of a time control</comment>
        <translation>%1분</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of a time control</comment>
        <translation>%1초</translation>
    </message>
    <message>
        <source> </source>
        <comment>between hours and minutes</comment>
        <translation> </translation>
    </message>
    <message>
        <source>byo-yomi %1 × %2</source>
        <translation>초읽기 %1회 × %2</translation>
    </message>
    <message>
        <source>%1, then byo-yomi %2 × %3</source>
        <translation>기본 시간 %1, 이후 초읽기 %2회 × %3</translation>
    </message>
    <message>
        <source>%1, then %2 stones in %3</source>
        <translation>기본 시간 %1, 이후 %3에 %2수</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>기본 시간 %1 (서든데스)</translation>
    </message>
    <message>
        <source>%1 + %2 a move, at most %3</source>
        <translation>%1, 한 수마다 %2 추가, 최대 %3</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>%1, 한 수마다 %2 추가</translation>
    </message>
    <message>
        <source>%1, Bronstein delay %2</source>
        <translation>%1, 브론스타인 지연 %2</translation>
    </message>
    <message>
        <source>%1, delay %2 a move</source>
        <translation>%1, 한 수마다 지연 %2</translation>
    </message>
    <message>
        <source>hourglass %1</source>
        <translation>모래시계 %1</translation>
    </message>
    <message>
        <source>%1, then %2 extension(s) of %3</source>
        <translation>기본 시간 %1, 이후 연장 %2회 (각 %3)</translation>
    </message>
    <message>
        <source>%1 player(s) have no Latin name (family and given name in Latin letters) the %2 file can hold: %3. Give each one in Registration.</source>
        <translation>%1명의 기사에게 %2 파일에 쓸 수 있는 로마자 이름(성과 이름)이 없습니다: %3. 등록 화면에서 각자 입력하십시오.</translation>
    </message>
    <message>
        <source>OpenGotha holds one bye a round and records a requested bye as an absence, which this event scores otherwise: %1. Make the bye and absence scores equal in the pairing settings, or export anyway and OpenGotha will count these players&apos; scores otherwise.</source>
        <translation>OpenGotha는 라운드마다 부전승을 하나만 두고 요청한 휴식을 결석으로 기록하지만, 이 대회는 두 가지의 점수가 다릅니다: %1. 대진 설정에서 부전승과 결석 점수를 같게 하거나, 그대로 내보내십시오(OpenGotha에서는 이 기사들의 점수가 달라집니다).</translation>
    </message>
    <message>
        <source>Never paired: %1 – %2</source>
        <translation>대진 금지: %1 – %2</translation>
    </message>
    <message>
        <source>Paired in round %1: %2 – %3</source>
        <translation>%1라운드 지정 대진: %2 – %3</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 (every round)</source>
        <translation>%1번 대국대를 %2에게 배정 (모든 라운드)</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 in round %3</source>
        <translation>%3라운드에 %1번 대국대를 %2에게 배정</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a second bye in round %1 (the first, of %2, on line %3): it replaces the first, as OpenGotha keeps one bye a round</source>
        <translation>%1라운드의 두 번째 부전승(첫 번째는 %2, %3행): OpenGotha는 라운드마다 부전승을 하나만 두므로 첫 번째를 대체합니다</translation>
    </message>
    <message>
        <source>%1 holds players or rounds already; copy into a new tournament name, or into the empty one that “server init” makes</source>
        <translation>%1에 이미 기사나 라운드가 있습니다. 새 대회 이름으로, 또는 “server init”이 만드는 빈 대회로 복사하십시오</translation>
    </message>
    <message>
        <source>%1: a copy is saved to a file; to copy to a server use “tengen-cli copy”</source>
        <translation>%1: 사본은 파일로 저장됩니다. 서버로 복사하려면 “tengen-cli copy”를 쓰십시오</translation>
    </message>
    <message>
        <source>%1 is this tournament itself; choose another file for the copy</source>
        <translation>%1은(는) 이 대회 자체입니다. 사본에는 다른 파일을 고르십시오</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1이(가) 이미 있습니다</translation>
    </message>
    <message>
        <source>%1 is open in another program; close it there or choose another file</source>
        <translation>%1이(가) 다른 프로그램에서 열려 있습니다. 그곳에서 닫거나 다른 파일을 고르십시오</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1은(는) 폴더입니다</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>round %1, table %2 has the result %3 already: a change needs the referee&apos;s reason</source>
        <translation>%1라운드 %2번 테이블에는 이미 결과 %3이(가) 있습니다: 변경에는 심판의 사유가 필요합니다</translation>
    </message>
    <message>
        <source>delta: a whole number of milliseconds, at most 10 hours either way</source>
        <translation>delta: 밀리초 단위 정수, 증감 모두 최대 10시간</translation>
    </message>
    <message>
        <source>reason: a time adjustment needs a reason</source>
        <translation>reason: 시간 조정에는 사유가 필요합니다</translation>
    </message>
    <message>
        <source>confirmed: true or false</source>
        <translation>confirmed: true 또는 false</translation>
    </message>
    <message>
        <source>an adjustment of no time changes nothing</source>
        <translation>0초 조정은 아무것도 바꾸지 않습니다</translation>
    </message>
    <message>
        <source>an adjustment is at most 10 hours either way</source>
        <translation>조정은 증감 모두 최대 10시간입니다</translation>
    </message>
    <message>
        <source>wrong referee PIN</source>
        <translation>심판 PIN이 틀렸습니다</translation>
    </message>
    <message>
        <source>message at byte 0: a message is one JSON object</source>
        <translation>바이트 0의 메시지: 메시지는 하나의 JSON 객체여야 합니다</translation>
    </message>
    <message>
        <source>another device holds this table&apos;s clock: a referee can move it to this one</source>
        <translation>이 테이블의 시계는 다른 기기에 있습니다: 심판이 이 기기로 옮길 수 있습니다</translation>
    </message>
    <message>
        <source>the result to confirm has changed: look at the screen again</source>
        <translation>확인할 결과가 바뀌었습니다: 화면을 다시 보십시오</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” breaks the rule %4 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy, or correct that row.</source>
        <translation>%1: “%3”의 %2번째 행이 규칙 %4을(를) 어깁니다 (Tengen 밖에서 파일이 바뀌었습니다). 파일은 거부되고 그대로 남습니다. 백업을 열거나 그 행을 고치십시오.</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names a row of “%4” that is not there (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: “%3”의 %2번째 행이 “%4”에 없는 행을 가리킵니다 (Tengen 밖에서 파일이 바뀌었습니다). 파일은 거부되고 그대로 남습니다. 백업을 여십시오.</translation>
    </message>
    <message>
        <source>%1: a line break or another control character at character %2</source>
        <translation>%1: %2번째 글자에 줄바꿈 등 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>%1: %2 characters; at most %3</source>
        <translation>%1: %2자, 최대 %3자</translation>
    </message>
    <message>
        <source>rating: %1 is not a %2 rating (from %3 to %4)</source>
        <translation>레이팅: %1은(는) %2 레이팅이 아닙니다 (%3에서 %4)</translation>
    </message>
    <message>
        <source>rating: its uncertainty is not a number from 0 to 10000</source>
        <translation>레이팅: 불확실성이 0에서 10000 사이의 수가 아닙니다</translation>
    </message>
    <message>
        <source>McMahon correction %1: from -99 to 99</source>
        <translation>맥마혼 보정 %1: -99에서 99까지</translation>
    </message>
    <message>
        <source>a fee of over 10,000,000 is not taken</source>
        <translation>10,000,000을 넘는 참가비는 받지 않습니다</translation>
    </message>
    <message>
        <source>%1 rounds: at most %2</source>
        <translation>%1라운드: 최대 %2라운드</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not a file but a device, a pipe or a socket)</source>
        <translation>%1은(는) 대회 파일이 아닙니다 (파일이 아니라 장치, 파이프, 소켓입니다)</translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s format bytes (18 and 19) are %2 and %3, where SQLite writes 1 or 2. Open a backup copy of the tournament.</source>
        <translation>%1이(가) 손상되었습니다: 헤더의 형식 바이트(18, 19)가 %2와 %3인데, SQLite는 1이나 2를 씁니다. 대회의 백업을 여십시오.</translation>
    </message>
    <message>
        <source>%1 holds a change another program did not finish (a -journal file beside it), which could not be undone here: %2</source>
        <translation>%1에 다른 프로그램이 끝내지 못한 변경이 있습니다 (옆에 -journal 파일). 여기서 되돌릴 수 없었습니다: %2</translation>
    </message>
    <message>
        <source>The server of %1 is starting, stopping or full and takes no desk now. Nothing was changed; try again in a moment.</source>
        <translation>%1의 서버가 시작 중이거나 멈추는 중이거나 가득 차서 지금은 받지 않습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 하십시오.</translation>
    </message>
    <message>
        <source>The server of %1 refused this desk&apos;s user name or password (or this computer). Ask whoever set up the server for this desk&apos;s address.</source>
        <translation>%1의 서버가 이 데스크의 사용자 이름이나 비밀번호(또는 이 컴퓨터)를 거부했습니다. 서버를 설정한 사람에게 이 데스크의 주소를 물으십시오.</translation>
    </message>
    <message>
        <source>The server of %1 has no such database: check the address.</source>
        <translation>%1의 서버에 그런 데이터베이스가 없습니다: 주소를 확인하십시오.</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; try again.</source>
        <translation>%1의 서버에 닿을 수 없습니다 (서버나 네트워크가 없습니다). 아무것도 바뀌지 않았습니다. 다시 하십시오.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (the server says: %2)</source>
        <translation>%1에 연결할 수 없습니다 (서버의 말: %2)</translation>
    </message>
    <message>
        <source>an element with over %1 attributes</source>
        <translation>속성이 %1개를 넘는 요소가 있습니다</translation>
    </message>
    <message>
        <source>Round %1 was not paired: the players&apos; check-ins or results changed %2 times while it was computed (%3 s each time). Pair it again once check-in is over.</source>
        <translation>%1라운드를 대진하지 못했습니다: 계산하는 동안 선수의 체크인 또는 결과가 %2번 바뀌었습니다(각 %3초). 체크인이 끝난 뒤 다시 대진하십시오.</translation>
    </message>
    <message>
        <source>more than %1 nodes: too large for a game record</source>
        <translation>노드가 %1개를 넘습니다: 기보로서는 너무 큽니다</translation>
    </message>
    <message>
        <source>more than %1 property values: too large for a game record</source>
        <translation>속성 값이 %1개를 넘습니다: 기보로서는 너무 큽니다</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that belongs to another tournament file. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 옆의 선행 기록 로그(%2)는 다른 대회 파일의 것입니다. 이 파일은 열지 않고 그대로 두었습니다. %2을(를) 다른 곳으로 옮기면 마지막으로 저장된 상태로 파일을 열 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) older than the file itself, left from an earlier copy. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 옆의 선행 기록 로그(%2)가 파일 자체보다 오래되었습니다(이전 사본에서 남은 것). 이 파일은 열지 않고 그대로 두었습니다. %2을(를) 다른 곳으로 옮기면 마지막으로 저장된 상태로 파일을 열 수 있습니다.</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>결과 없음</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>백 부전승</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>백 승</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>흑 부전승</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>흑 승</translation>
    </message>
    <message>
        <source>jigo by forfeit</source>
        <translation>빅(부전)</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>빅</translation>
    </message>
    <message>
        <source>both lose by forfeit</source>
        <translation>양측 부전패</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>양측 패</translation>
    </message>
    <message>
        <source>both win by forfeit</source>
        <translation>양측 부전승</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>양측 승</translation>
    </message>
    <message>
        <source>the clocks of round %1 are in play; the hall serves them, not round %2</source>
        <translation>%1라운드의 시계가 진행 중입니다. 홀은 그 시계를 다루며 %2라운드는 다루지 않습니다</translation>
    </message>
    <message>
        <source>not a file but a folder, a device, a pipe or a socket; nothing was read</source>
        <translation>파일이 아니라 폴더, 장치, 파이프 또는 소켓입니다. 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 MB; a list of players is at most %2 MB</source>
        <translation>%1MB입니다. 선수 명단은 최대 %2MB입니다</translation>
    </message>
    <message>
        <source>%1 is a tournament file; a document is never written over one. Choose another file.</source>
        <translation>%1은(는) 대회 파일입니다. 문서로 대회 파일을 덮어쓰지 않습니다. 다른 파일을 선택하십시오.</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” is for round %4, which no event has (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: “%3”의 %2번째 행은 %4라운드의 것이지만 그런 라운드가 있는 대회는 없습니다(파일이 텐겐 밖에서 변경됨). 파일을 열지 않고 그대로 두었습니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>%1: player %2 plays twice in round %4 (“%3”; the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: 선수 %2이(가) %4라운드에서 두 번 대국합니다(“%3”, 파일이 텐겐 밖에서 변경됨). 파일을 열지 않고 그대로 두었습니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” pairs player %4 with himself (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: “%3”의 %2번째 행이 선수 %4을(를) 자기 자신과 짝지었습니다(파일이 텐겐 밖에서 변경됨). 파일을 열지 않고 그대로 두었습니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that changes the tournament without counting the change, as Tengen does: another program wrote it. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 옆의 선행 기록 로그(%2)는 텐겐처럼 변경을 세지 않고 대회를 바꿉니다. 다른 프로그램이 쓴 것입니다. 이 파일은 열지 않고 그대로 두었습니다. %2을(를) 다른 곳으로 옮기면 마지막으로 저장된 상태로 파일을 열 수 있습니다.</translation>
    </message>
    <message>
        <source>too many wrong join codes from this address: try again in a minute</source>
        <translation>이 주소에서 잘못된 참가 코드가 너무 많습니다. 1분 후에 다시 시도하십시오</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” holds a text of more than %4 characters (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: “%3”의 %2번째 행에 %4자를 넘는 텍스트가 있습니다(파일이 텐겐 밖에서 변경됨). 파일을 열지 않고 그대로 두었습니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>a press needs an id of 1 to 64 characters</source>
        <translation>누름에는 1~64자의 ID가 필요합니다</translation>
    </message>
    <message>
        <source>a team needs a name</source>
        <translation>팀에는 이름이 필요합니다</translation>
    </message>
    <message>
        <source>%1: player %2 is listed twice</source>
        <translation>%1: 선수 %2이(가) 두 번 들어 있습니다</translation>
    </message>
    <message>
        <source>%1: the captain (player %2) is not a member</source>
        <translation>%1: 주장(선수 %2)이 팀원이 아닙니다</translation>
    </message>
    <message>
        <source>player %1 is in two teams: %2 and %3</source>
        <translation>선수 %1이(가) 두 팀에 있습니다: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 players for %3 boards</source>
        <translation>%1: %3개 판에 선수 %2명입니다</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is not a member</source>
        <translation>%1, %2번 판: 선수 %3은(는) 팀원이 아닙니다</translation>
    </message>
    <message>
        <source>%1: player %2 is on two boards</source>
        <translation>%1: 선수 %2이(가) 두 판에 있습니다</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is listed after the player of board %4: the order of the members is kept (players may be left out, not moved up)</source>
        <translation>%1, %2번 판: 선수 %3은(는) 명단에서 %4번 판 선수보다 뒤에 있습니다. 팀원 순서는 유지됩니다(뺄 수는 있어도 올릴 수는 없습니다)</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: unpair the round, or enter the game as lost by forfeit, rather than marking the player absent</source>
        <translation>%1은(는) %3라운드 %2번 대국이 있습니다: 선수를 결석으로 표시하지 말고 그 라운드의 대진을 취소하거나 그 대국을 부전패로 입력하십시오</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: a bye is asked for before the round is paired</source>
        <translation>%1은(는) %3라운드 %2번 대국이 있습니다: 부전승 신청은 대진 전에 해야 합니다</translation>
    </message>
    <message>
        <source>%1 has the bye of round %2: unpair the round before marking the player absent</source>
        <translation>%1은(는) %2라운드 부전승입니다: 결석으로 표시하기 전에 그 라운드의 대진을 취소하십시오</translation>
    </message>
    <message>
        <source>this is an individual event: teams play in a team event (tengen-cli new … --teams --board-count N)</source>
        <translation>개인전입니다: 팀은 단체전에서 둡니다(tengen-cli new … --teams --board-count N)</translation>
    </message>
    <message>
        <source>no team has the id %1</source>
        <translation>ID가 %1인 팀이 없습니다</translation>
    </message>
    <message>
        <source>%1 plays for the team %2: take the player off the team first.</source>
        <translation>%1은(는) %2 팀의 선수입니다: 먼저 팀에서 빼십시오.</translation>
    </message>
    <message>
        <source>%1: no player has the id %2</source>
        <translation>%1: ID가 %2인 선수가 없습니다</translation>
    </message>
    <message>
        <source>team %1 was changed by another program since it was read: look at it again</source>
        <translation>팀 %1은(는) 읽은 뒤 다른 프로그램에서 바뀌었습니다: 다시 확인하십시오</translation>
    </message>
    <message>
        <source>a team event plays 2 to 10 boards</source>
        <translation>단체전은 2~10개 판입니다</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, give its line-up, or mark its players absent</source>
        <translation>%1 은(는) 출석 선수 %2명으로 %3판에 모자랍니다: 체크인하거나 선수를 추가하거나, 출전 명단을 주거나, 선수를 결석으로 표시하세요</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rounds</source>
        <translation>개인전입니다: 단체전 라운드가 없습니다</translation>
    </message>
    <message>
        <source>round %1 is paired already: unpair it first to pair it again</source>
        <translation>%1라운드는 이미 대진되었습니다: 다시 하려면 먼저 취소하세요</translation>
    </message>
    <message>
        <source>this event pairs teams by hand: choose two teams for each match</source>
        <translation>이 대회는 팀을 수동으로 대진합니다: 경기마다 두 팀을 고르세요</translation>
    </message>
    <message>
        <source>fewer than two teams have players present in round %1: a team plays with its members whose registration is final and who are not absent</source>
        <translation>%1라운드에 출석 선수가 있는 팀이 둘 미만입니다: 팀은 등록이 확정되고 결석하지 않은 선수로 경기합니다</translation>
    </message>
    <message>
        <source>the round robin of %1 teams has %2 rounds</source>
        <translation>%1팀 리그전은 %2라운드입니다</translation>
    </message>
    <message>
        <source>%1 plays in round %2 but none of its players is present: give its line-up</source>
        <translation>%1 은(는) %2라운드에 경기가 있지만 출석 선수가 없습니다: 출전 명단을 주세요</translation>
    </message>
    <message>
        <source>team %1 cannot play itself</source>
        <translation>팀 %1 은(는) 자기 자신과 경기할 수 없습니다</translation>
    </message>
    <message>
        <source>%1 already plays in round %2</source>
        <translation>%1 은(는) %2라운드에 이미 경기가 있습니다</translation>
    </message>
    <message>
        <source>%1 and %2 met in round %3: pair them again only if you mean it</source>
        <translation>%1 와(과) %2 은(는) %3라운드에서 만났습니다: 의도한 경우에만 다시 대진하세요</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, or give its line-up</source>
        <translation>%1 은(는) 출석 선수 %2명으로 %3판에 모자랍니다: 체크인하거나 선수를 추가하거나 출전 명단을 주세요</translation>
    </message>
    <message>
        <source>team %1 has no match in round %2</source>
        <translation>팀 %1 은(는) %2라운드에 경기가 없습니다</translation>
    </message>
    <message>
        <source>%1 is paired in a round and cannot be removed; unpair the round first</source>
        <translation>%1 은(는) 어느 라운드에 대진되어 있어 삭제할 수 없습니다: 먼저 그 라운드의 대진을 취소하세요</translation>
    </message>
    <message>
        <source>round %1 is paired: its line-ups stand. Unpair it to change %2&apos;s line-up</source>
        <translation>%1라운드는 대진되어 출전 명단이 확정되었습니다. %2 의 명단을 바꾸려면 대진을 취소하세요</translation>
    </message>
    <message>
        <source>%1&apos;s line-up for round %2 was changed by another program since it was read: look at it again</source>
        <translation>%1 의 %2라운드 출전 명단을 읽은 뒤 다른 프로그램이 바꿨습니다: 다시 확인하세요</translation>
    </message>
    <message>
        <source>player %1 is in another line-up of round %2</source>
        <translation>선수 %1 은(는) %2라운드의 다른 출전 명단에 있습니다</translation>
    </message>
    <message>
        <source>match %1, board %2 of round %3 has no game of its line-ups&apos; players</source>
        <translation>%3라운드 %1경기 %2번 판에 출전 명단 선수의 대국이 없습니다</translation>
    </message>
    <message>
        <source>round %1 of a team event has a game outside its matches</source>
        <translation>단체전 %1라운드에 경기 밖의 대국이 있습니다</translation>
    </message>
    <message>
        <source>match %1 is not of round %2</source>
        <translation>%1경기는 %2라운드의 경기가 아닙니다</translation>
    </message>
    <message>
        <source>round %1 has match %2 twice</source>
        <translation>%1라운드에 %2경기가 두 번 있습니다</translation>
    </message>
    <message>
        <source>team %1 plays twice in round %2</source>
        <translation>팀 %1 이(가) %2라운드에 두 번 나옵니다</translation>
    </message>
    <message>
        <source>team %1 has no line-up of %2 players in round %3</source>
        <translation>팀 %1 은(는) %3라운드에 %2명 출전 명단이 없습니다</translation>
    </message>
    <message>
        <source>team %1 plays and has the bye in round %2</source>
        <translation>팀 %1 이(가) %2라운드에 경기와 부전승을 함께 가집니다</translation>
    </message>
    <message>
        <source>player %1 is in two line-ups of round %2</source>
        <translation>선수 %1 이(가) %2라운드의 두 출전 명단에 있습니다</translation>
    </message>
    <message>
        <source>team criterion %1 (at character %2) is not one of TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a preset: opengotha, fide, chinese</source>
        <translation>단체 순위 기준 %1 (%2번째 글자)은(는) TEAMP, BDW, BDW1U~BDW9U, SOST, LBW, DE, MNR 중 하나도, 프리셋 opengotha, fide, chinese 도 아닙니다</translation>
    </message>
    <message>
        <source>the team standings need a criterion</source>
        <translation>단체 순위에는 기준이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>the team standings take at most %1 criteria</source>
        <translation>단체 순위 기준은 최대 %1개입니다</translation>
    </message>
    <message>
        <source>%1 counts more boards than the event&apos;s %2 (use BDW)</source>
        <translation>%1 은(는) 대회의 %2판 이상을 셉니다 (BDW 를 쓰세요)</translation>
    </message>
    <message>
        <source>team criterion %1 is given twice</source>
        <translation>단체 순위 기준 %1 이(가) 두 번 주어졌습니다</translation>
    </message>
    <message>
        <source>match points must be between 0 and 10 (got %1)</source>
        <translation>매치 점수는 0~10 이어야 합니다 (%1)</translation>
    </message>
    <message>
        <source>a won match must give at least a draw, a draw at least a loss</source>
        <translation>승리 점수는 무승부 이상, 무승부는 패배 이상이어야 합니다</translation>
    </message>
    <message>
        <source>the leader board %1 is not one of the boards</source>
        <translation>주장 판 %1 이(가) 판 범위 밖입니다</translation>
    </message>
    <message>
        <source>match points &quot;%1&quot; are not win/draw/loss, each 0 to 10 in steps of 0.5, as 2/1/0 or 3/1/0</source>
        <translation>매치 점수 &quot;%1&quot; 은(는) 승/무/패 (각 0~10, 0.5 단위) 형식이 아닙니다. 예 2/1/0, 3/1/0</translation>
    </message>
    <message>
        <source>a tied match &quot;%1&quot; is not draw, leader, or leader with the winner&apos;s and loser&apos;s points, as leader:2/1</source>
        <translation>동점 규칙 &quot;%1&quot; 은(는) draw, leader, 또는 승자·패자 점수가 붙은 leader (예 leader:2/1) 가 아닙니다</translation>
    </message>
    <message>
        <source>a board outside a team</source>
        <translation>팀 밖의 판</translation>
    </message>
    <message>
        <source>board %1 of round %2: boards are 1 to %3, rounds 1 to %4</source>
        <translation>%2라운드 %1번 판: 판은 1~%3, 라운드는 1~%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team size of 1 to %2</source>
        <translation>&quot;%1&quot; 은(는) 1~%2 의 팀 인원이 아닙니다</translation>
    </message>
    <message>
        <source>team criterion &apos;%1&apos; is not one Tengen counts: left out of the team standings</source>
        <translation>단체 순위 기준 &quot;%1&quot; 은(는) Tengen 이 세지 않습니다: 단체 순위에서 뺍니다</translation>
    </message>
    <message>
        <source>teams of %1 board: read as an individual event, the teams left out</source>
        <translation>팀당 %1판: 개인전으로 읽고 팀은 뺍니다</translation>
    </message>
    <message>
        <source>%1 is on a board of round %2 already (line %3): left out here</source>
        <translation>%1 은(는) %2라운드에 이미 판에 있습니다 (%3행): 여기서는 뺍니다</translation>
    </message>
    <message>
        <source>%1: its teams play %2 boards, this event&apos;s %3</source>
        <translation>%1: 그 팀은 %2판, 이 대회는 %3판입니다</translation>
    </message>
    <message>
        <source>in a team event the boards follow the matches: pair the teams of round %1 (team pair) instead</source>
        <translation>단체전의 판은 경기를 따릅니다: 대신 %1라운드의 팀을 대진하세요 (team pair)</translation>
    </message>
    <message>
        <source>a round is paired: the event&apos;s kind and its number of boards stay as they are</source>
        <translation>대진된 라운드가 있습니다: 대회 종류와 판 수는 그대로입니다</translation>
    </message>
    <message>
        <source>the event has teams: remove them to make it an individual event</source>
        <translation>대회에 팀이 있습니다: 개인전으로 바꾸려면 팀을 삭제하세요</translation>
    </message>
    <message>
        <source>a McMahon bar needs the team Swiss pairing</source>
        <translation>맥마흔 바는 팀 스위스 대진에서만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>the McMahon bar is not a rank</source>
        <translation>맥마흔 바가 급수가 아닙니다</translation>
    </message>
    <message>
        <source>Table %1 is not the first even board of its match: the nigiri at table %2 gives every board its colours</source>
        <translation>%1번 테이블은 경기의 첫 호선 판이 아닙니다: %2번 테이블의 돌 가리기가 모든 판의 흑백을 정합니다</translation>
    </message>
    <message>
        <source>two different teams are needed (got %1 twice)</source>
        <translation>서로 다른 두 팀이 필요합니다(%1이(가) 두 번 주어짐)</translation>
    </message>
    <message>
        <source>the event has no stage %1</source>
        <translation>이 대회에는 %1단계가 없습니다</translation>
    </message>
    <message>
        <source>The file&apos;s stages cannot be used: %1</source>
        <translation>파일의 단계 설정을 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>this event is one Swiss or McMahon stage: nothing to place</source>
        <translation>이 대회는 스위스 또는 맥마흔 한 단계뿐입니다: 배정할 것이 없습니다</translation>
    </message>
    <message>
        <source>stage %1 is paired round by round: nothing to place</source>
        <translation>%1단계는 라운드마다 편성합니다: 배정할 것이 없습니다</translation>
    </message>
    <message>
        <source>stage %1 has its players placed already</source>
        <translation>%1단계의 선수 배정이 이미 끝났습니다</translation>
    </message>
    <message>
        <source>stage %1 needs at least %2 players; it has %3</source>
        <translation>%1단계에는 최소 %2명이 필요합니다. 현재 %3명</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a match of the round before it is not decided (a result, or the referee&apos;s decision, is missing)</source>
        <translation>%1라운드는 아직 편성할 수 없습니다: 이전 라운드에 승부가 나지 않은 경기가 있습니다 (결과 또는 심판 판정 없음)</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a game of the round before it has no result (or needs the referee&apos;s decision)</source>
        <translation>%1라운드는 아직 편성할 수 없습니다: 이전 라운드에 결과가 없는 대국이 있습니다 (또는 심판 판정 필요)</translation>
    </message>
    <message>
        <source>round %1 is not in a round-robin or knockout stage</source>
        <translation>%1라운드는 리그전이나 토너먼트 단계가 아닙니다</translation>
    </message>
    <message>
        <source>stage %1&apos;s players are not placed yet</source>
        <translation>%1단계의 선수 배정이 아직 되지 않았습니다</translation>
    </message>
    <message>
        <source>stage %1, group %2: the players&apos; numbers are not 1 to %3 (was the file edited by hand?); take the places back and place the players again</source>
        <translation>%1단계 %2조: 선수 번호가 1~%3이 아닙니다 (파일을 직접 편집했나요?). 배정을 취소하고 다시 배정하세요</translation>
    </message>
    <message>
        <source>Round %1 has no game to pair: every match of its bracket round is decided</source>
        <translation>%1라운드에 편성할 대국이 없습니다: 해당 라운드의 모든 경기가 끝났습니다</translation>
    </message>
    <message>
        <source>stage %1 is not a knockout</source>
        <translation>%1단계는 토너먼트가 아닙니다</translation>
    </message>
    <message>
        <source>round %1 is not a knockout round</source>
        <translation>%1라운드는 토너먼트 라운드가 아닙니다</translation>
    </message>
    <message>
        <source>player %1 does not play at table %2</source>
        <translation>선수 %1은(는) %2번 대국대에서 두지 않습니다</translation>
    </message>
    <message>
        <source>the board decided table %1 (or has no result yet): no decision is needed</source>
        <translation>%1번 대국대는 반상에서 승부가 났습니다 (또는 아직 결과 없음): 판정이 필요 없습니다</translation>
    </message>
    <message>
        <source>the stages were changed by another program since they were read: look at them again</source>
        <translation>단계 설정이 읽은 뒤 다른 프로그램에서 바뀌었습니다: 다시 확인하세요</translation>
    </message>
    <message>
        <source>stage %1 has its players placed: take the places back first</source>
        <translation>%1단계는 선수 배정이 끝났습니다: 먼저 배정을 취소하세요</translation>
    </message>
    <message>
        <source>stage %1 has paired rounds: unpair them first</source>
        <translation>%1단계에 편성된 라운드가 있습니다: 먼저 편성을 취소하세요</translation>
    </message>
    <message>
        <source>a referee&apos;s decision needs its reason</source>
        <translation>심판 판정에는 사유가 필요합니다</translation>
    </message>
    <message>
        <source>stage %1: stages are numbered 1, 2, … in order</source>
        <translation>%1단계: 단계는 1, 2, … 순서로 번호를 매깁니다</translation>
    </message>
    <message>
        <source>stage %1 must start at round %2</source>
        <translation>%1단계는 %2라운드부터 시작해야 합니다</translation>
    </message>
    <message>
        <source>stage %1: an event has at most 99 rounds</source>
        <translation>%1단계: 대회는 최대 99라운드입니다</translation>
    </message>
    <message>
        <source>stage %1: a Swiss or McMahon stage needs its number of rounds</source>
        <translation>%1단계: 스위스·맥마흔 단계에는 라운드 수가 필요합니다</translation>
    </message>
    <message>
        <source>stage %1: a Swiss, McMahon or groups stage can only be the first</source>
        <translation>%1단계: 스위스·맥마흔·조별 리그는 첫 단계로만 둘 수 있습니다</translation>
    </message>
    <message>
        <source>stage 1 is played by every registered player</source>
        <translation>1단계에는 등록한 모든 선수가 참가합니다</translation>
    </message>
    <message>
        <source>stage %1: say how many players of the stage before go on (at least 2)</source>
        <translation>%1단계: 이전 단계에서 진출하는 인원을 정하세요 (2명 이상)</translation>
    </message>
    <message>
        <source>stage %1: 2 to 16 groups</source>
        <translation>%1단계: 2~16개 조</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage has groups</source>
        <translation>%1단계: 조는 조별 리그에만 있습니다</translation>
    </message>
    <message>
        <source>stage %1: a knockout match is one game or best of three</source>
        <translation>%1단계: 토너먼트 경기는 단판 또는 3번기입니다</translation>
    </message>
    <message>
        <source>stage %1: only a knockout has a game for third place</source>
        <translation>%1단계: 3·4위전은 토너먼트에만 있습니다</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage sends the top of each group on</source>
        <translation>%1단계: 조별 상위 진출은 조별 리그에만 있습니다</translation>
    </message>
    <message>
        <source>stage %1: its rounds are not known yet, so no stage can follow</source>
        <translation>%1단계: 라운드 수가 아직 정해지지 않아 다음 단계를 둘 수 없습니다</translation>
    </message>
    <message>
        <source>round %1, table %2: the bracket went on from this result; unpair round %3 (and any after it) before changing it</source>
        <translation>%1라운드 %2번 대국대: 이 결과로 대진이 진행되었습니다. 바꾸기 전에 %3라운드(와 그 이후)의 편성을 취소하세요</translation>
    </message>
    <message>
        <source>the event&apos;s rounds follow its stages: change the stages instead</source>
        <translation>대회의 라운드 수는 단계로 정해집니다: 단계를 바꾸세요</translation>
    </message>
    <message>
        <source>stage %1 is not over: round %2 is not paired or has a game without a result</source>
        <translation>%1단계가 아직 끝나지 않았습니다: %2라운드가 편성되지 않았거나 결과가 없는 대국이 있습니다</translation>
    </message>
    <message>
        <source>stage %1 is not over: its bracket has no winner yet</source>
        <translation>%1단계가 아직 끝나지 않았습니다: 우승자가 정해지지 않았습니다</translation>
    </message>
    <message>
        <source>%1 has a place in stage %2: take the stage&apos;s places back first (stage unplace), or withdraw the player.</source>
        <translation>%1은(는) %2단계에 배정되어 있습니다: 먼저 그 단계의 배정을 취소하거나 (stage unplace) 선수를 탈퇴 처리하세요.</translation>
    </message>
    <message>
        <source>the referee&apos;s decision of round %1, table %2 was changed by another program: look at it again</source>
        <translation>%1라운드 %2번 대국대의 심판 판정이 다른 프로그램에서 바뀌었습니다: 다시 확인하세요</translation>
    </message>
    <message>
        <source>the stage before has no known number of rounds yet: place its players first</source>
        <translation>이전 단계의 라운드 수가 아직 정해지지 않았습니다: 먼저 선수를 배정하세요</translation>
    </message>
    <message>
        <source>round %1, table %2 has no referee&apos;s decision</source>
        <translation>%1라운드 %2번 대국대에는 심판 판정이 없습니다</translation>
    </message>
    <message>
        <source>round %1, table %2 has the referee&apos;s decision already: take it back first (undo)</source>
        <translation>%1라운드 %2번 대국대에는 이미 심판 판정이 있습니다: 먼저 취소하세요 (실행 취소)</translation>
    </message>
    <message>
        <source>OpenGotha cannot hold this event&apos;s team rules: %1. Reopened, the file ranks the teams otherwise; export anyway only to pair or print it there.</source>
        <translation>OpenGotha는 이 대회의 단체 규칙을 담을 수 없습니다: %1. 다시 열면 팀 순위가 달라집니다. OpenGotha에서 대진하거나 인쇄할 때만 그래도 내보내십시오.</translation>
    </message>
    <message>
        <source>this is not a team event: the team column is left out (make the event a team event first to import its teams)</source>
        <translation>단체전이 아닙니다: 팀 열은 무시합니다(팀을 가져오려면 먼저 대회를 단체전으로 하십시오)</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>%1라운드는 대회의 라운드(1~%2)에 없습니다</translation>
    </message>
    <message>
        <source>every team plays in round %1 already</source>
        <translation>%1라운드에는 모든 팀이 이미 대진되어 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1, 2, …)</source>
        <translation>&apos;%1&apos;은(는) 보드 번호(1, 2, …)가 아닙니다</translation>
    </message>
    <message>
        <source>a board without a team</source>
        <translation>팀이 없는 보드 번호</translation>
    </message>
    <message>
        <source>%1 has two players on board %2 (lines %3 and %4)</source>
        <translation>%1의 %2번 보드에 선수가 두 명입니다(%3행과 %4행)</translation>
    </message>
    <message>
        <source>round %1: no event has it (rounds are 1 to %2)</source>
        <translation>%1라운드: 그런 라운드는 없습니다(1~%2)</translation>
    </message>
    <message>
        <source>%1: stage %2 has %3 players placed and %4 as its number of rounds, which its format does not give (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: 단계 %2 에 %3 명이 배치되었고 라운드 수가 %4 이지만 그 방식으로는 나올 수 없습니다(파일이 Tengen 밖에서 바뀌었습니다). 파일을 거부하고 그대로 둡니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names player %4, who is not in that game or team (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: “%3”의 %2 행이 선수 %4 를 가리키지만 그 대국이나 팀에 없습니다(파일이 Tengen 밖에서 바뀌었습니다). 파일을 거부하고 그대로 둡니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>%1: team %2 has the bye in round %3 and plays a match in it too (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: 팀 %2 이(가) %3 라운드에 부전승인데 그 라운드에 경기도 있습니다(파일이 Tengen 밖에서 바뀌었습니다). 파일을 거부하고 그대로 둡니다. 백업 사본을 여십시오.</translation>
    </message>
    <message>
        <source>the grace before a table whose device is gone is paused must be 0 to 600 s</source>
        <translation>기기가 사라진 대국을 멈추기까지의 유예는 0~600초여야 합니다</translation>
    </message>
    <message>
        <source>the hall of this tournament is served by another program: process %1 on %2 (its lease runs to %3 unless it stops first)</source>
        <translation>이 대회의 대국장은 다른 프로그램이 운영 중입니다: %2 의 프로세스 %1 (먼저 멈추지 않으면 임대는 %3 까지)</translation>
    </message>
    <message>
        <source>the hall was stopped</source>
        <translation>대국장이 멈췄습니다</translation>
    </message>
    <message>
        <source>taking a flag back needs the referee&apos;s reason</source>
        <translation>시간패를 취소하려면 심판의 사유가 필요합니다</translation>
    </message>
    <message>
        <source>no flag has fallen</source>
        <translation>시간패가 없습니다</translation>
    </message>
    <message>
        <source>a team inside the team of line %1</source>
        <translation>%1 행의 팀 안에 팀이 있습니다</translation>
    </message>
    <message>
        <source>%1 is the name of the team of line %2 too</source>
        <translation>%2 행의 팀도 이름이 %1 입니다</translation>
    </message>
    <message>
        <source>board %1 of round %2 of %3 has a player already (line %4)</source>
        <translation>%3 의 %2 라운드 %1 번 보드에는 이미 선수가 있습니다(%4 행)</translation>
    </message>
    <message>
        <source>%1 is in another team&apos;s line-up for round %2: change that line-up first</source>
        <translation>%1 은(는) %2 라운드 다른 팀의 출전 명단에 있습니다. 먼저 그 명단을 바꾸십시오</translation>
    </message>
    <message>
        <source>only a later stage can be removed</source>
        <translation>이후 단계만 삭제할 수 있습니다</translation>
    </message>
    <message>
        <source>only the last stage (%1) can be removed</source>
        <translation>마지막 단계(%1)만 삭제할 수 있습니다</translation>
    </message>
    <message>
        <source>a confirmation needs the side (B or W)</source>
        <translation>확인에는 쪽(B 또는 W)이 필요합니다</translation>
    </message>
    <message>
        <source>a team event has no stages: its round robin is its team pairing (the team rules)</source>
        <translation>단체전에는 단계가 없습니다. 단체전의 리그전은 팀 대진(단체 규칙)으로 합니다</translation>
    </message>
    <message>
        <source>division %1: an id given twice</source>
        <translation>부문 %1: 번호가 중복됩니다</translation>
    </message>
    <message>
        <source>division %1: a division needs a name</source>
        <translation>부문 %1: 부문에는 이름이 필요합니다</translation>
    </message>
    <message>
        <source>two divisions are named &quot;%1&quot;: each needs a name of its own</source>
        <translation>두 부문의 이름이 &quot;%1&quot;입니다: 부문마다 고유한 이름이 필요합니다</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: %2 rounds (1 to 99)</source>
        <translation>부문 &quot;%1&quot;: %2라운드(1~99)</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: tables %2-%3 are not a range from 1 to %4</source>
        <translation>부문 &quot;%1&quot;: 대국대 %2-%3은(는) 1~%4 범위가 아닙니다</translation>
    </message>
    <message>
        <source>the event&apos;s first division is missing</source>
        <translation>대회의 첫 부문이 없습니다</translation>
    </message>
    <message>
        <source>divisions &quot;%1&quot; and &quot;%2&quot; share tables %3-%4: give each its own range</source>
        <translation>부문 &quot;%1&quot;과(와) &quot;%2&quot;이(가) 대국대 %3-%4를 함께 씁니다: 부문마다 따로 범위를 주십시오</translation>
    </message>
    <message>
        <source>%1: player %2 is in division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: 선수 %2이(가) 대회에 없는 부문 %3에 있습니다(파일이 Tengen 밖에서 변경됨). 열지 않고 그대로 두었습니다. 백업을 여십시오.</translation>
    </message>
    <message>
        <source>%1: %2 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: %2(파일이 Tengen 밖에서 변경됨). 열지 않고 그대로 두었습니다. 백업을 여십시오.</translation>
    </message>
    <message>
        <source>the divisions were changed by another program since they were read: look at them again</source>
        <translation>읽은 뒤 다른 프로그램이 부문을 바꿨습니다: 다시 확인하십시오</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; still has %2 players: move them to another division first</source>
        <translation>부문 &quot;%1&quot;에 아직 선수 %2명이 있습니다: 먼저 다른 부문으로 옮기십시오</translation>
    </message>
    <message>
        <source>the event has no division %1</source>
        <translation>대회에 부문 %1이(가) 없습니다</translation>
    </message>
    <message>
        <source>a team event has no divisions: make a file for each team event</source>
        <translation>단체전에는 부문이 없습니다: 단체전마다 파일을 만드십시오</translation>
    </message>
    <message>
        <source>the first division&apos;s system and rounds are the event&apos;s own: change them in the event&apos;s settings (tengen-cli settings, stage)</source>
        <translation>첫 부문의 방식과 라운드 수는 대회 자체의 것입니다: 대회 설정에서 바꾸십시오(tengen-cli settings, stage)</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has begun: its system stays as it is</source>
        <translation>부문 &quot;%1&quot;이(가) 이미 시작했습니다: 방식은 그대로 둡니다</translation>
    </message>
    <message>
        <source>the first division holds the event&apos;s own settings: remove the others first, or rename it</source>
        <translation>첫 부문에는 대회 자체의 설정이 있습니다: 다른 부문을 먼저 지우거나 이름을 바꾸십시오</translation>
    </message>
    <message>
        <source>%1: the division&apos;s round 1 is paired; moving a player now needs the director&apos;s reason</source>
        <translation>%1: 부문의 1라운드 대진이 짜였습니다. 이제 선수를 옮기려면 책임자의 사유가 필요합니다</translation>
    </message>
    <message>
        <source>the event has %1 divisions already: divisions are made from the registration only for an event of one</source>
        <translation>대회에 이미 부문이 %1개 있습니다: 등록에서 부문을 만드는 것은 부문이 하나인 대회뿐입니다</translation>
    </message>
    <message>
        <source>round 1 is paired: the divisions are made before it</source>
        <translation>1라운드 대진이 짜였습니다: 부문은 그 전에 만듭니다</translation>
    </message>
    <message>
        <source>no players to make divisions of</source>
        <translation>부문으로 나눌 선수가 없습니다</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: a certification group needs both its grades and its award table</source>
        <translation>부문 &quot;%1&quot;: 심사 부문에는 심사할 급·단과 인정표가 모두 필요합니다</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: the grades it certifies are not a range</source>
        <translation>부문 &quot;%1&quot;: 심사할 급·단이 범위가 아닙니다</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its award table is for %2 rounds, and it plays %3</source>
        <translation>부문 &quot;%1&quot;: 인정표는 %2라운드용인데 이 부문은 %3라운드입니다</translation>
    </message>
    <message>
        <source>award table %1: %2 rounds (1 to 99)</source>
        <translation>인정표 %1: %2라운드(1~99)</translation>
    </message>
    <message>
        <source>award table %1: a rule for %2 wins, beyond its %3 rounds</source>
        <translation>인정표 %1: %2승 규칙이 %3라운드를 넘습니다</translation>
    </message>
    <message>
        <source>award table %1: two rules for %2 wins</source>
        <translation>인정표 %1: %2승 규칙이 두 개입니다</translation>
    </message>
    <message>
        <source>award table %1: %2 grades from the one claimed (at most 9)</source>
        <translation>인정표 %1: 신고한 급·단에서 %2단계(최대 9)</translation>
    </message>
    <message>
        <source>award table %1: no rule for %2 wins (every score from 0 to %3 needs one)</source>
        <translation>인정표 %1: %2승 규칙이 없습니다(0~%3의 모든 성적에 하나씩 필요)</translation>
    </message>
    <message>
        <source>an award table: not a JSON object (at byte %1: %2)</source>
        <translation>인정표: JSON 객체가 아닙니다(%1바이트: %2)</translation>
    </message>
    <message>
        <source>an award table: &quot;rounds&quot; must be a number</source>
        <translation>인정표: &quot;rounds&quot;는 숫자여야 합니다</translation>
    </message>
    <message>
        <source>an award table: rule %1 needs &quot;wins&quot; (a number) and &quot;award&quot; (none, claimed, band-top, band-middle, band-bottom, band-above, band-below)</source>
        <translation>인정표: 규칙 %1에는 &quot;wins&quot;(숫자)와 &quot;award&quot;(none, claimed, band-top, band-middle, band-bottom, band-above, band-below)가 필요합니다</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; is not a certification group: give it the grades it certifies and an award table (division edit --certify)</source>
        <translation>부문 &quot;%1&quot;은(는) 심사 부문이 아닙니다: 심사할 급·단과 인정표를 주십시오(division edit --certify)</translation>
    </message>
    <message>
        <source>the event has no certification group (division edit --certify)</source>
        <translation>대회에 심사 부문이 없습니다(division edit --certify)</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its players claim no grade: give the grades it certifies</source>
        <translation>부문 &quot;%1&quot;: 선수들이 급·단을 신고하지 않았습니다: 심사할 급·단을 주십시오</translation>
    </message>
    <message>
        <source>%1: round %2 has a game or a bye of division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: %2라운드에 부문 %3의 대국 또는 부전승이 있지만 대회에 그 부문이 없습니다(Tengen 밖에서 파일이 바뀌었습니다). 열지 않고 그대로 두었습니다. 백업을 여십시오.</translation>
    </message>
    <message>
        <source>a division&apos;s system and rounds are changed with the division (division edit)</source>
        <translation>부문의 방식과 라운드 수는 부문에서 바꿉니다(division edit)</translation>
    </message>
    <message>
        <source>the event has no division “%1” (its divisions: %2)</source>
        <translation>대회에 부문 “%1”이(가) 없습니다(부문: %2)</translation>
    </message>
    <message>
        <source>the event has %1 divisions: say which one (%2)</source>
        <translation>대회에 부문이 %1개 있습니다: 어느 것인지 지정하십시오(%2)</translation>
    </message>
    <message>
        <source>%1 plays %2: a division after the first is paired as McMahon or Swiss for now (a round robin, groups or a knockout is the first division&apos;s, or an event of its own)</source>
        <translation>%1은(는) %2입니다: 첫 부문 이외는 현재 맥마흔이나 스위스로만 대진합니다(리그전·조별·토너먼트는 첫 부문이나 별도 대회로)</translation>
    </message>
    <message>
        <source>round %1 of %2 needs %3 tables, and its tables are %4: give it more (division edit --tables)</source>
        <translation>%2의 %1라운드에는 대국석 %3개가 필요하지만 대국석은 %4입니다: 더 주십시오(division edit --tables)</translation>
    </message>
    <message>
        <source>round %1 of %2 would need table %3; the event&apos;s tables go up to %4</source>
        <translation>%2의 %1라운드에는 %3번 대국석이 필요합니다. 대회의 대국석은 %4번까지입니다</translation>
    </message>
    <message>
        <source>round %1 of %2 would be played at tables %3, and table %4 has another division&apos;s game in round %1 (the tables moved as players were added): give %2 tables of its own (division edit --tables)</source>
        <translation>%2의 %1라운드는 %3번 대국석에서 두게 되는데, %4번 대국석에 %1라운드의 다른 부문 대국이 있습니다(참가자가 늘어 대국석이 밀렸습니다): %2에 전용 대국석을 주십시오(division edit --tables)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the event, its division</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no grade is awarded yet: no certificate to print (the results of the group&apos;s rounds give the grades)</source>
        <translation>아직 인정된 단급이 없어 인쇄할 인정서가 없습니다(단급은 이 부문 각 라운드의 결과로 정해집니다)</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has played rounds: it stays in the event with its games</source>
        <translation>부문 “%1”은(는) 둔 라운드가 있어 그 대국과 함께 대회에 남습니다</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a division&apos;s native and Latin names</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tengen::Rank</name>
    <message>
        <source>%1p</source>
        <comment>a professional dan: 2p</comment>
        <translation>프로 %1단</translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>an amateur dan: 3d</comment>
        <translation>%1단</translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>a kyu grade: 5k</comment>
        <translation>%1급</translation>
    </message>
</context>
<context>
    <name>tengen::clock::VoiceBank</name>
    <message>
        <source>espeak-ng failed for %1: %2</source>
        <translation>espeak-ng가 %1을(를) 만들지 못했습니다: %2</translation>
    </message>
    <message>
        <source>espeak-ng is not installed and the voice pack has no %1</source>
        <translation>espeak-ng가 설치되지 않았고 음성 팩에도 %1이(가) 없습니다</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ConstraintDialog</name>
    <message>
        <source>Keep a table for a player</source>
        <translation>기사에게 대국대 배정</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>기사</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>대국대</translation>
    </message>
    <message>
        <source>Every round</source>
        <translation>모든 라운드</translation>
    </message>
    <message>
        <source>Never pair two players</source>
        <translation>두 기사를 대진하지 않음</translation>
    </message>
    <message>
        <source>Pair two players in round %1</source>
        <translation>%1라운드에 두 기사 대진 지정</translation>
    </message>
    <message>
        <source>and</source>
        <translation>와(과)</translation>
    </message>
    <message>
        <source>why (siblings, same family, a player&apos;s request…)</source>
        <translation>이유 (형제자매, 같은 가족, 기사의 요청…)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DisputeView</name>
    <message>
        <source>Chinese (area, 子)</source>
        <translation>중국 규칙(집과 돌 계산, 子 단위)</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>일본 규칙</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국 규칙</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 규칙</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>응씨 규칙</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>뉴질랜드 규칙</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>트롬프-테일러 규칙</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>기보 열기</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>기보 파일 (*.sgf *.SGF);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Export the decision</source>
        <translation>판정서 내보내기</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 파일 (*.pdf)</translation>
    </message>
    <message>
        <source>Decision written to %1</source>
        <translation>판정서를 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>Open game record…</source>
        <translation>기보 열기…</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>새 국면</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>클릭</translation>
    </message>
    <message>
        <source>marks a group dead or alive</source>
        <translation>돌 무리의 사활 표시</translation>
    </message>
    <message>
        <source>places a black stone</source>
        <translation>흑돌 놓기</translation>
    </message>
    <message>
        <source>places a white stone</source>
        <translation>백돌 놓기</translation>
    </message>
    <message>
        <source>removes a stone</source>
        <translation>돌 제거</translation>
    </message>
    <message>
        <source>Black&apos;s count (子)</source>
        <translation>흑 계가(子)</translation>
    </message>
    <message>
        <source>e.g. 184½ — the referee counts one colour</source>
        <translation>예: 184½ — 심판은 한쪽 색만 셉니다</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>심판</translation>
    </message>
    <message>
        <source>Export decision (PDF)…</source>
        <translation>판정서 내보내기(PDF)…</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The initial position.</source>
        <translation>초기 국면입니다.</translation>
    </message>
    <message>
        <source>A position entered by hand.</source>
        <translation>직접 입력한 국면입니다.</translation>
    </message>
    <message>
        <source>Move %1 is illegal under %2: %3.</source>
        <translation>%2에서 %1수는 반칙입니다: %3.</translation>
    </message>
    <message>
        <source>Move %1 is legal under %2.</source>
        <translation>%2에서 %1수는 합법입니다.</translation>
    </message>
    <message>
        <source>%1  ·  %2</source>
        <translation>%1  ·  %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1수 / 전체 %2수</translation>
    </message>
    <message>
        <source>Black: %1   White: %2   %3</source>
        <translation>흑: %1   백: %2   %3</translation>
    </message>
    <message>
        <source>No result: the marks are inconsistent</source>
        <translation>결과 없음: 사활 표시가 서로 맞지 않습니다</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black %1 · White %2 · dame %3&lt;br&gt;komi %4 · handicap %5 · compensation %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;흑 %1 · 백 %2 · 공배 %3&lt;br&gt;덤 %4 · 치석 %5 · 치석 보정 %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stones: Black %1, White %2 · surrounded points: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;돌: 흑 %1, 백 %2 · 둘러싼 빈 점: 흑 %3, 백 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Territory: Black %1, White %2 · prisoners: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;집: 흑 %1, 백 %2 · 사석: 흑 %3, 백 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seki to confirm: %1 stones&lt;/p&gt;</source>
        <translation>&lt;p&gt;확인할 빅: 돌 %1개&lt;/p&gt;</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>결과 없음: 사활 표시가 서로 맞지 않습니다</translation>
    </message>
    <message>
        <source>Move %1 (%2) is legal under %3; the referee rules on it.</source>
        <translation>%1수(%2)는 %3에서 합법입니다. 심판이 판정합니다.</translation>
    </message>
    <message>
        <source>%1 is the open tournament file, not a game record.</source>
        <translation>%1은(는) 열려 있는 대회 파일이며 기보가 아닙니다.</translation>
    </message>
    <message>
        <source>%1 is the open tournament file; choose another file.</source>
        <translation>%1은(는) 열려 있는 대회 파일입니다. 다른 파일을 고르십시오.</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>대국이 없습니다</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DivisionsDialog</name>
    <message>
        <source>Divisions</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>System</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>라운드 수</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>대국석</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>참가자</translation>
    </message>
    <message>
        <source>Certifies</source>
        <translation>인정 단급</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>편집(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>삭제(&amp;R)</translation>
    </message>
    <message>
        <source>The event&apos;s own division</source>
        <translation>대회 자체 부문</translation>
    </message>
    <message>
        <source>Tables of its own</source>
        <translation>전용 대국석</translation>
    </message>
    <message>
        <source>A certification group (grades awarded)</source>
        <translation>단급 인정 부문(단급 인정)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>Award table</source>
        <translation>인정표</translation>
    </message>
</context>
<context>
    <name>tengen::gui::FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 파일</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <source>About Tengen</source>
        <translation>Tengen 정보</translation>
    </message>
    <message>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>Tengen(天元) %1 — 바둑 대회 운영 프로그램.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>새 대회(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation>선수 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>대회 설정(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>선수(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>선수 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>선수 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Withdraw or reinstate</source>
        <translation>기권/복귀(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Check in for the round</source>
        <translation>이번 라운드 출석 확인(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation>Tengen 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>등록</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>실행 취소: %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>다시 실행: %1(&amp;R)</translation>
    </message>
    <message>
        <source>Tengen</source>
        <translation>Tengen</translation>
    </message>
    <message>
        <source>%1 — %2 — Tengen</source>
        <translation>%1 — %2 — Tengen</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>대회를 열 수 없습니다</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1을(를) 열었습니다</translation>
    </message>
    <message>
        <source>Cannot create the tournament</source>
        <translation>대회를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>아무것도 가져오지 않았습니다</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1에 문제가 %n개 있습니다. 파일을 수정한 후 다시 가져오십시오.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>선수 %n명을 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament settings were taken from the file.</source>
        <translation>대회 설정을 파일에서 가져왔습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>중복일 수 있는 선수 %n건을 확인하십시오. 병합은 하지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>가져오기 완료</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>새 대회 파일</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>Tengen 대회 파일 (*.tengen)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>대회 열기</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>Tengen 대회 파일 (*.tengen);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>선수 가져오기</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>선수 명단 (*.csv *.txt *.xml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 스프레드시트(UTF-8 또는 GB18030)</translation>
    </message>
    <message>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD 레이팅 목록(allworld_lp)</translation>
    </message>
    <message>
        <source>FFG rating list (échelle)</source>
        <translation>FFG 레이팅 목록(échelle)</translation>
    </message>
    <message>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 대회 파일(.xml)</translation>
    </message>
    <message>
        <source>Format of %1</source>
        <translation>%1의 형식</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>저장되지 않음</translation>
    </message>
    <message>
        <source>&amp;Delete registration…</source>
        <translation>등록 삭제(&amp;D)…</translation>
    </message>
    <message>
        <source>Find likely &amp;duplicates…</source>
        <translation>중복 가능성 찾기(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>기보 열기</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>기보 파일 (*.sgf *.SGF);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Open &amp;game record for a dispute…</source>
        <translation>분쟁 기보 열기(&amp;G)…</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>분쟁 판정</translation>
    </message>
    <message>
        <source>Cannot read the game record</source>
        <translation>기보를 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>시계</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>보고서</translation>
    </message>
    <message>
        <source>%1 — %2 (read only) — Tengen</source>
        <translation>%1 — %2 (읽기 전용) — 천원</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>실행하지 않음</translation>
    </message>
    <message>
        <source>Opened to read only</source>
        <translation>읽기 전용으로 열었습니다</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>종료</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</source>
        <translation>
            <numerusform>%n개의 시계가 사용 중입니다. 그래도 종료합니까? 시계는 지금 멈추고, 대회를 다시 열면 일시 정지 상태로 돌아옵니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Pairing settings…</source>
        <translation>대진 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Make the registration &amp;final</source>
        <translation>등록 확정(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Participation by round…</source>
        <translation>라운드별 참가(&amp;P)…</translation>
    </message>
    <message>
        <source>Connect to &amp;server…</source>
        <translation>서버에 연결(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 — %2 (%3) — Tengen</source>
        <translation>%1 — %2 (%3) — Tengen</translation>
    </message>
    <message>
        <source>no role: read only</source>
        <translation>역할 없음: 읽기 전용</translation>
    </message>
    <message>
        <source>director</source>
        <translation>대회 책임자</translation>
    </message>
    <message>
        <source>registration desk</source>
        <translation>접수 데스크</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>결과 데스크</translation>
    </message>
    <message>
        <source>referee desk</source>
        <translation>심판 데스크</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>보기 전용</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) about the file: read, but not everywhere as written; see the details.</source>
        <translation>
            <numerusform>이 파일에 대한 경고 %n건: 읽었지만 모든 곳이 적힌 그대로는 아닙니다. 자세한 내용을 확인하세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>-copy</source>
        <translation>-사본</translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation>대회 사본 저장</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>사본 저장(&amp;C)…</translation>
    </message>
    <message>
        <source>Add from a &amp;rating list…</source>
        <translation>레이팅 목록에서 추가(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>사용자 안내서(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>기사 찾기(&amp;F)</translation>
    </message>
    <message>
        <source>Tengen — user&apos;s guide</source>
        <translation>천원 — 사용자 안내서</translation>
    </message>
    <message>
        <source>%1	next tab</source>
        <translation>%1	다음 탭</translation>
    </message>
    <message>
        <source>%1	previous tab</source>
        <translation>%1	이전 탭</translation>
    </message>
    <message>
        <source>Enter	in the result field (Rounds): enter the result typed, e.g. 12 1</source>
        <translation>Enter	결과 입력란(라운드 탭): 입력한 결과 등록 (예: 12 1)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>사본 저장</translation>
    </message>
    <message>
        <source>A copy of the tournament as it stands now is in %1</source>
        <translation>현재 대회의 사본이 %1에 있습니다</translation>
    </message>
    <message>
        <source>Import a whole rating list</source>
        <translation>레이팅 목록 전체 가져오기</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a rating list of %n player(s). Register every one of them? To register some, use Players → Add from a rating list… instead.</source>
        <translation>
            <numerusform>%1은(는) 기사 %n명의 레이팅 목록입니다. 모두 등록하시겠습니까? 일부만 등록하려면 “기사 → 레이팅 목록에서 추가…”를 쓰십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>대회</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>단체전</translation>
    </message>
    <message>
        <source>&amp;Next stage (final, knockout)…</source>
        <translation>다음 단계 (결승, 토너먼트)(&amp;N)…</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>다음 단계</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>리그전(循环赛)</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>더블 리그전(双循环)</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>토너먼트(淘汰赛)</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>3번기</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>3·4위전</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>Players (the top of the stage before)</source>
        <translation>인원 (이전 단계 상위)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament, open one, or look around the demo tournament first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;새 대회를 만들거나 열거나, 먼저 데모 대회를 둘러보세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>새 대회…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>대회 열기…</translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation>데모 대회 열기</translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation>서버에 연결…</translation>
    </message>
    <message>
        <source>Recent tournaments (double-click to open):</source>
        <translation>최근 대회 (두 번 클릭하여 열기):</translation>
    </message>
    <message>
        <source>Place the players of the next stage</source>
        <translation>다음 단계의 선수 배치</translation>
    </message>
    <message>
        <source>Take back the last stage&apos;s places…</source>
        <translation>마지막으로 배치한 단계의 배치 취소…</translation>
    </message>
    <message>
        <source>Remove the last stage…</source>
        <translation>마지막 단계 삭제…</translation>
    </message>
    <message>
        <source>Every stage&apos;s players are placed.</source>
        <translation>모든 단계의 선수가 이미 배치되었습니다.</translation>
    </message>
    <message>
        <source>No stage&apos;s players are placed.</source>
        <translation>배치된 단계가 없습니다.</translation>
    </message>
    <message>
        <source>Take back the places</source>
        <translation>배치 취소</translation>
    </message>
    <message>
        <source>Take back the places of stage %1? Its players can be placed again.</source>
        <translation>%1단계의 배치를 취소할까요? 선수는 다시 배치할 수 있습니다.</translation>
    </message>
    <message>
        <source>Remove the last stage</source>
        <translation>마지막 단계 삭제</translation>
    </message>
    <message>
        <source>Remove the event&apos;s last stage?</source>
        <translation>대회의 마지막 단계를 삭제할까요?</translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation>부문(&amp;D):</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), tables %1–%2</source>
        <translation>
            <numerusform>%n명, 대국석 %1–%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to another &amp;division…</source>
        <translation>다른 부문으로 이동(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Divisions…</source>
        <translation>부문(&amp;D)…</translation>
    </message>
    <message>
        <source>Print &amp;certificates…</source>
        <translation>인정서 인쇄(&amp;C)…</translation>
    </message>
    <message>
        <source>Print certificates</source>
        <translation>인정서 인쇄</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>certificates.pdf</source>
        <translation>인정서.pdf</translation>
    </message>
    <message>
        <source>No certificates</source>
        <translation>인정서 없음</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>인정서를 %1에 썼습니다</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>대회 설정</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>맥마흔 방식</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>스위스 방식</translation>
    </message>
    <message>
        <source>Chinese (area counting)</source>
        <translation>중국 규칙(집과 돌을 함께 계산)</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>일본 규칙</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국 규칙</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 규칙</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>응씨 규칙</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>뉴질랜드 규칙</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>트롬프-테일러 규칙</translation>
    </message>
    <message>
        <source> min</source>
        <translation>분</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>예: 일반부, 학생부, 여자부</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>대회 이름</translation>
    </message>
    <message>
        <source>Name (Latin)</source>
        <translation>대회 이름(로마자)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>장소</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>첫날</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>마지막 날</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>라운드 수</translation>
    </message>
    <message>
        <source>System</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Komi (points)</source>
        <translation>덤(집)</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>바둑판 크기</translation>
    </message>
    <message>
        <source>+ byo-yomi</source>
        <translation>+ 초읽기</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>제한 시간</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>덤: 7.5 같은 집 수 또는 3¾子 같은 子 수</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Now: %1 (kept unless you change the time)</source>
        <translation>현재: %1(시간을 바꾸지 않으면 유지)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>대회 종류</translation>
    </message>
    <message>
        <source>Individual</source>
        <translation>개인전</translation>
    </message>
    <message>
        <source>Team event</source>
        <translation>단체전</translation>
    </message>
    <message>
        <source>Fixed order: a player may be left out, never moved up</source>
        <translation>고정 순서: 빠질 수는 있어도 앞당길 수는 없음</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>자유</translation>
    </message>
    <message>
        <source>By hand, match by match</source>
        <translation>수동으로 한 경기씩</translation>
    </message>
    <message>
        <source>win/draw/loss, e.g. 2/1/0 or 3/1/0</source>
        <translation>승/무/패, 예: 2/1/0 또는 3/1/0</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>A won match</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>점수 없음</translation>
    </message>
    <message>
        <source>Boards with handicap by rank (the pairing settings&apos; correction and ceiling)</source>
        <translation>급수에 따른 접바둑(대진 설정의 보정과 상한 적용)</translation>
    </message>
    <message>
        <source>empty: team Swiss; a rank such as 3d: McMahon</source>
        <translation>비우면 팀 스위스; 3d 같은 급수: 맥마흔</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>오더</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>대진</translation>
    </message>
    <message>
        <source>A tied match</source>
        <translation>무승부 처리</translation>
    </message>
    <message>
        <source>A team&apos;s bye</source>
        <translation>팀 부전승</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>순위 기준</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>맥마흔 바</translation>
    </message>
    <message>
        <source>Match points: %1</source>
        <translation>승점: %1</translation>
    </message>
    <message>
        <source>McMahon bar: an amateur rank such as 3d, or empty</source>
        <translation>맥마흔 바: 3d 같은 아마추어 급수 또는 빈칸</translation>
    </message>
    <message>
        <source>A team event</source>
        <translation>단체전</translation>
    </message>
    <message>
        <source>Team Swiss</source>
        <translation>팀 스위스</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>리그전</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>더블 리그전</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>판 수</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>승점</translation>
    </message>
    <message>
        <source>groups: </source>
        <translation>조 수: </translation>
    </message>
    <message>
        <source>to the knockout from each: </source>
        <translation>조별 진출 인원: </translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>3번기</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>3·4위전</translation>
    </message>
    <message>
        <source>Event: a team event plays its round robin as its team pairing (team rules)</source>
        <translation>대회: 단체전 리그는 단체 편성에서 정합니다 (단체 규칙)</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>리그전(循环赛)</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>더블 리그전(双循环)</translation>
    </message>
    <message>
        <source>Groups, then knockout (小组赛 + 淘汰赛)</source>
        <translation>조별 리그 + 토너먼트</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>토너먼트(淘汰赛)</translation>
    </message>
    <message>
        <source>Board 1 decides (主将)</source>
        <translation>1번 보드(주장)가 결정</translation>
    </message>
    <message>
        <source>its winner</source>
        <translation>이긴 팀</translation>
    </message>
    <message>
        <source>its loser</source>
        <translation>진 팀</translation>
    </message>
    <message>
        <source>FIDE: match points, board points, opponents&apos; match points, direct encounter</source>
        <translation>FIDE: 매치 포인트, 보드 포인트, 상대 매치 포인트, 승자승</translation>
    </message>
    <message>
        <source>Chinese: match points, board points, opponents&apos; match points, board-1 wins (主将), direct encounter</source>
        <translation>중국식: 매치 포인트, 보드 포인트, 상대 매치 포인트, 1번 보드(주장) 승수, 승자승</translation>
    </message>
    <message>
        <source>OpenGotha: match points, opponents&apos; match points, board points, board points of boards 1–3</source>
        <translation>OpenGotha: 매치 포인트, 상대 매치 포인트, 보드 포인트, 1~3번 보드 포인트</translation>
    </message>
    <message>
        <source>In an order of your own…</source>
        <translation>직접 정한 순서…</translation>
    </message>
    <message>
        <source>Tick the criteria and drag them into their order</source>
        <translation>기준을 선택하고 끌어서 순서를 정하십시오</translation>
    </message>
    <message>
        <source>Teams of one school or club meet only when no other pairing is left</source>
        <translation>같은 학교·클럽 팀은 다른 대진이 없을 때만 만남</translation>
    </message>
    <message>
        <source>Standings: tick at least one criterion</source>
        <translation>순위 기준: 하나 이상 선택하십시오</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>대진 설정</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>사전 설정 선택…</translation>
    </message>
    <message>
        <source>Chinese national event (中国全国比赛)</source>
        <translation>중국 전국 대회</translation>
    </message>
    <message>
        <source>EGF McMahon</source>
        <translation>EGF 맥마혼</translation>
    </message>
    <message>
        <source>AGA McMahon</source>
        <translation>AGA 맥마혼</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>스위스 방식</translation>
    </message>
    <message>
        <source>Swiss with categories (SwissCat)</source>
        <translation>그룹별 스위스 방식 (SwissCat)</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>맥마혼 방식</translation>
    </message>
    <message>
        <source>Swiss (积分编排)</source>
        <translation>스위스 방식</translation>
    </message>
    <message>
        <source>Round the scores of unplayed rounds down</source>
        <translation>대국하지 않은 라운드의 점수를 내림</translation>
    </message>
    <message>
        <source>System</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>McMahon bar (上限)</source>
        <translation>맥마혼 상한</translation>
    </message>
    <message>
        <source>McMahon floor (下限)</source>
        <translation>맥마혼 하한</translation>
    </message>
    <message>
        <source>Bye (轮空) scores</source>
        <translation>부전승 점수</translation>
    </message>
    <message>
        <source>Absence scores</source>
        <translation>결석 점수</translation>
    </message>
    <message>
        <source>General</source>
        <translation>일반</translation>
    </message>
    <message>
        <source>Criterion %1</source>
        <translation>기준 %1</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Split and random</source>
        <translation>반분 후 무작위</translation>
    </message>
    <message>
        <source>Split and fold</source>
        <translation>반분 후 접기</translation>
    </message>
    <message>
        <source>Split and slip</source>
        <translation>반분 후 밀기</translation>
    </message>
    <message>
        <source>Players of one club or country meet late (同单位回避)</source>
        <translation>같은 클럽·국가 선수는 늦게 만남</translation>
    </message>
    <message>
        <source>Seeding up to round</source>
        <translation>이 라운드까지의 시드 방식</translation>
    </message>
    <message>
        <source>Seeding in those rounds</source>
        <translation>그 라운드들의 시드</translation>
    </message>
    <message>
        <source>Seeding after them</source>
        <translation>그 뒤의 시드</translation>
    </message>
    <message>
        <source>Score difference rather than the same club</source>
        <translation>같은 클럽보다 점수 차를 택하는 정도</translation>
    </message>
    <message>
        <source>Score difference rather than the same country</source>
        <translation>같은 국가보다 점수 차를 택하는 정도</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>대진</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>맥마혼 점수</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>0 (even games)</source>
        <translation>0 (호선)</translation>
    </message>
    <message>
        <source>Handicap from</source>
        <translation>접바둑 기준</translation>
    </message>
    <message>
        <source>Even games from rank</source>
        <translation>이 단급부터 호선</translation>
    </message>
    <message>
        <source>Correction (stones fewer)</source>
        <translation>감하는 점 수</translation>
    </message>
    <message>
        <source>At most (stones)</source>
        <translation>최대 점 수</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>접바둑</translation>
    </message>
    <message>
        <source>Rounds are paired: why the change? (kept in the journal)</source>
        <translation>편성된 라운드가 있습니다: 바꾸는 사유는? (기록에 남음)</translation>
    </message>
    <message>
        <source>No round is paired yet: no reason needed</source>
        <translation>아직 편성된 라운드가 없습니다: 사유 불필요</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>사유</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amateur rank (such as 4d or 20k)</source>
        <translation>%1: &apos;%2&apos; 는 아마추어 단급이 아닙니다 (4d 나 20k 등)</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>맥마혼 상한</translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation>맥마혼 하한</translation>
    </message>
    <message>
        <source>The McMahon floor is above the bar.</source>
        <translation>맥마혼 하한이 상한보다 높습니다.</translation>
    </message>
    <message>
        <source>Choose at least one placement criterion.</source>
        <translation>순위 기준을 하나 이상 고르십시오.</translation>
    </message>
    <message>
        <source>Rounds are paired already: say why the settings change.</source>
        <translation>이미 편성된 라운드가 있습니다: 설정을 바꾸는 사유를 적으십시오.</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ParticipationDialog</name>
    <message>
        <source>playing</source>
        <translation>참가</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>결석</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>Participation by round</source>
        <translation>라운드별 참가</translation>
    </message>
    <message>
        <source>Click a cell for the next state (playing, absent, bye); click a round&apos;s heading to make everybody play it, or if all do, to mark everybody absent.</source>
        <translation>칸을 누르면 다음 상태 (참가, 결석, 부전승) 로 바뀝니다. 라운드 제목을 누르면 모두 그 라운드에 참가하고, 이미 모두 참가하면 모두 결석이 됩니다.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>No change yet.</source>
        <translation>아직 변경 없음.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed (in bold); OK writes them together.</source>
        <translation>
            <numerusform>%n명 변경됨 (굵게). 확인을 누르면 한꺼번에 기록합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>선수 편집</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>선수 추가</translation>
    </message>
    <message>
        <source>e.g. Ke</source>
        <translation>예: Shin</translation>
    </message>
    <message>
        <source>e.g. Jie</source>
        <translation>예: Jinseo</translation>
    </message>
    <message>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation>성 먼저(신진서, Iyama Yuta)</translation>
    </message>
    <message>
        <source>Given name first (Thomas Müller)</source>
        <translation>이름 먼저(Thomas Müller)</translation>
    </message>
    <message>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN, JP, KR, FR… 또는 한국</translation>
    </message>
    <message>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, 아마2단, 5급</translation>
    </message>
    <message>
        <source>only to override rank and rating</source>
        <translation>단급과 레이팅을 무시하고 지정할 때만 입력</translation>
    </message>
    <message>
        <source>EGD GoR</source>
        <translation>EGD GoR</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <source>FFG</source>
        <translation>FFG</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>기타</translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>yyyy-mm-dd</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>미입력</translation>
    </message>
    <message>
        <source>female</source>
        <translation>여성</translation>
    </message>
    <message>
        <source>male</source>
        <translation>남성</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>가등록</translation>
    </message>
    <message>
        <source>final</source>
        <translation>확정</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Family name</source>
        <translation>성</translation>
    </message>
    <message>
        <source>Given name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Family name (Latin)</source>
        <translation>성(로마자)</translation>
    </message>
    <message>
        <source>Given name (Latin)</source>
        <translation>이름(로마자)</translation>
    </message>
    <message>
        <source>Name order</source>
        <translation>이름 순서</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>기력</translation>
    </message>
    <message>
        <source>Declared rank</source>
        <translation>신고 단급</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>Rank set by the director</source>
        <translation>심판장이 정한 단급</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>맥마흔 보정</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>등록 정보</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가/지역</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>협회</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG 라이선스 번호</translation>
    </message>
    <message>
        <source>Other IDs</source>
        <translation>기타 ID</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>생년월일</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>성별</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>참가비(청구액)</translation>
    </message>
    <message>
        <source>Fee paid</source>
        <translation>참가비(납부액)</translation>
    </message>
    <message>
        <source>Contact (private)</source>
        <translation>연락처(비공개)</translation>
    </message>
    <message>
        <source>Notes (private)</source>
        <translation>메모(비공개)</translation>
    </message>
    <message>
        <source>Enter the player&apos;s name.</source>
        <translation>선수 이름을 입력하십시오.</translation>
    </message>
    <message>
        <source>Declared rank: %1</source>
        <translation>신고 단급: %1</translation>
    </message>
    <message>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>심판장 지정 단급: &apos;%1&apos;은(는) 단급이 아닙니다</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>레이팅: &apos;%1&apos;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>맥마흔 보정: 정수(보통 0)</translation>
    </message>
    <message>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>국가/지역: &apos;%1&apos;은(는) 국가 이름이나 두 글자 국가 코드가 아닙니다</translation>
    </message>
    <message>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>생년월일: &apos;%1&apos;은(는) 날짜가 아닙니다(yyyy-mm-dd)</translation>
    </message>
    <message>
        <source>Plays as %1 (%2)</source>
        <translation>%1(%2)(으)로 대국</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <source>withdrawn</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>final</source>
        <translation>확정</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>가등록</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>납부 완료</translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation>미납 %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>불참</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>출석</translation>
    </message>
    <message>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>아직 단급이 없습니다: 신고 단급이나 레이팅을 입력하십시오</translation>
    </message>
    <message>
        <source>Set by the director</source>
        <translation>심판장 지정</translation>
    </message>
    <message>
        <source>From the rating</source>
        <translation>레이팅에서 환산</translation>
    </message>
    <message>
        <source>As declared</source>
        <translation>신고한 대로</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>신고</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가/지역</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>참가비</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>Born %1; age on the first day of the event</source>
        <translation>%1 출생; 대회 첫날 기준 나이</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>나이</translation>
    </message>
    <message>
        <source>other list</source>
        <comment>a rating from another list than EGD, AGA, FFG</comment>
        <translation>기타 레이팅</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RatingListDialog</name>
    <message>
        <source>Add from a rating list</source>
        <translation>레이팅 목록에서 추가</translation>
    </message>
    <message>
        <source>Choose the list…</source>
        <translation>목록 선택…</translation>
    </message>
    <message>
        <source>Part of a name, an EGD PIN, a licence or a club</source>
        <translation>이름 일부, EGD PIN, 회원 번호 또는 클럽</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>단급</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>No rating list chosen yet.</source>
        <translation>아직 레이팅 목록을 고르지 않았습니다.</translation>
    </message>
    <message>
        <source>Choose a rating list</source>
        <translation>레이팅 목록 선택</translation>
    </message>
    <message>
        <source>Rating lists (*.txt *.TXT);;All files (*)</source>
        <translation>레이팅 목록 (*.txt *.TXT);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1 is not an EGD, FFG or AGA rating list</source>
        <translation>%1은(는) EGD, FFG, AGA 레이팅 목록이 아닙니다</translation>
    </message>
    <message>
        <source>%1 is a tournament file, not a rating list</source>
        <translation>%1은(는) 대회 파일이지 레이팅 목록이 아닙니다</translation>
    </message>
    <message>
        <source>%1 holds no player</source>
        <translation>%1에 기사가 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: 기사 %n명</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the federation&apos;s list (EGD, FFG or AGA) first.</source>
        <translation>먼저 협회 목록(EGD, FFG, AGA)을 고르십시오.</translation>
    </message>
    <message>
        <source>Type part of a name, an ID or a club.</source>
        <translation>이름, ID, 클럽의 일부를 입력하십시오.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) shown</source>
        <translation>
            <numerusform>기사 %n명 표시</numerusform>
        </translation>
    </message>
    <message>
        <source>Registered %1</source>
        <translation>%1 등록됨</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RefereeView</name>
    <message>
        <source>not started</source>
        <translation>시작 전</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>봉수</translation>
    </message>
    <message>
        <source>flag: %1</source>
        <translation>시간패: %1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>종료</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>제한 시간: %1</translation>
    </message>
    <message>
        <source>Table %1: %2 to the flag (%3)</source>
        <translation>%1번 테이블: 시간패까지 %2 (%3)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>테이블 수</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>제한 시간</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>라운드 시작</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>모두 일시 정지</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>모두 재개</translation>
    </message>
    <message>
        <source>Attention (soonest first)</source>
        <translation>주의 (급한 순)</translation>
    </message>
    <message>
        <source>The clock journal could not be written: %1</source>
        <translation>시계 기록을 쓸 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) recovered from the tournament file, paused: resume when the players are ready.</source>
        <translation>
            <numerusform>대회 파일에서 시계 %n개를 복원했습니다(일시 정지). 선수가 준비되면 재개하세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>테이블 모드</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>테이블 %1</translation>
    </message>
    <message>
        <source>Calls are made in byo-yomi only.</source>
        <translation>초읽기 중에만 호출합니다.</translation>
    </message>
    <message>
        <source>The calls of this event</source>
        <translation>이 대회의 초읽기 호출</translation>
    </message>
    <message>
        <source>A recorded voice pack (sec_30.wav, count_7.wav, …)</source>
        <translation>녹음한 음성 팩 (sec_30.wav, count_7.wav, …)</translation>
    </message>
    <message>
        <source>Spoken calls: %1</source>
        <translation>음성 호출: %1</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>테이블 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>테이블 %1: %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>계속</translation>
    </message>
    <message>
        <source>Sealed move (stop the clock)</source>
        <translation>봉수 (시계 정지)</translation>
    </message>
    <message>
        <source>Open the sealed move</source>
        <translation>봉수 열기</translation>
    </message>
    <message>
        <source>Take back a wrong press</source>
        <translation>잘못 누른 것 취소</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>좌우 바꾸기</translation>
    </message>
    <message>
        <source>Adjust time…</source>
        <translation>시간 조정…</translation>
    </message>
    <message>
        <source>Adjust the time of table %1</source>
        <translation>테이블 %1의 시간 조정</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>대국자</translation>
    </message>
    <message>
        <source>Add (negative: remove)</source>
        <translation>추가 (음수: 차감)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>사유</translation>
    </message>
    <message>
        <source>Adjust time</source>
        <translation>시간 조정</translation>
    </message>
    <message>
        <source>This takes the time to zero. Adjust anyway?</source>
        <translation>시간이 0이 됩니다. 그래도 조정하시겠습니까?</translation>
    </message>
    <message>
        <source>Speak this table&apos;s calls here</source>
        <translation>이 테이블의 호출을 여기서 음성으로</translation>
    </message>
    <message>
        <source>Table mode (full screen)</source>
        <translation>테이블 모드 (전체 화면)</translation>
    </message>
    <message>
        <source>Click a table when the player to move has moved; click a flashing table to acknowledge its flag. Right-click for the table&apos;s actions.</source>
        <translation>둘 차례인 대국자가 두면 테이블을 클릭하세요. 깜박이는 테이블을 클릭하면 시간패를 확인합니다. 오른쪽 클릭으로 테이블 작업을 엽니다.</translation>
    </message>
    <message>
        <source>Spoken calls</source>
        <translation>음성 호출</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>Voice pack…</source>
        <translation>음성 팩…</translation>
    </message>
    <message>
        <source>Calls…</source>
        <translation>호출…</translation>
    </message>
    <message>
        <source>The calls of this event in byo-yomi, editable</source>
        <translation>이 대회의 초읽기 호출 (편집 가능)</translation>
    </message>
    <message>
        <source>Spoken calls: no audio output was found; the calls are timed but not heard.</source>
        <translation>음성 호출: 오디오 출력을 찾을 수 없습니다. 호출 시각은 기록되지만 들리지 않습니다.</translation>
    </message>
    <message>
        <source>⚑ flag</source>
        <translation>⚑ 시간패</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set up the clocks</source>
        <translation>시계 설정</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</source>
        <translation>
            <numerusform>%n개의 시계가 사용 중입니다. 그래도 새 시계를 설정합니까? 사용 중인 시계는 멈춥니다 (기록은 대회 파일에 남습니다).</numerusform>
        </translation>
    </message>
    <message>
        <source># Calls in byo-yomi: offsets in seconds from the start of each period.</source>
        <translation># 초읽기 호출: 각 회차 시작부터의 초.</translation>
    </message>
    <message>
        <source># ordinary: periods with more to come; last: the last period.</source>
        <translation># ordinary: 뒤에 회차가 남은 회; last: 마지막 회.</translation>
    </message>
    <message>
        <source># Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the count in the last period).</source>
        <translation># 키: sec:N (N초), min:N, left_min:N, left_periods:N (N 남음), count:N (마지막 회의 셈).</translation>
    </message>
    <message>
        <source>Game over (stop both clocks)…</source>
        <translation>대국 종료 (양쪽 시계 정지)…</translation>
    </message>
    <message>
        <source> (%1 – %2)</source>
        <translation> (%1 – %2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>대국 종료</translation>
    </message>
    <message>
        <source>Declare the game at table %1%2 over? Both clocks stop for good.</source>
        <translation>%1번%2 대국을 종료합니까? 양쪽 시계가 완전히 멈춥니다.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>The round whose games the clocks are for: its tables, both players&apos; names and the event&apos;s time control</source>
        <translation>시계가 맡을 라운드: 그 대국 번호, 두 선수의 이름, 대회의 시간 규정</translation>
    </message>
    <message>
        <source>The clocks in play are not in this tournament&apos;s journal; set up the round&apos;s clocks when they are done.</source>
        <translation>사용 중인 시계는 이 대회의 기록에 없습니다; 끝난 뒤 이 라운드의 시계를 설정하십시오.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control: %2</source>
        <translation>&apos;%1&apos; 은 제한시간 설정이 아닙니다: %2</translation>
    </message>
    <message>
        <source>Time control of this table…</source>
        <translation>이 대국의 제한시간…</translation>
    </message>
    <message>
        <source>Time control of table %1</source>
        <translation>%1번 대국의 제한시간</translation>
    </message>
    <message>
        <source>Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):</source>
        <translation>제한시간 (시계 탭과 같은 형식, 예: byoyomi:main=60m,period=30s,periods=3):</translation>
    </message>
    <message>
        <source>Table %1 plays %2.</source>
        <translation>%1번 대국의 제한시간은 %2 입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n journal record(s) of an unknown kind were left out.</source>
        <translation>
            <numerusform>알 수 없는 종류의 기록 %n개를 제외했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The players&apos; names could not be read; the tiles show table numbers.</source>
        <translation>대국자 이름을 읽을 수 없어 각 대국대에는 번호만 표시합니다.</translation>
    </message>
    <message>
        <source>offline %1</source>
        <translation>오프라인 %1</translation>
    </message>
    <message>
        <source>pause asked</source>
        <translation>일시정지 요청</translation>
    </message>
    <message>
        <source>result to confirm</source>
        <translation>확인할 결과</translation>
    </message>
    <message>
        <source>Enter the table&apos;s result (%1)…</source>
        <translation>이 대국대의 결과 입력 (%1)…</translation>
    </message>
    <message>
        <source>Change the result of table %1</source>
        <translation>%1번 대국대의 결과 변경</translation>
    </message>
    <message>
        <source>The round has another result for this game. Why is it changed to %1?</source>
        <translation>이 대국에는 다른 결과가 있습니다. 왜 %1(으)로 바꿉니까?</translation>
    </message>
    <message>
        <source>Set the table&apos;s result aside</source>
        <translation>이 대국대의 결과 보류</translation>
    </message>
    <message>
        <source>Table %1: the device is offline since %2</source>
        <translation>%1번 대국대: 기기가 %2부터 오프라인</translation>
    </message>
    <message>
        <source>Table %1: the players paused the clock</source>
        <translation>%1번 대국대: 대국자가 시계를 멈췄습니다</translation>
    </message>
    <message>
        <source>Table %1: %2 to confirm</source>
        <translation>%1번 대국대: %2 확인 대기</translation>
    </message>
    <message>
        <source>Table %1: sealed move %2</source>
        <translation>%1번 대국대: 봉수 %2</translation>
    </message>
    <message>
        <source>Table devices</source>
        <translation>대국대 기기</translation>
    </message>
    <message>
        <source>A phone or tablet at each table shows and presses its clock over the network, on this address and port</source>
        <translation>각 대국대의 휴대폰이나 태블릿이 이 주소와 포트로 네트워크를 통해 시계를 보여 주고 누릅니다</translation>
    </message>
    <message>
        <source>Referee PIN</source>
        <translation>심판 PIN</translation>
    </message>
    <message>
        <source>Needed for a referee&apos;s action from a table&apos;s device</source>
        <translation>대국대 기기에서 심판 조작을 할 때 필요합니다</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>참가 코드…</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>&apos;%1&apos;은(는) IP 주소가 아닙니다</translation>
    </message>
    <message>
        <source>Set up the clocks of a round first: the devices join a round&apos;s tables.</source>
        <translation>먼저 라운드의 시계를 설정하세요. 기기는 라운드의 대국대에 참가합니다.</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>%1:%2에서 수신할 수 없습니다</translation>
    </message>
    <message>
        <source>Open a tournament to set the referee&apos;s PIN.</source>
        <translation>심판 PIN을 설정하려면 대회를 여세요.</translation>
    </message>
    <message>
        <source>Table %1  %2  %3 – %4</source>
        <translation>%1번 대국대  %2  %3 – %4</translation>
    </message>
    <message>
        <source>Join codes of round %1</source>
        <translation>%1라운드의 참가 코드</translation>
    </message>
    <message>
        <source>Each table&apos;s page: %1t/CODE</source>
        <translation>각 대국대의 페이지: %1t/코드</translation>
    </message>
    <message>
        <source>Switch on the table devices to serve the pages.</source>
        <translation>페이지를 제공하려면 대국대 기기를 켜세요.</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>이의</translation>
    </message>
    <message>
        <source>Table %1: dispute, first %2, then %3</source>
        <translation>%1번 테이블: 이의, 처음 %2, 다음 %3</translation>
    </message>
    <message>
        <source>Table %1: flag fallen (%2)</source>
        <translation>%1번 테이블: 시간 초과 (%2)</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>기기 %1대</translation>
    </message>
    <message>
        <source>Table %1: %2 devices; one holds the clock</source>
        <translation>%1번 테이블: 기기 %2대, 시계는 한 대만</translation>
    </message>
    <message>
        <source>Move the clock to the device at %1 (connected %2)</source>
        <translation>%1의 기기로 시계 옮기기 (연결된 지 %2)</translation>
    </message>
    <message>
        <source>clock&apos;s device gone</source>
        <translation>시계 기기 없음</translation>
    </message>
    <message>
        <source>Table %1: the clock&apos;s device is gone; move the clock to the one there (the table&apos;s menu)</source>
        <translation>%1번 대국: 시계 기기가 없습니다. 지금 있는 기기로 시계를 옮기십시오 (그 대국의 메뉴)</translation>
    </message>
    <message>
        <source>⚑ held</source>
        <translation>⚑ 보류</translation>
    </message>
    <message>
        <source>paused: its device was gone</source>
        <translation>일시 정지: 기기가 사라짐</translation>
    </message>
    <message>
        <source>flag held</source>
        <translation>시간패 보류</translation>
    </message>
    <message>
        <source>result for the referee</source>
        <translation>결과는 심판에게</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) offline since %1: %2</source>
        <translation>
            <numerusform>%n 개 대국이 %1 부터 오프라인: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s); its device is refused referee actions for a minute</source>
        <translation>
            <numerusform>%1 번 대국: 심판 PIN 오류 %n 회. 이 기기는 1분 동안 심판 조작이 거부됩니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s)</source>
        <translation>
            <numerusform>%1 번 대국: 심판 PIN 오류 %n 회</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: paused, its device was gone; resume it once a device is there</source>
        <translation>%1 번 대국: 기기가 사라져 일시 정지됨. 기기가 있으면 다시 시작하십시오</translation>
    </message>
    <message>
        <source>Table %1: flag held, the device is silent since before it fell; decide it from the table&apos;s menu</source>
        <translation>%1 번 대국: 시간패 보류. 기기가 시간 초과 전부터 응답이 없습니다. 대국 메뉴에서 판정하십시오</translation>
    </message>
    <message>
        <source>Take the flag back…</source>
        <translation>시간패 취소…</translation>
    </message>
    <message>
        <source>Take the flag back</source>
        <translation>시간패 취소</translation>
    </message>
    <message>
        <source>Table %1: the clock stands paused at the instant the flag fell; give the player time (Adjust time…) and resume. The referee&apos;s reason:</source>
        <translation>%1 번 대국: 시계는 시간 초과 순간에 멈춰 있습니다. 선수에게 시간을 주고(시간 조정…) 다시 시작하십시오. 심판의 사유:</translation>
    </message>
    <message>
        <source>Table %1: the flag is taken back.</source>
        <translation>%1 번 대국: 시간패를 취소했습니다.</translation>
    </message>
    <message>
        <source>Decide the flag now (what the device has not sent yet is not in)</source>
        <translation>지금 시간패 판정(기기가 아직 보내지 않은 조작은 포함되지 않음)</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <source>Registered %1</source>
        <translation>%1 등록됨</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>저장되지 않음</translation>
    </message>
    <message>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>표시 %1 · 등록 %2 · 확정 %3 · 기권 %4</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>복귀</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>이름(한글·한자 또는 로마자)과 클럽 검색…</translation>
    </message>
    <message>
        <source>Hide withdrawn</source>
        <translation>기권한 선수 숨기기</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>선수 추가…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>출석 확인</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>불참</translation>
    </message>
    <message>
        <source>Bye requested</source>
        <translation>부전승 요청</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Delete the registration of %1? Use Withdraw for a player who leaves the event; Delete is for a registration made by mistake or a duplicate.</source>
        <translation>%1의 등록을 삭제할까요? 대회 도중 떠나는 선수는 기권을 사용하세요. 삭제는 잘못되거나 중복된 등록에 씁니다.</translation>
    </message>
    <message numerus="yes">
        <source>No likely duplicates among %n player(s).</source>
        <translation>
            <numerusform>선수 %n명 중 중복 가능성이 있는 등록이 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>중복 가능성이 있는 등록</translation>
    </message>
    <message>
        <source>#%1 %2  ↔  #%3 %4  (%5)</source>
        <translation>#%1 %2  ↔  #%3 %4 (%5)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>Likely a duplicate</source>
        <translation>중복 가능성</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3: %4). Register anyway?</source>
        <translation>%1 은 이미 등록된 %2 (%3번: %4) 와 비슷합니다. 그래도 등록합니까?</translation>
    </message>
    <message numerus="yes">
        <source>Participation of %n player(s)</source>
        <translation>
            <numerusform>%n명의 참가</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a pair to select the later registration, then edit, withdraw or delete it.</source>
        <translation>쌍을 누르면 나중 등록이 선택됩니다. 그다음 편집, 기권 처리 또는 삭제하십시오.</translation>
    </message>
    <message>
        <source>Move to another division</source>
        <translation>다른 부문으로 이동</translation>
    </message>
    <message numerus="yes">
        <source>Move %n player(s) to:</source>
        <translation>
            <numerusform>%n명을 옮길 부문:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) moved.</source>
        <translation>
            <numerusform>%n명을 옮겼습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::ReportsView</name>
    <message>
        <source>Save the document</source>
        <translation>문서 저장</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <source>Save the result sheets</source>
        <translation>결과 기록지 저장</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Publish to a folder</source>
        <translation>폴더에 게시</translation>
    </message>
    <message>
        <source>Published to %1</source>
        <translation>%1에 게시함</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <source>EGF results file</source>
        <translation>EGF 결과 파일</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>저장…</translation>
    </message>
    <message>
        <source>Result sheets (PDF)…</source>
        <translation>결과 기록지(PDF)…</translation>
    </message>
    <message>
        <source>Publish after the round…</source>
        <translation>라운드 후 게시…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>열린 대회가 없습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>보고서</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>프린터로 보냈습니다</translation>
    </message>
    <message>
        <source>By strength</source>
        <translation>기력순</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>이름순</translation>
    </message>
    <message>
        <source>By club</source>
        <translation>소속순</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>부문</translation>
    </message>
    <message>
        <source>the tournament&apos;s categories</source>
        <translation>대회의 부문</translation>
    </message>
    <message>
        <source>Prize sections separated by &apos;;&apos;, each with an optional =N prizes (default 3): overall, women, u12 (under 12 on the first day), ranks:10k-20k, category:NAME</source>
        <translation>상 부문은 &apos;;&apos;로 구분하며 각각 =N으로 상의 수를 정할 수 있습니다 (기본값 3): overall(종합), women(여자), u12(첫날 12세 미만), ranks:10k-20k(급수 범위), category:이름(부문)</translation>
    </message>
    <message>
        <source>One prize per player</source>
        <translation>한 사람당 상 하나</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>인쇄…</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>실시간 페이지</translation>
    </message>
    <message>
        <source>A read-only web page with the pairings and standings for players&apos; phones, on this address and port</source>
        <translation>선수들이 휴대폰으로 대진과 순위를 보는 읽기 전용 웹 페이지 (이 주소와 포트에서 제공)</translation>
    </message>
    <message>
        <source>Sections: %1</source>
        <translation>부문: %1</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>이 프린터를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>&apos;%1&apos;은(는) IP 주소가 아닙니다</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>%1:%2에서 수신할 수 없습니다</translation>
    </message>
    <message>
        <source>Live page at %1</source>
        <translation>실시간 페이지: %1</translation>
    </message>
    <message>
        <source>Join codes</source>
        <translation>참가 코드</translation>
    </message>
    <message>
        <source>Each table&apos;s code and QR code for a clock on a phone (the table devices of the Clocks tab); for the list printed for the tables, never on the live page</source>
        <translation>대국대별 참가 코드와 QR 코드(시계 탭의 대국대 기기로 휴대폰 시계를 쓰기 위함). 대국대에 붙일 인쇄용 목록에만 넣고 실시간 페이지에는 넣지 않습니다</translation>
    </message>
    <message>
        <source>FFG results file (.tou)</source>
        <translation>FFG 결과 파일 (.tou)</translation>
    </message>
    <message>
        <source>AGA results file</source>
        <translation>AGA 결과 파일</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 대회 파일 (.xml)</translation>
    </message>
    <message>
        <source>the latest round paired</source>
        <translation>대진이 끝난 최신 라운드</translation>
    </message>
    <message>
        <source>the latest round with results</source>
        <translation>결과가 있는 최신 라운드</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest paired</source>
        <translation>선택됨. 대진이 끝난 최신 라운드는 %1라운드</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest with results</source>
        <translation>선택됨. 결과가 있는 최신 라운드는 %1라운드</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation>그래도 내보내시겠습니까?</translation>
    </message>
    <message>
        <source>Website…</source>
        <translation>웹사이트…</translation>
    </message>
    <message>
        <source>Where the published pages go, and whether they are published after each round</source>
        <translation>게시할 페이지를 보낼 곳과 라운드마다 게시할지 여부</translation>
    </message>
    <message numerus="yes">
        <source>Website: up to date (%n page(s) sent)</source>
        <translation>
            <numerusform>웹사이트: 최신 상태(%n개 페이지 보냄)</numerusform>
        </translation>
    </message>
    <message>
        <source>Website: not reached (%1); trying again in %2 s</source>
        <translation>웹사이트: 연결 안 됨(%1). %2초 후 다시 시도합니다</translation>
    </message>
    <message>
        <source>Website refused the pages: %1</source>
        <translation>웹사이트가 페이지를 거부했습니다: %1</translation>
    </message>
    <message>
        <source>Website: sending…</source>
        <translation>웹사이트: 보내는 중…</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>웹사이트</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Folder of the pages:</source>
        <translation>페이지 폴더:</translation>
    </message>
    <message>
        <source>Website address (optional):</source>
        <translation>웹사이트 주소(선택):</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>비밀 키:</translation>
    </message>
    <message>
        <source>Publish after each round</source>
        <translation>라운드마다 게시</translation>
    </message>
    <message>
        <source>The website address must begin with http:// or https://</source>
        <translation>웹사이트 주소는 http:// 또는 https://로 시작해야 합니다</translation>
    </message>
    <message>
        <source>The website needs its secret (the receiver&apos;s --secret).</source>
        <translation>웹사이트에는 비밀 키(수신 측의 --secret)가 필요합니다.</translation>
    </message>
    <message>
        <source>Website: writing the pages of round %1…</source>
        <translation>웹사이트: %1라운드 페이지를 만드는 중…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RoundsView</name>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1(부전)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>대진 편성</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>대진 취소</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>흑백 바꾸기</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>상대 바꾸기</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>이유 보기</translation>
    </message>
    <message>
        <source>Result (table, then 1 / 2 / = / f1 / f2):</source>
        <translation>결과(테이블 번호, 이어서 1 / 2 / = / f1 / f2):</translation>
    </message>
    <message>
        <source>e.g. 12 1</source>
        <translation>예: 12 1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>치석</translation>
    </message>
    <message>
        <source>Score gap</source>
        <translation>점수 차</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>열려 있는 대회가 없습니다.</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>재대국</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>같은 클럽</translation>
    </message>
    <message>
        <source>colour imbalance</source>
        <translation>흑백 불균형</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Round %1 is not paired yet.</source>
        <translation>%1라운드는 아직 대진이 편성되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: all %n result(s) entered.</source>
        <translation>
            <numerusform>%1라운드: 결과 %n개를 모두 입력했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 of %n result(s) entered.</source>
        <translation>
            <numerusform>%1라운드: 결과 %n개 중 %2개를 입력했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>부전승: %1</translation>
    </message>
    <message>
        <source>Round %1 paired.</source>
        <translation>%1라운드 대진을 편성했습니다.</translation>
    </message>
    <message>
        <source>Unpair round %1</source>
        <translation>%1라운드 대진 취소</translation>
    </message>
    <message>
        <source>Select one game.</source>
        <translation>대국을 하나 선택하세요.</translation>
    </message>
    <message>
        <source>Swap colours at table %1</source>
        <translation>%1번 테이블 흑백 바꾸기</translation>
    </message>
    <message>
        <source>Select two games.</source>
        <translation>대국을 두 개 선택하세요.</translation>
    </message>
    <message>
        <source>Exchange opponents at tables %1 and %2</source>
        <translation>%1번과 %2번 테이블의 상대 바꾸기</translation>
    </message>
    <message>
        <source>Select one game, or two to ask why their white players were not paired.</source>
        <translation>대국을 하나 선택하세요. 두 개를 선택하면 두 대국의 백 선수끼리 대진되지 않은 이유를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result entry: type the table, then 1 (white wins), 2 (black wins), = (jigo), 0 (both lose); f before the code for a forfeit.</source>
        <translation>&apos;%1&apos;은(는) 올바른 결과 입력이 아닙니다: 테이블 번호를 입력한 뒤 1(백 승), 2(흑 승), =(무승부), 0(양쪽 패)을 입력하세요. 부전이면 코드 앞에 f를 붙입니다.</translation>
    </message>
    <message>
        <source>Table %1: result entered.</source>
        <translation>%1번 테이블: 결과를 입력했습니다.</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0.5</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>no komi</source>
        <translation>덤 없음</translation>
    </message>
    <message>
        <source>Black gives back %1</source>
        <translation>흑이 %1 반환</translation>
    </message>
    <message>
        <source>Draw colours</source>
        <translation>흑백 정하기</translation>
    </message>
    <message>
        <source>By lots for the round (抽签)</source>
        <translation>라운드 전체 일괄 결정(추첨)</translation>
    </message>
    <message>
        <source>By digital nigiri for every table</source>
        <translation>테이블마다 디지털 돌 가리기</translation>
    </message>
    <message>
        <source>Nigiri at the board…</source>
        <translation>대국석에서 돌 가리기…</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>Colours by %1; commitment %2.</source>
        <translation>흑백 결정: %1, 커밋값 %2.</translation>
    </message>
    <message>
        <source>Colours of round %1 drawn. Publish this commitment with the pairing list; the seed is revealed after the round:
%2</source>
        <translation>%1라운드 흑백을 정했습니다. 이 커밋값을 대진표와 함께 공개하세요. 시드는 라운드가 끝난 뒤 공개됩니다:
%2</translation>
    </message>
    <message>
        <source>Table %1: %2 takes black.</source>
        <translation>%1번 테이블: %2이(가) 흑을 잡습니다.</translation>
    </message>
    <message>
        <source>Nigiri at table %1</source>
        <translation>%1번 테이블 돌 가리기</translation>
    </message>
    <message>
        <source>the higher rank holds white</source>
        <translation>단급이 높은 선수가 백돌을 쥠</translation>
    </message>
    <message>
        <source>equal ranks: the older holds white</source>
        <translation>단급이 같음: 연장자가 백돌을 쥠</translation>
    </message>
    <message>
        <source>equal ranks, ages unknown: the referee picks</source>
        <translation>단급이 같고 나이를 모름: 심판이 정함</translation>
    </message>
    <message>
        <source>Holds the white stones:</source>
        <translation>백돌을 쥐는 선수:</translation>
    </message>
    <message>
        <source>Odd (one black stone)</source>
        <translation>홀(흑돌 1개)</translation>
    </message>
    <message>
        <source>Even (two black stones)</source>
        <translation>짝(흑돌 2개)</translation>
    </message>
    <message>
        <source>Guess:</source>
        <translation>홀짝 선택:</translation>
    </message>
    <message>
        <source>White stones in the hand:</source>
        <translation>손에 쥔 백돌 수:</translation>
    </message>
    <message>
        <source>Reason (when changing published colours):</source>
        <translation>사유(공개된 흑백을 바꿀 때):</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>추첨</translation>
    </message>
    <message>
        <source>digital nigiri</source>
        <translation>전자 돌 가리기</translation>
    </message>
    <message>
        <source>nigiri</source>
        <translation>돌 가리기</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>접바둑</translation>
    </message>
    <message>
        <source>the director</source>
        <translation>대회 책임자</translation>
    </message>
    <message>
        <source>At the boards, entered with the results</source>
        <translation>대국석에서 정하고 결과와 함께 입력</translation>
    </message>
    <message>
        <source>? </source>
        <translation>? </translation>
    </message>
    <message>
        <source>Colours of round %1 at the boards</source>
        <translation>%1라운드 흑백을 대국석에서 결정</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>%1번 테이블</translation>
    </message>
    <message>
        <source>The colours were decided at the board. Who took black?</source>
        <translation>흑백을 대국석에서 정했습니다. 누가 흑을 잡았습니까?</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>%1라운드에 %2번 대국이 없습니다.</translation>
    </message>
    <message>
        <source>A jigo cannot happen with komi %1. Enter it only on the referee&apos;s decision: the reason?</source>
        <translation>덤 %1 에서는 빅이 될 수 없습니다. 심판의 결정일 때만 입력하십시오: 사유는?</translation>
    </message>
    <message>
        <source>Table %1: the jigo was not entered (it needs the referee&apos;s reason).</source>
        <translation>%1번: 빅은 입력되지 않았습니다 (심판의 사유가 필요합니다).</translation>
    </message>
    <message>
        <source>Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).</source>
        <translation>%1번: 결과가 %2 에서 %3 으로 바뀌었습니다 (Ctrl+Z 로 취소).</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>the main score before the round</comment>
        <translation>%1점</translation>
    </message>
    <message>
        <source>Raw weights</source>
        <translation>원시 가중치</translation>
    </message>
    <message>
        <source>Show the pairing engine&apos;s weights behind the explanation</source>
        <translation>설명의 바탕이 된 대진 엔진의 가중치 표시</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>원시 가중치 (값 / 가중치):</translation>
    </message>
    <message>
        <source>Without a game in this round:</source>
        <translation>이번 라운드에 대국이 없는 선수:</translation>
    </message>
    <message>
        <source>Pair the chosen players</source>
        <translation>선택한 선수 대진</translation>
    </message>
    <message>
        <source>The engine pairs the chosen players among themselves (two: with each other) at new tables; the rest of the round stays as it is</source>
        <translation>선택한 선수끼리 새 대국 번호에 대진합니다 (두 명이면 서로). 이번 라운드의 나머지는 그대로입니다</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>다시 대진합니까?</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>그래도 대진합니까?</translation>
    </message>
    <message numerus="yes">
        <source>Pair %n chosen player(s) in round %1</source>
        <translation>
            <numerusform>%1라운드에서 선택한 %n명 대진</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1: %2 - %3</source>
        <translation>%1번: %2 - %3</translation>
    </message>
    <message>
        <source>Paired: %1.</source>
        <translation>대진 완료: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>The director&apos;s constraints in this round:</source>
        <translation>이 라운드의 운영자 제약:</translation>
    </message>
    <message>
        <source>Never pair…</source>
        <translation>대진 금지…</translation>
    </message>
    <message>
        <source>Two players who must never meet (siblings, a family, a declared conflict); paired only if nothing else is possible</source>
        <translation>절대 만나지 않아야 할 두 기사(형제자매, 가족, 신고된 이해 충돌). 다른 방법이 전혀 없을 때만 대진됩니다</translation>
    </message>
    <message>
        <source>Pair in this round…</source>
        <translation>이 라운드 대진 지정…</translation>
    </message>
    <message>
        <source>Two players who play each other in this round whatever the scores</source>
        <translation>점수와 관계없이 이 라운드에서 대국하는 두 기사</translation>
    </message>
    <message>
        <source>Keep a table…</source>
        <translation>대국대 배정…</translation>
    </message>
    <message>
        <source>A table kept for a player (a wheelchair, a broadcast board), every round or this one</source>
        <translation>기사를 위해 배정하는 대국대(휠체어, 중계 대국). 모든 라운드 또는 이 라운드</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Table %1 has the result %2 already. Change it to %3 only on the referee&apos;s decision: the reason?</source>
        <translation>%1번 테이블에는 이미 결과 &quot;%2&quot;이(가) 있습니다. 심판의 결정으로만 &quot;%3&quot;(으)로 바꿀 수 있습니다: 사유는?</translation>
    </message>
    <message>
        <source>Table %1: the result was not changed (a change needs the referee&apos;s reason).</source>
        <translation>%1번 테이블: 결과가 변경되지 않았습니다 (변경에는 심판의 사유가 필요합니다).</translation>
    </message>
    <message>
        <source>the whole schedule: Reports → Schedule</source>
        <translation>전체 일정: 보고서 → 대진 일정</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>the bracket: Reports → Knockout bracket; the result that decides this round pairs the next at a desk that may pair</source>
        <translation>대진표: 보고서 → 토너먼트 대진표. 편성 권한이 있는 데스크에서 이 라운드를 결정하는 결과를 입력하면 다음 라운드가 편성됩니다</translation>
    </message>
    <message>
        <source>Referee&apos;s decision…</source>
        <translation>심판 판정…</translation>
    </message>
    <message>
        <source>A knockout game the board did not decide (a jigo, both lost): who goes on, and why</source>
        <translation>반상에서 승부가 나지 않은 토너먼트 대국 (빅, 양패): 누가 진출하는지와 그 사유</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>%1번 대국대 심판 판정</translation>
    </message>
    <message>
        <source>e.g. 加赛: White won the play-off</source>
        <translation>예: 재대국에서 백승</translation>
    </message>
    <message>
        <source>Goes on:</source>
        <translation>진출:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>사유:</translation>
    </message>
    <message>
        <source>Table %1: the referee&apos;s decision is recorded.</source>
        <translation>%1번 대국대: 심판 판정을 기록했습니다.</translation>
    </message>
    <message>
        <source>Bracket…</source>
        <translation>대진표…</translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation>대진 일정…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ServerDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>서버에 연결</translation>
    </message>
    <message>
        <source>empty: the one saved in ~/.pgpass</source>
        <translation>비우면 ~/.pgpass 에 저장된 것</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>서버</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>데이터베이스</translation>
    </message>
    <message>
        <source>User</source>
        <translation>사용자</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>암호</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>대회</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TeamsView</name>
    <message>
        <source>Add team</source>
        <translation>팀 추가</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>팀 편집</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>추가 →</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 빼기</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>위로</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>아래로</translation>
    </message>
    <message>
        <source>Order by rating</source>
        <translation>레이팅 순</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>로마자 이름</translation>
    </message>
    <message>
        <source>Club or school</source>
        <translation>클럽 또는 학교</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>국가</translation>
    </message>
    <message>
        <source>Members in board order; those after the boards are reserves</source>
        <translation>선수는 판 순서대로, 판 수 뒤는 후보</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2</source>
        <translation>%1 의 %2라운드 출전 명단</translation>
    </message>
    <message>
        <source>The players who play, in board order from the top</source>
        <translation>출전 선수 (위에서부터 판 순서)</translation>
    </message>
    <message>
        <source>Match by hand, round %1</source>
        <translation>수동 대진, %1라운드</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>홈</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>원정</translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation>팀 추가…</translation>
    </message>
    <message>
        <source>Edit team…</source>
        <translation>팀 편집…</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>팀 삭제</translation>
    </message>
    <message>
        <source>Line-up…</source>
        <translation>출전 명단…</translation>
    </message>
    <message>
        <source>Pair the teams</source>
        <translation>팀 대진</translation>
    </message>
    <message>
        <source>Match by hand…</source>
        <translation>수동 대진…</translation>
    </message>
    <message>
        <source>Team forfeit</source>
        <translation>팀 기권</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>다시 대진할까요?</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>Players (board order; reserves after)</source>
        <translation>선수 (판 순서, 후보는 뒤)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(reserve) %1</source>
        <translation>(후보) %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>경기</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>판 점수</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>각 판</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> (leader board)</source>
        <translation> (주장 판 결정)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>부전승</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 을(를) 추가했습니다</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 을(를) 삭제했습니다</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2 given</source>
        <translation>%1 의 %2라운드 출전 명단을 정했습니다</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n match(es)</source>
        <translation>
            <numerusform>%1라운드: %n경기</numerusform>
        </translation>
    </message>
    <message>
        <source> — no pairing without a rematch or a second bye existed</source>
        <translation> — 재대결이나 두 번째 부전승을 피하는 대진이 없었습니다</translation>
    </message>
    <message>
        <source>%1 forfeits its match of round %2</source>
        <translation>%1 이(가) %2라운드 경기를 기권</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>이번 라운드</translation>
    </message>
    <message>
        <source>The selected team&apos;s members, reserves too, for the shown round</source>
        <translation>선택한 팀의 모든 선수(후보 포함), 표시된 라운드</translation>
    </message>
    <message>
        <source>Check in the team</source>
        <translation>팀 체크인</translation>
    </message>
    <message>
        <source>The team sits the round out</source>
        <translation>팀이 이번 라운드 불참</translation>
    </message>
    <message>
        <source>Why (not) this match?…</source>
        <translation>왜 이 대진(이 아닌가)?…</translation>
    </message>
    <message>
        <source>Two teams: what the team Swiss knew of them and what pairing them together would have cost</source>
        <translation>두 팀: 팀 스위스가 알던 내용과 서로 대진했을 때의 비용</translation>
    </message>
    <message>
        <source>%1 is checked in for round %2</source>
        <translation>%1 팀이 %2라운드에 체크인했습니다</translation>
    </message>
    <message>
        <source>%1 sits round %2 out</source>
        <translation>%1 팀은 %2라운드에 불참</translation>
    </message>
    <message>
        <source>Find by name, club or rank</source>
        <translation>이름·클럽·급수로 찾기</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>선수</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>급수</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>Teams from clubs</source>
        <translation>클럽별로 팀 만들기</translation>
    </message>
    <message>
        <source>B, C, D</source>
        <translation>B, C, D</translation>
    </message>
    <message>
        <source>How a club&apos;s second, third … team is named after the club</source>
        <translation>같은 클럽의 두 번째, 세 번째 … 팀 이름 뒤에 붙는 말</translation>
    </message>
    <message>
        <source>Reserves a team takes</source>
        <translation>팀당 후보 인원</translation>
    </message>
    <message>
        <source>A club&apos;s next teams end in</source>
        <translation>다음 팀 이름의 끝</translation>
    </message>
    <message>
        <source>Each club&apos;s players in no team yet, strongest first, fill its team&apos;s boards and reserves, then its next team.</source>
        <translation>각 클럽의 아직 팀이 없는 선수가 강한 순서로 보드와 후보를 채우고, 남은 선수로 다음 팀을 만듭니다.</translation>
    </message>
    <message>
        <source>Teams from clubs…</source>
        <translation>클럽별로 팀 만들기…</translation>
    </message>
    <message>
        <source>A team for each club or school of the players in no team yet: boards by strength, then reserves, then its next team</source>
        <translation>아직 팀이 없는 선수의 클럽·학교마다 팀을 만듭니다: 강한 순으로 보드, 그다음 후보, 남으면 다음 팀</translation>
    </message>
    <message>
        <source>board %1 (table %2): %3 %4 – %5 %6</source>
        <translation>%1번 보드(%2번 테이블): %3 %4 – %5 %6</translation>
    </message>
    <message>
        <source>(White)</source>
        <translation>(백)</translation>
    </message>
    <message>
        <source>(Black)</source>
        <translation>(흑)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n명</numerusform>
        </translation>
    </message>
    <message>
        <source>No club has enough players for a team.</source>
        <translation>팀을 만들 만큼 선수가 있는 클럽이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) left out: too few in their club for a full team</source>
        <translation>
            <numerusform>%n명은 편성되지 않습니다: 클럽 인원이 한 팀에 모자랍니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made from the clubs</source>
        <translation>
            <numerusform>클럽별로 %n개 팀을 만들었습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>%1 loses every board of its match in round %2 by forfeit. The referee&apos;s reason:</source>
        <translation>%1은(는) %2라운드의 모든 보드를 부전패합니다. 심판의 이유:</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <source>Add %1</source>
        <translation>%1 추가</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Withdraw %1</source>
        <translation>%1 기권</translation>
    </message>
    <message>
        <source>Reinstate %1</source>
        <translation>%1 복귀</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>%1라운드: %2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 삭제</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>대회 설정</translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation>%1라운드 대진 편성</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>%1번 테이블 결과</translation>
    </message>
    <message>
        <source>Check in %2 for round %1</source>
        <translation>%1라운드 체크인: %2</translation>
    </message>
    <message numerus="yes">
        <source>Check in %n player(s) for round %1</source>
        <translation>
            <numerusform>%1라운드 %n명 체크인</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n player(s)</source>
        <translation>
            <numerusform>%1라운드: %n명</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n registration(s) final</source>
        <translation>
            <numerusform>등록 %n건 확정</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>대진 설정</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>취소: %1</translation>
    </message>
    <message>
        <source>Add team %1</source>
        <translation>팀 %1 추가</translation>
    </message>
    <message>
        <source>Edit team %1</source>
        <translation>팀 %1 편집</translation>
    </message>
    <message>
        <source>Remove team %1</source>
        <translation>팀 %1 삭제</translation>
    </message>
    <message>
        <source>Line-up for round %1</source>
        <translation>%1라운드 출전 명단</translation>
    </message>
    <message>
        <source>Match by hand in round %1</source>
        <translation>%1라운드 수동 경기</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>%1번 대국대 심판 판정</translation>
    </message>
    <message numerus="yes">
        <source>Teams from clubs (%n team(s))</source>
        <translation>
            <numerusform>클럽별 팀(%n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>토너먼트의 다음 라운드가 대진되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 삭제</translation>
    </message>
    <message>
        <source>Place the players of %1</source>
        <translation>%1의 선수 배치</translation>
    </message>
    <message>
        <source>Take back the places of %1</source>
        <translation>%1의 배치 취소</translation>
    </message>
</context>
</TS>
