import { hrefFor } from "../route/href-for";

const APPLICATIONS = hrefFor({ screen: "settings-applications", params: {} });

/**
 * Where «Подать заявку» leads (ADR 023, decision 2): the start of a booking in the personal area, with the
 * chosen education base (`?education_base={id}`), or only the institution when none is chosen yet
 * (`?institution={id}`).
 */
export const applyHref = (choice: { readonly educationBaseId: number } | { readonly institutionId: number }): string =>
  "educationBaseId" in choice
    ? `${APPLICATIONS}?education_base=${choice.educationBaseId}`
    : `${APPLICATIONS}?institution=${choice.institutionId}`;
