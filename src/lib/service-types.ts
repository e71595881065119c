/** The quote form's "Service Needed" options (SPEC §9), in display order. */
export const serviceTypes = [
  { value: "inspection", label: "Roof Inspection" },
  { value: "repair", label: "Roof Repair" },
  { value: "replacement", label: "Roof Replacement" },
  { value: "installation", label: "New Installation" },
  { value: "emergency", label: "Emergency Service" },
  { value: "commercial", label: "Commercial Roofing" },
] as const;

export type ServiceType = (typeof serviceTypes)[number]["value"];

export const serviceTypeValues = serviceTypes.map((option) => option.value) as [
  ServiceType,
  ...ServiceType[],
];

/** "repair" → "Roof Repair"; a value no longer offered shows as it was stored. */
export const serviceLabel = (value: string): string =>
  serviceTypes.find((option) => option.value === value)?.label ?? value;
