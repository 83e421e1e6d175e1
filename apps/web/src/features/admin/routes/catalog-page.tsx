import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCaseVisibility, useCatalogCases, useCatalogSections, useCatalogVersions, useCreateCase, useReorderCases, useRollback } from '../api/catalog';
import styles from '../components/admin.module.css';
import { CatalogError } from '../components/catalog-error';
import { CatalogItemsTab } from '../components/catalog-items-tab';
import { CatalogSectionsTab } from '../components/catalog-sections-tab';
import { OrderButtons } from '../components/order-buttons';
import { MarketPricesPanel } from '../components/market-prices-panel';
import { PriceImportPanel } from '../components/price-import-panel';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { CATALOG_NS } from '../utils/catalog-texts';

const TABS = ['cases', 'sections', 'items', 'versions', 'prices'] as const;

function CasesTab() {
  const { t } = useTranslation(CATALOG_NS);
  const cases = useCatalogCases();
  const sections = useCatalogSections();
  const create = useCreateCase();
  const visibility = useCaseVisibility();
  const reorder = useReorderCases();
  const [draft, setDraft] = useState({ slug: '', name: '', sectionId: '' });
  const ids = (cases.data ?? []).map((c) => Number(c.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      slug: draft.slug.trim(),
      name: draft.name.trim(),
      sectionId: Number(draft.sectionId),
      currency: 'GOLD',
      price: 0,
      oldPrice: null,
      image: '',
      label: null,
      level: 0,
      locked: false,
      available: true,
      opensLimit: null,
      everyNOpenFree: null,
      multifixNumber: null,
      isOffer: false,
      isLanding: false,
    });
  };
  return (
    <>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} data-testid="catalog-new-case">
        <strong>{t('catalog.newCase')}</strong>
        <input className={styles.input} placeholder={t('catalog.fields.slug')} aria-label={t('catalog.fields.slug')} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required pattern="[a-z0-9][a-z0-9\-]*" />
        <input className={styles.input} placeholder={t('catalog.fields.name')} aria-label={t('catalog.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        <select className={styles.select} aria-label={t('catalog.fields.section')} value={draft.sectionId} onChange={(e) => setDraft({ ...draft, sectionId: e.target.value })} required>
          <option value="">{t('catalog.fields.section')}</option>
          {(sections.data ?? []).map((s) => (
            <option key={String(s.id)} value={String(s.id)}>
              {String(s.name)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" size="s" disabled={create.isPending}>
          {t('catalog.create')}
        </Button>
        {create.data && <Link to={`/admin/catalog/${create.data.id}`}>{t('catalog.edit')}</Link>}
      </form>
      <CatalogError error={create.error ?? visibility.error ?? reorder.error} />
      <p className={styles.muted}>{t('catalog.orderNote')}</p>
      <RowsTable
        rows={cases.data}
        loading={cases.isPending}
        error={Boolean(cases.error)}
        columns={['id', 'slug', 'name', 'section', 'price', 'volatility', 'available', 'hidden', 'published']}
        titles={{ name: t('catalog.fields.name') }}
        csvName="cases"
        testId="catalog-cases"
        cell={(column, row) => (column === 'name' ? <Link to={`/admin/catalog/${String(row.id)}`}>{String(row.name)}</Link> : undefined)}
        actions={(row) => (
          <div className={styles.row}>
            <OrderButtons ids={ids} id={Number(row.id)} name={String(row.name)} busy={reorder.isPending} onReorder={(next) => reorder.mutate(next)} testId={`case-${String(row.id)}`} />
            <Button variant="secondary" size="xs" onClick={() => visibility.mutate({ id: Number(row.id), hidden: !row.hidden })} disabled={visibility.isPending} data-testid={`case-visibility-${String(row.id)}`}>
              {row.hidden ? t('catalog.show') : t('catalog.hide')}
            </Button>
          </div>
        )}
      />
    </>
  );
}

function VersionsTab() {
  const { t } = useTranslation(CATALOG_NS);
  const versions = useCatalogVersions();
  const rollback = useRollback();
  const liveId = versions.data?.[0]?.id;
  return (
    <>
      <CatalogError error={rollback.error} />
      <RowsTable
        rows={versions.data}
        loading={versions.isPending}
        error={Boolean(versions.error)}
        columns={['id', 'createdAt', 'note', 'actorId', 'rolledBackFrom', 'cases']}
        csvName="catalog-versions"
        testId="catalog-versions"
        actions={(row) => (row.id === liveId ? null : <ReasonAction label={t('catalog.rollback')} danger busy={rollback.isPending} onConfirm={(reason) => rollback.mutate({ id: Number(row.id), reason })} />)}
      />
    </>
  );
}

/** The catalog: cases (order, visibility, new ones), sections, items, published versions with rollback, and prices (the market feeds, the import). */
export default function CatalogPage() {
  const { t } = useTranslation(CATALOG_NS);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as (typeof TABS)[number]) : 'cases';
  return (
    <>
      <h1 className={styles.title}>{t('catalog.title')}</h1>
      <div className={styles.tabs} role="tablist">
        {TABS.map((k) => (
          <Button key={k}  role="tab" aria-selected={k === tab} variant="secondary" size="xs" active={k === tab} onClick={() => setParams(k === 'cases' ? {} : { tab: k })}>
            {t(`catalog.tabs.${k}`)}
          </Button>
        ))}
      </div>
      {tab === 'cases' && <CasesTab />}
      {tab === 'sections' && <CatalogSectionsTab />}
      {tab === 'items' && <CatalogItemsTab />}
      {tab === 'versions' && <VersionsTab />}
      {tab === 'prices' && (
        <>
          <MarketPricesPanel />
          <PriceImportPanel />
        </>
      )}
    </>
  );
}
