<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Certificates</name>
    <message>
        <source>%1 — certificates</source>
        <translation>%1 — 認定状</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Certificate of Grade</source>
        <translation>段級位認定状</translation>
    </message>
    <message>
        <source>won %1 of %2 games in %3 and is awarded the grade of</source>
        <translation>%3において%2局中%1勝の成績を収めましたので、次の段級位を認定します</translation>
    </message>
    <message>
        <source>grade claimed: %1</source>
        <translation>申告段級位：%1</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>認定番号：%1</translation>
    </message>
    <message>
        <source>Chief referee</source>
        <translation>審判長</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主催者</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>不明なオプション %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1が指定されていません</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1：「%2」は金額ではありません</translation>
    </message>
    <message>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order：「%1」ではなく family または given を指定してください</translation>
    </message>
    <message>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country：「%1」は国名でも 2 文字の国コードでもありません</translation>
    </message>
    <message>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating：「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system：egd、aga、ffg、other のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date：「%1」は日付ではありません（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>--gender: expected f or m</source>
        <translation>--gender：f または m を指定してください</translation>
    </message>
    <message>
        <source>--status: expected preliminary or final</source>
        <translation>--status：preliminary または final を指定してください</translation>
    </message>
    <message>
        <source>  (withdrawn)</source>
        <translation>  （棄権）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>「%1」は選手 ID ではありません</translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation>大会ファイル</translation>
    </message>
    <message>
        <source>--name is required</source>
        <translation>--name は必須です</translation>
    </message>
    <message>
        <source>--rounds: expected a number</source>
        <translation>--rounds：数値を指定してください</translation>
    </message>
    <message>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day：yyyy-mm-dd 形式で指定してください</translation>
    </message>
    <message>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day：yyyy-mm-dd 形式で指定してください</translation>
    </message>
    <message>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi：7.5 のような目数、または 3¾子 のような子数を指定してください</translation>
    </message>
    <message>
        <source>--board-size: expected a number</source>
        <translation>--board-size：数値を指定してください</translation>
    </message>
    <message numerus="yes">
        <source>Created %1: %2, %n round(s), komi %3 (%4)</source>
        <translation>
            <numerusform>%1 を作成しました：%2、全 %n 回戦、コミ %3（%4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and the tournament settings.</source>
        <translation>
            <numerusform>選手 %n 人と大会設定をインポートしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>選手 %n 人をインポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>選手 %2 人のデモ大会 %1 を作成しました
</translation>
    </message>
    <message>
        <source>the player id</source>
        <translation>選手 ID</translation>
    </message>
    <message>
        <source>player add needs --family or --given</source>
        <translation>player add には --family または --given が必要です</translation>
    </message>
    <message>
        <source>--round: expected 1 to %1</source>
        <translation>--round：1 から %1 までの値を指定してください</translation>
    </message>
    <message>
        <source>--state: expected present, absent or bye</source>
        <translation>--state：present、absent、bye のいずれかを指定してください</translation>
    </message>
    <message>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>不明な player コマンド「%1」</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>インポートするファイル</translation>
    </message>
    <message>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format：csv、egd、ffg、aga、opengotha のいずれかを指定してください</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>何もインポートされませんでした（エラー %n 件）。</numerusform>
        </translation>
    </message>
    <message>
        <source>check: </source>
        <translation>要確認：</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>不明なコマンド「%1」</translation>
    </message>
    <message>
        <source>player needs add, list, edit, withdraw, delete, duplicates or round</source>
        <translation>player には add、list、edit、withdraw、delete、duplicates、round のいずれかが必要です</translation>
    </message>
    <message>
        <source>Deleted #%1 %2</source>
        <translation>#%1 %2 を削除しました</translation>
    </message>
    <message>
        <source>#%1 %2 and #%3 %4: %5</source>
        <translation>#%1 %2 と #%3 %4：%5</translation>
    </message>
    <message>
        <source>--ko: expected simple, positional or situational</source>
        <translation>--ko：simple、positional、situational のいずれかを指定してください</translation>
    </message>
    <message>
        <source>move %1 (%2 %3): %4</source>
        <translation>第 %1 手（%2 %3）：%4</translation>
    </message>
    <message>
        <source> (flagged for the referee, not illegal under these rules)</source>
        <translation> （審判の判断事項。このルールでは反則ではない）</translation>
    </message>
    <message>
        <source>verify needs SGF files or folders</source>
        <translation>verify には SGF ファイルまたはフォルダーが必要です</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), all legal under %1</source>
        <translation>
            <numerusform>%n 手、%1 ルールですべて合法</numerusform>
        </translation>
    </message>
    <message>
        <source>illegal at %1</source>
        <translation>反則：%1</translation>
    </message>
    <message>
        <source>the SGF file</source>
        <translation>SGF ファイル</translation>
    </message>
    <message>
        <source>--komi: a number of half points, such as 7.5</source>
        <translation>--komi：7.5 のように 0.5 目単位の数を指定してください</translation>
    </message>
    <message>
        <source>--dead: &apos;%1&apos; is not a point (D16 or dd)</source>
        <translation>--dead：「%1」は盤上の点ではありません（D16 や dd の形式）</translation>
    </message>
    <message>
        <source>the game is illegal: %1</source>
        <translation>対局に反則があります：%1</translation>
    </message>
    <message>
        <source>--black-count: Black&apos;s count in 子, such as 184.5</source>
        <translation>--black-count：184.5 のような黒の子数を指定してください</translation>
    </message>
    <message>
        <source>result from the referee&apos;s count of Black: %1</source>
        <translation>審判が数えた黒の子数による結果：%1</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>エラー：</translation>
    </message>
    <message>
        <source>%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7</source>
        <translation>%1（%2）：黒 %3、白 %4、ダメ %5；コミ %6、置石補正 %7</translation>
    </message>
    <message>
        <source>%1:%2: &apos;%3&apos; is not a time in milliseconds</source>
        <translation>%1:%2：「%3」はミリ秒の時刻ではありません</translation>
    </message>
    <message>
        <source>%1:%2: %3 ms comes before the press on the line above</source>
        <translation>%1:%2：%3 ミリ秒が前の行の押した時刻より前です</translation>
    </message>
    <message>
        <source>--control: %1</source>
        <translation>--control：%1</translation>
    </message>
    <message>
        <source>--language: expected zh, en, ja or ko</source>
        <translation>--language：zh、en、ja、ko のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--presses FILE is required (one press time in ms per line; it may be empty)</source>
        <translation>--presses FILE が必要です（1 行に 1 つ、押した時刻をミリ秒で。空でも構いません）</translation>
    </message>
    <message>
        <source>--table: a table number from 1</source>
        <translation>--table：台番号は 1 から</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>--round must be a round number</source>
        <translation>--round には回戦の番号を指定してください</translation>
    </message>
    <message>
        <source>a player id</source>
        <translation>選手 ID</translation>
    </message>
    <message>
        <source>Round %1 unpaired.</source>
        <translation>第%1回戦の組み合わせを取り消しました。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n game(s)</source>
        <translation>
            <numerusform>第%1回戦：%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>不戦勝：%1</translation>
    </message>
    <message>
        <source>result needs --round, --table and --result</source>
        <translation>result には --round、--table、--result が必要です</translation>
    </message>
    <message>
        <source>--table must be a table number</source>
        <translation>--table にはテーブル番号を指定してください</translation>
    </message>
    <message>
        <source>Round %1, table %2: result entered.</source>
        <translation>第%1回戦、テーブル %2：結果を入力しました。</translation>
    </message>
    <message>
        <source>the OpenGotha file</source>
        <translation>OpenGotha ファイル</translation>
    </message>
    <message>
        <source>--compat must be opengotha-3.52 or opengotha-2024</source>
        <translation>--compat には opengotha-3.52 または opengotha-2024 を指定してください</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 games reproduced (%4 with the same players); total Tengen %5, file %6</source>
        <translation>第%1回戦：%3 局中 %2 局を再現（対局者が同じものは %4 局）。合計：天元 %5、ファイル %6</translation>
    </message>
    <message>
        <source>; bye %1 (file: %2)</source>
        <translation>、不戦勝 %1（ファイル：%2）</translation>
    </message>
    <message>
        <source>%1 of %2 games reproduced.</source>
        <translation>%2 局中 %1 局を再現しました。</translation>
    </message>
    <message>
        <source>%1: the seed must be at least 16 bytes in hexadecimal</source>
        <translation>%1：シードは 16 バイト以上の 16 進数で指定してください</translation>
    </message>
    <message>
        <source>The seed matches the commitment published before the draw.</source>
        <translation>シードは抽選前に公開されたコミットメントと一致します。</translation>
    </message>
    <message>
        <source>The seed does NOT match the commitment.</source>
        <translation>シードはコミットメントと一致しません！</translation>
    </message>
    <message>
        <source>Table %1: the draw gives white to %2, the record says %3.</source>
        <translation>テーブル %1：抽選では %2 が白番ですが、記録では %3 です。</translation>
    </message>
    <message>
        <source>Every draw of round %1 is reproduced (%2 tables).</source>
        <translation>第%1回戦のすべての抽選結果を再現しました（%2 テーブル）。</translation>
    </message>
    <message>
        <source>Round %1 does not verify.</source>
        <translation>第%1回戦は検証に失敗しました。</translation>
    </message>
    <message>
        <source>--table needs --white ID (and --reason)</source>
        <translation>--table には --white ID（と --reason）が必要です</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 takes white.</source>
        <translation>第%1回戦、テーブル %2：%3 を白番にしました。</translation>
    </message>
    <message>
        <source>Round %1 colours by %2. Commitment (SHA-256 of the seed): %3</source>
        <translation>第%1回戦の手番を%2で決定しました。コミットメント（シードの SHA-256）：%3</translation>
    </message>
    <message>
        <source>Round %1: colours are decided at the boards and entered with the results (result --black ID).</source>
        <translation>第%1回戦：手番は対局席で決め、結果と一緒に入力します（result --black ID）。</translation>
    </message>
    <message>
        <source>--method must be lots, nigiri or board</source>
        <translation>--method は lots、nigiri、board のいずれかです</translation>
    </message>
    <message>
        <source>--reserve-table needs a player id and --table N</source>
        <translation>--reserve-table には選手 ID と --table N が必要です</translation>
    </message>
    <message>
        <source>Constraint removed.</source>
        <translation>制約を削除しました。</translation>
    </message>
    <message>
        <source>Constraint %1 added.</source>
        <translation>制約 %1 を追加しました。</translation>
    </message>
    <message>
        <source>--black must be a player id</source>
        <translation>--black には選手 ID を指定してください</translation>
    </message>
    <message>
        <source>--encoding must be latin1, ascii or utf8</source>
        <translation>--encoding は latin1、ascii、utf8 のいずれかです</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>a PDF needs -o FILE</source>
        <translation>PDF には -o FILE が必要です</translation>
    </message>
    <message>
        <source>--format must be text, html or pdf</source>
        <translation>--format は text、html、pdf のいずれかです</translation>
    </message>
    <message>
        <source>--format must be egf, aga, ffg or opengotha</source>
        <translation>--format は egf、aga、ffg、opengotha のいずれかです</translation>
    </message>
    <message>
        <source>--address must be an IP address</source>
        <translation>--address には IP アドレスを指定してください</translation>
    </message>
    <message>
        <source>--port must be a port number</source>
        <translation>--port にはポート番号を指定してください</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2</source>
        <translation>%1:%2 で待ち受けできません</translation>
    </message>
    <message>
        <source>Live page at http://%1:%2/ (Ctrl+C stops it)</source>
        <translation>ライブページ：http://%1:%2/（Ctrl+C で停止）</translation>
    </message>
    <message>
        <source>--format must be text, csv, html or pdf</source>
        <translation>--format は text、csv、html、pdf のいずれかです</translation>
    </message>
    <message>
        <source>--sort must be rank, name or club</source>
        <translation>--sort は rank、name、club のいずれかです</translation>
    </message>
    <message>
        <source>--table: a table number from 1 to %1</source>
        <translation>--table：テーブル番号は 1〜%1 です</translation>
    </message>
    <message>
        <source>--format must be text, csv or json</source>
        <translation>--format は text、csv、json のいずれかです</translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation>--period：%1</translation>
    </message>
    <message>
        <source>%1: the schedule is for %2 s periods, not %3 s</source>
        <translation>%1：この読み上げ表は %2 秒の秒読み用で、%3 秒用ではありません</translation>
    </message>
    <message>
        <source>--schedule: the schedule is for %1 s periods, the control has %2 s</source>
        <translation>--schedule：この読み上げ表は %1 秒の秒読み用ですが、持ち時間は %2 秒です</translation>
    </message>
    <message>
        <source>--result must be 1 or w (White wins), 2 or b (Black wins), = (jigo), 0 (both lose), both-win, or ? (no result)</source>
        <translation>--result は 1 か w（白勝ち）、2 か b（黒勝ち）、=（持碁）、0（両者負け）、both-win（両者勝ち）、?（結果なし）のどれかです</translation>
    </message>
    <message>
        <source>Run &apos;tengen-cli help&apos; for every command and option.</source>
        <translation>すべてのコマンドとオプションは &apos;tengen-cli help&apos; で表示されます。</translation>
    </message>
    <message>
        <source>--lang must be one of %1</source>
        <translation>--lang は次のいずれかです：%1</translation>
    </message>
    <message>
        <source>--dead: %1 has no stone</source>
        <translation>--dead：%1 に石がありません</translation>
    </message>
    <message>
        <source>--preset must be one of %1</source>
        <translation>--preset は次のいずれかです：%1</translation>
    </message>
    <message>
        <source>--set takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--set は KEY=VALUE の形です（&apos;%1&apos; ではなく）</translation>
    </message>
    <message>
        <source>Round %1: %2 - %3</source>
        <translation>第%1回戦：%2 - %3</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>生の重み（値 / 重み）：</translation>
    </message>
    <message numerus="yes">
        <source>Every game has the same two players; %n of them with other colours than the pairing&apos;s (colours drawn by lots or nigiri, or changed at the desk).</source>
        <translation>
            <numerusform>すべての対局で同じ 2 人が対戦しています。うち %n 局は手番が組み合わせと異なります（くじ引きやニギリで決めたか、本部で変更）。</numerusform>
        </translation>
    </message>
    <message>
        <source>--players needs --round</source>
        <translation>--players には --round が必要です</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 (White) - %4 (Black)%5</source>
        <translation>第%1回戦 %2 番：%3（白）- %4（黒）%5</translation>
    </message>
    <message numerus="yes">
        <source>, %n stone(s)</source>
        <translation>
            <numerusform>、%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory for this command</source>
        <translation>このコマンドを実行するメモリが足りません</translation>
    </message>
    <message>
        <source>the command failed unexpectedly: %1</source>
        <translation>コマンドが予期せず失敗しました：%1</translation>
    </message>
    <message>
        <source>the command failed unexpectedly</source>
        <translation>コマンドが予期せず失敗しました</translation>
    </message>
    <message>
        <source>--record: %1 is not a file to overwrite</source>
        <translation>--record：%1 は上書きできません</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>結果なし：死活の指定に矛盾があります</translation>
    </message>
    <message>
        <source>--rules: expected one of %1</source>
        <translation>--rules：次のいずれかにしてください：%1</translation>
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
        <translation>何も変更していません。--yes を付けるとそのまま実行します。</translation>
    </message>
    <message>
        <source>The hall of round %1 at %2 (Ctrl+C stops it)</source>
        <translation>第%1回戦のホール：%2（Ctrl+C で停止）</translation>
    </message>
    <message>
        <source>--url: a ws://HOST:PORT address of a hall</source>
        <translation>--url: ホールの ws://ホスト:ポート アドレス</translation>
    </message>
    <message>
        <source>--tournament: the tournament file the hall serves</source>
        <translation>--tournament: ホールが扱う大会ファイル</translation>
    </message>
    <message>
        <source>--%1: a number from %2 to %3</source>
        <translation>--%1: %2から%3までの数</translation>
    </message>
    <message>
        <source>--drop-rate: a share from 0 to 1</source>
        <translation>--drop-rate: 0から1までの割合</translation>
    </message>
    <message>
        <source>%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; latency p99 %6 ms</source>
        <translation>%1台：送信 %2 回、適用 %3 回、消失 %4 回、重複 %5 回；遅延 p99 %6 ms</translation>
    </message>
    <message>
        <source>--hall-url: an address such as http://192.168.1.10:8090/</source>
        <translation>--hall-url: http://192.168.1.10:8090/ のようなアドレス</translation>
    </message>
    <message>
        <source>the tournament to copy</source>
        <translation>コピーする大会</translation>
    </message>
    <message>
        <source>where to copy it</source>
        <translation>コピー先</translation>
    </message>
    <message>
        <source>Copied %1 to %2
</source>
        <translation>%1 を %2 にコピーしました
</translation>
    </message>
    <message>
        <source>director</source>
        <translation>大会責任者</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>受付</translation>
    </message>
    <message>
        <source>results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>審判</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>閲覧のみ</translation>
    </message>
    <message>
        <source>server needs init, grant or roles</source>
        <translation>server には init、grant、roles のいずれかが必要です</translation>
    </message>
    <message>
        <source>the server&apos;s address</source>
        <translation>サーバーのアドレス</translation>
    </message>
    <message>
        <source>%1: a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1: postgresql://ユーザー@ホスト/データベース の形のアドレスが必要です</translation>
    </message>
    <message>
        <source>server init needs --director USER</source>
        <translation>server init には --director ユーザー が必要です</translation>
    </message>
    <message>
        <source>The desks&apos; roles are set up on %1; %2 is its director
</source>
        <translation>%1 に各受付の役割を設定しました。%2 が大会責任者です
</translation>
    </message>
    <message>
        <source>--role must be director, registration, results, referee or viewer</source>
        <translation>--role は director、registration、results、referee、viewer のいずれかです</translation>
    </message>
    <message>
        <source>server grant needs --user USER</source>
        <translation>server grant には --user ユーザー が必要です</translation>
    </message>
    <message>
        <source>%1 is a %2 desk on %3
</source>
        <translation>%1 は %3 の%2担当です
</translation>
    </message>
    <message>
        <source>none (this user may not read the tournament)</source>
        <translation>なし（このユーザーは大会を読めません）</translation>
    </message>
    <message>
        <source>the tournament to back up</source>
        <translation>バックアップする大会</translation>
    </message>
    <message>
        <source>the file to write the copy to</source>
        <translation>コピーを書き込むファイル</translation>
    </message>
    <message>
        <source>Saved a copy of %1 to %2
</source>
        <translation>%1 のコピーを %2 に保存しました
</translation>
    </message>
    <message>
        <source>--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)</source>
        <translation>--stall-rate：0 から 1 までの割合（--drop-rate と合わせて 1 まで）</translation>
    </message>
    <message>
        <source>the hall did not start: %1</source>
        <translation>ホールを起動できませんでした：%1</translation>
    </message>
    <message>
        <source>--board-count: 2 to 10 boards</source>
        <translation>--board-count：2～10 面</translation>
    </message>
    <message>
        <source>--lineup: expected fixed or free</source>
        <translation>--lineup：fixed か free を指定してください</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a player id</source>
        <translation>%1：「%2」は選手 ID ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team id</source>
        <translation>「%1」はチーム ID ではありません</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>第 %1 盤</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>補欠</translation>
    </message>
    <message>
        <source>  (captain)</source>
        <translation>  （主将）</translation>
    </message>
    <message>
        <source>the team id</source>
        <translation>チーム ID</translation>
    </message>
    <message>
        <source>Removed team %1 %2</source>
        <translation>チーム %1 %2 を削除しました</translation>
    </message>
    <message>
        <source>unknown team command &apos;%1&apos;</source>
        <translation>不明な team コマンド「%1」</translation>
    </message>
    <message>
        <source>--lineup and the team rules are for a team event (--teams)</source>
        <translation>--lineup と団体戦の規則は団体戦（--teams）専用です</translation>
    </message>
    <message>
        <source>--team is required</source>
        <translation>--team が必要です</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rules</source>
        <translation>これは個人戦です：団体戦の規則はありません</translation>
    </message>
    <message>
        <source>Boards: %1, line-ups: %2</source>
        <translation>盤数：%1、オーダー：%2</translation>
    </message>
    <message>
        <source>Pairing: %1</source>
        <translation>組み合わせ：%1</translation>
    </message>
    <message>
        <source>A team&apos;s bye: %1</source>
        <translation>チームの不戦：%1</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <translation>順位：%1</translation>
    </message>
    <message>
        <source>--players: the players in board order, as 12,7,3,9</source>
        <translation>--players：盤順の選手、例 12,7,3,9</translation>
    </message>
    <message>
        <source>%1, round %2:</source>
        <translation>%1、第 %2 回戦：</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 回戦</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 試合：%2 – %3</translation>
    </message>
    <message>
        <source>pairing by hand needs --home and --away</source>
        <translation>手動の組み合わせには --home と --away が必要です</translation>
    </message>
    <message>
        <source>Team %1 forfeits its match of round %2</source>
        <translation>チーム %1 は第 %2 回戦の試合を不戦敗</translation>
    </message>
    <message>
        <source>--team-pairing: expected swiss, round-robin, double-round-robin or manual</source>
        <translation>--team-pairing：swiss、round-robin、double-round-robin、manual のいずれか</translation>
    </message>
    <message>
        <source>--team-bye: expected draw, win or loss</source>
        <translation>--team-bye：draw、win、loss のいずれか</translation>
    </message>
    <message>
        <source>Match points (win/draw/loss): %1; a tied match: %2; counted: %3</source>
        <translation>マッチポイント（勝/分/負）：%1、同点の試合：%2、数え方：%3</translation>
    </message>
    <message>
        <source>--match-count: expected boards or opengotha</source>
        <translation>--match-count：boards か opengotha</translation>
    </message>
    <message>
        <source>--format must be html or pdf</source>
        <translation>--format は html か pdf です</translation>
    </message>
    <message>
        <source>Boards with handicap by rank: %1</source>
        <translation>段級位による置き碁：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>McMahon bar between teams: %1</source>
        <translation>チーム間のマクマホン・バー：%1</translation>
    </message>
    <message>
        <source>none (team Swiss)</source>
        <translation>なし（チーム・スイス）</translation>
    </message>
    <message>
        <source>--explain needs two team ids</source>
        <translation>--explain にはチーム ID が二つ必要です</translation>
    </message>
    <message>
        <source>--state: expected present or absent</source>
        <translation>--state：present か absent です</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) present in round %2</source>
        <translation>
            <numerusform>%1：%n 人が第 %2 回戦に出場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) absent in round %2</source>
        <translation>
            <numerusform>%1：%n 人が第 %2 回戦を欠場</numerusform>
        </translation>
    </message>
    <message>
        <source>--team-handicap: expected yes or no</source>
        <translation>--team-handicap：yes か no です</translation>
    </message>
    <message>
        <source>--team-mcmahon-bar: expected an amateur rank such as 3d, or none</source>
        <translation>--team-mcmahon-bar：3d のようなアマチュア段級位か none です</translation>
    </message>
    <message>
        <source>team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, standings, pairings, sheets, crosstable or boards</source>
        <translation>team には add、edit、list、remove、rules、lineup、round、pair、forfeit、standings、pairings、sheets、crosstable、boards のいずれかが必要です</translation>
    </message>
    <message>
        <source>--system: expected mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：mcmahon、swiss、round-robin、double-round-robin、groups、knockout のいずれか</translation>
    </message>
    <message>
        <source>--rounds: a round robin&apos;s, groups&apos; or knockout&apos;s rounds follow from its players</source>
        <translation>--rounds：総当たり・グループ・トーナメントの回戦数は選手数で決まります</translation>
    </message>
    <message>
        <source>a team event&apos;s round robin is its team pairing (--team-pairing round-robin)</source>
        <translation>団体戦の総当たりは団体の組み合わせで（--team-pairing round-robin）</translation>
    </message>
    <message>
        <source>Created %1: %2; its rounds follow from its players when they are placed (stage place, or pair round 1)</source>
        <translation>%1 を作成しました：%2。選手の番号を決めると（stage place、または第1回戦の組み合わせ）回戦数が決まります</translation>
    </message>
    <message>
        <source>--stage: a stage of the event, 1 to %1</source>
        <translation>--stage：この大会のステージ、1〜%1</translation>
    </message>
    <message>
        <source>--groups and --per-group are for a groups stage</source>
        <translation>--groups と --per-group はグループリーグ用です</translation>
    </message>
    <message>
        <source>--best-of: 1 or 3</source>
        <translation>--best-of：1 または 3</translation>
    </message>
    <message>
        <source>--best-of and --third-place are for a knockout</source>
        <translation>--best-of と --third-place はトーナメント用です</translation>
    </message>
    <message>
        <source>--withdrawal: half or forfeit</source>
        <translation>--withdrawal：half または forfeit</translation>
    </message>
    <message>
        <source>--seating: strength or lots</source>
        <translation>--seating：strength（実力順）または lots（抽選）</translation>
    </message>
    <message>
        <source>--criteria: unknown criterion &apos;%1&apos;</source>
        <translation>--criteria：不明な順位基準「%1」</translation>
    </message>
    <message>
        <source>--%1 is for a round robin, groups or knockout</source>
        <translation>--%1 は総当たり・グループ・トーナメント用です</translation>
    </message>
    <message>
        <source>--top is for a later stage (stage add)</source>
        <translation>--top は後のステージ用です（stage add）</translation>
    </message>
    <message>
        <source>stage: expected list, add, place, unplace, remove or schedule</source>
        <translation>stage：list、add、place、unplace、remove、schedule のいずれか</translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s) placed</source>
        <translation>
            <numerusform>、%n 人の番号決定済み</numerusform>
        </translation>
    </message>
    <message>
        <source>, the top %1 of the stage before</source>
        <translation>、前のステージの上位 %1 人</translation>
    </message>
    <message>
        <source>--format: round-robin, knockout (a later stage)</source>
        <translation>--format：round-robin または knockout（後のステージ）</translation>
    </message>
    <message>
        <source>--top K: how many players of the stage before go on</source>
        <translation>--top K：前のステージから勝ち上がる人数</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 を追加しました</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 を削除しました</translation>
    </message>
    <message>
        <source>Stage %1: the places are taken back</source>
        <translation>ステージ%1：番号を取り消しました</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) placed</source>
        <translation>
            <numerusform>%1：%n 人の番号を決定</numerusform>
        </translation>
    </message>
    <message>
        <source> (by lot, seed %1)</source>
        <translation>（抽選、シード値 %1）</translation>
    </message>
    <message>
        <source>bracket decide needs --round, --table, --winner and --reason</source>
        <translation>bracket decide には --round、--table、--winner、--reason が必要です</translation>
    </message>
    <message>
        <source>--winner: a player id</source>
        <translation>--winner：選手ID</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is recorded</source>
        <translation>第%1回戦 第%2台：審判の裁定を記録しました</translation>
    </message>
    <message>
        <source>; round %1 is paired</source>
        <translation>。第%1回戦を組み合わせました</translation>
    </message>
    <message>
        <source>bracket undecide needs --round and --table</source>
        <translation>bracket undecide には --round と --table が必要です</translation>
    </message>
    <message>
        <source>Round %1, table %2: the referee&apos;s decision is taken back</source>
        <translation>第%1回戦 第%2台：審判の裁定を取り消しました</translation>
    </message>
    <message>
        <source>%1: no clips installed</source>
        <translation>%1: 音声クリップはインストールされていません</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n clip(s) in %2</source>
        <translation>
            <numerusform>%1: %2 に音声クリップ %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of the clips</source>
        <translation>音声クリップのフォルダー</translation>
    </message>
    <message>
        <source>espeak-ng is not installed: no clip can be rendered</source>
        <translation>espeak-ng がインストールされていないため、音声クリップを作れません</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1: フォルダーを作成できません</translation>
    </message>
    <message numerus="yes">
        <source>%n clip(s) in %1</source>
        <translation>
            <numerusform>%1 に音声クリップ %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>clock needs: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json], log T.tengen --table N, schedule T.tengen, or clips DIR</source>
        <translation>clock には次のいずれかが必要です: simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--json]、log T.tengen --table N、schedule T.tengen、clips DIR</translation>
    </message>
    <message>
        <source>--system: only egd (the EGF&apos;s GoR) is computed</source>
        <translation>--system: 計算できるのは egd（EGF の GoR）だけです</translation>
    </message>
    <message>
        <source>--class must be A, B, C, D or X</source>
        <translation>--class は A、B、C、D、X のいずれかです</translation>
    </message>
    <message>
        <source>--%1: seconds, from 0.01 to 86400</source>
        <translation>--%1: 秒数（0.01～86400）</translation>
    </message>
    <message>
        <source>publish needs -o FOLDER</source>
        <translation>publish には -o フォルダーが必要です</translation>
    </message>
    <message>
        <source>--to: an http:// or https:// address</source>
        <translation>--to: http:// または https:// のアドレスを指定してください</translation>
    </message>
    <message>
        <source>--to needs --secret S (or TENGEN_PUBLISH_SECRET)</source>
        <translation>--to には --secret S（または TENGEN_PUBLISH_SECRET）が必要です</translation>
    </message>
    <message numerus="yes">
        <source>Published %n page(s) to %1</source>
        <translation>
            <numerusform>%1 に %n ページを公開しました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 not sent (%3); trying again in %4 s</source>
        <translation>%1: %2 を送れませんでした（%3）。%4 秒後に再送します</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) not sent after %2 s (the site did not answer)</source>
        <translation>
            <numerusform>%1: %2 秒たっても %n ページが送れていません（サイトが応答しません）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to %1</source>
        <translation>
            <numerusform>%1 に %n ページを送りました</numerusform>
        </translation>
    </message>
    <message>
        <source>--password-stdin: no password on the first line</source>
        <translation>--password-stdin: 1 行目にパスワードがありません</translation>
    </message>
    <message>
        <source>every round of the event is paired (%1 of %1): --round names the one to show, change or unpair</source>
        <translation>大会の全ラウンドが組み合わせ済みです（%1/%1）: 表示・変更・取り消すラウンドを --round で指定してください</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 ラウンドは大会のラウンド（1〜%2）にありません</translation>
    </message>
    <message>
        <source>Left out (too few in their club for a full team): %1</source>
        <translation>編入されなかった人（クラブの人数がチームに足りない）: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>%n チームを作りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) proposed; --apply makes them.</source>
        <translation>
            <numerusform>%n チームの案です。--apply で作成します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Teams of one school or club meet late: %1</source>
        <translation>同じ学校・クラブのチームはなるべく当たらない: %1</translation>
    </message>
    <message>
        <source>board %1, table %2: %3 (%4) – %5 (%6)</source>
        <translation>%1 番台、%2 番テーブル: %3（%4）– %5（%6）</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>--avoid-same-club: expected yes or no</source>
        <translation>--avoid-same-club: yes か no を指定してください</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>%1:%2 で待ち受けできません：%3</translation>
    </message>
    <message>
        <source>The hall stops: %1</source>
        <translation>会場を停止します：%1</translation>
    </message>
    <message>
        <source>Warning: %1 is plain http://, so the secret can be read on the network; use https:// for a site others can reach</source>
        <translation>警告：%1 は暗号化されない http:// のため、秘密鍵がネットワーク上で読まれるおそれがあります。他の人がアクセスできるサイトには https:// を使ってください</translation>
    </message>
    <message>
        <source>this event has no document &apos;%1&apos; (%2)</source>
        <translation>この大会に文書「%1」（%2）はありません</translation>
    </message>
    <message>
        <source>--format: one of %1</source>
        <translation>--format：%1 のいずれか</translation>
    </message>
    <message>
        <source>the document (tengen-cli report --list)</source>
        <translation>文書（tengen-cli report --list を参照）</translation>
    </message>
    <message>
        <source>no document &apos;%1&apos; (tengen-cli report --list)</source>
        <translation>文書「%1」はありません（tengen-cli report --list を参照）</translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>トーナメントの次の回戦は組み合わせられていません：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3, %n round(s)</source>
        <translation>
            <numerusform>%1. %2：%3、%n 回戦</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n player(s)</source>
        <translation>
            <numerusform>、%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>, tables %1-%2</source>
        <translation>、%1～%2 番卓</translation>
    </message>
    <message>
        <source> (numbered after the divisions before)</source>
        <translation>（前の部の後に続けて番号付け）</translation>
    </message>
    <message>
        <source>--system: mcmahon, swiss, round-robin, double-round-robin, groups or knockout</source>
        <translation>--system：mcmahon、swiss、round-robin、double-round-robin、groups、knockout のいずれか</translation>
    </message>
    <message>
        <source>--tables: a range of tables such as 41-75, or auto</source>
        <translation>--tables：41-75 のような卓番号の範囲、または auto</translation>
    </message>
    <message>
        <source>--name NAME: the division&apos;s name</source>
        <translation>--name 名前：部の名前</translation>
    </message>
    <message>
        <source>Added the division %1</source>
        <translation>部 %1 を追加しました</translation>
    </message>
    <message>
        <source>--name NAME: the division to change (--rename gives it a new name)</source>
        <translation>--name 名前：変更する部（--rename で新しい名前）</translation>
    </message>
    <message>
        <source>Changed the division %1</source>
        <translation>部 %1 を変更しました</translation>
    </message>
    <message>
        <source>--name NAME: the division to remove</source>
        <translation>--name 名前：削除する部</translation>
    </message>
    <message>
        <source>Removed the division %1</source>
        <translation>部 %1 を削除しました</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto</source>
        <translation>division：list、add、edit、remove、auto のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--by grade|age|category: what the divisions are made by</source>
        <translation>--by grade|age|category：何で部を分けるか</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n player(s)</source>
        <translation>
            <numerusform>%1（%2）：%n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied: the event has %n division(s).</source>
        <translation>
            <numerusform>適用しました：大会の部は %n になりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>A proposal: --apply makes these divisions.</source>
        <translation>案です：--apply でこれらの部を作ります。</translation>
    </message>
    <message>
        <source>division: expected list, add, edit, remove or auto, not &apos;%1&apos;</source>
        <translation>division：list、add、edit、remove、auto のいずれかを指定してください（「%1」ではなく）</translation>
    </message>
    <message>
        <source>--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin or the director&apos;s table (a JSON file)</source>
        <translation>--certify には --award-table hanguk-kiwon-kyu、nihon-kiin、またはディレクター自身の表（JSON ファイル）が必要です</translation>
    </message>
    <message>
        <source>%1 (#%2, %3): claimed %4, %5 of %6 won: %7</source>
        <translation>%1（#%2、%3）：申告 %4、%6 局中 %5 勝：%7</translation>
    </message>
    <message>
        <source>no grade awarded</source>
        <translation>認定なし</translation>
    </message>
    <message>
        <source> (fee: %1)</source>
        <translation>（料金：%1）</translation>
    </message>
    <message>
        <source>--grades: a grade or a range of grades such as 6k-4k</source>
        <translation>--grades：段級位または 6k-4k のような範囲</translation>
    </message>
    <message>
        <source>--award-table: %1 is neither a preset (%2) nor a file that can be read</source>
        <translation>--award-table：%1 はプリセット（%2）でも読めるファイルでもありません</translation>
    </message>
    <message>
        <source>%1: more than 64 KiB, not an award table</source>
        <translation>%1：64 KiB を超えています。認定表ではありません</translation>
    </message>
    <message>
        <source>--next-event needs --name NAME (the new event&apos;s)</source>
        <translation>--next-event には --name NAME（新しい大会の名前）が必要です</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s) registered, %2 with the grade awarded here</source>
        <translation>
            <numerusform>%1: %n 人を登録しました。うち %2 人はここで認定された段級位です</numerusform>
        </translation>
    </message>
    <message>
        <source>--format: text, csv, json or pdf</source>
        <translation>--format: text、csv、json、pdf のいずれか</translation>
    </message>
    <message>
        <source>--format pdf needs -o FILE.pdf</source>
        <translation>--format pdf には -o FILE.pdf が必要です</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>認定状を %1 に書き出しました</translation>
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
        <translation>--certify には --award-table hanguk-kiwon-kyu、nihon-kiin または FILE.json が必要です</translation>
    </message>
