import type { CSSProperties } from "react";
import type { SiteEvent } from "../../../core/domain/main-data/site-event";
import { panelImageStyle } from "./banner-image";
import type { EventDateTexts } from "./event-date-texts";
import { SiteLink } from "./site-link";
import { useEventDateText } from "./use-event-date-text";

/**
 * The latest events of the layout settings: picture panel, date (Moscow calendar day) and title with its link.
 * The date texts come made from the loader (`eventDateTexts`).
 */
export function LastEvents({ events, dates }: { events: readonly SiteEvent[]; dates: EventDateTexts }) {
  const dateText = useEventDateText(
    dates,
    events.map((event) => event.starts_at),
  );
  return (
    <ul className="home-cards">
      {events.map((event) => {
        const date = dateText(event.starts_at);
        return (
          <li key={event.id} className="event-card">
            <div
              className="event-card__picture"
              style={panelImageStyle(event.image) as CSSProperties}
              aria-hidden="true"
            />
            {date === null ? null : (
              <time className="event-card__date" dateTime={event.starts_at}>
                {date}
              </time>
            )}
            <h3 className="event-card__title">
              {event.link === null ? (
                event.title
              ) : (
                <SiteLink to={event.link} className="event-card__link">
                  {event.title}
                </SiteLink>
              )}
            </h3>
          </li>
        );
      })}
    </ul>
  );
}
