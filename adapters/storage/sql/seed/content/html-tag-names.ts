/** The names of the tags an HTML fragment opens or closes, lower-cased, in order of appearance. */
export function htmlTagNames(html: string): readonly string[] {
  return Array.from(html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g), (match) => (match[1] ?? "").toLowerCase());
}
