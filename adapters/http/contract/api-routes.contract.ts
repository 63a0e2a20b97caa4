import { AUTH_ROUTES } from "./auth.contract";
import { AVATAR_ROUTES } from "./avatar.contract";
import { BOOKING_MESSAGES_ROUTES } from "./booking-messages.contract";
import { BOOKINGS_ROUTES } from "./bookings.contract";
import { CATALOGUE_ROUTES } from "./catalogue.contract";
import { COMMENTS_ROUTES } from "./comments.contract";
import { CONTENT_ROUTES } from "./content.contract";
import { DOCUMENTS_ROUTES } from "./documents.contract";
import { FORMS_ROUTES } from "./forms.contract";
import { MILESTONES_ROUTES } from "./milestones.contract";
import { NOTIFICATION_SETTINGS_ROUTES } from "./notification-settings.contract";
import { PAYMENTS_ROUTES } from "./payments.contract";
import { NOTIFICATIONS_ROUTES } from "./notifications.contract";
import type { RouteContract } from "./route-contract";
import { SHORTLIST_ROUTES } from "./shortlist.contract";
import { SITEMAP_ROUTES } from "./sitemap.contract";
import { STAFF_APPLICATION_ROUTES } from "./staff-application.contract";
import { STAFF_QUEUE_ROUTES } from "./staff-queue.contract";
import { STAFF_AUDIT_ROUTES } from "./staff-audit.contract";
import { STAFF_LEADS_ROUTES } from "./staff-leads.contract";
import { STAFF_MAIL_ROUTES } from "./staff-mail.contract";
import { STAFF_TEAM_ROUTES } from "./staff-team.contract";
import { STAFF_COMMENTS_ROUTES } from "./staff-comments.contract";
import { SYSTEM_ROUTES } from "./system.contract";
import { TEACHERS_ROUTES } from "./teachers.contract";
import { TRACKING_ROUTES } from "./tracking.contract";
import { USERS_ROUTES } from "./users.contract";
import { CALL_TRACKING_ROUTES } from "./call-tracking.contract";
import { QUIZ_ROUTES } from "./quiz.contract";

/** Every endpoint of the API, keyed by operation id: the one table the OpenAPI document is generated from. */
export const API_ROUTES = {
  ...SYSTEM_ROUTES,
  ...AUTH_ROUTES,
  ...AVATAR_ROUTES,
  ...NOTIFICATION_SETTINGS_ROUTES,
  ...TRACKING_ROUTES,
  ...CATALOGUE_ROUTES,
  ...CONTENT_ROUTES,
  ...COMMENTS_ROUTES,
  ...BOOKINGS_ROUTES,
  ...BOOKING_MESSAGES_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...MILESTONES_ROUTES,
  ...FORMS_ROUTES,
  ...TEACHERS_ROUTES,
  ...SHORTLIST_ROUTES,
  ...SITEMAP_ROUTES,
  ...USERS_ROUTES,
  ...PAYMENTS_ROUTES,
  ...STAFF_APPLICATION_ROUTES,
  ...STAFF_QUEUE_ROUTES,
  ...STAFF_LEADS_ROUTES,
  ...STAFF_MAIL_ROUTES,
  ...STAFF_AUDIT_ROUTES,
  ...STAFF_TEAM_ROUTES,
  ...STAFF_COMMENTS_ROUTES,
  ...CALL_TRACKING_ROUTES,
  ...QUIZ_ROUTES,
} as const satisfies Record<string, RouteContract>;

export type ApiRoutes = typeof API_ROUTES;
export type OperationId = keyof ApiRoutes;
