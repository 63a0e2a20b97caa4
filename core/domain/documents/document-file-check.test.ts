import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkDocumentFile, detectDocumentFileType, MAX_DOCUMENT_BYTES } from "./document-file-check";
import { documentDisplayName } from "./document-display-name";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("checkDocumentFile", () => {
  it("tells pdf, png and jpeg by their first bytes and refuses the rest", () => {
    expect(checkDocumentFile(new TextEncoder().encode("%PDF-1.7\n"))).toEqual({ _tag: "Accepted", type: "pdf" });
    expect(checkDocumentFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({
      _tag: "Accepted",
      type: "png",
    });
    expect(checkDocumentFile(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ _tag: "Accepted", type: "jpeg" });
    expect(checkDocumentFile(new TextEncoder().encode("<html>%PDF-"))).toEqual({ _tag: "UnsupportedType" });
    expect(checkDocumentFile(bytes(0x47, 0x49, 0x46, 0x38))).toEqual({ _tag: "UnsupportedType" });
    expect(checkDocumentFile(bytes())).toEqual({ _tag: "Empty" });
    expect(checkDocumentFile(new Uint8Array(MAX_DOCUMENT_BYTES + 1))).toEqual({
      _tag: "TooLarge",
      max_bytes: MAX_DOCUMENT_BYTES,
    });
  });

  it("accepts nothing whose first bytes are not a known signature", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (b) => {
        const type = detectDocumentFileType(b);
        if (type === null) expect(checkDocumentFile(b)).toEqual({ _tag: "UnsupportedType" });
        else expect(checkDocumentFile(b)).toEqual({ _tag: "Accepted", type });
      }),
    );
  });
});

describe("documentDisplayName", () => {
  it("keeps the last segment, drops what could mislead, and takes the extension from the content", () => {
    expect(documentDisplayName("C:\\Users\\me\\Диплом  МГУ.PDF", "pdf")).toBe("Диплом МГУ.pdf");
    expect(documentDisplayName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(documentDisplayName('scan<script>".exe', "jpeg")).toBe("scanscript.jpg");
    expect(documentDisplayName("photo.png.exe", "jpeg")).toBe("photo.png.jpg");
    expect(documentDisplayName("...", "pdf")).toBe("документ.pdf");
    expect(documentDisplayName("\u0000\u202e", "pdf")).toBe("документ.pdf");
  });

  it("is short, has no path or control characters, and ends with the type's extension", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom("pdf", "png", "jpeg" as const), (name, type) => {
        const shown = documentDisplayName(name, type);
        expect(shown).not.toMatch(/[\\/\p{Cc}\p{Cf}<>"]/u);
        expect(Array.from(shown).length).toBeLessThanOrEqual(104);
        expect(shown.endsWith(type === "jpeg" ? ".jpg" : `.${type}`)).toBe(true);
        expect(shown.startsWith(".")).toBe(false);
      }),
    );
  });
});
