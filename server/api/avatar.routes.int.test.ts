import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MESSAGES as M } from "../../adapters/http/contract/avatar-messages";
import { uploads, users } from "../../adapters/storage/sql/schema";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadUrl } from "../../core/domain/image/upload-url";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

let t: FormsApp;

const GPS_MARK = "SHUYUAN-GPS-DATUM";
const CAMERA = "ShuyuanCam";

/** A 1200×800 photo as a camera writes it: JPEG with the camera's name and a GPS block in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .withExif({
      IFD0: { Make: CAMERA },
      IFD3: { GPSMapDatum: GPS_MARK, GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 0/1" },
    })
    .jpeg()
    .toBuffer();

const upload = (token: string | null, file: Blob | string, name = "photo.jpg", field = "avatar") => {
  const form = new FormData();
  if (typeof file === "string") form.append(field, file);
  else form.append(field, file, name);
  return t.app.request("/api/auth/me/avatar", {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
};

const uploadCount = async () => (await t.db.select({ id: uploads.id }).from(uploads)).length;
const avatarOf = async (userId: number) =>
  (await t.db.select({ avatar: users.avatar_filename }).from(users).where(eq(users.id, userId)))[0]?.avatar ?? null;

beforeAll(async () => {
  t = await openFormsApp();
});
afterAll(() => t.close());

describe("POST /api/auth/me/avatar", () => {
  it("re-encodes a JPEG with EXIF GPS as a 380 px square WebP without any metadata, served from /uploads/", async () => {
    const { token, userId } = await t.signIn();
    const jpeg = await photoWithGps();
    expect(jpeg.toString("latin1")).toContain(GPS_MARK);
    const response = await upload(token, new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "Отпуск.JPG");
    expect(response.status).toBe(200);
    const user = (await response.json()) as { avatar: { filename: string } | null };
    const filename = user.avatar?.filename ?? "";
    expect(filename).toMatch(/^[0-9a-f]{24}\.webp$/);
    expect(await avatarOf(userId)).toBe(filename);

    const name = parseUploadFileName(filename);
    if (!name.ok) throw new Error("unsafe name");
    const served = await t.app.request(uploadUrl(name.value));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: 380,
      height: 380,
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain(GPS_MARK);
    expect(bytes.toString("latin1")).not.toContain(CAMERA);
  });

  it("accepts PNG and WebP by their content whatever the name, and replaces the previous avatar", async () => {
    const { token, userId } = await t.signIn();
    const canvas = { create: { width: 300, height: 500, channels: 4 as const, background: "#2255aa" } };
    const png = await sharp(canvas).png().toBuffer();
    const webp = await sharp(canvas).webp().toBuffer();
    const first = await upload(token, new Blob([new Uint8Array(png)]), "picture.gif");
    expect(first.status).toBe(200);
    const before = await uploadCount();
    const second = await upload(token, new Blob([new Uint8Array(webp)], { type: "text/plain" }), "notes.txt");
    expect(second.status).toBe(200);
    expect(await uploadCount()).toBe(before);
    expect(await avatarOf(userId)).toMatch(/\.webp$/);
  });

  it("refuses text named .jpg, a GIF, a corrupt JPEG, a 20 MB file and a missing file with a Russian 422", async () => {
    const { token, userId } = await t.signIn();
    const before = await uploadCount();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const jpeg = await photoWithGps();
    const cases: [Blob | string, string, string][] = [
      [new Blob(["это просто текст, а не фотография"], { type: "image/jpeg" }), "photo.jpg", M.notAnImage],
      [new Blob([new Uint8Array(gif)], { type: "image/gif" }), "anim.gif", M.gif],
      [new Blob([new Uint8Array(jpeg.subarray(0, 200))], { type: "image/jpeg" }), "cut.jpg", M.undecodable],
      [new Blob([new Uint8Array(20 * 1024 * 1024)], { type: "image/jpeg" }), "huge.jpg", M.tooLarge],
      ["not a file", "", M.missing],
    ];
    for (const [file, name, message] of cases) {
      const response = await upload(token, file, name);
      expect(response.status, name).toBe(422);
      expect(await response.json()).toMatchObject({ data: { avatar: [message] } });
    }
    expect(await uploadCount()).toBe(before);
    expect(await avatarOf(userId)).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const response = await upload(null, new Blob(["x"]));
    expect(response.status).toBe(401);
  });
});

describe("POST /api/auth/me/avatar/delete", () => {
  const remove = (token: string | null) =>
    t.app.request("/api/auth/me/avatar/delete", {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("takes the avatar away and deletes the file and its record; again, nothing changes", async () => {
    const { token, userId } = await t.signIn();
    const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#335577" } })
      .png()
      .toBuffer();
    const uploaded = await upload(token, new Blob([new Uint8Array(png)]), "me.png");
    const filename = ((await uploaded.json()) as { avatar: { filename: string } }).avatar.filename;
    const name = parseUploadFileName(filename);
    if (!name.ok) throw new Error("unsafe name");
    const before = await uploadCount();

    const response = await remove(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ id: userId, avatar: null });
    expect(await avatarOf(userId)).toBeNull();
    expect(await uploadCount()).toBe(before - 1);
    expect((await t.app.request(uploadUrl(name.value))).status).toBe(404);

    const again = await remove(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ avatar: null });
  });

  it("answers 401 without a session", async () => {
    expect((await remove(null)).status).toBe(401);
  });
});
