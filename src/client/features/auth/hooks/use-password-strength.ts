import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { useEffect, useState } from 'react';

export type PasswordStrength = {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's French warning, e.g. a common word or a date. */
  warning: string | null;
};

let estimator: Promise<ZxcvbnFactory> | null = null;

// About 1.5 MB of dictionaries: fetched only once someone starts typing a new password.
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
  ]).then(
    ([core, common, french]) =>
      new core.ZxcvbnFactory({
        translations: french.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...french.dictionary },
      }),
  );
  return estimator;
}

/**
 * Estimates how hard a password is to guess, counting the user's own name and address as
 * known words. Null while the estimator loads or when the field is empty.
 */
export function usePasswordStrength(password: string, userInputs: string[] = []): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.filter(Boolean).join('\u0000');

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      loadEstimator()
        .then((zxcvbn) => {
          if (cancelled) return;
          const result = zxcvbn.check(password, inputsKey ? inputsKey.split('\u0000') : []);
          setStrength({ score: result.score, warning: result.feedback.warning || null });
        })
        .catch(() => setStrength(null));
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  return strength;
}
