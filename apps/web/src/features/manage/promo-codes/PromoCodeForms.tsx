import { useMutation } from '@apollo/client/react';
import { promoCodeBatchDraftSchema, promoCodeDraftSchema } from '@admit/shared';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { CreatePromoCodeBatchMutation, CreatePromoCodeMutation, PromoCodesQuery } from './promo-code-documents.ts';
import { NEW_RULES, PromoRulesFields, type TicketTypeOption } from './PromoRulesFields.tsx';

type Props = { eventId: string; currency: string; timeZone: string; ticketTypes: TicketTypeOption[] };

/** A new promo code: its text and its rules; refusals (a taken code) land beside their inputs. */
export function PromoCodeForm({ eventId, currency, timeZone, ticketTypes }: Props) {
  const schema = useMemo(() => promoCodeDraftSchema(currency), [currency]);
  const form = useSchemaForm({ schema, defaultValues: { code: '', ...NEW_RULES } });
  const [create] = useMutation(CreatePromoCodeMutation, {
    refetchQueries: [PromoCodesQuery],
    awaitRefetchQueries: true,
  });
  const [made, setMade] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setMade(null);
    await create({ variables: { eventId, input } });
    setMade(input.code);
    form.resetField('code');
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="New promo code" className="border rounded p-3 mb-4">
      <h3 className="h6">New promo code</h3>
      <TextField control={form.control} name="code" label="Code" autoCapitalize="characters" autoComplete="off" />
      <PromoRulesFields control={form.control} idPrefix="promo" {...{ currency, timeZone, ticketTypes }} />
      <SubmitButton busy={form.busy} busyLabel="Adding…">
        Add code
      </SubmitButton>
      <FormError message={form.alert} />
      {made && <FormSuccess>{made} is ready to share.</FormSuccess>}
    </Form>
  );
}

/**
 * The codes as a CSV file to hand out (a sponsor's, a mailing's). Codes are letters, digits and hyphens only (the
 * shared rules), so no cell needs quoting: one line each under a header.
 */
function csvHref(codes: readonly string[]): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(['code', ...codes].join('\r\n'))}`;
}

/** Many single-purpose codes at once ("500 codes starting SPONSOR-"), with the same rules, then as a CSV file. */
export function PromoCodeBatchForm({ eventId, currency, timeZone, ticketTypes }: Props) {
  const schema = useMemo(() => promoCodeBatchDraftSchema(currency), [currency]);
  const form = useSchemaForm({
    schema,
    defaultValues: { prefix: '', count: '100', ...NEW_RULES, maxUses: '1' },
  });
  const [create] = useMutation(CreatePromoCodeBatchMutation, {
    refetchQueries: [PromoCodesQuery],
    awaitRefetchQueries: true,
  });
  const [made, setMade] = useState<{ prefix: string; codes: string[] } | null>(null);
  const submit = form.onSubmit(async (input) => {
    setMade(null);
    const { data } = await create({ variables: { eventId, input } });
    setMade({ prefix: input.prefix, codes: (data?.createPromoCodeBatch ?? []).map((c) => c.code) });
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Batch of promo codes" className="border rounded p-3 mb-4">
      <h3 className="h6">A batch of codes</h3>
      <TextField control={form.control} name="prefix" label="Every code starts with" autoCapitalize="characters" />
      <TextField control={form.control} name="count" label="How many codes" type="number" inputMode="numeric" />
      <PromoRulesFields control={form.control} idPrefix="batch" {...{ currency, timeZone, ticketTypes }} />
      <SubmitButton busy={form.busy} busyLabel="Making codes…">
        Make codes
      </SubmitButton>
      <FormError message={form.alert} />
      {made && (
        <FormSuccess>
          {made.codes.length} codes made.{' '}
          <a href={csvHref(made.codes)} download={`${made.prefix.replace(/-+$/, '')}-codes.csv`}>
            Download them as CSV
          </a>
        </FormSuccess>
      )}
    </Form>
  );
}
