import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ConsoleRow } from '../api/console-keys';
import { useCatalogSections, useCreateSection, useReorderSections, useSectionVisibility, useUpdateSection } from '../api/catalog';
import { CATALOG_NS } from '../utils/catalog-texts';
import styles from './admin.module.css';
import { CatalogError } from './catalog-error';
import { OrderButtons } from './order-buttons';
import { RowsTable } from './rows-table';

/** Renames a section in place; its other settings are sent as they are. */
function RenameSection({ row }: { row: ConsoleRow }) {
  const { t } = useTranslation(CATALOG_NS);
  const update = useUpdateSection();
  const [name, setName] = useState<string | null>(null);
  if (name === null) {
    return (
      <Button variant="secondary" size="xs" onClick={() => setName(String(row.name))} data-testid={`section-rename-${String(row.id)}`}>
        {t('catalog.rename')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { slug: String(row.slug), name: name.trim(), isEvent: Boolean(row.isEvent), showOnMain: Boolean(row.showOnMain), showInBattles: Boolean(row.showInBattles) };
    update.mutate({ id: Number(row.id), input }, { onSuccess: () => setName(null) });
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <input className={`${styles.input} ${styles.small}`} value={name} onChange={(e) => setName(e.target.value)} aria-label={t('catalog.fields.name')} maxLength={120} required autoFocus data-testid={`section-name-${String(row.id)}`} />
      <Button type="submit" variant="primary" size="xs" disabled={update.isPending || name.trim() === ''}>
        {t('catalog.saveShort')}
      </Button>
      <Button variant="secondary" size="xs" onClick={() => setName(null)}>
        {t('catalog.cancel')}
      </Button>
      <CatalogError error={update.error} />
    </form>
  );
}

/** Sections: new ones, renaming, order on the main page and visibility. */
export function CatalogSectionsTab() {
  const { t } = useTranslation(CATALOG_NS);
  const sections = useCatalogSections();
  const create = useCreateSection();
  const visibility = useSectionVisibility();
  const reorder = useReorderSections();
  const [draft, setDraft] = useState({ slug: '', name: '' });
  const ids = (sections.data ?? []).map((s) => Number(s.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ slug: draft.slug.trim(), name: draft.name.trim() }, { onSuccess: () => setDraft({ slug: '', name: '' }) });
  };
  return (
    <>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} data-testid="catalog-new-section">
        <strong>{t('catalog.newSection')}</strong>
        <input className={styles.input} placeholder={t('catalog.fields.slug')} aria-label={t('catalog.fields.slug')} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required pattern="[a-z0-9][a-z0-9\-]*" />
        <input className={styles.input} placeholder={t('catalog.fields.name')} aria-label={t('catalog.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        <Button type="submit" variant="primary" size="s" disabled={create.isPending}>
          {t('catalog.create')}
        </Button>
      </form>
      <CatalogError error={create.error ?? visibility.error ?? reorder.error} />
      <RowsTable
        rows={sections.data}
        loading={sections.isPending}
        error={Boolean(sections.error)}
        columns={['id', 'slug', 'name', 'status', 'showOnMain']}
        titles={{ name: t('catalog.fields.name') }}
        cell={(column, row) => (column === 'status' ? t(row.status === 'hidden' ? 'catalog.hiddenStatus' : 'catalog.shownStatus') : undefined)}
        csvName="sections"
        testId="catalog-sections"
        actions={(row) => (
          <div className={styles.row}>
            <OrderButtons ids={ids} id={Number(row.id)} name={String(row.name)} busy={reorder.isPending} onReorder={(next) => reorder.mutate(next)} testId={`section-${String(row.id)}`} />
            <RenameSection row={row} />
            <Button variant="secondary" size="xs" onClick={() => visibility.mutate({ id: Number(row.id), hidden: row.status !== 'hidden' })} disabled={visibility.isPending} data-testid={`section-visibility-${String(row.id)}`}>
              {row.status === 'hidden' ? t('catalog.show') : t('catalog.hide')}
            </Button>
          </div>
        )}
      />
    </>
  );
}
