import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
        secondary: "bg-brand-900 text-white hover:bg-brand-800",
        outline: "border-2 border-brand-900 text-brand-900 hover:bg-brand-50",
        light: "bg-white text-brand-900 hover:bg-brand-50",
        ghostLight: "border-2 border-white/80 text-white hover:bg-white/10",
      },
      size: {
        md: "",
        sm: "min-h-11 px-4 py-2 text-sm",
        lg: "min-h-14 px-7 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

type LinkButtonProps = ComponentPropsWithoutRef<"a"> & ButtonVariants & { href: string };

/** A call-to-action that navigates: quote links, tel: links. */
export function LinkButton({ className, variant, size, children, ...props }: LinkButtonProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

type ButtonProps = ComponentPropsWithoutRef<"button"> & ButtonVariants;

/** A call-to-action that acts in place: submit, toggle. */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
