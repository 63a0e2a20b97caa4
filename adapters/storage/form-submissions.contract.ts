import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseUploadFileName, type UploadFileName } from "../../core/domain/image/upload-file-name";
import type {
  FormSubmissionRepository,
  NewFormSubmission,
  RepeatGuard,
  SubmissionOrigin,
} from "../../core/ports/form-submission-repository.port";
import type { NewUpload, UploadRepository } from "../../core/ports/upload-repository.port";

/** The form-submission and upload repositories of one storage, sharing their data (submissions refer to uploads). */
export type FormsStores = Readonly<{
  submissions: FormSubmissionRepository;
  uploads: UploadRepository;
  close: () => Promise<void>;
}>;

export const fileName = (raw: string): UploadFileName => {
  const parsed = parseUploadFileName(raw);
  if (!parsed.ok) throw new Error(parsed.error._tag);
  return parsed.value;
};

export const anOrigin = (overrides: Partial<SubmissionOrigin> = {}): SubmissionOrigin => ({
  pageUrl: "https://shuyuan.ru/universities/?utm_source=yandex",
  utm: { utm_source: "yandex", utm_medium: "cpc" },
  callSessionId: null,
  userId: null,
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0",
  ...overrides,
});

export const anUpload = (overrides: Partial<NewUpload> = {}): NewUpload => ({
  filename: fileName("a1b2c3d4e5f6a1b2c3d4e5f6.pdf"),
  originalName: "Паспорт скан.pdf",
  mime: "application/pdf",
  size: 1234,
  sha256: "ab".repeat(32),
  userId: null,
  createdAt: new Date("2026-11-21T10:00:00.000Z"),
  ...overrides,
});

const aSubmission = (overrides: Partial<NewFormSubmission> = {}): NewFormSubmission => ({
  kind: "simple",
  fields: { name: "Анна", phone: "+79123456789" },
  origin: anOrigin(),
  uploadId: null,
  createdAt: new Date("2026-11-21T10:00:00.000Z"),
  ...overrides,
});

/** The behaviour every FormSubmissionRepository must have (run against memory and SQL). */
export function formSubmissionRepositoryContract(name: string, open: () => Promise<FormsStores>) {
  describe(`FormSubmissionRepository contract: ${name}`, () => {
    let stores: FormsStores;
    beforeEach(async () => {
      stores = await open();
    });
    afterEach(() => stores.close());

    it("stores a submission with its fields and extras and reads it back by id", async () => {
      const submission = aSubmission({
        kind: "calc",
        fields: {
          name: "Иван Петров",
          phone: "+79123456789",
          calc: { country: "Китай", budget: 500000, with_grant: true, services: ["виза", "перевод"], city: null },
        },
        origin: anOrigin({
          callSessionId: "ct-123",
          userId: null,
          utm: { utm_source: "vk", utm_medium: "social", utm_campaign: "весна", utm_content: "a", utm_term: "b" },
        }),
      });
      const stored = await stores.submissions.add(submission);
      expect(stored).toEqual({ ...submission, id: stored.id });
      expect(await stores.submissions.findById(stored.id)).toEqual(stored);
    });

    it("gives every submission its own id", async () => {
      const first = await stores.submissions.add(aSubmission());
      const second = await stores.submissions.add(aSubmission({ kind: "subscribe", fields: { email: "a@b.ru" } }));
      expect(second.id).not.toBe(first.id);
      expect((await stores.submissions.findById(first.id))?.kind).toBe("simple");
      expect((await stores.submissions.findById(second.id))?.kind).toBe("subscribe");
    });

    it("keeps an empty utm and page address as they are", async () => {
      const stored = await stores.submissions.add(aSubmission({ origin: anOrigin({ utm: {}, pageUrl: "" }) }));
      expect((await stores.submissions.findById(stored.id))?.origin).toMatchObject({ utm: {}, pageUrl: "" });
    });

    it("links a save-doc submission to its upload", async () => {
      const upload = await stores.uploads.add(anUpload());
      const stored = await stores.submissions.add(aSubmission({ kind: "save-doc", uploadId: upload.id, fields: {} }));
      expect((await stores.submissions.findById(stored.id))?.uploadId).toBe(upload.id);
    });

    it("answers null for an unknown id", async () => {
      expect(await stores.submissions.findById(987654)).toBeNull();
    });

    describe("addOnce (ADR 072)", () => {
      const T0 = new Date("2026-11-21T10:09:59.999Z");
      const later = (ms: number) => new Date(T0.getTime() + ms);
      const guard = (overrides: Partial<RepeatGuard> = {}): RepeatGuard => ({
        fingerprint: '["simple","https://shuyuan.ru/",[["phone","+79123456789"]],null]',
        idempotencyKey: null,
        since: new Date(0),
        ...overrides,
      });

      it("stores a first post and answers a repeat within the window with it", async () => {
        const first = await stores.submissions.addOnce(aSubmission({ createdAt: T0 }), guard());
        expect(first.created).toBe(true);
        // The repeat comes 2 ms later, across a ten-minute mark: the window slides, it is not a bucket.
        const again = await stores.submissions.addOnce(
          aSubmission({ createdAt: later(2), fields: { name: "Анна", phone: "+79123456789", message: "ещё" } }),
          guard({ since: later(2 - 600_000) }),
        );
        expect(again).toEqual({ submission: first.submission, created: false });
        expect(await stores.submissions.findById(first.submission.id + 1)).toBeNull();
      });

      it("stores the same post again once the first is older than the window, and a different one at once", async () => {
        const first = await stores.submissions.addOnce(aSubmission({ createdAt: T0 }), guard());
        const other = await stores.submissions.addOnce(aSubmission(), guard({ fingerprint: "another" }));
        expect(other.created).toBe(true);
        // `since` is exclusive: a first post made exactly at it is outside the window.
        const after = await stores.submissions.addOnce(
          aSubmission({ createdAt: later(600_000) }),
          guard({ since: T0 }),
        );
        expect(after.created).toBe(true);
        expect(new Set([first.submission.id, other.submission.id, after.submission.id]).size).toBe(3);
      });

      it("answers a repeated Idempotency-Key with its first post whatever the content or time, per form kind", async () => {
        const first = await stores.submissions.addOnce(aSubmission(), guard({ idempotencyKey: "k-1" }));
        const sameKey = await stores.submissions.addOnce(
          aSubmission({ fields: { name: "Борис", phone: "+79990000000" } }),
          guard({ fingerprint: "different", idempotencyKey: "k-1", since: later(3_600_000) }),
        );
        expect(sameKey).toEqual({ submission: first.submission, created: false });
        const otherKind = await stores.submissions.addOnce(
          aSubmission({ kind: "promo" }),
          guard({ fingerprint: "promo", idempotencyKey: "k-1" }),
        );
        expect(otherKind.created).toBe(true);
      });

      it("stores one of fifty identical posts made at once, and answers every one with it", async () => {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => stores.submissions.addOnce(aSubmission(), guard())),
        );
        expect(answers.filter((answer) => answer.created)).toHaveLength(1);
        expect(new Set(answers.map((answer) => answer.submission.id)).size).toBe(1);
      });
    });
  });
}

