export interface ReceivedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  from: string;
  replyTo: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** The text/calendar parts (a calendar file: a request or a cancellation), with their Content-Type */
  calendars: { type: string; content: string }[];
  raw: string;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A file attached to a message, decoded. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

type Part = { type: string; content: string };

/** The leaf parts of a MIME body, multipart ones opened recursively, attachments apart. */
function partsOf(
  headers: Map<string, string>,
  body: string,
  attachments: MailAttachment[],
): Part[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (!type.startsWith("multipart/") || !boundary) {
    const encoding = headers.get("content-transfer-encoding");
    const disposition = headers.get("content-disposition") ?? "";
    if (disposition.startsWith("attachment")) {
      attachments.push({
        filename: disposition.match(/filename="?([^";]+)"?/)?.[1] ?? "",
        contentType: type.split(";")[0]!.trim(),
        content:
          encoding === "base64"
            ? Buffer.from(body.replace(/\s+/g, ""), "base64")
            : Buffer.from(body, "latin1"),
      });
      return [];
    }
    return [{ type, content: decodeBody(body, encoding) }];
  }
  const parts: Part[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const partSplit = chunk.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(chunk.slice(0, partSplit));
    const content = chunk
      .slice(partSplit)
      .replace(/^\r?\n\r?\n/, "")
      .replace(/\r?\n$/, "");
    parts.push(...partsOf(partHeaders, content, attachments));
  }
  return parts;
}

/** A small RFC 5322 reader for the test mailbox: headers, the text and HTML parts, attachments. */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const attachments: MailAttachment[] = [];
  const parts = partsOf(headers, body, attachments);
  return {
    headers,
    subject: headers.get("subject") ?? "",
    to: headers.get("to") ?? "",
    from: headers.get("from") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    text: parts.find((part) => part.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.content ?? "",
    attachments,
    calendars: parts.filter((part) => part.type.startsWith("text/calendar")),
    raw,
  };
}
