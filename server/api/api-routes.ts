import { Hono } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import type { ImageEncoder } from "../../core/ports/image-encoder.port";
import type { NotificationSettingsRepository } from "../../core/ports/notification-settings-repository.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { SitemapRepository } from "../../core/ports/sitemap-repository.port";
import type { AppEnv } from "../http/app-env";
import { onApiWrites } from "../http/api-writes";
import { staffOnly } from "../http/staff-only";
import type { RateLimits } from "../http/rate-limit";
import { authenticate } from "../http/viewer";
import { type AuthRoutesDeps, authRoutes } from "./auth.routes";
import { avatarRoutes } from "./avatar.routes";
import { type BookingMessagesRoutesDeps, bookingMessagesRoutes } from "./booking-messages.routes";
import { type BookingsDeps, bookingsRoutes } from "./bookings.routes";
import { documentsRoutes } from "./documents.routes";
import type { DocumentsDeps } from "../../core/application/documents/documents-deps";
import { catalogueRoutes } from "./catalogue.routes";
import { type CommentsDeps, commentsRoutes } from "./comments.routes";
import { commentAttachmentRoutes } from "./comment-attachment.routes";
import { connectRoutes } from "./connect.routes";
import { contentRoutes } from "./content.routes";
import { type FormsDeps, formsRoutes } from "./forms.routes";
import { healthRoutes } from "./health.routes";
import { notificationSettingsRoutes } from "./notification-settings.routes";
import { type NotificationsRoutesDeps, notificationsRoutes } from "./notifications.routes";
import { type InstitutionsGridDeps, institutionsGridRoutes } from "./institutions-grid.routes";
import { type MilestonesRoutesDeps, milestonesRoutes } from "./milestones.routes";
import { openApiRoutes } from "./openapi.routes";
import { type PaymentsRoutesDeps, paymentsRoutes } from "./payments.routes";
import { type RatingsDeps, ratingsRoutes } from "./ratings.routes";
import type { ReadApiDeps } from "./read-api.deps";
import { type ShortlistRoutesDeps, shortlistRoutes } from "./shortlist.routes";
import { sitemapRoutes } from "./sitemap.routes";
import { type StaffApplicationRoutesDeps, staffApplicationRoutes } from "./staff-application.routes";
import { type StaffQueueRoutesDeps, staffQueueRoutes } from "./staff-queue.routes";
import { teacherRoutes } from "./teacher.routes";
import { type TrackingDeps, trackingRoutes } from "./tracking.routes";
import { callTrackingRoutes } from "./call-tracking.routes";
import { usersRoutes } from "./users.routes";
import { staffAuditRoutes } from "./staff-audit.routes";
import { staffLeadsRoutes } from "./staff-leads.routes";
import { staffMailRoutes } from "./staff-mail.routes";
import { staffTeamRoutes } from "./staff-team.routes";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import type { LocalAdminSecret } from "../staff/local-admin-secret";
import { staffCommentsRoutes } from "./staff-comments.routes";
import { quizRoutes } from "./quiz.routes";

/** Comments, institution ratings and bookings (docs/adr/014-comments-ratings-bookings.md). */
export type CommunityDeps = CommentsDeps & RatingsDeps & BookingsDeps;

export type ApiDeps = Readonly<{
  clock: Clock;
  version: string;
  authenticator: SessionAuthenticator;
  auth: AuthRoutesDeps;
  readApi: ReadApiDeps;
  forms: FormsDeps;
  tracking: TrackingDeps;
  institutionsGrid: InstitutionsGridDeps;
  community: CommunityDeps;
  sitemapRepository: SitemapRepository;
  shortlist: ShortlistRoutesDeps;
  /** Which events send each user an e-mail (ADR 048). */
  notificationSettings: NotificationSettingsRepository;
  /** Re-encodes uploaded avatars (sharp in the server, ADR 047). */
  images: ImageEncoder;
  /** Application documents (ADR 052): bookings, documents, the private file store, the notifier. */
  documents: DocumentsDeps;
  /** Ledgers, payments and the payment provider (ADR 054). */
  payments: PaymentsRoutesDeps;
  /** The applications' threads (ADR 053). */
  bookingMessages: BookingMessagesRoutesDeps;
  /** The users' in-app notifications (ADR 053). */
  notifications: NotificationsRoutesDeps;
  /** The steps after the offer of applications (ADR 055). */
  milestones: MilestonesRoutesDeps;
  /** The staff's own calls of an application's page: applicant, notes, audit (ADR 057). */
  staffApplication: StaffApplicationRoutesDeps;
  /** The staff console's queue (ADR 056). */
  staffQueue: StaffQueueRoutesDeps;
  /** The staff console's leads, outbox, audit log and team (ADR 058); absent in tests that do not need them. */
  staffConsole?: StaffConsoleDeps & Readonly<{ localSecret?: LocalAdminSecret }>;
  /** Every route group's rate limits, over one store: a table on PostgreSQL, process memory on PGlite (ADR 073). */
  rateLimits: RateLimits;
}>;

