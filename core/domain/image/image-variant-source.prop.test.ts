import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageVariantSource } from "./image-variant-source";

const uploadArb = fc.record({
  filename: fc.constantFrom("a.png", "b.jpg", "c.svg", "d.pdf", "e.webp"),
  mime: fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/svg+xml", "application/pdf", "image/gif"),
  userId: fc.option(fc.integer({ min: 1 })),
  attachedToForm: fc.boolean(),
});

describe("imageVariantSource properties", () => {
  it("never resizes a form document", () => {
    fc.assert(
      fc.property(uploadArb, (upload) => {
        if (upload.attachedToForm) expect(imageVariantSource(upload)).toBe("none");
      }),
    );
  });

  it("resizes exactly the public png, jpeg and webp pictures", () => {
    fc.assert(
      fc.property(uploadArb, (upload) => {
        const raster = !upload.attachedToForm && ["image/png", "image/jpeg", "image/webp"].includes(upload.mime);
        expect(imageVariantSource(upload) === "raster").toBe(raster);
      }),
    );
  });

  it("passes through only the site's own SVG", () => {
    fc.assert(
      fc.property(uploadArb, (upload) => {
        const site =
          upload.mime === "image/svg+xml" &&
          upload.filename.endsWith(".svg") &&
          upload.userId === null &&
          !upload.attachedToForm;
        expect(imageVariantSource(upload) === "site-svg").toBe(site);
      }),
    );
  });
});
