import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../../../core/domain/user/anonymous-user";
import { buildApplication } from "../../../tests/builders/application.builder";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { buildCertificate } from "../../../tests/builders/certificate.builder";
import { buildCountry } from "../../../tests/builders/country.builder";
import { buildCountryServices } from "../../../tests/builders/country-services.builder";
import { buildCourse } from "../../../tests/builders/course.builder";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildDiploma } from "../../../tests/builders/diploma.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildFaqEntry } from "../../../tests/builders/faq-entry.builder";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildInstitutionListing } from "../../../tests/builders/institution-card.builder";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { buildMainData } from "../../../tests/builders/main-data.builder";
import { buildNotification } from "../../../tests/builders/notification.builder";
import { buildPageData } from "../../../tests/builders/page-data.builder";
import { buildReview } from "../../../tests/builders/review.builder";
import { buildTeacher } from "../../../tests/builders/teacher.builder";
import { buildTeamMember } from "../../../tests/builders/team-member.builder";
import { API_ROUTES, type OperationId } from "./api-routes.contract";
import { successSchemaOf } from "./route-contract";
import { EMAIL_EVENT_DEFAULTS } from "../../../core/domain/notifications/notification-email-settings";
import { afterOfferPlan } from "../../../core/domain/timeline/after-offer";

const USER = { ...ANONYMOUS_USER, id: 7, slug: "7-ivan", username: "ivan", first_name: "Иван", last_name: "Петров" };
const RECORD = { token: "token-1", expires: "2025-03-01T10:00:00.000Z" };
const EMAIL_SETTINGS = EMAIL_EVENT_DEFAULTS;
const grid = <T>(item: T) => ({ total: 1, last_page: 1, data: [item] });
const COMMENT = {
  id: 12,
  parent_id: null,
  text: "Отличный университет",
  attachment_id: null,
  attachment_url: null,
  is_review: true,
  is_new: false,
  is_updated: false,
  rating: 5,
  author: { id: 7, name: "Иван Петров", avatar: null },
  created_at: "2025-03-01T09:00:00.000Z",
  likes: 3,
  dislikes: 0,
  user_vote: null,
  is_deleted: false,
  replies_count: 1,
};

/** A comment as the moderation list shows it (ADR 062). */
const MODERATED_COMMENT = {
  id: 12,
  parent_id: null,
  text: "Отличный университет",
  author: { id: 7, name: "Иван Петров" },
  is_review: true,
  rating: 5,
  created_at: "2025-03-01T09:00:00.000Z",
  is_deleted: false,
  hidden_at: null,
  hidden_reason: null,
  hidden_by: null,
  under_hidden: false,
  page: { model: "3:institution", title: "Пекинский университет", path: "/universities/china/pku-3/" },
};

const BOOKING = {
  ...buildApplication(),
  target: "education_base",
  degree_program: { id: 301, slug: "bakalavriat", title: "Бакалавриат" },
  resume_status: null,
  contacts: { name: "Анна Петрова", phone: "+79161234567", email: "anna@example.ru" },
  intake: "Осенний набор 2027",
  allowed_moves: [{ command: "request_cancellation", to: "pending_cancellation" }],
};

const DOCUMENT = {
  id: 41,
  kind: "diploma",
  title: "Диплом или аттестат",
  note: "",
  mandatory: true,
  stage: "uploaded",
  remark: "",
  preparation_steps: ["translation_ordered", "notarised", "legalised"],
  steps: [
    { name: "translation_ordered", state: "done" },
    { name: "notarised", state: "done" },
    { name: "legalised", state: "skipped" },
    { name: "uploaded", state: "done" },
    { name: "accepted", state: "current" },
  ],
  updated_at: "2025-03-01T09:00:00.000Z",
  versions: [
    {
      id: 7,
      version: 1,
      name: "Диплом.pdf",
      content_type: "application/pdf",
      size: 120_400,
      uploaded_at: "2025-03-01T09:00:00.000Z",
    },
  ],
};

