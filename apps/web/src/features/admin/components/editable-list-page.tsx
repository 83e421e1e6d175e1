import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ConsoleRow } from '../api/console-keys';
import { CONTENT_NS } from '../utils/content-texts';
import styles from './admin.module.css';
import { RowsTable } from './rows-table';

/** What the page hands its editor: the row edited (null for a new one) and where the editor reports back. */
export interface ListEditorProps {
  id: number | null;
  row: ConsoleRow | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

interface EditableListPageProps {
  /** The texts' section (`promo`, `offers`, `missions`): the page's title, its create button and its saved message. */
  texts: 'promo' | 'offers' | 'missions';
  /** The test ids' prefix: `promo` gives promo-create, promo-saved, promo-list, promo-edit-<name> and promo-toggle-<name>. */
  testId: string;
  list: { data: readonly ConsoleRow[] | undefined; isPending: boolean; error: unknown };
  toggle: { mutate: (change: { id: number; active: boolean }) => void; isPending: boolean; error: unknown };
  columns: readonly string[];
  csvName: string;
  cell: (column: string, row: ConsoleRow) => ReactNode | undefined;
  /** What names a row in its buttons' test ids (the code, the slug, the kind). */
  rowName: (row: ConsoleRow) => string;
  /** Whether a row may still be edited and switched; a replaced row shows no buttons. */
  editable?: (row: ConsoleRow) => boolean;
  editor: (props: ListEditorProps) => ReactNode;
  /** Drawn before the create button (a search). */
  tools?: ReactNode;
  page?: number;
  onPage?: (page: number) => void;
}

/** A console list of things the operator creates, edits and turns off and on: the table, the editor above it, and the outcome. */
export function EditableListPage({ texts, testId, list, toggle, columns, csvName, cell, rowName, editable, editor, tools, page, onPage }: EditableListPageProps) {
  const { t } = useTranslation(CONTENT_NS);
  const [editing, setEditing] = useState<{ id: number | null; row: ConsoleRow | null } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <>
      <h1 className={styles.title}>{t(`${texts}.title`)}</h1>
      <div className={`${styles.row} ${styles.panel}`}>
        {tools}
        <Button variant="primary" size="s" onClick={() => setEditing({ id: null, row: null })} data-testid={`${testId}-create`}>
          {t(`${texts}.create`)}
        </Button>
      </div>
      {saved !== null && !editing && (
        <p className={styles.ok} role="status" data-testid={`${testId}-saved`}>
          {t(`${texts}.saved`, { id: saved })}
        </p>
      )}
      {editing && (
        <Fragment key={editing.id ?? 'new'}>
          {editor({
            ...editing,
            onSaved: (id) => {
              setSaved(id);
              setEditing(null);
            },
            onCancel: () => setEditing(null),
          })}
        </Fragment>
      )}
      {Boolean(toggle.error) && (
        <p className={styles.error} role="alert">
          {t('common.error', { ns: 'admin' })}
        </p>
      )}
      <RowsTable
        rows={list.data}
        loading={list.isPending}
        error={Boolean(list.error)}
        columns={columns}
        csvName={csvName}
        testId={`${testId}-list`}
        page={page}
        onPage={onPage}
        cell={cell}
        actions={(row) =>
          editable && !editable(row) ? null : (
            <div className={styles.row}>
              <Button variant="secondary" size="xs" onClick={() => setEditing({ id: Number(row.id), row })} data-testid={`${testId}-edit-${rowName(row)}`}>
                {t('edit')}
              </Button>
              <Button
                variant={row.active ? 'danger' : 'secondary'}
                size="xs"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id: Number(row.id), active: !row.active })}
                data-testid={`${testId}-toggle-${rowName(row)}`}
              >
                {row.active ? t('disable') : t('enable')}
              </Button>
            </div>
          )
        }
      />
    </>
  );
}