/** The provider API (mounted under /api/ and /api-dev/). Every answer is JSON, errors included. */
export function createApi(deps: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", authenticate(deps.authenticator, deps.clock));
  api.use("*", staffOnly());
  // Main data, page data and catalogue reads are cached per process; a write that may change pages empties them
  // (ADR 013, 029, 042).
  api.use(
    "*",
    onApiWrites(() => {
      deps.readApi.mainDataCache.clear();
      deps.readApi.readCache.clear();
    }),
  );
  api.route("/", healthRoutes(deps));
  api.route("/", contentRoutes({ clock: deps.clock, ...deps.readApi }));
  api.route("/", catalogueRoutes(deps.readApi));
  api.route("/", institutionsGridRoutes(deps.institutionsGrid));
  api.route("/", teacherRoutes(deps.readApi));
  api.route("/", authRoutes({ ...deps.auth, rateLimits: deps.rateLimits }));
  api.route(
    "/",
    avatarRoutes({ ...deps.auth, uploads: deps.forms.uploads, files: deps.forms.files, images: deps.images }),
  );
  api.route(
    "/",
    notificationSettingsRoutes({
      users: deps.auth.users,
      notificationSettings: deps.notificationSettings,
      clock: deps.clock,
    }),
  );
  api.route("/", connectRoutes({ ...deps.auth, authenticator: deps.authenticator, rateLimits: deps.rateLimits }));
  api.route("/", openApiRoutes(deps));
  api.route("/", formsRoutes({ ...deps.forms, rateLimits: deps.rateLimits }));
  api.route("/", trackingRoutes({ ...deps.tracking, rateLimits: deps.rateLimits }));
  api.route(
    "/",
    callTrackingRoutes({ ...deps.forms, callTracking: deps.forms.callTracking ?? null, rateLimits: deps.rateLimits }),
  );
  api.route("/", commentsRoutes(deps.community));
  api.route(
    "/",
    commentAttachmentRoutes({
      clock: deps.clock,
      uploads: deps.forms.uploads,
      files: deps.forms.files,
      images: deps.images,
    }),
  );
  api.route("/", ratingsRoutes(deps.community));
  api.route("/", bookingsRoutes(deps.community));
  api.route(
    "/",
    documentsRoutes({
      clock: deps.clock,
      authenticator: deps.authenticator,
      documents: deps.documents,
      rateLimits: deps.rateLimits,
    }),
  );
  api.route("/", paymentsRoutes(deps.payments));
  api.route("/", bookingMessagesRoutes({ ...deps.bookingMessages, rateLimits: deps.rateLimits }));
  api.route("/", notificationsRoutes(deps.notifications));
  api.route("/", milestonesRoutes(deps.milestones));
  api.route("/", staffApplicationRoutes(deps.staffApplication));
  api.route("/", staffQueueRoutes(deps.staffQueue));
  api.route("/", shortlistRoutes(deps.shortlist));
  api.route(
    "/",
    usersRoutes({
      users: deps.auth.users,
      comments: deps.community.comments,
      catalogue: deps.readApi.catalogueReadRepository,
    }),
  );
  api.route("/", sitemapRoutes({ clock: deps.clock, sitemapRepository: deps.sitemapRepository }));
  if (deps.staffConsole) {
    api.route("/", staffLeadsRoutes(deps.staffConsole));
    api.route("/", staffMailRoutes(deps.staffConsole));
    api.route("/", staffAuditRoutes(deps.staffConsole));
    api.route("/", staffTeamRoutes(deps.staffConsole));
  }
  api.route("/", staffCommentsRoutes(deps.community));
  api.route("/", quizRoutes({ quizzes: deps.readApi.quizzes, exchangeRates: deps.readApi.exchangeRateRepository }));
  return api;
}
