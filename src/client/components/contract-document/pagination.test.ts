import { describe, expect, it } from 'vitest';
import {
  countColumns,
  locateInFlow,
  millimetresToPixels,
  pageFooterLabel,
  pageGeometry,
  SHEET_GAP_PX,
  scaleToFit,
  stackHeight,
  stackOffset,
} from '#client/components/contract-document/pagination.ts';

describe('page geometry', () => {
  it('is A4 minus the @page margins of the PDF', () => {
    expect(pageGeometry.contentWidthMm).toBe(168);
    expect(pageGeometry.contentHeightMm).toBe(253);
  });

  it('converts millimetres to CSS pixels at 96 dpi', () => {
    expect(millimetresToPixels(25.4)).toBeCloseTo(96);
    expect(millimetresToPixels(210)).toBeCloseTo(793.7, 1);
  });
});

describe('countColumns', () => {
  const width = millimetresToPixels(168);
  const gap = millimetresToPixels(20);

  it('counts one page for content that fits one column', () => {
    expect(countColumns(Math.round(width), width, gap)).toBe(1);
  });

  it('counts seven pages from the rounded scroll width of seven columns', () => {
    expect(countColumns(Math.round(7 * width + 6 * gap), width, gap)).toBe(7);
    expect(countColumns(Math.floor(7 * width + 6 * gap), width, gap)).toBe(7);
  });

  it('still counts one page for an empty or unmeasured document', () => {
    expect(countColumns(0, width, gap)).toBe(1);
    expect(countColumns(Number.NaN, width, gap)).toBe(1);
    expect(countColumns(500, 0, gap)).toBe(1);
  });
});

describe('scaleToFit', () => {
  it('shrinks the sheet to the width left once padded', () => {
    expect(scaleToFit(448, 800, 24)).toBeCloseTo(0.5);
  });

  it('never enlarges past the real size', () => {
    expect(scaleToFit(3000, 800)).toBe(1);
  });

  it('keeps a sane scale before the container is measured', () => {
    expect(scaleToFit(0, 800)).toBe(1);
    expect(scaleToFit(10, 800)).toBe(0.1);
  });
});

describe('stackHeight', () => {
  it('adds a gap above, below and between the sheets', () => {
    expect(stackHeight(3, 1000, 20)).toBe(3 * 1000 + 4 * 20);
  });

  it('shows at least one sheet', () => {
    expect(stackHeight(0, 1000, 20)).toBe(1040);
  });
});

describe('pageFooterLabel', () => {
  it('reads like the PDF footer', () => {
    expect(pageFooterLabel(2, 7)).toBe('Page 2 / 7');
  });
});

describe('where a linked part of the contract is shown', () => {
  const pitch = millimetresToPixels(pageGeometry.contentWidthMm + pageGeometry.columnGapMm);
  const sheet = millimetresToPixels(pageGeometry.sheetHeightMm);

  it('finds the page from the column the part starts in', () => {
    expect(locateInFlow({ left: 0, top: 120 })).toEqual({ page: 0, top: 120 });
    expect(locateInFlow({ left: pitch * 2, top: 40 })).toEqual({ page: 2, top: 40 });
    // Rounding of the layout: a pixel short of a column is still that column.
    expect(locateInFlow({ left: pitch * 3 - 0.5, top: -2 })).toEqual({ page: 3, top: 0 });
  });

  it('places it in the stack of sheets below the sheets before it and the top margin', () => {
    const marginTop = millimetresToPixels(pageGeometry.margins.top);
    expect(stackOffset({ page: 0, top: 0 }, sheet)).toBeCloseTo(SHEET_GAP_PX + marginTop);
    expect(stackOffset({ page: 2, top: 50 }, sheet)).toBeCloseTo(
      SHEET_GAP_PX + 2 * (sheet + SHEET_GAP_PX) + marginTop + 50,
    );
  });
});
