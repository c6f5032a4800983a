import { useMutation } from '@apollo/client/react';
import { formatAmount } from '@admit/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { PromoCodeFieldsFragment } from '../gql/graphql.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { DeletePromoCodeMutation, PromoCodeFields, PromoCodesQuery } from './promo-code-documents.ts';

const STATUS_WORDS: Record<string, { label: string; bg: string }> = {
  VALID: { label: 'Active', bg: 'success' },
  NOT_YET_VALID: { label: 'Not yet', bg: 'secondary' },
  EXPIRED: { label: 'Ended', bg: 'secondary' },
  USED_UP: { label: 'Used up', bg: 'warning' },
  UNKNOWN: { label: 'Unknown', bg: 'secondary' },
};

/** An event's codes: what each gives, its uses against its limit, the orders it sold and what they brought in. */
export function PromoCodesTable({
  codes: masked,
  currency,
}: {
  codes: readonly FragmentType<typeof PromoCodeFields>[];
  currency: string;
}) {
  const codes = getFragmentData(PromoCodeFields, masked);
  const [remove, { loading }] = useMutation(DeletePromoCodeMutation, {
    refetchQueries: [PromoCodesQuery],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const deleteCode = async (id: string) => {
    setFailure(null);
    try {
      await remove({ variables: { id } });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  if (codes.length === 0) return <p className="text-body-secondary">No promo codes yet.</p>;
  return (
    <>
      <FormError message={failure} />
      <Table responsive size="sm" aria-label="Promo codes">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Gives</th>
            <th scope="col" className="text-end">
              Uses
            </th>
            <th scope="col" className="text-end">
              Orders
            </th>
            <th scope="col" className="text-end">
              Revenue
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <PromoCodeRow
              key={c.id}
              code={c}
              currency={currency}
              busy={loading}
              onDelete={() => void deleteCode(c.id)}
            />
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** One code's row: what it gives, its uses against its limit, its sales, its standing; a code never used may go. */
function PromoCodeRow({
  code: c,
  currency,
  busy,
  onDelete,
}: {
  code: PromoCodeFieldsFragment;
  currency: string;
  busy: boolean;
  onDelete: () => void;
}) {
  const status = STATUS_WORDS[c.status] ?? { label: c.status, bg: 'secondary' };
  return (
    <tr>
      <th scope="row" className="font-monospace fw-normal">
        {c.code}
      </th>
      <td>{c.summary}</td>
      <td className="text-end" data-testid={`uses-${c.code}`}>
        {c.maxUses === null ? c.uses : `${c.uses} / ${c.maxUses}`}
      </td>
      <td className="text-end">{c.ordersPaid}</td>
      <td className="text-end">{formatAmount(c.revenueMinor, currency)}</td>
      <td>
        <Badge bg={status.bg}>{status.label}</Badge>
      </td>
      <td className="text-end">
        {c.ordersPaid === 0 && c.uses === 0 && (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${c.code}`}>
            Delete
          </Button>
        )}
      </td>
    </tr>
  );
}
