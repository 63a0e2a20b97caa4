import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_REQUEST_MESSAGES as M } from "../../adapters/http/contract/booking-messages.contract";
import { mailOutbox } from "../../adapters/storage/sql/schema";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";

type Message = { id: number; author: string; author_name: string; text: string; created_at: string };

let h: CommunityApp;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
let bookingId: number;

beforeAll(async () => {
  h = await openCommunityApp();
  owner = await h.signIn({ first_name: "Вера", last_name: "Ким" });
  other = await h.signIn();
  staff = await h.signIn({ role: "staff", first_name: "Мария", last_name: "Ли" });
  const catalogue = await insertCatalogue(h.db);
  const created = await h.post(`${V1}/bookings/create`, { education_base_id: catalogue.base.id }, owner.token);
  bookingId = ((await created.json()) as { id: number }).id;
});
afterAll(() => h.close());

const thread = (who?: SignedIn, id = bookingId) => h.get(`${V1}/bookings/${id}/messages`, who?.token);
const write = (text: unknown, who?: SignedIn, id: number | string = bookingId) =>
  h.post(`${V1}/bookings/${id}/messages`, { text }, who?.token);
const staffWrite = (text: unknown, who?: SignedIn, id: number | string = bookingId) =>
  h.post(`${V1}/staff/bookings/${id}/messages`, { text }, who?.token);
const texts = async (response: Response) => ((await response.json()) as { data: Message[] }).data.map((m) => m.text);

describe("the thread of an application: who may do what", () => {
  it("answers each endpoint for anonymous, another user, the owner and staff", async () => {
    const anonymous = undefined;
    // Reading: the owner and staff; another user finds no such application; anonymous must sign in.
    expect((await thread(anonymous)).status).toBe(401);
    expect((await thread(other)).status).toBe(404);
    expect((await thread(owner)).status).toBe(200);
    expect((await thread(staff)).status).toBe(200);
    // The applicant's post: the owner only (staff write through the staff path).
    expect((await write("Вопрос от гостя", anonymous)).status).toBe(401);
    expect((await write("Чужая заявка", other)).status).toBe(404);
    expect((await write("Вопрос от сотрудника не своей заявки", staff)).status).toBe(404);
    expect((await write("Когда ответ университета?", owner)).status).toBe(201);
    // The staff's post: staff only.
    expect((await staffWrite("Ответ гостя", anonymous)).status).toBe(403);
    expect((await staffWrite("Ответ пользователя", other)).status).toBe(403);
    expect((await staffWrite("Ответ владельца", owner)).status).toBe(403);
    expect((await staffWrite("На следующей неделе.", staff)).status).toBe(201);
    // Nothing refused was stored.
    expect(await texts(await thread(owner))).toEqual(["Когда ответ университета?", "На следующей неделе."]);
  });

  it("answers 404 alike for an unknown id, an id that cannot be one, and someone else's", async () => {
    for (const id of [bookingId + 10_000, "abc", "0"]) {
      expect((await h.get(`${V1}/bookings/${id}/messages`, owner.token)).status).toBe(404);
      expect((await write("текст", owner, id)).status).toBe(404);
      expect((await staffWrite("текст", staff, id)).status).toBe(404);
    }
  });
});

