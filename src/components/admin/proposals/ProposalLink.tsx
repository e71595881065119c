import { site } from "../../../config/site";
import { smsHref } from "../../../lib/phone-links";

interface ProposalLinkProps {
  link: string;
  lead: { name: string; phone: string; email: string };
}

/**
 * A sent version's private link: to copy, to text or email to the homeowner in one tap (the
 * message written, the link in it), and to open as the homeowner sees it.
 */
export function ProposalLink({ link, lead }: ProposalLinkProps) {
  const message = `Your roof proposal from ${site.name}: ${link}`;
  // "?&body=" is read by both iOS and Android messaging apps.
  const text = `${smsHref(lead.phone)}?&body=${encodeURIComponent(message)}`;
  const email = `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(
    `Your roof proposal from ${site.name}`,
  )}&body=${encodeURIComponent(message)}`;
  return (
    <div className="border-line grid max-w-3xl gap-2 rounded-xl border bg-white p-4">
      <label className="grid gap-1.5">
        <span className="font-semibold wrap-anywhere">Private link for {lead.name}</span>
        <input
          readOnly
          value={link}
          className="border-line w-full rounded-lg border bg-slate-50 px-3 py-2 font-mono text-sm"
        />
      </label>
      <p className="flex flex-wrap gap-x-5 gap-y-2 font-semibold">
        {lead.phone && (
          <a href={text} className="text-brand-700 underline">
            Text it to {lead.phone}
          </a>
        )}
        <a href={email} className="text-brand-700 wrap-anywhere underline">
          Email it
        </a>
        <a href={link} className="text-brand-700 underline" target="_blank" rel="noopener">
          Open it as the homeowner sees it
        </a>
      </p>
      <p className="text-muted text-sm">
        Share it only with the homeowner: it opens this proposal without a password.
      </p>
    </div>
  );
}
