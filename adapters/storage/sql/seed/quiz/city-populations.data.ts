/** Where a population figure comes from and as of which day (a census count). */
type Census = Readonly<{ source: string; as_of: string }>;

const CHINA_2020: Census = {
  source: "Седьмая всекитайская перепись населения (2020), постоянное население города",
  as_of: "2020-11-01",
};
const JAPAN_2020: Census = { source: "Перепись населения Японии 2020 года", as_of: "2020-10-01" };
const KOREA_2020: Census = { source: "Перепись населения Республики Корея 2020 года", as_of: "2020-11-01" };
const CANADA_2021: Census = { source: "Перепись населения Канады 2021 года (город)", as_of: "2021-05-11" };

/**
 * The population of every city of the seeded catalogue, in thousands as the census tables give them (rounded to the
 * thousand), by city slug: what the quiz's city-size question reads (ADR 066). For China the census counts the whole
 * city-level unit (urban districts and counties), the figure Chinese statistics quote for a city.
 */
export const CITY_POPULATIONS: readonly Readonly<{ slug: string; thousands: number; census: Census }>[] = [
  ...(
    [
      ["beijing", 21_893],
      ["shanghai", 24_871],
      ["tianjin", 13_866],
      ["chongqing", 32_054],
      ["guangzhou", 18_677],
      ["shenzhen", 17_560],
      ["shantou", 5_502],
      ["hangzhou", 11_936],
      ["ningbo", 9_404],
      ["wenzhou", 9_573],
      ["jinhua", 7_051],
      ["nanjing", 9_315],
      ["suzhou", 12_748],
      ["wuxi", 7_462],
      ["yangzhou", 4_560],
      ["zhenjiang", 3_210],
      ["xuzhou", 9_084],
      ["wuhan", 12_327],
      ["changsha", 10_048],
      ["zhengzhou", 12_601],
      ["kaifeng", 4_824],
      ["xian", 12_953],
      ["yangling", 252],
      ["chengdu", 20_938],
      ["harbin", 10_010],
      ["changchun", 9_067],
      ["yanji", 686],
      ["shenyang", 9_070],
      ["dalian", 7_451],
      ["jinan", 9_202],
      ["qingdao", 10_072],
      ["xiamen", 5_164],
      ["fuzhou", 8_291],
      ["quanzhou", 8_782],
      ["hefei", 9_370],
      ["nanchang", 6_255],
      ["kunming", 8_460],
      ["nanning", 8_742],
      ["guilin", 4_931],
      ["lanzhou", 4_359],
      ["urumqi", 4_054],
      ["hohhot", 3_446],
      ["haikou", 2_873],
      ["guiyang", 5_987],
      ["taiyuan", 5_304],
      ["qinhuangdao", 3_137],
    ] as const
  ).map(([slug, thousands]) => ({ slug, thousands, census: CHINA_2020 })),
  { slug: "seoul", thousands: 9_586, census: KOREA_2020 },
  { slug: "tokyo", thousands: 14_048, census: JAPAN_2020 },
  { slug: "kyoto", thousands: 1_464, census: JAPAN_2020 },
  { slug: "osaka", thousands: 2_752, census: JAPAN_2020 },
  { slug: "toronto", thousands: 2_794, census: CANADA_2021 },
  { slug: "vancouver", thousands: 662, census: CANADA_2021 },
  { slug: "montreal", thousands: 1_763, census: CANADA_2021 },
  { slug: "waterloo", thousands: 121, census: CANADA_2021 },
];
