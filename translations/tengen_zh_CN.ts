<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
  tengen-cli demo T.tengen                        创建含 32 名棋手的演示比赛
  tengen-cli player add T.tengen --family F [--given G] [棋手选项] [--json]
  tengen-cli player list T.tengen [--filter TEXT] [--json]
  tengen-cli player edit T.tengen ID [棋手选项] [--json]
  tengen-cli player withdraw T.tengen ID [--reinstate]
  tengen-cli player round T.tengen ID --round R --state present|absent|bye [--check-in]
  tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--json]
棋手选项：--family --given --family-latin --given-latin --name-order family|given
  --rank 2d|5k|3p|2段|5级 --rank-override R --country CC --club C --association A
  --rating N --rating-system egd|aga|ffg|other --egd-pin --aga-id --ffg-licence --other-ids
  --birth-date YYYY-MM-DD --gender f|m --category C --fee-due N --fee-paid N
  --status preliminary|final --contact C --notes N
退出状态：0 成功，1 输入无效，2 用法错误。
</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="67"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="70"/>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="81"/>
        <source>missing %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="114"/>
        <source>--%1: &apos;%2&apos; is not an amount</source>
        <translation>--%1：“%2”不是有效金额</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="143"/>
        <source>--name-order: expected family or given, not &apos;%1&apos;</source>
        <translation>--name-order：应为 family 或 given，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="159"/>
        <source>--country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>--country：“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="170"/>
        <source>--rating: &apos;%1&apos; is not a number</source>
        <translation>--rating：“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="177"/>
        <source>--rating-system: expected egd, aga, ffg or other</source>
        <translation>--rating-system：应为 egd、aga、ffg 或 other</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="185"/>
        <source>--birth-date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>--birth-date：“%1”不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="190"/>
        <source>--gender: expected f or m</source>
        <translation>--gender：应为 f 或 m</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="200"/>
        <source>--status: expected preliminary or final</source>
        <translation>--status：应为 preliminary 或 final</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="226"/>
        <source>  (withdrawn)</source>
        <translation>  （已退赛）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="234"/>
        <source>&apos;%1&apos; is not a player id</source>
        <translation>“%1”不是棋手编号</translation>
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
        <translation>比赛文件</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="247"/>
        <source>--name is required</source>
        <translation>必须指定 --name</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="254"/>
        <source>--system: expected mcmahon or swiss</source>
        <translation>--system：应为 mcmahon 或 swiss</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="259"/>
        <source>--rounds: expected a number</source>
        <translation>--rounds：应为数字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="265"/>
        <source>--first-day: expected yyyy-mm-dd</source>
        <translation>--first-day：应为 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="271"/>
        <source>--last-day: expected yyyy-mm-dd</source>
        <translation>--last-day：应为 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="278"/>
        <source>--komi: expected points such as 7.5 or 子 such as 3¾子</source>
        <translation>--komi：应为目数（如 7.5）或子数（如 3¾子）</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="283"/>
        <source>--board-size: expected a number</source>
        <translation>--board-size：应为数字</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="291"/>
        <source>Created %1: %2, %3 rounds, komi %4 (%5)
</source>
        <translation>已创建 %1：%2，共 %3 轮，贴目 %4（%5）
</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="309"/>
        <source>Created the demo tournament %1 with %2 players
