<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Certificates</name>
    <message>
        <source>%1 — certificates</source>
        <translation>%1 — 證書</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Certificate of Grade</source>
        <translation>圍棋業餘段級位證書</translation>
    </message>
    <message>
        <source>won %1 of %2 games in %3 and is awarded the grade of</source>
        <translation>在%3中%2局勝%1局，成績合格，特授予</translation>
    </message>
    <message>
        <source>grade claimed: %1</source>
        <translation>申報段級位：%1</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>證書編號：%1</translation>
    </message>
    <message>
        <source>Chief referee</source>
        <translation>裁判長</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主辦單位</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一個值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知的選項 %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1：「%2」不是有效的金額</translation>
    </message>
    <message>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order：應為 family 或 given，而不是「%1」</translation>
    </message>
    <message>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country：「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating：「%1」不是數字</translation>
    </message>
    <message>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system：應為 egd、aga、ffg 或 other</translation>
    </message>
    <message>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date：「%1」不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>--gender: expected f or m</source>
        <translation>--gender：應為 f 或 m</translation>
    </message>
    <message>
        <source>--status: expected preliminary or final</source>
        <translation>--status：應為 preliminary 或 final</translation>
    </message>
    <message>
        <source>  (withdrawn)</source>
        <translation>  （已退賽）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>「%1」不是選手編號</translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation>比賽檔案</translation>
    </message>
    <message>
        <source>--name is required</source>
        <translation>必須指定 --name</translation>
    </message>
    <message>
        <source>--rounds: expected a number</source>
        <translation>--rounds：應為數字</translation>
    </message>
    <message>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day：應為 yyyy-mm-dd</translation>
    </message>
    <message>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day：應為 yyyy-mm-dd</translation>
    </message>
    <message>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi：應為目數（如 7.5）或子數（如 3¾子）</translation>
    </message>
    <message>
        <source>--board-size: expected a number</source>
        <translation>--board-size：應為數字</translation>
    </message>
    <message numerus="yes">
        <source>Created %1: %2, %n round(s), komi %3 (%4)</source>
        <translation>
            <numerusform>已建立 %1：%2，共 %n 輪，貼目 %3（%4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and the tournament settings.</source>
        <translation>
            <numerusform>已匯入 %n 名選手及比賽設定。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已匯入 %n 名選手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>已建立示範比賽 %1，共 %2 名選手
</translation>
    </message>
    <message>
        <source>the player id</source>
        <translation>選手編號</translation>
    </message>
    <message>
        <source>player add needs --family or --given</source>
        <translation>player add 需要 --family 或 --given</translation>
    </message>
    <message>
        <source>--round: expected 1 to %1</source>
        <translation>--round：應為 1 到 %1</translation>
    </message>
    <message>
        <source>--state: expected present, absent or bye</source>
        <translation>--state：應為 present、absent 或 bye</translation>
    </message>
    <message>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>未知的 player 子命令「%1」</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>要匯入的檔案</translation>
    </message>
    <message>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format：應為 csv、egd、ffg、aga 或 opengotha</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>未匯入任何資料（%n 個錯誤）。</numerusform>
        </translation>
    </message>
    <message>
        <source>check: </source>
        <translation>請核對：</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知的命令「%1」</translation>
    </message>
    <message>
        <source>player needs add, list, edit, withdraw, delete, duplicates or round</source>
        <translation>player 需要 add、list、edit、withdraw、delete、duplicates 或 round</translation>
    </message>
    <message>
        <source>Deleted #%1 %2</source>
        <translation>已刪除 #%1 %2</translation>
    </message>
    <message>
        <source>#%1 %2 and #%3 %4: %5</source>
        <translation>#%1 %2 與 #%3 %4：%5</translation>
    </message>
    <message>
        <source>--ko: expected simple, positional or situational</source>
        <translation>--ko：應為 simple、positional 或 situational</translation>
    </message>
    <message>
        <source>move %1 (%2 %3): %4</source>
        <translation>第 %1 手（%2 %3）：%4</translation>
    </message>
    <message>
        <source> (flagged for the referee, not illegal under these rules)</source>
        <translation> （提請裁判裁定，依此規則不屬違規）</translation>
    </message>
    <message>
        <source>verify needs SGF files or folders</source>
        <translation>verify 需要 SGF 檔案或資料夾</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), all legal under %1</source>
        <translation>
            <numerusform>共 %n 手，依 %1 規則全部合法</numerusform>
        </translation>
    </message>
    <message>
        <source>illegal at %1</source>
        <translation>違規：%1</translation>
    </message>
    <message>
        <source>the SGF file</source>
        <translation>SGF 檔案</translation>
    </message>
    <message>
        <source>--komi: a number of half points, such as 7.5</source>
        <translation>--komi：應為半目的整數倍，如 7.5</translation>
    </message>
    <message>
        <source>--dead: &apos;%1&apos; is not a point (D16 or dd)</source>
        <translation>--dead：「%1」不是棋盤上的點（應如 D16 或 dd）</translation>
    </message>
    <message>
        <source>the game is illegal: %1</source>
        <translation>對局中有違規著手：%1</translation>
    </message>
    <message>
        <source>--black-count: Black&apos;s count in 子, such as 184.5</source>
        <translation>--black-count：應為黑方的子數，如 184.5</translation>
    </message>
    <message>
        <source>result from the referee&apos;s count of Black: %1</source>
        <translation>結果依據裁判所數的黑方子數：%1</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>錯誤：</translation>
    </message>
    <message>
        <source>%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7</source>
        <translation>%1（%2）：黑 %3，白 %4，單官 %5；貼目 %6，貼還 %7</translation>
    </message>
    <message>
        <source>%1:%2: &apos;%3&apos; is not a time in milliseconds</source>
        <translation>%1:%2：「%3」不是以毫秒計的時間</translation>
    </message>
    <message>
        <source>%1:%2: %3 ms comes before the press on the line above</source>
        <translation>%1:%2：%3 毫秒早於上一行的按鐘時間</translation>
    </message>
    <message>
        <source>--control: %1</source>
        <translation>--control：%1</translation>
    </message>
    <message>
        <source>--language: expected zh, en, ja or ko</source>
        <translation>--language：應為 zh、en、ja 或 ko</translation>
    </message>
    <message>
        <source>--presses FILE is required (one press time in ms per line; it may be empty)</source>
        <translation>必須提供 --presses FILE（每行一個按鐘時間，單位毫秒；檔案可以為空）</translation>
    </message>
    <message>
        <source>--table: a table number from 1</source>
        <translation>--table：桌號從 1 開始</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>--round must be a round number</source>
        <translation>--round 必須是輪次編號</translation>
    </message>
    <message>
        <source>a player id</source>
        <translation>選手編號</translation>
    </message>
    <message>
        <source>Round %1 unpaired.</source>
        <translation>第%1輪已取消編排。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n game(s)</source>
        <translation>
            <numerusform>第%1輪：%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>輪空：%1</translation>
    </message>
    <message>
        <source>result needs --round, --table and --result</source>
        <translation>result 需要 --round、--table 和 --result</translation>
    </message>
    <message>
        <source>--table must be a table number</source>
        <translation>--table 必須是台號</translation>
    </message>
    <message>
        <source>Round %1, table %2: result entered.</source>
        <translation>第%1輪第%2台：已輸入結果。</translation>
    </message>
    <message>
        <source>the OpenGotha file</source>
        <translation>OpenGotha 檔案</translation>
    </message>
    <message>
        <source>--compat must be opengotha-3.52 or opengotha-2024</source>
        <translation>--compat 必須是 opengotha-3.52 或 opengotha-2024</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 games reproduced (%4 with the same players); total Tengen %5, file %6</source>
        <translation>第%1輪：%3 局中有 %2 局重現（%4 局對陣選手相同）；總分：天元 %5，檔案 %6</translation>
    </message>
    <message>
        <source>; bye %1 (file: %2)</source>
        <translation>；輪空 %1（檔案：%2）</translation>
    </message>
    <message>
        <source>%1 of %2 games reproduced.</source>
        <translation>%2 局中有 %1 局重現。</translation>
    </message>
    <message>
        <source>%1: the seed must be at least 16 bytes in hexadecimal</source>
        <translation>%1：種子必須是至少 16 位元組的十六進位數</translation>
    </message>
    <message>
        <source>The seed matches the commitment published before the draw.</source>
        <translation>種子與抽取黑白前公布的承諾值一致。</translation>
    </message>
    <message>
        <source>The seed does NOT match the commitment.</source>
        <translation>種子與承諾值不一致！</translation>
    </message>
    <message>
        <source>Table %1: the draw gives white to %2, the record says %3.</source>
        <translation>第%1台：抽取結果為 %2 執白，但紀錄為 %3。</translation>
    </message>
    <message>
        <source>Every draw of round %1 is reproduced (%2 tables).</source>
        <translation>第%1輪的每一台抽取結果均已重現（共 %2 台）。</translation>
    </message>
    <message>
        <source>Round %1 does not verify.</source>
        <translation>第%1輪驗證未通過。</translation>
    </message>
    <message>
        <source>--table needs --white ID (and --reason)</source>
        <translation>--table 需要 --white ID（以及 --reason）</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 takes white.</source>
        <translation>第%1輪第%2台：改由 %3 執白。</translation>
    </message>
    <message>
        <source>Round %1 colours by %2. Commitment (SHA-256 of the seed): %3</source>
        <translation>第%1輪黑白由%2決定。承諾值（種子的 SHA-256）：%3</translation>
    </message>
    <message>
        <source>Round %1: colours are decided at the boards and entered with the results (result --black ID).</source>
        <translation>第%1輪：黑白在對局現場決定，錄入結果時一併錄入（result --black ID）。</translation>
    </message>
    <message>
        <source>--method must be lots, nigiri or board</source>
        <translation>--method 應為 lots、nigiri 或 board</translation>
    </message>
    <message>
        <source>--reserve-table needs a player id and --table N</source>
        <translation>--reserve-table 需要棋手編號和 --table N</translation>
    </message>
    <message>
        <source>Constraint removed.</source>
        <translation>限制已刪除。</translation>
    </message>
    <message>
        <source>Constraint %1 added.</source>
        <translation>已新增限制 %1。</translation>
    </message>
    <message>
        <source>--black must be a player id</source>
        <translation>--black 應為棋手編號</translation>
    </message>
    <message>
        <source>--encoding must be latin1, ascii or utf8</source>
        <translation>--encoding 應為 latin1、ascii 或 utf8</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>a PDF needs -o FILE</source>
        <translation>產生 PDF 需要 -o FILE</translation>
    </message>
    <message>
        <source>--format must be text, html or pdf</source>
        <translation>--format 應為 text、html 或 pdf</translation>
    </message>
    <message>
        <source>--format must be egf, aga, ffg or opengotha</source>
        <translation>--format 應為 egf、aga、ffg 或 opengotha</translation>
    </message>
    <message>
        <source>--address must be an IP address</source>
        <translation>--address 應為 IP 位址</translation>
    </message>
    <message>
        <source>--port must be a port number</source>
        <translation>--port 應為連接埠號</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2</source>
        <translation>無法在 %1:%2 上監聽</translation>
    </message>
    <message>
        <source>Live page at http://%1:%2/ (Ctrl+C stops it)</source>
        <translation>即時頁面：http://%1:%2/（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>--format must be text, csv, html or pdf</source>
        <translation>--format 必須是 text、csv、html 或 pdf</translation>
    </message>
    <message>
        <source>--sort must be rank, name or club</source>
        <translation>--sort 必須是 rank、name 或 club</translation>
    </message>
    <message>
        <source>--table: a table number from 1 to %1</source>
        <translation>--table：台號應為 1 至 %1</translation>
    </message>
    <message>
        <source>--format must be text, csv or json</source>
        <translation>--format 必須是 text、csv 或 json</translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation>--period：%1</translation>
    </message>
    <message>
        <source>%1: the schedule is for %2 s periods, not %3 s</source>
        <translation>%1：該報時表適用於 %2 秒的讀秒，而不是 %3 秒</translation>
    </message>
    <message>
        <source>--schedule: the schedule is for %1 s periods, the control has %2 s</source>
        <translation>--schedule：該報時表適用於 %1 秒的讀秒，用時規定是 %2 秒</translation>
    </message>
    <message>
        <source>--result must be 1 or w (White wins), 2 or b (Black wins), = (jigo), 0 (both lose), both-win, or ? (no result)</source>
        <translation>--result 必須是 1 或 w（白勝）、2 或 b（黑勝）、=（和棋）、0（雙方負）、both-win（雙方勝）或 ?（無結果）</translation>
    </message>
    <message>
        <source>Run &apos;tengen-cli help&apos; for every command and option.</source>
        <translation>執行 &apos;tengen-cli help&apos; 查看所有命令和選項。</translation>
    </message>
    <message>
        <source>--lang must be one of %1</source>
        <translation>--lang 必須是以下之一：%1</translation>
    </message>
    <message>
        <source>--dead: %1 has no stone</source>
        <translation>--dead：%1 沒有棋子</translation>
    </message>
    <message>
        <source>--preset must be one of %1</source>
        <translation>--preset 必須是以下之一：%1</translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--set 的格式是 KEY=VALUE，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3</source>
        <translation>第%1輪：%2 - %3</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>原始權重（得分 / 權重）：</translation>
    </message>
    <message numerus="yes">
        <source>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</source>
        <translation>
            <numerusform>每盤棋的雙方都相同；其中 %n 盤的執黑執白與編排不同（抽籤或猜先決定，或在裁判台更改）。</numerusform>
        </translation>
    </message>
    <message>
        <source>--players needs --round</source>
        <translation>--players 需要 --round</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 (White) - %4 (Black)%5</source>
        <translation>第%1輪第%2台：%3（白）- %4（黑）%5</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>，讓 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory for this command</source>
        <translation>記憶體不足，無法執行此命令</translation>
    </message>
    <message>
        <source>the command failed unexpectedly: %1</source>
        <translation>命令意外失敗：%1</translation>
    </message>
    <message>
        <source>the command failed unexpectedly</source>
        <translation>命令意外失敗</translation>
    </message>
    <message>
        <source>--record: %1 is not a file to overwrite</source>
        <translation>--record：不能覆蓋 %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>無法得出結果：死活標記不一致</translation>
    </message>
    <message>
        <source>--rules: expected one of %1</source>
        <translation>--rules：應為以下之一：%1</translation>
    </message>
    <message>
        <source>--time: %1</source>
        <translation>--time：%1</translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation>#%1 %2：%3</translation>
    </message>
    <message>
        <source>Nothing was changed; --yes does it anyway.</source>
        <translation>未做任何更改；加 --yes 仍然執行。</translation>
    </message>
    <message>
        <source>The hall of round %1 at %2 (Ctrl+C stops it)</source>
        <translation>第 %1 輪的大廳：%2（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>--url: a ws://HOST:PORT address of a hall</source>
        <translation>--url：大廳的 ws://主機:連接埠 位址</translation>
    </message>
    <message>
        <source>--tournament: the tournament file the hall serves</source>
        <translation>--tournament：大廳所用的比賽檔案</translation>
    </message>
    <message>
        <source>--%1: a number from %2 to %3</source>
        <translation>--%1：%2 到 %3 之間的數</translation>
    </message>
    <message>
        <source>--drop-rate: a share from 0 to 1</source>
        <translation>--drop-rate：0 到 1 之間的比例</translation>
    </message>
    <message>
        <source>%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; latency p99 %6 ms</source>
        <translation>%1 台：送出按鐘 %2 次，生效 %3 次，遺失 %4 次，重複 %5 次；延遲 p99 %6 毫秒</translation>
    </message>
    <message>
        <source>--hall-url: an address such as http://192.168.1.10:8090/</source>
        <translation>--hall-url：形如 http://192.168.1.10:8090/ 的位址</translation>
    </message>
    <message>
        <source>the tournament to copy</source>
        <translation>要複製的比賽</translation>
    </message>
    <message>
        <source>where to copy it</source>
        <translation>複製到哪裡</translation>
    </message>
    <message>
        <source>Copied %1 to %2
</source>
        <translation>已將 %1 複製到 %2
</translation>
    </message>
    <message>
        <source>director</source>
        <translation>總裁判長</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>報名</translation>
    </message>
    <message>
        <source>results</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>唯讀</translation>
    </message>
    <message>
        <source>server needs init, grant or roles</source>
        <translation>server 需要 init、grant 或 roles</translation>
    </message>
    <message>
        <source>the server&apos;s address</source>
        <translation>伺服器位址</translation>
    </message>
    <message>
        <source>%1: a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1：應為 postgresql://使用者@主機/資料庫 形式的位址</translation>
    </message>
    <message>
        <source>server init needs --director USER</source>
        <translation>server init 需要 --director 使用者</translation>
    </message>
    <message>
        <source>The desks&apos; roles are set up on %1; %2 is its director
</source>
        <translation>已在 %1 上設定各工作台的角色；%2 為總裁判長
</translation>
    </message>
    <message>
        <source>--role must be director, registration, results, referee or viewer</source>
        <translation>--role 必須是 director、registration、results、referee 或 viewer</translation>
    </message>
    <message>
        <source>server grant needs --user USER</source>
        <translation>server grant 需要 --user 使用者</translation>
    </message>
    <message>
        <source>%1 is a %2 desk on %3
</source>
        <translation>%1 在 %3 上是%2工作台
</translation>
    </message>
    <message>
        <source>none (this user may not read the tournament)</source>
        <translation>無（此使用者不能讀取本比賽）</translation>
    </message>
    <message>
        <source>the tournament to back up</source>
        <translation>要備份的比賽</translation>
    </message>
    <message>
        <source>the file to write the copy to</source>
        <translation>寫入副本的檔案</translation>
    </message>
    <message>
        <source>Saved a copy of %1 to %2
</source>
        <translation>已將 %1 的副本儲存到 %2
</translation>
    </message>
    <message>
        <source>--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)</source>
        <translation>--stall-rate：0 到 1 之間的比例（與 --drop-rate 合計不超過 1）</translation>
    </message>
    <message>
        <source>the hall did not start: %1</source>
        <translation>大廳服務未能啟動：%1</translation>
    </message>
    <message>
        <source>--board-count: 2 to 10 boards</source>
        <translation>--board-count：2 到 10 個台次</translation>
    </message>
    <message>
        <source>--lineup: expected fixed or free</source>
        <translation>--lineup：應為 fixed 或 free</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a player id</source>
        <translation>%1：「%2」不是棋手編號</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team id</source>
        <translation>「%1」不是隊伍編號</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>替補</translation>
    </message>
    <message>
        <source>  (captain)</source>
        <translation>  （隊長）</translation>
    </message>
    <message>
        <source>the team id</source>
        <translation>隊伍編號</translation>
    </message>
    <message>
        <source>Removed team %1 %2</source>
        <translation>已刪除隊伍 %1 %2</translation>
    </message>
    <message>
        <source>unknown team command &apos;%1&apos;</source>
        <translation>未知的 team 子命令「%1」</translation>
    </message>
    <message>
        <source>--lineup and the team rules are for a team event (--teams)</source>
        <translation>--lineup 和團體規則只用於團體賽（--teams）</translation>
    </message>
    <message>
        <source>--team is required</source>
        <translation>需要 --team</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rules</source>
        <translation>這是個人賽：沒有團體規則</translation>
    </message>
    <message>
        <source>Boards: %1, line-ups: %2</source>
        <translation>台數：%1，出場名單：%2</translation>
    </message>
    <message>
        <source>Pairing: %1</source>
        <translation>編排：%1</translation>
    </message>
    <message>
        <source>A team&apos;s bye: %1</source>
        <translation>隊伍輪空：%1</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <translation>排名：%1</translation>
    </message>
    <message>
        <source>--players: the players in board order, as 12,7,3,9</source>
        <translation>--players：按台次排列的棋手，如 12,7,3,9</translation>
    </message>
    <message>
        <source>%1, round %2:</source>
        <translation>%1，第 %2 輪：</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 場：%2 – %3</translation>
    </message>
    <message>
        <source>pairing by hand needs --home and --away</source>
        <translation>手工編排需要 --home 和 --away</translation>
    </message>
    <message>
        <source>Team %1 forfeits its match of round %2</source>
        <translation>隊伍 %1 第 %2 輪整場棄權</translation>
    </message>
    <message>
        <source>--team-pairing: expected swiss, round-robin, double-round-robin or manual</source>
        <translation>--team-pairing：應為 swiss、round-robin、double-round-robin 或 manual</translation>
    </message>
    <message>
        <source>--team-bye: expected draw, win or loss</source>
        <translation>--team-bye：應為 draw、win 或 loss</translation>
    </message>
    <message>
        <source>Match points (win/draw/loss): %1; a tied match: %2; counted: %3</source>
        <translation>場分（勝/和/負）：%1；平局：%2；計法：%3</translation>
    </message>
    <message>
        <source>--match-count: expected boards or opengotha</source>
        <translation>--match-count：應為 boards 或 opengotha</translation>
    </message>
    <message>
        <source>--format must be html or pdf</source>
        <translation>--format 必須是 html 或 pdf</translation>
    </message>
    <message>
        <source>Boards with handicap by rank: %1</source>
        <translation>按段位讓子：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>McMahon bar between teams: %1</source>
        <translation>隊伍間麥克馬洪上限：%1</translation>
    </message>
    <message>
        <source>none (team Swiss)</source>
        <translation>無（團體積分編排）</translation>
    </message>
    <message>
        <source>--explain needs two team ids</source>
        <translation>--explain 需要兩個隊伍編號</translation>
    </message>
    <message>
        <source>--state: expected present or absent</source>
        <translation>--state：應為 present 或 absent</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) present in round %2</source>
        <translation>
            <numerusform>%1：%n 名棋手參加第 %2 輪</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) absent in round %2</source>
        <translation>
            <numerusform>%1：%n 名棋手缺席第 %2 輪</numerusform>
        </translation>
    </message>
    <message>
        <source>--team-handicap: expected yes or no</source>
        <translation>--team-handicap：應為 yes 或 no</translation>
    </message>
    <message>
        <source>--team-mcmahon-bar: expected an amateur rank such as 3d, or none</source>
        <translation>--team-mcmahon-bar：應為業餘段級位（如 3d）或 none</translation>
    </message>
    <message>
        <source>team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable or boards</source>
        <translation>team 需要 add、edit、list、remove、rules、lineup、round、pair、forfeit、standings、pairings、sheets、crosstable 或 boards</translation>
    </message>
    <message>
        <source>--system: expected mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：應為 mcmahon、swiss、round-robin、double-round-robin、groups 或 knockout</translation>
    </message>
    <message>
        <source>--rounds: a round robin&apos;s, groups&apos; or knockout&apos;s rounds follow from its players</source>
        <translation>--rounds：循環賽、小組賽或淘汰賽的輪數由參賽人數決定</translation>
    </message>
    <message>
        <source>a team event&apos;s round robin is its team pairing (--team-pairing round-robin)</source>
        <translation>團體賽的循環賽請用團體編排（--team-pairing round-robin）</translation>
    </message>
    <message>
        <source>Created %1: %2; its rounds follow from its players when they are placed (stage place, or pair round 1)</source>
        <translation>已建立 %1：%2；排定棋手編號後（stage place，或編排第1輪）即確定輪數</translation>
    </message>
    <message>
        <source>--stage: a stage of the event, 1 to %1</source>
        <translation>--stage：本賽事的階段，1 至 %1</translation>
    </message>
    <message>
        <source>--groups and --per-group are for a groups stage</source>
        <translation>--groups 和 --per-group 僅用於小組賽階段</translation>
    </message>
    <message>
        <source>--best-of: 1 or 3</source>
        <translation>--best-of：1 或 3</translation>
    </message>
    <message>
        <source>--best-of and --third-place are for a knockout</source>
        <translation>--best-of 和 --third-place 僅用於淘汰賽</translation>
    </message>
    <message>
        <source>--withdrawal: half or forfeit</source>
        <translation>--withdrawal：half 或 forfeit</translation>
    </message>
    <message>
        <source>--seating: strength or lots</source>
        <translation>--seating：strength（按實力）或 lots（抽籤）</translation>
    </message>
    <message>
        <source>--criteria: unknown criterion &apos;%1&apos;</source>
        <translation>--criteria：未知的排名依據「%1」</translation>
    </message>
    <message>
        <source>--%1 is for a round robin, groups or knockout</source>
        <translation>--%1 僅用於循環賽、小組賽或淘汰賽</translation>
    </message>
    <message>
        <source>--top is for a later stage (stage add)</source>
        <translation>--top 用於後續階段（stage add）</translation>
    </message>
    <message>
        <source>stage: expected list, add, place, unplace, remove or schedule</source>
        <translation>stage：應為 list、add、place、unplace、remove 或 schedule</translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s) placed</source>
        <translation>
            <numerusform>，已排定 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>, the top %1 of the stage before</source>
        <translation>，取上一階段前 %1 名</translation>
    </message>
    <message>
        <source>--format: round-robin, knockout (a later stage)</source>
        <translation>--format：round-robin 或 knockout（後續階段）</translation>
    </message>
    <message>
        <source>--top K: how many players of the stage before go on</source>
        <translation>--top K：上一階段晉級的人數</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已新增 %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已刪除 %1</translation>
    </message>
    <message>
        <source>Stage %1: the places are taken back</source>
        <translation>第%1階段：已撤銷棋手編號</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) placed</source>
        <translation>
            <numerusform>%1：已排定 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source> (by lot, seed %1)</source>
        <translation>（抽籤，種子 %1）</translation>
    </message>
    <message>
        <source>bracket decide needs --round, --table, --winner and --reason</source>
        <translation>bracket decide 需要 --round、--table、--winner 和 --reason</translation>
    </message>
    <message>
        <source>--winner: a player id</source>
        <translation>--winner：棋手編號</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is recorded</source>
        <translation>第%1輪第%2台：已記錄裁判裁定</translation>
    </message>
    <message>
        <source>; round %1 is paired</source>
        <translation>；第%1輪已編排</translation>
    </message>
    <message>
        <source>bracket undecide needs --round and --table</source>
        <translation>bracket undecide 需要 --round 和 --table</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is taken back</source>
        <translation>第%1輪第%2台：已撤銷裁判裁定</translation>
    </message>
    <message>
        <source>%1: no clips installed</source>
        <translation>%1：未安裝語音片段</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n clip(s) in %2</source>
        <translation>
            <numerusform>%1：%2 中有 %n 個語音片段</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of the clips</source>
        <translation>語音片段資料夾</translation>
    </message>
    <message>
        <source>espeak-ng is not installed: no clip can be rendered</source>
        <translation>未安裝 espeak-ng：無法產生語音片段</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：無法建立資料夾</translation>
    </message>
    <message numerus="yes">
        <source>%n clip(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 個語音片段</numerusform>
        </translation>
    </message>
    <message>
        <source>clock needs: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, or clips DIR</source>
        <translation>clock 需要：simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json]、log T.tengen --table N、schedule T.tengen 或 clips DIR</translation>
    </message>
    <message>
        <source>--system: only egd (the EGF&apos;s GoR) is computed</source>
        <translation>--system：只計算 egd（歐洲圍棋聯合會的 GoR）</translation>
    </message>
    <message>
        <source>--class must be A, B, C, D or X</source>
        <translation>--class 必須是 A、B、C、D 或 X</translation>
    </message>
    <message>
        <source>--%1: seconds, from 0.01 to 86400</source>
        <translation>--%1：秒數，0.01 至 86400</translation>
    </message>
    <message>
        <source>publish needs -o FOLDER</source>
        <translation>publish 需要 -o 資料夾</translation>
    </message>
    <message>
        <source>--to: an http:// or https:// address</source>
        <translation>--to：須為 http:// 或 https:// 位址</translation>
    </message>
    <message>
        <source>--to needs --secret S (or TENGEN_PUBLISH_SECRET)</source>
        <translation>--to 需要 --secret S（或 TENGEN_PUBLISH_SECRET）</translation>
    </message>
    <message numerus="yes">
        <source>Published %n page(s) to %1</source>
        <translation>
            <numerusform>已發布 %n 個網頁到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 not sent (%3); trying again in %4 s</source>
        <translation>%1：%2 未送達（%3）；%4 秒後重試</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) not sent after %2 s (the site did not answer)</source>
        <translation>
            <numerusform>%1：%2 秒後仍有 %n 個網頁未送達（網站沒有回應）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to %1</source>
        <translation>
            <numerusform>已向 %1 傳送 %n 個網頁</numerusform>
        </translation>
    </message>
    <message>
        <source>--password-stdin: no password on the first line</source>
        <translation>--password-stdin：第一行沒有密碼</translation>
    </message>
    <message>
        <source>every round of the event is paired (%1 of %1): --round names the one to show, change or unpair</source>
        <translation>賽事的每一輪都已編排（%1/%1）：用 --round 指定要查看、修改或取消編排的一輪</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 輪不在賽事的輪次內（1 至 %2）</translation>
    </message>
    <message>
        <source>Left out (too few in their club for a full team): %1</source>
        <translation>未編入（所屬俱樂部人數不足以再組一隊）：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>已建 %n 支隊伍。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) proposed; --apply makes them.</source>
        <translation>
            <numerusform>建議組建 %n 支隊伍；加 --apply 即組建。</numerusform>
        </translation>
    </message>
    <message>
        <source>Teams of one school or club meet late: %1</source>
        <translation>同一學校或俱樂部的隊伍儘量不相遇：%1</translation>
    </message>
    <message>
        <source>board %1, table %2: %3 (%4) – %5 (%6)</source>
        <translation>第 %1 台，%2 號桌：%3（%4）– %5（%6）</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>--avoid-same-club: expected yes or no</source>
        <translation>--avoid-same-club：應為 yes 或 no</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>無法在 %1:%2 上監聽：%3</translation>
    </message>
    <message>
        <source>The hall stops: %1</source>
        <translation>賽場停止：%1</translation>
    </message>
    <message>
        <source>Warning: %1 is plain http://, so the secret can be read on the network; use https:// for a site others can reach</source>
        <translation>警告：%1 是明文 http://，密鑰可在網路上被讀取；他人可存取的網站請使用 https://</translation>
    </message>
    <message>
        <source>this event has no document &apos;%1&apos; (%2)</source>
        <translation>本賽事沒有文件「%1」（%2）</translation>
    </message>
    <message>
        <source>--format: one of %1</source>
        <translation>--format：可選 %1</translation>
    </message>
    <message>
        <source>the document (tengen-cli report --list)</source>
        <translation>文件（見 tengen-cli report --list）</translation>
    </message>
    <message>
        <source>no document &apos;%1&apos; (tengen-cli report --list)</source>
        <translation>沒有文件「%1」（見 tengen-cli report --list）</translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>淘汰賽的下一輪未編排：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3, %n round(s)</source>
        <translation>
            <numerusform>%1. %2：%3，%n 輪</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s)</source>
        <translation>
            <numerusform>，%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>, tables %1-%2</source>
        <translation>，第 %1-%2 桌</translation>
    </message>
    <message>
        <source> (numbered after the divisions before)</source>
        <translation>（接在前面組別之後編號）</translation>
    </message>
    <message>
        <source>--system: mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：mcmahon、swiss、round-robin、double-round-robin、groups 或 knockout</translation>
    </message>
    <message>
        <source>--tables: a range of tables such as 41-75, or auto</source>
        <translation>--tables：桌號範圍，如 41-75，或 auto</translation>
    </message>
    <message>
        <source>--name NAME: the division&apos;s name</source>
        <translation>--name 名稱：組別的名稱</translation>
    </message>
    <message>
        <source>Added the division %1</source>
        <translation>已新增組別 %1</translation>
    </message>
    <message>
        <source>--name NAME: the division to change (--rename gives it a new name)</source>
        <translation>--name 名稱：要修改的組別（--rename 給它新名稱）</translation>
    </message>
    <message>
        <source>Changed the division %1</source>
        <translation>已修改組別 %1</translation>
    </message>
    <message>
        <source>--name NAME: the division to remove</source>
        <translation>--name 名稱：要刪除的組別</translation>
    </message>
    <message>
        <source>Removed the division %1</source>
        <translation>已刪除組別 %1</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto</source>
        <translation>division：應為 list、add、edit、remove 或 auto</translation>
    </message>
    <message>
        <source>--by grade|age|category: what the divisions are made by</source>
        <translation>--by grade|age|category：按什麼劃分組別</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n player(s)</source>
        <translation>
            <numerusform>%1（%2）：%n 名棋手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied: the event has %n division(s).</source>
        <translation>
            <numerusform>已套用：賽事現有 %n 個組別。</numerusform>
        </translation>
    </message>
    <message>
        <source>A proposal: --apply makes these divisions.</source>
        <translation>這是方案：加 --apply 才會建立這些組別。</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto, not &apos;%1&apos;</source>
        <translation>division：應為 list、add、edit、remove 或 auto，而不是「%1」</translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or the director&apos;s table (a JSON file)</source>
        <translation>--certify 需要 --award-table hanguk-kiwon-kyu、nihon-kiin 或裁判長自己的表（JSON 檔案）</translation>
    </message>
    <message>
        <source>%1 (#%2, %3): claimed %4, %5 of %6 won: %7</source>
        <translation>%1（#%2，%3）：申報 %4，%6 局勝 %5 局：%7</translation>
    </message>
    <message>
        <source>no grade awarded</source>
        <translation>不授予段級位</translation>
    </message>
    <message>
        <source> (fee: %1)</source>
        <translation>（費用：%1）</translation>
    </message>
    <message>
        <source>--grades: a grade or a range of grades such as 6k-4k</source>
        <translation>--grades：一個段級位或範圍，如 6k-4k</translation>
    </message>
    <message>
        <source>--award-table: %1 is neither a preset (%2) nor a file that can be read</source>
        <translation>--award-table：%1 既不是預設（%2），也不是可讀取的檔案</translation>
    </message>
    <message>
        <source>%1: more than 64 KiB, not an award table</source>
        <translation>%1：超過 64 KiB，不是授予表</translation>
    </message>
    <message>
        <source>--next-event needs --name NAME (the new event&apos;s)</source>
        <translation>--next-event 需要 --name NAME（新賽事的名稱）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) registered, %2 with the grade awarded here</source>
        <translation>
            <numerusform>%1：已登記 %n 名棋手，其中 %2 名採用本次授予的段級位</numerusform>
        </translation>
    </message>
    <message>
        <source>--format: text, csv, json or pdf</source>
        <translation>--format：text、csv、json 或 pdf</translation>
    </message>
    <message>
        <source>--format pdf needs -o FILE.pdf</source>
        <translation>--format pdf 需要 -o FILE.pdf</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>證書已寫入 %1</translation>
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
        <translation>--certify 需要 --award-table hanguk-kiwon-kyu、nihon-kiin 或 FILE.json</translation>
    </message>