</context>
<context>
    <name>Criteria</name>
    <message>
        <source>Score</source>
        <translation>勝点</translation>
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
        <translation>勝数</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Wins (积分) — NBW</source>
        <translation>勝ち数 — NBW</translation>
    </message>
    <message>
        <source>McMahon score — MMS</source>
        <translation>マクマホン点 — MMS</translation>
    </message>
    <message>
        <source>Opponents&apos; scores (对手分) — %1</source>
        <translation>相手の点の和 — %1</translation>
    </message>
    <message>
        <source>Cumulative score (累进分) — %1</source>
        <translation>累積点 — %1</translation>
    </message>
    <message>
        <source>Defeated opponents&apos; scores — %1</source>
        <translation>勝った相手の点の和 — %1</translation>
    </message>
    <message>
        <source>Opponents&apos; SOS — %1</source>
        <translation>相手の SOS の和 — %1</translation>
    </message>
    <message>
        <source>Direct confrontation — DC</source>
        <translation>直接対決 — DC</translation>
    </message>
    <message>
        <source>Sonneborn–Berger — SB</source>
        <translation>ゾンネボルン・ベルガー — SB</translation>
    </message>
    <message>
        <source>Koya — KOYA</source>
        <translation>Koya — KOYA</translation>
    </message>
    <message>
        <source>Games won — WINS</source>
        <translation>勝ち数 — WINS</translation>
    </message>
</context>
<context>
    <name>DecisionRecord</name>
    <message>
        <source>Dispute decision  争议裁定</source>
        <translation>紛議裁定  争议裁定</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>大会：%1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>対局台：%1</translation>
    </message>
    <message>
        <source>Black: %1   White: %2</source>
        <translation>黒：%1   白：%2</translation>
    </message>
    <message>
        <source>Record: %1, move %2 of %3</source>
        <translation>棋譜：%1、第 %2 手（全 %3 手）</translation>
    </message>
    <message>
        <source>position entered by hand</source>
        <translation>手で入力した局面</translation>
    </message>
    <message>
        <source>Rules: %1, komi %2, handicap %3, compensation %4</source>
        <translation>ルール：%1、コミ %2、置石 %3、置石補正 %4</translation>
    </message>
    <message>
        <source>Dead stones: none</source>
        <translation>死に石：なし</translation>
    </message>
    <message>
        <source>Dead stones: Black %1 (%2); White %3 (%4)</source>
        <translation>死に石：黒 %1（%2）；白 %3（%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Count used: the referee&apos;s count of Black, %1子 (White %2子 of %3)</source>
        <translation>採用した計算：審判が数えた黒 %1子（白 %2子、計 %3）</translation>
    </message>
    <message>
        <source>Count used: the board as marked, Black %1, White %2, dame %3</source>
        <translation>採用した計算：盤上の印のとおり、黒 %1、白 %2、ダメ %3</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>結果：%1</translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>審判：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>日時：%1</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>%1 — standings after round %2</source>
        <translation>%1 — 第%2回戦終了時の順位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>%1回戦</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>%1 — pairings of round %2</source>
        <translation>%1 — 第%2回戦の組み合わせ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <source>Colour draw commitment (SHA-256 of the seed)</source>
        <translation>手番抽選のコミットメント（シードの SHA-256）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：フォルダーを作成できません</translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation>第%1回戦の組み合わせ</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>第%1回戦終了時の順位</translation>
    </message>
    <message>
        <source>%1: cannot write the documents</source>
        <translation>%1：帳票を書き込めません</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>%1 — round %2: find your table</source>
        <translation>%1 — 第%2回戦：自分のテーブルを探す</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>%1 — players</source>
        <translation>%1 — 選手一覧</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>ローマ字氏名</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>登録状況</translation>
    </message>
    <message>
        <source>final</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>仮登録</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>棄権</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2</source>
        <translation>%1 — 第%2回戦後の入賞者</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>総合</translation>
    </message>
    <message>
        <source>Women</source>
        <translation>女性</translation>
    </message>
    <message>
        <source>Under %1 (age on %2)</source>
        <translation>%1歳未満（%2時点の年齢）</translation>
    </message>
    <message>
        <source>Ranks %1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞</translation>
    </message>
    <message>
        <source>No player qualifies.</source>
        <translation>該当する選手はいません。</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1（同順位）</translation>
    </message>
    <message>
        <source>The tournament cannot be read right now; this page tries again in a moment.</source>
        <translation>いま大会のデータを読めません。このページは少ししてからもう一度読み込みます。</translation>
    </message>
    <message>
        <source>round %1, table %2 (%3 – %4): a jigo with komi %5</source>
        <translation>第%1局 %2番（%3 – %4）：コミ%5での持碁</translation>
    </message>
    <message>
        <source>%1, without a reason</source>
        <translation>%1、理由なし</translation>
    </message>
    <message>
        <source>%1, reason: %2</source>
        <translation>%1、理由：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>McMahon, bar %1, floor %2</source>
        <translation>マクマホン方式、上限%1、下限%2</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>スイス方式</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>互先</translation>
    </message>
    <message>
        <source>handicap by %1 below %2, correction %3, at most %4</source>
        <translation>%2未満は%1で置き石、%3子減、最大%4子</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>マクマホン点</translation>
    </message>
    <message>
        <source>bye %1, absent %2</source>
        <translation>不戦勝%1点、欠席%2点</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>順位の基準：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>players of one club or country meet late</source>
        <translation>同じクラブ・国の選手は後で当たる</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>スマートフォン時計</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>line number in the standings</comment>
        <translation>番号</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>対戦表</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>EGF rating (provisional)</source>
        <translation>EGF レーティング（暫定）</translation>
    </message>
    <message>
        <source>Round %1: pairings and results</source>
        <translation>第%1回戦：組み合わせと結果</translation>
    </message>
    <message>
        <source>%1 — prizes after round %2, by the final places</source>
        <translation>%1 — 第 %2 ラウンド後の賞（最終順位による）</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — 第%2回戦</translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation>%1（第%2回戦後）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no grade awarded</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Grade awarded</source>
        <translation>認定段級位</translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>not meeting twice</source>
        <translation>再戦の回避</translation>
    </message>
    <message>
        <source>the random tie-break</source>
        <translation>乱数による決定</translation>
    </message>
    <message>
        <source>colour balance</source>
        <translation>手番の均衡</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>score difference</source>
        <translation>点差</translation>
    </message>
    <message>
        <source>draw-ups and draw-downs</source>
        <translation>上下の組への移動</translation>
    </message>
    <message>
        <source>seeding inside the score group</source>
        <translation>同点グループ内の順位</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>置碁</translation>
    </message>
    <message>
        <source>club and country</source>
        <translation>同じクラブ・国の回避</translation>
    </message>
    <message>
        <source>%1: McMahon score %2 before the round, place %3 of %4 in the score group</source>
        <translation>%1：この回戦の前のマクマホン点 %2、同点グループ %4 人中 %3 位</translation>
    </message>
    <message>
        <source>%1: wins before the round %2, place %3 of %4 in the score group</source>
        <translation>%1：この回戦の前に %2 勝、同点グループ %4 人中 %3 位</translation>
    </message>
    <message numerus="yes">
        <source>• Not meeting twice: they have already played each other (%n time(s)); the pair loses this criterion&apos;s whole weight, the largest of all.</source>
        <translation>
            <numerusform>• 再戦の回避：2 人はすでに対戦しています（%n 回）。この組はこの基準の重みをすべて失います。重みは全基準で最大です。</numerusform>
        </translation>
    </message>
    <message>
        <source>• Not meeting twice: they have not played each other.</source>
        <translation>• 再戦の回避：2 人はまだ対戦していません。</translation>
    </message>
    <message>
        <source>• Score difference: both are in the same score group; full weight.</source>
        <translation>• 点差：2 人は同じ同点グループです。重みをすべて得ます。</translation>
    </message>
    <message numerus="yes">
        <source>• Score difference: %1 against %2, %n score group(s) apart; %3 % of the weight.</source>
        <translation>
            <numerusform>• 点差：%1 対 %2、同点グループ %n 個の差。重みの %3 %。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• Colour balance: a handicap game of %n stone(s), the weaker player takes Black; colours do not count.</source>
        <translation>
            <numerusform>• 手番の均衡：%n 子の置碁で、弱い方が黒を持ちます。手番は数えません。</numerusform>
        </translation>
    </message>
    <message>
        <source>the game evens out both</source>
        <translation>この対局で 2 人とも均衡に近づきます</translation>
    </message>
    <message>
        <source>the game evens out one of them</source>
        <translation>この対局で一方が均衡に近づきます</translation>
    </message>
    <message>
        <source>the game evens out neither</source>
        <translation>この対局ではどちらも均衡に近づきません</translation>
    </message>
    <message>
        <source>• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 (%6 % of the weight).</source>
        <translation>• 手番の均衡：これまでの白の回数から黒の回数を引くと %2 は %1、%4 は %3。%5（重みの %6 %）。</translation>
    </message>
    <message>
        <source>• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.</source>
        <translation>• 同点グループ内の順位：%3 人中 %1 位と %2 位。重みの %4 %。</translation>
    </message>
    <message>
        <source>• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up %3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.</source>
        <translation>• 上下の組への移動：%1 は下の組と対戦（これまで下 %2 回、上 %3 回）、%4 は上の組と対戦（これまで上 %5 回、下 %6 回）。重みの %7 %。</translation>
    </message>
    <message>
        <source>• Club and country: both from %1, but both are above the thresholds (rank, wins or bar), where club mates and compatriots may meet; full weight.</source>
        <translation>• 同じクラブ・国の回避：2 人とも %1 ですが、2 人ともしきい値（段級位・勝数・バー）より上で、同じクラブや国の人同士も対戦できます。重みをすべて得ます。</translation>
    </message>
    <message>
        <source>• Club and country: both play for %1; %2 % of the weight.</source>
        <translation>• 同じクラブ・国の回避：2 人とも %1 所属。重みの %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: both come from %1; %2 % of the weight.</source>
        <translation>• 同じクラブ・国の回避：2 人とも %1 から。重みの %2 %。</translation>
    </message>
    <message>
        <source>• Club and country: different clubs and countries; %1 % of the weight.</source>
        <translation>• 同じクラブ・国の回避：クラブも国も異なります。重みの %1 %。</translation>
    </message>
    <message>
        <source>• Handicap: %1 % of the weight.</source>
        <translation>• 置碁：重みの %1 %。</translation>
    </message>
    <message>
        <source>• Categories: %1 % of the weight.</source>
        <translation>• クラス：重みの %1 %。</translation>
    </message>
    <message>
        <source>• The random tie-break adds %1.</source>
        <translation>• 乱数による決定で %1 加算。</translation>
    </message>
    <message>
        <source>Pair score %1 (higher is better).</source>
        <translation>組み合わせの得点 %1（高いほど良い）。</translation>
    </message>
    <message>
        <source>They are paired together in this round.</source>
        <translation>この回戦で 2 人は組み合わされています。</translation>
    </message>
    <message>
        <source>Paired instead: %1 - %2 and %3 - %4.</source>
        <translation>実際の組み合わせ：%1 - %2、%3 - %4。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would make the round worse; the criterion that loses most is %3.</source>
        <translation>%1 と %2 を組み合わせる（相手同士も組み合わせる）と、この回戦の組み合わせが悪くなります。最も損なわれる基準は「%3」です。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 (and their partners together) would be as good: an equally good pairing.</source>
        <translation>%1 と %2 を組み合わせても（相手同士も組み合わせて）同じく良い組み合わせです。</translation>
    </message>
    <message>
        <source>%1 has no game in this round (a bye, absent or not registered for it).</source>
        <translation>%1 はこの回戦に対局がありません（不戦勝・欠席・この回戦に未登録）。</translation>
    </message>
    <message>
        <source>The director forbade this pair: they are paired only if no other pairing of the round is possible.</source>
        <translation>大会役員がこの組み合わせを禁止しています：この回戦で他の組み合わせがまったく不可能な場合にのみ組まれます。</translation>
    </message>
    <message>
        <source>The director fixed this pair for the round: they play each other whatever the scores.</source>
        <translation>大会役員がこの回戦の組み合わせとして指定しています：得点に関係なく対局します。</translation>
    </message>
    <message>
        <source>The director fixed %1 to play %2 in this round: that pair is made whatever the scores.</source>
        <translation>大会役員が %1 をこの回戦で %2 と対局させるよう指定しています：得点に関係なくこの組み合わせになります。</translation>
    </message>
    <message>
        <source>Pairing %1 with %2 is ruled out by the director&apos;s constraint above, whatever the scores.</source>
        <translation>上記の大会役員の制約により、得点に関係なく %1 と %2 の組み合わせはありません。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a valid value</source>
        <translation>組み合わせ設定 %1：「%2」は有効な値ではありません</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos;</source>
        <translation>不明な組み合わせ設定「%1」</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 20 rounds</source>
        <translation>OpenGotha が読めるのは 20 回戦までです</translation>
    </message>
    <message>
        <source>OpenGotha reads at most 2,000 players</source>
        <translation>OpenGotha が読めるのは 2,000 人までです</translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1; OpenGotha will refuse the file</source>
        <translation>2 人の選手の OpenGotha キーが同じです（%1）。OpenGotha はこのファイルを拒否します</translation>
    </message>
    <message>
        <source>round %1, table %2: the AGA format has no jigo or double result; the game is left out</source>
        <translation>第%1回戦の%2番テーブル：AGA 形式は持碁や両勝ち・両負けを表せないため、この対局は書き出しません</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
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
        <translation>ローマ字の姓</translation>
    </message>
    <message>
        <source>given name in Latin letters</source>
        <translation>ローマ字の名</translation>
    </message>
    <message>
        <source>name order</source>
        <translation>姓名の順序</translation>
    </message>
    <message>
        <source>given name first</source>
        <translation>名が先</translation>
    </message>
    <message>
        <source>family name first</source>
        <translation>姓が先</translation>
    </message>
    <message>
        <source>club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>association</source>
        <translation>協会</translation>
    </message>
    <message>
        <source>rank as declared</source>
        <translation>申告段級位（記載どおり）</translation>
    </message>
    <message>
        <source>declared rank</source>
        <translation>申告段級位</translation>
    </message>
    <message>
        <source>rank set by the director</source>
        <translation>大会責任者が定めた段級位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>マクマホン補正</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <source>FFG licence</source>
        <translation>FFG ライセンス</translation>
    </message>
    <message>
        <source>other ids</source>
        <translation>その他の番号</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>生年月日</translation>
    </message>
    <message>
        <source>gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>category</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>参加費（請求額）</translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation>参加費（支払済）</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>登録状態</translation>
    </message>
    <message>
        <source>final</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>仮登録</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>棄権（大会途中の離脱）</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>離脱済み</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>離脱していない</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>連絡先</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <source>bye requested</source>
        <translation>不戦（本人希望）</translation>
    </message>
    <message>
        <source>present</source>
        <translation>出席</translation>
    </message>
    <message>
        <source>%1, checked in</source>
        <translation>%1、受付済み</translation>
    </message>
    <message>
        <source>round %1 %2</source>
        <translation>第%1局 %2</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1は現在%2</translation>
    </message>
    <message>
        <source>participation</source>
        <translation>出場状態</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>it was paired</source>
        <translation>組み合わせが作られました</translation>
    </message>
    <message>
        <source>it was unpaired</source>
        <translation>組み合わせが取り消されました</translation>
    </message>
    <message>
        <source>results entered or changed at tables %1</source>
        <translation>%1 番台で結果が入力または変更されました</translation>
    </message>
    <message>
        <source>its pairs or colours changed</source>
        <translation>組み合わせか手番が変わりました</translation>
    </message>
    <message>
        <source>its byes changed</source>
        <translation>不戦が変わりました</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>第%1局 %2番台</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>name in Latin letters</source>
        <translation>ローマ字の名称</translation>
    </message>
    <message>
        <source>place</source>
        <translation>開催地</translation>
    </message>
    <message>
        <source>first day</source>
        <translation>初日</translation>
    </message>
    <message>
        <source>last day</source>
        <translation>最終日</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation>組み合わせ方式</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>board size</source>
        <translation>碁盤の大きさ</translation>
    </message>
    <message>
        <source>time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>%1 is on a read-only medium, or this user may not change it: it is open to read only.</source>
        <translation>%1 は読み取り専用の媒体にあるか、このユーザーには変更の権限がありません：読み取り専用で開いています。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: the tournament is open to read only until space is freed.</source>
        <translation>%1 があるディスクがいっぱいです：空きができるまで大会は読み取り専用で開いています。</translation>
    </message>
    <message>
        <source>%1 cannot be written (the disk or the folder failed): it is open to read only.</source>
        <translation>%1 に書き込めません（ディスクまたはフォルダーの障害）：読み取り専用で開いています。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 は読み取り専用で開いています。ここでは何も変更できません。</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>トリガー</translation>
    </message>
    <message>
        <source>view</source>
        <translation>ビュー</translation>
    </message>
    <message>
        <source>index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>female</source>
        <translation>女性</translation>
    </message>
    <message>
        <source>male</source>
        <translation>男性</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未記入</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 ほか %n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a preliminary registration (check them in, or make the registration final): %1</source>
        <translation>
            <numerusform>仮登録が %n 人（受付をするか、登録を確定してください）：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n absent: %1</source>
        <translation>
            <numerusform>欠席 %n 人：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n withdrawn: %1</source>
        <translation>
            <numerusform>離脱 %n 人：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation>組み合わせなし：%1。</translation>
    </message>
    <message>
        <source>unknown pairing setting &apos;%1&apos; (known: %2, or OpenGotha&apos;s names such as genMMBar)</source>
        <translation>不明な組み合わせパラメーター &apos;%1&apos;（既知：%2、または genMMBar のような OpenGotha の名前）</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not yes or no</source>
        <translation>組み合わせパラメーター %1：&apos;%2&apos; は yes でも no でもありません</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number</source>
        <translation>組み合わせパラメーター %1：&apos;%2&apos; は数ではありません</translation>
    </message>
    <message>
        <source>pairing setting %1: &apos;%2&apos; is not a number of half points</source>
        <translation>組み合わせパラメーター %1：&apos;%2&apos; は半点の倍数ではありません</translation>
    </message>
    <message>
        <source>the McMahon floor (%1) is above the bar (%2)</source>
        <translation>マクマホンの下限（%1）が上限（%2）より上です</translation>
    </message>
    <message>
        <source>the handicap ceiling must be 0 to 9 stones, not %1</source>
        <translation>置き石の上限は 0 から 9 子です（%1 ではなく）</translation>
    </message>
    <message>
        <source>the handicap correction must be 0 to 9 stones, not %1</source>
        <translation>減らす子数は 0 から 9 子です（%1 ではなく）</translation>
    </message>
    <message>
        <source>the placement needs at least one criterion</source>
        <translation>順位には少なくとも一つの基準が必要です</translation>
    </message>
    <message>
        <source>a score for an unplayed round must be 0 to 1 point</source>
        <translation>対局しなかった局の点は 0 から 1 点です</translation>
    </message>
    <message>
        <source>the last round of the first seeding must be 1 or later</source>
        <translation>最初のシードの最終局は 1 以上です</translation>
    </message>
    <message>
        <source>pairing setting %1: %2</source>
        <translation>組み合わせパラメーター %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Choose an even number of players: %n chosen.</source>
        <translation>
            <numerusform>偶数の選手を選んでください：%n 人選択中。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>it is open to read only</source>
        <translation>読み取り専用で開かれています</translation>
    </message>
    <message>
        <source>pairing setting %1: McMahon scores count from 30k, as in OpenGotha; the zero cannot be changed</source>
        <translation>組み合わせ設定 %1：マクマホン点は OpenGotha と同じく 30 級から数えます。ゼロ点は変更できません</translation>
    </message>
    <message>
        <source>%1: the bye in round %2 is an absence in OpenGotha, which scores it %3 instead of %4</source>
        <translation>%1：第%2回戦の不戦勝は OpenGotha では欠席となり、%4 ではなく %3 と数えられます</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>盤数</translation>
    </message>
    <message>
        <source>line-up rule</source>
        <translation>オーダー規則</translation>
    </message>
    <message>
        <source>team rules</source>
        <translation>団体戦の規則</translation>
    </message>
    <message>
        <source>OpenGotha has no team criterion %1: left out</source>
        <translation>OpenGotha には団体順位の基準 %1 がありません：省きました</translation>
    </message>
    <message>
        <source>a tied match is decided by board %1 (the leader, 主将), which OpenGotha counts as a draw</source>
        <translation>同点の試合は %1 番台（主将）で決まりますが、OpenGotha は引き分けとします</translation>
    </message>
    <message>
        <source>match points are %1, which OpenGotha counts as 2/1/0</source>
        <translation>マッチポイントは %1 ですが、OpenGotha は 2/1/0 で数えます</translation>
    </message>
    <message>
        <source>a team bye scores as a %1, which OpenGotha does not record</source>
        <translation>チームの不戦は%1として数えますが、OpenGotha は記録しません</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>division</source>
        <translation>部</translation>
    </message>
    <message>
        <source>no grade was awarded: no certificate to print</source>
        <translation>認定された段級位がないため、印刷する認定状はありません</translation>
    </message>
