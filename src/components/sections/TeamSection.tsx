import { cn } from "../../lib/cn";
import { firstCardSpan } from "../../lib/grid-balance";
import type { ResponsiveImage } from "../../lib/images";
import { SectionHeading } from "../ui/SectionHeading";
import { ResponsiveImg } from "../ui/ResponsiveImg";

export interface TeamMember {
  name: string;
  role: string;
  owner: boolean;
  bio?: string | undefined;
  photo?: ResponsiveImage | undefined;
}

/** Their initials in a square of the brand's colour, where no portrait was given. */
function Monogram({ member }: { member: TeamMember }) {
  const initials = member.name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2);
  return (
    <p
      aria-hidden="true"
      className="bg-brand-900 text-brand-100 font-display flex aspect-square w-full items-center justify-center rounded-2xl text-6xl font-bold"
    >
      {initials}
    </p>
  );
}

function Portrait({ member, large }: { member: TeamMember; large?: boolean }) {
  if (!member.photo) return large ? null : <Monogram member={member} />;
  return (
    <ResponsiveImg
      image={member.photo}
      alt={`${member.name}, ${member.role}`}
      sizes={large ? "(min-width: 1024px) 360px, 100vw" : "(min-width: 640px) 240px, 100vw"}
      className={cn("w-full rounded-2xl object-cover", large ? "aspect-[4/5]" : "aspect-square")}
    />
  );
}

/**
 * The people on /about (src/content/team.yaml), the owner first with their own words.
 * Nothing is drawn without them: the demo business has no people to show and invents none.
 */
export function TeamSection({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return null;
  const owner = members.find((member) => member.owner);
  const crew = members.filter((member) => member !== owner);
  const first = firstCardSpan(crew.length, 3);
  return (
    <section aria-labelledby="team" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="team" heading="The people who answer for your roof" align="left" />
        {owner && (
          <figure className="mt-10 grid gap-8 lg:grid-cols-[360px_1fr] lg:items-center">
            <Portrait member={owner} large />
            <div>
              {owner.bio && (
                <blockquote className="font-display text-brand-900 text-2xl leading-snug font-bold sm:text-3xl">
                  <p>{owner.bio}</p>
                </blockquote>
              )}
              <figcaption className="mt-4">
                <span className="text-brand-900 block text-lg font-bold">{owner.name}</span>
                <span className="text-muted">{owner.role}</span>
              </figcaption>
            </div>
          </figure>
        )}
        {crew.length > 0 && (
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {crew.map((member, index) => (
              <li key={member.name} className={cn(index === 0 && first)}>
                <Portrait member={member} />
                <p className="text-brand-900 mt-4 text-lg font-bold">{member.name}</p>
                <p className="text-muted">{member.role}</p>
                {member.bio && <p className="mt-2">{member.bio}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
