import type { CountrySlug } from "../catalogue/city-fact";

/**
 * The city figures of the calculator (ADR 065) for every city of the catalogue, in its country's currency: a
 * dormitory place for a year (a shared room in a university dormitory for foreign students), living costs for a month
 * (food, local transport, phone and small expenses for one student, no rent) and, in roubles, a one-way economy flight
 * from Moscow (the lowest usual fare with one stop where there is no direct flight). Estimates checked on CHECKED_ON:
 * dormitories from the universities' housing pages gathered by CUCAS / Study in Korea / JASSO / the Canadian
 * universities, living costs from Numbeo's city pages less rent, flights from Aviasales fare calendars.
 */
export const CITY_COSTS_CHECKED_ON = "2026-11-20";

/** slug | dormitory per year | living per month | flight from Moscow, RUB. */
export const CITY_COSTS = `
beijing | 16000 | 4200 | 32000
shanghai | 18000 | 4500 | 34000
tianjin | 10000 | 3200 | 38000
chongqing | 9000 | 2800 | 36000
guangzhou | 12000 | 3600 | 36000
shenzhen | 14000 | 4000 | 38000
shantou | 7000 | 2500 | 45000
hangzhou | 12000 | 3600 | 38000
ningbo | 9000 | 3000 | 42000
wenzhou | 8000 | 2800 | 45000
jinhua | 6000 | 2400 | 45000
nanjing | 10000 | 3200 | 40000
suzhou | 10000 | 3400 | 36000
wuxi | 8000 | 2900 | 40000
yangzhou | 7000 | 2500 | 42000
zhenjiang | 6500 | 2400 | 42000
xuzhou | 6500 | 2400 | 44000
wuhan | 8000 | 2800 | 38000
changsha | 7500 | 2700 | 40000
zhengzhou | 7000 | 2500 | 38000
kaifeng | 5500 | 2200 | 40000
xian | 7500 | 2600 | 36000
yangling | 5000 | 2100 | 38000
chengdu | 8000 | 2800 | 34000
harbin | 6000 | 2400 | 28000
changchun | 6000 | 2300 | 32000
yanji | 5000 | 2100 | 30000
shenyang | 6500 | 2400 | 30000
dalian | 7500 | 2700 | 32000
jinan | 7000 | 2600 | 40000
qingdao | 8500 | 2900 | 38000
xiamen | 9000 | 3200 | 42000
fuzhou | 7500 | 2700 | 44000
quanzhou | 6500 | 2500 | 45000
hefei | 7000 | 2600 | 40000
nanchang | 6500 | 2400 | 42000
kunming | 6500 | 2500 | 40000
nanning | 6000 | 2400 | 42000
guilin | 5500 | 2200 | 44000
lanzhou | 5500 | 2200 | 40000
urumqi | 6000 | 2400 | 30000
hohhot | 5500 | 2200 | 32000
haikou | 7500 | 2700 | 42000
guiyang | 6000 | 2300 | 42000
taiyuan | 6000 | 2300 | 40000
qinhuangdao | 6000 | 2300 | 36000
seoul | 4800000 | 1300000 | 45000
tokyo | 720000 | 120000 | 60000
kyoto | 540000 | 100000 | 62000
osaka | 600000 | 105000 | 62000
toronto | 14000 | 1800 | 95000
vancouver | 13500 | 1900 | 95000
montreal | 10000 | 1500 | 90000
waterloo | 11000 | 1500 | 97000
`;

/** Where each country's city figures come from. */
export const CITY_SOURCES: Readonly<
  Record<CountrySlug, Readonly<{ dormitory: Readonly<{ name: string; url: string }> }>>
> = {
  china: { dormitory: { name: "CUCAS: общежития университетов", url: "https://www.cucas.cn/" } },
  korea: { dormitory: { name: "Study in Korea: общежития", url: "https://www.studyinkorea.go.kr/" } },
  japan: { dormitory: { name: "JASSO: жильё для студентов", url: "https://www.studyinjapan.go.jp/en/" } },
  canada: { dormitory: { name: "Жильё университетов Канады (EduCanada)", url: "https://www.educanada.ca/" } },
};
