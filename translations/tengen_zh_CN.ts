<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Certificates</name>
    <message>
        <source>%1 — certificates</source>
        <translation>%1 — 证书</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Certificate of Grade</source>
        <translation>围棋业余段级位证书</translation>
    </message>
    <message>
        <source>won %1 of %2 games in %3 and is awarded the grade of</source>
        <translation>在%3中%2局胜%1局，成绩合格，特授予</translation>
    </message>
    <message>
        <source>grade claimed: %1</source>
        <translation>申报段级位：%1</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>证书编号：%1</translation>
    </message>
    <message>
        <source>Chief referee</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主办单位</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1：“%2”不是有效金额</translation>
    </message>
    <message>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order：应为 family 或 given，而不是“%1”</translation>
    </message>
    <message>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country：“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating：“%1”不是数字</translation>
    </message>
    <message>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system：应为 egd、aga、ffg 或 other</translation>
    </message>
    <message>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date：“%1”不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>--gender: expected f or m</source>
        <translation>--gender：应为 f 或 m</translation>
    </message>
    <message>
        <source>--status: expected preliminary or final</source>
        <translation>--status：应为 preliminary 或 final</translation>
    </message>
    <message>
        <source>  (withdrawn)</source>
        <translation>  （已退赛）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>“%1”不是棋手编号</translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation>比赛文件</translation>
    </message>
    <message>
        <source>--name is required</source>
        <translation>必须指定 --name</translation>
    </message>
    <message>
        <source>--rounds: expected a number</source>
        <translation>--rounds：应为数字</translation>
    </message>
    <message>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day：应为 yyyy-mm-dd</translation>
    </message>
    <message>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day：应为 yyyy-mm-dd</translation>
    </message>
    <message>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi：应为目数（如 7.5）或子数（如 3¾子）</translation>
    </message>
    <message>
        <source>--board-size: expected a number</source>
        <translation>--board-size：应为数字</translation>
    </message>
    <message numerus="yes">
        <source>Created %1: %2, %n round(s), komi %3 (%4)</source>
        <translation>
            <numerusform>已创建 %1：%2，共 %n 轮，贴目 %3（%4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and the tournament settings.</source>
        <translation>
            <numerusform>已导入 %n 名棋手及比赛设置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已导入 %n 名棋手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>已创建演示比赛 %1，共 %2 名棋手
</translation>
    </message>
    <message>
        <source>the player id</source>
        <translation>棋手编号</translation>
    </message>
    <message>
        <source>player add needs --family or --given</source>
        <translation>player add 需要 --family 或 --given</translation>
    </message>
    <message>
        <source>--round: expected 1 to %1</source>
        <translation>--round：应为 1 到 %1</translation>
    </message>
    <message>
        <source>--state: expected present, absent or bye</source>
        <translation>--state：应为 present、absent 或 bye</translation>
    </message>
    <message>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>未知的 player 子命令“%1”</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format：应为 csv、egd、ffg、aga 或 opengotha</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>未导入任何内容（%n 个错误）。</numerusform>
        </translation>
    </message>
    <message>
        <source>check: </source>
        <translation>请核对：</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>player needs add, list, edit, withdraw, delete, duplicates or round</source>
        <translation>player 需要 add、list、edit、withdraw、delete、duplicates 或 round</translation>
    </message>
    <message>
        <source>Deleted #%1 %2</source>
        <translation>已删除 #%1 %2</translation>
    </message>
    <message>
        <source>#%1 %2 and #%3 %4: %5</source>
        <translation>#%1 %2 与 #%3 %4：%5</translation>
    </message>
    <message>
        <source>--ko: expected simple, positional or situational</source>
        <translation>--ko：应为 simple、positional 或 situational</translation>
    </message>
    <message>
        <source>move %1 (%2 %3): %4</source>
        <translation>第 %1 手（%2 %3）：%4</translation>
    </message>
    <message>
        <source> (flagged for the referee, not illegal under these rules)</source>
        <translation> （提请裁判裁定，按此规则不属违规）</translation>
    </message>
    <message>
        <source>verify needs SGF files or folders</source>
        <translation>verify 需要 SGF 文件或文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), all legal under %1</source>
        <translation>
            <numerusform>共 %n 手，按 %1 规则全部合法</numerusform>
        </translation>
    </message>
    <message>
        <source>illegal at %1</source>
        <translation>违规：%1</translation>
    </message>
    <message>
        <source>the SGF file</source>
        <translation>SGF 文件</translation>
    </message>
    <message>
        <source>--komi: a number of half points, such as 7.5</source>
        <translation>--komi：应为半目的整数倍，如 7.5</translation>
    </message>
    <message>
        <source>--dead: &apos;%1&apos; is not a point (D16 or dd)</source>
        <translation>--dead：“%1”不是棋盘上的点（应如 D16 或 dd）</translation>
    </message>
    <message>
        <source>the game is illegal: %1</source>
        <translation>对局中有违规着手：%1</translation>
    </message>
    <message>
        <source>--black-count: Black&apos;s count in 子, such as 184.5</source>
        <translation>--black-count：应为黑方的子数，如 184.5</translation>
    </message>
    <message>
        <source>result from the referee&apos;s count of Black: %1</source>
        <translation>结果依据裁判所数的黑方子数：%1</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7</source>
        <translation>%1（%2）：黑 %3，白 %4，单官 %5；贴目 %6，贴还 %7</translation>
    </message>
    <message>
        <source>%1:%2: &apos;%3&apos; is not a time in milliseconds</source>
        <translation>%1:%2：“%3”不是以毫秒计的时间</translation>
    </message>
    <message>
        <source>%1:%2: %3 ms comes before the press on the line above</source>
        <translation>%1:%2：%3 毫秒早于上一行的按钟时间</translation>
    </message>
    <message>
        <source>--control: %1</source>
        <translation>--control：%1</translation>
    </message>
    <message>
        <source>--language: expected zh, en, ja or ko</source>
        <translation>--language：应为 zh、en、ja 或 ko</translation>
    </message>
    <message>
        <source>--presses FILE is required (one press time in ms per line; it may be empty)</source>
        <translation>必须给出 --presses FILE（每行一个按钟时间，单位毫秒；文件可以为空）</translation>
    </message>
    <message>
        <source>--table: a table number from 1</source>
        <translation>--table：台号从 1 开始</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>--round must be a round number</source>
        <translation>--round 必须是轮次编号</translation>
    </message>
    <message>
        <source>a player id</source>
        <translation>棋手编号</translation>
    </message>
    <message>
        <source>Round %1 unpaired.</source>
        <translation>第%1轮已取消编排。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n game(s)</source>
        <translation>
            <numerusform>第%1轮：%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>轮空：%1</translation>
    </message>
    <message>
        <source>result needs --round, --table and --result</source>
        <translation>result 需要 --round、--table 和 --result</translation>
    </message>
    <message>
        <source>--table must be a table number</source>
        <translation>--table 必须是台号</translation>
    </message>
    <message>
        <source>Round %1, table %2: result entered.</source>
        <translation>第%1轮第%2台：已录入结果。</translation>
    </message>
    <message>
        <source>the OpenGotha file</source>
        <translation>OpenGotha 文件</translation>
    </message>
    <message>
        <source>--compat must be opengotha-3.52 or opengotha-2024</source>
        <translation>--compat 必须是 opengotha-3.52 或 opengotha-2024</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 games reproduced (%4 with the same players); total Tengen %5, file %6</source>
        <translation>第%1轮：%3 局中有 %2 局重现（%4 局对阵棋手相同）；总分：天元 %5，文件 %6</translation>
    </message>
    <message>
        <source>; bye %1 (file: %2)</source>
        <translation>；轮空 %1（文件：%2）</translation>
    </message>
    <message>
        <source>%1 of %2 games reproduced.</source>
        <translation>%2 局中有 %1 局重现。</translation>
    </message>
    <message>
        <source>%1: the seed must be at least 16 bytes in hexadecimal</source>
        <translation>%1：种子必须是至少 16 字节的十六进制数</translation>
    </message>
    <message>
        <source>The seed matches the commitment published before the draw.</source>
        <translation>种子与抽取黑白前公布的承诺值一致。</translation>
    </message>
    <message>
        <source>The seed does NOT match the commitment.</source>
        <translation>种子与承诺值不一致！</translation>
    </message>
    <message>
        <source>Table %1: the draw gives white to %2, the record says %3.</source>
        <translation>第%1台：抽取结果为 %2 执白，但记录为 %3。</translation>
    </message>
    <message>
        <source>Every draw of round %1 is reproduced (%2 tables).</source>
        <translation>第%1轮的每一台抽取结果均已重现（共 %2 台）。</translation>
    </message>
    <message>
        <source>Round %1 does not verify.</source>
        <translation>第%1轮验证未通过。</translation>
    </message>
    <message>
        <source>--table needs --white ID (and --reason)</source>
        <translation>--table 需要 --white ID（以及 --reason）</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 takes white.</source>
        <translation>第%1轮第%2台：改由 %3 执白。</translation>
    </message>
    <message>
        <source>Round %1 colours by %2. Commitment (SHA-256 of the seed): %3</source>
        <translation>第%1轮黑白由%2决定。承诺值（种子的 SHA-256）：%3</translation>
    </message>
    <message>
        <source>Round %1: colours are decided at the boards and entered with the results (result --black ID).</source>
        <translation>第%1轮：黑白在对局现场决定，录入结果时一并录入（result --black ID）。</translation>
    </message>
    <message>
        <source>--method must be lots, nigiri or board</source>
        <translation>--method 应为 lots、nigiri 或 board</translation>
    </message>
    <message>
        <source>--reserve-table needs a player id and --table N</source>
        <translation>--reserve-table 需要棋手编号和 --table N</translation>
    </message>
    <message>
        <source>Constraint removed.</source>
        <translation>限制已删除。</translation>
    </message>
    <message>
        <source>Constraint %1 added.</source>
        <translation>已添加限制 %1。</translation>
    </message>
    <message>
        <source>--black must be a player id</source>
        <translation>--black 应为棋手编号</translation>
    </message>
    <message>
        <source>--encoding must be latin1, ascii or utf8</source>
        <translation>--encoding 应为 latin1、ascii 或 utf8</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>a PDF needs -o FILE</source>
        <translation>生成 PDF 需要 -o FILE</translation>
    </message>
    <message>
        <source>--format must be text, html or pdf</source>
        <translation>--format 应为 text、html 或 pdf</translation>
    </message>
    <message>
        <source>--format must be egf, aga, ffg or opengotha</source>
        <translation>--format 应为 egf、aga、ffg 或 opengotha</translation>
    </message>
    <message>
        <source>--address must be an IP address</source>
        <translation>--address 应为 IP 地址</translation>
    </message>
    <message>
        <source>--port must be a port number</source>
        <translation>--port 应为端口号</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2</source>
        <translation>无法在 %1:%2 上监听</translation>
    </message>
    <message>
        <source>Live page at http://%1:%2/ (Ctrl+C stops it)</source>
        <translation>实时页面：http://%1:%2/（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>--format must be text, csv, html or pdf</source>
        <translation>--format 必须是 text、csv、html 或 pdf</translation>
    </message>
    <message>
        <source>--sort must be rank, name or club</source>
        <translation>--sort 必须是 rank、name 或 club</translation>
    </message>
    <message>
        <source>--table: a table number from 1 to %1</source>
        <translation>--table：台号应为 1 至 %1</translation>
    </message>
    <message>
        <source>--format must be text, csv or json</source>
        <translation>--format 必须是 text、csv 或 json</translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation>--period：%1</translation>
    </message>
    <message>
        <source>%1: the schedule is for %2 s periods, not %3 s</source>
        <translation>%1：该报时表适用于 %2 秒的读秒，而不是 %3 秒</translation>
    </message>
    <message>
        <source>--schedule: the schedule is for %1 s periods, the control has %2 s</source>
        <translation>--schedule：该报时表适用于 %1 秒的读秒，用时规定是 %2 秒</translation>
    </message>
    <message>
        <source>--result must be 1 or w (White wins), 2 or b (Black wins), = (jigo), 0 (both lose), both-win, or ? (no result)</source>
        <translation>--result 必须是 1 或 w（白胜）、2 或 b（黑胜）、=（和棋）、0（双方负）、both-win（双方胜）或 ?（无结果）</translation>
    </message>
    <message>
        <source>Run &apos;tengen-cli help&apos; for every command and option.</source>
        <translation>运行 &apos;tengen-cli help&apos; 查看所有命令和选项。</translation>
    </message>
    <message>
        <source>--lang must be one of %1</source>
        <translation>--lang 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--dead: %1 has no stone</source>
        <translation>--dead：%1 没有棋子</translation>
    </message>
    <message>
        <source>--preset must be one of %1</source>
        <translation>--preset 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--set 的格式是 KEY=VALUE，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3</source>
        <translation>第%1轮：%2 - %3</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>原始权重（得分 / 权重）：</translation>
    </message>
    <message numerus="yes">
        <source>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</source>
        <translation>
            <numerusform>每盘棋的双方都相同；其中 %n 盘的执黑执白与编排不同（抽签或猜先决定，或在裁判台更改）。</numerusform>
        </translation>
    </message>
    <message>
        <source>--players needs --round</source>
        <translation>--players 需要 --round</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 (White) - %4 (Black)%5</source>
        <translation>第%1轮第%2台：%3（白）- %4（黑）%5</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>，让 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory for this command</source>
        <translation>内存不足，无法执行此命令</translation>
    </message>
    <message>
        <source>the command failed unexpectedly: %1</source>
        <translation>命令意外失败：%1</translation>
    </message>
    <message>
        <source>the command failed unexpectedly</source>
        <translation>命令意外失败</translation>
    </message>
    <message>
        <source>--record: %1 is not a file to overwrite</source>
        <translation>--record：不能覆盖 %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>无法得出结果：死活标记不一致</translation>
    </message>
    <message>
        <source>--rules: expected one of %1</source>
        <translation>--rules：应为以下之一：%1</translation>
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
        <translation>未做任何更改；加 --yes 仍然执行。</translation>
    </message>
    <message>
        <source>The hall of round %1 at %2 (Ctrl+C stops it)</source>
        <translation>第 %1 轮的大厅：%2（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>--url: a ws://HOST:PORT address of a hall</source>
        <translation>--url：大厅的 ws://主机:端口 地址</translation>
    </message>
    <message>
        <source>--tournament: the tournament file the hall serves</source>
        <translation>--tournament：大厅所用的比赛文件</translation>
    </message>
    <message>
        <source>--%1: a number from %2 to %3</source>
        <translation>--%1：%2 到 %3 之间的数</translation>
    </message>
    <message>
        <source>--drop-rate: a share from 0 to 1</source>
        <translation>--drop-rate：0 到 1 之间的比例</translation>
    </message>
    <message>
        <source>%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; latency p99 %6 ms</source>
        <translation>%1 台：发送按钟 %2 次，生效 %3 次，丢失 %4 次，重复 %5 次；延迟 p99 %6 毫秒</translation>
    </message>
    <message>
        <source>--hall-url: an address such as http://192.168.1.10:8090/</source>
        <translation>--hall-url：形如 http://192.168.1.10:8090/ 的地址</translation>
    </message>
    <message>
        <source>the tournament to copy</source>
        <translation>要复制的比赛</translation>
    </message>
    <message>
        <source>where to copy it</source>
        <translation>复制到哪里</translation>
    </message>
    <message>
        <source>Copied %1 to %2
</source>
        <translation>已将 %1 复制到 %2
</translation>
    </message>
    <message>
        <source>director</source>
        <translation>总裁判长</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>报名</translation>
    </message>
    <message>
        <source>results</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>server needs init, grant or roles</source>
        <translation>server 需要 init、grant 或 roles</translation>
    </message>
    <message>
        <source>the server&apos;s address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>%1: a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1：应为 postgresql://用户@主机/数据库 形式的地址</translation>
    </message>
    <message>
        <source>server init needs --director USER</source>
        <translation>server init 需要 --director 用户</translation>
    </message>
    <message>
        <source>The desks&apos; roles are set up on %1; %2 is its director
</source>
        <translation>已在 %1 上设置各工作台的角色；%2 为总裁判长
</translation>
    </message>
    <message>
        <source>--role must be director, registration, results, referee or viewer</source>
        <translation>--role 必须是 director、registration、results、referee 或 viewer</translation>
    </message>
    <message>
        <source>server grant needs --user USER</source>
        <translation>server grant 需要 --user 用户</translation>
    </message>
    <message>
        <source>%1 is a %2 desk on %3
</source>
        <translation>%1 在 %3 上是%2工作台
</translation>
    </message>
    <message>
        <source>none (this user may not read the tournament)</source>
        <translation>无（此用户不能读取本比赛）</translation>
    </message>
    <message>
        <source>the tournament to back up</source>
        <translation>要备份的比赛</translation>
    </message>
    <message>
        <source>the file to write the copy to</source>
        <translation>写入副本的文件</translation>
    </message>
    <message>
        <source>Saved a copy of %1 to %2
</source>
        <translation>已将 %1 的副本保存到 %2
