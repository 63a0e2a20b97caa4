import { type FormEvent, useEffect, useReducer, useRef } from "react";
import {
  type DocumentSaveStatus,
  INITIAL_DOCUMENT_SAVE_STATUS,
  nextDocumentSaveStatus,
} from "../../../core/domain/forms/document-save-status";

type Shown = { readonly sent: boolean; readonly answered: boolean };

/** The status a page rendered with an outcome starts in (a post without JavaScript): sent, error, or default. */
const startOf = ({ sent, answered }: Shown): DocumentSaveStatus =>
  !answered ? INITIAL_DOCUMENT_SAVE_STATUS : sent ? "sent" : "error";

/**
 * The document form's status of spec 4, driven by the core's machine: a submit that goes out is `submit`; the end of
 * the fetcher's round trip is `succeed` or `fail` by the outcome. `wrap` wraps the form's own submit handler.
 */
export function useDocumentSaveStatus(busy: boolean, shown: Shown) {
  const [status, dispatch] = useReducer(nextDocumentSaveStatus, shown, startOf);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) dispatch(shown.sent ? "succeed" : "fail");
    wasBusy.current = busy;
  }, [busy, shown.sent]);
  const wrap = (onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) dispatch("submit");
  };
  return { status, wrap };
}
