import { match, P } from "ts-pattern";

export type DocumentSaveStatus = "default" | "sending" | "sent" | "error";

export type DocumentSaveEvent = "submit" | "succeed" | "fail" | "reset";

export const INITIAL_DOCUMENT_SAVE_STATUS: DocumentSaveStatus = "default";

/**
 * Document-save form status. Submit sends from any state (a resend after success or failure included;
 * a submit while sending stays sending). Only a request in flight can succeed or fail, so a late answer
 * after a reset is ignored. Reset always returns to default.
 */
export const nextDocumentSaveStatus = (status: DocumentSaveStatus, event: DocumentSaveEvent): DocumentSaveStatus =>
  match<readonly [DocumentSaveStatus, DocumentSaveEvent], DocumentSaveStatus>([status, event])
    .with([P._, "reset"], () => "default")
    .with([P._, "submit"], () => "sending")
    .with(["sending", "succeed"], () => "sent")
    .with(["sending", "fail"], () => "error")
    .with([P.union("default", "sent", "error"), P.union("succeed", "fail")], ([idle]) => idle)
    .exhaustive();
