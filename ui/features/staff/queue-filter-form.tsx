import { Form, Link } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import { QUEUE_PARTIES, type QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { QUEUE_PARAMS as P, queueSearchOf } from "../../../core/domain/staff-queue/queue-params";
import type { StaffQueueOptions } from "../../../core/ports/staff-queue-api.port";
import { PARTY_TEXTS, QUEUE_TEXTS as T } from "./queue-texts";

const EMPTY_OPTIONS: StaffQueueOptions = { institutions: [], programs: [], courses: [], intakes: [], staff: [] };

/**
 * The queue's filters as a GET form: it works without JavaScript (the browser writes the query) and with it (React
 * Router navigates). A new filter starts from the first page; the status chosen above stays.
 */
export function QueueFilterForm({
  filter,
  options,
}: {
  readonly filter: QueueFilter;
  readonly options: StaffQueueOptions | null;
}) {
  const { institutions, programs, courses, intakes, staff } = options ?? EMPTY_OPTIONS;
  const assignee = filter.assignee === "any" ? "" : String(filter.assignee);
  return (
    <Form method="get" className="queue-filters" role="search" aria-label={T.filters} key={queueSearchOf(filter)}>
      {filter.status === null ? null : <input type="hidden" name={P.status} value={filter.status} />}
      <label className="queue-filters__search">
        <span>{T.search}</span>
        <input type="search" name={P.search} defaultValue={filter.search} aria-describedby="queue-search-hint" />
        <small id="queue-search-hint">{T.searchHint}</small>
      </label>
      <label>
        <span>{T.institution}</span>
        <select name={P.institution} defaultValue={filter.institution ?? ""}>
          <option value="">{T.anyValue}</option>
          {institutions.map((ref) => (
            <option key={ref.id} value={ref.id}>
              {ref.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{T.program}</span>
        <select name={P.program} defaultValue={filter.program ?? ""}>
          <option value="">{T.anyProgram}</option>
          {programs.map((ref) => (
            <option key={ref.id} value={ref.id}>
              {ref.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{T.course}</span>
        <select name={P.course} defaultValue={filter.course ?? ""}>
          <option value="">{T.anyValue}</option>
          {courses.map((ref) => (
            <option key={ref.id} value={ref.id}>
              {ref.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{T.intake}</span>
        <select name={P.intake} defaultValue={filter.intake ?? ""}>
          <option value="">{T.anyValue}</option>
          {intakes.map((intake) => (
            <option key={intake} value={intake}>
              {intake}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{T.assignee}</span>
        <select name={P.assignee} defaultValue={assignee}>
          <option value="">{T.anyValue}</option>
          <option value="none">{T.nobody}</option>
          {staff.map((ref) => (
            <option key={ref.id} value={ref.id}>
              {ref.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{T.party}</span>
        <select name={P.party} defaultValue={filter.party ?? ""}>
          <option value="">{T.anyValue}</option>
          {QUEUE_PARTIES.map((party) => (
            <option key={party} value={party}>
              {PARTY_TEXTS[party]}
            </option>
          ))}
        </select>
      </label>
      <label className="queue-filters__check">
        <input type="checkbox" name={P.overdue} value="1" defaultChecked={filter.overdue} />
        <span>{T.overdue}</span>
      </label>
      <div className="queue-filters__buttons">
        <button type="submit" className="button">
          {T.show}
        </button>
        <Link to={hrefFor({ screen: "staff", params: {} })}>{T.reset}</Link>
      </div>
    </Form>
  );
}
