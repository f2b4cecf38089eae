// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contract } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { renderEditorForm } from '#client/testing/render-editor-form.tsx';
import { contractFixture } from '#client/testing/render-screen.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

/** Loi n° 2023-451, art. 8 I: each publication's platform, format and date, from lists where lists fit. */

let form: UseFormReturn<EditorValues>;

function open(change: (contract: Contract) => void = () => {}) {
  const contract = contractFixture(createSampleContract('PAID'));
  change(contract);
  form = renderEditorForm(contract);
}

function element<T extends HTMLElement>(path: string): T {
  const found = document.getElementById(fieldId(path));
  if (!found) throw new Error(`Champ absent : ${path}`);
  return found as T;
}

function optionsOf(path: string): string[] {
  return [...element<HTMLSelectElement>(path).options].map((option) => option.textContent ?? '');
}

function valueAt(path: string): unknown {
  return form.getValues(path as EditorPath);
}

const publication = (index: number) => `deliverables.publications.${index}`;

describe('a publication in the editor', () => {
  afterEach(cleanup);

  it('picks the platform from a list, and a format that fits it', () => {
    open();
    const platform = element<HTMLSelectElement>(`${publication(0)}.platform`);
    expect(platform.tagName).toBe('SELECT');
    expect(optionsOf(`${publication(0)}.platform`)).toEqual(
      expect.arrayContaining(['Instagram', 'TikTok', 'YouTube', 'Snapchat', 'Twitch', 'Pinterest', 'Autre…']),
    );
    fireEvent.change(platform, { target: { value: 'YouTube' } });
    expect(valueAt(`${publication(0)}.platform`)).toBe('YouTube');
    expect(optionsOf(`${publication(0)}.format`)).toEqual([
      'Choisir…',
      'Vidéo',
      'Short',
      'Intégration dans une vidéo',
      'Live',
      'Autre…',
    ]);
    fireEvent.change(element(`${publication(0)}.format`), { target: { value: 'Short' } });
    expect(valueAt(`${publication(0)}.format`)).toBe('Short');
  });

  it('keeps a value outside the list visible under « Autre… », and takes a typed one', () => {
    open();
    // The sample's first format, « Reel de 30 à 60 secondes », is not in Instagram's list.
    expect(element<HTMLSelectElement>(`${publication(0)}.format`).value).toBe('__autre__');
    const typed = screen.getByRole('textbox', { name: 'Autre format, publication 1' });
    expect((typed as HTMLInputElement).value).toBe('Reel de 30 à 60 secondes');

    fireEvent.change(element(`${publication(1)}.platform`), { target: { value: '__autre__' } });
    expect(valueAt(`${publication(1)}.platform`)).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Autre plateforme, publication 2' }), {
      target: { value: 'Mastodon' },
    });
    expect(valueAt(`${publication(1)}.platform`)).toBe('Mastodon');
    expect(element<HTMLSelectElement>(`${publication(1)}.platform`).value).toBe('__autre__');
  });

  it('takes a period instead of a date, and goes back to one date', () => {
    open();
    expect(document.getElementById(fieldId(`${publication(0)}.dateEnd`))).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Une période plutôt qu’une date' })[0]!);
    fireEvent.change(element(`${publication(0)}.dateEnd`), { target: { value: '2027-03-10' } });
    expect(valueAt(`${publication(0)}.dateEnd`)).toBe('2027-03-10');
    expect(document.querySelector(`label[for="${fieldId(`${publication(0)}.date`)}"]`)?.textContent).toBe(
      'Publication à partir du',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Une seule date' }));
    expect(valueAt(`${publication(0)}.dateEnd`)).toBe('');
    expect(document.getElementById(fieldId(`${publication(0)}.dateEnd`))).toBeNull();
  });

  it('opens a saved period with both its dates', () => {
    open((contract) => {
      contract.deliverables.publications[2]!.dateEnd = '2027-04-30';
    });
    expect(element<HTMLInputElement>(`${publication(2)}.dateEnd`).value).toBe('2027-04-30');
  });
});
