import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { serviceZips } from "../../../config/service-zips";
import { estimateRoof, type Estimate } from "../../../lib/estimate/estimate";
import { ESTIMATE_PATH } from "../../../lib/public-routes";
import {
  estimateSearch,
  readEstimateQuery,
  type EstimateErrors,
} from "../../../lib/estimate/estimate-query";
import type { PriceBook } from "../../../config/price-book-types";
import { squaresOfRoof } from "../../../lib/estimate/roof-size";
import { isServedZip } from "../../../lib/estimate/service-area";
import { formatDollars } from "../../../lib/format-dollars";
import { Button } from "../../ui/Button";
import { useHydrated } from "../use-hydrated";
import { EstimateFields } from "./EstimateFields";
import { ErrorSummary } from "./ErrorSummary";
import { EstimateResult, type EstimateCopy } from "./EstimateResult";
import { SatelliteAddress, type SatelliteProps } from "./SatelliteAddress";

export interface EstimatorProps {
  /** The /estimate query string the page was asked for */
  search: string;
  priceBook: PriceBook;
  copy: EstimateCopy & { prompt: string };
  /** The satellite measurement's address field; absent without SOLAR_API_KEY */
  satellite?: SatelliteProps | undefined;
}

/** The estimate in one sentence, for a screen reader to announce as it changes. */
const spokenSummary = ({ squares, options }: Estimate) =>
  `${squaresOfRoof(squares)}. ` +
  options
    .map(
      ({ option, price }) =>
        `${option.name}: ${formatDollars(price.low)} to ${formatDollars(price.high)}`,
    )
    .join(". ");

/** The form's fields as a query string, as a GET submit would send them. */
const formSearch = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([name, value]) => [name, String(value)]),
  ).toString();

/**
 * The estimator: a GET form that reloads /estimate with the result, and, once its code
 * has loaded, works out the result in the browser on every change, from the same
 * calculation and messages as the server (no request per change). Until the form is first
 * sent, a message shows only beside a field that holds a wrong value, not an empty one.
 */
export function Estimator({ search, priceBook, copy, satellite }: EstimatorProps) {
  // Strict once the form has been sent: then every missing answer is named, as the server does.
  const [state, setState] = useState(() => ({
    search,
    strict: readEstimateQuery(new URLSearchParams(search)).state !== "empty",
  }));
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** Each press of the button: the answer (the result, or what is wrong) then takes focus */
  const [presses, setPresses] = useState(0);
  const query = readEstimateQuery(new URLSearchParams(state.search));

  // The press's answer takes focus, scrolled clear of the sticky header (scroll-margin-top
  // on every [id], global.css) and so of the call bar at the foot of a phone's screen.
  useEffect(() => {
    if (presses === 0) return;
    const answer = summaryRef.current ?? resultRef.current;
    answer?.focus({ preventScroll: true });
    answer?.scrollIntoView({ block: "start" });
  }, [presses]);

  // What the visitor chose before this code arrived is already in the form.
  useEffect(() => {
    const form = formRef.current;
    if (form) setState(({ strict }) => ({ search: formSearch(form), strict }));
  }, []);

  const onChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const changed = formSearch(event.currentTarget);
    setState(({ strict }) => ({ search: changed, strict }));
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    // A new address is measured by the server: the form goes there as without JavaScript.
    const typed = new FormData(event.currentTarget).get("address");
    if (satellite && typeof typed === "string" && typed.trim() && typed !== satellite.address)
      return;
    event.preventDefault();
    const current = formSearch(event.currentTarget);
    setState({ search: current, strict: true });
    setPresses((count) => count + 1);
    // The address stays the estimate's, to bookmark or share, as without JavaScript.
    const sent = readEstimateQuery(new URLSearchParams(current));
    const address = `${ESTIMATE_PATH}?${estimateSearch(sent.values)}`;
    window.history.replaceState(null, "", address);
    // The reports count the result pages the server renders; a HEAD of the same address
    // counts this press as the no-JavaScript GET would, without loading the page. Only on
    // a press, never per change, and a failure costs the visitor nothing.
    if (sent.state === "valid")
      fetch(address, { method: "HEAD", credentials: "omit" }).catch(() => undefined);
  };

  let errors: EstimateErrors = {};
  if (query.state === "invalid") {
    errors = state.strict
      ? query.errors
      : Object.fromEntries(
          Object.entries(query.errors).filter(
            ([field]) => query.values[field as keyof EstimateErrors],
          ),
        );
  }
  const inputs = query.state === "valid" ? query.inputs : undefined;
  // Once sent, wrong answers are listed at the top of the form; the page's #estimate-result
  // (where the sent form goes) is then that list.
  const summary = state.strict && query.state === "invalid";
  const estimate = inputs && estimateRoof(inputs, priceBook);

  return (
    <div className="grid gap-12">
      <form
        ref={formRef}
        method="get"
        action={`${ESTIMATE_PATH}#estimate-result`}
        noValidate
        onChange={onChange}
        onSubmit={onSubmit}
        data-hydrated={hydrated}
        className="rounded-card border-line shadow-card grid gap-8 border bg-white p-6 sm:p-8"
      >
        {summary && <ErrorSummary errors={errors} id="estimate-result" ref={summaryRef} />}
        {satellite && <SatelliteAddress {...satellite} />}
        <EstimateFields values={query.values} errors={errors} />
        <Button type="submit" size="lg" className="justify-self-start">
          Show my price range
        </Button>
      </form>
      {/* Read out on each change: the figures only, not the whole result. */}
      <p role="status" className="sr-only">
        {estimate && spokenSummary(estimate)}
      </p>
      <section id={summary ? undefined : "estimate-result"} aria-label="Your estimate">
        {inputs && estimate ? (
          <EstimateResult
            estimate={estimate}
            layers={inputs.layers}
            outsideArea={inputs.zip !== undefined && !isServedZip(inputs.zip, serviceZips)}
            search={estimateSearch(query.values)}
            copy={copy}
            headingRef={resultRef}
          />
        ) : (
          <p className="text-muted text-lg">{copy.prompt}</p>
        )}
      </section>
    </div>
  );
}
