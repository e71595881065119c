import type { ShownDocument } from "../../lib/proposals/document-text";

/**
 * What the price does not cover, the terms, and the notices the sale needs. The notices are
 * set apart in bold, as their laws ask (config/proposal-notices.ts).
 */
export function ProposalFinePrint({ document }: { document: ShownDocument }) {
  const { content, terms, notices } = document;
  return (
    <div className="grid gap-8">
      {content.exclusions.length > 0 && (
        <section>
          <h2 className="text-brand-900 mb-2 text-xl font-bold">Not included</h2>
          <ul className="grid list-disc gap-1 pl-5">
            {content.exclusions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2 className="text-brand-900 mb-2 text-xl font-bold">{terms.heading}</h2>
        <div className="grid gap-2">
          {terms.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {notices.map((notice) => (
        <section key={notice.id} className="border-danger rounded-card border-2 bg-white p-5">
          <h2 className="text-brand-900 mb-2 text-lg font-extrabold uppercase">{notice.heading}</h2>
          <div className="grid gap-2 font-bold">
            {notice.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="text-muted mt-2 text-xs">{notice.citation}</p>
        </section>
      ))}
    </div>
  );
}
