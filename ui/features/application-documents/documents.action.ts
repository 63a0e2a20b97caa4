import { data, type RouterContextProvider } from "react-router";
import { MAX_DOCUMENT_BYTES } from "../../../core/domain/documents/document-file-check";
import { isPreparationStep } from "../../../core/domain/documents/document-stage";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { requestApiContext } from "../../app/request-context";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import type { SettingsActionData } from "../account-profile/use-form-result";
import { DOCUMENT_INTENTS, documentFormName } from "./document-intents";
import { DOCUMENTS_TEXTS as T } from "./documents-texts";

const ID = /^[1-9][0-9]{0,9}$/;

const outcomeOf = (result: SubmitResult, saved: string): SettingsActionData["outcome"] => {
  const outcome = accountFormOutcome(result, ["file", "stage"]);
  if (outcome._tag === "Done") return { _tag: "Saved", message: saved };
  return result._tag === "Failed" ? { ...outcome, message: T.failed } : outcome;
};

/**
 * The action of the «Документы» tab: a preparation step or an upload for one document of the application, by a
 * plain form post (no JavaScript: the page is rendered again with the outcome) or a fetcher's post alike. The call
 * goes through the documents port with the visitor's session; the page's loader reads the list again afterwards.
 */
export async function documentsAction({
  request,
  context,
  bookingId,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  bookingId: number;
}): Promise<SettingsActionData> {
  const form = await request.formData().catch(() => null);
  const rawId = form?.get("document_id");
  if (form === null || typeof rawId !== "string" || !ID.test(rawId)) throw data(T.notFound, { status: 404 });
  const documentId = Number(rawId);
  const api = context.get(requestApiContext).documents;
  const intent = form.get("intent");
  if (intent === DOCUMENT_INTENTS.prepare) {
    const name = documentFormName(documentId, "prepare");
    const step = form.get("stage");
    if (typeof step !== "string" || !isPreparationStep(step)) throw data("Неизвестный шаг", { status: 400 });
    return { form: name, outcome: outcomeOf(await api.prepare(bookingId, documentId, step), T.marked) };
  }
  if (intent === DOCUMENT_INTENTS.upload) {
    const name = documentFormName(documentId, "upload");
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return { form: name, outcome: { _tag: "Refused", fields: { file: T.chooseFile }, message: null } };
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      return { form: name, outcome: { _tag: "Refused", fields: { file: T.tooLarge }, message: null } };
    }
    const upload = { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
    return { form: name, outcome: outcomeOf(await api.upload(bookingId, documentId, upload), T.uploaded) };
  }
  throw data("Метод не поддерживается", { status: 405 });
}
