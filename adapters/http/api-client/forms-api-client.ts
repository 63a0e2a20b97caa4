import type { FormExtras as WireExtras } from "../../../core/domain/attribution/form-extras";
import { multipartExtrasEntries } from "../../../core/domain/attribution/multipart-extras-entries";
import type { FormExtras, FormFields, FormsApi, PickedDocument } from "../../../core/ports/forms-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { FORMS_ROUTES as F } from "../contract/forms.contract";
import type { RouteContract } from "../contract/route-contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

/** The extras as the API names them (ADR 005): the session id is left out when the widget has none. */
export const wireExtras = (extras: FormExtras): WireExtras => {
  const sessionId = extras.tracking_session_id?.trim() ?? "";
  return sessionId === ""
    ? { page_url: extras.page_url, utm: extras.utm }
    : { page_url: extras.page_url, utm: extras.utm, call_tracking_session_id: sessionId };
};

/** A null field is an empty one: it is not sent. */
const filled = (fields: FormFields): FormFields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

/**
 * The save-doc form as multipart entries: the filled fields as text, `page_url`, `utm[...]` and the call-tracking
 * session when there is one (spec 7, ADR 005), then the document as `file` when there is one.
 */
export const saveDocFormData = (fields: FormFields, extras: FormExtras, file?: Blob): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(filled(fields))) data.append(name, String(value));
  const wire = wireExtras(extras);
  for (const [name, value] of multipartExtrasEntries(wire)) data.set(name, value);
  // The server takes the call-tracking session as a multipart entry too (spec 7: sent when there is one).
  if (wire.call_tracking_session_id !== undefined) data.set("call_tracking_session_id", wire.call_tracking_session_id);
  if (file !== undefined) data.set("file", file);
  return data;
};

/**
 * The forms port, with the document of the save-doc form: the port's `FormFields` hold text only, and the
 * server refuses the form without a file, so callers that have one pass it as the third argument.
 */
export type FormsApiClient = Omit<FormsApi, "saveDoc"> & {
  saveDoc(fields: FormFields, extras: FormExtras, file?: PickedDocument): Promise<SubmitResult>;
};

/** A picked document as the multipart body takes it: a `Blob` (a `File` keeps its name) as it is, else its bytes. */
const blobOf = async (document: PickedDocument): Promise<Blob> =>
  document instanceof Blob ? document : new Blob([await document.arrayBuffer()], { type: document.type ?? "" });

/** Lead forms (spec 7): every JSON form carries its fields plus page_url, utm and the call-tracking session. */
export function formsApiClient(transport: ApiTransport): FormsApiClient {
  const send = async (route: RouteContract, body: unknown) =>
    submitResultOf(await transport.call(route, { body }), acknowledged);
  return {
    simple: (fields, extras) => send(F.simpleForm, { ...filled(fields), ...wireExtras(extras) }),
    subscribe: (email, extras) => send(F.subscribeForm, { email, ...wireExtras(extras) }),
    promo: ({ name, phone }, extras) => send(F.promoForm, { name, phone, ...wireExtras(extras) }),
    calc: ({ name, phone, calc }, extras) => send(F.calcForm, { name, phone, calc, ...wireExtras(extras) }),
    saveDoc: async (fields, extras, file) =>
      send(F.saveDocForm, saveDocFormData(fields, extras, file === undefined ? undefined : await blobOf(file))),
    leaveReview: (fields, extras) => send(F.leaveReviewForm, { ...filled(fields), ...wireExtras(extras) }),
  };
}
