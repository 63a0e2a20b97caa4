import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildBanner } from "../../../tests/builders/banner.builder";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { buildCertificate } from "../../../tests/builders/certificate.builder";
import { buildCountryServices } from "../../../tests/builders/country-services.builder";
import { buildCourse } from "../../../tests/builders/course.builder";
import { buildDiploma } from "../../../tests/builders/diploma.builder";
import { buildFaqEntry } from "../../../tests/builders/faq-entry.builder";
import { buildNotification } from "../../../tests/builders/notification.builder";
import { buildReview } from "../../../tests/builders/review.builder";
import { buildTeacher } from "../../../tests/builders/teacher.builder";
import { buildTeamMember } from "../../../tests/builders/team-member.builder";
import { bannerSchema } from "./banner";
import { blogPostSchema } from "./blog-post";
import { certificateSchema } from "./certificate";
import { countryServicesSchema } from "./country-services";
import { courseSchema } from "./course";
import { diplomaSchema } from "./diploma";
import { faqEntrySchema } from "./faq-entry";
import { notificationSchema } from "./notification";
import { reviewSchema } from "./review";
import { teacherSchema } from "./teacher";
import { teamMemberSchema } from "./team-member";

const cases: readonly (readonly [string, z.ZodType, unknown])[] = [
  ["banner", bannerSchema, buildBanner()],
  ["blog post", blogPostSchema, buildBlogPost()],
  ["certificate", certificateSchema, buildCertificate()],
  ["country services", countryServicesSchema, buildCountryServices()],
  ["course", courseSchema, buildCourse()],
  ["diploma", diplomaSchema, buildDiploma()],
  ["FAQ entry", faqEntrySchema, buildFaqEntry()],
  ["notification", notificationSchema, buildNotification()],
  ["review", reviewSchema, buildReview()],
  ["teacher", teacherSchema, buildTeacher()],
  ["team member", teamMemberSchema, buildTeamMember()],
];

describe("content builders", () => {
  it.each(cases)("the %s builder gives a value its schema reads unchanged", (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });
});
