import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AUTH_ROUTES } from "./auth.contract";
import { BOOKINGS_ROUTES } from "./bookings.contract";
import { CATALOGUE_ROUTES } from "./catalogue.contract";
import { COMMENTS_ROUTES } from "./comments.contract";
import { CONTENT_ROUTES } from "./content.contract";
import { FORMS_ROUTES } from "./forms.contract";
import { TRACKING_ROUTES } from "./tracking.contract";

/** Issues as the API answers them: field -> messages (nested paths joined by dots). */
const messages = (schema: z.ZodType | undefined, input: unknown): Record<string, string[]> => {
  const parsed = schema?.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of parsed?.error?.issues ?? []) {
    const field = issue.path.join(".") || "_";
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
};

const EXTRAS = { page_url: "https://shuyuan.ru/contacts/", utm: { utm_source: "yandex" } };

describe("request schemas of the contract", () => {
  it("answer login and register mistakes in Russian, one rule per field", () => {
    expect(messages(AUTH_ROUTES.login.request.body, {})).toEqual({
      email: ["Введите адрес электронной почты."],
      password: ["Введите пароль."],
    });
    expect(messages(AUTH_ROUTES.login.request.body, { email: " ", password: "" })).toEqual({
      email: ["Введите адрес электронной почты."],
      password: ["Введите пароль."],
    });
    expect(
      messages(AUTH_ROUTES.register.request.body, {
        first_name: "",
        last_name: "Ли",
        email: "nope",
        password: "short",
      }),
    ).toEqual({
      first_name: ["Введите имя."],
      email: ["Введите корректный адрес электронной почты."],
      password: ["Пароль должен содержать не менее 8 символов."],
    });
  });

  it("lower-case and trim the e-mail of a valid login", () => {
    expect(AUTH_ROUTES.login.request.body.parse({ email: "  Ivan@Example.RU ", password: "p" })).toEqual({
      email: "ivan@example.ru",
      password: "p",
    });
  });

  it("compare the two passwords of a reset", () => {
    const body = { password: "new-password", password_confirmation: "other-password", code: "abc" };
    expect(messages(AUTH_ROUTES.resetPassword.request.body, body)).toEqual({
      password_confirmation: ["Пароли не совпадают."],
    });
  });

  it("keep the e-mail of a sign-up as typed (trimmed) and read anything but text as a missing address", () => {
    const body = { first_name: "Анна", last_name: "Ли", email: " Anna.Li@Example.com ", password: "correct horse" };
    expect(AUTH_ROUTES.register.request.body.parse(body).email).toBe("Anna.Li@Example.com");
    expect(messages(AUTH_ROUTES.forgotPassword.request.body, { email: {} })).toEqual({
      email: ["Введите адрес электронной почты."],
    });
    expect(messages(AUTH_ROUTES.forgotPassword.request.body, { email: `${"a".repeat(250)}@b.ru` })).toEqual({
      email: ["Введите корректный адрес электронной почты."],
    });
  });

  it("read at most 1024 characters of a password to check, and answer a longer one as a failed login", () => {
    const login = AUTH_ROUTES.login.request.body;
    expect(login.safeParse({ email: "a@b.ru", password: "p".repeat(1024) }).success).toBe(true);
    expect(messages(login, { email: "a@b.ru", password: "p".repeat(1025) })).toEqual({
      password: ["Неверный адрес электронной почты или пароль."],
    });
    expect(messages(AUTH_ROUTES.editSecurity.request.body, { current_password: "p".repeat(1025) })).toEqual({
      current_password: ["Неверный текущий пароль."],
    });
  });

  it("report a password mismatch beside the other mistakes of a reset", () => {
    const body = { password: "short", password_confirmation: "other", code: " " };
    expect(messages(AUTH_ROUTES.resetPassword.request.body, body)).toEqual({
      password: ["Пароль должен содержать не менее 8 символов."],
      code: ["Код восстановления не указан."],
      password_confirmation: ["Пароли не совпадают."],
    });
    expect(messages(AUTH_ROUTES.resetPassword.request.body, { ...body, password_confirmation: "" })).toEqual({
      password: ["Пароль должен содержать не менее 8 символов."],
      password_confirmation: ["Повторите пароль."],
      code: ["Код восстановления не указан."],
    });
  });

  it("refuse a phone of more than 30 characters before counting its digits", () => {
    expect(messages(AUTH_ROUTES.editSecurity.request.body, { phone: `+7 ${"9  ".repeat(12)}` })).toEqual({
      phone: ["Введите корректный номер телефона."],
    });
    expect(AUTH_ROUTES.editSecurity.request.body.parse({ phone: " +7 (999) 123-45-67 " })).toEqual({
      phone: "+7 (999) 123-45-67",
    });
  });

  it("drop empty values of the security form", () => {
    const body = { email: "", phone: null, current_password: "   ", new_password: "long-enough" };
    expect(AUTH_ROUTES.editSecurity.request.body.parse(body)).toEqual({ new_password: "long-enough" });
    expect(messages(AUTH_ROUTES.editSecurity.request.body, { phone: "12" })).toEqual({
      phone: ["Введите корректный номер телефона."],
    });
  });

  it("read paging with defaults and refuse out-of-range values", () => {
    const certificates = CONTENT_ROUTES.certificatesGrid.request.query;
    expect(certificates.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(CONTENT_ROUTES.diplomasGrid.request.query.parse({ page: "3" })).toEqual({ page: 3, per_page: 12 });
    expect(messages(certificates, { page: "0", per_page: "101" })).toEqual({
      page: ["Номер страницы: целое число не меньше 1."],
      per_page: ["Количество на странице: целое число от 1 до 100."],
    });
  });

  it("accept institutions by id or numbered slug, and pages by path or address", () => {
    const params = CATALOGUE_ROUTES.institution.request.params;
    expect(params.safeParse({ id: "12" }).success).toBe(true);
    expect(params.safeParse({ id: "peking-university-12" }).success).toBe(true);
    expect(messages(params, { id: "peking-university" })).toEqual({ id: ["Некорректный адрес."] });
    const page = CATALOGUE_ROUTES.page.request.query;
    expect(page.safeParse({ url: "https://shuyuan.ru/faq/?a=1" }).success).toBe(true);
    expect(messages(page, { url: "faq" })).toEqual({ url: ["Ожидается путь страницы, начинающийся с «/»."] });
  });

  it("require exactly one comments scope", () => {
    const query = COMMENTS_ROUTES.commentsGrid.request.query;
    const base = { sort_column: "rating", sort_order: "desc", "search[model]": "101:institution" };
    expect(query.parse({ ...base, "search[root]": "true" })).toEqual({ ...base, page: 1, "search[root]": "true" });
    expect(messages(query, base)).toEqual({ search: ["Укажите ровно одно из search[root]=true и search[by]."] });
    expect(messages(query, { ...base, "search[root]": "true", per_page: "10", x: "1" })).toEqual({
      per_page: ["Неизвестный параметр."],
      x: ["Неизвестный параметр."],
    });
    expect(messages(query, { ...base, "search[root]": "true", "search[model]": "institution" })).toEqual({
      "search[model]": ["Укажите объект комментария в виде «{id}:{тип}»."],
    });
  });

  it("take a comment with its defaults and refuse an empty text", () => {
    const send = COMMENTS_ROUTES.sendComment.request.body;
    expect(send.parse({ model: "101:institution", text: "  Спасибо  " })).toEqual({
      reply_to: null,
      model: "101:institution",
      text: "Спасибо",
      attachment_id: null,
      is_review: false,
      rating: null,
    });
    expect(messages(COMMENTS_ROUTES.editComment.request.body, { edit_id: 1, text: "   " })).toEqual({
      text: ["Введите текст комментария."],
    });
    expect(COMMENTS_ROUTES.rateComment.request.body.parse({ comment_id: 3 })).toEqual({
      comment_id: 3,
      action: "like",
    });
  });

  it("normalise form contacts and keep only present utm values", () => {
    const parsed = FORMS_ROUTES.simpleForm.request.body.parse({
      name: " Анна ",
      phone: "8 (912) 345-67-89",
      email: "",
      ...EXTRAS,
    });
    expect(parsed).toEqual({
      fields: { name: "Анна", phone: "+79123456789" },
      extras: { pageUrl: EXTRAS.page_url, utm: { utm_source: "yandex" }, callSessionId: null },
    });
    expect(
      FORMS_ROUTES.subscribeForm.request.body.parse({
        email: "a@b.ru",
        page_url: "/blog/",
        utm: { utm_term: " вуз ", utm_medium: "" },
        call_tracking_session_id: "s-1",
      }).extras,
    ).toEqual({ pageUrl: "/blog/", utm: { utm_term: "вуз" }, callSessionId: "s-1" });
    expect(messages(FORMS_ROUTES.promoForm.request.body, { name: "А", phone: "+79123456789", utm: "x" })).toEqual({
      utm: ["Ожидается объект с параметрами utm."],
    });
    expect(
      messages(FORMS_ROUTES.promoForm.request.body, {
        name: "А",
        phone: "+79123456789",
        page_url: `/${"a".repeat(2048)}`,
        call_tracking_session_id: "s".repeat(129),
      }),
    ).toEqual({
      page_url: ["Не более 2048 символов."],
      call_tracking_session_id: ["Не более 128 символов."],
    });
    expect(
      messages(FORMS_ROUTES.promoForm.request.body, { name: "", phone: "123", page_url: "javascript:alert(1)" }),
    ).toEqual({
      name: ["Введите имя."],
      phone: ["Введите корректный номер телефона."],
      page_url: ["Некорректный адрес страницы."],
    });
  });

  it("check the calculator's keys and the review's rating", () => {
    expect(
      messages(FORMS_ROUTES.calcForm.request.body, { name: "Анна", phone: "+79123456789", calc: { "bad key": 1 } }),
    ).toEqual({ "calc.bad key": ["Название параметра: латинские буквы, цифры и «_», не более 40 символов."] });
    expect(
      FORMS_ROUTES.leaveReviewForm.request.body.parse({
        name: "Анна",
        text: "Спасибо",
        rating: "5",
        institution_id: "",
      }),
    ).toEqual({
      fields: { name: "Анна", text: "Спасибо", rating: 5 },
      extras: { pageUrl: "", utm: {}, callSessionId: null },
    });
  });

  it("require the document of the save-doc form", () => {
    expect(messages(FORMS_ROUTES.saveDocForm.request.body, { page_url: "/" })).toEqual({ file: ["Приложите файл."] });
    const file = new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" });
    expect(
      FORMS_ROUTES.saveDocForm.request.body.parse({
        file: [file],
        name: "Иван",
        "utm[utm_source]": "vk",
        page_url: "/",
      }),
    ).toEqual({
      file,
      fields: { name: "Иван" },
      extras: { pageUrl: "/", utm: { utm_source: "vk" }, callSessionId: null },
    });
    expect(FORMS_ROUTES.saveDocForm.request.body.parse({ file }).file).toBe(file);
    expect(messages(FORMS_ROUTES.saveDocForm.request.body, { file: [file, file] })).toEqual({
      file: ["Приложите один файл."],
    });
    expect(messages(FORMS_ROUTES.saveDocForm.request.body, { file: [new File([], "empty.pdf"), "text"] })).toEqual({
      file: ["Приложите файл."],
    });
    expect(messages(FORMS_ROUTES.saveDocForm.request.body, { file: "%PDF-1.4" })).toEqual({
      file: ["Приложите файл."],
    });
  });

  it("check the visitor id of a tracking call", () => {
    expect(messages(TRACKING_ROUTES.check.request.query, { yid: "a b" })).toEqual({
      yid: ["Некорректный идентификатор посетителя."],
    });
    expect(messages(TRACKING_ROUTES.check.request.query, { yid: " " })).toEqual({ yid: ["Обязательное поле."] });
    expect(TRACKING_ROUTES.visit.request.body.parse({})).toEqual({ utm: {} });
    expect(
      TRACKING_ROUTES.visit.request.body.parse({
        session_id: 42,
        utm: { utm_source: " vk ", utm_term: "" },
        path: "/a/",
      }),
    ).toEqual({ session_id: 42, utm: { utm_source: "vk" }, path: "/a/" });
    expect(messages(TRACKING_ROUTES.visit.request.body, { utm: "vk", path: "//evil" })).toEqual({
      utm: ["Ожидается объект с параметрами utm."],
      path: ["Ожидается путь страницы, начинающийся с «/»."],
    });
  });

  it("read a booking's one target (a base, a program or a course) and refuse none or two on every target field", () => {
    const create = BOOKINGS_ROUTES.createBooking.request.body;
    const blank = { contacts: { name: undefined, phone: undefined, email: undefined }, intake: undefined };
    expect(create.parse({ education_base_id: 5 })).toEqual({
      target: { _tag: "EducationBase", education_base_id: 5 },
      ...blank,
    });
    expect(create.parse({ degree_program_id: 7, education_base_id: null })).toEqual({
      target: { _tag: "DegreeProgram", degree_program_id: 7 },
      ...blank,
    });
    expect(
      create.parse({
        education_base_id: 5,
        contact_name: " Анна Петрова ",
        contact_phone: "8 (916) 123-45-67",
        contact_email: "Anna@Example.RU",
        intake: "Осенний набор 2027",
      }),
    ).toMatchObject({
      contacts: { name: "Анна Петрова", phone: "+79161234567", email: "anna@example.ru" },
      intake: "Осенний набор 2027",
    });
    expect(messages(create, { education_base_id: 5, contact_phone: "12", contact_email: "anna@" })).toEqual({
      contact_phone: ["Введите корректный номер телефона."],
      contact_email: ["Введите корректный адрес электронной почты."],
    });
    expect(create.parse({ course_id: 9, intake: "Январь 2027" })).toEqual({
      target: { _tag: "Course", course_id: 9 },
      ...blank,
      intake: "Январь 2027",
    });
    const neither = "Укажите основу обучения, программу обучения или курс.";
    expect(messages(create, {})).toEqual({
      education_base_id: [neither],
      degree_program_id: [neither],
      course_id: [neither],
    });
    const both = "Укажите что-то одно: основу обучения, программу обучения или курс.";
    const onBoth = { education_base_id: [both], degree_program_id: [both], course_id: [both] };
    expect(messages(create, { education_base_id: 1, degree_program_id: 2 })).toEqual(onBoth);
    expect(messages(create, { education_base_id: 1, course_id: 3 })).toEqual(onBoth);
    expect(messages(create, { education_base_id: "7" })).toEqual({
      education_base_id: ["Некорректный идентификатор."],
    });
    const params = BOOKINGS_ROUTES.moveBooking.request.params;
    expect(params.parse({ id: "12" })).toEqual({ id: 12 });
    expect(params.safeParse({ id: "2147483648" }).success).toBe(false);
    expect(messages(BOOKINGS_ROUTES.moveBooking.request.body, { command: "fly" })).toEqual({
      command: ["Неизвестное действие с заявкой."],
    });
    expect(
      BOOKINGS_ROUTES.staffMoveBooking.request.body.parse({ command: "request_changes", remark: "  Нужен перевод  " }),
    ).toEqual({ command: "request_changes", remark: "Нужен перевод" });
    expect(
      messages(BOOKINGS_ROUTES.staffMoveBooking.request.body, { command: "hold", remark: "я".repeat(2001) }),
    ).toEqual({
      remark: ["Не более 2000 символов."],
    });
  });
});
