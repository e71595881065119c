export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  /** Paths under this prefix mark the item active, e.g. "/residential" */
  activePrefix: string;
  children?: NavLink[];
}

/** Active by path prefix: "/residential/siding" activates Residential; "/" only Home. */
export function isActive(item: Pick<NavItem, "activePrefix">, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, "") || "/";
  if (item.activePrefix === "/") return path === "/";
  return path === item.activePrefix || path.startsWith(`${item.activePrefix}/`);
}
