import { describe, expect, it } from "vitest";
import { FILE_CSP, SVG_CSP, isSiteSvg, uploadPresentation, type PresentedUpload } from "./upload-presentation";

const seeded: PresentedUpload = {
  filename: "team-anna.svg",
  mime: "image/svg+xml",
  userId: null,
  attachedToForm: false,
};

describe("uploadPresentation", () => {
  it("shows raster images in place with their own type under the strict CSP", () => {
    for (const mime of ["image/png", "image/jpeg", "image/webp", "image/gif"]) {
      expect(uploadPresentation({ ...seeded, filename: "a.png", mime })).toEqual({
        contentType: mime,
        inline: true,
        contentSecurityPolicy: FILE_CSP,
      });
    }
  });

  it("shows the site's own SVG in place as image/svg+xml, allowing only its inline styles", () => {
    expect(uploadPresentation(seeded)).toEqual({
      contentType: "image/svg+xml",
      inline: true,
      contentSecurityPolicy: SVG_CSP,
    });
    expect(SVG_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("reads the recorded type without parameters or case", () => {
    expect(uploadPresentation({ ...seeded, mime: " Image/SVG+XML; charset=utf-8" }).contentType).toBe("image/svg+xml");
    expect(uploadPresentation({ ...seeded, filename: "a.png", mime: "IMAGE/PNG" }).contentType).toBe("image/png");
  });

  it("never shows an SVG that someone sent, one attached to a form, or one not named .svg", () => {
    for (const upload of [
      { ...seeded, userId: 7 },
      { ...seeded, attachedToForm: true },
      { ...seeded, filename: "team-anna.png" },
      { ...seeded, filename: "team-anna.svgz" },
    ]) {
      expect(isSiteSvg(upload)).toBe(false);
      expect(uploadPresentation(upload)).toEqual({
        contentType: "application/octet-stream",
        inline: false,
        contentSecurityPolicy: FILE_CSP,
      });
    }
  });

  it("offers PDF as a download of its type, and anything else as opaque bytes", () => {
    expect(uploadPresentation({ ...seeded, filename: "a.pdf", mime: "application/pdf", userId: 3 })).toEqual({
      contentType: "application/pdf",
      inline: false,
      contentSecurityPolicy: FILE_CSP,
    });
    for (const mime of ["text/html", "application/xhtml+xml", "text/xml", "application/javascript", ""]) {
      expect(uploadPresentation({ ...seeded, filename: "a.html", mime }).contentType).toBe("application/octet-stream");
    }
  });
});
