/**
 * An amount typed in major units («15 000», «1500,50», «99.9») as minor units (kopecks, fen, cents); null when it is
 * not a positive amount with at most two decimals.
 */
export const amountMinorOf = (text: string): number | null => {
  const compact = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  const found = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(compact);
  if (found === null) return null;
  const minor = Number(found[1]) * 100 + Number((found[2] ?? "").padEnd(2, "0"));
  return minor > 0 ? minor : null;
};
