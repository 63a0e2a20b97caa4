import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import type { z } from "zod";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import type { ImageUploadCheck } from "../../core/domain/image/image-upload-check";
import type { Viewer } from "../../core/ports/session-authenticator.port";
import { validationFailed } from "./api-error";
import type { AppEnv } from "./app-env";
import { mountRoute } from "./contract-route";
import { multipartEntries } from "./multipart-entries";
import { parseWith } from "./validate";
import { requireViewer } from "./viewer";

/** Why a picture was refused: the checks before decoding (core/domain/image), or sharp could not decode it. */
export type ImageRejection = Exclude<ImageUploadCheck, { _tag: "Accepted" }> | { readonly _tag: "Undecodable" };

/** The Russian messages of a picture upload, each shown at its field. */
export type ImageUploadMessages = Readonly<{
  missing: string;
  tooLarge: string;
  notAnImage: string;
  gif: string;
  undecodable: string;
}>;

/** One picture upload route: the multipart field of the file, the largest file accepted and the field's messages. */
export type ImageUpload<F extends string> = Readonly<{
  route: RouteContract & { readonly request: { readonly body: z.ZodType<Readonly<Record<F, File>>> } };
  field: F;
  maxBytes: number;
  messages: ImageUploadMessages;
}>;

/** The picture as sent: its bytes (what it is, is decided from them) and its name. */
export type UploadedImage = Readonly<{ bytes: Uint8Array; originalName: string }>;

/** Room for the multipart framing and the file's part headers around a file of the largest accepted size. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/** A 422 at the upload's field, with nothing stored. */
const refuse = (c: Context, upload: ImageUpload<string>, message: string) =>
  validationFailed(c, { [upload.field]: [message] });

/** The 422 at the upload's field for a refused picture (ADR 047, 061). */
export const refuseImage = (c: Context, upload: ImageUpload<string>, rejection: ImageRejection): Response =>
  match(rejection)
    .with({ _tag: "Empty" }, () => refuse(c, upload, upload.messages.missing))
    .with({ _tag: "TooLarge" }, () => refuse(c, upload, upload.messages.tooLarge))
    .with({ _tag: "NotAnImage" }, () => refuse(c, upload, upload.messages.notAnImage))
    .with({ _tag: "UnsupportedImage" }, () => refuse(c, upload, upload.messages.gif))
    .with({ _tag: "Undecodable" }, () => refuse(c, upload, upload.messages.undecodable))
    .exhaustive();

/**
 * Mounts a picture upload route (the avatar, ADR 047; a comment's picture, ADR 061) behind one guard: the caller is
 * checked before the body is read (401), a body over the limit is stopped unread (422 `tooLarge` at the field), and
 * the multipart form is read with the route's schema (exactly one non-empty file). `handle` gets the signed-in
 * viewer and the file's bytes; it answers, and refuses a picture its checks turn down with `refuseImage`.
 */
export function mountImageUpload<A extends Hono<AppEnv>, F extends string>(
  app: A,
  upload: ImageUpload<F>,
  handle: (c: Context<AppEnv>, viewer: Viewer, image: UploadedImage) => Promise<Response>,
): A {
  return mountRoute(
    app,
    upload.route,
    async (c, next) => {
      const viewer = requireViewer(c);
      if ("response" in viewer) return viewer.response;
      await next();
    },
    bodyLimit({
      maxSize: upload.maxBytes + MULTIPART_FRAMING_BYTES,
      onError: (c) => refuse(c, upload, upload.messages.tooLarge),
    }),
    async (c) => {
      const viewer = requireViewer(c);
      if ("response" in viewer) return viewer.response;
      const type = c.req.header("content-type") ?? "";
      const form = type.includes("multipart/form-data") ? await c.req.formData().catch(() => null) : null;
      const parsed = parseWith(upload.route.request.body, form ? multipartEntries(form) : {});
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const file = parsed.value[upload.field];
      const image = { bytes: new Uint8Array(await file.arrayBuffer()), originalName: file.name };
      return handle(c, viewer.viewer, image);
    },
  );
}
