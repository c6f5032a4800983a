import { useState } from 'react';
import { useSecondsUntil } from '../../../lib/hold-countdown.ts';
import { runningHold } from '../../../lib/hold-store.ts';
import { HoldBanner, HoldBannerSpacer } from './HoldBanner.tsx';

const CHECKOUT_PATH = /^\/checkout\/([0-9a-f-]{36})$/;

/**
 * Sign-in and sign-up on the way back to checkout (`next`): the hold's countdown stays in sight, from this
 * browser's note of when the hold ends (checkout keeps it up to date), so the buyer knows how long they have.
 */
export function HoldWhileSigningIn({ next }: { next: string }) {
  const orderId = CHECKOUT_PATH.exec(next)?.[1];
  const [hold] = useState(() => (orderId ? runningHold(orderId) : null));
  if (!hold?.expiresAt) return null;
  return <RunningHold expiresAt={hold.expiresAt} />;
}

function RunningHold({ expiresAt }: { expiresAt: number }) {
  const secondsLeft = useSecondsUntil(expiresAt);
  return (
    <>
      <HoldBannerSpacer />
      <HoldBanner secondsLeft={secondsLeft} />
    </>
  );
}
