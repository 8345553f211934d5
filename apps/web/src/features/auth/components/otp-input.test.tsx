import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Harness({ invalid = false }: { invalid?: boolean }) {
  const [code, setCode] = useState(() => Array.from({ length: 6 }, () => ''));
  return (
    <>
      <OtpInput value={code} onChange={setCode} invalid={invalid} />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('has six named numeric boxes; the first accepts one-time-code autofill', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    boxes().forEach((box, i) => {
      expect(box).toHaveAccessibleName(`Digit ${i + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves focus to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[0]).toHaveValue('1');
    expect(boxes()[1]).toHaveValue('2');
    expect(boxes()[2]).toHaveFocus();
  });

  it('takes one character per box and ignores non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('7');
    await user.click(boxes()[0]!);
    await user.keyboard('9');
    expect(boxes()[0]).toHaveValue('9');
    expect(screen.getByTestId('code')).toHaveTextContent(/^9$/);
  });

  it('moves focus back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills every box from a pasted six-digit code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.paste('482 913');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(screen.getByTestId('code')).toHaveTextContent('482913');
    expect(boxes()[5]).toHaveFocus();
  });

  it('spreads a one-time-code autofill, which lands whole in the first box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '120934' } });
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '0', '9', '3', '4']);
  });

  it('marks every box invalid when told', () => {
    render(<Harness invalid />);
    boxes().forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));
  });
});
