import { eventInputSchema, instantToZoned, slugify, type EventInput } from '@admit/shared';
import { useMemo, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { EventForm_EventFragment as EventFormData } from '../gql/graphql.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
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

// The inputs are the shared rules' fields ("faq.0.question" is the first question's).
const showsField = (field: string) => (field.split('.')[0] ?? '') in eventInputSchema.shape;

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
  const [values, setValues] = useState(() => initialValues(event));
  const [slugEdited, setSlugEdited] = useState(!!event);
  const [currencyEdited, setCurrencyEdited] = useState(!!event);
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit({ showsField });
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const errors = form.fieldErrors;

  const slug = slugEdited ? values.slug : slugify(values.title);
  const currency = currencyEdited ? values.currency : guessCurrency(values.timeZone);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    const ok = await form.submit({
      form: e.currentTarget,
      schema: eventInputSchema,
      input: { ...values, slug, currency },
      send: onSubmit,
    });
    setSaved(ok);
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Event details">
      <fieldset disabled={readOnly || form.busy}>
        <TextField label="Title" value={values.title} onChange={set('title')} error={errors['title']} />
        <TextField
          label="Web address"
          autoCapitalize="none"
          spellCheck={false}
          value={slug}
          onChange={(value) => {
            setSlugEdited(true);
            set('slug')(value);
          }}
          error={errors['slug']}
          hint={`The event's page will be at /e/${slug || '…'}`}
        />
        <TextField
          label="Description"
          as="textarea"
          rows={8}
          value={values.description}
          onChange={set('description')}
          error={errors['description']}
          hint="Markdown: **bold**, *italic*, [links](https://example.com), lists and headings."
        />
        <TextField
          label="Venue name"
          value={values.venueName}
          onChange={set('venueName')}
          error={errors['venueName']}
        />
        <TextField
          label="Venue address"
          as="textarea"
          rows={2}
          autoComplete="street-address"
          value={values.venueAddress}
          onChange={set('venueAddress')}
          error={errors['venueAddress']}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.startsAt}
          onChange={set('startsAt')}
          error={errors['startsAt']}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.endsAt}
          onChange={set('endsAt')}
          error={errors['endsAt']}
        />
        <SelectField
          label="Time zone"
          value={values.timeZone}
          onChange={set('timeZone')}
          error={errors['timeZone']}
          hint="Where the event happens. Start and end are times there, and every screen shows them in this zone."
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Currency"
          value={currency}
          onChange={(value) => {
            setCurrencyEdited(true);
            set('currency')(value);
          }}
          error={errors['currency']}
        >
          {CURRENCY_OPTIONS.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
        <FaqFields entries={values.faq} onChange={set('faq')} errors={errors} />
        {!readOnly && (
          <>
            <FormError message={form.error} />
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
