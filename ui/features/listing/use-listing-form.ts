import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ListingFacets } from "../../../core/domain/listing/facets";
import { readListingForm } from "../../../core/domain/listing/listing-form";
import { LISTING_QUERY_KEYS } from "../../../core/domain/listing/listing-query-keys";
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
  // The draft also keeps the title field's text as typed: the view's title is normalised (trimmed), and showing that
  // in the field while the visitor types would take away a space typed at the end.
  const [draft, setDraft] = useState<{
    readonly base: ListingView;
    readonly view: ListingView;
    readonly titleText: string;
  } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    const form = formRef.current;
    if (form === null) return;
    const entries = textEntries(form);
    const next = readListingForm(entries, facets);
    const url = listingViewUrl(next, foreign);
    const titleText = entries.find(([name]) => name === LISTING_QUERY_KEYS.title)?.[1] ?? next.filter.query.title;
    setDraft({ base: loaded, view: next, titleText });
    clearTimeout(timer.current);
    const go = () => {
      if (url !== loadedUrl) void navigate(url, { preventScrollReset: true });
    };
    if (delay === 0) go();
    else timer.current = setTimeout(go, delay);
  };

  const current = draft !== null && draft.base === loaded ? draft : null;
  return {
    formRef,
    view: current?.view ?? loaded,
    /** The title field's text: as typed while a draft is shown, else the loaded listing's title. */
    titleText: current?.titleText ?? loaded.filter.query.title,
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
