import type { RouteInstitutionType, RouteListingType } from "./catalogue-route-type";

/** A static page takes no params. */
export type NoParams = Readonly<Record<never, never>>;

/** The optional `{country?}/{city?}` pair: a city only ever comes with its country. */
export type PlaceParams =
  { readonly country?: undefined; readonly city?: undefined } | { readonly country: string; readonly city?: string };

type InstitutionParams = { readonly type: RouteInstitutionType; readonly institution: string } & PlaceParams;

/** The user segment of the personal area: a profile slug (`${id}-${username}`), absent for one's own pages. */
type UserParams = { readonly user?: string };

/** One application of the personal area: its id as written in the path. */
type ApplicationParams = UserParams & { readonly application: string };

/** The params of every screen of spec 2, keyed by screen name. Values are raw path segments. */
export interface RouteParams {
  readonly home: NoParams;
  readonly "institution-education-base": InstitutionParams & { readonly educationBase: string };
  readonly "degree-program": InstitutionParams & { readonly degreeProgram: string };
  readonly "institutions-listing": { readonly type: RouteListingType; readonly programLevel?: string } & PlaceParams;
  readonly institution: InstitutionParams;
  readonly "online-chinese-courses": NoParams;
  readonly "service-prices": NoParams;
  readonly "service-prices-country": { readonly country: string };
  readonly "basic-price-list": NoParams;
  readonly "individual-lessons": NoParams;
  readonly "chinese-in-3-months": NoParams;
  readonly "college-after-grade-9": NoParams;
  readonly "language-courses": NoParams;
  readonly "blog-list": { readonly category?: string };
  readonly "blog-post": { readonly category: string; readonly slug: string };
  readonly "user-profile": UserParams;
  readonly settings: UserParams;
  readonly "settings-applications": UserParams;
  readonly "settings-notifications": UserParams;
  readonly "settings-profile": UserParams;
  readonly "settings-security": UserParams;
  readonly "settings-application": ApplicationParams;
  readonly "settings-application-documents": ApplicationParams;
  readonly "settings-application-messages": ApplicationParams;
  readonly "settings-application-payments": ApplicationParams;
  readonly "payment-success": NoParams;
  readonly "payment-fail": NoParams;
  readonly hsk: NoParams;
  readonly "hsk-info": NoParams;
  readonly courses: NoParams;
  readonly course: { readonly slug: string };
  readonly magistratura: NoParams;
  readonly bakalavriat: NoParams;
  readonly quiz: { readonly slug?: string };
  readonly guarantees: NoParams;
  readonly "about-company": NoParams;
  readonly contacts: NoParams;
  readonly reviews: NoParams;
  readonly faq: NoParams;
  readonly "personal-data-regulations": NoParams;
  readonly "consent-personal-data": NoParams;
  readonly "platform-rules": NoParams;
  readonly "privacy-policy": NoParams;
  readonly "user-agreement": NoParams;
  readonly ch: NoParams;
  readonly compare: NoParams;
  readonly register: NoParams;
  readonly "reset-password": NoParams;
  readonly staff: NoParams;
  readonly "staff-application": { readonly application: string };
  readonly "staff-leads": NoParams;
  readonly "staff-mail": NoParams;
  readonly "staff-audit": NoParams;
  readonly "staff-team": NoParams;
  readonly "staff-comments": NoParams;
  readonly costs: NoParams;
}
