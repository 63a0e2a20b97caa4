import { hrefFor } from "../route/href-for";

const APPLICATIONS = hrefFor({ screen: "settings-applications", params: {} });

/** What «Подать заявку» (or «Записаться на курс») chose. */
export type ApplyChoice =
  { readonly educationBaseId: number } | { readonly institutionId: number } | { readonly courseId: number };

/**
 * Where «Подать заявку» leads (ADR 023, decision 2): the start of a booking in the personal area, with the
 * chosen education base (`?education_base={id}`), or only the institution when none is chosen yet
 * (`?institution={id}`); «Записаться на курс» with the course (`?course={id}`, ADR 059).
 */
export const applyHref = (choice: ApplyChoice): string => {
  if ("educationBaseId" in choice) return `${APPLICATIONS}?education_base=${choice.educationBaseId}`;
  if ("courseId" in choice) return `${APPLICATIONS}?course=${choice.courseId}`;
  return `${APPLICATIONS}?institution=${choice.institutionId}`;
};
