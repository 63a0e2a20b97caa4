import type { ApplicationEvent } from "../domain/application-events/application-event";

/**
 * Tells an applicant about an event of their application: an in-app notification always, an e-mail when their
 * notification settings want that kind of event. Resolves once both are stored (the mail at least in the outbox).
 */
export interface ApplicantNotifier {
  notify(event: ApplicationEvent): Promise<void>;
}
