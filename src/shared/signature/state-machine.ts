/**
 * The life of a signature request and of each of its signers, as pure rules: the server checks
 * every action against them and the signing page shows the state they give.
 *
 *   request: pending ──(last signer signs)──▶ completed
 *            pending ──(a signer declines)──▶ declined
 *            pending ──(owner cancels)──────▶ cancelled
 *            pending ──(expiry passes)──────▶ expired ──(owner cancels)──▶ cancelled
 *   signer:  pending ──▶ signed | declined
 */
export const requestStates = ['pending', 'completed', 'declined', 'cancelled', 'expired'] as const;
export type RequestState = (typeof requestStates)[number];

export const signerStates = ['pending', 'signed', 'declined'] as const;
export type SignerState = (typeof signerStates)[number];

export type RequestEvent = 'sign' | 'sign-last' | 'decline' | 'cancel' | 'expire' | 'remind';

/** Why an action is refused; each is an error code of the API. */
export type Refusal =
  | 'SIGNATURE_EXPIRED'
  | 'SIGNATURE_CLOSED'
  | 'ALREADY_SIGNED'
  | 'NOT_YOUR_TURN'
  | 'CODE_NOT_VERIFIED';

/** The request state a reader sees: a pending request past its expiry is expired, stored or not. */
export function effectiveRequestState(request: { state: RequestState; expiresAt: Date }, now: Date): RequestState {
  if (request.state === 'pending' && now.getTime() >= request.expiresAt.getTime()) return 'expired';
  return request.state;
}

/** The next request state, or a refusal: only a pending request moves, and only forward. */
export function nextRequestState(state: RequestState, event: RequestEvent): RequestState | Refusal {
  // The owner closes an expired request to get the contract back (it returns to 'exported').
  if (state === 'expired') return event === 'cancel' ? 'cancelled' : 'SIGNATURE_EXPIRED';
  if (state !== 'pending') return 'SIGNATURE_CLOSED';
  switch (event) {
    case 'sign':
    case 'remind':
      return 'pending';
    case 'sign-last':
      return 'completed';
    case 'decline':
      return 'declined';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
  }
}

export type SignerAction = 'open' | 'send-code' | 'verify-code' | 'sign' | 'decline' | 'remind';

export type SignerContext = {
  request: RequestState;
  signer: SignerState;
  /** Whether the request imposes an order, and whether every signer before this one has signed. */
  ordered: boolean;
  earlierSignersDone: boolean;
  /** A code sent by e-mail was checked recently (required to sign). */
  codeVerified: boolean;
};

/**
 * Whether a signer may do `action` now. Reading stays open after the signer acted (to see
 * the state); everything else needs a pending request, a pending signer, and their turn.
 */
export function checkSignerAction(action: SignerAction, context: SignerContext): Refusal | null {
  if (action === 'open') return null;
  if (context.request === 'expired') return 'SIGNATURE_EXPIRED';
  if (context.request !== 'pending') return 'SIGNATURE_CLOSED';
  if (context.signer === 'signed') return 'ALREADY_SIGNED';
  if (context.signer === 'declined') return 'SIGNATURE_CLOSED';
  if (action === 'remind' || action === 'decline') return null;
  if (context.ordered && !context.earlierSignersDone) return 'NOT_YOUR_TURN';
  if (action === 'sign' && !context.codeVerified) return 'CODE_NOT_VERIFIED';
  return null;
}

/** The request event a signature causes: the last one completes the request. */
export function signEvent(signers: ReadonlyArray<{ state: SignerState }>, signerIndex: number): RequestEvent {
  const others = signers.filter((_, index) => index !== signerIndex);
  return others.every((signer) => signer.state === 'signed') ? 'sign-last' : 'sign';
}
