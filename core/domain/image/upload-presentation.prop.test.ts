import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { FILE_CSP, SVG_CSP, SVG_MIME, uploadPresentation, type PresentedUpload } from "./upload-presentation";

const mimeArb = fc.oneof(
  fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf", SVG_MIME),
  fc.constantFrom("Image/SVG+xml; charset=utf-8", "text/html", "application/xml", "text/xml", "application/javascript"),
  fc.string({ maxLength: 30 }),
);

const uploadArb: fc.Arbitrary<PresentedUpload> = fc.record({
  filename: fc.oneof(
    safeFileNameArb,
    safeFileNameArb.map((name) => `${name}.svg`),
  ),
  mime: mimeArb,
  userId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  attachedToForm: fc.boolean(),
});

/** Uploads that a person sent or that belong to a form submission. */
const sentUploadArb: fc.Arbitrary<PresentedUpload> = fc
  .tuple(uploadArb, fc.integer({ min: 1, max: 1_000_000 }), fc.boolean())
  .map(([upload, userId, byUser]) => (byUser ? { ...upload, userId } : { ...upload, attachedToForm: true }));

const RENDERABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", SVG_MIME]);

describe("upload presentation properties", () => {
  it("always sends the sandboxing CSP with nothing allowed to load", () => {
    fc.assert(
      fc.property(uploadArb, (upload) => {
        const { contentSecurityPolicy } = uploadPresentation(upload);
        expect([FILE_CSP, SVG_CSP]).toContain(contentSecurityPolicy);
        expect(contentSecurityPolicy.startsWith("default-src 'none';")).toBe(true);
        expect(contentSecurityPolicy.endsWith("; sandbox")).toBe(true);
      }),
    );
  });

  it("shows in place only images, and allows inline styles only for SVG", () => {
    fc.assert(
      fc.property(uploadArb, (upload) => {
        const shown = uploadPresentation(upload);
        if (shown.inline) expect(RENDERABLE.has(shown.contentType)).toBe(true);
        else expect(["application/pdf", "application/octet-stream"]).toContain(shown.contentType);
        expect(shown.contentSecurityPolicy === SVG_CSP).toBe(shown.contentType === SVG_MIME);
      }),
    );
  });

  it("never sends SVG for a file that a person sent or that belongs to a form", () => {
    fc.assert(
      fc.property(sentUploadArb, (upload) => {
        expect(uploadPresentation(upload).contentType).not.toBe(SVG_MIME);
      }),
    );
  });
});
