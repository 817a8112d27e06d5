#include "demo_tournament.h"

namespace tengen {

TournamentSettings demoSettings() {
    TournamentSettings s;
    s.nameNative = "2026 杭州天元杯业余围棋公开赛";
    s.nameLatin = "Hangzhou Tengen Cup Amateur Open 2026";
    s.place = "杭州 Hangzhou";
    s.firstDay = boost::gregorian::date(2026, 12, 5);
    s.lastDay = boost::gregorian::date(2026, 12, 6);
    s.rounds = 6;
    s.system = PairingSystem::McMahon;
    s.time = TimeControl{
        TimeSystem::ByoYomi, std::chrono::minutes(60), std::chrono::seconds(30), 3, 0, {}, {}, {}};
    s.categories = {
        {"公开组", "Open"}, {"少年组", "Under 16 on the first day"}, {"女子组", "Women"}};
    return s;
}

namespace {
struct Row {
    const char *family, *given, *familyLatin, *givenLatin, *country, *club, *rank;
    double gor; // 0: no rating
    int born;   // year; 0: unknown
    Gender gender;
    const char* category;
};

const Row kRows[] = {
    {"王", "浩然", "Wang", "Haoran", "CN", "杭州棋院", "业余6段", 0, 1998, Gender::Male, "公开组"},
    {"李", "思源", "Li", "Siyuan", "CN", "杭州棋院", "5段", 0, 2001, Gender::Male, "公开组"},
    {"陈", "雨桐", "Chen", "Yutong", "CN", "上海围棋协会", "4段", 0, 2011, Gender::Female,
     "少年组"},
    {"张", "子涵", "Zhang", "Zihan", "CN", "北京聂卫平道场", "5段", 0, 2012, Gender::Male,
     "少年组"},
    {"刘", "一鸣", "Liu", "Yiming", "CN", "宁波围棋俱乐部", "3段", 0, 1985, Gender::Male, "公开组"},
    {"欧阳", "晓峰", "Ouyang", "Xiaofeng", "CN", "杭州棋院", "2段", 0, 1979, Gender::Male,
     "公开组"},
    {"赵", "静怡", "Zhao", "Jingyi", "CN", "苏州围棋协会", "3段", 0, 2003, Gender::Female,
     "女子组"},
    {"孙", "博文", "Sun", "Bowen", "CN", "南京棋院", "1段", 0, 2014, Gender::Male, "少年组"},
    {"周", "嘉豪", "Zhou", "Jiahao", "CN", "温州围棋俱乐部", "2级", 0, 2015, Gender::Male,
     "少年组"},
    {"吴", "芷若", "Wu", "Zhiruo", "CN", "杭州棋院", "1级", 0, 2013, Gender::Female, "女子组"},
    {"黄", "志强", "Huang", "Zhiqiang", "CN", "深圳棋院", "4段", 0, 1990, Gender::Male, "公开组"},
    {"马", "晓东", "Ma", "Xiaodong", "CN", "成都围棋协会", "3级", 0, 1972, Gender::Male, "公开组"},
    {"林", "书瑶", "Lin", "Shuyao", "TW", "台北棋院", "5段", 0, 2000, Gender::Female, "女子组"},
    {"何", "家俊", "Ho", "Ka Chun", "HK", "香港围棋协会", "3段", 0, 1995, Gender::Male, "公开组"},
    {"高桥", "翔太", "Takahashi", "Shota", "JP", "日本棋院 東京本院", "6段", 0, 1993, Gender::Male,
     "公开组"},
    {"佐藤", "美咲", "Sato", "Misaki", "JP", "関西棋院", "3段", 0, 2004, Gender::Female, "女子组"},
    {"山本", "大輔", "Yamamoto", "Daisuke", "JP", "名古屋囲碁クラブ", "2段", 0, 1968, Gender::Male,
     "公开组"},
    {"김", "민준", "Kim", "Minjun", "KR", "한국기원", "6단", 0, 1999, Gender::Male, "公开组"},
    {"박", "서연", "Park", "Seoyeon", "KR", "부산 바둑협회", "4단", 0, 2010, Gender::Female,
     "少年组"},
    {"이", "지훈", "Lee", "Jihoon", "KR", "한국기원", "2단", 0, 1988, Gender::Male, "公开组"},
    {"Müller", "Thomas", "", "", "DE", "Berlin", "3d", 2270, 1981, Gender::Male, "公开组"},
    {"Dupont", "Camille", "", "", "FR", "Paris", "1d", 2095, 1996, Gender::Female, "女子组"},
    {"Kowalski", "Piotr", "", "", "PL", "Warszawa", "4d", 2390, 1987, Gender::Male, "公开组"},
    {"Novák", "Jan", "", "", "CZ", "Brno", "2k", 1880, 1975, Gender::Male, "公开组"},
    {"Ivanova", "Anna", "", "", "RU", "Moskva", "5k", 1560, 2008, Gender::Female, "少年组"},
    {"Smith", "Oliver", "", "", "UK", "London", "8k", 1270, 1964, Gender::Male, "公开组"},
    {"van der Berg", "Sanne", "", "", "NL", "Amsterdam", "1k", 2010, 1992, Gender::Female,
     "女子组"},
    {"Rossi", "Luca", "", "", "IT", "Milano", "12k", 850, 2016, Gender::Male, "少年组"},
    {"徐", "天宇", "Xu", "Tianyu", "CN", "杭州棋院", "5级", 0, 2016, Gender::Male, "少年组"},
    {"杨", "梓萱", "Yang", "Zixuan", "CN", "上海围棋协会", "8级", 0, 2017, Gender::Female,
     "少年组"},
    {"朱", "明辉", "Zhu", "Minghui", "CN", "义乌围棋俱乐部", "1段", 0, 1983, Gender::Male,
     "公开组"},
    {"郭", "晨曦", "Guo", "Chenxi", "CN", "西湖棋社", "2段", 0, 2006, Gender::Female, "女子组"},
};
} // namespace

std::vector<Player> demoPlayers() {
    std::vector<Player> players;
    int n = 0;
    for (const Row& r : kRows) {
        Player p;
        p.familyNative = r.family;
        p.givenNative = r.given;
        p.familyLatin = r.familyLatin;
        p.givenLatin = r.givenLatin;
        p.nameOrder = containsCjk(r.family) ? NameOrder::FamilyFirst : NameOrder::GivenFirst;
        p.country = r.country;
        p.club = r.club;
        p.rankLabel = r.rank;
        p.declaredRank = tryParseRank(r.rank).rank;
        if (r.gor > 0)
            p.rating = Rating{RatingSystem::EgdGoR, r.gor, {}, boost::gregorian::date(2026, 11, 1)};
        if (r.born > 0)
            p.birthDate = boost::gregorian::date(r.born, 1 + n % 12, 1 + (n * 7) % 28);
        p.gender = r.gender;
        p.category = r.category;
        p.feeDue = 20000; // 200.00 CNY
        p.feePaid = (n % 4 == 3) ? 0 : 20000;
        p.status = (n % 6 == 5) ? RegistrationStatus::Preliminary : RegistrationStatus::Final;
        players.push_back(p);
        ++n;
    }
    return players;
}

} // namespace tengen
