import { entityIdOfText } from "../shared/entity-id";

const NUMBERED_TAIL = /-(\d+)$/;

/**
 * The education base a staff member names when a lead becomes an application (ADR 058): its number, or the address
 * of its page (spec 5: a base's slug ends in a dash and its id, "bakalavriat-12"), with or without the site's
 * origin, a query or a trailing slash. Anything else names no base (null).
 */
export const educationBaseIdOf = (text: string): number | null => {
  const trimmed = text.trim();
  const direct = entityIdOfText(trimmed);
  if (direct !== null) return direct;
  const path = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").replace(/[?#].*$/, "");
  if (!path.startsWith("/")) return null;
  const last =
    path
      .split("/")
      .filter((segment) => segment !== "")
      .at(-1) ?? "";
  const digits = NUMBERED_TAIL.exec(last)?.[1];
  return digits === undefined ? null : entityIdOfText(digits);
};
