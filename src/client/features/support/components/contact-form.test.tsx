// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '#shared/messages.ts';
import type { CheckedContactMessage } from '#shared/contact/contact-message-rules.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { ContactForm, type SendContactMessage } from '#client/features/support/components/contact-form.tsx';

afterEach(cleanup);

const VISITOR = { firstName: '', lastName: '', email: '' };
const SENT = { id: '0b6a2c1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a', priority: false };

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Envoyer le message' }) as HTMLButtonElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const complete = {
  Prénom: ' Inès ',
  Nom: 'Morel',
  'Adresse e-mail': 'Ines@Exemple.FR',
  Sujet: 'question-facturation',
  Message: 'Bonjour, ma facture de novembre est introuvable.',
};

describe('the contact form, an island of the prerendered /contact', () => {
  it('is disabled in the prerendered HTML, then keeps what was typed before the script ran', async () => {
    const form = <ContactForm sender={VISITOR} send={vi.fn<SendContactMessage>()} onSent={vi.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(sendButton().disabled).toBe(true);

    field('Message').value = 'Bonjour, une question.';
    render(form, { container, hydrate: true });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(field('Message').value).toBe('Bonjour, une question.');
    expect(screen.getByText(/^22\/5\s000 caractères$/)).toBeTruthy();
  });

  it('says what is wrong under each field, follows the typing, then sends the checked message', async () => {
    const send = vi.fn<SendContactMessage>(async () => SENT);
    const onSent = vi.fn<(result: typeof SENT, sent: CheckedContactMessage) => void>();
    render(<ContactForm sender={VISITOR} send={send} onSent={onSent} />);

    fireEvent.click(sendButton());
    expect(screen.getByText('Le prénom est obligatoire')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir un sujet')).toBeTruthy();
    expect(document.activeElement).toBe(field('Prénom'));
    expect(field('Prénom').getAttribute('aria-invalid')).toBe('true');

    fill({ ...complete, 'Adresse e-mail': 'ines@', Message: 'Bonjour' });
    expect(screen.queryByText('Le prénom est obligatoire')).toBeNull();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeTruthy();
    expect(screen.getByText('7/10 caractères minimum')).toBeTruthy();
    fireEvent.click(sendButton());
    expect(screen.getByText('Le message doit contenir au moins 10 caractères')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fill(complete);
    await act(async () => fireEvent.click(sendButton()));
    const checked = {
      firstName: 'Inès',
      lastName: 'Morel',
      email: 'ines@exemple.fr',
      subject: 'question-facturation',
      message: complete.Message,
    };
    expect(send).toHaveBeenCalledWith(checked);
    expect(onSent).toHaveBeenCalledWith(SENT, checked);
  });

  it('on a refusal, says it in French and keeps everything typed; the server’s field errors go under their field', async () => {
    const send = vi
      .fn<SendContactMessage>()
      .mockRejectedValueOnce(new ApiError({ status: 429, code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED }))
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: errorMessages.VALIDATION_ERROR,
          fields: { email: 'Veuillez saisir une adresse e-mail valide' },
        }),
      );
    render(<ContactForm sender={VISITOR} send={send} onSent={vi.fn()} />);
    fill(complete);

    await act(async () => fireEvent.click(sendButton()));
    expect(screen.getByRole('alert').textContent).toBe(
      `${errorMessages.RATE_LIMITED} Votre message est conservé ci-dessus : vous pouvez le renvoyer.`,
    );
    expect(field('Message').value).toBe(complete.Message);
    expect(field('Sujet').value).toBe('question-facturation');

    await act(async () => fireEvent.click(sendButton()));
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeTruthy();
    expect(document.activeElement).toBe(field('Adresse e-mail'));
  });
});
