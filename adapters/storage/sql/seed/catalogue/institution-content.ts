import { match } from "ts-pattern";
import type { InstitutionContext } from "./institution-context";
import type { Profile } from "./institution-fact";
import { taughtIn } from "./language-phrase";
import { pricePhrase } from "./price-phrase";
import { headGender } from "./russian-declension";

/** What the generated programs turned out to offer, for the description. */
export type OfferSummary = Readonly<{
  /** Program levels as they read in a list ("бакалавриат", "программы колледжа"). */
  levels: readonly string[];
  languages: readonly string[];
  price: number | null;
  hasGrants: boolean;
  hasScholarships: boolean;
  hasLanguageCourses: boolean;
  isPartner: boolean;
}>;

const PROFILE_PHRASES: Readonly<Record<Profile, readonly [string, string]>> = {
  comprehensive: ["многопрофильный вуз", "многопрофильных вузов"],
  technical: ["технический вуз", "технических вузов"],
  medical: ["медицинский вуз", "медицинских вузов"],
  pedagogical: ["педагогический вуз", "педагогических вузов"],
  linguistic: ["лингвистический вуз", "лингвистических вузов"],
  economic: ["экономический вуз", "экономических вузов"],
  arts: ["творческий вуз", "творческих вузов"],
  agricultural: ["аграрный вуз", "аграрных вузов"],
  law: ["юридический вуз", "юридических вузов"],
  sports: ["спортивный вуз", "спортивных вузов"],
  vocational: ["профессиональный колледж", "профессиональных колледжей"],
  school: ["школа, которая принимает иностранных учеников", "школ для иностранных учеников"],
};

const listText = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} и ${items.at(-1)}`;

const introduction = ({ fact, city, country }: InstitutionContext): string => {
  const [single, plural] = PROFILE_PHRASES[fact.profile];
  const leading = fact.project === "985" || (fact.qs !== null && fact.qs <= 100);
  const countryGenitive = city.countryMorph.genitive;
  const what = leading ? `один из ведущих ${plural} ${countryGenitive}` : single;
  const place = city.morph.prepositional;
  const where = city.fact.region === "" ? `${place}, ${country.name}` : `${place} (${city.fact.region})`;
  const founded = match(headGender(fact.ru))
    .with("f", () => "Основана")
    .with("n", () => "Основано")
    .with("m", null, () => "Основан")
    .exhaustive();
  const year = fact.founded === null ? "" : ` ${founded} в ${fact.founded} году.`;
  const acronym = fact.acronym === "" ? "" : ` Сокращённое название — ${fact.acronym}.`;
  return `${fact.ru} (${fact.en}, ${fact.ch}) — ${what}. Находится в ${where}.${year}${acronym}`;
};

const rankings = ({ fact, city }: InstitutionContext): string => {
  const among = `среди университетов ${city.countryMorph.genitive}`;
  const places = [
    ...(fact.qs === null ? [] : [`в мировом рейтинге QS занимает около ${fact.qs}-го места`]),
    ...(fact.national === null ? [] : [`${among} — ${fact.national}-е`]),
  ];
  const ranked = places.length === 0 ? "" : `По данным открытых рейтингов, вуз ${places.join(", а ")}.`;
  const project = match(fact.project)
    .with(
      "985",
      () => "Входит в «Проект 985» и «Проект 211» — государственные программы поддержки лучших университетов.",
    )
    .with("211", () => "Входит в «Проект 211» — государственную программу поддержки ведущих университетов.")
    .with(null, () => "")
    .exhaustive();
  return [ranked, project].filter((text) => text !== "").join(" ");
};

const offer = (context: InstitutionContext, summary: OfferSummary): string => {
  const price =
    summary.price === null
      ? ""
      : ` Стоимость обучения — ${pricePhrase(summary.price, null)} ${context.country.currencyWord} в год.`;
  const extras = [
    summary.hasGrants ? " Есть гранты, которые покрывают обучение и проживание." : "",
    summary.hasScholarships ? " Есть стипендии, которые снижают стоимость обучения." : "",
    summary.hasLanguageCourses ? " Языковые курсы помогут подготовиться к поступлению." : "",
  ].join("");
  const levels = listText(summary.levels);
  return `Иностранцам доступны: ${levels}. Обучение ведётся ${taughtIn(summary.languages)}.${price}${extras}`;
};

/** The institution page text: a few paragraphs composed from its facts and its generated offer. */
export const institutionContent = (context: InstitutionContext, summary: OfferSummary): string =>
  [
    introduction(context),
    rankings(context),
    offer(context, summary),
    context.lean ? "" : context.city.fact.about,
    summary.isPartner
      ? `${context.fact.ru} — партнёр агентства «Шуюань»: мы подаём документы напрямую и сопровождаем студента до зачисления.`
      : "",
  ]
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("");
