import { Result } from "effect";
import type { ApplicationDocument } from "../../core/application/documents/application-document";
import type { DocumentsDeps } from "../../core/application/documents/documents-deps";
import { listDocuments } from "../../core/application/documents/list-documents";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { ApplicationDocumentView, DocumentsApi } from "../../core/ports/documents-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";

const view = (doc: ApplicationDocument): ApplicationDocumentView => ({
  ...doc,
  updated_at: doc.updated_at.toISOString(),
  versions: doc.versions.map((v) => ({ ...v, uploaded_at: v.uploaded_at.toISOString() })),
});

/**
 * The documents port on the server (ADR 039): the page reads the checklist in-process (null for a visitor or
 * someone else's application, as the API's 401 and 404 give the HTTP adapter); the steps and uploads go through the
 * API, and so does the read while the token has expired (the HTTP adapter refreshes it).
 */
export function inProcessDocumentsApi(
  deps: DocumentsDeps,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: DocumentsApi }>,
): DocumentsApi {
  return {
    ...request.http,
    list: async (bookingId) => {
      try {
        const auth = await request.authentication();
        if (auth._tag === "Expired") return await request.http.list(bookingId);
        if (auth._tag !== "Authenticated") return null;
        const viewer = { user_id: auth.viewer.userId, staff: auth.viewer.role !== "user" };
        const listed = await runUseCase(listDocuments(deps, viewer, bookingId));
        return Result.isSuccess(listed) ? { ...listed.success, documents: listed.success.documents.map(view) } : null;
      } catch (error) {
        console.error("In-process documents read failed:", error);
        return null;
      }
    },
  };
}
