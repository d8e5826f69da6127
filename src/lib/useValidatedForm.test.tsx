import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightTextField } from '@/components/forms/LightTextField';
import { compact, emailError, isBlank } from '@contract/validation';
import { useValidatedForm } from './useValidatedForm';

interface Values {
  name: string;
  email: string;
}
const EMPTY: Values = { name: '', email: '' };
const validate = (values: Values) =>
  compact({
    name: isBlank(values.name) ? 'Name is required.' : undefined,
    email: emailError(values.email),
  });

function TestForm({ onSend }: { onSend: (values: Values) => void }) {
  const { field, handleSubmit, reset } = useValidatedForm(EMPTY, validate);
  return (
    <form noValidate onSubmit={handleSubmit(onSend)}>
      <LightTextField {...field('name')} label="Name" />
      <LightTextField {...field('email')} label="Email" />
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset()}>
        Clear
      </button>
    </form>
  );
}

function renderForm() {
  const onSend = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onSend={onSend} />);
  return { onSend, user };
}

describe('useValidatedForm', () => {
  it('judges nothing before the first submit', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.tab();
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('judges every field on submit, focuses the first wrong one and sends nothing', async () => {
    const { user, onSend } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('after a submit, re-judges the field that changes and leaves the others as they were', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'asha@');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
  });

  it('sends the values when every field is right', async () => {
    const { user, onSend } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com' });
  });

  it('starts over on reset: empty fields, no messages, nothing judged until the next submit', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });
});
