import { cn } from '@naija-homes/ui-kit/lib/cn';
import { splitTextLinks } from '@naija-homes/ui-kit/lib/text-links';
import type { ElementType, ReactNode } from 'react';

interface UserTextProps {
  /** What the person typed. */
  text: string;
  /** The element to render (a paragraph unless said). */
  as?: ElementType;
  className?: string;
  /** Keep the person's line breaks. */
  preserveLines?: boolean;
  /** Show http(s) addresses as short links opening in a new tab (chat messages). */
  links?: boolean;
  /** Class of the links, for contrast on a coloured bubble. */
  linkClassName?: string;
}

/**
 * Text a person typed, shown back (a message, a bio, a title): wraps anywhere a long unbroken word or link needs it
 * (the `user-text` utility of styles.css), so it never widens its page. With `links`, addresses become safe links:
 * http(s) only, shown shortened with the whole address in the link and its title, opened in a new tab without the
 * opener or a referrer.
 */
export function UserText({ text, as: Element = 'p', className, preserveLines, links, linkClassName }: UserTextProps) {
  let content: ReactNode = text;
  if (links) {
    content = splitTextLinks(text).map((part, index) =>
      part.kind === 'text' ? (
        part.text
      ) : (
        <a
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          key={index}
          href={part.href}
          title={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={cn('underline underline-offset-2', linkClassName)}
        >
          {part.label}
        </a>
      ),
    );
  }
  return (
    <Element data-slot="user-text" className={cn('user-text', preserveLines && 'whitespace-pre-wrap', className)}>
      {content}
    </Element>
  );
}
