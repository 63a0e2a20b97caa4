import { describe, expect, it } from "vitest";
import { json, pathOf, type SeenRequest } from "../../../tests/fakes/fake-fetch";
import { postForm, runSiteAction, TEST_SITE } from "../../../tests/fakes/site-form-action-kit";
import { saveDocFormAction } from "./save-doc-form.action";

const PDF = new File([new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n")], "attestat.pdf", {
  type: "application/pdf",
});

const multipartOf = (request: SeenRequest | undefined): FormData => {
  if (!(request?.body instanceof FormData)) throw new Error("not multipart");
  return request.body;
};

describe("saveDocFormAction", () => {
  it("sends the document as the multipart `file` with the contact, page_url and utm[...] entries", async () => {
    const page = `${TEST_SITE}/guarantees/?utm_source=x&utm_medium=cpc`;
    const request = postForm("/guarantees/", {
      site_form: "saveDocForm",
      name: "Анна",
      phone: "+7 900 123-45-67",
      email: "",
      page_url: page,
      referrer: "",
      call_tracking_session_id: "ct-2",
      file: PDF,
    });
    const { result, requests } = await runSiteAction(
      saveDocFormAction,
      () => json({ id: 4, message: "ok" }, 201),
      request,
    );
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/save-doc-form");
    const sent = multipartOf(requests[0]);
    expect(sent.get("name")).toBe("Анна");
    expect(sent.has("email")).toBe(false);
    expect(sent.get("page_url")).toBe(page);
    expect(sent.get("utm[utm_source]")).toBe("x");
    expect(sent.get("utm[utm_medium]")).toBe("cpc");
    expect(sent.get("call_tracking_session_id")).toBe("ct-2");
    const file = sent.get("file");
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(new Uint8Array(await PDF.arrayBuffer()));
    expect(result.data.saveDocForm.outcome).toEqual({ _tag: "Sent" });
  });

  it("an empty file input sends no file: the server's message goes under the file field", async () => {
    const refusal = () => json({ message: "Ошибка.", data: { file: ["Приложите файл."] } }, 422);
    const empty = new File([], "", { type: "application/octet-stream" });
    const { result, requests } = await runSiteAction(
      saveDocFormAction,
      refusal,
      postForm("/guarantees/", { name: "Анна", phone: "+79001234567", file: empty }),
    );
    expect(multipartOf(requests[0]).has("file")).toBe(false);
    expect(result.init?.status).toBe(422);
    expect(result.data.saveDocForm.outcome).toEqual({
      _tag: "Invalid",
      fields: { file: "Приложите файл." },
      other: ["Ошибка."],
    });
    expect(result.data.saveDocForm.values).toEqual({ name: "Анна", phone: "+79001234567", email: "" });
  });
});
