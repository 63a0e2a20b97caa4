import { data, redirect, type RouterContextProvider } from "react-router";
import { match, P } from "ts-pattern";
import { BOOKING_COMMANDS, type BookingCommand } from "../../../core/domain/booking/booking-command";
import {
  LEDGER_CURRENCIES,
  LEDGER_KINDS,
  LEDGER_RECIPIENTS,
  REFUND_RULES,
} from "../../../core/domain/ledger/ledger-line";
import { PAYMENT_STATUSES } from "../../../core/domain/booking/move-requirements";
import { isMilestoneStep } from "../../../core/domain/timeline/milestone-step";
import type { StaffApplicationApi } from "../../../core/ports/staff-application-api.port";
import type { StaffQueueApi } from "../../../core/ports/staff-queue-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { requestApiContext } from "../../app/request-context";
import { amountMinorOf } from "./amount-minor";
import { type StaffActionData, STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";

const oneOf =
  <const V extends readonly string[]>(values: V) =>
  (value: string): value is V[number] =>
    (values as readonly string[]).includes(value);

const isCommand = oneOf(BOOKING_COMMANDS);
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const idOf = (form: FormData, name: string) => {
  const value = Number(text(form, name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** A form the page does not know, or with ids that cannot be: nothing is done. */
const unknownForm = (): never => {
  throw data("Метод не поддерживается", { status: 405 });
};

/** A refusal of the form `form`: the server's field messages renamed to the page's fields, and what was typed. */
const refused = (
  form: string,
  result: Exclude<SubmitResult, { _tag: "Ok" }>,
  values: Record<string, string>,
  rename: Readonly<Record<string, string>> = {},
) => {
  const fields =
    result._tag === "ValidationFailed"
      ? Object.fromEntries(Object.entries(result.fields).map(([field, list]) => [rename[field] ?? field, list]))
      : {};
  const message = result._tag === "ValidationFailed" ? (result.message ?? T.failed) : T.failed;
  const status = result._tag === "ValidationFailed" ? 422 : result._tag === "RateLimited" ? 429 : 409;
  return data<StaffActionData>({ form, message, fields, values }, { status });
};

type Done = { readonly form: string; readonly section: string };

/** Who handles the application: a staff member's id, or "none" for nobody; anything else is no assignee choice. */
const assigneeOf = (form: FormData): number | null | undefined => {
  const value = text(form, "assignee");
  return value === "none" ? null : (idOf(form, "assignee") ?? undefined);
};

/** Runs one staff form's call; the form's key and section for the notice, or its refusal. */
async function run(api: StaffApplicationApi, queue: StaffQueueApi, id: number, form: FormData) {
  const intent = text(form, "intent");
  const answer = async (
    done: Done,
    call: Promise<SubmitResult>,
    values: Record<string, string> = {},
    rename?: Record<string, string>,
  ) => {
    const result = await call;
    return result._tag === "Ok" ? done : refused(done.form, result, values, rename);
  };
  return match(intent)
    .with(STAFF_INTENTS.move, () => {
      const command = text(form, "command");
      if (!isCommand(command)) return unknownForm();
      const remark = text(form, "remark");
      const done = { form: `move:${command}`, section: "moves" };
      return answer(done, api.move(id, command satisfies BookingCommand, remark), { remark });
    })
    .with(STAFF_INTENTS.decide, () => {
      const documentId = idOf(form, "document");
      if (documentId === null) return unknownForm();
      const remark = text(form, "remark");
      const decision =
        text(form, "decision") === "accept"
          ? ({ decision: "accept" } as const)
          : ({ decision: "reject", remark } as const);
      const done = { form: `decide:${documentId}`, section: "documents" };
      return answer(done, api.decideDocument(id, documentId, decision), { remark });
    })
    .with(STAFF_INTENTS.message, () => {
      const body = text(form, "text");
      return answer({ form: "message", section: "thread" }, api.postMessage(id, body), { text: body });
    })
    .with(STAFF_INTENTS.addLine, () => addLine(api, id, form, answer))
    .with(STAFF_INTENTS.paid, STAFF_INTENTS.refunded, (which) => {
      const line = idOf(form, "line");
      if (line === null) return unknownForm();
      const call = which === STAFF_INTENTS.paid ? api.markPaid(id, line) : api.markRefunded(id, line);
      return answer({ form: `line:${line}`, section: "ledger" }, call);
    })
    .with(STAFF_INTENTS.milestone, () => {
      const step = text(form, "step");
      if (!isMilestoneStep(step)) return unknownForm();
      const date = form.get("clear") === null ? text(form, "date") : "";
      const done = { form: `milestone:${step}`, section: "after-offer" };
      return answer(done, api.planMilestone(id, step, date === "" ? null : date), { date });
    })
    .with(STAFF_INTENTS.note, () => {
      const body = text(form, "text");
      return answer({ form: "note", section: "notes" }, api.addNote(id, body), { text: body });
    })
    .with(STAFF_INTENTS.assign, () => {
      const assignee = assigneeOf(form);
      if (assignee === undefined) return unknownForm();
      return answer({ form: "assign", section: "summary" }, queue.assign(id, assignee));
    })
    .otherwise(unknownForm);
}

type Answer = (
  done: Done,
  call: Promise<SubmitResult>,
  values?: Record<string, string>,
  rename?: Record<string, string>,
) => Promise<Done | ReturnType<typeof refused>>;

/** A new ledger line from its form: the amount typed in major units, every choice from its list. */
function addLine(api: StaffApplicationApi, id: number, form: FormData, answer: Answer) {
  const values = Object.fromEntries(
    ["kind", "description", "recipient", "amount", "currency", "refund_rule", "payment_status"].map((name) => [
      name,
      text(form, name),
    ]),
  ) as Record<string, string>;
  const done = { form: "ledger", section: "ledger" };
  const amount_minor = amountMinorOf(values.amount ?? "");
  const line = match(values)
    .with(
      {
        kind: P.when(oneOf(LEDGER_KINDS)),
        recipient: P.when(oneOf(LEDGER_RECIPIENTS)),
        currency: P.when(oneOf(LEDGER_CURRENCIES)),
        refund_rule: P.when(oneOf(REFUND_RULES)),
        payment_status: P.when(oneOf(PAYMENT_STATUSES)),
      },
      (chosen) => chosen,
    )
    .otherwise(() => null);
  if (line === null) return unknownForm();
  if (amount_minor === null) {
    const fields = { amount: ["Укажите сумму больше нуля, не более двух знаков после запятой."] };
    return Promise.resolve(
      data<StaffActionData>({ form: "ledger", message: T.failed, fields, values }, { status: 422 }),
    );
  }
  const draft = { ...line, description: values.description ?? "", amount_minor };
  return answer(done, api.addLedgerLine(id, draft), values, { amount_minor: "amount" });
}

/**
 * The action of the staff's application page (ADR 057): each form posts here with its intent, without JavaScript
 * and with it alike. Done -> back to the page's section with a notice (303); refused -> the form with its messages.
 */
export async function staffApplicationAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number,
  pathname: string,
) {
  const form = await request.formData().catch(() => null);
  if (form === null) return unknownForm();
  const api = context.get(requestApiContext);
  const outcome = await run(api.staffApplication, api.staffQueue, id, form);
  if ("section" in outcome) {
    return redirect(`${pathname}?done=${encodeURIComponent(outcome.form)}#${outcome.section}`, 303);
  }
  return outcome;
}
