import { isIP } from "./ip-kind";

/**
 * The approximate place of a session, honest about what the site knows (ADR 046): there is no geo database, so
 * the place is the network the session was opened from, the IP with its host part hidden: «сеть 192.0.2.*» for
 * IPv4, the first three groups for IPv6 («сеть 2001:db8:85a3:*»). Null when no IP was recorded or it is not one.
 */
export const sessionPlaceLabel = (ip: string | null): string | null => {
  const address = ip ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const kind = isIP(plain);
  if (kind === 4) return `сеть ${plain.split(".").slice(0, 3).join(".")}.*`;
  if (kind === 6) return `сеть ${expandedGroups(plain).slice(0, 3).join(":")}:*`;
  return null;
};

/** The eight groups of an IPv6 address, "::" expanded, without leading zeros. */
const expandedGroups = (address: string): readonly string[] => {
  const [head = "", tail] = address.toLowerCase().split("::");
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const front = part(head);
  const back = part(tail);
  const middle = tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => "0");
  return [...front, ...middle, ...back].map((group) => group.replace(/^0+(?=.)/, ""));
};
