import { type AdmissionPlan, admissionPlan } from "./admission-plan";
import type { BaseKind } from "./base-spec";
import { calendarKey } from "./calendar-key";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import { type CalendarKey, WAVE_CALENDARS } from "./data/wave-calendars.data";
import type { InstitutionContext } from "./institution-context";
import { memoized } from "./memoized";

/** At most this many waves on a lean (synthetic) base. */
const LEAN_WAVES = 2;

/** Calendars repeat across bases: the same calendar, shift, wave limit and `now` give the same plan. */
const cachedPlan = memoized((key) => {
  const [name, shift, limit, now] = key.split("|");
  const calendar = WAVE_CALENDARS[name as CalendarKey];
  return admissionPlan(
    { ...calendar, waves: calendar.waves.slice(0, Number(limit)) },
    Number(shift),
    new Date(Number(now)),
  );
});

/** A base's admission: its calendar moved by 0-10 days (a lean base keeps one or two of its waves). */
export const baseAdmission = (context: InstitutionContext, level: ProgramLevelSlug, kind: BaseKind): AdmissionPlan => {
  const { random, lean, now } = context;
  const calendar = calendarKey(context.country.slug, level, kind);
  const limit = lean ? random.int(1, LEAN_WAVES) : WAVE_CALENDARS[calendar].waves.length;
  return cachedPlan(`${calendar}|${random.int(0, 10)}|${limit}|${now.getTime()}`);
};
