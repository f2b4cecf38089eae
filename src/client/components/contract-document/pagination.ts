import { PAGE_MARGINS_MM, PAGE_SIZE_MM } from '#shared/template/contract-styles.ts';

/**
 * The arithmetic of the paged preview. The contract body is laid out in CSS columns exactly
 * one page-content box wide and high (A4 minus the @page margins of the PDF), so Chromium's
 * own fragmentation decides where the pages break; each column is then shown in its own sheet.
 */

const CSS_PX_PER_MM = 96 / 25.4;

export function millimetresToPixels(millimetres: number): number {
  return millimetres * CSS_PX_PER_MM;
}

export const pageGeometry = {
  sheetWidthMm: PAGE_SIZE_MM.width,
  sheetHeightMm: PAGE_SIZE_MM.height,
  contentWidthMm: PAGE_SIZE_MM.width - PAGE_MARGINS_MM.left - PAGE_MARGINS_MM.right,
  contentHeightMm: PAGE_SIZE_MM.height - PAGE_MARGINS_MM.top - PAGE_MARGINS_MM.bottom,
  margins: PAGE_MARGINS_MM,
  /** Between two columns, so a line that overflows its column never shows in the next sheet. */
  columnGapMm: 20,
} as const;

/** Space around and between the sheets, in CSS pixels before scaling. */
export const SHEET_GAP_PX = 24;

/**
 * How many columns (pages) a multicol box of `scrollWidth` pixels holds. scrollWidth is
 * rounded to whole pixels, hence the rounding; an empty document is still one page.
 */
export function countColumns(scrollWidth: number, columnWidth: number, columnGap: number): number {
  if (!(scrollWidth > 0) || !(columnWidth > 0)) return 1;
  return Math.max(1, Math.round((scrollWidth + columnGap) / (columnWidth + columnGap)));
}

/** The sheets are shrunk to the available width, never enlarged past their real size. */
export function scaleToFit(availableWidth: number, sheetWidth: number, padding = SHEET_GAP_PX): number {
  if (!(availableWidth > 0) || !(sheetWidth > 0)) return 1;
  return Math.min(1, Math.max(0.1, (availableWidth - 2 * padding) / sheetWidth));
}

/** The unscaled height of the stack of sheets, padding above and below included. */
export function stackHeight(pageCount: number, sheetHeight: number, gap = SHEET_GAP_PX): number {
  const pages = Math.max(1, pageCount);
  return pages * sheetHeight + (pages + 1) * gap;
}

/** What the PDF prints in the bottom margin of every page. */
export function pageFooterLabel(pageNumber: number, pageCount: number): string {
  return `Page ${pageNumber} / ${pageCount}`;
}

/**
 * Where a point of the first sheet's flow is printed: its page (the column it falls in) and
 * its height in that page's content box, from its offset to the flow's top left corner, in
 * unscaled CSS pixels.
 */
export function locateInFlow(offset: { left: number; top: number }): { page: number; top: number } {
  const pitch = millimetresToPixels(pageGeometry.contentWidthMm + pageGeometry.columnGapMm);
  return { page: Math.max(0, Math.floor((offset.left + 1) / pitch)), top: Math.max(0, offset.top) };
}

/** The height, in the unscaled stack of sheets, of a point `top` pixels into a page's content box. */
export function stackOffset(position: { page: number; top: number }, sheetHeight: number): number {
  const marginTop = millimetresToPixels(pageGeometry.margins.top);
  return SHEET_GAP_PX + position.page * (sheetHeight + SHEET_GAP_PX) + marginTop + position.top;
}
