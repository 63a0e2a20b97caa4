import type { Utm } from "../domain/attribution/utm";
import type { SubmitResult } from "./submit-result";

export type FormFields = Readonly<Record<string, string | number | boolean | null>>;

/** Sent with every form: the page address, its utm parameters and the call-tracking session when there is one. */
export type FormExtras = {
  readonly page_url: string;
  readonly utm: Utm;
  readonly tracking_session_id: string | null;
};

/** A document to send with the save-doc form: a `Blob` or a `File` is one (the core names no DOM types). */
export type PickedDocument = {
  readonly name?: string;
  readonly type?: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
};

/** Lead forms (spec 7, /api/ru/v1/forms). No method rejects; every outcome is a `SubmitResult`. */
export interface FormsApi {
  /** POST /forms/simple-form. */
  simple(fields: FormFields, extras: FormExtras): Promise<SubmitResult>;
  /** POST /forms/subscribe-to-news-form. */
  subscribe(email: string, extras: FormExtras): Promise<SubmitResult>;
  /** POST /forms/promo-form. */
  promo(contact: { readonly name: string; readonly phone: string }, extras: FormExtras): Promise<SubmitResult>;
  /** POST /forms/calc-form with the calculator's choices. */
  calc(
    request: { readonly name: string; readonly phone: string; readonly calc: FormFields },
    extras: FormExtras,
  ): Promise<SubmitResult>;
  /** POST /forms/save-doc-form as multipart form data (utm[...] entries and page_url), with the document as `file`. */
  saveDoc(fields: FormFields, extras: FormExtras, document?: PickedDocument): Promise<SubmitResult>;
  /** POST /forms/leave-review-form. */
  leaveReview(fields: FormFields, extras: FormExtras): Promise<SubmitResult>;
}
