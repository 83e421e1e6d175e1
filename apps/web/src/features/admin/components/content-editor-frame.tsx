import { Fragment, type ReactNode } from 'react';
import { VersionList, type ContentEditorState } from './content-editor-parts';
import { QueryFrame } from './query-frame';

interface Versioned extends ContentEditorState {
  versions: { id: number; createdAt: string; note: string; actorId: number | null; rolledBackFrom: number | null }[];
}

interface ContentEditorFrameProps<E extends Versioned> {
  query: { data: E | undefined; isPending: boolean; error: unknown };
  /** The way back, the title and whatever else stands above the form. */
  header: (editor: E) => ReactNode;
  /** The form with its publish bar. */
  form: (editor: E) => ReactNode;
}

/**
 * The editor form's identity: it keeps what was typed across saves and publishes (the form then holds what was
 * saved), and starts afresh from the restored content after a rollback.
 */
const formKey = (editor: Versioned) => `form-${editor.versions.find((v) => v.rolledBackFrom !== null)?.id ?? 0}`;

/** One event, leaderboard or pass page: loaded, then its header, its form and the versions to roll back to. */
export function ContentEditorFrame<E extends Versioned>({ query, header, form }: ContentEditorFrameProps<E>) {
  return (
    <QueryFrame query={query}>
      {(editor) => (
        <>
          {header(editor)}
          <Fragment key={formKey(editor)}>{form(editor)}</Fragment>
          <VersionList versions={editor.versions} />
        </>
      )}
    </QueryFrame>
  );
}
