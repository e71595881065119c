export interface ReceivedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  from: string;
  replyTo: string;
  text: string;
  html: string;
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

/** A small RFC 5322 reader for the test mailbox: headers, and the text and HTML parts. */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = headers.get("content-type")?.match(/boundary="?([^";]+)"?/)?.[1];
  const parts: Array<{ type: string; content: string }> = [];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const partSplit = chunk.search(/\r?\n\r?\n/);
      const partHeaders = parseHeaders(chunk.slice(0, partSplit));
      const content = chunk
        .slice(partSplit)
        .replace(/^\r?\n\r?\n/, "")
        .replace(/\r?\n$/, "");
      parts.push({
        type: partHeaders.get("content-type") ?? "",
        content: decodeBody(content, partHeaders.get("content-transfer-encoding")),
      });
    }
  } else {
    parts.push({
      type: headers.get("content-type") ?? "text/plain",
      content: decodeBody(body, headers.get("content-transfer-encoding")),
    });
  }
  return {
    headers,
    subject: headers.get("subject") ?? "",
    to: headers.get("to") ?? "",
    from: headers.get("from") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    text: parts.find((part) => part.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.content ?? "",
    raw,
  };
}
