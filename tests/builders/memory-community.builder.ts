import { MemoryBookingRepository } from "../../adapters/storage/memory/bookings.memory";
import { MemoryCommentRepository } from "../../adapters/storage/memory/comments.memory";
import { MemoryRatingRepository } from "../../adapters/storage/memory/ratings.memory";
import { buildInstitutionRef } from "./institution-ref.builder";

/** Ids of the memory worlds below, for use-case tests. */
export const COMMUNITY_IDS = {
  alice: 1,
  bob: 2,
  moderator: 3,
  institution: 7,
  blogPost: 5,
  aliceUpload: 11,
  bobUpload: 12,
  program: 201,
  base: 501,
  otherBase: 502,
} as const;

/** Alice (named), Bob (username only) and a moderator; an institution and a blog post; one upload each. */
export const memoryCommentWorld = () =>
  new MemoryCommentRepository({
    users: [
      { id: 1, username: "alice", first_name: "Алиса", last_name: "Иванова", avatar_filename: "alice.webp" },
      { id: 2, username: "bob_99", first_name: "", last_name: "", avatar_filename: null },
      { id: 3, username: "moderator", first_name: "Мария", last_name: "", avatar_filename: null },
    ],
    relations: [
      { relation_id: 7, relation_type: "institution" },
      { relation_id: 5, relation_type: "blog_post" },
    ],
    uploads: [
      { id: 11, user_id: 1 },
      { id: 12, user_id: 2 },
    ],
  });

export const memoryRatingWorld = () => new MemoryRatingRepository([7]);

/** One institution with a degree program (201) and two education bases (501, 502). */
/** Courses of the memory booking world (ADR 059): an online one, a semester in China, one without a price. */
export const MEMORY_COURSES = {
  online: {
    id: 901,
    slug: "s-nulya",
    title: "Китайский с нуля онлайн",
    kind: "online",
    duration: "4 месяца",
    price: 28_900,
  },
  semester: {
    id: 902,
    slug: "semestr",
    title: "Языковой семестр в Китае",
    kind: "language",
    duration: "1 семестр, 18 недель",
    price: 145_000,
  },
  onRequest: {
    id: 903,
    slug: "individualno",
    title: "Индивидуально",
    kind: "individual",
    duration: "60 минут",
    price: null,
  },
} as const;

export const memoryBookingWorld = () =>
  new MemoryBookingRepository({
    institutions: [buildInstitutionRef({ id: 7 })],
    degree_programs: [{ id: 201, institution_id: 7, slug: "bakalavriat", title: "Бакалавриат" }],
    education_bases: [
      { id: 501, institution_id: 7, degree_program_id: 201, slug: "grant-501", title: "Грант" },
      { id: 502, institution_id: 7, degree_program_id: 201, slug: "platno-502", title: "Платно" },
    ],
    courses: [MEMORY_COURSES.online, MEMORY_COURSES.semester, MEMORY_COURSES.onRequest],
  });
