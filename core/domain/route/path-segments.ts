/** A pathname cut at its slashes, or Malformed when it cannot name a page at all. */
export type PathSegments =
  | { readonly _tag: "Segments"; readonly segments: readonly string[]; readonly trailingSlash: boolean }
  | { readonly _tag: "Malformed" };

const MALFORMED: PathSegments = { _tag: "Malformed" };

/** "/" has no segments; a path must start with a slash and may not hold an empty segment ("//", "/a//b/"). */
export const pathSegments = (pathname: string): PathSegments => {
  if (pathname === "/") return { _tag: "Segments", segments: [], trailingSlash: true };
  if (!pathname.startsWith("/")) return MALFORMED;
  const trailingSlash = pathname.endsWith("/");
  const segments = pathname.slice(1, trailingSlash ? -1 : undefined).split("/");
  return segments.includes("") ? MALFORMED : { _tag: "Segments", segments, trailingSlash };
};