</context>
<context>
    <name>Criteria</name>
    <message>
        <source>Score</source>
        <translation>積分</translation>
    </message>
    <message>
        <source>SOS</source>
        <translation>對手分</translation>
    </message>
    <message>
        <source>SOS-1</source>
        <translation>對手分-1</translation>
    </message>
    <message>
        <source>SOS-2</source>
        <translation>對手分-2</translation>
    </message>
    <message>
        <source>CUSS</source>
        <translation>累進分</translation>
    </message>
    <message>
        <source>SOSOS</source>
        <translation>對手的對手分</translation>
    </message>
    <message>
        <source>SODOS</source>
        <translation>勝局對手分</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>Sonneborn–Berger</comment>
        <translation>SB（索伯分）</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya分</translation>
    </message>
    <message>
        <source>Wins</source>
        <comment>games won, a standings column</comment>
        <translation>勝局</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Wins (积分) — NBW</source>
        <translation>積分 — NBW</translation>
    </message>
    <message>
        <source>McMahon score — MMS</source>
        <translation>麥克馬洪分 — MMS</translation>
    </message>
    <message>
        <source>Opponents&apos; scores (对手分) — %1</source>
        <translation>對手分 — %1</translation>
    </message>
    <message>
        <source>Cumulative score (累进分) — %1</source>
        <translation>累進分 — %1</translation>
    </message>
    <message>
        <source>Defeated opponents&apos; scores — %1</source>
        <translation>所勝對手分 — %1</translation>
    </message>
    <message>
        <source>Opponents&apos; SOS — %1</source>
        <translation>對手的對手分 — %1</translation>
    </message>
    <message>
        <source>Direct confrontation — DC</source>
        <translation>直接勝負 — DC</translation>
    </message>
    <message>
        <source>Sonneborn–Berger — SB</source>
        <translation>索伯分 — SB</translation>
    </message>
    <message>
        <source>Koya — KOYA</source>
        <translation>Koya分 — KOYA</translation>
    </message>
    <message>
        <source>Games won — WINS</source>
        <translation>勝局數 — WINS</translation>
    </message>
</context>
<context>
    <name>DecisionRecord</name>
    <message>
        <source>Dispute decision  争议裁定</source>
        <translation>爭議裁定  争议裁定</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>比賽：%1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>桌次：%1</translation>
    </message>
    <message>
        <source>Black: %1   White: %2</source>
        <translation>黑方：%1   白方：%2</translation>
    </message>
    <message>
        <source>Record: %1, move %2 of %3</source>
        <translation>棋譜：%1，第 %2 手（共 %3 手）</translation>
    </message>
    <message>
        <source>position entered by hand</source>
        <translation>手動擺放的局面</translation>
    </message>
    <message>
        <source>Rules: %1, komi %2, handicap %3, compensation %4</source>
        <translation>規則：%1，貼目 %2，讓子 %3，貼還 %4</translation>
    </message>
    <message>
        <source>Dead stones: none</source>
        <translation>死子：無</translation>
    </message>
    <message>
        <source>Dead stones: Black %1 (%2); White %3 (%4)</source>
        <translation>死子：黑 %1 個（%2）；白 %3 個（%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Count used: the referee&apos;s count of Black, %1子 (White %2子 of %3)</source>
        <translation>採用的計數：裁判所數黑方 %1子（白方 %2子，共 %3）</translation>
    </message>
    <message>
        <source>Count used: the board as marked, Black %1, White %2, dame %3</source>
        <translation>採用的計數：按盤面標記，黑 %1，白 %2，單官 %3</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>結果：%1</translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>裁判：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>時間：%1</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>%1 — standings after round %2</source>
        <translation>%1 — 第%2輪後排名</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-TW</translation>
    </message>
    <message>
        <source>%1 — pairings of round %2</source>
        <translation>%1 — 第%2輪對陣表</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台號</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Colour draw commitment (SHA-256 of the seed)</source>
        <translation>黑白抽籤承諾值（種子的 SHA-256）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>簽名</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：無法建立該資料夾</translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation>第%1輪對陣表</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>第%1輪後排名</translation>
    </message>
    <message>
        <source>%1: cannot write the documents</source>
        <translation>%1：無法寫入文件</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>首頁</translation>
    </message>
    <message>
        <source>%1 — round %2: find your table</source>
        <translation>%1 — 第%2輪：查找台號</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>執子</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>%1 — players</source>
        <translation>%1 — 選手名單</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拉丁字母姓名</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD 編號</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>報名狀態</translation>
    </message>
    <message>
        <source>final</source>
        <translation>已確認</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>預報名</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2</source>
        <translation>%1 — 第%2輪後獲獎名單</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>總成績</translation>
    </message>
    <message>
        <source>Women</source>
        <translation>女子</translation>
    </message>
    <message>
        <source>Under %1 (age on %2)</source>
        <translation>%1歲以下（按%2的年齡）</translation>
    </message>
    <message>
        <source>Ranks %1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>獎項</translation>
    </message>
    <message>
        <source>No player qualifies.</source>
        <translation>沒有符合條件的選手。</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1（並列）</translation>
    </message>
    <message>
        <source>The tournament cannot be read right now; this page tries again in a moment.</source>
        <translation>暫時無法讀取比賽資料；本頁稍後會自動重試。</translation>
    </message>
    <message>
        <source>round %1, table %2 (%3 – %4): a jigo with komi %5</source>
        <translation>第%1輪第%2台（%3 – %4）：貼目%5下的和棋</translation>
    </message>
    <message>
        <source>%1, without a reason</source>
        <translation>%1，未註明理由</translation>
    </message>
    <message>
        <source>%1, reason: %2</source>
        <translation>%1，理由：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>McMahon, bar %1, floor %2</source>
        <translation>麥克馬洪制，上限%1，下限%2</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>積分編排（瑞士制）</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>分先</translation>
    </message>
    <message>
        <source>handicap by %1 below %2, correction %3, at most %4</source>
        <translation>%2以下按%1讓子，減%3子，最多%4子</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>麥克馬洪分</translation>
    </message>
    <message>
        <source>bye %1, absent %2</source>
        <translation>輪空%1分，缺席%2分</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>名次依據：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>players of one club or country meet late</source>
        <translation>同單位迴避</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>手機棋鐘</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>line number in the standings</comment>
        <translation>序號</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>淘汰賽對陣圖</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成績交叉表</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最終名次</translation>
    </message>
    <message>
        <source>EGF rating (provisional)</source>
        <translation>EGF 等級分（暫定）</translation>
    </message>
    <message>
        <source>Round %1: pairings and results</source>
        <translation>第%1輪：對陣與結果</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2, by the final places</source>
        <translation>%1 — 第 %2 輪後獎項（按最終名次）</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — 第%2輪</translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation>%1（第%2輪後）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade awarded</comment>
        <translation>無</translation>
    </message>
    <message>
        <source>Grade awarded</source>
        <translation>授予段級位</translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>not meeting twice</source>
        <translation>避免重複對局</translation>
    </message>
    <message>
        <source>the random tie-break</source>
        <translation>隨機決定</translation>
    </message>
    <message>
        <source>colour balance</source>
        <translation>黑白平衡</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>score difference</source>
        <translation>分差</translation>
    </message>
    <message>
        <source>draw-ups and draw-downs</source>
        <translation>升降組</translation>
    </message>
    <message>
        <source>seeding inside the score group</source>
        <translation>同分組內的排位</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>club and country</source>
        <translation>同單位與同國家迴避</translation>
    </message>
    <message>
        <source>%1: McMahon score %2 before the round, place %3 of %4 in the score group</source>
        <translation>%1：本輪前麥克馬洪分 %2，在同分組 %4 人中排第 %3</translation>
    </message>
    <message>
        <source>%1: wins before the round %2, place %3 of %4 in the score group</source>
        <translation>%1：本輪前勝 %2 局，在同分組 %4 人中排第 %3</translation>
    </message>
    <message numerus="yes">
        <source>• Not meeting twice: they have already played each other (%n time(s)); the pair loses this criterion&apos;s whole weight, the largest of all.</source>
        <translation>
            <numerusform>• 避免重複對局：兩人已經對局過（%n 次）；這一對失去該項的全部權重，這是所有權重中最大的。</numerusform>
        </translation>
    </message>
    <message>
        <source>• Not meeting twice: they have not played each other.</source>
        <translation>• 避免重複對局：兩人尚未對局。</translation>
    </message>
    <message>
        <source>• Score difference: both are in the same score group; full weight.</source>
        <translation>• 分差：兩人在同一分組；得全部權重。</translation>
    </message>
    <message numerus="yes">
        <source>• Score difference: %1 against %2, %n score group(s) apart; %3 % of the weight.</source>
        <translation>
            <numerusform>• 分差：%1 對 %2，相差 %n 個分組；得權重的 %3 %。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• Colour balance: a handicap game of %n stone(s), the weaker player takes Black; colours do not count.</source>
        <translation>
            <numerusform>• 黑白平衡：讓 %n 子的對局，較弱一方執黑；不計黑白。</numerusform>
        </translation>
    </message>
    <message>
        <source>the game evens out both</source>
        <translation>這盤棋使雙方都趨於平衡</translation>
    </message>
    <message>
        <source>the game evens out one of them</source>
        <translation>這盤棋使其中一方趨於平衡</translation>
    </message>
    <message>
        <source>the game evens out neither</source>
        <translation>這盤棋不能使任何一方趨於平衡</translation>
    </message>
    <message>
        <source>• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 (%6 % of the weight).</source>
        <translation>• 黑白平衡：至今執白減執黑次數，%2 為 %1，%4 為 %3；%5（得權重的 %6 %）。</translation>
    </message>
    <message>
        <source>• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.</source>
        <translation>• 同分組內的排位：%3 人中的第 %1 和第 %2；得權重的 %4 %。</translation>
    </message>
    <message>
        <source>• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up %3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.</source>
        <translation>• 升降組：%1 將降組（此前降 %2 次、升 %3 次），%4 將升組（此前升 %5 次、降 %6 次）；得權重的 %7 %。</translation>
    </message>
    <message>
        <source>• Club and country: both from %1, but both are above the thresholds (rank, wins or bar), where club mates and compatriots may meet; full weight.</source>
        <translation>• 同單位與同國家迴避：兩人都來自 %1，但都在門檻之上（段位、勝局或麥克馬洪上限），同單位、同國家的棋手可以相遇；得全部權重。</translation>
    </message>
    <message>
        <source>• Club and country: both play for %1; %2 % of the weight.</source>
        <translation>• 同單位與同國家迴避：兩人同屬 %1；得權重的 %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: both come from %1; %2 % of the weight.</source>
        <translation>• 同單位與同國家迴避：兩人都來自 %1；得權重的 %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: different clubs and countries; %1 % of the weight.</source>
        <translation>• 同單位與同國家迴避：單位和國家都不同；得權重的 %1 %。</translation>
    </message>
    <message>
        <source>• Handicap: %1 % of the weight.</source>
        <translation>• 讓子：得權重的 %1 %。</translation>
    </message>
    <message>
        <source>• Categories: %1 % of the weight.</source>
        <translation>• 組別：得權重的 %1 %。</translation>
    </message>
    <message>
        <source>• The random tie-break adds %1.</source>
        <translation>• 隨機決定加 %1。</translation>
    </message>
    <message>
        <source>Pair score %1 (higher is better).</source>
        <translation>配對得分 %1（越高越好）。</translation>
    </message>
    <message>
        <source>They are paired together in this round.</source>
        <translation>本輪兩人已編排在一起。</translation>
    </message>
    <message>
        <source>Paired instead: %1 - %2 and %3 - %4.</source>
        <translation>實際編排：%1 - %2，%3 - %4。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would make the round worse; the criterion that loses most is %3.</source>
        <translation>把 %1 與 %2 編在一起（他們的對手也互相配對）會使本輪編排變差；損失最大的一項是%3。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would be as good: an equally good pairing.</source>
        <translation>把 %1 與 %2 編在一起（他們的對手也互相配對）同樣好：是一樣好的編排。</translation>
    </message>
    <message>
        <source>%1 has no game in this round (a bye, absent or not registered for it).</source>
        <translation>%1 本輪沒有對局（輪空、缺席或未報名本輪）。</translation>
    </message>
    <message>
        <source>The director forbade this pair: they are paired only if no other pairing of the round is possible.</source>
        <translation>裁判長禁止這對配對：只有本輪別無其他配對可能時才會配對。</translation>
    </message>
    <message>
        <source>The director fixed this pair for the round: they play each other whatever the scores.</source>
        <translation>裁判長指定本輪這對配對：無論分數如何都相互對弈。</translation>
    </message>
    <message>
        <source>The director fixed %1 to play %2 in this round: that pair is made whatever the scores.</source>
        <translation>裁判長指定 %1 本輪對陣 %2：無論分數如何都這樣配對。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 is ruled out by the director&apos;s constraint above, whatever the scores.</source>
        <translation>上述裁判長的約束排除了 %1 與 %2 配對，與分數無關。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a valid value</source>
        <translation>編排設定 %1：「%2」不是有效的值</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos;</source>
        <translation>未知的編排設定「%1」</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 20 rounds</source>
        <translation>OpenGotha 最多讀取 20 輪</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 2,000 players</source>
        <translation>OpenGotha 最多讀取 2000 名棋手</translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1; OpenGotha will refuse the file</source>
        <translation>兩名棋手的 OpenGotha 鍵相同（%1）；OpenGotha 將拒絕該檔案</translation>
    </message>
    <message>
        <source>round %1, table %2: the AGA format has no jigo or double result; the game is left out</source>
        <translation>第%1輪第%2台：AGA 格式無法表示和棋或雙勝/雙負，該局不匯出</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>family name</source>
        <translation>姓</translation>
    </message>
    <message>
        <source>given name</source>
        <translation>名</translation>
    </message>
    <message>
        <source>family name in Latin letters</source>
        <translation>拉丁字母姓</translation>
    </message>
    <message>
        <source>given name in Latin letters</source>
        <translation>拉丁字母名</translation>
    </message>
    <message>
        <source>name order</source>
        <translation>姓名順序</translation>
    </message>
    <message>
        <source>given name first</source>
        <translation>名在前</translation>
    </message>
    <message>
        <source>family name first</source>
        <translation>姓在前</translation>
    </message>
    <message>
        <source>club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>association</source>
        <translation>協會</translation>
    </message>
    <message>
        <source>rank as declared</source>
        <translation>申報段位原文</translation>
    </message>
    <message>
        <source>declared rank</source>
        <translation>申報段位</translation>
    </message>
    <message>
        <source>rank set by the director</source>
        <translation>裁判長指定的段位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>麥克馬洪修正</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG 會員證號</translation>
    </message>
    <message>
        <source>other ids</source>
        <translation>其他編號</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>category</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>應繳報名費</translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation>已繳報名費</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>報名狀態</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>預報名</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>退賽</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>未退賽</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>聯絡方式</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>bye requested</source>
        <translation>申請輪空</translation>
    </message>
    <message>
        <source>present</source>
        <translation>出席</translation>
    </message>
    <message>
        <source>%1, checked in</source>
        <translation>%1，已簽到</translation>
    </message>
    <message>
        <source>round %1 %2</source>
        <translation>第%1輪 %2</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1現在是%2</translation>
    </message>
    <message>
        <source>participation</source>
        <translation>參賽狀態</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>it was paired</source>
        <translation>該輪已被編排</translation>
    </message>
    <message>
        <source>it was unpaired</source>
        <translation>該輪的編排已被取消</translation>
    </message>
    <message>
        <source>results entered or changed at tables %1</source>
        <translation>第 %1 台錄入或變更了結果</translation>
    </message>
    <message>
        <source>its pairs or colours changed</source>
        <translation>對陣或黑白已變更</translation>
    </message>
    <message>
        <source>its byes changed</source>
        <translation>輪空已變更</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>第%1輪第%2台</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>name in Latin letters</source>
        <translation>拉丁字母名稱</translation>
    </message>
    <message>
        <source>place</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>first day</source>
        <translation>開始日期</translation>
    </message>
    <message>
        <source>last day</source>
        <translation>結束日期</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation>編排制度</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <source>time control</source>
        <translation>用時規定</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>%1 is on a read-only medium, or this user may not change it: it is open to read only.</source>
        <translation>%1 位於唯讀媒體上，或目前使用者無權修改：已以唯讀方式開啟。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: the tournament is open to read only until space is freed.</source>
        <translation>%1 所在的磁碟已滿：在釋放空間之前，比賽以唯讀方式開啟。</translation>
    </message>
    <message>
        <source>%1 cannot be written (the disk or the folder failed): it is open to read only.</source>
        <translation>無法寫入 %1（磁碟或資料夾出錯）：已以唯讀方式開啟。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 以唯讀方式開啟；此處不能做任何變更。</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>觸發器</translation>
    </message>
    <message>
        <source>view</source>
        <translation>檢視</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>table</source>
        <translation>資料表</translation>
    </message>
    <message>
        <source>female</source>
        <translation>女</translation>
    </message>
    <message>
        <source>male</source>
        <translation>男</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未填寫</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 等另外 %n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a preliminary registration (check them in, or make the registration final): %1</source>
        <translation>
            <numerusform>%n 名為預報名（請為其簽到，或將報名設為正式）：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n absent: %1</source>
        <translation>
            <numerusform>%n 名缺席：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn: %1</source>
        <translation>
            <numerusform>%n 名已退賽：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation>未編排：%1。</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos; (known: %2, or OpenGotha&apos;s names such as genMMBar)</source>
        <translation>未知的編排參數 &apos;%1&apos;（已知：%2，或 OpenGotha 的名稱，如 genMMBar）</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not yes or no</source>
        <translation>編排參數 %1：&apos;%2&apos; 不是「是」或「否」</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number</source>
        <translation>編排參數 %1：&apos;%2&apos; 不是數字</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number of half points</source>
        <translation>編排參數 %1：&apos;%2&apos; 不是半分的整數倍</translation>
    </message>
    <message>
        <source>the McMahon floor (%1) is above the bar (%2)</source>
        <translation>麥克馬洪下限（%1）高於上限（%2）</translation>
    </message>
    <message>
        <source>the handicap ceiling must be 0 to 9 stones, not %1</source>
        <translation>最多讓子數須為 0 到 9 子，而不是 %1</translation>
    </message>
    <message>
        <source>the handicap correction must be 0 to 9 stones, not %1</source>
        <translation>減子數須為 0 到 9 子，而不是 %1</translation>
    </message>
    <message>
        <source>the placement needs at least one criterion</source>
        <translation>名次至少需要一個依據</translation>
    </message>
    <message>
        <source>a score for an unplayed round must be 0 to 1 point</source>
        <translation>未對局輪次的得分須為 0 到 1 分</translation>
    </message>
    <message>
        <source>the last round of the first seeding must be 1 or later</source>
        <translation>第一種種子規則的最後一輪須為第 1 輪或之後</translation>
    </message>
    <message>
        <source>pairing setting %1: %2</source>
        <translation>編排參數 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Choose an even number of players: %n chosen.</source>
        <translation>
            <numerusform>請選擇偶數名棋手：已選 %n 名。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>it is open to read only</source>
        <translation>它以唯讀方式開啟</translation>
    </message>
    <message>
        <source>pairing setting %1: McMahon scores count from 30k, as in OpenGotha; the zero cannot be changed</source>
        <translation>編排設定 %1：麥克馬洪分從 30 級起算，與 OpenGotha 相同；零點不能更改</translation>
    </message>
    <message>
        <source>%1: the bye in round %2 is an absence in OpenGotha, which scores it %3 instead of %4</source>
        <translation>%1：第 %2 輪的輪空在 OpenGotha 中記為缺席，計 %3 分而非 %4 分</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>台次數</translation>
    </message>
    <message>
        <source>line-up rule</source>
        <translation>排陣規則</translation>
    </message>
    <message>
        <source>team rules</source>
        <translation>團體規則</translation>
    </message>
    <message>
        <source>OpenGotha has no team criterion %1: left out</source>
        <translation>OpenGotha 沒有團體排名標準 %1：已略去</translation>
    </message>
    <message>
        <source>a tied match is decided by board %1 (the leader, 主将), which OpenGotha counts as a draw</source>
        <translation>平局由第 %1 台（主將）決勝，OpenGotha 記為平局</translation>
    </message>
    <message>
        <source>match points are %1, which OpenGotha counts as 2/1/0</source>
        <translation>場分為 %1，OpenGotha 按 2/1/0 計</translation>
    </message>
    <message>
        <source>a team bye scores as a %1, which OpenGotha does not record</source>
        <translation>隊伍輪空記為%1，OpenGotha 不記錄</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負</translation>
    </message>
    <message>
        <source>division</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>no grade was awarded: no certificate to print</source>
        <translation>未授予任何段級位：沒有可列印的證書</translation>
    </message>
