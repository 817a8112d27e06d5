<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>用法：
  tengen-cli new T.tengen --name NAME [--name-latin NAME] --system mcmahon|swiss --rounds R
             [--place P] [--first-day YYYY-MM-DD] [--last-day YYYY-MM-DD] [--rules R]
             [--komi 7.5] [--board-size 19] [--json]
  tengen-cli demo T.tengen                        建立含 32 名選手的示範比賽
  tengen-cli player add T.tengen --family F [--given G] [選手選項] [--json]
  tengen-cli player list T.tengen [--filter TEXT] [--json]
  tengen-cli player edit T.tengen ID [選手選項] [--json]
  tengen-cli player withdraw T.tengen ID [--reinstate]
  tengen-cli player round T.tengen ID --round R --state present|absent|bye [--check-in]
  tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--json]
選手選項：--family --given --family-latin --given-latin --name-order family|given
  --rank 2d|5k|3p|2段|5级 --rank-override R --country CC --club C --association A
  --rating N --rating-system egd|aga|ffg|other --egd-pin --aga-id --ffg-licence --other-ids
  --birth-date YYYY-MM-DD --gender f|m --category C --fee-due N --fee-paid N
  --status preliminary|final --contact C --notes N
結束狀態：0 成功，1 輸入無效，2 用法錯誤。
</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="67"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一個值</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="70"/>
        <source>unknown option %1</source>
        <translation>未知的選項 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="81"/>
        <source>missing %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="114"/>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1：「%2」不是有效的金額</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="143"/>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order：應為 family 或 given，而不是「%1」</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="159"/>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country：「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="170"/>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating：「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="177"/>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system：應為 egd、aga、ffg 或 other</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="185"/>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date：「%1」不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="190"/>
        <source>--gender: expected f or m</source>
        <translation>--gender：應為 f 或 m</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="200"/>
        <source>--status: expected preliminary or final</source>
        <translation>--status：應為 preliminary 或 final</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="226"/>
        <source>  (withdrawn)</source>
        <translation>  （已退賽）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="234"/>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>「%1」不是選手編號</translation>
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
        <translation>比賽檔案</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="247"/>
        <source>--name is required</source>
        <translation>必須指定 --name</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="254"/>
        <source>--system: expected mcmahon or swiss</source>
        <translation>--system：應為 mcmahon 或 swiss</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="259"/>
        <source>--rounds: expected a number</source>
        <translation>--rounds：應為數字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="265"/>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day：應為 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="271"/>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day：應為 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="278"/>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi：應為目數（如 7.5）或子數（如 3¾子）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="283"/>
        <source>--board-size: expected a number</source>
        <translation>--board-size：應為數字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="291"/>
        <source>Created %1: %2, %3 rounds, komi %4 (%5)
</source>
        <translation>已建立 %1：%2，共 %3 輪，貼目 %4（%5）
