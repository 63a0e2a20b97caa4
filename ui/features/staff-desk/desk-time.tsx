import { MOSCOW_TIME_ZONE } from "../../../core/domain/admission/moscow-time";
import { zonedDateTimeText } from "../../../core/domain/text/zoned-date-time-text";

/** A moment as the console shows it: its date and time in Moscow, the machine-readable time in the markup. */
export function DeskTime({ at }: { readonly at: string }) {
  return (
    <time dateTime={at}>
      {zonedDateTimeText(new Date(at), MOSCOW_TIME_ZONE)}
      <span className="visually-hidden"> по Москве</span>
    </time>
  );
}
