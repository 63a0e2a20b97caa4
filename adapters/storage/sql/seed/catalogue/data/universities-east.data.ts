import { institutionTable } from "../institution-table";

/** Universities of Shanghai and the eastern provinces (Jiangsu, Zhejiang, Anhui, Fujian, Jiangxi). */
export const EAST_UNIVERSITIES = institutionTable(
  1,
  `
Фуданьский университет | Fudan University | 复旦大学 | FDU | shanghai | 1905 | 39 | 5 | https://www.fudan.edu.cn | comprehensive | 985 | -
Шанхайский университет Цзяотун | Shanghai Jiao Tong University | 上海交通大学 | SJTU | shanghai | 1896 | 45 | 4 | https://www.sjtu.edu.cn | comprehensive | 985 | -
Университет Тунцзи | Tongji University | 同济大学 | - | shanghai | 1907 | 216 | 15 | https://www.tongji.edu.cn | technical | 985 | -
Восточно-Китайский педагогический университет | East China Normal University | 华东师范大学 | ECNU | shanghai | 1951 | - | 31 | https://www.ecnu.edu.cn | pedagogical | 985 | -
Шанхайский университет иностранных языков | Shanghai International Studies University | 上海外国语大学 | SISU | shanghai | 1949 | - | - | https://www.shisu.edu.cn | linguistic | 211 | -
Шанхайский университет финансов и экономики | Shanghai University of Finance and Economics | 上海财经大学 | SUFE | shanghai | 1917 | - | - | https://www.sufe.edu.cn | economic | 211 | -
Шанхайский университет | Shanghai University | 上海大学 | SHU | shanghai | 1922 | 381 | 43 | https://www.shu.edu.cn | comprehensive | 211 | -
Восточно-Китайский университет науки и технологий | East China University of Science and Technology | 华东理工大学 | ECUST | shanghai | 1952 | - | 56 | https://www.ecust.edu.cn | technical | 211 | -
Университет Дунхуа | Donghua University | 东华大学 | DHU | shanghai | 1951 | - | - | https://www.dhu.edu.cn | technical | 211 | -
Шанхайский университет традиционной китайской медицины | Shanghai University of Traditional Chinese Medicine | 上海中医药大学 | SHUTCM | shanghai | 1956 | - | - | https://www.shutcm.edu.cn | medical | - | -
Шанхайский научно-технический университет | ShanghaiTech University | 上海科技大学 | - | shanghai | 2013 | - | - | https://www.shanghaitech.edu.cn | technical | - | -
Шанхайский педагогический университет | Shanghai Normal University | 上海师范大学 | SHNU | shanghai | 1954 | - | - | https://www.shnu.edu.cn | pedagogical | - | -
Шанхайская консерватория | Shanghai Conservatory of Music | 上海音乐学院 | SHCM | shanghai | 1927 | - | - | https://www.shcmusic.edu.cn | arts | - | -
Шанхайский университет международного бизнеса и экономики | Shanghai University of International Business and Economics | 上海对外经贸大学 | SUIBE | shanghai | 1960 | - | - | https://www.suibe.edu.cn | economic | - | -
Шанхайский морской университет | Shanghai Maritime University | 上海海事大学 | SMU | shanghai | 1909 | - | - | https://www.shmtu.edu.cn | technical | - | -
Нанкинский университет | Nanjing University | 南京大学 | NJU | nanjing | 1902 | 141 | 6 | https://www.nju.edu.cn | comprehensive | 985 | -
Юго-Восточный университет | Southeast University | 东南大学 | SEU | nanjing | 1902 | 456 | 18 | https://www.seu.edu.cn | technical | 985 | -
Нанкинский университет аэронавтики и астронавтики | Nanjing University of Aeronautics and Astronautics | 南京航空航天大学 | NUAA | nanjing | 1952 | - | 39 | https://www.nuaa.edu.cn | technical | 211 | -
Нанкинский университет науки и технологий | Nanjing University of Science and Technology | 南京理工大学 | NJUST | nanjing | 1953 | - | 40 | https://www.njust.edu.cn | technical | 211 | -
Университет Хохай | Hohai University | 河海大学 | HHU | nanjing | 1915 | - | 52 | https://www.hhu.edu.cn | technical | 211 | -
Нанкинский педагогический университет | Nanjing Normal University | 南京师范大学 | NNU | nanjing | 1902 | - | - | https://www.njnu.edu.cn | pedagogical | 211 | -
Нанкинский сельскохозяйственный университет | Nanjing Agricultural University | 南京农业大学 | NJAU | nanjing | 1902 | - | - | https://www.njau.edu.cn | agricultural | 211 | -
Китайский фармацевтический университет | China Pharmaceutical University | 中国药科大学 | CPU | nanjing | 1936 | - | - | https://www.cpu.edu.cn | medical | 211 | -
Нанкинский медицинский университет | Nanjing Medical University | 南京医科大学 | NMU | nanjing | 1934 | - | - | https://www.njmu.edu.cn | medical | - | kitajskij,anglijskij
Нанкинский университет китайской медицины | Nanjing University of Chinese Medicine | 南京中医药大学 | NJUCM | nanjing | 1954 | - | - | https://www.njucm.edu.cn | medical | - | -
Сучжоуский университет | Soochow University | 苏州大学 | SUDA | suzhou | 1900 | - | 36 | https://www.suda.edu.cn | comprehensive | 211 | -
Университет Сиань Цзяотун-Ливерпуль | Xi'an Jiaotong-Liverpool University | 西交利物浦大学 | XJTLU | suzhou | 2006 | - | - | https://www.xjtlu.edu.cn | comprehensive | - | anglijskij
Университет Цзяннань | Jiangnan University | 江南大学 | JNU | wuxi | 1902 | - | 55 | https://www.jiangnan.edu.cn | technical | 211 | -
Янчжоуский университет | Yangzhou University | 扬州大学 | YZU | yangzhou | 1902 | - | - | https://www.yzu.edu.cn | comprehensive | - | -
Цзянсуский университет | Jiangsu University | 江苏大学 | UJS | zhenjiang | 1902 | - | - | https://www.ujs.edu.cn | technical | - | -
Китайский горно-технологический университет | China University of Mining and Technology | 中国矿业大学 | CUMT | xuzhou | 1909 | - | - | https://www.cumt.edu.cn | technical | 211 | -
Чжэцзянский университет | Zhejiang University | 浙江大学 | ZJU | hangzhou | 1897 | 47 | 3 | https://www.zju.edu.cn | comprehensive | 985 | -
Чжэцзянский технологический университет | Zhejiang University of Technology | 浙江工业大学 | ZJUT | hangzhou | 1953 | - | - | https://www.zjut.edu.cn | technical | - | -
Чжэцзянский университет Гуншан | Zhejiang Gongshang University | 浙江工商大学 | ZJGSU | hangzhou | 1911 | - | - | https://www.zjgsu.edu.cn | economic | - | -
Ханчжоуский педагогический университет | Hangzhou Normal University | 杭州师范大学 | HZNU | hangzhou | 1908 | - | - | https://www.hznu.edu.cn | pedagogical | - | -
Китайская академия художеств | China Academy of Art | 中国美术学院 | CAA | hangzhou | 1928 | - | - | https://www.caa.edu.cn | arts | - | -
Чжэцзянский научно-технический университет | Zhejiang Sci-Tech University | 浙江理工大学 | ZSTU | hangzhou | 1897 | - | - | https://www.zstu.edu.cn | technical | - | -
Чжэцзянский педагогический университет | Zhejiang Normal University | 浙江师范大学 | ZJNU | jinhua | 1956 | - | - | https://www.zjnu.edu.cn | pedagogical | - | -
Нинбоский университет | Ningbo University | 宁波大学 | NBU | ningbo | 1986 | - | - | https://www.nbu.edu.cn | comprehensive | - | -
Ноттингемский университет в Нинбо | University of Nottingham Ningbo China | 宁波诺丁汉大学 | UNNC | ningbo | 2004 | - | - | https://www.nottingham.edu.cn | comprehensive | - | anglijskij
Вэньчжоуский медицинский университет | Wenzhou Medical University | 温州医科大学 | WMU | wenzhou | 1958 | - | - | https://www.wmu.edu.cn | medical | - | kitajskij,anglijskij
Научно-технический университет Китая | University of Science and Technology of China | 中国科学技术大学 | USTC | hefei | 1958 | 133 | 7 | https://www.ustc.edu.cn | technical | 985 | -
Хэфэйский технологический университет | Hefei University of Technology | 合肥工业大学 | HFUT | hefei | 1945 | - | - | https://www.hfut.edu.cn | technical | 211 | -
Аньхойский университет | Anhui University | 安徽大学 | AHU | hefei | 1928 | - | - | https://www.ahu.edu.cn | comprehensive | 211 | -
Сямыньский университет | Xiamen University | 厦门大学 | XMU | xiamen | 1921 | 440 | 24 | https://www.xmu.edu.cn | comprehensive | 985 | -
Фучжоуский университет | Fuzhou University | 福州大学 | FZU | fuzhou | 1958 | - | - | https://www.fzu.edu.cn | technical | 211 | -
Фуцзяньский педагогический университет | Fujian Normal University | 福建师范大学 | FJNU | fuzhou | 1907 | - | - | https://www.fjnu.edu.cn | pedagogical | - | -
Университет Хуацяо | Huaqiao University | 华侨大学 | HQU | quanzhou | 1960 | - | - | https://www.hqu.edu.cn | comprehensive | - | -
Наньчанский университет | Nanchang University | 南昌大学 | NCU | nanchang | 1940 | - | 49 | https://www.ncu.edu.cn | comprehensive | 211 | -
`,
);
