import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import type { SiteEvent } from "../../../core/domain/main-data/site-event";

/** The shown date of each event by its `starts_at` value (null: no date to show). */
export type EventDateTexts = Readonly<Record<string, string | null>>;

/**
 * The date texts of the latest events, made where the date library is loaded anyway (the server's loader), so that
 * the home page ships strings instead of date-fns and its locale.
 */
export const eventDateTexts = (events: readonly Pick<SiteEvent, "starts_at">[]): EventDateTexts =>
  Object.fromEntries(events.map((event) => [event.starts_at, waveDateText(event.starts_at)]));

/** The text for one value: from the map, or undefined when the map does not know it (the caller formats it). */
export const knownDateText = (texts: EventDateTexts, iso: string): string | null | undefined =>
  Object.hasOwn(texts, iso) ? (texts[iso] ?? null) : undefined;
