import { AUDIT_ENTITY_TYPES, type AuditLogFilter } from '@admit/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { activeFilterCount, auditFilterFormSchema, draftOf } from './audit-filters.ts';
import { actionWords, AUDIT_ACTION_NAMES, ENTITY_WORDS } from './audit-words.ts';

type Props = {
  filter: AuditLogFilter;
  events: readonly { id: string; title: string }[];
  timeZone: string;
  /** Shows the log for this filter (and writes it to the address). */
  onApply: (filter: AuditLogFilter) => void;
  /** A laptop shows the form open; a phone behind a "Filters" button. */
  laptop: boolean;
};

/**
 * The log's filters as one form, checked by the shared rules before anything is asked: event, kind of thing,
 * who, action and a range of days (in the reader's zone). Applying writes them to the address.
 */
export function AuditFiltersForm({ filter, events, timeZone, onApply, laptop }: Props) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm({ schema: auditFilterFormSchema(timeZone), defaultValues: draftOf(filter, timeZone) });
  const apply = form.onSubmit(async (value) => {
    onApply(value);
    setOpen(false);
  });
  const narrowing = activeFilterCount(filter);
  const col = { xs: 12, md: 6, lg: 2 } as const;
  const fields = (
    <Form noValidate onSubmit={(e) => void apply(e)} aria-label="Filter the audit log" className="mb-3">
      <FormError message={form.alert} />
      <Row className="g-2 align-items-end">
        <Col {...col}>
          <SelectField control={form.control} name="eventId" label="Event" className="mb-0">
            <option value="">All events</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col {...col}>
          <SelectField control={form.control} name="entityType" label="About" className="mb-0">
            <option value="">Anything</option>
            {AUDIT_ENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {ENTITY_WORDS[t]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col {...col}>
          <TextField
            control={form.control}
            name="actor"
            label="Who (email or id)"
            type="search"
            inputMode="email"
            autoComplete="off"
            className="mb-0"
          />
        </Col>
        <Col {...col}>
          <SelectField control={form.control} name="action" label="Action" className="mb-0">
            <option value="">All actions</option>
            {AUDIT_ACTION_NAMES.map((a) => (
              <option key={a} value={a}>
                {actionWords(a)}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col xs={6} lg={1}>
          <TextField control={form.control} name="from" label="From" type="date" className="mb-0" />
        </Col>
        <Col xs={6} lg={1}>
          <TextField control={form.control} name="to" label="To" type="date" className="mb-0" />
        </Col>
        <Col xs={12} lg={2} className="d-flex gap-2">
          <SubmitButton className="flex-grow-1" busy={form.busy} busyLabel="Applying…">
            Apply
          </SubmitButton>
          <Button variant="outline-secondary" onClick={() => onApply({})} disabled={narrowing === 0}>
            Clear
          </Button>
        </Col>
      </Row>
    </Form>
  );
  if (laptop) return fields;
  return (
    <FiltersBehindButton open={open} onToggle={() => setOpen((was) => !was)} narrowing={narrowing}>
      {fields}
    </FiltersBehindButton>
  );
}

/** On a phone the filters wait behind a button that says how many are set. */
function FiltersBehindButton({
  open,
  onToggle,
  narrowing,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  narrowing: number;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        variant="outline-secondary"
        className="mb-2"
        aria-expanded={open}
        aria-controls="audit-filters"
        onClick={onToggle}
      >
        {narrowing ? `Filters (${narrowing})` : 'Filters'}
      </Button>
      <Collapse in={open}>
        <div id="audit-filters">{children}</div>
      </Collapse>
    </>
  );
}
