/** The encodings a static file may be served in, in the server's order of preference. */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** The encodings the build writes beside a file (`.br`, `.gz`); identity (the file itself) is always there. */
export type Precompressed = Exclude<Encoding, "identity">;

/** A coding's weight parsed from one `Accept-Encoding` element; `null` for an element that is not well formed. */
function parseElement(element: string): { readonly coding: string; readonly q: number } | null {
  const [name = "", ...parameters] = element.split(";").map((part) => part.trim());
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) return null;
  let q = 1;
  for (const parameter of parameters) {
    const match = /^q\s*=\s*(\d(?:\.\d{0,3})?)$/i.exec(parameter);
    if (match === null) continue; // other parameters carry no weight
    q = Math.min(1, Number(match[1]));
  }
  const coding = name.toLowerCase();
  return { coding: coding === "x-gzip" ? "gzip" : coding, q };
}

/**
 * The encoding to send: the file itself or one of its `precompressed` variants, by the request's `Accept-Encoding` (RFC 9110
 * 12.5.3): the highest weight wins, ties go to the server's order (br, gzip, identity); `*` weighs every coding the
 * header does not name; `q=0` refuses. No header means identity. `identity` is acceptable unless refused by name or
 * by `*;q=0`; when every available encoding is refused, identity is sent anyway (the client still gets the file).
 */
export function chooseEncoding(acceptEncoding: string | null, precompressed: readonly Precompressed[]): Encoding {
  if (acceptEncoding === null) return "identity";
  const weights = new Map<string, number>();
  for (const element of acceptEncoding.split(",")) {
    if (element.trim() === "") continue;
    const parsed = parseElement(element);
    if (parsed === null) continue;
    // A coding named twice keeps its highest weight.
    weights.set(parsed.coding, Math.max(parsed.q, weights.get(parsed.coding) ?? 0));
  }
  const star = weights.get("*");
  // Unnamed, identity takes `*`'s weight, or the least positive weight when there is no `*` either.
  const weightOf = (encoding: Encoding): number =>
    weights.get(encoding) ?? (encoding === "identity" ? (star ?? 0.001) : (star ?? 0));
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (encoding !== "identity" && !precompressed.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
