import type { Clock } from "../../core/ports/clock.port";

/** The real clock; the only place outside tests where the current time is read. */
export const systemClock: Clock = { now: () => new Date() };
