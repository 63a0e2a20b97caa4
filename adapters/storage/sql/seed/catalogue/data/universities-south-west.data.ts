import { institutionTable } from "../institution-table";

/** Universities of central, southern and western China. */
export const SOUTH_WEST_UNIVERSITIES = institutionTable(
  1,
  `
Уханьский университет | Wuhan University | 武汉大学 | WHU | wuhan | 1893 | 194 | 9 | https://www.whu.edu.cn | comprehensive | 985 | -
Хуачжунский университет науки и технологий | Huazhong University of Science and Technology | 华中科技大学 | HUST | wuhan | 1952 | 240 | 8 | https://www.hust.edu.cn | technical | 985 | -
Уханьский технологический университет | Wuhan University of Technology | 武汉理工大学 | WUT | wuhan | 1898 | - | 53 | https://www.whut.edu.cn | technical | 211 | -
Центральный китайский педагогический университет | Central China Normal University | 华中师范大学 | CCNU | wuhan | 1903 | - | 51 | https://www.ccnu.edu.cn | pedagogical | 211 | -
Чжуннаньский университет экономики и права | Zhongnan University of Economics and Law | 中南财经政法大学 | ZUEL | wuhan | 1948 | - | - | https://www.zuel.edu.cn | economic | 211 | -
Китайский геологический университет (Ухань) | China University of Geosciences (Wuhan) | 中国地质大学（武汉） | CUG | wuhan | 1952 | - | 57 | https://www.cug.edu.cn | technical | 211 | -
Хуачжунский сельскохозяйственный университет | Huazhong Agricultural University | 华中农业大学 | HZAU | wuhan | 1898 | - | 59 | https://www.hzau.edu.cn | agricultural | 211 | -
Центральный Южный университет | Central South University | 中南大学 | CSU | changsha | 1903 | 411 | 23 | https://www.csu.edu.cn | comprehensive | 985 | -
Хунаньский университет | Hunan University | 湖南大学 | HNU | changsha | 1926 | - | 29 | https://www.hnu.edu.cn | comprehensive | 985 | -
Хунаньский педагогический университет | Hunan Normal University | 湖南师范大学 | HUNNU | changsha | 1938 | - | - | https://www.hunnu.edu.cn | pedagogical | 211 | -
Чжэнчжоуский университет | Zhengzhou University | 郑州大学 | ZZU | zhengzhou | 1956 | - | 37 | https://www.zzu.edu.cn | comprehensive | 211 | -
Хэнаньский университет | Henan University | 河南大学 | HENU | kaifeng | 1912 | - | - | https://www.henu.edu.cn | comprehensive | - | -
Университет Сунь Ятсена | Sun Yat-sen University | 中山大学 | SYSU | guangzhou | 1924 | 323 | 10 | https://www.sysu.edu.cn | comprehensive | 985 | -
Южно-Китайский технологический университет | South China University of Technology | 华南理工大学 | SCUT | guangzhou | 1952 | 392 | 25 | https://www.scut.edu.cn | technical | 985 | -
Университет Цзинань | Jinan University | 暨南大学 | JNU | guangzhou | 1906 | - | 48 | https://www.jnu.edu.cn | comprehensive | 211 | -
Южно-Китайский педагогический университет | South China Normal University | 华南师范大学 | SCNU | guangzhou | 1933 | - | - | https://www.scnu.edu.cn | pedagogical | 211 | -
Гуандунский университет иностранных языков и внешней торговли | Guangdong University of Foreign Studies | 广东外语外贸大学 | GDUFS | guangzhou | 1965 | - | - | https://www.gdufs.edu.cn | linguistic | - | -
Южный медицинский университет | Southern Medical University | 南方医科大学 | SMU | guangzhou | 1951 | - | - | https://www.smu.edu.cn | medical | - | kitajskij,anglijskij
Гуанчжоуский университет китайской медицины | Guangzhou University of Chinese Medicine | 广州中医药大学 | GZUCM | guangzhou | 1956 | - | - | https://www.gzucm.edu.cn | medical | - | -
Шэньчжэньский университет | Shenzhen University | 深圳大学 | SZU | shenzhen | 1983 | - | 44 | https://www.szu.edu.cn | comprehensive | - | -
Южный университет науки и технологий | Southern University of Science and Technology | 南方科技大学 | SUSTech | shenzhen | 2011 | 290 | - | https://www.sustech.edu.cn | technical | - | -
Университет МГУ-ППИ в Шэньчжэне | Shenzhen MSU-BIT University | 深圳北理莫斯科大学 | SMBU | shenzhen | 2014 | - | - | https://www.smbu.edu.cn | comprehensive | - | russkij,kitajskij,anglijskij
Китайский университет Гонконга (Шэньчжэнь) | The Chinese University of Hong Kong, Shenzhen | 香港中文大学（深圳） | CUHK-Shenzhen | shenzhen | 2014 | - | - | https://www.cuhk.edu.cn | comprehensive | - | anglijskij,kitajskij
Шаньтоуский университет | Shantou University | 汕头大学 | STU | shantou | 1981 | - | - | https://www.stu.edu.cn | comprehensive | - | -
Гуансийский университет | Guangxi University | 广西大学 | GXU | nanning | 1928 | - | - | https://www.gxu.edu.cn | comprehensive | 211 | -
Гуансийский педагогический университет | Guangxi Normal University | 广西师范大学 | GXNU | guilin | 1932 | - | - | https://www.gxnu.edu.cn | pedagogical | - | -
Хайнаньский университет | Hainan University | 海南大学 | HAINU | haikou | 1958 | - | - | https://www.hainanu.edu.cn | comprehensive | 211 | -
Сычуаньский университет | Sichuan University | 四川大学 | SCU | chengdu | 1896 | 451 | 16 | https://www.scu.edu.cn | comprehensive | 985 | -
Университет электронных наук и технологий Китая | University of Electronic Science and Technology of China | 电子科技大学 | UESTC | chengdu | 1956 | - | 28 | https://www.uestc.edu.cn | technical | 985 | -
Юго-Западный транспортный университет | Southwest Jiaotong University | 西南交通大学 | SWJTU | chengdu | 1896 | - | 47 | https://www.swjtu.edu.cn | technical | 211 | -
Юго-Западный университет финансов и экономики | Southwestern University of Finance and Economics | 西南财经大学 | SWUFE | chengdu | 1925 | - | - | https://www.swufe.edu.cn | economic | 211 | -
Чэндуский университет традиционной китайской медицины | Chengdu University of Traditional Chinese Medicine | 成都中医药大学 | CDUTCM | chengdu | 1956 | - | - | https://www.cdutcm.edu.cn | medical | - | -
Чунцинский университет | Chongqing University | 重庆大学 | CQU | chongqing | 1929 | - | 33 | https://www.cqu.edu.cn | technical | 985 | -
Юго-Западный университет | Southwest University | 西南大学 | SWU | chongqing | 1906 | - | 50 | https://www.swu.edu.cn | comprehensive | 211 | -
Чунцинский медицинский университет | Chongqing Medical University | 重庆医科大学 | CQMU | chongqing | 1956 | - | - | https://www.cqmu.edu.cn | medical | - | kitajskij,anglijskij
Сычуаньский университет иностранных языков | Sichuan International Studies University | 四川外国语大学 | SISU | chongqing | 1950 | - | - | https://www.sisu.edu.cn | linguistic | - | -
Юньнаньский университет | Yunnan University | 云南大学 | YNU | kunming | 1922 | - | - | https://www.ynu.edu.cn | comprehensive | 211 | -
Юньнаньский педагогический университет | Yunnan Normal University | 云南师范大学 | YNNU | kunming | 1938 | - | - | https://www.ynnu.edu.cn | pedagogical | - | -
Гуйчжоуский университет | Guizhou University | 贵州大学 | GZU | guiyang | 1902 | - | - | https://www.gzu.edu.cn | comprehensive | 211 | -
Сианьский университет Цзяотун | Xi'an Jiaotong University | 西安交通大学 | XJTU | xian | 1896 | 291 | 11 | https://www.xjtu.edu.cn | technical | 985 | -
Северо-Западный политехнический университет | Northwestern Polytechnical University | 西北工业大学 | NPU | xian | 1938 | - | 30 | https://www.nwpu.edu.cn | technical | 985 | -
Сидяньский университет | Xidian University | 西安电子科技大学 | XDU | xian | 1931 | - | 46 | https://www.xidian.edu.cn | technical | 211 | -
Северо-Западный университет | Northwest University | 西北大学 | NWU | xian | 1902 | - | - | https://www.nwu.edu.cn | comprehensive | 211 | -
Шэньсийский педагогический университет | Shaanxi Normal University | 陕西师范大学 | SNNU | xian | 1944 | - | - | https://www.snnu.edu.cn | pedagogical | 211 | -
Сианьский университет иностранных языков | Xi'an International Studies University | 西安外国语大学 | XISU | xian | 1952 | - | - | https://www.xisu.edu.cn | linguistic | - | -
Чанъаньский университет | Chang'an University | 长安大学 | CHD | xian | 1951 | - | - | https://www.chd.edu.cn | technical | 211 | -
Северо-Западный университет сельского и лесного хозяйства | Northwest A&F University | 西北农林科技大学 | NWAFU | yangling | 1934 | - | - | https://www.nwafu.edu.cn | agricultural | 985 | -
Ланьчжоуский университет | Lanzhou University | 兰州大学 | LZU | lanzhou | 1909 | - | 34 | https://www.lzu.edu.cn | comprehensive | 985 | -
Синьцзянский университет | Xinjiang University | 新疆大学 | XJU | urumqi | 1924 | - | - | https://www.xju.edu.cn | comprehensive | 211 | -
`,
);