</translation>
    </message>
    <message>
        <source>--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)</source>
        <translation>--stall-rate：0 到 1 之间的比例（与 --drop-rate 合计不超过 1）</translation>
    </message>
    <message>
        <source>the hall did not start: %1</source>
        <translation>大厅服务未能启动：%1</translation>
    </message>
    <message>
        <source>--board-count: 2 to 10 boards</source>
        <translation>--board-count：2 到 10 个台次</translation>
    </message>
    <message>
        <source>--lineup: expected fixed or free</source>
        <translation>--lineup：应为 fixed 或 free</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a player id</source>
        <translation>%1：“%2”不是棋手编号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team id</source>
        <translation>“%1”不是队伍编号</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>替补</translation>
    </message>
    <message>
        <source>  (captain)</source>
        <translation>  （队长）</translation>
    </message>
    <message>
        <source>the team id</source>
        <translation>队伍编号</translation>
    </message>
    <message>
        <source>Removed team %1 %2</source>
        <translation>已删除队伍 %1 %2</translation>
    </message>
    <message>
        <source>unknown team command &apos;%1&apos;</source>
        <translation>未知的 team 子命令“%1”</translation>
    </message>
    <message>
        <source>--lineup and the team rules are for a team event (--teams)</source>
        <translation>--lineup 和团体规则只用于团体赛（--teams）</translation>
    </message>
    <message>
        <source>--team is required</source>
        <translation>需要 --team</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rules</source>
        <translation>这是个人赛：没有团体规则</translation>
    </message>
    <message>
        <source>Boards: %1, line-ups: %2</source>
        <translation>台数：%1，出场名单：%2</translation>
    </message>
    <message>
        <source>Pairing: %1</source>
        <translation>编排：%1</translation>
    </message>
    <message>
        <source>A team&apos;s bye: %1</source>
        <translation>队伍轮空：%1</translation>
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
        <translation>%1，第 %2 轮：</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 场：%2 – %3</translation>
    </message>
    <message>
        <source>pairing by hand needs --home and --away</source>
        <translation>手工编排需要 --home 和 --away</translation>
    </message>
    <message>
        <source>Team %1 forfeits its match of round %2</source>
        <translation>队伍 %1 第 %2 轮整场弃权</translation>
    </message>
    <message>
        <source>--team-pairing: expected swiss, round-robin, double-round-robin or manual</source>
        <translation>--team-pairing：应为 swiss、round-robin、double-round-robin 或 manual</translation>
    </message>
    <message>
        <source>--team-bye: expected draw, win or loss</source>
        <translation>--team-bye：应为 draw、win 或 loss</translation>
    </message>
    <message>
        <source>Match points (win/draw/loss): %1; a tied match: %2; counted: %3</source>
        <translation>场分（胜/和/负）：%1；平局：%2；计法：%3</translation>
    </message>
    <message>
        <source>--match-count: expected boards or opengotha</source>
        <translation>--match-count：应为 boards 或 opengotha</translation>
    </message>
    <message>
        <source>--format must be html or pdf</source>
        <translation>--format 必须是 html 或 pdf</translation>
    </message>
    <message>
        <source>Boards with handicap by rank: %1</source>
        <translation>按段位让子：%1</translation>
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
        <translation>队伍间麦克马洪上限：%1</translation>
    </message>
    <message>
        <source>none (team Swiss)</source>
        <translation>无（团体积分编排）</translation>
    </message>
    <message>
        <source>--explain needs two team ids</source>
        <translation>--explain 需要两个队伍编号</translation>
    </message>
    <message>
        <source>--state: expected present or absent</source>
        <translation>--state：应为 present 或 absent</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) present in round %2</source>
        <translation>
            <numerusform>%1：%n 名棋手参加第 %2 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) absent in round %2</source>
        <translation>
            <numerusform>%1：%n 名棋手缺席第 %2 轮</numerusform>
        </translation>
    </message>
    <message>
        <source>--team-handicap: expected yes or no</source>
        <translation>--team-handicap：应为 yes 或 no</translation>
    </message>
    <message>
        <source>--team-mcmahon-bar: expected an amateur rank such as 3d, or none</source>
        <translation>--team-mcmahon-bar：应为业余段级位（如 3d）或 none</translation>
    </message>
    <message>
        <source>team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable or boards</source>
        <translation>team 需要 add、edit、list、remove、rules、lineup、round、pair、forfeit、standings、pairings、sheets、crosstable 或 boards</translation>
    </message>
    <message>
        <source>--system: expected mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：应为 mcmahon、swiss、round-robin、double-round-robin、groups 或 knockout</translation>
    </message>
    <message>
        <source>--rounds: a round robin&apos;s, groups&apos; or knockout&apos;s rounds follow from its players</source>
        <translation>--rounds：循环赛、小组赛或淘汰赛的轮数由参赛人数决定</translation>
    </message>
    <message>
        <source>a team event&apos;s round robin is its team pairing (--team-pairing round-robin)</source>
        <translation>团体赛的循环赛请用团体编排（--team-pairing round-robin）</translation>
    </message>
    <message>
        <source>Created %1: %2; its rounds follow from its players when they are placed (stage place, or pair round 1)</source>
        <translation>已创建 %1：%2；排定棋手编号后（stage place，或编排第1轮）即确定轮数</translation>
    </message>
    <message>
        <source>--stage: a stage of the event, 1 to %1</source>
        <translation>--stage：本赛事的阶段，1 至 %1</translation>
    </message>
    <message>
        <source>--groups and --per-group are for a groups stage</source>
        <translation>--groups 和 --per-group 仅用于小组赛阶段</translation>
    </message>
    <message>
        <source>--best-of: 1 or 3</source>
        <translation>--best-of：1 或 3</translation>
    </message>
    <message>
        <source>--best-of and --third-place are for a knockout</source>
        <translation>--best-of 和 --third-place 仅用于淘汰赛</translation>
    </message>
    <message>
        <source>--withdrawal: half or forfeit</source>
        <translation>--withdrawal：half 或 forfeit</translation>
    </message>
    <message>
        <source>--seating: strength or lots</source>
        <translation>--seating：strength（按实力）或 lots（抽签）</translation>
    </message>
    <message>
        <source>--criteria: unknown criterion &apos;%1&apos;</source>
        <translation>--criteria：未知的排名依据“%1”</translation>
    </message>
    <message>
        <source>--%1 is for a round robin, groups or knockout</source>
        <translation>--%1 仅用于循环赛、小组赛或淘汰赛</translation>
    </message>
    <message>
        <source>--top is for a later stage (stage add)</source>
        <translation>--top 用于后续阶段（stage add）</translation>
    </message>
    <message>
        <source>stage: expected list, add, place, unplace, remove or schedule</source>
        <translation>stage：应为 list、add、place、unplace、remove 或 schedule</translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s) placed</source>
        <translation>
            <numerusform>，已排定 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>, the top %1 of the stage before</source>
        <translation>，取上一阶段前 %1 名</translation>
    </message>
    <message>
        <source>--format: round-robin, knockout (a later stage)</source>
        <translation>--format：round-robin 或 knockout（后续阶段）</translation>
    </message>
    <message>
        <source>--top K: how many players of the stage before go on</source>
        <translation>--top K：上一阶段晋级的人数</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>Stage %1: the places are taken back</source>
        <translation>第%1阶段：已撤销棋手编号</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) placed</source>
        <translation>
            <numerusform>%1：已排定 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source> (by lot, seed %1)</source>
        <translation>（抽签，种子 %1）</translation>
    </message>
    <message>
        <source>bracket decide needs --round, --table, --winner and --reason</source>
        <translation>bracket decide 需要 --round、--table、--winner 和 --reason</translation>
    </message>
    <message>
        <source>--winner: a player id</source>
        <translation>--winner：棋手编号</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is recorded</source>
        <translation>第%1轮第%2台：已记录裁判裁定</translation>
    </message>
    <message>
        <source>; round %1 is paired</source>
        <translation>；第%1轮已编排</translation>
    </message>
    <message>
        <source>bracket undecide needs --round and --table</source>
        <translation>bracket undecide 需要 --round 和 --table</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is taken back</source>
        <translation>第%1轮第%2台：已撤销裁判裁定</translation>
    </message>
    <message>
        <source>%1: no clips installed</source>
        <translation>%1：未安装语音片段</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n clip(s) in %2</source>
        <translation>
            <numerusform>%1：%2 中有 %n 个语音片段</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of the clips</source>
        <translation>语音片段文件夹</translation>
    </message>
    <message>
        <source>espeak-ng is not installed: no clip can be rendered</source>
        <translation>未安装 espeak-ng：无法生成语音片段</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%n clip(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 个语音片段</numerusform>
        </translation>
    </message>
    <message>
        <source>clock needs: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, or clips DIR</source>
        <translation>clock 需要：simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json]、log T.tengen --table N、schedule T.tengen 或 clips DIR</translation>
    </message>
    <message>
        <source>--system: only egd (the EGF&apos;s GoR) is computed</source>
        <translation>--system：只计算 egd（欧洲围棋联合会的 GoR）</translation>
    </message>
    <message>
        <source>--class must be A, B, C, D or X</source>
        <translation>--class 必须是 A、B、C、D 或 X</translation>
    </message>
    <message>
        <source>--%1: seconds, from 0.01 to 86400</source>
        <translation>--%1：秒数，0.01 至 86400</translation>
    </message>
    <message>
        <source>publish needs -o FOLDER</source>
        <translation>publish 需要 -o 文件夹</translation>
    </message>
    <message>
        <source>--to: an http:// or https:// address</source>
        <translation>--to：须为 http:// 或 https:// 地址</translation>
    </message>
    <message>
        <source>--to needs --secret S (or TENGEN_PUBLISH_SECRET)</source>
        <translation>--to 需要 --secret S（或 TENGEN_PUBLISH_SECRET）</translation>
    </message>
    <message numerus="yes">
        <source>Published %n page(s) to %1</source>
        <translation>
            <numerusform>已发布 %n 个网页到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 not sent (%3); trying again in %4 s</source>
        <translation>%1：%2 未送达（%3）；%4 秒后重试</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) not sent after %2 s (the site did not answer)</source>
        <translation>
            <numerusform>%1：%2 秒后仍有 %n 个网页未送达（网站没有回应）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to %1</source>
        <translation>
            <numerusform>已向 %1 发送 %n 个网页</numerusform>
        </translation>
    </message>
    <message>
        <source>--password-stdin: no password on the first line</source>
        <translation>--password-stdin：第一行没有密码</translation>
    </message>
    <message>
        <source>every round of the event is paired (%1 of %1): --round names the one to show, change or unpair</source>
        <translation>赛事的每一轮都已编排（%1/%1）：用 --round 指定要查看、修改或取消编排的一轮</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 轮不在赛事的轮次内（1 至 %2）</translation>
    </message>
    <message>
        <source>Left out (too few in their club for a full team): %1</source>
        <translation>未编入（所在俱乐部人数不足以再组一队）：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>已建 %n 支队伍。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) proposed; --apply makes them.</source>
        <translation>
            <numerusform>建议组建 %n 支队伍；加 --apply 即组建。</numerusform>
        </translation>
    </message>
    <message>
        <source>Teams of one school or club meet late: %1</source>
        <translation>同一学校或俱乐部的队伍尽量不相遇：%1</translation>
    </message>
    <message>
        <source>board %1, table %2: %3 (%4) – %5 (%6)</source>
        <translation>第 %1 台，%2 号桌：%3（%4）– %5（%6）</translation>
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
        <translation>--avoid-same-club：应为 yes 或 no</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>无法在 %1:%2 上监听：%3</translation>
    </message>
    <message>
        <source>The hall stops: %1</source>
        <translation>赛场停止：%1</translation>
    </message>
    <message>
        <source>Warning: %1 is plain http://, so the secret can be read on the network; use https:// for a site others can reach</source>
        <translation>警告：%1 是明文 http://，密钥可在网络上被读取；他人可访问的网站请使用 https://</translation>
    </message>
    <message>
        <source>this event has no document &apos;%1&apos; (%2)</source>
        <translation>本赛事没有文档“%1”（%2）</translation>
    </message>
    <message>
        <source>--format: one of %1</source>
        <translation>--format：可选 %1</translation>
    </message>
    <message>
        <source>the document (tengen-cli report --list)</source>
        <translation>文档（见 tengen-cli report --list）</translation>
    </message>
    <message>
        <source>no document &apos;%1&apos; (tengen-cli report --list)</source>
        <translation>没有文档“%1”（见 tengen-cli report --list）</translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>淘汰赛的下一轮未编排：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3, %n round(s)</source>
        <translation>
            <numerusform>%1. %2：%3，%n 轮</numerusform>
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
        <translation>，第 %1-%2 台</translation>
    </message>
    <message>
        <source> (numbered after the divisions before)</source>
        <translation>（接在前面组别之后编号）</translation>
    </message>
    <message>
        <source>--system: mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：mcmahon、swiss、round-robin、double-round-robin、groups 或 knockout</translation>
    </message>
    <message>
        <source>--tables: a range of tables such as 41-75, or auto</source>
        <translation>--tables：台号范围，如 41-75，或 auto</translation>
    </message>
    <message>
        <source>--name NAME: the division&apos;s name</source>
        <translation>--name 名称：组别的名称</translation>
    </message>
    <message>
        <source>Added the division %1</source>
        <translation>已添加组别 %1</translation>
    </message>
    <message>
        <source>--name NAME: the division to change (--rename gives it a new name)</source>
        <translation>--name 名称：要修改的组别（--rename 给它新名称）</translation>
    </message>
    <message>
        <source>Changed the division %1</source>
        <translation>已修改组别 %1</translation>
    </message>
    <message>
        <source>--name NAME: the division to remove</source>
        <translation>--name 名称：要删除的组别</translation>
    </message>
    <message>
        <source>Removed the division %1</source>
        <translation>已删除组别 %1</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto</source>
        <translation>division：应为 list、add、edit、remove 或 auto</translation>
    </message>
    <message>
        <source>--by grade|age|category: what the divisions are made by</source>
        <translation>--by grade|age|category：按什么划分组别</translation>
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
            <numerusform>已应用：赛事现有 %n 个组别。</numerusform>
        </translation>
    </message>
    <message>
        <source>A proposal: --apply makes these divisions.</source>
        <translation>这是方案：加 --apply 才会建立这些组别。</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto, not &apos;%1&apos;</source>
        <translation>division：应为 list、add、edit、remove 或 auto，而不是“%1”</translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or the director&apos;s table (a JSON file)</source>
        <translation>--certify 需要 --award-table hanguk-kiwon-kyu、nihon-kiin 或裁判长自己的表（JSON 文件）</translation>
    </message>
    <message>
        <source>%1 (#%2, %3): claimed %4, %5 of %6 won: %7</source>
        <translation>%1（#%2，%3）：申报 %4，%6 局胜 %5 局：%7</translation>
    </message>
    <message>
        <source>no grade awarded</source>
        <translation>不授予段级位</translation>
    </message>
    <message>
        <source> (fee: %1)</source>
        <translation>（费用：%1）</translation>
    </message>
    <message>
        <source>--grades: a grade or a range of grades such as 6k-4k</source>
        <translation>--grades：一个段级位或范围，如 6k-4k</translation>
    </message>
    <message>
        <source>--award-table: %1 is neither a preset (%2) nor a file that can be read</source>
        <translation>--award-table：%1 既不是预设（%2），也不是可读取的文件</translation>
    </message>
    <message>
        <source>%1: more than 64 KiB, not an award table</source>
        <translation>%1：超过 64 KiB，不是授予表</translation>
    </message>
    <message>
        <source>--next-event needs --name NAME (the new event&apos;s)</source>
        <translation>--next-event 需要 --name NAME（新赛事的名称）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) registered, %2 with the grade awarded here</source>
        <translation>
            <numerusform>%1：已登记 %n 名棋手，其中 %2 名采用本次授予的段级位</numerusform>
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
        <translation>证书已写入 %1</translation>
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
        <translation>积分</translation>
    </message>
    <message>
        <source>SOS</source>
        <translation>对手分</translation>
    </message>
    <message>
        <source>SOS-1</source>
        <translation>对手分-1</translation>
    </message>
    <message>
        <source>SOS-2</source>
        <translation>对手分-2</translation>
    </message>
    <message>
        <source>CUSS</source>
        <translation>累进分</translation>
    </message>
    <message>
        <source>SOSOS</source>
        <translation>对手的对手分</translation>
    </message>
    <message>
        <source>SODOS</source>
        <translation>胜局对手分</translation>
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
        <translation>胜局</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Wins (积分) — NBW</source>
        <translation>积分 — NBW</translation>
    </message>
    <message>
        <source>McMahon score — MMS</source>
        <translation>麦克马洪分 — MMS</translation>
    </message>
    <message>
        <source>Opponents&apos; scores (对手分) — %1</source>
        <translation>对手分 — %1</translation>
    </message>
    <message>
        <source>Cumulative score (累进分) — %1</source>
        <translation>累进分 — %1</translation>
    </message>
    <message>
        <source>Defeated opponents&apos; scores — %1</source>
        <translation>所胜对手分 — %1</translation>
    </message>
    <message>
        <source>Opponents&apos; SOS — %1</source>
        <translation>对手的对手分 — %1</translation>
    </message>
    <message>
        <source>Direct confrontation — DC</source>
        <translation>直接胜负 — DC</translation>
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
        <translation>胜局数 — WINS</translation>
    </message>
</context>
<context>
    <name>DecisionRecord</name>
    <message>
        <source>Dispute decision  争议裁定</source>
        <translation>争议裁定</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>比赛：%1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>台次：%1</translation>
    </message>
    <message>
        <source>Black: %1   White: %2</source>
        <translation>黑方：%1   白方：%2</translation>
    </message>
    <message>
        <source>Record: %1, move %2 of %3</source>
        <translation>棋谱：%1，第 %2 手（共 %3 手）</translation>
    </message>
    <message>
        <source>position entered by hand</source>
        <translation>手动摆放的局面</translation>
    </message>
    <message>
        <source>Rules: %1, komi %2, handicap %3, compensation %4</source>
        <translation>规则：%1，贴目 %2，让子 %3，贴还 %4</translation>
    </message>
    <message>
        <source>Dead stones: none</source>
        <translation>死子：无</translation>
    </message>
    <message>
        <source>Dead stones: Black %1 (%2); White %3 (%4)</source>
        <translation>死子：黑 %1 个（%2）；白 %3 个（%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Count used: the referee&apos;s count of Black, %1子 (White %2子 of %3)</source>
        <translation>采用的计数：裁判所数黑方 %1子（白方 %2子，共 %3）</translation>
    </message>
    <message>
        <source>Count used: the board as marked, Black %1, White %2, dame %3</source>
        <translation>采用的计数：按盘面标记，黑 %1，白 %2，单官 %3</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>裁判：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>%1 — standings after round %2</source>
        <translation>%1 — 第%2轮后排名</translation>
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
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>%1 — pairings of round %2</source>
        <translation>%1 — 第%2轮对阵表</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台号</translation>
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
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Colour draw commitment (SHA-256 of the seed)</source>
        <translation>黑白抽签承诺值（种子的 SHA-256）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation>第%1轮对阵表</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>第%1轮后排名</translation>
    </message>
    <message>
        <source>%1: cannot write the documents</source>
        <translation>%1：无法写入文档</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>首页</translation>
    </message>
    <message>
        <source>%1 — round %2: find your table</source>
        <translation>%1 — 第%2轮：查找台号</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执子</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>%1 — players</source>
        <translation>%1 — 棋手名单</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拉丁字母姓名</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD 编号</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>报名状态</translation>
    </message>
    <message>
        <source>final</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>预报名</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2</source>
        <translation>%1 — 第%2轮后获奖名单</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>总成绩</translation>
    </message>
    <message>
        <source>Women</source>
        <translation>女子</translation>
    </message>
    <message>
        <source>Under %1 (age on %2)</source>
        <translation>%1岁以下（按%2的年龄）</translation>
    </message>
    <message>
        <source>Ranks %1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>奖项</translation>
    </message>
    <message>
        <source>No player qualifies.</source>
        <translation>没有符合条件的棋手。</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1（并列）</translation>
    </message>
    <message>
        <source>The tournament cannot be read right now; this page tries again in a moment.</source>
        <translation>暂时无法读取比赛数据；本页稍后会自动重试。</translation>
    </message>
    <message>
        <source>round %1, table %2 (%3 – %4): a jigo with komi %5</source>
        <translation>第%1轮第%2台（%3 – %4）：贴目%5下的和棋</translation>
    </message>
    <message>
        <source>%1, without a reason</source>
        <translation>%1，未注明理由</translation>
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
        <translation>麦克马洪制，上限%1，下限%2</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>积分编排（瑞士制）</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>分先</translation>
    </message>
    <message>
        <source>handicap by %1 below %2, correction %3, at most %4</source>
        <translation>%2以下按%1让子，减%3子，最多%4子</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>麦克马洪分</translation>
    </message>
    <message>
        <source>bye %1, absent %2</source>
        <translation>轮空%1分，缺席%2分</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>名次依据：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>players of one club or country meet late</source>
        <translation>同单位回避</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>手机棋钟</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>line number in the standings</comment>
        <translation>序号</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>淘汰赛对阵图</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最终名次</translation>
    </message>
    <message>
        <source>EGF rating (provisional)</source>
        <translation>EGF 等级分（暂定）</translation>
    </message>
    <message>
        <source>Round %1: pairings and results</source>
        <translation>第%1轮：对阵与结果</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2, by the final places</source>
        <translation>%1 — 第 %2 轮后奖项（按最终名次）</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — 第%2轮</translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation>%1（第%2轮后）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade awarded</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Grade awarded</source>
        <translation>授予段级位</translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>not meeting twice</source>
        <translation>避免重复对局</translation>
    </message>
    <message>
        <source>the random tie-break</source>
        <translation>随机决定</translation>
    </message>
    <message>
        <source>colour balance</source>
        <translation>黑白平衡</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>score difference</source>
        <translation>分差</translation>
    </message>
    <message>
        <source>draw-ups and draw-downs</source>
        <translation>升降组</translation>
    </message>
    <message>
        <source>seeding inside the score group</source>
        <translation>同分组内的排位</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>club and country</source>
        <translation>同单位与同国家回避</translation>
    </message>
    <message>
        <source>%1: McMahon score %2 before the round, place %3 of %4 in the score group</source>
        <translation>%1：本轮前麦克马洪分 %2，在同分组 %4 人中排第 %3</translation>
    </message>
    <message>
        <source>%1: wins before the round %2, place %3 of %4 in the score group</source>
        <translation>%1：本轮前胜 %2 局，在同分组 %4 人中排第 %3</translation>
    </message>
    <message numerus="yes">
        <source>• Not meeting twice: they have already played each other (%n time(s)); the pair loses this criterion&apos;s whole weight, the largest of all.</source>
        <translation>
            <numerusform>• 避免重复对局：两人已经对局过（%n 次）；这一对失去该项的全部权重，这是所有权重中最大的。</numerusform>
        </translation>
    </message>
    <message>
        <source>• Not meeting twice: they have not played each other.</source>
        <translation>• 避免重复对局：两人尚未对局。</translation>
    </message>
    <message>
        <source>• Score difference: both are in the same score group; full weight.</source>
        <translation>• 分差：两人在同一分组；得全部权重。</translation>
    </message>
    <message numerus="yes">
        <source>• Score difference: %1 against %2, %n score group(s) apart; %3 % of the weight.</source>
        <translation>
            <numerusform>• 分差：%1 对 %2，相差 %n 个分组；得权重的 %3 %。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• Colour balance: a handicap game of %n stone(s), the weaker player takes Black; colours do not count.</source>
        <translation>
            <numerusform>• 黑白平衡：让 %n 子的对局，较弱一方执黑；不计黑白。</numerusform>
        </translation>
    </message>
    <message>
        <source>the game evens out both</source>
        <translation>这盘棋使双方都趋于平衡</translation>
    </message>
    <message>
        <source>the game evens out one of them</source>
        <translation>这盘棋使其中一方趋于平衡</translation>
    </message>
    <message>
        <source>the game evens out neither</source>
        <translation>这盘棋不能使任何一方趋于平衡</translation>
    </message>
    <message>
        <source>• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 (%6 % of the weight).</source>
        <translation>• 黑白平衡：至今执白减执黑次数，%2 为 %1，%4 为 %3；%5（得权重的 %6 %）。</translation>
    </message>
    <message>
        <source>• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.</source>
        <translation>• 同分组内的排位：%3 人中的第 %1 和第 %2；得权重的 %4 %。</translation>
    </message>
    <message>
        <source>• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up %3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.</source>
        <translation>• 升降组：%1 将降组（此前降 %2 次、升 %3 次），%4 将升组（此前升 %5 次、降 %6 次）；得权重的 %7 %。</translation>
    </message>
    <message>
        <source>• Club and country: both from %1, but both are above the thresholds (rank, wins or bar), where club mates and compatriots may meet; full weight.</source>
        <translation>• 同单位与同国家回避：两人都来自 %1，但都在门槛之上（段位、胜局或麦克马洪上限），同单位、同国家的棋手可以相遇；得全部权重。</translation>
    </message>
    <message>
        <source>• Club and country: both play for %1; %2 % of the weight.</source>
        <translation>• 同单位与同国家回避：两人同属 %1；得权重的 %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: both come from %1; %2 % of the weight.</source>
        <translation>• 同单位与同国家回避：两人都来自 %1；得权重的 %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: different clubs and countries; %1 % of the weight.</source>
        <translation>• 同单位与同国家回避：单位和国家都不同；得权重的 %1 %。</translation>
    </message>
    <message>
        <source>• Handicap: %1 % of the weight.</source>
        <translation>• 让子：得权重的 %1 %。</translation>
    </message>
    <message>
        <source>• Categories: %1 % of the weight.</source>
        <translation>• 组别：得权重的 %1 %。</translation>
    </message>
    <message>
        <source>• The random tie-break adds %1.</source>
        <translation>• 随机决定加 %1。</translation>
    </message>
    <message>
        <source>Pair score %1 (higher is better).</source>
        <translation>配对得分 %1（越高越好）。</translation>
    </message>
    <message>
        <source>They are paired together in this round.</source>
        <translation>本轮两人已编排在一起。</translation>
    </message>
    <message>
        <source>Paired instead: %1 - %2 and %3 - %4.</source>
        <translation>实际编排：%1 - %2，%3 - %4。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would make the round worse; the criterion that loses most is %3.</source>
        <translation>把 %1 与 %2 编在一起（他们的对手也互相配对）会使本轮编排变差；损失最大的一项是%3。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would be as good: an equally good pairing.</source>
        <translation>把 %1 与 %2 编在一起（他们的对手也互相配对）同样好：是一样好的编排。</translation>
    </message>
    <message>
        <source>%1 has no game in this round (a bye, absent or not registered for it).</source>
        <translation>%1 本轮没有对局（轮空、缺席或未报名本轮）。</translation>
    </message>
    <message>
        <source>The director forbade this pair: they are paired only if no other pairing of the round is possible.</source>
        <translation>裁判长禁止这对配对：只有本轮别无其他配对可能时才会配对。</translation>
    </message>
    <message>
        <source>The director fixed this pair for the round: they play each other whatever the scores.</source>
        <translation>裁判长指定本轮这对配对：无论分数如何都相互对弈。</translation>
    </message>
    <message>
        <source>The director fixed %1 to play %2 in this round: that pair is made whatever the scores.</source>
        <translation>裁判长指定 %1 本轮对阵 %2：无论分数如何都这样配对。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 is ruled out by the director&apos;s constraint above, whatever the scores.</source>
        <translation>上述裁判长的约束排除了 %1 与 %2 配对，与分数无关。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>等级分</translation>
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
        <translation>编排设置 %1：“%2”不是有效值</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos;</source>
        <translation>未知的编排设置“%1”</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 20 rounds</source>
        <translation>OpenGotha 最多读取 20 轮</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 2,000 players</source>
        <translation>OpenGotha 最多读取 2000 名棋手</translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1; OpenGotha will refuse the file</source>
        <translation>两名棋手的 OpenGotha 键相同（%1）；OpenGotha 将拒绝该文件</translation>
    </message>
    <message>
        <source>round %1, table %2: the AGA format has no jigo or double result; the game is left out</source>
        <translation>第%1轮第%2台：AGA 格式无法表示和棋或双胜/双负，该局不导出</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <translation>姓名顺序</translation>
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
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>association</source>
        <translation>协会</translation>
    </message>
    <message>
        <source>rank as declared</source>
        <translation>申报段位原文</translation>
    </message>
    <message>
        <source>declared rank</source>
        <translation>申报段位</translation>
    </message>
    <message>
        <source>rank set by the director</source>
        <translation>裁判长指定的段位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>麦克马洪修正</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG 会员证号</translation>
    </message>
    <message>
        <source>other ids</source>
        <translation>其他编号</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>gender</source>
        <translation>性别</translation>
    </message>
    <message>
        <source>category</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>应缴报名费</translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation>已缴报名费</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>报名状态</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>预报名</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>退赛</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>未退赛</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>联系方式</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>bye requested</source>
        <translation>申请轮空</translation>
    </message>
    <message>
        <source>present</source>
        <translation>出席</translation>
    </message>
    <message>
        <source>%1, checked in</source>
        <translation>%1，已签到</translation>
    </message>
    <message>
        <source>round %1 %2</source>
        <translation>第%1轮 %2</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1现在是%2</translation>
    </message>
    <message>
        <source>participation</source>
        <translation>参赛状态</translation>
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
        <translation>该轮已被编排</translation>
    </message>
    <message>
        <source>it was unpaired</source>
        <translation>该轮的编排已被取消</translation>
    </message>
    <message>
        <source>results entered or changed at tables %1</source>
        <translation>第 %1 台录入或更改了结果</translation>
    </message>
    <message>
        <source>its pairs or colours changed</source>
        <translation>对阵或黑白已更改</translation>
    </message>
    <message>
        <source>its byes changed</source>
        <translation>轮空已更改</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>第%1轮第%2台</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>name in Latin letters</source>
        <translation>拉丁字母名称</translation>
    </message>
    <message>
        <source>place</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>first day</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>last day</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation>编排制度</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>time control</source>
        <translation>用时规定</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>%1 is on a read-only medium, or this user may not change it: it is open to read only.</source>
        <translation>%1 位于只读介质上，或当前用户无权修改：已以只读方式打开。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: the tournament is open to read only until space is freed.</source>
        <translation>%1 所在的磁盘已满：在释放空间之前，比赛以只读方式打开。</translation>
    </message>
    <message>
        <source>%1 cannot be written (the disk or the folder failed): it is open to read only.</source>
        <translation>无法写入 %1（磁盘或文件夹出错）：已以只读方式打开。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 以只读方式打开；此处不能做任何更改。</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>触发器</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>table</source>
        <translation>数据表</translation>
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
        <translation>未填写</translation>
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
            <numerusform>%n 名为预报名（请为其签到，或将报名设为正式）：%1</numerusform>
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
            <numerusform>%n 名已退赛：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation>未编排：%1。</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos; (known: %2, or OpenGotha&apos;s names such as genMMBar)</source>
        <translation>未知的编排参数 &apos;%1&apos;（已知：%2，或 OpenGotha 的名称，如 genMMBar）</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not yes or no</source>
        <translation>编排参数 %1：&apos;%2&apos; 不是“是”或“否”</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number</source>
        <translation>编排参数 %1：&apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number of half points</source>
        <translation>编排参数 %1：&apos;%2&apos; 不是半分的整数倍</translation>
    </message>
    <message>
        <source>the McMahon floor (%1) is above the bar (%2)</source>
        <translation>麦克马洪下限（%1）高于上限（%2）</translation>
    </message>
    <message>
        <source>the handicap ceiling must be 0 to 9 stones, not %1</source>
        <translation>最多让子数须为 0 到 9 子，而不是 %1</translation>
    </message>
    <message>
        <source>the handicap correction must be 0 to 9 stones, not %1</source>
        <translation>减子数须为 0 到 9 子，而不是 %1</translation>
    </message>
    <message>
        <source>the placement needs at least one criterion</source>
        <translation>名次至少需要一个依据</translation>
    </message>
    <message>
        <source>a score for an unplayed round must be 0 to 1 point</source>
        <translation>未对局轮次的得分须为 0 到 1 分</translation>
    </message>
    <message>
        <source>the last round of the first seeding must be 1 or later</source>
        <translation>第一种种子规则的最后一轮须为第 1 轮或之后</translation>
    </message>
    <message>
        <source>pairing setting %1: %2</source>
        <translation>编排参数 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Choose an even number of players: %n chosen.</source>
        <translation>
            <numerusform>请选择偶数名棋手：已选 %n 名。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>it is open to read only</source>
        <translation>它以只读方式打开</translation>
    </message>
    <message>
        <source>pairing setting %1: McMahon scores count from 30k, as in OpenGotha; the zero cannot be changed</source>
        <translation>编排设置 %1：麦克马洪分从 30 级起算，与 OpenGotha 相同；零点不能更改</translation>
    </message>
    <message>
        <source>%1: the bye in round %2 is an absence in OpenGotha, which scores it %3 instead of %4</source>
        <translation>%1：第 %2 轮的轮空在 OpenGotha 中记为缺席，计 %3 分而非 %4 分</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>台次数</translation>
    </message>
    <message>
        <source>line-up rule</source>
        <translation>排阵规则</translation>
    </message>
    <message>
        <source>team rules</source>
        <translation>团体规则</translation>
    </message>
    <message>
        <source>OpenGotha has no team criterion %1: left out</source>
        <translation>OpenGotha 没有团体排名标准 %1：已略去</translation>
    </message>
    <message>
        <source>a tied match is decided by board %1 (the leader, 主将), which OpenGotha counts as a draw</source>
        <translation>平局由第 %1 台（主将）决胜，OpenGotha 记为平局</translation>
    </message>
    <message>
        <source>match points are %1, which OpenGotha counts as 2/1/0</source>
        <translation>场分为 %1，OpenGotha 按 2/1/0 计</translation>
    </message>
    <message>
        <source>a team bye scores as a %1, which OpenGotha does not record</source>
        <translation>队伍轮空记为%1，OpenGotha 不记录</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>division</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>no grade was awarded: no certificate to print</source>
        <translation>未授予任何段级位：没有可打印的证书</translation>
    </message>
