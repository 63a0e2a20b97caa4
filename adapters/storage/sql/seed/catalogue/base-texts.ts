import type { BaseKind, BaseSpec } from "./base-spec";
import type { InstitutionContext } from "./institution-context";
import { languageOf, taughtIn } from "./language-phrase";
import { pricePhrase } from "./price-phrase";

export type BaseTexts = Readonly<{ title: string; excerpt: string }>;

const GRANT_TITLES: Readonly<Record<string, string>> = {
  china: "Стипендия правительства Китая (CSC)",
  korea: "Стипендия правительства Кореи (GKS)",
  japan: "Стипендия правительства Японии (MEXT)",
};

const GRANT_COVERS: Readonly<Record<string, string>> = {
  china: "Покрывает обучение, общежитие и медицинскую страховку, выплачивается ежемесячное пособие",
  korea: "Покрывает обучение, перелёт, год изучения корейского языка и ежемесячное пособие",
  japan: "Покрывает обучение, перелёт и ежемесячное пособие",
};

type TextInput = Readonly<{ context: InstitutionContext; spec: BaseSpec; period: string; cost: string; main: string }>;

/** One builder per kind: a Record over BaseKind, so a new kind does not compile without its texts. */
const BUILDERS: Readonly<Record<BaseKind, (input: TextInput) => BaseTexts>> = {
  paid: ({ spec, period, cost }) => ({
    title: `Платное обучение ${taughtIn(spec.languages)}`,
    excerpt: `${period}, ${cost} в год`,
  }),
  grant: ({ context }) => ({
    title: GRANT_TITLES[context.country.slug] ?? "Государственная стипендия",
    excerpt: GRANT_COVERS[context.country.slug] ?? "Покрывает обучение и проживание",
  }),
  scholarship: ({ context, cost }) => ({
    title: context.fact.type === 3 ? "Стипендия для иностранных учеников" : "Стипендия для иностранных студентов",
    excerpt: `Частичная оплата обучения: ${cost} в год`,
  }),
  "language-semester": ({ main, cost }) => ({
    title: `Языковой курс ${languageOf(main)}: семестр`,
    excerpt: `20 часов занятий в неделю, ${cost} за семестр`,
  }),
  "language-year": ({ main, cost }) => ({
    title: `Языковой курс ${languageOf(main)}: учебный год`,
    excerpt: `Два семестра по 20 часов в неделю, ${cost} в год`,
  }),
  "language-grant": () => ({
    title: "Стипендия Института Конфуция",
    excerpt: "Покрывает языковой курс, общежитие и медицинскую страховку",
  }),
};

/** The title and the one-line excerpt of a base, from its kind, languages, period and prices. */
export const baseTexts = (
  context: InstitutionContext,
  spec: BaseSpec,
  period: string,
  price: Readonly<{ min: number; max: number }>,
): BaseTexts =>
  BUILDERS[spec.kind]({
    context,
    spec,
    period,
    cost: `${pricePhrase(price.min, price.max)} ${context.country.currencyWord}`,
    main: spec.languages[0] ?? "kitajskij",
  });