</context>
<context>
    <name>RatingsText</name>
    <message>
        <source>%1 — provisional EGF rating changes (class %2)</source>
        <translation>%1 — EGF 等級分暫定變化（%2 級賽事）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-TW</translation>
    </message>
    <message>
        <source>Provisional: the EGD rates the event when it receives the results file. Class %1 counts %2 of a game&apos;s change; games by default and byes are not rated; * rating from the grade (no EGD rating).</source>
        <translation>暫定：EGD 收到成績檔案後才正式計算。%1 級賽事按每局變化的 %2 計入；判負局與輪空不計；* 表示按段級推算的等級分（無 EGD 等級分）。</translation>
    </message>
    <message>
        <source>Class X: the event is not rated by the EGD (its time is too short, or it is not an EGF event).</source>
        <translation>X 級：EGD 不計算本賽事等級分（用時過短，或非 EGF 賽事）。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation>賽前等級分</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>賽後等級分</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局數</translation>
    </message>
    <message>
        <source>No player has a rating or a grade.</source>
        <translation>沒有棋手有等級分或段級。</translation>
    </message>
</context>
<context>
    <name>ReportKinds</name>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Pairing list</source>
        <translation>對陣表</translation>
    </message>
    <message>
        <source>Find your table (by name)</source>
        <translation>查找台號（按姓名）</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>選手名單</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>獲獎名單</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>團體排名</translation>
    </message>
    <message>
        <source>Team pairing (matches and boards)</source>
        <translation>團體對陣（各場及各台）</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>團體交叉表</translation>
    </message>
    <message>
        <source>Board results (board prizes)</source>
        <translation>各台成績（台次獎）</translation>
    </message>
    <message>
        <source>Schedule (round robin)</source>
        <translation>賽程表（循環賽）</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成績交叉表</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>淘汰賽對陣圖</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最終名次</translation>
    </message>
</context>
<context>
    <name>SitePages</name>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>未賽</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>雙負</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>雙勝</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負</translation>
    </message>
    <message>
        <source>%1 by default</source>
        <translation>%1（判定）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-TW</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>No player yet.</source>
        <translation>尚無棋手。</translation>
    </message>
    <message numerus="yes">
        <source>Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD rates the event when it receives the results)</source>
        <translation>
            <numerusform>EGF 等級分（暫定）：%1 → %2（%n 局後 %3；EGD 收到成績後才正式計算）</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>執色</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>at the board</source>
        <translation>現場猜先</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>did not play</source>
        <translation>未參賽</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>場分</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>替補</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>各輪對陣</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>All divisions</source>
        <translation>全部組別</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>組別</translation>
    </message>
</context>
<context>
    <name>SitePush</name>
    <message>
        <source>%1 answered %2 with more than %3 KiB: not a site that takes pages</source>
        <translation>%1 對 %2 的回應超過 %3 KiB：這不是接收頁面的網站</translation>
    </message>
    <message>
        <source>%1 sends the pages to another address: %2</source>
        <translation>%1 把網頁轉到了另一個位址：%2</translation>
    </message>
    <message>
        <source>%1 refused %2: HTTP %3 %4</source>
        <translation>%1 拒收 %2：HTTP %3 %4</translation>
    </message>
</context>
<context>
    <name>StageDocuments</name>
    <message>
        <source>Swiss</source>
        <translation>積分編排（瑞士制）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麥克馬洪制</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>循環賽</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>小組賽</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>淘汰賽</translation>
    </message>
    <message>
        <source>Stage %1: %2 (from round %3)</source>
        <translation>第%1階段：%2（第%3輪起）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (round %3)</source>
        <translation>第%1階段：%2（第%3輪）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (rounds %3–%4)</source>
        <translation>第%1階段：%2（第%3–%4輪）</translation>
    </message>
    <message>
        <source>%1 — schedule of %2</source>
        <translation>%1 — %2 賽程表</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-TW</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>The players are not placed yet (tengen-cli stage place, or pair the stage&apos;s first round).</source>
        <translation>尚未排定棋手編號（tengen-cli stage place，或編排本階段第一輪）。</translation>
    </message>
    <message>
        <source>This stage is not scheduled in advance.</source>
        <translation>本階段不預先排定賽程。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>組</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>號</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>rests (bye)</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Withdrawals</source>
        <translation>退賽</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規定</translation>
    </message>
    <message>
        <source>A player who withdraws having played fewer than half of his games: all his games are annulled. Otherwise his games left are lost by forfeit.</source>
        <translation>棋手退賽時已賽局數不足一半的，其全部對局成績取消；否則其餘對局按棄權判負。</translation>
    </message>
    <message>
        <source>A player who withdraws: his games played stand, his games left are lost by forfeit.</source>
        <translation>棋手退賽：已賽對局成績有效，其餘對局按棄權判負。</translation>
    </message>
    <message>
        <source>%1 — crosstable of %2</source>
        <translation>%1 — %2 成績交叉表</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1組</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>決賽</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>半決賽</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>四分之一決賽</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>%1強</translation>
    </message>
    <message>
        <source>%1 — bracket of %2</source>
        <translation>%1 — %2 對陣圖</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Goes on</source>
        <translation>晉級</translation>
    </message>
    <message>
        <source>referee&apos;s decision needed</source>
        <translation>需裁判裁定</translation>
    </message>
    <message>
        <source> (referee: %1)</source>
        <translation>（裁判：%1）</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>季軍賽</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>冠軍</translation>
    </message>
    <message>
        <source>For third place</source>
        <translation>三四名決賽</translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation>裁判：%1</translation>
    </message>
    <message>
        <source>%1 — final places</source>
        <translation>%1 — 最終名次</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>knockout: best of %1</source>
        <translation>淘汰賽：%1 局制</translation>
    </message>
    <message>
        <source>knockout: one game a match</source>
        <translation>淘汰賽：一局定勝負</translation>
    </message>
    <message>
        <source>, a game for third place</source>
        <translation>，另賽三四名</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>分先</translation>
    </message>
    <message>
        <source>the winner goes on; the referee decides a game the board did not decide</source>
        <translation>勝者晉級；棋盤未分勝負的對局由裁判裁定</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (the Berger tables&apos; schedule)</source>
        <translation>%1（按貝格爾表編排）</translation>
    </message>
    <message>
        <source>a rest round scores nothing</source>
        <translation>輪空不計分</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>排名依據：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>a player who withdraws having played fewer than half his games has them annulled</source>
        <translation>賽滿不足一半即退賽的棋手，其對局全部作廢</translation>
    </message>
    <message>
        <source>a player who withdraws loses his games left by forfeit</source>
        <translation>退賽棋手其餘對局判負</translation>
    </message>
