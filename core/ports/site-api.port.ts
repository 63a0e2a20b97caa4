import type { ApplicationTimelineApi } from "./application-timeline-api.port";
import type { AuthApi } from "./auth-api.port";
import type { BookingsApi } from "./bookings-api.port";
import type { CatalogueApi } from "./catalogue-api.port";
import type { CommentsApi } from "./comments-api.port";
import type { DocumentsApi } from "./documents-api.port";
import type { FormsApi } from "./forms-api.port";
import type { PaymentsApi } from "./payments-api.port";
import type { MessagesApi } from "./messages-api.port";
import type { NotificationsApi } from "./notifications-api.port";
import type { ShortlistApi } from "./shortlist-api.port";
import type { SitemapApi } from "./sitemap-api.port";
import type { StaffApplicationApi } from "./staff-application-api.port";
import type { StaffQueueApi } from "./staff-queue-api.port";
import type { StaffCommentsApi } from "./staff-comments-api.port";
import type { TeachersApi } from "./teachers-api.port";
import type { TrackingApi } from "./tracking-api.port";
import type { UsersApi } from "./users-api.port";
import type { QuizApi } from "./quiz-api.port";

/**
 * Every port the site reads and writes through, for one visitor. The browser composes them over HTTP (the API
 * client); server rendering composes in-process adapters over the same use cases (ADR 039).
 */
export type SiteApi = Readonly<{
  catalogue: CatalogueApi;
  auth: AuthApi;
  tracking: TrackingApi;
  comments: CommentsApi;
  bookings: BookingsApi;
  documents: DocumentsApi;
  forms: FormsApi;
  teachers: TeachersApi;
  shortlist: ShortlistApi;
  sitemap: SitemapApi;
  users: UsersApi;
  payments: PaymentsApi;
  notifications: NotificationsApi;
  messages: MessagesApi;
  applicationTimeline: ApplicationTimelineApi;
  /** The staff's calls of an application's page (ADR 057). */
  staffApplication: StaffApplicationApi;
  /** The staff console's queue (ADR 056). */
  staffQueue: StaffQueueApi;
  /** The staff console's moderation of comments and reviews (ADR 062). */
  staffComments: StaffCommentsApi;
  /** The quiz pages (ADR 066). */
  quiz: QuizApi;
}>;
