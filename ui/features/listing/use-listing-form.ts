import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ListingFacets } from "../../../core/domain/listing/facets";
import { readListingForm } from "../../../core/domain/listing/listing-form";
import type { ListingView } from "../../../core/domain/listing/listing-view";
import { listingViewUrl } from "../../../core/domain/listing/listing-view-url";

/** Typing in a text field waits this long for the next key before the listing follows. */
const TYPING_DELAY_MS = 600;

const textEntries = (form: HTMLFormElement): (readonly [string, string])[] =>
  [...new FormData(form).entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));

const isTyping = (target: EventTarget): boolean =>
  target instanceof HTMLInputElement &&
  (target.type === "search" || target.type === "number" || target.type === "text");

/**
 * The filter form with JavaScript: every change reads the whole form as a submission would (readListingForm), shows
 * the new choice at once and navigates to its canonical URL without scrolling to the top (typing waits for a pause).
 * The shown choice is the one being loaded until the listing for it arrives (or another history entry is shown).
 */
export function useListingForm({
  loaded,
  facets,
  foreign,
}: {
  loaded: ListingView;
  facets: ListingFacets;
  foreign: string;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedUrl = listingViewUrl(loaded, foreign);
  // A draft belongs to the loaded listing it was made on: any newly loaded listing (the draft's own, or another one
  // reached by back or forward, even with the same URL) replaces it.
  const [draft, setDraft] = useState<{ readonly base: ListingView; readonly view: ListingView } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    const form = formRef.current;
    if (form === null) return;
    const next = readListingForm(textEntries(form), facets);
    const url = listingViewUrl(next, foreign);
    setDraft({ base: loaded, view: next });
    clearTimeout(timer.current);
    const go = () => {
      if (url !== loadedUrl) void navigate(url, { preventScrollReset: true });
    };
    if (delay === 0) go();
    else timer.current = setTimeout(go, delay);
  };

  return {
    formRef,
    view: draft !== null && draft.base === loaded ? draft.view : loaded,
    onFieldChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      apply(isTyping(event.target) ? TYPING_DELAY_MS : 0),
    /** Applies the form now (a control outside the form element, such as the sort select, changed). */
    applyNow: () => apply(0),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(0);
    },
  };
}
