import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITIES, toWire } from '@tastydrop/domain';
import type { ConsoleRow } from '../api/console-keys';
import { useCatalogItems, useCreateItem, useItemVisibility, useUpdateItem } from '../api/catalog';
import { CATALOG_NS } from '../utils/catalog-texts';
import { Button } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './admin.module.css';
import { CatalogError } from './catalog-error';
import { RowsTable } from './rows-table';

/**
 * An item's name and price edited in place; the new price counts for drops from now on, or, from an account that
 * cannot publish, waits as a draft for one that can (the answer names the approval).
 */
function EditItem({ row }: { row: ConsoleRow }) {
  const { t } = useTranslation(CATALOG_NS);
  const update = useUpdateItem();
  const [draft, setDraft] = useState<{ name: string; price: string } | null>(null);
  if (!draft) {
    const drafted = update.data?.approvalId;
    return (
      <>
        <Button variant="secondary" size="xs" onClick={() => setDraft({ name: String(row.name), price: String(toWire(Number(row.price))) })} data-testid={`item-edit-${String(row.id)}`}>
          {t('catalog.edit')}
        </Button>
        {drafted != null && (
          <span className={styles.muted} role="status" data-testid={`item-drafted-${String(row.id)}`}>
            {t('catalog.itemDrafted', { id: drafted })}
          </span>
        )}
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { slug: String(row.slug), name: draft.name.trim(), hero: String(row.hero ?? ''), slot: String(row.slot ?? ''), rarity: String(row.rarity), price: Number(draft.price), image: String(row.image ?? '') };
    update.mutate({ id: Number(row.id), input }, { onSuccess: () => setDraft(null) });
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <input className={`${styles.input} ${styles.small}`} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} aria-label={t('catalog.fields.name')} required maxLength={160} autoFocus />
      <input className={`${styles.input} ${styles.small}`} type="number" min={0.01} step={0.01} value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} aria-label={t('catalog.fields.price')} required />
      <Button type="submit" variant="primary" size="xs" disabled={update.isPending}>
        {t('catalog.saveShort')}
      </Button>
      <Button variant="secondary" size="xs" onClick={() => setDraft(null)}>
        {t('catalog.cancel')}
      </Button>
      <CatalogError error={update.error} />
    </form>
  );
}

/** Items: search, new ones, name and price, and retiring an item from new drop tables. */
export function CatalogItemsTab() {
  const { t } = useTranslation(CATALOG_NS);
  // A CS site's items carry CS grades (`catalog.rarities.common_cs`).
  const { game } = useSiteConfig();
  const [query, setQuery] = useState('');
  const found = useCatalogItems(query.trim());
  const create = useCreateItem();
  const visibility = useItemVisibility();
  const [draft, setDraft] = useState({ slug: '', name: '', rarity: 'rare', price: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { slug: draft.slug.trim(), name: draft.name.trim(), hero: '', slot: '', rarity: draft.rarity, price: Number(draft.price), image: '' },
      { onSuccess: () => setDraft({ slug: '', name: '', rarity: draft.rarity, price: '' }) },
    );
  };
  return (
    <>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} data-testid="catalog-new-item">
        <strong>{t('catalog.newItem')}</strong>
        <input className={styles.input} placeholder={t('catalog.fields.slug')} aria-label={t('catalog.fields.slug')} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required pattern="[a-z0-9][a-z0-9\-]*" />
        <input className={styles.input} placeholder={t('catalog.fields.name')} aria-label={t('catalog.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        <select className={styles.select} aria-label={t('catalog.fields.rarity')} value={draft.rarity} onChange={(e) => setDraft({ ...draft, rarity: e.target.value })}>
          {RARITIES.map((r) => (
            <option key={r} value={r}>
              {t(`catalog.rarities.${r}`, { context: game })}
            </option>
          ))}
        </select>
        <input className={`${styles.input} ${styles.small}`} type="number" min={0.01} step={0.01} placeholder={t('catalog.fields.price')} aria-label={t('catalog.fields.price')} value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} required />
        <Button type="submit" variant="primary" size="s" disabled={create.isPending}>
          {t('catalog.create')}
        </Button>
      </form>
      <CatalogError error={create.error ?? visibility.error} />
      <div className={styles.row}>
        <input className={`${styles.input} ${styles.grow}`} type="search" placeholder={t('catalog.searchItems')} aria-label={t('catalog.searchItems')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="catalog-item-search" />
      </div>
      <p className={styles.muted}>{t('catalog.itemsNote')}</p>
      <RowsTable
        rows={found.data}
        loading={found.isPending}
        error={Boolean(found.error)}
        columns={['id', 'slug', 'name', 'rarity', 'price', 'hidden']}
        titles={{ name: t('catalog.fields.name') }}
        cell={(column, row) => (column === 'rarity' ? t(`catalog.rarities.${String(row.rarity)}`, { defaultValue: String(row.rarity), context: game }) : undefined)}
        csvName="items"
        testId="catalog-items"
        actions={(row) => (
          <div className={styles.row}>
            <EditItem row={row} />
            <Button variant="secondary" size="xs" onClick={() => visibility.mutate({ id: Number(row.id), hidden: !row.hidden })} disabled={visibility.isPending} data-testid={`item-visibility-${String(row.id)}`}>
              {row.hidden ? t('catalog.show') : t('catalog.hide')}
            </Button>
          </div>
        )}
      />
    </>
  );
}
