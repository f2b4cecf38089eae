// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastBetween, MIN_TITLE_CONTRAST } from '#shared/branding/accent-color.ts';
import { TOAST_COLORS, Toaster } from '#client/components/ui/toaster.tsx';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('Toaster', () => {
  it.each(Object.entries(TOAST_COLORS))(
    'writes a %s toast readably: text on background at 4.5:1 or more',
    (_kind, colors) => {
      expect(contrastBetween(colors.text, colors.background)).toBeGreaterThanOrEqual(MIN_TITLE_CONTRAST);
    },
  );

  it('gives the toasts those colours, in place of sonner’s own', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Veuillez remplir tous les champs obligatoires');
    });
    const shown = await screen.findByText('Veuillez remplir tous les champs obligatoires');
    const toaster = shown.closest<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    for (const [kind, colors] of Object.entries(TOAST_COLORS)) {
      expect(toaster!.style.getPropertyValue(`--${kind}-text`)).toBe(colors.text);
      expect(toaster!.style.getPropertyValue(`--${kind}-bg`)).toBe(colors.background);
    }
  });
});
