import { hydrateRoot } from "react-dom/client";
import { Estimator, type EstimatorProps } from "./Estimator";

/**
 * The estimator's client code, loaded on the visitor's first use of it (its own chunk:
 * src/integrations/first-use-clients.ts). `root` holds the server's HTML of <Estimator>
 * and, in `data-props`, the props it was rendered with. The form's fields are
 * uncontrolled, so what the visitor chose before this ran stays, and the Estimator reads it.
 */
export function hydrate(root: HTMLElement): Promise<void> {
  const props = JSON.parse(root.dataset["props"] ?? "{}") as EstimatorProps;
  hydrateRoot(root, <Estimator {...props} />);
  return Promise.resolve();
}
