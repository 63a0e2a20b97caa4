import { match } from "ts-pattern";
import type { CourseKind } from "../catalogue/course-ref";
import type { LedgerLineDraft, RefundRule } from "../ledger/ledger-line";
import { courseStudyPlace } from "./course-study-place";

/** The course a tuition line is priced from: its title and its price in whole roubles (null: on request). */
export type PricedCourse = { readonly title: string; readonly kind: CourseKind; readonly price: number | null };

/**
 * The refund rule of a course's tuition: a course in China is refunded in full until the university's admission
 * notice (the agency pays the university after it); an online course at any time, less the bank's charges.
 */
export const courseRefundRule = (kind: CourseKind): RefundRule =>
  match(courseStudyPlace(kind))
    .returnType<RefundRule>()
    .with("china", () => "refundable_until_offer")
    .with("online", () => "refundable_minus_bank_costs")
    .exhaustive();

/**
 * The tuition line of a course application, priced from the course: its price in roubles (kopecks in the line),
 * received by the agency (the course's price is the agency's), due at the first payment status. Null when the course
 * has no price: staff then set the amount themselves.
 */
export const courseTuitionDraft = (course: PricedCourse): LedgerLineDraft | null =>
  course.price === null || !Number.isSafeInteger(course.price) || course.price <= 0
    ? null
    : {
        kind: "tuition",
        description: course.title,
        recipient: "agency",
        amount_minor: course.price * 100,
        currency: "RUB",
        refund_rule: courseRefundRule(course.kind),
        payment_status: "pending_payment",
      };
