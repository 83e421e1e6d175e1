import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

interface RichTextProps {
  /** A translated text whose `<name>…</name>` parts (not nested) are drawn by `components[name]`. */
  text: string;
  components: Record<string, ReactElement>;
}

/**
 * A translated text with marked-up parts, for the first page's texts (hero title, cookie bar): what react-i18next's
 * Trans does for these flat texts, without its HTML parser in the first download. A part without a component is text.
 */
export function RichText({ text, components }: RichTextProps) {
  // split() with the two groups gives: text, name, inner text, text, name, inner text, …, text.
  const parts = text.split(TAG);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) out.push(<Fragment key={i}>{parts[i]}</Fragment>);
    if (i + 2 >= parts.length) break;
    const element = components[parts[i + 1]!];
    out.push(element ? cloneElement(element, { key: i + 1 }, parts[i + 2]) : <Fragment key={i + 1}>{parts[i + 2]}</Fragment>);
  }
  return <>{out}</>;
}
