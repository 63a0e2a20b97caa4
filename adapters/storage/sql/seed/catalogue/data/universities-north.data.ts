import { institutionTable } from "../institution-table";

/**
 * Universities of Beijing, Tianjin, the north and the north-east of China. Rankings are approximate public figures
 * (QS World University Rankings, national rankings); "-" where none is claimed.
 */
export const NORTH_UNIVERSITIES = institutionTable(
  1,
  `
Пекинский университет | Peking University | 北京大学 | PKU | beijing | 1898 | 14 | 2 | https://www.pku.edu.cn | comprehensive | 985 | -
Университет Цинхуа | Tsinghua University | 清华大学 | THU | beijing | 1911 | 20 | 1 | https://www.tsinghua.edu.cn | comprehensive | 985 | -
Народный университет Китая | Renmin University of China | 中国人民大学 | RUC | beijing | 1937 | - | 19 | https://www.ruc.edu.cn | economic | 985 | -
Пекинский педагогический университет | Beijing Normal University | 北京师范大学 | BNU | beijing | 1902 | 262 | 14 | https://www.bnu.edu.cn | pedagogical | 985 | -
Бэйханский университет | Beihang University | 北京航空航天大学 | BUAA | beijing | 1952 | 335 | 13 | https://www.buaa.edu.cn | technical | 985 | -
Пекинский политехнический университет | Beijing Institute of Technology | 北京理工大学 | BIT | beijing | 1940 | 361 | 17 | https://www.bit.edu.cn | technical | 985 | -
Китайский сельскохозяйственный университет | China Agricultural University | 中国农业大学 | CAU | beijing | 1905 | - | 32 | https://www.cau.edu.cn | agricultural | 985 | -
Центральный университет национальностей | Minzu University of China | 中央民族大学 | MUC | beijing | 1951 | - | - | https://www.muc.edu.cn | comprehensive | 985 | -
Пекинский университет иностранных языков | Beijing Foreign Studies University | 北京外国语大学 | BFSU | beijing | 1941 | - | - | https://www.bfsu.edu.cn | linguistic | 211 | -
Пекинский университет языка и культуры | Beijing Language and Culture University | 北京语言大学 | BLCU | beijing | 1962 | - | - | https://www.blcu.edu.cn | linguistic | - | -
Университет международного бизнеса и экономики | University of International Business and Economics | 对外经济贸易大学 | UIBE | beijing | 1951 | - | - | https://www.uibe.edu.cn | economic | 211 | -
Центральный университет финансов и экономики | Central University of Finance and Economics | 中央财经大学 | CUFE | beijing | 1949 | - | - | https://www.cufe.edu.cn | economic | 211 | -
Китайский университет политических наук и права | China University of Political Science and Law | 中国政法大学 | CUPL | beijing | 1952 | - | - | https://www.cupl.edu.cn | law | 211 | -
Пекинский транспортный университет | Beijing Jiaotong University | 北京交通大学 | BJTU | beijing | 1896 | - | 54 | https://www.bjtu.edu.cn | technical | 211 | -
Пекинский университет науки и технологий | University of Science and Technology Beijing | 北京科技大学 | USTB | beijing | 1952 | - | 41 | https://www.ustb.edu.cn | technical | 211 | -
Пекинский университет почты и телекоммуникаций | Beijing University of Posts and Telecommunications | 北京邮电大学 | BUPT | beijing | 1955 | - | 42 | https://www.bupt.edu.cn | technical | 211 | -
Пекинский химико-технологический университет | Beijing University of Chemical Technology | 北京化工大学 | BUCT | beijing | 1958 | - | 60 | https://www.buct.edu.cn | technical | 211 | -
Северо-Китайский университет электроэнергетики | North China Electric Power University | 华北电力大学 | NCEPU | beijing | 1958 | - | 58 | https://www.ncepu.edu.cn | technical | 211 | -
Столичный медицинский университет | Capital Medical University | 首都医科大学 | CCMU | beijing | 1960 | - | - | https://www.ccmu.edu.cn | medical | - | -
Пекинский университет китайской медицины | Beijing University of Chinese Medicine | 北京中医药大学 | BUCM | beijing | 1956 | - | - | https://www.bucm.edu.cn | medical | 211 | -
Центральная академия изящных искусств | Central Academy of Fine Arts | 中央美术学院 | CAFA | beijing | 1918 | - | - | https://www.cafa.edu.cn | arts | - | -
Коммуникационный университет Китая | Communication University of China | 中国传媒大学 | CUC | beijing | 1954 | - | - | https://www.cuc.edu.cn | arts | 211 | -
Столичный педагогический университет | Capital Normal University | 首都师范大学 | CNU | beijing | 1954 | - | - | https://www.cnu.edu.cn | pedagogical | - | -
Пекинский лесотехнический университет | Beijing Forestry University | 北京林业大学 | BJFU | beijing | 1952 | - | - | https://www.bjfu.edu.cn | agricultural | 211 | -
Центральная консерватория | Central Conservatory of Music | 中央音乐学院 | CCOM | beijing | 1950 | - | - | https://www.ccom.edu.cn | arts | - | -
Пекинский спортивный университет | Beijing Sport University | 北京体育大学 | BSU | beijing | 1953 | - | - | https://www.bsu.edu.cn | sports | 211 | -
Пекинский технологический университет | Beijing University of Technology | 北京工业大学 | BJUT | beijing | 1960 | - | - | https://www.bjut.edu.cn | technical | 211 | -
Китайский нефтяной университет (Пекин) | China University of Petroleum (Beijing) | 中国石油大学（北京） | CUPB | beijing | 1953 | - | - | https://www.cup.edu.cn | technical | 211 | -
Китайский геологический университет (Пекин) | China University of Geosciences (Beijing) | 中国地质大学（北京） | CUGB | beijing | 1952 | - | - | https://www.cugb.edu.cn | technical | 211 | -
Университет Китайской академии наук | University of Chinese Academy of Sciences | 中国科学院大学 | UCAS | beijing | 1978 | - | - | https://www.ucas.ac.cn | technical | - | -
Нанькайский университет | Nankai University | 南开大学 | NKU | tianjin | 1919 | 372 | 20 | https://www.nankai.edu.cn | comprehensive | 985 | -
Тяньцзиньский университет | Tianjin University | 天津大学 | TJU | tianjin | 1895 | 301 | 21 | https://www.tju.edu.cn | technical | 985 | -
Тяньцзиньский медицинский университет | Tianjin Medical University | 天津医科大学 | TMU | tianjin | 1951 | - | - | https://www.tmu.edu.cn | medical | 211 | -
Тяньцзиньский университет традиционной китайской медицины | Tianjin University of Traditional Chinese Medicine | 天津中医药大学 | TUTCM | tianjin | 1958 | - | - | https://www.tjutcm.edu.cn | medical | - | -
Тяньцзиньский педагогический университет | Tianjin Normal University | 天津师范大学 | TJNU | tianjin | 1958 | - | - | https://www.tjnu.edu.cn | pedagogical | - | -
Хэбэйский технологический университет | Hebei University of Technology | 河北工业大学 | HEBUT | tianjin | 1903 | - | - | https://www.hebut.edu.cn | technical | 211 | -
Яньшаньский университет | Yanshan University | 燕山大学 | YSU | qinhuangdao | 1920 | - | - | https://www.ysu.edu.cn | technical | - | -
Тайюаньский технологический университет | Taiyuan University of Technology | 太原理工大学 | TYUT | taiyuan | 1902 | - | - | https://www.tyut.edu.cn | technical | 211 | -
Университет Внутренней Монголии | Inner Mongolia University | 内蒙古大学 | IMU | hohhot | 1957 | - | - | https://www.imu.edu.cn | comprehensive | 211 | -
Харбинский политехнический университет | Harbin Institute of Technology | 哈尔滨工业大学 | HIT | harbin | 1920 | 256 | 12 | https://www.hit.edu.cn | technical | 985 | -
Харбинский инженерный университет | Harbin Engineering University | 哈尔滨工程大学 | HEU | harbin | 1953 | - | 45 | https://www.hrbeu.edu.cn | technical | 211 | -
Хэйлунцзянский университет | Heilongjiang University | 黑龙江大学 | HLJU | harbin | 1941 | - | - | https://www.hlju.edu.cn | comprehensive | - | kitajskij,russkij
Харбинский медицинский университет | Harbin Medical University | 哈尔滨医科大学 | HMU | harbin | 1926 | - | - | https://www.hrbmu.edu.cn | medical | - | kitajskij,anglijskij
Северо-Восточный лесной университет | Northeast Forestry University | 东北林业大学 | NEFU | harbin | 1952 | - | - | https://www.nefu.edu.cn | agricultural | 211 | -
Цзилиньский университет | Jilin University | 吉林大学 | JLU | changchun | 1946 | 480 | 26 | https://www.jlu.edu.cn | comprehensive | 985 | -
Северо-Восточный педагогический университет | Northeast Normal University | 东北师范大学 | NENU | changchun | 1946 | - | - | https://www.nenu.edu.cn | pedagogical | 211 | -
Яньбяньский университет | Yanbian University | 延边大学 | YBU | yanji | 1949 | - | - | https://www.ybu.edu.cn | comprehensive | 211 | -
Северо-Восточный университет | Northeastern University | 东北大学 | NEU | shenyang | 1923 | - | 35 | https://www.neu.edu.cn | technical | 985 | -
Ляонинский университет | Liaoning University | 辽宁大学 | LNU | shenyang | 1948 | - | - | https://www.lnu.edu.cn | comprehensive | 211 | -
Китайский медицинский университет | China Medical University | 中国医科大学 | CMU | shenyang | 1931 | - | - | https://www.cmu.edu.cn | medical | - | kitajskij,anglijskij
Даляньский технологический университет | Dalian University of Technology | 大连理工大学 | DUT | dalian | 1949 | 461 | 27 | https://www.dlut.edu.cn | technical | 985 | -
Даляньский морской университет | Dalian Maritime University | 大连海事大学 | DMU | dalian | 1909 | - | - | https://www.dlmu.edu.cn | technical | 211 | -
Даляньский университет иностранных языков | Dalian University of Foreign Languages | 大连外国语大学 | DUFL | dalian | 1964 | - | - | https://www.dlufl.edu.cn | linguistic | - | -
Даляньский медицинский университет | Dalian Medical University | 大连医科大学 | - | dalian | 1947 | - | - | https://www.dmu.edu.cn | medical | - | kitajskij,anglijskij
Шаньдунский университет | Shandong University | 山东大学 | SDU | jinan | 1901 | 450 | 22 | https://www.sdu.edu.cn | comprehensive | 985 | -
Китайский океанологический университет | Ocean University of China | 中国海洋大学 | OUC | qingdao | 1924 | - | 38 | https://www.ouc.edu.cn | technical | 985 | -
Циндаоский университет | Qingdao University | 青岛大学 | QDU | qingdao | 1909 | - | - | https://www.qdu.edu.cn | comprehensive | - | -
Китайский нефтяной университет (Восточный Китай) | China University of Petroleum (East China) | 中国石油大学（华东） | UPC | qingdao | 1953 | - | - | https://www.upc.edu.cn | technical | 211 | -
`,
);
