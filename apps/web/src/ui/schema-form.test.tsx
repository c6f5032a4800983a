import { CombinedGraphQLErrors } from '@apollo/client';
import { createOrganizationSchema, ErrorCode } from '@admit/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Form from 'react-bootstrap/Form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormError } from './FormMessages.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useSchemaForm } from '../lib/forms/use-schema-form.ts';

/** The API refusing input, as Apollo hands it to a form: one error naming every field it broke. */
function badInput(fields: Record<string, string>): CombinedGraphQLErrors {
  const [field, message] = Object.entries(fields)[0] ?? ['', ''];
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: ErrorCode.BAD_USER_INPUT, field, fields } }],
  });
}

/** A small form on the shared organization rules: the shape of every form in the app. */
function OrganizationForm({ send }: { send: (value: { name: string; slug: string }) => Promise<unknown> }) {
  const form = useSchemaForm({ schema: createOrganizationSchema, defaultValues: { name: '', slug: '' } });
  return (
    <Form noValidate onSubmit={form.onSubmit(send)} aria-label="Organization">
      <FormError message={form.alert} />
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="slug" label="Address" />
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save
      </SubmitButton>
    </Form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

afterEach(() => vi.restoreAllMocks());

describe('useSchemaForm', () => {
  it('checks the shared rules first, sends nothing they refuse, and focuses the first refused field', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<OrganizationForm send={send} />);
    await save();
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid') ?? name.className).toMatch(/true|is-invalid/);
    expect(document.activeElement).toBe(name);
    expect(screen.getAllByText(/.+/, { selector: '.invalid-feedback' }).length).toBeGreaterThan(0);
  });

  it('clears a field’s message as soon as what is typed satisfies the rules', async () => {
    render(<OrganizationForm send={() => Promise.resolve()} />);
    await save();
    const before = document.querySelectorAll('.is-invalid').length;
    expect(before).toBe(2);
    await act(async () => void type('Name', 'Harbour Lights'));
    expect(screen.getByLabelText('Name').className).not.toMatch(/is-invalid/);
  });

  it('puts each refused field beside its input, and only the ones this form lacks in the alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = badInput({ slug: 'That address is taken.', owner: 'You own too many organizations.' });
    render(<OrganizationForm send={() => Promise.reject(refusal)} />);
    type('Name', 'Harbour Lights');
    type('Address', 'harbour-lights');
    await save();
    expect(screen.getByText('That address is taken.').className).toMatch(/invalid-feedback/);
    expect(screen.getByRole('alert').textContent).toBe('You own too many organizations.');
    expect(document.activeElement).toBe(screen.getByLabelText('Address'));
  });

  it('sends the parsed value, and a failure naming no field goes to the alert, cleared by the next try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<OrganizationForm send={send} />);
    type('Name', '  Harbour Lights ');
    type('Address', 'harbour-lights');
    await save();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    await save();
    expect(send).toHaveBeenLastCalledWith({ name: 'Harbour Lights', slug: 'harbour-lights' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
