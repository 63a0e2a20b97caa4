import { institutionTable } from "../institution-table";

/** International schools and Chinese secondary schools with departments for foreign pupils. */
export const CHINESE_SCHOOLS = institutionTable(
  3,
  `
Западная академия Пекина | Western Academy of Beijing | 北京京西学校 | WAB | beijing | 1994 | - | - | https://www.wab.edu | school | - | anglijskij,kitajskij
Международная школа Пекина | International School of Beijing | 北京顺义国际学校 | ISB | beijing | 1980 | - | - | https://www.isb.bj.edu.cn | school | - | anglijskij,kitajskij
Колледж Далидж в Пекине | Dulwich College Beijing | 北京德威英国国际学校 | DCB | beijing | 2005 | - | - | https://beijing.dulwich.org | school | - | anglijskij
Средняя школа № 55 Пекина | Beijing No. 55 High School | 北京市第五十五中学 | - | beijing | - | - | - | - | school | - | kitajskij,anglijskij
Средняя школа при Народном университете Китая | High School Affiliated to Renmin University of China | 中国人民大学附属中学 | RDFZ | beijing | 1950 | - | - | https://www.rdfz.cn | school | - | kitajskij,anglijskij
Шанхайская американская школа | Shanghai American School | 上海美国学校 | SAS | shanghai | 1912 | - | - | https://www.saschina.org | school | - | anglijskij
Международная школа Ючжун в Шанхае | Yew Chung International School of Shanghai | 上海耀中外籍人员子女学校 | YCIS | shanghai | 1993 | - | - | https://www.ycis-sh.com | school | - | anglijskij,kitajskij
Международное отделение Шанхайской средней школы | Shanghai High School International Division | 上海中学国际部 | SHSID | shanghai | 1993 | - | - | https://www.shsid.org | school | - | anglijskij,kitajskij
Тяньцзиньская международная школа | Tianjin International School | 天津国际学校 | TIS | tianjin | 1994 | - | - | https://www.tiseagles.com | school | - | anglijskij
Шэньчжэньский колледж международного образования | Shenzhen College of International Education | 深圳国际交流学院 | SCIE | shenzhen | 2003 | - | - | https://www.scie.com.cn | school | - | anglijskij
Международная школа Шэкоу | Shekou International School | 蛇口国际学校 | SIS | shenzhen | 1989 | - | - | https://www.sis.org.cn | school | - | anglijskij
Американская международная школа Гуанчжоу | American International School of Guangzhou | 广州美国人国际学校 | AISG | guangzhou | 1981 | - | - | https://www.aisgz.org | school | - | anglijskij
Нанкинская международная школа | Nanjing International School | 南京国际学校 | NIS | nanjing | 1992 | - | - | https://www.nanjing-school.com | school | - | anglijskij
Ханчжоуская международная школа | Hangzhou International School | 杭州国际学校 | HIS | hangzhou | 2002 | - | - | https://www.hischina.org | school | - | anglijskij
Даляньская американская международная школа | Dalian American International School | 大连美国国际学校 | DAIS | dalian | 2001 | - | - | https://www.dais.cn | school | - | anglijskij
`,
);
