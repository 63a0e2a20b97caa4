import type { AfterOfferCountdowns } from "../../../core/domain/timeline/after-offer";
import { calendarDateText, daysText } from "./timeline-texts";

/** The countdowns worth reading now, in words: «До регистрации 41 день», «JW202 действует до 12.03.2027». */
export const countdownTexts = (countdowns: AfterOfferCountdowns): readonly string[] => {
  const lines: string[] = [];
  const registration = countdowns.days_to_registration;
  if (registration !== null && registration > 0) lines.push(`До регистрации ${daysText(registration)}`);
  if (registration === 0) lines.push("Регистрация сегодня");
  const validUntil = countdowns.jw202_valid_until;
  if (validUntil !== null && (countdowns.days_jw202_valid ?? 0) >= 0) {
    lines.push(`JW202 действует до ${calendarDateText(validUntil)}`);
  }
  const permit = countdowns.days_to_residence_permit;
  if (permit !== null && permit >= 0 && countdowns.residence_permit_due !== null) {
    lines.push(
      `На вид на жительство осталось ${daysText(permit)} (до ${calendarDateText(countdowns.residence_permit_due)})`,
    );
  }
  return lines;
};
