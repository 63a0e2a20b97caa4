import { useEffect, useState } from "react";
import { type EventDateTexts, knownDateText } from "./event-date-texts";

type Format = (iso: string) => string | null;

/**
 * The date text of an event: from the texts the loader sent. A value the loader did not know (the main data was
 * refetched in the browser with a new event) is formatted by the core after loading it on demand, so the date
 * library stays out of the home page's first-load JavaScript.
 */
export function useEventDateText(texts: EventDateTexts, values: readonly string[]): Format {
  const [format, setFormat] = useState<Format | null>(null);
  const missing = values.some((iso) => knownDateText(texts, iso) === undefined);
  useEffect(() => {
    if (!missing || format !== null) return;
    let active = true;
    import("../../../core/domain/admission/wave-date-text").then(
      (module) => active && setFormat(() => module.waveDateText),
      () => {}, // a chunk that did not arrive leaves the new event without its date
    );
    return () => {
      active = false;
    };
  }, [missing, format]);
  return (iso) => {
    const known = knownDateText(texts, iso);
    return known === undefined ? (format?.(iso) ?? null) : known;
  };
}
