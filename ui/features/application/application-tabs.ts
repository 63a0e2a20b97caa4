import { hrefFor } from "../../../core/domain/route/href-for";

/** The tabs of one application's page, in order; each is a child route of `settings-application`. */
export const APPLICATION_TABS = [
  { screen: "settings-application", title: "Ход заявки" },
  { screen: "settings-application-payments", title: "Оплата" },
] as const satisfies readonly {
  readonly screen:
    | "settings-application"
    | "settings-application-documents"
    | "settings-application-messages"
    | "settings-application-payments";
  readonly title: string;
}[];

export type ApplicationScreen = (typeof APPLICATION_TABS)[number]["screen"];

/** The params of an application's pages: the user segment of the settings and the application's id. */
export type ApplicationParams = { readonly user?: string; readonly application: string };

export const applicationHref = (
  screen:
    | "settings-application"
    | "settings-application-documents"
    | "settings-application-messages"
    | "settings-application-payments",
  params: ApplicationParams,
): string => hrefFor({ screen, params });
