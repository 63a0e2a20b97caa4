import { Effect } from "effect";
import type { ApplicationEvent } from "../../domain/application-events/application-event";
import { applicationPageLink, applicationPagePath } from "../../domain/application-events/application-page-path";
import type { Notification } from "../../domain/content/notification";
import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import type { Clock } from "../../ports/clock.port";
import type { Mailer } from "../../ports/mailer.port";
import type { NotificationRepository } from "../../ports/notification-repository.port";
import type { NotificationSettingsRepository } from "../../ports/notification-settings-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";
import { applicationEventMail } from "./application-event-mail";
import { applicationEventWords } from "./application-event-words";
import { userWantsEmail } from "./user-wants-email";

export type NotifierDeps = Readonly<{
  notifications: NotificationRepository;
  notificationSettings: NotificationSettingsRepository;
  users: UserRepository;
  mailer: Mailer;
  clock: Clock;
  /** The public origin of the site, for the absolute link in the letter. */
  siteOrigin: string;
}>;

/**
 * Tells the applicant about an event: an in-app notification always, and a letter when their settings want that
 * kind of event (ADR 048) and the account still exists. Answers the stored notification, or null when an event to be
 * told once (a planned reminder) was told already.
 */
export const notifyApplicant = (deps: NotifierDeps, event: ApplicationEvent): Effect.Effect<Notification | null> =>
  Effect.gen(function* () {
    const words = applicationEventWords(event);
    const notification = yield* Effect.promise(() =>
      deps.notifications.add({
        user_id: event.user_id,
        event: event._tag,
        booking_id: event.booking_id,
        title: words.title,
        text: words.text,
        link: event.booking_id === null ? null : applicationPagePath(event.booking_id),
        at: deps.clock.now(),
        once_key: event._tag === "DeadlineApproaching" ? event.once_key : null,
      }),
    );
    // Told already (a reminder run again after a crash): no second letter either.
    if (notification === null) return null;
    const wanted = yield* Effect.promise(() => userWantsEmail(deps, event.user_id, words.email));
    const account = wanted ? yield* Effect.promise(() => deps.users.findById(event.user_id)) : null;
    if (account !== null) {
      const link =
        event.booking_id === null
          ? `${deps.siteOrigin.replace(/\/+$/, "")}/u/settings/notifications/`
          : applicationPageLink(deps.siteOrigin, event.booking_id);
      yield* Effect.promise(() =>
        deps.mailer.send(applicationEventMail(account.email, account.firstName, words, link)),
      );
    }
    return notification;
  });

/** The real ApplicantNotifier of the server (docs/adr/053-application-messages-and-notifications.md). */
export const applicantNotifier = (deps: NotifierDeps): ApplicantNotifier => ({
  notify: async (event) => {
    await Effect.runPromise(notifyApplicant(deps, event));
  },
});
