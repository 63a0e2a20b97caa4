import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, logInNewUser, test } from "./fixtures";

// The server side of issue 15 on the production build (ADR 061): a comment's picture through sharp, the per-author
// limit and the duplicate rule. The comment block that calls these is the UI's; this spec holds the API it relies on.
const V1 = "/api/ru/v1";

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = await logInNewUser(request, { first: "Пётр", last: "Комментаторов" });
  return { Authorization: `Bearer ${token}` };
}

async function anInstitution(request: APIRequestContext): Promise<string> {
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=5`)).json()) as {
    data: { id: number }[];
  };
  const first = grid.data[0];
  if (first === undefined) throw new Error("the seeded catalogue has no institution");
  return `${first.id}:institution`;
}

test.describe("comments: pictures and spam rules (API)", () => {
  test("a phone photo becomes an upright WebP of at most 1600 px without metadata, shown by the comment", async ({
    request,
  }) => {
    const auth = await bearer(request);
    const model = await anInstitution(request);
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#3a7bd5" } })
      .jpeg({ quality: 70 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "E2E-Phone" } })
      .toBuffer();
    const attached = await request.post(`${V1}/comments/attachment`, {
      headers: auth,
      multipart: { image: { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: photo } },
    });
    expect(attached.status()).toBe(201);
    const { id, url } = (await attached.json()) as { id: number; url: string };
    const served = await request.get(url);
    expect(served.status()).toBe(200);
    const body = await served.body();
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 1200, height: 1600 });
    expect(body.toString("latin1")).not.toContain("E2E-Phone");

    const sent = await request.post(`${V1}/comments/send`, {
      headers: auth,
      data: { model, text: "Фото общежития", attachment_id: id },
    });
    expect(sent.status()).toBe(201);
    expect(await sent.json()).toMatchObject({ attachment_id: id, attachment_url: url });

    const gif = await request.post(`${V1}/comments/attachment`, {
      headers: auth,
      multipart: { image: { name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\x01\x00\x01\x00") } },
    });
    expect(gif.status()).toBe(422);
    expect(await gif.json()).toMatchObject({
      data: { image: ["Формат GIF не подходит. Загрузите фотографию в формате JPG, PNG или WebP."] },
    });
  });

  test("the sixth comment in ten minutes is refused with Retry-After, and a repeated text is refused", async ({
    request,
  }) => {
    const auth = await bearer(request);
    const model = await anInstitution(request);
    const send = (text: string) => request.post(`${V1}/comments/send`, { headers: auth, data: { model, text } });
    expect((await send("Когда начинается приём документов?")).status()).toBe(201);
    const again = await send("  когда начинается ПРИЁМ документов? ");
    expect(again.status()).toBe(422);
    expect(await again.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { text: ["Вы уже отправили такой комментарий."] },
    });
    for (const text of ["Есть ли общежитие?", "Сколько стоит обучение?", "Нужен ли HSK?", "Спасибо!"]) {
      expect((await send(text)).status()).toBe(201);
    }
    const sixth = await send("И ещё один вопрос");
    expect(sixth.status()).toBe(429);
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(500);
    expect(await sixth.json()).toEqual({ message: "Слишком много комментариев. Попробуйте через 10 мин." });
  });
});
