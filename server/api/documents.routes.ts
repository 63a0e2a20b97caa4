import { Result } from "effect";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { documentDownloadResponse } from "../../adapters/http/document-download-response";
import { DOCUMENT_MESSAGES as M } from "../../adapters/http/contract/documents-messages";
import { DOCUMENTS_ROUTES } from "../../adapters/http/contract/documents.contract";
import { decideDocument } from "../../core/application/documents/decide-document";
import type { DocumentsDeps, DocumentViewer } from "../../core/application/documents/documents-deps";
import { listDocuments } from "../../core/application/documents/list-documents";
import { openDocumentFile } from "../../core/application/documents/open-document-file";
import { type MoveDocumentError, prepareDocument } from "../../core/application/documents/prepare-document";
import { type UploadDocumentError, uploadDocument } from "../../core/application/documents/upload-document";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { MAX_DOCUMENT_BYTES } from "../../core/domain/documents/document-file-check";
import type { Clock } from "../../core/ports/clock.port";
import type { SessionAuthenticator, Viewer } from "../../core/ports/session-authenticator.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { cookieSession } from "../http/cookie-session";
import { multipartEntries } from "../http/multipart-entries";
import { type RateLimitRule, rateLimit, type WithRateLimits } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";

export type DocumentsRoutesDeps = Readonly<{
  clock: Clock;
  /** Reads the session cookie of a download link (GET only). */
  authenticator: SessionAuthenticator;
  documents: DocumentsDeps;
  /** Uploads allowed per user per window (20 a minute unless set). */
  uploadRateLimit?: RateLimitRule;
}>;

const UPLOAD_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };
/** Room for the multipart framing and the file's part headers around a file of the largest accepted size. */
const MULTIPART_MAX_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

const viewerOf = (viewer: Viewer): DocumentViewer => ({ user_id: viewer.userId, staff: viewer.role !== "user" });

const refuse = (c: Context, field: string, message: string) => validationFailed(c, { [field]: [message] });

/** A move's failure as an answer; `field` names where the refusal belongs (stage, file or decision). */
const moveFailure = (c: Context<AppEnv>, error: MoveDocumentError, field: string) =>
  match(error)
    .with({ _tag: "BookingNotFound" }, () => apiError(c, 404, M.bookingNotFound))
    .with({ _tag: "DocumentNotFound" }, () => apiError(c, 404, M.documentNotFound))
    .with({ _tag: "UnreadableDocument" }, () => refuse(c, field, M.unreadable))
    .with({ _tag: "StageNotAllowed" }, () => refuse(c, field, M.stageNotAllowed))
    .with({ _tag: "StepNotApplicable" }, () => refuse(c, field, M.stepNotApplicable))
    .with({ _tag: "RemarkRequired" }, () => refuse(c, "remark", M.remarkRequired))
    .with({ _tag: "ActorNotAllowed" }, ({ allowed }) =>
      apiError(c, 403, allowed === "staff" ? M.staffOnly : M.applicantOnly),
    )
    .with({ _tag: "DocumentChanged" }, () => apiError(c, 409, M.changed))
    .exhaustive();

const uploadFailure = (c: Context<AppEnv>, error: UploadDocumentError) =>
  match(error)
    .with({ _tag: "EmptyFile" }, () => refuse(c, "file", M.fileEmpty))
    .with({ _tag: "FileTooLarge" }, () => refuse(c, "file", M.fileTooLarge))
    .with({ _tag: "UnsupportedFileType" }, () => refuse(c, "file", M.fileType))
    .otherwise((moveError) => moveFailure(c, moveError, "file"));

/**
 * The documents of an application (docs/adr/052-application-documents.md): the checklist, the applicant's
 * preparation steps and uploads, the download of a version (owner and staff only; everyone else 404), and the
 * staff's decision. Path ids that cannot exist name nothing (404, like someone else's booking).
 */
