import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import { bookingDocumentFiles, bookingDocuments, educationBases } from "../../adapters/storage/sql/schema";
import { uploadPathChunks } from "../../core/domain/image/upload-path-chunks";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";

type Doc = {
  id: number;
  kind: string;
  stage: string;
  remark: string;
  steps: { name: string; state: string }[];
  versions: { id: number; version: number; name: string; content_type: string; size: number }[];
};
type Docs = { booking_id: number; mandatory_total: number; mandatory_done: number; documents: Doc[] };

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let h: CommunityApp;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
let bookingId: number;

const auth = (who?: SignedIn): Record<string, string> => (who ? { Authorization: `Bearer ${who.token}` } : {});

const upload = async (documentId: number, bytes: Uint8Array, name: string, who?: SignedIn, booking = bookingId) => {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type: "text/html" }));
  return h.app.request(`${V1}/bookings/${booking}/documents/${documentId}/upload`, {
    method: "POST",
    headers: auth(who),
    body: form,
  });
};
const stage = (documentId: number, body: unknown, who?: SignedIn) =>
  h.post(`${V1}/bookings/${bookingId}/documents/${documentId}/stage`, body, who?.token);
const decide = (documentId: number, body: unknown, who?: SignedIn) =>
  h.post(`${V1}/staff/bookings/${bookingId}/documents/${documentId}/decision`, body, who?.token);
const fileUrl = (documentId: number, fileId: number) =>
  `${V1}/bookings/${bookingId}/documents/${documentId}/files/${fileId}`;

async function list(who: SignedIn = owner): Promise<Docs> {
  const response = await h.get(`${V1}/bookings/${bookingId}/documents`, who.token);
  expect(response.status).toBe(200);
  return (await response.json()) as Docs;
}
const docOf = async (kind: string) => {
  const doc = (await list()).documents.find((d) => d.kind === kind);
  if (doc === undefined) throw new Error(kind);
  return doc;
};

beforeAll(async () => {
  h = await openCommunityApp();
  const cat = await insertCatalogue(h.db);
  await h.db
    .update(educationBases)
    .set({ hsk_level: 4, required_documents: [{ title: "Мотивационное письмо", note: "До 800 слов" }] })
    .where(eq(educationBases.id, cat.base.id));
  [owner, other, staff] = await Promise.all([h.signIn(), h.signIn(), h.signIn({ role: "staff" })]);
  const created = await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token);
  bookingId = ((await created.json()) as { id: number }).id;
});
afterAll(() => h.close());

describe("the checklist and the submit gate", () => {
  it("is stored on the first read, and «submit» then waits for the mandatory documents", async () => {
    const cat = await insertCatalogue(h.db);
    const created = await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token);
    const id = ((await created.json()) as { id: number }).id;
    expect((await h.get(`${V1}/bookings/${id}/documents`, owner.token)).status).toBe(200);
    const rows = await h.db
      .select({ id: bookingDocuments.id, kind: bookingDocuments.kind, mandatory: bookingDocuments.mandatory })
      .from(bookingDocuments)
      .where(eq(bookingDocuments.booking_id, id));
    expect(rows.map((r) => r.kind).sort()).toEqual(["diploma", "medical", "passport", "photo", "police", "transcript"]);
    const submit = () => h.post(`${V1}/bookings/${id}/submit`, {}, owner.token);
    expect((await submit()).status).toBe(422);
    for (const row of rows.filter((r) => r.mandatory)) {
      expect((await upload(row.id, PDF, "scan.pdf", owner, id)).status).toBe(200);
    }
    expect((await submit()).status).toBe(200);
  });
});

describe("GET /bookings/{id}/documents", () => {
  it("lists the checklist with the base's HSK level and documents", async () => {
    const docs = await list();
    expect(docs).toMatchObject({ booking_id: bookingId, mandatory_total: 6 });
    expect(docs.documents.map((d) => d.kind)).toEqual([
      "passport",
      "photo",
      "diploma",
      "transcript",
      "hsk",
      "medical",
      "police",
      "base:1",
    ]);
  });
});

