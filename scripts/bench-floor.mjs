// The floor under the benchmark's blocking time: a page with nothing in it (no stylesheet,
// no script, no image), measured by the same Lighthouse in the same browser as the routes.
// Whatever blocking time this page shows is the cost of a navigation on the machine the
// benchmark runs on (in the traces: Chromium committing the navigation and creating the page's
// script contexts for DevTools), not a cost any page of the site can remove.
import { createServer } from "node:http";

const EMPTY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Empty page</title>
<meta name="description" content="A page with nothing in it, to measure what a navigation costs.">
</head>
<body>
<h1>Roofing in Louisville</h1>
<p>One paragraph of text, so that the page paints.</p>
</body>
</html>
`;

/** Serves the empty page on a free loopback port until `close()` is called. */
export async function startFloorPage() {
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(EMPTY_PAGE);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      // Chromium keeps connections open (keep-alive, and sockets it opens ahead of need);
      // close() alone would wait for them for as long as the browser runs.
      server.closeAllConnections();
      return closed;
    },
  };
}