</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="309"/>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>已建立示範比賽 %1，共 %2 名選手
</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="316"/>
        <source>player needs add, list, edit, withdraw or round</source>
        <translation>player 需要子命令 add、list、edit、withdraw 或 round</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="324"/>
        <location filename="../app/cli/cli.cpp" line="366"/>
        <location filename="../app/cli/cli.cpp" line="376"/>
        <source>the player id</source>
        <translation>選手編號</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="327"/>
        <location filename="../app/cli/cli.cpp" line="368"/>
        <source>no player with id %1</source>
        <translation>沒有編號為 %1 的選手</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="330"/>
        <source>player add needs --family or --given</source>
        <translation>player add 需要 --family 或 --given</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="381"/>
        <source>--round: expected 1 to %1</source>
        <translation>--round：應為 1 到 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="384"/>
        <source>--state: expected present, absent or bye</source>
        <translation>--state：應為 present、absent 或 bye</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="392"/>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>未知的 player 子命令「%1」</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="399"/>
        <source>the file to import</source>
        <translation>要匯入的檔案</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="402"/>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format：應為 csv、egd、ffg、aga 或 opengotha</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="406"/>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cli.cpp" line="410"/>
        <source>Nothing was imported (%n error(s)).</source>
        <translation>
            <numerusform>未匯入任何資料（%n 個錯誤）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="415"/>
        <source>check: </source>
        <translation>請核對：</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cli.cpp" line="430"/>
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>已匯入 %n 名選手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="432"/>
        <source> and the tournament settings</source>
        <translation>，並匯入了比賽設定</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="457"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知的命令「%1」</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../core/store/csv_import.cpp" line="198"/>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="214"/>
        <source>unknown column, ignored</source>
        <translation>未知的欄位，已略過</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="219"/>
        <source>the same field appears twice in the header</source>
        <translation>標題列中同一欄位出現了兩次</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="227"/>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>標題列中沒有姓名欄位（family、given、name、姓、名 或 姓名）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="236"/>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>引號欄位沒有結束（該行不完整）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="240"/>
        <source>%1 fields where the header has %2</source>
        <translation>本行有 %1 個欄位，而標題列有 %2 個</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="278"/>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="288"/>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="297"/>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>「%1」不是等級分系統（egd、aga、ffg、other）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="307"/>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>「%1」不是日期（請使用 yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="313"/>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>「%1」不是性別（f、m、女、男）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="322"/>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>「%1」不是有效的金額</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="334"/>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>「%1」不是報名狀態（final、preliminary）</translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="33"/>
        <source>cannot read the file: %1</source>
        <translation>無法讀取檔案：%1</translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="57"/>
        <source>repeats line %1 (%2)</source>
        <translation>與第 %1 行重複（%2）</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="100"/>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>根元素是 &lt;%1&gt;，而不是 OpenGotha 的 &lt;Tournament&gt;</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="110"/>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha 資料版本 %1 比天元支援的版本新（最高 %2）</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="123"/>
        <source>a player without a name</source>
        <translation>有選手沒有姓名</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="128"/>
        <source>player %1 %2 appears twice (line %3): OpenGotha keys must be unique</source>
        <translation>選手 %1 %2 重複出現（第 %3 行）：OpenGotha 的鍵值必須唯一</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="145"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="178"/>
        <source>dates must be yyyy-mm-dd</source>
        <translation>日期格式必須為 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="187"/>
        <source>&apos;%1&apos; is not a komi</source>
        <translation>「%1」不是有效的貼目</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="191"/>
        <source>Category %1</source>
        <translation>第%1組</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="192"/>
        <source>rank %1 and above</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="200"/>
        <source>XML error: %1</source>
        <translation>XML 錯誤：%1</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="204"/>
        <source>missing: the file has no tournament settings</source>
        <translation>缺少：檔案中沒有比賽設定</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="91"/>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>應有 PIN、姓名、國家/地區、俱樂部、段位、建議段位、GoR、參賽次數和最近一次比賽；實際有 %1 個欄位</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>tournaments</source>
        <translation>參賽次數</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation>「%1」不是有效的次數</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="108"/>
        <source>grade</source>
        <translation>段位</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>no two-letter country code after the name</source>
        <translation>姓名之後沒有兩字母國家/地區代碼</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="135"/>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>找不到選手資料行（以 8 位數 PIN 開頭）：這是 EGD 名單嗎？</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="165"/>
        <source>line too short for the échelle layout (%1 characters, 61 expected)</source>
        <translation>該行對 échelle 格式而言太短（%1 個字元，應為 61 個）</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="171"/>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>姓名之後應依序為等級分、會員證狀態、會員證號、俱樂部和國家/地區</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>licence</source>
        <translation>會員證號</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>「%1」不是 7 碼的會員證號</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="200"/>
        <source>no players found: is this an FFG échelle?</source>
        <translation>找不到選手：這是 FFG échelle 嗎？</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="223"/>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>有 %1 個以 Tab 分隔的欄位，而 TDListA 應有 9 個</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>the name is empty</source>
        <translation>姓名是空的</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>「%1」不是會員編號</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>「%1」不是 AGA 等級分</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="261"/>
        <source>no players found: is this an AGA TDList?</source>
        <translation>找不到選手：這是 AGA TDList 嗎？</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="91"/>
        <source>%1 cannot be read as a tournament file: %2</source>
        <translation>無法將 %1 當作比賽檔案讀取：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="96"/>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1 是 SQLite 資料庫，但不是天元比賽檔案</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="99"/>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1 是由較新版本的天元寫入（檔案格式 %2；此版本最高支援 %3）。請更新天元後再開啟。</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="106"/>
        <location filename="../core/store/tournament_file.cpp" line="109"/>
        <source>%1 is damaged: %2</source>
        <translation>%1 已損毀：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="116"/>
        <source>There is no file %1</source>
        <translation>檔案 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="118"/>
        <source>%1 cannot be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="121"/>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1 不是比賽檔案（不是 SQLite 資料庫）</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="166"/>
        <source>%1 cannot be opened: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="189"/>
        <source>cannot start a transaction: %1</source>
        <translation>無法開始交易：%1</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="199"/>
        <source>cannot commit: %1</source>
        <translation>無法提交：%1</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="219"/>
        <source>%1 exists already; open it instead</source>
        <translation>%1 已存在，請直接開啟</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="275"/>
        <source>%1 has no tournament settings</source>
        <translation>%1 中沒有比賽設定</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="473"/>
        <location filename="../core/store/tournament_file.cpp" line="524"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="536"/>
        <location filename="../core/store/tournament_file.cpp" line="548"/>
        <location filename="../core/store/tournament_file.cpp" line="592"/>
        <location filename="../core/store/tournament_file.cpp" line="605"/>
        <source>no player with id %1</source>
        <translation>沒有編號為 %1 的選手</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="601"/>
        <source>round numbers start at 1</source>
        <translation>輪次從 1 開始</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="629"/>
        <source>already registered as #%1</source>
        <translation>已報名的 #%1 號選手</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="630"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="631"/>
        <source>%1:%2: %3 may be the same player as %4 (%5)</source>
        <translation>%1:%2：%3 可能與%4是同一名選手（%5）</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <location filename="../core/tournament/player.cpp" line="169"/>
        <source>the player needs a name</source>
        <translation>選手必須有姓名</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="173"/>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>國家/地區「%1」不是兩字母 ISO 代碼（如 CN、JP、KR、FR）</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="180"/>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN「%1」必須是 8 位數字</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="183"/>
        <source>fees cannot be negative</source>
        <translation>報名費不能為負數</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="186"/>
        <source>round numbers start at 1</source>
        <translation>輪次從 1 開始</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="144"/>
        <source>the rank is empty</source>
        <translation>段位是空的</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="162"/>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>「%1」不是段位：應為 2d、5k、3p、2段 或 5級 這類的段級位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="166"/>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>「%1」不是段位：缺少段級數字或無法辨識</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="171"/>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>「%1」混用了業餘與職業段位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="176"/>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>「%1」：職業棋士沒有級位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="178"/>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>「%1」：級位範圍為 30k 至 1k</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="182"/>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>「%1」：段位範圍為 1d 至 9d</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="186"/>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>「%1」：職業段位範圍為 1p 至 9p</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="191"/>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>「%1」不是段位</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="78"/>
        <source>the tournament needs a name</source>
        <translation>比賽必須有名稱</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="80"/>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>輪數必須介於 1 到 99 之間</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="82"/>
        <source>the last day is before the first day</source>
        <translation>結束日期早於開始日期</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="84"/>
        <source>the board size must be between 2 and 25</source>
        <translation>棋盤大小必須介於 2 到 25 路之間</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="86"/>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>未知的規則「%1」：應為 chinese、japanese、korean、aga、ing、nz 或 tromp-taylor</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="90"/>
        <source>time settings cannot be negative</source>
        <translation>用時設定不能為負數</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>About Tengen</source>
        <translation>關於天元</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>天元（Tengen）%1 — 圍棋比賽編排軟體。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="118"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>&amp;New tournament…</source>
        <translation>新增比賽(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="121"/>
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="122"/>
        <source>&amp;Import players…</source>
        <translation>匯入選手(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="123"/>
        <source>Tournament &amp;settings…</source>
        <translation>比賽設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="124"/>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="125"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="126"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="127"/>
        <source>&amp;Players</source>
        <translation>選手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>&amp;Add player…</source>
        <translation>新增選手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="129"/>
        <source>&amp;Edit player…</source>
        <translation>編輯選手(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="130"/>
        <source>&amp;Withdraw or reinstate</source>
        <translation>退賽/恢復參賽(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="131"/>
        <source>&amp;Check in for the round</source>
        <translation>本輪報到(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="132"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="134"/>
        <source>&amp;About Tengen</source>
        <translation>關於天元(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="135"/>
        <source>Registration</source>
        <translation>報名</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament with File ▸ New, or open a .tengen file.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;透過「檔案 ▸ 新增比賽」建立比賽，或開啟一個 .tengen 檔案。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <location filename="../app/gui/main_window.cpp" line="141"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="139"/>
        <location filename="../app/gui/main_window.cpp" line="142"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="139"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="183"/>
        <source>Tengen</source>
        <translation>天元</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="188"/>
        <source>%1 — %2 — Tengen</source>
        <translation>%1 — %2 — 天元</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="202"/>
        <source>Cannot open the tournament</source>
        <translation>無法開啟比賽</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="215"/>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="224"/>
        <source>Cannot create the tournament</source>
        <translation>無法建立比賽</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>Nothing was imported</source>
        <translation>未匯入任何資料</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="259"/>
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1 中有 %n 個問題。請修正檔案後重新匯入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="266"/>
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已匯入 %n 名選手。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="268"/>
        <source>The tournament settings were taken from the file.</source>
        <translation>比賽設定已從檔案中讀取。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>有 %n 筆可能重複的選手需要核對：未進行任何合併。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="275"/>
        <source>Import finished</source>
        <translation>匯入完成</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="294"/>
        <source>New tournament file</source>
        <translation>新增比賽檔案</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="295"/>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>天元比賽檔案 (*.tengen)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="305"/>
        <source>Open tournament</source>
        <translation>開啟比賽</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="306"/>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>天元比賽檔案 (*.tengen);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="316"/>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Import players</source>
        <translation>匯入選手</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="317"/>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>選手名單 (*.csv *.txt *.xml);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 試算表（UTF-8 或 GB18030）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD 等級分名單（allworld_lp）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>FFG rating list (échelle)</source>
        <translation>FFG 等級分名單（échelle）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比賽檔案（.xml）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Format of %1</source>
        <translation>%1 的格式</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="353"/>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="26"/>
        <source>Tournament settings</source>
        <translation>比賽設定</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="40"/>
        <source>McMahon</source>
        <translation>麥克馬洪制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="41"/>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Chinese (area counting)</source>
        <translation>中國規則（數子法）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Japanese</source>
        <translation>日本規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Korean</source>
        <translation>韓國規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>AGA</source>
        <translation>AGA 規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Ing</source>
        <translation>應氏規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>New Zealand</source>
        <translation>紐西蘭規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="57"/>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="64"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="70"/>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>例如：公開組、少年組、女子組</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="73"/>
        <source>Name</source>
        <translation>比賽名稱</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="74"/>
        <source>Name (Latin)</source>
        <translation>名稱（拉丁字母）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="75"/>
        <source>Place</source>
        <translation>地點</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="76"/>
        <source>First day</source>
        <translation>開始日期</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="77"/>
        <source>Last day</source>
        <translation>結束日期</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="78"/>
        <source>Rounds</source>
        <translation>輪數</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="79"/>
        <source>System</source>
        <translation>賽制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="80"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="84"/>
        <source>Komi (points)</source>
        <translation>貼目（目）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="85"/>
        <source>Board size</source>
        <translation>棋盤路數</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="88"/>
        <source>+ byo-yomi</source>
        <translation>+ 讀秒</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="92"/>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="93"/>
        <source>Categories</source>
        <translation>組別</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="146"/>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>貼目：填寫目數（如 7.5）或子數（如 3¾子）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="156"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerDialog</name>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="35"/>
        <source>Edit player</source>
        <translation>編輯選手</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="35"/>
        <source>Add player</source>
        <translation>新增選手</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="40"/>
        <source>e.g. Ke</source>
        <translation>例如 Ke</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="41"/>
        <source>e.g. Jie</source>
        <translation>例如 Jie</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="43"/>
        <source>Family name first (柯洁, Iyama Yuta)</source>
        <translation>姓在前（柯潔、Iyama Yuta）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="44"/>
        <source>Given name first (Thomas Müller)</source>
        <translation>名在前（Thomas Müller）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="47"/>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN、JP、KR、FR… 或 台灣</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="53"/>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, 業餘2段, 5級</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="57"/>
        <source>only to override rank and rating</source>
        <translation>僅在需要覆蓋段位和等級分時填寫</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="61"/>
        <source>EGD GoR</source>
        <translation>EGD GoR</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="62"/>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="63"/>
        <source>FFG</source>
        <translation>FFG</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="64"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="74"/>
        <source>yyyy-mm-dd</source>
        <translation>yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="76"/>
        <source>not given</source>
        <translation>未填寫</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="77"/>
        <source>female</source>
        <translation>女</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="78"/>
        <source>male</source>
        <translation>男</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="86"/>
        <source>preliminary</source>
        <translation>預先報名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="87"/>
        <source>final</source>
        <translation>正式報名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="101"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="103"/>
        <source>Family name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="104"/>
        <source>Given name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="105"/>
        <source>Family name (Latin)</source>
        <translation>姓（拉丁字母）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="106"/>
        <source>Given name (Latin)</source>
        <translation>名（拉丁字母）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="107"/>
        <source>Name order</source>
        <translation>姓名順序</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="109"/>
        <source>Strength</source>
        <translation>棋力</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="111"/>
        <source>Declared rank</source>
        <translation>申報段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="116"/>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="117"/>
        <source>Rank set by director</source>
        <translation>裁判長指定段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="118"/>
        <source>McMahon correction</source>
        <translation>麥克馬洪修正</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="120"/>
        <source>Registration</source>
        <translation>報名資料</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="122"/>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="123"/>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="124"/>
        <source>Association</source>
        <translation>協會</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="125"/>
        <source>EGD PIN</source>
        <translation>EGD PIN</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="126"/>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="127"/>
        <source>FFG licence</source>
        <translation>FFG 會員證號</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="128"/>
        <source>Other IDs</source>
        <translation>其他編號</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="129"/>
        <source>Birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="130"/>
        <source>Gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="131"/>
        <source>Category</source>
        <translation>組別</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="132"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="133"/>
        <source>Fee due</source>
        <translation>應繳報名費</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="134"/>
        <source>Fee paid</source>
        <translation>已繳報名費</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="135"/>
        <source>Contact (private)</source>
        <translation>聯絡方式（不公開）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="136"/>
        <source>Notes (private)</source>
        <translation>備註（不公開）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="168"/>
        <source>Enter the player&apos;s name.</source>
        <translation>請輸入選手姓名。</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="173"/>
        <source>Declared rank: %1</source>
        <translation>申報段位：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="177"/>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>裁判長指定段位：「%1」不是段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="182"/>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>等級分：「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="187"/>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>麥克馬洪修正：應為整數，通常為 0</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="190"/>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>國家/地區：「%1」不是國家/地區名稱或兩字母代碼</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="193"/>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>出生日期：「%1」不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="196"/>
        <source>EGD PIN: eight digits</source>
        <translation>EGD PIN：應為 8 位數字</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="247"/>
        <source>Plays as %1 (%2)</source>
        <translation>以 %1（%2）參賽</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="159"/>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>preliminary</source>
        <translation>預先報名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="166"/>
        <source>paid</source>
        <translation>已繳費</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="167"/>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="170"/>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="171"/>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="172"/>
        <source>checked in</source>
        <translation>已報到</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="186"/>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>尚無段位：請填寫申報段位或等級分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="188"/>
        <source>Set by the director</source>
        <translation>由裁判長指定</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="190"/>
        <source>From the rating</source>
        <translation>由等級分換算</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="191"/>
        <source>As declared</source>
        <translation>依申報段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="203"/>
        <source>No.</source>
        <translation>編號</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="204"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="205"/>
        <source>Latin name</source>
        <translation>拉丁字母姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="206"/>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="207"/>
        <source>Declared</source>
        <translation>申報段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="208"/>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="209"/>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="210"/>
        <source>Club</source>
        <translation>俱樂部</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="211"/>
        <source>Category</source>
        <translation>組別</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="212"/>
        <source>Registration</source>
        <translation>報名狀態</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="213"/>
        <source>Fee</source>
        <translation>報名費</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="214"/>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="164"/>
        <source>Registered %1</source>
        <translation>已報名：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="224"/>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="235"/>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>顯示 %1 · 已報名 %2 · 正式 %3 · 已退賽 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Reinstate</source>
        <translation>恢復參賽</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Withdraw</source>
        <translation>退賽</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="252"/>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>搜尋姓名（漢字或拉丁字母）和俱樂部…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="253"/>
        <source>Hide withdrawn</source>
        <translation>隱藏已退賽選手</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="254"/>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="255"/>
        <source>Add player…</source>
        <translation>新增選手…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="256"/>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="257"/>
        <source>Check in</source>
        <translation>報到</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="258"/>
        <source>Absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="259"/>
        <source>Bye requested</source>
        <translation>申請輪空</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="55"/>
        <source>Add %1</source>
        <translation>新增 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="72"/>
        <source>Edit %1</source>
        <translation>編輯 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Withdraw %1</source>
        <translation>%1 退賽</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Reinstate %1</source>
        <translation>%1 恢復參賽</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="114"/>
        <source>Round %1: %2</source>
        <translation>第%1輪：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="137"/>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
</context>
</TS>
