import { useMutation } from '@apollo/client/react';
import { BULK_ACTION_KINDS, z, type BulkActionKind } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import type { OrderSearchInput } from '../gql/graphql.ts';
import { StartBulkActionMutation } from './bulk-documents.ts';
import { BULK_LABELS, bulkEffect } from './bulk-words.ts';

/** The orders a bulk action may cover: the selection, and everything matching the list's filter. */
export type BulkScope = {
  orderIds: string[];
  filter: OrderSearchInput;
  /** How many orders match the filter; `exact` false above the list's count cap. */
  matching: { count: number; exact: boolean } | null;
};

const choiceSchema = z.object({
  kind: z.enum(BULK_ACTION_KINDS),
  everything: z.boolean(),
  refund: z.boolean(),
  notify: z.boolean(),
});

type Props = {
  eventId: string;
  kind: BulkActionKind;
  scope: BulkScope;
  onStarted: (bulkActionId: string) => void;
  onCancel: () => void;
};

/** Confirms a bulk action: which orders (the selection or the whole filter), a cancel's choices, and its effect. */
export function BulkActionModal({ eventId, kind, scope, onStarted, onCancel }: Props) {
  const [start] = useMutation(StartBulkActionMutation);
  const form = useSchemaForm({
    schema: choiceSchema,
    defaultValues: { kind, everything: false, refund: true, notify: true },
  });
  const everything = form.watch('everything');
  const choice = { refund: form.watch('refund'), notify: form.watch('notify') };
  const count = everything ? (scope.matching?.count ?? 0) : scope.orderIds.length;
  const submit = form.onSubmit(async (value) => {
    const target = value.everything ? { filter: scope.filter } : { orderIds: scope.orderIds };
    const input = { kind: value.kind, ...target, refund: value.refund, notify: value.notify };
    const { data } = await start({ variables: { eventId, input } });
    if (data) onStarted(data.startBulkAction.id);
  });
  return (
    <ConfirmModal
      show
      title={`${BULK_LABELS[kind]}?`}
      confirmLabel={BULK_LABELS[kind]}
      cancelLabel="Not now"
      busyLabel="Starting…"
      variant={kind === 'RESEND' ? 'primary' : 'danger'}
      busy={form.busy}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <FormError message={form.alert} />
      {scope.matching && (
        <SwitchField
          control={form.control}
          name="everything"
          id="bulk-everything"
          label={`All ${scope.matching.exact ? '' : 'of the more than '}${scope.matching.count.toLocaleString('en-GB')} orders matching this filter, not only the ${scope.orderIds.length} selected`}
        />
      )}
      {kind === 'CANCEL' && (
        <Form.Group>
          <SwitchField control={form.control} name="refund" id="bulk-refund" label="Refund what each order paid" />
          <SwitchField control={form.control} name="notify" id="bulk-notify" label="Email each buyer" />
        </Form.Group>
      )}
      <p className="mb-0" data-testid="bulk-effect">
        {bulkEffect(kind, count, choice)}
      </p>
    </ConfirmModal>
  );
}