</context>
<context>
    <name>RatingsText</name>
    <message>
        <source>%1 — provisional EGF rating changes (class %2)</source>
        <translation>%1 — EGF 等级分暂定变化（%2 级赛事）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>Provisional: the EGD rates the event when it receives the results file. Class %1 counts %2 of a game&apos;s change; games by default and byes are not rated; * rating from the grade (no EGD rating).</source>
        <translation>暂定：EGD 收到成绩文件后才正式计算。%1 级赛事按每局变化的 %2 计入；判负局与轮空不计；* 表示按段级推算的等级分（无 EGD 等级分）。</translation>
    </message>
    <message>
        <source>Class X: the event is not rated by the EGD (its time is too short, or it is not an EGF event).</source>
        <translation>X 级：EGD 不计算本赛事等级分（用时过短，或非 EGF 赛事）。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation>赛前等级分</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>赛后等级分</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>No player has a rating or a grade.</source>
        <translation>没有棋手有等级分或段级。</translation>
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
        <translation>对阵表</translation>
    </message>
    <message>
        <source>Find your table (by name)</source>
        <translation>查找台号（按姓名）</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>棋手名单</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>获奖名单</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>团体排名</translation>
    </message>
    <message>
        <source>Team pairing (matches and boards)</source>
        <translation>团体对阵（各场及各台）</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>团体交叉表</translation>
    </message>
    <message>
        <source>Board results (board prizes)</source>
        <translation>各台成绩（台次奖）</translation>
    </message>
    <message>
        <source>Schedule (round robin)</source>
        <translation>赛程表（循环赛）</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>淘汰赛对阵图</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最终名次</translation>
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
        <translation>未赛</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>双负</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>双胜</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>%1 by default</source>
        <translation>%1（判定）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-CN</translation>
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
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>No player yet.</source>
        <translation>尚无棋手。</translation>
    </message>
    <message numerus="yes">
        <source>Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD rates the event when it receives the results)</source>
        <translation>
            <numerusform>EGF 等级分（暂定）：%1 → %2（%n 局后 %3；EGD 收到成绩后才正式计算）</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执色</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>at the board</source>
        <translation>现场猜先</translation>
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
        <translation>轮空</translation>
    </message>
    <message>
        <source>did not play</source>
        <translation>未参赛</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>场分</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>替补</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>各轮对阵</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>All divisions</source>
        <translation>全部组别</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>组别</translation>
    </message>
</context>
<context>
    <name>SitePush</name>
    <message>
        <source>%1 answered %2 with more than %3 KiB: not a site that takes pages</source>
        <translation>%1 对 %2 的应答超过 %3 KiB：这不是接收页面的网站</translation>
    </message>
    <message>
        <source>%1 sends the pages to another address: %2</source>
        <translation>%1 把网页转到了另一个地址：%2</translation>
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
        <translation>积分编排（瑞士制）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>双循环</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>小组赛</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>Stage %1: %2 (from round %3)</source>
        <translation>第%1阶段：%2（第%3轮起）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (round %3)</source>
        <translation>第%1阶段：%2（第%3轮）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (rounds %3–%4)</source>
        <translation>第%1阶段：%2（第%3–%4轮）</translation>
    </message>
    <message>
        <source>%1 — schedule of %2</source>
        <translation>%1 — %2 赛程表</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>The players are not placed yet (tengen-cli stage place, or pair the stage&apos;s first round).</source>
        <translation>尚未排定棋手编号（tengen-cli stage place，或编排本阶段第一轮）。</translation>
    </message>
    <message>
        <source>This stage is not scheduled in advance.</source>
        <translation>本阶段不预先排定赛程。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>号</translation>
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
        <translation>单位</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1轮</translation>
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
        <translation>结果</translation>
    </message>
    <message>
        <source>rests (bye)</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Withdrawals</source>
        <translation>退赛</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规定</translation>
    </message>
    <message>
        <source>A player who withdraws having played fewer than half of his games: all his games are annulled. Otherwise his games left are lost by forfeit.</source>
        <translation>棋手退赛时已赛局数不足一半的，其全部对局成绩取消；否则其余对局按弃权判负。</translation>
    </message>
    <message>
        <source>A player who withdraws: his games played stand, his games left are lost by forfeit.</source>
        <translation>棋手退赛：已赛对局成绩有效，其余对局按弃权判负。</translation>
    </message>
    <message>
        <source>%1 — crosstable of %2</source>
        <translation>%1 — %2 成绩交叉表</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1组</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>%1强</translation>
    </message>
    <message>
        <source>%1 — bracket of %2</source>
        <translation>%1 — %2 对阵图</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Goes on</source>
        <translation>晋级</translation>
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
        <translation>季军赛</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
    <message>
        <source>For third place</source>
        <translation>三四名决赛</translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation>裁判：%1</translation>
    </message>
    <message>
        <source>%1 — final places</source>
        <translation>%1 — 最终名次</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>knockout: best of %1</source>
        <translation>淘汰赛：%1 局制</translation>
    </message>
    <message>
        <source>knockout: one game a match</source>
        <translation>淘汰赛：一局定胜负</translation>
    </message>
    <message>
        <source>, a game for third place</source>
        <translation>，另赛三四名</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>分先</translation>
    </message>
    <message>
        <source>the winner goes on; the referee decides a game the board did not decide</source>
        <translation>胜者晋级；棋盘未分胜负的对局由裁判裁定</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (the Berger tables&apos; schedule)</source>
        <translation>%1（按贝格尔表编排）</translation>
    </message>
    <message>
        <source>a rest round scores nothing</source>
        <translation>轮空不计分</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>排名依据：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>a player who withdraws having played fewer than half his games has them annulled</source>
        <translation>赛满不足一半即退赛的棋手，其对局全部作废</translation>
    </message>
    <message>
        <source>a player who withdraws loses his games left by forfeit</source>
        <translation>退赛棋手其余对局判负</translation>
    </message>
</context>
<context>
    <name>TeamDocuments</name>
    <message>
        <source>B+</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>白胜</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（弃权）</translation>
    </message>
    <message>
        <source>%1 — team standings after round %2</source>
        <translation>%1——第 %2 轮后团体排名</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>胜-和-负</translation>
    </message>
    <message>
        <source>no team yet</source>
        <translation>尚无队伍</translation>
    </message>
    <message>
        <source>%1 — team crosstable after round %2</source>
        <translation>%1——第 %2 轮后团体交叉表</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>场分</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>%1 — board results after round %2</source>
        <translation>%1——第 %2 轮后各台成绩</translation>
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
        <translation>局数</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 — round %2 team pairing</source>
        <translation>%1——第 %2 轮团体对阵</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 场：%2 – %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌号</translation>
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
        <translation>结果</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>轮空：%1</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第 %1 轮尚未编排</translation>
    </message>
    <message>
        <source>%1 — round %2 match sheets</source>
        <translation>%1——第 %2 轮对抗记录表</translation>
    </message>
    <message>
        <source>%1 — round %2, match %3</source>
        <translation>%1——第 %2 轮，第 %3 场</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>手机计时钟</translation>
    </message>
    <message>
        <source>Match score: %1 ____ : ____ %2</source>
        <translation>比分：%1 ____ : ____ %2</translation>
    </message>
    <message>
        <source>Captain of %1: ____________________</source>
        <translation>%1 领队签字：____________________</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3</source>
        <translation>第 %1 轮：%2 – %3</translation>
    </message>
    <message>
        <source>This event pairs its teams by a round robin&apos;s table or by hand: the table or the director decides, not the team Swiss; what the team Swiss would weigh follows.</source>
        <translation>本赛事按循环表或人工编排队伍：由循环表或裁判长决定，而非团体积分编排；以下为积分编排会考虑的因素。</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7</source>
        <translation>%1：本轮前场分 %2，局分 %3；积分组 %4，组内第 %5 / %6；第 1 台执色差 %7</translation>
    </message>
    <message>
        <source>They have not met.</source>
        <translation>两队尚未交手。</translation>
    </message>
    <message>
        <source>They met in round %1: a rematch is paired only when no other pairing exists.</source>
        <translation>两队已在第 %1 轮交手：只有别无其他编排时才会再次相遇。</translation>
    </message>
    <message>
        <source>Cost of the pair: score difference %1, placement %2, board 1 colours %3</source>
        <translation>此配对的代价：分差 %1，组内位置 %2，第 1 台执色 %3</translation>
    </message>
    <message>
        <source>They were paired together.</source>
        <translation>两队被编在一起。</translation>
    </message>
    <message>
        <source>They were paired with %1 and %2.</source>
        <translation>两队分别与 %1 和 %2 对阵。</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost no more.</source>
        <translation>若将两队编在一起（%1 对 %2），代价不会更高。</translation>
    </message>
    <message>
        <source>a rematch</source>
        <translation>重复交手</translation>
    </message>
    <message>
        <source>the match points between them</source>
        <translation>两队的场分差</translation>
    </message>
    <message>
        <source>board 1 colours</source>
        <translation>第 1 台执色</translation>
    </message>
    <message>
        <source>the places in the score groups</source>
        <translation>积分组内的位置</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost %3 more, mostly because of %4.</source>
        <translation>若将两队编在一起（%1 对 %2），代价多 %3，主要因为%4。</translation>
    </message>
    <message>
        <source>One of them had the bye or played outside the team Swiss.</source>
        <translation>其中一队轮空，或不在团体积分编排之内。</translation>
    </message>
    <message>
        <source>Matches of round %1</source>
        <translation>第 %1 轮对阵</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>第 %1 轮后团体排名</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7; had the bye</source>
        <translation>%1：本轮前场分 %2，局分 %3；积分组 %4，组内第 %5 / %6；第 1 台执色差 %7；曾轮空</translation>
    </message>
    <message>
        <source>TEAMP</source>
        <comment>team standings column: match points</comment>
        <translation>场分</translation>
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
        <translation>对手分</translation>
    </message>
    <message>
        <source>LBW</source>
        <comment>team standings column: board-1 points</comment>
        <translation>主将分</translation>
    </message>
    <message>
        <source>DE</source>
        <comment>team standings column: direct encounter</comment>
        <translation>直胜</translation>
    </message>
    <message>
        <source>MNR</source>
        <comment>team standings column: mean rating</comment>
        <translation>平均等级分</translation>
    </message>
    <message>
        <source>Board points of boards 1 to %1</source>
        <translation>前 %1 台局分</translation>
    </message>
    <message>
        <source>Opponents&apos; match points</source>
        <translation>对手分</translation>
    </message>
    <message>
        <source>Board-1 wins (主将)</source>
        <translation>主将胜局</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>直胜</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>平均等级分</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <source>the player needs a name</source>
        <translation>棋手必须有姓名</translation>
    </message>
    <message>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>国家/地区“%1”不是两字母 ISO 代码（如 CN、JP、KR、FR）</translation>
    </message>
    <message>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN“%1”必须是 8 位数字</translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation>报名费不能为负数</translation>
    </message>
    <message>
        <source>round numbers start at 1</source>
        <translation>轮次从 1 开始</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>段位为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>“%1”不是段位：应为 2d、5k、3p、2段 或 5级 这样的段级位</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>“%1”不是段位：缺少段级数字或无法识别</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>“%1”混用了业余和职业段位</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>“%1”：职业棋手没有级位</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>“%1”：级位范围为 30k 至 1k</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>“%1”：段位范围为 1d 至 9d</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>“%1”：职业段位范围为 1p 至 9p</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>“%1”不是段位</translation>
    </message>
    <message>
        <source>the tournament needs a name</source>
        <translation>比赛必须有名称</translation>
    </message>
    <message>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>轮数必须在 1 到 99 之间</translation>
    </message>
    <message>
        <source>the last day is before the first day</source>
        <translation>结束日期早于开始日期</translation>
    </message>
    <message>
        <source>the board size must be between 2 and 25</source>
        <translation>棋盘大小必须在 2 到 25 路之间</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>未知规则“%1”：应为 chinese、japanese、korean、aga、ing、nz 或 tromp-taylor</translation>
    </message>
    <message>
        <source>time settings cannot be negative</source>
        <translation>用时设置不能为负数</translation>
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
        <translation>FFG 注册号相同（%1）</translation>
    </message>
    <message>
        <source>same name, club and rank</source>
        <translation>姓名、俱乐部和段位均相同</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: an age section is u&lt;age&gt;, age 1 to 99</source>
        <translation>“%1”：年龄组写作 u&lt;年龄&gt;，年龄为 1 至 99</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a rank group is ranks:&lt;rank&gt;-&lt;rank&gt;, as ranks:1k-5k</source>
        <translation>“%1”：段位组写作 ranks:&lt;段级&gt;-&lt;段级&gt;，例如 ranks:1k-5k</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the category&apos;s name</source>
        <translation>“%1”需要组别名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a section is overall, women, u&lt;age&gt;, ranks:&lt;rank&gt;-&lt;rank&gt; or category:&lt;name&gt;</source>
        <translation>“%1”：奖项组应为 overall、women、u&lt;年龄&gt;、ranks:&lt;段级&gt;-&lt;段级&gt; 或 category:&lt;名称&gt;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of prizes after &apos;=&apos; must be 1 to 1000</source>
        <translation>“%1”：“=”后的奖项数必须为 1 至 1000</translation>
    </message>
    <message>
        <source>no prize section given</source>
        <translation>未给出任何奖项组</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>a second period line: a schedule has one</source>
        <translation>出现第二个 period 行：一个报时表只有一个读秒时长</translation>
    </message>
    <message>
        <source>period needs a whole number of seconds from 1 to 999</source>
        <translation>period 需要 1 至 999 的整数秒</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a line is period, ordinary or last</source>
        <translation>“%1”：每行应为 period、ordinary 或 last</translation>
    </message>
    <message>
        <source>the period comes first</source>
        <translation>period 行必须在最前面</translation>
    </message>
    <message>
        <source>the offset must be whole seconds within the period (1 to %1)</source>
        <translation>偏移量必须是读秒时长内的整数秒（1 至 %1）</translation>
    </message>
    <message>
        <source>an ordinary period&apos;s end is called by itself: offsets below the period</source>
        <translation>普通读秒的结束报时是自动的：偏移量应小于读秒时长</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a phrase key (sec:N, min:N, left_min:N, left_periods:N, count:N)</source>
        <translation>“%1”不是报时用语键（sec:N、min:N、left_min:N、left_periods:N、count:N）</translation>
    </message>
    <message>
        <source>a call needs at least one phrase key</source>
        <translation>报时至少需要一个用语键</translation>
    </message>
    <message>
        <source>the schedule has no period line</source>
        <translation>报时表没有 period 行</translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation>计时器已经开始</translation>
    </message>
    <message>
        <source>the clock has not started</source>
        <translation>计时器尚未开始</translation>
    </message>
    <message>
        <source>the clock is paused: resume it before a move</source>
        <translation>计时器已暂停：请先继续再落子</translation>
    </message>
    <message>
        <source>a move is sealed: the referee opens it first</source>
        <translation>已封棋：须由裁判先打开</translation>
    </message>
    <message>
        <source>the clock is stopped: the flag has fallen</source>
        <translation>计时器已停止：已超时</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>对局已结束</translation>
    </message>
    <message>
        <source>too late: the flag fell before the press</source>
        <translation>太晚了：按钟前已经超时</translation>
    </message>
    <message>
        <source>only a running clock can be paused</source>
        <translation>只有运行中的计时器才能暂停</translation>
    </message>
    <message>
        <source>the flag has already fallen</source>
        <translation>已经超时</translation>
    </message>
    <message>
        <source>a sealed move is opened with unseal</source>
        <translation>封棋要用“打开封棋”继续</translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation>计时器没有暂停</translation>
    </message>
    <message>
        <source>only a running clock can be stopped for a sealed move</source>
        <translation>只有运行中的计时器才能封棋停钟</translation>
    </message>
    <message>
        <source>no move is sealed</source>
        <translation>没有封棋</translation>
    </message>
    <message>
        <source>a time adjustment needs a reason</source>
        <translation>调整时间需要说明原因</translation>
    </message>
    <message>
        <source>there is no press to take back</source>
        <translation>没有可撤销的按钟</translation>
    </message>
    <message>
        <source>only a running or paused clock can take a press back</source>
        <translation>只有运行中或暂停的计时器才能撤销按钟</translation>
    </message>
    <message>
        <source>the clock is not running</source>
        <translation>计时器没有在运行</translation>
    </message>
    <message>
        <source>this takes the time to zero: confirm the adjustment</source>
        <translation>这会使时间归零：请确认此次调整</translation>
    </message>
    <message>
        <source>the journal has a flag the clock does not</source>
        <translation>记录中有超时，但时钟并未超时</translation>
    </message>
    <message>
        <source>the clock has started: its time control cannot change</source>
        <translation>该钟已开始计时：不能再更改用时</translation>
    </message>
    <message>
        <source>the journal has a time control that is not valid</source>
        <translation>记录中的用时设置无效</translation>
    </message>
    <message>
        <source>there is no such table</source>
        <translation>没有这个台次</translation>
    </message>
    <message>
        <source>offset %1, node %2: %3</source>
        <translation>字节偏移 %1，第 %2 个节点：%3</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>字节偏移 %1：%2</translation>
    </message>
    <message>
        <source>played out of turn</source>
        <translation>未轮到该方落子</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation>该点已有棋子</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自杀（禁着）</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>违规</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time system: expected absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass or ing</source>
        <translation>“%1”不是计时方式：应为 absolute、byoyomi、canadian、moves、fischer、bronstein、delay、hourglass 或 ing</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected key=value</source>
        <translation>“%1”：应为 键=值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting of %2</source>
        <translation>“%1”不是 %2 的设置项</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>“%1”重复给出</translation>
    </message>
    <message>
        <source>%1=%2: expected a positive whole number</source>
        <translation>%1=%2：应为正整数</translation>
    </message>
    <message>
        <source>%1=%2: expected a duration such as 30s, 10m or 1h</source>
        <translation>%1=%2：应为时长，例如 30s、10m 或 1h</translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation>%1 需要 %2=</translation>
    </message>
    <message>
        <source>period must be longer than 0</source>
        <translation>读秒时长必须大于 0</translation>
    </message>
    <message>
        <source>%1 time needs main &gt; 0</source>
        <translation>%1 计时需要 main &gt; 0</translation>
    </message>
    <message>
        <source>a byo-yomi period must be a whole number of seconds</source>
        <translation>读秒时长必须是整数秒</translation>
    </message>
    <message>
        <source>a byo-yomi period is at most 999 s</source>
        <translation>读秒时长最多 999 秒</translation>
    </message>
    <message>
        <source>cap is shorter than the main time</source>
        <translation>上限短于基本用时</translation>
    </message>
    <message>
        <source>%1[%2] is not a point or point range</source>
        <translation>%1[%2] 不是一个点或点的范围</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] 不是一个点</translation>
    </message>
    <message>
        <source>%1[%2] lies outside the %3×%3 board</source>
        <translation>%1[%2] 在 %3×%3 棋盘之外</translation>
    </message>
    <message>
        <source>SZ[%1]: board sizes from 2 to 25 (square) are supported</source>
        <translation>SZ[%1]：只支持 2 到 25 路的正方形棋盘</translation>
    </message>
    <message>
        <source>HA[%1] is not a number of stones; ignored</source>
        <translation>HA[%1] 不是让子数；已忽略</translation>
    </message>
    <message>
        <source>%1 has several values; the first is used</source>
        <translation>%1 有多个值；采用第一个</translation>
    </message>
    <message>
        <source>KM[%1] read as %2 points</source>
        <translation>KM[%1] 按 %2 目读取</translation>
    </message>
    <message>
        <source>KM[%1] is not a komi in half points; the rule set&apos;s komi is used</source>
        <translation>KM[%1] 不是以半目为单位的贴目；采用规则的贴目</translation>
    </message>
    <message>
        <source>a move and setup in one node: the setup is applied first</source>
        <translation>同一节点中有着手和摆子：先摆子</translation>
    </message>
    <message>
        <source>several moves in one node: applied in order</source>
        <translation>同一节点中有多手：按顺序下</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the %3×%3 board</source>
        <translation>%1[%2] 不是 %3×%3 棋盘上的点</translation>
    </message>
    <message>
        <source>charset detected as %1</source>
        <translation>检测到字符集为 %1</translation>
    </message>
    <message>
        <source>GM[%1] is not a game of Go</source>
        <translation>GM[%1] 不是围棋</translation>
    </message>
    <message>
        <source>no game of Go in the file</source>
        <translation>文件中没有围棋棋谱</translation>
    </message>
    <message>
        <source>a dead-stone mark lies outside the board</source>
        <translation>死子标记在棋盘之外</translation>
    </message>
    <message>
        <source>the dead-stone mark at %1 is on an empty point</source>
        <translation>%1 处的死子标记在空点上</translation>
    </message>
    <message>
        <source>the marks cover %1 of the %2 stones of the chain at %3</source>
        <translation>标记只覆盖了 %3 处棋块 %2 子中的 %1 子</translation>
    </message>
    <message>
        <source>dead-stone marks are ignored: %1 counts the board as it stands</source>
        <translation>忽略死子标记：%1 按棋盘现状计算</translation>
    </message>
    <message>
        <source>the chain at %1 is marked dead but is alive however the opponent plays (pass-alive)</source>
        <translation>%1 处的棋块被标为死子，但无论对方怎么下都是活棋（无条件活）</translation>
    </message>
    <message>
        <source>the chain at %1 is left alive inside the opponent&apos;s pass-alive area</source>
        <translation>%1 处的棋块位于对方无条件活的区域内，却被当作活棋</translation>
    </message>
    <message>
        <source>rules %1, komi %2 (reverse), handicap %3, compensation %4</source>
        <translation>规则 %1，贴目 %2（倒贴），让子 %3，贴还 %4</translation>
    </message>
    <message>
        <source>rules %1, komi %2, handicap %3, compensation %4</source>
        <translation>规则 %1，贴目 %2，让子 %3，贴还 %4</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted half to each side</source>
        <translation>尚有 %1 个单官未填，双方各计一半</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted to neither side</source>
        <translation>尚有 %1 个单官未填，不计给任何一方</translation>
    </message>
    <message>
        <source>seki found: confirm it over the board</source>
        <translation>发现双活：请在棋盘上确认</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>变化嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>a variation starts before any node</source>
        <translation>变化出现在任何节点之前</translation>
    </message>
    <message>
        <source>an empty game tree</source>
        <translation>空的棋谱树</translation>
    </message>
    <message>
        <source>a node after the variations of its sequence</source>
        <translation>节点出现在所在序列的变化之后</translation>
    </message>
    <message>
        <source>a node without &apos;;&apos; (read as if it had one)</source>
        <translation>节点缺少“;”（按有“;”读取）</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <source>the file ends inside a game tree (missing &apos;)&apos;)</source>
        <translation>文件在棋谱树中途结束（缺少“)”）</translation>
    </message>
    <message>
        <source>no game tree: an SGF file starts with &apos;(&apos;</source>
        <translation>没有棋谱树：SGF 文件应以“(”开头</translation>
    </message>
    <message>
        <source>a property name without capital letters</source>
        <translation>属性名中没有大写字母</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>属性 %1 没有值</translation>
    </message>
    <message>
        <source>property %1 appears twice in one node</source>
        <translation>属性 %1 在同一节点中出现两次</translation>
    </message>
    <message>
        <source>a value that is never closed with &apos;]&apos;</source>
        <translation>一个值没有以“]”结束</translation>
    </message>
    <message>
        <source>single-stone suicide</source>
        <translation>单子自杀</translation>
    </message>
    <message>
        <source>retakes a ko at once (cycle of 2)</source>
        <translation>立即提回劫（2 手循环）</translation>
    </message>
    <message>
        <source>repeats the position of move %1 (cycle of %2)</source>
        <translation>与第 %1 手的局面全局同形再现（%2 手循环）</translation>
    </message>
    <message>
        <source>repeats an earlier position</source>
        <translation>重复先前的局面</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>没有%1号台。</translation>
    </message>
    <message>
        <source>recovered after a crash</source>
        <translation>崩溃后恢复</translation>
    </message>
    <message>
        <source>A hall has at least one table.</source>
        <translation>赛场至少要有一张台。</translation>
    </message>
    <message>
        <source>Open a tournament to set up the clocks of a round.</source>
        <translation>请先打开一个比赛，才能设置某一轮的棋钟。</translation>
    </message>
    <message>
        <source>Round %1 has no games to clock.</source>
        <translation>第%1轮没有需要计时的对局。</translation>
    </message>
    <message>
        <source>No clocks are set up.</source>
        <translation>尚未设置棋钟。</translation>
    </message>
    <message>
        <source>The schedule is for %1 s periods; the clocks have %2 s periods.</source>
        <translation>该读秒方案用于每次%1秒的读秒；棋钟的读秒为每次%2秒。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>没有对局</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was White&apos;s, the record has Black to play</source>
        <translation>棋钟的第%1手是白方的，棋谱此处轮黑方走</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was Black&apos;s, the record has White to play</source>
        <translation>棋钟的第%1手是黑方的，棋谱此处轮白方走</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1轮没有第%2台。</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours were decided at the board; say who took black</source>
        <translation>第%1轮第%2台：黑白在现场决定，请说明谁执黑</translation>
    </message>
    <message>
        <source>round %1, table %2: a jigo cannot happen with komi %3; enter it only with the referee&apos;s reason</source>
        <translation>第%1轮第%2台：贴目%3下不可能和棋；只有附上裁判的理由才能录入</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>第%1轮：棋手 %2 被编排了两次</translation>
    </message>
    <message>
        <source>a game of round %1 given for round %2</source>
        <translation>第%1轮的对局出现在第%2轮中</translation>
    </message>
    <message>
        <source>round %1: table %2 is used twice</source>
        <translation>第%1轮：第%2台被使用了两次</translation>
    </message>
    <message>
        <source>%1 (noted in the file&apos;s header)</source>
        <translation>%1（已在文件头中注明）</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3).</source>
        <translation>%1 与已报名的 %2（编号 %3）看来是同一人。</translation>
    </message>
    <message>
        <source>no player with id %1</source>
        <translation>没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第%1轮尚未编排</translation>
    </message>
    <message>
        <source>the colours of round %1 are already drawn; change a table&apos;s colours with a reason instead</source>
        <translation>第%1轮的黑白已经决定；如需更改，请针对单台更改并注明理由</translation>
    </message>
    <message>
        <source>round %1 has no colour draw</source>
        <translation>第%1轮没有黑白抽取记录</translation>
    </message>
    <message>
        <source>round %1, table %2: player %3 does not play there</source>
        <translation>第%1轮第%2台：棋手 %3 不在该台对局</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black, no nigiri.</source>
        <translation>第%1台是让子棋：由较弱一方执黑，不猜先。</translation>
    </message>
    <message>
        <source>a nigiri needs at least one stone</source>
        <translation>猜先至少要握一颗子</translation>
    </message>
    <message>
        <source>%1 and %2 played each other in round %3.</source>
        <translation>%1 与 %2 已在第%3轮对局。</translation>
    </message>
    <message>
        <source>%1 and %2 are a pair the director forbade (%3).</source>
        <translation>%1 与 %2 是裁判长禁止编排的一对（%3）。</translation>
    </message>
    <message>
        <source>Table %1 has a result; clear it first.</source>
        <translation>第%1台已有结果，请先清除。</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black.</source>
        <translation>第 %1 台是让子棋：由较弱的一方执黑。</translation>
    </message>
    <message>
        <source>The colours of round %1 are published: record the change with a reason (nigiri at the board, or the director&apos;s decision).</source>
        <translation>第 %1 轮的执子已公布：更改须记录理由（台前猜先，或裁判长决定）。</translation>
    </message>
    <message>
        <source>Round %1 has no tables %2 and %3 to exchange.</source>
        <translation>第 %1 轮没有可交换的第 %2 台和第 %3 台。</translation>
    </message>
    <message>
        <source>Only games without a result can be changed.</source>
        <translation>只能更改尚无结果的对局。</translation>
    </message>
    <message>
        <source>Table %1: %2 (white) plays %3 (black).</source>
        <translation>第 %1 台：%2（执白）对 %3（执黑）。</translation>
    </message>
    <message>
        <source>Exchange the Black players of tables %1 and %2?</source>
        <translation>交换第 %1 台和第 %2 台的执黑棋手？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>仍要编排他们吗？</translation>
    </message>
    <message>
        <source>round %1 is outside 1..%2</source>
        <translation>第%1轮超出范围 1..%2</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>第%1轮已编排；请先取消编排</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no player is registered for it.</source>
        <translation>第%1轮无法编排：没有报名参加该轮的棋手。</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no two players can play. %2</source>
        <translation>第%1轮无法编排：没有两名可以对局的棋手。%2</translation>
    </message>
    <message>
        <source>Choose each player once.</source>
        <translation>每名棋手只能选择一次。</translation>
    </message>
    <message>
        <source>Choose two or more players to pair.</source>
        <translation>请选择两名或更多棋手进行编排。</translation>
    </message>
    <message>
        <source>%1 cannot be paired in round %2: already playing in it, absent, withdrawn or not finally registered.</source>
        <translation>%1 不能在第%2轮编排：已有对局、缺席、已退赛或尚未正式报名。</translation>
    </message>
    <message>
        <source>These players cannot all be paired with one another (a pair the director forbade?).</source>
        <translation>这些棋手无法全部互相编排（是否有裁判长禁止的配对？）。</translation>
    </message>
    <message>
        <source>no player has the id %1</source>
        <translation>没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <source>read as %1 (the file is not UTF-8)</source>
        <translation>按 %1 读取（文件不是 UTF-8）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>unknown column, ignored</source>
        <translation>未知列，已忽略</translation>
    </message>
    <message>
        <source>the same field appears twice in the header</source>
        <translation>表头中同一字段出现了两次</translation>
    </message>
    <message>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>表头中没有姓名列（family、given、name、姓、名 或 姓名）</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>带引号的字段没有闭合（该行不完整）</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>本行有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>“%1”不是等级分体系（egd、aga、ffg、other）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>“%1”不是日期（请使用 yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>“%1”不是性别（f、m、女、男）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither f nor m: the gender is left unknown</source>
        <translation>&apos;%1&apos; 既不是 f 也不是 m：性别记为未知</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>“%1”不是有效金额</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>“%1”不是报名状态（final、preliminary）</translation>
    </message>
    <message>
        <source>the rating %1 means %2, far from the declared %3; the rating decides unless you set the rank by hand</source>
        <translation>等级分 %1 相当于 %2，与申报的 %3 相差较大；除非手动指定段位，否则以等级分为准</translation>
    </message>
    <message>
        <source>no players after the header</source>
        <translation>表头之后没有棋手</translation>
    </message>
    <message>
        <source>this is the tournament file that is open (or a file SQLite keeps beside it), not a list of players</source>
        <translation>这是当前打开的比赛文件（或 SQLite 保存在其旁边的文件），不是棋手名单</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>repeats line %1 (%2)</source>
        <translation>与第 %1 行重复（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a value Tengen knows</source>
        <translation>“%1”不是天元可识别的值</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML file that declares none</source>
        <translation>偏移量 %2 处的字节 0x%1 不是 UTF-8（未声明编码的 XML 文件应为 UTF-8）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares</source>
        <translation>偏移量 %2 处的字节 0x%1 不是 UTF-8（文件声明的编码）</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>根元素是 &lt;%1&gt;，而不是 OpenGotha 的 &lt;Tournament&gt;</translation>
    </message>
    <message>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha 数据版本 %1 高于天元支持的版本（最高 %2）</translation>
    </message>
    <message>
        <source>a player without a name</source>
        <translation>有棋手没有姓名</translation>
    </message>
    <message>
        <source>round and table must be whole numbers</source>
        <translation>轮次和台号必须是整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a placement criterion Tengen knows</source>
        <translation>“%1”不是天元可识别的排名依据</translation>
    </message>
    <message>
        <source>XML error: %1</source>
        <translation>XML 错误：%1</translation>
    </message>
    <message>
        <source>missing: the file has no tournament settings</source>
        <translation>缺失：文件中没有比赛设置</translation>
    </message>
    <message>
        <source>%1 already plays in round %2 (line %3)</source>
        <translation>%1 在第%2轮中已有对局（第 %3 行）</translation>
    </message>
    <message>
        <source>a player cannot play against themselves</source>
        <translation>棋手不能与自己对局</translation>
    </message>
    <message>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>应有 PIN、姓名、国家/地区、俱乐部、段位、建议段位、GoR、参赛次数和最近一次比赛；实际有 %1 个字段</translation>
    </message>
    <message>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>参赛次数</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>no two-letter country code after the name</source>
        <translation>姓名之后没有两字母国家/地区代码</translation>
    </message>
    <message>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>未找到棋手行（以 8 位 PIN 开头）：这是 EGD 名单吗？</translation>
    </message>
    <message>
        <source>line too short for the échelle layout (%1 characters; at least 58 expected)</source>
        <translation>该行对于 échelle 格式过短（%1 个字符，至少应有 58 个）</translation>
    </message>
    <message>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>姓名之后应依次为等级分、会员证状态、会员证号、俱乐部和国家/地区</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>会员证号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>“%1”不是 7 位的会员证号</translation>
    </message>
    <message>
        <source>no players found: is this an FFG échelle?</source>
        <translation>未找到棋手：这是 FFG échelle 吗？</translation>
    </message>
    <message>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>有 %1 个制表符分隔的字段，而 TDListA 应有 9 个</translation>
    </message>
    <message>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>姓名为空</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>“%1”不是会员号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>“%1”不是 AGA 等级分</translation>
    </message>
    <message>
        <source>no players found: is this an AGA TDList?</source>
        <translation>未找到棋手：这是 AGA TDList 吗？</translation>
    </message>
    <message>
        <source>a NUL byte at offset %1: this is not a text file in a known encoding (UTF-16 without a byte-order mark, or binary)</source>
        <translation>偏移量 %1 处有 NUL 字节：这不是已知编码的文本文件（可能是没有字节顺序标记的 UTF-16，或二进制文件）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its encoding</source>
        <translation>偏移量 %2 处的字节 0x%1 不是 UTF-8，按 GB18030 读取也只是巧合（看起来是 Latin-1 或 Windows-1252）；请另存为 UTF-8 或指定其编码</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation>偏移量 %2 处的字节 0x%1 既不是 UTF-8 也不是 GB18030；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos;</source>
        <translation>未知编码“%1”</translation>
    </message>
    <message>
        <source>the file is not valid %1</source>
        <translation>文件不是有效的 %1</translation>
    </message>
    <message>
        <source>round %1, table %2 has a result; clear it before changing the colours</source>
        <translation>第%1轮第%2台已有结果；请先清除结果再更改黑白</translation>
    </message>
    <message>
        <source>round %1, table %2: no game between these players</source>
        <translation>第%1轮第%2台：这两名棋手之间没有对局</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours are published; changing them needs a reason</source>
        <translation>第%1轮第%2台：黑白已公布，更改需注明理由</translation>
    </message>
    <message>
        <source>%1: a change was started while the file was being read (an internal error). Nothing was changed.</source>
        <translation>%1：在读取文件期间开始了更改（内部错误）。未做任何更改。</translation>
    </message>
    <message>
        <source>unknown pairing constraint &apos;%1&apos;</source>
        <translation>未知的编排限制“%1”</translation>
    </message>
    <message>
        <source>a pair needs two different players</source>
        <translation>一对需要两名不同的棋手</translation>
    </message>
    <message>
        <source>a fixed pair needs its round</source>
        <translation>指定对阵需要注明轮次</translation>
    </message>
    <message>
        <source>a reserved table needs its number</source>
        <translation>保留台位需要台号</translation>
    </message>
    <message>
        <source>no pairing constraint has the id %1</source>
        <translation>没有编号为 %1 的编排限制</translation>
    </message>
    <message>
        <source>%1 is the tournament file that is open, or a file SQLite keeps beside it; choose another file.</source>
        <translation>%1 是当前打开的比赛文件，或 SQLite 保存在其旁边的文件；请选择其他文件。</translation>
    </message>
    <message>
        <source>an edit cannot change a player&apos;s id</source>
        <translation>修改不能更改棋手编号</translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile; nothing was saved.</source>
        <translation>%1 已被另一个程序删除；未保存任何内容。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile: %2. Nothing was saved; look at the player again.</source>
        <translation>另一个程序在此期间修改了 %1：%2。未保存任何内容；请重新查看该棋手。</translation>
    </message>
    <message>
        <source>%1 is in round %2; a player who has been paired is withdrawn, not deleted.</source>
        <translation>%1 已在第%2轮中；已被编排的棋手只能退赛，不能删除。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; the registration was not deleted.</source>
        <translation>另一个程序在此期间修改了 %1；未删除该报名。</translation>
    </message>
    <message>
        <source>%1 is registered again already (by another program); nothing was changed.</source>
        <translation>%1 已被（另一个程序）重新报名；未做任何更改。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; nothing was changed.</source>
        <translation>另一个程序在此期间修改了 %1；未做任何更改。</translation>
    </message>
    <message>
        <source>%1: this tournament already has rounds; its games cannot be merged with the imported ones</source>
        <translation>%1：本比赛已有轮次，其对局无法与导入的对局合并</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3, already registered as #%4 (%5)</source>
        <translation>%1：%2 可能与已报名的 #%4 %3 是同一人（%5）</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3 on line %4 (%5)</source>
        <translation>%1：%2 可能与第 %4 行的 %3 是同一人（%5）</translation>
    </message>
    <message>
        <source>Another program changed table %2 of round %1 meanwhile (now: %3). Nothing was changed; look at the table again.</source>
        <translation>另一个程序在此期间修改了第%1轮第%2台（现在：%3）。未做任何更改；请重新查看该台。</translation>
    </message>
    <message>
        <source>Round %1 was paired by another program meanwhile; nothing was changed. Unpair it first to pair it again.</source>
        <translation>第%1轮已在此期间被另一个程序编排；未做任何更改。如需重新编排，请先取消编排。</translation>
    </message>
    <message>
        <source>Another program changed round %1 meanwhile (%2). Nothing was changed; look at the round again.</source>
        <translation>另一个程序在此期间修改了第%1轮（%2）。未做任何更改；请重新查看该轮。</translation>
    </message>
    <message>
        <source>The players, the settings or the earlier rounds changed while round %1 was being paired; nothing was stored.</source>
        <translation>编排第%1轮期间，棋手、设置或之前的轮次发生了变化；未保存任何内容。</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>第%1轮没有第%2台</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more (another program changed the round); nothing was changed.</source>
        <translation>第%1轮已没有第%2台（另一个程序修改了该轮）；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings</source>
        <translation>%1 中没有比赛设置</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s %1 meanwhile. Nothing was saved; look at the settings again.</source>
        <translation>另一个程序在此期间修改了比赛的%1。未保存任何内容；请重新查看设置。</translation>
    </message>
    <message>
        <source>Another program changed the pairing settings meanwhile; nothing was saved. Look at them again.</source>
        <translation>另一个程序同时修改了编排参数；未保存任何内容。请重新查看。</translation>
    </message>
    <message>
        <source>Rounds are paired already: a change of the pairing settings needs a reason.</source>
        <translation>已有轮次编排完毕：修改编排参数需要说明理由。</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s settings meanwhile; nothing was changed.</source>
        <translation>另一个程序在此期间修改了比赛设置；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is busy: another program has been writing to it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 正忙：另一个程序写入该文件已超过 %2 秒。未做任何更改；请重试。</translation>
    </message>
    <message>
        <source>%1 cannot be written (a read-only medium, or no permission to change it). Nothing was changed.</source>
        <translation>无法写入 %1（只读介质，或没有修改权限）。未做任何更改。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full. Nothing was changed; free some space and try again.</source>
        <translation>%1 所在的磁盘已满。未做任何更改；请释放空间后重试。</translation>
    </message>
    <message>
        <source>%1 is damaged. Nothing was changed; open a backup copy of the tournament.</source>
        <translation>%1 已损坏。未做任何更改；请打开比赛的备份副本。</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk or the folder failed. Nothing was changed.</source>
        <translation>无法读写 %1：磁盘或文件夹出错。未做任何更改。</translation>
    </message>
    <message>
        <source>%1 refused the change: it breaks a rule of the tournament file. Nothing was changed.</source>
        <translation>%1 拒绝了此更改：它违反了比赛文件的规则。未做任何更改。</translation>
    </message>
    <message>
        <source>%1: refused by a rule of the tournament file. Nothing was changed.</source>
        <translation>%1：被比赛文件的规则拒绝。未做任何更改。</translation>
    </message>
    <message>
        <source>%1 could not carry out the change (an internal error of the tournament file). Nothing was changed.</source>
        <translation>%1 无法执行此更改（比赛文件内部错误）。未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1 不是比赛文件（不是 SQLite 数据库）</translation>
    </message>
    <message>
        <source>%1 holds a %2 named “%3” that Tengen did not create. The file is refused and left as it is: such an addition could change the tournament by itself.</source>
        <translation>%1 含有一个并非天元创建的%2“%3”。该文件被拒绝，保持原样不动：这种添加内容可能自行修改比赛数据。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is missing.</source>
        <translation>%1 已损坏：缺少%2“%3”。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is not as Tengen wrote it.</source>
        <translation>%1 已损坏：%2“%3”与天元写入的不一致。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is %2 bytes long, but its header says %3 (cut off, or something was added to it).</source>
        <translation>%1 已损坏：文件长 %2 字节，但文件头记录为 %3（被截断，或被追加了内容）。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1 是 SQLite 数据库，但不是天元比赛文件</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1 由更新版本的天元写入（文件格式 %2；本版本最高支持 %3）。请升级天元后再打开。</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version (it was not created completely, or another program changed it).</source>
        <translation>%1 已损坏：没有文件格式版本（未完整创建，或被其他程序修改）。</translation>
    </message>
    <message>
        <source>%1 is damaged: its pages do not pass SQLite&apos;s check. Open a backup copy of the tournament.</source>
        <translation>%1 已损坏：其数据页未通过 SQLite 的检查。请打开比赛的备份副本。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings: it was not created completely</source>
        <translation>%1 没有比赛设置：文件未完整创建</translation>
    </message>
    <message>
        <source>%1 exists already; open it instead</source>
        <translation>%1 已存在，请直接打开</translation>
    </message>
    <message>
        <source>%1 could not be created</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>There is no file %1</source>
        <translation>文件 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is a folder)</source>
        <translation>%1 不是比赛文件（它是文件夹）</translation>
    </message>
    <message>
        <source>%1 cannot be read: no permission to read it</source>
        <translation>无法读取 %1：没有读取权限</translation>
    </message>
    <message>
        <source>%1 was written by an older Tengen and must be brought up to date, which needs writing: %2</source>
        <translation>%1 由较旧版本的天元写入，需要升级文件格式，而这需要写入：%2</translation>
    </message>
    <message>
        <source>a time log is text, csv or json, not &apos;%1&apos;</source>
        <translation>计时记录的格式为 text、csv 或 json，不能是“%1”</translation>
    </message>
    <message>
        <source>%1: no clocks have run in this tournament file</source>
        <translation>%1：此比赛文件中没有运行过计时器</translation>
    </message>
    <message>
        <source>a table number from 1 to %1</source>
        <translation>台号应为 1 到 %1</translation>
    </message>
    <message>
        <source>%1: the stored time control: %2</source>
        <translation>%1：保存的用时规定：%2</translation>
    </message>
    <message>
        <source>table %1: a clock event of an unknown kind &apos;%2&apos; is left out</source>
        <translation>第 %1 台：未知类型“%2”的计时记录已略去</translation>
    </message>
    <message>
        <source>the clock has %1 moves, the record %2</source>
        <translation>计时钟记有 %1 手，棋谱有 %2 手</translation>
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
        <translation>第 %1 轮：白方 %2，黑方 %3，结果 %4
