import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";

interface CallNowProps {
  heading: string;
  body?: string | undefined;
  phone: { display: string; e164: string };
}

/** A call-now block: for visitors who would rather talk to a person than fill a form. */
export function CallNow({ heading, body, phone }: CallNowProps) {
  return (
    <div className="rounded-card bg-brand-900 flex flex-col items-start gap-6 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
      <div>
        <h2 className="text-2xl font-extrabold text-white sm:text-3xl">{heading}</h2>
        {body && <p className="text-brand-100 mt-2 text-lg">{body}</p>}
      </div>
      <LinkButton href={`tel:${phone.e164}`} size="lg" className="shrink-0">
        <Icon name="phone" />
        Call {phone.display}
      </LinkButton>
    </div>
  );
}
