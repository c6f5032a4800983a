import type { SignInMethod } from '@admit/shared';
import { useEffect, useState } from 'react';
import { loadClientConfig } from '../client-config.ts';

/** The methods this deployment offers; null while the configuration loads. */
export function useSignInMethods(): SignInMethod[] | null {
  const [methods, setMethods] = useState<SignInMethod[] | null>(null);
  useEffect(() => {
    let live = true;
    loadClientConfig()
      .then((config) => live && setMethods(config.signInMethods))
      .catch(() => live && setMethods(['password']));
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
