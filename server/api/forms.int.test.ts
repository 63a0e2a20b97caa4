import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, uploads } from "../../adapters/storage/sql/schema";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../core/domain/image/upload-path-chunks";
import { EXE_BYTES, JPG_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from "../../tests/integration/fixtures/documents";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

let t: FormsApp;
beforeAll(async () => {
  t = await openFormsApp();
});
afterAll(() => t.close());

const EXTRAS = {
  page_url: "https://shuyuan.ru/universities/china/?utm_source=yandex&utm_medium=cpc",
  utm: { utm_source: "yandex", utm_medium: "cpc", utm_campaign: "весна-2027", utm_content: "banner", utm_term: "вуз" },
  call_tracking_session_id: "ct-session-42",
};

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

const postJson = async (
  path: string,
  body: unknown,
  options: { ip?: string; token?: string; raw?: string } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.ip ?? t.nextIp(),
    "user-agent": "Mozilla/5.0 (test)",
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await t.app.request(`/api/ru/v1/forms/${path}`, {
    method: "POST",
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

const postDocument = async (
  entries: Record<string, string>,
  files: readonly { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[],
  ip = t.nextIp(),
): Promise<Answer> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  for (const file of files) form.append("file", new File([file.bytes], file.name, { type: file.type }));
  const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
    method: "POST",
    headers: { "x-forwarded-for": ip },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

const storedRow = async (id: unknown) => {
  const [row] = await t.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, Number(id)));
  return row;
};

const submissionCount = async () => (await t.db.select({ n: count() }).from(formSubmissions))[0]?.n ?? 0;
const uploadCount = async () => (await t.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;

/** Every stored file under the uploads folder, as paths relative to it (the temp folder excluded). */
const filesOnDisk = async (): Promise<string[]> => {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(t.uploadsDir.length + 1))
    .filter((path) => !path.startsWith(".tmp"));
};

describe("POST /forms/simple-form", () => {
  it("stores the request with its extras, normalised contacts, the client IP and user agent (201)", async () => {
    const answer = await postJson(
      "simple-form",
      { name: "  Анна  ", phone: "8 (912) 345-67-89", email: "Anna@Mail.RU", message: "Хочу в Пекин", ...EXTRAS },
      { ip: "203.0.113.77" },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), message: "Спасибо! Мы свяжемся с вами." });
    expect(await storedRow(answer.body.id)).toMatchObject({
      kind: "simple",
      fields: { name: "Анна", phone: "+79123456789", email: "anna@mail.ru", message: "Хочу в Пекин" },
      utm: EXTRAS.utm,
      page_url: EXTRAS.page_url,
      call_session_id: "ct-session-42",
      upload_id: null,
      user_id: null,
      ip: "203.0.113.77",
      user_agent: "Mozilla/5.0 (test)",
      created_at: t.now(),
    });
  });

  it("accepts a request without extras, storing an empty utm and page address", async () => {
    const answer = await postJson("simple-form", { name: "Олег", phone: "+86 138 0013 8000" });
    expect(answer.status).toBe(201);
    expect(await storedRow(answer.body.id)).toMatchObject({
      fields: { name: "Олег", phone: "+8613800138000" },
      utm: {},
      page_url: "",
      call_session_id: null,
    });
  });

  it("answers 422 with a Russian message per field and stores nothing", async () => {
    const before = await submissionCount();
    const answer = await postJson("simple-form", {
      name: "",
      phone: "12-34",
      email: "not-an-email",
      page_url: "javascript:alert(1)",
      utm: "yandex",
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: {
        name: ["Введите имя."],
        phone: ["Введите корректный номер телефона."],
        email: ["Введите корректный адрес электронной почты."],
        page_url: ["Некорректный адрес страницы."],
        utm: ["Ожидается объект с параметрами utm."],
      },
    });
    expect(await submissionCount()).toBe(before);
  });

  it("asks for a missing phone and name with 'Обязательное поле.' / 'Введите имя.'", async () => {
    const answer = await postJson("simple-form", { email: "a@b.ru" });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ name: ["Введите имя."], phone: ["Обязательное поле."] });
  });

  it("answers 422, never 500, to a malformed or non-object body", async () => {
    for (const raw of ["{not json", "[1,2,3]", "null", '"text"', ""]) {
      const answer = await postJson("simple-form", null, { raw });
      expect(answer.status, raw).toBe(422);
    }
  });

  it("answers 413 to a body over 64 KB", async () => {
    const answer = await postJson("simple-form", { name: "А", phone: "+79123456789", message: "я".repeat(40_000) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: "Слишком большой запрос." });
  });

  it("remembers the signed-in sender", async () => {
    const { token, userId } = await t.signIn();
    const answer = await postJson("simple-form", { name: "Иван", phone: "+79123456789" }, { token });
    expect(answer.status).toBe(201);
    expect((await storedRow(answer.body.id))?.user_id).toBe(userId);
  });
});

