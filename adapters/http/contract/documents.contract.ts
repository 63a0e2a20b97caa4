import { MAX_DOCUMENT_BYTES } from "../../../core/domain/documents/document-file-check";
import { PREPARATION_STEPS } from "../../../core/domain/documents/document-stage";
import { DOCUMENT_MESSAGES as M } from "./documents-messages";
import { idText } from "./fields";
import { hinted } from "./json-schema-hints";
import { singleFile } from "./single-file";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const STEP_NAMES = [...PREPARATION_STEPS, "uploaded", "accepted"] as const;

/** A stored version: its display name, type and size, and when it was uploaded. */
export const documentVersionSchema = z
  .object({
    id: z.number().int().positive(),
    version: z.number().int().positive(),
    name: z.string(),
    content_type: z.enum(["application/pdf", "image/png", "image/jpeg"]),
    size: z.number().int().positive(),
    uploaded_at: z.iso.datetime(),
  })
  .readonly();

/**
 * One document of the checklist: its pipeline stage (docs/adr/052-application-documents.md), the staff's remark of
 * the last rejection, the preparation steps its kind takes, the stepper, and its versions newest first.
 */
export const applicationDocumentSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.string(),
    title: z.string(),
    note: z.string(),
    mandatory: z.boolean(),
    stage: z.string(),
    remark: z.string(),
    preparation_steps: z.array(z.enum(PREPARATION_STEPS)).readonly(),
    steps: z
      .array(
        z
          .object({
            name: z.enum(STEP_NAMES),
            state: z.enum(["done", "current", "todo", "skipped", "not_needed"]),
          })
          .readonly(),
      )
      .readonly(),
    updated_at: z.iso.datetime(),
    versions: z.array(documentVersionSchema).readonly(),
  })
  .readonly();

export const applicationDocumentsSchema = z
  .object({
    booking_id: z.number().int().positive(),
    mandatory_total: z.number().int().nonnegative(),
    mandatory_done: z.number().int().nonnegative(),
    documents: z.array(applicationDocumentSchema).readonly(),
  })
  .readonly();

export const bookingDocumentsParamsSchema = z.object({ id: idText() });
export const bookingDocumentParamsSchema = z.object({ id: idText(), documentId: idText() });
export const bookingDocumentFileParamsSchema = z.object({ id: idText(), documentId: idText(), fileId: idText() });

/** The applicant's preparation step: translation ordered, notarised or legalised (apostille). */
export const documentStageBodySchema = z.object({ stage: z.enum(PREPARATION_STEPS, { error: M.step }) });

/** The staff's decision: accept, or reject with what to fix (1 to 2000 characters). */
export const documentDecisionBodySchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("accept") }),
    z.object({
      decision: z.literal("reject"),
      remark: z.string({ error: M.remarkRequired }).trim().min(1, M.remarkRequired).max(2000, M.remarkTooLong),
    }),
  ],
  { error: M.decision },
);

/**
 * The `file` entries of the multipart form: exactly one non-empty file of at most 10 MB. Its type is decided from
 * its bytes by the use case, never from its name or declared type.
 */
const uploadedFile = singleFile(MAX_DOCUMENT_BYTES, {
  oneFile: M.oneFile,
  missing: M.fileRequired,
  tooLarge: M.fileTooLarge,
});

/** Multipart: the document's file as `file` (PDF, JPG or PNG by content, at most 10 MB). */
export const documentUploadBodySchema = z.object({ file: uploadedFile });

/** The bytes of a version (its own type; served as an attachment). */
export const documentFileSchema = hinted(z.unknown(), z.file());

const V1 = "/api/ru/v1";
const moveErrors = errorResponses(401, 403, 404, 406, 409, 413, 422, 500);

/** The documents of an application (docs/adr/052-application-documents.md). */
export const DOCUMENTS_ROUTES = {
  bookingDocuments: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/documents`,
    summary: "Документы заявки: чек-лист, этапы подготовки каждого, загруженные версии",
    tag: "bookings",
    auth: "required",
    request: { params: bookingDocumentsParamsSchema },
    responses: { 200: applicationDocumentsSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  documentStage: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/documents/{documentId}/stage`,
    summary:
      "Отметить шаг подготовки документа (перевод заказан, заверен нотариально, апостиль); шаги можно пропускать",
    tag: "bookings",
    auth: "required",
    request: { params: bookingDocumentParamsSchema, body: documentStageBodySchema },
    responses: { 200: applicationDocumentSchema, ...moveErrors },
  }),
  documentUpload: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/documents/{documentId}/upload`,
    summary:
      "Загрузить файл документа (multipart/form-data, поле file: PDF, JPG или PNG до 10 МБ, тип по содержимому); повторная загрузка добавляет версию",
    tag: "bookings",
    auth: "required",
    request: { params: bookingDocumentParamsSchema, body: documentUploadBodySchema, encoding: "multipart" },
    responses: { 200: applicationDocumentSchema, ...errorResponses(401, 403, 404, 406, 409, 413, 422, 429, 500) },
  }),
  documentFile: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/documents/{documentId}/files/{fileId}`,
    summary: "Скачать версию документа (только владельцу заявки и сотрудникам; остальным 404)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingDocumentFileParamsSchema },
    responses: { 200: documentFileSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  staffDocumentDecision: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/documents/{documentId}/decision`,
    summary: "Решение сотрудника по документу: принять или вернуть с замечанием (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingDocumentParamsSchema, body: documentDecisionBodySchema },
    responses: { 200: applicationDocumentSchema, ...moveErrors },
  }),
} as const;
