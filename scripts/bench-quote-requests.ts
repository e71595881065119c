// What `npm run bench:quote` sends: quote requests as visitors send them, each a new
// person from an address of their own, urlencoded as the form posts or multipart with photos.
import type { Request } from "autocannon";

let counter = 0;
/**
 * Every request is a different person, so each one is a real insert, not a deduplicated
 * repeat. The counter is shared by all targets and zero-padded: autocannon reuses the
 * first body's length.
 */
function body(): string {
  counter += 1;
  return benchVisitorFields(String(counter).padStart(9, "0")).toString();
}

/** A quote request's fields from the bench's visitor `id`, with an email of its own. */
export function benchVisitorFields(id: string): URLSearchParams {
  return new URLSearchParams({
    name: `Bench Visitor ${id}`,
    phone: "(502) 555-0100",
    email: `visitor-${id}@example.com`,
    address: "100 Main St, Louisville, KY 40202",
    serviceType: "inspection",
    message: "Benchmark request: please ignore.",
    consent: "on",
    sourcePage: "/contact",
    fillMs: "30000",
  });
}

let visitors = 0;
/**
 * Each request comes from a visitor of its own, as the proxy in front of the server says
 * (the server trusts a loopback proxy by default): the quotes of a real site come from many
 * addresses, each counting a few. From one address the bench's thousands of quotes made
 * every rate count read thousands of rows, a third of the server's time, and measured the
 * bench rather than the site. (70671fd, without proxy support, counts them as one client,
 * in memory.)
 */
export function visitorAddress(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** A request body and its Content-Type, made fresh for each request. */
export interface BodyMaker {
  contentType: string;
  next(): string | Buffer;
}

export const urlencodedBodies: BodyMaker = {
  contentType: "application/x-www-form-urlencoded",
  next: body,
};

/**
 * Quote requests as the island sends them with photos: multipart, the text fields of a
 * new person each time, then `photos` copies of the same picture. Every body has the same
 * length (autocannon reuses the first one's), as the person's number is zero-padded.
 */
export function photoBodies(photo: Buffer, photos: number): BodyMaker {
  const boundary = "----bench-photos-7d3f";
  const tail = Buffer.concat([
    ...Array.from({ length: photos }, (_, index) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="storm-${index + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
    ]).flat(),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    next() {
      const fields = new URLSearchParams(body());
      const head = [...fields]
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("");
      return Buffer.concat([Buffer.from(head), tail]);
    },
  };
}

/** The autocannon request of one quote submission to the server at `url`. */
export function quoteRequest(url: string, bodies: BodyMaker = urlencodedBodies): Request {
  return {
    method: "POST",
    path: "/_actions/quote.submit",
    headers: { "content-type": bodies.contentType, origin: url },
    setupRequest: (request) => ({
      ...request,
      body: bodies.next(),
      headers: { ...request.headers, "x-forwarded-for": visitorAddress() },
    }),
  };
}
