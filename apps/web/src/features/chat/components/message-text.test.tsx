import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

describe('MessageText', () => {
  it('shows markup as the text it is', () => {
    const { container } = render(<MessageText text="<b>hi</b> <img src=x onerror=alert(1)>" />);
    expect(container).toHaveTextContent('<b>hi</b> <img src=x onerror=alert(1)>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('makes addresses links that open in a new tab and pass no credit', () => {
    render(<MessageText text="rules at https://example.com/rules?x=1 and clutch.gg" />);
    const link = screen.getByRole('link', { name: 'https://example.com/rules?x=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/rules?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener nofollow');
    expect(screen.getByRole('link', { name: 'clutch.gg' })).toHaveAttribute('href', 'http://clutch.gg');
  });

  it('does not turn a javascript: text into a link', () => {
    render(<MessageText text="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('highlights mentions', () => {
    render(<MessageText text="@nova gg, @everyone ready?" />);
    expect(screen.getByText('@nova')).toHaveClass('text-primary');
    expect(screen.getByText('@everyone')).toHaveClass('text-primary');
  });
});