const LEDGER_LINE = {
  id: 31,
  booking_id: 12,
  kind: "application_fee",
  description: "Регистрационный сбор университета",
  recipient: "university",
  amount_minor: 80_000,
  currency: "CNY",
  amount_rub_minor: 896_000,
  refund_rule: "non_refundable",
  payment_status: "pending_payment",
  state: "due",
  created_at: "2026-12-01T09:00:00.000Z",
  paid_at: null,
  payable: true,
  refundable: false,
};
const CNY_TOTALS = { by_currency: [{ currency: "CNY", amount_minor: 80_000 }], rub_minor: 896_000 };
const NO_TOTALS = { by_currency: [], rub_minor: 0 };
const PAYMENT = {
  id: 5,
  booking_id: 12,
  ledger_line_id: 31,
  state: "succeeded",
  amount_minor: 80_000,
  currency: "CNY",
  description: "Регистрационный сбор университета",
  created_at: "2026-12-01T09:10:00.000Z",
  completed_at: "2026-12-01T09:11:00.000Z",
};
const MESSAGE = {
  id: 7,
  author: "staff",
  author_name: "Мария Ли",
  text: "Пришлите, пожалуйста, перевод диплома.",
  created_at: "2026-11-27T09:00:00.000Z",
};

const MILESTONES = {
  booking_id: 41,
  shown: true,
  ...afterOfferPlan(
    { jw202: "2026-09-12", registration: "2026-09-11", arrival: "2026-08-20" },
    new Date("2026-08-01T09:00:00.000Z"),
  ),
};

/** One realistic answer of every route, built with the core's builders where there is one. */
const LEAD = {
  id: 9,
  kind: "simple",
  contacts: { name: "Анна", phone: "+79161234567", email: "" },
  fields: { name: "Анна", phone: "+79161234567" },
  page_url: "https://shuyuan.ru/?utm_source=vk",
  utm: { utm_source: "vk" },
  call_session_id: null,
  created_at: "2026-11-28T09:00:00.000Z",
  updated_at: "2026-11-28T09:05:00.000Z",
  state: "in_work",
  assignee_user_id: 3,
  note: "Перезвонить вечером",
  booking_id: null,
};
const OUTBOX_ITEM = {
  id: 4,
  to: "anna@example.ru",
  subject: "Заявка № 5: документы приняты",
  created_at: "2026-11-28T09:00:00.000Z",
  sent_at: null,
  attempts: 2,
  last_error: "421 try again later",
};
const QUIZ_PAGE = {
  quiz: {
    slug: "bakalavriat-s-grantom",
    title: "Бакалавриат с грантом",
    intro: "Подборка программ бакалавриата с грантом.",
    questions: ["budget", "language"],
    preset: { level: "bakalavriat", grant: "needed" },
    is_default: false,
  },
  choices: {
    levels: [{ slug: "bakalavriat", title: "Бакалавриат", sort: 1 }],
    languages: [{ slug: "kitajskij", title: "Китайский" }],
    language_courses: false,
  },
  result: {
    total: 1,
    matches: [
      {
        candidate: {
          id: 101,
          slug: "grant-101",
          title: "Грант правительства Китая",
          href: "/universities/china/beijing/peking-university-11/grant-101/",
          institution: { id: 11, title: "Пекинский университет" },
          program_title: "Бакалавриат",
          level: { slug: "bakalavriat", title: "Бакалавриат", sort: 1 },
          is_language_course: false,
          min_price: 20000,
          currency: "CNY",
          languages: [{ slug: "kitajskij", title: "Китайский" }],
          hsk_level: 4,
          direction_slugs: ["business"],
          grant_type: 1,
          city: { name: "Пекин", population: 21893000 },
        },
        yearly_rub: 224000,
        reasons: [
          { _tag: "Level", level: "Бакалавриат", language_course: false },
          { _tag: "Budget", yearly_rub: 224000, budget: 300000 },
          { _tag: "Language", language: "Китайский" },
          { _tag: "Grant", grant_type: 1 },
        ],
      },
    ],
  },
};
const TEAM_MEMBER = { id: 3, email: "vera@example.ru", first_name: "Вера", last_name: "Ким", role: "staff" };

