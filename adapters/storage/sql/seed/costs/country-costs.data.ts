import type { FigureItem, CostPeriod } from "../../../../../core/domain/cost/cost-item";
import type { CurrencyCode } from "../../../../../core/domain/price/currency-code";
import type { CountrySlug } from "../catalogue/city-fact";

/** A seeded figure of a country (or, with `city`, of one of its cities) with its source. */
export type SeedFigure = Readonly<{
  item: FigureItem;
  amount: number;
  currency: CurrencyCode;
  period: CostPeriod;
  source: Readonly<{ name: string; url: string }>;
  city?: string;
}>;

export const COUNTRY_COSTS_CHECKED_ON = "2026-11-20";

/**
 * The country figures of the calculator (ADR 065): the student visa, medical insurance for a year, the residence
 * permit, the medical check and the default application fee. An amount of 0 is an item that costs nothing (Japan
 * issues visas to Russian citizens free of charge and the residence card on arrival; Canada's study permit is the
 * visa line). Canada's health insurance depends on the province: the cities of other provinces override Ontario's.
 */
export const COUNTRY_COSTS: Readonly<Record<CountrySlug, readonly SeedFigure[]>> = {
  china: [
    {
      item: "visa",
      amount: 4_400,
      currency: "RUB",
      period: "once",
      source: { name: "Визовый центр Китая в Москве", url: "https://www.visaforchina.cn/MOW2_RU/" },
    },
    {
      item: "insurance",
      amount: 800,
      currency: "CNY",
      period: "year",
      source: { name: "Campus China (CSC): страхование студентов", url: "https://www.campuschina.org/" },
    },
    {
      item: "residence_permit",
      amount: 400,
      currency: "CNY",
      period: "once",
      source: { name: "Национальное иммиграционное управление КНР", url: "https://www.nia.gov.cn/" },
    },
    {
      item: "medical_check",
      amount: 500,
      currency: "CNY",
      period: "once",
      source: { name: "Центры здоровья для выезжающих (ITHC), тарифы", url: "https://www.nia.gov.cn/" },
    },
    {
      item: "application_fee",
      amount: 600,
      currency: "CNY",
      period: "once",
      source: { name: "CUCAS: сборы за подачу документов", url: "https://www.cucas.cn/" },
    },
  ],
  korea: [
    {
      item: "visa",
      amount: 60,
      currency: "USD",
      period: "once",
      source: { name: "Посольство Республики Корея в РФ", url: "https://overseas.mofa.go.kr/ru-ru/index.do" },
    },
    {
      item: "insurance",
      amount: 75_000,
      currency: "KRW",
      period: "month",
      source: { name: "NHIS: страхование иностранных студентов", url: "https://www.nhis.or.kr/english/" },
    },
    {
      item: "residence_permit",
      amount: 35_000,
      currency: "KRW",
      period: "once",
      source: { name: "HiKorea: карта иностранца (ARC)", url: "https://www.hikorea.go.kr/" },
    },
    {
      item: "medical_check",
      amount: 40_000,
      currency: "KRW",
      period: "once",
      source: { name: "HiKorea: справка о туберкулёзе", url: "https://www.hikorea.go.kr/" },
    },
    {
      item: "application_fee",
      amount: 100_000,
      currency: "KRW",
      period: "once",
      source: { name: "Study in Korea: поступление", url: "https://www.studyinkorea.go.kr/" },
    },
  ],
  japan: [
    {
      item: "visa",
      amount: 0,
      currency: "RUB",
      period: "once",
      source: { name: "Посольство Японии в России: визы", url: "https://www.ru.emb-japan.go.jp/" },
    },
    {
      item: "insurance",
      amount: 20_000,
      currency: "JPY",
      period: "year",
      source: { name: "JASSO: национальное медицинское страхование", url: "https://www.studyinjapan.go.jp/en/" },
    },
    {
      item: "residence_permit",
      amount: 0,
      currency: "JPY",
      period: "once",
      source: { name: "Иммиграционная служба Японии: карта резидента", url: "https://www.moj.go.jp/isa/" },
    },
    {
      item: "medical_check",
      amount: 5_000,
      currency: "JPY",
      period: "once",
      source: { name: "JASSO: медицинская справка для поступления", url: "https://www.studyinjapan.go.jp/en/" },
    },
    {
      item: "application_fee",
      amount: 17_000,
      currency: "JPY",
      period: "once",
      source: {
        name: "JASSO: вступительный экзамен в государственные университеты",
        url: "https://www.studyinjapan.go.jp/en/",
      },
    },
  ],
  canada: [
    {
      item: "visa",
      amount: 235,
      currency: "CAD",
      period: "once",
      source: {
        name: "IRCC: разрешение на учёбу и биометрия",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada.html",
      },
    },
    {
      item: "insurance",
      amount: 756,
      currency: "CAD",
      period: "year",
      source: { name: "UHIP (Онтарио)", url: "https://uhip.ca/" },
    },
    {
      item: "insurance",
      amount: 900,
      currency: "CAD",
      period: "year",
      city: "vancouver",
      source: {
        name: "MSP (Британская Колумбия)",
        url: "https://www2.gov.bc.ca/gov/content/health/health-drug-coverage/msp",
      },
    },
    {
      item: "insurance",
      amount: 1_000,
      currency: "CAD",
      period: "year",
      city: "montreal",
      source: { name: "Страхование студентов в Квебеке (RAMQ)", url: "https://www.ramq.gouv.qc.ca/en" },
    },
    {
      item: "residence_permit",
      amount: 0,
      currency: "CAD",
      period: "once",
      source: {
        name: "IRCC: разрешение на учёбу",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada.html",
      },
    },
    {
      item: "medical_check",
      amount: 20_000,
      currency: "RUB",
      period: "once",
      source: { name: "IRCC: врачи-панелисты в Москве", url: "https://secure.cic.gc.ca/pp-md/pp-list.aspx" },
    },
    {
      item: "application_fee",
      amount: 150,
      currency: "CAD",
      period: "once",
      source: { name: "OUAC: сбор за заявление", url: "https://www.ouac.on.ca/" },
    },
  ],
};