</source>
        <translation>已创建演示比赛 %1，共 %2 名棋手
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
        <translation>棋手编号</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="327"/>
        <location filename="../app/cli/cli.cpp" line="368"/>
        <source>no player with id %1</source>
        <translation>没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="330"/>
        <source>player add needs --family or --given</source>
        <translation>player add 需要 --family 或 --given</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="381"/>
        <source>--round: expected 1 to %1</source>
        <translation>--round：应为 1 到 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="384"/>
        <source>--state: expected present, absent or bye</source>
        <translation>--state：应为 present、absent 或 bye</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="392"/>
        <source>unknown player command &apos;%1&apos;</source>
        <translation>未知的 player 子命令“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="399"/>
        <source>the file to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="402"/>
        <source>--format: expected csv, egd, ffg, aga or opengotha</source>
        <translation>--format：应为 csv、egd、ffg、aga 或 opengotha</translation>
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
            <numerusform>未导入任何内容（%n 个错误）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="415"/>
        <source>check: </source>
        <translation>请核对：</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cli.cpp" line="430"/>
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>已导入 %n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="432"/>
        <source> and the tournament settings</source>
        <translation>，并导入了比赛设置</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="457"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../core/store/csv_import.cpp" line="198"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="214"/>
        <source>unknown column, ignored</source>
        <translation>未知列，已忽略</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="219"/>
        <source>the same field appears twice in the header</source>
        <translation>表头中同一字段出现了两次</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="227"/>
        <source>the header names no name column (family, given, name, 姓, 名 or 姓名)</source>
        <translation>表头中没有姓名列（family、given、name、姓、名 或 姓名）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="236"/>
        <source>a quoted field is not closed (the line is cut short)</source>
        <translation>带引号的字段没有闭合（该行不完整）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="240"/>
        <source>%1 fields where the header has %2</source>
        <translation>本行有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="278"/>
        <source>&apos;%1&apos; is not a country name or two-letter code</source>
        <translation>“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="288"/>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="297"/>
        <source>&apos;%1&apos; is not a rating system (egd, aga, ffg, other)</source>
        <translation>“%1”不是等级分体系（egd、aga、ffg、other）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="307"/>
        <source>&apos;%1&apos; is not a date (use yyyy-mm-dd)</source>
        <translation>“%1”不是日期（请使用 yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="313"/>
        <source>&apos;%1&apos; is not a gender (f, m, 女, 男)</source>
        <translation>“%1”不是性别（f、m、女、男）</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="322"/>
        <source>&apos;%1&apos; is not an amount</source>
        <translation>“%1”不是有效金额</translation>
    </message>
    <message>
        <location filename="../core/store/csv_import.cpp" line="334"/>
        <source>&apos;%1&apos; is not a registration status (final, preliminary)</source>
        <translation>“%1”不是报名状态（final、preliminary）</translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="33"/>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location filename="../core/store/importers.cpp" line="57"/>
        <source>repeats line %1 (%2)</source>
        <translation>与第 %1 行重复（%2）</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="100"/>
        <source>the root element is &lt;%1&gt;, not an OpenGotha &lt;Tournament&gt;</source>
        <translation>根元素是 &lt;%1&gt;，而不是 OpenGotha 的 &lt;Tournament&gt;</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="110"/>
        <source>OpenGotha data version %1 is newer than the versions Tengen reads (up to %2)</source>
        <translation>OpenGotha 数据版本 %1 高于天元支持的版本（最高 %2）</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="123"/>
        <source>a player without a name</source>
        <translation>有棋手没有姓名</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="128"/>
        <source>player %1 %2 appears twice (line %3): OpenGotha keys must be unique</source>
        <translation>棋手 %1 %2 重复出现（第 %3 行）：OpenGotha 的键必须唯一</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="145"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="178"/>
        <source>dates must be yyyy-mm-dd</source>
        <translation>日期格式必须为 yyyy-mm-dd</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="187"/>
        <source>&apos;%1&apos; is not a komi</source>
        <translation>“%1”不是有效的贴目</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="191"/>
        <source>Category %1</source>
        <translation>第%1组</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="192"/>
        <source>rank %1 and above</source>
        <translation>%1 及以上</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="200"/>
        <source>XML error: %1</source>
        <translation>XML 错误：%1</translation>
    </message>
    <message>
        <location filename="../core/store/opengotha_import.cpp" line="204"/>
        <source>missing: the file has no tournament settings</source>
        <translation>缺失：文件中没有比赛设置</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="91"/>
        <source>expected PIN, name, country, club, grade, proposed grade, GoR, tournament count and last tournament; found %1 fields</source>
        <translation>应有 PIN、姓名、国家/地区、俱乐部、段位、建议段位、GoR、参赛次数和最近一次比赛；实际有 %1 个字段</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="99"/>
        <source>GoR</source>
        <translation>GoR</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>tournaments</source>
        <translation>参赛次数</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="103"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation>“%1”不是有效的次数</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="108"/>
        <source>grade</source>
        <translation>段位</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="119"/>
        <source>no two-letter country code after the name</source>
        <translation>姓名之后没有两字母国家/地区代码</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="135"/>
        <source>no player lines (8-digit PIN first) found: is this an EGD list?</source>
        <translation>未找到棋手行（以 8 位 PIN 开头）：这是 EGD 名单吗？</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="165"/>
        <source>line too short for the échelle layout (%1 characters, 61 expected)</source>
        <translation>该行对于 échelle 格式过短（%1 个字符，应为 61 个）</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="171"/>
        <source>expected rating, licence status, licence, club and country after the name</source>
        <translation>姓名之后应依次为等级分、会员证状态、会员证号、俱乐部和国家/地区</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="177"/>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>licence</source>
        <translation>会员证号</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="183"/>
        <source>&apos;%1&apos; is not a 7-character licence</source>
        <translation>“%1”不是 7 位的会员证号</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="200"/>
        <source>no players found: is this an FFG échelle?</source>
        <translation>未找到棋手：这是 FFG échelle 吗？</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="223"/>
        <source>%1 tab-separated fields where TDListA has 9</source>
        <translation>有 %1 个制表符分隔的字段，而 TDListA 应有 9 个</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="233"/>
        <source>the name is empty</source>
        <translation>姓名为空</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>AGA ID</source>
        <translation>AGA ID</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="239"/>
        <source>&apos;%1&apos; is not a member number</source>
        <translation>“%1”不是会员号</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="245"/>
        <source>&apos;%1&apos; is not an AGA rating</source>
        <translation>“%1”不是 AGA 等级分</translation>
    </message>
    <message>
        <location filename="../core/store/rating_list_import.cpp" line="261"/>
        <source>no players found: is this an AGA TDList?</source>
        <translation>未找到棋手：这是 AGA TDList 吗？</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="91"/>
        <source>%1 cannot be read as a tournament file: %2</source>
        <translation>无法将 %1 作为比赛文件读取：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="96"/>
        <source>%1 is an SQLite database but not a Tengen tournament file</source>
        <translation>%1 是 SQLite 数据库，但不是天元比赛文件</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="99"/>
        <source>%1 was written by a newer version of Tengen (file format %2; this version reads up to %3). Update Tengen to open it.</source>
        <translation>%1 由更新版本的天元写入（文件格式 %2；本版本最高支持 %3）。请升级天元后再打开。</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="106"/>
        <location filename="../core/store/tournament_file.cpp" line="109"/>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="116"/>
        <source>There is no file %1</source>
        <translation>文件 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="118"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="121"/>
        <source>%1 is not a tournament file (it is not an SQLite database)</source>
        <translation>%1 不是比赛文件（不是 SQLite 数据库）</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="166"/>
        <source>%1 cannot be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="189"/>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="199"/>
        <source>cannot commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="219"/>
        <source>%1 exists already; open it instead</source>
        <translation>%1 已存在，请直接打开</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="275"/>
        <source>%1 has no tournament settings</source>
        <translation>%1 中没有比赛设置</translation>
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
        <translation>没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="601"/>
        <source>round numbers start at 1</source>
        <translation>轮次从 1 开始</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="629"/>
        <source>already registered as #%1</source>
        <translation>已报名的 #%1 号棋手</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="630"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../core/store/tournament_file.cpp" line="631"/>
        <source>%1:%2: %3 may be the same player as %4 (%5)</source>
        <translation>%1:%2：%3 可能与%4是同一名棋手（%5）</translation>
    </message>
