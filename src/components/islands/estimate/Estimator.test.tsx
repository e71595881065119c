import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { defaultPriceBook } from "../../../config/price-book";
import { onFirstUse } from "../first-use";
import { Estimator, type EstimatorProps } from "./Estimator";
import { hydrate } from "./hydrate";

const props = (search: string): EstimatorProps => ({
  search,
  priceBook: defaultPriceBook(),
  copy: {
    prompt: "Answer the questions above.",
    changes: { heading: "What can change the price", body: ["Rotten decking."] },
    next: { heading: "Next steps", intro: "Ready?" },
    outsideArea: "That ZIP code is outside our area.",
  },
});
const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1";
const price = (id: string) => document.querySelector(`[data-price="${id}"]`)?.textContent;

afterEach(() => document.body.replaceChildren());
// jsdom lays nothing out, so it has no scrolling to do.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe("Estimator", () => {
  it("shows the three options' ranges, life, example payment and next steps for a complete query", () => {
    render(<Estimator {...props(ranch)} />);
    expect(screen.getByRole("heading", { name: "About 25.5 squares of roof" })).toBeVisible();
    expect(price("architectural")).toBe("$14,000 – $20,400");
    expect(price("impact-resistant")).toBe("$16,500 – $24,300");
    expect(price("standing-seam")).toBe("$33,100 – $49,800");
    expect(screen.getAllByText(/Expected life: 25 to 30 years/)).toHaveLength(2);
    expect(screen.getByText(/Expected life: 50 years or more/)).toBeVisible();
    // Each option's example carries Regulation Z's disclosures, the rate's name spelled out.
    expect(
      screen.getAllByText(
        /^120 monthly payments of about \$\d+ – \$\d+ at a 9\.99% annual percentage rate\.$/,
      ),
    ).toHaveLength(3);
    expect(screen.getAllByText(/fixed for the life of the loan\. No down payment\./)).toHaveLength(
      3,
    );
    // No option is marked as most chosen: the default book does not say so.
    expect(screen.queryByText("Most homeowners here choose this")).toBeNull();
    expect(screen.getByRole("link", { name: "Get my exact quote" })).toHaveAttribute(
      "href",
      `/estimate/quote?${ranch}&book=default-2026-11#quote-form`,
    );
    expect(
      screen.getByRole("link", { name: /exact quote for this option: Standing-seam metal/ }),
    ).toHaveAttribute(
      "href",
      `/estimate/quote?${ranch}&option=standing-seam&book=default-2026-11#quote-form`,
    );
    expect(screen.getByRole("link", { name: "Book an inspection" })).toHaveAttribute(
      "href",
      "/book",
    );
    expect(screen.getByText(/Priced separately: Seamless aluminum gutters/)).toBeVisible();
  });

  it("computes from the price book it is given, and carries that book's version", () => {
    const book = { ...defaultPriceBook(), version: "office-7" };
    const edited = {
      ...book,
      options: book.options.map((option) => ({ ...option, perSquare: { low: 100, high: 200 } })),
      tearOffPerLayer: { low: 0, high: 0 },
    };
    render(<Estimator {...props(ranch)} priceBook={edited} />);
    expect(price("architectural")).toBe("$2,500 – $5,100");
    expect(screen.getByRole("link", { name: "Get my exact quote" })).toHaveAttribute(
      "href",
      `/estimate/quote?${ranch}&book=office-7#quote-form`,
    );
  });

  it("names the pitch and shape pictures in words, checked as the query says", () => {
    render(<Estimator {...props(ranch)} />);
    const pitch = screen.getByRole("group", { name: "How steep is the roof?" });
    expect(within(pitch).getAllByRole("radio")).toHaveLength(4);
    expect(within(pitch).getByRole("radio", { name: /^Medium/ })).toBeChecked();
    expect(within(pitch).getByRole("radio", { name: /^Very steep/ })).not.toBeChecked();
    const shape = screen.getByRole("group", { name: "What shape is the roof?" });
    expect(within(shape).getByRole("radio", { name: /^Moderate/ })).toBeChecked();
  });

  it("says when the ZIP code is outside the service area, and still shows the range", () => {
    render(<Estimator {...props(`${ranch}&zip=46204`)} />);
    expect(screen.getByText("That ZIP code is outside our area.")).toBeVisible();
    expect(price("architectural")).toBe("$14,000 – $20,400");
  });

  it("keeps quiet about the service area for a ZIP inside it", () => {
    render(<Estimator {...props(`${ranch}&zip=40205`)} />);
    expect(screen.queryByText("That ZIP code is outside our area.")).toBeNull();
  });

  it("updates the result as the inputs change, with no request", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    render(<Estimator {...props(ranch)} />);
    await user.click(screen.getByRole("radio", { name: /^Two layers/ }));
    // 25.5 × ($450 + 2 × $100) = $16,575 → $16,500; 25.5 × ($650 + 2 × $150) = $24,225 → $24,300.
    expect(price("architectural")).toBe("$16,500 – $24,300");
    await user.click(screen.getByRole("radio", { name: /^Very steep/ }));
    // 1,980 × 1.414 × 1.15 = 3,219.7 sq ft → 32.2 squares; with two layers
    // 32.2 × $650 = $20,930 → $20,900 and 32.2 × $950 = $30,590 → $30,600.
    expect(screen.getByRole("heading", { name: "About 32.2 squares of roof" })).toBeVisible();
    expect(price("architectural")).toBe("$20,900 – $30,600");
    expect(screen.getByRole("status")).toHaveTextContent(
      /^About 32.2 squares of roof\. Architectural asphalt shingles: \$20,900 to \$30,600\. /,
    );
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it("puts a message beside a wrong value as it is typed, and keeps the rest of the form", async () => {
    const user = userEvent.setup();
    render(<Estimator {...props(ranch)} />);
    const footprint = screen.getByRole("textbox", { name: /footprint/ });
    await user.clear(footprint);
    await user.type(footprint, "10000000");
    expect(footprint).toHaveAccessibleDescription(
      expect.stringContaining("Enter the footprint in square feet, between 200 and 20,000."),
    );
    expect(screen.queryByText(/\$NaN|\$0 /)).toBeNull();
    expect(screen.getByText("Answer the questions above.")).toBeVisible();
    expect(screen.getByRole("radio", { name: /^Medium/ })).toBeChecked();
  });

  it("before the form is sent, leaves unanswered questions without a message; on sending, names them", async () => {
    const user = userEvent.setup();
    render(<Estimator {...props("")} />);
    await user.type(screen.getByRole("textbox", { name: /footprint/ }), "1800");
    expect(screen.queryByText(/Choose the picture closest/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show my price range" }));
    expect(
      screen.getByRole("group", { name: "How steep is the roof?" }),
    ).toHaveAccessibleDescription("Choose the picture closest to your roof's steepness.");
    expect(window.location.search).toBe("?footprint=1800&layers=1");
    // The wrong answers are listed at the top, each a link to its question, and focused.
    const summary = screen.getByRole("heading", { name: "2 answers need a look" }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: /steepness/ })).toHaveAttribute(
      "href",
      "#estimate-pitch",
    );
    expect(document.getElementById("estimate-pitch")).toHaveAttribute("name", "pitch");
  });

  it("moves focus to the result when the button brings one", async () => {
    const user = userEvent.setup();
    render(<Estimator {...props(ranch)} />);
    await user.click(screen.getByRole("button", { name: "Show my price range" }));
    expect(screen.getByRole("heading", { name: "About 25.5 squares of roof" })).toHaveFocus();
  });

  it("marks the option the price book names as most homeowners' choice, and only that one", () => {
    render(
      <Estimator
        {...props(ranch)}
        priceBook={{ ...defaultPriceBook(), mostChosen: "architectural" }}
      />,
    );
    const marked = screen.getByText("Most homeowners here choose this").closest("article")!;
    expect(within(marked).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Architectural asphalt shingles",
    );
    expect(screen.getAllByText("Most homeowners here choose this")).toHaveLength(1);
  });
});

describe("Estimator hydrated on first interaction", () => {
  it("takes over the server's form with what the visitor chose while its code loaded", async () => {
    const root = document.createElement("div");
    root.dataset["props"] = JSON.stringify(props(""));
    root.innerHTML = renderToString(<Estimator {...props("")} />);
    document.body.append(root);
    // The first focus starts loading the code; on a slow connection the visitor goes on.
    let codeArrived = () => {};
    const arrived = new Promise<void>((resolve) => (codeArrived = resolve));
    let started: Promise<void> | undefined;
    onFirstUse(root, () => (started = arrived.then(() => hydrate(root))));

    const footprint = root.querySelector<HTMLInputElement>('[name="footprint"]')!;
    fireEvent.focusIn(footprint);
    footprint.value = "1800";
    fireEvent.input(footprint);
    root.querySelector<HTMLInputElement>('[name="pitch"][value="medium"]')!.click();
    root.querySelector<HTMLInputElement>('[name="shape"][value="moderate"]')!.click();
    expect(price("architectural")).toBeUndefined();

    codeArrived();
    await started;
    await waitFor(() => expect(price("architectural")).toBe("$14,000 – $20,400"));
    expect(root.querySelector('[data-hydrated="true"]')).not.toBeNull();
  });
});