describe("posting a message", () => {
  it("stores the text trimmed and plain, with who wrote it, and never caches the thread", async () => {
    const posted = await write("  <script>alert(1)</script> & «кавычки»  ", owner);
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({
      author: "applicant",
      author_name: "Вера Ким",
      text: "<script>alert(1)</script> & «кавычки»",
    });
    const read = await thread(staff);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect((await read.json()) as { data: Message[] }).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ author: "staff", author_name: "Мария Ли" })]),
    });
  });

  it("refuses a blank, a too long or a missing text with a Russian 422 at the field", async () => {
    expect(await (await write("   ", owner)).json()).toMatchObject({ data: { text: [M.empty] } });
    expect((await write("ж".repeat(4001), owner)).status).toBe(422);
    expect(await (await staffWrite("ж".repeat(4001), staff)).json()).toMatchObject({ data: { text: [M.tooLong] } });
    expect((await h.post(`${V1}/bookings/${bookingId}/messages`, {}, owner.token)).status).toBe(422);
    expect((await write(42, owner)).status).toBe(422);
  });

  it("notifies the applicant of a staff message, in the app and by mail with the absolute link", async () => {
    await staffWrite("Пришлите, пожалуйста, перевод диплома.", staff);
    const grid = await h.get(`${V1}/notifications/grid`, owner.token);
    const body = (await grid.json()) as { unread: number; data: { title: string; text: string; link: string }[] };
    expect(body.unread).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({
      title: "Новое сообщение по заявке",
      text: "Пришлите, пожалуйста, перевод диплома.",
      link: `/u/settings/applications/${bookingId}/`,
    });
    const mails = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${owner.username}@example.test`));
    const last = mails.at(-1);
    expect(last?.subject).toBe("Новое сообщение по заявке — Шуюань");
    expect(last?.text).toContain(`/u/settings/applications/${bookingId}/`);
    expect(last?.text).toMatch(/^Здравствуйте, Вера!/);
  });

  it("limits how often one user posts (429 with Retry-After), per user", async () => {
    const catalogue = await insertCatalogue(h.db);
    const applicationOf = async (who: SignedIn) => {
      const created = await h.post(`${V1}/bookings/create`, { education_base_id: catalogue.base.id }, who.token);
      return ((await created.json()) as { id: number }).id;
    };
    const writer = await h.signIn();
    const id = await applicationOf(writer);
    const second = await h.signIn();
    const secondId = await applicationOf(second);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await write(`сообщение ${i}`, writer, id)).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await write("ещё одно", writer, id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await write("у другого пользователя свой счёт", second, secondId)).status).toBe(201);
    h.advanceSeconds(61);
    expect((await write("через минуту можно снова", writer, id)).status).toBe(201);
  });
});

describe("the notifications of a user", () => {
  it("answers every endpoint for anonymous, another user and the owner: each reads and marks only their own", async () => {
    await staffWrite("Ещё одно сообщение.", staff);
    const mine = (await (await h.get(`${V1}/notifications/grid`, owner.token)).json()) as {
      unread: number;
      data: { id: number }[];
    };
    const someId = mine.data[0]?.id ?? 0;
    expect(someId).toBeGreaterThan(0);
    expect((await h.get(`${V1}/notifications/grid`)).status).toBe(401);
    expect((await h.post(`${V1}/notifications/read`, { all: true })).status).toBe(401);
    const others = (await (await h.get(`${V1}/notifications/grid`, other.token)).json()) as { total: number };
    expect(others.total).toBe(0);
    expect(await (await h.post(`${V1}/notifications/read`, { ids: [someId] }, other.token)).json()).toEqual({
      marked: 0,
      unread: 0,
    });
    expect(await (await h.post(`${V1}/notifications/read`, { all: true }, staff.token)).json()).toEqual({
      marked: 0,
      unread: 0,
    });
    expect(await (await h.post(`${V1}/notifications/read`, { ids: [someId] }, owner.token)).json()).toEqual({
      marked: 1,
      unread: mine.unread - 1,
    });
    expect(await (await h.post(`${V1}/notifications/read`, { all: true }, owner.token)).json()).toEqual({
      marked: mine.unread - 1,
      unread: 0,
    });
  });

  it("refuses a body that names neither or both, and a bad page", async () => {
    for (const body of [{}, { ids: [1], all: true }, { all: false }, { ids: ["x"] }]) {
      expect((await h.post(`${V1}/notifications/read`, body, owner.token)).status).toBe(422);
    }
    expect((await h.get(`${V1}/notifications/grid?page=0`, owner.token)).status).toBe(422);
  });
});
