import type { User } from '#shared/api/auth.ts';
import { cn } from '#client/lib/cn.ts';

function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Initials in a round seal: no photo is kept, so nothing to load. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'email'>;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-100 font-serif text-sm font-semibold text-gold-800 ring-1 ring-gold-300',
        className,
      )}
    >
      {initialsOf(user)}
    </span>
  );
}
