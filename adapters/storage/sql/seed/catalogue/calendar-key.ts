import type { BaseKind } from "./base-spec";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { CalendarKey } from "./data/wave-calendars.data";

/** Which admission calendar an education base follows. */
export const calendarKey = (country: string, level: ProgramLevelSlug, kind: BaseKind): CalendarKey => {
  if (level === "shkola") return "school";
  const language = kind === "language-semester" || kind === "language-year" || kind === "language-grant";
  if (country === "korea") return language ? "korea-language" : kind === "grant" ? "korea-grant" : "korea-degree";
  if (country === "japan") return language ? "japan-language" : kind === "grant" ? "japan-grant" : "japan-degree";
  if (country === "canada") return language ? "canada-language" : "canada-degree";
  if (language) return "china-language";
  if (level === "kolledzh") return "china-college";
  return kind === "grant" ? "china-grant" : "china-degree";
};