const SAMPLES: Readonly<Record<OperationId, unknown>> = {
  health: { status: "ok", version: "0.1.0", time: "2025-03-01T09:00:00.000Z" },
  openApi: { openapi: "3.1.0", info: {}, paths: {} },
  login: RECORD,
  refresh: { ...RECORD, user: USER },
  logout: { message: "Вы вышли из аккаунта." },
  logoutForce: { user: USER },
  register: { ...RECORD, user: USER },
  forgotPassword: { message: "Если этот адрес зарегистрирован, мы отправили на него код для восстановления пароля." },
  resetPassword: { ...RECORD, user: USER, message: "Пароль изменён. Вы вошли в личный кабинет." },
  me: USER,
  editMe: USER,
  uploadAvatar: { ...USER, avatar: { filename: "a1b2c3d4e5f6a1b2c3d4e5f6.webp" } },
  removeAvatar: USER,
  notificationSettings: EMAIL_SETTINGS,
  saveNotificationSettings: { ...EMAIL_SETTINGS, news: true },
  editSecurity: USER,
  detachSocial: { ...USER, socials: [{ provider: "mailru", social_id: "42" }] },
  // A 303 has no body: the browser follows Location.
  startSocial: null,
  socialCallback: null,
  visit: { session_id: "visit-session-0123456789" },
  check: { yid: "y1", visits_count: 2, first_visit_at: null, has_account: false },
  page: buildPageData(),
  main: buildMainData(),
  institution: buildInstitution(),
  institutionsGrid: buildInstitutionListing(),
  rateInstitution: { rating: 4.5, ratings_count: 12, user_rating: 4 },
  educationBase: buildEducationBase(),
  degreeProgram: buildDegreeProgram(),
  countryTariffs: buildCountry(),
  certificatesGrid: grid(buildCertificate()),
  diplomasGrid: grid(buildDiploma()),
  review: buildReview(),
  reviewsGrid: grid(buildReview()),
  reviewsRating: { count: 12, average: 4.58 },
  blogPost: buildBlogPost(),
  viewBlogPost: buildBlogPost(),
  blogPostsGrid: grid(buildBlogPost()),
  teamMember: buildTeamMember(),
  teamGrid: grid(buildTeamMember()),
  faqEntry: buildFaqEntry(),
  faqGrid: grid(buildFaqEntry()),
  course: buildCourse(),
  coursesGrid: grid(buildCourse()),
  countryServicesGrid: grid(buildCountryServices()),
  notificationsGrid: { ...grid(buildNotification()), unread: 1 },
  readNotifications: { marked: 2, unread: 0 },
  bookingMessages: { data: [MESSAGE, { ...MESSAGE, id: 8, author: "applicant", author_name: "Вера Ким" }] },
  postBookingMessage: { ...MESSAGE, author: "applicant", author_name: "Вера Ким" },
  staffPostBookingMessage: MESSAGE,
  commentsGrid: {
    data: [COMMENT],
    pagination: { current_page: 1, last_page: 1 },
    counter: { all: 2, current_total: 1 },
  },
  sendComment: { ...COMMENT, is_new: true },
  editComment: { ...COMMENT, is_updated: true },
  deleteComment: { ...COMMENT, text: "", rating: null, is_deleted: true },
  rateComment: { likes: 4, dislikes: 0, user_vote: "like" },
  commentAttachment: { id: 31, url: "/uploads/a1b/2c3/a1b2c3d4e5f6a1b2c3d4e5f6.webp" },
  applicationsList: {
    data: [{ status: "checking", title: "Проверка документов", description: "", items: [buildApplication()] }],
  },
  booking: {
    ...BOOKING,
    history: [
      { from_status: null, to_status: "registering", actor: "user", remark: "", at: "2026-11-20T09:00:00.000Z" },
      { from_status: "registering", to_status: "checking", actor: "user", remark: "", at: "2026-11-21T10:30:00.000Z" },
    ],
  },
  createBooking: { ...BOOKING, status: "registering", allowed_moves: [{ command: "submit", to: "checking" }] },
  submitBooking: BOOKING,
  cancelBooking: { ...BOOKING, status: "pending_cancellation", resume_status: "checking", allowed_moves: [] },
  moveBooking: BOOKING,
  staffMoveBooking: { ...BOOKING, allowed_moves: [{ command: "approve_documents", to: "being_signed" }] },
  bookingDocuments: { booking_id: 5, mandatory_total: 6, mandatory_done: 1, documents: [DOCUMENT] },
  documentStage: { ...DOCUMENT, stage: "notarised", versions: [] },
  documentUpload: DOCUMENT,
  // The bytes of the version, served as an attachment.
  documentFile: null,
  staffDocumentDecision: { ...DOCUMENT, stage: "needed", remark: "Не видно печати" },
  bookingLedger: {
    booking_id: 12,
    status: "pending_payment",
    awaiting_payment: true,
    lines: [LEDGER_LINE],
    totals: { all: CNY_TOTALS, due: CNY_TOTALS, paid: NO_TOTALS },
  },
  startPayment: { payment_id: 5, checkout_url: "/sandbox-pay/eyJwIjo1fQ.c2lnbmF0dXJl/" },
  sandboxCallback: { received: true },
  payment: PAYMENT,
  requestRefund: { ...LEDGER_LINE, state: "refund_requested", paid_at: "2026-12-01T09:11:00.000Z", payable: false },
  staffAddLedgerLine: { ...LEDGER_LINE, payable: false },
  staffAddCourseTuition: { ...LEDGER_LINE, kind: "tuition", currency: "RUB", payable: false },
  staffMarkRefunded: { ...LEDGER_LINE, state: "refunded", paid_at: "2026-12-01T09:11:00.000Z", payable: false },
  staffMarkPaid: { ...LEDGER_LINE, state: "paid", paid_at: "2026-12-01T09:11:00.000Z", payable: false },
  staffApplicant: { user_id: 7, name: "Анна Петрова", email: "anna@example.com", phone: "+79991234567" },
  staffNotes: {
    total: 1,
    last_page: 1,
    data: [
      {
        id: 1,
        author_user_id: 3,
        author_name: "Ольга Смирнова",
        text: "Перезвонить вечером",
        created_at: "2026-11-28T09:00:00.000Z",
      },
    ],
  },
  staffAddNote: {
    id: 1,
    author_user_id: 3,
    author_name: "Ольга Смирнова",
    text: "Перезвонить вечером",
    created_at: "2026-11-28T09:00:00.000Z",
  },
  staffApplicationAudit: {
    total: 1,
    last_page: 1,
    data: [
      {
        id: 1,
        actor_user_id: 3,
        actor_name: "Ольга Смирнова",
        action: "booking.move",
        subject_type: "booking",
        subject_id: 41,
        before: { status: "checking" },
        after: { status: "in_review" },
        at: "2026-11-28T09:00:00.000Z",
      },
    ],
  },
  staffApplicationAssignment: { assignee: { id: 3, name: "Ольга Смирнова" } },
  bookingTimeline: {
    booking_id: 41,
    status: "in_review",
    party: "applicant",
    usual_days: { min: 2, max: 7 },
    entries: [
      { kind: "status", at: "2026-11-20T09:00:00.000Z", by: "applicant", from: null, to: "registering", comment: "" },
      {
        kind: "document",
        at: "2026-11-20T09:05:00.000Z",
        by: "applicant",
        document_title: "Паспорт",
        from_stage: "needed",
        to_stage: "uploaded",
        remark: "",
      },
      {
        kind: "status",
        at: "2026-11-21T07:15:00.000Z",
        by: "staff",
        from: "checking",
        to: "in_review",
        comment: "Нужен перевод диплома",
      },
    ],
  },
  bookingMilestones: MILESTONES,
  staffSetMilestone: MILESTONES,
  staffClearMilestone: MILESTONES,
  staffQueue: {
    rows: [
      {
        id: 41,
        status: "checking",
        status_changed_at: "2026-11-20T09:00:00.000Z",
        created_at: "2026-11-19T09:00:00.000Z",
        student: { name: "Анна Смирнова", email: "anna@example.test", phone: "+7 900 000-00-00" },
        institution: { id: 3, name: "Пекинский университет" },
        program: null,
        course: null,
        intake: "2027-09",
        assignee: { id: 2, name: "Ли Мин" },
        party: "agency",
        due_at: "2026-11-22T09:00:00.000Z",
        overdue: true,
      },
    ],
    counts: { checking: 1, in_review: 4 },
    total: 1,
    page: 1,
    per_page: 50,
    last_page: 1,
  },
  staffQueueOptions: {
    institutions: [{ id: 3, name: "Пекинский университет" }],
    programs: [],
    courses: [{ id: 7, name: "Китайский с нуля онлайн" }],
    intakes: ["2027-09"],
    staff: [{ id: 2, name: "Ли Мин" }],
  },
  staffAssignBooking: { booking_id: 41, assignee_user_id: 2 },
  staffSla: { statuses: [{ status: "checking", hours: 24, default_hours: 48 }] },
  staffSetSla: { statuses: [{ status: "checking", hours: 24, default_hours: 48 }] },
  simpleForm: { id: 1, message: "Спасибо! Мы свяжемся с вами." },
  subscribeForm: { id: 2, message: "Спасибо! Вы подписались на новости." },
  promoForm: { id: 3, message: "Спасибо! Мы свяжемся с вами." },
  calcForm: { id: 4, message: "Спасибо! Мы свяжемся с вами." },
  saveDocForm: { id: 5, message: "Спасибо! Документ получен." },
  leaveReviewForm: { id: 6, message: "Спасибо! Отзыв отправлен." },
  teachers: [buildTeacher()],
  sitemap: {
    total: 2,
    per_page: 45_000,
    last_page: 1,
    data: [
      { path: "/universities/", lastmod: "2025-03-01T09:00:00.000Z" },
      { path: "/courses/hsk-4/", lastmod: null },
    ],
  },
  shortlist: { items: [{ kind: "institution", id: 12 }] },
  publicProfile: {
    id: 7,
    slug: "7-ivan",
    username: "ivan",
    first_name: "Иван",
    last_name: "Петров",
    avatar: null,
    signature: "Учусь в Пекине",
    reviews: [
      { id: 3, text: "Хорошо", rating: 5, created_at: "2025-03-01T09:00:00.000Z", institution: buildInstitutionRef() },
    ],
  },
  staffLeads: grid(LEAD),
  staffLead: LEAD,
  staffHandleLead: { ...LEAD, state: "done" },
  staffLeadApplication: { lead: { ...LEAD, booking_id: 5 }, booking_id: 5 },
  staffOutbox: grid(OUTBOX_ITEM),
  staffOutboxMail: { ...OUTBOX_ITEM, text: "Здравствуйте!" },
  staffAudit: grid({
    id: 1,
    actor_user_id: 3,
    action: "lead.update",
    subject_type: "lead",
    subject_id: 9,
    booking_id: null,
    before: { state: "new" },
    after: { state: "done" },
    at: "2026-11-28T09:05:00.000Z",
  }),
  staffTeam: grid(TEAM_MEMBER),
  staffAddTeamMember: TEAM_MEMBER,
  staffTeamRole: { id: 3, role: "user" },
  localAddTeamMember: { ...TEAM_MEMBER, role: "admin" },
  replaceShortlist: {
    items: [
      { kind: "institution", id: 12 },
      { kind: "degree_program", id: 301, institution_id: 12 },
    ],
  },
  staffComments: {
    total: 1,
    page: 1,
    per_page: 20,
    last_page: 1,
    data: [MODERATED_COMMENT],
  },
  staffHideComment: {
    ...MODERATED_COMMENT,
    hidden_at: "2026-11-28T09:10:00.000Z",
    hidden_reason: "Реклама",
    hidden_by: { id: 3, name: "Ольга Смирнова" },
  },
  staffRestoreComment: MODERATED_COMMENT,
  chatLead: { id: 41 },
  quizDefault: QUIZ_PAGE,
  quiz: QUIZ_PAGE,
};