</translation>
    </message>
    <message>
        <source>%1: round %2 has no game at table %3</source>
        <translation>%1：第 %2 轮第 %3 台没有对局</translation>
    </message>
    <message>
        <source>round %1 has results; they would be lost</source>
        <translation>第%1轮已有结果，取消编排将丢失这些结果</translation>
    </message>
    <message>
        <source>%1: nothing was imported (errors: %2).</source>
        <translation>%1：未导入任何内容（错误：%2 处）。</translation>
    </message>
    <message>
        <source>a press from a device needs its id</source>
        <translation>设备的按钟需要带编号</translation>
    </message>
    <message>
        <source>message at byte %1: %2</source>
        <translation>消息第 %1 字节处：%2</translation>
    </message>
    <message>
        <source>join a table first (message &apos;%1&apos;)</source>
        <translation>请先加入一个对局台（消息“%1”）</translation>
    </message>
    <message>
        <source>a press needs the side that moved (B or W)</source>
        <translation>按钟需要注明落子方（B 或 W）</translation>
    </message>
    <message>
        <source>a sealed move needs the move written down</source>
        <translation>封棋需要写下所封之着</translation>
    </message>
    <message>
        <source>a result is black-wins, white-wins, jigo, both-lose or both-win</source>
        <translation>结果应为 black-wins、white-wins、jigo、both-lose 或 both-win</translation>
    </message>
    <message>
        <source>there is no result to confirm</source>
        <translation>没有待确认的结果</translation>
    </message>
    <message>
        <source>unknown message &apos;%1&apos;</source>
        <translation>未知消息“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table of this round: look at the code on the result sheet again</source>
        <translation>“%1”不是本轮的对局台：请再看一下成绩记录单上的加入码</translation>
    </message>
    <message>
        <source>the round has this game&apos;s result already: only a referee changes it, with a reason</source>
        <translation>本轮已有这盘棋的结果：只有裁判可以更改，并须说明理由</translation>
    </message>
    <message>
        <source>changing a result in the round needs the referee&apos;s reason</source>
        <translation>更改本轮的结果需要裁判说明理由</translation>
    </message>
    <message>
        <source>too many wrong referee PINs: try again in a minute, or act at the desk</source>
        <translation>裁判 PIN 错误次数过多：请一分钟后再试，或在裁判台操作</translation>
    </message>
    <message>
        <source>a referee&apos;s action needs the referee&apos;s PIN (set at the desk)</source>
        <translation>裁判操作需要裁判 PIN（在裁判台设置）</translation>
    </message>
    <message>
        <source>an adjustment needs the side (B or W)</source>
        <translation>调整时间需要注明哪一方（B 或 W）</translation>
    </message>
    <message>
        <source>round %1 is over at this desk: join with the code of the new round</source>
        <translation>第 %1 轮在本裁判台已结束：请用新一轮的加入码加入</translation>
    </message>
    <message>
        <source>it is not Black&apos;s turn</source>
        <translation>现在不是黑方行棋</translation>
    </message>
    <message>
        <source>it is not White&apos;s turn</source>
        <translation>现在不是白方行棋</translation>
    </message>
    <message>
        <source>%1 holds a table “%2” that this version of Tengen cannot copy</source>
        <translation>%1 含有本版 Tengen 无法复制的表“%2”</translation>
    </message>
    <message>
        <source>%1: not a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1：不是 postgresql://用户@主机/数据库 形式的地址</translation>
    </message>
    <message>
        <source>%1: the address names no user (USER@HOST)</source>
        <translation>%1：地址中没有用户（用户@主机）</translation>
    </message>
    <message>
        <source>%1: the address names no server</source>
        <translation>%1：地址中没有服务器</translation>
    </message>
    <message>
        <source>%1: the database is a name of letters, digits and _ after the server (HOST/DATABASE)</source>
        <translation>%1：数据库名应由字母、数字和 _ 组成，写在服务器之后（主机/数据库）</translation>
    </message>
    <message>
        <source>%1: the only option is ?tournament=NAME</source>
        <translation>%1：唯一的选项是 ?tournament=名称</translation>
    </message>
    <message>
        <source>%1: a tournament&apos;s name is a letter, then letters, digits and _ (not pg_..., not public)</source>
        <translation>%1：比赛名称以字母开头，其后为字母、数字和 _（不能是 pg_...，也不能是 public）</translation>
    </message>
    <message>
        <source>“%1” is not a user name for the server (letters, digits, _ . -)</source>
        <translation>“%1”不是服务器的用户名（字母、数字、_ . -）</translation>
    </message>
    <message>
        <source>%1 is a file: desks&apos; roles are a server&apos;s</source>
        <translation>%1 是文件：工作台角色只在服务器上</translation>
    </message>
    <message>
        <source>The desks&apos; roles are not set up on %1: run tengen-cli server init first</source>
        <translation>%1 上尚未设置工作台角色：请先运行 tengen-cli server init</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; Tengen connects again by itself: try again.</source>
        <translation>无法连接 %1 的服务器（服务器或网络中断）。没有任何更改；Tengen 会自动重新连接：请再试一次。</translation>
    </message>
    <message>
        <source>%1 is busy: another desk has been changing it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 正忙：另一个工作台已在修改超过 %2 秒。没有任何更改；请再试一次。</translation>
    </message>
    <message>
        <source>The server of %1 refused: this desk&apos;s role may not make that change. Nothing was changed.</source>
        <translation>%1 的服务器拒绝：此工作台的角色无权做此更改。没有任何更改。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 以只读方式打开；这里不能做任何更改。</translation>
    </message>
    <message>
        <source>The server of %1 has no disk space left. Nothing was changed.</source>
        <translation>%1 的服务器磁盘已满。没有任何更改。</translation>
    </message>
    <message>
        <source>The server of %1 could not carry out the change (%2). Nothing was changed.</source>
        <translation>%1 的服务器无法执行此更改（%2）。没有任何更改。</translation>
    </message>
    <message>
        <source>%1: a statement lacks a value (an internal error)</source>
        <translation>%1：语句缺少一个值（内部错误）</translation>
    </message>
    <message>
        <source>%1: this computer lacks Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql)</source>
        <translation>%1：本机缺少 Qt 的 PostgreSQL 驱动（Debian 软件包 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>%1 is not a Tengen tournament</source>
        <translation>%1 不是 Tengen 比赛</translation>
    </message>
    <message>
        <source>There is no tournament %1</source>
        <translation>没有比赛 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: %2 is kept</source>
        <translation>“%1”不是段级位：保留 %2</translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is outside 30k-9d: read as %2, as OpenGotha does</source>
        <translation>段级位“%1”超出 30级–9段：与 OpenGotha 一样按 %2 读取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither true nor false: read as %2, as OpenGotha does</source>
        <translation>“%1”既不是 true 也不是 false：与 OpenGotha 一样按 %2 读取</translation>
    </message>
    <message>
        <source>player %1 %2 appears twice (line %3): left out, as OpenGotha does</source>
        <translation>棋手 %1 %2 出现两次（第 %3 行）：与 OpenGotha 一样不予导入</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a country code: left out</source>
        <translation>%1 %2：“%3”不是国家/地区代码：不予导入</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not an EGD PIN (8 digits): kept in the notes</source>
        <translation>%1 %2：“%3”不是 EGD PIN（8 位数字）：保存在备注中</translation>
    </message>
    <message>
        <source>%1 %2: rank &apos;%3&apos; is outside 30k-9d or unreadable: paired as %4, as OpenGotha does</source>
        <translation>%1 %2：段级位“%3”超出 30级–9段或无法读取：与 OpenGotha 一样按 %4 编排</translation>
    </message>
    <message>
        <source>a date is missing or not yyyy-mm-dd: %1 is taken; check the dates</source>
        <translation>日期缺失或不是 yyyy-mm-dd 格式：采用 %1；请核对日期</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds</source>
        <translation>“%1”不是轮数</translation>
    </message>
    <message>
        <source>McMahon zero %1: OpenGotha counts McMahon scores from 30k whatever the file says, and so does Tengen here</source>
        <translation>麦克马洪零点 %1：无论文件如何写，OpenGotha 都从 30级起计算麦克马洪分，天元在此也一样</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenGotha result: read as no result, as OpenGotha does</source>
        <translation>“%1”不是 OpenGotha 的结果代码：与 OpenGotha 一样视为尚无结果</translation>
    </message>
    <message>
        <source>no player has the key &apos;%1&apos;: left out, as OpenGotha does</source>
        <translation>没有棋手的键为“%1”：与 OpenGotha 一样不予导入</translation>
    </message>
    <message>
        <source>a second game at table %1 of round %2 (the first on line %3): it replaces the first, as OpenGotha does</source>
        <translation>第%2轮第%1台有第二局（第一局在第 %3 行）：与 OpenGotha 一样以后者取代前者</translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s rounds came with it: %n game(s), %1.</source>
        <translation>
            <numerusform>文件中的轮次一并导入：%n 盘对局，%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bye(s)</source>
        <translation>
            <numerusform>%n 个轮空</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a komi: read as 7.5</source>
        <translation>“%1”不是有效贴目：按 7.5 读取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board size: read as 19</source>
        <translation>“%1”不是棋盘大小：按 19 路读取</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of stones</source>
        <translation>“%1”不是让子数</translation>
    </message>
    <message>
        <source>%1 stones is outside 0..9: read as %2</source>
        <translation>让 %1 子超出 0..9：按 %2 子读取</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a number: read as 0</source>
        <translation>%1 %2：“%3”不是数字：按 0 读取</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a rating: left out</source>
        <translation>%1 %2：“%3”不是等级分：略去</translation>
    </message>
    <message>
        <source>table %1 is not a table: the game is given table %2, after the round&apos;s highest</source>
        <translation>第 %1 台不是有效台号：该对局改为第 %2 台（本轮最大台号之后）</translation>
    </message>
    <message>
        <source>the file says %1 rounds but has games or byes up to round %2: the tournament gets %2 rounds, as in OpenGotha</source>
        <translation>文件写明 %1 轮，但有直到第 %2 轮的对局或轮空：比赛设为 %2 轮，与 OpenGotha 相同</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of a time control</comment>
        <translation>%1小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of a time control</comment>
        <translation>%1分钟</translation>
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
        <translation>读秒 %1 次 × %2</translation>
    </message>
    <message>
        <source>%1, then byo-yomi %2 × %3</source>
        <translation>基本用时%1，读秒 %2 次 × %3</translation>
    </message>
    <message>
        <source>%1, then %2 stones in %3</source>
        <translation>基本用时%1，之后每 %3 下 %2 手</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>包干%1</translation>
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
        <translation>%1，布朗斯坦延时 %2</translation>
    </message>
    <message>
        <source>%1, delay %2 a move</source>
        <translation>%1，每步延时 %2</translation>
    </message>
    <message>
        <source>hourglass %1</source>
        <translation>沙漏计时 %1</translation>
    </message>
    <message>
        <source>%1, then %2 extension(s) of %3</source>
        <translation>基本用时%1，之后最多 %2 次加时，每次 %3</translation>
    </message>
    <message>
        <source>%1 player(s) have no Latin name (family and given name in Latin letters) the %2 file can hold: %3. Give each one in Registration.</source>
        <translation>%1 名棋手没有 %2 文件能写入的拉丁文姓名（拉丁字母的姓与名）：%3。请在“报名”页为每人填写。</translation>
    </message>
    <message>
        <source>OpenGotha holds one bye a round and records a requested bye as an absence, which this event scores otherwise: %1. Make the bye and absence scores equal in the pairing settings, or export anyway and OpenGotha will count these players&apos; scores otherwise.</source>
        <translation>OpenGotha 每轮只记一个轮空，并把申请的轮空记为缺席，而本赛事对两者计分不同：%1。请在编排设置中让轮空与缺席的分数相同，或仍然导出，OpenGotha 将按另一种方式计算这些棋手的分数。</translation>
    </message>
    <message>
        <source>Never paired: %1 – %2</source>
        <translation>永不配对：%1 – %2</translation>
    </message>
    <message>
        <source>Paired in round %1: %2 – %3</source>
        <translation>第 %1 轮指定配对：%2 – %3</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 (every round)</source>
        <translation>第 %1 台保留给 %2（每轮）</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 in round %3</source>
        <translation>第 %3 轮第 %1 台保留给 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>a second bye in round %1 (the first, of %2, on line %3): it replaces the first, as OpenGotha keeps one bye a round</source>
        <translation>第 %1 轮的第二个轮空（第一个为 %2，在第 %3 行）：按 OpenGotha 每轮只保留一个轮空的做法，它取代第一个</translation>
    </message>
    <message>
        <source>%1 holds players or rounds already; copy into a new tournament name, or into the empty one that “server init” makes</source>
        <translation>%1 已有棋手或轮次；请复制到新的比赛名称，或复制到“server init”创建的空比赛中</translation>
    </message>
    <message>
        <source>%1: a copy is saved to a file; to copy to a server use “tengen-cli copy”</source>
        <translation>%1：副本只保存为文件；要复制到服务器请用“tengen-cli copy”</translation>
    </message>
    <message>
        <source>%1 is this tournament itself; choose another file for the copy</source>
        <translation>%1 就是这个比赛本身；请为副本选择另一个文件</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 已经存在</translation>
    </message>
    <message>
        <source>%1 is open in another program; close it there or choose another file</source>
        <translation>%1 正被另一个程序打开；请在那里关闭或选择另一个文件</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 是一个文件夹</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>round %1, table %2 has the result %3 already: a change needs the referee&apos;s reason</source>
        <translation>第%1轮第%2台已有结果 %3：更改需要裁判的理由</translation>
    </message>
    <message>
        <source>delta: a whole number of milliseconds, at most 10 hours either way</source>
        <translation>delta：毫秒整数，增减均不超过10小时</translation>
    </message>
    <message>
        <source>reason: a time adjustment needs a reason</source>
        <translation>reason：调整时间需要理由</translation>
    </message>
    <message>
        <source>confirmed: true or false</source>
        <translation>confirmed：true 或 false</translation>
    </message>
    <message>
        <source>an adjustment of no time changes nothing</source>
        <translation>调整量为零，什么也不会改变</translation>
    </message>
    <message>
        <source>an adjustment is at most 10 hours either way</source>
        <translation>一次调整增减均不超过10小时</translation>
    </message>
    <message>
        <source>wrong referee PIN</source>
        <translation>裁判密码错误</translation>
    </message>
    <message>
        <source>message at byte 0: a message is one JSON object</source>
        <translation>第 0 字节处的消息：一条消息应是一个 JSON 对象</translation>
    </message>
    <message>
        <source>another device holds this table&apos;s clock: a referee can move it to this one</source>
        <translation>本台的计时在另一台设备上：裁判可将其移到本设备</translation>
    </message>
    <message>
        <source>the result to confirm has changed: look at the screen again</source>
        <translation>要确认的成绩已经改变：请再看一下屏幕</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” breaks the rule %4 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy, or correct that row.</source>
        <translation>%1：“%3”表的第 %2 行违反规则 %4（文件在 Tengen 之外被改动过）。文件被拒绝，原样保留；请打开备份，或改正该行。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names a row of “%4” that is not there (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：“%3”表的第 %2 行指向“%4”表中不存在的一行（文件在 Tengen 之外被改动过）。文件被拒绝，原样保留；请打开备份。</translation>
    </message>
    <message>
        <source>%1: a line break or another control character at character %2</source>
        <translation>%1：第 %2 个字符处有换行或其他控制字符</translation>
    </message>
    <message>
        <source>%1: %2 characters; at most %3</source>
        <translation>%1：%2 个字符；最多 %3 个</translation>
    </message>
    <message>
        <source>rating: %1 is not a %2 rating (from %3 to %4)</source>
        <translation>等级分：%1 不是有效的 %2 等级分（%3 到 %4）</translation>
    </message>
    <message>
        <source>rating: its uncertainty is not a number from 0 to 10000</source>
        <translation>等级分：其不确定度不是 0 到 10000 之间的数</translation>
    </message>
    <message>
        <source>McMahon correction %1: from -99 to 99</source>
        <translation>麦克马洪修正 %1：应在 -99 到 99 之间</translation>
    </message>
    <message>
        <source>a fee of over 10,000,000 is not taken</source>
        <translation>不接受超过 10,000,000 的费用</translation>
    </message>
    <message>
        <source>%1 rounds: at most %2</source>
        <translation>%1 轮：最多 %2 轮</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not a file but a device, a pipe or a socket)</source>
        <translation>%1 不是比赛文件（它不是普通文件，而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s format bytes (18 and 19) are %2 and %3, where SQLite writes 1 or 2. Open a backup copy of the tournament.</source>
        <translation>%1 已损坏：文件头的格式字节（第 18、19 字节）为 %2 和 %3，而 SQLite 只写 1 或 2。请打开比赛的备份。</translation>
    </message>
    <message>
        <source>%1 holds a change another program did not finish (a -journal file beside it), which could not be undone here: %2</source>
        <translation>%1 含有另一个程序未完成的修改（旁边有 -journal 文件），在这里无法撤销：%2</translation>
    </message>
    <message>
        <source>The server of %1 is starting, stopping or full and takes no desk now. Nothing was changed; try again in a moment.</source>
        <translation>%1 的服务器正在启动、停止或已满，暂时不接受工作台。未作任何修改；请稍后再试。</translation>
    </message>
    <message>
        <source>The server of %1 refused this desk&apos;s user name or password (or this computer). Ask whoever set up the server for this desk&apos;s address.</source>
        <translation>%1 的服务器拒绝了本工作台的用户名或密码（或这台电脑）。请向搭建服务器的人索取本工作台的地址。</translation>
    </message>
    <message>
        <source>The server of %1 has no such database: check the address.</source>
        <translation>%1 的服务器上没有这个数据库：请检查地址。</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; try again.</source>
        <translation>无法连接 %1 的服务器（服务器或网络不在）。未作任何修改；请再试。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (the server says: %2)</source>
        <translation>无法连接 %1（服务器说：%2）</translation>
    </message>
    <message>
        <source>an element with over %1 attributes</source>
        <translation>有一个元素的属性超过 %1 个</translation>
    </message>
    <message>
        <source>Round %1 was not paired: the players&apos; check-ins or results changed %2 times while it was computed (%3 s each time). Pair it again once check-in is over.</source>
        <translation>第 %1 轮未能编排：计算期间棋手的签到或结果已变动 %2 次（每次 %3 秒）。请在签到结束后重新编排。</translation>
    </message>
    <message>
        <source>more than %1 nodes: too large for a game record</source>
        <translation>节点超过 %1 个：对一份棋谱来说太大</translation>
    </message>
    <message>
        <source>more than %1 property values: too large for a game record</source>
        <translation>属性值超过 %1 个：对一份棋谱来说太大</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that belongs to another tournament file. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁边的预写日志（%2）属于另一个比赛文件。此文件被拒绝打开，保持原样；把 %2 移走即可打开文件上次保存时的内容。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) older than the file itself, left from an earlier copy. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁边的预写日志（%2）比文件本身还旧，是早先副本留下的。此文件被拒绝打开，保持原样；把 %2 移走即可打开文件上次保存时的内容。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>尚无结果</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>白不战胜</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白胜</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>黑不战胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>jigo by forfeit</source>
        <translation>判和（未对局）</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>both lose by forfeit</source>
        <translation>双方判负（未对局）</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>双方负</translation>
    </message>
    <message>
        <source>both win by forfeit</source>
        <translation>双方判胜（未对局）</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>双方胜</translation>
    </message>
    <message>
        <source>the clocks of round %1 are in play; the hall serves them, not round %2</source>
        <translation>第 %1 轮的棋钟正在进行；对局大厅为它们服务，而不是第 %2 轮</translation>
    </message>
    <message>
        <source>not a file but a folder, a device, a pipe or a socket; nothing was read</source>
        <translation>不是文件，而是文件夹、设备、管道或套接字；未读取任何内容</translation>
    </message>
    <message>
        <source>%1 MB; a list of players is at most %2 MB</source>
        <translation>%1 MB；棋手名单最多 %2 MB</translation>
    </message>
    <message>
        <source>%1 is a tournament file; a document is never written over one. Choose another file.</source>
        <translation>%1 是比赛文件；文档绝不会覆盖比赛文件。请选择其他文件。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” is for round %4, which no event has (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：“%3”的第 %2 行属于第 %4 轮，没有比赛有这一轮（文件在天元之外被改动过）。此文件被拒绝打开，保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>%1: player %2 plays twice in round %4 (“%3”; the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：棋手 %2 在第 %4 轮出场两次（“%3”；文件在天元之外被改动过）。此文件被拒绝打开，保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” pairs player %4 with himself (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：“%3”的第 %2 行让棋手 %4 与自己配对（文件在天元之外被改动过）。此文件被拒绝打开，保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that changes the tournament without counting the change, as Tengen does: another program wrote it. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 旁边的预写日志（%2）改动了比赛，却没有像天元那样计入改动：它是别的程序写的。此文件被拒绝打开，保持原样；把 %2 移走即可打开文件上次保存时的内容。</translation>
    </message>
    <message>
        <source>too many wrong join codes from this address: try again in a minute</source>
        <translation>此地址输错加入码的次数太多：请一分钟后再试</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” holds a text of more than %4 characters (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：“%3”的第 %2 行有一段超过 %4 个字符的文本（文件在天元之外被改动过）。此文件被拒绝打开，保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>a press needs an id of 1 to 64 characters</source>
        <translation>按钟需要 1 到 64 个字符的编号</translation>
    </message>
    <message>
        <source>a team needs a name</source>
        <translation>队伍需要一个名称</translation>
    </message>
    <message>
        <source>%1: player %2 is listed twice</source>
        <translation>%1：棋手 %2 被列了两次</translation>
    </message>
    <message>
        <source>%1: the captain (player %2) is not a member</source>
        <translation>%1：队长（棋手 %2）不是本队队员</translation>
    </message>
    <message>
        <source>player %1 is in two teams: %2 and %3</source>
        <translation>棋手 %1 同时在两支队伍中：%2 和 %3</translation>
    </message>
    <message>
        <source>%1: %2 players for %3 boards</source>
        <translation>%1：%3 个台次却有 %2 名棋手</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is not a member</source>
        <translation>%1，第 %2 台：棋手 %3 不是本队队员</translation>
    </message>
    <message>
        <source>%1: player %2 is on two boards</source>
        <translation>%1：棋手 %2 出现在两个台次上</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is listed after the player of board %4: the order of the members is kept (players may be left out, not moved up)</source>
        <translation>%1，第 %2 台：棋手 %3 在队员名单中排在第 %4 台棋手之后：须保持队员顺序（可以不上场，但不能提前台次）</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: unpair the round, or enter the game as lost by forfeit, rather than marking the player absent</source>
        <translation>%1 在第 %3 轮第 %2 台有对局：请取消该轮编排，或将该局录为不战败，而不是把棋手标为缺席</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: a bye is asked for before the round is paired</source>
        <translation>%1 在第 %3 轮第 %2 台有对局：轮空须在该轮编排之前申请</translation>
    </message>
    <message>
        <source>%1 has the bye of round %2: unpair the round before marking the player absent</source>
        <translation>%1 在第 %2 轮轮空：请先取消该轮编排，再把棋手标为缺席</translation>
    </message>
    <message>
        <source>this is an individual event: teams play in a team event (tengen-cli new … --teams --board-count N)</source>
        <translation>这是个人赛：队伍只在团体赛中比赛（tengen-cli new … --teams --board-count N）</translation>
    </message>
    <message>
        <source>no team has the id %1</source>
        <translation>没有编号为 %1 的队伍</translation>
    </message>
    <message>
        <source>%1 plays for the team %2: take the player off the team first.</source>
        <translation>%1 是 %2 队的队员：请先将其移出该队。</translation>
    </message>
    <message>
        <source>%1: no player has the id %2</source>
        <translation>%1：没有编号为 %2 的棋手</translation>
    </message>
    <message>
        <source>team %1 was changed by another program since it was read: look at it again</source>
        <translation>队伍 %1 在读取后已被另一个程序修改：请重新查看</translation>
    </message>
    <message>
        <source>a team event plays 2 to 10 boards</source>
        <translation>团体赛为 2 到 10 个台次</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, give its line-up, or mark its players absent</source>
        <translation>%1 只有 %2 名棋手到场，需要 %3 台：请签到或增加队员、给出出场名单，或将其棋手标为缺席</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rounds</source>
        <translation>这是个人赛：没有团体轮次</translation>
    </message>
    <message>
        <source>round %1 is paired already: unpair it first to pair it again</source>
        <translation>第 %1 轮已编排：请先撤销编排再重新编排</translation>
    </message>
    <message>
        <source>this event pairs teams by hand: choose two teams for each match</source>
        <translation>本赛事手工编排队伍：每场请选择两支队伍</translation>
    </message>
    <message>
        <source>fewer than two teams have players present in round %1: a team plays with its members whose registration is final and who are not absent</source>
        <translation>第 %1 轮有棋手到场的队伍不足两支：队伍由报名已确认且未缺席的队员出场</translation>
    </message>
    <message>
        <source>the round robin of %1 teams has %2 rounds</source>
        <translation>%1 支队伍的循环赛共 %2 轮</translation>
    </message>
    <message>
        <source>%1 plays in round %2 but none of its players is present: give its line-up</source>
        <translation>%1 在第 %2 轮有比赛，但没有棋手到场：请给出其出场名单</translation>
    </message>
    <message>
        <source>team %1 cannot play itself</source>
        <translation>队伍 %1 不能与自己比赛</translation>
    </message>
    <message>
        <source>%1 already plays in round %2</source>
        <translation>%1 在第 %2 轮已有比赛</translation>
    </message>
    <message>
        <source>%1 and %2 met in round %3: pair them again only if you mean it</source>
        <translation>%1 与 %2 已在第 %3 轮相遇：确需再次相遇才编排</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, or give its line-up</source>
        <translation>%1 只有 %2 名棋手到场，需要 %3 台：请签到或增加队员，或给出出场名单</translation>
    </message>
    <message>
        <source>team %1 has no match in round %2</source>
        <translation>队伍 %1 在第 %2 轮没有比赛</translation>
    </message>
    <message>
        <source>%1 is paired in a round and cannot be removed; unpair the round first</source>
        <translation>%1 已在某轮编排，不能删除；请先撤销该轮编排</translation>
    </message>
    <message>
        <source>round %1 is paired: its line-ups stand. Unpair it to change %2&apos;s line-up</source>
        <translation>第 %1 轮已编排：出场名单已定。要修改 %2 的出场名单请先撤销编排</translation>
    </message>
    <message>
        <source>%1&apos;s line-up for round %2 was changed by another program since it was read: look at it again</source>
        <translation>读取后另一程序修改了 %1 第 %2 轮的出场名单：请重新查看</translation>
    </message>
    <message>
        <source>player %1 is in another line-up of round %2</source>
        <translation>棋手 %1 已在第 %2 轮的另一出场名单中</translation>
    </message>
    <message>
        <source>match %1, board %2 of round %3 has no game of its line-ups&apos; players</source>
        <translation>第 %3 轮第 %1 场第 %2 台没有其出场名单棋手的对局</translation>
    </message>
    <message>
        <source>round %1 of a team event has a game outside its matches</source>
        <translation>团体赛第 %1 轮有不属于任何一场的对局</translation>
    </message>
    <message>
        <source>match %1 is not of round %2</source>
        <translation>第 %1 场不属于第 %2 轮</translation>
    </message>
    <message>
        <source>round %1 has match %2 twice</source>
        <translation>第 %1 轮有两个第 %2 场</translation>
    </message>
    <message>
        <source>team %1 plays twice in round %2</source>
        <translation>队伍 %1 在第 %2 轮出场两次</translation>
    </message>
    <message>
        <source>team %1 has no line-up of %2 players in round %3</source>
        <translation>队伍 %1 在第 %3 轮没有 %2 人的出场名单</translation>
    </message>
    <message>
        <source>team %1 plays and has the bye in round %2</source>
        <translation>队伍 %1 在第 %2 轮既有比赛又轮空</translation>
    </message>
    <message>
        <source>player %1 is in two line-ups of round %2</source>
        <translation>棋手 %1 在第 %2 轮的两份出场名单中</translation>
    </message>
    <message>
        <source>team criterion %1 (at character %2) is not one of TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a preset: opengotha, fide, chinese</source>
        <translation>团体排名标准 %1（第 %2 个字符）不是 TEAMP、BDW、BDW1U 至 BDW9U、SOST、LBW、DE、MNR 之一，也不是预设：opengotha、fide、chinese</translation>
    </message>
    <message>
        <source>the team standings need a criterion</source>
        <translation>团体排名至少需要一项标准</translation>
    </message>
    <message>
        <source>the team standings take at most %1 criteria</source>
        <translation>团体排名最多 %1 项标准</translation>
    </message>
    <message>
        <source>%1 counts more boards than the event&apos;s %2 (use BDW)</source>
        <translation>%1 计算的台数不少于本赛事的 %2 台（请用 BDW）</translation>
    </message>
    <message>
        <source>team criterion %1 is given twice</source>
        <translation>团体排名标准 %1 出现两次</translation>
    </message>
    <message>
        <source>match points must be between 0 and 10 (got %1)</source>
        <translation>场分须在 0 到 10 之间（给出 %1）</translation>
    </message>
    <message>
        <source>a won match must give at least a draw, a draw at least a loss</source>
        <translation>胜一场的场分不得少于和，和不得少于负</translation>
    </message>
    <message>
        <source>the leader board %1 is not one of the boards</source>
        <translation>主将台 %1 不在台次之内</translation>
    </message>
    <message>
        <source>match points &quot;%1&quot; are not win/draw/loss, each 0 to 10 in steps of 0.5, as 2/1/0 or 3/1/0</source>
        <translation>场分“%1”不是 胜/和/负 的形式（各 0 到 10，以 0.5 为单位），如 2/1/0 或 3/1/0</translation>
    </message>
    <message>
        <source>a tied match &quot;%1&quot; is not draw, leader, or leader with the winner&apos;s and loser&apos;s points, as leader:2/1</source>
        <translation>平局规则“%1”不是 draw、leader，或带胜负方得分的 leader（如 leader:2/1）</translation>
    </message>
    <message>
        <source>a board outside a team</source>
        <translation>台次不在任何队伍中</translation>
    </message>
    <message>
        <source>board %1 of round %2: boards are 1 to %3, rounds 1 to %4</source>
        <translation>第 %2 轮第 %1 台：台次为 1 到 %3，轮次为 1 到 %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team size of 1 to %2</source>
        <translation>“%1”不是 1 到 %2 的队伍人数</translation>
    </message>
    <message>
        <source>team criterion &apos;%1&apos; is not one Tengen counts: left out of the team standings</source>
        <translation>团体排名标准“%1”天元不计算：不列入团体排名</translation>
    </message>
    <message>
        <source>teams of %1 board: read as an individual event, the teams left out</source>
        <translation>每队 %1 台：按个人赛读入，略去队伍</translation>
    </message>
    <message>
        <source>%1 is on a board of round %2 already (line %3): left out here</source>
        <translation>%1 在第 %2 轮已在某台出场（第 %3 行）：此处略去</translation>
    </message>
    <message>
        <source>%1: its teams play %2 boards, this event&apos;s %3</source>
        <translation>%1：其队伍每场 %2 台，本赛事为 %3 台</translation>
    </message>
    <message>
        <source>in a team event the boards follow the matches: pair the teams of round %1 (team pair) instead</source>
        <translation>团体赛的各台随对阵而定：请改为编排第 %1 轮的队伍（team pair）</translation>
    </message>
    <message>
        <source>a round is paired: the event&apos;s kind and its number of boards stay as they are</source>
        <translation>已有轮次编排：赛事类型和台数不能再改</translation>
    </message>
    <message>
        <source>the event has teams: remove them to make it an individual event</source>
        <translation>赛事中已有队伍：请先删除队伍再改为个人赛</translation>
    </message>
    <message>
        <source>a McMahon bar needs the team Swiss pairing</source>
        <translation>麦克马洪上限只适用于团体积分编排</translation>
    </message>
    <message>
        <source>the McMahon bar is not a rank</source>
        <translation>麦克马洪上限不是有效段级位</translation>
    </message>
    <message>
        <source>Table %1 is not the first even board of its match: the nigiri at table %2 gives every board its colours</source>
        <translation>第 %1 桌不是本场第一个分先台：由第 %2 桌猜先决定各台执色</translation>
    </message>
    <message>
        <source>two different teams are needed (got %1 twice)</source>
        <translation>需要两支不同的队伍（%1 出现了两次）</translation>
    </message>
    <message>
        <source>the event has no stage %1</source>
        <translation>本赛事没有第%1阶段</translation>
    </message>
    <message>
        <source>The file&apos;s stages cannot be used: %1</source>
        <translation>文件中的阶段设置无法使用：%1</translation>
    </message>
    <message>
        <source>this event is one Swiss or McMahon stage: nothing to place</source>
        <translation>本赛事只有一个积分编排或麦克马洪阶段：无需排定编号</translation>
    </message>
    <message>
        <source>stage %1 is paired round by round: nothing to place</source>
        <translation>第%1阶段逐轮编排：无需排定编号</translation>
    </message>
    <message>
        <source>stage %1 has its players placed already</source>
        <translation>第%1阶段的棋手编号已排定</translation>
    </message>
    <message>
        <source>stage %1 needs at least %2 players; it has %3</source>
        <translation>第%1阶段至少需要 %2 名棋手，现有 %3 名</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a match of the round before it is not decided (a result, or the referee&apos;s decision, is missing)</source>
        <translation>第%1轮尚不能编排：上一轮有对局未决出胜负（缺少结果或裁判裁定）</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a game of the round before it has no result (or needs the referee&apos;s decision)</source>
        <translation>第%1轮尚不能编排：上一轮有对局无结果（或需裁判裁定）</translation>
    </message>
    <message>
        <source>round %1 is not in a round-robin or knockout stage</source>
        <translation>第%1轮不属于循环赛或淘汰赛阶段</translation>
    </message>
    <message>
        <source>stage %1&apos;s players are not placed yet</source>
        <translation>第%1阶段的棋手编号尚未排定</translation>
    </message>
    <message>
        <source>stage %1, group %2: the players&apos; numbers are not 1 to %3 (was the file edited by hand?); take the places back and place the players again</source>
        <translation>第%1阶段%2组：棋手编号不是 1 至 %3（文件是否被手工改过？）；请撤销编号后重新排定</translation>
    </message>
    <message>
        <source>Round %1 has no game to pair: every match of its bracket round is decided</source>
        <translation>第%1轮无需编排对局：该轮所有比赛均已决出胜负</translation>
    </message>
    <message>
        <source>stage %1 is not a knockout</source>
        <translation>第%1阶段不是淘汰赛</translation>
    </message>
    <message>
        <source>round %1 is not a knockout round</source>
        <translation>第%1轮不是淘汰赛轮次</translation>
    </message>
    <message>
        <source>player %1 does not play at table %2</source>
        <translation>棋手 %1 不在第%2台对局</translation>
    </message>
    <message>
        <source>the board decided table %1 (or has no result yet): no decision is needed</source>
        <translation>第%1台已在盘上分出胜负（或尚无结果）：无需裁定</translation>
    </message>
    <message>
        <source>the stages were changed by another program since they were read: look at them again</source>
        <translation>阶段设置在读取后已被其他程序修改：请重新查看</translation>
    </message>
    <message>
        <source>stage %1 has its players placed: take the places back first</source>
        <translation>第%1阶段已排定棋手编号：请先撤销</translation>
    </message>
    <message>
        <source>stage %1 has paired rounds: unpair them first</source>
        <translation>第%1阶段已有编排的轮次：请先撤销编排</translation>
    </message>
    <message>
        <source>a referee&apos;s decision needs its reason</source>
        <translation>裁判裁定须写明理由</translation>
    </message>
    <message>
        <source>stage %1: stages are numbered 1, 2, … in order</source>
        <translation>第%1阶段：阶段须按 1、2……顺序编号</translation>
    </message>
    <message>
        <source>stage %1 must start at round %2</source>
        <translation>第%1阶段须从第%2轮开始</translation>
    </message>
    <message>
        <source>stage %1: an event has at most 99 rounds</source>
        <translation>第%1阶段：赛事最多 99 轮</translation>
    </message>
    <message>
        <source>stage %1: a Swiss or McMahon stage needs its number of rounds</source>
        <translation>第%1阶段：积分编排或麦克马洪阶段须给出轮数</translation>
    </message>
    <message>
        <source>stage %1: a Swiss, McMahon or groups stage can only be the first</source>
        <translation>第%1阶段：积分编排、麦克马洪或小组赛只能作为第一阶段</translation>
    </message>
    <message>
        <source>stage 1 is played by every registered player</source>
        <translation>第一阶段由全体报名棋手参加</translation>
    </message>
    <message>
        <source>stage %1: say how many players of the stage before go on (at least 2)</source>
        <translation>第%1阶段：请给出上一阶段晋级人数（至少 2 人）</translation>
    </message>
    <message>
        <source>stage %1: 2 to 16 groups</source>
        <translation>第%1阶段：2 至 16 个组</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage has groups</source>
        <translation>第%1阶段：只有小组赛才分组</translation>
    </message>
    <message>
        <source>stage %1: a knockout match is one game or best of three</source>
        <translation>第%1阶段：淘汰赛每场为一局或三局两胜</translation>
    </message>
    <message>
        <source>stage %1: only a knockout has a game for third place</source>
        <translation>第%1阶段：只有淘汰赛才有三四名决赛</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage sends the top of each group on</source>
        <translation>第%1阶段：只有小组赛才按各组名次出线</translation>
    </message>
    <message>
        <source>stage %1: its rounds are not known yet, so no stage can follow</source>
        <translation>第%1阶段：轮数尚未确定，不能再设后续阶段</translation>
    </message>
    <message>
        <source>round %1, table %2: the bracket went on from this result; unpair round %3 (and any after it) before changing it</source>
        <translation>第%1轮第%2台：对阵已按此结果晋级；请先撤销第%3轮（及其后各轮）的编排再修改</translation>
    </message>
    <message>
        <source>the event&apos;s rounds follow its stages: change the stages instead</source>
        <translation>赛事轮数由各阶段决定：请修改阶段设置</translation>
    </message>
    <message>
        <source>stage %1 is not over: round %2 is not paired or has a game without a result</source>
        <translation>第%1阶段尚未结束：第%2轮未编排或有对局尚无结果</translation>
    </message>
    <message>
        <source>stage %1 is not over: its bracket has no winner yet</source>
        <translation>第%1阶段尚未结束：对阵尚未决出冠军</translation>
    </message>
    <message>
        <source>%1 has a place in stage %2: take the stage&apos;s places back first (stage unplace), or withdraw the player.</source>
        <translation>%1 已排入第%2阶段：请先撤销该阶段的编号（stage unplace），或将其退赛。</translation>
    </message>
    <message>
        <source>the referee&apos;s decision of round %1, table %2 was changed by another program: look at it again</source>
        <translation>第%1轮第%2台的裁判裁定已被其他程序修改：请重新查看</translation>
    </message>
    <message>
        <source>the stage before has no known number of rounds yet: place its players first</source>
        <translation>上一阶段的轮数尚未确定：请先排定其棋手编号</translation>
    </message>
    <message>
        <source>round %1, table %2 has no referee&apos;s decision</source>
        <translation>第%1轮第%2台没有裁判裁定</translation>
    </message>
    <message>
        <source>round %1, table %2 has the referee&apos;s decision already: take it back first (undo)</source>
        <translation>第%1轮第%2台已有裁判裁定：请先撤销（撤销操作）</translation>
    </message>
    <message>
        <source>OpenGotha cannot hold this event&apos;s team rules: %1. Reopened, the file ranks the teams otherwise; export anyway only to pair or print it there.</source>
        <translation>OpenGotha 无法保存本赛事的团体规则：%1。重新打开后，文件中的团体名次会不同；仅在需要在 OpenGotha 中编排或打印时仍可导出。</translation>
    </message>
    <message>
        <source>this is not a team event: the team column is left out (make the event a team event first to import its teams)</source>
        <translation>这不是团体赛：已忽略“队伍”一列（先将赛事设为团体赛，才能导入其队伍）</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 轮不在赛事的轮次内（1 至 %2）</translation>
    </message>
    <message>
        <source>every team plays in round %1 already</source>
        <translation>第 %1 轮每支队伍都已有对阵</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1, 2, …)</source>
        <translation>“%1”不是台次（1、2……）</translation>
    </message>
    <message>
        <source>a board without a team</source>
        <translation>有台次而无队伍</translation>
    </message>
    <message>
        <source>%1 has two players on board %2 (lines %3 and %4)</source>
        <translation>%1 第 %2 台有两名棋手（第 %3 行和第 %4 行）</translation>
    </message>
    <message>
        <source>round %1: no event has it (rounds are 1 to %2)</source>
        <translation>第 %1 轮：任何赛事都没有此轮（轮次为 1 至 %2）</translation>
    </message>
    <message>
        <source>%1: stage %2 has %3 players placed and %4 as its number of rounds, which its format does not give (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：第 %2 阶段已排位 %3 名棋手，轮数却为 %4，与该阶段的赛制不符（文件在天元之外被改动）。文件被拒绝并保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names player %4, who is not in that game or team (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：“%3”的第 %2 行指向棋手 %4，但他不在该对局或该队中（文件在天元之外被改动）。文件被拒绝并保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>%1: team %2 has the bye in round %3 and plays a match in it too (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：队伍 %2 在第 %3 轮轮空，却又在该轮有比赛（文件在天元之外被改动）。文件被拒绝并保持原样；请打开备份副本。</translation>
    </message>
    <message>
        <source>the grace before a table whose device is gone is paused must be 0 to 600 s</source>
        <translation>设备离开后到暂停该桌之前的宽限时间须为 0 到 600 秒</translation>
    </message>
    <message>
        <source>the hall of this tournament is served by another program: process %1 on %2 (its lease runs to %3 unless it stops first)</source>
        <translation>本比赛的赛场已由另一个程序提供：%2 上的进程 %1（其租约到 %3 为止，除非它先停止）</translation>
    </message>
    <message>
        <source>the hall was stopped</source>
        <translation>赛场已停止</translation>
    </message>
    <message>
        <source>taking a flag back needs the referee&apos;s reason</source>
        <translation>撤销超时判负需要裁判说明理由</translation>
    </message>
    <message>
        <source>no flag has fallen</source>
        <translation>没有超时</translation>
    </message>
    <message>
        <source>a team inside the team of line %1</source>
        <translation>队伍嵌套在第 %1 行的队伍之内</translation>
    </message>
    <message>
        <source>%1 is the name of the team of line %2 too</source>
        <translation>第 %2 行的队伍也叫 %1</translation>
    </message>
    <message>
        <source>board %1 of round %2 of %3 has a player already (line %4)</source>
        <translation>%3 第 %2 轮的第 %1 台已有棋手（第 %4 行）</translation>
    </message>
    <message>
        <source>%1 is in another team&apos;s line-up for round %2: change that line-up first</source>
        <translation>%1 在第 %2 轮另一支队伍的出场名单中：请先修改那份名单</translation>
    </message>
    <message>
        <source>only a later stage can be removed</source>
        <translation>只能删除后续阶段</translation>
    </message>
    <message>
        <source>only the last stage (%1) can be removed</source>
        <translation>只能删除最后一个阶段（%1）</translation>
    </message>
    <message>
        <source>a confirmation needs the side (B or W)</source>
        <translation>确认需要注明哪一方（B 或 W）</translation>
    </message>
    <message>
        <source>a team event has no stages: its round robin is its team pairing (the team rules)</source>
        <translation>团体赛没有阶段：团体赛的循环赛就是它的团体编排（团体规则）</translation>
    </message>
    <message>
        <source>division %1: an id given twice</source>
        <translation>组别 %1：编号重复</translation>
    </message>
    <message>
        <source>division %1: a division needs a name</source>
        <translation>组别 %1：组别需要名称</translation>
    </message>
    <message>
        <source>two divisions are named &quot;%1&quot;: each needs a name of its own</source>
        <translation>有两个组别都叫“%1”：每个组别需要自己的名称</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: %2 rounds (1 to 99)</source>
        <translation>组别“%1”：%2 轮（应为 1 到 99）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: tables %2-%3 are not a range from 1 to %4</source>
        <translation>组别“%1”：台号 %2-%3 不是 1 到 %4 之间的范围</translation>
    </message>
    <message>
        <source>the event&apos;s first division is missing</source>
        <translation>缺少赛事的第一个组别</translation>
    </message>
    <message>
        <source>divisions &quot;%1&quot; and &quot;%2&quot; share tables %3-%4: give each its own range</source>
        <translation>组别“%1”和“%2”共用第 %3-%4 台：请给每个组别单独的台号范围</translation>
    </message>
    <message>
        <source>%1: player %2 is in division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：棋手 %2 属于组别 %3，但赛事没有这个组别（文件在天元之外被修改过）。已拒绝打开，文件保持原样；请打开备份。</translation>
    </message>
    <message>
        <source>%1: %2 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：%2（文件在天元之外被修改过）。已拒绝打开，文件保持原样；请打开备份。</translation>
    </message>
    <message>
        <source>the divisions were changed by another program since they were read: look at them again</source>
        <translation>读取之后组别已被另一个程序修改：请重新查看</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; still has %2 players: move them to another division first</source>
        <translation>组别“%1”还有 %2 名棋手：请先把他们移到其他组别</translation>
    </message>
    <message>
        <source>the event has no division %1</source>
        <translation>赛事没有组别 %1</translation>
    </message>
    <message>
        <source>a team event has no divisions: make a file for each team event</source>
        <translation>团体赛没有组别：每个团体赛请单独建立一个文件</translation>
    </message>
    <message>
        <source>the first division&apos;s system and rounds are the event&apos;s own: change them in the event&apos;s settings (tengen-cli settings, stage)</source>
        <translation>第一个组别的赛制和轮数就是赛事本身的：请在赛事设置中修改（tengen-cli settings、stage）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has begun: its system stays as it is</source>
        <translation>组别“%1”已经开始：赛制不能再改</translation>
    </message>
    <message>
        <source>the first division holds the event&apos;s own settings: remove the others first, or rename it</source>
        <translation>第一个组别保存着赛事本身的设置：请先删除其他组别，或给它改名</translation>
    </message>
    <message>
        <source>%1: the division&apos;s round 1 is paired; moving a player now needs the director&apos;s reason</source>
        <translation>%1：该组别第 1 轮已编排；现在调动棋手需要裁判长说明理由</translation>
    </message>
    <message>
        <source>the event has %1 divisions already: divisions are made from the registration only for an event of one</source>
        <translation>赛事已有 %1 个组别：只有单一组别的赛事才能按报名自动划分组别</translation>
    </message>
    <message>
        <source>round 1 is paired: the divisions are made before it</source>
        <translation>第 1 轮已编排：组别要在此之前划分</translation>
    </message>
    <message>
        <source>no players to make divisions of</source>
        <translation>没有棋手可划分组别</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: a certification group needs both its grades and its award table</source>
        <translation>组别“%1”：认定组需要认定的段级位和授予表</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: the grades it certifies are not a range</source>
        <translation>组别“%1”：认定的段级位不是一个范围</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its award table is for %2 rounds, and it plays %3</source>
        <translation>组别“%1”：授予表适用于 %2 轮，而该组别进行 %3 轮</translation>
    </message>
    <message>
        <source>award table %1: %2 rounds (1 to 99)</source>
        <translation>授予表 %1：%2 轮（应为 1 到 99）</translation>
    </message>
    <message>
        <source>award table %1: a rule for %2 wins, beyond its %3 rounds</source>
        <translation>授予表 %1：有 %2 胜的规则，超出了它的 %3 轮</translation>
    </message>
    <message>
        <source>award table %1: two rules for %2 wins</source>
        <translation>授予表 %1：%2 胜有两条规则</translation>
    </message>
    <message>
        <source>award table %1: %2 grades from the one claimed (at most 9)</source>
        <translation>授予表 %1：与申报段级位相差 %2 级（最多 9）</translation>
    </message>
    <message>
        <source>award table %1: no rule for %2 wins (every score from 0 to %3 needs one)</source>
        <translation>授予表 %1：没有 %2 胜的规则（从 0 到 %3 的每个成绩都需要一条）</translation>
    </message>
    <message>
        <source>an award table: not a JSON object (at byte %1: %2)</source>
        <translation>授予表：不是 JSON 对象（第 %1 字节：%2）</translation>
    </message>
    <message>
        <source>an award table: &quot;rounds&quot; must be a number</source>
        <translation>授予表：“rounds”必须是数字</translation>
    </message>
    <message>
        <source>an award table: rule %1 needs &quot;wins&quot; (a number) and &quot;award&quot; (none, claimed, band-top, band-middle, band-bottom, band-above, band-below)</source>
        <translation>授予表：第 %1 条规则需要 &quot;wins&quot;（数字）和 &quot;award&quot;（none、claimed、band-top、band-middle、band-bottom、band-above、band-below）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; is not a certification group: give it the grades it certifies and an award table (division edit --certify)</source>
        <translation>组别“%1”不是认定组：请给出它认定的段级位和授予表（division edit --certify）</translation>
    </message>
    <message>
        <source>the event has no certification group (division edit --certify)</source>
        <translation>赛事没有认定组（division edit --certify）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its players claim no grade: give the grades it certifies</source>
        <translation>组别“%1”：其棋手都没有申报段级位：请给出它认定的段级位</translation>
    </message>
    <message>
        <source>%1: round %2 has a game or a bye of division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：第 %2 轮有属于组别 %3 的对局或轮空，而赛事没有该组别（文件在天元之外被改动过）。已拒绝打开并保持原样；请打开备份。</translation>
    </message>
    <message>
        <source>a division&apos;s system and rounds are changed with the division (division edit)</source>
        <translation>组别的赛制和轮数在组别中修改（division edit）</translation>
    </message>
    <message>
        <source>the event has no division “%1” (its divisions: %2)</source>
        <translation>赛事没有组别“%1”（其组别：%2）</translation>
    </message>
    <message>
        <source>the event has %1 divisions: say which one (%2)</source>
        <translation>赛事有 %1 个组别：请指明哪一个（%2）</translation>
    </message>
    <message>
        <source>%1 plays %2: a division after the first is paired as McMahon or Swiss for now (a round robin, groups or a knockout is the first division&apos;s, or an event of its own)</source>
        <translation>%1 采用 %2：第一组之后的组别目前只能按麦克马洪制或积分编排制编排（循环赛、分组或淘汰赛请放在第一组，或单独办一个赛事）</translation>
    </message>
    <message>
        <source>round %1 of %2 needs %3 tables, and its tables are %4: give it more (division edit --tables)</source>
        <translation>%2 第 %1 轮需要 %3 张桌，而其桌号为 %4：请多给一些（division edit --tables）</translation>
    </message>
    <message>
        <source>round %1 of %2 would need table %3; the event&apos;s tables go up to %4</source>
        <translation>%2 第 %1 轮将需要第 %3 桌；赛事桌号最多到 %4</translation>
    </message>
    <message>
        <source>round %1 of %2 would be played at tables %3, and table %4 has another division&apos;s game in round %1 (the tables moved as players were added): give %2 tables of its own (division edit --tables)</source>
        <translation>%2 第 %1 轮将在 %3 号桌进行，而第 %4 桌在第 %1 轮已有其他组别的对局（加人后桌号移动了）：请给 %2 指定自己的桌号（division edit --tables）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the event, its division</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no grade is awarded yet: no certificate to print (the results of the group&apos;s rounds give the grades)</source>
        <translation>尚未授予段级位：没有可打印的证书（段级位由该组各轮的成绩决定）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has played rounds: it stays in the event with its games</source>
        <translation>组别“%1”已有对局：它和它的对局保留在赛事中</translation>
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
        <translation>职业%1段</translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>an amateur dan: 3d</comment>
        <translation>%1段</translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>a kyu grade: 5k</comment>
        <translation>%1级</translation>
    </message>
</context>
<context>
    <name>tengen::clock::VoiceBank</name>
    <message>
        <source>espeak-ng failed for %1: %2</source>
        <translation>espeak-ng 生成 %1 失败：%2</translation>
    </message>
    <message>
        <source>espeak-ng is not installed and the voice pack has no %1</source>
        <translation>未安装 espeak-ng，语音包中也没有 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ConstraintDialog</name>
    <message>
        <source>Keep a table for a player</source>
        <translation>为棋手保留台次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Every round</source>
        <translation>每轮</translation>
    </message>
    <message>
        <source>Never pair two players</source>
        <translation>两名棋手永不配对</translation>
    </message>
    <message>
        <source>Pair two players in round %1</source>
        <translation>第 %1 轮指定两名棋手对阵</translation>
    </message>
    <message>
        <source>and</source>
        <translation>与</translation>
    </message>
    <message>
        <source>why (siblings, same family, a player&apos;s request…)</source>
        <translation>原因（兄弟姐妹、同一家庭、棋手要求……）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DisputeView</name>
    <message>
        <source>Chinese (area, 子)</source>
        <translation>中国规则（数子法，以子计）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 规则</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>应氏规则</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>新西兰规则</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋谱文件 (*.sgf *.SGF);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export the decision</source>
        <translation>导出裁定书</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Decision written to %1</source>
        <translation>裁定书已保存到 %1</translation>
    </message>
    <message>
        <source>Open game record…</source>
        <translation>打开棋谱…</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新建局面</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>点击</translation>
    </message>
    <message>
        <source>marks a group dead or alive</source>
        <translation>标记整块棋的死活</translation>
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
        <translation>黑方计数（子）</translation>
    </message>
    <message>
        <source>e.g. 184½ — the referee counts one colour</source>
        <translation>例如 184½ — 裁判只需数一方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>Export decision (PDF)…</source>
        <translation>导出裁定书（PDF）…</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
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
        <translation>手动摆放的局面。</translation>
    </message>
    <message>
        <source>Move %1 is illegal under %2: %3.</source>
        <translation>按%2，第 %1 手违规：%3。</translation>
    </message>
    <message>
        <source>Move %1 is legal under %2.</source>
        <translation>按%2，第 %1 手合法。</translation>
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
        <translation>无法得出结果：死活标记不一致</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black %1 · White %2 · dame %3&lt;br&gt;komi %4 · handicap %5 · compensation %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;黑 %1 · 白 %2 · 单官 %3&lt;br&gt;贴目 %4 · 让子 %5 · 贴还 %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stones: Black %1, White %2 · surrounded points: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子：黑 %1，白 %2 · 围住的空点：黑 %3，白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Territory: Black %1, White %2 · prisoners: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;目数：黑 %1，白 %2 · 提子：黑 %3，白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seki to confirm: %1 stones&lt;/p&gt;</source>
        <translation>&lt;p&gt;待确认的双活：%1 颗棋子&lt;/p&gt;</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>无法得出结果：死活标记不一致</translation>
    </message>
    <message>
        <source>Move %1 (%2) is legal under %3; the referee rules on it.</source>
        <translation>第 %1 手（%2）在%3下合法，由裁判裁定。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file, not a game record.</source>
        <translation>%1 是当前打开的比赛文件，不是棋谱。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file; choose another file.</source>
        <translation>%1 是当前打开的比赛文件；请选择其他文件。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>没有棋局</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DivisionsDialog</name>
    <message>
        <source>Divisions</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>System</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>桌号</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Certifies</source>
        <translation>认定段级位</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>The event&apos;s own division</source>
        <translation>赛事本身的组别</translation>
    </message>
    <message>
        <source>Tables of its own</source>
        <translation>指定桌号</translation>
    </message>
    <message>
        <source>A certification group (grades awarded)</source>
        <translation>段级位认定组（授予段级位）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>拉丁字母名称</translation>
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
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <source>About Tengen</source>
        <translation>关于天元</translation>
    </message>
    <message>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>天元（Tengen）%1 — 围棋比赛编排软件。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation>导入棋手(&amp;I)…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>比赛设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>棋手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>添加棋手(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>编辑棋手(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Withdraw or reinstate</source>
        <translation>退赛/恢复参赛(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Check in for the round</source>
        <translation>本轮签到(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation>关于天元(&amp;A)</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>报名</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
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
        <translation>无法打开比赛</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot create the tournament</source>
        <translation>无法创建比赛</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1 中有 %n 处问题。请修改文件后重新导入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已导入 %n 名棋手。</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament settings were taken from the file.</source>
        <translation>比赛设置已从文件中读取。</translation>
    </message>
    <message numerus="yes">
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>有 %n 处可能重复的棋手需要核对：未做任何合并。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>新建比赛文件</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>天元比赛文件 (*.tengen)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>天元比赛文件 (*.tengen);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>棋手名单 (*.csv *.txt *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 表格（UTF-8 或 GB18030）</translation>
    </message>
    <message>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD 等级分名单（allworld_lp）</translation>
    </message>
    <message>
        <source>FFG rating list (échelle)</source>
        <translation>FFG 等级分名单（échelle）</translation>
    </message>
    <message>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比赛文件（.xml）</translation>
    </message>
    <message>
        <source>Format of %1</source>
        <translation>%1 的格式</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>&amp;Delete registration…</source>
        <translation>删除报名(&amp;D)…</translation>
    </message>
    <message>
        <source>Find likely &amp;duplicates…</source>
        <translation>查找可能重复的报名(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋谱文件 (*.sgf *.SGF);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;game record for a dispute…</source>
        <translation>打开争议棋谱(&amp;G)…</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>争议裁定</translation>
    </message>
    <message>
        <source>Cannot read the game record</source>
        <translation>无法读取棋谱</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报表</translation>
    </message>
    <message>
        <source>%1 — %2 (read only) — Tengen</source>
        <translation>%1 — %2（只读）— 天元</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>未执行</translation>
    </message>
    <message>
        <source>Opened to read only</source>
        <translation>已以只读方式打开</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</source>
        <translation>
            <numerusform>%n 个计时钟正在使用中。仍要退出吗？它们会立即停止，再次打开比赛时以暂停状态恢复。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Pairing settings…</source>
        <translation>编排参数(&amp;P)…</translation>
    </message>
    <message>
        <source>Make the registration &amp;final</source>
        <translation>设为正式报名(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Participation by round…</source>
        <translation>各轮参赛情况(&amp;P)…</translation>
    </message>
    <message>
        <source>Connect to &amp;server…</source>
        <translation>连接服务器(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 — %2 (%3) — Tengen</source>
        <translation>%1 — %2（%3）— 天元</translation>
    </message>
    <message>
        <source>no role: read only</source>
        <translation>无角色：只读</translation>
    </message>
    <message>
        <source>director</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>registration desk</source>
        <translation>报名台</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>成绩台</translation>
    </message>
    <message>
        <source>referee desk</source>
        <translation>裁判台</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>仅查看</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) about the file: read, but not everywhere as written; see the details.</source>
        <translation>
            <numerusform>关于该文件有 %n 条警告：已读入，但并非处处按原文读取；详见详细信息。</numerusform>
        </translation>
    </message>
    <message>
        <source>-copy</source>
        <translation>-副本</translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation>保存比赛副本</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>另存副本(&amp;C)…</translation>
    </message>
    <message>
        <source>Add from a &amp;rating list…</source>
        <translation>从等级分名单添加(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>使用说明(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>查找棋手(&amp;F)</translation>
    </message>
    <message>
        <source>Tengen — user&apos;s guide</source>
        <translation>天元 — 使用说明</translation>
    </message>
    <message>
        <source>%1	next tab</source>
        <translation>%1	下一页</translation>
    </message>
    <message>
        <source>%1	previous tab</source>
        <translation>%1	上一页</translation>
    </message>
    <message>
        <source>Enter	in the result field (Rounds): enter the result typed, e.g. 12 1</source>
        <translation>回车	在结果输入框（轮次页）：录入所输入的结果，如 12 1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>另存副本</translation>
    </message>
    <message>
        <source>A copy of the tournament as it stands now is in %1</source>
        <translation>比赛当前状态的副本已保存在 %1</translation>
    </message>
    <message>
        <source>Import a whole rating list</source>
        <translation>导入整份等级分名单</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a rating list of %n player(s). Register every one of them? To register some, use Players → Add from a rating list… instead.</source>
        <translation>
            <numerusform>%1 是一份有 %n 名棋手的等级分名单。要全部报名吗？只报名其中几人请改用“棋手 → 从等级分名单添加…”。</numerusform>
        </translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>团体</translation>
    </message>
    <message>
        <source>&amp;Next stage (final, knockout)…</source>
        <translation>下一阶段（决赛、淘汰赛）(&amp;N)…</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>下一阶段</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>双循环</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三局两胜</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>三四名决赛</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>Players (the top of the stage before)</source>
        <translation>人数（取上一阶段前列）</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament, open one, or look around the demo tournament first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;新建赛事、打开已有赛事，或先看看示例赛事。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>新建赛事…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>打开赛事…</translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation>打开示例赛事</translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation>连接服务器…</translation>
    </message>
    <message>
        <source>Recent tournaments (double-click to open):</source>
        <translation>最近的赛事（双击打开）：</translation>
    </message>
    <message>
        <source>Place the players of the next stage</source>
        <translation>为下一阶段排定选手位置</translation>
    </message>
    <message>
        <source>Take back the last stage&apos;s places…</source>
        <translation>撤销最后一个已排定阶段的位置…</translation>
    </message>
    <message>
        <source>Remove the last stage…</source>
        <translation>删除最后一个阶段…</translation>
    </message>
    <message>
        <source>Every stage&apos;s players are placed.</source>
        <translation>所有阶段的选手均已排定位置。</translation>
    </message>
    <message>
        <source>No stage&apos;s players are placed.</source>
        <translation>还没有阶段排定选手位置。</translation>
    </message>
    <message>
        <source>Take back the places</source>
        <translation>撤销位置</translation>
    </message>
    <message>
        <source>Take back the places of stage %1? Its players can be placed again.</source>
        <translation>撤销第%1阶段的选手位置？之后可以重新排定。</translation>
    </message>
    <message>
        <source>Remove the last stage</source>
        <translation>删除最后一个阶段</translation>
    </message>
    <message>
        <source>Remove the event&apos;s last stage?</source>
        <translation>删除本赛事的最后一个阶段？</translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation>组别(&amp;D)：</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), tables %1–%2</source>
        <translation>
            <numerusform>%n 名棋手，%1–%2 号桌</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to another &amp;division…</source>
        <translation>移到其他组别(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Divisions…</source>
        <translation>组别(&amp;D)…</translation>
    </message>
    <message>
        <source>Print &amp;certificates…</source>
        <translation>打印证书(&amp;C)…</translation>
    </message>
    <message>
        <source>Print certificates</source>
        <translation>打印证书</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>certificates.pdf</source>
        <translation>证书.pdf</translation>
    </message>
    <message>
        <source>No certificates</source>
        <translation>没有证书</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>证书已写入 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>比赛设置</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <source>Chinese (area counting)</source>
        <translation>中国规则（数子法）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 规则</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>应氏规则</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>新西兰规则</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>例如：公开组、少年组、女子组</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <source>Name (Latin)</source>
        <translation>名称（拉丁字母）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>System</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Komi (points)</source>
        <translation>贴目（目）</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘路数</translation>
    </message>
    <message>
        <source>+ byo-yomi</source>
        <translation>+ 读秒</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>贴目：填写目数（如 7.5）或子数（如 3¾子）</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Now: %1 (kept unless you change the time)</source>
        <translation>当前：%1（除非修改用时，否则保持不变）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事类型</translation>
    </message>
    <message>
        <source>Individual</source>
        <translation>个人赛</translation>
    </message>
    <message>
        <source>Team event</source>
        <translation>团体赛</translation>
    </message>
    <message>
        <source>Fixed order: a player may be left out, never moved up</source>
        <translation>固定台次：可缺阵，不可提前</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由排阵</translation>
    </message>
    <message>
        <source>By hand, match by match</source>
        <translation>人工逐场编排</translation>
    </message>
    <message>
        <source>win/draw/loss, e.g. 2/1/0 or 3/1/0</source>
        <translation>胜/平/负，如 2/1/0 或 3/1/0</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>A won match</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不计分</translation>
    </message>
    <message>
        <source>Boards with handicap by rank (the pairing settings&apos; correction and ceiling)</source>
        <translation>按段位让子（按编排设置中的让子修正和上限）</translation>
    </message>
    <message>
        <source>empty: team Swiss; a rank such as 3d: McMahon</source>
        <translation>留空：团体积分编排；填段位如 3d：麦克马洪</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>排阵</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>编排</translation>
    </message>
    <message>
        <source>A tied match</source>
        <translation>平局处理</translation>
    </message>
    <message>
        <source>A team&apos;s bye</source>
        <translation>队伍轮空</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名依据</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>麦克马洪上限</translation>
    </message>
    <message>
        <source>Match points: %1</source>
        <translation>场分：%1</translation>
    </message>
    <message>
        <source>McMahon bar: an amateur rank such as 3d, or empty</source>
        <translation>麦克马洪上限：填业余段级位（如 3d）或留空</translation>
    </message>
    <message>
        <source>A team event</source>
        <translation>团体赛</translation>
    </message>
    <message>
        <source>Team Swiss</source>
        <translation>团体积分编排</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>双循环</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>场分</translation>
    </message>
    <message>
        <source>groups: </source>
        <translation>组数：</translation>
    </message>
    <message>
        <source>to the knockout from each: </source>
        <translation>每组出线人数：</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三局两胜</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>三四名决赛</translation>
    </message>
    <message>
        <source>Event: a team event plays its round robin as its team pairing (team rules)</source>
        <translation>赛事：团体赛的循环赛请在团体编排中设置（团体规则）</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>双循环</translation>
    </message>
    <message>
        <source>Groups, then knockout (小组赛 + 淘汰赛)</source>
        <translation>小组赛 + 淘汰赛</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>Board 1 decides (主将)</source>
        <translation>主将决胜（第 1 台）</translation>
    </message>
    <message>
        <source>its winner</source>
        <translation>胜方得</translation>
    </message>
    <message>
        <source>its loser</source>
        <translation>负方得</translation>
    </message>
    <message>
        <source>FIDE: match points, board points, opponents&apos; match points, direct encounter</source>
        <translation>国际棋联：场分、局分、对手分、直胜</translation>
    </message>
    <message>
        <source>Chinese: match points, board points, opponents&apos; match points, board-1 wins (主将), direct encounter</source>
        <translation>中国：场分、局分、对手分、主将胜局、直胜</translation>
    </message>
    <message>
        <source>OpenGotha: match points, opponents&apos; match points, board points, board points of boards 1–3</source>
        <translation>OpenGotha：场分、对手分、局分、前 3 台局分</translation>
    </message>
    <message>
        <source>In an order of your own…</source>
        <translation>自定顺序…</translation>
    </message>
    <message>
        <source>Tick the criteria and drag them into their order</source>
        <translation>勾选各项依据，并拖动排出先后</translation>
    </message>
    <message>
        <source>Teams of one school or club meet only when no other pairing is left</source>
        <translation>同一学校或俱乐部的队伍尽量不相遇（别无他法时才相遇）</translation>
    </message>
    <message>
        <source>Standings: tick at least one criterion</source>
        <translation>排名依据：至少勾选一项</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>编排参数</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>选择预设…</translation>
    </message>
    <message>
        <source>Chinese national event (中国全国比赛)</source>
        <translation>中国全国比赛</translation>
    </message>
    <message>
        <source>EGF McMahon</source>
        <translation>EGF 麦克马洪制</translation>
    </message>
    <message>
        <source>AGA McMahon</source>
        <translation>AGA 麦克马洪制</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>积分编排（瑞士制）</translation>
    </message>
    <message>
        <source>Swiss with categories (SwissCat)</source>
        <translation>分组积分编排（SwissCat）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <source>Swiss (积分编排)</source>
        <translation>积分编排（瑞士制）</translation>
    </message>
    <message>
        <source>Round the scores of unplayed rounds down</source>
        <translation>未对局轮次的得分向下取整</translation>
    </message>
    <message>
        <source>System</source>
        <translation>编排制度</translation>
    </message>
    <message>
        <source>McMahon bar (上限)</source>
        <translation>麦克马洪上限</translation>
    </message>
    <message>
        <source>McMahon floor (下限)</source>
        <translation>麦克马洪下限</translation>
    </message>
    <message>
        <source>Bye (轮空) scores</source>
        <translation>轮空得分</translation>
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
        <translation>第%1依据</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Split and random</source>
        <translation>分半随机</translation>
    </message>
    <message>
        <source>Split and fold</source>
        <translation>分半折叠</translation>
    </message>
    <message>
        <source>Split and slip</source>
        <translation>分半平移</translation>
    </message>
    <message>
        <source>Players of one club or country meet late (同单位回避)</source>
        <translation>同单位回避（同一俱乐部或国家的棋手尽量晚相遇）</translation>
    </message>
    <message>
        <source>Seeding up to round</source>
        <translation>种子规则适用至第几轮</translation>
    </message>
    <message>
        <source>Seeding in those rounds</source>
        <translation>这些轮次的种子规则</translation>
    </message>
    <message>
        <source>Seeding after them</source>
        <translation>之后的种子规则</translation>
    </message>
    <message>
        <source>Score difference rather than the same club</source>
        <translation>宁可分差也不同俱乐部相遇</translation>
    </message>
    <message>
        <source>Score difference rather than the same country</source>
        <translation>宁可分差也不同国家相遇</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>编排</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>麦克马洪分</translation>
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
        <translation>让子依据</translation>
    </message>
    <message>
        <source>Even games from rank</source>
        <translation>自此段位起分先</translation>
    </message>
    <message>
        <source>Correction (stones fewer)</source>
        <translation>减子数</translation>
    </message>
    <message>
        <source>At most (stones)</source>
        <translation>最多让子数</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Rounds are paired: why the change? (kept in the journal)</source>
        <translation>已有轮次编排：为何修改？（记入日志）</translation>
    </message>
    <message>
        <source>No round is paired yet: no reason needed</source>
        <translation>尚无轮次编排：无需理由</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amateur rank (such as 4d or 20k)</source>
        <translation>%1：&apos;%2&apos; 不是业余段级位（如 4d 或 20k）</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>麦克马洪上限</translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation>麦克马洪下限</translation>
    </message>
    <message>
        <source>The McMahon floor is above the bar.</source>
        <translation>麦克马洪下限高于上限。</translation>
    </message>
    <message>
        <source>Choose at least one placement criterion.</source>
        <translation>请至少选择一个名次依据。</translation>
    </message>
    <message>
        <source>Rounds are paired already: say why the settings change.</source>
        <translation>已有轮次编排：请说明修改参数的理由。</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ParticipationDialog</name>
    <message>
        <source>playing</source>
        <translation>参赛</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Participation by round</source>
        <translation>各轮参赛情况</translation>
    </message>
    <message>
        <source>Click a cell for the next state (playing, absent, bye); click a round&apos;s heading to make everybody play it, or if all do, to mark everybody absent.</source>
        <translation>点击单元格切换状态（参赛、缺席、轮空）；点击某轮标题使所有人参赛该轮，若所有人已参赛则全部标为缺席。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>No change yet.</source>
        <translation>尚无更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed (in bold); OK writes them together.</source>
        <translation>
            <numerusform>已更改 %n 名棋手（粗体）；确定后一并写入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>编辑棋手</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>添加棋手</translation>
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
        <translation>姓在前（柯洁、Iyama Yuta）</translation>
    </message>
    <message>
        <source>Given name first (Thomas Müller)</source>
        <translation>名在前（Thomas Müller）</translation>
    </message>
    <message>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN、JP、KR、FR… 或 中国</translation>
    </message>
    <message>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, 业余2段, 5级</translation>
    </message>
    <message>
        <source>only to override rank and rating</source>
        <translation>仅在需要覆盖段位和等级分时填写</translation>
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
        <translation>未填写</translation>
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
        <translation>预报名</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式报名</translation>
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
        <translation>姓名顺序</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>棋力</translation>
    </message>
    <message>
        <source>Declared rank</source>
        <translation>申报段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Rank set by the director</source>
        <translation>裁判长指定段位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>麦克马洪修正</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>报名信息</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>协会</translation>
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
        <translation>FFG 会员证号</translation>
    </message>
    <message>
        <source>Other IDs</source>
        <translation>其他编号</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性别</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>应缴报名费</translation>
    </message>
    <message>
        <source>Fee paid</source>
        <translation>已缴报名费</translation>
    </message>
    <message>
        <source>Contact (private)</source>
        <translation>联系方式（不公开）</translation>
    </message>
    <message>
        <source>Notes (private)</source>
        <translation>备注（不公开）</translation>
    </message>
    <message>
        <source>Enter the player&apos;s name.</source>
        <translation>请输入棋手姓名。</translation>
    </message>
    <message>
        <source>Declared rank: %1</source>
        <translation>申报段位：%1</translation>
    </message>
    <message>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>裁判长指定段位：“%1”不是段位</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>等级分：“%1”不是数字</translation>
    </message>
    <message>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>麦克马洪修正：应为整数，通常为 0</translation>
    </message>
    <message>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>国家/地区：“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>出生日期：“%1”不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>Plays as %1 (%2)</source>
        <translation>按 %1（%2）参赛</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>预报名</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>已缴费</translation>
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
        <translation>轮空</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>已签到</translation>
    </message>
    <message>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>尚无段位：请填写申报段位或等级分</translation>
    </message>
    <message>
        <source>Set by the director</source>
        <translation>由裁判长指定</translation>
    </message>
    <message>
        <source>From the rating</source>
        <translation>由等级分换算</translation>
    </message>
    <message>
        <source>As declared</source>
        <translation>按申报段位</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>编号</translation>
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
        <translation>申报段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>组别</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>报名费</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>Born %1; age on the first day of the event</source>
        <translation>出生于 %1；按比赛首日计算的年龄</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年龄</translation>
    </message>
    <message>
        <source>other list</source>
        <comment>a rating from another list than EGD, AGA, FFG</comment>
        <translation>其他等级分</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RatingListDialog</name>
    <message>
        <source>Add from a rating list</source>
        <translation>从等级分名单添加</translation>
    </message>
    <message>
        <source>Choose the list…</source>
        <translation>选择名单…</translation>
    </message>
    <message>
        <source>Part of a name, an EGD PIN, a licence or a club</source>
        <translation>姓名的一部分、EGD 编号、会员号或俱乐部</translation>
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
        <translation>等级分</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No rating list chosen yet.</source>
        <translation>尚未选择等级分名单。</translation>
    </message>
    <message>
        <source>Choose a rating list</source>
        <translation>选择等级分名单</translation>
    </message>
    <message>
        <source>Rating lists (*.txt *.TXT);;All files (*)</source>
        <translation>等级分名单 (*.txt *.TXT);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is not an EGD, FFG or AGA rating list</source>
        <translation>%1 不是 EGD、FFG 或 AGA 的等级分名单</translation>
    </message>
    <message>
        <source>%1 is a tournament file, not a rating list</source>
        <translation>%1 是比赛文件，不是等级分名单</translation>
    </message>
    <message>
        <source>%1 holds no player</source>
        <translation>%1 中没有棋手</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1：%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the federation&apos;s list (EGD, FFG or AGA) first.</source>
        <translation>请先选择协会的名单（EGD、FFG 或 AGA）。</translation>
    </message>
    <message>
        <source>Type part of a name, an ID or a club.</source>
        <translation>输入姓名、编号或俱乐部的一部分。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) shown</source>
        <translation>
            <numerusform>显示 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>Registered %1</source>
        <translation>已报名 %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RefereeView</name>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>封棋</translation>
    </message>
    <message>
        <source>flag: %1</source>
        <translation>超时：%1</translation>
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
        <translation>已结束</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>用时：%1</translation>
    </message>
    <message>
        <source>Table %1: %2 to the flag (%3)</source>
        <translation>第 %1 台：距超时 %2（%3）</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>开始本轮</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>全部暂停</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>全部继续</translation>
    </message>
    <message>
        <source>Attention (soonest first)</source>
        <translation>关注（最紧迫在前）</translation>
    </message>
    <message>
        <source>The clock journal could not be written: %1</source>
        <translation>计时记录无法写入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) recovered from the tournament file, paused: resume when the players are ready.</source>
        <translation>
            <numerusform>已从比赛文件恢复 %n 台计时，均已暂停：棋手准备好后继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>单台模式</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>Calls are made in byo-yomi only.</source>
        <translation>只有读秒阶段才报时。</translation>
    </message>
    <message>
        <source>The calls of this event</source>
        <translation>本赛事的读秒报时</translation>
    </message>
    <message>
        <source>A recorded voice pack (sec_30.wav, count_7.wav, …)</source>
        <translation>录制的语音包（sec_30.wav、count_7.wav……）</translation>
    </message>
    <message>
        <source>Spoken calls: %1</source>
        <translation>语音读秒：%1</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>没有第 %1 台。</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>第 %1 台：%2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Sealed move (stop the clock)</source>
        <translation>封棋（停钟）</translation>
    </message>
    <message>
        <source>Open the sealed move</source>
        <translation>打开封棋</translation>
    </message>
    <message>
        <source>Take back a wrong press</source>
        <translation>撤销误按</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>交换两侧</translation>
    </message>
    <message>
        <source>Adjust time…</source>
        <translation>调整时间…</translation>
    </message>
    <message>
        <source>Adjust the time of table %1</source>
        <translation>调整第 %1 台的时间</translation>
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
        <translation>增加（负数为扣除）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Adjust time</source>
        <translation>调整时间</translation>
    </message>
    <message>
        <source>This takes the time to zero. Adjust anyway?</source>
        <translation>这会使时间归零。仍要调整吗？</translation>
    </message>
    <message>
        <source>Speak this table&apos;s calls here</source>
        <translation>在本机播报此台的读秒</translation>
    </message>
    <message>
        <source>Table mode (full screen)</source>
        <translation>单台模式（全屏）</translation>
    </message>
    <message>
        <source>Click a table when the player to move has moved; click a flashing table to acknowledge its flag. Right-click for the table&apos;s actions.</source>
        <translation>轮到的一方落子后点击该台；点击闪烁的台确认超时。右键点击打开该台的操作。</translation>
    </message>
    <message>
        <source>Spoken calls</source>
        <translation>语音读秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Voice pack…</source>
        <translation>语音包…</translation>
    </message>
    <message>
        <source>Calls…</source>
        <translation>报时…</translation>
    </message>
    <message>
        <source>The calls of this event in byo-yomi, editable</source>
        <translation>本赛事读秒阶段的报时，可编辑</translation>
    </message>
    <message>
        <source>Spoken calls: no audio output was found; the calls are timed but not heard.</source>
        <translation>语音读秒：找不到音频输出；报时照常计时但听不到。</translation>
    </message>
    <message>
        <source>⚑ flag</source>
        <translation>⚑ 超时</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set up the clocks</source>
        <translation>设置计时钟</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</source>
        <translation>
            <numerusform>%n 个计时钟正在使用中。仍要设置新的计时钟吗？使用中的计时钟将停止（其记录保留在比赛文件中）。</numerusform>
        </translation>
    </message>
    <message>
        <source># Calls in byo-yomi: offsets in seconds from the start of each period.</source>
        <translation># 读秒报时：自每次读秒开始起的秒数。</translation>
    </message>
    <message>
        <source># ordinary: periods with more to come; last: the last period.</source>
        <translation># ordinary：之后还有读秒的各次；last：最后一次。</translation>
    </message>
    <message>
        <source># Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the count in the last period).</source>
        <translation># 键：sec:N（N秒），min:N，left_min:N，left_periods:N（还剩N），count:N（最后一次的读数）。</translation>
    </message>
    <message>
        <source>Game over (stop both clocks)…</source>
        <translation>对局结束（停止双方计时）…</translation>
    </message>
    <message>
        <source> (%1 – %2)</source>
        <translation>（%1 – %2）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Declare the game at table %1%2 over? Both clocks stop for good.</source>
        <translation>宣布第%1台%2对局结束？双方计时将永久停止。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The round whose games the clocks are for: its tables, both players&apos; names and the event&apos;s time control</source>
        <translation>计时钟所对应的轮次：其台次、双方姓名和本赛事的用时规定</translation>
    </message>
    <message>
        <source>The clocks in play are not in this tournament&apos;s journal; set up the round&apos;s clocks when they are done.</source>
        <translation>正在使用的计时钟不在本比赛的记录中；待其结束后再设置本轮的计时钟。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control: %2</source>
        <translation>“%1”不是有效的用时设置：%2</translation>
    </message>
    <message>
        <source>Time control of this table…</source>
        <translation>本台用时…</translation>
    </message>
    <message>
        <source>Time control of table %1</source>
        <translation>第%1台的用时</translation>
    </message>
    <message>
        <source>Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):</source>
        <translation>用时（与计时页相同的写法，例如 byoyomi:main=60m,period=30s,periods=3）：</translation>
    </message>
    <message>
        <source>Table %1 plays %2.</source>
        <translation>第%1台的用时为 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n journal record(s) of an unknown kind were left out.</source>
        <translation>
            <numerusform>%n条未知类型的记录已略去。</numerusform>
        </translation>
    </message>
    <message>
        <source>The players&apos; names could not be read; the tiles show table numbers.</source>
        <translation>无法读取棋手姓名；各台只显示台号。</translation>
    </message>
    <message>
        <source>offline %1</source>
        <translation>离线 %1</translation>
    </message>
    <message>
        <source>pause asked</source>
        <translation>请求暂停</translation>
    </message>
    <message>
        <source>result to confirm</source>
        <translation>结果待确认</translation>
    </message>
    <message>
        <source>Enter the table&apos;s result (%1)…</source>
        <translation>录入本台的结果（%1）…</translation>
    </message>
    <message>
        <source>Change the result of table %1</source>
        <translation>更改第 %1 台的结果</translation>
    </message>
    <message>
        <source>The round has another result for this game. Why is it changed to %1?</source>
        <translation>本轮中这盘棋已有另一结果。为何改为%1？</translation>
    </message>
    <message>
        <source>Set the table&apos;s result aside</source>
        <translation>搁置本台提交的结果</translation>
    </message>
    <message>
        <source>Table %1: the device is offline since %2</source>
        <translation>第 %1 台：设备自 %2 起离线</translation>
    </message>
    <message>
        <source>Table %1: the players paused the clock</source>
        <translation>第 %1 台：棋手暂停了棋钟</translation>
    </message>
    <message>
        <source>Table %1: %2 to confirm</source>
        <translation>第 %1 台：%2 待确认</translation>
    </message>
    <message>
        <source>Table %1: sealed move %2</source>
        <translation>第 %1 台：封棋 %2</translation>
    </message>
    <message>
        <source>Table devices</source>
        <translation>对局台设备</translation>
    </message>
    <message>
        <source>A phone or tablet at each table shows and presses its clock over the network, on this address and port</source>
        <translation>每个对局台的手机或平板通过网络显示并按动本台棋钟，使用此地址和端口</translation>
    </message>
    <message>
        <source>Referee PIN</source>
        <translation>裁判 PIN</translation>
    </message>
    <message>
        <source>Needed for a referee&apos;s action from a table&apos;s device</source>
        <translation>在对局台设备上进行裁判操作时需要</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>加入码…</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>“%1”不是 IP 地址</translation>
    </message>
    <message>
        <source>Set up the clocks of a round first: the devices join a round&apos;s tables.</source>
        <translation>请先设置某一轮的棋钟：设备加入的是一轮中的对局台。</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>无法在 %1:%2 上监听</translation>
    </message>
    <message>
        <source>Open a tournament to set the referee&apos;s PIN.</source>
        <translation>请先打开比赛再设置裁判 PIN。</translation>
    </message>
    <message>
        <source>Table %1  %2  %3 – %4</source>
        <translation>第 %1 台  %2  %3 – %4</translation>
    </message>
    <message>
        <source>Join codes of round %1</source>
        <translation>第 %1 轮的加入码</translation>
    </message>
    <message>
        <source>Each table&apos;s page: %1t/CODE</source>
        <translation>各台的页面：%1t/加入码</translation>
    </message>
    <message>
        <source>Switch on the table devices to serve the pages.</source>
        <translation>开启对局台设备后才能提供这些页面。</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>有争议</translation>
    </message>
    <message>
        <source>Table %1: dispute, first %2, then %3</source>
        <translation>第%1台：有争议，先报%2，后报%3</translation>
    </message>
    <message>
        <source>Table %1: flag fallen (%2)</source>
        <translation>第%1台：超时（%2）</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>%1 台设备</translation>
    </message>
    <message>
        <source>Table %1: %2 devices; one holds the clock</source>
        <translation>第%1台：%2 台设备，只有一台掌握计时</translation>
    </message>
    <message>
        <source>Move the clock to the device at %1 (connected %2)</source>
        <translation>把计时移到 %1 的设备（已连接 %2）</translation>
    </message>
    <message>
        <source>clock&apos;s device gone</source>
        <translation>计时设备已离开</translation>
    </message>
    <message>
        <source>Table %1: the clock&apos;s device is gone; move the clock to the one there (the table&apos;s menu)</source>
        <translation>第 %1 台：计时设备已离开；请把计时移到现在的设备上（该台的菜单）</translation>
    </message>
    <message>
        <source>⚑ held</source>
        <translation>⚑ 待定</translation>
    </message>
    <message>
        <source>paused: its device was gone</source>
        <translation>已暂停：设备离开</translation>
    </message>
    <message>
        <source>flag held</source>
        <translation>超时待定</translation>
    </message>
    <message>
        <source>result for the referee</source>
        <translation>结果待裁判</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) offline since %1: %2</source>
        <translation>
            <numerusform>%n 桌自 %1 起离线：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s); its device is refused referee actions for a minute</source>
        <translation>
            <numerusform>第 %1 桌：裁判密码错误 %n 次；该设备一分钟内不能执行裁判操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s)</source>
        <translation>
            <numerusform>第 %1 桌：裁判密码错误 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: paused, its device was gone; resume it once a device is there</source>
        <translation>第 %1 桌：设备离开，已暂停；有设备后再继续</translation>
    </message>
    <message>
        <source>Table %1: flag held, the device is silent since before it fell; decide it from the table&apos;s menu</source>
        <translation>第 %1 桌：超时待定，设备在超时前已无响应；请在该桌菜单中裁定</translation>
    </message>
    <message>
        <source>Take the flag back…</source>
        <translation>撤销超时判负…</translation>
    </message>
    <message>
        <source>Take the flag back</source>
        <translation>撤销超时判负</translation>
    </message>
    <message>
        <source>Table %1: the clock stands paused at the instant the flag fell; give the player time (Adjust time…) and resume. The referee&apos;s reason:</source>
        <translation>第 %1 桌：棋钟停在超时的时刻；请给棋手补时（调整时间…）后继续。裁判的理由：</translation>
    </message>
    <message>
        <source>Table %1: the flag is taken back.</source>
        <translation>第 %1 桌：超时判负已撤销。</translation>
    </message>
    <message>
        <source>Decide the flag now (what the device has not sent yet is not in)</source>
        <translation>现在裁定超时（设备尚未发送的操作不计入）</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <source>Registered %1</source>
        <translation>已报名：%1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>显示 %1 · 已报名 %2 · 正式 %3 · 已退赛 %4</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>恢复参赛</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>退赛</translation>
    </message>
    <message>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>搜索姓名（汉字或拉丁字母）和俱乐部…</translation>
    </message>
    <message>
        <source>Hide withdrawn</source>
        <translation>隐藏已退赛棋手</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>添加棋手…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>签到</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>Bye requested</source>
        <translation>申请轮空</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the registration of %1? Use Withdraw for a player who leaves the event; Delete is for a registration made by mistake or a duplicate.</source>
        <translation>删除 %1 的报名？棋手中途离开比赛请用“退赛”；“删除”用于误报或重复的报名。</translation>
    </message>
    <message numerus="yes">
        <source>No likely duplicates among %n player(s).</source>
        <translation>
            <numerusform>%n 名棋手中没有可能重复的报名。</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>可能重复的报名</translation>
    </message>
    <message>
        <source>#%1 %2  ↔  #%3 %4  (%5)</source>
        <translation>#%1 %2  ↔  #%3 %4（%5）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Likely a duplicate</source>
        <translation>可能重复报名</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3: %4). Register anyway?</source>
        <translation>%1 与已报名的 %2（%3 号：%4）相似。仍要报名吗？</translation>
    </message>
    <message numerus="yes">
        <source>Participation of %n player(s)</source>
        <translation>
            <numerusform>%n 名棋手的参赛情况</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a pair to select the later registration, then edit, withdraw or delete it.</source>
        <translation>点选一对，即选中较晚的报名，然后可编辑、退赛或删除。</translation>
    </message>
    <message>
        <source>Move to another division</source>
        <translation>移到其他组别</translation>
    </message>
    <message numerus="yes">
        <source>Move %n player(s) to:</source>
        <translation>
            <numerusform>将 %n 名棋手移到：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) moved.</source>
        <translation>
            <numerusform>已移动 %n 名棋手。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::ReportsView</name>
    <message>
        <source>Save the document</source>
        <translation>保存文档</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save the result sheets</source>
        <translation>保存成绩记录单</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Publish to a folder</source>
        <translation>发布到文件夹</translation>
    </message>
    <message>
        <source>Published to %1</source>
        <translation>已发布到 %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>EGF results file</source>
        <translation>EGF 成绩文件</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Result sheets (PDF)…</source>
        <translation>成绩记录单（PDF）…</translation>
    </message>
    <message>
        <source>Publish after the round…</source>
        <translation>本轮结束后发布…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>没有打开的比赛。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报表</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>已发送到打印机</translation>
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
        <translation>按单位</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>奖项组</translation>
    </message>
    <message>
        <source>the tournament&apos;s categories</source>
        <translation>比赛的组别</translation>
    </message>
    <message>
        <source>Prize sections separated by &apos;;&apos;, each with an optional =N prizes (default 3): overall, women, u12 (under 12 on the first day), ranks:10k-20k, category:NAME</source>
        <translation>奖项组以“;”分隔，每组可加 =N 表示奖项数（默认 3）：overall（总成绩）、women（女子）、u12（首日未满 12 岁）、ranks:10k-20k（段级范围）、category:名称（组别）</translation>
    </message>
    <message>
        <source>One prize per player</source>
        <translation>每人只领一个奖</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>实时页面</translation>
    </message>
    <message>
        <source>A read-only web page with the pairings and standings for players&apos; phones, on this address and port</source>
        <translation>供棋手用手机查看对阵和排名的只读网页，在此地址和端口上提供</translation>
    </message>
    <message>
        <source>Sections: %1</source>
        <translation>奖项组：%1</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>无法使用该打印机。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>“%1”不是 IP 地址</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>无法在 %1:%2 上监听</translation>
    </message>
    <message>
        <source>Live page at %1</source>
        <translation>实时页面：%1</translation>
    </message>
    <message>
        <source>Join codes</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Each table&apos;s code and QR code for a clock on a phone (the table devices of the Clocks tab); for the list printed for the tables, never on the live page</source>
        <translation>每台的加入码和二维码，供手机棋钟使用（棋钟页的对局台设备）；用于打印给各台的名单，绝不出现在实时页面上</translation>
    </message>
    <message>
        <source>FFG results file (.tou)</source>
        <translation>FFG 成绩文件 (.tou)</translation>
    </message>
    <message>
        <source>AGA results file</source>
        <translation>AGA 成绩文件</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比赛文件 (.xml)</translation>
    </message>
    <message>
        <source>the latest round paired</source>
        <translation>最新已编排的一轮</translation>
    </message>
    <message>
        <source>the latest round with results</source>
        <translation>最新有结果的一轮</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest paired</source>
        <translation>已选定；最新已编排的是第 %1 轮</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest with results</source>
        <translation>已选定；最新有结果的是第 %1 轮</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation>仍然导出吗？</translation>
    </message>
    <message>
        <source>Website…</source>
        <translation>网站…</translation>
    </message>
    <message>
        <source>Where the published pages go, and whether they are published after each round</source>
        <translation>发布网页的去处，以及是否每轮结束后自动发布</translation>
    </message>
    <message numerus="yes">
        <source>Website: up to date (%n page(s) sent)</source>
        <translation>
            <numerusform>网站：已是最新（已发送 %n 个网页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Website: not reached (%1); trying again in %2 s</source>
        <translation>网站：无法连接（%1）；%2 秒后重试</translation>
    </message>
    <message>
        <source>Website refused the pages: %1</source>
        <translation>网站拒收网页：%1</translation>
    </message>
    <message>
        <source>Website: sending…</source>
        <translation>网站：正在发送…</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Folder of the pages:</source>
        <translation>网页文件夹：</translation>
    </message>
    <message>
        <source>Website address (optional):</source>
        <translation>网站地址（可选）：</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>Publish after each round</source>
        <translation>每轮结束后发布</translation>
    </message>
    <message>
        <source>The website address must begin with http:// or https://</source>
        <translation>网站地址必须以 http:// 或 https:// 开头</translation>
    </message>
    <message>
        <source>The website needs its secret (the receiver&apos;s --secret).</source>
        <translation>网站需要密钥（接收端的 --secret）。</translation>
    </message>
    <message>
        <source>Website: writing the pages of round %1…</source>
        <translation>网站：正在写出第%1轮的网页…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RoundsView</name>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（弃权）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>编排本轮</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>取消编排</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>交换黑白</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>交换对手</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>说明原因</translation>
    </message>
    <message>
        <source>Result (table, then 1 / 2 / = / f1 / f2):</source>
        <translation>结果（台号，然后 1 / 2 / = / f1 / f2）：</translation>
    </message>
    <message>
        <source>e.g. 12 1</source>
        <translation>例如 12 1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台号</translation>
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
        <translation>让子</translation>
    </message>
    <message>
        <source>Score gap</source>
        <translation>积分差</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>没有打开的比赛。</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>重复对阵</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>同俱乐部</translation>
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
        <translation>第%1轮尚未编排。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: all %n result(s) entered.</source>
        <translation>
            <numerusform>第%1轮：全部 %n 个结果均已录入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 of %n result(s) entered.</source>
        <translation>
            <numerusform>第%1轮：%n 个结果中已录入 %2 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>轮空：%1</translation>
    </message>
    <message>
        <source>Round %1 paired.</source>
        <translation>第%1轮已编排。</translation>
    </message>
    <message>
        <source>Unpair round %1</source>
        <translation>取消第%1轮的编排</translation>
    </message>
    <message>
        <source>Select one game.</source>
        <translation>请选择一个对局。</translation>
    </message>
    <message>
        <source>Swap colours at table %1</source>
        <translation>交换第%1台的黑白</translation>
    </message>
    <message>
        <source>Select two games.</source>
        <translation>请选择两个对局。</translation>
    </message>
    <message>
        <source>Exchange opponents at tables %1 and %2</source>
        <translation>交换第%1台和第%2台的对手</translation>
    </message>
    <message>
        <source>Select one game, or two to ask why their white players were not paired.</source>
        <translation>请选择一个对局；或选择两个对局，查看其中的白方为何没有被编排在一起。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result entry: type the table, then 1 (white wins), 2 (black wins), = (jigo), 0 (both lose); f before the code for a forfeit.</source>
        <translation>“%1”不是有效的结果输入：请输入台号，然后输入 1（白胜）、2（黑胜）、=（和棋）、0（双方负）；弃权时在代码前加 f。</translation>
    </message>
    <message>
        <source>Table %1: result entered.</source>
        <translation>第%1台：已录入结果。</translation>
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
        <translation>不贴目</translation>
    </message>
    <message>
        <source>Black gives back %1</source>
        <translation>黑方贴还 %1</translation>
    </message>
    <message>
        <source>Draw colours</source>
        <translation>决定黑白</translation>
    </message>
    <message>
        <source>By lots for the round (抽签)</source>
        <translation>整轮统一决定（抽签）</translation>
    </message>
    <message>
        <source>By digital nigiri for every table</source>
        <translation>每台分别电子猜先</translation>
    </message>
    <message>
        <source>Nigiri at the board…</source>
        <translation>现场猜先…</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Colours by %1; commitment %2.</source>
        <translation>黑白由%1决定；承诺值 %2。</translation>
    </message>
    <message>
        <source>Colours of round %1 drawn. Publish this commitment with the pairing list; the seed is revealed after the round:
%2</source>
        <translation>第%1轮的黑白已决定。请将此承诺值与对阵表一同公布；种子将在本轮结束后公开：
%2</translation>
    </message>
    <message>
        <source>Table %1: %2 takes black.</source>
        <translation>第%1台：%2 执黑。</translation>
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
        <translation>段位相同：年长者握白子</translation>
    </message>
    <message>
        <source>equal ranks, ages unknown: the referee picks</source>
        <translation>段位相同且年龄不明：由裁判指定</translation>
    </message>
    <message>
        <source>Holds the white stones:</source>
        <translation>握白子者：</translation>
    </message>
    <message>
        <source>Odd (one black stone)</source>
        <translation>单（一颗黑子）</translation>
    </message>
    <message>
        <source>Even (two black stones)</source>
        <translation>双（两颗黑子）</translation>
    </message>
    <message>
        <source>Guess:</source>
        <translation>猜单双：</translation>
    </message>
    <message>
        <source>White stones in the hand:</source>
        <translation>手中白子数：</translation>
    </message>
    <message>
        <source>Reason (when changing published colours):</source>
        <translation>理由（更改已公布的黑白时填写）：</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>抽签</translation>
    </message>
    <message>
        <source>digital nigiri</source>
        <translation>电子猜先</translation>
    </message>
    <message>
        <source>nigiri</source>
        <translation>猜先</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>the director</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>At the boards, entered with the results</source>
        <translation>在对局现场决定，随结果录入</translation>
    </message>
    <message>
        <source>? </source>
        <translation>？ </translation>
    </message>
    <message>
        <source>Colours of round %1 at the boards</source>
        <translation>第%1轮黑白在现场决定</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第%1台</translation>
    </message>
    <message>
        <source>The colours were decided at the board. Who took black?</source>
        <translation>黑白在对局现场决定。谁执黑？</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1轮没有第%2台。</translation>
    </message>
    <message>
        <source>A jigo cannot happen with komi %1. Enter it only on the referee&apos;s decision: the reason?</source>
        <translation>贴目%1下不可能和棋。只有裁判决定时才能录入：理由？</translation>
    </message>
    <message>
        <source>Table %1: the jigo was not entered (it needs the referee&apos;s reason).</source>
        <translation>第%1台：和棋未录入（需要裁判的理由）。</translation>
    </message>
    <message>
        <source>Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).</source>
        <translation>第%1台：结果由 %2 改为 %3（Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>the main score before the round</comment>
        <translation>%1分</translation>
    </message>
    <message>
        <source>Raw weights</source>
        <translation>原始权重</translation>
    </message>
    <message>
        <source>Show the pairing engine&apos;s weights behind the explanation</source>
        <translation>显示说明背后编排引擎的权重</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>原始权重（得分 / 权重）：</translation>
    </message>
    <message>
        <source>Without a game in this round:</source>
        <translation>本轮尚无对局：</translation>
    </message>
    <message>
        <source>Pair the chosen players</source>
        <translation>编排所选棋手</translation>
    </message>
    <message>
        <source>The engine pairs the chosen players among themselves (two: with each other) at new tables; the rest of the round stays as it is</source>
        <translation>编排引擎在新台次上让所选棋手互相对局（两人时即彼此对局）；本轮其余对局不变</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再次编排？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>仍要编排他们吗？</translation>
    </message>
    <message numerus="yes">
        <source>Pair %n chosen player(s) in round %1</source>
        <translation>
            <numerusform>第%1轮编排所选的 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1: %2 - %3</source>
        <translation>第%1台：%2 - %3</translation>
    </message>
    <message>
        <source>Paired: %1.</source>
        <translation>已编排：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The director&apos;s constraints in this round:</source>
        <translation>本轮裁判长的约束：</translation>
    </message>
    <message>
        <source>Never pair…</source>
        <translation>永不配对…</translation>
    </message>
    <message>
        <source>Two players who must never meet (siblings, a family, a declared conflict); paired only if nothing else is possible</source>
        <translation>两名绝不能相遇的棋手（兄弟姐妹、一家人、申报的利益冲突）；只有别无可能时才会配对</translation>
    </message>
    <message>
        <source>Pair in this round…</source>
        <translation>本轮指定配对…</translation>
    </message>
    <message>
        <source>Two players who play each other in this round whatever the scores</source>
        <translation>本轮无论分数如何都相互对弈的两名棋手</translation>
    </message>
    <message>
        <source>Keep a table…</source>
        <translation>保留台次…</translation>
    </message>
    <message>
        <source>A table kept for a player (a wheelchair, a broadcast board), every round or this one</source>
        <translation>为某位棋手保留的台次（轮椅、转播台），每轮或仅本轮</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Table %1 has the result %2 already. Change it to %3 only on the referee&apos;s decision: the reason?</source>
        <translation>第%1台已有结果“%2”。只有裁判决定时才能改为“%3”：理由是？</translation>
    </message>
    <message>
        <source>Table %1: the result was not changed (a change needs the referee&apos;s reason).</source>
        <translation>第%1台：结果未更改（更改需要裁判的理由）。</translation>
    </message>
    <message>
        <source>the whole schedule: Reports → Schedule</source>
        <translation>完整赛程：报表 → 赛程表</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>the bracket: Reports → Knockout bracket; the result that decides this round pairs the next at a desk that may pair</source>
        <translation>对阵图：报表 → 淘汰赛对阵图；在有编排权限的终端录入决定本轮的结果后，自动编排下一轮</translation>
    </message>
    <message>
        <source>Referee&apos;s decision…</source>
        <translation>裁判裁定…</translation>
    </message>
    <message>
        <source>A knockout game the board did not decide (a jigo, both lost): who goes on, and why</source>
        <translation>盘上未分胜负的淘汰赛对局（和棋、双方负）：谁晋级，理由是什么</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台裁判裁定</translation>
    </message>
    <message>
        <source>e.g. 加赛: White won the play-off</source>
        <translation>例如：加赛白胜</translation>
    </message>
    <message>
        <source>Goes on:</source>
        <translation>晋级：</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Table %1: the referee&apos;s decision is recorded.</source>
        <translation>第%1台：已记录裁判裁定。</translation>
    </message>
    <message>
        <source>Bracket…</source>
        <translation>对阵图…</translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation>赛程表…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ServerDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>连接服务器</translation>
    </message>
    <message>
        <source>empty: the one saved in ~/.pgpass</source>
        <translation>留空：使用 ~/.pgpass 中保存的密码</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TeamsView</name>
    <message>
        <source>Add team</source>
        <translation>添加队伍</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>编辑队伍</translation>
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
        <translation>按等级分排序</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>拉丁字母名称</translation>
    </message>
    <message>
        <source>Club or school</source>
        <translation>俱乐部或学校</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>Members in board order; those after the boards are reserves</source>
        <translation>队员按台次排列；超出台数者为替补</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2</source>
        <translation>%1 第 %2 轮出场名单</translation>
    </message>
    <message>
        <source>The players who play, in board order from the top</source>
        <translation>出场棋手，自上而下按台次</translation>
    </message>
    <message>
        <source>Match by hand, round %1</source>
        <translation>手工对阵，第 %1 轮</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>主队</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>客队</translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation>添加队伍…</translation>
    </message>
    <message>
        <source>Edit team…</source>
        <translation>编辑队伍…</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>删除队伍</translation>
    </message>
    <message>
        <source>Line-up…</source>
        <translation>出场名单…</translation>
    </message>
    <message>
        <source>Pair the teams</source>
        <translation>编排队伍</translation>
    </message>
    <message>
        <source>Match by hand…</source>
        <translation>手工对阵…</translation>
    </message>
    <message>
        <source>Team forfeit</source>
        <translation>整队弃权</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再次对阵？</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>Players (board order; reserves after)</source>
        <translation>棋手（按台次；替补在后）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(reserve) %1</source>
        <translation>（替补）%1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>场次</translation>
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
        <translation>（主将台决胜）</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2 given</source>
        <translation>已给出 %1 第 %2 轮出场名单</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n match(es)</source>
        <translation>
            <numerusform>第 %1 轮：%n 场</numerusform>
        </translation>
    </message>
    <message>
        <source> — no pairing without a rematch or a second bye existed</source>
        <translation>——没有可避免重复对阵或第二次轮空的编排</translation>
    </message>
    <message>
        <source>%1 forfeits its match of round %2</source>
        <translation>%1 第 %2 轮整场弃权</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>本轮</translation>
    </message>
    <message>
        <source>The selected team&apos;s members, reserves too, for the shown round</source>
        <translation>所选队伍的全部队员（含替补），用于所示轮次</translation>
    </message>
    <message>
        <source>Check in the team</source>
        <translation>队伍报到</translation>
    </message>
    <message>
        <source>The team sits the round out</source>
        <translation>队伍本轮缺席</translation>
    </message>
    <message>
        <source>Why (not) this match?…</source>
        <translation>为何（不）这样对阵？…</translation>
    </message>
    <message>
        <source>Two teams: what the team Swiss knew of them and what pairing them together would have cost</source>
        <translation>两支队伍：团体积分编排对它们的了解，以及将它们编在一起的代价</translation>
    </message>
    <message>
        <source>%1 is checked in for round %2</source>
        <translation>%1 已报到第 %2 轮</translation>
    </message>
    <message>
        <source>%1 sits round %2 out</source>
        <translation>%1 第 %2 轮缺席</translation>
    </message>
    <message>
        <source>Find by name, club or rank</source>
        <translation>按姓名、俱乐部或段位查找</translation>
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
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Teams from clubs</source>
        <translation>按俱乐部建队</translation>
    </message>
    <message>
        <source>B, C, D</source>
        <translation>二队、三队、四队</translation>
    </message>
    <message>
        <source>How a club&apos;s second, third … team is named after the club</source>
        <translation>同一俱乐部第二、三……支队伍的名称后缀</translation>
    </message>
    <message>
        <source>Reserves a team takes</source>
        <translation>每队替补人数</translation>
    </message>
    <message>
        <source>A club&apos;s next teams end in</source>
        <translation>后续队伍名称后缀</translation>
    </message>
    <message>
        <source>Each club&apos;s players in no team yet, strongest first, fill its team&apos;s boards and reserves, then its next team.</source>
        <translation>每个俱乐部尚未入队的棋手按实力依次补满本队各台与替补，多出的组成下一队。</translation>
    </message>
    <message>
        <source>Teams from clubs…</source>
        <translation>按俱乐部建队…</translation>
    </message>
    <message>
        <source>A team for each club or school of the players in no team yet: boards by strength, then reserves, then its next team</source>
        <translation>为尚未入队棋手的每个俱乐部或学校建队：按实力排台次，再排替补，多出的组成下一队</translation>
    </message>
    <message>
        <source>board %1 (table %2): %3 %4 – %5 %6</source>
        <translation>第 %1 台（%2 号桌）：%3%4 – %5%6</translation>
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
        <translation>没有哪个俱乐部人数够组一队。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) left out: too few in their club for a full team</source>
        <translation>
            <numerusform>%n 名棋手未编入：所在俱乐部人数不足以再组一队</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made from the clubs</source>
        <translation>
            <numerusform>已按俱乐部建成 %n 支队伍</numerusform>
        </translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>%1 loses every board of its match in round %2 by forfeit. The referee&apos;s reason:</source>
        <translation>%1 第 %2 轮各台均判负（弃权）。裁判理由：</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Withdraw %1</source>
        <translation>%1 退赛</translation>
    </message>
    <message>
        <source>Reinstate %1</source>
        <translation>%1 恢复参赛</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>第%1轮：%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>比赛设置</translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation>编排第%1轮</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>第%1台的结果</translation>
    </message>
    <message>
        <source>Check in %2 for round %1</source>
        <translation>第%1轮签到：%2</translation>
    </message>
    <message numerus="yes">
        <source>Check in %n player(s) for round %1</source>
        <translation>
            <numerusform>第%1轮为 %n 名棋手签到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n player(s)</source>
        <translation>
            <numerusform>第%1轮：%n 名棋手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n registration(s) final</source>
        <translation>
            <numerusform>将 %n 个报名设为正式</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>编排参数</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Add team %1</source>
        <translation>添加队伍 %1</translation>
    </message>
    <message>
        <source>Edit team %1</source>
        <translation>编辑队伍 %1</translation>
    </message>
    <message>
        <source>Remove team %1</source>
        <translation>删除队伍 %1</translation>
    </message>
    <message>
        <source>Line-up for round %1</source>
        <translation>第 %1 轮出场名单</translation>
    </message>
    <message>
        <source>Match by hand in round %1</source>
        <translation>第 %1 轮人工编排一场</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台裁判裁定</translation>
    </message>
    <message numerus="yes">
        <source>Teams from clubs (%n team(s))</source>
        <translation>
            <numerusform>按俱乐部建队（%n 支）</numerusform>
        </translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>淘汰赛的下一轮未编排：%1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <source>Place the players of %1</source>
        <translation>排定%1的选手位置</translation>
    </message>
    <message>
        <source>Take back the places of %1</source>
        <translation>撤销%1的选手位置</translation>
    </message>
</context>
</TS>
