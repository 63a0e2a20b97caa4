import type { CountrySlug } from "../city-fact";

export type TariffFact = Readonly<{
  country: CountrySlug;
  name: string;
  /** List price and price after the discount, in the country's currency. */
  price: number;
  finalPrice: number;
  discountPercent: number;
  features: readonly string[];
}>;

/** The Moscow day until which discounted tariffs keep their price. */
export const TARIFF_DISCOUNT_UNTIL = "2027-03-01";
export const TARIFF_PAYMENT_EXCERPT =
  "Оплата в два этапа: 50% при заключении договора и 50% после получения приглашения";

const BASIC = [
  "Подбор трёх учебных заведений",
  "Проверка и перевод документов",
  "Подача заявки в одно учебное заведение",
];
const STANDARD = [
  "Подбор до пяти учебных заведений",
  "Подача заявок в три учебных заведения",
  "Мотивационное письмо и резюме",
  "Подготовка к собеседованию",
];
const PREMIUM = [
  "Подача заявок без ограничений",
  "Заявка на грант или стипендию",
  "Оформление учебной визы",
  "Встреча в аэропорту и заселение",
  "Сопровождение в течение первого года учёбы",
];

const tiers = (country: CountrySlug, [basic, standard, premium]: readonly [number, number, number]): TariffFact[] => [
  { country, name: "Базовый", price: basic, finalPrice: basic, discountPercent: 0, features: BASIC },
  { country, name: "Стандарт", price: standard, finalPrice: standard * 0.9, discountPercent: 10, features: STANDARD },
  { country, name: "Премиум", price: premium, finalPrice: premium * 0.9, discountPercent: 10, features: PREMIUM },
];

/** The agency's service tariffs per country, in id order; prices in the country's currency. */
export const TARIFFS: readonly TariffFact[] = [
  ...tiers("china", [9_000, 18_000, 30_000]),
  ...tiers("korea", [1_500_000, 2_900_000, 4_800_000]),
  ...tiers("japan", [170_000, 330_000, 550_000]),
  ...tiers("canada", [1_600, 3_200, 5_400]),
];
