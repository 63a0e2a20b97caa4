import type { DocumentsApi } from "../../../core/ports/documents-api.port";
import { DOCUMENTS_ROUTES as D } from "../contract/documents.contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

/** The documents of an application over HTTP; a failed read is null, a command answers a SubmitResult. */
export function documentsApiClient(transport: ApiTransport): DocumentsApi {
  return {
    async list(bookingId) {
      const outcome = await transport.call(D.bookingDocuments, { params: { id: bookingId } });
      return outcome._tag === "Ok" ? outcome.value : null;
    },
    prepare: async (bookingId, documentId, stage) =>
      submitResultOf(
        await transport.call(D.documentStage, { params: { id: bookingId, documentId }, body: { stage } }),
        acknowledged,
      ),
    async upload(bookingId, documentId, { bytes, name }) {
      const body = new FormData();
      body.set("file", new Blob([new Uint8Array(bytes)]), name);
      return submitResultOf(
        await transport.call(D.documentUpload, { params: { id: bookingId, documentId }, body }),
        acknowledged,
      );
    },
  };
}