</context>
<context>
    <name>tengen</name>
    <message>
        <location filename="../core/tournament/player.cpp" line="169"/>
        <source>the player needs a name</source>
        <translation>棋手必须有姓名</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="173"/>
        <source>country &apos;%1&apos; is not a two-letter ISO code such as CN, JP, KR, FR</source>
        <translation>国家/地区“%1”不是两字母 ISO 代码（如 CN、JP、KR、FR）</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="180"/>
        <source>EGD PIN &apos;%1&apos; must have 8 digits</source>
        <translation>EGD PIN“%1”必须是 8 位数字</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="183"/>
        <source>fees cannot be negative</source>
        <translation>报名费不能为负数</translation>
    </message>
    <message>
        <location filename="../core/tournament/player.cpp" line="186"/>
        <source>round numbers start at 1</source>
        <translation>轮次从 1 开始</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="144"/>
        <source>the rank is empty</source>
        <translation>段位为空</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="162"/>
        <source>&apos;%1&apos; is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级</source>
        <translation>“%1”不是段位：应为 2d、5k、3p、2段 或 5级 这样的段级位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="166"/>
        <source>&apos;%1&apos; is not a rank: the grade number is missing or unreadable</source>
        <translation>“%1”不是段位：缺少段级数字或无法识别</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="171"/>
        <source>&apos;%1&apos; mixes amateur and professional</source>
        <translation>“%1”混用了业余和职业段位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="176"/>
        <source>&apos;%1&apos;: professionals have no kyu grades</source>
        <translation>“%1”：职业棋手没有级位</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="178"/>
        <source>&apos;%1&apos;: kyu grades run from 30k to 1k</source>
        <translation>“%1”：级位范围为 30k 至 1k</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="182"/>
        <source>&apos;%1&apos;: dan grades run from 1d to 9d</source>
        <translation>“%1”：段位范围为 1d 至 9d</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="186"/>
        <source>&apos;%1&apos;: professional grades run from 1p to 9p</source>
        <translation>“%1”：职业段位范围为 1p 至 9p</translation>
    </message>
    <message>
        <location filename="../core/tournament/rank.cpp" line="191"/>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>“%1”不是段位</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="78"/>
        <source>the tournament needs a name</source>
        <translation>比赛必须有名称</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="80"/>
        <source>the number of rounds must be between 1 and 99</source>
        <translation>轮数必须在 1 到 99 之间</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="82"/>
        <source>the last day is before the first day</source>
        <translation>结束日期早于开始日期</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="84"/>
        <source>the board size must be between 2 and 25</source>
        <translation>棋盘大小必须在 2 到 25 路之间</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="86"/>
        <source>unknown rules &apos;%1&apos;: expected chinese, japanese, korean, aga, ing, nz or tromp-taylor</source>
        <translation>未知规则“%1”：应为 chinese、japanese、korean、aga、ing、nz 或 tromp-taylor</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_settings.cpp" line="90"/>
        <source>time settings cannot be negative</source>
        <translation>用时设置不能为负数</translation>
    </message>