</context>
<context>
    <name>RatingsText</name>
    <message>
        <source>%1 — provisional EGF rating changes (class %2)</source>
        <translation>%1 — EGF レーティングの暫定変動（クラス %2）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>Provisional: the EGD rates the event when it receives the results file. Class %1 counts %2 of a game&apos;s change; games by default and byes are not rated; * rating from the grade (no EGD rating).</source>
        <translation>暫定: EGD が結果ファイルを受け取ってから正式に計算します。クラス %1 では各対局の変動の %2 を数えます。不戦の結果と不戦勝（バイ）は数えません。* は段級位からのレーティング（EGD レーティングなし）。</translation>
    </message>
    <message>
        <source>Class X: the event is not rated by the EGD (its time is too short, or it is not an EGF event).</source>
        <translation>クラス X: この大会は EGD のレーティング対象外です（持ち時間が短いか、EGF の大会ではありません）。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation>大会前</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>大会後</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変動</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>No player has a rating or a grade.</source>
        <translation>レーティングも段級位もある選手がいません。</translation>
    </message>
</context>
<context>
    <name>ReportKinds</name>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Pairing list</source>
        <translation>組み合わせ表</translation>
    </message>
    <message>
        <source>Find your table (by name)</source>
        <translation>自分のテーブルを探す（氏名順）</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>選手一覧</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>入賞者一覧</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>団体順位</translation>
    </message>
    <message>
        <source>Team pairing (matches and boards)</source>
        <translation>団体の組み合わせ（試合と各席）</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>団体星取表</translation>
    </message>
    <message>
        <source>Board results (board prizes)</source>
        <translation>席別成績（席別賞）</translation>
    </message>
    <message>
        <source>Schedule (round robin)</source>
        <translation>日程表（総当たり）</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>対戦表</translation>
    </message>
    <message>
        <source>Knockout bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>最終順位</translation>
    </message>
</context>
<context>
    <name>SitePages</name>
    <message>
        <source>Players</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>未了</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>両者負け</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>両者勝ち</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>%1 by default</source>
        <translation>%1（不戦）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <source>No player yet.</source>
        <translation>まだ選手がいません。</translation>
    </message>
    <message numerus="yes">
        <source>Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD rates the event when it receives the results)</source>
        <translation>
            <numerusform>EGF レーティング（暫定）: %1 → %2（%n 局で %3。EGD が結果を受け取ってから正式に計算します）</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>at the board</source>
        <translation>対局時に決定</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦勝（バイ）</translation>
    </message>
    <message>
        <source>did not play</source>
        <translation>不参加</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>マッチポイント</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>勝ち星</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>補欠</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>対戦</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>All divisions</source>
        <translation>全部門</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>部門</translation>
    </message>
</context>
<context>
    <name>SitePush</name>
    <message>
        <source>%1 answered %2 with more than %3 KiB: not a site that takes pages</source>
        <translation>%1 は %2 に %3 KiB を超える応答を返しました：ページを受け取るサイトではありません</translation>
    </message>
    <message>
        <source>%1 sends the pages to another address: %2</source>
        <translation>%1 はページを別のアドレスに転送しています: %2</translation>
    </message>
    <message>
        <source>%1 refused %2: HTTP %3 %4</source>
        <translation>%1 が %2 を拒否しました: HTTP %3 %4</translation>
    </message>
</context>
<context>
    <name>StageDocuments</name>
    <message>
        <source>Swiss</source>
        <translation>スイス式</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>マクマホン方式</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>総当たり戦</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>ダブル総当たり</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>グループリーグ</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>トーナメント（勝ち抜き）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (from round %3)</source>
        <translation>ステージ%1：%2（第%3回戦から）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (round %3)</source>
        <translation>ステージ%1：%2（第%3回戦）</translation>
    </message>
    <message>
        <source>Stage %1: %2 (rounds %3–%4)</source>
        <translation>ステージ%1：%2（第%3–%4回戦）</translation>
    </message>
    <message>
        <source>%1 — schedule of %2</source>
        <translation>%1 — %2 の日程表</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>The players are not placed yet (tengen-cli stage place, or pair the stage&apos;s first round).</source>
        <translation>選手の番号はまだ決まっていません（tengen-cli stage place、またはこのステージの第1回戦を組み合わせる）。</translation>
    </message>
    <message>
        <source>This stage is not scheduled in advance.</source>
        <translation>このステージは事前に日程を組みません。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>対局台</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>rests (bye)</source>
        <translation>不戦（休み）</translation>
    </message>
    <message>
        <source>Withdrawals</source>
        <translation>棄権・途中退出</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規定</translation>
    </message>
    <message>
        <source>A player who withdraws having played fewer than half of his games: all his games are annulled. Otherwise his games left are lost by forfeit.</source>
        <translation>対局数の半分未満で退出した選手は全対局が無効。そうでなければ残りの対局は不戦敗。</translation>
    </message>
    <message>
        <source>A player who withdraws: his games played stand, his games left are lost by forfeit.</source>
        <translation>退出した選手：済んだ対局は有効、残りの対局は不戦敗。</translation>
    </message>
    <message>
        <source>%1 — crosstable of %2</source>
        <translation>%1 — %2 の対戦表</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>グループ%1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <source>%1 — bracket of %2</source>
        <translation>%1 — %2 のトーナメント表</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>試合</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Goes on</source>
        <translation>勝ち上がり</translation>
    </message>
    <message>
        <source>referee&apos;s decision needed</source>
        <translation>審判の裁定が必要</translation>
    </message>
    <message>
        <source> (referee: %1)</source>
        <translation>（審判：%1）</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>For third place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>referee: %1</source>
        <translation>審判：%1</translation>
    </message>
    <message>
        <source>%1 — final places</source>
        <translation>%1 — 最終順位</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>knockout: best of %1</source>
        <translation>トーナメント: %1 番勝負</translation>
    </message>
    <message>
        <source>knockout: one game a match</source>
        <translation>トーナメント: 1 局勝負</translation>
    </message>
    <message>
        <source>, a game for third place</source>
        <translation>、3 位決定戦あり</translation>
    </message>
    <message>
        <source>even games</source>
        <translation>互先</translation>
    </message>
    <message>
        <source>the winner goes on; the referee decides a game the board did not decide</source>
        <translation>勝者が勝ち上がり、盤上で決着しない対局は審判が決めます</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (the Berger tables&apos; schedule)</source>
        <translation>%1（ベルガー表による日程）</translation>
    </message>
    <message>
        <source>a rest round scores nothing</source>
        <translation>休みのラウンドは得点なし</translation>
    </message>
    <message>
        <source>tie-breakers: %1</source>
        <translation>順位の基準: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>a player who withdraws having played fewer than half his games has them annulled</source>
        <translation>対局の半分未満で棄権した選手の対局はすべて無効</translation>
    </message>
    <message>
        <source>a player who withdraws loses his games left by forfeit</source>
        <translation>棄権した選手の残りの対局は不戦敗</translation>
    </message>
</context>
<context>
    <name>TeamDocuments</name>
    <message>
        <source>B+</source>
        <translation>黒勝</translation>
    </message>
    <message>
        <source>W+</source>
        <translation>白勝</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（不戦）</translation>
    </message>
    <message>
        <source>%1 — team standings after round %2</source>
        <translation>%1 — 第 %2 回戦後の団体順位</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML lang attribute of documents in this language</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>勝-分-負</translation>
    </message>
    <message>
        <source>no team yet</source>
        <translation>チームはまだありません</translation>
    </message>
    <message>
        <source>%1 — team crosstable after round %2</source>
        <translation>%1 — 第 %2 回戦後の団体対戦表</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>%1回戦</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>マッチポイント</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>勝ち星</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>%1 — board results after round %2</source>
        <translation>%1 — 第 %2 回戦後の盤別成績</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>%1 番盤</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 — round %2 team pairing</source>
        <translation>%1 — 第 %2 回戦の団体組み合わせ</translation>
    </message>
    <message>
        <source>Match %1: %2 – %3</source>
        <translation>第 %1 試合：%2 – %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>不戦：%1</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第 %1 回戦はまだ組み合わせていません</translation>
    </message>
    <message>
        <source>%1 — round %2 match sheets</source>
        <translation>%1 — 第 %2 回戦 対抗戦記録用紙</translation>
    </message>
    <message>
        <source>%1 — round %2, match %3</source>
        <translation>%1 — 第 %2 回戦、第 %3 試合</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Clock on a phone</source>
        <translation>スマホの対局時計</translation>
    </message>
    <message>
        <source>Match score: %1 ____ : ____ %2</source>
        <translation>スコア：%1 ____ : ____ %2</translation>
    </message>
    <message>
        <source>Captain of %1: ____________________</source>
        <translation>%1 主将署名：____________________</translation>
    </message>
    <message>
        <source>Round %1: %2 – %3</source>
        <translation>第 %1 回戦：%2 – %3</translation>
    </message>
    <message>
        <source>This event pairs its teams by a round robin&apos;s table or by hand: the table or the director decides, not the team Swiss; what the team Swiss would weigh follows.</source>
        <translation>この大会は総当たり表か手動でチームを組み合わせます：決めるのは表か審判長で、チーム・スイスではありません。以下はチーム・スイスなら考慮する点です。</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7</source>
        <translation>%1：この回戦の前に勝ち点 %2、勝局数 %3；スコアグループ %4、その中で %6 チーム中 %5 位；1 番席の手番差 %7</translation>
    </message>
    <message>
        <source>They have not met.</source>
        <translation>両チームは未対戦です。</translation>
    </message>
    <message>
        <source>They met in round %1: a rematch is paired only when no other pairing exists.</source>
        <translation>両チームは第 %1 回戦で対戦済み：他に組み合わせがない時だけ再戦になります。</translation>
    </message>
    <message>
        <source>Cost of the pair: score difference %1, placement %2, board 1 colours %3</source>
        <translation>この組み合わせのコスト：点差 %1、グループ内の位置 %2、1 番席の手番 %3</translation>
    </message>
    <message>
        <source>They were paired together.</source>
        <translation>両チームは対戦が組まれました。</translation>
    </message>
    <message>
        <source>They were paired with %1 and %2.</source>
        <translation>両チームはそれぞれ %1 と %2 との対戦になりました。</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost no more.</source>
        <translation>両チームを組み合わせても（%1 対 %2）コストは増えません。</translation>
    </message>
    <message>
        <source>a rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>the match points between them</source>
        <translation>両チームの勝ち点差</translation>
    </message>
    <message>
        <source>board 1 colours</source>
        <translation>1 番席の手番</translation>
    </message>
    <message>
        <source>the places in the score groups</source>
        <translation>スコアグループ内の位置</translation>
    </message>
    <message>
        <source>Pairing them together (and %1 with %2) would cost %3 more, mostly because of %4.</source>
        <translation>両チームを組み合わせると（%1 対 %2）コストが %3 増えます。主な理由は%4です。</translation>
    </message>
    <message>
        <source>One of them had the bye or played outside the team Swiss.</source>
        <translation>どちらかが不戦勝か、チーム・スイスの外で対戦しました。</translation>
    </message>
    <message>
        <source>Matches of round %1</source>
        <translation>第 %1 回戦の対戦</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>第 %1 回戦後の団体順位</translation>
    </message>
    <message>
        <source>%1: %2 match points, %3 board points before the round; score group %4, place %5 of %6; board 1 colour balance %7; had the bye</source>
        <translation>%1：この回戦の前に勝ち点 %2、勝局数 %3；スコアグループ %4、その中で %6 チーム中 %5 位；1 番席の手番差 %7；不戦勝あり</translation>
    </message>
    <message>
        <source>TEAMP</source>
        <comment>team standings column: match points</comment>
        <translation>勝ち点</translation>
    </message>
    <message>
        <source>BDW</source>
        <comment>team standings column: board points</comment>
        <translation>勝局</translation>
    </message>
    <message>
        <source>BDW%1U</source>
        <comment>team standings column: board points of the first %1 boards</comment>
        <translation>上位%1席の勝局</translation>
    </message>
    <message>
        <source>SOST</source>
        <comment>team standings column: the opponents&apos; match points</comment>
        <translation>対戦相手の勝ち点</translation>
    </message>
    <message>
        <source>LBW</source>
        <comment>team standings column: board-1 points</comment>
        <translation>主将戦</translation>
    </message>
    <message>
        <source>DE</source>
        <comment>team standings column: direct encounter</comment>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>MNR</source>
        <comment>team standings column: mean rating</comment>
        <translation>平均レーティング</translation>
    </message>
    <message>
        <source>Board points of boards 1 to %1</source>
        <translation>1〜%1 番台のボードポイント</translation>
    </message>
    <message>
        <source>Opponents&apos; match points</source>
        <translation>対戦相手のマッチポイント</translation>
    </message>
    <message>
        <source>Board-1 wins (主将)</source>
        <translation>1 番台（主将）の勝ち</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>平均レーティング</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <source>the player needs a name</source>
        <translation>選手の氏名が必要です</translation>
    </message>
    <message>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>国「%1」は CN、JP、KR、FR のような 2 文字の ISO コードではありません</translation>
    </message>
    <message>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN「%1」は 8 桁でなければなりません</translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation>参加費を負の値にはできません</translation>
    </message>
    <message>
        <source>round numbers start at 1</source>
        <translation>回戦の番号は 1 から始まります</translation>
    </message>
    <message>
        <source>the rank is empty</source>
        <translation>段級位が空です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>「%1」は段級位ではありません：2d、5k、3p、2段、5級 のように入力してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>「%1」は段級位ではありません：数字がないか、読み取れません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>「%1」はアマとプロが混在しています</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>「%1」：プロには級位はありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>「%1」：級位は 30k から 1k までです</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>「%1」：段位は 1d から 9d までです</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>「%1」：プロの段位は 1p から 9p までです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>「%1」は段級位ではありません</translation>
    </message>
    <message>
        <source>the tournament needs a name</source>
        <translation>大会名が必要です</translation>
    </message>
    <message>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>回戦数は 1 から 99 まででなければなりません</translation>
    </message>
    <message>
        <source>the last day is before the first day</source>
        <translation>最終日が初日より前になっています</translation>
    </message>
    <message>
        <source>the board size must be between 2 and 25</source>
        <translation>碁盤のサイズは 2 から 25 路まででなければなりません</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>不明なルール「%1」：chinese、japanese、korean、aga、ing、nz、tromp-taylor のいずれかを指定してください</translation>
    </message>
    <message>
        <source>time settings cannot be negative</source>
        <translation>持ち時間の設定を負の値にはできません</translation>
    </message>
    <message>
        <source>same EGD PIN %1</source>
        <translation>EGD PIN が同じ（%1）</translation>
    </message>
    <message>
        <source>same AGA ID %1</source>
        <translation>AGA ID が同じ（%1）</translation>
    </message>
    <message>
        <source>same FFG licence %1</source>
        <translation>FFG ライセンスが同じ（%1）</translation>
    </message>
    <message>
        <source>same name, club and rank</source>
        <translation>氏名・クラブ・段級位が同じ</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: an age section is u&lt;age&gt;, age 1 to 99</source>
        <translation>「%1」：年齢部門は u&lt;年齢&gt; の形で、年齢は 1〜99 です</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a rank group is ranks:&lt;rank&gt;-&lt;rank&gt;, as ranks:1k-5k</source>
        <translation>「%1」：段級位の部門は ranks:&lt;段級位&gt;-&lt;段級位&gt; の形です（例 ranks:1k-5k）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the category&apos;s name</source>
        <translation>「%1」には部門名が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a section is overall, women, u&lt;age&gt;, ranks:&lt;rank&gt;-&lt;rank&gt; or category:&lt;name&gt;</source>
        <translation>「%1」：部門は overall、women、u&lt;年齢&gt;、ranks:&lt;段級位&gt;-&lt;段級位&gt;、category:&lt;名前&gt; のいずれかです</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of prizes after &apos;=&apos; must be 1 to 1000</source>
        <translation>「%1」：「=」の後の賞の数は 1〜1000 です</translation>
    </message>
    <message>
        <source>no prize section given</source>
        <translation>賞の部門が指定されていません</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
    <message>
        <source>a second period line: a schedule has one</source>
        <translation>period 行が 2 つあります：読み上げ表の秒読みは 1 つです</translation>
    </message>
    <message>
        <source>period needs a whole number of seconds from 1 to 999</source>
        <translation>period には 1〜999 の整数秒が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a line is period, ordinary or last</source>
        <translation>「%1」：行は period、ordinary、last のいずれかです</translation>
    </message>
    <message>
        <source>the period comes first</source>
        <translation>period 行が最初に必要です</translation>
    </message>
    <message>
        <source>the offset must be whole seconds within the period (1 to %1)</source>
        <translation>位置は秒読み時間内の整数秒です（1〜%1）</translation>
    </message>
    <message>
        <source>an ordinary period&apos;s end is called by itself: offsets below the period</source>
        <translation>通常の秒読みの終わりは自動で読み上げます：秒読み時間より小さい位置にしてください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a phrase key (sec:N, min:N, left_min:N, left_periods:N, count:N)</source>
        <translation>「%1」は読み上げのキーではありません（sec:N、min:N、left_min:N、left_periods:N、count:N）</translation>
    </message>
    <message>
        <source>a call needs at least one phrase key</source>
        <translation>読み上げには少なくとも 1 つのキーが必要です</translation>
    </message>
    <message>
        <source>the schedule has no period line</source>
        <translation>読み上げ表に period 行がありません</translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation>時計はすでに動いています</translation>
    </message>
    <message>
        <source>the clock has not started</source>
        <translation>時計はまだ動いていません</translation>
    </message>
    <message>
        <source>the clock is paused: resume it before a move</source>
        <translation>時計は一時停止中です：再開してから着手してください</translation>
    </message>
    <message>
        <source>a move is sealed: the referee opens it first</source>
        <translation>封じ手中です：立会人が先に開きます</translation>
    </message>
    <message>
        <source>the clock is stopped: the flag has fallen</source>
        <translation>時計は止まっています：時間切れです</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>対局は終わっています</translation>
    </message>
    <message>
        <source>too late: the flag fell before the press</source>
        <translation>遅すぎます：押す前に時間切れになりました</translation>
    </message>
    <message>
        <source>only a running clock can be paused</source>
        <translation>動いている時計だけ一時停止できます</translation>
    </message>
    <message>
        <source>the flag has already fallen</source>
        <translation>すでに時間切れです</translation>
    </message>
    <message>
        <source>a sealed move is opened with unseal</source>
        <translation>封じ手は「封じ手を開く」で再開します</translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation>時計は一時停止していません</translation>
    </message>
    <message>
        <source>only a running clock can be stopped for a sealed move</source>
        <translation>動いている時計だけ封じ手で止められます</translation>
    </message>
    <message>
        <source>no move is sealed</source>
        <translation>封じ手はありません</translation>
    </message>
    <message>
        <source>a time adjustment needs a reason</source>
        <translation>時間の調整には理由が必要です</translation>
    </message>
    <message>
        <source>there is no press to take back</source>
        <translation>取り消せる押しはありません</translation>
    </message>
    <message>
        <source>only a running or paused clock can take a press back</source>
        <translation>動いているか一時停止中の時計だけ押しを取り消せます</translation>
    </message>
    <message>
        <source>the clock is not running</source>
        <translation>時計は動いていません</translation>
    </message>
    <message>
        <source>this takes the time to zero: confirm the adjustment</source>
        <translation>時間が 0 になります：調整を確認してください</translation>
    </message>
    <message>
        <source>the journal has a flag the clock does not</source>
        <translation>記録には時間切れがありますが、時計では切れていません</translation>
    </message>
    <message>
        <source>the clock has started: its time control cannot change</source>
        <translation>時計はすでに動いています：持ち時間は変更できません</translation>
    </message>
    <message>
        <source>the journal has a time control that is not valid</source>
        <translation>記録にある持ち時間の設定が正しくありません</translation>
    </message>
    <message>
        <source>there is no such table</source>
        <translation>その番号の席はありません</translation>
    </message>
    <message>
        <source>offset %1, node %2: %3</source>
        <translation>オフセット %1、ノード %2：%3</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>オフセット %1：%2</translation>
    </message>
    <message>
        <source>played out of turn</source>
        <translation>手番ではない着手</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation>その点にはすでに石があります</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自殺手（着手禁止）</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time system: expected absolute, byoyomi, canadian, moves, fischer, bronstein, delay, hourglass or ing</source>
        <translation>「%1」は時間方式ではありません：absolute、byoyomi、canadian、moves、fischer、bronstein、delay、hourglass、ing のいずれか</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected key=value</source>
        <translation>「%1」：キー=値 の形にしてください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a setting of %2</source>
        <translation>「%1」は %2 の設定項目ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>「%1」が二度指定されています</translation>
    </message>
    <message>
        <source>%1=%2: expected a positive whole number</source>
        <translation>%1=%2：正の整数にしてください</translation>
    </message>
    <message>
        <source>%1=%2: expected a duration such as 30s, 10m or 1h</source>
        <translation>%1=%2：30s、10m、1h のような時間にしてください</translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation>%1 には %2= が必要です</translation>
    </message>
    <message>
        <source>period must be longer than 0</source>
        <translation>秒読みの時間は 0 より長くしてください</translation>
    </message>
    <message>
        <source>%1 time needs main &gt; 0</source>
        <translation>%1 方式では main &gt; 0 が必要です</translation>
    </message>
    <message>
        <source>a byo-yomi period must be a whole number of seconds</source>
        <translation>秒読みの時間は整数の秒にしてください</translation>
    </message>
    <message>
        <source>a byo-yomi period is at most 999 s</source>
        <translation>秒読みの時間は最大 999 秒です</translation>
    </message>
    <message>
        <source>cap is shorter than the main time</source>
        <translation>上限が持ち時間より短くなっています</translation>
    </message>
    <message>
        <source>%1[%2] is not a point or point range</source>
        <translation>%1[%2] は点でも点の範囲でもありません</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] は点ではありません</translation>
    </message>
    <message>
        <source>%1[%2] lies outside the %3×%3 board</source>
        <translation>%1[%2] は %3×%3 の盤の外です</translation>
    </message>
    <message>
        <source>SZ[%1]: board sizes from 2 to 25 (square) are supported</source>
        <translation>SZ[%1]：対応する盤は 2 路から 25 路（正方形）です</translation>
    </message>
    <message>
        <source>HA[%1] is not a number of stones; ignored</source>
        <translation>HA[%1] は置石の数ではありません。無視します</translation>
    </message>
    <message>
        <source>%1 has several values; the first is used</source>
        <translation>%1 に複数の値があります。最初の値を使います</translation>
    </message>
    <message>
        <source>KM[%1] read as %2 points</source>
        <translation>KM[%1] を %2 目として読みました</translation>
    </message>
    <message>
        <source>KM[%1] is not a komi in half points; the rule set&apos;s komi is used</source>
        <translation>KM[%1] は半目単位のコミではありません。ルールのコミを使います</translation>
    </message>
    <message>
        <source>a move and setup in one node: the setup is applied first</source>
        <translation>一つのノードに着手と配置があります：配置を先に行います</translation>
    </message>
    <message>
        <source>several moves in one node: applied in order</source>
        <translation>一つのノードに複数の着手があります：順に打ちます</translation>
    </message>
    <message>
        <source>%1[%2] is not a point on the %3×%3 board</source>
        <translation>%1[%2] は %3×%3 の盤上の点ではありません</translation>
    </message>
    <message>
        <source>charset detected as %1</source>
        <translation>文字コードを %1 と判定しました</translation>
    </message>
    <message>
        <source>GM[%1] is not a game of Go</source>
        <translation>GM[%1] は囲碁ではありません</translation>
    </message>
    <message>
        <source>no game of Go in the file</source>
        <translation>ファイルに囲碁の棋譜がありません</translation>
    </message>
    <message>
        <source>a dead-stone mark lies outside the board</source>
        <translation>死石の印が盤の外にあります</translation>
    </message>
    <message>
        <source>the dead-stone mark at %1 is on an empty point</source>
        <translation>%1 の死石の印は空点にあります</translation>
    </message>
    <message>
        <source>the marks cover %1 of the %2 stones of the chain at %3</source>
        <translation>印は %3 の石群 %2 子のうち %1 子だけです</translation>
    </message>
    <message>
        <source>dead-stone marks are ignored: %1 counts the board as it stands</source>
        <translation>死石の印は無視します：%1 は盤面をそのまま数えます</translation>
    </message>
    <message>
        <source>the chain at %1 is marked dead but is alive however the opponent plays (pass-alive)</source>
        <translation>%1 の石群は死石とされていますが、相手がどう打っても生きています（無条件の活き）</translation>
    </message>
    <message>
        <source>the chain at %1 is left alive inside the opponent&apos;s pass-alive area</source>
        <translation>%1 の石群は相手の無条件に活きた地の中にあるのに活きとされています</translation>
    </message>
    <message>
        <source>rules %1, komi %2 (reverse), handicap %3, compensation %4</source>
        <translation>ルール %1、コミ %2（逆コミ）、置石 %3、返し %4</translation>
    </message>
    <message>
        <source>rules %1, komi %2, handicap %3, compensation %4</source>
        <translation>ルール %1、コミ %2、置石 %3、返し %4</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted half to each side</source>
        <translation>駄目が %1 か所残っています：双方に半分ずつ数えます</translation>
    </message>
    <message>
        <source>%1 dame left unfilled, counted to neither side</source>
        <translation>駄目が %1 か所残っています：どちらにも数えません</translation>
    </message>
    <message>
        <source>seki found: confirm it over the board</source>
        <translation>セキがあります：盤上で確認してください</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>変化の入れ子が %1 段を超えています</translation>
    </message>
    <message>
        <source>a variation starts before any node</source>
        <translation>変化がノードより前に始まっています</translation>
    </message>
    <message>
        <source>an empty game tree</source>
        <translation>空の棋譜ツリー</translation>
    </message>
    <message>
        <source>a node after the variations of its sequence</source>
        <translation>系列の変化の後にノードがあります</translation>
    </message>
    <message>
        <source>a node without &apos;;&apos; (read as if it had one)</source>
        <translation>「;」のないノード（あるものとして読みます）</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>予期しない文字「%1」</translation>
    </message>
    <message>
        <source>the file ends inside a game tree (missing &apos;)&apos;)</source>
        <translation>棋譜ツリーの途中でファイルが終わっています（「)」がありません）</translation>
    </message>
    <message>
        <source>no game tree: an SGF file starts with &apos;(&apos;</source>
        <translation>棋譜ツリーがありません：SGF ファイルは「(」で始まります</translation>
    </message>
    <message>
        <source>a property name without capital letters</source>
        <translation>大文字のないプロパティ名</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>プロパティ %1 に値がありません</translation>
    </message>
    <message>
        <source>property %1 appears twice in one node</source>
        <translation>プロパティ %1 が一つのノードに二度あります</translation>
    </message>
    <message>
        <source>a value that is never closed with &apos;]&apos;</source>
        <translation>「]」で閉じられていない値</translation>
    </message>
    <message>
        <source>single-stone suicide</source>
        <translation>一子の自殺手</translation>
    </message>
    <message>
        <source>retakes a ko at once (cycle of 2)</source>
        <translation>コウをすぐに取り返した（2 手の循環）</translation>
    </message>
    <message>
        <source>repeats the position of move %1 (cycle of %2)</source>
        <translation>第 %1 手の局面を再現した（%2 手の循環、同形反復）</translation>
    </message>
    <message>
        <source>repeats an earlier position</source>
        <translation>以前の局面の繰り返し</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>%1番台はありません。</translation>
    </message>
    <message>
        <source>recovered after a crash</source>
        <translation>異常終了から復旧</translation>
    </message>
    <message>
        <source>A hall has at least one table.</source>
        <translation>会場には少なくとも1台が必要です。</translation>
    </message>
    <message>
        <source>Open a tournament to set up the clocks of a round.</source>
        <translation>ラウンドの時計を設定するには大会を開いてください。</translation>
    </message>
    <message>
        <source>Round %1 has no games to clock.</source>
        <translation>第%1ラウンドには計時する対局がありません。</translation>
    </message>
    <message>
        <source>No clocks are set up.</source>
        <translation>時計が設定されていません。</translation>
    </message>
    <message>
        <source>The schedule is for %1 s periods; the clocks have %2 s periods.</source>
        <translation>この秒読み設定は%1秒用ですが、時計は%2秒です。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>対局がありません</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was White&apos;s, the record has Black to play</source>
        <translation>時計の第%1手は白番ですが、棋譜では黒番です</translation>
    </message>
    <message>
        <source>the clock&apos;s move %1 was Black&apos;s, the record has White to play</source>
        <translation>時計の第%1手は黒番ですが、棋譜では白番です</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1局に %2番台はありません。</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours were decided at the board; say who took black</source>
        <translation>第%1回戦の%2番テーブル：手番は対局席で決まりました。黒番の選手を指定してください</translation>
    </message>
    <message>
        <source>round %1, table %2: a jigo cannot happen with komi %3; enter it only with the referee&apos;s reason</source>
        <translation>第%1局 %2番：コミ%3では持碁になりません；審判の理由を添えた場合のみ入力できます</translation>
    </message>
    <message>
        <source>round %1: player %2 is paired twice</source>
        <translation>第%1回戦：選手 %2 が二重に組み合わされています</translation>
    </message>
    <message>
        <source>a game of round %1 given for round %2</source>
        <translation>第%1回戦の対局が第%2回戦として指定されています</translation>
    </message>
    <message>
        <source>round %1: table %2 is used twice</source>
        <translation>第%1回戦：テーブル %2 が二重に使われています</translation>
    </message>
    <message>
        <source>%1 (noted in the file&apos;s header)</source>
        <translation>%1（ファイルのヘッダーに記載）</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3).</source>
        <translation>%1 は登録済みの %2（番号 %3）と同じ選手のようです。</translation>
    </message>
    <message>
        <source>no player with id %1</source>
        <translation>ID %1 の選手はいません</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>第%1回戦はまだ組み合わせが作成されていません</translation>
    </message>
    <message>
        <source>the colours of round %1 are already drawn; change a table&apos;s colours with a reason instead</source>
        <translation>第%1回戦の手番はすでに決定済みです。代わりに、理由を付けてテーブルごとに手番を変更してください</translation>
    </message>
    <message>
        <source>round %1 has no colour draw</source>
        <translation>第%1回戦には手番の抽選がありません</translation>
    </message>
    <message>
        <source>round %1, table %2: player %3 does not play there</source>
        <translation>第%1回戦、テーブル %2：選手 %3 はこのテーブルで対局していません</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black, no nigiri.</source>
        <translation>テーブル %1 は置碁です：下位者が黒番となり、ニギリは行いません。</translation>
    </message>
    <message>
        <source>a nigiri needs at least one stone</source>
        <translation>ニギリには少なくとも 1 個の石が必要です</translation>
    </message>
    <message>
        <source>%1 and %2 played each other in round %3.</source>
        <translation>%1 と %2 は第%3回戦で対戦済みです。</translation>
    </message>
    <message>
        <source>%1 and %2 are a pair the director forbade (%3).</source>
        <translation>%1 と %2 は大会責任者が組み合わせを禁じた組です（%3）。</translation>
    </message>
    <message>
        <source>Table %1 has a result; clear it first.</source>
        <translation>テーブル %1 には結果が入力されています。先に消去してください。</translation>
    </message>
    <message>
        <source>Table %1 is a handicap game: the weaker player takes black.</source>
        <translation>%1 番は置碁です：弱い方が黒を持ちます。</translation>
    </message>
    <message>
        <source>The colours of round %1 are published: record the change with a reason (nigiri at the board, or the director&apos;s decision).</source>
        <translation>第 %1 回戦の手番は公表済みです：変更は理由とともに記録してください（盤でのニギリ、または大会責任者の決定）。</translation>
    </message>
    <message>
        <source>Round %1 has no tables %2 and %3 to exchange.</source>
        <translation>第 %1 回戦には入れ替える %2 番と %3 番がありません。</translation>
    </message>
    <message>
        <source>Only games without a result can be changed.</source>
        <translation>変更できるのは結果が未入力の対局だけです。</translation>
    </message>
    <message>
        <source>Table %1: %2 (white) plays %3 (black).</source>
        <translation>%1 番：%2（白）対 %3（黒）。</translation>
    </message>
    <message>
        <source>Exchange the Black players of tables %1 and %2?</source>
        <translation>%1 番と %2 番の黒番の選手を入れ替えますか？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>それでも組み合わせますか？</translation>
    </message>
    <message>
        <source>round %1 is outside 1..%2</source>
        <translation>第%1回戦は範囲 1..%2 の外です</translation>
    </message>
    <message>
        <source>round %1 is already paired; unpair it first</source>
        <translation>第%1回戦はすでに組み合わせ済みです。先に組み合わせを取り消してください</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no player is registered for it.</source>
        <translation>第%1局は組めません：この局に出る選手が登録されていません。</translation>
    </message>
    <message>
        <source>Round %1 cannot be paired: no two players can play. %2</source>
        <translation>第%1局は組めません：対局できる選手が二人いません。%2</translation>
    </message>
    <message>
        <source>Choose each player once.</source>
        <translation>各選手は一度だけ選んでください。</translation>
    </message>
    <message>
        <source>Choose two or more players to pair.</source>
        <translation>組み合わせる選手を 2 人以上選んでください。</translation>
    </message>
    <message>
        <source>%1 cannot be paired in round %2: already playing in it, absent, withdrawn or not finally registered.</source>
        <translation>%1 は第%2回戦に組み合わせられません：すでに対局がある、欠席、棄権、または本登録されていません。</translation>
    </message>
    <message>
        <source>These players cannot all be paired with one another (a pair the director forbade?).</source>
        <translation>これらの選手を全員互いに組み合わせることはできません（大会責任者が禁止した組み合わせ？）。</translation>
    </message>
    <message>
        <source>no player has the id %1</source>
        <translation>ID %1 の選手はいません</translation>
    </message>
    <message>
        <source>read as %1 (the file is not UTF-8)</source>
        <translation>%1 として読み込みました（ファイルは UTF-8 ではありません）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>unknown column, ignored</source>
        <translation>不明な列のため無視しました</translation>
    </message>
    <message>
        <source>the same field appears twice in the header</source>
        <translation>ヘッダーに同じ項目が 2 回あります</translation>
    </message>
    <message>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>ヘッダーに氏名の列がありません（family、given、name、姓、名、姓名）</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>引用符で囲まれた項目が閉じていません（行が途中で切れています）</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>項目数が %1 ですが、ヘッダーは %2 項目です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>「%1」は国名でも 2 文字の国コードでもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>「%1」はレーティング方式ではありません（egd、aga、ffg、other）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>「%1」は日付ではありません（yyyy-mm-dd 形式を使用してください）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>「%1」は性別ではありません（f、m、女、男）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither f nor m: the gender is left unknown</source>
        <translation>&apos;%1&apos; は f でも m でもありません：性別は不明のままです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>「%1」は金額ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>「%1」は登録状態ではありません（final、preliminary）</translation>
    </message>
    <message>
        <source>the rating %1 means %2, far from the declared %3; the rating decides unless you set the rank by hand</source>
        <translation>レーティング %1 は %2 に相当し、申告の %3 と大きく異なります。段級位を手で設定しない限りレーティングが優先されます</translation>
    </message>
    <message>
        <source>no players after the header</source>
        <translation>見出し行の後に選手がいません</translation>
    </message>
    <message>
        <source>this is the tournament file that is open (or a file SQLite keeps beside it), not a list of players</source>
        <translation>これは開いている大会ファイル（または SQLite がその横に置くファイル）で、選手名簿ではありません</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み込めません：%1</translation>
    </message>
    <message>
        <source>repeats line %1 (%2)</source>
        <translation>%1 行目と重複しています（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>「%1」は整数ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a value Tengen knows</source>
        <translation>「%1」は天元が認識できる値ではありません</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML file that declares none</source>
        <translation>オフセット %2 のバイト 0x%1 は UTF-8 ではありません（文字コードを宣言しない XML は UTF-8 です）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares</source>
        <translation>オフセット %2 のバイト 0x%1 は、ファイルが宣言する UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>ルート要素が OpenGotha の &lt;Tournament&gt; ではなく &lt;%1&gt; です</translation>
    </message>
    <message>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha データのバージョン %1 は、天元が読み込めるバージョン（%2 まで）より新しいものです</translation>
    </message>
    <message>
        <source>a player without a name</source>
        <translation>氏名のない選手がいます</translation>
    </message>
    <message>
        <source>round and table must be whole numbers</source>
        <translation>回戦とテーブル番号は整数でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a placement criterion Tengen knows</source>
        <translation>「%1」は天元が認識できる順位決定基準ではありません</translation>
    </message>
    <message>
        <source>XML error: %1</source>
        <translation>XML エラー：%1</translation>
    </message>
    <message>
        <source>missing: the file has no tournament settings</source>
        <translation>不足：ファイルに大会設定がありません</translation>
    </message>
    <message>
        <source>%1 already plays in round %2 (line %3)</source>
        <translation>%1 は第%2回戦ですでに対局しています（%3 行目）</translation>
    </message>
    <message>
        <source>a player cannot play against themselves</source>
        <translation>選手が自分自身と対局することはできません</translation>
    </message>
    <message>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>PIN、氏名、国、クラブ、段級位、推奨段級位、GoR、大会参加数、最終参加大会が必要ですが、%1 項目しかありません</translation>
    </message>
    <message>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>大会参加数</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>no two-letter country code after the name</source>
        <translation>氏名の後に 2 文字の国コードがありません</translation>
    </message>
    <message>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>選手の行（先頭が 8 桁の PIN）が見つかりません。EGD のリストですか？</translation>
    </message>
    <message>
        <source>line too short for the échelle layout (%1 characters; at least 58 expected)</source>
        <translation>échelle の形式としては行が短すぎます（%1 文字、58 文字以上が必要）</translation>
    </message>
    <message>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>氏名の後に、レーティング、ライセンス状態、ライセンス番号、クラブ、国が必要です</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>ライセンス番号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>「%1」は 7 文字のライセンス番号ではありません</translation>
    </message>
    <message>
        <source>no players found: is this an FFG échelle?</source>
        <translation>選手が見つかりません。FFG の échelle ですか？</translation>
    </message>
    <message>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>タブ区切りの項目が %1 個ですが、TDListA は 9 項目です</translation>
    </message>
    <message>
        <source>name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>氏名が空です</translation>
    </message>
    <message>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>「%1」は会員番号ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>「%1」は AGA レーティングではありません</translation>
    </message>
    <message>
        <source>no players found: is this an AGA TDList?</source>
        <translation>選手が見つかりません。AGA の TDList ですか？</translation>
    </message>
    <message>
        <source>a NUL byte at offset %1: this is not a text file in a known encoding (UTF-16 without a byte-order mark, or binary)</source>
        <translation>オフセット %1 に NUL バイトがあります：既知の文字コードのテキストファイルではありません（BOM のない UTF-16 かバイナリ）</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is not UTF-8, and the text reads as GB18030 only by chance (it looks like Latin-1 or Windows-1252); save the file as UTF-8 or name its encoding</source>
        <translation>オフセット %2 のバイト 0x%1 は UTF-8 ではなく、GB18030 として読めるのも偶然です（Latin-1 か Windows-1252 のようです）。UTF-8 で保存し直すか、文字コードを指定してください</translation>
    </message>
    <message>
        <source>byte 0x%1 at offset %2 is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation>オフセット %2 のバイト 0x%1 は UTF-8 でも GB18030 でもありません。UTF-8 で保存し直してください</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos;</source>
        <translation>不明な文字コード「%1」</translation>
    </message>
    <message>
        <source>the file is not valid %1</source>
        <translation>ファイルは正しい %1 ではありません</translation>
    </message>
    <message>
        <source>round %1, table %2 has a result; clear it before changing the colours</source>
        <translation>第%1回戦の%2番テーブルには結果があります。手番を変える前に結果を消してください</translation>
    </message>
    <message>
        <source>round %1, table %2: no game between these players</source>
        <translation>第%1回戦、テーブル %2：この選手同士の対局はありません</translation>
    </message>
    <message>
        <source>round %1, table %2: the colours are published; changing them needs a reason</source>
        <translation>第%1回戦、テーブル %2：手番は公開済みです。変更には理由が必要です</translation>
    </message>
    <message>
        <source>%1: a change was started while the file was being read (an internal error). Nothing was changed.</source>
        <translation>%1：ファイルの読み取り中に変更が始まりました（内部エラー）。何も変更していません。</translation>
    </message>
    <message>
        <source>unknown pairing constraint &apos;%1&apos;</source>
        <translation>不明な組み合わせ制約「%1」</translation>
    </message>
    <message>
        <source>a pair needs two different players</source>
        <translation>ペアには異なる二人の選手が必要です</translation>
    </message>
    <message>
        <source>a fixed pair needs its round</source>
        <translation>固定ペアには回戦の指定が必要です</translation>
    </message>
    <message>
        <source>a reserved table needs its number</source>
        <translation>予約テーブルには番号が必要です</translation>
    </message>
    <message>
        <source>no pairing constraint has the id %1</source>
        <translation>ID %1 の組み合わせ制約はありません</translation>
    </message>
    <message>
        <source>%1 is the tournament file that is open, or a file SQLite keeps beside it; choose another file.</source>
        <translation>%1 は開いている大会ファイル、または SQLite がその横に置くファイルです。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>an edit cannot change a player&apos;s id</source>
        <translation>編集で選手番号は変えられません</translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile; nothing was saved.</source>
        <translation>%1 はその間に別のプログラムで削除されました。何も保存していません。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile: %2. Nothing was saved; look at the player again.</source>
        <translation>その間に別のプログラムが %1 を変更しました：%2。何も保存していません。選手をもう一度確認してください。</translation>
    </message>
    <message>
        <source>%1 is in round %2; a player who has been paired is withdrawn, not deleted.</source>
        <translation>%1 は第%2局に組まれています。組み合わせ済みの選手は削除せず、離脱として扱います。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; the registration was not deleted.</source>
        <translation>その間に別のプログラムが %1 を変更しました。登録は削除していません。</translation>
    </message>
    <message>
        <source>%1 is registered again already (by another program); nothing was changed.</source>
        <translation>%1 は（別のプログラムにより）すでに再登録されています。何も変更していません。</translation>
    </message>
    <message>
        <source>Another program changed %1 meanwhile; nothing was changed.</source>
        <translation>その間に別のプログラムが %1 を変更しました。何も変更していません。</translation>
    </message>
    <message>
        <source>%1: this tournament already has rounds; its games cannot be merged with the imported ones</source>
        <translation>%1：この大会にはすでに回戦があるため、その対局をインポートした対局と統合できません</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3, already registered as #%4 (%5)</source>
        <translation>%1：%2 は登録済みの #%4 %3 と同一人物かもしれません（%5）</translation>
    </message>
    <message>
        <source>%1: %2 may be the same player as %3 on line %4 (%5)</source>
        <translation>%1：%2 は %4 行目の %3 と同一人物かもしれません（%5）</translation>
    </message>
    <message>
        <source>Another program changed table %2 of round %1 meanwhile (now: %3). Nothing was changed; look at the table again.</source>
        <translation>その間に別のプログラムが第%1局 %2番台を変更しました（現在：%3）。何も変更していません。もう一度確認してください。</translation>
    </message>
    <message>
        <source>Round %1 was paired by another program meanwhile; nothing was changed. Unpair it first to pair it again.</source>
        <translation>第%1局はその間に別のプログラムで組み合わせが作られました。何も変更していません。作り直すには先に取り消してください。</translation>
    </message>
    <message>
        <source>Another program changed round %1 meanwhile (%2). Nothing was changed; look at the round again.</source>
        <translation>その間に別のプログラムが第%1局を変更しました（%2）。何も変更していません。局をもう一度確認してください。</translation>
    </message>
    <message>
        <source>The players, the settings or the earlier rounds changed while round %1 was being paired; nothing was stored.</source>
        <translation>第%1局の組み合わせ作成中に、選手・設定・前の局が変わりました。何も保存していません。</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>第%1回戦にテーブル %2 はありません</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more (another program changed the round); nothing was changed.</source>
        <translation>第%1局にはもう %2番台がありません（別のプログラムが局を変更しました）。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings</source>
        <translation>%1 には大会設定がありません</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s %1 meanwhile. Nothing was saved; look at the settings again.</source>
        <translation>その間に別のプログラムが大会の%1を変更しました。何も保存していません。設定をもう一度確認してください。</translation>
    </message>
    <message>
        <source>Another program changed the pairing settings meanwhile; nothing was saved. Look at them again.</source>
        <translation>別のプログラムがその間に組み合わせパラメーターを変更しました。何も保存していません。もう一度確認してください。</translation>
    </message>
    <message>
        <source>Rounds are paired already: a change of the pairing settings needs a reason.</source>
        <translation>すでに組み合わせた局があります：パラメーターの変更には理由が必要です。</translation>
    </message>
    <message>
        <source>Another program changed the tournament&apos;s settings meanwhile; nothing was changed.</source>
        <translation>その間に別のプログラムが大会の設定を変更しました。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 is busy: another program has been writing to it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 は使用中です：別のプログラムが %2 秒以上書き込んでいます。何も変更していません。もう一度お試しください。</translation>
    </message>
    <message>
        <source>%1 cannot be written (a read-only medium, or no permission to change it). Nothing was changed.</source>
        <translation>%1 に書き込めません（読み取り専用の媒体か、変更の権限がありません）。何も変更していません。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full. Nothing was changed; free some space and try again.</source>
        <translation>%1 があるディスクがいっぱいです。何も変更していません。空き容量を作ってからもう一度お試しください。</translation>
    </message>
    <message>
        <source>%1 is damaged. Nothing was changed; open a backup copy of the tournament.</source>
        <translation>%1 は壊れています。何も変更していません。大会のバックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk or the folder failed. Nothing was changed.</source>
        <translation>%1 を読み書きできません：ディスクまたはフォルダーの障害です。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 refused the change: it breaks a rule of the tournament file. Nothing was changed.</source>
        <translation>%1 はこの変更を拒否しました：大会ファイルの規則に反します。何も変更していません。</translation>
    </message>
    <message>
        <source>%1: refused by a rule of the tournament file. Nothing was changed.</source>
        <translation>%1：大会ファイルの規則により拒否されました。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 could not carry out the change (an internal error of the tournament file). Nothing was changed.</source>
        <translation>%1 でこの変更を実行できませんでした（大会ファイルの内部エラー）。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1 は大会ファイルではありません（SQLite データベースではありません）</translation>
    </message>
    <message>
        <source>%1 holds a %2 named “%3” that Tengen did not create. The file is refused and left as it is: such an addition could change the tournament by itself.</source>
        <translation>%1 には天元が作っていない%2「%3」があります。このファイルは開かず、そのままにします：このような追加物は大会を勝手に書き換えるおそれがあります。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is missing.</source>
        <translation>%1 は壊れています：%2「%3」がありません。</translation>
    </message>
    <message>
        <source>%1 is damaged: its %2 “%3” is not as Tengen wrote it.</source>
        <translation>%1 は壊れています：%2「%3」が天元の書いたものと違います。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is %2 bytes long, but its header says %3 (cut off, or something was added to it).</source>
        <translation>%1 は壊れています：長さは %2 バイトですが、ヘッダーでは %3 です（切れているか、何かが付け足されています）。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1 は SQLite データベースですが、天元の大会ファイルではありません</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1 は新しいバージョンの天元で保存されています（ファイル形式 %2。このバージョンは %3 まで対応）。開くには天元を更新してください。</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version (it was not created completely, or another program changed it).</source>
        <translation>%1 は壊れています：ファイル形式の版がありません（作成が完了していないか、別のプログラムが変更しました）。</translation>
    </message>
    <message>
        <source>%1 is damaged: its pages do not pass SQLite&apos;s check. Open a backup copy of the tournament.</source>
        <translation>%1 は壊れています：ページが SQLite の検査に通りません。大会のバックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1 has no tournament settings: it was not created completely</source>
        <translation>%1 には大会設定がありません。作成が完了していません</translation>
    </message>
    <message>
        <source>%1 exists already; open it instead</source>
        <translation>%1 は既に存在します。そのファイルを開いてください</translation>
    </message>
    <message>
        <source>%1 could not be created</source>
        <translation>%1 を作成できませんでした</translation>
    </message>
    <message>
        <source>There is no file %1</source>
        <translation>ファイル %1 がありません</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is a folder)</source>
        <translation>%1 は大会ファイルではありません（フォルダーです）</translation>
    </message>
    <message>
        <source>%1 cannot be read: no permission to read it</source>
        <translation>%1 を読めません：読み取りの権限がありません</translation>
    </message>
    <message>
        <source>%1 was written by an older Tengen and must be brought up to date, which needs writing: %2</source>
        <translation>%1 は古い天元で書かれており、形式の更新が必要ですが、それには書き込みが必要です：%2</translation>
    </message>
    <message>
        <source>a time log is text, csv or json, not &apos;%1&apos;</source>
        <translation>時間の記録は text、csv、json のいずれかで、「%1」ではありません</translation>
    </message>
    <message>
        <source>%1: no clocks have run in this tournament file</source>
        <translation>%1：この大会ファイルでは時計が動いていません</translation>
    </message>
    <message>
        <source>a table number from 1 to %1</source>
        <translation>1 から %1 までの番号</translation>
    </message>
    <message>
        <source>%1: the stored time control: %2</source>
        <translation>%1：保存された持ち時間：%2</translation>
    </message>
    <message>
        <source>table %1: a clock event of an unknown kind &apos;%2&apos; is left out</source>
        <translation>%1 番：不明な種類「%2」の時計の記録は除きました</translation>
    </message>
    <message>
        <source>the clock has %1 moves, the record %2</source>
        <translation>時計は %1 手、棋譜は %2 手です</translation>
    </message>
    <message>
        <source>Table %1 — %2
