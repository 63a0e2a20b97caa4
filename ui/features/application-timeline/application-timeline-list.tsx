import type { TimelineEntry } from "../../../core/domain/timeline/timeline-entry";
import { actorText, moscowDateTimeText, timelineEntryNote, timelineEntryText } from "./timeline-texts";

/** Every status change and document event of an application, oldest first, with its Moscow time and who acted. */
export function ApplicationTimelineList({
  entries,
  actorWords = actorText,
}: {
  readonly entries: readonly TimelineEntry[];
  /** Who acted, as this page's reader says it (the applicant reads «Вы», staff «Заявитель»). */
  readonly actorWords?: (actor: TimelineEntry["by"]) => string;
}) {
  if (entries.length === 0) return <p className="application-timeline__empty">Событий по заявке пока нет.</p>;
  return (
    <ol className="application-timeline">
      {entries.map((entry, index) => {
        const note = timelineEntryNote(entry);
        return (
          <li
            key={`${entry.at.getTime()}-${index}`}
            className={`application-timeline__entry application-timeline__entry--${entry.by}`}
          >
            <p className="application-timeline__meta">
              <time dateTime={entry.at.toISOString()}>{moscowDateTimeText(entry.at)}</time>
              <span className="application-timeline__actor">{actorWords(entry.by)}</span>
            </p>
            <p className="application-timeline__text">{timelineEntryText(entry)}</p>
            {note === "" ? null : <p className="application-timeline__note">{note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
