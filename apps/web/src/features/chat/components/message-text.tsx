import Linkify from 'linkify-react';
import { Fragment } from 'react';

const linkOptions = { target: '_blank', rel: 'noopener nofollow', className: 'text-link underline underline-offset-2 break-all' };
const mention = /(@[\p{L}\p{N}_.-]+)/u;

/**
 * A message's text as text: web addresses become links that open in a new tab and pass no credit, @names are
 * highlighted, and nothing in it is ever read as markup.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <span className="break-words whitespace-pre-wrap">
      {text.split(mention).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="rounded bg-primary/15 px-0.5 font-medium text-primary">
            {part}
          </span>
        ) : (
          <Fragment key={i}>
            <Linkify options={linkOptions}>{part}</Linkify>
          </Fragment>
        ),
      )}
    </span>
  );
}
