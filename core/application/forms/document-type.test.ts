import { describe, expect, it } from "vitest";
import { detectDocumentType, MAX_DOCUMENT_BYTES } from "./document-type";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("detectDocumentType", () => {
  it("recognises PDF, PNG and JPEG by their leading bytes", () => {
    expect(detectDocumentType(text("%PDF-1.7\n%âãÏÓ"))?.kind).toBe("pdf");
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))?.kind).toBe("png");
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))?.kind).toBe("jpg");
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe1))).toMatchObject({ mime: "image/jpeg", extension: "jpg" });
  });

  it("gives the MIME type and file extension of each", () => {
    expect(detectDocumentType(text("%PDF-1.4"))).toMatchObject({ mime: "application/pdf", extension: "pdf" });
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toMatchObject({
      mime: "image/png",
      extension: "png",
    });
  });

  it("refuses everything else, whatever it claims to be", () => {
    expect(detectDocumentType(new Uint8Array())).toBeNull();
    expect(detectDocumentType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // a Windows executable (MZ)
    expect(detectDocumentType(text("Hello, I am a PDF"))).toBeNull();
    expect(detectDocumentType(text(" %PDF-1.4"))).toBeNull(); // the signature must be at offset 0
    expect(detectDocumentType(text("%PDF"))).toBeNull(); // cut short
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectDocumentType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectDocumentType(text("GIF89a"))).toBeNull();
    expect(detectDocumentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull(); // zip, docx
  });

  it("caps documents at 10 MB", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
  });
});
