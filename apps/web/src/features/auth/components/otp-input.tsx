import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  value: string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  /** Id of the message describing the boxes, e.g. the error. */
  describedBy?: string;
  disabled?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** One box per digit of a one-time code: typing moves on, Backspace on an empty box moves back, a paste fills in. */
export function OtpInput({ value, onChange, invalid = false, describedBy, disabled }: OtpInputProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on and focuses the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const written = Array.from(digits).slice(0, length - start);
    written.forEach((d, i) => (next[start + i] = d));
    onChange(next);
    focusBox(start + written.length);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (!digits) {
      if (raw === '') onChange(value.map((v, i) => (i === index ? '' : v)));
      return;
    }
    // More than one new character is an autofill or a mobile paste: a whole code starts at the first box.
    if (digits.length > 2) return fill(digits.length >= length ? 0 : index, digits.slice(-length));
    // Typing into a filled box appends to its digit: keep the newest.
    fill(index, digits.slice(-1));
  };

  const handleKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[index] && index > 0) {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight' && index < length - 1) {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(e.clipboardData.getData('text'));
    if (!digits) return;
    e.preventDefault();
    fill(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  return (
    <div role="group" aria-label={t({ defaultMessage: 'Verification code' })} className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={digit}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t({ defaultMessage: 'Digit {position} of {total}' }, { position: index + 1, total: length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className={cn(
            'h-12 w-full min-w-0 max-w-14 rounded-md border border-input bg-background text-center text-xl font-semibold tabular-nums',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50',
            'aria-invalid:border-destructive aria-invalid:bg-destructive/10 aria-invalid:text-destructive',
          )}
        />
      ))}
    </div>
  );
}