</context>
<context>
    <name>TeamDocuments</name>
    <message>
        <source>B+</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>白勝</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（棄權）</translation>
    </message>
    <message>
        <source>%1 — team standings after round %2</source>
        <translation>%1——第 %2 輪後團體排名</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-TW</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>勝-和-負</translation>
    </message>
    <message>
        <source>no team yet</source>
        <translation>尚無隊伍</translation>
    </message>
    <message>
        <source>%1 — team crosstable after round %2</source>
        <translation>%1——第 %2 輪後團體交叉表</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>場分</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>%1 — board results after round %2</source>
        <translation>%1——第 %2 輪後各台成績</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 — round %2 team pairing</source>
        <translation>%1——第 %2 輪團體對陣</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 場：%2 – %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌號</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>輪空：%1</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第 %1 輪尚未編排</translation>
    </message>
    <message>
        <source>%1 — round %2 match sheets</source>
        <translation>%1——第 %2 輪對抗記錄表</translation>
    </message>
    <message>
        <source>%1 — round %2, match %3</source>
        <translation>%1——第 %2 輪，第 %3 場</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>手機計時鐘</translation>
    </message>
    <message>
        <source>Match score: %1 ____ : ____ %2</source>
        <translation>比分：%1 ____ : ____ %2</translation>
    </message>
    <message>
        <source>Captain of %1: ____________________</source>
        <translation>%1 領隊簽字：____________________</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3</source>
        <translation>第 %1 輪：%2 – %3</translation>
    </message>
    <message>
        <source>This event pairs its teams by a round robin&apos;s table or by hand: the table or the director decides, not the team Swiss; what the team Swiss would weigh follows.</source>
        <translation>本賽事按循環表或人工編排隊伍：由循環表或裁判長決定，而非團體積分編排；以下為積分編排會考慮的因素。</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7</source>
        <translation>%1：本輪前場分 %2，局分 %3；積分組 %4，組內第 %5 / %6；第 1 台執色差 %7</translation>
    </message>
    <message>
        <source>They have not met.</source>
        <translation>兩隊尚未交手。</translation>
    </message>
    <message>
        <source>They met in round %1: a rematch is paired only when no other pairing exists.</source>
        <translation>兩隊已在第 %1 輪交手：只有別無其他編排時才會再次相遇。</translation>
    </message>
    <message>
        <source>Cost of the pair: score difference %1, placement %2, board 1 colours %3</source>
        <translation>此配對的代價：分差 %1，組內位置 %2，第 1 台執色 %3</translation>
    </message>
    <message>
        <source>They were paired together.</source>
        <translation>兩隊被編在一起。</translation>
    </message>
    <message>
        <source>They were paired with %1 and %2.</source>
        <translation>兩隊分別與 %1 和 %2 對陣。</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost no more.</source>
        <translation>若將兩隊編在一起（%1 對 %2），代價不會更高。</translation>
    </message>
    <message>
        <source>a rematch</source>
        <translation>重複交手</translation>
    </message>
    <message>
        <source>the match points between them</source>
        <translation>兩隊的場分差</translation>
    </message>
    <message>
        <source>board 1 colours</source>
        <translation>第 1 台執色</translation>
    </message>
    <message>
        <source>the places in the score groups</source>
        <translation>積分組內的位置</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost %3 more, mostly because of %4.</source>
        <translation>若將兩隊編在一起（%1 對 %2），代價多 %3，主要因為%4。</translation>
    </message>
    <message>
        <source>One of them had the bye or played outside the team Swiss.</source>
        <translation>其中一隊輪空，或不在團體積分編排之內。</translation>
    </message>
    <message>
        <source>Matches of round %1</source>
        <translation>第 %1 輪對陣</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>第 %1 輪後團體排名</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7; had the bye</source>
        <translation>%1：本輪前場分 %2，局分 %3；積分組 %4，組內第 %5 / %6；第 1 台執色差 %7；曾輪空</translation>
    </message>
    <message>
        <source>TEAMP</source>
        <comment>team standings column: match points</comment>
        <translation>場分</translation>
    </message>
    <message>
        <source>BDW</source>
        <comment>team standings column: board points</comment>
        <translation>局分</translation>
    </message>
    <message>
        <source>BDW%1U</source>
        <comment>team standings column: board points of the first %1 boards</comment>
        <translation>前%1台局分</translation>
    </message>
    <message>
        <source>SOST</source>
        <comment>team standings column: the opponents&apos; match points</comment>
        <translation>對手分</translation>
    </message>
    <message>
        <source>LBW</source>
        <comment>team standings column: board-1 points</comment>
        <translation>主將分</translation>
    </message>
    <message>
        <source>DE</source>
        <comment>team standings column: direct encounter</comment>
        <translation>直勝</translation>
    </message>
    <message>
        <source>MNR</source>
        <comment>team standings column: mean rating</comment>
        <translation>平均等級分</translation>
    </message>
    <message>
        <source>Board points of boards 1 to %1</source>
        <translation>前 %1 台局分</translation>
    </message>
    <message>
        <source>Opponents&apos; match points</source>
        <translation>對手分</translation>
    </message>
    <message>
        <source>Board-1 wins (主将)</source>
        <translation>主將勝局</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>直勝</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>平均等級分</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <source>the player needs a name</source>
        <translation>選手必須有姓名</translation>
    </message>
    <message>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>國家/地區「%1」不是兩字母 ISO 代碼（如 CN、JP、KR、FR）</translation>
    </message>
    <message>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN「%1」必須是 8 位數字</translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation>報名費不能為負數</translation>
    </message>
    <message>
        <source>round numbers start at 1</source>
        <translation>輪次從 1 開始</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>段位是空的</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>「%1」不是段位：應為 2d、5k、3p、2段 或 5級 這類的段級位</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>「%1」不是段位：缺少段級數字或無法辨識</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>「%1」混用了業餘與職業段位</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>「%1」：職業棋士沒有級位</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>「%1」：級位範圍為 30k 至 1k</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>「%1」：段位範圍為 1d 至 9d</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>「%1」：職業段位範圍為 1p 至 9p</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>「%1」不是段位</translation>
    </message>
    <message>
        <source>the tournament needs a name</source>
        <translation>比賽必須有名稱</translation>
    </message>
    <message>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>輪數必須介於 1 到 99 之間</translation>
    </message>
    <message>
        <source>the last day is before the first day</source>
        <translation>結束日期早於開始日期</translation>
    </message>
    <message>
        <source>the board size must be between 2 and 25</source>
        <translation>棋盤大小必須介於 2 到 25 路之間</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>未知的規則「%1」：應為 chinese、japanese、korean、aga、ing、nz 或 tromp-taylor</translation>
    </message>
    <message>
        <source>time settings cannot be negative</source>
        <translation>用時設定不能為負數</translation>
    </message>
    <message>
        <source>same EGD PIN %1</source>
        <translation>EGD PIN 相同（%1）</translation>
    </message>
    <message>
        <source>same AGA ID %1</source>
        <translation>AGA ID 相同（%1）</translation>
    </message>
    <message>
        <source>same FFG licence %1</source>
        <translation>FFG 註冊號相同（%1）</translation>
    </message>
    <message>
        <source>same name, club and rank</source>
        <translation>姓名、俱樂部和段位皆相同</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: an age section is u&lt;age&gt;, age 1 to 99</source>
        <translation>「%1」：年齡組寫作 u&lt;年齡&gt;，年齡為 1 至 99</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a rank group is ranks:&lt;rank&gt;-&lt;rank&gt;, as ranks:1k-5k</source>
        <translation>「%1」：段位組寫作 ranks:&lt;段級&gt;-&lt;段級&gt;，例如 ranks:1k-5k</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the category&apos;s name</source>
        <translation>「%1」需要組別名稱</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a section is overall, women, u&lt;age&gt;, ranks:&lt;rank&gt;-&lt;rank&gt; or category:&lt;name&gt;</source>
        <translation>「%1」：獎項組應為 overall、women、u&lt;年齡&gt;、ranks:&lt;段級&gt;-&lt;段級&gt; 或 category:&lt;名稱&gt;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of prizes after &apos;=&apos; must be 1 to 1000</source>
        <translation>「%1」：「=」後的獎項數必須為 1 至 1000</translation>
    </message>
    <message>
        <source>no prize section given</source>
        <translation>未給出任何獎項組</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>a second period line: a schedule has one</source>
        <translation>出現第二個 period 行：一個報時表只有一個讀秒時長</translation>
    </message>
    <message>
        <source>period needs a whole number of seconds from 1 to 999</source>
        <translation>period 需要 1 至 999 的整數秒</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a line is period, ordinary or last</source>
        <translation>「%1」：每行應為 period、ordinary 或 last</translation>
    </message>
    <message>
        <source>the period comes first</source>
        <translation>period 行必須在最前面</translation>
    </message>
    <message>
        <source>the offset must be whole seconds within the period (1 to %1)</source>
        <translation>偏移量必須是讀秒時長內的整數秒（1 至 %1）</translation>
    </message>
    <message>
        <source>an ordinary period&apos;s end is called by itself: offsets below the period</source>
        <translation>普通讀秒的結束報時是自動的：偏移量應小於讀秒時長</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a phrase key (sec:N, min:N, left_min:N, left_periods:N, count:N)</source>
        <translation>「%1」不是報時用語鍵（sec:N、min:N、left_min:N、left_periods:N、count:N）</translation>
    </message>
    <message>
        <source>a call needs at least one phrase key</source>
        <translation>報時至少需要一個用語鍵</translation>
    </message>
    <message>
        <source>the schedule has no period line</source>
        <translation>報時表沒有 period 行</translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation>計時器已經開始</translation>
    </message>
    <message>
        <source>the clock has not started</source>
        <translation>計時器尚未開始</translation>
    </message>
    <message>
        <source>the clock is paused: resume it before a move</source>
        <translation>計時器已暫停：請先繼續再落子</translation>
    </message>
    <message>
        <source>a move is sealed: the referee opens it first</source>
        <translation>已封棋：須由裁判先打開</translation>
    </message>
    <message>
        <source>the clock is stopped: the flag has fallen</source>
        <translation>計時器已停止：已超時</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>對局已結束</translation>
    </message>
    <message>
        <source>too late: the flag fell before the press</source>
        <translation>太晚了：按鐘前已經超時</translation>
    </message>
    <message>
        <source>only a running clock can be paused</source>
        <translation>只有執行中的計時器才能暫停</translation>
    </message>
    <message>
        <source>the flag has already fallen</source>
        <translation>已經超時</translation>
    </message>
    <message>
        <source>a sealed move is opened with unseal</source>
        <translation>封棋要用「打開封棋」繼續</translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation>計時器沒有暫停</translation>
    </message>
    <message>
        <source>only a running clock can be stopped for a sealed move</source>
        <translation>只有執行中的計時器才能封棋停鐘</translation>
    </message>
    <message>
        <source>no move is sealed</source>
        <translation>沒有封棋</translation>
    </message>
    <message>
        <source>a time adjustment needs a reason</source>
        <translation>調整時間需要說明原因</translation>
    </message>
    <message>
        <source>there is no press to take back</source>
        <translation>沒有可撤銷的按鐘</translation>
    </message>
    <message>
        <source>only a running or paused clock can take a press back</source>
        <translation>只有執行中或暫停的計時器才能撤銷按鐘</translation>
    </message>
    <message>
        <source>the clock is not running</source>
        <translation>計時器沒有在執行</translation>
    </message>
    <message>
        <source>this takes the time to zero: confirm the adjustment</source>
        <translation>這會使時間歸零：請確認此次調整</translation>
    </message>
    <message>
        <source>the journal has a flag the clock does not</source>
        <translation>記錄中有超時，但時鐘並未超時</translation>
    </message>
    <message>
        <source>the clock has started: its time control cannot change</source>
        <translation>該鐘已開始計時：不能再更改用時</translation>
    </message>
    <message>
        <source>the journal has a time control that is not valid</source>
        <translation>記錄中的用時設定無效</translation>
    </message>
    <message>
        <source>there is no such table</source>
        <translation>沒有這個台次</translation>
    </message>
    <message>
        <source>offset %1, node %2: %3</source>
        <translation>位元組偏移 %1，第 %2 個節點：%3</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>位元組偏移 %1：%2</translation>
    </message>
    <message>
        <source>played out of turn</source>
        <translation>未輪到該方落子</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation>該點已有棋子</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自殺（禁著）</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>違規</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time system: expected absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass or ing</source>
        <translation>「%1」不是計時方式：應為 absolute、byoyomi、canadian、moves、fischer、bronstein、delay、hourglass 或 ing</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected key=value</source>
        <translation>「%1」：應為 鍵=值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting of %2</source>
        <translation>「%1」不是 %2 的設定項</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>「%1」重複給出</translation>
    </message>
    <message>
        <source>%1=%2: expected a positive whole number</source>
        <translation>%1=%2：應為正整數</translation>
    </message>
    <message>
        <source>%1=%2: expected a duration such as 30s, 10m or 1h</source>
        <translation>%1=%2：應為時長，例如 30s、10m 或 1h</translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation>%1 需要 %2=</translation>
    </message>
    <message>
        <source>period must be longer than 0</source>
        <translation>讀秒時長必須大於 0</translation>
    </message>
    <message>
        <source>%1 time needs main &gt; 0</source>
        <translation>%1 計時需要 main &gt; 0</translation>
    </message>
    <message>
        <source>a byo-yomi period must be a whole number of seconds</source>
        <translation>讀秒時長必須是整數秒</translation>
    </message>
    <message>
        <source>a byo-yomi period is at most 999 s</source>
        <translation>讀秒時長最多 999 秒</translation>
    </message>
    <message>
        <source>cap is shorter than the main time</source>
        <translation>上限短於基本用時</translation>
    </message>
    <message>
        <source>%1[%2] is not a point or point range</source>
        <translation>%1[%2] 不是一個點或點的範圍</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] 不是一個點</translation>
    </message>
    <message>
        <source>%1[%2] lies outside the %3×%3 board</source>
        <translation>%1[%2] 在 %3×%3 棋盤之外</translation>
    </message>
    <message>
        <source>SZ[%1]: board sizes from 2 to 25 (square) are supported</source>
        <translation>SZ[%1]：只支援 2 到 25 路的正方形棋盤</translation>
    </message>
    <message>
        <source>HA[%1] is not a number of stones; ignored</source>
        <translation>HA[%1] 不是讓子數；已忽略</translation>
    </message>
    <message>
        <source>%1 has several values; the first is used</source>
        <translation>%1 有多個值；採用第一個</translation>
    </message>
    <message>
        <source>KM[%1] read as %2 points</source>
        <translation>KM[%1] 按 %2 目讀取</translation>
    </message>
    <message>
        <source>KM[%1] is not a komi in half points; the rule set&apos;s komi is used</source>
        <translation>KM[%1] 不是以半目為單位的貼目；採用規則的貼目</translation>
    </message>
    <message>
        <source>a move and setup in one node: the setup is applied first</source>
        <translation>同一節點中有著手和擺子：先擺子</translation>
    </message>
    <message>
        <source>several moves in one node: applied in order</source>
        <translation>同一節點中有多手：按順序下</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the %3×%3 board</source>
        <translation>%1[%2] 不是 %3×%3 棋盤上的點</translation>
    </message>
    <message>
        <source>charset detected as %1</source>
        <translation>偵測到字元集為 %1</translation>
    </message>
    <message>
        <source>GM[%1] is not a game of Go</source>
        <translation>GM[%1] 不是圍棋</translation>
    </message>
    <message>
        <source>no game of Go in the file</source>
        <translation>檔案中沒有圍棋棋譜</translation>
    </message>
    <message>
        <source>a dead-stone mark lies outside the board</source>
        <translation>死子標記在棋盤之外</translation>
    </message>
    <message>
        <source>the dead-stone mark at %1 is on an empty point</source>
        <translation>%1 處的死子標記在空點上</translation>
    </message>
    <message>
        <source>the marks cover %1 of the %2 stones of the chain at %3</source>
        <translation>標記只覆蓋了 %3 處棋塊 %2 子中的 %1 子</translation>
    </message>
    <message>
        <source>dead-stone marks are ignored: %1 counts the board as it stands</source>
        <translation>忽略死子標記：%1 按棋盤現狀計算</translation>
    </message>
    <message>
        <source>the chain at %1 is marked dead but is alive however the opponent plays (pass-alive)</source>
        <translation>%1 處的棋塊被標為死子，但無論對方怎麼下都是活棋（無條件活）</translation>
    </message>
    <message>
        <source>the chain at %1 is left alive inside the opponent&apos;s pass-alive area</source>
        <translation>%1 處的棋塊位於對方無條件活的區域內，卻被當作活棋</translation>
    </message>
    <message>
        <source>rules %1, komi %2 (reverse), handicap %3, compensation %4</source>
        <translation>規則 %1，貼目 %2（倒貼），讓子 %3，貼還 %4</translation>
    </message>
    <message>
        <source>rules %1, komi %2, handicap %3, compensation %4</source>
        <translation>規則 %1，貼目 %2，讓子 %3，貼還 %4</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted half to each side</source>
        <translation>尚有 %1 個單官未填，雙方各計一半</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted to neither side</source>
        <translation>尚有 %1 個單官未填，不計給任何一方</translation>
    </message>
    <message>
        <source>seki found: confirm it over the board</source>
        <translation>發現雙活：請在棋盤上確認</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>變化嵌套超過 %1 層</translation>
    </message>
    <message>
        <source>a variation starts before any node</source>
        <translation>變化出現在任何節點之前</translation>
    </message>
    <message>
        <source>an empty game tree</source>
        <translation>空的棋譜樹</translation>
    </message>
    <message>
        <source>a node after the variations of its sequence</source>
        <translation>節點出現在所在序列的變化之後</translation>
    </message>
    <message>
        <source>a node without &apos;;&apos; (read as if it had one)</source>
        <translation>節點缺少「;」（按有「;」讀取）</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字元「%1」</translation>
    </message>
    <message>
        <source>the file ends inside a game tree (missing &apos;)&apos;)</source>
        <translation>檔案在棋譜樹中途結束（缺少「)」）</translation>
    </message>
    <message>
        <source>no game tree: an SGF file starts with &apos;(&apos;</source>
        <translation>沒有棋譜樹：SGF 檔案應以「(」開頭</translation>
    </message>
    <message>
        <source>a property name without capital letters</source>
        <translation>屬性名中沒有大寫字母</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>屬性 %1 沒有值</translation>
    </message>
    <message>
        <source>property %1 appears twice in one node</source>
        <translation>屬性 %1 在同一節點中出現兩次</translation>
    </message>
    <message>
        <source>a value that is never closed with &apos;]&apos;</source>
        <translation>一個值沒有以「]」結束</translation>
    </message>
    <message>
        <source>single-stone suicide</source>
        <translation>單子自殺</translation>
    </message>
    <message>
        <source>retakes a ko at once (cycle of 2)</source>
        <translation>立即提回劫（2 手循環）</translation>
    </message>
    <message>
        <source>repeats the position of move %1 (cycle of %2)</source>
        <translation>與第 %1 手的局面全局同形再現（%2 手循環）</translation>
    </message>
    <message>
        <source>repeats an earlier position</source>
        <translation>重複先前的局面</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>沒有%1號台。</translation>
    </message>
    <message>
        <source>recovered after a crash</source>
        <translation>當機後恢復</translation>
    </message>
    <message>
        <source>A hall has at least one table.</source>
        <translation>賽場至少要有一張台。</translation>
    </message>
    <message>
        <source>Open a tournament to set up the clocks of a round.</source>
        <translation>請先開啟一個比賽，才能設定某一輪的棋鐘。</translation>
    </message>
    <message>
        <source>Round %1 has no games to clock.</source>
        <translation>第%1輪沒有需要計時的對局。</translation>
    </message>
    <message>
        <source>No clocks are set up.</source>
        <translation>尚未設定棋鐘。</translation>
    </message>
    <message>
        <source>The schedule is for %1 s periods; the clocks have %2 s periods.</source>
        <translation>該讀秒方案用於每次%1秒的讀秒；棋鐘的讀秒為每次%2秒。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>沒有對局</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was White&apos;s, the record has Black to play</source>
        <translation>棋鐘的第%1手是白方的，棋譜此處輪黑方走</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was Black&apos;s, the record has White to play</source>
        <translation>棋鐘的第%1手是黑方的，棋譜此處輪白方走</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1輪沒有第%2台。</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours were decided at the board; say who took black</source>
        <translation>第%1輪第%2台：黑白在現場決定，請說明誰執黑</translation>
    </message>
    <message>
        <source>round %1, table %2: a jigo cannot happen with komi %3; enter it only with the referee&apos;s reason</source>
        <translation>第%1輪第%2台：貼目%3下不可能和棋；只有附上裁判的理由才能錄入</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>第%1輪：選手 %2 被編排了兩次</translation>
    </message>
    <message>
        <source>a game of round %1 given for round %2</source>
        <translation>第%1輪的對局出現在第%2輪中</translation>
    </message>
    <message>
        <source>round %1: table %2 is used twice</source>
        <translation>第%1輪：第%2台被使用了兩次</translation>
    </message>
    <message>
        <source>%1 (noted in the file&apos;s header)</source>
        <translation>%1（已在檔案開頭註明）</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3).</source>
        <translation>%1 與已報名的 %2（編號 %3）看來是同一人。</translation>
    </message>
    <message>
        <source>no player with id %1</source>
        <translation>沒有編號為 %1 的選手</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第%1輪尚未編排</translation>
    </message>
    <message>
        <source>the colours of round %1 are already drawn; change a table&apos;s colours with a reason instead</source>
        <translation>第%1輪的黑白已經決定；如需變更，請針對單台變更並註明理由</translation>
    </message>
    <message>
        <source>round %1 has no colour draw</source>
        <translation>第%1輪沒有黑白抽取紀錄</translation>
    </message>
    <message>
        <source>round %1, table %2: player %3 does not play there</source>
        <translation>第%1輪第%2台：選手 %3 不在該台對局</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black, no nigiri.</source>
        <translation>第%1台是讓子棋：由較弱一方執黑，不猜先。</translation>
    </message>
    <message>
        <source>a nigiri needs at least one stone</source>
        <translation>猜先至少要握一顆子</translation>
    </message>
    <message>
        <source>%1 and %2 played each other in round %3.</source>
        <translation>%1 與 %2 已在第%3輪對局。</translation>
    </message>
    <message>
        <source>%1 and %2 are a pair the director forbade (%3).</source>
        <translation>%1 與 %2 是裁判長禁止編排的一對（%3）。</translation>
    </message>
    <message>
        <source>Table %1 has a result; clear it first.</source>
        <translation>第%1台已有結果，請先清除。</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black.</source>
        <translation>第 %1 台是讓子棋：由較弱的一方執黑。</translation>
    </message>
    <message>
        <source>The colours of round %1 are published: record the change with a reason (nigiri at the board, or the director&apos;s decision).</source>
        <translation>第 %1 輪的執子已公佈：更改須記錄理由（台前猜先，或裁判長決定）。</translation>
    </message>
    <message>
        <source>Round %1 has no tables %2 and %3 to exchange.</source>
        <translation>第 %1 輪沒有可交換的第 %2 台和第 %3 台。</translation>
    </message>
    <message>
        <source>Only games without a result can be changed.</source>
        <translation>只能變更尚無結果的對局。</translation>
    </message>
    <message>
        <source>Table %1: %2 (white) plays %3 (black).</source>
        <translation>第 %1 台：%2（執白）對 %3（執黑）。</translation>
    </message>
    <message>
        <source>Exchange the Black players of tables %1 and %2?</source>
        <translation>交換第 %1 台和第 %2 台的執黑棋手？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>仍要編排他們嗎？</translation>
    </message>
    <message>
        <source>round %1 is outside 1..%2</source>
        <translation>第%1輪超出範圍 1..%2</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>第%1輪已編排；請先取消編排</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no player is registered for it.</source>
        <translation>第%1輪無法編排：沒有報名參加該輪的棋手。</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no two players can play. %2</source>
        <translation>第%1輪無法編排：沒有兩名可以對局的棋手。%2</translation>
    </message>
    <message>
        <source>Choose each player once.</source>
        <translation>每名棋手只能選擇一次。</translation>
    </message>
    <message>
        <source>Choose two or more players to pair.</source>
        <translation>請選擇兩名或更多棋手進行編排。</translation>
    </message>
    <message>
        <source>%1 cannot be paired in round %2: already playing in it, absent, withdrawn or not finally registered.</source>
        <translation>%1 不能在第%2輪編排：已有對局、缺席、已退賽或尚未正式報名。</translation>
    </message>
    <message>
        <source>These players cannot all be paired with one another (a pair the director forbade?).</source>
        <translation>這些棋手無法全部互相編排（是否有裁判長禁止的配對？）。</translation>
    </message>
    <message>
        <source>no player has the id %1</source>
        <translation>沒有編號為 %1 的選手</translation>
    </message>
    <message>
        <source>read as %1 (the file is not UTF-8)</source>
        <translation>以 %1 讀取（檔案不是 UTF-8）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>unknown column, ignored</source>
        <translation>未知的欄位，已略過</translation>
    </message>
    <message>
        <source>the same field appears twice in the header</source>
        <translation>標題列中同一欄位出現了兩次</translation>
    </message>
    <message>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>標題列中沒有姓名欄位（family、given、name、姓、名 或 姓名）</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>引號欄位沒有結束（該行不完整）</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>本行有 %1 個欄位，而標題列有 %2 個</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>「%1」不是數字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>「%1」不是等級分系統（egd、aga、ffg、other）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>「%1」不是日期（請使用 yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>「%1」不是性別（f、m、女、男）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither f nor m: the gender is left unknown</source>
        <translation>&apos;%1&apos; 既不是 f 也不是 m：性別記為未知</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>「%1」不是有效的金額</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>「%1」不是報名狀態（final、preliminary）</translation>
    </message>
    <message>
        <source>the rating %1 means %2, far from the declared %3; the rating decides unless you set the rank by hand</source>
        <translation>等級分 %1 相當於 %2，與申報的 %3 相差甚遠；除非手動指定段位，否則以等級分為準</translation>
    </message>
    <message>
        <source>no players after the header</source>
        <translation>標頭之後沒有選手</translation>
    </message>
    <message>
        <source>this is the tournament file that is open (or a file SQLite keeps beside it), not a list of players</source>
        <translation>這是目前開啟的比賽檔案（或 SQLite 存放在其旁邊的檔案），不是棋手名單</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>無法讀取檔案：%1</translation>
    </message>
    <message>
        <source>repeats line %1 (%2)</source>
        <translation>與第 %1 行重複（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>「%1」不是整數</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a value Tengen knows</source>
        <translation>「%1」不是天元可辨識的值</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML file that declares none</source>
        <translation>位移 %2 處的位元組 0x%1 不是 UTF-8（未宣告編碼的 XML 檔應為 UTF-8）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares</source>
        <translation>位移 %2 處的位元組 0x%1 不是 UTF-8（檔案宣告的編碼）</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>根元素是 &lt;%1&gt;，而不是 OpenGotha 的 &lt;Tournament&gt;</translation>
    </message>
    <message>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha 資料版本 %1 比天元支援的版本新（最高 %2）</translation>
    </message>
    <message>
        <source>a player without a name</source>
        <translation>有選手沒有姓名</translation>
    </message>
    <message>
        <source>round and table must be whole numbers</source>
        <translation>輪次和台號必須是整數</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a placement criterion Tengen knows</source>
        <translation>「%1」不是天元可辨識的排名依據</translation>
    </message>
    <message>
        <source>XML error: %1</source>
        <translation>XML 錯誤：%1</translation>
    </message>
    <message>
        <source>missing: the file has no tournament settings</source>
        <translation>缺少：檔案中沒有比賽設定</translation>
    </message>
    <message>
        <source>%1 already plays in round %2 (line %3)</source>
        <translation>%1 在第%2輪中已有對局（第 %3 行）</translation>
    </message>
    <message>
        <source>a player cannot play against themselves</source>
        <translation>選手不能與自己對局</translation>
    </message>
    <message>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>應有 PIN、姓名、國家/地區、俱樂部、段位、建議段位、GoR、參賽次數和最近一次比賽；實際有 %1 個欄位</translation>
    </message>
    <message>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>參賽次數</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>no two-letter country code after the name</source>
        <translation>姓名之後沒有兩字母國家/地區代碼</translation>
    </message>
    <message>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>找不到選手資料行（以 8 位數 PIN 開頭）：這是 EGD 名單嗎？</translation>
    </message>
    <message>
        <source>line too short for the échelle layout (%1 characters; at least 58 expected)</source>
        <translation>該行對 échelle 格式而言太短（%1 個字元，至少應有 58 個）</translation>
    </message>
    <message>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>姓名之後應依序為等級分、會員證狀態、會員證號、俱樂部和國家/地區</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>會員證號</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>「%1」不是 7 碼的會員證號</translation>
    </message>
    <message>
        <source>no players found: is this an FFG échelle?</source>
        <translation>找不到選手：這是 FFG échelle 嗎？</translation>
    </message>
    <message>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>有 %1 個以 Tab 分隔的欄位，而 TDListA 應有 9 個</translation>
    </message>
    <message>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>姓名是空的</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>「%1」不是會員編號</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>「%1」不是 AGA 等級分</translation>
    </message>
    <message>
        <source>no players found: is this an AGA TDList?</source>
        <translation>找不到選手：這是 AGA TDList 嗎？</translation>
    </message>
    <message>
        <source>a NUL byte at offset %1: this is not a text file in a known encoding (UTF-16 without a byte-order mark, or binary)</source>
        <translation>位移 %1 處有 NUL 位元組：這不是已知編碼的文字檔（可能是沒有位元組順序標記的 UTF-16，或二進位檔）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its encoding</source>
        <translation>位移 %2 處的位元組 0x%1 不是 UTF-8，以 GB18030 讀取也只是巧合（看來是 Latin-1 或 Windows-1252）；請另存為 UTF-8 或指定其編碼</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation>位移 %2 處的位元組 0x%1 既不是 UTF-8 也不是 GB18030；請將檔案另存為 UTF-8</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos;</source>
        <translation>未知編碼「%1」</translation>
    </message>
    <message>
        <source>the file is not valid %1</source>
        <translation>檔案不是有效的 %1</translation>
    </message>
    <message>
        <source>round %1, table %2 has a result; clear it before changing the colours</source>
        <translation>第%1輪第%2台已有結果；請先清除結果再更改黑白</translation>
    </message>
    <message>
        <source>round %1, table %2: no game between these players</source>
        <translation>第%1輪第%2台：這兩名選手之間沒有對局</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours are published; changing them needs a reason</source>
        <translation>第%1輪第%2台：黑白已公布，變更需註明理由</translation>
    </message>
    <message>
        <source>%1: a change was started while the file was being read (an internal error). Nothing was changed.</source>
        <translation>%1：在讀取檔案期間開始了變更（內部錯誤）。未做任何變更。</translation>
    </message>
    <message>
        <source>unknown pairing constraint &apos;%1&apos;</source>
        <translation>未知的編排限制「%1」</translation>
    </message>
    <message>
        <source>a pair needs two different players</source>
        <translation>一對需要兩名不同的棋手</translation>
    </message>
    <message>
        <source>a fixed pair needs its round</source>
        <translation>指定對陣需要註明輪次</translation>
    </message>
    <message>
        <source>a reserved table needs its number</source>
        <translation>保留台位需要台號</translation>
    </message>
    <message>
        <source>no pairing constraint has the id %1</source>
        <translation>沒有編號為 %1 的編排限制</translation>
    </message>
    <message>
        <source>%1 is the tournament file that is open, or a file SQLite keeps beside it; choose another file.</source>
        <translation>%1 是目前開啟的比賽檔案，或 SQLite 存放在其旁邊的檔案；請選擇其他檔案。</translation>
    </message>
    <message>
        <source>an edit cannot change a player&apos;s id</source>
        <translation>修改不能更改棋手編號</translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile; nothing was saved.</source>
        <translation>%1 已被另一個程式刪除；未儲存任何內容。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile: %2. Nothing was saved; look at the player again.</source>
        <translation>另一個程式在此期間修改了 %1：%2。未儲存任何內容；請重新查看該棋手。</translation>
    </message>
    <message>
        <source>%1 is in round %2; a player who has been paired is withdrawn, not deleted.</source>
        <translation>%1 已在第%2輪中；已被編排的棋手只能退賽，不能刪除。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; the registration was not deleted.</source>
        <translation>另一個程式在此期間修改了 %1；未刪除該報名。</translation>
    </message>
    <message>
        <source>%1 is registered again already (by another program); nothing was changed.</source>
        <translation>%1 已被（另一個程式）重新報名；未做任何變更。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; nothing was changed.</source>
        <translation>另一個程式在此期間修改了 %1；未做任何變更。</translation>
    </message>
    <message>
        <source>%1: this tournament already has rounds; its games cannot be merged with the imported ones</source>
        <translation>%1：本比賽已有輪次，其對局無法與匯入的對局合併</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3, already registered as #%4 (%5)</source>
        <translation>%1：%2 可能與已報名的 #%4 %3 是同一人（%5）</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3 on line %4 (%5)</source>
        <translation>%1：%2 可能與第 %4 行的 %3 是同一人（%5）</translation>
    </message>
    <message>
        <source>Another program changed table %2 of round %1 meanwhile (now: %3). Nothing was changed; look at the table again.</source>
        <translation>另一個程式在此期間修改了第%1輪第%2台（現在：%3）。未做任何變更；請重新查看該台。</translation>
    </message>
    <message>
        <source>Round %1 was paired by another program meanwhile; nothing was changed. Unpair it first to pair it again.</source>
        <translation>第%1輪已在此期間被另一個程式編排；未做任何變更。如需重新編排，請先取消編排。</translation>
    </message>
    <message>
        <source>Another program changed round %1 meanwhile (%2). Nothing was changed; look at the round again.</source>
        <translation>另一個程式在此期間修改了第%1輪（%2）。未做任何變更；請重新查看該輪。</translation>
    </message>
    <message>
        <source>The players, the settings or the earlier rounds changed while round %1 was being paired; nothing was stored.</source>
        <translation>編排第%1輪期間，棋手、設定或之前的輪次發生了變化；未儲存任何內容。</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>第%1輪沒有第%2台</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more (another program changed the round); nothing was changed.</source>
        <translation>第%1輪已沒有第%2台（另一個程式修改了該輪）；未做任何變更。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings</source>
        <translation>%1 中沒有比賽設定</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s %1 meanwhile. Nothing was saved; look at the settings again.</source>
        <translation>另一個程式在此期間修改了比賽的%1。未儲存任何內容；請重新查看設定。</translation>
    </message>
    <message>
        <source>Another program changed the pairing settings meanwhile; nothing was saved. Look at them again.</source>
        <translation>另一個程式同時修改了編排參數；未儲存任何內容。請重新查看。</translation>
    </message>
    <message>
        <source>Rounds are paired already: a change of the pairing settings needs a reason.</source>
        <translation>已有輪次編排完畢：修改編排參數需要說明理由。</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s settings meanwhile; nothing was changed.</source>
        <translation>另一個程式在此期間修改了比賽設定；未做任何變更。</translation>
    </message>
    <message>
        <source>%1 is busy: another program has been writing to it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 正忙：另一個程式寫入該檔案已超過 %2 秒。未做任何變更；請重試。</translation>
    </message>
    <message>
        <source>%1 cannot be written (a read-only medium, or no permission to change it). Nothing was changed.</source>
        <translation>無法寫入 %1（唯讀媒體，或沒有修改權限）。未做任何變更。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full. Nothing was changed; free some space and try again.</source>
        <translation>%1 所在的磁碟已滿。未做任何變更；請釋放空間後重試。</translation>
    </message>
    <message>
        <source>%1 is damaged. Nothing was changed; open a backup copy of the tournament.</source>
        <translation>%1 已損壞。未做任何變更；請開啟比賽的備份副本。</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk or the folder failed. Nothing was changed.</source>
        <translation>無法讀寫 %1：磁碟或資料夾出錯。未做任何變更。</translation>
    </message>
    <message>
        <source>%1 refused the change: it breaks a rule of the tournament file. Nothing was changed.</source>
        <translation>%1 拒絕了此變更：它違反了比賽檔案的規則。未做任何變更。</translation>
    </message>
    <message>
        <source>%1: refused by a rule of the tournament file. Nothing was changed.</source>
        <translation>%1：被比賽檔案的規則拒絕。未做任何變更。</translation>
    </message>
    <message>
        <source>%1 could not carry out the change (an internal error of the tournament file). Nothing was changed.</source>
        <translation>%1 無法執行此變更（比賽檔案內部錯誤）。未做任何變更。</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1 不是比賽檔案（不是 SQLite 資料庫）</translation>
    </message>
    <message>
        <source>%1 holds a %2 named “%3” that Tengen did not create. The file is refused and left as it is: such an addition could change the tournament by itself.</source>
        <translation>%1 含有一個並非天元建立的%2「%3」。該檔案被拒絕，保持原樣不動：這種新增內容可能自行修改比賽資料。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is missing.</source>
        <translation>%1 已損壞：缺少%2「%3」。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is not as Tengen wrote it.</source>
        <translation>%1 已損壞：%2「%3」與天元寫入的不一致。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is %2 bytes long, but its header says %3 (cut off, or something was added to it).</source>
        <translation>%1 已損壞：檔案長 %2 位元組，但檔頭記錄為 %3（被截斷，或被附加了內容）。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1 是 SQLite 資料庫，但不是天元比賽檔案</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1 是由較新版本的天元寫入（檔案格式 %2；此版本最高支援 %3）。請更新天元後再開啟。</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version (it was not created completely, or another program changed it).</source>
        <translation>%1 已損壞：沒有檔案格式版本（未完整建立，或被其他程式修改）。</translation>
    </message>
    <message>
        <source>%1 is damaged: its pages do not pass SQLite&apos;s check. Open a backup copy of the tournament.</source>
        <translation>%1 已損壞：其資料頁未通過 SQLite 的檢查。請開啟比賽的備份副本。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings: it was not created completely</source>
        <translation>%1 沒有比賽設定：檔案未完整建立</translation>
    </message>
    <message>
        <source>%1 exists already; open it instead</source>
        <translation>%1 已存在，請直接開啟</translation>
    </message>
    <message>
        <source>%1 could not be created</source>
        <translation>無法建立 %1</translation>
    </message>
    <message>
        <source>There is no file %1</source>
        <translation>檔案 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is a folder)</source>
        <translation>%1 不是比賽檔案（它是資料夾）</translation>
    </message>
    <message>
        <source>%1 cannot be read: no permission to read it</source>
        <translation>無法讀取 %1：沒有讀取權限</translation>
    </message>
    <message>
        <source>%1 was written by an older Tengen and must be brought up to date, which needs writing: %2</source>
        <translation>%1 由較舊版本的天元寫入，需要升級檔案格式，而這需要寫入：%2</translation>
    </message>
    <message>
        <source>a time log is text, csv or json, not &apos;%1&apos;</source>
        <translation>計時紀錄的格式為 text、csv 或 json，不能是「%1」</translation>
    </message>
    <message>
        <source>%1: no clocks have run in this tournament file</source>
        <translation>%1：此比賽檔案中沒有執行過計時器</translation>
    </message>
    <message>
        <source>a table number from 1 to %1</source>
        <translation>台號應為 1 到 %1</translation>
    </message>
    <message>
        <source>%1: the stored time control: %2</source>
        <translation>%1：儲存的用時規定：%2</translation>
    </message>
    <message>
        <source>table %1: a clock event of an unknown kind &apos;%2&apos; is left out</source>
        <translation>第 %1 台：未知類型「%2」的計時紀錄已略去</translation>
    </message>
    <message>
        <source>the clock has %1 moves, the record %2</source>
        <translation>計時鐘記有 %1 手，棋譜有 %2 手</translation>
    </message>
    <message>
        <source>Table %1 — %2
</source>
        <translation>第 %1 台 — %2
</translation>
    </message>
    <message>
        <source>Round %1: White %2, Black %3, result %4
</source>
        <translation>第 %1 輪：白方 %2，黑方 %3，結果 %4
