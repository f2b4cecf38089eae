import { reviewStateLabels, type reviewStates } from '#shared/api/tracker.ts';
import {
  type PaymentStatus,
  type PublicationStatus,
  paymentStatusLabels,
  publicationStatusLabels,
  type RightStatus,
  rightStatusLabels,
} from '#shared/tracker/statuses.ts';
import { Badge } from '#client/components/ui/badge.tsx';

/** The status of each item, in the words of `#shared/tracker/statuses.ts`: late is red, done is green. */

type Variant = 'neutral' | 'gold' | 'success' | 'warning' | 'destructive' | 'outline';

const publicationVariants: Record<PublicationStatus, Variant> = {
  upcoming: 'neutral',
  'this-week': 'gold',
  published: 'success',
  late: 'destructive',
};
const paymentVariants: Record<PaymentStatus, Variant> = {
  upcoming: 'neutral',
  'to-invoice': 'warning',
  due: 'warning',
  paid: 'success',
  late: 'destructive',
};
const rightVariants: Record<RightStatus, Variant> = {
  active: 'success',
  'ending-soon': 'warning',
  expired: 'destructive',
  withdrawn: 'neutral',
};
const reviewVariants: Record<(typeof reviewStates)[number], Variant> = {
  pending: 'outline',
  approved: 'success',
  'correction-requested': 'warning',
};

export function PublicationStatusBadge({ status }: { status: PublicationStatus }) {
  return <Badge variant={publicationVariants[status]}>{publicationStatusLabels[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={paymentVariants[status]}>{paymentStatusLabels[status]}</Badge>;
}

export function RightStatusBadge({ status }: { status: RightStatus }) {
  return <Badge variant={rightVariants[status]}>{rightStatusLabels[status]}</Badge>;
}

export function ReviewStateBadge({ state }: { state: (typeof reviewStates)[number] }) {
  return <Badge variant={reviewVariants[state]}>{reviewStateLabels[state]}</Badge>;
}