/** The behaviour every UploadRepository must have (run against memory and SQL). */
export function uploadRepositoryContract(name: string, open: () => Promise<FormsStores>) {
  describe(`UploadRepository contract: ${name}`, () => {
    let stores: FormsStores;
    beforeEach(async () => {
      stores = await open();
    });
    afterEach(() => stores.close());

    it("stores a record and finds it by its stored name, unattached", async () => {
      const upload = anUpload({ userId: null });
      const stored = await stores.uploads.add(upload);
      expect(stored).toEqual({ ...upload, id: stored.id });
      expect(await stores.uploads.findByFilename(upload.filename)).toEqual({ ...stored, attachedToForm: false });
    });

    it("reports an upload that a form submission refers to as attached, and only that one", async () => {
      for (let i = 0; i < 3; i++) await stores.submissions.add(aSubmission());
      const loose = await stores.uploads.add(anUpload({ filename: fileName("bbbbbbbbbbbbbbbbbbbbbbbb.png") }));
      const stored = await stores.uploads.add(anUpload());
      await stores.submissions.add(aSubmission({ kind: "save-doc", uploadId: stored.id, fields: {} }));
      expect((await stores.uploads.findByFilename(stored.filename))?.attachedToForm).toBe(true);
      expect((await stores.uploads.findByFilename(loose.filename))?.attachedToForm).toBe(false);
    });

    it("refuses a second record with the same stored name", async () => {
      await stores.uploads.add(anUpload());
      await expect(stores.uploads.add(anUpload({ originalName: "другой.pdf" }))).rejects.toThrow();
    });

    it("answers null for an unknown name", async () => {
      expect(await stores.uploads.findByFilename(fileName("ffffffffffffffffffffffff.png"))).toBeNull();
    });

    it("removes an unattached record, and ignores an unknown id", async () => {
      const stored = await stores.uploads.add(anUpload());
      await stores.uploads.remove(stored.id);
      expect(await stores.uploads.findByFilename(stored.filename)).toBeNull();
      await expect(stores.uploads.remove(987654)).resolves.toBeUndefined();
    });

    it("never removes a record a submission refers to", async () => {
      const stored = await stores.uploads.add(anUpload());
      await stores.submissions.add(aSubmission({ kind: "save-doc", uploadId: stored.id, fields: {} }));
      await expect(stores.uploads.remove(stored.id)).rejects.toThrow();
      expect(await stores.uploads.findByFilename(stored.filename)).not.toBeNull();
    });
  });
}
