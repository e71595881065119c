/** A sent version's private link, to copy into a text or an email, and to open as the homeowner. */
export function ProposalLink({ link, name }: { link: string; name: string }) {
  return (
    <div className="border-line grid max-w-3xl gap-2 rounded-xl border bg-white p-4">
      <label className="grid gap-1.5">
        <span className="font-semibold wrap-anywhere">Private link for {name}</span>
        <input
          readOnly
          value={link}
          className="border-line w-full rounded-lg border bg-slate-50 px-3 py-2 font-mono text-sm"
        />
      </label>
      <p className="text-muted text-sm">
        Share it only with the homeowner: it opens this proposal without a password.{" "}
        <a
          href={link}
          className="text-brand-700 font-semibold underline"
          target="_blank"
          rel="noopener"
        >
          Open it as the homeowner sees it
        </a>
      </p>
    </div>
  );
}