</translation>
    </message>
    <message>
        <source>%1: round %2 has no game at table %3</source>
        <translation>%1：第 %2 輪第 %3 台沒有對局</translation>
    </message>
    <message>
        <source>round %1 has results; they would be lost</source>
        <translation>第%1輪已有結果，取消編排將遺失這些結果</translation>
    </message>
    <message>
        <source>%1: nothing was imported (errors: %2).</source>
        <translation>%1：未匯入任何內容（錯誤：%2 處）。</translation>
    </message>
    <message>
        <source>a press from a device needs its id</source>
        <translation>裝置的按鐘需要帶編號</translation>
    </message>
    <message>
        <source>message at byte %1: %2</source>
        <translation>訊息第 %1 位元組處：%2</translation>
    </message>
    <message>
        <source>join a table first (message &apos;%1&apos;)</source>
        <translation>請先加入一個對局台（訊息「%1」）</translation>
    </message>
    <message>
        <source>a press needs the side that moved (B or W)</source>
        <translation>按鐘需要註明落子方（B 或 W）</translation>
    </message>
    <message>
        <source>a sealed move needs the move written down</source>
        <translation>封棋需要寫下所封之著</translation>
    </message>
    <message>
        <source>a result is black-wins, white-wins, jigo, both-lose or both-win</source>
        <translation>結果應為 black-wins、white-wins、jigo、both-lose 或 both-win</translation>
    </message>
    <message>
        <source>there is no result to confirm</source>
        <translation>沒有待確認的結果</translation>
    </message>
    <message>
        <source>unknown message &apos;%1&apos;</source>
        <translation>未知訊息「%1」</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table of this round: look at the code on the result sheet again</source>
        <translation>「%1」不是本輪的對局台：請再看一下成績記錄單上的加入碼</translation>
    </message>
    <message>
        <source>the round has this game&apos;s result already: only a referee changes it, with a reason</source>
        <translation>本輪已有這盤棋的結果：只有裁判可以更改，並須說明理由</translation>
    </message>
    <message>
        <source>changing a result in the round needs the referee&apos;s reason</source>
        <translation>更改本輪的結果需要裁判說明理由</translation>
    </message>
    <message>
        <source>too many wrong referee PINs: try again in a minute, or act at the desk</source>
        <translation>裁判 PIN 錯誤次數過多：請一分鐘後再試，或在裁判台操作</translation>
    </message>
    <message>
        <source>a referee&apos;s action needs the referee&apos;s PIN (set at the desk)</source>
        <translation>裁判操作需要裁判 PIN（在裁判台設定）</translation>
    </message>
    <message>
        <source>an adjustment needs the side (B or W)</source>
        <translation>調整時間需要註明哪一方（B 或 W）</translation>
    </message>
    <message>
        <source>round %1 is over at this desk: join with the code of the new round</source>
        <translation>第 %1 輪在本裁判台已結束：請用新一輪的加入碼加入</translation>
    </message>
    <message>
        <source>it is not Black&apos;s turn</source>
        <translation>現在不是黑方行棋</translation>
    </message>
    <message>
        <source>it is not White&apos;s turn</source>
        <translation>現在不是白方行棋</translation>
    </message>
    <message>
        <source>%1 holds a table “%2” that this version of Tengen cannot copy</source>
        <translation>%1 含有本版 Tengen 無法複製的表「%2」</translation>
    </message>
    <message>
        <source>%1: not a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1：不是 postgresql://使用者@主機/資料庫 形式的位址</translation>
    </message>
    <message>
        <source>%1: the address names no user (USER@HOST)</source>
        <translation>%1：位址中沒有使用者（使用者@主機）</translation>
    </message>
    <message>
        <source>%1: the address names no server</source>
        <translation>%1：位址中沒有伺服器</translation>
    </message>
    <message>
        <source>%1: the database is a name of letters, digits and _ after the server (HOST/DATABASE)</source>
        <translation>%1：資料庫名應由字母、數字和 _ 組成，寫在伺服器之後（主機/資料庫）</translation>
    </message>
    <message>
        <source>%1: the only option is ?tournament=NAME</source>
        <translation>%1：唯一的選項是 ?tournament=名稱</translation>
    </message>
    <message>
        <source>%1: a tournament&apos;s name is a letter, then letters, digits and _ (not pg_..., not public)</source>
        <translation>%1：比賽名稱以字母開頭，其後為字母、數字和 _（不能是 pg_...，也不能是 public）</translation>
    </message>
    <message>
        <source>“%1” is not a user name for the server (letters, digits, _ . -)</source>
        <translation>「%1」不是伺服器的使用者名稱（字母、數字、_ . -）</translation>
    </message>
    <message>
        <source>%1 is a file: desks&apos; roles are a server&apos;s</source>
        <translation>%1 是檔案：工作台角色只在伺服器上</translation>
    </message>
    <message>
        <source>The desks&apos; roles are not set up on %1: run tengen-cli server init first</source>
        <translation>%1 上尚未設定工作台角色：請先執行 tengen-cli server init</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; Tengen connects again by itself: try again.</source>
        <translation>無法連線 %1 的伺服器（伺服器或網路中斷）。沒有任何變更；Tengen 會自動重新連線：請再試一次。</translation>
    </message>
    <message>
        <source>%1 is busy: another desk has been changing it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 正忙：另一個工作台已在修改超過 %2 秒。沒有任何變更；請再試一次。</translation>
    </message>
    <message>
        <source>The server of %1 refused: this desk&apos;s role may not make that change. Nothing was changed.</source>
        <translation>%1 的伺服器拒絕：此工作台的角色無權做此變更。沒有任何變更。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 以唯讀方式開啟；這裡不能做任何變更。</translation>
    </message>
    <message>
        <source>The server of %1 has no disk space left. Nothing was changed.</source>
        <translation>%1 的伺服器磁碟已滿。沒有任何變更。</translation>
    </message>
    <message>
        <source>The server of %1 could not carry out the change (%2). Nothing was changed.</source>
        <translation>%1 的伺服器無法執行此變更（%2）。沒有任何變更。</translation>
    </message>
    <message>
        <source>%1: a statement lacks a value (an internal error)</source>
        <translation>%1：語句缺少一個值（內部錯誤）</translation>
    </message>
    <message>
        <source>%1: this computer lacks Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql)</source>
        <translation>%1：本機缺少 Qt 的 PostgreSQL 驅動程式（Debian 套件 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>%1 is not a Tengen tournament</source>
        <translation>%1 不是 Tengen 比賽</translation>
    </message>
    <message>
        <source>There is no tournament %1</source>
        <translation>沒有比賽 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: %2 is kept</source>
        <translation>「%1」不是段級位：保留 %2</translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is outside 30k-9d: read as %2, as OpenGotha does</source>
        <translation>段級位「%1」超出 30級–9段：與 OpenGotha 一樣按 %2 讀取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither true nor false: read as %2, as OpenGotha does</source>
        <translation>「%1」既不是 true 也不是 false：與 OpenGotha 一樣按 %2 讀取</translation>
    </message>
    <message>
        <source>player %1 %2 appears twice (line %3): left out, as OpenGotha does</source>
        <translation>棋手 %1 %2 出現兩次（第 %3 行）：與 OpenGotha 一樣不予匯入</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a country code: left out</source>
        <translation>%1 %2：「%3」不是國家/地區代碼：不予匯入</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not an EGD PIN (8 digits): kept in the notes</source>
        <translation>%1 %2：「%3」不是 EGD PIN（8 位數字）：保存在備註中</translation>
    </message>
    <message>
        <source>%1 %2: rank &apos;%3&apos; is outside 30k-9d or unreadable: paired as %4, as OpenGotha does</source>
        <translation>%1 %2：段級位「%3」超出 30級–9段或無法讀取：與 OpenGotha 一樣按 %4 編排</translation>
    </message>
    <message>
        <source>a date is missing or not yyyy-mm-dd: %1 is taken; check the dates</source>
        <translation>日期缺失或不是 yyyy-mm-dd 格式：採用 %1；請核對日期</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds</source>
        <translation>「%1」不是輪數</translation>
    </message>
    <message>
        <source>McMahon zero %1: OpenGotha counts McMahon scores from 30k whatever the file says, and so does Tengen here</source>
        <translation>麥克馬洪零點 %1：無論檔案如何寫，OpenGotha 都從 30級起計算麥克馬洪分，天元在此也一樣</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenGotha result: read as no result, as OpenGotha does</source>
        <translation>「%1」不是 OpenGotha 的結果代碼：與 OpenGotha 一樣視為尚無結果</translation>
    </message>
    <message>
        <source>no player has the key &apos;%1&apos;: left out, as OpenGotha does</source>
        <translation>沒有棋手的鍵為「%1」：與 OpenGotha 一樣不予匯入</translation>
    </message>
    <message>
        <source>a second game at table %1 of round %2 (the first on line %3): it replaces the first, as OpenGotha does</source>
        <translation>第%2輪第%1台有第二局（第一局在第 %3 行）：與 OpenGotha 一樣以後者取代前者</translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s rounds came with it: %n game(s), %1.</source>
        <translation>
            <numerusform>檔案中的輪次一併匯入：%n 盤對局，%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bye(s)</source>
        <translation>
            <numerusform>%n 個輪空</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a komi: read as 7.5</source>
        <translation>「%1」不是有效貼目：按 7.5 讀取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board size: read as 19</source>
        <translation>「%1」不是棋盤大小：按 19 路讀取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of stones</source>
        <translation>「%1」不是讓子數</translation>
    </message>
    <message>
        <source>%1 stones is outside 0..9: read as %2</source>
        <translation>讓 %1 子超出 0..9：按 %2 子讀取</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a number: read as 0</source>
        <translation>%1 %2：「%3」不是數字：按 0 讀取</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a rating: left out</source>
        <translation>%1 %2：「%3」不是等級分：略去</translation>
    </message>
    <message>
        <source>table %1 is not a table: the game is given table %2, after the round&apos;s highest</source>
        <translation>第 %1 台不是有效台號：該對局改為第 %2 台（本輪最大台號之後）</translation>
    </message>
    <message>
        <source>the file says %1 rounds but has games or byes up to round %2: the tournament gets %2 rounds, as in OpenGotha</source>
        <translation>檔案寫明 %1 輪，但有直到第 %2 輪的對局或輪空：比賽設為 %2 輪，與 OpenGotha 相同</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of a time control</comment>
        <translation>%1小時</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of a time control</comment>
        <translation>%1分鐘</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of a time control</comment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source> </source>
        <comment>between hours and minutes</comment>
        <translation> </translation>
    </message>
    <message>
        <source>byo-yomi %1 × %2</source>
        <translation>讀秒 %1 次 × %2</translation>
    </message>
    <message>
        <source>%1, then byo-yomi %2 × %3</source>
        <translation>基本用時%1，讀秒 %2 次 × %3</translation>
    </message>
    <message>
        <source>%1, then %2 stones in %3</source>
        <translation>基本用時%1，之後每 %3 下 %2 手</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>包乾%1</translation>
    </message>
    <message>
        <source>%1 + %2 a move, at most %3</source>
        <translation>%1，每步加 %2，最多 %3</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>%1，每步加 %2</translation>
    </message>
    <message>
        <source>%1, Bronstein delay %2</source>
        <translation>%1，布朗斯坦延時 %2</translation>
    </message>
    <message>
        <source>%1, delay %2 a move</source>
        <translation>%1，每步延時 %2</translation>
    </message>
    <message>
        <source>hourglass %1</source>
        <translation>沙漏計時 %1</translation>
    </message>
    <message>
        <source>%1, then %2 extension(s) of %3</source>
        <translation>基本用時%1，之後最多 %2 次加時，每次 %3</translation>
    </message>
    <message>
        <source>%1 player(s) have no Latin name (family and given name in Latin letters) the %2 file can hold: %3. Give each one in Registration.</source>
        <translation>%1 名棋手沒有 %2 檔案能寫入的拉丁文姓名（拉丁字母的姓與名）：%3。請在「報名」頁為每人填寫。</translation>
    </message>
    <message>
        <source>OpenGotha holds one bye a round and records a requested bye as an absence, which this event scores otherwise: %1. Make the bye and absence scores equal in the pairing settings, or export anyway and OpenGotha will count these players&apos; scores otherwise.</source>
        <translation>OpenGotha 每輪只記一個輪空，並把申請的輪空記為缺席，而本賽事對兩者計分不同：%1。請在編排設定中讓輪空與缺席的分數相同，或仍然匯出，OpenGotha 將按另一種方式計算這些棋手的分數。</translation>
    </message>
    <message>
        <source>Never paired: %1 – %2</source>
        <translation>永不配對：%1 – %2</translation>
    </message>
    <message>
        <source>Paired in round %1: %2 – %3</source>
        <translation>第 %1 輪指定配對：%2 – %3</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 (every round)</source>
        <translation>第 %1 台保留給 %2（每輪）</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 in round %3</source>
        <translation>第 %3 輪第 %1 台保留給 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>a second bye in round %1 (the first, of %2, on line %3): it replaces the first, as OpenGotha keeps one bye a round</source>
        <translation>第 %1 輪的第二個輪空（第一個為 %2，在第 %3 行）：按 OpenGotha 每輪只保留一個輪空的做法，它取代第一個</translation>
    </message>
    <message>
        <source>%1 holds players or rounds already; copy into a new tournament name, or into the empty one that “server init” makes</source>
        <translation>%1 已有棋手或輪次；請複製到新的比賽名稱，或複製到「server init」建立的空比賽中</translation>
    </message>
    <message>
        <source>%1: a copy is saved to a file; to copy to a server use “tengen-cli copy”</source>
        <translation>%1：副本只儲存為檔案；要複製到伺服器請用「tengen-cli copy」</translation>
    </message>
    <message>
        <source>%1 is this tournament itself; choose another file for the copy</source>
        <translation>%1 就是這個比賽本身；請為副本選擇另一個檔案</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 已經存在</translation>
    </message>
    <message>
        <source>%1 is open in another program; close it there or choose another file</source>
        <translation>%1 正被另一個程式開啟；請在那裡關閉或選擇另一個檔案</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 是一個資料夾</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>round %1, table %2 has the result %3 already: a change needs the referee&apos;s reason</source>
        <translation>第%1輪第%2桌已有結果 %3：更改需要裁判的理由</translation>
    </message>
    <message>
        <source>delta: a whole number of milliseconds, at most 10 hours either way</source>
        <translation>delta：毫秒整數，增減均不超過10小時</translation>
    </message>
    <message>
        <source>reason: a time adjustment needs a reason</source>
        <translation>reason：調整時間需要理由</translation>
    </message>
    <message>
        <source>confirmed: true or false</source>
        <translation>confirmed：true 或 false</translation>
    </message>
    <message>
        <source>an adjustment of no time changes nothing</source>
        <translation>調整量為零，什麼也不會改變</translation>
    </message>
    <message>
        <source>an adjustment is at most 10 hours either way</source>
        <translation>一次調整增減均不超過10小時</translation>
    </message>
    <message>
        <source>wrong referee PIN</source>
        <translation>裁判密碼錯誤</translation>
    </message>
    <message>
        <source>message at byte 0: a message is one JSON object</source>
        <translation>第 0 位元組處的訊息：一則訊息應是一個 JSON 物件</translation>
    </message>
    <message>
        <source>another device holds this table&apos;s clock: a referee can move it to this one</source>
        <translation>本桌的計時在另一台裝置上：裁判可將其移到本裝置</translation>
    </message>
    <message>
        <source>the result to confirm has changed: look at the screen again</source>
        <translation>要確認的成績已經改變：請再看一下螢幕</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” breaks the rule %4 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy, or correct that row.</source>
        <translation>%1：「%3」表的第 %2 列違反規則 %4（檔案在 Tengen 之外被改動過）。檔案被拒絕，原樣保留；請開啟備份，或改正該列。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names a row of “%4” that is not there (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」表的第 %2 列指向「%4」表中不存在的一列（檔案在 Tengen 之外被改動過）。檔案被拒絕，原樣保留；請開啟備份。</translation>
    </message>
    <message>
        <source>%1: a line break or another control character at character %2</source>
        <translation>%1：第 %2 個字元處有換行或其他控制字元</translation>
    </message>
    <message>
        <source>%1: %2 characters; at most %3</source>
        <translation>%1：%2 個字元；最多 %3 個</translation>
    </message>
    <message>
        <source>rating: %1 is not a %2 rating (from %3 to %4)</source>
        <translation>等級分：%1 不是有效的 %2 等級分（%3 到 %4）</translation>
    </message>
    <message>
        <source>rating: its uncertainty is not a number from 0 to 10000</source>
        <translation>等級分：其不確定度不是 0 到 10000 之間的數</translation>
    </message>
    <message>
        <source>McMahon correction %1: from -99 to 99</source>
        <translation>麥克馬洪修正 %1：應在 -99 到 99 之間</translation>
    </message>
    <message>
        <source>a fee of over 10,000,000 is not taken</source>
        <translation>不接受超過 10,000,000 的費用</translation>
    </message>
    <message>
        <source>%1 rounds: at most %2</source>
        <translation>%1 輪：最多 %2 輪</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not a file but a device, a pipe or a socket)</source>
        <translation>%1 不是比賽檔案（它不是一般檔案，而是裝置、管道或通訊端）</translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s format bytes (18 and 19) are %2 and %3, where SQLite writes 1 or 2. Open a backup copy of the tournament.</source>
        <translation>%1 已損壞：檔頭的格式位元組（第 18、19 位元組）為 %2 和 %3，而 SQLite 只寫 1 或 2。請開啟比賽的備份。</translation>
    </message>
    <message>
        <source>%1 holds a change another program did not finish (a -journal file beside it), which could not be undone here: %2</source>
        <translation>%1 含有另一個程式未完成的修改（旁邊有 -journal 檔案），在這裡無法復原：%2</translation>
    </message>
    <message>
        <source>The server of %1 is starting, stopping or full and takes no desk now. Nothing was changed; try again in a moment.</source>
        <translation>%1 的伺服器正在啟動、停止或已滿，暫時不接受工作台。未作任何修改；請稍後再試。</translation>
    </message>
    <message>
        <source>The server of %1 refused this desk&apos;s user name or password (or this computer). Ask whoever set up the server for this desk&apos;s address.</source>
        <translation>%1 的伺服器拒絕了本工作台的使用者名稱或密碼（或這台電腦）。請向架設伺服器的人索取本工作台的位址。</translation>
    </message>
    <message>
        <source>The server of %1 has no such database: check the address.</source>
        <translation>%1 的伺服器上沒有這個資料庫：請檢查位址。</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; try again.</source>
        <translation>無法連線 %1 的伺服器（伺服器或網路不在）。未作任何修改；請再試。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (the server says: %2)</source>
        <translation>無法連線 %1（伺服器說：%2）</translation>
    </message>
    <message>
        <source>an element with over %1 attributes</source>
        <translation>有一個元素的屬性超過 %1 個</translation>
    </message>
    <message>
        <source>Round %1 was not paired: the players&apos; check-ins or results changed %2 times while it was computed (%3 s each time). Pair it again once check-in is over.</source>
        <translation>第 %1 輪未能編排：計算期間棋手的報到或結果已變動 %2 次（每次 %3 秒）。請在報到結束後重新編排。</translation>
    </message>
    <message>
        <source>more than %1 nodes: too large for a game record</source>
        <translation>節點超過 %1 個：對一份棋譜來說太大</translation>
    </message>
    <message>
        <source>more than %1 property values: too large for a game record</source>
        <translation>屬性值超過 %1 個：對一份棋譜來說太大</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that belongs to another tournament file. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁邊的預寫日誌（%2）屬於另一個比賽檔案。此檔案被拒絕開啟，保持原樣；把 %2 移走即可開啟檔案上次儲存時的內容。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) older than the file itself, left from an earlier copy. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁邊的預寫日誌（%2）比檔案本身還舊，是早先副本留下的。此檔案被拒絕開啟，保持原樣；把 %2 移走即可開啟檔案上次儲存時的內容。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>尚無結果</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>白不戰勝</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白勝</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>黑不戰勝</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>jigo by forfeit</source>
        <translation>判和（未對局）</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>both lose by forfeit</source>
        <translation>雙方判負（未對局）</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>雙方負</translation>
    </message>
    <message>
        <source>both win by forfeit</source>
        <translation>雙方判勝（未對局）</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>雙方勝</translation>
    </message>
    <message>
        <source>the clocks of round %1 are in play; the hall serves them, not round %2</source>
        <translation>第 %1 輪的棋鐘正在進行；對局大廳為它們服務，而不是第 %2 輪</translation>
    </message>
    <message>
        <source>not a file but a folder, a device, a pipe or a socket; nothing was read</source>
        <translation>不是檔案，而是資料夾、裝置、管道或通訊端；未讀取任何內容</translation>
    </message>
    <message>
        <source>%1 MB; a list of players is at most %2 MB</source>
        <translation>%1 MB；棋手名單最多 %2 MB</translation>
    </message>
    <message>
        <source>%1 is a tournament file; a document is never written over one. Choose another file.</source>
        <translation>%1 是比賽檔案；文件絕不會覆寫比賽檔案。請選擇其他檔案。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” is for round %4, which no event has (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」的第 %2 列屬於第 %4 輪，沒有比賽有這一輪（檔案在天元之外被改動過）。此檔案被拒絕開啟，保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>%1: player %2 plays twice in round %4 (“%3”; the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：棋手 %2 在第 %4 輪出場兩次（「%3」；檔案在天元之外被改動過）。此檔案被拒絕開啟，保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” pairs player %4 with himself (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」的第 %2 列讓棋手 %4 與自己配對（檔案在天元之外被改動過）。此檔案被拒絕開啟，保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that changes the tournament without counting the change, as Tengen does: another program wrote it. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁邊的預寫日誌（%2）改動了比賽，卻沒有像天元那樣計入改動：它是別的程式寫的。此檔案被拒絕開啟，保持原樣；把 %2 移走即可開啟檔案上次儲存時的內容。</translation>
    </message>
    <message>
        <source>too many wrong join codes from this address: try again in a minute</source>
        <translation>此位址輸錯加入碼的次數太多：請一分鐘後再試</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” holds a text of more than %4 characters (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」的第 %2 列有一段超過 %4 個字元的文字（檔案在天元之外被改動過）。此檔案被拒絕開啟，保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>a press needs an id of 1 to 64 characters</source>
        <translation>按鐘需要 1 到 64 個字元的編號</translation>
    </message>
    <message>
        <source>a team needs a name</source>
        <translation>隊伍需要一個名稱</translation>
    </message>
    <message>
        <source>%1: player %2 is listed twice</source>
        <translation>%1：棋手 %2 被列了兩次</translation>
    </message>
    <message>
        <source>%1: the captain (player %2) is not a member</source>
        <translation>%1：隊長（棋手 %2）不是本隊隊員</translation>
    </message>
    <message>
        <source>player %1 is in two teams: %2 and %3</source>
        <translation>棋手 %1 同時在兩支隊伍中：%2 和 %3</translation>
    </message>
    <message>
        <source>%1: %2 players for %3 boards</source>
        <translation>%1：%3 個台次卻有 %2 名棋手</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is not a member</source>
        <translation>%1，第 %2 台：棋手 %3 不是本隊隊員</translation>
    </message>
    <message>
        <source>%1: player %2 is on two boards</source>
        <translation>%1：棋手 %2 出現在兩個台次上</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is listed after the player of board %4: the order of the members is kept (players may be left out, not moved up)</source>
        <translation>%1，第 %2 台：棋手 %3 在隊員名單中排在第 %4 台棋手之後：須保持隊員順序（可以不上場，但不能提前台次）</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: unpair the round, or enter the game as lost by forfeit, rather than marking the player absent</source>
        <translation>%1 在第 %3 輪第 %2 台有對局：請取消該輪編排，或將該局錄為不戰敗，而不是把棋手標為缺席</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: a bye is asked for before the round is paired</source>
        <translation>%1 在第 %3 輪第 %2 台有對局：輪空須在該輪編排之前申請</translation>
    </message>
    <message>
        <source>%1 has the bye of round %2: unpair the round before marking the player absent</source>
        <translation>%1 在第 %2 輪輪空：請先取消該輪編排，再把棋手標為缺席</translation>
    </message>
    <message>
        <source>this is an individual event: teams play in a team event (tengen-cli new … --teams --board-count N)</source>
        <translation>這是個人賽：隊伍只在團體賽中比賽（tengen-cli new … --teams --board-count N）</translation>
    </message>
    <message>
        <source>no team has the id %1</source>
        <translation>沒有編號為 %1 的隊伍</translation>
    </message>
    <message>
        <source>%1 plays for the team %2: take the player off the team first.</source>
        <translation>%1 是 %2 隊的隊員：請先將其移出該隊。</translation>
    </message>
    <message>
        <source>%1: no player has the id %2</source>
        <translation>%1：沒有編號為 %2 的棋手</translation>
    </message>
    <message>
        <source>team %1 was changed by another program since it was read: look at it again</source>
        <translation>隊伍 %1 在讀取後已被另一個程式修改：請重新查看</translation>
    </message>
    <message>
        <source>a team event plays 2 to 10 boards</source>
        <translation>團體賽為 2 到 10 個台次</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, give its line-up, or mark its players absent</source>
        <translation>%1 只有 %2 名棋手到場，需要 %3 台：請簽到或增加隊員、給出出場名單，或將其棋手標為缺席</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rounds</source>
        <translation>這是個人賽：沒有團體輪次</translation>
    </message>
    <message>
        <source>round %1 is paired already: unpair it first to pair it again</source>
        <translation>第 %1 輪已編排：請先撤銷編排再重新編排</translation>
    </message>
    <message>
        <source>this event pairs teams by hand: choose two teams for each match</source>
        <translation>本賽事手工編排隊伍：每場請選擇兩支隊伍</translation>
    </message>
    <message>
        <source>fewer than two teams have players present in round %1: a team plays with its members whose registration is final and who are not absent</source>
        <translation>第 %1 輪有棋手到場的隊伍不足兩支：隊伍由報名已確認且未缺席的隊員出場</translation>
    </message>
    <message>
        <source>the round robin of %1 teams has %2 rounds</source>
        <translation>%1 支隊伍的循環賽共 %2 輪</translation>
    </message>
    <message>
        <source>%1 plays in round %2 but none of its players is present: give its line-up</source>
        <translation>%1 在第 %2 輪有比賽，但沒有棋手到場：請給出其出場名單</translation>
    </message>
    <message>
        <source>team %1 cannot play itself</source>
        <translation>隊伍 %1 不能與自己比賽</translation>
    </message>
    <message>
        <source>%1 already plays in round %2</source>
        <translation>%1 在第 %2 輪已有比賽</translation>
    </message>
    <message>
        <source>%1 and %2 met in round %3: pair them again only if you mean it</source>
        <translation>%1 與 %2 已在第 %3 輪相遇：確需再次相遇才編排</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, or give its line-up</source>
        <translation>%1 只有 %2 名棋手到場，需要 %3 台：請簽到或增加隊員，或給出出場名單</translation>
    </message>
    <message>
        <source>team %1 has no match in round %2</source>
        <translation>隊伍 %1 在第 %2 輪沒有比賽</translation>
    </message>
    <message>
        <source>%1 is paired in a round and cannot be removed; unpair the round first</source>
        <translation>%1 已在某輪編排，不能刪除；請先撤銷該輪編排</translation>
    </message>
    <message>
        <source>round %1 is paired: its line-ups stand. Unpair it to change %2&apos;s line-up</source>
        <translation>第 %1 輪已編排：出場名單已定。要修改 %2 的出場名單請先撤銷編排</translation>
    </message>
    <message>
        <source>%1&apos;s line-up for round %2 was changed by another program since it was read: look at it again</source>
        <translation>讀取後另一程式修改了 %1 第 %2 輪的出場名單：請重新查看</translation>
    </message>
    <message>
        <source>player %1 is in another line-up of round %2</source>
        <translation>棋手 %1 已在第 %2 輪的另一出場名單中</translation>
    </message>
    <message>
        <source>match %1, board %2 of round %3 has no game of its line-ups&apos; players</source>
        <translation>第 %3 輪第 %1 場第 %2 台沒有其出場名單棋手的對局</translation>
    </message>
    <message>
        <source>round %1 of a team event has a game outside its matches</source>
        <translation>團體賽第 %1 輪有不屬於任何一場的對局</translation>
    </message>
    <message>
        <source>match %1 is not of round %2</source>
        <translation>第 %1 場不屬於第 %2 輪</translation>
    </message>
    <message>
        <source>round %1 has match %2 twice</source>
        <translation>第 %1 輪有兩個第 %2 場</translation>
    </message>
    <message>
        <source>team %1 plays twice in round %2</source>
        <translation>隊伍 %1 在第 %2 輪出場兩次</translation>
    </message>
    <message>
        <source>team %1 has no line-up of %2 players in round %3</source>
        <translation>隊伍 %1 在第 %3 輪沒有 %2 人的出場名單</translation>
    </message>
    <message>
        <source>team %1 plays and has the bye in round %2</source>
        <translation>隊伍 %1 在第 %2 輪既有比賽又輪空</translation>
    </message>
    <message>
        <source>player %1 is in two line-ups of round %2</source>
        <translation>棋手 %1 在第 %2 輪的兩份出場名單中</translation>
    </message>
    <message>
        <source>team criterion %1 (at character %2) is not one of TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a preset: opengotha, fide, chinese</source>
        <translation>團體排名標準 %1（第 %2 個字元）不是 TEAMP、BDW、BDW1U 至 BDW9U、SOST、LBW、DE、MNR 之一，也不是預設：opengotha、fide、chinese</translation>
    </message>
    <message>
        <source>the team standings need a criterion</source>
        <translation>團體排名至少需要一項標準</translation>
    </message>
    <message>
        <source>the team standings take at most %1 criteria</source>
        <translation>團體排名最多 %1 項標準</translation>
    </message>
    <message>
        <source>%1 counts more boards than the event&apos;s %2 (use BDW)</source>
        <translation>%1 計算的台數不少於本賽事的 %2 台（請用 BDW）</translation>
    </message>
    <message>
        <source>team criterion %1 is given twice</source>
        <translation>團體排名標準 %1 出現兩次</translation>
    </message>
    <message>
        <source>match points must be between 0 and 10 (got %1)</source>
        <translation>場分須在 0 到 10 之間（給出 %1）</translation>
    </message>
    <message>
        <source>a won match must give at least a draw, a draw at least a loss</source>
        <translation>勝一場的場分不得少於和，和不得少於負</translation>
    </message>
    <message>
        <source>the leader board %1 is not one of the boards</source>
        <translation>主將台 %1 不在台次之內</translation>
    </message>
    <message>
        <source>match points &quot;%1&quot; are not win/draw/loss, each 0 to 10 in steps of 0.5, as 2/1/0 or 3/1/0</source>
        <translation>場分「%1」不是 勝/和/負 的形式（各 0 到 10，以 0.5 為單位），如 2/1/0 或 3/1/0</translation>
    </message>
    <message>
        <source>a tied match &quot;%1&quot; is not draw, leader, or leader with the winner&apos;s and loser&apos;s points, as leader:2/1</source>
        <translation>平局規則「%1」不是 draw、leader，或帶勝負方得分的 leader（如 leader:2/1）</translation>
    </message>
    <message>
        <source>a board outside a team</source>
        <translation>台次不在任何隊伍中</translation>
    </message>
    <message>
        <source>board %1 of round %2: boards are 1 to %3, rounds 1 to %4</source>
        <translation>第 %2 輪第 %1 台：台次為 1 到 %3，輪次為 1 到 %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team size of 1 to %2</source>
        <translation>「%1」不是 1 到 %2 的隊伍人數</translation>
    </message>
    <message>
        <source>team criterion &apos;%1&apos; is not one Tengen counts: left out of the team standings</source>
        <translation>團體排名標準「%1」天元不計算：不列入團體排名</translation>
    </message>
    <message>
        <source>teams of %1 board: read as an individual event, the teams left out</source>
        <translation>每隊 %1 台：按個人賽讀入，略去隊伍</translation>
    </message>
    <message>
        <source>%1 is on a board of round %2 already (line %3): left out here</source>
        <translation>%1 在第 %2 輪已在某台出場（第 %3 行）：此處略去</translation>
    </message>
    <message>
        <source>%1: its teams play %2 boards, this event&apos;s %3</source>
        <translation>%1：其隊伍每場 %2 台，本賽事為 %3 台</translation>
    </message>
    <message>
        <source>in a team event the boards follow the matches: pair the teams of round %1 (team pair) instead</source>
        <translation>團體賽的各台隨對陣而定：請改為編排第 %1 輪的隊伍（team pair）</translation>
    </message>
    <message>
        <source>a round is paired: the event&apos;s kind and its number of boards stay as they are</source>
        <translation>已有輪次編排：賽事類型和台數不能再改</translation>
    </message>
    <message>
        <source>the event has teams: remove them to make it an individual event</source>
        <translation>賽事中已有隊伍：請先刪除隊伍再改為個人賽</translation>
    </message>
    <message>
        <source>a McMahon bar needs the team Swiss pairing</source>
        <translation>麥克馬洪上限只適用於團體積分編排</translation>
    </message>
    <message>
        <source>the McMahon bar is not a rank</source>
        <translation>麥克馬洪上限不是有效段級位</translation>
    </message>
    <message>
        <source>Table %1 is not the first even board of its match: the nigiri at table %2 gives every board its colours</source>
        <translation>第 %1 桌不是本場第一個分先台：由第 %2 桌猜先決定各台執色</translation>
    </message>
    <message>
        <source>two different teams are needed (got %1 twice)</source>
        <translation>需要兩支不同的隊伍（%1 出現了兩次）</translation>
    </message>
    <message>
        <source>the event has no stage %1</source>
        <translation>本賽事沒有第%1階段</translation>
    </message>
    <message>
        <source>The file&apos;s stages cannot be used: %1</source>
        <translation>檔案中的階段設定無法使用：%1</translation>
    </message>
    <message>
        <source>this event is one Swiss or McMahon stage: nothing to place</source>
        <translation>本賽事只有一個積分編排或麥克馬洪階段：無需排定編號</translation>
    </message>
    <message>
        <source>stage %1 is paired round by round: nothing to place</source>
        <translation>第%1階段逐輪編排：無需排定編號</translation>
    </message>
    <message>
        <source>stage %1 has its players placed already</source>
        <translation>第%1階段的棋手編號已排定</translation>
    </message>
    <message>
        <source>stage %1 needs at least %2 players; it has %3</source>
        <translation>第%1階段至少需要 %2 名棋手，現有 %3 名</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a match of the round before it is not decided (a result, or the referee&apos;s decision, is missing)</source>
        <translation>第%1輪尚不能編排：上一輪有對局未決出勝負（缺少結果或裁判裁定）</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a game of the round before it has no result (or needs the referee&apos;s decision)</source>
        <translation>第%1輪尚不能編排：上一輪有對局無結果（或需裁判裁定）</translation>
    </message>
    <message>
        <source>round %1 is not in a round-robin or knockout stage</source>
        <translation>第%1輪不屬於循環賽或淘汰賽階段</translation>
    </message>
    <message>
        <source>stage %1&apos;s players are not placed yet</source>
        <translation>第%1階段的棋手編號尚未排定</translation>
    </message>
    <message>
        <source>stage %1, group %2: the players&apos; numbers are not 1 to %3 (was the file edited by hand?); take the places back and place the players again</source>
        <translation>第%1階段%2組：棋手編號不是 1 至 %3（檔案是否被手工改過？）；請撤銷編號後重新排定</translation>
    </message>
    <message>
        <source>Round %1 has no game to pair: every match of its bracket round is decided</source>
        <translation>第%1輪無需編排對局：該輪所有比賽均已決出勝負</translation>
    </message>
    <message>
        <source>stage %1 is not a knockout</source>
        <translation>第%1階段不是淘汰賽</translation>
    </message>
    <message>
        <source>round %1 is not a knockout round</source>
        <translation>第%1輪不是淘汰賽輪次</translation>
    </message>
    <message>
        <source>player %1 does not play at table %2</source>
        <translation>棋手 %1 不在第%2台對局</translation>
    </message>
    <message>
        <source>the board decided table %1 (or has no result yet): no decision is needed</source>
        <translation>第%1台已在盤上分出勝負（或尚無結果）：無需裁定</translation>
    </message>
    <message>
        <source>the stages were changed by another program since they were read: look at them again</source>
        <translation>階段設定在讀取後已被其他程式修改：請重新查看</translation>
    </message>
    <message>
        <source>stage %1 has its players placed: take the places back first</source>
        <translation>第%1階段已排定棋手編號：請先撤銷</translation>
    </message>
    <message>
        <source>stage %1 has paired rounds: unpair them first</source>
        <translation>第%1階段已有編排的輪次：請先撤銷編排</translation>
    </message>
    <message>
        <source>a referee&apos;s decision needs its reason</source>
        <translation>裁判裁定須寫明理由</translation>
    </message>
    <message>
        <source>stage %1: stages are numbered 1, 2, … in order</source>
        <translation>第%1階段：階段須按 1、2……順序編號</translation>
    </message>
    <message>
        <source>stage %1 must start at round %2</source>
        <translation>第%1階段須從第%2輪開始</translation>
    </message>
    <message>
        <source>stage %1: an event has at most 99 rounds</source>
        <translation>第%1階段：賽事最多 99 輪</translation>
    </message>
    <message>
        <source>stage %1: a Swiss or McMahon stage needs its number of rounds</source>
        <translation>第%1階段：積分編排或麥克馬洪階段須給出輪數</translation>
    </message>
    <message>
        <source>stage %1: a Swiss, McMahon or groups stage can only be the first</source>
        <translation>第%1階段：積分編排、麥克馬洪或小組賽只能作為第一階段</translation>
    </message>
    <message>
        <source>stage 1 is played by every registered player</source>
        <translation>第一階段由全體報名棋手參加</translation>
    </message>
    <message>
        <source>stage %1: say how many players of the stage before go on (at least 2)</source>
        <translation>第%1階段：請給出上一階段晉級人數（至少 2 人）</translation>
    </message>
    <message>
        <source>stage %1: 2 to 16 groups</source>
        <translation>第%1階段：2 至 16 個組</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage has groups</source>
        <translation>第%1階段：只有小組賽才分組</translation>
    </message>
    <message>
        <source>stage %1: a knockout match is one game or best of three</source>
        <translation>第%1階段：淘汰賽每場為一局或三局兩勝</translation>
    </message>
    <message>
        <source>stage %1: only a knockout has a game for third place</source>
        <translation>第%1階段：只有淘汰賽才有三四名決賽</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage sends the top of each group on</source>
        <translation>第%1階段：只有小組賽才按各組名次出線</translation>
    </message>
    <message>
        <source>stage %1: its rounds are not known yet, so no stage can follow</source>
        <translation>第%1階段：輪數尚未確定，不能再設後續階段</translation>
    </message>
    <message>
        <source>round %1, table %2: the bracket went on from this result; unpair round %3 (and any after it) before changing it</source>
        <translation>第%1輪第%2台：對陣已按此結果晉級；請先撤銷第%3輪（及其後各輪）的編排再修改</translation>
    </message>
    <message>
        <source>the event&apos;s rounds follow its stages: change the stages instead</source>
        <translation>賽事輪數由各階段決定：請修改階段設定</translation>
    </message>
    <message>
        <source>stage %1 is not over: round %2 is not paired or has a game without a result</source>
        <translation>第%1階段尚未結束：第%2輪未編排或有對局尚無結果</translation>
    </message>
    <message>
        <source>stage %1 is not over: its bracket has no winner yet</source>
        <translation>第%1階段尚未結束：對陣尚未決出冠軍</translation>
    </message>
    <message>
        <source>%1 has a place in stage %2: take the stage&apos;s places back first (stage unplace), or withdraw the player.</source>
        <translation>%1 已排入第%2階段：請先撤銷該階段的編號（stage unplace），或將其退賽。</translation>
    </message>
    <message>
        <source>the referee&apos;s decision of round %1, table %2 was changed by another program: look at it again</source>
        <translation>第%1輪第%2台的裁判裁定已被其他程式修改：請重新查看</translation>
    </message>
    <message>
        <source>the stage before has no known number of rounds yet: place its players first</source>
        <translation>上一階段的輪數尚未確定：請先排定其棋手編號</translation>
    </message>
    <message>
        <source>round %1, table %2 has no referee&apos;s decision</source>
        <translation>第%1輪第%2台沒有裁判裁定</translation>
    </message>
    <message>
        <source>round %1, table %2 has the referee&apos;s decision already: take it back first (undo)</source>
        <translation>第%1輪第%2台已有裁判裁定：請先撤銷（復原操作）</translation>
    </message>
    <message>
        <source>OpenGotha cannot hold this event&apos;s team rules: %1. Reopened, the file ranks the teams otherwise; export anyway only to pair or print it there.</source>
        <translation>OpenGotha 無法保存本賽事的團體規則：%1。重新開啟後，檔案中的團體名次會不同；僅在需要在 OpenGotha 中編排或列印時仍可匯出。</translation>
    </message>
    <message>
        <source>this is not a team event: the team column is left out (make the event a team event first to import its teams)</source>
        <translation>這不是團體賽：已忽略「隊伍」一欄（先將賽事設為團體賽，才能匯入其隊伍）</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 輪不在賽事的輪次內（1 至 %2）</translation>
    </message>
    <message>
        <source>every team plays in round %1 already</source>
        <translation>第 %1 輪每支隊伍都已有對陣</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1, 2, …)</source>
        <translation>「%1」不是台次（1、2……）</translation>
    </message>
    <message>
        <source>a board without a team</source>
        <translation>有台次而無隊伍</translation>
    </message>
    <message>
        <source>%1 has two players on board %2 (lines %3 and %4)</source>
        <translation>%1 第 %2 台有兩名棋手（第 %3 行和第 %4 行）</translation>
    </message>
    <message>
        <source>round %1: no event has it (rounds are 1 to %2)</source>
        <translation>第 %1 輪：任何賽事都沒有此輪（輪次為 1 至 %2）</translation>
    </message>
    <message>
        <source>%1: stage %2 has %3 players placed and %4 as its number of rounds, which its format does not give (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：第 %2 階段已排位 %3 名棋手，輪數卻為 %4，與該階段的賽制不符（檔案在天元之外被改動）。檔案被拒絕並保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names player %4, who is not in that game or team (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」的第 %2 列指向棋手 %4，但他不在該對局或該隊中（檔案在天元之外被改動）。檔案被拒絕並保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>%1: team %2 has the bye in round %3 and plays a match in it too (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：隊伍 %2 在第 %3 輪輪空，卻又在該輪有比賽（檔案在天元之外被改動）。檔案被拒絕並保持原樣；請開啟備份副本。</translation>
    </message>
    <message>
        <source>the grace before a table whose device is gone is paused must be 0 to 600 s</source>
        <translation>設備離開後到暫停該桌之前的寬限時間須為 0 到 600 秒</translation>
    </message>
    <message>
        <source>the hall of this tournament is served by another program: process %1 on %2 (its lease runs to %3 unless it stops first)</source>
        <translation>本比賽的賽場已由另一個程式提供：%2 上的行程 %1（其租約到 %3 為止，除非它先停止）</translation>
    </message>
    <message>
        <source>the hall was stopped</source>
        <translation>賽場已停止</translation>
    </message>
    <message>
        <source>taking a flag back needs the referee&apos;s reason</source>
        <translation>撤銷超時判負需要裁判說明理由</translation>
    </message>
    <message>
        <source>no flag has fallen</source>
        <translation>沒有超時</translation>
    </message>
    <message>
        <source>a team inside the team of line %1</source>
        <translation>隊伍巢狀在第 %1 行的隊伍之內</translation>
    </message>
    <message>
        <source>%1 is the name of the team of line %2 too</source>
        <translation>第 %2 行的隊伍也叫 %1</translation>
    </message>
    <message>
        <source>board %1 of round %2 of %3 has a player already (line %4)</source>
        <translation>%3 第 %2 輪的第 %1 台已有棋手（第 %4 行）</translation>
    </message>
    <message>
        <source>%1 is in another team&apos;s line-up for round %2: change that line-up first</source>
        <translation>%1 在第 %2 輪另一支隊伍的出場名單中：請先修改那份名單</translation>
    </message>
    <message>
        <source>only a later stage can be removed</source>
        <translation>只能刪除後續階段</translation>
    </message>
    <message>
        <source>only the last stage (%1) can be removed</source>
        <translation>只能刪除最後一個階段（%1）</translation>
    </message>
    <message>
        <source>a confirmation needs the side (B or W)</source>
        <translation>確認需要註明哪一方（B 或 W）</translation>
    </message>
    <message>
        <source>a team event has no stages: its round robin is its team pairing (the team rules)</source>
        <translation>團體賽沒有階段：團體賽的循環賽就是它的團體編排（團體規則）</translation>
    </message>
    <message>
        <source>division %1: an id given twice</source>
        <translation>組別 %1：編號重複</translation>
    </message>
    <message>
        <source>division %1: a division needs a name</source>
        <translation>組別 %1：組別需要名稱</translation>
    </message>
    <message>
        <source>two divisions are named &quot;%1&quot;: each needs a name of its own</source>
        <translation>有兩個組別都叫「%1」：每個組別需要自己的名稱</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: %2 rounds (1 to 99)</source>
        <translation>組別「%1」：%2 輪（應為 1 到 99）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: tables %2-%3 are not a range from 1 to %4</source>
        <translation>組別「%1」：桌號 %2-%3 不是 1 到 %4 之間的範圍</translation>
    </message>
    <message>
        <source>the event&apos;s first division is missing</source>
        <translation>缺少賽事的第一個組別</translation>
    </message>
    <message>
        <source>divisions &quot;%1&quot; and &quot;%2&quot; share tables %3-%4: give each its own range</source>
        <translation>組別「%1」和「%2」共用第 %3-%4 桌：請給每個組別單獨的桌號範圍</translation>
    </message>
    <message>
        <source>%1: player %2 is in division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：棋手 %2 屬於組別 %3，但賽事沒有這個組別（檔案在天元之外被修改過）。已拒絕開啟，檔案保持原樣；請開啟備份。</translation>
    </message>
    <message>
        <source>%1: %2 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：%2（檔案在天元之外被修改過）。已拒絕開啟，檔案保持原樣；請開啟備份。</translation>
    </message>
    <message>
        <source>the divisions were changed by another program since they were read: look at them again</source>
        <translation>讀取之後組別已被另一個程式修改：請重新查看</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; still has %2 players: move them to another division first</source>
        <translation>組別「%1」還有 %2 名棋手：請先把他們移到其他組別</translation>
    </message>
    <message>
        <source>the event has no division %1</source>
        <translation>賽事沒有組別 %1</translation>
    </message>
    <message>
        <source>a team event has no divisions: make a file for each team event</source>
        <translation>團體賽沒有組別：每個團體賽請單獨建立一個檔案</translation>
    </message>
    <message>
        <source>the first division&apos;s system and rounds are the event&apos;s own: change them in the event&apos;s settings (tengen-cli settings, stage)</source>
        <translation>第一個組別的賽制和輪數就是賽事本身的：請在賽事設定中修改（tengen-cli settings、stage）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has begun: its system stays as it is</source>
        <translation>組別「%1」已經開始：賽制不能再改</translation>
    </message>
    <message>
        <source>the first division holds the event&apos;s own settings: remove the others first, or rename it</source>
        <translation>第一個組別保存著賽事本身的設定：請先刪除其他組別，或給它改名</translation>
    </message>
    <message>
        <source>%1: the division&apos;s round 1 is paired; moving a player now needs the director&apos;s reason</source>
        <translation>%1：該組別第 1 輪已編排；現在調動棋手需要裁判長說明理由</translation>
    </message>
    <message>
        <source>the event has %1 divisions already: divisions are made from the registration only for an event of one</source>
        <translation>賽事已有 %1 個組別：只有單一組別的賽事才能按報名自動劃分組別</translation>
    </message>
    <message>
        <source>round 1 is paired: the divisions are made before it</source>
        <translation>第 1 輪已編排：組別要在此之前劃分</translation>
    </message>
    <message>
        <source>no players to make divisions of</source>
        <translation>沒有棋手可劃分組別</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: a certification group needs both its grades and its award table</source>
        <translation>組別「%1」：認定組需要認定的段級位和授予表</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: the grades it certifies are not a range</source>
        <translation>組別「%1」：認定的段級位不是一個範圍</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its award table is for %2 rounds, and it plays %3</source>
        <translation>組別「%1」：授予表適用於 %2 輪，而該組別進行 %3 輪</translation>
    </message>
    <message>
        <source>award table %1: %2 rounds (1 to 99)</source>
        <translation>授予表 %1：%2 輪（應為 1 到 99）</translation>
    </message>
    <message>
        <source>award table %1: a rule for %2 wins, beyond its %3 rounds</source>
        <translation>授予表 %1：有 %2 勝的規則，超出了它的 %3 輪</translation>
    </message>
    <message>
        <source>award table %1: two rules for %2 wins</source>
        <translation>授予表 %1：%2 勝有兩條規則</translation>
    </message>
    <message>
        <source>award table %1: %2 grades from the one claimed (at most 9)</source>
        <translation>授予表 %1：與申報段級位相差 %2 級（最多 9）</translation>
    </message>
    <message>
        <source>award table %1: no rule for %2 wins (every score from 0 to %3 needs one)</source>
        <translation>授予表 %1：沒有 %2 勝的規則（從 0 到 %3 的每個成績都需要一條）</translation>
    </message>
    <message>
        <source>an award table: not a JSON object (at byte %1: %2)</source>
        <translation>授予表：不是 JSON 物件（第 %1 位元組：%2）</translation>
    </message>
    <message>
        <source>an award table: &quot;rounds&quot; must be a number</source>
        <translation>授予表：「rounds」必須是數字</translation>
    </message>
    <message>
        <source>an award table: rule %1 needs &quot;wins&quot; (a number) and &quot;award&quot; (none, claimed, band-top, band-middle, band-bottom, band-above, band-below)</source>
        <translation>授予表：第 %1 條規則需要 &quot;wins&quot;（數字）和 &quot;award&quot;（none、claimed、band-top、band-middle、band-bottom、band-above、band-below）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; is not a certification group: give it the grades it certifies and an award table (division edit --certify)</source>
        <translation>組別「%1」不是認定組：請給出它認定的段級位和授予表（division edit --certify）</translation>
    </message>
    <message>
        <source>the event has no certification group (division edit --certify)</source>
        <translation>賽事沒有認定組（division edit --certify）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its players claim no grade: give the grades it certifies</source>
        <translation>組別「%1」：其棋手都沒有申報段級位：請給出它認定的段級位</translation>
    </message>
    <message>
        <source>%1: round %2 has a game or a bye of division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：第 %2 輪有屬於組別 %3 的對局或輪空，而賽事沒有該組別（檔案在天元之外被改動過）。已拒絕開啟並保持原樣；請開啟備份。</translation>
    </message>
    <message>
        <source>a division&apos;s system and rounds are changed with the division (division edit)</source>
        <translation>組別的賽制和輪數在組別中修改（division edit）</translation>
    </message>
    <message>
        <source>the event has no division “%1” (its divisions: %2)</source>
        <translation>賽事沒有組別「%1」（其組別：%2）</translation>
    </message>
    <message>
        <source>the event has %1 divisions: say which one (%2)</source>
        <translation>賽事有 %1 個組別：請指明哪一個（%2）</translation>
    </message>
    <message>
        <source>%1 plays %2: a division after the first is paired as McMahon or Swiss for now (a round robin, groups or a knockout is the first division&apos;s, or an event of its own)</source>
        <translation>%1 採用 %2：第一組之後的組別目前只能按麥克馬洪制或積分編排制編排（循環賽、分組或淘汰賽請放在第一組，或單獨辦一個賽事）</translation>
    </message>
    <message>
        <source>round %1 of %2 needs %3 tables, and its tables are %4: give it more (division edit --tables)</source>
        <translation>%2 第 %1 輪需要 %3 張桌，而其桌號為 %4：請多給一些（division edit --tables）</translation>
    </message>
    <message>
        <source>round %1 of %2 would need table %3; the event&apos;s tables go up to %4</source>
        <translation>%2 第 %1 輪將需要第 %3 桌；賽事桌號最多到 %4</translation>
    </message>
    <message>
        <source>round %1 of %2 would be played at tables %3, and table %4 has another division&apos;s game in round %1 (the tables moved as players were added): give %2 tables of its own (division edit --tables)</source>
        <translation>%2 第 %1 輪將在 %3 號桌進行，而第 %4 桌在第 %1 輪已有其他組別的對局（加人後桌號移動了）：請給 %2 指定自己的桌號（division edit --tables）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the event, its division</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no grade is awarded yet: no certificate to print (the results of the group&apos;s rounds give the grades)</source>
        <translation>尚未授予段級位：沒有可列印的證書（段級位由該組各輪的成績決定）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has played rounds: it stays in the event with its games</source>
        <translation>組別「%1」已有對局：它和它的對局保留在賽事中</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a division&apos;s native and Latin names</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>tengen::Rank</name>
    <message>
        <source>%1p</source>
        <comment>a professional dan: 2p</comment>
        <translation>職業%1段</translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>an amateur dan: 3d</comment>
        <translation>%1段</translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>a kyu grade: 5k</comment>
        <translation>%1級</translation>
    </message>
</context>
<context>
    <name>tengen::clock::VoiceBank</name>
    <message>
        <source>espeak-ng failed for %1: %2</source>
        <translation>espeak-ng 產生 %1 失敗：%2</translation>
    </message>
    <message>
        <source>espeak-ng is not installed and the voice pack has no %1</source>
        <translation>未安裝 espeak-ng，語音包中也沒有 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ConstraintDialog</name>
    <message>
        <source>Keep a table for a player</source>
        <translation>為棋手保留台次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台號</translation>
    </message>
    <message>
        <source>Every round</source>
        <translation>每輪</translation>
    </message>
    <message>
        <source>Never pair two players</source>
        <translation>兩名棋手永不配對</translation>
    </message>
    <message>
        <source>Pair two players in round %1</source>
        <translation>第 %1 輪指定兩名棋手對陣</translation>
    </message>
    <message>
        <source>and</source>
        <translation>與</translation>
    </message>
    <message>
        <source>why (siblings, same family, a player&apos;s request…)</source>
        <translation>原因（兄弟姊妹、同一家庭、棋手要求……）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DisputeView</name>
    <message>
        <source>Chinese (area, 子)</source>
        <translation>中國規則（數子法，以子計）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本規則</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓國規則</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 規則</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>應氏規則</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>紐西蘭規則</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 規則</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋譜檔案 (*.sgf *.SGF);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export the decision</source>
        <translation>匯出裁定書</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Decision written to %1</source>
        <translation>裁定書已儲存至 %1</translation>
    </message>
    <message>
        <source>Open game record…</source>
        <translation>開啟棋譜…</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新建局面</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>點擊</translation>
    </message>
    <message>
        <source>marks a group dead or alive</source>
        <translation>標記整塊棋的死活</translation>
    </message>
    <message>
        <source>places a black stone</source>
        <translation>放置黑子</translation>
    </message>
    <message>
        <source>places a white stone</source>
        <translation>放置白子</translation>
    </message>
    <message>
        <source>removes a stone</source>
        <translation>移除棋子</translation>
    </message>
    <message>
        <source>Black&apos;s count (子)</source>
        <translation>黑方計數（子）</translation>
    </message>
    <message>
        <source>e.g. 184½ — the referee counts one colour</source>
        <translation>例如 184½ — 裁判只需數一方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌次</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>Export decision (PDF)…</source>
        <translation>匯出裁定書（PDF）…</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The initial position.</source>
        <translation>初始局面。</translation>
    </message>
    <message>
        <source>A position entered by hand.</source>
        <translation>手動擺放的局面。</translation>
    </message>
    <message>
        <source>Move %1 is illegal under %2: %3.</source>
        <translation>依%2，第 %1 手違規：%3。</translation>
    </message>
    <message>
        <source>Move %1 is legal under %2.</source>
        <translation>依%2，第 %1 手合法。</translation>
    </message>
    <message>
        <source>%1  ·  %2</source>
        <translation>%1  ·  %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 手 / 共 %2 手</translation>
    </message>
    <message>
        <source>Black: %1   White: %2   %3</source>
        <translation>黑方：%1   白方：%2   %3</translation>
    </message>
    <message>
        <source>No result: the marks are inconsistent</source>
        <translation>無法得出結果：死活標記不一致</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black %1 · White %2 · dame %3&lt;br&gt;komi %4 · handicap %5 · compensation %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;黑 %1 · 白 %2 · 單官 %3&lt;br&gt;貼目 %4 · 讓子 %5 · 貼還 %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stones: Black %1, White %2 · surrounded points: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子：黑 %1，白 %2 · 圍住的空點：黑 %3，白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Territory: Black %1, White %2 · prisoners: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;目數：黑 %1，白 %2 · 提子：黑 %3，白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seki to confirm: %1 stones&lt;/p&gt;</source>
        <translation>&lt;p&gt;待確認的雙活：%1 顆棋子&lt;/p&gt;</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>無法得出結果：死活標記不一致</translation>
    </message>
    <message>
        <source>Move %1 (%2) is legal under %3; the referee rules on it.</source>
        <translation>第 %1 手（%2）在%3下合法，由裁判裁定。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file, not a game record.</source>
        <translation>%1 是目前開啟的比賽檔案，不是棋譜。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file; choose another file.</source>
        <translation>%1 是目前開啟的比賽檔案；請選擇其他檔案。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>沒有棋局</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DivisionsDialog</name>
    <message>
        <source>Divisions</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>System</source>
        <translation>賽制</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>桌號</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Certifies</source>
        <translation>認定段級位</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>新增(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編輯(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>刪除(&amp;R)</translation>
    </message>
    <message>
        <source>The event&apos;s own division</source>
        <translation>賽事本身的組別</translation>
    </message>
    <message>
        <source>Tables of its own</source>
        <translation>指定桌號</translation>
    </message>
    <message>
        <source>A certification group (grades awarded)</source>
        <translation>段級位認定組（授予段級位）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>拉丁字母名稱</translation>
    </message>
    <message>
        <source>Award table</source>
        <translation>授予表</translation>
    </message>
</context>
<context>
    <name>tengen::gui::FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 檔案</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <source>About Tengen</source>
        <translation>關於天元</translation>
    </message>
    <message>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>天元（Tengen）%1 — 圍棋比賽編排軟體。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新增比賽(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation>匯入選手(&amp;I)…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>比賽設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>選手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>新增選手(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>編輯選手(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Withdraw or reinstate</source>
        <translation>退賽/恢復參賽(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Check in for the round</source>
        <translation>本輪報到(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation>關於天元(&amp;A)</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>報名</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Tengen</source>
        <translation>天元</translation>
    </message>
    <message>
        <source>%1 — %2 — Tengen</source>
        <translation>%1 — %2 — 天元</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>無法開啟比賽</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <source>Cannot create the tournament</source>
        <translation>無法建立比賽</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>未匯入任何資料</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1 中有 %n 個問題。請修正檔案後重新匯入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已匯入 %n 名選手。</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament settings were taken from the file.</source>
        <translation>比賽設定已從檔案中讀取。</translation>
    </message>
    <message numerus="yes">
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>有 %n 筆可能重複的選手需要核對：未進行任何合併。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>匯入完成</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>新增比賽檔案</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>天元比賽檔案 (*.tengen)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>開啟比賽</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>天元比賽檔案 (*.tengen);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>匯入選手</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>選手名單 (*.csv *.txt *.xml);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 試算表（UTF-8 或 GB18030）</translation>
    </message>
    <message>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD 等級分名單（allworld_lp）</translation>
    </message>
    <message>
        <source>FFG rating list (échelle)</source>
        <translation>FFG 等級分名單（échelle）</translation>
    </message>
    <message>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比賽檔案（.xml）</translation>
    </message>
    <message>
        <source>Format of %1</source>
        <translation>%1 的格式</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>&amp;Delete registration…</source>
        <translation>刪除報名(&amp;D)…</translation>
    </message>
    <message>
        <source>Find likely &amp;duplicates…</source>
        <translation>尋找可能重複的報名(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋譜檔案 (*.sgf *.SGF);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open &amp;game record for a dispute…</source>
        <translation>開啟爭議棋譜(&amp;G)…</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>爭議裁定</translation>
    </message>
    <message>
        <source>Cannot read the game record</source>
        <translation>無法讀取棋譜</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>計時</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>報表</translation>
    </message>
    <message>
        <source>%1 — %2 (read only) — Tengen</source>
        <translation>%1 — %2（唯讀）— 天元</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>Opened to read only</source>
        <translation>已以唯讀方式開啟</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</source>
        <translation>
            <numerusform>%n 個計時鐘正在使用中。仍要結束嗎？它們會立即停止，再次開啟比賽時以暫停狀態恢復。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Pairing settings…</source>
        <translation>編排參數(&amp;P)…</translation>
    </message>
    <message>
        <source>Make the registration &amp;final</source>
        <translation>設為正式報名(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Participation by round…</source>
        <translation>各輪參賽情況(&amp;P)…</translation>
    </message>
    <message>
        <source>Connect to &amp;server…</source>
        <translation>連線伺服器(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 — %2 (%3) — Tengen</source>
        <translation>%1 — %2（%3）— 天元</translation>
    </message>
    <message>
        <source>no role: read only</source>
        <translation>無角色：唯讀</translation>
    </message>
    <message>
        <source>director</source>
        <translation>裁判長</translation>
    </message>
    <message>
        <source>registration desk</source>
        <translation>報名台</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>成績台</translation>
    </message>
    <message>
        <source>referee desk</source>
        <translation>裁判台</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>僅檢視</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) about the file: read, but not everywhere as written; see the details.</source>
        <translation>
            <numerusform>關於該檔案有 %n 則警告：已讀入，但並非處處按原文讀取；詳見詳細資訊。</numerusform>
        </translation>
    </message>
    <message>
        <source>-copy</source>
        <translation>-副本</translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation>儲存比賽副本</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>另存副本(&amp;C)…</translation>
    </message>
    <message>
        <source>Add from a &amp;rating list…</source>
        <translation>從等級分名單新增(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>使用說明(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>尋找棋手(&amp;F)</translation>
    </message>
    <message>
        <source>Tengen — user&apos;s guide</source>
        <translation>天元 — 使用說明</translation>
    </message>
    <message>
        <source>%1	next tab</source>
        <translation>%1	下一頁</translation>
    </message>
    <message>
        <source>%1	previous tab</source>
        <translation>%1	上一頁</translation>
    </message>
    <message>
        <source>Enter	in the result field (Rounds): enter the result typed, e.g. 12 1</source>
        <translation>Enter	在結果輸入框（輪次頁）：錄入所輸入的結果，如 12 1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>快速鍵</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>另存副本</translation>
    </message>
    <message>
        <source>A copy of the tournament as it stands now is in %1</source>
        <translation>比賽目前狀態的副本已儲存在 %1</translation>
    </message>
    <message>
        <source>Import a whole rating list</source>
        <translation>匯入整份等級分名單</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a rating list of %n player(s). Register every one of them? To register some, use Players → Add from a rating list… instead.</source>
        <translation>
            <numerusform>%1 是一份有 %n 名棋手的等級分名單。要全部報名嗎？只報名其中幾人請改用「棋手 → 從等級分名單新增…」。</numerusform>
        </translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>團體</translation>
    </message>
    <message>
        <source>&amp;Next stage (final, knockout)…</source>
        <translation>下一階段（決賽、淘汰賽）(&amp;N)…</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>下一階段</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>循環賽</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>淘汰賽</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三局兩勝</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>三四名決賽</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>賽制</translation>
    </message>
    <message>
        <source>Players (the top of the stage before)</source>
        <translation>人數（取上一階段前列）</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament, open one, or look around the demo tournament first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;新建賽事、開啟已有賽事，或先看看示例賽事。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>新建賽事…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>開啟賽事…</translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation>開啟示例賽事</translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation>連線伺服器…</translation>
    </message>
    <message>
        <source>Recent tournaments (double-click to open):</source>
        <translation>最近的賽事（雙擊開啟）：</translation>
    </message>
    <message>
        <source>Place the players of the next stage</source>
        <translation>為下一階段排定選手位置</translation>
    </message>
    <message>
        <source>Take back the last stage&apos;s places…</source>
        <translation>撤銷最後一個已排定階段的位置…</translation>
    </message>
    <message>
        <source>Remove the last stage…</source>
        <translation>刪除最後一個階段…</translation>
    </message>
    <message>
        <source>Every stage&apos;s players are placed.</source>
        <translation>所有階段的選手均已排定位置。</translation>
    </message>
    <message>
        <source>No stage&apos;s players are placed.</source>
        <translation>還沒有階段排定選手位置。</translation>
    </message>
    <message>
        <source>Take back the places</source>
        <translation>撤銷位置</translation>
    </message>
    <message>
        <source>Take back the places of stage %1? Its players can be placed again.</source>
        <translation>撤銷第%1階段的選手位置？之後可以重新排定。</translation>
    </message>
    <message>
        <source>Remove the last stage</source>
        <translation>刪除最後一個階段</translation>
    </message>
    <message>
        <source>Remove the event&apos;s last stage?</source>
        <translation>刪除本賽事的最後一個階段？</translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation>組別(&amp;D)：</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), tables %1–%2</source>
        <translation>
            <numerusform>%n 名棋手，%1–%2 號桌</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to another &amp;division…</source>
        <translation>移到其他組別(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Divisions…</source>
        <translation>組別(&amp;D)…</translation>
    </message>
    <message>
        <source>Print &amp;certificates…</source>
        <translation>列印證書(&amp;C)…</translation>
    </message>
    <message>
        <source>Print certificates</source>
        <translation>列印證書</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>certificates.pdf</source>
        <translation>證書.pdf</translation>
    </message>
    <message>
        <source>No certificates</source>
        <translation>沒有證書</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>證書已寫入 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>比賽設定</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麥克馬洪制</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <source>Chinese (area counting)</source>
        <translation>中國規則（數子法）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本規則</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓國規則</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 規則</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>應氏規則</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>紐西蘭規則</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 規則</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>例如：公開組、少年組、女子組</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>比賽名稱</translation>
    </message>
    <message>
        <source>Name (Latin)</source>
        <translation>名稱（拉丁字母）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>開始日期</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>結束日期</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>System</source>
        <translation>賽制</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Komi (points)</source>
        <translation>貼目（目）</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盤路數</translation>
    </message>
    <message>
        <source>+ byo-yomi</source>
        <translation>+ 讀秒</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>貼目：填寫目數（如 7.5）或子數（如 3¾子）</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Now: %1 (kept unless you change the time)</source>
        <translation>目前：%1（除非修改用時，否則保持不變）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事類型</translation>
    </message>
    <message>
        <source>Individual</source>
        <translation>個人賽</translation>
    </message>
    <message>
        <source>Team event</source>
        <translation>團體賽</translation>
    </message>
    <message>
        <source>Fixed order: a player may be left out, never moved up</source>
        <translation>固定台次：可缺陣，不可提前</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由排陣</translation>
    </message>
    <message>
        <source>By hand, match by match</source>
        <translation>人工逐場編排</translation>
    </message>
    <message>
        <source>win/draw/loss, e.g. 2/1/0 or 3/1/0</source>
        <translation>勝/平/負，如 2/1/0 或 3/1/0</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>A won match</source>
        <translation>勝局</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不計分</translation>
    </message>
    <message>
        <source>Boards with handicap by rank (the pairing settings&apos; correction and ceiling)</source>
        <translation>按段位讓子（按編排設定中的讓子修正和上限）</translation>
    </message>
    <message>
        <source>empty: team Swiss; a rank such as 3d: McMahon</source>
        <translation>留空：團體積分編排；填段位如 3d：麥克馬洪</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>排陣</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>編排</translation>
    </message>
    <message>
        <source>A tied match</source>
        <translation>平局處理</translation>
    </message>
    <message>
        <source>A team&apos;s bye</source>
        <translation>隊伍輪空</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名依據</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>麥克馬洪上限</translation>
    </message>
    <message>
        <source>Match points: %1</source>
        <translation>場分：%1</translation>
    </message>
    <message>
        <source>McMahon bar: an amateur rank such as 3d, or empty</source>
        <translation>麥克馬洪上限：填業餘段級位（如 3d）或留空</translation>
    </message>
    <message>
        <source>A team event</source>
        <translation>團體賽</translation>
    </message>
    <message>
        <source>Team Swiss</source>
        <translation>團體積分編排</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>循環賽</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>台數</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>場分</translation>
    </message>
    <message>
        <source>groups: </source>
        <translation>組數：</translation>
    </message>
    <message>
        <source>to the knockout from each: </source>
        <translation>每組出線人數：</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三局兩勝</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>三四名決賽</translation>
    </message>
    <message>
        <source>Event: a team event plays its round robin as its team pairing (team rules)</source>
        <translation>賽事：團體賽的循環賽請在團體編排中設定（團體規則）</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>循環賽</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <source>Groups, then knockout (小组赛 + 淘汰赛)</source>
        <translation>小組賽 + 淘汰賽</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>淘汰賽</translation>
    </message>
    <message>
        <source>Board 1 decides (主将)</source>
        <translation>主將決勝（第 1 台）</translation>
    </message>
    <message>
        <source>its winner</source>
        <translation>勝方得</translation>
    </message>
    <message>
        <source>its loser</source>
        <translation>負方得</translation>
    </message>
    <message>
        <source>FIDE: match points, board points, opponents&apos; match points, direct encounter</source>
        <translation>國際棋聯：場分、局分、對手分、直勝</translation>
    </message>
    <message>
        <source>Chinese: match points, board points, opponents&apos; match points, board-1 wins (主将), direct encounter</source>
        <translation>中國：場分、局分、對手分、主將勝局、直勝</translation>
    </message>
    <message>
        <source>OpenGotha: match points, opponents&apos; match points, board points, board points of boards 1–3</source>
        <translation>OpenGotha：場分、對手分、局分、前 3 台局分</translation>
    </message>
    <message>
        <source>In an order of your own…</source>
        <translation>自訂順序…</translation>
    </message>
    <message>
        <source>Tick the criteria and drag them into their order</source>
        <translation>勾選各項依據，並拖動排出先後</translation>
    </message>
    <message>
        <source>Teams of one school or club meet only when no other pairing is left</source>
        <translation>同一學校或俱樂部的隊伍儘量不相遇（別無他法時才相遇）</translation>
    </message>
    <message>
        <source>Standings: tick at least one criterion</source>
        <translation>排名依據：至少勾選一項</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>編排參數</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>選擇預設…</translation>
    </message>
    <message>
        <source>Chinese national event (中国全国比赛)</source>
        <translation>中國全國比賽</translation>
    </message>
    <message>
        <source>EGF McMahon</source>
        <translation>EGF 麥克馬洪制</translation>
    </message>
    <message>
        <source>AGA McMahon</source>
        <translation>AGA 麥克馬洪制</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>積分編排（瑞士制）</translation>
    </message>
    <message>
        <source>Swiss with categories (SwissCat)</source>
        <translation>分組積分編排（SwissCat）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麥克馬洪制</translation>
    </message>
    <message>
        <source>Swiss (积分编排)</source>
        <translation>積分編排（瑞士制）</translation>
    </message>
    <message>
        <source>Round the scores of unplayed rounds down</source>
        <translation>未對局輪次的得分向下取整</translation>
    </message>
    <message>
        <source>System</source>
        <translation>編排制度</translation>
    </message>
    <message>
        <source>McMahon bar (上限)</source>
        <translation>麥克馬洪上限</translation>
    </message>
    <message>
        <source>McMahon floor (下限)</source>
        <translation>麥克馬洪下限</translation>
    </message>
    <message>
        <source>Bye (轮空) scores</source>
        <translation>輪空得分</translation>
    </message>
    <message>
        <source>Absence scores</source>
        <translation>缺席得分</translation>
    </message>
    <message>
        <source>General</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>Criterion %1</source>
        <translation>第%1依據</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Split and random</source>
        <translation>分半隨機</translation>
    </message>
    <message>
        <source>Split and fold</source>
        <translation>分半折疊</translation>
    </message>
    <message>
        <source>Split and slip</source>
        <translation>分半平移</translation>
    </message>
    <message>
        <source>Players of one club or country meet late (同单位回避)</source>
        <translation>同單位迴避（同一俱樂部或國家的棋手盡量晚相遇）</translation>
    </message>
    <message>
        <source>Seeding up to round</source>
        <translation>種子規則適用至第幾輪</translation>
    </message>
    <message>
        <source>Seeding in those rounds</source>
        <translation>這些輪次的種子規則</translation>
    </message>
    <message>
        <source>Seeding after them</source>
        <translation>之後的種子規則</translation>
    </message>
    <message>
        <source>Score difference rather than the same club</source>
        <translation>寧可分差也不同俱樂部相遇</translation>
    </message>
    <message>
        <source>Score difference rather than the same country</source>
        <translation>寧可分差也不同國家相遇</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>編排</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>麥克馬洪分</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>0 (even games)</source>
        <translation>0（分先）</translation>
    </message>
    <message>
        <source>Handicap from</source>
        <translation>讓子依據</translation>
    </message>
    <message>
        <source>Even games from rank</source>
        <translation>自此段位起分先</translation>
    </message>
    <message>
        <source>Correction (stones fewer)</source>
        <translation>減子數</translation>
    </message>
    <message>
        <source>At most (stones)</source>
        <translation>最多讓子數</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Rounds are paired: why the change? (kept in the journal)</source>
        <translation>已有輪次編排：為何修改？（記入日誌）</translation>
    </message>
    <message>
        <source>No round is paired yet: no reason needed</source>
        <translation>尚無輪次編排：無需理由</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amateur rank (such as 4d or 20k)</source>
        <translation>%1：&apos;%2&apos; 不是業餘段級位（如 4d 或 20k）</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>麥克馬洪上限</translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation>麥克馬洪下限</translation>
    </message>
    <message>
        <source>The McMahon floor is above the bar.</source>
        <translation>麥克馬洪下限高於上限。</translation>
    </message>
    <message>
        <source>Choose at least one placement criterion.</source>
        <translation>請至少選擇一個名次依據。</translation>
    </message>
    <message>
        <source>Rounds are paired already: say why the settings change.</source>
        <translation>已有輪次編排：請說明修改參數的理由。</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ParticipationDialog</name>
    <message>
        <source>playing</source>
        <translation>參賽</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Participation by round</source>
        <translation>各輪參賽情況</translation>
    </message>
    <message>
        <source>Click a cell for the next state (playing, absent, bye); click a round&apos;s heading to make everybody play it, or if all do, to mark everybody absent.</source>
        <translation>點擊儲存格切換狀態（參賽、缺席、輪空）；點擊某輪標題使所有人參賽該輪，若所有人已參賽則全部標為缺席。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>No change yet.</source>
        <translation>尚無更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed (in bold); OK writes them together.</source>
        <translation>
            <numerusform>已更改 %n 名棋手（粗體）；確定後一併寫入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>編輯選手</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>新增選手</translation>
    </message>
    <message>
        <source>e.g. Ke</source>
        <translation>例如 Ke</translation>
    </message>
    <message>
        <source>e.g. Jie</source>
        <translation>例如 Jie</translation>
    </message>
    <message>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation>姓在前（柯潔、Iyama Yuta）</translation>
    </message>
    <message>
        <source>Given name first (Thomas Müller)</source>
        <translation>名在前（Thomas Müller）</translation>
    </message>
    <message>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN、JP、KR、FR… 或 台灣</translation>
    </message>
    <message>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, 業餘2段, 5級</translation>
    </message>
    <message>
        <source>only to override rank and rating</source>
        <translation>僅在需要覆蓋段位和等級分時填寫</translation>
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
        <translation>其他</translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>yyyy-mm-dd</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未填寫</translation>
    </message>
    <message>
        <source>female</source>
        <translation>女</translation>
    </message>
    <message>
        <source>male</source>
        <translation>男</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>預先報名</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式報名</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Family name</source>
        <translation>姓</translation>
    </message>
    <message>
        <source>Given name</source>
        <translation>名</translation>
    </message>
    <message>
        <source>Family name (Latin)</source>
        <translation>姓（拉丁字母）</translation>
    </message>
    <message>
        <source>Given name (Latin)</source>
        <translation>名（拉丁字母）</translation>
    </message>
    <message>
        <source>Name order</source>
        <translation>姓名順序</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>棋力</translation>
    </message>
    <message>
        <source>Declared rank</source>
        <translation>申報段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>Rank set by the director</source>
        <translation>裁判長指定段位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>麥克馬洪修正</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>報名資料</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>協會</translation>
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
        <translation>FFG 會員證號</translation>
    </message>
    <message>
        <source>Other IDs</source>
        <translation>其他編號</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>應繳報名費</translation>
    </message>
    <message>
        <source>Fee paid</source>
        <translation>已繳報名費</translation>
    </message>
    <message>
        <source>Contact (private)</source>
        <translation>聯絡方式（不公開）</translation>
    </message>
    <message>
        <source>Notes (private)</source>
        <translation>備註（不公開）</translation>
    </message>
    <message>
        <source>Enter the player&apos;s name.</source>
        <translation>請輸入選手姓名。</translation>
    </message>
    <message>
        <source>Declared rank: %1</source>
        <translation>申報段位：%1</translation>
    </message>
    <message>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>裁判長指定段位：「%1」不是段位</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>等級分：「%1」不是數字</translation>
    </message>
    <message>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>麥克馬洪修正：應為整數，通常為 0</translation>
    </message>
    <message>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>國家/地區：「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>出生日期：「%1」不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>Plays as %1 (%2)</source>
        <translation>以 %1（%2）參賽</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>預先報名</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>已繳費</translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>已報到</translation>
    </message>
    <message>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>尚無段位：請填寫申報段位或等級分</translation>
    </message>
    <message>
        <source>Set by the director</source>
        <translation>由裁判長指定</translation>
    </message>
    <message>
        <source>From the rating</source>
        <translation>由等級分換算</translation>
    </message>
    <message>
        <source>As declared</source>
        <translation>依申報段位</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拉丁字母姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>申報段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>組別</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>報名費</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>Born %1; age on the first day of the event</source>
        <translation>出生於 %1；以比賽首日計算的年齡</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年齡</translation>
    </message>
    <message>
        <source>other list</source>
        <comment>a rating from another list than EGD, AGA, FFG</comment>
        <translation>其他等級分</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RatingListDialog</name>
    <message>
        <source>Add from a rating list</source>
        <translation>從等級分名單新增</translation>
    </message>
    <message>
        <source>Choose the list…</source>
        <translation>選擇名單…</translation>
    </message>
    <message>
        <source>Part of a name, an EGD PIN, a licence or a club</source>
        <translation>姓名的一部分、EGD 編號、會員號或俱樂部</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>No rating list chosen yet.</source>
        <translation>尚未選擇等級分名單。</translation>
    </message>
    <message>
        <source>Choose a rating list</source>
        <translation>選擇等級分名單</translation>
    </message>
    <message>
        <source>Rating lists (*.txt *.TXT);;All files (*)</source>
        <translation>等級分名單 (*.txt *.TXT);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>%1 is not an EGD, FFG or AGA rating list</source>
        <translation>%1 不是 EGD、FFG 或 AGA 的等級分名單</translation>
    </message>
    <message>
        <source>%1 is a tournament file, not a rating list</source>
        <translation>%1 是比賽檔案，不是等級分名單</translation>
    </message>
    <message>
        <source>%1 holds no player</source>
        <translation>%1 中沒有棋手</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1：%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the federation&apos;s list (EGD, FFG or AGA) first.</source>
        <translation>請先選擇協會的名單（EGD、FFG 或 AGA）。</translation>
    </message>
    <message>
        <source>Type part of a name, an ID or a club.</source>
        <translation>輸入姓名、編號或俱樂部的一部分。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) shown</source>
        <translation>
            <numerusform>顯示 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>Registered %1</source>
        <translation>已報名 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RefereeView</name>
    <message>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>封棋</translation>
    </message>
    <message>
        <source>flag: %1</source>
        <translation>超時：%1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>用時：%1</translation>
    </message>
    <message>
        <source>Table %1: %2 to the flag (%3)</source>
        <translation>第 %1 桌：距超時 %2（%3）</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>桌數</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>開始本輪</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>全部暫停</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>全部繼續</translation>
    </message>
    <message>
        <source>Attention (soonest first)</source>
        <translation>關注（最緊迫在前）</translation>
    </message>
    <message>
        <source>The clock journal could not be written: %1</source>
        <translation>計時記錄無法寫入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) recovered from the tournament file, paused: resume when the players are ready.</source>
        <translation>
            <numerusform>已從比賽檔案恢復 %n 桌計時，皆已暫停：選手準備好後繼續。</numerusform>
        </translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>單台模式</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>Calls are made in byo-yomi only.</source>
        <translation>只有讀秒階段才報時。</translation>
    </message>
    <message>
        <source>The calls of this event</source>
        <translation>本賽事的讀秒報時</translation>
    </message>
    <message>
        <source>A recorded voice pack (sec_30.wav, count_7.wav, …)</source>
        <translation>錄製的語音包（sec_30.wav、count_7.wav……）</translation>
    </message>
    <message>
        <source>Spoken calls: %1</source>
        <translation>語音讀秒：%1</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>沒有第 %1 台。</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>第 %1 台：%2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Sealed move (stop the clock)</source>
        <translation>封棋（停鐘）</translation>
    </message>
    <message>
        <source>Open the sealed move</source>
        <translation>打開封棋</translation>
    </message>
    <message>
        <source>Take back a wrong press</source>
        <translation>撤銷誤按</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>交換兩側</translation>
    </message>
    <message>
        <source>Adjust time…</source>
        <translation>調整時間…</translation>
    </message>
    <message>
        <source>Adjust the time of table %1</source>
        <translation>調整第 %1 台的時間</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>一方</translation>
    </message>
    <message>
        <source>Add (negative: remove)</source>
        <translation>增加（負數為扣除）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Adjust time</source>
        <translation>調整時間</translation>
    </message>
    <message>
        <source>This takes the time to zero. Adjust anyway?</source>
        <translation>這會使時間歸零。仍要調整嗎？</translation>
    </message>
    <message>
        <source>Speak this table&apos;s calls here</source>
        <translation>在本機播報此台的讀秒</translation>
    </message>
    <message>
        <source>Table mode (full screen)</source>
        <translation>單台模式（全螢幕）</translation>
    </message>
    <message>
        <source>Click a table when the player to move has moved; click a flashing table to acknowledge its flag. Right-click for the table&apos;s actions.</source>
        <translation>輪到的一方落子後點擊該台；點擊閃爍的台確認超時。按右鍵開啟該台的操作。</translation>
    </message>
    <message>
        <source>Spoken calls</source>
        <translation>語音讀秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Voice pack…</source>
        <translation>語音包…</translation>
    </message>
    <message>
        <source>Calls…</source>
        <translation>報時…</translation>
    </message>
    <message>
        <source>The calls of this event in byo-yomi, editable</source>
        <translation>本賽事讀秒階段的報時，可編輯</translation>
    </message>
    <message>
        <source>Spoken calls: no audio output was found; the calls are timed but not heard.</source>
        <translation>語音讀秒：找不到音訊輸出；報時照常計時但聽不到。</translation>
    </message>
    <message>
        <source>⚑ flag</source>
        <translation>⚑ 超時</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set up the clocks</source>
        <translation>設定計時鐘</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</source>
        <translation>
            <numerusform>%n 個計時鐘正在使用中。仍要設定新的計時鐘嗎？使用中的計時鐘將停止（其記錄保留在比賽檔案中）。</numerusform>
        </translation>
    </message>
    <message>
        <source># Calls in byo-yomi: offsets in seconds from the start of each period.</source>
        <translation># 讀秒報時：自每次讀秒開始起的秒數。</translation>
    </message>
    <message>
        <source># ordinary: periods with more to come; last: the last period.</source>
        <translation># ordinary：之後還有讀秒的各次；last：最後一次。</translation>
    </message>
    <message>
        <source># Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the count in the last period).</source>
        <translation># 鍵：sec:N（N秒），min:N，left_min:N，left_periods:N（還剩N），count:N（最後一次的讀數）。</translation>
    </message>
    <message>
        <source>Game over (stop both clocks)…</source>
        <translation>對局結束（停止雙方計時）…</translation>
    </message>
    <message>
        <source> (%1 – %2)</source>
        <translation>（%1 – %2）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>Declare the game at table %1%2 over? Both clocks stop for good.</source>
        <translation>宣布第%1台%2對局結束？雙方計時將永久停止。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>The round whose games the clocks are for: its tables, both players&apos; names and the event&apos;s time control</source>
        <translation>計時鐘所對應的輪次：其台次、雙方姓名和本賽事的用時規定</translation>
    </message>
    <message>
        <source>The clocks in play are not in this tournament&apos;s journal; set up the round&apos;s clocks when they are done.</source>
        <translation>正在使用的計時鐘不在本比賽的記錄中；待其結束後再設定本輪的計時鐘。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control: %2</source>
        <translation>「%1」不是有效的用時設定：%2</translation>
    </message>
    <message>
        <source>Time control of this table…</source>
        <translation>本台用時…</translation>
    </message>
    <message>
        <source>Time control of table %1</source>
        <translation>第%1台的用時</translation>
    </message>
    <message>
        <source>Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):</source>
        <translation>用時（與計時頁相同的寫法，例如 byoyomi:main=60m,period=30s,periods=3）：</translation>
    </message>
    <message>
        <source>Table %1 plays %2.</source>
        <translation>第%1台的用時為 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n journal record(s) of an unknown kind were left out.</source>
        <translation>
            <numerusform>%n筆未知類型的記錄已略去。</numerusform>
        </translation>
    </message>
    <message>
        <source>The players&apos; names could not be read; the tiles show table numbers.</source>
        <translation>無法讀取棋手姓名；各台只顯示台號。</translation>
    </message>
    <message>
        <source>offline %1</source>
        <translation>離線 %1</translation>
    </message>
    <message>
        <source>pause asked</source>
        <translation>請求暫停</translation>
    </message>
    <message>
        <source>result to confirm</source>
        <translation>結果待確認</translation>
    </message>
    <message>
        <source>Enter the table&apos;s result (%1)…</source>
        <translation>錄入本台的結果（%1）…</translation>
    </message>
    <message>
        <source>Change the result of table %1</source>
        <translation>更改第 %1 台的結果</translation>
    </message>
    <message>
        <source>The round has another result for this game. Why is it changed to %1?</source>
        <translation>本輪中這盤棋已有另一結果。為何改為%1？</translation>
    </message>
    <message>
        <source>Set the table&apos;s result aside</source>
        <translation>擱置本台提交的結果</translation>
    </message>
    <message>
        <source>Table %1: the device is offline since %2</source>
        <translation>第 %1 台：裝置自 %2 起離線</translation>
    </message>
    <message>
        <source>Table %1: the players paused the clock</source>
        <translation>第 %1 台：棋手暫停了棋鐘</translation>
    </message>
    <message>
        <source>Table %1: %2 to confirm</source>
        <translation>第 %1 台：%2 待確認</translation>
    </message>
    <message>
        <source>Table %1: sealed move %2</source>
        <translation>第 %1 台：封棋 %2</translation>
    </message>
    <message>
        <source>Table devices</source>
        <translation>對局台裝置</translation>
    </message>
    <message>
        <source>A phone or tablet at each table shows and presses its clock over the network, on this address and port</source>
        <translation>每個對局台的手機或平板透過網路顯示並按動本台棋鐘，使用此位址和連接埠</translation>
    </message>
    <message>
        <source>Referee PIN</source>
        <translation>裁判 PIN</translation>
    </message>
    <message>
        <source>Needed for a referee&apos;s action from a table&apos;s device</source>
        <translation>在對局台裝置上進行裁判操作時需要</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>加入碼…</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>「%1」不是 IP 位址</translation>
    </message>
    <message>
        <source>Set up the clocks of a round first: the devices join a round&apos;s tables.</source>
        <translation>請先設定某一輪的棋鐘：裝置加入的是一輪中的對局台。</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>無法在 %1:%2 上監聽</translation>
    </message>
    <message>
        <source>Open a tournament to set the referee&apos;s PIN.</source>
        <translation>請先開啟比賽再設定裁判 PIN。</translation>
    </message>
    <message>
        <source>Table %1  %2  %3 – %4</source>
        <translation>第 %1 台  %2  %3 – %4</translation>
    </message>
    <message>
        <source>Join codes of round %1</source>
        <translation>第 %1 輪的加入碼</translation>
    </message>
    <message>
        <source>Each table&apos;s page: %1t/CODE</source>
        <translation>各台的頁面：%1t/加入碼</translation>
    </message>
    <message>
        <source>Switch on the table devices to serve the pages.</source>
        <translation>開啟對局台裝置後才能提供這些頁面。</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>有爭議</translation>
    </message>
    <message>
        <source>Table %1: dispute, first %2, then %3</source>
        <translation>第%1桌：有爭議，先報%2，後報%3</translation>
    </message>
    <message>
        <source>Table %1: flag fallen (%2)</source>
        <translation>第%1桌：超時（%2）</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>%1 台裝置</translation>
    </message>
    <message>
        <source>Table %1: %2 devices; one holds the clock</source>
        <translation>第%1桌：%2 台裝置，只有一台掌握計時</translation>
    </message>
    <message>
        <source>Move the clock to the device at %1 (connected %2)</source>
        <translation>把計時移到 %1 的裝置（已連線 %2）</translation>
    </message>
    <message>
        <source>clock&apos;s device gone</source>
        <translation>計時裝置已離開</translation>
    </message>
    <message>
        <source>Table %1: the clock&apos;s device is gone; move the clock to the one there (the table&apos;s menu)</source>
        <translation>第 %1 台：計時裝置已離開；請把計時移到現在的裝置上（該台的選單）</translation>
    </message>
    <message>
        <source>⚑ held</source>
        <translation>⚑ 待定</translation>
    </message>
    <message>
        <source>paused: its device was gone</source>
        <translation>已暫停：設備離開</translation>
    </message>
    <message>
        <source>flag held</source>
        <translation>超時待定</translation>
    </message>
    <message>
        <source>result for the referee</source>
        <translation>結果待裁判</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) offline since %1: %2</source>
        <translation>
            <numerusform>%n 桌自 %1 起離線：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s); its device is refused referee actions for a minute</source>
        <translation>
            <numerusform>第 %1 桌：裁判密碼錯誤 %n 次；該設備一分鐘內不能執行裁判操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s)</source>
        <translation>
            <numerusform>第 %1 桌：裁判密碼錯誤 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: paused, its device was gone; resume it once a device is there</source>
        <translation>第 %1 桌：設備離開，已暫停；有設備後再繼續</translation>
    </message>
    <message>
        <source>Table %1: flag held, the device is silent since before it fell; decide it from the table&apos;s menu</source>
        <translation>第 %1 桌：超時待定，設備在超時前已無回應；請在該桌選單中裁定</translation>
    </message>
    <message>
        <source>Take the flag back…</source>
        <translation>撤銷超時判負…</translation>
    </message>
    <message>
        <source>Take the flag back</source>
        <translation>撤銷超時判負</translation>
    </message>
    <message>
        <source>Table %1: the clock stands paused at the instant the flag fell; give the player time (Adjust time…) and resume. The referee&apos;s reason:</source>
        <translation>第 %1 桌：棋鐘停在超時的時刻；請給棋手補時（調整時間…）後繼續。裁判的理由：</translation>
    </message>
    <message>
        <source>Table %1: the flag is taken back.</source>
        <translation>第 %1 桌：超時判負已撤銷。</translation>
    </message>
    <message>
        <source>Decide the flag now (what the device has not sent yet is not in)</source>
        <translation>現在裁定超時（設備尚未傳送的操作不計入）</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <source>Registered %1</source>
        <translation>已報名：%1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>顯示 %1 · 已報名 %2 · 正式 %3 · 已退賽 %4</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>恢復參賽</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>退賽</translation>
    </message>
    <message>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>搜尋姓名（漢字或拉丁字母）和俱樂部…</translation>
    </message>
    <message>
        <source>Hide withdrawn</source>
        <translation>隱藏已退賽選手</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>新增選手…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>報到</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>Bye requested</source>
        <translation>申請輪空</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Delete the registration of %1? Use Withdraw for a player who leaves the event; Delete is for a registration made by mistake or a duplicate.</source>
        <translation>刪除 %1 的報名？選手中途離開比賽請用「退賽」；「刪除」用於誤報或重複的報名。</translation>
    </message>
    <message numerus="yes">
        <source>No likely duplicates among %n player(s).</source>
        <translation>
            <numerusform>%n 名選手中沒有可能重複的報名。</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>可能重複的報名</translation>
    </message>
    <message>
        <source>#%1 %2  ↔  #%3 %4  (%5)</source>
        <translation>#%1 %2  ↔  #%3 %4（%5）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Likely a duplicate</source>
        <translation>可能重複報名</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3: %4). Register anyway?</source>
        <translation>%1 與已報名的 %2（%3 號：%4）相似。仍要報名嗎？</translation>
    </message>
    <message numerus="yes">
        <source>Participation of %n player(s)</source>
        <translation>
            <numerusform>%n 名棋手的參賽情況</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a pair to select the later registration, then edit, withdraw or delete it.</source>
        <translation>點選一對，即選中較晚的報名，然後可編輯、退賽或刪除。</translation>
    </message>
    <message>
        <source>Move to another division</source>
        <translation>移到其他組別</translation>
    </message>
    <message numerus="yes">
        <source>Move %n player(s) to:</source>
        <translation>
            <numerusform>將 %n 名棋手移到：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) moved.</source>
        <translation>
            <numerusform>已移動 %n 名棋手。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::ReportsView</name>
    <message>
        <source>Save the document</source>
        <translation>儲存文件</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Save the result sheets</source>
        <translation>儲存成績記錄單</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Publish to a folder</source>
        <translation>發布到資料夾</translation>
    </message>
    <message>
        <source>Published to %1</source>
        <translation>已發布到 %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>EGF results file</source>
        <translation>EGF 成績檔案</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <source>Result sheets (PDF)…</source>
        <translation>成績記錄單（PDF）…</translation>
    </message>
    <message>
        <source>Publish after the round…</source>
        <translation>本輪結束後發布…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>沒有開啟的比賽。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>報表</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>已傳送到印表機</translation>
    </message>
    <message>
        <source>By strength</source>
        <translation>按棋力</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>按姓名</translation>
    </message>
    <message>
        <source>By club</source>
        <translation>按單位</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>獎項組</translation>
    </message>
    <message>
        <source>the tournament&apos;s categories</source>
        <translation>比賽的組別</translation>
    </message>
    <message>
        <source>Prize sections separated by &apos;;&apos;, each with an optional =N prizes (default 3): overall, women, u12 (under 12 on the first day), ranks:10k-20k, category:NAME</source>
        <translation>獎項組以「;」分隔，每組可加 =N 表示獎項數（預設 3）：overall（總成績）、women（女子）、u12（首日未滿 12 歲）、ranks:10k-20k（段級範圍）、category:名稱（組別）</translation>
    </message>
    <message>
        <source>One prize per player</source>
        <translation>每人只領一個獎</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>列印…</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>即時頁面</translation>
    </message>
    <message>
        <source>A read-only web page with the pairings and standings for players&apos; phones, on this address and port</source>
        <translation>供選手用手機查看對陣和排名的唯讀網頁，在此位址和連接埠上提供</translation>
    </message>
    <message>
        <source>Sections: %1</source>
        <translation>獎項組：%1</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>無法使用該印表機。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>「%1」不是 IP 位址</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>無法在 %1:%2 上監聽</translation>
    </message>
    <message>
        <source>Live page at %1</source>
        <translation>即時頁面：%1</translation>
    </message>
    <message>
        <source>Join codes</source>
        <translation>加入碼</translation>
    </message>
    <message>
        <source>Each table&apos;s code and QR code for a clock on a phone (the table devices of the Clocks tab); for the list printed for the tables, never on the live page</source>
        <translation>每台的加入碼和 QR 碼，供手機棋鐘使用（棋鐘頁的對局台裝置）；用於列印給各台的名單，絕不出現在即時頁面上</translation>
    </message>
    <message>
        <source>FFG results file (.tou)</source>
        <translation>FFG 成績檔案 (.tou)</translation>
    </message>
    <message>
        <source>AGA results file</source>
        <translation>AGA 成績檔案</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比賽檔案 (.xml)</translation>
    </message>
    <message>
        <source>the latest round paired</source>
        <translation>最新已編排的一輪</translation>
    </message>
    <message>
        <source>the latest round with results</source>
        <translation>最新有結果的一輪</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest paired</source>
        <translation>已選定；最新已編排的是第 %1 輪</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest with results</source>
        <translation>已選定；最新有結果的是第 %1 輪</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation>仍然匯出嗎？</translation>
    </message>
    <message>
        <source>Website…</source>
        <translation>網站…</translation>
    </message>
    <message>
        <source>Where the published pages go, and whether they are published after each round</source>
        <translation>發布網頁的去處，以及是否每輪結束後自動發布</translation>
    </message>
    <message numerus="yes">
        <source>Website: up to date (%n page(s) sent)</source>
        <translation>
            <numerusform>網站：已是最新（已傳送 %n 個網頁）</numerusform>
        </translation>
    </message>
    <message>
        <source>Website: not reached (%1); trying again in %2 s</source>
        <translation>網站：無法連線（%1）；%2 秒後重試</translation>
    </message>
    <message>
        <source>Website refused the pages: %1</source>
        <translation>網站拒收網頁：%1</translation>
    </message>
    <message>
        <source>Website: sending…</source>
        <translation>網站：正在傳送…</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>網站</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Folder of the pages:</source>
        <translation>網頁資料夾：</translation>
    </message>
    <message>
        <source>Website address (optional):</source>
        <translation>網站位址（選填）：</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>密鑰：</translation>
    </message>
    <message>
        <source>Publish after each round</source>
        <translation>每輪結束後發布</translation>
    </message>
    <message>
        <source>The website address must begin with http:// or https://</source>
        <translation>網站位址必須以 http:// 或 https:// 開頭</translation>
    </message>
    <message>
        <source>The website needs its secret (the receiver&apos;s --secret).</source>
        <translation>網站需要密鑰（接收端的 --secret）。</translation>
    </message>
    <message>
        <source>Website: writing the pages of round %1…</source>
        <translation>網站：正在寫出第%1輪的網頁…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RoundsView</name>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（棄權）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>編排本輪</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>取消編排</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>交換黑白</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>交換對手</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>說明原因</translation>
    </message>
    <message>
        <source>Result (table, then 1 / 2 / = / f1 / f2):</source>
        <translation>結果（台號，然後 1 / 2 / = / f1 / f2）：</translation>
    </message>
    <message>
        <source>e.g. 12 1</source>
        <translation>例如 12 1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台號</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Score gap</source>
        <translation>積分差</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>目前沒有開啟的比賽。</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>重複對陣</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>同俱樂部</translation>
    </message>
    <message>
        <source>colour imbalance</source>
        <translation>黑白不均</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet.</source>
        <translation>第%1輪尚未編排。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: all %n result(s) entered.</source>
        <translation>
            <numerusform>第%1輪：全部 %n 個結果均已輸入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 of %n result(s) entered.</source>
        <translation>
            <numerusform>第%1輪：%n 個結果中已輸入 %2 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>輪空：%1</translation>
    </message>
    <message>
        <source>Round %1 paired.</source>
        <translation>第%1輪已編排。</translation>
    </message>
    <message>
        <source>Unpair round %1</source>
        <translation>取消第%1輪的編排</translation>
    </message>
    <message>
        <source>Select one game.</source>
        <translation>請選擇一個對局。</translation>
    </message>
    <message>
        <source>Swap colours at table %1</source>
        <translation>交換第%1台的黑白</translation>
    </message>
    <message>
        <source>Select two games.</source>
        <translation>請選擇兩個對局。</translation>
    </message>
    <message>
        <source>Exchange opponents at tables %1 and %2</source>
        <translation>交換第%1台和第%2台的對手</translation>
    </message>
    <message>
        <source>Select one game, or two to ask why their white players were not paired.</source>
        <translation>請選擇一個對局；或選擇兩個對局，查看其中的白方為何沒有被編排在一起。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result entry: type the table, then 1 (white wins), 2 (black wins), = (jigo), 0 (both lose); f before the code for a forfeit.</source>
        <translation>「%1」不是有效的結果輸入：請輸入台號，然後輸入 1（白勝）、2（黑勝）、=（和棋）、0（雙方皆負）；棄權時在代碼前加 f。</translation>
    </message>
    <message>
        <source>Table %1: result entered.</source>
        <translation>第%1台：已輸入結果。</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0.5</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no komi</source>
        <translation>不貼目</translation>
    </message>
    <message>
        <source>Black gives back %1</source>
        <translation>黑方貼還 %1</translation>
    </message>
    <message>
        <source>Draw colours</source>
        <translation>決定黑白</translation>
    </message>
    <message>
        <source>By lots for the round (抽签)</source>
        <translation>整輪統一決定（抽籤）</translation>
    </message>
    <message>
        <source>By digital nigiri for every table</source>
        <translation>每台分別電子猜先</translation>
    </message>
    <message>
        <source>Nigiri at the board…</source>
        <translation>現場猜先…</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>Colours by %1; commitment %2.</source>
        <translation>黑白由%1決定；承諾值 %2。</translation>
    </message>
    <message>
        <source>Colours of round %1 drawn. Publish this commitment with the pairing list; the seed is revealed after the round:
%2</source>
        <translation>第%1輪的黑白已決定。請將此承諾值與對陣表一同公布；種子將在本輪結束後公開：
%2</translation>
    </message>
    <message>
        <source>Table %1: %2 takes black.</source>
        <translation>第%1台：%2 執黑。</translation>
    </message>
    <message>
        <source>Nigiri at table %1</source>
        <translation>第%1台猜先</translation>
    </message>
    <message>
        <source>the higher rank holds white</source>
        <translation>段位高者握白子</translation>
    </message>
    <message>
        <source>equal ranks: the older holds white</source>
        <translation>段位相同：年長者握白子</translation>
    </message>
    <message>
        <source>equal ranks, ages unknown: the referee picks</source>
        <translation>段位相同且年齡不明：由裁判指定</translation>
    </message>
    <message>
        <source>Holds the white stones:</source>
        <translation>握白子者：</translation>
    </message>
    <message>
        <source>Odd (one black stone)</source>
        <translation>單（一顆黑子）</translation>
    </message>
    <message>
        <source>Even (two black stones)</source>
        <translation>雙（兩顆黑子）</translation>
    </message>
    <message>
        <source>Guess:</source>
        <translation>猜單雙：</translation>
    </message>
    <message>
        <source>White stones in the hand:</source>
        <translation>手中白子數：</translation>
    </message>
    <message>
        <source>Reason (when changing published colours):</source>
        <translation>理由（變更已公布的黑白時填寫）：</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>抽籤</translation>
    </message>
    <message>
        <source>digital nigiri</source>
        <translation>電子猜先</translation>
    </message>
    <message>
        <source>nigiri</source>
        <translation>猜先</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>the director</source>
        <translation>裁判長</translation>
    </message>
    <message>
        <source>At the boards, entered with the results</source>
        <translation>在對局現場決定，隨結果錄入</translation>
    </message>
    <message>
        <source>? </source>
        <translation>？ </translation>
    </message>
    <message>
        <source>Colours of round %1 at the boards</source>
        <translation>第%1輪黑白在現場決定</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第%1台</translation>
    </message>
    <message>
        <source>The colours were decided at the board. Who took black?</source>
        <translation>黑白在對局現場決定。誰執黑？</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1輪沒有第%2台。</translation>
    </message>
    <message>
        <source>A jigo cannot happen with komi %1. Enter it only on the referee&apos;s decision: the reason?</source>
        <translation>貼目%1下不可能和棋。只有裁判決定時才能錄入：理由？</translation>
    </message>
    <message>
        <source>Table %1: the jigo was not entered (it needs the referee&apos;s reason).</source>
        <translation>第%1台：和棋未錄入（需要裁判的理由）。</translation>
    </message>
    <message>
        <source>Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).</source>
        <translation>第%1台：結果由 %2 改為 %3（Ctrl+Z 復原）。</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>the main score before the round</comment>
        <translation>%1分</translation>
    </message>
    <message>
        <source>Raw weights</source>
        <translation>原始權重</translation>
    </message>
    <message>
        <source>Show the pairing engine&apos;s weights behind the explanation</source>
        <translation>顯示說明背後編排引擎的權重</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>原始權重（得分 / 權重）：</translation>
    </message>
    <message>
        <source>Without a game in this round:</source>
        <translation>本輪尚無對局：</translation>
    </message>
    <message>
        <source>Pair the chosen players</source>
        <translation>編排所選棋手</translation>
    </message>
    <message>
        <source>The engine pairs the chosen players among themselves (two: with each other) at new tables; the rest of the round stays as it is</source>
        <translation>編排引擎在新台次上讓所選棋手互相對局（兩人時即彼此對局）；本輪其餘對局不變</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再次編排？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>仍要編排他們嗎？</translation>
    </message>
    <message numerus="yes">
        <source>Pair %n chosen player(s) in round %1</source>
        <translation>
            <numerusform>第%1輪編排所選的 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1: %2 - %3</source>
        <translation>第%1台：%2 - %3</translation>
    </message>
    <message>
        <source>Paired: %1.</source>
        <translation>已編排：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The director&apos;s constraints in this round:</source>
        <translation>本輪裁判長的約束：</translation>
    </message>
    <message>
        <source>Never pair…</source>
        <translation>永不配對…</translation>
    </message>
    <message>
        <source>Two players who must never meet (siblings, a family, a declared conflict); paired only if nothing else is possible</source>
        <translation>兩名絕不能相遇的棋手（兄弟姊妹、一家人、申報的利益衝突）；只有別無可能時才會配對</translation>
    </message>
    <message>
        <source>Pair in this round…</source>
        <translation>本輪指定配對…</translation>
    </message>
    <message>
        <source>Two players who play each other in this round whatever the scores</source>
        <translation>本輪無論分數如何都相互對弈的兩名棋手</translation>
    </message>
    <message>
        <source>Keep a table…</source>
        <translation>保留台次…</translation>
    </message>
    <message>
        <source>A table kept for a player (a wheelchair, a broadcast board), every round or this one</source>
        <translation>為某位棋手保留的台次（輪椅、轉播台），每輪或僅本輪</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Table %1 has the result %2 already. Change it to %3 only on the referee&apos;s decision: the reason?</source>
        <translation>第%1桌已有結果「%2」。只有裁判決定時才能改為「%3」：理由是？</translation>
    </message>
    <message>
        <source>Table %1: the result was not changed (a change needs the referee&apos;s reason).</source>
        <translation>第%1桌：結果未更改（更改需要裁判的理由）。</translation>
    </message>
    <message>
        <source>the whole schedule: Reports → Schedule</source>
        <translation>完整賽程：報表 → 賽程表</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>the bracket: Reports → Knockout bracket; the result that decides this round pairs the next at a desk that may pair</source>
        <translation>對陣圖：報表 → 淘汰賽對陣圖；在有編排權限的終端錄入決定本輪的結果後，自動編排下一輪</translation>
    </message>
    <message>
        <source>Referee&apos;s decision…</source>
        <translation>裁判裁定…</translation>
    </message>
    <message>
        <source>A knockout game the board did not decide (a jigo, both lost): who goes on, and why</source>
        <translation>盤上未分勝負的淘汰賽對局（和棋、雙方負）：誰晉級，理由是什麼</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台裁判裁定</translation>
    </message>
    <message>
        <source>e.g. 加赛: White won the play-off</source>
        <translation>例如：加賽白勝</translation>
    </message>
    <message>
        <source>Goes on:</source>
        <translation>晉級：</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Table %1: the referee&apos;s decision is recorded.</source>
        <translation>第%1台：已記錄裁判裁定。</translation>
    </message>
    <message>
        <source>Bracket…</source>
        <translation>對陣圖…</translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation>賽程表…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ServerDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>連線伺服器</translation>
    </message>
    <message>
        <source>empty: the one saved in ~/.pgpass</source>
        <translation>留空：使用 ~/.pgpass 中儲存的密碼</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>資料庫</translation>
    </message>
    <message>
        <source>User</source>
        <translation>使用者</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比賽</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TeamsView</name>
    <message>
        <source>Add team</source>
        <translation>新增隊伍</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>編輯隊伍</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>加入 →</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 移出</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Order by rating</source>
        <translation>按等級分排序</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>拉丁字母名稱</translation>
    </message>
    <message>
        <source>Club or school</source>
        <translation>俱樂部或學校</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>Members in board order; those after the boards are reserves</source>
        <translation>隊員按台次排列；超出台數者為替補</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2</source>
        <translation>%1 第 %2 輪出場名單</translation>
    </message>
    <message>
        <source>The players who play, in board order from the top</source>
        <translation>出場棋手，自上而下按台次</translation>
    </message>
    <message>
        <source>Match by hand, round %1</source>
        <translation>手工對陣，第 %1 輪</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>主隊</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>客隊</translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation>新增隊伍…</translation>
    </message>
    <message>
        <source>Edit team…</source>
        <translation>編輯隊伍…</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>刪除隊伍</translation>
    </message>
    <message>
        <source>Line-up…</source>
        <translation>出場名單…</translation>
    </message>
    <message>
        <source>Pair the teams</source>
        <translation>編排隊伍</translation>
    </message>
    <message>
        <source>Match by hand…</source>
        <translation>手工對陣…</translation>
    </message>
    <message>
        <source>Team forfeit</source>
        <translation>整隊棄權</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再次對陣？</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <source>Players (board order; reserves after)</source>
        <translation>棋手（按台次；替補在後）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(reserve) %1</source>
        <translation>（替補）%1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>各台</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> (leader board)</source>
        <translation>（主將台決勝）</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已新增 %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已刪除 %1</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2 given</source>
        <translation>已給出 %1 第 %2 輪出場名單</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n match(es)</source>
        <translation>
            <numerusform>第 %1 輪：%n 場</numerusform>
        </translation>
    </message>
    <message>
        <source> — no pairing without a rematch or a second bye existed</source>
        <translation>——沒有可避免重複對陣或第二次輪空的編排</translation>
    </message>
    <message>
        <source>%1 forfeits its match of round %2</source>
        <translation>%1 第 %2 輪整場棄權</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>本輪</translation>
    </message>
    <message>
        <source>The selected team&apos;s members, reserves too, for the shown round</source>
        <translation>所選隊伍的全部隊員（含替補），用於所示輪次</translation>
    </message>
    <message>
        <source>Check in the team</source>
        <translation>隊伍報到</translation>
    </message>
    <message>
        <source>The team sits the round out</source>
        <translation>隊伍本輪缺席</translation>
    </message>
    <message>
        <source>Why (not) this match?…</source>
        <translation>為何（不）這樣對陣？…</translation>
    </message>
    <message>
        <source>Two teams: what the team Swiss knew of them and what pairing them together would have cost</source>
        <translation>兩支隊伍：團體積分編排對它們的了解，以及將它們編在一起的代價</translation>
    </message>
    <message>
        <source>%1 is checked in for round %2</source>
        <translation>%1 已報到第 %2 輪</translation>
    </message>
    <message>
        <source>%1 sits round %2 out</source>
        <translation>%1 第 %2 輪缺席</translation>
    </message>
    <message>
        <source>Find by name, club or rank</source>
        <translation>按姓名、俱樂部或段位查找</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <source>Teams from clubs</source>
        <translation>按俱樂部建隊</translation>
    </message>
    <message>
        <source>B, C, D</source>
        <translation>二隊、三隊、四隊</translation>
    </message>
    <message>
        <source>How a club&apos;s second, third … team is named after the club</source>
        <translation>同一俱樂部第二、三……支隊伍的名稱後綴</translation>
    </message>
    <message>
        <source>Reserves a team takes</source>
        <translation>每隊替補人數</translation>
    </message>
    <message>
        <source>A club&apos;s next teams end in</source>
        <translation>後續隊伍名稱後綴</translation>
    </message>
    <message>
        <source>Each club&apos;s players in no team yet, strongest first, fill its team&apos;s boards and reserves, then its next team.</source>
        <translation>每個俱樂部尚未入隊的棋手按實力依次補滿本隊各台與替補，多出的組成下一隊。</translation>
    </message>
    <message>
        <source>Teams from clubs…</source>
        <translation>按俱樂部建隊…</translation>
    </message>
    <message>
        <source>A team for each club or school of the players in no team yet: boards by strength, then reserves, then its next team</source>
        <translation>為尚未入隊棋手的每個俱樂部或學校建隊：按實力排台次，再排替補，多出的組成下一隊</translation>
    </message>
    <message>
        <source>board %1 (table %2): %3 %4 – %5 %6</source>
        <translation>第 %1 台（%2 號桌）：%3%4 – %5%6</translation>
    </message>
    <message>
        <source>(White)</source>
        <translation>（白）</translation>
    </message>
    <message>
        <source>(Black)</source>
        <translation>（黑）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1：%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>No club has enough players for a team.</source>
        <translation>沒有哪個俱樂部人數夠組一隊。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) left out: too few in their club for a full team</source>
        <translation>
            <numerusform>%n 名棋手未編入：所屬俱樂部人數不足以再組一隊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made from the clubs</source>
        <translation>
            <numerusform>已按俱樂部建成 %n 支隊伍</numerusform>
        </translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>棄權</translation>
    </message>
    <message>
        <source>%1 loses every board of its match in round %2 by forfeit. The referee&apos;s reason:</source>
        <translation>%1 第 %2 輪各台均判負（棄權）。裁判理由：</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <source>Add %1</source>
        <translation>新增 %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>編輯 %1</translation>
    </message>
    <message>
        <source>Withdraw %1</source>
        <translation>%1 退賽</translation>
    </message>
    <message>
        <source>Reinstate %1</source>
        <translation>%1 恢復參賽</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>第%1輪：%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>刪除 %1</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>比賽設定</translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation>編排第%1輪</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>第%1台的結果</translation>
    </message>
    <message>
        <source>Check in %2 for round %1</source>
        <translation>第%1輪簽到：%2</translation>
    </message>
    <message numerus="yes">
        <source>Check in %n player(s) for round %1</source>
        <translation>
            <numerusform>第%1輪為 %n 名棋手簽到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n player(s)</source>
        <translation>
            <numerusform>第%1輪：%n 名棋手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n registration(s) final</source>
        <translation>
            <numerusform>將 %n 個報名設為正式</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>編排參數</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>復原：%1</translation>
    </message>
    <message>
        <source>Add team %1</source>
        <translation>新增隊伍 %1</translation>
    </message>
    <message>
        <source>Edit team %1</source>
        <translation>編輯隊伍 %1</translation>
    </message>
    <message>
        <source>Remove team %1</source>
        <translation>刪除隊伍 %1</translation>
    </message>
    <message>
        <source>Line-up for round %1</source>
        <translation>第 %1 輪出場名單</translation>
    </message>
    <message>
        <source>Match by hand in round %1</source>
        <translation>第 %1 輪人工編排一場</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台裁判裁定</translation>
    </message>
    <message numerus="yes">
        <source>Teams from clubs (%n team(s))</source>
        <translation>
            <numerusform>按俱樂部建隊（%n 支）</numerusform>
        </translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>淘汰賽的下一輪未編排：%1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>刪除%1</translation>
    </message>
    <message>
        <source>Place the players of %1</source>
        <translation>排定%1的選手位置</translation>
    </message>
    <message>
        <source>Take back the places of %1</source>
        <translation>撤銷%1的選手位置</translation>
    </message>
</context>
</TS>
