/** Why the query of an /uploads/ address does not name an image variant the site makes. */
export type ImageVariantQueryError =
  | Readonly<{ _tag: "RepeatedParameter"; name: string }>
  | Readonly<{ _tag: "WidthRequired" }>
  | Readonly<{ _tag: "WidthNotAllowed"; value: string }>
  | Readonly<{ _tag: "RatioNotAllowed"; value: string }>
  | Readonly<{ _tag: "FormatNotAllowed"; value: string }>;
