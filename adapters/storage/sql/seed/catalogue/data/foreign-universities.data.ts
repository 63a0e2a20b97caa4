import { institutionTable } from "../institution-table";

/** Universities in Korea, Japan and Canada; national places are not claimed for them. */
export const FOREIGN_UNIVERSITIES = institutionTable(
  1,
  `
Сеульский национальный университет | Seoul National University | 首尔大学 | SNU | seoul | 1946 | 31 | - | https://www.snu.ac.kr | comprehensive | - | korejskij,anglijskij
Университет Ёнсе | Yonsei University | 延世大学 | - | seoul | 1885 | 56 | - | https://www.yonsei.ac.kr | comprehensive | - | korejskij,anglijskij
Университет Корё | Korea University | 高丽大学 | KU | seoul | 1905 | 67 | - | https://www.korea.ac.kr | comprehensive | - | korejskij,anglijskij
Университет Сонгюнгван | Sungkyunkwan University | 成均馆大学 | SKKU | seoul | 1398 | 123 | - | https://www.skku.edu | comprehensive | - | korejskij,anglijskij
Токийский университет | University of Tokyo | 东京大学 | UTokyo | tokyo | 1877 | 32 | - | https://www.u-tokyo.ac.jp | comprehensive | - | yaponskij,anglijskij
Киотский университет | Kyoto University | 京都大学 | - | kyoto | 1897 | 50 | - | https://www.kyoto-u.ac.jp | comprehensive | - | yaponskij,anglijskij
Осакский университет | Osaka University | 大阪大学 | - | osaka | 1931 | 86 | - | https://www.osaka-u.ac.jp | comprehensive | - | yaponskij,anglijskij
Университет Васэда | Waseda University | 早稻田大学 | - | tokyo | 1882 | 181 | - | https://www.waseda.jp | comprehensive | - | yaponskij,anglijskij
Университет Торонто | University of Toronto | 多伦多大学 | U of T | toronto | 1827 | 25 | - | https://www.utoronto.ca | comprehensive | - | anglijskij
Университет Британской Колумбии | University of British Columbia | 不列颠哥伦比亚大学 | UBC | vancouver | 1908 | 38 | - | https://www.ubc.ca | comprehensive | - | anglijskij
Университет Макгилла | McGill University | 麦吉尔大学 | - | montreal | 1821 | 29 | - | https://www.mcgill.ca | comprehensive | - | anglijskij,franczuzskij
Университет Ватерлоо | University of Waterloo | 滑铁卢大学 | UW | waterloo | 1957 | 115 | - | https://uwaterloo.ca | technical | - | anglijskij
`,
);
