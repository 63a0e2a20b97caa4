/** Why a listing path or its params name no listing. Every case means the page answers 404. */
export type ListingRouteError =
  | { readonly _tag: "NotListingPath"; readonly path: string }
  | { readonly _tag: "UnknownListingType"; readonly type: string }
  | { readonly _tag: "MalformedProgramLevel"; readonly programLevel: string }
  | { readonly _tag: "UnknownProgramLevel"; readonly slug: string }
  | { readonly _tag: "UnknownCountry"; readonly slug: string }
  | { readonly _tag: "UnknownCity"; readonly slug: string }
  | { readonly _tag: "CityWithoutCountry"; readonly slug: string }
  | { readonly _tag: "CityOutsideCountry"; readonly slug: string; readonly country: string };
