import type { BlogPostSeed } from "../seed-rows.types";
import { admission2027Post } from "./posts/admission-2027.post";
import { admissionDocumentsPost } from "./posts/admission-documents.post";
import { chineseTonesPost } from "./posts/chinese-tones.post";
import { chooseUniversityPost } from "./posts/choose-university.post";
import { cscScholarshipPost } from "./posts/csc-scholarship.post";
import { dormitoryPost } from "./posts/dormitory.post";
import { foundationYearPost } from "./posts/foundation-year.post";
import { hsk4PreparationPost } from "./posts/hsk4-preparation.post";
import { koreaJapanComparePost } from "./posts/korea-japan-compare.post";
import { motivationLetterPost } from "./posts/motivation-letter.post";
import { provincialScholarshipsPost } from "./posts/provincial-scholarships.post";
import { studentBudgetPost } from "./posts/student-budget.post";
import { studentVisaPost } from "./posts/student-visa.post";
import { usefulAppsPost } from "./posts/useful-apps.post";

/** Every blog post, oldest first (ids follow publication order). */
export const BLOG_POST_SEEDS: readonly BlogPostSeed[] = [
  chooseUniversityPost,
  admissionDocumentsPost,
  cscScholarshipPost,
  hsk4PreparationPost,
  foundationYearPost,
  motivationLetterPost,
  provincialScholarshipsPost,
  studentVisaPost,
  dormitoryPost,
  studentBudgetPost,
  usefulAppsPost,
  chineseTonesPost,
  koreaJapanComparePost,
  admission2027Post,
].toSorted((a, b) => b.daysAgo - a.daysAgo);
