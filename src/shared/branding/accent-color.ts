/**
 * The accent colour of brand personalisation: a hex colour, printed on the titles of the
 * contract only when it stays readable on white paper (WCAG 2.2 contrast, 4.5:1 for text),
 * and on the header rule in any case.
 */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** The contrast under which the titles keep their black ink. */
export const MIN_TITLE_CONTRAST = 4.5;

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio between two hex colours, from 1 to 21. */
export function contrastBetween(first: string, second: string): number {
  const [lighter, darker] = [luminance(first.toLowerCase()), luminance(second.toLowerCase())].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** WCAG contrast ratio between a colour and white paper, from 1 to 21. */
export function contrastOnWhite(hex: string): number {
  return contrastBetween(hex, '#ffffff');
}

export function isReadableOnWhite(hex: string): boolean {
  return contrastOnWhite(hex) >= MIN_TITLE_CONTRAST;
}
