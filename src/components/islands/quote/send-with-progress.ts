import { getActionPath } from "astro:actions";
import { parse } from "devalue";

/** The action's answer, as Astro's own client would make of it. */
export type SendResult =
  | { ok: true; data: unknown }
  | {
      ok: false;
      status: number;
      message: string;
      /** Messages per field, for an input error (photos among them) */
      fields?: Record<string, string[] | undefined>;
    };

/**
 * Posts the form to an action with XMLHttpRequest, whose upload events report progress
 * (fetch has none), and reads the answer the way Astro's client does: devalue on success,
 * JSON on an action error. The upload route's own refusals (413, 429) are plain text.
 */
export function sendWithProgress(
  action: Parameters<typeof getActionPath>[0],
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", getActionPath(action));
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("error", () => reject(new Error("The upload failed.")));
    request.addEventListener("abort", () => reject(new Error("The upload was stopped.")));
    request.addEventListener("load", () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, data: text ? parse(text) : undefined });
        return;
      }
      const contentType = request.getResponseHeader("Content-Type") ?? "";
      if (contentType.includes("json")) {
        try {
          const error = JSON.parse(text) as {
            message?: string;
            fields?: Record<string, string[]>;
          };
          resolve({
            ok: false,
            status: request.status,
            message: error.message ?? "",
            ...(error.fields ? { fields: error.fields } : {}),
          });
          return;
        } catch {
          // Not the JSON it claims: treated as plain text below.
        }
      }
      resolve({ ok: false, status: request.status, message: text.slice(0, 300) });
    });
    request.send(body);
  });
}
