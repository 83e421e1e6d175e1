/** A piece of an answer: plain text or a path of this site that becomes a link. */
export type AnswerSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

// A site path such as /provably-fair/check standing on its own (after a space, bracket or line start).
const SITE_PATH = /(^|[\s(«])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g;

/** Splits answer text so that site paths mentioned in it can be rendered as links. */
export function answerSegments(text: string): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const [, lead = '', path = ''] = match;
    const start = (match.index ?? 0) + lead.length;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: path, to: path });
    last = start + path.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