describe("the contract's response schemas", () => {
  it.each(Object.entries(API_ROUTES))("%s parses its sample answer", (operationId, route) => {
    const parsed = successSchemaOf(route).safeParse(SAMPLES[operationId as OperationId]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("parses the error bodies of every route", () => {
    for (const route of Object.values(API_ROUTES)) {
      for (const [status, schema] of Object.entries(route.responses)) {
        if (Number(status) < 400) continue;
        const body =
          status === "422"
            ? { message: "Проверьте правильность заполнения полей.", data: { email: ["Введите e-mail."] } }
            : { message: "Не найдено." };
        expect(schema.safeParse(body).success).toBe(true);
      }
    }
  });

  it("refuses a public profile that carries anything private", () => {
    const schema = API_ROUTES.publicProfile.responses[200];
    for (const extra of [{ email: "ivan@example.ru" }, { phone: "+79990001122" }, { sessions: [] }]) {
      expect(schema.safeParse({ ...(SAMPLES.publicProfile as object), ...extra }).success).toBe(false);
    }
  });

  it("refuses an institution whose type_slug does not match its type", () => {
    const wrong = { ...buildInstitution(), type: 2 };
    expect(API_ROUTES.institution.responses[200].safeParse(wrong).success).toBe(false);
  });
});
