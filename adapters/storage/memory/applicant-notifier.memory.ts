import type { ApplicationEvent } from "../../../core/domain/application-events/application-event";
import type { ApplicantNotifier } from "../../../core/ports/applicant-notifier.port";

/** A notifier for unit tests: keeps every event it is given, in order. */
export function memoryApplicantNotifier(): ApplicantNotifier & { readonly events: readonly ApplicationEvent[] } {
  const events: ApplicationEvent[] = [];
  return {
    events,
    notify(event) {
      events.push(event);
      return Promise.resolve();
    },
  };
}
