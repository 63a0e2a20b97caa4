import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import type { z } from "zod";
import type { FormExtras, SubmittedForm } from "../../adapters/http/contract/form-extras.schema";
import { FORM_MESSAGES, FORMS_ROUTES } from "../../adapters/http/contract/forms.contract";
import { MAX_DOCUMENT_BYTES } from "../../core/application/forms/document-type";
import { type DocumentRejection, submitDocument } from "../../core/application/forms/submit-document";
import { type FormRequest, submitForm } from "../../core/application/forms/submit-form";
import type { CallTrackingService } from "../../core/ports/call-tracking.port";
import type { Clock } from "../../core/ports/clock.port";
import type { FileStore } from "../../core/ports/file-store.port";
import type {
  FormSubmissionRepository,
  SiteFormKind,
  SubmissionOrigin,
} from "../../core/ports/form-submission-repository.port";
import type { UploadRepository } from "../../core/ports/upload-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { idempotencyKeyOf, REPLAYED_HEADER } from "../http/idempotency-key";
import { type RateLimitRule, rateLimit, type WithRateLimits } from "../http/rate-limit";
import { multipartEntries } from "../http/multipart-entries";
import { jsonBody, parseWith } from "../http/validate";
import { viewerOf } from "../http/viewer";
import { mountRoute } from "../http/contract-route";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import { runUseCase } from "../../core/application/shared/run-use-case";

export type FormsDeps = Readonly<{
  clock: Clock;
  submissions: FormSubmissionRepository;
  uploads: UploadRepository;
  files: FileStore;
  /** Reverse proxies trusted for X-Forwarded-For (config TRUST_PROXY). */
  trustProxy: number;
  /** Submissions per IP and form kind; 5 a minute unless a test says otherwise. */
  rateLimit?: RateLimitRule;
  /** The call-tracking service the live chat's leads also go to (call-tracking.routes.ts); none when unset. */
  callTracking?: CallTrackingService | null;
}>;

export const FORM_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60_000 };
/** A JSON form is a few kilobytes; 64 KB leaves room for a long message. */
const JSON_FORM_MAX_BYTES = 64 * 1024;
/** The document plus the multipart framing and the text entries. */
const MULTIPART_MAX_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
const MAX_USER_AGENT = 512;

/** The acknowledgement of each form (201). */
export const FORM_THANKS: Record<SiteFormKind, string> = {
  simple: "Спасибо! Мы свяжемся с вами.",
  promo: "Спасибо! Мы свяжемся с вами.",
  calc: "Спасибо! Мы свяжемся с вами.",
  subscribe: "Спасибо! Вы подписались на новости.",
  "leave-review": "Спасибо! Отзыв отправлен.",
  "save-doc": "Спасибо! Документ получен.",
};

const TOO_LARGE_REQUEST = "Слишком большой запрос.";

type JsonForm = Readonly<{
  route: RouteContract;
  kind: FormRequest["kind"];
  schema: z.ZodType<SubmittedForm>;
}>;

const JSON_FORMS: readonly JsonForm[] = [
  { route: FORMS_ROUTES.simpleForm, kind: "simple", schema: FORMS_ROUTES.simpleForm.request.body },
  { route: FORMS_ROUTES.subscribeForm, kind: "subscribe", schema: FORMS_ROUTES.subscribeForm.request.body },
  { route: FORMS_ROUTES.promoForm, kind: "promo", schema: FORMS_ROUTES.promoForm.request.body },
  { route: FORMS_ROUTES.calcForm, kind: "calc", schema: FORMS_ROUTES.calcForm.request.body },
  { route: FORMS_ROUTES.leaveReviewForm, kind: "leave-review", schema: FORMS_ROUTES.leaveReviewForm.request.body },
];

/**
 * The lead forms of spec 7 under /ru/v1/forms: validated, stored with their extras, rate-limited per IP and form; a
 * repeated post (same form, contacts and page within ten minutes, or the same Idempotency-Key) stores nothing and
 * answers as the first did (ADR 072).
 */
export function formsRoutes(deps: FormsDeps & WithRateLimits) {
  const { clock, trustProxy } = deps;
  const limiter = deps.rateLimits.limiter("forms", deps.rateLimit ?? FORM_RATE_LIMIT);
  const limitFor = (kind: SiteFormKind) =>
    rateLimit(limiter, clock, (c: Context<AppEnv>) => `${kind}|${clientIp(c, trustProxy)}`);

  const originOf = (c: Context<AppEnv>, extras: FormExtras): SubmissionOrigin => ({
    ...extras,
    userId: viewerOf(c)?.userId ?? null,
    ip: clientIp(c, trustProxy),
    userAgent: (c.req.header("user-agent") ?? "").slice(0, MAX_USER_AGENT),
  });

  /** The answer of a stored form; a repeat (ADR 072) gets the first post's answer again, marked as replayed. */
  const thanks = (c: Context<AppEnv>, kind: SiteFormKind, id: number, repeated: boolean) =>
    c.json({ id, message: FORM_THANKS[kind] }, 201, {
      "Cache-Control": "no-store",
      ...(repeated ? REPLAYED_HEADER : {}),
    });

  const routes = new Hono<AppEnv>();

  for (const form of JSON_FORMS) {
    mountRoute(
      routes,
      form.route,
      limitFor(form.kind),
      bodyLimit({ maxSize: JSON_FORM_MAX_BYTES, onError: (c) => apiError(c, 413, TOO_LARGE_REQUEST) }),
      async (c) => {
        const parsed = parseWith(form.schema, await jsonBody(c));
        if (!parsed.ok) return validationFailed(c, parsed.errors);
        const { fields, extras } = parsed.value;
        const { id, repeated } = await submitForm(deps, {
          kind: form.kind,
          fields,
          origin: originOf(c, extras),
          idempotencyKey: idempotencyKeyOf(c),
        });
        return thanks(c, form.kind, id, repeated);
      },
    );
  }

  const tooLarge = (c: Context) => apiError(c, 413, FORM_MESSAGES.fileTooLarge, { file: [FORM_MESSAGES.fileTooLarge] });

  mountRoute(
    routes,
    FORMS_ROUTES.saveDocForm,
    limitFor("save-doc"),
    bodyLimit({ maxSize: MULTIPART_MAX_BYTES, onError: tooLarge }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      const form = type.includes("multipart/form-data") ? await c.req.formData().catch(() => null) : null;
      const parsed = parseWith(FORMS_ROUTES.saveDocForm.request.body, form ? multipartEntries(form) : {});
      if (!parsed.ok) {
        // A document over the limit is 413, as when the body limit stops it.
        return parsed.errors.file?.includes(FORM_MESSAGES.fileTooLarge)
          ? tooLarge(c)
          : validationFailed(c, parsed.errors);
      }
      const { file, fields, extras } = parsed.value;
      const result = await runUseCase(
        submitDocument(deps, {
          file: { bytes: new Uint8Array(await file.arrayBuffer()), originalName: file.name },
          fields,
          origin: originOf(c, extras),
          idempotencyKey: idempotencyKeyOf(c),
        }),
      );
      if (Result.isSuccess(result)) return thanks(c, "save-doc", result.success.id, result.success.repeated);
      return match<DocumentRejection, Response>(result.failure)
        .with({ _tag: "MissingFile" }, () => validationFailed(c, { file: [FORM_MESSAGES.fileRequired] }))
        .with({ _tag: "FileTooLarge" }, () => tooLarge(c))
        .with({ _tag: "UnsupportedFileType" }, () => validationFailed(c, { file: [FORM_MESSAGES.fileType] }))
        .exhaustive();
    },
  );

  return routes;
}
