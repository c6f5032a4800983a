import { eventInputSchema, instantToZoned, slugify, type EventInput } from '@admit/shared';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { EventForm_EventFragment as EventFormData } from '../gql/graphql.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { CURRENCY_OPTIONS, guessCurrency, timeZoneOptions } from '../zones-and-currencies.ts';
import { FaqFields } from './FaqFields.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

export const EventForm_EventFragment = graphql(`
  fragment EventForm_event on Event {
    title
    slug
    description
    venueName
    venueAddress
    startsAt
    endsAt
    timeZone
    currency
    faq {
      question
      answer
    }
  }
`);

type Values = EventInput;
type EventFormState = SchemaForm<EventInput, EventInput>;

type Props = {
  /** The event being edited; a new event when absent. */
  event?: FragmentType<typeof EventForm_EventFragment>;
  submitLabel: string;
  busyLabel: string;
  /** Shown after a successful save, when the page stays put. */
  savedMessage?: string;
  /** Ended and cancelled events can no longer change. */
  readOnly?: boolean;
  onSubmit: (input: EventInput) => Promise<void>;
};

/** A saved event's values, with its instants as wall-clock times in its own zone (the inputs show those). */
function initialValues(event: EventFormData | undefined): Values {
  if (event) {
    const { startsAt, endsAt, faq, ...rest } = event;
    return {
      ...rest,
      startsAt: instantToZoned(new Date(startsAt), rest.timeZone),
      endsAt: instantToZoned(new Date(endsAt), rest.timeZone),
      faq: faq.map(({ question, answer }) => ({ question, answer })),
    };
  }
  const timeZone = browserTimeZone();
  return {
    title: '',
    slug: '',
    description: '',
    venueName: '',
    venueAddress: '',
    startsAt: '',
    endsAt: '',
    timeZone,
    currency: guessCurrency(timeZone),
    faq: [],
  };
}

/**
 * An event's details, for creating and editing. Times are wall-clock times in
 * the event's own zone, as the API takes them. For a new event the address
 * follows the title and the currency follows the zone until the organizer
 * picks their own.
 */
export function EventForm({
  event: eventRef,
  submitLabel,
  busyLabel,
  savedMessage,
  readOnly = false,
  onSubmit,
}: Props) {
  const event = getFragmentData(EventForm_EventFragment, eventRef);
  const form = useSchemaForm({ schema: eventInputSchema, defaultValues: initialValues(event) });
  const [saved, setSaved] = useState(false);
  const submit = form.onSubmit(async (input) => {
    setSaved(false);
    await onSubmit(input);
    setSaved(true);
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Event details">
      <fieldset disabled={readOnly || form.busy}>
        <WhatAndWhere form={form} isNew={!event} />
        <WhenAndMoney form={form} isNew={!event} />
        <FaqFields control={form.control} />
        {!readOnly && (
          <>
            <FormError message={form.alert} />
            {saved && savedMessage && <FormSuccess>{savedMessage}</FormSuccess>}
            <SubmitButton className="w-100" busy={form.busy} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
          </>
        )}
      </fieldset>
    </Form>
  );
}

/** Title, address, description and venue; a new event's address follows its title until edited. */
function WhatAndWhere({ form, isNew }: { form: EventFormState; isNew: boolean }) {
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const { control } = form;
  return (
    <>
      <TextField
        control={control}
        name="title"
        label="Title"
        onValueChange={(title) => {
          if (!slugEdited) form.setValue('slug', slugify(title));
        }}
      />
      <TextField
        control={control}
        name="slug"
        label="Web address"
        autoCapitalize="none"
        spellCheck={false}
        onValueChange={() => setSlugEdited(true)}
        hint={`The event's page will be at /e/${slug || '…'}`}
      />
      <TextField
        control={control}
        name="description"
        label="Description"
        as="textarea"
        rows={8}
        hint="Markdown: **bold**, *italic*, [links](https://example.com), lists and headings."
      />
      <TextField control={control} name="venueName" label="Venue name" />
      <TextField
        control={control}
        name="venueAddress"
        label="Venue address"
        as="textarea"
        rows={2}
        autoComplete="street-address"
      />
    </>
  );
}

/** Start, end, zone and currency; a new event's currency follows its zone until the organizer picks one. */
function WhenAndMoney({ form, isNew }: { form: EventFormState; isNew: boolean }) {
  const [currencyEdited, setCurrencyEdited] = useState(!isNew);
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const { control } = form;
  return (
    <>
      <TextField control={control} name="startsAt" label="Starts" type="datetime-local" />
      <TextField control={control} name="endsAt" label="Ends" type="datetime-local" />
      <SelectField
        control={control}
        name="timeZone"
        label="Time zone"
        onValueChange={(zone) => {
          if (!currencyEdited) form.setValue('currency', guessCurrency(zone));
        }}
        hint="Where the event happens. Start and end are times there, and every screen shows them in this zone."
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <SelectField control={control} name="currency" label="Currency" onValueChange={() => setCurrencyEdited(true)}>
        {CURRENCY_OPTIONS.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
