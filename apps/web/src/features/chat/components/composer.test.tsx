import { CHAT_MESSAGE_MAX } from '@clutch/contract/chat';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/test/shell-render.tsx';
import { Composer } from './composer.tsx';

function show(canModerate = false) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<Composer onSend={onSend} canModerate={canModerate} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Send' });
  return { onSend, user, box, send };
}

describe('Composer', () => {
  it('sends on Enter and empties the box', async () => {
    const { onSend, user, box } = show();
    await user.type(box, 'gg wp{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('gg wp');
    expect(box).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const { onSend, user, box, send } = show();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('line one\nline two');
    await user.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('line one\nline two');
  });

  it('cannot send an empty or whitespace-only message', async () => {
    const { onSend, user, box, send } = show();
    expect(send).toBeDisabled();
    await user.type(box, '   {Shift>}{Enter}{/Shift}  ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, 'x');
    expect(send).toBeEnabled();
  });

  it('holds at most 2,000 characters and counts down near the end', async () => {
    const { onSend, user, box } = show();
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX - 201) } });
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX - 10) } });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'b'.repeat(CHAT_MESSAGE_MAX + 50) } });
    expect(box.value).toHaveLength(CHAT_MESSAGE_MAX);
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX));
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('b'.repeat(CHAT_MESSAGE_MAX));
  });

  it('puts a picked emoji where the caret is and gives the focus back to the box', async () => {
    const { user, box } = show();
    await user.type(box, 'gg wp');
    box.setSelectionRange(2, 2);
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(screen.getByRole('group', { name: 'Faces' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gestures' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hearts' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '🔥' }));
    expect(box).toHaveValue('gg🔥 wp');
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(4);
  });

  it('picks an emoji with the keyboard alone', async () => {
    const { user, box } = show();
    await user.type(box, 'hi');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Emoji' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Reactions' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('hi😃');
  });

  it('offers the mention shortcuts only to moderators', async () => {
    show();
    expect(screen.queryByRole('button', { name: '@everyone' })).not.toBeInTheDocument();
  });

  it('inserts a mention shortcut for a moderator', async () => {
    const { user, box } = show(true);
    await user.click(screen.getByRole('button', { name: '@everyone' }));
    expect(box).toHaveValue('@everyone ');
    expect(screen.getByRole('button', { name: '@organizer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '@participants' })).toBeInTheDocument();
  });
});
