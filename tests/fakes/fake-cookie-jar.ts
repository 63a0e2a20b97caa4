/**
 * A stand-in for `document.cookie`: takes assignments ("name=value; Max-Age=0; Path=/") and reads back as a
 * Cookie header. Max-Age=0 or an Expires before `now` deletes; every assignment is kept for inspection.
 */
export function fakeCookieJar(now: () => Date = () => new Date()) {
  const values = new Map<string, string>();
  const assignments: string[] = [];
  return {
    assignments,
    write(assignment: string): void {
      assignments.push(assignment);
      const [pair = "", ...attributes] = assignment.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.slice(key.length + 1);
      const maxAge = attribute("Max-Age");
      const expires = attribute("Expires");
      const gone =
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= now().getTime());
      if (gone) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
    header: (): string => [...values].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}
