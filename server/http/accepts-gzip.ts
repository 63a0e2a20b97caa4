/**
 * Whether an Accept-Encoding header lets gzip through (RFC 9110 12.5.3): named as gzip or x-gzip, or covered by
 * `*`, with a q-value above 0. An explicit entry for gzip wins over `*`.
 */
export const acceptsGzip = (header: string | null): boolean => {
  if (header === null) return false;
  let wildcard: boolean | null = null;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (coding === "gzip" || coding === "x-gzip") return allowed;
    if (coding === "*") wildcard = allowed;
  }
  return wildcard === true;
};