</context>
<context>
    <name>tengen::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>About Tengen</source>
        <translation>关于天元</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Tengen (天元) %1 — Go tournament organiser.</source>
        <translation>天元（Tengen）%1 — 围棋比赛编排软件。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="118"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>&amp;New tournament…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="121"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="122"/>
        <source>&amp;Import players…</source>
        <translation>导入棋手(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="123"/>
        <source>Tournament &amp;settings…</source>
        <translation>比赛设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="124"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="125"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="126"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="127"/>
        <source>&amp;Players</source>
        <translation>棋手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>&amp;Add player…</source>
        <translation>添加棋手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="129"/>
        <source>&amp;Edit player…</source>
        <translation>编辑棋手(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="130"/>
        <source>&amp;Withdraw or reinstate</source>
        <translation>退赛/恢复参赛(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="131"/>
        <source>&amp;Check in for the round</source>
        <translation>本轮签到(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="132"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="134"/>
        <source>&amp;About Tengen</source>
        <translation>关于天元(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="135"/>
        <source>Registration</source>
        <translation>报名</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;Create a tournament with File ▸ New, or open a .tengen file.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tengen 天元&lt;/h2&gt;&lt;p&gt;通过“文件 ▸ 新建比赛”创建比赛，或打开一个 .tengen 文件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <location filename="../app/gui/main_window.cpp" line="141"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
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
        <translation>无法打开比赛</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="215"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="224"/>
        <source>Cannot create the tournament</source>
        <translation>无法创建比赛</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="259"/>
        <source>%n problem(s) in %1. Correct the file and import it again.</source>
        <translation>
            <numerusform>%1 中有 %n 处问题。请修改文件后重新导入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="266"/>
        <source>Imported %n player(s).</source>
        <translation>
            <numerusform>已导入 %n 名棋手。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="268"/>
        <source>The tournament settings were taken from the file.</source>
        <translation>比赛设置已从文件中读取。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>%n possible duplicate(s) to check: nothing was merged.</source>
        <translation>
            <numerusform>有 %n 处可能重复的棋手需要核对：未做任何合并。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="275"/>
        <source>Import finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="294"/>
        <source>New tournament file</source>
        <translation>新建比赛文件</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="295"/>
        <source>Tengen tournaments (*.tengen)</source>
        <translation>天元比赛文件 (*.tengen)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="305"/>
        <source>Open tournament</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="306"/>
        <source>Tengen tournaments (*.tengen);;All files (*)</source>
        <translation>天元比赛文件 (*.tengen);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="316"/>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Import players</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="317"/>
        <source>Player lists (*.csv *.txt *.xml);;All files (*)</source>
        <translation>棋手名单 (*.csv *.txt *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>CSV spreadsheet (UTF-8 or GB18030)</source>
        <translation>CSV 表格（UTF-8 或 GB18030）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="322"/>
        <source>EGD rating list (allworld_lp)</source>
        <translation>EGD 等级分名单（allworld_lp）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>FFG rating list (échelle)</source>
        <translation>FFG 等级分名单（échelle）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>AGA TDList</source>
        <translation>AGA TDList</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="323"/>
        <source>OpenGotha tournament (.xml)</source>
        <translation>OpenGotha 比赛文件（.xml）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>Format of %1</source>
        <translation>%1 的格式</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="353"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
</context>
<context>
    <name>tengen::gui::NewTournamentDialog</name>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="26"/>
        <source>Tournament settings</source>
        <translation>比赛设置</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="40"/>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="41"/>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Chinese (area counting)</source>
        <translation>中国规则（数子法）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Japanese</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="45"/>
        <source>Korean</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>AGA</source>
        <translation>AGA 规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Ing</source>
        <translation>应氏规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>New Zealand</source>
        <translation>新西兰规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="46"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="57"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="64"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="70"/>
        <source>e.g. 公开组, 少年组, 女子组</source>
        <translation>例如：公开组、少年组、女子组</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="73"/>
        <source>Name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="74"/>
        <source>Name (Latin)</source>
        <translation>名称（拉丁字母）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="75"/>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="76"/>
        <source>First day</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="77"/>
        <source>Last day</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="78"/>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="79"/>
        <source>System</source>
        <translation>赛制</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="80"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="84"/>
        <source>Komi (points)</source>
        <translation>贴目（目）</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="85"/>
        <source>Board size</source>
        <translation>棋盘路数</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="88"/>
        <source>+ byo-yomi</source>
        <translation>+ 读秒</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="92"/>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="93"/>
        <source>Categories</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/new_tournament_dialog.cpp" line="146"/>
        <source>Komi: points such as 7.5, or 子 such as 3¾子</source>
        <translation>贴目：填写目数（如 7.5）或子数（如 3¾子）</translation>
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
        <translation>编辑棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="35"/>
        <source>Add player</source>
        <translation>添加棋手</translation>
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
        <translation>姓在前（柯洁、Iyama Yuta）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="44"/>
        <source>Given name first (Thomas Müller)</source>
        <translation>名在前（Thomas Müller）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="47"/>
        <source>CN, JP, KR, FR… or 中国</source>
        <translation>CN、JP、KR、FR… 或 中国</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="53"/>
        <source>2d, 5k, 3p, 业余2段, 5级</source>
        <translation>2d, 5k, 3p, 业余2段, 5级</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="57"/>
        <source>only to override rank and rating</source>
        <translation>仅在需要覆盖段位和等级分时填写</translation>
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
        <translation>未填写</translation>
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
        <translation>预报名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="87"/>
        <source>final</source>
        <translation>正式报名</translation>
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
        <translation>姓名顺序</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="109"/>
        <source>Strength</source>
        <translation>棋力</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="111"/>
        <source>Declared rank</source>
        <translation>申报段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="116"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="117"/>
        <source>Rank set by director</source>
        <translation>裁判长指定段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="118"/>
        <source>McMahon correction</source>
        <translation>麦克马洪修正</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="120"/>
        <source>Registration</source>
        <translation>报名信息</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="122"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="123"/>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="124"/>
        <source>Association</source>
        <translation>协会</translation>
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
        <translation>FFG 会员证号</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="128"/>
        <source>Other IDs</source>
        <translation>其他编号</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="129"/>
        <source>Birth date</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="130"/>
        <source>Gender</source>
        <translation>性别</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="131"/>
        <source>Category</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="132"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="133"/>
        <source>Fee due</source>
        <translation>应缴报名费</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="134"/>
        <source>Fee paid</source>
        <translation>已缴报名费</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="135"/>
        <source>Contact (private)</source>
        <translation>联系方式（不公开）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="136"/>
        <source>Notes (private)</source>
        <translation>备注（不公开）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="168"/>
        <source>Enter the player&apos;s name.</source>
        <translation>请输入棋手姓名。</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="173"/>
        <source>Declared rank: %1</source>
        <translation>申报段位：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="177"/>
        <source>Rank set by director: &apos;%1&apos; is not a rank</source>
        <translation>裁判长指定段位：“%1”不是段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="182"/>
        <source>Rating: &apos;%1&apos; is not a number</source>
        <translation>等级分：“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="187"/>
        <source>McMahon correction: a whole number, usually 0</source>
        <translation>麦克马洪修正：应为整数，通常为 0</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="190"/>
        <source>Country: &apos;%1&apos; is not a country name or two-letter code</source>
        <translation>国家/地区：“%1”不是国家/地区名称或两字母代码</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="193"/>
        <source>Birth date: &apos;%1&apos; is not a date (yyyy-mm-dd)</source>
        <translation>出生日期：“%1”不是日期（yyyy-mm-dd）</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="196"/>
        <source>EGD PIN: eight digits</source>
        <translation>EGD PIN：应为 8 位数字</translation>
    </message>
    <message>
        <location filename="../app/gui/player_dialog.cpp" line="247"/>
        <source>Plays as %1 (%2)</source>
        <translation>按 %1（%2）参赛</translation>
    </message>
</context>
<context>
    <name>tengen::gui::PlayerTableModel</name>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="159"/>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>final</source>
        <translation>正式</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="160"/>
        <source>preliminary</source>
        <translation>预报名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="166"/>
        <source>paid</source>
        <translation>已缴费</translation>
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
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="172"/>
        <source>checked in</source>
        <translation>已签到</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="186"/>
        <source>No rank yet: set the declared rank or a rating</source>
        <translation>尚无段位：请填写申报段位或等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="188"/>
        <source>Set by the director</source>
        <translation>由裁判长指定</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="190"/>
        <source>From the rating</source>
        <translation>由等级分换算</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="191"/>
        <source>As declared</source>
        <translation>按申报段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="203"/>
        <source>No.</source>
        <translation>编号</translation>
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
        <translation>申报段位</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="208"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="209"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="210"/>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="211"/>
        <source>Category</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="212"/>
        <source>Registration</source>
        <translation>报名状态</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="213"/>
        <source>Fee</source>
        <translation>报名费</translation>
    </message>
    <message>
        <location filename="../app/gui/player_table_model.cpp" line="214"/>
        <source>Round %1</source>
        <translation>第%1轮</translation>
    </message>
</context>
<context>
    <name>tengen::gui::RegistrationView</name>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="164"/>
        <source>Registered %1</source>
        <translation>已报名：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="224"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="235"/>
        <source>%1 shown · %2 registered · %3 final · %4 withdrawn</source>
        <translation>显示 %1 · 已报名 %2 · 正式 %3 · 已退赛 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Reinstate</source>
        <translation>恢复参赛</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="247"/>
        <source>Withdraw</source>
        <translation>退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="252"/>
        <source>Search names (汉字 or Latin) and clubs…</source>
        <translation>搜索姓名（汉字或拉丁字母）和俱乐部…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="253"/>
        <source>Hide withdrawn</source>
        <translation>隐藏已退赛棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="254"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="255"/>
        <source>Add player…</source>
        <translation>添加棋手…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="256"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="257"/>
        <source>Check in</source>
        <translation>签到</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="258"/>
        <source>Absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/registration_view.cpp" line="259"/>
        <source>Bye requested</source>
        <translation>申请轮空</translation>
    </message>
</context>
<context>
    <name>tengen::gui::TournamentDocument</name>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="55"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="72"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Withdraw %1</source>
        <translation>%1 退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="91"/>
        <source>Reinstate %1</source>
        <translation>%1 恢复参赛</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="114"/>
        <source>Round %1: %2</source>
        <translation>第%1轮：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/tournament_document.cpp" line="137"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
</context>
</TS>
