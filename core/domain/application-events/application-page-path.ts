import { hrefFor } from "../route/href-for";

/** The applicant's page of an application in their personal area (the notifications and the mail link to it). */
export const applicationPagePath = (bookingId: number): string =>
  hrefFor({ screen: "settings-application", params: { application: String(bookingId) } });

/** The same page as an absolute address on the site at `origin` (scheme and host; a trailing slash is tolerated). */
export const applicationPageLink = (origin: string, bookingId: number): string =>
  `${origin.replace(/\/+$/, "")}${applicationPagePath(bookingId)}`;