describe("the pipeline over HTTP", () => {
  it("prepares, uploads by content, keeps versions, and serves a version privately", async () => {
    const diploma = await docOf("diploma");
    const prepared = await stage(diploma.id, { stage: "notarised" }, owner);
    expect(prepared.status).toBe(200);
    expect(await prepared.json()).toMatchObject({ stage: "notarised" });

    const first = await upload(diploma.id, PDF, "../../Диплом<script>.png", owner);
    expect(first.status).toBe(200);
    const second = await upload(diploma.id, PNG, "scan.pdf", owner);
    const doc = (await second.json()) as Doc;
    expect(doc.versions.map((v) => [v.version, v.name, v.content_type])).toEqual([
      [2, "scan.png", "image/png"],
      [1, "Дипломscript.pdf", "application/pdf"],
    ]);

    const v1 = doc.versions[1]?.id ?? 0;
    const download = await h.get(fileUrl(diploma.id, v1), owner.token);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("private, no-store");

    // The bytes are not under /uploads/: the stored key answers 404 there.
    const [row] = await h.db
      .select({ key: bookingDocumentFiles.file_key })
      .from(bookingDocumentFiles)
      .where(eq(bookingDocumentFiles.id, v1));
    const key = parseUploadFileName(row?.key ?? "");
    if (!key.ok) throw new Error("stored key is not a file name");
    const publicPath = `/uploads/${uploadPathChunks(key.value).join("/")}/${key.value}`;
    expect((await h.app.request(publicPath)).status).toBe(404);
  });

  it("refuses files by content and size, and steps the kind does not take", async () => {
    const photo = await docOf("photo");
    const html = await upload(photo.id, new TextEncoder().encode("<html>%PDF-</html>"), "photo.pdf", owner);
    expect(html.status).toBe(422);
    expect(await html.json()).toMatchObject({ data: { file: ["Нужен файл PDF, JPG или PNG."] } });
    const empty = await upload(photo.id, new Uint8Array(), "photo.png", owner);
    expect(empty.status).toBe(422);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(photo.id, big, "big.png", owner);
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toMatchObject({ data: { file: ["Файл больше 10 МБ."] } });
    const notarised = await stage(photo.id, { stage: "notarised" }, owner);
    expect(notarised.status).toBe(422);
    expect(await stage(photo.id, { stage: "uploaded" }, owner)).toHaveProperty("status", 422);
    expect((await docOf("photo")).versions).toEqual([]);
  });

  it("lets staff reject with a remark and accept, and tells the applicant why", async () => {
    const passport = await docOf("passport");
    await upload(passport.id, PDF, "passport.pdf", owner);
    const blank = await decide(passport.id, { decision: "reject", remark: "  " }, staff);
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({ data: { remark: ["Напишите, что исправить в документе."] } });
    const rejected = await decide(passport.id, { decision: "reject", remark: "Скан обрезан" }, staff);
    expect(await rejected.json()).toMatchObject({ stage: "needed", remark: "Скан обрезан" });
    expect(await decide(passport.id, { decision: "accept" }, staff)).toHaveProperty("status", 422);
    await upload(passport.id, PNG, "passport.png", owner);
    const accepted = await decide(passport.id, { decision: "accept" }, staff);
    expect(await accepted.json()).toMatchObject({ stage: "accepted", remark: "" });
    expect((await docOf("passport")).versions.map((v) => v.version)).toEqual([2, 1]);
  });
});

describe("authorization matrix", () => {
  it("answers every endpoint by who asks: anonymous 401, another user 404, owner and staff as their role allows", async () => {
    const letter = await docOf("base:1");
    const uploaded = (await (await upload(letter.id, PDF, "letter.pdf", owner)).json()) as Doc;
    const fileId = uploaded.versions[0]?.id ?? 0;
    const calls: Record<string, (who?: SignedIn) => Promise<Response>> = {
      list: (who) => h.get(`${V1}/bookings/${bookingId}/documents`, who?.token),
      stage: (who) => stage(letter.id, { stage: "legalised" }, who),
      upload: (who) => upload(letter.id, PDF, "letter.pdf", who),
      file: (who) => h.get(fileUrl(letter.id, fileId), who?.token),
      decision: (who) => decide(letter.id, { decision: "reject", remark: "Нет подписи" }, who),
    };
    const expected: Record<string, [number, number, number, number]> = {
      // anonymous, another user, owner, staff (the uploaded letter cannot be legalised any more: the owner gets past
      // every check to the pipeline's 422; staff are refused the applicant's steps; the staff's call refuses everyone
      // else with 403, anonymous callers too)
      list: [401, 404, 200, 200],
      stage: [401, 404, 422, 403],
      upload: [401, 404, 200, 403],
      file: [401, 404, 200, 200],
      decision: [403, 403, 403, 200],
    };
    for (const [name, call] of Object.entries(calls)) {
      const statuses = [];
      for (const who of [undefined, other, owner, staff]) statuses.push((await call(who)).status);
      expect([name, ...statuses]).toEqual([name, ...(expected[name] ?? [])]);
    }
  });

  it("never serves a file to another user, whatever ids they try", async () => {
    const letter = await docOf("base:1");
    const fileId = letter.versions[0]?.id ?? 0;
    const otherBooking = (await (
      await h.post(`${V1}/bookings/create`, { degree_program_id: (await programOf()).id }, other.token)
    ).json()) as { id: number };
    for (const path of [
      fileUrl(letter.id, fileId),
      `${V1}/bookings/${otherBooking.id}/documents/${letter.id}/files/${fileId}`,
      `${V1}/bookings/${bookingId}/documents/${letter.id}/files/abc`,
      `${V1}/bookings/${bookingId}/documents/${letter.id}/files/99999999999`,
    ]) {
      const response = await h.get(path, other.token);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get("content-disposition")).toBeNull();
    }
    expect((await h.get(fileUrl(letter.id, fileId + 1000), owner.token)).status).toBe(404);
  });

  it("serves a download link by the site's session cookie to the owner only, and takes no write by cookie", async () => {
    const letter = await docOf("base:1");
    const fileId = letter.versions[0]?.id ?? 0;
    const cookie = (who: SignedIn) => ({
      Cookie: `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token: who.token, expires: "2099-01-01T00:00:00.000Z" }))}`,
    });
    expect((await h.app.request(fileUrl(letter.id, fileId), { headers: cookie(owner) })).status).toBe(200);
    expect((await h.app.request(fileUrl(letter.id, fileId), { headers: cookie(other) })).status).toBe(404);
    const form = new FormData();
    form.append("file", new File([PDF], "a.pdf"));
    const write = await h.app.request(`${V1}/bookings/${bookingId}/documents/${letter.id}/upload`, {
      method: "POST",
      headers: cookie(owner),
      body: form,
    });
    expect(write.status).toBe(401);
  });

  it("limits uploads per user", async () => {
    const transcript = await docOf("transcript");
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await upload(transcript.id, new Uint8Array(), "x.pdf", owner)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

async function programOf() {
  const docs = await h.get(`${V1}/main/applications-list`, owner.token);
  const groups = (await docs.json()) as { data: { items: { degree_program?: { id: number } }[] }[] };
  const program = groups.data[0]?.items[0]?.degree_program;
  if (program === undefined) throw new Error("no program");
  return program;
}
