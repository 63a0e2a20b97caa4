import { institutionTable } from "../institution-table";

/** Vocational and polytechnic colleges of China that admit foreign students. */
export const CHINESE_COLLEGES = institutionTable(
  2,
  `
Шэньчжэньский политехнический университет | Shenzhen Polytechnic University | 深圳职业技术大学 | SZPU | shenzhen | 1993 | - | - | https://www.szpu.edu.cn | vocational | - | -
Шэньчжэньский институт информационных технологий | Shenzhen Institute of Information Technology | 深圳信息职业技术学院 | SZIIT | shenzhen | 2002 | - | - | https://www.sziit.edu.cn | vocational | - | -
Пекинский политехнический колледж | Beijing Polytechnic | 北京电子科技职业学院 | BPI | beijing | - | - | - | https://www.bpi.edu.cn | vocational | - | -
Шанхайский колледж издательского дела и полиграфии | Shanghai Publishing and Printing College | 上海出版印刷高等专科学校 | SPPC | shanghai | 1953 | - | - | https://www.sppc.edu.cn | vocational | - | -
Шанхайский колледж электроники и информационных технологий | Shanghai Technical Institute of Electronics and Information | 上海电子信息职业技术学院 | STIEI | shanghai | - | - | - | https://www.stiei.edu.cn | vocational | - | -
Тяньцзиньский китайско-немецкий университет прикладных наук | Tianjin Sino-German University of Applied Sciences | 天津中德应用技术大学 | TSGUAS | tianjin | 1985 | - | - | https://www.tsguas.edu.cn | vocational | - | -
Чжэцзянский финансовый колледж | Zhejiang Financial College | 浙江金融职业学院 | ZFC | hangzhou | 1975 | - | - | https://www.zfc.edu.cn | vocational | - | -
Ханчжоуский профессионально-технический колледж | Hangzhou Vocational and Technical College | 杭州职业技术学院 | HZVTC | hangzhou | - | - | - | https://www.hzvtc.edu.cn | vocational | - | -
Политехнический колледж Цзиньхуа | Jinhua Polytechnic | 金华职业技术学院 | JHC | jinhua | - | - | - | https://www.jhc.cn | vocational | - | -
Политехнический колледж Нинбо | Ningbo Polytechnic | 宁波职业技术学院 | NBPT | ningbo | 1999 | - | - | https://www.nbpt.edu.cn | vocational | - | -
Профессионально-технический институт Уси | Wuxi Institute of Technology | 无锡职业技术学院 | WXIT | wuxi | 1959 | - | - | https://www.wxit.edu.cn | vocational | - | -
Нанкинский профессионально-технический университет промышленности | Nanjing Vocational University of Industry Technology | 南京工业职业技术大学 | NIIT | nanjing | 1918 | - | - | https://www.niit.edu.cn | vocational | - | -
Шаньдунский политехнический колледж | Shandong Polytechnic | 山东职业学院 | SDP | jinan | - | - | - | https://www.sdp.edu.cn | vocational | - | -
Технический колледж Циндао | Qingdao Technical College | 青岛职业技术学院 | QTC | qingdao | - | - | - | https://www.qtc.edu.cn | vocational | - | -
Даляньский профессионально-технический колледж | Dalian Vocational and Technical College | 大连职业技术学院 | DLVTC | dalian | - | - | - | https://www.dlvtc.edu.cn | vocational | - | -
Чунцинский промышленный политехнический колледж | Chongqing Industry Polytechnic College | 重庆工业职业技术学院 | CQIPC | chongqing | - | - | - | https://www.cqipc.edu.cn | vocational | - | -
Чэндуский авиационный политехнический колледж | Chengdu Aeronautic Polytechnic | 成都航空职业技术学院 | CAP | chengdu | - | - | - | https://www.cap.edu.cn | vocational | - | -
Янлинский профессионально-технический колледж | Yangling Vocational and Technical College | 杨凌职业技术学院 | YLVTC | yangling | 1934 | - | - | https://www.ylvtc.cn | vocational | - | -
Гуанчжоуский политехнический колледж Паньюй | Guangzhou Panyu Polytechnic | 广州番禺职业技术学院 | GZPYP | guangzhou | 1993 | - | - | https://www.gzpyp.edu.cn | vocational | - | -
Уханьский политехнический колледж | Wuhan Polytechnic | 武汉职业技术学院 | WHPU | wuhan | - | - | - | https://www.wtc.edu.cn | vocational | - | -
`,
);
