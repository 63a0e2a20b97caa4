import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COMMENT_ATTACHMENT_MESSAGES as M } from "../../adapters/http/contract/comment-attachment-messages";
import { uploads } from "../../adapters/storage/sql/schema";
import type { Comment } from "../../core/domain/comments/comment";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";
import { type ListeningApp, listeningApp } from "../../tests/integration/listening-app";

// POST /api/ru/v1/comments/attachment over real HTTP (ADR 061).
let h: CommunityApp;
let server: ListeningApp;
beforeAll(async () => {
  h = await openCommunityApp();
  server = await listeningApp(h.app);
});
afterAll(async () => {
  await server.close();
  await h.close();
});

let alice: SignedIn;
let bob: SignedIn;
let model: string;
beforeEach(async () => {
  alice = await h.signIn();
  bob = await h.signIn();
  model = `${(await insertCatalogue(h.db)).institution.id}:institution`;
  h.advanceSeconds(60);
});

const GPS_MARK = "SHUYUAN-GPS-DATUM";

/** A 4000×3000 camera photo lying on its side (EXIF orientation 6), with a GPS block. */
const sidewaysPhoto = async () =>
  new Uint8Array(
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg({ quality: 70 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSMapDatum: GPS_MARK, GPSLatitudeRef: "N" } })
      .toBuffer(),
  );

const attach = (who: SignedIn | null, files: readonly { bytes: Uint8Array | string; name: string }[]) => {
  const form = new FormData();
  for (const { bytes, name } of files) {
    form.append("image", typeof bytes === "string" ? new Blob([bytes]) : new Blob([new Uint8Array(bytes)]), name);
  }
  return server.fetch(`${V1}/comments/attachment`, {
    method: "POST",
    body: form,
    ...(who ? { token: who.token } : {}),
  });
};

const uploadsOf = async (who: SignedIn) =>
  (await h.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.user_id, who.id))).length;

const refused = (message: string) => ({
  message: "Проверьте правильность заполнения полей.",
  data: { image: [message] },
});

describe("POST /comments/attachment", () => {
  it("stores a photo upright, at most 1600 px, as WebP without metadata, and the comment shows it", async () => {
    const photo = await sidewaysPhoto();
    expect(Buffer.from(photo).toString("latin1")).toContain(GPS_MARK);
    const response = await attach(alice, [{ bytes: photo, name: "кампус.jpg" }]);
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { id, url } = (await response.json()) as { id: number; url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f/]+\/[0-9a-f]{24}\.webp$/);
    expect(await h.db.select().from(uploads).where(eq(uploads.id, id))).toMatchObject([
      { user_id: alice.id, mime: "image/webp", original_name: "кампус.webp" },
    ]);

    const served = await server.fetch(url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain(GPS_MARK);

    const sent = await server.fetch(`${V1}/comments/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ model, text: "Вот фото кампуса", attachment_id: id }),
      token: alice.token,
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ attachment_id: id, attachment_url: url });
  });

  it("lets nobody else attach the user's picture", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const { id } = (await (await attach(alice, [{ bytes: png, name: "a.png" }])).json()) as { id: number };
    const theft = await server.fetch(`${V1}/comments/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ model, text: "Чужая картинка", attachment_id: id }),
      token: bob.token,
    });
    expect(theft.status).toBe(422);
    expect(await theft.json()).toMatchObject({ data: { attachment_id: ["Вложение не найдено."] } });
    const mine = (await (
      await server.fetch(`${V1}/comments/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ model, text: "Мой комментарий" }),
        token: bob.token,
      })
    ).json()) as Comment;
    const editTheft = await server.fetch(`${V1}/comments/edit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ edit_id: mine.id, text: "Мой комментарий", attachment_id: id }),
      token: bob.token,
    });
    expect(editTheft.status).toBe(422);
  });

  it("answers 401 to an anonymous visitor and stores nothing", async () => {
    const before = await h.db.select({ id: uploads.id }).from(uploads);
    const response = await attach(null, [{ bytes: await sidewaysPhoto(), name: "a.jpg" }]);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Требуется вход в аккаунт." });
    expect(await h.db.select({ id: uploads.id }).from(uploads)).toEqual(before);
  });

  it.each([
    ["a GIF", () => new TextEncoder().encode("GIF89a\x01\x00\x01\x00"), M.gif],
    ["a script named like a photo", () => new TextEncoder().encode("<script>alert(1)</script>"), M.notAnImage],
    [
      "a truncated JPEG",
      async () => {
        const jpeg = await sidewaysPhoto();
        return jpeg.slice(0, Math.floor(jpeg.length / 3));
      },
      M.undecodable,
    ],
    ["an empty file", () => new Uint8Array(), M.missing],
  ])("refuses %s at the image field and stores nothing", async (_, make, message) => {
    const response = await attach(alice, [{ bytes: await make(), name: "photo.jpg" }]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refused(message));
    expect(await uploadsOf(alice)).toBe(0);
  });

  it("refuses two files and a request without one", async () => {
    const two = await attach(alice, [
      { bytes: "a", name: "a.jpg" },
      { bytes: "b", name: "b.jpg" },
    ]);
    expect(await two.json()).toEqual(refused(M.oneFile));
    const none = await server.fetch(`${V1}/comments/attachment`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ image: "x" }),
      token: alice.token,
    });
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual(refused(M.missing));
    expect(await uploadsOf(alice)).toBe(0);
  });

  it("stops a body over the limit before reading it", async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 100 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await attach(alice, [{ bytes: big, name: "big.jpg" }]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refused(M.tooLarge));
    expect(await uploadsOf(alice)).toBe(0);
  });

  it("answers a body announced over the limit while only its first kilobyte has been sent", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.baseUrl}${V1}/comments/attachment`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${alice.token}`,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(9 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          request.destroy();
        });
      });
      request.on("error", reject);
      request.write("--x\r\n" + "a".repeat(1024)); // the rest never comes
    });
    expect(status).toBe(422);
    expect(JSON.parse(body)).toEqual(refused(M.tooLarge));
  });

  it("refuses a file of 8 MB and a byte by its size, inside a body under the limit", async () => {
    const over = new Uint8Array(8 * 1024 * 1024 + 1);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await attach(alice, [{ bytes: over, name: "over.jpg" }]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refused(M.tooLarge));
  });
});
