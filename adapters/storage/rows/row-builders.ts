import type * as R from "./storage-rows";

/**
 * Complete rows with the database's defaults, for tests and fixtures: pass the columns that matter, the rest are
 * what an insert without them would store. Timestamps default to a fixed instant so results are repeatable.
 */
const AT = new Date("2026-01-01T00:00:00.000Z");

type Build<Row, Required extends keyof Row> = (row: Pick<Row, Required> & Partial<Row>) => Row;

export const rows = {
  user: ((row) => ({
    email: `user${row.id}@example.test`,
    username: `user${row.id}`,
    password_hash: "x",
    first_name: "",
    last_name: "",
    signature: "",
    phone: "",
    status: "none",
    avatar_filename: null,
    role: "user",
    created_at: AT,
    updated_at: AT,
    ...row,
  })) as Build<R.UserRow, "id">,
  session: ((row) => ({
    token_hash: `hash-${row.id}`,
    created_at: AT,
    last_used_at: AT,
    user_agent: "",
    ip: "",
    revoked_at: null,
    ...row,
  })) as Build<R.SessionRow, "id" | "user_id" | "expires_at">,
  socialLink: ((row) => ({ created_at: AT, ...row })) as Build<
    R.SocialLinkRow,
    "id" | "user_id" | "provider" | "social_id"
  >,
  country: ((row) => ({ morph: {}, sort: 0, ...row })) as Build<R.CountryRow, "id" | "slug" | "name" | "currency">,
  city: ((row) => ({ morph: {}, is_province: false, ...row })) as Build<
    R.CityRow,
    "id" | "slug" | "name" | "country_id"
  >,
  tariff: ((row) => ({
    country_id: null,
    payment_excerpt: "",
    discount_expires_at: null,
    discount_percent: 0,
    features: [],
    sort: 0,
    ...row,
  })) as Build<R.TariffRow, "id" | "name" | "price" | "final_price">,
  direction: ((row) => row) as Build<R.DirectionRow, "id" | "slug" | "title">,
  language: ((row) => ({ morph: {}, ...row })) as Build<R.LanguageRow, "id" | "slug" | "title">,
  programLevel: ((row) => ({ sort: 0, ...row })) as Build<R.ProgramLevelRow, "id" | "slug" | "title">,
  specialty: ((row) => ({ direction_id: null, ...row })) as Build<R.SpecialtyRow, "id" | "slug" | "title">,
  institution: ((row) => ({
    city_id: null,
    title_en: "",
    title_ch: "",
    morph: {},
    acronym: "",
    price: null,
    views: 0,
    site: "",
    has_grants: false,
    rating: 0,
    ratings_count: 0,
    rating_by_reviews: 0,
    comments_count: 0,
    rank_place: null,
    rank_place_country: null,
    rank_place_world: null,
    places_applicants: 0,
    logo: null,
    photo: null,
    is_partner: false,
    content: "",
    seo: {},
    tariff_id: null,
    author_id: null,
    topic_text: "",
    founded_year: null,
    students_count: null,
    direction_ids: [],
    language_ids: [],
    program_level_ids: [],
    specialty_ids: [],
    grant_types: [],
    has_lang_courses: false,
    min_price: null,
    total_places: 0,
    available_places: 0,
    search_text: "",
    updated_at: AT,
    created_at: AT,
    ...row,
  })) as Build<R.InstitutionRow, "id" | "slug" | "type" | "country_id" | "title_ru">,
  institutionDirection: ((row) => row) as Build<R.InstitutionDirectionRow, "institution_id" | "direction_id">,
  degreeProgram: ((row) => ({
    excerpt: "",
    morph: {},
    content: "",
    submission_years: [],
    seo: {},
    updated_at: AT,
    ...row,
  })) as Build<R.DegreeProgramRow, "id" | "institution_id" | "program_level_id" | "title" | "slug">,
  educationBase: ((row) => ({
    excerpt: "",
    min_price: null,
    max_price: null,
    type: null,
    is_language_course: false,
    enrollment_phase: "",
    submission_at: null,
    entrance_at: null,
    enrollment_at: null,
    hsk_level: null,
    ielts_level: null,
    waves_status: "closed",
    waves_current: 0,
    content: "",
    required_documents: [],
    seo: {},
    views: 0,
    total_places: 0,
    available_places: 0,
    author_id: null,
    topic_text: "",
    updated_at: AT,
    ...row,
  })) as Build<R.EducationBaseRow, "id" | "institution_id" | "degree_program_id" | "title" | "slug">,
  admissionWave: ((row) => row) as Build<
    R.AdmissionWaveRow,
    "id" | "education_base_id" | "position" | "label" | "date_from" | "date_to"
  >,
  baseLanguage: ((row) => row) as Build<R.EducationBaseLanguageRow, "education_base_id" | "language_id">,
  baseDirection: ((row) => row) as Build<R.EducationBaseDirectionRow, "education_base_id" | "direction_id">,
  baseSpecialty: ((row) => ({ min_price: null, max_price: null, period: "", language_ids: [], ...row })) as Build<
    R.EducationBaseSpecialtyRow,
    "education_base_id" | "specialty_id"
  >,
  rating: ((row) => ({ created_at: AT, updated_at: AT, ...row })) as Build<
    R.RatingRow,
    "id" | "user_id" | "institution_id" | "value"
  >,
  comment: ((row) => ({
    parent_id: null,
    attachment_id: null,
    is_review: false,
    review_rating: null,
    likes: 0,
    dislikes: 0,
    created_at: AT,
    updated_at: AT,
    edited_at: null,
    deleted_at: null,
    hidden_at: null,
    hidden_reason: "",
    hidden_by: null,
    ...row,
  })) as Build<R.CommentRow, "id" | "relation_type" | "relation_id" | "user_id" | "text">,
  commentVote: ((row) => ({ created_at: AT, ...row })) as Build<
    R.CommentVoteRow,
    "id" | "comment_id" | "user_id" | "action"
  >,
  booking: ((row) => ({
    degree_program_id: null,
    education_base_id: null,
    status: "registering",
    resume_status: null,
    note: "",
    created_at: AT,
    updated_at: AT,
    ...row,
  })) as Build<R.BookingRow, "id" | "user_id" | "institution_id">,
  page: ((row) => ({ seo: {}, description: "", updated_at: AT, ...row })) as Build<R.PageRow, "id" | "url" | "title">,
  blogCategory: ((row) => ({ sort: 0, ...row })) as Build<R.BlogCategoryRow, "id" | "slug" | "title">,
  blogPost: ((row) => ({
    excerpt: "",
    content: "<p>Текст</p>",
    cover: null,
    reading_minutes: 3,
    views: 0,
    seo: {},
    updated_at: AT,
    ...row,
  })) as Build<R.BlogPostRow, "id" | "category_id" | "slug" | "title" | "published_at">,
  faqEntry: ((row) => ({ topic: "general", is_main: false, sort: 0, ...row })) as Build<
    R.FaqEntryRow,
    "id" | "question" | "answer"
  >,
  teamMember: ((row) => ({ photo: null, bio: "", languages: [], sort: 0, ...row })) as Build<
    R.TeamMemberRow,
    "id" | "name" | "position"
  >,
  certificate: ((row) => ({ issuer: "", image: null, issued_at: null, sort: 0, ...row })) as Build<
    R.CertificateRow,
    "id" | "title"
  >,
  diploma: ((row) => ({ institution_id: null, image: null, sort: 0, ...row })) as Build<
    R.DiplomaRow,
    "id" | "student_name" | "title" | "year"
  >,
  review: ((row) => ({ author_city: "", institution_id: null, video_url: null, ...row })) as Build<
    R.ReviewRow,
    "id" | "author_name" | "text" | "rating" | "published_at"
  >,
  course: ((row) => ({
    excerpt: "",
    content: "",
    level: "",
    duration: "",
    price: null,
    seo: {},
    sort: 0,
    ...row,
  })) as Build<R.CourseRow, "id" | "slug" | "title" | "kind">,
  teacher: ((row) => ({
    photo: null,
    languages: [],
    experience_years: 0,
    about: "",
    hsk_level: null,
    ...row,
  })) as Build<R.TeacherRow, "id" | "name">,
  notification: ((row) => ({ text: "", link: null, read_at: null, created_at: AT, ...row })) as Build<
    R.NotificationRow,
    "id" | "user_id" | "title"
  >,
  banner: ((row) => ({ text: "", image: null, link: null, sort: 0, ...row })) as Build<
    R.BannerRow,
    "id" | "key" | "title"
  >,
  layoutSetting: ((row) => ({ updated_at: AT, ...row })) as Build<R.LayoutSettingRow, "key" | "value">,
  notice: ((row) => ({
    model_type: null,
    model_id: null,
    link: null,
    level: "info",
    starts_at: null,
    ends_at: null,
    ...row,
  })) as Build<R.NoticeRow, "id" | "text">,
};
