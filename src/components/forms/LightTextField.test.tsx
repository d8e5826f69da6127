import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LightTextField, type LightTextFieldProps } from './LightTextField';

function Field(props: Partial<LightTextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <LightTextField
      label="Email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  );
}

// jsdom has no AnimationEvent: an Event carrying the animation's name.
const animationStart = (animationName: string) =>
  Object.assign(new Event('animationstart', { bubbles: true }), { animationName });

const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)!;

describe('LightTextField', () => {
  it('is named by its label and says it is valid', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error and links its message to the input', () => {
    render(<Field error helperText="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required.');
  });

  it('links a hint the same way', () => {
    render(<Field helperText="We never share it." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We never share it.',
    );
  });

  it('moves its label up while focused or filled, as MUI does', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'false');

    await user.click(input);
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'true');
    await user.type(input, 'a');
    await user.tab();
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'true');

    await user.clear(input);
    await user.tab();
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'false');
  });

  it("moves its label up for the browser's autofill, and back when it is cancelled", () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    // Chrome starts the animation its :-webkit-autofill rule names, and the other one on leaving it.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const autofillRule = rules.find((rule) => rule.cssText.includes(':-webkit-autofill'))!;
    const autofill = / animation-name: ([\w-]+)/.exec(autofillRule.cssText)![1]!;

    fireEvent(input, animationStart(autofill));
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'true');
    fireEvent(input, animationStart('cancelled'));
    expect(labelOf(input)).toHaveAttribute('data-shrink', 'false');
  });

  it('puts the caret in the field when its outline is clicked', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.click(input.parentElement!);
    expect(input).toHaveFocus();
  });

  it('shows an end adornment inside the outline', () => {
    render(<Field endAdornment={<button type="button">Show</button>} />);
    expect(screen.getByRole('textbox', { name: 'Email' }).parentElement).toContainElement(
      screen.getByRole('button', { name: 'Show' }),
    );
  });
});