</source>
        <translation>テーブル %1 — %2
</translation>
    </message>
    <message>
        <source>Round %1: White %2, Black %3, result %4
</source>
        <translation>第 %1 回戦：白 %2、黒 %3、結果 %4
</translation>
    </message>
    <message>
        <source>%1: round %2 has no game at table %3</source>
        <translation>%1：第 %2 回戦のテーブル %3 に対局がありません</translation>
    </message>
    <message>
        <source>round %1 has results; they would be lost</source>
        <translation>第%1回戦には結果が入力されています。取り消すと結果が失われます</translation>
    </message>
    <message>
        <source>%1: nothing was imported (errors: %2).</source>
        <translation>%1：何も取り込んでいません（エラー：%2 件）。</translation>
    </message>
    <message>
        <source>a press from a device needs its id</source>
        <translation>端末からの押下には ID が必要です</translation>
    </message>
    <message>
        <source>message at byte %1: %2</source>
        <translation>メッセージの %1 バイト目：%2</translation>
    </message>
    <message>
        <source>join a table first (message &apos;%1&apos;)</source>
        <translation>先に対局台に参加してください（メッセージ「%1」）</translation>
    </message>
    <message>
        <source>a press needs the side that moved (B or W)</source>
        <translation>押下には着手した側（B または W）が必要です</translation>
    </message>
    <message>
        <source>a sealed move needs the move written down</source>
        <translation>封じ手には手を書く必要があります</translation>
    </message>
    <message>
        <source>a result is black-wins, white-wins, jigo, both-lose or both-win</source>
        <translation>結果は black-wins、white-wins、jigo、both-lose、both-win のいずれかです</translation>
    </message>
    <message>
        <source>there is no result to confirm</source>
        <translation>確認する結果がありません</translation>
    </message>
    <message>
        <source>unknown message &apos;%1&apos;</source>
        <translation>不明なメッセージ「%1」</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table of this round: look at the code on the result sheet again</source>
        <translation>「%1」はこの回戦の対局台ではありません。結果記入票のコードをもう一度確認してください</translation>
    </message>
    <message>
        <source>the round has this game&apos;s result already: only a referee changes it, with a reason</source>
        <translation>この対局の結果は既に記録されています。変更できるのは審判だけで、理由が必要です</translation>
    </message>
    <message>
        <source>changing a result in the round needs the referee&apos;s reason</source>
        <translation>回戦の結果を変更するには審判の理由が必要です</translation>
    </message>
    <message>
        <source>too many wrong referee PINs: try again in a minute, or act at the desk</source>
        <translation>審判の暗証番号の誤りが多すぎます。1分後に再試行するか、本部で操作してください</translation>
    </message>
    <message>
        <source>a referee&apos;s action needs the referee&apos;s PIN (set at the desk)</source>
        <translation>審判の操作には審判の暗証番号（本部で設定）が必要です</translation>
    </message>
    <message>
        <source>an adjustment needs the side (B or W)</source>
        <translation>時間の調整には側（B または W）が必要です</translation>
    </message>
    <message>
        <source>round %1 is over at this desk: join with the code of the new round</source>
        <translation>第%1回戦はこの本部では終了しました。新しい回戦のコードで参加してください</translation>
    </message>
    <message>
        <source>it is not Black&apos;s turn</source>
        <translation>黒の手番ではありません</translation>
    </message>
    <message>
        <source>it is not White&apos;s turn</source>
        <translation>白の手番ではありません</translation>
    </message>
    <message>
        <source>%1 holds a table “%2” that this version of Tengen cannot copy</source>
        <translation>%1 には、この版の Tengen がコピーできない表「%2」があります</translation>
    </message>
    <message>
        <source>%1: not a postgresql://USER@HOST/DATABASE address</source>
        <translation>%1: postgresql://ユーザー@ホスト/データベース の形のアドレスではありません</translation>
    </message>
    <message>
        <source>%1: the address names no user (USER@HOST)</source>
        <translation>%1: アドレスにユーザーがありません（ユーザー@ホスト）</translation>
    </message>
    <message>
        <source>%1: the address names no server</source>
        <translation>%1: アドレスにサーバーがありません</translation>
    </message>
    <message>
        <source>%1: the database is a name of letters, digits and _ after the server (HOST/DATABASE)</source>
        <translation>%1: データベース名はサーバーの後に文字・数字・_ で書きます（ホスト/データベース）</translation>
    </message>
    <message>
        <source>%1: the only option is ?tournament=NAME</source>
        <translation>%1: 使えるオプションは ?tournament=名前 だけです</translation>
    </message>
    <message>
        <source>%1: a tournament&apos;s name is a letter, then letters, digits and _ (not pg_..., not public)</source>
        <translation>%1: 大会名は文字で始まり、文字・数字・_ が続きます（pg_... と public は不可）</translation>
    </message>
    <message>
        <source>“%1” is not a user name for the server (letters, digits, _ . -)</source>
        <translation>「%1」はサーバーのユーザー名ではありません（文字・数字・_ . -）</translation>
    </message>
    <message>
        <source>%1 is a file: desks&apos; roles are a server&apos;s</source>
        <translation>%1 はファイルです。受付の役割はサーバーのものです</translation>
    </message>
    <message>
        <source>The desks&apos; roles are not set up on %1: run tengen-cli server init first</source>
        <translation>%1 には受付の役割が設定されていません。先に tengen-cli server init を実行してください</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; Tengen connects again by itself: try again.</source>
        <translation>%1 のサーバーに接続できません（サーバーかネットワークが停止）。何も変更していません。Tengen は自動で再接続します。もう一度試してください。</translation>
    </message>
    <message>
        <source>%1 is busy: another desk has been changing it for more than %2 seconds. Nothing was changed; try again.</source>
        <translation>%1 は使用中です。別の受付が %2 秒以上変更しています。何も変更していません。もう一度試してください。</translation>
    </message>
    <message>
        <source>The server of %1 refused: this desk&apos;s role may not make that change. Nothing was changed.</source>
        <translation>%1 のサーバーが拒否しました。この受付の役割ではその変更はできません。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 is open to read only; nothing can be changed here.</source>
        <translation>%1 は読み取り専用で開かれています。ここでは何も変更できません。</translation>
    </message>
    <message>
        <source>The server of %1 has no disk space left. Nothing was changed.</source>
        <translation>%1 のサーバーのディスクに空きがありません。何も変更していません。</translation>
    </message>
    <message>
        <source>The server of %1 could not carry out the change (%2). Nothing was changed.</source>
        <translation>%1 のサーバーは変更を実行できませんでした（%2）。何も変更していません。</translation>
    </message>
    <message>
        <source>%1: a statement lacks a value (an internal error)</source>
        <translation>%1: 文に値が足りません（内部エラー）</translation>
    </message>
    <message>
        <source>%1: this computer lacks Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql)</source>
        <translation>%1: このコンピューターには Qt の PostgreSQL ドライバーがありません（Debian パッケージ libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>%1 is not a Tengen tournament</source>
        <translation>%1 は Tengen の大会ではありません</translation>
    </message>
    <message>
        <source>There is no tournament %1</source>
        <translation>大会 %1 はありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank: %2 is kept</source>
        <translation>「%1」は段級位ではありません：%2 のままです</translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is outside 30k-9d: read as %2, as OpenGotha does</source>
        <translation>段級位「%1」は 30級–9段の範囲外です：OpenGotha と同じく %2 として読みます</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither true nor false: read as %2, as OpenGotha does</source>
        <translation>「%1」は true でも false でもありません：OpenGotha と同じく %2 として読みます</translation>
    </message>
    <message>
        <source>player %1 %2 appears twice (line %3): left out, as OpenGotha does</source>
        <translation>選手 %1 %2 が二度出てきます（%3 行目）：OpenGotha と同じく取り込みません</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a country code: left out</source>
        <translation>%1 %2：「%3」は国コードではありません：取り込みません</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not an EGD PIN (8 digits): kept in the notes</source>
        <translation>%1 %2：「%3」は EGD PIN（8 桁の数字）ではありません：メモに残します</translation>
    </message>
    <message>
        <source>%1 %2: rank &apos;%3&apos; is outside 30k-9d or unreadable: paired as %4, as OpenGotha does</source>
        <translation>%1 %2：段級位「%3」は 30級–9段の範囲外か読めません：OpenGotha と同じく %4 として組み合わせます</translation>
    </message>
    <message>
        <source>a date is missing or not yyyy-mm-dd: %1 is taken; check the dates</source>
        <translation>日付がないか yyyy-mm-dd 形式ではありません：%1 を使います。日付を確認してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds</source>
        <translation>「%1」は回戦数ではありません</translation>
    </message>
    <message>
        <source>McMahon zero %1: OpenGotha counts McMahon scores from 30k whatever the file says, and so does Tengen here</source>
        <translation>マクマホンの起点 %1：ファイルの記載にかかわらず OpenGotha は 30級からマクマホン点を数えます。Tengen もここでは同じです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenGotha result: read as no result, as OpenGotha does</source>
        <translation>「%1」は OpenGotha の結果コードではありません：OpenGotha と同じく結果なしとして読みます</translation>
    </message>
    <message>
        <source>no player has the key &apos;%1&apos;: left out, as OpenGotha does</source>
        <translation>キー「%1」の選手がいません：OpenGotha と同じく取り込みません</translation>
    </message>
    <message>
        <source>a second game at table %1 of round %2 (the first on line %3): it replaces the first, as OpenGotha does</source>
        <translation>第%2回戦 %1 番台に二局目があります（一局目は %3 行目）：OpenGotha と同じく後のものに置き換えます</translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s rounds came with it: %n game(s), %1.</source>
        <translation>
            <numerusform>ファイルの各回戦も取り込みました：対局 %n 局、%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bye(s)</source>
        <translation>
            <numerusform>不戦（バイ）%n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a komi: read as 7.5</source>
        <translation>「%1」はコミとして読めません：7.5 として読み込みます</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board size: read as 19</source>
        <translation>「%1」は碁盤のサイズとして読めません：19 路として読み込みます</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of stones</source>
        <translation>「%1」は置石の数ではありません</translation>
    </message>
    <message>
        <source>%1 stones is outside 0..9: read as %2</source>
        <translation>置石 %1 子は 0..9 の範囲外です：%2 子として読み込みます</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a number: read as 0</source>
        <translation>%1 %2：「%3」は数値ではありません：0 として読み込みます</translation>
    </message>
    <message>
        <source>%1 %2: &apos;%3&apos; is not a rating: left out</source>
        <translation>%1 %2：「%3」はレーティングではありません：省きます</translation>
    </message>
    <message>
        <source>table %1 is not a table: the game is given table %2, after the round&apos;s highest</source>
        <translation>%1 番台は台番号として無効です：この対局をその回戦の最大の台の次、%2 番台にします</translation>
    </message>
    <message>
        <source>the file says %1 rounds but has games or byes up to round %2: the tournament gets %2 rounds, as in OpenGotha</source>
        <translation>ファイルは %1 回戦としていますが、第 %2 回戦までの対局または不戦があります：OpenGotha と同じく大会を %2 回戦にします</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of a time control</comment>
        <translation>%1時間</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of a time control</comment>
        <translation>%1分</translation>
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
        <translation>秒読み %1 回 × %2</translation>
    </message>
    <message>
        <source>%1, then byo-yomi %2 × %3</source>
        <translation>持ち時間%1、その後秒読み %2 回 × %3</translation>
    </message>
    <message>
        <source>%1, then %2 stones in %3</source>
        <translation>持ち時間%1、その後 %3 で %2 手</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>持ち時間%1（切れ負け）</translation>
    </message>
    <message>
        <source>%1 + %2 a move, at most %3</source>
        <translation>%1、1手ごとに %2 加算、上限 %3</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>%1、1手ごとに %2 加算</translation>
    </message>
    <message>
        <source>%1, Bronstein delay %2</source>
        <translation>%1、ブロンスタイン遅延 %2</translation>
    </message>
    <message>
        <source>%1, delay %2 a move</source>
        <translation>%1、1手ごとに遅延 %2</translation>
    </message>
    <message>
        <source>hourglass %1</source>
        <translation>砂時計方式 %1</translation>
    </message>
    <message>
        <source>%1, then %2 extension(s) of %3</source>
        <translation>持ち時間%1、その後延長 %2 回（各 %3）</translation>
    </message>
    <message>
        <source>%1 player(s) have no Latin name (family and given name in Latin letters) the %2 file can hold: %3. Give each one in Registration.</source>
        <translation>%1 人の棋士に %2 ファイルが扱えるラテン文字の名前（姓と名）がありません：%3。「登録」で各人に入力してください。</translation>
    </message>
    <message>
        <source>OpenGotha holds one bye a round and records a requested bye as an absence, which this event scores otherwise: %1. Make the bye and absence scores equal in the pairing settings, or export anyway and OpenGotha will count these players&apos; scores otherwise.</source>
        <translation>OpenGotha は1回戦に不戦勝を1つしか持たず、申し出による休みを欠席として記録しますが、この大会では両者の得点が異なります：%1。組み合わせ設定で不戦勝と欠席の得点を同じにするか、このまま書き出してください（OpenGotha ではこれらの棋士の得点が変わります）。</translation>
    </message>
    <message>
        <source>Never paired: %1 – %2</source>
        <translation>組み合わせ禁止：%1 – %2</translation>
    </message>
    <message>
        <source>Paired in round %1: %2 – %3</source>
        <translation>第%1回戦で指定：%2 – %3</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 (every round)</source>
        <translation>%1 番台を %2 に確保（全回戦）</translation>
    </message>
    <message>
        <source>Table %1 kept for %2 in round %3</source>
        <translation>第%3回戦で %1 番台を %2 に確保</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>a second bye in round %1 (the first, of %2, on line %3): it replaces the first, as OpenGotha keeps one bye a round</source>
        <translation>第%1回戦の2つ目の不戦勝（1つ目は %2、%3 行目）：OpenGotha は1回戦に不戦勝を1つしか持たないため、1つ目を置き換えます</translation>
    </message>
    <message>
        <source>%1 holds players or rounds already; copy into a new tournament name, or into the empty one that “server init” makes</source>
        <translation>%1 にはすでに棋士または回戦があります。新しい大会名か、「server init」が作る空の大会にコピーしてください</translation>
    </message>
    <message>
        <source>%1: a copy is saved to a file; to copy to a server use “tengen-cli copy”</source>
        <translation>%1：コピーはファイルに保存されます。サーバーへのコピーは「tengen-cli copy」を使ってください</translation>
    </message>
    <message>
        <source>%1 is this tournament itself; choose another file for the copy</source>
        <translation>%1 はこの大会そのものです。コピーには別のファイルを選んでください</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 はすでに存在します</translation>
    </message>
    <message>
        <source>%1 is open in another program; close it there or choose another file</source>
        <translation>%1 は別のプログラムで開かれています。そちらで閉じるか、別のファイルを選んでください</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 はフォルダーです</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <source>round %1, table %2 has the result %3 already: a change needs the referee&apos;s reason</source>
        <translation>第%1回戦 %2番卓にはすでに結果 %3 があります：変更には審判の理由が必要です</translation>
    </message>
    <message>
        <source>delta: a whole number of milliseconds, at most 10 hours either way</source>
        <translation>delta：ミリ秒の整数、増減とも10時間まで</translation>
    </message>
    <message>
        <source>reason: a time adjustment needs a reason</source>
        <translation>reason：時間の調整には理由が必要です</translation>
    </message>
    <message>
        <source>confirmed: true or false</source>
        <translation>confirmed：true または false</translation>
    </message>
    <message>
        <source>an adjustment of no time changes nothing</source>
        <translation>0 の調整では何も変わりません</translation>
    </message>
    <message>
        <source>an adjustment is at most 10 hours either way</source>
        <translation>調整は増減とも10時間までです</translation>
    </message>
    <message>
        <source>wrong referee PIN</source>
        <translation>審判の PIN が違います</translation>
    </message>
    <message>
        <source>message at byte 0: a message is one JSON object</source>
        <translation>バイト 0 のメッセージ：メッセージは 1 つの JSON オブジェクトです</translation>
    </message>
    <message>
        <source>another device holds this table&apos;s clock: a referee can move it to this one</source>
        <translation>この卓の時計は別の端末にあります：審判がこの端末へ移せます</translation>
    </message>
    <message>
        <source>the result to confirm has changed: look at the screen again</source>
        <translation>確認する結果が変わりました：もう一度画面を見てください</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” breaks the rule %4 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy, or correct that row.</source>
        <translation>%1：「%3」の %2 行目が規則 %4 に反しています（Tengen の外でファイルが変更されました）。ファイルは拒否され、そのまま残されます。バックアップを開くか、その行を直してください。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names a row of “%4” that is not there (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」の %2 行目が「%4」にない行を指しています（Tengen の外でファイルが変更されました）。ファイルは拒否され、そのまま残されます。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: a line break or another control character at character %2</source>
        <translation>%1：%2 文字目に改行などの制御文字があります</translation>
    </message>
    <message>
        <source>%1: %2 characters; at most %3</source>
        <translation>%1：%2 文字。%3 文字までです</translation>
    </message>
    <message>
        <source>rating: %1 is not a %2 rating (from %3 to %4)</source>
        <translation>レーティング：%1 は %2 のレーティングではありません（%3 から %4）</translation>
    </message>
    <message>
        <source>rating: its uncertainty is not a number from 0 to 10000</source>
        <translation>レーティング：その不確かさが 0 から 10000 の数ではありません</translation>
    </message>
    <message>
        <source>McMahon correction %1: from -99 to 99</source>
        <translation>マクマホン補正 %1：-99 から 99 まで</translation>
    </message>
    <message>
        <source>a fee of over 10,000,000 is not taken</source>
        <translation>10,000,000 を超える参加費は受け付けません</translation>
    </message>
    <message>
        <source>%1 rounds: at most %2</source>
        <translation>%1 回戦：%2 回戦まで</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not a file but a device, a pipe or a socket)</source>
        <translation>%1 は大会ファイルではありません（ファイルではなく、デバイス、パイプ、ソケットです）</translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s format bytes (18 and 19) are %2 and %3, where SQLite writes 1 or 2. Open a backup copy of the tournament.</source>
        <translation>%1 は壊れています：ヘッダーの形式バイト（18 と 19）が %2 と %3 ですが、SQLite が書くのは 1 か 2 です。大会のバックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1 holds a change another program did not finish (a -journal file beside it), which could not be undone here: %2</source>
        <translation>%1 には別のプログラムが終えなかった変更があります（横に -journal ファイル）。ここでは取り消せませんでした：%2</translation>
    </message>
    <message>
        <source>The server of %1 is starting, stopping or full and takes no desk now. Nothing was changed; try again in a moment.</source>
        <translation>%1 のサーバーは起動中・停止中・満員で、今は受け付けません。何も変更していません。少し待ってからやり直してください。</translation>
    </message>
    <message>
        <source>The server of %1 refused this desk&apos;s user name or password (or this computer). Ask whoever set up the server for this desk&apos;s address.</source>
        <translation>%1 のサーバーがこの卓のユーザー名かパスワード（またはこのコンピューター）を拒否しました。サーバーを設定した人にこの卓のアドレスを尋ねてください。</translation>
    </message>
    <message>
        <source>The server of %1 has no such database: check the address.</source>
        <translation>%1 のサーバーにそのデータベースはありません：アドレスを確かめてください。</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (it or the network is away). Nothing was changed; try again.</source>
        <translation>%1 のサーバーに届きません（サーバーかネットワークがありません）。何も変更していません。やり直してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (the server says: %2)</source>
        <translation>%1 に接続できません（サーバーの応答：%2）</translation>
    </message>
    <message>
        <source>an element with over %1 attributes</source>
        <translation>属性が %1 を超える要素があります</translation>
    </message>
    <message>
        <source>Round %1 was not paired: the players&apos; check-ins or results changed %2 times while it was computed (%3 s each time). Pair it again once check-in is over.</source>
        <translation>第 %1 ラウンドは組み合わせできませんでした：計算中に選手の受付または結果が %2 回変わりました（各 %3 秒）。受付が終わってから組み合わせ直してください。</translation>
    </message>
    <message>
        <source>more than %1 nodes: too large for a game record</source>
        <translation>ノードが %1 を超えています：棋譜としては大きすぎます</translation>
    </message>
    <message>
        <source>more than %1 property values: too large for a game record</source>
        <translation>プロパティ値が %1 を超えています：棋譜としては大きすぎます</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that belongs to another tournament file. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 の隣にある先行書き込みログ（%2）は別の大会ファイルのものです。このファイルは開かず、そのままにしました。%2 を移動すれば、最後に保存された状態でファイルを開けます。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) older than the file itself, left from an earlier copy. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 の隣にある先行書き込みログ（%2）はファイル自体より古く、以前のコピーから残ったものです。このファイルは開かず、そのままにしました。%2 を移動すれば、最後に保存された状態でファイルを開けます。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>白の不戦勝</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白勝ち</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>黒の不戦勝</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黒勝ち</translation>
    </message>
    <message>
        <source>jigo by forfeit</source>
        <translation>持碁（不戦）</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>both lose by forfeit</source>
        <translation>両者不戦敗</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>両者負け</translation>
    </message>
    <message>
        <source>both win by forfeit</source>
        <translation>両者不戦勝</translation>
    </message>
    <message>
        <source>both win</source>
        <translation>両者勝ち</translation>
    </message>
    <message>
        <source>the clocks of round %1 are in play; the hall serves them, not round %2</source>
        <translation>第 %1 ラウンドの時計が進行中です。ホールはそれを扱い、第 %2 ラウンドは扱いません</translation>
    </message>
    <message>
        <source>not a file but a folder, a device, a pipe or a socket; nothing was read</source>
        <translation>ファイルではなく、フォルダー・デバイス・パイプ・ソケットのいずれかです。何も読み込んでいません</translation>
    </message>
    <message>
        <source>%1 MB; a list of players is at most %2 MB</source>
        <translation>%1 MB です。選手リストは最大 %2 MB です</translation>
    </message>
    <message>
        <source>%1 is a tournament file; a document is never written over one. Choose another file.</source>
        <translation>%1 は大会ファイルです。文書で大会ファイルを上書きすることはありません。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” is for round %4, which no event has (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」の %2 行目は第 %4 ラウンドのものですが、そのようなラウンドを持つ大会はありません（ファイルが天元の外で変更されました）。ファイルは開かず、そのままにしました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: player %2 plays twice in round %4 (“%3”; the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：選手 %2 が第 %4 ラウンドで二度対局しています（「%3」。ファイルが天元の外で変更されました）。ファイルは開かず、そのままにしました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” pairs player %4 with himself (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」の %2 行目は選手 %4 を自分自身と組み合わせています（ファイルが天元の外で変更されました）。ファイルは開かず、そのままにしました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log beside it (%2) that changes the tournament without counting the change, as Tengen does: another program wrote it. The file is refused and left as it is; move %2 away to open the file as it was last saved.</source>
        <translation>%1 の隣にある先行書き込みログ（%2）は、天元のように変更を数えずに大会を変更しています。別のプログラムが書いたものです。このファイルは開かず、そのままにしました。%2 を移動すれば、最後に保存された状態でファイルを開けます。</translation>
    </message>
    <message>
        <source>too many wrong join codes from this address: try again in a minute</source>
        <translation>このアドレスからの誤った参加コードが多すぎます。1 分後にもう一度お試しください</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” holds a text of more than %4 characters (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」の %2 行目に %4 文字を超えるテキストがあります（ファイルが天元の外で変更されました）。ファイルは開かず、そのままにしました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>a press needs an id of 1 to 64 characters</source>
        <translation>押下には 1～64 文字の ID が必要です</translation>
    </message>
    <message>
        <source>a team needs a name</source>
        <translation>チームには名前が必要です</translation>
    </message>
    <message>
        <source>%1: player %2 is listed twice</source>
        <translation>%1：選手 %2 が二度挙げられています</translation>
    </message>
    <message>
        <source>%1: the captain (player %2) is not a member</source>
        <translation>%1：主将（選手 %2）がチームの一員ではありません</translation>
    </message>
    <message>
        <source>player %1 is in two teams: %2 and %3</source>
        <translation>選手 %1 が二つのチームにいます：%2 と %3</translation>
    </message>
    <message>
        <source>%1: %2 players for %3 boards</source>
        <translation>%1：%3 面に対して選手が %2 人です</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is not a member</source>
        <translation>%1、第 %2 盤：選手 %3 はチームの一員ではありません</translation>
    </message>
    <message>
        <source>%1: player %2 is on two boards</source>
        <translation>%1：選手 %2 が二つの盤にいます</translation>
    </message>
    <message>
        <source>%1, board %2: player %3 is listed after the player of board %4: the order of the members is kept (players may be left out, not moved up)</source>
        <translation>%1、第 %2 盤：選手 %3 はメンバー表で第 %4 盤の選手より後です。メンバーの順序は守られます（外すことはできても、上げることはできません）</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: unpair the round, or enter the game as lost by forfeit, rather than marking the player absent</source>
        <translation>%1 は第 %3 回戦の第 %2 卓で対局があります。選手を欠席にするのではなく、その回戦の組み合わせを取り消すか、その対局を不戦敗として入力してください</translation>
    </message>
    <message>
        <source>%1 plays at table %2 of round %3: a bye is asked for before the round is paired</source>
        <translation>%1 は第 %3 回戦の第 %2 卓で対局があります。不戦勝の希望は組み合わせの前に出すものです</translation>
    </message>
    <message>
        <source>%1 has the bye of round %2: unpair the round before marking the player absent</source>
        <translation>%1 は第 %2 回戦が不戦勝です。欠席にする前にその回戦の組み合わせを取り消してください</translation>
    </message>
    <message>
        <source>this is an individual event: teams play in a team event (tengen-cli new … --teams --board-count N)</source>
        <translation>これは個人戦です。チームは団体戦で対局します（tengen-cli new … --teams --board-count N）</translation>
    </message>
    <message>
        <source>no team has the id %1</source>
        <translation>ID %1 のチームはありません</translation>
    </message>
    <message>
        <source>%1 plays for the team %2: take the player off the team first.</source>
        <translation>%1 はチーム %2 の一員です。先にチームから外してください。</translation>
    </message>
    <message>
        <source>%1: no player has the id %2</source>
        <translation>%1：ID %2 の選手はいません</translation>
    </message>
    <message>
        <source>team %1 was changed by another program since it was read: look at it again</source>
        <translation>チーム %1 は読み込んだ後に別のプログラムで変更されました。もう一度確認してください</translation>
    </message>
    <message>
        <source>a team event plays 2 to 10 boards</source>
        <translation>団体戦は 2～10 面です</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, give its line-up, or mark its players absent</source>
        <translation>%1 は出席選手 %2 名で %3 盤に足りません：受付か選手の追加、オーダーの指定、または選手を欠席に</translation>
    </message>
    <message>
        <source>this is an individual event: it has no team rounds</source>
        <translation>これは個人戦です：団体戦の回戦はありません</translation>
    </message>
    <message>
        <source>round %1 is paired already: unpair it first to pair it again</source>
        <translation>第 %1 回戦は組み合わせ済みです：組み直すには先に取り消してください</translation>
    </message>
    <message>
        <source>this event pairs teams by hand: choose two teams for each match</source>
        <translation>この大会はチームを手動で組み合わせます：試合ごとに 2 チームを選んでください</translation>
    </message>
    <message>
        <source>fewer than two teams have players present in round %1: a team plays with its members whose registration is final and who are not absent</source>
        <translation>第 %1 回戦で出席選手のいるチームが 2 つ未満です：チームは登録確定済みで欠席でない選手で戦います</translation>
    </message>
    <message>
        <source>the round robin of %1 teams has %2 rounds</source>
        <translation>%1 チームの総当たり戦は %2 回戦です</translation>
    </message>
    <message>
        <source>%1 plays in round %2 but none of its players is present: give its line-up</source>
        <translation>%1 は第 %2 回戦に試合がありますが出席選手がいません：オーダーを指定してください</translation>
    </message>
    <message>
        <source>team %1 cannot play itself</source>
        <translation>チーム %1 は自分自身と対戦できません</translation>
    </message>
    <message>
        <source>%1 already plays in round %2</source>
        <translation>%1 は第 %2 回戦ですでに対戦しています</translation>
    </message>
    <message>
        <source>%1 and %2 met in round %3: pair them again only if you mean it</source>
        <translation>%1 と %2 は第 %3 回戦で対戦済みです：意図する場合のみ再び組んでください</translation>
    </message>
    <message>
        <source>%1 has %2 players present for %3 boards: check in or add a member, or give its line-up</source>
        <translation>%1 は出席選手 %2 名で %3 盤に足りません：受付か選手の追加、またはオーダーの指定を</translation>
    </message>
    <message>
        <source>team %1 has no match in round %2</source>
        <translation>チーム %1 は第 %2 回戦に試合がありません</translation>
    </message>
    <message>
        <source>%1 is paired in a round and cannot be removed; unpair the round first</source>
        <translation>%1 はある回戦で組み合わせ済みのため削除できません：先にその回戦を取り消してください</translation>
    </message>
    <message>
        <source>round %1 is paired: its line-ups stand. Unpair it to change %2&apos;s line-up</source>
        <translation>第 %1 回戦は組み合わせ済みでオーダーは確定しています。%2 のオーダーを変えるには取り消してください</translation>
    </message>
    <message>
        <source>%1&apos;s line-up for round %2 was changed by another program since it was read: look at it again</source>
        <translation>%1 の第 %2 回戦のオーダーは読み込み後に別のプログラムが変更しました：もう一度確認してください</translation>
    </message>
    <message>
        <source>player %1 is in another line-up of round %2</source>
        <translation>選手 %1 は第 %2 回戦の別のオーダーに入っています</translation>
    </message>
    <message>
        <source>match %1, board %2 of round %3 has no game of its line-ups&apos; players</source>
        <translation>第 %3 回戦 第 %1 試合 %2 番盤にオーダーの選手の対局がありません</translation>
    </message>
    <message>
        <source>round %1 of a team event has a game outside its matches</source>
        <translation>団体戦の第 %1 回戦に試合外の対局があります</translation>
    </message>
    <message>
        <source>match %1 is not of round %2</source>
        <translation>第 %1 試合は第 %2 回戦のものではありません</translation>
    </message>
    <message>
        <source>round %1 has match %2 twice</source>
        <translation>第 %1 回戦に第 %2 試合が 2 つあります</translation>
    </message>
    <message>
        <source>team %1 plays twice in round %2</source>
        <translation>チーム %1 は第 %2 回戦に 2 回出ています</translation>
    </message>
    <message>
        <source>team %1 has no line-up of %2 players in round %3</source>
        <translation>チーム %1 は第 %3 回戦に %2 名のオーダーがありません</translation>
    </message>
    <message>
        <source>team %1 plays and has the bye in round %2</source>
        <translation>チーム %1 は第 %2 回戦で対戦と不戦の両方になっています</translation>
    </message>
    <message>
        <source>player %1 is in two line-ups of round %2</source>
        <translation>選手 %1 は第 %2 回戦の 2 つのオーダーに入っています</translation>
    </message>
    <message>
        <source>team criterion %1 (at character %2) is not one of TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a preset: opengotha, fide, chinese</source>
        <translation>団体順位の基準 %1（%2 文字目）は TEAMP、BDW、BDW1U〜BDW9U、SOST、LBW、DE、MNR のいずれでも、プリセット opengotha、fide、chinese でもありません</translation>
    </message>
    <message>
        <source>the team standings need a criterion</source>
        <translation>団体順位には基準が 1 つ以上必要です</translation>
    </message>
    <message>
        <source>the team standings take at most %1 criteria</source>
        <translation>団体順位の基準は最大 %1 個です</translation>
    </message>
    <message>
        <source>%1 counts more boards than the event&apos;s %2 (use BDW)</source>
        <translation>%1 は大会の %2 盤以上を数えます（BDW を使ってください）</translation>
    </message>
    <message>
        <source>team criterion %1 is given twice</source>
        <translation>団体順位の基準 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>match points must be between 0 and 10 (got %1)</source>
        <translation>マッチポイントは 0〜10 です（%1 が指定されました）</translation>
    </message>
    <message>
        <source>a won match must give at least a draw, a draw at least a loss</source>
        <translation>勝ちの得点は引き分け以上、引き分けは負け以上でなければなりません</translation>
    </message>
    <message>
        <source>the leader board %1 is not one of the boards</source>
        <translation>主将盤 %1 は盤の範囲外です</translation>
    </message>
    <message>
        <source>match points &quot;%1&quot; are not win/draw/loss, each 0 to 10 in steps of 0.5, as 2/1/0 or 3/1/0</source>
        <translation>マッチポイント「%1」は 勝/分/負（各 0〜10、0.5 刻み）の形ではありません。例 2/1/0、3/1/0</translation>
    </message>
    <message>
        <source>a tied match &quot;%1&quot; is not draw, leader, or leader with the winner&apos;s and loser&apos;s points, as leader:2/1</source>
        <translation>同点の規則「%1」は draw、leader、または勝者と敗者の得点付き leader（例 leader:2/1）ではありません</translation>
    </message>
    <message>
        <source>a board outside a team</source>
        <translation>チームの外にある盤</translation>
    </message>
    <message>
        <source>board %1 of round %2: boards are 1 to %3, rounds 1 to %4</source>
        <translation>第 %2 回戦 %1 番盤：盤は 1〜%3、回戦は 1〜%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team size of 1 to %2</source>
        <translation>「%1」は 1〜%2 のチーム人数ではありません</translation>
    </message>
    <message>
        <source>team criterion &apos;%1&apos; is not one Tengen counts: left out of the team standings</source>
        <translation>団体順位の基準「%1」は Tengen では数えません：団体順位から省きます</translation>
    </message>
    <message>
        <source>teams of %1 board: read as an individual event, the teams left out</source>
        <translation>1 チーム %1 盤：個人戦として読み、チームは省きます</translation>
    </message>
    <message>
        <source>%1 is on a board of round %2 already (line %3): left out here</source>
        <translation>%1 は第 %2 回戦ですでに盤に入っています（%3 行）：ここでは省きます</translation>
    </message>
    <message>
        <source>%1: its teams play %2 boards, this event&apos;s %3</source>
        <translation>%1：そのチームは %2 盤、この大会は %3 盤です</translation>
    </message>
    <message>
        <source>in a team event the boards follow the matches: pair the teams of round %1 (team pair) instead</source>
        <translation>団体戦の盤は試合に従います：代わりに第 %1 回戦のチームを組み合わせてください（team pair）</translation>
    </message>
    <message>
        <source>a round is paired: the event&apos;s kind and its number of boards stay as they are</source>
        <translation>組み合わせ済みの回戦があります：大会の種類と席数は変えられません</translation>
    </message>
    <message>
        <source>the event has teams: remove them to make it an individual event</source>
        <translation>大会にチームがあります：個人戦にするにはチームを削除してください</translation>
    </message>
    <message>
        <source>a McMahon bar needs the team Swiss pairing</source>
        <translation>マクマホン・バーはチーム・スイスでのみ使えます</translation>
    </message>
    <message>
        <source>the McMahon bar is not a rank</source>
        <translation>マクマホン・バーが段級位ではありません</translation>
    </message>
    <message>
        <source>Table %1 is not the first even board of its match: the nigiri at table %2 gives every board its colours</source>
        <translation>%1 番テーブルは試合の最初の互先の席ではありません：%2 番テーブルのニギリが全席の手番を決めます</translation>
    </message>
    <message>
        <source>two different teams are needed (got %1 twice)</source>
        <translation>異なる二チームが必要です（%1 が二回指定されました）</translation>
    </message>
    <message>
        <source>the event has no stage %1</source>
        <translation>この大会にステージ%1はありません</translation>
    </message>
    <message>
        <source>The file&apos;s stages cannot be used: %1</source>
        <translation>ファイルのステージ設定は使えません：%1</translation>
    </message>
    <message>
        <source>this event is one Swiss or McMahon stage: nothing to place</source>
        <translation>この大会はスイス式またはマクマホン方式の1ステージのみ：番号決めは不要です</translation>
    </message>
    <message>
        <source>stage %1 is paired round by round: nothing to place</source>
        <translation>ステージ%1は回戦ごとに組み合わせます：番号決めは不要です</translation>
    </message>
    <message>
        <source>stage %1 has its players placed already</source>
        <translation>ステージ%1の選手の番号は決定済みです</translation>
    </message>
    <message>
        <source>stage %1 needs at least %2 players; it has %3</source>
        <translation>ステージ%1には %2 人以上必要です（現在 %3 人）</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a match of the round before it is not decided (a result, or the referee&apos;s decision, is missing)</source>
        <translation>第%1回戦はまだ組み合わせられません：前の回戦に勝敗の決まらない試合があります（結果か審判の裁定がない）</translation>
    </message>
    <message>
        <source>round %1 cannot be paired yet: a game of the round before it has no result (or needs the referee&apos;s decision)</source>
        <translation>第%1回戦はまだ組み合わせられません：前の回戦に結果のない対局があります（または審判の裁定が必要）</translation>
    </message>
    <message>
        <source>round %1 is not in a round-robin or knockout stage</source>
        <translation>第%1回戦は総当たりでもトーナメントのステージでもありません</translation>
    </message>
    <message>
        <source>stage %1&apos;s players are not placed yet</source>
        <translation>ステージ%1の選手の番号はまだ決まっていません</translation>
    </message>
    <message>
        <source>stage %1, group %2: the players&apos; numbers are not 1 to %3 (was the file edited by hand?); take the places back and place the players again</source>
        <translation>ステージ%1 グループ%2：選手の番号が 1〜%3 になっていません（ファイルを手で編集しましたか）。番号を取り消して決め直してください</translation>
    </message>
    <message>
        <source>Round %1 has no game to pair: every match of its bracket round is decided</source>
        <translation>第%1回戦に組み合わせる対局はありません：その回戦の試合はすべて決着しています</translation>
    </message>
    <message>
        <source>stage %1 is not a knockout</source>
        <translation>ステージ%1はトーナメントではありません</translation>
    </message>
    <message>
        <source>round %1 is not a knockout round</source>
        <translation>第%1回戦はトーナメントの回戦ではありません</translation>
    </message>
    <message>
        <source>player %1 does not play at table %2</source>
        <translation>選手 %1 は第%2台で対局していません</translation>
    </message>
    <message>
        <source>the board decided table %1 (or has no result yet): no decision is needed</source>
        <translation>第%1台は盤上で決着しています（またはまだ結果がありません）：裁定は不要です</translation>
    </message>
    <message>
        <source>the stages were changed by another program since they were read: look at them again</source>
        <translation>ステージ設定は読み込み後に他のプログラムで変更されました：もう一度確認してください</translation>
    </message>
    <message>
        <source>stage %1 has its players placed: take the places back first</source>
        <translation>ステージ%1は選手の番号が決まっています：先に取り消してください</translation>
    </message>
    <message>
        <source>stage %1 has paired rounds: unpair them first</source>
        <translation>ステージ%1には組み合わせ済みの回戦があります：先に取り消してください</translation>
    </message>
    <message>
        <source>a referee&apos;s decision needs its reason</source>
        <translation>審判の裁定には理由が必要です</translation>
    </message>
    <message>
        <source>stage %1: stages are numbered 1, 2, … in order</source>
        <translation>ステージ%1：ステージは 1、2… の順に番号を付けます</translation>
    </message>
    <message>
        <source>stage %1 must start at round %2</source>
        <translation>ステージ%1は第%2回戦から始まる必要があります</translation>
    </message>
    <message>
        <source>stage %1: an event has at most 99 rounds</source>
        <translation>ステージ%1：大会は最大99回戦です</translation>
    </message>
    <message>
        <source>stage %1: a Swiss or McMahon stage needs its number of rounds</source>
        <translation>ステージ%1：スイス式・マクマホン方式のステージには回戦数が必要です</translation>
    </message>
    <message>
        <source>stage %1: a Swiss, McMahon or groups stage can only be the first</source>
        <translation>ステージ%1：スイス式・マクマホン方式・グループリーグは最初のステージにしかできません</translation>
    </message>
    <message>
        <source>stage 1 is played by every registered player</source>
        <translation>ステージ1は登録した全選手が参加します</translation>
    </message>
    <message>
        <source>stage %1: say how many players of the stage before go on (at least 2)</source>
        <translation>ステージ%1：前のステージから勝ち上がる人数を指定してください（2人以上）</translation>
    </message>
    <message>
        <source>stage %1: 2 to 16 groups</source>
        <translation>ステージ%1：グループは2〜16</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage has groups</source>
        <translation>ステージ%1：グループがあるのはグループリーグだけです</translation>
    </message>
    <message>
        <source>stage %1: a knockout match is one game or best of three</source>
        <translation>ステージ%1：トーナメントの試合は1局または三番勝負です</translation>
    </message>
    <message>
        <source>stage %1: only a knockout has a game for third place</source>
        <translation>ステージ%1：3位決定戦があるのはトーナメントだけです</translation>
    </message>
    <message>
        <source>stage %1: only a groups stage sends the top of each group on</source>
        <translation>ステージ%1：各グループ上位の勝ち上がりはグループリーグだけです</translation>
    </message>
    <message>
        <source>stage %1: its rounds are not known yet, so no stage can follow</source>
        <translation>ステージ%1：回戦数が未定のため、後にステージを置けません</translation>
    </message>
    <message>
        <source>round %1, table %2: the bracket went on from this result; unpair round %3 (and any after it) before changing it</source>
        <translation>第%1回戦 第%2台：この結果で勝ち上がりが進んでいます。変更する前に第%3回戦（とその後の回戦）の組み合わせを取り消してください</translation>
    </message>
    <message>
        <source>the event&apos;s rounds follow its stages: change the stages instead</source>
        <translation>大会の回戦数はステージで決まります：ステージを変更してください</translation>
    </message>
    <message>
        <source>stage %1 is not over: round %2 is not paired or has a game without a result</source>
        <translation>ステージ%1はまだ終わっていません：第%2回戦が未組み合わせか、結果のない対局があります</translation>
    </message>
    <message>
        <source>stage %1 is not over: its bracket has no winner yet</source>
        <translation>ステージ%1はまだ終わっていません：優勝者が決まっていません</translation>
    </message>
    <message>
        <source>%1 has a place in stage %2: take the stage&apos;s places back first (stage unplace), or withdraw the player.</source>
        <translation>%1 はステージ%2に番号があります：先にそのステージの番号を取り消す（stage unplace）か、棄権扱いにしてください。</translation>
    </message>
    <message>
        <source>the referee&apos;s decision of round %1, table %2 was changed by another program: look at it again</source>
        <translation>第%1回戦 第%2台の審判の裁定は他のプログラムで変更されました：もう一度確認してください</translation>
    </message>
    <message>
        <source>the stage before has no known number of rounds yet: place its players first</source>
        <translation>前のステージの回戦数がまだ決まっていません：先に選手の番号を決めてください</translation>
    </message>
    <message>
        <source>round %1, table %2 has no referee&apos;s decision</source>
        <translation>第%1回戦 第%2台に審判の裁定はありません</translation>
    </message>
    <message>
        <source>round %1, table %2 has the referee&apos;s decision already: take it back first (undo)</source>
        <translation>第%1回戦 第%2台には審判の裁定がすでにあります：先に取り消してください（元に戻す）</translation>
    </message>
    <message>
        <source>OpenGotha cannot hold this event&apos;s team rules: %1. Reopened, the file ranks the teams otherwise; export anyway only to pair or print it there.</source>
        <translation>OpenGotha はこの大会の団体規則を保持できません: %1。開き直すとチームの順位が変わります。OpenGotha で組み合わせや印刷をする場合に限り、それでも書き出してください。</translation>
    </message>
    <message>
        <source>this is not a team event: the team column is left out (make the event a team event first to import its teams)</source>
        <translation>団体戦ではありません: チームの列は読み込みません（チームを読み込むには先に大会を団体戦にしてください）</translation>
    </message>
    <message>
        <source>round %1 is outside the event&apos;s rounds (1 to %2)</source>
        <translation>第 %1 ラウンドは大会のラウンド（1〜%2）にありません</translation>
    </message>
    <message>
        <source>every team plays in round %1 already</source>
        <translation>第 %1 ラウンドは全チームが対戦済みです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1, 2, …)</source>
        <translation>「%1」は台の番号（1、2、…）ではありません</translation>
    </message>
    <message>
        <source>a board without a team</source>
        <translation>チームのない台番号</translation>
    </message>
    <message>
        <source>%1 has two players on board %2 (lines %3 and %4)</source>
        <translation>%1 の %2 番台に選手が 2 人います（%3 行目と %4 行目）</translation>
    </message>
    <message>
        <source>round %1: no event has it (rounds are 1 to %2)</source>
        <translation>第 %1 ラウンド: そのようなラウンドはありません（1〜%2）</translation>
    </message>
    <message>
        <source>%1: stage %2 has %3 players placed and %4 as its number of rounds, which its format does not give (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：ステージ %2 は %3 人が配置され回戦数が %4 ですが、その方式ではそうなりません（ファイルが天元の外で変更されました）。ファイルは拒否され、そのまま残されます。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: row %2 of “%3” names player %4, who is not in that game or team (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：「%3」の %2 行目が選手 %4 を指していますが、その対局やチームにいません（ファイルが天元の外で変更されました）。ファイルは拒否され、そのまま残されます。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: team %2 has the bye in round %3 and plays a match in it too (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：チーム %2 は %3 回戦で不戦勝（休み）なのに、その回戦で対戦もしています（ファイルが天元の外で変更されました）。ファイルは拒否され、そのまま残されます。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>the grace before a table whose device is gone is paused must be 0 to 600 s</source>
        <translation>端末がなくなった卓を一時停止するまでの猶予は 0～600 秒でなければなりません</translation>
    </message>
    <message>
        <source>the hall of this tournament is served by another program: process %1 on %2 (its lease runs to %3 unless it stops first)</source>
        <translation>この大会の会場は別のプログラムが運用しています：%2 のプロセス %1（先に止まらない限り、リースは %3 まで）</translation>
    </message>
    <message>
        <source>the hall was stopped</source>
        <translation>会場は停止しました</translation>
    </message>
    <message>
        <source>taking a flag back needs the referee&apos;s reason</source>
        <translation>時間切れを取り消すには審判の理由が必要です</translation>
    </message>
    <message>
        <source>no flag has fallen</source>
        <translation>時間切れは起きていません</translation>
    </message>
    <message>
        <source>a team inside the team of line %1</source>
        <translation>%1 行目のチームの中にチームがあります</translation>
    </message>
    <message>
        <source>%1 is the name of the team of line %2 too</source>
        <translation>%2 行目のチームも %1 という名前です</translation>
    </message>
    <message>
        <source>board %1 of round %2 of %3 has a player already (line %4)</source>
        <translation>%3 の %2 回戦 %1 番ボードには既に選手がいます（%4 行目）</translation>
    </message>
    <message>
        <source>%1 is in another team&apos;s line-up for round %2: change that line-up first</source>
        <translation>%1 は %2 回戦の別のチームのオーダーに入っています。先にそのオーダーを変更してください</translation>
    </message>
    <message>
        <source>only a later stage can be removed</source>
        <translation>削除できるのは後のステージだけです</translation>
    </message>
    <message>
        <source>only the last stage (%1) can be removed</source>
        <translation>削除できるのは最後のステージ（%1）だけです</translation>
    </message>
    <message>
        <source>a confirmation needs the side (B or W)</source>
        <translation>確認には側（B または W）が必要です</translation>
    </message>
    <message>
        <source>a team event has no stages: its round robin is its team pairing (the team rules)</source>
        <translation>団体戦には段階がありません。団体戦のリーグ戦はそのチーム組み合わせ（団体規則）で行います</translation>
    </message>
    <message>
        <source>division %1: an id given twice</source>
        <translation>部 %1：番号が重複しています</translation>
    </message>
    <message>
        <source>division %1: a division needs a name</source>
        <translation>部 %1：部には名前が必要です</translation>
    </message>
    <message>
        <source>two divisions are named &quot;%1&quot;: each needs a name of its own</source>
        <translation>二つの部が「%1」という名前です：それぞれ別の名前が必要です</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: %2 rounds (1 to 99)</source>
        <translation>部「%1」：%2 回戦（1～99）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: tables %2-%3 are not a range from 1 to %4</source>
        <translation>部「%1」：卓 %2-%3 は 1～%4 の範囲ではありません</translation>
    </message>
    <message>
        <source>the event&apos;s first division is missing</source>
        <translation>大会の最初の部がありません</translation>
    </message>
    <message>
        <source>divisions &quot;%1&quot; and &quot;%2&quot; share tables %3-%4: give each its own range</source>
        <translation>部「%1」と「%2」が卓 %3-%4 を共有しています：それぞれに別の範囲を指定してください</translation>
    </message>
    <message>
        <source>%1: player %2 is in division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：選手 %2 は部 %3 に属していますが、大会にその部はありません（ファイルが天元の外で変更されました）。開かずにそのまま残しました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>%1: %2 (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1：%2（ファイルが天元の外で変更されました）。開かずにそのまま残しました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>the divisions were changed by another program since they were read: look at them again</source>
        <translation>読み込んだ後に部が別のプログラムで変更されました：もう一度確認してください</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; still has %2 players: move them to another division first</source>
        <translation>部「%1」にはまだ %2 人の選手がいます：先に別の部へ移してください</translation>
    </message>
    <message>
        <source>the event has no division %1</source>
        <translation>大会に部 %1 はありません</translation>
    </message>
    <message>
        <source>a team event has no divisions: make a file for each team event</source>
        <translation>団体戦に部はありません：団体戦ごとにファイルを作ってください</translation>
    </message>
    <message>
        <source>the first division&apos;s system and rounds are the event&apos;s own: change them in the event&apos;s settings (tengen-cli settings, stage)</source>
        <translation>最初の部の方式と回戦数は大会自体のものです：大会の設定で変更してください（tengen-cli settings、stage）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has begun: its system stays as it is</source>
        <translation>部「%1」は始まっています：方式は変えられません</translation>
    </message>
    <message>
        <source>the first division holds the event&apos;s own settings: remove the others first, or rename it</source>
        <translation>最初の部は大会自体の設定を持っています：先に他の部を削除するか、名前を変えてください</translation>
    </message>
    <message>
        <source>%1: the division&apos;s round 1 is paired; moving a player now needs the director&apos;s reason</source>
        <translation>%1：部の第1回戦は組み合わせ済みです。今選手を移すにはディレクターの理由が必要です</translation>
    </message>
    <message>
        <source>the event has %1 divisions already: divisions are made from the registration only for an event of one</source>
        <translation>大会にはすでに %1 の部があります：登録から部を作れるのは部が一つの大会だけです</translation>
    </message>
    <message>
        <source>round 1 is paired: the divisions are made before it</source>
        <translation>第1回戦は組み合わせ済みです：部はその前に作ります</translation>
    </message>
    <message>
        <source>no players to make divisions of</source>
        <translation>部に分ける選手がいません</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: a certification group needs both its grades and its award table</source>
        <translation>部「%1」：認定の部には認定する段級位と認定表の両方が必要です</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: the grades it certifies are not a range</source>
        <translation>部「%1」：認定する段級位が範囲になっていません</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its award table is for %2 rounds, and it plays %3</source>
        <translation>部「%1」：認定表は %2 回戦用ですが、この部は %3 回戦です</translation>
    </message>
    <message>
        <source>award table %1: %2 rounds (1 to 99)</source>
        <translation>認定表 %1：%2 回戦（1～99）</translation>
    </message>
    <message>
        <source>award table %1: a rule for %2 wins, beyond its %3 rounds</source>
        <translation>認定表 %1：%2 勝の規則がありますが、%3 回戦を超えています</translation>
    </message>
    <message>
        <source>award table %1: two rules for %2 wins</source>
        <translation>認定表 %1：%2 勝の規則が二つあります</translation>
    </message>
    <message>
        <source>award table %1: %2 grades from the one claimed (at most 9)</source>
        <translation>認定表 %1：申告から %2 段級（最大 9）</translation>
    </message>
    <message>
        <source>award table %1: no rule for %2 wins (every score from 0 to %3 needs one)</source>
        <translation>認定表 %1：%2 勝の規則がありません（0～%3 のすべての成績に必要です）</translation>
    </message>
    <message>
        <source>an award table: not a JSON object (at byte %1: %2)</source>
        <translation>認定表：JSON オブジェクトではありません（%1 バイト目：%2）</translation>
    </message>
    <message>
        <source>an award table: &quot;rounds&quot; must be a number</source>
        <translation>認定表：&quot;rounds&quot; は数値でなければなりません</translation>
    </message>
    <message>
        <source>an award table: rule %1 needs &quot;wins&quot; (a number) and &quot;award&quot; (none, claimed, band-top, band-middle, band-bottom, band-above, band-below)</source>
        <translation>認定表：規則 %1 には &quot;wins&quot;（数値）と &quot;award&quot;（none、claimed、band-top、band-middle、band-bottom、band-above、band-below）が必要です</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; is not a certification group: give it the grades it certifies and an award table (division edit --certify)</source>
        <translation>部「%1」は認定の部ではありません：認定する段級位と認定表を指定してください（division edit --certify）</translation>
    </message>
    <message>
        <source>the event has no certification group (division edit --certify)</source>
        <translation>大会に認定の部がありません（division edit --certify）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot;: its players claim no grade: give the grades it certifies</source>
        <translation>部「%1」：選手が段級位を申告していません：認定する段級位を指定してください</translation>
    </message>
    <message>
        <source>%1: round %2 has a game or a bye of division %3, which the event does not have (the file was changed outside Tengen). It is refused and left as it is; open a backup copy.</source>
        <translation>%1: 第 %2 回戦に部門 %3 の対局または不戦がありますが、大会にその部門はありません（ファイルが Tengen 以外で変更されました）。開かずにそのまま残しました。バックアップを開いてください。</translation>
    </message>
    <message>
        <source>a division&apos;s system and rounds are changed with the division (division edit)</source>
        <translation>部門の方式と回戦数は部門で変更します（division edit）</translation>
    </message>
    <message>
        <source>the event has no division “%1” (its divisions: %2)</source>
        <translation>大会に部門「%1」はありません（部門: %2）</translation>
    </message>
    <message>
        <source>the event has %1 divisions: say which one (%2)</source>
        <translation>大会には %1 部門あります: どれか指定してください（%2）</translation>
    </message>
    <message>
        <source>%1 plays %2: a division after the first is paired as McMahon or Swiss for now (a round robin, groups or a knockout is the first division&apos;s, or an event of its own)</source>
        <translation>%1 は %2 です: 最初の部門以外は今のところマクマホンかスイスで組み合わせます（総当たり・グループ・トーナメントは最初の部門か別の大会で）</translation>
    </message>
    <message>
        <source>round %1 of %2 needs %3 tables, and its tables are %4: give it more (division edit --tables)</source>
        <translation>%2 の第 %1 回戦には %3 卓必要ですが、卓は %4 です: 増やしてください（division edit --tables）</translation>
    </message>
    <message>
        <source>round %1 of %2 would need table %3; the event&apos;s tables go up to %4</source>
        <translation>%2 の第 %1 回戦には %3 番卓が必要になります。大会の卓は %4 番までです</translation>
    </message>
    <message>
        <source>round %1 of %2 would be played at tables %3, and table %4 has another division&apos;s game in round %1 (the tables moved as players were added): give %2 tables of its own (division edit --tables)</source>
        <translation>%2 の第 %1 回戦は %3 番卓になりますが、%4 番卓には第 %1 回戦の他部門の対局があります（参加者が増えて卓がずれました）: %2 に専用の卓を割り当ててください（division edit --tables）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the event, its division</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no grade is awarded yet: no certificate to print (the results of the group&apos;s rounds give the grades)</source>
        <translation>まだ段級位が認定されていないため、印刷する認定状はありません（段級位はこの部門の各回戦の結果で決まります）</translation>
    </message>
    <message>
        <source>division &quot;%1&quot; has played rounds: it stays in the event with its games</source>
        <translation>部門「%1」は対局済みの回戦があるため、その対局とともに大会に残ります</translation>
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
        <translation>プロ%1段</translation>
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
        <translation>espeak-ng で %1 を作れませんでした：%2</translation>
    </message>
    <message>
        <source>espeak-ng is not installed and the voice pack has no %1</source>
        <translation>espeak-ng がインストールされておらず、音声パックにも %1 がありません</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ConstraintDialog</name>
    <message>
        <source>Keep a table for a player</source>
        <translation>棋士に対局台を確保</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋士</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>台</translation>
    </message>
    <message>
        <source>Every round</source>
        <translation>全回戦</translation>
    </message>
    <message>
        <source>Never pair two players</source>
        <translation>2人を決して組み合わせない</translation>
    </message>
    <message>
        <source>Pair two players in round %1</source>
        <translation>第%1回戦で2人を組み合わせる</translation>
    </message>
    <message>
        <source>and</source>
        <translation>と</translation>
    </message>
    <message>
        <source>why (siblings, same family, a player&apos;s request…)</source>
        <translation>理由（兄弟姉妹、同じ家族、棋士の希望…）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DisputeView</name>
    <message>
        <source>Chinese (area, 子)</source>
        <translation>中国ルール（地と石を数える、子単位）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓国ルール</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA ルール</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>応氏ルール</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>ニュージーランドルール</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>トロンプ・テイラールール</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋譜ファイル (*.sgf *.SGF);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the decision</source>
        <translation>裁定書のエクスポート</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Decision written to %1</source>
        <translation>裁定書を %1 に保存しました</translation>
    </message>
    <message>
        <source>Open game record…</source>
        <translation>棋譜を開く…</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>marks a group dead or alive</source>
        <translation>石の一団の死活を指定</translation>
    </message>
    <message>
        <source>places a black stone</source>
        <translation>黒石を置く</translation>
    </message>
    <message>
        <source>places a white stone</source>
        <translation>白石を置く</translation>
    </message>
    <message>
        <source>removes a stone</source>
        <translation>石を取り除く</translation>
    </message>
    <message>
        <source>Black&apos;s count (子)</source>
        <translation>黒の計数（子）</translation>
    </message>
    <message>
        <source>e.g. 184½ — the referee counts one colour</source>
        <translation>例：184½ — 審判は片方の色だけを数えます</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>対局台</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>審判</translation>
    </message>
    <message>
        <source>Export decision (PDF)…</source>
        <translation>裁定書をエクスポート（PDF）…</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The initial position.</source>
        <translation>初期局面です。</translation>
    </message>
    <message>
        <source>A position entered by hand.</source>
        <translation>手で入力した局面です。</translation>
    </message>
    <message>
        <source>Move %1 is illegal under %2: %3.</source>
        <translation>%2では第 %1 手は反則です：%3。</translation>
    </message>
    <message>
        <source>Move %1 is legal under %2.</source>
        <translation>%2では第 %1 手は合法です。</translation>
    </message>
    <message>
        <source>%1  ·  %2</source>
        <translation>%1  ·  %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 手 / 全 %2 手</translation>
    </message>
    <message>
        <source>Black: %1   White: %2   %3</source>
        <translation>黒：%1   白：%2   %3</translation>
    </message>
    <message>
        <source>No result: the marks are inconsistent</source>
        <translation>結果なし：死活の指定に矛盾があります</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black %1 · White %2 · dame %3&lt;br&gt;komi %4 · handicap %5 · compensation %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;黒 %1 · 白 %2 · ダメ %3&lt;br&gt;コミ %4 · 置石 %5 · 置石補正 %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stones: Black %1, White %2 · surrounded points: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;石：黒 %1、白 %2 · 囲んだ空点：黒 %3、白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Territory: Black %1, White %2 · prisoners: Black %3, White %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;地：黒 %1、白 %2 · アゲハマ：黒 %3、白 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seki to confirm: %1 stones&lt;/p&gt;</source>
        <translation>&lt;p&gt;確認が必要なセキ：石 %1 個&lt;/p&gt;</translation>
    </message>
    <message>
        <source>no result: the marks are inconsistent</source>
        <translation>結果なし：死活の指定に矛盾があります</translation>
    </message>
    <message>
        <source>Move %1 (%2) is legal under %3; the referee rules on it.</source>
        <translation>第 %1 手（%2）は%3では合法です。審判が裁定します。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file, not a game record.</source>
        <translation>%1 は開いている大会ファイルで、棋譜ではありません。</translation>
    </message>
    <message>
        <source>%1 is the open tournament file; choose another file.</source>
        <translation>%1 は開いている大会ファイルです。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>対局がありません</translation>
    </message>
</context>
<context>
    <name>tengen::gui::DivisionsDialog</name>
    <message>
        <source>Divisions</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>System</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回戦数</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>参加者</translation>
    </message>
    <message>
        <source>Certifies</source>
        <translation>認定段級位</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>The event&apos;s own division</source>
        <translation>大会自身の部門</translation>
    </message>
    <message>
        <source>Tables of its own</source>
        <translation>専用の卓</translation>
    </message>
    <message>
        <source>A certification group (grades awarded)</source>
        <translation>段級位認定部門（段級位を認定）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>ローマ字の名前</translation>
    </message>
    <message>
        <source>Award table</source>
        <translation>認定表</translation>
    </message>
</context>
<context>
    <name>tengen::gui::FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 ファイル</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <source>About Tengen</source>
        <translation>天元について</translation>
    </message>
    <message>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>天元（Tengen）%1 — 囲碁大会運営ソフト。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新しい大会(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation>選手のインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>大会設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>選手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>選手を追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>選手を編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Withdraw or reinstate</source>
        <translation>棄権／復帰(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Check in for the round</source>
        <translation>この回戦の受付(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation>天元について(&amp;A)</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>登録</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す：%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直し：%1(&amp;R)</translation>
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
        <translation>大会を開けません</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Cannot create the tournament</source>
        <translation>大会を作成できません</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>何もインポートされませんでした</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1 に %n 件の問題があります。ファイルを修正して、もう一度インポートしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>選手 %n 人をインポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament settings were taken from the file.</source>
        <translation>大会設定をファイルから読み込みました。</translation>
    </message>
    <message numerus="yes">
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>重複の可能性がある選手が %n 件あります。確認してください（統合は行っていません）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>インポート完了</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>新しい大会ファイル</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>天元大会ファイル (*.tengen)</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>大会を開く</translation>
    </message>
    <message>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>天元大会ファイル (*.tengen);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>選手のインポート</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>選手リスト (*.csv *.txt *.xml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 表（UTF-8 または GB18030）</translation>
    </message>
    <message>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD レーティングリスト（allworld_lp）</translation>
    </message>
    <message>
        <source>FFG rating list (échelle)</source>
        <translation>FFG レーティングリスト（échelle）</translation>
    </message>
    <message>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 大会ファイル（.xml）</translation>
    </message>
    <message>
        <source>Format of %1</source>
        <translation>%1 の形式</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>&amp;Delete registration…</source>
        <translation>登録を削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Find likely &amp;duplicates…</source>
        <translation>重複の可能性を検索(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.SGF);;All files (*)</source>
        <translation>棋譜ファイル (*.sgf *.SGF);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open &amp;game record for a dispute…</source>
        <translation>紛議の棋譜を開く(&amp;G)…</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>紛議裁定</translation>
    </message>
    <message>
        <source>Cannot read the game record</source>
        <translation>棋譜を読み込めません</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>時計</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>帳票</translation>
    </message>
    <message>
        <source>%1 — %2 (read only) — Tengen</source>
        <translation>%1 — %2（読み取り専用）— 天元</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>実行していません</translation>
    </message>
    <message>
        <source>Opened to read only</source>
        <translation>読み取り専用で開きました</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Quit anyway? They stop now and come back paused when the tournament is opened again.</source>
        <translation>
            <numerusform>%n 台の時計が使用中です。それでも終了しますか？時計は今止まり、大会を開き直すと一時停止の状態で戻ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Pairing settings…</source>
        <translation>組み合わせの設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Make the registration &amp;final</source>
        <translation>登録を確定(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Participation by round…</source>
        <translation>回戦ごとの参加(&amp;P)…</translation>
    </message>
    <message>
        <source>Connect to &amp;server…</source>
        <translation>サーバーに接続(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 — %2 (%3) — Tengen</source>
        <translation>%1 — %2（%3）— Tengen</translation>
    </message>
    <message>
        <source>no role: read only</source>
        <translation>役割なし：閲覧のみ</translation>
    </message>
    <message>
        <source>director</source>
        <translation>大会責任者</translation>
    </message>
    <message>
        <source>registration desk</source>
        <translation>受付</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>結果入力</translation>
    </message>
    <message>
        <source>referee desk</source>
        <translation>審判席</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>閲覧のみ</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) about the file: read, but not everywhere as written; see the details.</source>
        <translation>
            <numerusform>このファイルについて %n 件の警告があります：読み込みましたが、すべてが記載どおりではありません。詳細を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>-copy</source>
        <translation>-コピー</translation>
    </message>
    <message>
        <source>Save a copy of the tournament</source>
        <translation>大会のコピーを保存</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>コピーを保存(&amp;C)…</translation>
    </message>
    <message>
        <source>Add from a &amp;rating list…</source>
        <translation>レーティング一覧から追加(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>棋士を検索(&amp;F)</translation>
    </message>
    <message>
        <source>Tengen — user&apos;s guide</source>
        <translation>天元 — ユーザーガイド</translation>
    </message>
    <message>
        <source>%1	next tab</source>
        <translation>%1	次のタブ</translation>
    </message>
    <message>
        <source>%1	previous tab</source>
        <translation>%1	前のタブ</translation>
    </message>
    <message>
        <source>Enter	in the result field (Rounds): enter the result typed, e.g. 12 1</source>
        <translation>Enter	結果欄（回戦タブ）：入力した結果を登録（例 12 1）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>コピーを保存</translation>
    </message>
    <message>
        <source>A copy of the tournament as it stands now is in %1</source>
        <translation>現在の大会のコピーを %1 に保存しました</translation>
    </message>
    <message>
        <source>Import a whole rating list</source>
        <translation>レーティング一覧全体を取り込む</translation>
    </message>
    <message numerus="yes">
        <source>%1 is a rating list of %n player(s). Register every one of them? To register some, use Players → Add from a rating list… instead.</source>
        <translation>
            <numerusform>%1 は %n 人のレーティング一覧です。全員を登録しますか？一部だけ登録するには「棋士 → レーティング一覧から追加…」を使ってください。</numerusform>
        </translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>団体戦</translation>
    </message>
    <message>
        <source>&amp;Next stage (final, knockout)…</source>
        <translation>次のステージ（決勝、トーナメント）(&amp;N)…</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>次のステージ</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>総当たり戦（循环赛）</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>ダブル総当たり（双循环）</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>トーナメント（淘汰赛）</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三番勝負</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Players (the top of the stage before)</source>
        <translation>人数（前のステージの上位）</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament, open one, or look around the demo tournament first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;大会を新しく作るか、開くか、まずはデモ大会を見てみましょう。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>新しい大会…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>大会を開く…</translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation>デモ大会を開く</translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation>サーバーに接続…</translation>
    </message>
    <message>
        <source>Recent tournaments (double-click to open):</source>
        <translation>最近の大会（ダブルクリックで開く）：</translation>
    </message>
    <message>
        <source>Place the players of the next stage</source>
        <translation>次のステージの選手を配置</translation>
    </message>
    <message>
        <source>Take back the last stage&apos;s places…</source>
        <translation>最後に配置したステージの配置を取り消す…</translation>
    </message>
    <message>
        <source>Remove the last stage…</source>
        <translation>最後のステージを削除…</translation>
    </message>
    <message>
        <source>Every stage&apos;s players are placed.</source>
        <translation>すべてのステージの選手が配置済みです。</translation>
    </message>
    <message>
        <source>No stage&apos;s players are placed.</source>
        <translation>配置済みのステージはありません。</translation>
    </message>
    <message>
        <source>Take back the places</source>
        <translation>配置の取り消し</translation>
    </message>
    <message>
        <source>Take back the places of stage %1? Its players can be placed again.</source>
        <translation>ステージ%1の配置を取り消しますか？選手は再び配置できます。</translation>
    </message>
    <message>
        <source>Remove the last stage</source>
        <translation>最後のステージを削除</translation>
    </message>
    <message>
        <source>Remove the event&apos;s last stage?</source>
        <translation>大会の最後のステージを削除しますか？</translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation>部門(&amp;D):</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), tables %1–%2</source>
        <translation>
            <numerusform>%n 人、%1–%2 番卓</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to another &amp;division…</source>
        <translation>別の部門へ移動(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Divisions…</source>
        <translation>部門(&amp;D)…</translation>
    </message>
    <message>
        <source>Print &amp;certificates…</source>
        <translation>認定状を印刷(&amp;C)…</translation>
    </message>
    <message>
        <source>Print certificates</source>
        <translation>認定状を印刷</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>certificates.pdf</source>
        <translation>認定状.pdf</translation>
    </message>
    <message>
        <source>No certificates</source>
        <translation>認定状なし</translation>
    </message>
    <message>
        <source>Certificates written to %1</source>
        <translation>認定状を %1 に書き出しました</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>大会設定</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>マクマホン方式</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>スイス方式</translation>
    </message>
    <message>
        <source>Chinese (area counting)</source>
        <translation>中国ルール（地と石を数える）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓国ルール</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA ルール</translation>
    </message>
    <message>
        <source>Ing</source>
        <translation>応氏ルール</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>ニュージーランドルール</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>トロンプ・テイラールール</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>例：一般の部、少年の部、女子の部</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>大会名</translation>
    </message>
    <message>
        <source>Name (Latin)</source>
        <translation>大会名（ローマ字）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>会場</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>初日</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>最終日</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回戦数</translation>
    </message>
    <message>
        <source>System</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Komi (points)</source>
        <translation>コミ（目）</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>碁盤のサイズ</translation>
    </message>
    <message>
        <source>+ byo-yomi</source>
        <translation>＋ 秒読み</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>コミ：7.5 のような目数、または 3¾子 のような子数</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Now: %1 (kept unless you change the time)</source>
        <translation>現在：%1（持ち時間を変更しない限りそのまま）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>大会の種類</translation>
    </message>
    <message>
        <source>Individual</source>
        <translation>個人戦</translation>
    </message>
    <message>
        <source>Team event</source>
        <translation>団体戦</translation>
    </message>
    <message>
        <source>Fixed order: a player may be left out, never moved up</source>
        <translation>固定順：外すことはできても、繰り上げはできません</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>By hand, match by match</source>
        <translation>手動で一試合ずつ</translation>
    </message>
    <message>
        <source>win/draw/loss, e.g. 2/1/0 or 3/1/0</source>
        <translation>勝/分/負、例：2/1/0 や 3/1/0</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>A won match</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>得点なし</translation>
    </message>
    <message>
        <source>Boards with handicap by rank (the pairing settings&apos; correction and ceiling)</source>
        <translation>段級位による置き碁（組み合わせ設定の補正と上限による）</translation>
    </message>
    <message>
        <source>empty: team Swiss; a rank such as 3d: McMahon</source>
        <translation>空欄：チーム・スイス；3d などの段級位：マクマホン</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>オーダー</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <source>A tied match</source>
        <translation>引き分けの扱い</translation>
    </message>
    <message>
        <source>A team&apos;s bye</source>
        <translation>チームの不戦勝</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位の基準</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>マクマホン・バー</translation>
    </message>
    <message>
        <source>Match points: %1</source>
        <translation>勝ち点：%1</translation>
    </message>
    <message>
        <source>McMahon bar: an amateur rank such as 3d, or empty</source>
        <translation>マクマホン・バー：3d のようなアマチュア段級位か空欄</translation>
    </message>
    <message>
        <source>A team event</source>
        <translation>団体戦</translation>
    </message>
    <message>
        <source>Team Swiss</source>
        <translation>チーム・スイス</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>総当たり</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>二回総当たり</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>席数</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <source>groups: </source>
        <translation>グループ数：</translation>
    </message>
    <message>
        <source>to the knockout from each: </source>
        <translation>各グループから勝ち上がり：</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>三番勝負</translation>
    </message>
    <message>
        <source>game for third place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Event: a team event plays its round robin as its team pairing (team rules)</source>
        <translation>大会：団体戦の総当たりは団体の組み合わせで設定します（団体規則）</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>総当たり戦（循环赛）</translation>
    </message>
    <message>
        <source>Double round robin (双循环)</source>
        <translation>ダブル総当たり（双循环）</translation>
    </message>
    <message>
        <source>Groups, then knockout (小组赛 + 淘汰赛)</source>
        <translation>グループリーグ＋トーナメント</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>トーナメント（淘汰赛）</translation>
    </message>
    <message>
        <source>Board 1 decides (主将)</source>
        <translation>1 番台（主将）で決める</translation>
    </message>
    <message>
        <source>its winner</source>
        <translation>勝ちチーム</translation>
    </message>
    <message>
        <source>its loser</source>
        <translation>負けチーム</translation>
    </message>
    <message>
        <source>FIDE: match points, board points, opponents&apos; match points, direct encounter</source>
        <translation>FIDE: マッチポイント、ボードポイント、対戦相手のマッチポイント、直接対決</translation>
    </message>
    <message>
        <source>Chinese: match points, board points, opponents&apos; match points, board-1 wins (主将), direct encounter</source>
        <translation>中国式: マッチポイント、ボードポイント、対戦相手のマッチポイント、1 番台（主将）の勝ち、直接対決</translation>
    </message>
    <message>
        <source>OpenGotha: match points, opponents&apos; match points, board points, board points of boards 1–3</source>
        <translation>OpenGotha: マッチポイント、対戦相手のマッチポイント、ボードポイント、1〜3 番台のボードポイント</translation>
    </message>
    <message>
        <source>In an order of your own…</source>
        <translation>独自の順序…</translation>
    </message>
    <message>
        <source>Tick the criteria and drag them into their order</source>
        <translation>基準にチェックを入れ、ドラッグして順に並べてください</translation>
    </message>
    <message>
        <source>Teams of one school or club meet only when no other pairing is left</source>
        <translation>同じ学校・クラブのチームは他に組み合わせがない時だけ対戦する</translation>
    </message>
    <message>
        <source>Standings: tick at least one criterion</source>
        <translation>順位の基準: 少なくとも 1 つ選んでください</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>組み合わせの設定</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>プリセットを選ぶ…</translation>
    </message>
    <message>
        <source>Chinese national event (中国全国比赛)</source>
        <translation>中国全国大会</translation>
    </message>
    <message>
        <source>EGF McMahon</source>
        <translation>EGF マクマホン</translation>
    </message>
    <message>
        <source>AGA McMahon</source>
        <translation>AGA マクマホン</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>スイス方式</translation>
    </message>
    <message>
        <source>Swiss with categories (SwissCat)</source>
        <translation>クラス別スイス方式（SwissCat）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>マクマホン方式</translation>
    </message>
    <message>
        <source>Swiss (积分编排)</source>
        <translation>スイス方式</translation>
    </message>
    <message>
        <source>Round the scores of unplayed rounds down</source>
        <translation>対局しなかった局の点を切り捨てる</translation>
    </message>
    <message>
        <source>System</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>McMahon bar (上限)</source>
        <translation>マクマホン上限</translation>
    </message>
    <message>
        <source>McMahon floor (下限)</source>
        <translation>マクマホン下限</translation>
    </message>
    <message>
        <source>Bye (轮空) scores</source>
        <translation>不戦勝の点</translation>
    </message>
    <message>
        <source>Absence scores</source>
        <translation>欠席の点</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Criterion %1</source>
        <translation>基準%1</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Split and random</source>
        <translation>二分してランダム</translation>
    </message>
    <message>
        <source>Split and fold</source>
        <translation>二分して折り返し</translation>
    </message>
    <message>
        <source>Split and slip</source>
        <translation>二分してずらし</translation>
    </message>
    <message>
        <source>Players of one club or country meet late (同单位回避)</source>
        <translation>同じクラブ・国の選手は後で当たる</translation>
    </message>
    <message>
        <source>Seeding up to round</source>
        <translation>この局までのシード方式</translation>
    </message>
    <message>
        <source>Seeding in those rounds</source>
        <translation>その局までのシード</translation>
    </message>
    <message>
        <source>Seeding after them</source>
        <translation>その後のシード</translation>
    </message>
    <message>
        <source>Score difference rather than the same club</source>
        <translation>同じクラブより点差を選ぶ度合い</translation>
    </message>
    <message>
        <source>Score difference rather than the same country</source>
        <translation>同じ国より点差を選ぶ度合い</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <source>McMahon score</source>
        <translation>マクマホン点</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>0 (even games)</source>
        <translation>0（互先）</translation>
    </message>
    <message>
        <source>Handicap from</source>
        <translation>置き石の基準</translation>
    </message>
    <message>
        <source>Even games from rank</source>
        <translation>この段級位から互先</translation>
    </message>
    <message>
        <source>Correction (stones fewer)</source>
        <translation>減らす子数</translation>
    </message>
    <message>
        <source>At most (stones)</source>
        <translation>最大の置き石</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <source>Rounds are paired: why the change? (kept in the journal)</source>
        <translation>組み合わせ済みの局があります：変更の理由は？（記録に残ります）</translation>
    </message>
    <message>
        <source>No round is paired yet: no reason needed</source>
        <translation>まだ組み合わせた局はありません：理由は不要です</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amateur rank (such as 4d or 20k)</source>
        <translation>%1：&apos;%2&apos; はアマチュアの段級位ではありません（4d や 20k など）</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>マクマホン上限</translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation>マクマホン下限</translation>
    </message>
    <message>
        <source>The McMahon floor is above the bar.</source>
        <translation>マクマホンの下限が上限より上です。</translation>
    </message>
    <message>
        <source>Choose at least one placement criterion.</source>
        <translation>順位の基準を少なくとも一つ選んでください。</translation>
    </message>
    <message>
        <source>Rounds are paired already: say why the settings change.</source>
        <translation>すでに組み合わせた局があります：設定を変える理由を書いてください。</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ParticipationDialog</name>
    <message>
        <source>playing</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <source>Participation by round</source>
        <translation>回戦ごとの参加</translation>
    </message>
    <message>
        <source>Click a cell for the next state (playing, absent, bye); click a round&apos;s heading to make everybody play it, or if all do, to mark everybody absent.</source>
        <translation>セルをクリックすると次の状態（参加・欠席・不戦勝）になります。回戦の見出しをクリックすると全員がその回戦に参加し、全員参加済みなら全員欠席になります。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>No change yet.</source>
        <translation>まだ変更はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed (in bold); OK writes them together.</source>
        <translation>
            <numerusform>%n 人を変更（太字）。OK でまとめて書き込みます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>選手の編集</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>選手の追加</translation>
    </message>
    <message>
        <source>e.g. Ke</source>
        <translation>例：Iyama</translation>
    </message>
    <message>
        <source>e.g. Jie</source>
        <translation>例：Yuta</translation>
    </message>
    <message>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation>姓が先（井山裕太、Iyama Yuta）</translation>
    </message>
    <message>
        <source>Given name first (Thomas Müller)</source>
        <translation>名が先（Thomas Müller）</translation>
    </message>
    <message>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN、JP、KR、FR… または 日本</translation>
    </message>
    <message>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, アマ2段, 5級</translation>
    </message>
    <message>
        <source>only to override rank and rating</source>
        <translation>段級位とレーティングを上書きする場合のみ</translation>
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
        <translation>その他</translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>yyyy-mm-dd</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未回答</translation>
    </message>
    <message>
        <source>female</source>
        <translation>女性</translation>
    </message>
    <message>
        <source>male</source>
        <translation>男性</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>仮登録</translation>
    </message>
    <message>
        <source>final</source>
        <translation>本登録</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
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
        <translation>姓（ローマ字）</translation>
    </message>
    <message>
        <source>Given name (Latin)</source>
        <translation>名（ローマ字）</translation>
    </message>
    <message>
        <source>Name order</source>
        <translation>姓名の順序</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>棋力</translation>
    </message>
    <message>
        <source>Declared rank</source>
        <translation>申告段級位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Rank set by the director</source>
        <translation>審判長が決めた段級位</translation>
    </message>
    <message>
        <source>McMahon correction</source>
        <translation>マクマホン補正</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>登録情報</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Association</source>
        <translation>所属団体</translation>
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
        <translation>FFG ライセンス番号</translation>
    </message>
    <message>
        <source>Other IDs</source>
        <translation>その他の ID</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>生年月日</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>参加費（請求額）</translation>
    </message>
    <message>
        <source>Fee paid</source>
        <translation>参加費（支払済）</translation>
    </message>
    <message>
        <source>Contact (private)</source>
        <translation>連絡先（非公開）</translation>
    </message>
    <message>
        <source>Notes (private)</source>
        <translation>メモ（非公開）</translation>
    </message>
    <message>
        <source>Enter the player&apos;s name.</source>
        <translation>選手の氏名を入力してください。</translation>
    </message>
    <message>
        <source>Declared rank: %1</source>
        <translation>申告段級位：%1</translation>
    </message>
    <message>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>審判長指定の段級位：「%1」は段級位ではありません</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>レーティング：「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>マクマホン補正：整数（通常は 0）</translation>
    </message>
    <message>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>国・地域：「%1」は国名でも 2 文字の国コードでもありません</translation>
    </message>
    <message>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>生年月日：「%1」は日付ではありません（yyyy-mm-dd）</translation>
    </message>
    <message>
        <source>Plays as %1 (%2)</source>
        <translation>%1（%2）として対局</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <source>withdrawn</source>
        <translation>棄権</translation>
    </message>
    <message>
        <source>final</source>
        <translation>本登録</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>仮登録</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>支払済</translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation>未払い %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>受付済</translation>
    </message>
    <message>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>段級位が未設定です：申告段級位またはレーティングを入力してください</translation>
    </message>
    <message>
        <source>Set by the director</source>
        <translation>審判長が指定</translation>
    </message>
    <message>
        <source>From the rating</source>
        <translation>レーティングから算出</translation>
    </message>
    <message>
        <source>As declared</source>
        <translation>申告どおり</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>氏名</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>ローマ字氏名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>申告</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>参加費</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Born %1; age on the first day of the event</source>
        <translation>%1 生まれ。大会初日時点の年齢</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年齢</translation>
    </message>
    <message>
        <source>other list</source>
        <comment>a rating from another list than EGD, AGA, FFG</comment>
        <translation>その他のレーティング</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RatingListDialog</name>
    <message>
        <source>Add from a rating list</source>
        <translation>レーティング一覧から追加</translation>
    </message>
    <message>
        <source>Choose the list…</source>
        <translation>一覧を選ぶ…</translation>
    </message>
    <message>
        <source>Part of a name, an EGD PIN, a licence or a club</source>
        <translation>名前の一部、EGD PIN、ライセンス番号またはクラブ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No rating list chosen yet.</source>
        <translation>レーティング一覧がまだ選ばれていません。</translation>
    </message>
    <message>
        <source>Choose a rating list</source>
        <translation>レーティング一覧を選ぶ</translation>
    </message>
    <message>
        <source>Rating lists (*.txt *.TXT);;All files (*)</source>
        <translation>レーティング一覧 (*.txt *.TXT);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 is not an EGD, FFG or AGA rating list</source>
        <translation>%1 は EGD・FFG・AGA のレーティング一覧ではありません</translation>
    </message>
    <message>
        <source>%1 is a tournament file, not a rating list</source>
        <translation>%1 は大会ファイルで、レーティング一覧ではありません</translation>
    </message>
    <message>
        <source>%1 holds no player</source>
        <translation>%1 に棋士がいません</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1：%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the federation&apos;s list (EGD, FFG or AGA) first.</source>
        <translation>まず協会の一覧（EGD・FFG・AGA）を選んでください。</translation>
    </message>
    <message>
        <source>Type part of a name, an ID or a club.</source>
        <translation>名前・ID・クラブの一部を入力してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) shown</source>
        <translation>
            <numerusform>%n 人を表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Registered %1</source>
        <translation>%1 を登録しました</translation>
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
        <translation>一時停止</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>封じ手</translation>
    </message>
    <message>
        <source>flag: %1</source>
        <translation>時間切れ：%1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>持ち時間：%1</translation>
    </message>
    <message>
        <source>Table %1: %2 to the flag (%3)</source>
        <translation>%1 番台：時間切れまで %2（%3）</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>全て一時停止</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>全て再開</translation>
    </message>
    <message>
        <source>Attention (soonest first)</source>
        <translation>注意（迫っている順）</translation>
    </message>
    <message>
        <source>The clock journal could not be written: %1</source>
        <translation>時計の記録を書き込めません：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) recovered from the tournament file, paused: resume when the players are ready.</source>
        <translation>
            <numerusform>大会ファイルから %n 台の時計を復元しました（一時停止中）。対局者の準備ができたら再開してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>テーブル表示</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Calls are made in byo-yomi only.</source>
        <translation>読み上げは秒読みの間だけです。</translation>
    </message>
    <message>
        <source>The calls of this event</source>
        <translation>この大会の読み上げ</translation>
    </message>
    <message>
        <source>A recorded voice pack (sec_30.wav, count_7.wav, …)</source>
        <translation>録音した音声パック（sec_30.wav、count_7.wav、…）</translation>
    </message>
    <message>
        <source>Spoken calls: %1</source>
        <translation>読み上げ：%1</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>テーブル %1 はありません。</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>テーブル %1：%2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Sealed move (stop the clock)</source>
        <translation>封じ手（時計を止める）</translation>
    </message>
    <message>
        <source>Open the sealed move</source>
        <translation>封じ手を開く</translation>
    </message>
    <message>
        <source>Take back a wrong press</source>
        <translation>押し間違いを取り消す</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>左右を入れ替える</translation>
    </message>
    <message>
        <source>Adjust time…</source>
        <translation>時間を調整…</translation>
    </message>
    <message>
        <source>Adjust the time of table %1</source>
        <translation>テーブル %1 の時間を調整</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Add (negative: remove)</source>
        <translation>加える（負の値で減らす）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Adjust time</source>
        <translation>時間の調整</translation>
    </message>
    <message>
        <source>This takes the time to zero. Adjust anyway?</source>
        <translation>時間が 0 になります。調整しますか？</translation>
    </message>
    <message>
        <source>Speak this table&apos;s calls here</source>
        <translation>このテーブルの読み上げをここで流す</translation>
    </message>
    <message>
        <source>Table mode (full screen)</source>
        <translation>テーブル表示（全画面）</translation>
    </message>
    <message>
        <source>Click a table when the player to move has moved; click a flashing table to acknowledge its flag. Right-click for the table&apos;s actions.</source>
        <translation>手番の対局者が打ったらテーブルをクリック。点滅しているテーブルをクリックすると時間切れを確認します。右クリックでテーブルの操作。</translation>
    </message>
    <message>
        <source>Spoken calls</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Voice pack…</source>
        <translation>音声パック…</translation>
    </message>
    <message>
        <source>Calls…</source>
        <translation>読み上げ…</translation>
    </message>
    <message>
        <source>The calls of this event in byo-yomi, editable</source>
        <translation>この大会の秒読みの読み上げ（編集可）</translation>
    </message>
    <message>
        <source>Spoken calls: no audio output was found; the calls are timed but not heard.</source>
        <translation>読み上げ：音声出力が見つかりません。読み上げの時刻は記録されますが聞こえません。</translation>
    </message>
    <message>
        <source>⚑ flag</source>
        <translation>⚑ 時間切れ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set up the clocks</source>
        <translation>時計の設定</translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop (their journal stays in the tournament file).</source>
        <translation>
            <numerusform>%n 台の時計が使用中です。それでも新しい時計を設定しますか？使用中の時計は止まります（記録は大会ファイルに残ります）。</numerusform>
        </translation>
    </message>
    <message>
        <source># Calls in byo-yomi: offsets in seconds from the start of each period.</source>
        <translation># 秒読みの読み上げ：各回の始まりからの秒数。</translation>
    </message>
    <message>
        <source># ordinary: periods with more to come; last: the last period.</source>
        <translation># ordinary：後にまだ回がある回；last：最後の回。</translation>
    </message>
    <message>
        <source># Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the count in the last period).</source>
        <translation># キー：sec:N（N秒）、min:N、left_min:N、left_periods:N（残りN）、count:N（最後の回の読み）。</translation>
    </message>
    <message>
        <source>Game over (stop both clocks)…</source>
        <translation>終局（両方の時計を止める）…</translation>
    </message>
    <message>
        <source> (%1 – %2)</source>
        <translation>（%1 – %2）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Declare the game at table %1%2 over? Both clocks stop for good.</source>
        <translation>%1番%2の対局を終局にしますか？両方の時計が止まり、再開できません。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>局</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The round whose games the clocks are for: its tables, both players&apos; names and the event&apos;s time control</source>
        <translation>時計の対象となる局：その対局番号、両対局者の名前、大会の持ち時間</translation>
    </message>
    <message>
        <source>The clocks in play are not in this tournament&apos;s journal; set up the round&apos;s clocks when they are done.</source>
        <translation>使用中の時計はこの大会の記録にありません。終わってからこの局の時計を設定してください。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control: %2</source>
        <translation>「%1」は持ち時間の設定ではありません：%2</translation>
    </message>
    <message>
        <source>Time control of this table…</source>
        <translation>この席の持ち時間…</translation>
    </message>
    <message>
        <source>Time control of table %1</source>
        <translation>%1 番の持ち時間</translation>
    </message>
    <message>
        <source>Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):</source>
        <translation>持ち時間（時計タブと同じ書き方。例：byoyomi:main=60m,period=30s,periods=3）：</translation>
    </message>
    <message>
        <source>Table %1 plays %2.</source>
        <translation>%1 番の持ち時間は %2 です。</translation>
    </message>
    <message numerus="yes">
        <source>%n journal record(s) of an unknown kind were left out.</source>
        <translation>
            <numerusform>種類不明の記録%n件を除外しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The players&apos; names could not be read; the tiles show table numbers.</source>
        <translation>対局者の名前を読み込めませんでした。各台には台番号だけを表示します。</translation>
    </message>
    <message>
        <source>offline %1</source>
        <translation>オフライン %1</translation>
    </message>
    <message>
        <source>pause asked</source>
        <translation>一時停止の要請</translation>
    </message>
    <message>
        <source>result to confirm</source>
        <translation>確認待ちの結果</translation>
    </message>
    <message>
        <source>Enter the table&apos;s result (%1)…</source>
        <translation>この台の結果を記録（%1）…</translation>
    </message>
    <message>
        <source>Change the result of table %1</source>
        <translation>第%1台の結果を変更</translation>
    </message>
    <message>
        <source>The round has another result for this game. Why is it changed to %1?</source>
        <translation>この対局には別の結果が記録されています。なぜ%1に変更しますか？</translation>
    </message>
    <message>
        <source>Set the table&apos;s result aside</source>
        <translation>この台の結果を保留にする</translation>
    </message>
    <message>
        <source>Table %1: the device is offline since %2</source>
        <translation>第%1台：端末は%2からオフライン</translation>
    </message>
    <message>
        <source>Table %1: the players paused the clock</source>
        <translation>第%1台：対局者が時計を止めました</translation>
    </message>
    <message>
        <source>Table %1: %2 to confirm</source>
        <translation>第%1台：%2 の確認待ち</translation>
    </message>
    <message>
        <source>Table %1: sealed move %2</source>
        <translation>第%1台：封じ手 %2</translation>
    </message>
    <message>
        <source>Table devices</source>
        <translation>対局台の端末</translation>
    </message>
    <message>
        <source>A phone or tablet at each table shows and presses its clock over the network, on this address and port</source>
        <translation>各対局台のスマートフォンやタブレットが、このアドレスとポートでネットワーク越しに時計を表示し押します</translation>
    </message>
    <message>
        <source>Referee PIN</source>
        <translation>審判の暗証番号</translation>
    </message>
    <message>
        <source>Needed for a referee&apos;s action from a table&apos;s device</source>
        <translation>対局台の端末から審判の操作をするときに必要です</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>参加コード…</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>「%1」は IP アドレスではありません</translation>
    </message>
    <message>
        <source>Set up the clocks of a round first: the devices join a round&apos;s tables.</source>
        <translation>先に回戦の時計を設定してください。端末は回戦の対局台に参加します。</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>%1:%2 で待ち受けできません</translation>
    </message>
    <message>
        <source>Open a tournament to set the referee&apos;s PIN.</source>
        <translation>審判の暗証番号を設定するには大会を開いてください。</translation>
    </message>
    <message>
        <source>Table %1  %2  %3 – %4</source>
        <translation>第%1台  %2  %3 – %4</translation>
    </message>
    <message>
        <source>Join codes of round %1</source>
        <translation>第%1回戦の参加コード</translation>
    </message>
    <message>
        <source>Each table&apos;s page: %1t/CODE</source>
        <translation>各台のページ：%1t/コード</translation>
    </message>
    <message>
        <source>Switch on the table devices to serve the pages.</source>
        <translation>ページを配信するには対局台の端末をオンにしてください。</translation>
    </message>
    <message>
        <source>dispute</source>
        <translation>異議</translation>
    </message>
    <message>
        <source>Table %1: dispute, first %2, then %3</source>
        <translation>%1番卓：異議、最初に%2、次に%3</translation>
    </message>
    <message>
        <source>Table %1: flag fallen (%2)</source>
        <translation>%1番卓：時間切れ（%2）</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>端末 %1 台</translation>
    </message>
    <message>
        <source>Table %1: %2 devices; one holds the clock</source>
        <translation>%1番卓：端末 %2 台、時計を持つのは 1 台</translation>
    </message>
    <message>
        <source>Move the clock to the device at %1 (connected %2)</source>
        <translation>%1 の端末へ時計を移す（接続して %2）</translation>
    </message>
    <message>
        <source>clock&apos;s device gone</source>
        <translation>時計の端末が不在</translation>
    </message>
    <message>
        <source>Table %1: the clock&apos;s device is gone; move the clock to the one there (the table&apos;s menu)</source>
        <translation>%1 番：時計の端末がありません。いまある端末へ時計を移してください（その卓のメニュー）</translation>
    </message>
    <message>
        <source>⚑ held</source>
        <translation>⚑ 保留</translation>
    </message>
    <message>
        <source>paused: its device was gone</source>
        <translation>一時停止：端末がなくなった</translation>
    </message>
    <message>
        <source>flag held</source>
        <translation>時間切れ保留</translation>
    </message>
    <message>
        <source>result for the referee</source>
        <translation>結果は審判へ</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) offline since %1: %2</source>
        <translation>
            <numerusform>%n 卓が %1 からオフライン：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s); its device is refused referee actions for a minute</source>
        <translation>
            <numerusform>%1 番卓：審判 PIN の誤り %n 回。この端末は 1 分間審判操作を拒否されます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1: %n wrong referee PIN(s)</source>
        <translation>
            <numerusform>%1 番卓：審判 PIN の誤り %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: paused, its device was gone; resume it once a device is there</source>
        <translation>%1 番卓：端末がなくなったので一時停止。端末が戻ったら再開してください</translation>
    </message>
    <message>
        <source>Table %1: flag held, the device is silent since before it fell; decide it from the table&apos;s menu</source>
        <translation>%1 番卓：時間切れ保留。端末は時間切れ前から応答がありません。卓のメニューで判定してください</translation>
    </message>
    <message>
        <source>Take the flag back…</source>
        <translation>時間切れを取り消す…</translation>
    </message>
    <message>
        <source>Take the flag back</source>
        <translation>時間切れを取り消す</translation>
    </message>
    <message>
        <source>Table %1: the clock stands paused at the instant the flag fell; give the player time (Adjust time…) and resume. The referee&apos;s reason:</source>
        <translation>%1 番卓：時計は時間切れの瞬間で一時停止しています。選手に時間を与え（時間の調整…）、再開してください。審判の理由：</translation>
    </message>
    <message>
        <source>Table %1: the flag is taken back.</source>
        <translation>%1 番卓：時間切れを取り消しました。</translation>
    </message>
    <message>
        <source>Decide the flag now (what the device has not sent yet is not in)</source>
        <translation>今すぐ時間切れを判定（端末が未送信の操作は含まれません）</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <source>Registered %1</source>
        <translation>%1 を登録しました</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>表示 %1 · 登録 %2 · 本登録 %3 · 棄権 %4</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>復帰</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>棄権</translation>
    </message>
    <message>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>氏名（漢字またはローマ字）・クラブを検索…</translation>
    </message>
    <message>
        <source>Hide withdrawn</source>
        <translation>棄権者を隠す</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>選手を追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>受付</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <source>Bye requested</source>
        <translation>休み希望</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the registration of %1? Use Withdraw for a player who leaves the event; Delete is for a registration made by mistake or a duplicate.</source>
        <translation>%1 の登録を削除しますか？大会を途中で離れる選手には「棄権」を使ってください。「削除」は誤登録や重複登録のためのものです。</translation>
    </message>
    <message numerus="yes">
        <source>No likely duplicates among %n player(s).</source>
        <translation>
            <numerusform>選手 %n 人の中に重複の可能性がある登録はありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>重複の可能性がある登録</translation>
    </message>
    <message>
        <source>#%1 %2  ↔  #%3 %4  (%5)</source>
        <translation>#%1 %2  ↔  #%3 %4（%5）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Likely a duplicate</source>
        <translation>重複の可能性</translation>
    </message>
    <message>
        <source>%1 looks like %2, registered already (no. %3: %4). Register anyway?</source>
        <translation>%1 はすでに登録済みの %2（%3番：%4）に似ています。それでも登録しますか？</translation>
    </message>
    <message numerus="yes">
        <source>Participation of %n player(s)</source>
        <translation>
            <numerusform>%n 人の参加</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a pair to select the later registration, then edit, withdraw or delete it.</source>
        <translation>組をクリックすると後の登録が選ばれます。その後、編集・棄権・削除ができます。</translation>
    </message>
    <message>
        <source>Move to another division</source>
        <translation>別の部門へ移動</translation>
    </message>
    <message numerus="yes">
        <source>Move %n player(s) to:</source>
        <translation>
            <numerusform>%n 人の移動先:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) moved.</source>
        <translation>
            <numerusform>%n 人を移動しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::gui::ReportsView</name>
    <message>
        <source>Save the document</source>
        <translation>帳票を保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save the result sheets</source>
        <translation>結果記入票を保存</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Publish to a folder</source>
        <translation>フォルダーに公開</translation>
    </message>
    <message>
        <source>Published to %1</source>
        <translation>%1 に公開しました</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>帳票</translation>
    </message>
    <message>
        <source>EGF results file</source>
        <translation>EGF 結果ファイル</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Result sheets (PDF)…</source>
        <translation>結果記入票（PDF）…</translation>
    </message>
    <message>
        <source>Publish after the round…</source>
        <translation>回戦終了後に公開…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>大会が開かれていません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>帳票</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>プリンターに送信しました</translation>
    </message>
    <message>
        <source>By strength</source>
        <translation>棋力順</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>氏名順</translation>
    </message>
    <message>
        <source>By club</source>
        <translation>所属順</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>部門</translation>
    </message>
    <message>
        <source>the tournament&apos;s categories</source>
        <translation>大会の部門</translation>
    </message>
    <message>
        <source>Prize sections separated by &apos;;&apos;, each with an optional =N prizes (default 3): overall, women, u12 (under 12 on the first day), ranks:10k-20k, category:NAME</source>
        <translation>賞の部門を「;」で区切り、それぞれ =N で賞の数を指定できます（既定 3）：overall（総合）、women（女性）、u12（初日に 12 歳未満）、ranks:10k-20k（段級位の範囲）、category:名前（部門）</translation>
    </message>
    <message>
        <source>One prize per player</source>
        <translation>1人1賞まで</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>ライブページ</translation>
    </message>
    <message>
        <source>A read-only web page with the pairings and standings for players&apos; phones, on this address and port</source>
        <translation>選手がスマートフォンで組み合わせと順位を見る閲覧専用のウェブページ（このアドレスとポートで公開）</translation>
    </message>
    <message>
        <source>Sections: %1</source>
        <translation>部門：%1</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>このプリンターは使用できません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address</source>
        <translation>「%1」は IP アドレスではありません</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2</source>
        <translation>%1:%2 で待ち受けできません</translation>
    </message>
    <message>
        <source>Live page at %1</source>
        <translation>ライブページ：%1</translation>
    </message>
    <message>
        <source>Join codes</source>
        <translation>参加コード</translation>
    </message>
    <message>
        <source>Each table&apos;s code and QR code for a clock on a phone (the table devices of the Clocks tab); for the list printed for the tables, never on the live page</source>
        <translation>各台の参加コードと QR コード（時計タブの対局台端末でスマートフォンを時計にするため）。対局台向けに印刷する一覧用で、ライブページには出しません</translation>
    </message>
    <message>
        <source>FFG results file (.tou)</source>
        <translation>FFG 結果ファイル (.tou)</translation>
    </message>
    <message>
        <source>AGA results file</source>
        <translation>AGA 結果ファイル</translation>
    </message>
    <message>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 大会ファイル (.xml)</translation>
    </message>
    <message>
        <source>the latest round paired</source>
        <translation>組み合わせ済みの最新回戦</translation>
    </message>
    <message>
        <source>the latest round with results</source>
        <translation>結果のある最新回戦</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest paired</source>
        <translation>選択中。組み合わせ済みの最新は第%1回戦</translation>
    </message>
    <message>
        <source>chosen; round %1 is the latest with results</source>
        <translation>選択中。結果のある最新は第%1回戦</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation>このまま書き出しますか？</translation>
    </message>
    <message>
        <source>Website…</source>
        <translation>ウェブサイト…</translation>
    </message>
    <message>
        <source>Where the published pages go, and whether they are published after each round</source>
        <translation>公開するページの送り先と、各回戦の後に公開するかどうか</translation>
    </message>
    <message numerus="yes">
        <source>Website: up to date (%n page(s) sent)</source>
        <translation>
            <numerusform>ウェブサイト: 最新です（%n ページ送信済み）</numerusform>
        </translation>
    </message>
    <message>
        <source>Website: not reached (%1); trying again in %2 s</source>
        <translation>ウェブサイト: 届きません（%1）。%2 秒後に再試行します</translation>
    </message>
    <message>
        <source>Website refused the pages: %1</source>
        <translation>ウェブサイトがページを拒否しました: %1</translation>
    </message>
    <message>
        <source>Website: sending…</source>
        <translation>ウェブサイト: 送信中…</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>ウェブサイト</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Folder of the pages:</source>
        <translation>ページのフォルダー:</translation>
    </message>
    <message>
        <source>Website address (optional):</source>
        <translation>ウェブサイトのアドレス（任意）:</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>シークレット:</translation>
    </message>
    <message>
        <source>Publish after each round</source>
        <translation>各回戦の後に公開する</translation>
    </message>
    <message>
        <source>The website address must begin with http:// or https://</source>
        <translation>ウェブサイトのアドレスは http:// または https:// で始めてください</translation>
    </message>
    <message>
        <source>The website needs its secret (the receiver&apos;s --secret).</source>
        <translation>ウェブサイトにはシークレット（受信側の --secret）が必要です。</translation>
    </message>
    <message>
        <source>Website: writing the pages of round %1…</source>
        <translation>ウェブサイト: 第%1回戦のページを作成中…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RoundsView</name>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（不戦）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>組み合わせを作成</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>組み合わせを取り消す</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>白黒を入れ替え</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>対戦相手を入れ替え</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>理由を表示</translation>
    </message>
    <message>
        <source>Result (table, then 1 / 2 / = / f1 / f2):</source>
        <translation>結果（テーブル番号、続けて 1 / 2 / = / f1 / f2）：</translation>
    </message>
    <message>
        <source>e.g. 12 1</source>
        <translation>例：12 1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <source>Score gap</source>
        <translation>スコア差</translation>
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
        <translation>大会が開かれていません。</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>同じクラブ</translation>
    </message>
    <message>
        <source>colour imbalance</source>
        <translation>白黒の偏り</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet.</source>
        <translation>第%1回戦はまだ組み合わせが作成されていません。</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: all %n result(s) entered.</source>
        <translation>
            <numerusform>第%1回戦：全 %n 局の結果を入力済みです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 of %n result(s) entered.</source>
        <translation>
            <numerusform>第%1回戦：%n 局中 %2 局の結果を入力済みです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>不戦勝：%1</translation>
    </message>
    <message>
        <source>Round %1 paired.</source>
        <translation>第%1回戦の組み合わせを作成しました。</translation>
    </message>
    <message>
        <source>Unpair round %1</source>
        <translation>第%1回戦の組み合わせ取り消し</translation>
    </message>
    <message>
        <source>Select one game.</source>
        <translation>対局を 1 つ選択してください。</translation>
    </message>
    <message>
        <source>Swap colours at table %1</source>
        <translation>テーブル %1 の白黒を入れ替え</translation>
    </message>
    <message>
        <source>Select two games.</source>
        <translation>対局を 2 つ選択してください。</translation>
    </message>
    <message>
        <source>Exchange opponents at tables %1 and %2</source>
        <translation>テーブル %1 と %2 の対戦相手を入れ替え</translation>
    </message>
    <message>
        <source>Select one game, or two to ask why their white players were not paired.</source>
        <translation>対局を 1 つ選択してください。2 つ選択すると、それぞれの白番の選手同士が組み合わされなかった理由を表示します。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result entry: type the table, then 1 (white wins), 2 (black wins), = (jigo), 0 (both lose); f before the code for a forfeit.</source>
        <translation>「%1」は結果の入力として正しくありません：テーブル番号に続けて 1（白勝ち）、2（黒勝ち）、=（持碁）、0（両者負け）を入力してください。不戦の場合はコードの前に f を付けます。</translation>
    </message>
    <message>
        <source>Table %1: result entered.</source>
        <translation>テーブル %1：結果を入力しました。</translation>
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
        <translation>コミなし</translation>
    </message>
    <message>
        <source>Black gives back %1</source>
        <translation>黒が %1 を返す</translation>
    </message>
    <message>
        <source>Draw colours</source>
        <translation>手番を決める</translation>
    </message>
    <message>
        <source>By lots for the round (抽签)</source>
        <translation>回戦単位で一括決定（抽選）</translation>
    </message>
    <message>
        <source>By digital nigiri for every table</source>
        <translation>テーブルごとにデジタルニギリ</translation>
    </message>
    <message>
        <source>Nigiri at the board…</source>
        <translation>対局席でニギリ…</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Colours by %1; commitment %2.</source>
        <translation>手番の決定方法：%1、コミットメント %2。</translation>
    </message>
    <message>
        <source>Colours of round %1 drawn. Publish this commitment with the pairing list; the seed is revealed after the round:
%2</source>
        <translation>第%1回戦の手番を決定しました。このコミットメントを組み合わせ表と一緒に公開してください。シードは回戦終了後に公開されます：
%2</translation>
    </message>
    <message>
        <source>Table %1: %2 takes black.</source>
        <translation>テーブル %1：%2 が黒番です。</translation>
    </message>
    <message>
        <source>Nigiri at table %1</source>
        <translation>テーブル %1 のニギリ</translation>
    </message>
    <message>
        <source>the higher rank holds white</source>
        <translation>段級位が上の者が白石を握る</translation>
    </message>
    <message>
        <source>equal ranks: the older holds white</source>
        <translation>段級位が同じ：年長者が白石を握る</translation>
    </message>
    <message>
        <source>equal ranks, ages unknown: the referee picks</source>
        <translation>段級位が同じで年齢不明：審判が決める</translation>
    </message>
    <message>
        <source>Holds the white stones:</source>
        <translation>白石を握る人：</translation>
    </message>
    <message>
        <source>Odd (one black stone)</source>
        <translation>奇数（黒石 1 つ）</translation>
    </message>
    <message>
        <source>Even (two black stones)</source>
        <translation>偶数（黒石 2 つ）</translation>
    </message>
    <message>
        <source>Guess:</source>
        <translation>予想：</translation>
    </message>
    <message>
        <source>White stones in the hand:</source>
        <translation>握った白石の数：</translation>
    </message>
    <message>
        <source>Reason (when changing published colours):</source>
        <translation>理由（公開済みの手番を変更する場合）：</translation>
    </message>
    <message>
        <source>lots</source>
        <translation>抽選</translation>
    </message>
    <message>
        <source>digital nigiri</source>
        <translation>電子ニギリ</translation>
    </message>
    <message>
        <source>nigiri</source>
        <translation>ニギリ</translation>
    </message>
    <message>
        <source>handicap</source>
        <translation>置碁</translation>
    </message>
    <message>
        <source>the director</source>
        <translation>大会責任者</translation>
    </message>
    <message>
        <source>At the boards, entered with the results</source>
        <translation>対局席で決め、結果と一緒に入力</translation>
    </message>
    <message>
        <source>? </source>
        <translation>？ </translation>
    </message>
    <message>
        <source>Colours of round %1 at the boards</source>
        <translation>第%1回戦の手番を対局席で決定</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>%1番テーブル</translation>
    </message>
    <message>
        <source>The colours were decided at the board. Who took black?</source>
        <translation>手番は対局席で決まりました。黒番はどちらですか？</translation>
    </message>
    <message>
        <source>Round %1 has no table %2.</source>
        <translation>第%1局に %2番台はありません。</translation>
    </message>
    <message>
        <source>A jigo cannot happen with komi %1. Enter it only on the referee&apos;s decision: the reason?</source>
        <translation>コミ%1では持碁になりません。審判の裁定の場合のみ入力します：理由は？</translation>
    </message>
    <message>
        <source>Table %1: the jigo was not entered (it needs the referee&apos;s reason).</source>
        <translation>%1番：持碁は入力されませんでした（審判の理由が必要です）。</translation>
    </message>
    <message>
        <source>Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).</source>
        <translation>%1番：結果を %2 から %3 に変更しました（Ctrl+Z で取り消し）。</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <comment>the main score before the round</comment>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Raw weights</source>
        <translation>生の重み</translation>
    </message>
    <message>
        <source>Show the pairing engine&apos;s weights behind the explanation</source>
        <translation>説明の元になった組み合わせエンジンの重みを表示</translation>
    </message>
    <message>
        <source>Raw weights (value / weight):</source>
        <translation>生の重み（値 / 重み）：</translation>
    </message>
    <message>
        <source>Without a game in this round:</source>
        <translation>この回戦で対局のない選手：</translation>
    </message>
    <message>
        <source>Pair the chosen players</source>
        <translation>選んだ選手を組み合わせる</translation>
    </message>
    <message>
        <source>The engine pairs the chosen players among themselves (two: with each other) at new tables; the rest of the round stays as it is</source>
        <translation>選んだ選手同士を新しい番号の席で組み合わせます（2 人ならその 2 人で）。この回戦のほかの対局はそのままです</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再び組み合わせますか？</translation>
    </message>
    <message>
        <source>Pair them anyway?</source>
        <translation>それでも組み合わせますか？</translation>
    </message>
    <message numerus="yes">
        <source>Pair %n chosen player(s) in round %1</source>
        <translation>
            <numerusform>第%1回戦で選んだ %n 人を組み合わせる</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1: %2 - %3</source>
        <translation>%1 番：%2 - %3</translation>
    </message>
    <message>
        <source>Paired: %1.</source>
        <translation>組み合わせ済み：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The director&apos;s constraints in this round:</source>
        <translation>この回戦の大会役員の制約：</translation>
    </message>
    <message>
        <source>Never pair…</source>
        <translation>組み合わせ禁止…</translation>
    </message>
    <message>
        <source>Two players who must never meet (siblings, a family, a declared conflict); paired only if nothing else is possible</source>
        <translation>決して対戦させない2人（兄弟姉妹、家族、申告された利害関係）。他にまったく方法がない場合のみ組まれます</translation>
    </message>
    <message>
        <source>Pair in this round…</source>
        <translation>この回戦で指定…</translation>
    </message>
    <message>
        <source>Two players who play each other in this round whatever the scores</source>
        <translation>得点に関係なくこの回戦で対局する2人</translation>
    </message>
    <message>
        <source>Keep a table…</source>
        <translation>対局台を確保…</translation>
    </message>
    <message>
        <source>A table kept for a player (a wheelchair, a broadcast board), every round or this one</source>
        <translation>棋士のために確保する対局台（車椅子、中継盤）。全回戦またはこの回戦</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Table %1 has the result %2 already. Change it to %3 only on the referee&apos;s decision: the reason?</source>
        <translation>%1番卓にはすでに結果「%2」があります。「%3」への変更は審判の判断によってのみ行えます：理由は？</translation>
    </message>
    <message>
        <source>Table %1: the result was not changed (a change needs the referee&apos;s reason).</source>
        <translation>%1番卓：結果は変更されていません（変更には審判の理由が必要です）。</translation>
    </message>
    <message>
        <source>the whole schedule: Reports → Schedule</source>
        <translation>全日程：帳票 → 日程表</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>the bracket: Reports → Knockout bracket; the result that decides this round pairs the next at a desk that may pair</source>
        <translation>トーナメント表：帳票 → トーナメント表。組み合わせ権限のある端末でこの回戦を決める結果を入力すると、次の回戦が組み合わされます</translation>
    </message>
    <message>
        <source>Referee&apos;s decision…</source>
        <translation>審判の裁定…</translation>
    </message>
    <message>
        <source>A knockout game the board did not decide (a jigo, both lost): who goes on, and why</source>
        <translation>盤上で決着しなかったトーナメントの対局（持碁、両者負け）：誰が勝ち上がるか、その理由</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台の審判の裁定</translation>
    </message>
    <message>
        <source>e.g. 加赛: White won the play-off</source>
        <translation>例：延長戦で白勝ち</translation>
    </message>
    <message>
        <source>Goes on:</source>
        <translation>勝ち上がり：</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Table %1: the referee&apos;s decision is recorded.</source>
        <translation>第%1台：審判の裁定を記録しました。</translation>
    </message>
    <message>
        <source>Bracket…</source>
        <translation>トーナメント表…</translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation>日程表…</translation>
    </message>
</context>
<context>
    <name>tengen::gui::ServerDialog</name>
    <message>
        <source>Connect to server</source>
        <translation>サーバーに接続</translation>
    </message>
    <message>
        <source>empty: the one saved in ~/.pgpass</source>
        <translation>空欄：~/.pgpass に保存したもの</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TeamsView</name>
    <message>
        <source>Add team</source>
        <translation>チームを追加</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>チームを編集</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>追加 →</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 外す</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Order by rating</source>
        <translation>レーティング順</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Name in Latin letters</source>
        <translation>ローマ字の名前</translation>
    </message>
    <message>
        <source>Club or school</source>
        <translation>クラブまたは学校</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Members in board order; those after the boards are reserves</source>
        <translation>選手は盤順、盤数より後は補欠</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2</source>
        <translation>%1 の第 %2 回戦オーダー</translation>
    </message>
    <message>
        <source>The players who play, in board order from the top</source>
        <translation>出場する選手（上から盤順）</translation>
    </message>
    <message>
        <source>Match by hand, round %1</source>
        <translation>手動の組み合わせ、第 %1 回戦</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>アウェー</translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation>チームを追加…</translation>
    </message>
    <message>
        <source>Edit team…</source>
        <translation>チームを編集…</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>チームを削除</translation>
    </message>
    <message>
        <source>Line-up…</source>
        <translation>オーダー…</translation>
    </message>
    <message>
        <source>Pair the teams</source>
        <translation>チームを組み合わせる</translation>
    </message>
    <message>
        <source>Match by hand…</source>
        <translation>手動で組み合わせ…</translation>
    </message>
    <message>
        <source>Team forfeit</source>
        <translation>チーム不戦敗</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Pair again?</source>
        <translation>再び組みますか？</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Players (board order; reserves after)</source>
        <translation>選手（盤順、補欠は後）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(reserve) %1</source>
        <translation>（補欠）%1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>試合</translation>
    </message>
    <message>
        <source>Board points</source>
        <translation>勝ち星</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>各盤</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> (leader board)</source>
        <translation>（主将戦で決着）</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 を追加しました</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 を削除しました</translation>
    </message>
    <message>
        <source>Line-up of %1 for round %2 given</source>
        <translation>%1 の第 %2 回戦オーダーを指定しました</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n match(es)</source>
        <translation>
            <numerusform>第 %1 回戦：%n 試合</numerusform>
        </translation>
    </message>
    <message>
        <source> — no pairing without a rematch or a second bye existed</source>
        <translation> — 再戦か 2 回目の不戦を避ける組み合わせはありませんでした</translation>
    </message>
    <message>
        <source>%1 forfeits its match of round %2</source>
        <translation>%1 は第 %2 回戦の試合を不戦敗</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>この回戦</translation>
    </message>
    <message>
        <source>The selected team&apos;s members, reserves too, for the shown round</source>
        <translation>選んだチームの全メンバー（補欠も）、表示中の回戦について</translation>
    </message>
    <message>
        <source>Check in the team</source>
        <translation>チームの受付</translation>
    </message>
    <message>
        <source>The team sits the round out</source>
        <translation>チームはこの回戦を欠場</translation>
    </message>
    <message>
        <source>Why (not) this match?…</source>
        <translation>なぜこの対戦（ではない）？…</translation>
    </message>
    <message>
        <source>Two teams: what the team Swiss knew of them and what pairing them together would have cost</source>
        <translation>二チーム：チーム・スイスが知っていたことと、組み合わせた場合のコスト</translation>
    </message>
    <message>
        <source>%1 is checked in for round %2</source>
        <translation>%1 は第 %2 回戦の受付済み</translation>
    </message>
    <message>
        <source>%1 sits round %2 out</source>
        <translation>%1 は第 %2 回戦を欠場</translation>
    </message>
    <message>
        <source>Find by name, club or rank</source>
        <translation>名前・クラブ・段級で検索</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段級</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Teams from clubs</source>
        <translation>クラブごとにチームを作る</translation>
    </message>
    <message>
        <source>B, C, D</source>
        <translation>B, C, D</translation>
    </message>
    <message>
        <source>How a club&apos;s second, third … team is named after the club</source>
        <translation>同じクラブの 2 チーム目、3 チーム目…の名前の後ろに付ける語</translation>
    </message>
    <message>
        <source>Reserves a team takes</source>
        <translation>1 チームの補欠の人数</translation>
    </message>
    <message>
        <source>A club&apos;s next teams end in</source>
        <translation>次のチームの名前の末尾</translation>
    </message>
    <message>
        <source>Each club&apos;s players in no team yet, strongest first, fill its team&apos;s boards and reserves, then its next team.</source>
        <translation>各クラブのまだチームに入っていない選手が強い順に台と補欠を埋め、残りで次のチームを作ります。</translation>
    </message>
    <message>
        <source>Teams from clubs…</source>
        <translation>クラブごとにチームを作る…</translation>
    </message>
    <message>
        <source>A team for each club or school of the players in no team yet: boards by strength, then reserves, then its next team</source>
        <translation>まだチームにいない選手のクラブ・学校ごとにチームを作ります: 強い順に台、次に補欠、残りは次のチーム</translation>
    </message>
    <message>
        <source>board %1 (table %2): %3 %4 – %5 %6</source>
        <translation>%1 番台（%2 番テーブル）: %3 %4 – %5 %6</translation>
    </message>
    <message>
        <source>(White)</source>
        <translation>（白）</translation>
    </message>
    <message>
        <source>(Black)</source>
        <translation>（黒）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>No club has enough players for a team.</source>
        <translation>チームを作れる人数のクラブはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) left out: too few in their club for a full team</source>
        <translation>
            <numerusform>%n 人は編入されません: クラブの人数がチームに足りません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made from the clubs</source>
        <translation>
            <numerusform>クラブから %n チームを作りました</numerusform>
        </translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>%1 loses every board of its match in round %2 by forfeit. The referee&apos;s reason:</source>
        <translation>%1 は第 %2 ラウンドの全ての台を不戦敗とします。審判の理由:</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Withdraw %1</source>
        <translation>%1 の棄権</translation>
    </message>
    <message>
        <source>Reinstate %1</source>
        <translation>%1 の復帰</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>第%1回戦：%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>大会設定</translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation>第%1回戦の組み合わせ</translation>
    </message>
    <message>
        <source>Result of table %1</source>
        <translation>テーブル %1 の結果</translation>
    </message>
    <message>
        <source>Check in %2 for round %1</source>
        <translation>第%1局の受付：%2</translation>
    </message>
    <message numerus="yes">
        <source>Check in %n player(s) for round %1</source>
        <translation>
            <numerusform>第%1局 %n 人の受付</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n player(s)</source>
        <translation>
            <numerusform>第%1局：%n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n registration(s) final</source>
        <translation>
            <numerusform>%n 件の登録を確定</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>組み合わせの設定</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>取り消し：%1</translation>
    </message>
    <message>
        <source>Add team %1</source>
        <translation>チーム %1 を追加</translation>
    </message>
    <message>
        <source>Edit team %1</source>
        <translation>チーム %1 を編集</translation>
    </message>
    <message>
        <source>Remove team %1</source>
        <translation>チーム %1 を削除</translation>
    </message>
    <message>
        <source>Line-up for round %1</source>
        <translation>第 %1 回戦のオーダー</translation>
    </message>
    <message>
        <source>Match by hand in round %1</source>
        <translation>第 %1 回戦の手動の試合</translation>
    </message>
    <message>
        <source>Referee&apos;s decision at table %1</source>
        <translation>第%1台の審判の裁定</translation>
    </message>
    <message numerus="yes">
        <source>Teams from clubs (%n team(s))</source>
        <translation>
            <numerusform>クラブごとのチーム（%n チーム）</numerusform>
        </translation>
    </message>
    <message>
        <source>The knockout&apos;s next round is not paired: %1</source>
        <translation>トーナメントの次の回戦は組み合わせられていません：%1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1を削除</translation>
    </message>
    <message>
        <source>Place the players of %1</source>
        <translation>%1の選手を配置</translation>
    </message>
    <message>
        <source>Take back the places of %1</source>
        <translation>%1の配置を取り消す</translation>
    </message>
</context>
</TS>
