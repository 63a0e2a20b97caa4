import { match } from "ts-pattern";
import type { AdmissionAvailability } from "../../../core/domain/admission/admission-availability";
import { type EducationBaseTypeKey, educationBaseTypeKey } from "../../../core/domain/constants/education-base-type";
import { countText } from "../../../core/domain/text/count-text";
import { RATING_VOTE_FORMS } from "../../../core/domain/text/counted-nouns";

/** Russian texts of the institution, degree program and education base pages. */
export const INSTITUTION_TEXTS = {
  apply: "Подать заявку",
  applyLoginIntro: "Заявку подают из личного кабинета. Войдите, и мы откроем её с выбранной программой.",
  quickOrder: "Быстрая заявка",
  quickOrderLead: "Оставьте телефон — менеджер расскажет о поступлении и ответит на вопросы.",
  quickOrderFor: "Заявка о программе",
  newTab: "(откроется в новой вкладке)",
  admission: "Приём заявок",
  admissionOpen: "Идёт приём заявок",
  admissionClosed: "Приём закрыт",
  admissionFull: "Мест нет",
  grant: "есть грант",
  price: "Стоимость обучения",
  worldRank: "Место в мировом рейтинге",
  countryRank: "Место в рейтинге страны",
  grants: "Гранты и стипендии",
  grantsYes: "Есть",
  grantsNo: "Нет",
  views: "Просмотры",
  site: "Официальный сайт",
  location: "Расположение",
  directions: "Направления обучения",
  programs: "Программы обучения",
  noPrograms: "Программы этого учебного заведения пока не опубликованы.",
  about: "Об учебном заведении",
  tariff: "Сопровождение поступления",
  discountUntil: (date: string) => `Скидка действует до ${date}`,
  withoutDiscount: "Без скидки:",
  program: {
    bases: "Варианты обучения",
    noBases: "Варианты обучения этой программы пока не опубликованы.",
    years: "Годы поступления",
    languages: "Языки обучения",
    places: "Места",
    more: "Подробнее",
    about: "О программе",
  },
  base: {
    waves: "Волны приёма",
    wave: "Волна",
    from: "Начало",
    to: "Окончание",
    phases: "Этапы поступления",
    submission: "Подача документов до",
    entrance: "Вступительные испытания",
    enrollment: "Зачисление",
    requirements: "Требования к языку",
    hsk: "Уровень HSK",
    ielts: "Уровень IELTS",
    documents: "Необходимые документы",
    specialties: "Специальности",
    specialty: "Специальность",
    specialtyPrice: "Стоимость",
    period: "Срок обучения",
    languages: "Языки",
    totalPlaces: "Всего мест",
    availablePlaces: "Свободных мест",
    directions: "Направления",
    program: "Программа",
    kind: "Тип места",
    about: "Подробнее об обучении",
  },
  none: "—",
} as const;

/** The Russian name of an education base type (spec 9: 1 grants, 2 scholarships); null for a paid place. */
export const baseTypeName = (type: number | null): string | null => {
  const key: EducationBaseTypeKey | null = type === null ? null : educationBaseTypeKey(type);
  return key === null
    ? null
    : match(key)
        .with("grants", () => "Грант")
        .with("scholarships", () => "Стипендия")
        .exhaustive();
};

const countFormat = new Intl.NumberFormat("ru-RU");

/** "382 оценки" (the rating block's; here, as its count forms are on the screens' first load anyway) */
export const ratingCountText = (count: number): string => countText(count, RATING_VOTE_FORMS);

/** Counts in the Russian locale ("24 961"). */
export const countValueText = (value: number): string => countFormat.format(value);

/** The places of a program or base: "свободно 8 из 53", or the one number known; null without either. */
export const placesText = (total: number | null, available: number | null): string | null => {
  if (total === null && available === null) return null;
  if (total === null) return `свободно: ${countValueText(available ?? 0)}`;
  if (available === null) return `всего: ${countValueText(total)}`;
  return `свободно ${countValueText(available)} из ${countValueText(total)}`;
};

/** The badge of an availability (ADR 032): open, full (waves open, no place free), or closed. */
export const availabilityBadge = (availability: AdmissionAvailability): { tone: "open" | "closed"; text: string } =>
  match(availability)
    .with({ _tag: "Open" }, () => ({ tone: "open" as const, text: INSTITUTION_TEXTS.admissionOpen }))
    .with({ _tag: "Full" }, () => ({ tone: "closed" as const, text: INSTITUTION_TEXTS.admissionFull }))
    .with({ _tag: "Upcoming" }, { _tag: "Finished" }, { _tag: "Closed" }, () => ({
      tone: "closed" as const,
      text: INSTITUTION_TEXTS.admissionClosed,
    }))
    .exhaustive();

/** Why «Подать заявку» is not offered (ADR 032); null when it is. */
export const availabilityReason = (availability: AdmissionAvailability): string | null =>
  match(availability)
    .with({ _tag: "Open" }, () => null)
    .with({ _tag: "Full" }, () => "Все места заняты — приём закрыт")
    .with({ _tag: "Upcoming" }, ({ opensOn }) =>
      opensOn === null ? "Приём ещё не открыт" : `Приём откроется ${opensOn}`,
    )
    .with({ _tag: "Finished" }, ({ closedOn }) => (closedOn === null ? "Приём завершён" : `Приём завершён ${closedOn}`))
    .with({ _tag: "Closed" }, () => "Сейчас заявки не принимаются")
    .exhaustive();