describe("the other JSON forms", () => {
  it("subscribe-to-news-form stores the e-mail with the extras", async () => {
    const answer = await postJson("subscribe-to-news-form", { email: " News@Example.com ", ...EXTRAS });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("Спасибо! Вы подписались на новости.");
    expect(await storedRow(answer.body.id)).toMatchObject({
      kind: "subscribe",
      fields: { email: "news@example.com" },
      utm: EXTRAS.utm,
    });
    const missing = await postJson("subscribe-to-news-form", { ...EXTRAS });
    expect(missing.body.data).toEqual({ email: ["Обязательное поле."] });
  });

  it("promo-form stores name and phone", async () => {
    const answer = await postJson("promo-form", { name: "Мария", phone: "9123456789", ...EXTRAS });
    expect(answer.status).toBe(201);
    expect(await storedRow(answer.body.id)).toMatchObject({
      kind: "promo",
      fields: { name: "Мария", phone: "+79123456789" },
      page_url: EXTRAS.page_url,
    });
  });

  it("calc-form stores the calculator's choices, known fields checked and others kept", async () => {
    const calc = {
      country: "Китай",
      program_level: "bachelor",
      education_type: "universities",
      budget: "500000",
      start_year: 2027,
      with_grant: true,
      dormitory: "да",
      semesters: 8,
    };
    const answer = await postJson("calc-form", { name: "Пётр", phone: "+7 912 345 67 89", calc, ...EXTRAS });
    expect(answer.status).toBe(201);
    expect(await storedRow(answer.body.id)).toMatchObject({
      kind: "calc",
      fields: { name: "Пётр", phone: "+79123456789", calc: { ...calc, budget: 500000 } },
    });
  });

  it("calc-form answers 422 on the calculator's own fields", async () => {
    const answer = await postJson("calc-form", {
      name: "Пётр",
      phone: "+79123456789",
      calc: { budget: -5, start_year: 1990, education_type: "kindergarten", "bad key": 1, nested: { a: 1 } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({
      "calc.budget": ["Бюджет: целое неотрицательное число."],
      "calc.start_year": ["Год: целое число от 2000 до 2100."],
      "calc.education_type": ["Недопустимое значение."],
      "calc.nested": ["Недопустимое значение."],
      "calc.bad key": ["Название параметра: латинские буквы, цифры и «_», не более 40 символов."],
    });
    const notObject = await postJson("calc-form", { name: "Пётр", phone: "+79123456789", calc: "всё" });
    expect(notObject.body.data).toEqual({ calc: ["Ожидается объект с параметрами расчёта."] });
  });

  it("leave-review-form stores the review; the rating must be 1 to 5", async () => {
    const answer = await postJson("leave-review-form", {
      name: "Ольга",
      text: "Отличное агентство, помогли с визой.",
      rating: 5,
      email: "olga@example.com",
      institution_id: 12,
      ...EXTRAS,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("Спасибо! Отзыв отправлен.");
    expect(await storedRow(answer.body.id)).toMatchObject({
      kind: "leave-review",
      fields: { name: "Ольга", text: "Отличное агентство, помогли с визой.", rating: 5, institution_id: 12 },
    });
    const bad = await postJson("leave-review-form", { name: "Ольга", text: "", rating: 6 });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ text: ["Введите текст отзыва."], rating: ["Оценка: целое число от 1 до 5."] });
  });
});

describe("rate limiting of the forms", () => {
  it("answers the 6th submission of a form from one IP within a minute with 429 and Retry-After", async () => {
    const ip = t.nextIp();
    const body = { name: "Спамер", phone: "+79123456789" };
    for (let i = 0; i < 5; i++) expect((await postJson("promo-form", body, { ip })).status).toBe(201);
    t.advanceSeconds(20);
    const before = await submissionCount();
    const refused = await postJson("promo-form", body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Слишком много запросов. Попробуйте позже." });
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(await submissionCount()).toBe(before);

    expect((await postJson("promo-form", body, { ip: t.nextIp() })).status).toBe(201);
    expect((await postJson("simple-form", body, { ip })).status).toBe(201);
    expect((await postJson("promo-form", body, { ip: `${ip}` })).status).toBe(429);
    t.advanceSeconds(41);
    expect((await postJson("promo-form", body, { ip })).status).toBe(201);
  });

  it("counts the save-doc form per IP too", async () => {
    const ip = t.nextIp();
    for (let i = 0; i < 5; i++) await postDocument({}, [], ip);
    const refused = await postDocument({}, [{ bytes: PDF_BYTES, name: "a.pdf", type: "application/pdf" }], ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("POST /forms/save-doc-form", () => {
  const cases = [
    { bytes: PDF_BYTES, name: "Аттестат.pdf", declared: "application/pdf", mime: "application/pdf", ext: "pdf" },
    { bytes: PNG_BYTES, name: "photo.PNG", declared: "image/png", mime: "image/png", ext: "png" },
    { bytes: JPG_BYTES, name: "scan.jpeg", declared: "image/jpeg", mime: "image/jpeg", ext: "jpg" },
    { bytes: PNG_BYTES, name: "renamed.pdf", declared: "application/pdf", mime: "image/png", ext: "png" },
  ];

  for (const c of cases) {
    it(`stores ${c.name} as ${c.mime} under a random name with the detected extension (201)`, async () => {
      // Past the repeat window of the case before (the same sender, page and, for two cases, the same PNG).
      t.advanceSeconds(11 * 60);
      const answer = await postDocument(
        {
          name: "Иван",
          email: "Ivan@Example.com",
          phone: "8 912 345 67 89",
          page_url: EXTRAS.page_url,
          "utm[utm_source]": "vk",
          "utm[utm_medium]": "social",
          "utm[utm_evil]": "dropped",
        },
        [{ bytes: c.bytes, name: c.name, type: c.declared }],
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ id: expect.any(Number), message: "Спасибо! Документ получен." });
      const row = await storedRow(answer.body.id);
      expect(row).toMatchObject({
        kind: "save-doc",
        fields: { name: "Иван", email: "ivan@example.com", phone: "+79123456789" },
        utm: { utm_source: "vk", utm_medium: "social" },
        page_url: EXTRAS.page_url,
      });
      const [upload] = await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, Number(row?.upload_id)));
      expect(upload).toMatchObject({ original_name: c.name, mime: c.mime, size: c.bytes.length });
      expect(upload?.filename).toMatch(new RegExp(`^[0-9a-f]{24}\\.${c.ext}$`));
      const name = parseUploadFileName(upload?.filename ?? "");
      if (!name.ok) throw new Error(name.error._tag);
      const onDisk = join(t.uploadsDir, ...uploadPathChunks(name.value), name.value);
      expect(Buffer.compare(await readFile(onDisk), Buffer.from(c.bytes))).toBe(0);
    });
  }

  it("refuses an executable or text disguised as a PDF (422 on file), storing nothing", async () => {
    const before = { submissions: await submissionCount(), uploads: await uploadCount(), files: await filesOnDisk() };
    for (const bytes of [EXE_BYTES, TEXT_BYTES]) {
      const answer = await postDocument({ name: "Хакер" }, [{ bytes, name: "document.pdf", type: "application/pdf" }]);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: "Проверьте правильность заполнения полей.",
        data: { file: ["Допустимые форматы: PDF, JPG, PNG."] },
      });
    }
    expect(await submissionCount()).toBe(before.submissions);
    expect(await uploadCount()).toBe(before.uploads);
    expect(await filesOnDisk()).toEqual(before.files);
  });

  it("asks for the file when none, an empty one or two are sent", async () => {
    const none = await postDocument({ name: "Иван" }, []);
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ file: ["Приложите файл."] });
    const empty = await postDocument({}, [{ bytes: new Uint8Array(), name: "", type: "application/octet-stream" }]);
    expect(empty.body.data).toEqual({ file: ["Приложите файл."] });
    const two = await postDocument({}, [
      { bytes: PDF_BYTES, name: "a.pdf", type: "application/pdf" },
      { bytes: PNG_BYTES, name: "b.png", type: "image/png" },
    ]);
    expect(two.body.data).toEqual({ file: ["Приложите один файл."] });
  });

  it("reports the text fields and the file together, and stores nothing", async () => {
    const before = await filesOnDisk();
    const answer = await postDocument({ email: "nope", phone: "abc", page_url: "ftp://x" }, [
      { bytes: PDF_BYTES, name: "a.pdf", type: "application/pdf" },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({
      email: ["Введите корректный адрес электронной почты."],
      phone: ["Введите корректный номер телефона."],
      page_url: ["Некорректный адрес страницы."],
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it("answers 413 JSON to a document over 10 MB, storing nothing", async () => {
    const before = { submissions: await submissionCount(), files: await filesOnDisk() };
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    const answer = await postDocument({ name: "Иван" }, [{ bytes: big, name: "big.pdf", type: "application/pdf" }]);
    expect(answer.status).toBe(413);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.body).toEqual({ message: "Файл больше 10 МБ.", data: { file: ["Файл больше 10 МБ."] } });
    expect(await submissionCount()).toBe(before.submissions);
    expect(await filesOnDisk()).toEqual(before.files);
  });

  it("answers 413 from the Content-Length alone, before reading a huge body", async () => {
    const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
      method: "POST",
      headers: {
        "x-forwarded-for": t.nextIp(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(response.status).toBe(413);
  });

  it("answers 422 on file to a JSON or malformed multipart body", async () => {
    const json = await postJson("save-doc-form", { name: "Иван", file: "%PDF-1.4" });
    expect(json.status).toBe(422);
    expect(json.body.data).toEqual({ file: ["Приложите файл."] });
    const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
      method: "POST",
      headers: { "x-forwarded-for": t.nextIp(), "content-type": "multipart/form-data; boundary=zzz" },
      body: "garbage without any boundary",
    });
    expect(response.status).toBe(422);
  });
});