export function documentsRoutes(deps: DocumentsRoutesDeps & WithRateLimits) {
  const app = new Hono<AppEnv>();
  const jsonLimit = bodyLimit({ maxSize: 8 * 1024, onError: (c) => apiError(c, 413, M.tooLarge) });
  const limiter = deps.rateLimits.limiter("documents", deps.uploadRateLimit ?? UPLOAD_RATE_LIMIT);
  const now = () => deps.clock.now();

  mountRoute(app, DOCUMENTS_ROUTES.bookingDocuments, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const params = parseWith(DOCUMENTS_ROUTES.bookingDocuments.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, M.bookingNotFound);
    const listed = await runUseCase(listDocuments(deps.documents, viewerOf(auth.viewer), params.value.id));
    return Result.isSuccess(listed)
      ? c.json(listed.success, 200, NO_STORE)
      : match(listed.failure)
          .with({ _tag: "BookingNotFound" }, () => apiError(c, 404, M.bookingNotFound))
          .exhaustive();
  });

  mountRoute(app, DOCUMENTS_ROUTES.documentStage, jsonLimit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const params = parseWith(DOCUMENTS_ROUTES.documentStage.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, M.documentNotFound);
    const body = parseWith(DOCUMENTS_ROUTES.documentStage.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const { id, documentId } = params.value;
    const moved = await runUseCase(
      prepareDocument(deps.documents, viewerOf(auth.viewer), id, documentId, body.value.stage, now()),
    );
    return Result.isSuccess(moved) ? c.json(moved.success, 200, NO_STORE) : moveFailure(c, moved.failure, "stage");
  });

  mountRoute(
    app,
    DOCUMENTS_ROUTES.documentUpload,
    async (c, next) => {
      const auth = requireViewer(c);
      if ("response" in auth) return auth.response;
      await next();
    },
    rateLimit(limiter, deps.clock, (c: Context<AppEnv>) => {
      const auth = c.get("auth");
      return auth?._tag === "Authenticated" ? `documents|${auth.viewer.userId}` : "documents|anonymous";
    }),
    bodyLimit({ maxSize: MULTIPART_MAX_BYTES, onError: (c) => refuse(c, "file", M.fileTooLarge) }),
    async (c) => {
      const auth = requireViewer(c);
      if ("response" in auth) return auth.response;
      const params = parseWith(DOCUMENTS_ROUTES.documentUpload.request.params, c.req.param());
      if (!params.ok) return apiError(c, 404, M.documentNotFound);
      const type = c.req.header("content-type") ?? "";
      const form = type.includes("multipart/form-data") ? await c.req.formData().catch(() => null) : null;
      const body = parseWith(DOCUMENTS_ROUTES.documentUpload.request.body, form ? multipartEntries(form) : {});
      if (!body.ok) return validationFailed(c, body.errors);
      const { file } = body.value;
      const { id, documentId } = params.value;
      const upload = { bytes: new Uint8Array(await file.arrayBuffer()), original_name: file.name };
      const uploaded = await runUseCase(
        uploadDocument(deps.documents, viewerOf(auth.viewer), id, documentId, upload, now()),
      );
      return Result.isSuccess(uploaded) ? c.json(uploaded.success, 200, NO_STORE) : uploadFailure(c, uploaded.failure);
    },
  );

  mountRoute(app, DOCUMENTS_ROUTES.documentFile, cookieSession(deps.authenticator, deps.clock), async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const params = parseWith(DOCUMENTS_ROUTES.documentFile.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, M.fileNotFound);
    const { id, documentId, fileId } = params.value;
    const opened = await runUseCase(openDocumentFile(deps.documents, viewerOf(auth.viewer), id, documentId, fileId));
    if (Result.isSuccess(opened)) return documentDownloadResponse(opened.success);
    // Someone else's booking and a missing file answer alike.
    return match(opened.failure)
      .with({ _tag: "BookingNotFound" }, { _tag: "DocumentFileNotFound" }, () => apiError(c, 404, M.fileNotFound))
      .exhaustive();
  });

  mountRoute(app, DOCUMENTS_ROUTES.staffDocumentDecision, jsonLimit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    if (auth.viewer.role === "user") return apiError(c, 403, M.staffRequired);
    const params = parseWith(DOCUMENTS_ROUTES.staffDocumentDecision.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, M.documentNotFound);
    const body = parseWith(DOCUMENTS_ROUTES.staffDocumentDecision.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const { id, documentId } = params.value;
    const decided = await runUseCase(
      decideDocument(deps.documents, viewerOf(auth.viewer), id, documentId, body.value, now()),
    );
    return Result.isSuccess(decided)
      ? c.json(decided.success, 200, NO_STORE)
      : moveFailure(c, decided.failure, "decision");
  });

  return app;
}
