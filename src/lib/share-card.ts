/** The default share image's size: what Facebook, LinkedIn and X crop large cards to. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface ShareCardText {
  name: string;
  tagline: string;
  phone: string;
  areaText: string;
  colors: { deep: string; theme: string; accent: string; light: string };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Greedy word wrap by character count. SVG text does not wrap by itself, and an estimate
 * is enough for a card whose copy is a name and a tagline.
 *
 * @example wrapWords("Ridgeline Roofing & Exteriors", 20) → ["Ridgeline Roofing &", "Exteriors"]
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const lines = (texts: string[], x: number, y: number, lineHeight: number) =>
  texts
    .map(
      (text, index) => `<tspan x="${x}" y="${y + index * lineHeight}">${escapeXml(text)}</tspan>`,
    )
    .join("");

/**
 * The branded share card as SVG: logo mark, business name, tagline, phone and service
 * area, all from the site config, so a rebrand changes the card with no design work.
 */
export function shareCardSvg({ name, tagline, phone, areaText, colors }: ShareCardText): string {
  const { width, height } = SHARE_CARD;
  const font = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
  const nameLines = wrapWords(name, 20).slice(0, 2);
  const nameBottom = 250 + (nameLines.length - 1) * 74;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.deep}"/>
  <path d="M820 630 1050 390l230 240z" fill="${colors.theme}"/>
  <path d="M870 400 1050 220l180 180" fill="none" stroke="${colors.accent}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
  <g transform="translate(80 64) scale(2.4)">
    <rect width="40" height="40" rx="9" fill="#ffffff"/>
    <path d="M7 23 20 11l13 12" fill="none" stroke="${colors.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M12 22v9h16v-9" fill="none" stroke="${colors.theme}" stroke-width="3"/>
  </g>
  <text font-family="${font}" font-size="64" font-weight="700" fill="#ffffff">${lines(nameLines, 80, 250, 74)}</text>
  <text font-family="${font}" font-size="30" fill="${colors.light}">${lines(wrapWords(tagline, 44).slice(0, 2), 80, nameBottom + 62, 40)}</text>
  <rect x="80" y="486" width="96" height="8" rx="4" fill="${colors.accent}"/>
  <text font-family="${font}" font-size="40" font-weight="700" fill="#ffffff" x="80" y="548">${escapeXml(phone)}</text>
  <text font-family="${font}" font-size="26" fill="${colors.light}" x="80" y="588">${escapeXml(areaText)}</text>
</svg>`;
}
