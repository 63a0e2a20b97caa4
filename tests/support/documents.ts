import { type APIRequestContext, expect } from "@playwright/test";

/** A small real PDF: one empty A4 page with a cross-reference table that readers accept. */
export function onePagePdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

type Document = { readonly id: number; readonly title: string; readonly mandatory: boolean; readonly stage: string };

/** The application's checklist as the applicant's API gives it. */
export async function documentsOf(request: APIRequestContext, token: string, id: number): Promise<readonly Document[]> {
  const answer = await request.get(`/api/ru/v1/bookings/${id}/documents`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { documents: Document[] }).documents;
}

/**
 * Uploads a PDF for every mandatory document not handed in yet, through the applicant's upload call: what a family
 * does on «Документы» before «Отправить на проверку», for specs about what comes after.
 */
export async function handInMandatoryDocuments(request: APIRequestContext, token: string, id: number) {
  for (const document of await documentsOf(request, token, id)) {
    if (!document.mandatory || document.stage === "uploaded" || document.stage === "accepted") continue;
    const answer = await request.post(`/api/ru/v1/bookings/${id}/documents/${document.id}/upload`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `${document.title}.pdf`, mimeType: "application/pdf", buffer: onePagePdf() } },
    });
    expect(answer.status(), `${document.title}: ${await answer.text()}`).toBeLessThan(300);
  }
}
