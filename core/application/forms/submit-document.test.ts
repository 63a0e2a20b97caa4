import { describe, expect, it } from "vitest";
import type { UploadFileName } from "../../domain/image/upload-file-name";
import type { FileStore } from "../../ports/file-store.port";
import type { FormSubmissionRepository, NewFormSubmission } from "../../ports/form-submission-repository.port";
import type { NewUpload, UploadRepository } from "../../ports/upload-repository.port";
import { displayFileName, submitDocument } from "./submit-document";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const PDF = new TextEncoder().encode("%PDF-1.4 test");
const origin = { pageUrl: "", utm: {}, callSessionId: null, userId: 7, ip: "", userAgent: "" };
const clock = { now: () => new Date("2026-11-21T10:00:00Z") };

/** Fakes that record what happened, with a submission store that may fail. */
const setUp = (failSubmission = false) => {
  const saved: string[] = [];
  const removedFiles: string[] = [];
  const uploadsAdded: NewUpload[] = [];
  const uploadsRemoved: number[] = [];
  const submissionsAdded: NewFormSubmission[] = [];
  const files: FileStore = {
    async save(bytes, extension) {
      const filename = `aaaaaaaaaaaaaaaaaaaaaaa${saved.length}.${extension}` as UploadFileName;
      saved.push(filename);
      return { filename, size: bytes.length, sha256: "0".repeat(64) };
    },
    async open() {
      return null;
    },
    async remove(filename) {
      removedFiles.push(filename);
    },
  };
  const uploads: UploadRepository = {
    async add(upload) {
      uploadsAdded.push(upload);
      return { ...upload, id: 11 };
    },
    async findByFilename() {
      return null;
    },
    async remove(id) {
      uploadsRemoved.push(id);
    },
  };
  const submissions: FormSubmissionRepository = {
    async add(submission) {
      if (failSubmission) throw new Error("database down");
      submissionsAdded.push(submission);
      return { ...submission, id: 99 };
    },
    async addOnce(submission) {
      if (failSubmission) throw new Error("database down");
      submissionsAdded.push(submission);
      return { submission: { ...submission, id: 99 }, created: true };
    },
    async findById() {
      return null;
    },
  };
  return {
    deps: { files, uploads, submissions, clock },
    saved,
    removedFiles,
    uploadsAdded,
    uploadsRemoved,
    submissionsAdded,
  };
};

describe("submitDocument", () => {
  it("stores the file, its record and a submission that refers to it", async () => {
    const t = setUp();
    const result = await runUseCase(
      submitDocument(t.deps, {
        file: { bytes: PDF, originalName: "C:\\Users\\ivan\\Паспорт.pdf" },
        fields: { name: "Иван" },
        origin,
      }),
    );
    expect(result).toEqual(Result.succeed({ id: 99, repeated: false }));
    expect(t.saved).toEqual(["aaaaaaaaaaaaaaaaaaaaaaa0.pdf"]);
    expect(t.uploadsAdded[0]).toMatchObject({ originalName: "Паспорт.pdf", mime: "application/pdf", userId: 7 });
    expect(t.submissionsAdded[0]).toMatchObject({ kind: "save-doc", uploadId: 11, fields: { name: "Иван" } });
  });

  it("refuses an empty file, a file over 10 MB and a file of another type, storing nothing", async () => {
    const t = setUp();
    const request = (bytes: Uint8Array) => ({ file: { bytes, originalName: "x.pdf" }, fields: {}, origin });
    expect(await runUseCase(submitDocument(t.deps, request(new Uint8Array())))).toEqual(
      Result.fail({ _tag: "MissingFile" }),
    );
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PDF);
    expect(await runUseCase(submitDocument(t.deps, request(huge)))).toEqual(
      Result.fail({ _tag: "FileTooLarge", maxBytes: 10 * 1024 * 1024 }),
    );
    expect(await runUseCase(submitDocument(t.deps, request(new TextEncoder().encode("MZ not a pdf"))))).toEqual(
      Result.fail({ _tag: "UnsupportedFileType" }),
    );
    expect(t.saved).toEqual([]);
  });

  it("removes the stored file and record again when the submission cannot be written", async () => {
    const t = setUp(true);
    await expect(
      runUseCase(submitDocument(t.deps, { file: { bytes: PDF, originalName: "a.pdf" }, fields: {}, origin })),
    ).rejects.toThrow("database down");
    expect(t.uploadsRemoved).toEqual([11]);
    expect(t.removedFiles).toEqual(t.saved);
  });
});

describe("displayFileName", () => {
  it("keeps the last path part without control characters, at most 255 characters", () => {
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("скан\u0000\u0007 паспорта.pdf")).toBe("скан паспорта.pdf");
    expect(displayFileName("  ")).toBe("");
    expect([...displayFileName(`${"я".repeat(300)}.pdf`)]).toHaveLength(255);
  });
});
