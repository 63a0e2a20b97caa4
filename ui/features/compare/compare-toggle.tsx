import { useState } from "react";
import { isShortlisted, type ShortlistItem } from "../../../core/domain/compare/shortlist-item";
import { noticeText } from "./compare-texts";
import { useShortlist } from "./use-shortlist";
import "./compare.css";

/**
 * «Сравнить» / «В сравнении»: adds the institution or program to the shortlist, or takes it out (aria-pressed).
 * `name` completes the accessible name («Сравнить: …», starting with the visible text) where many such buttons
 * share a page.
 */
export function CompareToggle({ item, name }: { item: ShortlistItem; name?: string }) {
  const shortlist = useShortlist();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeId = `compare-notice-${item.kind}-${item.id}`;
  const pressed = shortlist.items !== null && isShortlisted(shortlist.items, item);
  const label = pressed ? "В сравнении" : "Сравнить";
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await shortlist.toggle(item);
    setNotice(outcome === null ? null : noticeText(outcome));
    setBusy(false);
  };
  return (
    <span className="compare-toggle">
      <button
        type="button"
        className={pressed ? "compare-toggle__button compare-toggle__button--on" : "compare-toggle__button"}
        aria-pressed={pressed}
        aria-label={name ? `${label}: ${name}` : undefined}
        aria-describedby={notice === null ? undefined : noticeId}
        onClick={onClick}
      >
        {label}
      </button>
      <span id={noticeId} className="compare-toggle__notice" role="status">
        {notice}
      </span>
    </span>
  );
}
