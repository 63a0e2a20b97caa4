import type { Profile } from "../institution-fact";

/** A field in a generated name: Russian genitive, English, Chinese, and the profile it implies. */
export type NameField = Readonly<{ ru: string; en: string; ch: string; profile: Profile }>;

/** A kind of institution in a generated name; `gender` agrees the Russian qualifier with it. */
export type NameKind = Readonly<{ ru: string; gender: "m" | "f"; en: string; ch: string }>;

export type NameQualifier = Readonly<{ masculine: string; feminine: string; en: string; ch: string }>;

export const UNIVERSITY_FIELDS: readonly NameField[] = [
  { ru: "информационных технологий", en: "Information Technology", ch: "信息技术", profile: "technical" },
  { ru: "иностранных языков", en: "Foreign Languages", ch: "外国语", profile: "linguistic" },
  { ru: "экономики и финансов", en: "Economics and Finance", ch: "财经", profile: "economic" },
  { ru: "медицинских наук", en: "Medical Sciences", ch: "医学", profile: "medical" },
  { ru: "педагогических наук", en: "Education", ch: "教育", profile: "pedagogical" },
  { ru: "изобразительных искусств", en: "Fine Arts", ch: "美术", profile: "arts" },
  { ru: "музыки и театра", en: "Music and Theatre", ch: "音乐戏剧", profile: "arts" },
  { ru: "науки и технологий", en: "Science and Technology", ch: "科技", profile: "technical" },
  { ru: "архитектуры и строительства", en: "Architecture and Civil Engineering", ch: "建筑工程", profile: "technical" },
  { ru: "транспорта", en: "Transportation", ch: "交通", profile: "technical" },
  { ru: "сельского хозяйства", en: "Agriculture", ch: "农业", profile: "agricultural" },
  { ru: "права и политики", en: "Law and Politics", ch: "政法", profile: "law" },
  { ru: "международной торговли", en: "International Trade", ch: "国际贸易", profile: "economic" },
  { ru: "туризма и сервиса", en: "Tourism and Hospitality", ch: "旅游", profile: "economic" },
  { ru: "коммуникаций и медиа", en: "Communication and Media", ch: "传媒", profile: "arts" },
  { ru: "физической культуры", en: "Physical Education", ch: "体育", profile: "sports" },
  { ru: "нефти и газа", en: "Petroleum", ch: "石油", profile: "technical" },
  { ru: "морского дела", en: "Maritime Studies", ch: "海事", profile: "technical" },
  { ru: "электроэнергетики", en: "Electric Power", ch: "电力", profile: "technical" },
  { ru: "гуманитарных наук", en: "Humanities", ch: "人文", profile: "comprehensive" },
];

export const UNIVERSITY_KINDS: readonly NameKind[] = [
  { ru: "университет", gender: "m", en: "University", ch: "大学" },
  { ru: "университет", gender: "m", en: "University", ch: "大学" },
  { ru: "институт", gender: "m", en: "Institute", ch: "学院" },
  { ru: "академия", gender: "f", en: "Academy", ch: "学院" },
];

export const COLLEGE_KINDS: readonly NameKind[] = [
  { ru: "профессиональный колледж", gender: "m", en: "Vocational College", ch: "职业学院" },
  { ru: "политехнический колледж", gender: "m", en: "Polytechnic College", ch: "职业技术学院" },
  { ru: "технический колледж", gender: "m", en: "Technical College", ch: "技术学院" },
];

export const SCHOOL_KINDS: readonly NameKind[] = [
  { ru: "международная школа", gender: "f", en: "International School", ch: "国际学校" },
  { ru: "билингвальная школа", gender: "f", en: "Bilingual School", ch: "双语学校" },
  { ru: "средняя школа", gender: "f", en: "High School", ch: "中学" },
];

/** Optional first words; the empty one keeps most names plain. */
export const QUALIFIERS: readonly NameQualifier[] = [
  { masculine: "", feminine: "", en: "", ch: "" },
  { masculine: "", feminine: "", en: "", ch: "" },
  { masculine: "Международный", feminine: "Международная", en: "International", ch: "国际" },
  { masculine: "Прикладной", feminine: "Прикладная", en: "Applied", ch: "应用" },
  { masculine: "Открытый", feminine: "Открытая", en: "Open", ch: "开放" },
  { masculine: "Новый", feminine: "Новая", en: "New", ch: "新" },
  { masculine: "Восточный", feminine: "Восточная", en: "Eastern", ch: "东方" },
  { masculine: "Центральный", feminine: "Центральная", en: "Central", ch: "中央" },
];

/** Names of schools: Russian in quotes, English and Chinese. */
export const SCHOOL_EMBLEMS: readonly (readonly [string, string, string])[] = [
  ["Лотос", "Lotus", "莲花"],
  ["Бамбук", "Bamboo", "翠竹"],
  ["Феникс", "Phoenix", "凤凰"],
  ["Жемчужина", "Pearl", "明珠"],
  ["Восход", "Sunrise", "旭日"],
  ["Кедр", "Cedar", "雪松"],
  ["Орхидея", "Orchid", "兰花"],
  ["Сосна", "Pine", "青松"],
  ["Радуга", "Rainbow", "彩虹"],
  ["Звезда", "Star", "星辰"],
  ["Гармония", "Harmony", "和谐"],
  ["Мост", "Bridge", "桥梁"],
];
