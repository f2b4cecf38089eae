import type { z } from 'zod';
import { type User, type UserDetails, userDetailsSchema, userSchema } from '#shared/api/auth.ts';
import { STORAGE_KEYS } from '#client/lib/session-storage-keys.ts';

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled (private mode) or a value written by an older version: start without it.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the fast start on the next visit.
  }
}

export function readStoredUser(): User | null {
  return read(STORAGE_KEYS.user, userSchema);
}

export function readStoredUserDetails(): UserDetails | null {
  return read(STORAGE_KEYS.userDetails, userDetailsSchema);
}

export function writeStoredSession(user: User | null, userDetails: UserDetails | null): void {
  write(STORAGE_KEYS.user, user);
  write(STORAGE_KEYS.userDetails, userDetails);
}
