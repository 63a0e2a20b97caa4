/** Why a file name cannot be put into an /uploads/ URL. */
export type UnsafeFileName =
  | { readonly _tag: "EmptyFileName" }
  | { readonly _tag: "PathSeparator"; readonly fileName: string }
  | { readonly _tag: "ParentReference"; readonly fileName: string }
  | { readonly _tag: "LeadingDot"; readonly fileName: string }
  | { readonly _tag: "UnsupportedCharacter"; readonly fileName: string; readonly character: string };
