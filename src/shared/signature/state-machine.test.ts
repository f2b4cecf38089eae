import { describe, expect, it } from 'vitest';
import {
  checkSignerAction,
  effectiveRequestState,
  nextRequestState,
  type RequestEvent,
  type RequestState,
  type SignerContext,
  signEvent,
} from '#shared/signature/state-machine.ts';

const open: SignerContext = {
  request: 'pending',
  signer: 'pending',
  ordered: false,
  earlierSignersDone: true,
  codeVerified: true,
};

describe('signature request transitions', () => {
  it.each<[RequestEvent, RequestState]>([
    ['sign', 'pending'],
    ['remind', 'pending'],
    ['sign-last', 'completed'],
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
    ['expire', 'expired'],
  ])('a pending request on %s becomes %s', (event, next) => {
    expect(nextRequestState('pending', event)).toBe(next);
  });

  const events: RequestEvent[] = ['sign', 'remind', 'sign-last', 'decline', 'cancel', 'expire'];
  it.each(['completed', 'declined', 'cancelled'] as const)('a %s request refuses every event', (state) => {
    for (const event of events) expect(nextRequestState(state, event)).toBe('SIGNATURE_CLOSED');
  });

  it('an expired request refuses every event as expired, except the owner closing it', () => {
    for (const event of events.filter((e) => e !== 'cancel')) {
      expect(nextRequestState('expired', event)).toBe('SIGNATURE_EXPIRED');
    }
    expect(nextRequestState('expired', 'cancel')).toBe('cancelled');
  });

  it('a pending request past its expiry reads as expired, a closed one keeps its state', () => {
    const expiresAt = new Date('2026-05-01T00:00:00Z');
    expect(effectiveRequestState({ state: 'pending', expiresAt }, new Date('2026-04-30T23:59:59Z'))).toBe('pending');
    expect(effectiveRequestState({ state: 'pending', expiresAt }, expiresAt)).toBe('expired');
    expect(effectiveRequestState({ state: 'completed', expiresAt }, new Date('2027-01-01'))).toBe('completed');
  });
});

describe('signer actions', () => {
  it('allows every action to a pending signer of a pending request whose code is checked', () => {
    for (const action of ['open', 'send-code', 'verify-code', 'sign', 'decline', 'remind'] as const) {
      expect(checkSignerAction(action, open)).toBeNull();
    }
  });

  it('always lets a signer open the page, whatever the state', () => {
    expect(checkSignerAction('open', { ...open, request: 'cancelled', signer: 'signed' })).toBeNull();
  });

  it('refuses to sign without a checked code', () => {
    expect(checkSignerAction('sign', { ...open, codeVerified: false })).toBe('CODE_NOT_VERIFIED');
    expect(checkSignerAction('send-code', { ...open, codeVerified: false })).toBeNull();
  });

  it('refuses to sign twice and to act after declining', () => {
    expect(checkSignerAction('sign', { ...open, signer: 'signed' })).toBe('ALREADY_SIGNED');
    expect(checkSignerAction('send-code', { ...open, signer: 'signed' })).toBe('ALREADY_SIGNED');
    expect(checkSignerAction('decline', { ...open, signer: 'signed' })).toBe('ALREADY_SIGNED');
    expect(checkSignerAction('sign', { ...open, signer: 'declined' })).toBe('SIGNATURE_CLOSED');
  });

  it.each(['completed', 'declined', 'cancelled'] as const)('refuses every action on a %s request', (request) => {
    for (const action of ['send-code', 'verify-code', 'sign', 'decline', 'remind'] as const) {
      expect(checkSignerAction(action, { ...open, request })).toBe('SIGNATURE_CLOSED');
    }
  });

  it('refuses every action on an expired request', () => {
    for (const action of ['send-code', 'verify-code', 'sign', 'decline', 'remind'] as const) {
      expect(checkSignerAction(action, { ...open, request: 'expired' })).toBe('SIGNATURE_EXPIRED');
    }
  });

  it('keeps the order: the second signer waits for the first, but may decline or be reminded', () => {
    const waiting = { ...open, ordered: true, earlierSignersDone: false };
    expect(checkSignerAction('send-code', waiting)).toBe('NOT_YOUR_TURN');
    expect(checkSignerAction('sign', waiting)).toBe('NOT_YOUR_TURN');
    expect(checkSignerAction('decline', waiting)).toBeNull();
    expect(checkSignerAction('remind', waiting)).toBeNull();
    expect(checkSignerAction('sign', { ...open, ordered: false, earlierSignersDone: false })).toBeNull();
  });

  it('completes the request with the last signature only', () => {
    expect(signEvent([{ state: 'pending' }, { state: 'pending' }], 0)).toBe('sign');
    expect(signEvent([{ state: 'signed' }, { state: 'pending' }], 1)).toBe('sign-last');
  });
});
