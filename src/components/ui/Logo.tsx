import { cn } from "../../lib/cn";

interface LogoProps {
  name: string;
  /** "dark" on light backgrounds, "light" on the navy footer */
  tone?: "dark" | "light";
  className?: string;
}

/** The roofline mark and the business name as a home link. */
export function Logo({ name, tone = "dark", className }: LogoProps) {
  const [first, ...rest] = name.split(" ");
  return (
    <a
      href="/"
      className={cn("font-display flex min-h-11 items-center gap-2.5 leading-none", className)}
    >
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill={tone === "dark" ? "#0f2a44" : "#ffffff"} />
        <path
          d="M7 23 20 11l13 12"
          fill="none"
          stroke="#c2410c"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M12 22v9h16v-9"
          fill="none"
          stroke={tone === "dark" ? "#fff" : "#0f2a44"}
          strokeWidth="3"
        />
      </svg>
      <span className={cn("flex flex-col", tone === "dark" ? "text-brand-900" : "text-white")}>
        <span className="text-lg font-extrabold tracking-tight">{first}</span>
        <span className="text-[0.7rem] font-semibold tracking-[0.14em] uppercase opacity-90">
          {rest.join(" ")}
        </span>
      </span>
    </a>
  );
}
