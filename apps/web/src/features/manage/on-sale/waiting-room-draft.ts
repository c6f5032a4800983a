import { waitingRoomInputSchema, z } from '@admit/shared';

/** The waiting room form's inputs as typed (text), under the API's field names so each refusal lands beside its input. */
export type WaitingRoomDraft = {
  enabled: boolean;
  opensAt: string;
  preQueueMinutes: string;
  admitPerMinute: string;
  holdMinutes: string;
  /** Empty: never on by itself. */
  autoArrivalsPerMinute: string;
};

// An empty box is "not entered", which the shared rules word as "Enter the …".
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft read as the API's input, then checked by the same rules the API applies. */
export const waitingRoomDraftSchema = z
  .object({
    enabled: z.boolean(),
    opensAt: z.string(),
    preQueueMinutes: z.string(),
    admitPerMinute: z.string(),
    holdMinutes: z.string(),
    autoArrivalsPerMinute: z.string(),
  })
  .transform((d) => ({
    enabled: d.enabled,
    opensAt: d.opensAt,
    preQueueMinutes: numberOf(d.preQueueMinutes),
    admitPerMinute: numberOf(d.admitPerMinute),
    holdMinutes: numberOf(d.holdMinutes),
    autoArrivalsPerMinute: d.autoArrivalsPerMinute.trim() === '' ? null : numberOf(d.autoArrivalsPerMinute),
  }))
  .pipe(waitingRoomInputSchema);

/** What the form starts with: the room as saved, or a first room (on-sale in an hour, 15-minute pre-queue). */
export function draftOf(
  room: {
    enabled: boolean;
    opensAtLocal: string;
    preQueueMinutes: number;
    admitPerMinute: number;
    holdMinutes: number;
    autoArrivalsPerMinute: number | null;
  } | null,
  nowLocal: string,
): WaitingRoomDraft {
  if (!room) {
    return {
      enabled: true,
      opensAt: nowLocal,
      preQueueMinutes: '15',
      admitPerMinute: '500',
      holdMinutes: '5',
      autoArrivalsPerMinute: '',
    };
  }
  return {
    enabled: room.enabled,
    opensAt: room.opensAtLocal,
    preQueueMinutes: String(room.preQueueMinutes),
    admitPerMinute: String(room.admitPerMinute),
    holdMinutes: String(room.holdMinutes),
    autoArrivalsPerMinute: room.autoArrivalsPerMinute === null ? '' : String(room.autoArrivalsPerMinute),
  };
}
