/**
 * An editor's map link when it is an absolute https address (the only kind a page may embed or link to as a map);
 * null when it is empty or anything else, in which case the page shows no map at all.
 */
export const httpsLink = (link: string): string | null => {
  const text = link.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "https:" && url.hostname !== "" ? text : null;
};
