import { Form } from "react-router";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { SLA_MAX_HOURS } from "../../../core/domain/staff-queue/staff-sla";
import type { StaffSlaSetting } from "../../../core/ports/staff-queue-api.port";
import { QUEUE_TEXTS as T } from "./queue-texts";

/** The names of the SLA form's fields. */
export const SLA_FIELDS = { intent: "intent", value: "sla", status: "status", hours: "hours" } as const;

/** An admin's form of the SLA: one small post per status with a clock. */
export function SlaForm({ settings }: { readonly settings: readonly StaffSlaSetting[] }) {
  return (
    <section className="queue-sla" aria-labelledby="queue-sla-title">
      <h2 id="queue-sla-title">{T.slaTitle}</h2>
      <p>{T.slaAbout}</p>
      <ul>
        {settings.map((setting) => {
          const id = `sla-${setting.status}`;
          return (
            <li key={setting.status}>
              <Form method="post" className="queue-sla__row">
                <input type="hidden" name={SLA_FIELDS.intent} value={SLA_FIELDS.value} />
                <input type="hidden" name={SLA_FIELDS.status} value={setting.status} />
                <label htmlFor={id}>{bookingStatusText({ _tag: "Known", key: setting.status }).title}</label>
                <input
                  id={id}
                  name={SLA_FIELDS.hours}
                  type="number"
                  min={1}
                  max={SLA_MAX_HOURS}
                  step={1}
                  required
                  defaultValue={setting.hours}
                  aria-describedby={`${id}-default`}
                />
                <span id={`${id}-default`}>
                  {T.slaHours}, {T.slaDefault(setting.default_hours)}
                </span>
                <button type="submit" className="button button--outline button--small">
                  {T.slaSave}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
