import { useMutation } from '@apollo/client/react';
import { OFFLINE_PAYMENT_METHODS, paymentReferenceSchema, z } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { useOrderActions, type OrderActions } from '../order-detail/use-order-actions.ts';
import { markPaidEffect, METHOD_WORDS } from './mark-paid-words.ts';
import { MarkOrderPaidMutation } from './staff-order-documents.ts';

const markPaidSchema = z.object({ method: z.enum(OFFLINE_PAYMENT_METHODS), reference: paymentReferenceSchema });

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The modal: how the money came, its reference, and what marking it paid will do. Mounted while open. */
function MarkPaidModal({ detail, flow, onClose }: { detail: OrderDetail; flow: OrderActions; onClose: () => void }) {
  const [markPaid] = useMutation(MarkOrderPaidMutation);
  const form = useSchemaForm({
    schema: markPaidSchema,
    defaultValues: { method: 'BANK_TRANSFER' as const, reference: '' },
  });
  const method = form.watch('method');
  const submit = form.onSubmit(({ method: chosen, reference }) =>
    flow.confirm((input) => markPaid({ variables: { input, method: chosen, reference } })),
  );
  return (
    <ConfirmModal
      show
      title="Mark this order paid?"
      confirmLabel="Mark paid"
      busyLabel="Marking paid…"
      busy={flow.action.busy}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <FormError message={flow.action.error ?? form.alert} />
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SelectField control={form.control} name="method" label="How the money came">
          {OFFLINE_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {capitalised(METHOD_WORDS[m])}
            </option>
          ))}
        </SelectField>
        <TextField
          control={form.control}
          name="reference"
          label="Reference (optional)"
          hint="The transfer's reference or a receipt number, to find the payment later."
          autoComplete="off"
        />
      </Form>
      <p className="mb-0" data-testid="action-effect">
        {markPaidEffect(detail.order, method)}
      </p>
    </ConfirmModal>
  );
}

/**
 * "Mark paid", for an order on hold whose money came outside Admit (a bank transfer, cash): a button, and a modal
 * that says what it will do. It keeps its own modal state and runs through the order page's confirm flow (its
 * idempotency key, CONFLICT shown and the order read again) from its own instance of useOrderActions.
 */
export function MarkPaidAction({ detail, reload }: { detail: OrderDetail; reload: () => Promise<unknown> }) {
  const flow = useOrderActions(detail, reload);
  const [open, setOpen] = useState(false);
  const onHold = detail.order.status === 'RESERVED';
  return (
    <>
      {flow.conflict && (
        <Alert variant="warning" dismissible onClose={flow.dismissConflict} data-testid="mark-paid-conflict">
          {flow.conflict} The order below has been read again.
        </Alert>
      )}
      {onHold && (
        <div className="mb-3">
          <Button
            variant="primary"
            onClick={() => {
              // The hook's kinds are the page's modals; this instance is ours, so asking only makes the key that
              // this confirmation (and a double click or retry of it) sends.
              flow.ask({ kind: 'extend' });
              setOpen(true);
            }}
          >
            Mark paid
          </Button>
        </div>
      )}
      {/* Done, or refused as a CONFLICT, the flow lets go of what it was asked: the modal closes. */}
      {open && onHold && flow.asking && (
        <MarkPaidModal
          detail={detail}
          flow={flow}
          onClose={() => {
            setOpen(false);
            flow.close();
          }}
        />
      )}
    </>
  );
}
